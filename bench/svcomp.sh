#!/usr/bin/env bash
# Runs `symcrete svcomp` on every SV-COMP task under a folder (default
# ../shared/svcomp), two at a time, for one property (default valid-assert),
# and prints per task folder: correct true/false, wrong true/false, unknown
# (with its reasons counted), the SV-COMP score (+2 correct true, +1 correct
# false, -32 wrong true, -16 wrong false), the median time per correct
# answer (javac included, and javac's own median) and the total time. With
# --out, every "false" also writes a JUnit reproducer and checks that it
# fails on the JVM (a reproducer that does not turns the verdict unknown).
# Usage: bench/svcomp.sh [folder] [timeout-seconds] [property] [--out]
# Per-task logs go to build/svcomp/<folder>/<task>.log.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(realpath "${1:-../shared/svcomp}")
timeout=${2:-10}
property=${3:-valid-assert}
reproduce=${4:-}
out=build/svcomp
rm -rf "$out" && mkdir -p "$out"
# A copy of the binary runs, so rebuilding meanwhile does not disturb it.
symcrete=$(mktemp /tmp/symcrete-bench.XXXXXX)
cp build/symcrete "$symcrete" && chmod +x "$symcrete"
trap 'rm -f "$symcrete"' EXIT
export symcrete timeout property out reproduce

one() {
  local yml=$1 folder name log expected start end extra=()
  folder=$(basename "$(dirname "$yml")")
  name=$(basename "$yml" .yml)
  log="$out/$folder/$name.log"
  mkdir -p "$out/$folder"
  expected=$(grep -A1 "$property.prp" "$yml" | sed -n 's/.*expected_verdict: *\(true\|false\).*/\1/p')
  [[ -n $reproduce ]] && extra=(--out "$out/$folder/$name.repro")
  start=$(date +%s.%N)
  # --timeout counts CPU time, and svcomp stops at six times it in wall
  # time; the rest covers javac and start-up. Past it, unknown.
  timeout $((timeout * 6 + 30)) "$symcrete" svcomp --stats --timeout "$timeout" --property "$property" "${extra[@]}" "$yml" >"$log" 2>&1
  end=$(date +%s.%N)
  local verdict javac
  verdict=$(sed -n 's/^verdict: //p' "$log" | tail -n 1)
  javac=$(sed -n 's/.*javac \([0-9.]*\) s.*/\1/p' "$log")
  printf '%s\t%s\t%s\t%s\t%.3f\t%s\n' "$folder" "$name" "${expected:-none}" "${verdict:-unknown}" \
    "$(echo "$end - $start" | bc)" "${javac:-0}"
}
export -f one

find "$root" -name '*.yml' | sort | xargs -P 2 -I{} bash -c 'one {}' > "$out/results.tsv"

awk -F'\t' -v out="$out" '
function median(list, n,   i, j, t, a) {
  if (n == 0) return 0
  split(list, a, " ")
  for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
  return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
  f = $1; folders[f] = 1; all = "all"; folders[all] = 1
  for (k = 0; k < 2; k++) {
    g = k ? all : f
    tasks[g]++; total[g] += $5
    if ($4 == "unknown" || $3 == "none") { unknown[g]++ }
    else if ($4 == $3) {
      if ($4 == "true") ct[g]++; else cf[g]++
      times[g] = times[g] " " $5; javacs[g] = javacs[g] " " $6; nc[g]++
    } else if ($4 == "true") wt[g]++
    else wf[g]++
  }
  if ($4 != $3 && $4 != "unknown") print "WRONG: " $1 "/" $2 " expected " $3 ", said " $4 > "/dev/stderr"
}
END {
  printf "%-16s %5s %6s %7s %7s %7s %7s %6s %6s %9s %9s\n", "folder", "tasks", "c.true", "c.false", "w.true", "w.false", "unknown", "score", "correct", "median s", "total s"
  for (f in folders) {
    score = 2 * ct[f] + cf[f] - 32 * wt[f] - 16 * wf[f]
    printf "%-16s %5d %6d %7d %7d %7d %7d %6d %5.1f%% %9.2f %9.1f   (javac median %.2f s)\n", f, tasks[f], ct[f], cf[f], wt[f], wf[f], unknown[f], score, 100 * (ct[f] + cf[f]) / tasks[f], median(times[f], nc[f]), total[f], median(javacs[f], nc[f])
  }
}' "$out/results.tsv" | sort
echo
echo "Why the unknown answers are unknown (tasks per reason):"
for log in $(awk -F'\t' '$4 == "unknown" { print $1 "/" $2 }' "$out/results.tsv"); do
  f="$out/$log.log"
  if grep -q '^  ' "$f"; then sed -n 's/^  \(.*\) ([0-9]* paths\{0,1\}), e\.g\. .*/\1/p' "$f" | sed 's/[0-9][0-9]*/N/g' | sort -u
  elif grep -q 'does not reproduce' "$f"; then echo "reproducer did not fail on the JVM"
  elif ! grep -q '^verdict:' "$f"; then echo "no verdict (killed or crashed)"
  else grep -m1 '^symcrete: ' "$f" | cut -c1-100; fi
done | sort | uniq -c | sort -rn
