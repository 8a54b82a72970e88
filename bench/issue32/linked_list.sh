#!/usr/bin/env bash
# Issue 32's benchmark: the Python linked-list assignment
# (tests/python/linked_list: reference.py, the golden master, eight buggy
# student versions and a hand-written pytest suite), compared with the
# thesis's evaluation of TestBuilder.
#
#   a. `BIN gen --python reference.py` writes a suite for the reference; we
#      note its test count and its branch coverage.
#   b. First-order mutants of reference.py (bench/issue32/mutants.py); each
#      is run against the generated suite and against the hand-written suite
#      (pytest -x, 60 s timeout; a failure, an error or a timeout kills it).
#      Equivalent mutants are not detected, so the scores are lower bounds.
#   c. For each student file, `BIN gen --python student_K.py --oracle
#      reference --reference reference.py`: the student is caught when at
#      least one generated test fails. The hand-written suite is run on each
#      student as well (LL_MODULE=student_K).
#   d. A summary table beside the thesis's figures, and the mutants the
#      generated suite lets survive.
#
#   bench/issue32/linked_list.sh BIN [BUDGET=20]
#
# BUDGET is passed to every `gen --budget`. Only /usr/bin/python3 is used for
# pytest and coverage (python3 on PATH may lack them). Nothing is written
# outside a temporary folder, which is removed at the end.
set -euo pipefail

