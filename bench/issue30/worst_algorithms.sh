#!/usr/bin/env bash
# Issue 30's first benchmark: `symcrete worst` on the ten classic algorithms
# of tests/java/cost, each against its known worst input
# (cost.WorstInputs), whose JVM instructions HotSpot counts
# (tests/java/cost_oracle/CountBytecodes.java rewrites the classes with ASM).
# Prints, per algorithm: the largest size, the worst cost found there, the
# known worst cost, whether they are equal, up to which size the search was
# exhaustive, the growth fitted and the wall time.
#
#   bench/issue30/worst_algorithms.sh [symcrete binary] [largest size] [budget per size] [algorithms...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
size="${2:-32}"
budget="${3:-30}"
shift $(( $# > 3 ? 3 : $# ))
algorithms=("$@")
if [[ ${#algorithms[@]} -eq 0 ]]; then
  algorithms=(InsertionSort.sort QuickSortFirstPivot.sort BstInsert.build CollidingHashMap.count NaiveSearch.count
              BacktrackMatcher.matches DijkstraListQueue.distance BubbleSortEarlyExit.sort MergeSort.sort
              UnionFindNoCompression.ops)
fi
asm=/usr/share/java/asm.jar
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -d "$work/classes" "$root"/tests/java/cost/cost/*.java
javac -cp "$asm" -d "$work/oracle" "$root/tests/java/cost_oracle/CountBytecodes.java"
printf 'worst, sizes 1..%s, %s s of work in all, %s\n' "$size" "$budget" "$(date -u +%Y-%m-%d)"
printf '%-32s %5s %9s %9s %5s %10s %12s %7s\n' algorithm size found known equal exhaustive growth "wall s"
for entry in "${algorithms[@]}"; do
  cls="${entry%%.*}"
  method="${entry#*.}"
  start=$(date +%s%N)
  "$symcrete" worst --cp "$work/classes" --method "cost.$cls.$method" --sizes "1..$size" --budget "$budget" \
    > "$work/$cls.txt" 2>&1 || true
  wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  found=$(awk -v n="$size" '$1 == n { print $2 }' "$work/$cls.txt")
  exhaustive=$(awk '$3 == "exhaustive" { last = $1 } END { print (last == "" ? "-" : last) }' "$work/$cls.txt")
  growth=$(sed -n 's/^growth: //p' "$work/$cls.txt")
  maker="worst$cls"
  known=$(java -cp "$asm:$work/oracle" CountBytecodes "$work/classes" "cost.$cls" "$method" --input "cost.WorstInputs.$maker" "$size" | cut -d' ' -f1)
  equal=no
  [[ "$found" == "$known" ]] && equal=yes
  printf '%-32s %5s %9s %9s %5s %10s %12s %5d.%d\n' "$cls.$method" "$size" "${found:--}" "$known" "$equal" "$exhaustive" \
    "\"${growth:-?}\"" $((wall_ms / 1000)) $((wall_ms % 1000 / 100))
done
