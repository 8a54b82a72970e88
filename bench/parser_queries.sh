#!/usr/bin/env bash
# The solver chain on split text: `symcrete gen --stats --no-validate` on
# bench/programs/parser/KeyValueParser.java at the default budget, printing
# the queries asked, what each layer gave up or passed on, and the tests.
# Query counts are deterministic (budgets count work, not time), so one run
# per binary compares two builds.
# Usage: bench/parser_queries.sh [symcrete binary]   (default build/symcrete)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-build/symcrete}"
classes=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$classes" "$out"' EXIT
javac -nowarn -g --release 17 -d "$classes" bench/programs/parser/KeyValueParser.java
"$bin" gen --stats --no-validate --cp "$classes" --class parser.KeyValueParser --out "$out" 2>&1 |
  grep -E "solver queries|layer z3 \(integers\)|layer cvc5|tests written|paths explored"
