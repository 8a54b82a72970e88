#!/usr/bin/env bash
# Usage: run_fuzzer.sh <fuzzer> <tests/fuzz dir> <work dir> <seconds>
# Compiles the Java seed programs into a seed corpus, then fuzzes for <seconds>.
# Exits non-zero if libFuzzer finds a crash, leak, timeout or sanitizer report.
set -euo pipefail
fuzzer="$1"; source_dir="$2"; work="$3"; seconds="$4"
rm -rf "$work/seeds" && mkdir -p "$work/seeds" "$work/corpus" "$work/classes"
compile() {  # <release> <sources...>
  local release="$1"; shift
  javac -nowarn -g --release "$release" -d "$work/classes/$release" "$@"
  for f in "$work/classes/$release"/*.class; do
    cp "$f" "$work/seeds/$release-$(basename "$f")"
  done
}
compile 8 "$source_dir"/corpus/java8/*.java
compile 11 "$source_dir"/corpus/java8/*.java
compile 17 "$source_dir"/corpus/java8/*.java "$source_dir"/corpus/java17/*.java
echo "fuzzing for $seconds s from $(ls "$work/seeds" | wc -l) seed class files"
cd "$work"
"$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
  -dict="$source_dir/class_file.dict" -print_final_stats=1 corpus seeds
