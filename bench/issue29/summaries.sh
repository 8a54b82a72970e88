#!/usr/bin/env bash
# Method summaries (gen --summaries) beside plain exploration, side by side
# in one run: each class's methods explored with and without, alternating,
# `runs` times; prints the median wall time, the work units and solver work
# units spent, the paths and tests, and the calls that took a summary.
#
#   bench/issue29/summaries.sh [symcrete binary] [runs]
#
# Classes: bench/issue29/summaries/Tax.java (a six-band helper called four
# times: 1,296 paths) and tests/java/engine/eng/Tariffs.java (a helper
# called three times, one that throws, a recursive one, an impure one).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
runs="${2:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -d "$work/classes" "$here/summaries/Tax.java" "$root/tests/java/engine/eng/Tariffs.java"
printf 'summaries, %s runs each, %s\n' "$runs" "$(date -u +%Y-%m-%d)"
printf '%-12s %-11s %8s %12s %14s %7s %6s %9s\n' class mode "wall s" "work units" "solver units" paths tests summarized
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for cls in Tax eng.Tariffs; do
    for mode in plain summaries; do : >"$work/$cls.$mode.times"; done
    for ((i = 0; i < runs; i++)); do
        for mode in plain summaries; do
            flag=""
            [[ $mode == summaries ]] && flag="--summaries"
            start=$(date +%s.%N)
            "$symcrete" gen --no-validate --stats $flag --budget 60 --cp "$work/classes" --class "$cls" \
                --out "$work/out" >"$work/$cls.$mode.log" 2>&1
            end=$(date +%s.%N)
            echo "$end - $start" | bc >>"$work/$cls.$mode.times"
        done
    done
    for mode in plain summaries; do
        log="$work/$cls.$mode.log"
        wall=$(median <"$work/$cls.$mode.times")
        units=$(sed -n 's/^stats: \([0-9]*\) work units.*/\1/p' "$log")
        solver=$(sed -n 's/^stats: .* queries (.*), \([0-9]*\) solver work units.*/\1/p' "$log")
        paths=$(grep -E '^  [^ ].*: [0-9]+ paths' "$log" | sed 's/.*: \([0-9]*\) paths.*/\1/' | paste -sd+ | bc)
        tests=$(sed -n 's/^symcrete: .*: \([0-9]*\) tests\{0,1\} written.*/\1/p' "$log")
        summarized=$(sed -n 's/^stats: summaries: \([0-9]*\) calls.*/\1/p' "$log")
        printf '%-12s %-11s %8.2f %12s %14s %7s %6s %9s\n' "$cls" "$mode" "$wall" "$units" "$solver" "$paths" "$tests" \
            "${summarized:-0}"
    done
done
