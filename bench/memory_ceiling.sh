#!/usr/bin/env bash
# Peak memory and what a class keeps under gen's memory ceiling: one line per
# --max-memory value (wall time, peak resident set, tests written, the
# methods that stopped at the ceiling).
#
#   bench/memory_ceiling.sh CLASSPATH CLASS BUDGET SIZE...
#
# e.g. bench/memory_ceiling.sh /usr/share/java/commons-lang3.jar \
#        org.apache.commons.lang3.text.StrBuilder 30 64g 2g 1g
# (64g: in effect no ceiling on a 24 GiB machine).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 4 ] || { sed -n '2,10p' "$0"; exit 1; }
command -v /usr/bin/time >/dev/null || { echo "needs GNU time (apt-get install time)"; exit 1; }
cp=$1 class=$2 budget=$3
shift 3
binary=${SYMCRETE:-build/symcrete}
work=$(mktemp -d /tmp/symcrete-memory.XXXXXX)
for size in "$@"; do
  log="$work/$size.log"
  /usr/bin/time -f "%e s wall, peak %M KiB" "$binary" gen --cp "$cp" --class "$class" --budget "$budget" \
    --max-memory "$size" --no-validate --out "$work/tests-$size" > "$log" 2>&1 || true
  tests=$(grep -ho '[0-9]* tests\? written' "$log" | head -1 || echo '0 tests written')
  at_ceiling=$(grep -c 'memory ceiling' "$log" || true)
  echo "--max-memory $size | $(tail -1 "$log") | $tests | $at_ceiling methods at the ceiling"
done
echo "logs: $work"