usage() { echo "usage: $0 SYMCRETE_BINARY [BUDGET=20]" >&2; exit 2; }
die() { echo "linked_list.sh: $*" >&2; exit 1; }
[[ $# -ge 1 && $# -le 2 ]] || usage

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ll="$root/tests/python/linked_list"
py=/usr/bin/python3
bin="$1"
budget="${2:-20}"
[[ "$bin" == */* && "$bin" != /* ]] && bin="$PWD/$bin"    # so it still works after a cd
[[ -x "$bin" ]] || die "not an executable: $bin"
[[ "$budget" =~ ^[0-9]+([.][0-9]+)?$ ]] || die "BUDGET must be a number of seconds: $budget"
[[ -f "$ll/reference.py" && -f "$ll/helper.py" && -f "$ll/test_hand_written.py" ]] || die "missing files in $ll"
"$py" -m pytest --version > /dev/null 2>&1 || die "$py has no pytest"

export PYTHONDONTWRITEBYTECODE=1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
listing_before="$(ls -A "$ll")"
start_all=$(date +%s)

# `BIN gen ...` with its stderr in $1. Exit status 0, or 5 with --oracle
# reference (a test failed), is fine; anything else (e.g. the binary is being
# rebuilt at that moment) is retried twice before giving up.
gen() {
  local log="$1" status attempt
  shift
  for attempt in 1 2 3; do
    status=0
    "$bin" gen "$@" > "$log.out" 2> "$log" || status=$?
    if [[ $status -eq 0 || $status -eq 5 ]] && grep -q '^[0-9]* tests, coverage of ' "$log"; then
      return 0
    fi
    echo "linked_list.sh: gen $* exited with status $status (attempt $attempt of 3)" >&2
    tail -3 "$log" >&2 || true
    sleep 3
  done
  die "gen failed 3 times: $*"
}

# ------------------------------------------------------------ a. the suite
gen "$tmp/gen_reference.err" --python "$ll/reference.py" --out "$tmp/suite" --budget "$budget"
summary="$(grep -m1 '^[0-9]* tests, coverage of reference.py' "$tmp/gen_reference.err")" ||
  die "no summary line in gen's output"
gen_tests="$(sed -E 's/^([0-9]+) tests.*/\1/' <<< "$summary")"
gen_branches="$(sed -nE 's/.*branches ([0-9]+\/[0-9]+).*/\1/p' <<< "$summary")"
gen_lines="$(sed -nE 's/.*lines ([0-9]+\/[0-9]+).*/\1/p' <<< "$summary")"
suite="$tmp/suite/test_reference.py"
[[ -f "$suite" ]] || die "gen wrote no $suite"

# The generated suite finds reference.py through a line
#   sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '<relative path>'))
# where the relative path leads from --out to the source's folder. Copying
# the suite into a layout where that relative path lands on the mutant's
# folder would depend on how deep $tmp is (and on symlinks such as
# /tmp -> /private/tmp), so instead that one line is rewritten to add the
# test file's own folder, and each mutant is run with the suite, helper.py
# and the mutant (as reference.py) side by side in one folder. The rewrite
# must match exactly one line; and before any mutant is run, a baseline run
# (the unmodified reference must pass) and a canary run (a reference.py that
# raises on import must fail) check that each suite really tests the module
# next to it.
matches="$(grep -c '^sys\.path\.insert(0, ' "$suite" || true)"
[[ "$matches" == 1 ]] || die "expected one sys.path.insert line in $suite, found $matches"
sed -E 's|^sys\.path\.insert\(0, .*$|sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))|' \
  "$suite" > "$tmp/test_reference.py"
grep -q '^sys\.path\.insert(0, os\.path\.dirname(os\.path\.abspath(__file__)))$' "$tmp/test_reference.py" ||
  die "could not rewrite the sys.path line of $suite"

# ----------------------------------------------------------- b. mutants
"$py" "$here/mutants.py" "$ll/reference.py" "$tmp/mutants" 2> "$tmp/mutants.err" ||
  { cat "$tmp/mutants.err" >&2; die "mutants.py failed"; }
mkdir -p "$tmp/run" "$tmp/result/gen" "$tmp/result/hand"

# run_one ID MODULE_FILE: a folder $tmp/run/ID with helper.py, MODULE_FILE as
# reference.py and both suites; runs each suite and writes its pytest exit
# status (124: timeout) to $tmp/result/{gen,hand}/ID.
run_one() {
  local id="$1" module="$2" dir="$tmp/run/$1" status
  mkdir -p "$dir"
  cp "$ll/helper.py" "$dir/helper.py"
  cp "$module" "$dir/reference.py"
  cp "$tmp/test_reference.py" "$dir/test_reference.py"
  cp "$ll/test_hand_written.py" "$dir/test_hand_written.py"
  status=0
  (cd "$dir" && timeout 60 "$py" -m pytest -q -x -p no:cacheprovider test_reference.py) \
    > "$dir/gen.txt" 2>&1 || status=$?
  echo "$status" > "$tmp/result/gen/$id"
  status=0
  (cd "$dir" && LL_MODULE=reference timeout 60 "$py" -m pytest -q -x -p no:cacheprovider test_hand_written.py) \
    > "$dir/hand.txt" 2>&1 || status=$?
  echo "$status" > "$tmp/result/hand/$id"
}
export -f run_one
export tmp ll py

run_one baseline "$ll/reference.py"
printf 'raise ImportError("canary: this reference.py must not pass any suite")\n' > "$tmp/canary.py"
run_one canary "$tmp/canary.py"
for s in gen hand; do
  [[ "$(cat "$tmp/result/$s/baseline")" == 0 ]] ||
    { tail -20 "$tmp/run/baseline/$s.txt" >&2; die "the $s suite fails on the unmodified reference"; }
  [[ "$(cat "$tmp/result/$s/canary")" != 0 ]] || die "the $s suite passes on the canary: it does not test the local reference.py"
done
hand_tests="$(grep -oE '^[0-9]+ passed' "$tmp/run/baseline/hand.txt" | grep -oE '^[0-9]+' || echo '?')"

# Branch coverage of reference.py by the hand-written suite, by coverage.py
# (for comparison only; the generated suite's figure above is Symcrete's).
hand_branches="?"
if (cd "$tmp/run/baseline" && COVERAGE_FILE="$tmp/coverage.data" LL_MODULE=reference \
      "$py" -m coverage run --branch --include=reference.py -m pytest -q -p no:cacheprovider test_hand_written.py \
      > "$tmp/coverage_run.txt" 2>&1 &&
    COVERAGE_FILE="$tmp/coverage.data" "$py" -m coverage json -q -o "$tmp/coverage.json" > /dev/null 2>&1); then
  hand_branches="$("$py" -c 'import json, sys
t = json.load(open(sys.argv[1]))["totals"]
print("%d/%d" % (t["covered_branches"], t["num_branches"]))' "$tmp/coverage.json" 2> /dev/null || echo '?')"
fi

mutant_ids=()
while IFS=$'\t' read -r id _; do
  [[ "$id" == id ]] || mutant_ids+=("$id")
done < "$tmp/mutants/index.tsv"
n=${#mutant_ids[@]}
[[ $n -gt 0 ]] || die "mutants.py wrote no mutants"
printf '%s\n' "${mutant_ids[@]}" |
  xargs -P 2 -I{} bash -c 'run_one "$1" "$tmp/mutants/$1/reference.py"' _ {}

# count SUITE -> "killed timeouts"
count_killed() {
  local killed=0 timeouts=0 id st
  for id in "${mutant_ids[@]}"; do
    st="$(cat "$tmp/result/$1/$id")"
    [[ "$st" != 0 ]] && killed=$((killed + 1))
    [[ "$st" == 124 ]] && timeouts=$((timeouts + 1))
  done
  echo "$killed $timeouts"
}
read -r gen_killed gen_timeouts <<< "$(count_killed gen)"
read -r hand_killed hand_timeouts <<< "$(count_killed hand)"
pct() { awk -v k="$1" -v n="$2" 'BEGIN { if (n > 0) printf "%.1f%%", 100 * k / n; else printf "-" }'; }
frac_pct() { local k="${1%/*}" n="${1#*/}"; [[ "$1" == */* ]] && pct "$k" "$n" || echo '?'; }

# ------------------------------------------------------------ c. students
students=()
for f in "$ll"/student_*.py; do students+=("$(basename "$f" .py)"); done
mapfile -t students < <(printf '%s\n' "${students[@]}" | sort -t_ -k2,2n)
n_students=${#students[@]}
gen_caught=0
hand_caught=0
student_rows=()
for s in "${students[@]}"; do
  gen "$tmp/gen_$s.err" --python "$ll/$s.py" --oracle reference --reference "$ll/reference.py" \
    --out "$tmp/s_${s#student_}" --budget "$budget"
  s_tests="$(sed -nE 's/^([0-9]+) tests, coverage of .*/\1/p' "$tmp/gen_$s.err" | head -1)"
  s_fails="$(grep -c 'fails: the code disagrees' "$tmp/gen_$s.err" || true)"
  s_caught=no
  if [[ "$s_fails" -gt 0 ]]; then s_caught=yes; gen_caught=$((gen_caught + 1)); fi
  # The hand-written suite on the student, in the linked_list folder itself
  # (it imports helper and student_K from there); PYTHONDONTWRITEBYTECODE and
  # no cacheprovider keep that folder untouched. Without -x, to count failures.
  status=0
  (cd "$ll" && LL_MODULE="$s" timeout 60 "$py" -m pytest -q -p no:cacheprovider test_hand_written.py) \
    > "$tmp/hand_$s.txt" 2>&1 || status=$?
  h_fails="$(grep -oE '[0-9]+ failed' "$tmp/hand_$s.txt" | tail -1 | grep -oE '^[0-9]+' || echo 0)"
  h_caught=no
  if [[ $status -ne 0 ]]; then h_caught=yes; hand_caught=$((hand_caught + 1)); fi
  [[ $status -eq 124 ]] && h_fails="timeout"
  student_rows+=("$(printf '  %-10s %9s %9s %7s   %9s %7s' "$s" "${s_tests:-?}" "$s_fails" "$s_caught" "$h_fails" "$h_caught")")
done

listing_after="$(ls -A "$ll")"
elapsed=$(( $(date +%s) - start_all ))

# ------------------------------------------------------------- d. summary
echo "== issue 32: linked-list assignment (tests/python/linked_list), $(date -u +%Y-%m-%d) =="
echo "binary: $bin; gen --budget $budget; $n mutants of reference.py by bench/issue32/mutants.py"
sed -E 's/^mutants.py: /  /' "$tmp/mutants.err"
echo
echo "Mutants per suite: each mutant run with pytest -q -x, 60 s timeout; killed = a test fails"
echo "or errors, or the run times out. Equivalent mutants are NOT detected: some survivors may"
echo "behave exactly like reference.py, so both scores are lower bounds."
echo
printf '  %-34s %-22s %-22s\n' "" "generated (Symcrete)" "hand-written"
printf '  %-34s %-22s %-22s\n' "tests" "$gen_tests" "$hand_tests"
printf '  %-34s %-22s %-22s\n' "line coverage of reference.py" "$gen_lines ($(frac_pct "$gen_lines"))" "-"
printf '  %-34s %-22s %-22s\n' "branch coverage of reference.py" "$gen_branches ($(frac_pct "$gen_branches"))" \
  "$hand_branches ($(frac_pct "$hand_branches"))"
printf '  %-34s %-22s %-22s\n' "mutants killed" "$gen_killed/$n ($(pct "$gen_killed" "$n"))" \
  "$hand_killed/$n ($(pct "$hand_killed" "$n"))"
printf '  %-34s %-22s %-22s\n' "  of which by timeout" "$gen_timeouts" "$hand_timeouts"
printf '  %-34s %-22s %-22s\n' "students caught" "$gen_caught/$n_students" "$hand_caught/$n_students"
printf '  %-34s %-22s %-22s\n' "thesis: mutation score" "76.1% (TestBuilder)" "94.3%"
echo
echo "  (generated coverage: Symcrete's summary line; hand-written coverage: coverage.py --branch.)"
echo "  The thesis's mutants were statement deletions of the real golden master; these are"
echo "  first-order mutants (AOR, ROR, CRP, LCR, NEG, SDL, RRM) of this folder's reference.py,"
echo "  so the numbers compare in kind only."
echo
echo "Students: generated = gen --oracle reference (one suite per student, failing tests);"
echo "hand-written = test_hand_written.py with LL_MODULE=student_K (failing tests)."
printf '  %-10s %9s %9s %7s   %9s %7s\n' student "gen tests" "gen fail" caught "hand fail" caught
printf '%s\n' "${student_rows[@]}"
echo
echo "Mutants surviving the generated suite (and whether the hand-written suite kills them):"
survivors=0
while IFS=$'\t' read -r id line op desc; do
  [[ "$id" == id ]] && continue
  if [[ "$(cat "$tmp/result/gen/$id")" == 0 ]]; then
    survivors=$((survivors + 1))
    h="hand-written: kills"; [[ "$(cat "$tmp/result/hand/$id")" == 0 ]] && h="hand-written: survives"
    printf '  %-5s line %-3s %-4s %-22s %s\n' "$id" "$line" "$op" "$h" "$desc"
  fi
done < "$tmp/mutants/index.tsv"
[[ $survivors -gt 0 ]] || echo "  (none)"
echo
echo "Mutants surviving the hand-written suite but killed by the generated suite:"
others=0
while IFS=$'\t' read -r id line op desc; do
  [[ "$id" == id ]] && continue
  if [[ "$(cat "$tmp/result/hand/$id")" == 0 && "$(cat "$tmp/result/gen/$id")" != 0 ]]; then
    others=$((others + 1))
    printf '  %-5s line %-3s %-4s %s\n' "$id" "$line" "$op" "$desc"
  fi
done < "$tmp/mutants/index.tsv"
[[ $others -gt 0 ]] || echo "  (none)"
echo
if [[ "$listing_before" != "$listing_after" ]]; then
  echo "WARNING: the contents of $ll changed during the run:"
  diff <(echo "$listing_before") <(echo "$listing_after") || true
fi
echo "total wall time: ${elapsed} s"
