#!/usr/bin/env bash
# `symcrete reach` on SV-COMP's Java tasks (valid-assert): every `assert`
# line of a task's own sources is a target (its failure), reached from main
# (the class path holds SV-COMP's Verifier, which makes main the entry). A task whose
# expected verdict is false counts as right when some assert's failure is
# reached (which `reach` prints only after the test, main with the
# Verifier's values replayed, failed on the JVM with the AssertionError); a
# task whose verdict is true, when none is. Prints a line per task and the
# totals, and the wrong ones.
# Usage: bench/reach_svcomp.sh [svcomp-dir] [budget-seconds-per-target] [jobs]
#   (needs build/symcrete, javac and jq)
set -uo pipefail
cd "$(dirname "$0")/.."
root="${1:-../shared/svcomp}"
budget="${2:-5}"
jobs="${3:-1}"
symcrete="${SYMCRETE:-$PWD/build/symcrete}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

one_task() {
  local yml="$1" budget="$2" symcrete="$3" work="$4"
  local dir name expected classes sources=() targets=() start seconds reached answers
  dir=$(dirname "$yml")
  name=$(basename "$yml" .yml)
  expected=$(grep -A1 'valid-assert.prp' "$yml" | sed -n 's/.*expected_verdict: *//p')
  [ -n "$expected" ] || return 0
  classes="$work/$name/classes"
  mkdir -p "$classes"
  for input in $(sed -n 's/^ *- \(\.\.\/common\/\|[A-Za-z0-9_./-]*\/\)$/\1/p' "$yml"); do
    while IFS= read -r f; do sources+=("$f"); done < <(find "$dir/$input" -name '*.java')
  done
  if ! javac -nowarn -g -d "$classes" "${sources[@]}" >/dev/null 2>&1; then
    printf '%s\t%s\tcompile-error\t0\t-\n' "$name" "$expected"; return 0
  fi
  # The task's own files (not ../common/): each assert line, as Class:line.
  for f in "${sources[@]}"; do
    case "$f" in */common/*) continue ;; esac
    local package class
    package=$(sed -n 's/^ *package  *\([A-Za-z0-9_.]*\) *;.*/\1./p' "$f" | head -1)
    class="$package$(basename "$f" .java)"
    while IFS=: read -r line _; do targets+=(--target "$class:$line"); done \
      < <(sed 's://.*$::' "$f" | grep -nE '(^|[^A-Za-z0-9_."/])assert[ (]' | grep -vE '^[0-9]+:\s*(\*|/\*)' |
          grep -vE 'assert *\(? *true *\)? *;')  # comments and `assert true` (no code)
  done
  if ((${#targets[@]} == 0)); then
    printf '%s\t%s\tno-asserts\t0\t-\n' "$name" "$expected"; return 0
  fi
  # One run per target: a line that holds no code (an assert javac drops)
  # is an error for its own run only.
  start=$(date +%s.%N)
  answers=""
  local k=0
  for ((i = 1; i < ${#targets[@]}; i += 2)); do
    k=$((k + 1))
    local answer
    answer=$("$symcrete" reach --cp "$classes" --budget "$budget" --out "$work/$name/out$k" --format json \
      --target "${targets[i]}" 2>"$work/$name/stderr$k" |
      jq -r '.targets[0] | if (.target | startswith("the failure of the assert")) then .result else "not-an-assert" end' \
        2>/dev/null)
    answers+="${answers:+,}${answer:-error}"
  done
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  if echo "$answers" | grep -q reached; then reached=reached; else reached=none; fi
  printf '%s\t%s\t%s\t%.1f\t%s\n' "$name" "$expected" "$reached" "$seconds" "$answers"
}
export -f one_task

find "$root" -name '*.yml' | sort | xargs -P "$jobs" -I{} bash -c 'one_task "$@"' _ {} "$budget" "$symcrete" "$work" \
  >"$work/results.tsv"
sort "$work/results.tsv" | column -t -s $'\t'
echo
awk -F'\t' '
  $2 == "false" { f++; if ($3 == "reached") fr++; else fw = fw " " $1 }
  $2 == "true"  { t++; if ($3 == "reached") tw = tw " " $1; else tn++ }
  END {
    printf "false tasks: %d of %d reached an assert failure confirmed on the JVM\n", fr, f
    printf "true tasks: %d of %d with no assert failure reached\n", tn, t
    if (fw != "") print "false, not reached:" fw
    if (tw != "") print "true, but reached (wrong):" tw
  }' "$work/results.tsv"
