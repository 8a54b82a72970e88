#!/usr/bin/env bash
# Symcrete's bounded char-vector encoding of Java Strings against Z3's string
# (sequence) theory on representative path conditions: prints the date, the
# machine and a markdown table (medians of <runs> queries per encoding; see
# bench/string_encoding.cpp for what each column measures).
# Usage: bench/string_encoding.sh [runs]   (default 25; needs build/bench_string_encoding:
#        ninja -C build bench_string_encoding)
# Exit status: 1 if the encodings disagree or a model fails the Java check.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-25}"
binary=build/bench_string_encoding
[[ -x "$binary" ]] || { echo "build first: ninja -C build bench_string_encoding" >&2; exit 1; }
echo "date: $(date '+%Y-%m-%d %H:%M:%S %Z')"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(uname -sr); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "z3: $(dpkg-query -W -f='${Version}' libz3-dev 2>/dev/null || echo unknown)"
echo
"$binary" "$runs"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
