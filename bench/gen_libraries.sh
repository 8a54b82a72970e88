#!/usr/bin/env bash
# Runs `symcrete gen` on the library classes issue 9 measures, from Debian's
# jars, and prints each class's summary line (tests written, passed on the
# JVM, branch coverage) and its count of skipped methods.
# Usage: bench/gen_libraries.sh [budget-seconds]   (default 120)
# Needs libcommons-lang3-java, libguava-java and libcommons-math3-java.
set -uo pipefail
cd "$(dirname "$0")/.."
budget=${1:-120}
out=build/libraries
rm -rf "$out" && mkdir -p "$out"
# A copy of the binary runs, so rebuilding meanwhile does not disturb it.
symcrete=$(mktemp /tmp/symcrete-bench.XXXXXX)
cp build/symcrete "$symcrete" && chmod +x "$symcrete"
trap 'rm -f "$symcrete"' EXIT
run() {
  local jar=$1 class=$2
  local log="$out/${class##*.}.log"
  "$symcrete" gen --cp "$jar" --class "$class" --budget "$budget" --out "$out/tests" > "$log" 2>&1
  local status=$?
  echo "$(grep "tests written" "$log" || tail -n 1 "$log") (exit $status, $(grep -c '  skipped' "$log") skipped, $(grep -c 'removed test' "$log") removed)"
}
lang3=/usr/share/java/commons-lang3.jar
run "$lang3" org.apache.commons.lang3.StringUtils
run "$lang3" org.apache.commons.lang3.ArrayUtils
run "$lang3" org.apache.commons.lang3.CharUtils
run "$lang3" org.apache.commons.lang3.BooleanUtils
run "$lang3" org.apache.commons.lang3.Validate
run /usr/share/java/guava.jar com.google.common.primitives.Ints
run /usr/share/java/commons-math3.jar org.apache.commons.math3.util.MathArrays
