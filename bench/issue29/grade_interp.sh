#!/usr/bin/env bash
# Seed 000's detection matrix (Fig 8.3b) with `symcrete grade` on the Java
# port of the interpreter benchmark (tests/grade/interp/java): one grade run
# per mode, every variant a submission; X where the variant fails a test of
# its suite (on the JVM), - where it passes every one, ? where it was not
# graded. The three equivalent rewrites must show -.
#
#   bench/issue29/grade_interp.sh [symcrete binary] [modes] [path-budget options]
#
# modes: comma-separated reference,self,ref+self,all (default: all four).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
modes="${2:-reference,self,ref+self,all}"
config="${3:---path-budget 7 --call-cost find=0 --call-cost concat=0}"
src="$root/tests/grade/interp/java"
variants=(b03_body_local b04_body_local_closure b05_body_closure_local b06_body_empty b07_arg_closure
          b08_arg_closure_local b09_arg_local_closure b10_arg_empty b12_structural_matching_2 b13_extra_case
          equivalent_renamed equivalent_reordered equivalent_inlined)
# Not under /tmp: the JVM's sandbox hides it.
work="$(mktemp -d /var/tmp/symcrete-grade-interp-XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/types" "$work/subs"
javac --release 17 -d "$work/types" "$src"/types/*.java
for v in "${variants[@]}"; do cp -r "$src/$v" "$work/subs/$v"; done
printf 'grade, %s, %s\n' "$config" "$(date -u +%Y-%m-%d)"
printf '%-10s' "mode"
for v in "${variants[@]}"; do printf ' %-4s' "${v:0:3}"; done
printf ' %6s %s\n' "tests" "wall s"
IFS=, read -ra mode_list <<< "$modes"
for mode in "${mode_list[@]}"; do
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  "$symcrete" grade --reference "$src/reference" --submissions "$work/subs" --cp "$work/types" \
    --entry interp.Interp.interpEntry --mode "$mode" $config --budget 60 --test-timeout 5 --out "$work/out-$mode" \
    > "$work/$mode.txt" 2> "$work/$mode.err" || true
  wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  printf '%-10s' "$mode"
  for v in "${variants[@]}"; do
    line=$(grep "^submission $v: " "$work/$mode.txt" || true)
    case "$line" in
      *"passes every test"*) mark="-" ;;
      *"fails"*) mark="X" ;;
      *) mark="?" ;;
    esac
    printf ' %-4s' "$mark"
  done
  tests=$(sed -n 's/^symcrete grade: .*: \([0-9]*\) tests\{0,1\}.*/\1/p' "$work/$mode.txt" | head -1)
  printf ' %6s %d.%d\n' "${tests:-?}" $((wall_ms / 1000)) $((wall_ms % 1000 / 100))
  grep "^submission .*: not graded" "$work/$mode.txt" | sed 's/^/  /' || true
  if [[ ! -s "$work/$mode.txt" ]]; then sed 's/^/  /' "$work/$mode.err" | tail -3; fi
done
