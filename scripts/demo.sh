#!/usr/bin/env bash
# The README's main job on the bundled examples. For now Symcrete inspects
# them: it lists each class and prints the IR of one method.
set -euo pipefail
cd "$(dirname "$0")/.."
classes=build/examples/classes
rm -rf "$classes" && mkdir -p "$classes"
javac -nowarn -g --release 17 -d "$classes" $(find examples -name '*.java' | sort)
echo "== symcrete inspect --cp $classes"
build/symcrete inspect --cp "$classes"
echo
echo "== symcrete inspect --cp $classes --class examples.Arithmetic --ir safeDivide"
build/symcrete inspect --cp "$classes" --class examples.Arithmetic --ir safeDivide
echo
echo "== symcrete inspect --cp $classes --lift-all"
build/symcrete inspect --cp "$classes" --lift-all
