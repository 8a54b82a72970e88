#!/usr/bin/env bash
# The README's main job: generate a JUnit 5 suite for every bundled example
# class, with mutation analysis, validate it on the JVM, and print each
# class's summary and mutation score.
set -euo pipefail
cd "$(dirname "$0")/.."
classes=build/examples/classes
tests=build/examples/tests
rm -rf "$classes" "$tests" && mkdir -p "$classes" "$tests"
javac -nowarn -g --release 17 -d "$classes" $(find examples -name '*.java' | sort)
status=0
# The classes of package examples; examples/src/objects (objects, arrays and
# strings) is measured by bench/gen_objects.sh until every one of them passes.
for source in $(find examples/src/examples -name '*.java' | sort); do
  class=$(basename "$source" .java)
  build/symcrete gen --cp "$classes" --class "examples.$class" --out "$tests" --mutation \
    > "build/examples/$class.log" 2>&1 || status=1
  grep "tests written" "build/examples/$class.log" || tail -n 1 "build/examples/$class.log"
  grep "mutation score" "build/examples/$class.log" || true
done
# The score over all classes: killed and total mutants summed.
grep -h "mutation score" build/examples/*.log | sed -E 's/.*\(([0-9]+) of ([0-9]+) mutants.*/\1 \2/' |
  awk '{ killed += $1; total += $2 } END { if (total > 0) printf "mutation score over all examples: %.1f%% (%d of %d mutants killed)\n", 100 * killed / total, killed, total }'
# Python (docs/python.md): pytest suites for seed 001's example and a
# beginner's class, run with pytest and coverage.py.
for source in tests/python/seed/clements_example.py tests/python/beginners/c1_bank_account.py; do
  name=$(basename "$source" .py)
  build/symcrete gen --python "$source" --out "$tests/python" --budget 10 > "build/examples/$name.log" 2>&1 || status=1
  grep "coverage of" "build/examples/$name.log" || tail -n 1 "build/examples/$name.log"
done
echo "tests are in $tests; per-class logs in build/examples/*.log"
exit $status
