#!/usr/bin/env bash
# What each layer of the solver chain is worth: `symcrete gen --no-validate`
# on every bundled example class, once per chain configuration (layers added
# one at a time, top of the chain last), printing a markdown table of
# exploration wall time and paths per class, and the totals.
# Usage: bench/solver_chain.sh [package] [symcrete binary]
#   package: examples (default) or objects; binary: build/symcrete
set -euo pipefail
cd "$(dirname "$0")/.."
package="${1:-examples}"
bin="${2:-build/symcrete}"
configs=(z3 cvc5 integers,cvc5 integers,walk,cvc5 ranges,integers,walk,cvc5 cache,ranges,integers,walk,cvc5 independence,cache,ranges,integers,walk,cvc5)
classes=$(mktemp -d)
out=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$classes" "$out" "$log"' EXIT
javac -nowarn -g --release 17 -d "$classes" $(find examples -name '*.java' | sort)
header="| class |"
rule="|---|"
for c in "${configs[@]}"; do header+=" $c |"; rule+="---|"; done
echo "$header"
echo "$rule"
declare -A total
for source in $(find "examples/src/$package" -name '*.java' | sort); do
  class="$package.$(basename "$source" .java)"
  row="| ${class#"$package".} |"
  for c in "${configs[@]}"; do
    start=$(date +%s.%N)
    "$bin" gen --stats --no-validate --solver-layers "$c" --cp "$classes" --class "$class" --out "$out" >"$log" 2>&1 || true
    end=$(date +%s.%N)
    seconds=$(awk "BEGIN { printf \"%.2f\", $end - $start }")
    paths=$(sed -n 's/^stats: \([0-9]*\) paths explored.*/\1/p' "$log")
    row+=" ${seconds} s, ${paths:-?} paths |"
    total[$c]=$(awk "BEGIN { print ${total[$c]:-0} + $seconds }")
  done
  echo "$row"
done
row="| **total** |"
for c in "${configs[@]}"; do row+=" $(printf '%.1f' "${total[$c]}") s |"; done
echo "$row"
echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1 /proc/loadavg)"
