#!/usr/bin/env bash
# Ctrl-C as a user presses it: runs `symcrete gen` in a tmux session and sends
# C-c with `tmux send-keys`, for three cases, and prints for each the exit
# status, the seconds from the key to the end, the interrupt messages,
# whether the test file was written and what was left in the run's TMPDIR.
#   a1: one class, one Ctrl-C while exploring (tests validated and written)
#   a2: one class, Ctrl-C while exploring and again once validation runs
#       (tests written at once, unvalidated)
#   b:  a package in two worker processes, one Ctrl-C while both explore
# Usage: scripts/ctrl-c-check.sh [path/to/symcrete]   (default: build/symcrete)
# Needs tmux and javac. GenExits in tests/unit/app/gen_exits_test.cpp checks
# the same with kill(2).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
symcrete=$(realpath "${1:-$root/build/symcrete}")
command -v tmux >/dev/null || { echo "ctrl-c-check: tmux is missing (Debian package tmux)" >&2; exit 1; }
work=$(mktemp -d /tmp/symcrete-ctrl-c-XXXXXX)
socket="symcrete-ctrl-c-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
javac -d "$work/classes" $(find "$root/tests/java/gen_exits" -name '*.java')

now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc; }

# The gen process of a session: the child of the pane's shell.
gen_pid() { pgrep -P "$(tmux -L "$socket" display -p -t "$1" '#{pane_pid}')" -f "$symcrete" | head -1; }

# run <name> <gen arguments...>: starts gen in a session of its own, with a
# TMPDIR of its own; the shell in the pane survives the Ctrl-C and records
# the status.
run() {
    local name=$1
    shift
    mkdir -p "$work/$name/tmp"
    tmux -L "$socket" new-session -d -s "$name" -x 200 -y 50 \
        "trap : INT; TMPDIR='$work/$name/tmp' '$symcrete' $* >'$work/$name/log' 2>&1; echo \$? >'$work/$name/status'"
    for _ in $(seq 600); do
        pid=$(gen_pid "$name" || true)
        [ -n "$pid" ] && break
        sleep 0.1
    done
}

# finish <name> <time of the last key> <test file>: waits for the end, reports.
finish() {
    local name=$1 sent=$2 file=$3
    for _ in $(seq 3000); do [ -s "$work/$name/status" ] && break; sleep 0.1; done
    echo "== $name: exit status $(cat "$work/$name/status"), ended $(since "$sent") s after the last Ctrl-C"
    grep -a 'symcrete: stopping\|symcrete: interrupted\|not validated\|passed on the JVM\|explored:' "$work/$name/log" |
        cut -c1-150 | sed 's/^/   /'
    if [ -f "$work/$name/out/$file" ]; then echo "   test file written: $file"; else echo "   no test file $file"; fi
    local left
    left=$(ls -A "$work/$name/tmp")
    echo "   left in TMPDIR: ${left:-nothing}"
}

wait_for_line() {  # <name> <text>
    for _ in $(seq 600); do grep -q "$2" "$work/$1/log" 2>/dev/null && return; sleep 0.1; done
}

cp="$work/classes"

run a1 gen --cp "$cp" --class exits.slow.Bits --budget 600 --out "$work/a1/out"
wait_for_line a1 'symcrete: exploring'
sleep 2
sent=$(now)
tmux -L "$socket" send-keys -t a1 C-c
finish a1 "$sent" exits/slow/BitsSymcreteTest.java

run a2 gen --cp "$cp" --class exits.slow.Bits --budget 600 --out "$work/a2/out"
wait_for_line a2 'symcrete: exploring'
sleep 2
tmux -L "$socket" send-keys -t a2 C-c
first=$(now)
for _ in $(seq 1200); do [ -n "$(pgrep -P "$pid" || true)" ] && break; sleep 0.05; done  # validation started
sleep 0.5
sent=$(now)
tmux -L "$socket" send-keys -t a2 C-c
echo "(a2: second Ctrl-C $(echo "$sent - $first" | bc) s after the first)"
finish a2 "$sent" exits/slow/BitsSymcreteTest.java

run b gen --cp "$cp" --package exits.slow -j 2 --budget 600 --out "$work/b/out"
for _ in $(seq 600); do [ "$(pgrep -P "$pid" -f explore-worker | wc -l)" -ge 2 ] && break; sleep 0.1; done
sleep 2
sent=$(now)
tmux -L "$socket" send-keys -t b C-c
for _ in $(seq 600); do [ -z "$(pgrep -P "$pid" -f explore-worker || true)" ] && break; sleep 0.05; done
echo "(b: the workers were gone $(since "$sent") s after the Ctrl-C)"
finish b "$sent" exits/slow/MaskSymcreteTest.java
