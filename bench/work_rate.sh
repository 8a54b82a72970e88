#!/usr/bin/env bash
# How well work units stand for time: for classes no issue tuned on (Debian's commons jars)
# and the net.datastructures rewrite (tests/java/pet/netds), runs
#   symcrete gen --cp <jar or classes> --class <C> [--method <m>] --budget <b> --stats --no-validate
# and prints per row the seconds of exploration, the seconds the work units charged stand for
# on the reference machine (work_budget.h), their ratio (1.0 = the budget holds), the solver's
# seconds and what its queries were charged, paths and solver queries.
#
#   bench/work_rate.sh [symcrete binary] [budget seconds]
#
# A ratio well above 1 means exploration does work the units do not count. Rows whose jar
# is not installed are skipped (apt-get install libcommons-codec-java libcommons-cli-java
# libcommons-io-java libcommons-collections4-java). Exit status: 0 when every row ran, 2 on bad
# arguments, javac's status when the netds classes do not compile.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
symcrete="${1:-$root/build/symcrete}"
budget="${2:-3}"
case "$symcrete" in /*) ;; *) symcrete="$(pwd)/$symcrete" ;; esac
[[ -x "$symcrete" && -f "$symcrete" ]] || { echo "not an executable file: $symcrete" >&2; exit 2; }
[[ "$budget" =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "budget wants seconds: $budget" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac --release 17 -nowarn -d "$work/classes" "$root"/tests/java/pet/netds/*.java

printf '%-22s %8s %8s %6s %8s %8s %7s %8s\n' row explore charged ratio solver s_charged paths queries
row() {  # name classpath class [method]
    local name=$1 cp=$2 cls=$3 method=${4:-}
    [[ -e "$cp" ]] || { printf '%-22s skipped: %s is not installed\n' "$name" "$cp"; return; }
    local args=(gen --cp "$cp" --class "$cls" --budget "$budget" --stats --no-validate --out "$work/out")
    [[ -n "$method" ]] && args+=(--method "$method")
    rm -rf "$work/out"
    "$symcrete" "${args[@]}" >"$work/log" 2>&1 || true
    python3 - "$name" "$work/log" <<'PY'
import re, sys
name, text = sys.argv[1], open(sys.argv[2]).read()
def number(pattern):
    m = re.search(pattern, text)
    return float(m.group(1)) if m else float("nan")
seconds = number(r"paths explored in ([0-9.]+) s")
work = number(r"stats: (\d+) work units")
solver_work = number(r"(\d+) of them the solver's")
solver_seconds = number(r"([0-9.]+) s in the solver")
rate = 40e6  # kWorkPerSecond
print(f"{name:22s} {seconds:8.2f} {work / rate:8.2f} {seconds / (work / rate):6.2f} {solver_seconds:8.2f} "
      f"{solver_work / rate:8.2f} {number(r'(\d+) paths explored'):7.0f} {number(r'stats: (\d+) solver queries'):8.0f}")
PY
}
N="$work/classes"
J=/usr/share/java
row BST.find "$N" netds.BinarySearchTree find
row BST.insert "$N" netds.BinarySearchTree insert
row DoublyLinkedList "$N" netds.DoublyLinkedList
row HeapPriorityQueue "$N" netds.HeapPriorityQueue
row NodeSequence "$N" netds.NodeSequence
row SortedListPQ "$N" netds.SortedListPriorityQueue
row codec.Soundex "$J/commons-codec.jar" org.apache.commons.codec.language.Soundex
row codec.Hex "$J/commons-codec.jar" org.apache.commons.codec.binary.Hex
row codec.Metaphone "$J/commons-codec.jar" org.apache.commons.codec.language.Metaphone
row cli.HelpFormatter "$J/commons-cli.jar" org.apache.commons.cli.HelpFormatter
row cli.Option "$J/commons-cli.jar" org.apache.commons.cli.Option
row io.FilenameUtils "$J/commons-io.jar" org.apache.commons.io.FilenameUtils
row coll4.ArrayStack "$J/commons-collections4.jar" org.apache.commons.collections4.ArrayStack
