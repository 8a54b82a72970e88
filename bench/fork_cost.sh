#!/usr/bin/env bash
# What forking an execution state costs against its heap size (heap of 0,
# 100, 1k, 10k, 100k objects), and what each State member costs a fork (heap
# of 10k objects): markdown tables of medians over REPS batches (default 31).
# Usage: bench/fork_cost.sh [BINARY]           one build (default build/fork_cost)
#        bench/fork_cost.sh BEFORE AFTER       two builds side by side, with
#                                              before/after ratios; the two run
#                                              alternately, size by size, so
#                                              they share the machine's noise
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${REPS:-31}"
sizes=(0 100 1000 10000 100000)
members_at=10000
binaries=("$@")
((${#binaries[@]} > 0)) || binaries=(build/fork_cost)
((${#binaries[@]} <= 2)) || { echo "usage: bench/fork_cost.sh [BINARY] | BEFORE AFTER" >&2; exit 2; }
for binary in "${binaries[@]}"; do
  [[ -x "$binary" ]] || { echo "no $binary: build first (ninja -C build fork_cost)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for size in "${sizes[@]}"; do
  for i in "${!binaries[@]}"; do "${binaries[$i]}" --reps "$reps" --objects "$size" >>"$work/sizes.$i"; done
done
for i in "${!binaries[@]}"; do "${binaries[$i]}" --reps "$reps" --members "$members_at" >"$work/members.$i"; done

# Joins the binaries' lines (same first field, same order) into one table.
# $1: file stem; $2: header cells of one binary's columns (after the key).
table() {
  local stem=$1 header=$2
  if ((${#binaries[@]} == 1)); then
    awk -F'\t' -v header="$header" '
      function t(ns) { if (ns == "-") return "-"; if (ns < 1000) return sprintf("%.0f ns", ns);
                       if (ns < 1e6) return sprintf("%.1f µs", ns / 1e3); return sprintf("%.2f ms", ns / 1e6) }
      NR == 1 { n = split(header, h, "|"); line = "|"; sep = "|";
                for (c = 1; c <= n; c++) { line = line " " h[c] " |"; sep = sep "---|" } print line; print sep }
      { line = "| " $1 " |"; for (c = 2; c <= NF; c++) line = line " " t($c) " |"; print line }' "$work/$stem.0"
  else
    paste "$work/$stem.0" "$work/$stem.1" | awk -F'\t' -v header="$header" '
      function t(ns) { if (ns == "-") return "-"; if (ns < 1000) return sprintf("%.0f ns", ns);
                       if (ns < 1e6) return sprintf("%.1f µs", ns / 1e3); return sprintf("%.2f ms", ns / 1e6) }
      function ratio(a, b) { if (a == "-" || b == "-" || b == 0) return "";
                             return sprintf(a / b >= 100 ? " (%.0f×)" : " (%.1f×)", a / b) }
      NR == 1 { n = split(header, h, "|"); line = "| " h[1] " |"; sep = "|---|";
                for (c = 2; c <= n; c++) { line = line " " h[c] ": before → after (before/after) |"; sep = sep "---|" }
                print line; print sep }
      { half = NF / 2; line = "| " $1 " |";
        for (c = 2; c <= half; c++) {
          if ($c == "-" && $(c + half) == "-") { line = line " - |"; continue }
          line = line " " t($c) " → " t($(c + half)) ratio($c, $(c + half)) " |"
        }
        print line }'
  fi
}

echo "Time per operation (median of $reps batches; a batch is up to 1,000 forks of one state):"
echo
table sizes "heap objects|fork (State copy)|first write in the fork|first allocation in the fork|destroying the fork|read (Heap::get)"
echo
echo "Copying each State member alone, heap of $members_at objects (median of $reps batches):"
echo
table members "member|copy"
echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(uname -sr); $(date -u '+%Y-%m-%d %H:%M UTC')"
for i in "${!binaries[@]}"; do echo "binary $((i + 1)): ${binaries[$i]}"; done
