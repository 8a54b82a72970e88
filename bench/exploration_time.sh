#!/usr/bin/env bash
# Exploration time of two symcrete binaries side by side, class by class
# (one run of each, alternating, so both see the same machine load):
# `gen --no-validate` on every bundled example class. Prints a markdown
# table of wall seconds and paths, the totals and their ratio.
# Usage: bench/exploration_time.sh BEFORE AFTER [package ...]
#   packages: examples objects (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
before="$1"
after="$2"
shift 2
packages=("${@:-examples objects}")
classes=$(mktemp -d)
out=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$classes" "$out" "$log"' EXIT
javac -nowarn -g --release 17 -d "$classes" $(find examples -name '*.java' | sort)
run() {  # prints "seconds paths" of one gen run
  local start end
  start=$(date +%s.%N)
  "$1" gen --stats --no-validate --cp "$classes" --class "$2" --out "$out" >"$log" 2>&1 || true
  end=$(date +%s.%N)
  echo "$(awk "BEGIN { printf \"%.2f\", $end - $start }") $(sed -n 's/^stats: \([0-9]*\) paths explored.*/\1/p' "$log")"
}
echo "| class | before | after | ratio |"
echo "|---|---|---|---|"
total_before=0
total_after=0
for package in ${packages[*]}; do
  for source in $(find "examples/src/$package" -name '*.java' | sort); do
    class="$package.$(basename "$source" .java)"
    read -r tb pb <<<"$(run "$before" "$class")"
    read -r ta pa <<<"$(run "$after" "$class")"
    total_before=$(awk "BEGIN { print $total_before + $tb }")
    total_after=$(awk "BEGIN { print $total_after + $ta }")
    printf '| %s | %s s, %s paths | %s s, %s paths | %.1fx |\n' "$class" "$tb" "${pb:-?}" "$ta" "${pa:-?}" \
      "$(awk "BEGIN { print ($ta > 0) ? $tb / $ta : 0 }")"
  done
done
printf '| **total** | %.1f s | %.1f s | %.1fx |\n' "$total_before" "$total_after" \
  "$(awk "BEGIN { print ($total_after > 0) ? $total_before / $total_after : 0 }")"
echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load at the end $(cut -d' ' -f1 /proc/loadavg)"
