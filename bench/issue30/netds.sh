#!/usr/bin/env bash
# Issue 30: Table 6.1 of the PET thesis (seed 002, "Experimental evaluation" of the CLP heap
# solver) against `symcrete gen`, on our own Java 17 rewrite of the net.datastructures
# classes it measured (tests/java/pet/netds, see its README.md).
#
#   bench/issue30/netds.sh [symcrete binary] [budget seconds per method]
#
# Compiles tests/java/pet/netds/*.java (javac --release 17) into a temporary folder, then for
# each row of Table 6.1 runs one
#   symcrete gen --cp <classes> --class netds.<Class> --method <method> --budget <budget>
#                --branch-bound 1 --stats --out <tmp>
# (--branch-bound 1: a path splits at most once at any one branch, Symcrete's nearest to PET's
# loop-1 criterion; tests are validated on the JVM, as by default) and prints, per row:
# Symcrete's paths for the method, tests written, tests that passed on the JVM, the seconds of
# exploration (--stats), the wall seconds of the whole gen (compiling and running the tests
# included), gen's exit status and why exploration stopped; beside them Table 6.1's N1 T1 N2 T2
# N3 T3 (N: test cases, T: ms; 1 lazy initialisation without aliasing, 2 with aliasing,
# 3 PET's heap solver; T2 '-' = not finished within PET's 30 s timeout).
# Rows marked * are not in Table 6.1 (another reading of a row's method). Columns: paths = the
# method's paths (gen's line); norecv = those of them that made no receiver (a constructor or
# set-up call threw: not tests of the method); tests, pass = tests written, passed on the JVM;
# lazy, alias = objects made by lazy initialisation, references resolved as aliases (--stats);
# stopped: bb = branch bound, inputs = inputs limited, steps = instruction bound per path,
# depth = call depth or path budget, wall-clock = gen's wall-clock safety net.
# Environment: ALL_PATHS=1 passes --all-paths (a test per path instead of per new coverage);
# EXTRA="..." adds options to every gen; KEEP=dir keeps every row's log and tests in dir.
# Exit status: 0 when every row ran (whatever Symcrete answered); 2 on bad arguments, and
# javac's status when the classes do not compile.
# shellcheck disable=SC2059  # one format string, kept in $fmt
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
budget="${2:-20}"
case "$symcrete" in /*) ;; *) symcrete="$(pwd)/$symcrete" ;; esac
[[ -x "$symcrete" && -f "$symcrete" ]] || { echo "not an executable file: $symcrete" >&2; exit 2; }
[[ "$budget" =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "budget wants seconds: $budget" >&2; exit 2; }
src="$root/tests/java/pet/netds"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -nowarn -d "$work/classes" "$src"/*.java
extra=()
[[ "${ALL_PATHS:-0}" == 1 ]] && extra+=(--all-paths)
# shellcheck disable=SC2206
[[ -n "${EXTRA:-}" ]] && extra+=(${EXTRA})

# row | class | --method | N1 T1 N2 T2 N3 T3 (Table 6.1)
rows=(
  "DLL.add|DoublyLinkedList|add|33 36 200 177 33 42"
  "Seq.removeAt|NodeSequence|removeAt|36 42 89 116 37 50"
  "Seq.replaceAt|NodeSequence|replaceAt|36 41 39 47 37 27"
  "PQ.insert|SortedListPriorityQueue|insert|101 160 3602 10672 101 182"
  "PQ.remove|SortedListPriorityQueue|removeMin|12 11 86 68 12 15"
  "BST.addAll|BinarySearchTree|addAll(Lnetds/PositionList;Lnetds/Position;Ljava/lang/Integer;)V|379 2019 919 - 379 2535"
  "*BST.addAll(Iterable)|BinarySearchTree|addAll(Ljava/lang/Iterable;)V|- - - - - -"
  "BST.find|BinarySearchTree|find|62 108 184 285 62 98"
  "BST.findAll|BinarySearchTree|findAll|330 2385 1165 - 330 2538"
  "BST.insert|BinarySearchTree|insert|970 2527 8365 - 970 3924"
  "BST.remove|BinarySearchTree|remove|203 615 2745 5587 203 725"
  "HPQ.insert|HeapPriorityQueue|insert|61 283 135 638 95 163"
  "HPQ.remove|HeapPriorityQueue|removeMin|80 1814 2021 - 146 2378"
)

printf 'symcrete gen, --budget %s --branch-bound 1%s, %s, %s\n' "$budget" \
  "${extra[*]:+ ${extra[*]}}" "$(date -u +%Y-%m-%d)" "$("$symcrete" --version 2>/dev/null | head -1 || true)"
fmt='%-21s %6s %6s %5s %4s %6s %6s %6s %6s %4s  %-30s | %5s %6s %5s %6s %5s %6s\n'
printf "$fmt" row paths norecv tests pass lazy alias "expl s" "wall s" exit stopped N1 T1 N2 T2 N3 T3
i=0
for row in "${rows[@]}"; do
  IFS='|' read -r name cls method table <<< "$row"
  read -r n1 t1 n2 t2 n3 t3 <<< "$table"
  i=$((i + 1))
  log="$work/row$i.log"
  start=$(date +%s%N)
  rc=0
  "$symcrete" gen --cp "$work/classes" --class "netds.$cls" --method "$method" --budget "$budget" \
    --branch-bound 1 --stats ${extra[@]+"${extra[@]}"} --out "$work/tests$i" > "$log" 2>&1 || rc=$?
  wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  # the method's line in the class summary: "  name(desc)R: P paths, T tests (why stopped)"
  mline=$(grep -E "^  ${method%%(*}\(" "$log" | { if [[ "$method" == *"("* ]]; then grep -F "  $method:"; else cat; fi; } | head -1 || true)
  paths=$(sed -nE 's/.*: ([0-9]+) paths?, .*/\1/p' <<< "$mline")
  stopped=$(sed -nE 's/.*[0-9]+ tests? \((.*)\)$/\1/p' <<< "$mline")
  written=$(sed -nE 's/.*: ([0-9]+) tests? written.*/\1/p' "$log" | head -1)
  passed=$(sed -nE 's/.*tests? written, ([0-9]+) passed.*/\1/p' "$log" | head -1)
  explore=$(sed -nE 's/^stats: [0-9]+ paths explored in ([0-9.]+) s.*/\1/p' "$log" | head -1)
  norecv=$(sed -nE 's/.*; ([0-9]+) paths? made no receiver.*/\1/p' "$log" | head -1)
  lazy=$(sed -nE 's/^stats: inputs: ([0-9]+) objects made by lazy init.*/\1/p' "$log" | head -1)
  alias=$(sed -nE 's/^stats: inputs: .*, ([0-9]+) references resolved as aliases.*/\1/p' "$log" | head -1)
  # why it stopped, without the details and shortened (the full line is printed below the table)
  stopped=$(sed -E 's/ \([^()]*(\([^()]*\)[^()]*)*\)//g; s/wall-clock safety net/wall-clock/; s/branch bound/bb/;
    s/inputs limited/inputs/; s/instruction bound per path/steps/; s/call depth or path budget/depth/;
    s/values pinned/pinned/; s/solver gave up/solver/; s/explored completely/complete/; s/, /,/g' <<< "$stopped")
  printf "$fmt" "$name" "${paths:--}" "${norecv:-0}" "${written:--}" "${passed:--}" "${lazy:--}" "${alias:--}" \
    "${explore:--}" "$((wall_ms / 1000)).$((wall_ms % 1000 / 100))" "$rc" "${stopped:0:30}" \
    "$n1" "$t1" "$n2" "$t2" "$n3" "$t3"
  [[ $rc -eq 0 ]] || echo "gen exited $rc" >> "$log"
  cp "$log" "$work/log-$(printf %02d "$i")-${name#\*}.txt"
done

# per row, the method's full line (why it stopped, in detail), the lines under it (receivers,
# ended early), warnings, and anything about tests that failed on the JVM, errors or skips
echo
echo "gen's own words, per row:"
for f in "$work"/log-*.txt; do
  name="${f##*/log-??-}"; name="${name%.txt}"
  grep -E '^  [^ ].*: [0-9]+ paths?, |^    [^ ]|warning|fail|FAIL|error|internal|crash|mismatch|skipped|not validated|has no method|^gen exited' "$f" \
    | grep -vE '^stats:|^symcrete: netds\.[A-Za-z]+ [A-Za-z]+\(' | sed "s|$work|<tmp>|g; s|^ *|  $name: |" || true
done
if [[ -n "${KEEP:-}" ]]; then
  mkdir -p "$KEEP"
  cp -r "$work"/log-*.txt "$work"/tests* "$KEEP"/
  echo "logs and tests kept in $KEEP"
fi
