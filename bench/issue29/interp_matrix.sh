#!/usr/bin/env bash
# Seed 000's detection matrix (Fig 8.3b) for `symcrete diff` on the ported
# interpreter benchmark (tests/grade/interp): for each configuration and
# whose paths give the inputs (reference = the thesis's "Reference", candidate
# = "Self", both = "Ref+Self"), which faulty variants a difference was found
# for (X), confirmed on the JVM, and whether any equivalent rewrite was
# (wrongly) told apart; with each run's wall time.
#
#   bench/issue29/interp_matrix.sh [symcrete binary] [java|scala] [modes] [configs...]
#
# modes: comma-separated reference,candidate,both (default: reference,both).
# A config is the path-budget options, quoted ("--path-budget 7 --call-cost find=0").
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
lang="${2:-java}"
modes="${3:-reference,both}"
shift $(( $# < 3 ? $# : 3 ))
configs=("$@")
if ((${#configs[@]} == 0)); then
  configs=("--path-budget 7 --call-cost find=0 --call-cost concat=0")
fi
variants=(b03_body_local b04_body_local_closure b05_body_closure_local b06_body_empty b07_arg_closure
          b08_arg_closure_local b09_arg_local_closure b10_arg_empty b12_structural_matching_2 b13_extra_case
          equivalent_renamed equivalent_reordered equivalent_inlined)
# Fig 8.3b's best configurations (Budget 7, call cost 1, with or without
# Match "AddC" cost 1) detect every variant in Ref+Self and All.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
src="$root/tests/grade/interp/$lang"
shared=""
for program in reference "${variants[@]}"; do
  mkdir -p "$work/classes/$program"
  if [[ "$lang" == scala ]]; then
    scalac -d "$work/classes/$program" "$src/Types.scala" "$src/$program/Interp.scala"
    shared="--cp /usr/share/java/scala-library.jar"
  else
    javac --release 17 -d "$work/classes/$program" "$src"/types/*.java "$src/$program/interp/Interp.java"
  fi
done
printf '%s, %s\n' "$lang" "$(date -u +%Y-%m-%d)"
printf '%-58s %-9s' "configuration" "inputs"
for v in "${variants[@]}"; do printf ' %-4s' "${v:0:3}"; done
printf '  %s\n' "median s"
for config in "${configs[@]}"; do
  IFS=, read -ra mode_list <<< "$modes"
  for mode in "${mode_list[@]}"; do
    printf '%-58s %-9s' "$config" "$mode"
    times=()
    for v in "${variants[@]}"; do
      start=$(date +%s.%N)
      status=0
      # shellcheck disable=SC2086
      "$symcrete" diff --reference "$work/classes/reference" --candidate "$work/classes/$v" $shared \
        --entry interp.Interp.interpEntry --inputs "$mode" --budget 600 $config \
        --out "$work/tests/$v" > "$work/$v.log" 2>&1 || status=$?
      times+=("$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}')")
      case $status in
        5) mark=X ;;
        0) mark=- ;;
        *) mark="E$status" ;;
      esac
      printf ' %-4s' "$mark"
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]}')
    printf '  %s\n' "$median"
  done
done
echo "X: a difference confirmed on the JVM (exit 5); -: none (exit 0); E<n>: the run failed with exit n."
echo "b03-b13 are faulty (each should be X); equ columns are the equivalent rewrites (each should be -)."
