#!/usr/bin/env bash
# gen --python on each file of tests/python/beginners (ten functions and two
# classes written by a helper who had not seen the code) and seed 001's
# examples: tests kept, tests removed (failed on CPython), line and branch
# coverage of each file by its suite, and the CPU time gen took.
# Usage: bench/issue32/beginners.sh BIN [BUDGET=20]
set -euo pipefail
bin=$1
budget=${2:-20}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf "%-26s %6s %8s %10s %10s %8s\n" file tests removed lines branches cpu_s
for file in "$root"/tests/python/beginners/*.py "$root"/tests/python/seed/*.py; do
  name=$(basename "$file" .py)
  out="$work/$name"
  mkdir -p "$out"
  start=$(date +%s.%N)
  /usr/bin/time -f "%U %S" -o "$work/time" "$bin" gen --python "$file" --out "$out" --budget "$budget" > "$work/log" 2>&1 || true
  cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$work/time")
  summary=$(grep "coverage of" "$work/log" || echo "")
  tests=$(echo "$summary" | sed -nE 's/^([0-9]+) tests?,.*/\1/p')
  lines=$(echo "$summary" | sed -nE 's/.*lines ([0-9]+\/[0-9]+).*/\1/p')
  branches=$(echo "$summary" | sed -nE 's/.*branches ([0-9]+\/[0-9]+).*/\1/p')
  removed=$(grep -c "^removed " "$work/log" || true)
  printf "%-26s %6s %8s %10s %10s %8s\n" "$name" "${tests:--}" "$removed" "${lines:--}" "${branches:--}" "$cpu"
done
