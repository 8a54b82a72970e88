#!/usr/bin/env bash
# Runs `symcrete gen --stats` on every bundled example class and prints a
# markdown table: paths, paths/s, solver queries, solver share of exploration,
# and wall time with and without validation on the JVM (medians of <runs>).
# Usage: bench/gen_examples.sh [runs]   (default 3; needs build/symcrete)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
classes=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$classes" "$out"' EXIT
javac -nowarn -g --release 17 -d "$classes" $(find examples -name '*.java' | sort)
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
wall() {  # prints the wall seconds of a command, its output in $log
  local start end
  start=$(date +%s.%N)
  "$@" >"$log" 2>&1 || true
  end=$(date +%s.%N)
  awk "BEGIN { print $end - $start }"
}
echo "| class | paths | paths/s | solver queries | solver share | time, no validation | time, validated | tests | passed | branch coverage |"
echo "|---|---|---|---|---|---|---|---|---|---|"
log=$(mktemp)
for source in $(find examples/src -name '*.java' | sort); do
  class="examples.$(basename "$source" .java)"
  plain=()
  for ((i = 0; i < runs; i++)); do
    plain+=("$(wall build/symcrete gen --stats --no-validate --cp "$classes" --class "$class" --out "$out")")
  done
  paths=$(sed -n 's/^stats: \([0-9]*\) paths explored.*/\1/p' "$log")
  rate=$(sed -n 's/.*(\([0-9.]*\) paths\/s).*/\1/p' "$log")
  queries=$(sed -n 's/^stats: \([0-9]*\) solver queries.*/\1/p' "$log")
  share=$(sed -n 's/.*s in the solver (\([0-9.]*\)% of exploration).*/\1/p' "$log")
  validated=()
  for ((i = 0; i < runs; i++)); do
    validated+=("$(wall build/symcrete gen --cp "$classes" --class "$class" --out "$out")")
  done
  summary=$(grep "tests written" "$log" || tail -n 1 "$log")
  tests=$(echo "$summary" | sed -n 's/.*: \([0-9]*\) tests written.*/\1/p')
  passed=$(echo "$summary" | sed -n 's/.*, \([0-9]*\) passed.*/\1/p')
  coverage=$(echo "$summary" | sed -n 's/.*, \([0-9.]*%\) branch coverage.*/\1/p')
  printf '| %s | %s | %s | %s | %s%% | %.2f s | %.2f s | %s | %s | %s |\n' "${class#examples.}" "$paths" "$rate" \
    "$queries" "$share" "$(median "${plain[@]}")" "$(median "${validated[@]}")" "$tests" "$passed" "$coverage"
done
rm -f "$log"
echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(uname -sr); runs: $runs"
