#!/usr/bin/env bash
# How often HotSpot's Math.sin, cos, tan, exp, log, log10 and pow (its own
# x86_64 stubs) agree bit for bit with fdlibm (StrictMath), with glibc's libm,
# with the correctly rounded result, and with Symcrete's Math intrinsic
# (src/engine/java_math.cpp); the other Math methods are a control (HotSpot
# runs StrictMath for them). Inputs: edge values (all pairs for pow, atan2,
# hypot) and N random ones per function (N/10 for the control functions).
# Usage: bench/math_agreement.sh [N]   (default 300000; needs javac, java, g++, libquadmath)
# Exit status: 1 if a result Symcrete calls exact differs from HotSpot's.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
n="${1:-300000}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" bench/math/MathAgreement.java
java -cp "$work" MathAgreement "$n" "$work/dump.bin"
"${CXX:-g++}" -std=c++20 -O2 -Isrc/engine -o "$work/math_agreement" bench/math/math_agreement.cpp src/engine/java_math.cpp \
  -lquadmath

echo "date: $(date '+%Y-%m-%d %H:%M:%S %Z')"
echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "java: $(java -version 2>&1 | head -n 1) ($(java -version 2>&1 | tail -n 1))"
echo "glibc: $(ldd --version | head -n 1)"
echo "random inputs per function: $n"
echo
"$work/math_agreement" "$work/dump.bin"
