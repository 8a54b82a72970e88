#!/usr/bin/env bash
# Mutation score of `symcrete gen --mutation` on every class of an examples
# folder: one line per class (score, mutants killed, tests, coverage, wall
# time) and the score over all classes.
#
#   bench/mutation.sh [examples|objects] [extra gen options...]
#
# e.g. bench/mutation.sh examples            (default budget, validated)
#      bench/mutation.sh objects --budget 10 --no-validate
set -euo pipefail
cd "$(dirname "$0")/.."
package=${1:-examples}
shift || true
binary=${SYMCRETE:-build/symcrete}
work=$(mktemp -d /tmp/symcrete-mutation.XXXXXX)
javac -nowarn -g --release 17 -d "$work/classes" examples/src/"$package"/*.java
for source in examples/src/"$package"/*.java; do
  class=$(basename "$source" .java)
  log="$work/$class.log"
  /usr/bin/time -f "%e s" "$binary" gen --cp "$work/classes" --class "$package.$class" --out "$work/tests" \
    --mutation "$@" > "$log" 2>&1 || true
  score=$(grep -h 'mutation score' "$log" | head -1 | grep -o '[0-9.]*% ([0-9]* of [0-9]*' || echo '-')
  tests=$(grep -h 'tests written' "$log" | grep -o '[0-9]* tests written.*' || echo '-')
  echo "$class | $score | $tests | $(tail -1 "$log")"
done
grep -h "mutation score" "$work"/*.log | sed -E 's/.*\(([0-9]+) of ([0-9]+) mutants.*/\1 \2/' |
  awk '{ k += $1; t += $2 } END { if (t > 0) printf "all: %.1f%% (%d of %d mutants killed)\n", 100 * k / t, k, t }'
echo "logs and tests: $work"
