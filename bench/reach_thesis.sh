#!/usr/bin/env bash
# The targets of seed 003's benchmark (Dinges 2014, Table 4.1; re-created
# under tests/java/reach, each target a line marked `// TARGET reachable` or
# `// TARGET unreachable`), each given to `symcrete reach` in several
# configurations on the same budget:
#   reach      the default: the backward proof first, then guided search,
#              pruning, concrete search after
#   backward   the backward proof alone (it shows unreachable, or nothing)
#   forward-only  the default's forward part alone (no backward proof)
#   no-search  guided search and pruning, no concrete search
#   no-prune   guided search and concrete search, nothing pruned
#   forward    gen's plain forward exploration: dfs, gen's branch bound (6),
#              no pruning, no concrete search
# Prints per target and configuration: the answer, the seconds spent finding
# it (before the JVM runs the test), the paths explored (p), the concrete
# runs searched (r) and the ways back the backward proof checked (w); then per configuration the targets reached and shown
# unreachable, and the median seconds. Tests are run on the JVM only for the
# default configuration (the others use --no-validate: their answer
# `reached` is the engine's).
# Usage: bench/reach_thesis.sh [budget-seconds] (default 10)
set -uo pipefail
cd "$(dirname "$0")/.."
budget=${1:-10}
work=$(mktemp -d /tmp/reach-thesis.XXXXXX)
symcrete="$work/symcrete"
cp build/symcrete "$symcrete"  # a copy: rebuilding meanwhile does not disturb it
trap 'rm -rf "$work"' EXIT
javac --release 17 -g -d "$work/classes" tests/java/reach/*.java || exit 1

declare -A options=(
  [reach]=""
  [backward]="--direction backward --no-validate"
  [forward-only]="--direction forward --no-validate"
  [no-search]="--no-search --no-validate"
  [no-prune]="--no-prune --no-validate"
  [forward]="--direction forward --search dfs --no-prune --no-search --branch-bound 6 --no-validate"
)
configs=(reach backward forward-only no-search no-prune forward)

printf '%-22s %-12s' target expected
for c in "${configs[@]}"; do printf ' %-30s' "$c"; done
printf '\n'
declare -A reached unreachable times
for c in "${configs[@]}"; do reached[$c]=0; unreachable[$c]=0; times[$c]=""; done
total=0
for file in tests/java/reach/*.java; do
  class=$(basename "$file" .java)
  while IFS=: read -r line rest; do
    expected=$(sed -E 's/.*TARGET ([a-z-]+).*/\1/' <<<"$rest")
    total=$((total + 1))
    printf '%-22s %-12s' "$class:$line" "$expected"
    for c in "${configs[@]}"; do
      # shellcheck disable=SC2086
      out=$("$symcrete" reach --cp "$work/classes" --target "$class:$line" --budget "$budget" \
              --out "$work/out-$c-$class-$line" --format json ${options[$c]} 2>/dev/null)
      json="$out"
      answer=$(jq -r '.result // "error"' <<<"$json" 2>/dev/null || echo error)
      seconds=$(jq -r '.targets[0].search_seconds // empty' <<<"$json" 2>/dev/null)
      paths=$(jq -r '.targets[0].paths // empty' <<<"$json" 2>/dev/null)
      runs=$(jq -r '.targets[0].search_runs // empty' <<<"$json" 2>/dev/null)
      ways=$(jq -r '.targets[0].backward_segments // empty' <<<"$json" 2>/dev/null)
      printf ' %-30s' "$(printf '%s %.2fs %sp %sr %sw' "$answer" "${seconds:-0}" "${paths:-?}" "${runs:-?}" "${ways:-?}")"
      [ "$answer" = reached ] && reached[$c]=$((reached[$c] + 1))
      [ "$answer" = unreachable ] && unreachable[$c]=$((unreachable[$c] + 1))
      times[$c]+="${seconds:-0}"$'\n'
    done
    printf '\n'
  done < <(grep -n 'TARGET' "$file" | sed -E 's/^([0-9]+):(.*)/\1:\2/')
done
printf '\n%d targets; per configuration: reached, unreachable, median seconds to the answer\n' "$total"
for c in "${configs[@]}"; do
  median=$(sort -n <<<"${times[$c]}" | sed '/^$/d' | awk '{a[NR]=$1} END {if (NR == 0) print 0; else if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}')
  printf '  %-10s %2d reached, %d unreachable, median %.2f s\n' "$c" "${reached[$c]}" "${unreachable[$c]}" "$median"
done
