#!/usr/bin/env bash
# A small linear integer query's cost in a fresh Z3 QF_LIA solver, in a
# scope of a kept one, and in a fresh default solver: a markdown table of
# medians (z3_integer.cpp keeps one solver and falls back to a fresh one).
# Usage: bench/z3_lia_scopes.sh [REPS]   (default 11 batches of 200 queries)
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x build/z3_lia_scopes ]] || { echo "no build/z3_lia_scopes: build first (ninja -C build z3_lia_scopes)" >&2; exit 1; }
build/z3_lia_scopes "${1:-11}"
