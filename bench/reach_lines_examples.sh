#!/usr/bin/env bash
# `symcrete reach --lines` on the bundled examples beside `gen`'s suite: per
# class, the lines with code, how many reach answers reached, unreachable
# and unknown, how many lines gen's suite ran (JaCoCo), and two checks:
#   missed  lines gen's suite ran that reach did not answer `reached`;
#   wrong   lines reach called unreachable that gen's suite ran.
# Both should be 0. Prints the table, the totals, and the lines behind any
# nonzero check.
# Usage: bench/reach_lines_examples.sh [budget-seconds-per-line] [gen-budget-seconds]
#   (needs build/symcrete, javac and jq)
set -uo pipefail
cd "$(dirname "$0")/.."
budget="${1:-3}"
gen_budget="${2:-10}"
symcrete="${SYMCRETE:-$PWD/build/symcrete}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -g -d "$work/classes" examples/src/examples/*.java || exit 1

printf '%-20s %5s %7s %11s %7s %7s %6s %5s\n' class lines reached unreachable unknown gen-ran missed wrong
totals=(0 0 0 0 0 0 0 0)
details=""
for file in examples/src/examples/*.java; do
  class="examples.$(basename "$file" .java)"
  "$symcrete" gen --cp "$work/classes" --class "$class" --budget "$gen_budget" --out "$work/gen-$class" \
    --report "$work/report-$class" >/dev/null 2>&1
  gen_lines=$(jq -r --arg c "$class" '.classes[] | select(.class == $c) | .coverage.covered_lines // [] | .[]' \
    "$work/report-$class/symcrete-report.json" 2>/dev/null | sort -n)
  "$symcrete" reach --cp "$work/classes" --lines "$class" --budget "$budget" --out "$work/reach-$class" \
    --format json >"$work/reach-$class.json" 2>/dev/null
  answers=$(jq -r '.targets[] | select(.line != null) | "\(.line) \(.result)"' "$work/reach-$class.json" 2>/dev/null)
  lines=$(grep -c . <<<"$answers")
  reached=$(grep -c ' reached$' <<<"$answers")
  unreachable=$(grep -c ' unreachable$' <<<"$answers")
  unknown=$(grep -c ' unknown$' <<<"$answers")
  ran=$(grep -c . <<<"$gen_lines")
  missed=0
  wrong=0
  for line in $gen_lines; do
    answer=$(awk -v l="$line" '$1 == l { print $2 }' <<<"$answers" | sort -u | tr '\n' ' ')
    case "$answer" in
      *reached*) ;;
      *unreachable*) wrong=$((wrong + 1)); details+="$class:$line unreachable, but gen's suite ran it"$'\n' ;;
      *) missed=$((missed + 1)); details+="$class:$line ${answer:-not a target}, gen's suite ran it"$'\n' ;;
    esac
  done
  printf '%-20s %5d %7d %11d %7d %7d %6d %5d\n' "${class#examples.}" "$lines" "$reached" "$unreachable" "$unknown" \
    "$ran" "$missed" "$wrong"
  row=("$lines" "$reached" "$unreachable" "$unknown" "$ran" "$missed" "$wrong")
  for i in "${!row[@]}"; do totals[i]=$((totals[i] + row[i])); done
done
printf '%-20s %5d %7d %11d %7d %7d %6d %5d\n' total "${totals[@]:0:7}"
[ -n "$details" ] && printf '\n%s' "$details"
exit 0
