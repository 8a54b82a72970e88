#!/usr/bin/env bash
# Lifts every method of the installed JDK several times and prints the median
# wall time and the peak resident memory.
# Usage: bench/lift_jdk.sh [runs]   (default 5; needs build/symcrete)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
binary=build/symcrete
[[ -x "$binary" ]] || { echo "build first: make build" >&2; exit 1; }
times=()
peaks=()
summary=""
for ((i = 1; i <= runs; i++)); do
  out=$(mktemp)
  /usr/bin/time -f "%e %M" -o "$out.time" "$binary" inspect --no-progress --jdk --lift-all >"$out" 2>/dev/null || true
  summary=$(tail -n 1 "$out")
  read -r seconds peak_kb <"$out.time"
  times+=("$seconds")
  peaks+=("$peak_kb")
  echo "run $i: ${seconds} s, peak RSS $((peak_kb / 1024)) MiB"
  rm -f "$out" "$out.time"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "result: $summary"
echo "median wall time: $(median "${times[@]}") s over $runs runs"
echo "median peak RSS: $(( $(median "${peaks[@]}" | cut -d. -f1) / 1024 )) MiB"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(uname -sr)"
echo "jdk: $(java -version 2>&1 | head -n 1)"
