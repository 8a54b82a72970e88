#!/usr/bin/env bash
# Branch coverage on the CORAL-style floating-point programs
# (bench/programs/coral): `symcrete gen` on each class with validation on
# the JVM (JaCoCo counts the branches), once per solver configuration, and
# the branches covered of all. Usage:
#   bench/coral.sh [budget] [binary] [layers ...]
#   (default: budget 10, build/symcrete, the full chain and "z3" alone;
#   "default" runs without --solver-layers, for binaries older than it)
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${1:-10}"
bin="${2:-build/symcrete}"
shift $(( $# > 2 ? 2 : $# ))
configs=("$@")
[ ${#configs[@]} -eq 0 ] && configs=(independence,cache,ranges,integers,walk,cvc5 z3)
classes=$(mktemp -d)
out=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$classes" "$out" "$log"' EXIT
javac -nowarn -g --release 17 -d "$classes" bench/programs/coral/*.java
for layers in "${configs[@]}"; do
  covered=0
  total=0
  start=$(date +%s.%N)
  for source in bench/programs/coral/*.java; do
    class="coral.$(basename "$source" .java)"
    flags=(--solver-layers "$layers")
    [ "$layers" = default ] && flags=()
    "$bin" gen --budget "$budget" "${flags[@]}" --cp "$classes" --class "$class" --out "$out" >"$log" 2>&1 || true
    # JaCoCo's branches: two per conditional jump (the programs have no
    # switches); older binaries print only the percentage.
    t=$(( 2 * $(javap -c -p -cp "$classes" "$class" | grep -cE ' if(eq|ne|lt|ge|gt|le|_icmp..|_acmp..|null|nonnull) ') ))
    percent=$(sed -n 's/.*, \([0-9.]*\)% branch coverage.*/\1/p' "$log")
    c=$(awk "BEGIN { printf \"%d\", ${percent:-0} * $t / 100 + 0.5 }")
    covered=$((covered + ${c:-0}))
    total=$((total + ${t:-0}))
  done
  end=$(date +%s.%N)
  printf '%s: %d of %d branches (%.1f%%), %.0f s\n' "$layers" "$covered" "$total" \
    "$(awk "BEGIN { print ($total > 0) ? 100 * $covered / $total : 0 }")" "$(awk "BEGIN { print $end - $start }")"
done
