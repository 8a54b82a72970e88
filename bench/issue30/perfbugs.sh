#!/usr/bin/env bash
# Issue 30's unseen performance bugs: `symcrete worst` on each class of a
# perfbugs set (bench/issue30/perfbugs, perfbugs2, perfbugs3: a
# `public static long m(int[])` per class with a path quadratic on one input
# shape, and a Triggers class that builds that shape), beside the cost of
# the trigger input that HotSpot counts (tests/java/cost_oracle). Prints,
# per class: the worst cost found at the largest size, the trigger's cost
# there, up to which size the search was exhaustive, the growth printed,
# the input `worst` names (the faster-growing shape's when it names one,
# else the largest size's worst) and the wall time.
#
#   bench/issue30/perfbugs.sh [symcrete binary] [largest size] [budget] [set folder...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
size="${2:-32}"
budget="${3:-30}"
shift $(( $# > 3 ? 3 : $# ))
sets=("$@")
[[ ${#sets[@]} -eq 0 ]] && sets=("$here/perfbugs" "$here/perfbugs2" "$here/perfbugs3")
asm=/usr/share/java/asm.jar
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -cp "$asm" -d "$work/oracle" "$root/tests/java/cost_oracle/CountBytecodes.java"
printf 'worst, sizes 1..%s, %s s of work in all, %s\n' "$size" "$budget" "$(date -u +%Y-%m-%d)"
printf '%-40s %9s %9s %10s %8s %6s  %s\n' method found trigger exhaustive growth "wall s" input
for set in "${sets[@]}"; do
  package="$(basename "$(find "$set" -mindepth 1 -maxdepth 1 -type d | head -1)")"
  classes="$work/$package"
  javac --release 17 -d "$classes" "$set/$package"/*.java
  for source in "$set/$package"/*.java; do
    cls="$(basename "$source" .java)"
    [[ "$cls" == Triggers ]] && continue
    method="$(javap -cp "$classes" "$package.$cls" | sed -n 's/.*public static long \([A-Za-z0-9_]*\)(int\[\]).*/\1/p' | head -1)"
    start=$(date +%s%N)
    "$symcrete" worst --cp "$classes" --method "$package.$cls.$method" --sizes "1..$size" --budget "$budget" \
      > "$work/$cls.txt" 2>&1 || true
    wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
    found=$(awk -v n="$size" '$1 == n { print $2 }' "$work/$cls.txt")
    exhaustive=$(awk '$3 == "exhaustive" { last = $1 } END { print (last == "" ? "-" : last) }' "$work/$cls.txt")
    growth=$(sed -n 's/^growth: //p' "$work/$cls.txt")
    maker="$(tr '[:upper:]' '[:lower:]' <<< "${cls:0:1}")${cls:1}"
    trigger=$(java -cp "$asm:$work/oracle" CountBytecodes "$classes" "$package.$cls" "$method" \
      --input "$package.Triggers.$maker" "$size" 2>/dev/null | cut -d' ' -f1 || true)
    input=$(sed -n 's/^inputs shaped like \(.*\) (size [0-9]*) grow as .*/\1/p' "$work/$cls.txt")
    [[ -z "$input" ]] && input=$(awk -v n="$size" '$1 == n { $1 = $2 = $3 = $4 = ""; print }' "$work/$cls.txt")
    printf '%-40s %9s %9s %10s %8s %4d.%d  %s\n' "$cls.$method" "${found:--}" "${trigger:--}" "$exhaustive" \
      "${growth:-?}" $((wall_ms / 1000)) $((wall_ms % 1000 / 100)) "$(cut -c1-100 <<< "$input" | sed 's/^ *//')"
  done
done
