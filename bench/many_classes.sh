#!/usr/bin/env bash
# One gen run over many classes against one gen per class, side by side:
# every STEP-th class of the package (in name order, from a first run's
# report), then `gen --class A --class B ... -j JOBS` and one `gen --class X`
# per class, all validated. Prints wall seconds, tests and coverage of each.
# Usage: bench/many_classes.sh SYMCRETE JAR PACKAGE [STEP] [JOBS] [BUDGET]
#   e.g. bench/many_classes.sh build/symcrete /usr/share/java/commons-lang3.jar org.apache.commons.lang3 20 2 30
set -euo pipefail
symcrete="$1"; jar="$2"; package="$3"; step="${4:-20}"; jobs="${5:-2}"; budget="${6:-30}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The class list, from a run that explores nothing (a tiny budget, no validation).
"$symcrete" gen --cp "$jar" --package "$package" --budget 0.001 --no-validate --out "$work/list" \
  --report "$work/list-report" >/dev/null 2>&1 || true
mapfile -t classes < <(python3 -c "
import json, sys
classes = [c['class'] for c in json.load(open('$work/list-report/symcrete-report.json'))['classes']]
print('\n'.join(classes[::$step]))")
echo "classes (every ${step}th of ${package}): ${#classes[@]}"
seconds() { python3 -c "import time; print(time.time())"; }
summary() {  # tests written and branch coverage from a report
  python3 -c "
import json
t = json.load(open('$1/symcrete-report.json'))['totals']
b = t['branches']
print(f\"{t['tests']} tests, {b['covered']} of {b['total']} branches\")"
}
args=()
for c in "${classes[@]}"; do args+=(--class "$c"); done
start=$(seconds)
"$symcrete" gen --cp "$jar" "${args[@]}" -j "$jobs" --budget "$budget" --out "$work/batch" --report "$work/batch-report" \
  >"$work/batch.log" 2>&1 || true
end=$(seconds)
batch=$(python3 -c "print(f'{$end - $start:.1f}')")
echo "one run, -j $jobs: $batch s, $(summary "$work/batch-report")"
total=0
covered=0; branches=0; tests=0
start=$(seconds)
for c in "${classes[@]}"; do
  "$symcrete" gen --cp "$jar" --class "$c" --budget "$budget" --out "$work/single" --report "$work/single-report" \
    >"$work/single.log" 2>&1 || true
  read -r t cv bt < <(python3 -c "
import json
t = json.load(open('$work/single-report/symcrete-report.json'))['totals']
print(t['tests'], t['branches']['covered'], t['branches']['total'])")
  tests=$((tests + t)); covered=$((covered + cv)); branches=$((branches + bt))
done
end=$(seconds)
single=$(python3 -c "print(f'{$end - $start:.1f}')")
echo "one gen per class: $single s, $tests tests, $covered of $branches branches"
python3 -c "print(f'per class: {$batch / ${#classes[@]}:.1f} s in one run, {$single / ${#classes[@]}:.1f} s alone ({$single / $batch:.1f}x)')"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load at the end $(cut -d' ' -f1 /proc/loadavg)"
