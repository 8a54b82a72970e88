#!/usr/bin/env bash
# Compile every conformance program under tests/conformance/ together and run each
# program of the given directory twice on HotSpot, checking that stdout, stderr and
# the exit status are identical across runs and that each run takes < 5 s.
# Standard input is <Name>.stdin next to the program if there is one, else empty; the
# locale is C.UTF-8, whose properties the engine models.
# Usage: tests/conformance/check_hotspot.sh <dir-with-programs>
set -u
if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 <directory>" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
dir="$(cd "$1" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/classes" "$tmp/out"
mapfile -t srcs < <(find "$here" -name '*.java' | sort)
if ! javac --release 17 -d "$tmp/classes" "${srcs[@]}"; then
  echo "FAIL compile"
  exit 1
fi
fails=0
total=0
for f in "$dir"/*.java; do
  name="$(basename "$f" .java)"
  total=$((total + 1))
  for run in 1 2; do
    start=$(date +%s%N)
    input=/dev/null
    [ -f "$dir/$name.stdin" ] && input="$dir/$name.stdin"
    LC_ALL=C.UTF-8 java -Xss1m -cp "$tmp/classes" "$name" >"$tmp/out/$run.out" 2>"$tmp/out/$run.err" <"$input"
    echo $? >"$tmp/out/$run.rc"
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    if [ "$ms" -ge 5000 ]; then
      echo "FAIL $name: run $run took ${ms} ms"
      fails=$((fails + 1))
    fi
  done
  rc="$(cat "$tmp/out/1.rc")"
  ok=1
  for k in out err rc; do
    if ! cmp -s "$tmp/out/1.$k" "$tmp/out/2.$k"; then
      echo "FAIL $name: nondeterministic $k"
      ok=0
    fi
  done
  [ "$ok" -eq 1 ] || fails=$((fails + 1))
  echo "$name exit=$rc"
done
echo "checked $total programs, $fails failures"
[ "$fails" -eq 0 ]
