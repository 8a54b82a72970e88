#!/usr/bin/env bash
# Compiles shop (bug-free and with each bugs/bugN.patch), runs RegistrarOwnTest against each build.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
JUNIT=/usr/share/java/junit-platform-console-standalone.jar
T=$(mktemp -d /tmp/eval4-run.XXXX)
build_and_test() { # $1 = label, $2 = source dir
    local out="$T/$1"
    mkdir -p "$out/classes" "$out/tests"
    if ! javac --release 17 -d "$out/classes" $(find "$2/src/main/java" -name '*.java') 2>"$out/javac.err"; then
        echo "$1: COMPILE FAILED"; cat "$out/javac.err"; return
    fi
    javac --release 17 -cp "$JUNIT:$out/classes" -d "$out/tests" "$HERE"/org/example/registrar/*.java || { echo "$1: TEST COMPILE FAILED"; return; }
    java -jar "$JUNIT" -cp "$out/classes:$out/tests" --scan-class-path --disable-banner --details=summary >"$out/junit.txt" 2>&1
    echo "$1: $(grep -E 'tests (successful|failed)' "$out/junit.txt" | tr -s ' ' | tr '\n' ' ')"
    grep -oE "methodName = '[A-Za-z0-9_]+'" "$out/junit.txt" | sed -e "s/methodName = /    failed: /"
}
build_and_test clean "$ROOT/shop"
for p in "$ROOT"/bugs/bug*.patch; do
    n=$(basename "$p" .patch)
    cp -r "$ROOT/shop" "$T/src-$n"
    (cd "$T/src-$n" && patch -s -p1 < "$p") || { echo "$n: PATCH FAILED"; continue; }
    build_and_test "$n" "$T/src-$n"
done
rm -rf "$T"
