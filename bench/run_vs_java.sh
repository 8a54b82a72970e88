#!/usr/bin/env bash
# Runs each program in bench/programs concretely under `symcrete run` and under
# `java -Xint`, alternating the two, and prints a markdown table of median wall
# times and their ratio, after checking both print the same stdout.
# Usage: bench/run_vs_java.sh [repetitions]   (default 5; needs build/symcrete)
# SYMCRETE=path overrides the binary under test (e.g. a stub, to test this script);
# RUN_TIMEOUT=seconds bounds each run (default 600; a timeout counts as a failure).
# Exit status: 0 all outputs matched, 1 some program mismatched or failed,
# 2 symcrete missing or without a `run` subcommand.
set -euo pipefail
export LC_ALL=C  # '.' as the decimal point in printf and awk
cd "$(dirname "$0")/.."
reps="${1:-5}"
symcrete="${SYMCRETE:-build/symcrete}"
timeout_s="${RUN_TIMEOUT:-600}"

if [[ ! -x "$symcrete" ]]; then
  echo "error: $symcrete not found or not executable; build it first (make build)" >&2
  exit 2
fi
if ! "$symcrete" --help 2>/dev/null | grep -qE '^[[:space:]]+run([[:space:]]|$)'; then
  echo "error: $symcrete has no 'run' subcommand yet; nothing to compare" >&2
  exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
classes="$work/classes"
mkdir "$classes"
javac -nowarn --release 17 -d "$classes" bench/programs/*.java
# An empty main: its time is the JVM's startup (and the interpreter's setup).
echo 'public class Hello { public static void main(String[] args) {} }' >"$work/Hello.java"
javac --release 17 -d "$classes" "$work/Hello.java"

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

# timed OUT ERR CMD...: runs CMD with stdout in OUT and stderr in ERR, sets
# $seconds to its wall time and $status to its exit status.
timed() {
  local out=$1 err=$2 start end
  shift 2
  start=$(date +%s.%N)
  status=0
  timeout "$timeout_s" "$@" >"$out" 2>"$err" || status=$?
  end=$(date +%s.%N)
  seconds=$(awk "BEGIN { printf \"%.3f\", $end - $start }")
}

# compare NAME REP: returns 1 (and says why) unless both runs exited 0 with the same stdout.
compare() {
  local name=$1 rep=$2
  if ((sym_status != 0 || java_status != 0)); then
    echo "MISMATCH $name (repetition $rep): exit status symcrete $sym_status, java $java_status" >&2
    if ((sym_status == 124 || java_status == 124)); then echo "  (124: timed out after $timeout_s s)" >&2; fi
    sed 's/^/  symcrete stderr: /' "$work/sym.err" | head -n 5 >&2
    return 1
  fi
  if ! cmp -s "$work/sym.out" "$work/java.out"; then
    echo "MISMATCH $name (repetition $rep): stdout differs (< symcrete, > java)" >&2
    diff "$work/sym.out" "$work/java.out" | head -n 10 | sed 's/^/  /' >&2 || true
    return 1
  fi
}

# measure NAME: runs NAME $reps times under each, alternating; sets $sym_median
# and $java_median, or returns 1 at the first mismatch.
measure() {
  local name=$1 rep sym_times=() java_times=()
  for ((rep = 1; rep <= reps; rep++)); do
    timed "$work/sym.out" "$work/sym.err" "$symcrete" run --cp "$classes" "$name"
    sym_status=$status
    sym_times+=("$seconds")
    timed "$work/java.out" "$work/java.err" java -Xint -cp "$classes" "$name"
    java_status=$status
    java_times+=("$seconds")
    compare "$name" "$rep" || return 1
  done
  sym_median=$(median "${sym_times[@]}")
  java_median=$(median "${java_times[@]}")
}

echo "date: $(date '+%Y-%m-%d %H:%M:%S %Z')"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "java: $(java -version 2>&1 | head -n 1)"
echo "symcrete: $symcrete ($(git rev-parse --short HEAD 2>/dev/null || echo 'no git'))"
echo "repetitions: $reps (median wall seconds; the two alternate run by run)"
echo

failed=0
if measure Hello; then
  printf 'startup (empty main): symcrete %.3f s, java -Xint %.3f s\n' "$sym_median" "$java_median"
  echo "(the java figures below include its startup; so do symcrete's)"
else
  echo "startup (empty main): run failed, see above"
  failed=1
fi
echo

echo "| program | symcrete s | java -Xint s | ratio |"
echo "|---|---:|---:|---:|"
ratios=()
for source in bench/programs/*.java; do
  name=$(basename "$source" .java)
  if measure "$name"; then
    ratio=$(awk "BEGIN { print $sym_median / $java_median }")
    ratios+=("$ratio")
    printf '| %s | %.3f | %.3f | %.1fx |\n' "$name" "$sym_median" "$java_median" "$ratio"
  else
    printf '| %s | mismatch | | |\n' "$name"
    failed=1
  fi
done
echo
if ((${#ratios[@]} > 0)); then
  echo "median ratio symcrete / java -Xint over ${#ratios[@]} programs: $(printf '%.1f' "$(median "${ratios[@]}")")x"
else
  echo "median ratio: n/a (no program matched)"
fi
exit "$failed"
