#!/usr/bin/env bash
# Issue 31's unseen classes (bench/issue31/unseen, written by someone who had
# not seen Symcrete's code): three beginner classes, each with one seeded
# bug (KEY.md), the author's answers to `gen --ask` (answers.json, given from
# their specification) and the classes fixed. For each class: gen --ask
# with that answers file and no input (it should ask nothing), then the
# suite on the buggy class (it catches the bug when a test fails) and on the
# fixed one (where every test should pass).
#
# `unseen2` is a second set of the same kind (package beginner2), written
# after the first had shaped the inputs `gen --ask` picks; `unseen3` a third
# (package beginner3), measured once before any change it suggested.
#
#   bench/issue31/unseen.sh [symcrete binary] [budget per class, s] [unseen|unseen2|unseen3]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
budget="${2:-20}"
set_name="${3:-unseen}"
package="$(basename "$(ls -d "$here/$set_name"/src/*/ | head -1)")"
junit=/usr/share/java/junit-platform-console-standalone.jar
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -g -d "$work/buggy" "$here/$set_name"/src/"$package"/*.java
javac --release 17 -g -d "$work/fixed" "$here/$set_name"/fixed/"$package"/*.java
cp "$here/$set_name/answers.json" "$work/answers.json"
printf '%s: beginner classes, gen --ask --answers, budget %s s per class, %s\n' "$set_name" "$budget" "$(date -u +%Y-%m-%d)"
printf '%-16s %6s %6s %12s %12s %7s\n' class asked tests "fail buggy" "fail fixed" caught
for source in "$here/$set_name"/src/"$package"/*.java; do
  class="$(basename "$source" .java)"
  mkdir -p "$work/$class"
  "$symcrete" gen --ask --no-validate --budget "$budget" --cp "$work/buggy" --class "$package.$class" \
    --out "$work/$class/tests" --answers "$work/answers.json" < /dev/null > "$work/$class/gen.txt" 2>&1 || true
  asked=$(grep -c '^Question ' "$work/$class/gen.txt" || true)
  suite="$work/$class/tests/$package/${class}SymcreteTest.java"
  results=()
  for version in buggy fixed; do
    javac -cp "$work/$version:$junit" -d "$work/$class/$version-tests" "$suite" > "$work/$class/javac-$version.txt" 2>&1
    java -jar "$junit" --disable-banner --details=summary --class-path "$work/$version:$work/$class/$version-tests" \
      --select-class "$package.${class}SymcreteTest" > "$work/$class/junit-$version.txt" 2>&1 || true
    results+=("$(sed -n 's/.*\[ *\([0-9]*\) tests failed.*/\1/p' "$work/$class/junit-$version.txt")")
  done
  tests=$(sed -n 's/.*\[ *\([0-9]*\) tests found.*/\1/p' "$work/$class/junit-buggy.txt")
  caught=no
  [[ "${results[0]:-0}" -gt 0 ]] && caught=yes
  printf '%-16s %6s %6s %12s %12s %7s\n' "$class" "$asked" "${tests:-?}" "${results[0]:-?}" "${results[1]:-?}" "$caught"
done
