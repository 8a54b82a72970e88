#!/usr/bin/env bash
# Runs every SV-COMP task under ../shared/svcomp (or the folder given) with
# `symcrete run` (Verifier returning its random values, assertions as
# compiled) and counts how each ended: normally, an uncaught exception, the
# engine's "unsupported", a timeout, or Symcrete aborting (killed by a
# signal: that must never happen). Prints the table and the aborting tasks.
# Usage: bench/svcomp_run.sh [svcomp-dir] [seconds-per-task]   (needs build/symcrete)
set -uo pipefail
cd "$(dirname "$0")/.."
root="${1:-../shared/svcomp}"
limit="${2:-20}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A count
aborted=()
for yml in $(find "$root" -name '*.yml' | sort); do
  dir=$(dirname "$yml")
  name=$(basename "$yml" .yml)
  classes="$work/$name"
  mkdir -p "$classes"
  sources=()
  for input in $(sed -n 's/^ *- \(\.\.\/common\/\|[A-Za-z0-9_./-]*\/\)$/\1/p' "$yml"); do
    while IFS= read -r f; do sources+=("$f"); done < <(find "$dir/$input" -name '*.java')
  done
  if ! javac -nowarn -g -d "$classes" "${sources[@]}" >/dev/null 2>&1; then
    count[compile-error]=$((${count[compile-error]:-0} + 1)); continue
  fi
  timeout "$limit" build/symcrete run --cp "$classes" Main </dev/null >"$work/out" 2>&1
  status=$?
  if ((status == 124)); then kind=timeout
  elif ((status > 128)); then kind="aborted (signal $((status - 128)))"; aborted+=("$name")
  elif grep -q '^symcrete: unsupported' "$work/out"; then kind=unsupported
  elif grep -q '^Exception in thread' "$work/out"; then kind="uncaught exception"
  else kind="exit $status"
  fi
  count[$kind]=$((${count[$kind]:-0} + 1))
done
echo "| outcome | tasks |"
echo "|---|---:|"
for kind in "${!count[@]}"; do echo "| $kind | ${count[$kind]} |"; done | sort
if ((${#aborted[@]})); then echo; echo "aborted: ${aborted[*]}"; fi
