#!/usr/bin/env bash
# Issue 31's benchmark, seed 001's linked-list assignment on the JVM
# (bench/issue31/linkedlist: a reference IntList and ten buggy student
# versions, KEY.md says where each bug is). For each student version,
# `symcrete gen --oracle reference` explores the student's code and takes
# each test's expected result from the reference; the suite is then run on
# the student's code: it catches the bug when a test fails. Last, the
# mutation score of the suite Symcrete writes for the reference itself
# (`gen --mutation`), beside the thesis's figures: TestBuilder's suites
# killed 76.1% of mutants, the hand-written suite 94.3%.
#
#   bench/issue31/linkedlist.sh [symcrete binary] [budget per class, s]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
budget="${2:-20}"
junit=/usr/share/java/junit-platform-console-standalone.jar
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -d "$work/reference" "$here/linkedlist/reference/linkedlist/IntList.java"
printf 'linked list, --oracle reference, budget %s s per class, %s\n' "$budget" "$(date -u +%Y-%m-%d)"
printf '%-8s %6s %6s %7s %8s\n' variant tests failed caught "wall s"
caught=0
total=0
for dir in "$here"/linkedlist/variants/*/; do
  name="$(basename "$dir")"
  javac --release 17 -d "$work/$name/classes" "$dir/linkedlist/IntList.java"
  start=$(date +%s%N)
  "$symcrete" gen --cp "$work/$name/classes" --class linkedlist.IntList --oracle reference \
    --reference "$work/reference" --budget "$budget" --out "$work/$name/tests" > "$work/$name/gen.txt" 2>&1 || true
  wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  suite="$work/$name/tests/linkedlist/IntListSymcreteTest.java"
  tests=0 failed=0 verdict=no
  if [[ -f "$suite" ]] && javac -cp "$work/$name/classes:$junit" -d "$work/$name/test-classes" "$suite" 2> "$work/$name/javac.txt"; then
    java -jar "$junit" --disable-banner --details=summary --class-path "$work/$name/classes:$work/$name/test-classes" \
      --select-class linkedlist.IntListSymcreteTest > "$work/$name/junit.txt" 2>&1 || true
    tests=$(sed -n 's/.*\[ *\([0-9]*\) tests found.*/\1/p' "$work/$name/junit.txt")
    failed=$(sed -n 's/.*\[ *\([0-9]*\) tests failed.*/\1/p' "$work/$name/junit.txt")
    [[ "${failed:-0}" -gt 0 ]] && verdict=yes
  else
    verdict="no suite"
  fi
  total=$((total + 1))
  [[ "$verdict" == yes ]] && caught=$((caught + 1))
  printf '%-8s %6s %6s %7s %6d.%d\n' "$name" "${tests:-0}" "${failed:-0}" "$verdict" $((wall_ms / 1000)) $((wall_ms % 1000 / 100))
done
printf 'caught %d of %d buggy versions\n' "$caught" "$total"
"$symcrete" gen --cp "$work/reference" --class linkedlist.IntList --mutation --budget "$budget" \
  --out "$work/reference-tests" > "$work/mutation.txt" 2>&1 || true
score=$(sed -n 's/.*mutation score \([0-9.]*%\) (\([0-9]* of [0-9]*\) mutants killed).*/\1 (\2)/p' "$work/mutation.txt" | head -1)
printf 'mutation score of the suite for the reference: %s; thesis: TestBuilder 76.1%%, hand-written 94.3%%\n' "${score:-?}"
