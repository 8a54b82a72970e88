#!/usr/bin/env bash
# Runs `symcrete gen` on every class of examples/src/objects (ordinary Java
# with objects, arrays, strings and instance methods) and prints each class's
# summary line: tests written, passed on the JVM, branch coverage.
# Usage: bench/gen_objects.sh [budget-seconds]   (default 20)
# A copy of the binary runs, so rebuilding meanwhile does not disturb it.
set -uo pipefail
cd "$(dirname "$0")/.."
budget=${1:-20}
symcrete=$(mktemp /tmp/symcrete-bench.XXXXXX)
cp build/symcrete "$symcrete" && chmod +x "$symcrete"
trap 'rm -f "$symcrete"' EXIT
classes=build/objects/classes
tests=build/objects/tests
rm -rf "$classes" "$tests" && mkdir -p "$classes" "$tests"
javac -nowarn -g --release 17 -d "$classes" $(find examples/src/objects -name '*.java' | sort)
for source in $(find examples/src/objects -name '*.java' | sort); do
  class=$(basename "$source" .java)
  "$symcrete" gen --cp "$classes" --class "objects.$class" --budget "$budget" --out "$tests" \
    > "build/objects/$class.log" 2>&1
  grep "tests written" "build/objects/$class.log" || tail -n 1 "build/objects/$class.log"
done
