#!/usr/bin/env bash
# Compiles the clean shop and every patched copy, runs RentalOwnTest against each.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
JAR=/usr/share/java/junit-platform-console-standalone.jar
if [ ! -f "$JAR" ]; then
  JAR="$(ls /usr/share/java/junit-platform-console-standalone*.jar 2>/dev/null | head -n1)"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# run_one NAME SRC_DIR -> prints summary, returns 0 if all tests pass
run_one() {
  local name="$1" src="$2" out="$WORK/$1"
  mkdir -p "$out/main" "$out/test"
  if ! javac --release 17 -d "$out/main" $(find "$src/src/main/java" -name '*.java') 2>"$out/javac.log"; then
    echo "$name: COMPILE ERROR"; cat "$out/javac.log"; return 2
  fi
  javac --release 17 -cp "$out/main:$JAR" -d "$out/test" "$HERE/org/example/rental/RentalOwnTest.java" || return 2
  java -jar "$JAR" -cp "$out/main:$out/test" --select-class org.example.rental.RentalOwnTest \
       --disable-banner --details=summary --disable-ansi-colors >"$out/junit.log" 2>&1
  local rc=$?
  local ok fail
  ok=$(grep -Eo '[0-9]+ tests successful' "$out/junit.log" | grep -Eo '^[0-9]+')
  fail=$(grep -Eo '[0-9]+ tests failed' "$out/junit.log" | grep -Eo '^[0-9]+')
  local failed_names
  failed_names=$(grep -Eo 'MethodSource \[className = [^,]+, methodName = [^,]+' "$out/junit.log" \
                 | sed "s/.*methodName = //; s/'//g" | sort -u | tr '\n' ' ')
  echo "$name: ${ok:-?} passed, ${fail:-?} failed ${failed_names:+-> $failed_names}"
  return $rc
}

shopt -s nullglob
status=0
run_one clean "$ROOT/shop"
if [ $? -ne 0 ]; then echo "FAIL: clean version does not pass all tests"; status=1; fi

for patchfile in "$ROOT"/bugs/bug*.patch; do
  bug="$(basename "$patchfile" .patch)"
  copy="$WORK/src-$bug"
  cp -r "$ROOT/shop" "$copy"
  if ! (cd "$copy" && patch -s -p1 < "$patchfile"); then
    echo "$bug: PATCH DID NOT APPLY"; status=1; continue
  fi
  run_one "$bug" "$copy"
  case $? in
    0) echo "FAIL: $bug not detected"; status=1 ;;
    1) echo "  -> $bug detected" ;;
    *) status=1 ;;
  esac
done
[ $status -eq 0 ] && echo "ALL OK: clean passes, every bug detected" || echo "PROBLEMS FOUND"
exit $status
