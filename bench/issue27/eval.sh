#!/usr/bin/env bash
# Independent evaluation of Symcrete on a small Java 17 shop project (bench/issue27).
#
#   bash bench/issue27/eval.sh [--load] [--budget S] <path-to-symcrete-binary> <work-dir>
#
# 1. copies shop/ to <work-dir>/shop and compiles it (javac --release 17) into <work-dir>/classes
# 2. runs `symcrete gen --cp classes --package org.example.shop --out <work-dir>/tests
#    --report <work-dir>/report [--budget S]`, recording its exit code and wall time
# 3. counts the test classes and @Test methods written, compiles them and runs them itself with
#    the JUnit 5 console launcher against the bug-free classes (passed/failed), then once more under
#    JaCoCo's agent and measures the package's branch coverage with JaCoCo's analyzer
#    (tools/EvalTools.java), beside the figure Symcrete's own report gives
# 4. for each bugs/bugN.patch: patches a fresh copy of the sources, compiles it, runs the same tests
#    against it: CAUGHT if a test that passed on the bug-free classes fails (or the tests no longer
#    compile, or the run times out), else MISSED
# 5. runs `symcrete check --cp classes --package org.example.shop` on the bug-free classes and
#    prints its findings
# 6. prints a summary block
#
# --load starts two CPU-bound background processes for the whole run (killed at the end).
# Environment: JAVA, JAVAC (default: from PATH), JUNIT_CONSOLE (the JUnit Platform console
# standalone jar), JACOCO_AGENT, JACOCO_CORE, ASM_JARS, GEN_TIMEOUT and CHECK_TIMEOUT (seconds,
# default 7200), TEST_TIMEOUT (seconds per JUnit run, default 600).
# The bug patches' comment lines are not read by this script.

set -u
set -o pipefail

usage() {
    echo "usage: bash eval.sh [--load] [--budget S] <path-to-symcrete-binary> <work-dir>" >&2
    exit 2
}

LOAD=0
BUDGET=""
POSITIONAL=()
while [ $# -gt 0 ]; do
    case "$1" in
        --load) LOAD=1; shift ;;
        --budget) [ $# -ge 2 ] || usage; BUDGET="$2"; shift 2 ;;
        --budget=*) BUDGET="${1#--budget=}"; shift ;;
        -h|--help) usage ;;
        --) shift; while [ $# -gt 0 ]; do POSITIONAL+=("$1"); shift; done ;;
        -*) echo "unknown option: $1" >&2; usage ;;
        *) POSITIONAL+=("$1"); shift ;;
    esac
done
[ ${#POSITIONAL[@]} -eq 2 ] || usage

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
abspath() { # absolute form of a path that may not exist yet
    case "$1" in
        /*) printf '%s\n' "$1" ;;
        *) printf '%s/%s\n' "$(pwd)" "$1" ;;
    esac
}
SYMCRETE="$(abspath "${POSITIONAL[0]}")"
[ -x "$SYMCRETE" ] || { echo "not an executable: $SYMCRETE" >&2; exit 2; }
SYMCRETE="$(cd "$(dirname "$SYMCRETE")" && pwd)/$(basename "$SYMCRETE")"
mkdir -p "$(abspath "${POSITIONAL[1]}")" || exit 2
WORK="$(cd "$(abspath "${POSITIONAL[1]}")" && pwd)"
case "$WORK" in
    "$HERE"|"$HERE"/*) echo "the work dir must not be inside $HERE" >&2; exit 2 ;;
esac
if [ -n "$BUDGET" ] && ! [[ "$BUDGET" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
    echo "--budget wants a number of seconds: $BUDGET" >&2; exit 2
fi

SYM_VERSION="$("$SYMCRETE" --version 2>/dev/null | head -n 1)"
SYM_MTIME="$(date -u -r "$SYMCRETE" '+%Y-%m-%d %H:%M:%S UTC' 2>/dev/null)"

JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"
# Another project of the same layout (<dir>/shop/src/main/java, <dir>/bugs/bugN.patch) and its
# package: PROJECT_DIR and PKG (default: this folder's shop, org.example.shop).
PKG="${PKG:-org.example.shop}"
PROJECT="${PROJECT_DIR:-$HERE}"
GEN_TIMEOUT="${GEN_TIMEOUT:-7200}"
CHECK_TIMEOUT="${CHECK_TIMEOUT:-7200}"
TEST_TIMEOUT="${TEST_TIMEOUT:-600}"

# The JUnit console launcher: where Symcrete looks for it (SYMCRETE_JUNIT_LAUNCHER, else Debian's
# junit5 package), unless JUNIT_CONSOLE names one.
JUNIT_CONSOLE="${JUNIT_CONSOLE:-${SYMCRETE_JUNIT_LAUNCHER:-/usr/share/java/junit-platform-console-standalone.jar}}"
JACOCO_AGENT="${JACOCO_AGENT:-${SYMCRETE_JACOCO_AGENT:-/usr/share/java/org.jacoco.agent.jar}}"
JACOCO_CORE="${JACOCO_CORE:-${SYMCRETE_JACOCO_CORE:-/usr/share/java/org.jacoco.core.jar}}"
ASM_JARS="${ASM_JARS:-${SYMCRETE_ASM_JARS:-/usr/share/java/asm.jar:/usr/share/java/asm-commons.jar:/usr/share/java/asm-tree.jar}}"
[ -f "$JUNIT_CONSOLE" ] || { echo "JUnit console launcher not found: $JUNIT_CONSOLE (set JUNIT_CONSOLE)" >&2; exit 2; }
command -v "$JAVAC" >/dev/null || { echo "javac not found" >&2; exit 2; }

log() { printf '\n==== %s\n' "$*"; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# ---------------------------------------------------------------- background load
LOAD_PIDS=()
cleanup() {
    local p
    for p in "${LOAD_PIDS[@]+"${LOAD_PIDS[@]}"}"; do
        kill "$p" 2>/dev/null
        wait "$p" 2>/dev/null
    done
    LOAD_PIDS=()
}
trap cleanup EXIT
trap 'cleanup; exit 130' INT TERM
if [ "$LOAD" = 1 ]; then
    for _ in 1 2; do
        sh -c 'while :; do :; done' &
        LOAD_PIDS+=("$!")
    done
    echo "load: started CPU-bound processes ${LOAD_PIDS[*]}"
fi

# ---------------------------------------------------------------- project
for d in shop classes classes-cov tests report test-src-ok test-classes junit bugs check-repro tools; do
    rm -rf "${WORK:?}/$d"
done
rm -f "$WORK"/*.log "$WORK"/*.txt "$WORK"/*.exec
cp -R "$PROJECT/shop" "$WORK/shop"

compile_sources() { # <project dir> <classes dir> <log>
    local files=()
    while IFS= read -r -d '' f; do files+=("$f"); done \
        < <(find "$1/src/main/java" -name '*.java' -print0 | sort -z)
    rm -rf "$2"; mkdir -p "$2"
    "$JAVAC" --release 17 -encoding UTF-8 -nowarn -d "$2" "${files[@]}" >"$3" 2>&1
}

log "compiling the project (javac --release 17)"
if ! compile_sources "$WORK/shop" "$WORK/classes" "$WORK/compile.log"; then
    cat "$WORK/compile.log"; echo "the bug-free project does not compile" >&2; exit 1
fi
echo "$(find "$WORK/classes" -name '*.class' | wc -l) class files in $WORK/classes"

# Helpers in Java: JaCoCo analysis and JUnit XML reading.
TOOLS_CP="$JACOCO_CORE:$ASM_JARS"
if ! "$JAVAC" -nowarn -d "$WORK/tools" -cp "$TOOLS_CP" "$HERE/tools/EvalTools.java" >"$WORK/tools.log" 2>&1; then
    cat "$WORK/tools.log"; echo "could not compile tools/EvalTools.java" >&2; exit 1
fi
evaltools() { "$JAVA" -cp "$WORK/tools:$TOOLS_CP" EvalTools "$@"; }

# JaCoCo's agent: Debian's org.jacoco.agent.jar wraps the real agent, jacocoagent.jar.
AGENT_JAR=""
if [ -f "$JACOCO_AGENT" ]; then
    mkdir -p "$WORK/tools"
    if (cd "$WORK/tools" && if command -v unzip >/dev/null; then unzip -o -q "$JACOCO_AGENT" jacocoagent.jar; \
            else jar xf "$JACOCO_AGENT" jacocoagent.jar; fi) >/dev/null 2>&1 && [ -f "$WORK/tools/jacocoagent.jar" ]; then
        AGENT_JAR="$WORK/tools/jacocoagent.jar"
    else
        AGENT_JAR="$JACOCO_AGENT"
    fi
fi

# ---------------------------------------------------------------- gen
GEN_ARGS=(gen --cp "$WORK/classes" --package "$PKG" --out "$WORK/tests" --report "$WORK/report")
[ -n "$BUDGET" ] && GEN_ARGS+=(--budget "$BUDGET")
log "symcrete ${GEN_ARGS[*]}"
T0=$(now)
timeout -s INT -k 120 "$GEN_TIMEOUT" "$SYMCRETE" "${GEN_ARGS[@]}" \
    > >(tee "$WORK/gen.stdout.log") 2> "$WORK/gen.stderr.log"
GEN_RC=$?
T1=$(now)
GEN_WALL=$(elapsed "$T0" "$T1")
sleep 1 # let tee finish
echo "gen exit code $GEN_RC after ${GEN_WALL} s (stderr: $WORK/gen.stderr.log, $(wc -l < "$WORK/gen.stderr.log") lines)"
ERR_RE='internal error|fatal|abort|segmentation fault|core dumped|terminate called|AddressSanitizer'
GEN_ERRORS=$(grep -ciE "$ERR_RE" "$WORK/gen.stderr.log")
if [ "$GEN_ERRORS" -gt 0 ]; then
    echo "--- gen's stderr has $GEN_ERRORS lines about errors, the first ones:"
    grep -iE "$ERR_RE" "$WORK/gen.stderr.log" | head -n 5
elif [ "$GEN_RC" != 0 ]; then
    echo "--- last lines of gen's stderr:"; tail -n 20 "$WORK/gen.stderr.log"
fi

# Symcrete's own figures, from its JSON report.
SYM_COV="n/a"
SYM_TESTS="n/a"
SYM_PASSED="n/a"
REPORT_JSON="$WORK/report/symcrete-report.json"
if [ -f "$REPORT_JSON" ] && command -v jq >/dev/null; then
    SYM_TESTS=$(jq -r '.totals.tests // "n/a"' "$REPORT_JSON")
    SYM_PASSED=$(jq -r '.totals.passed // "n/a"' "$REPORT_JSON")
    SYM_COV=$(jq -r 'if .totals.branches == null then "n/a" else
        "\(.totals.branches.covered) of \(.totals.branches.total)" end' "$REPORT_JSON")
elif [ -f "$REPORT_JSON" ]; then
    SYM_COV=$(tr -d '\n ' < "$REPORT_JSON" | grep -o '"totals":{[^}]*"branches":{"covered":[0-9]*,"total":[0-9]*' \
        | sed 's/.*"covered":\([0-9]*\),"total":\([0-9]*\)/\1 of \2/' | head -n 1)
    [ -n "$SYM_COV" ] || SYM_COV="n/a"
fi

# ---------------------------------------------------------------- the written tests
TEST_FILES=()
if [ -d "$WORK/tests" ]; then
    while IFS= read -r -d '' f; do TEST_FILES+=("$f"); done \
        < <(find "$WORK/tests" -name '*.java' -print0 | sort -z)
fi
TEST_CLASSES=0
TEST_METHODS=0
for f in "${TEST_FILES[@]+"${TEST_FILES[@]}"}"; do
    n=$(grep -cE '^[[:space:]]*@(Test|ParameterizedTest|RepeatedTest)\b' "$f")
    if [ "$n" -gt 0 ]; then
        TEST_CLASSES=$((TEST_CLASSES + 1))
        TEST_METHODS=$((TEST_METHODS + n))
    fi
done
log "written: ${#TEST_FILES[@]} files, $TEST_CLASSES test classes, $TEST_METHODS test methods"
for f in "${TEST_FILES[@]+"${TEST_FILES[@]}"}"; do
    printf '  %4d  %s\n' "$(grep -cE '^[[:space:]]*@(Test|ParameterizedTest|RepeatedTest)\b' "$f")" "${f#"$WORK/tests/"}"
done

# Compile the tests against the bug-free classes. If they do not compile together, keep the
# files that compile on their own (and say which were dropped).
compile_tests() { # <classes dir> <out dir> <log> <files...>
    local cls="$1" out="$2" lg="$3"; shift 3
    rm -rf "$out"; mkdir -p "$out"
    "$JAVAC" -encoding UTF-8 -nowarn -proc:none -d "$out" -cp "$cls:$JUNIT_CONSOLE" "$@" >"$lg" 2>&1
}
GOOD_TESTS=()
DROPPED_TESTS=()
TESTS_COMPILE="no tests"
if [ ${#TEST_FILES[@]} -gt 0 ]; then
    if compile_tests "$WORK/classes" "$WORK/test-classes" "$WORK/test-compile.log" "${TEST_FILES[@]}"; then
        GOOD_TESTS=("${TEST_FILES[@]}")
        TESTS_COMPILE="ok"
    else
        echo "the written tests do not compile together against the bug-free classes:"
        head -n 30 "$WORK/test-compile.log"
        for f in "${TEST_FILES[@]}"; do
            if compile_tests "$WORK/classes" "$WORK/test-src-ok" "$WORK/one-test-compile.log" "$f"; then
                GOOD_TESTS+=("$f")
            else
                DROPPED_TESTS+=("${f#"$WORK/tests/"}")
            fi
        done
        rm -rf "$WORK/test-src-ok"
        TESTS_COMPILE="${#DROPPED_TESTS[@]} files dropped (do not compile)"
        if [ ${#GOOD_TESTS[@]} -gt 0 ] &&
            compile_tests "$WORK/classes" "$WORK/test-classes" "$WORK/test-compile.log" "${GOOD_TESTS[@]}"; then :
        else
            GOOD_TESTS=()
        fi
    fi
fi

# run_tests <classes dir> <test-classes dir> <reports dir> <jacoco exec file or "">
# Leaves <reports dir>/console.txt and results.txt ("FAILED ..." lines, then "TOTAL t p f s");
# returns the launcher's exit code (124 on timeout).
run_tests() {
    local cls="$1" tcls="$2" rep="$3" exec="$4" rc
    local jvm=()
    rm -rf "$rep"; mkdir -p "$rep"
    if [ -n "$exec" ] && [ -n "$AGENT_JAR" ]; then
        jvm+=("-javaagent:$AGENT_JAR=destfile=$exec,includes=$PKG.*,append=false")
    fi
    timeout -k 30 "$TEST_TIMEOUT" "$JAVA" "${jvm[@]+"${jvm[@]}"}" -jar "$JUNIT_CONSOLE" \
        --class-path "$tcls:$cls" --scan-class-path "$tcls" --include-classname '.*' \
        --disable-banner --disable-ansi-colors --details=tree \
        --reports-dir "$rep" >"$rep/console.txt" 2>&1
    rc=$?
    evaltools results "$rep" >"$rep/results.txt" 2>>"$rep/console.txt"
    # A container that failed (e.g. a static initialiser) counts as a failure too.
    local cf
    cf=$(sed -n 's/^\[ *\([0-9]*\) containers failed.*/\1/p' "$rep/console.txt" | head -n 1)
    if [ -n "$cf" ] && [ "$cf" -gt 0 ]; then
        echo "FAILED (containers) $cf" >>"$rep/results.txt"
    fi
    return $rc
}
results_total() { grep '^TOTAL ' "$1/results.txt" 2>/dev/null | awk -v k="$2" '{ print $k }'; }
failed_ids() { grep '^FAILED ' "$1/results.txt" 2>/dev/null | sort -u; }

JUNIT_TOTAL=0
JUNIT_PASSED=0
JUNIT_FAILED=0
JUNIT_RC="not run"
COVERAGE="n/a"
COV_SOURCE="n/a"
rm -f "$WORK/jacoco.exec"
if [ ${#GOOD_TESTS[@]} -gt 0 ]; then
    log "running the written tests on the JVM against the bug-free classes (JUnit console launcher)"
    run_tests "$WORK/classes" "$WORK/test-classes" "$WORK/junit/clean" ""
    JUNIT_RC=$?
    JUNIT_TOTAL=$(results_total "$WORK/junit/clean" 2); JUNIT_TOTAL=${JUNIT_TOTAL:-0}
    JUNIT_PASSED=$(results_total "$WORK/junit/clean" 3); JUNIT_PASSED=${JUNIT_PASSED:-0}
    JUNIT_FAILED=$(results_total "$WORK/junit/clean" 4); JUNIT_FAILED=${JUNIT_FAILED:-0}
    grep -E '^\[ *[0-9]+ (tests|containers) ' "$WORK/junit/clean/console.txt" | sed 's/^/  /'
    echo "launcher exit code $JUNIT_RC; $JUNIT_TOTAL tests, $JUNIT_PASSED passed, $JUNIT_FAILED failed"
    if failed_ids "$WORK/junit/clean" | grep -q .; then
        echo "tests failing on the bug-free classes (ignored when judging bugs):"
        failed_ids "$WORK/junit/clean" | sed 's/^/  /' | head -n 50
    fi
    # Coverage: a second run under JaCoCo's agent. Debian's JaCoCo (0.8.6) cannot read the
    # PermittedSubclasses attribute javac 17 gives an enum whose constants have bodies, so that run
    # and the analysis use a copy of the classes without it (the bytecode is the same).
    if [ -n "$AGENT_JAR" ]; then
        log "measuring branch coverage: the same tests again under JaCoCo's agent"
        if evaltools strip "$WORK/classes" "$WORK/classes-cov" >"$WORK/stripped.txt" 2>"$WORK/strip.log"; then
            if [ -s "$WORK/stripped.txt" ]; then
                echo "without PermittedSubclasses for JaCoCo 0.8.6: $(tr '\n' ' ' < "$WORK/stripped.txt")"
            fi
        else
            cat "$WORK/strip.log"; rm -rf "$WORK/classes-cov"; cp -R "$WORK/classes" "$WORK/classes-cov"
        fi
        run_tests "$WORK/classes-cov" "$WORK/test-classes" "$WORK/junit/coverage" "$WORK/jacoco.exec"
        if grep -q 'Error while instrumenting' "$WORK/junit/coverage/console.txt"; then
            echo "warning: JaCoCo's agent could not instrument some classes:"
            grep -o 'Error while instrumenting [^ ]*' "$WORK/junit/coverage/console.txt" | sort -u | sed 's/^/  /'
        fi
        echo "coverage run: $(results_total "$WORK/junit/coverage" 3) of $(results_total "$WORK/junit/coverage" 2) tests passed"
    fi
    if [ -n "$AGENT_JAR" ] && [ -f "$WORK/jacoco.exec" ]; then
        if evaltools coverage "$WORK/jacoco.exec" "$WORK/classes-cov" "$PKG" >"$WORK/coverage.txt" 2>"$WORK/coverage.log"; then
            read -r _ COV_C COV_T < <(grep '^TOTAL ' "$WORK/coverage.txt")
            COVERAGE=$(awk -v c="$COV_C" -v t="$COV_T" 'BEGIN { if (t > 0) printf "%.1f%% (%d of %d branches)", 100 * c / t, c, t; else print "n/a (no branches)" }')
            COV_SOURCE="measured here: JaCoCo $(sed -n 's/^JACOCO //p' "$WORK/coverage.txt") agent + analyzer"
            log "branch coverage per class (JaCoCo, measured here)"
            grep -vE '^(TOTAL|JACOCO) ' "$WORK/coverage.txt" | awk '{ printf "  %-45s %4d of %4d\n", $1, $2, $3 }'
            echo "  total: $COVERAGE"
        else
            cat "$WORK/coverage.log"
        fi
    fi
fi
if [ "$COVERAGE" = "n/a" ] && [ "$SYM_COV" != "n/a" ]; then
    COVERAGE="$SYM_COV branches"
    COV_SOURCE="Symcrete's report (JaCoCo could not be run here)"
fi

# ---------------------------------------------------------------- bugs
CAUGHT=0
BUG_TOTAL=0
BUG_LINES=()
PATCHES=()
while IFS= read -r -d '' p; do PATCHES+=("$p"); done \
    < <(find "$PROJECT/bugs" -maxdepth 1 -name 'bug*.patch' -print0 | sort -z -V)
log "seeded bugs (${#PATCHES[@]} patches)"
clean_failed="$WORK/junit/clean-failed.txt"
failed_ids "$WORK/junit/clean" >"$clean_failed" 2>/dev/null || : >"$clean_failed"
for p in "${PATCHES[@]+"${PATCHES[@]}"}"; do
    name="$(basename "$p" .patch)"
    BUG_TOTAL=$((BUG_TOTAL + 1))
    bdir="$WORK/bugs/$name"
    mkdir -p "$bdir"
    cp -R "$PROJECT/shop" "$bdir/shop"
    verdict=""
    if ! (cd "$bdir/shop" && patch -p1 --quiet --batch) <"$p" >"$bdir/patch.log" 2>&1; then
        verdict="ERROR (patch does not apply)"
    elif ! compile_sources "$bdir/shop" "$bdir/classes" "$bdir/compile.log"; then
        verdict="ERROR (buggy sources do not compile)"
    elif [ ${#GOOD_TESTS[@]} -eq 0 ]; then
        verdict="MISSED (no tests to run)"
    elif ! compile_tests "$bdir/classes" "$bdir/test-classes" "$bdir/test-compile.log" "${GOOD_TESTS[@]}"; then
        verdict="CAUGHT (the tests no longer compile)"
    else
        run_tests "$bdir/classes" "$bdir/test-classes" "$bdir/junit" ""
        rc=$?
        new_failures=$(failed_ids "$bdir/junit" | comm -23 - "$clean_failed")
        if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
            verdict="CAUGHT (the test run timed out after ${TEST_TIMEOUT} s)"
        elif [ -n "$new_failures" ]; then
            n=$(printf '%s\n' "$new_failures" | wc -l)
            first=$(printf '%s\n' "$new_failures" | head -n 1 | sed 's/^FAILED //')
            verdict="CAUGHT ($n failing tests, e.g. $first)"
        else
            verdict="MISSED"
        fi
    fi
    case "$verdict" in CAUGHT*) CAUGHT=$((CAUGHT + 1)) ;; esac
    BUG_LINES+=("$name: $verdict")
    echo "  $name: $verdict"
done

# ---------------------------------------------------------------- check
CHECK_ARGS=(check --cp "$WORK/classes" --package "$PKG" --out "$WORK/check-repro")
[ -n "$BUDGET" ] && CHECK_ARGS+=(--budget "$BUDGET")
log "symcrete ${CHECK_ARGS[*]}"
T0=$(now)
timeout -s INT -k 120 "$CHECK_TIMEOUT" "$SYMCRETE" "${CHECK_ARGS[@]}" >"$WORK/check.txt" 2>"$WORK/check.stderr.log"
CHECK_RC=$?
CHECK_WALL=$(elapsed "$T0" "$(now)")
cat "$WORK/check.txt"
CHECK_FINDINGS=$(grep -c '^bug: ' "$WORK/check.txt")
echo "check exit code $CHECK_RC after ${CHECK_WALL} s; $CHECK_FINDINGS findings"
if [ "$CHECK_RC" != 0 ] && [ "$CHECK_RC" != 5 ]; then
    echo "--- last lines of check's stderr:"; tail -n 20 "$WORK/check.stderr.log"
fi

cleanup
SYM_MTIME_END="$(date -u -r "$SYMCRETE" '+%Y-%m-%d %H:%M:%S UTC' 2>/dev/null)"

# ---------------------------------------------------------------- summary
{
    echo
    echo "==================== summary (bench/issue27) ===================="
    echo "symcrete:          $SYMCRETE ($SYM_VERSION, built $SYM_MTIME)"
    [ "$SYM_MTIME_END" = "$SYM_MTIME" ] ||
        echo "WARNING:           the symcrete binary was rebuilt during this run (now $SYM_MTIME_END)"
    echo "work dir:          $WORK"
    echo "budget:            ${BUDGET:-default}    load: $([ "$LOAD" = 1 ] && echo 'yes (2 busy loops)' || echo no)"
    echo "gen exit code:     $GEN_RC ($GEN_ERRORS error lines on its stderr)"
    echo "gen wall time:     ${GEN_WALL} s"
    echo "tests written:     $TEST_METHODS test methods in $TEST_CLASSES classes (Symcrete's report: $SYM_TESTS tests, $SYM_PASSED passed)"
    echo "tests compile:     $TESTS_COMPILE"
    echo "tests run here:    $JUNIT_TOTAL run, $JUNIT_PASSED passed, $JUNIT_FAILED failed (bug-free classes; launcher exit $JUNIT_RC)"
    echo "branch coverage:   $COVERAGE [$COV_SOURCE]; Symcrete's report says $SYM_COV"
    echo "bugs caught:       $CAUGHT/$BUG_TOTAL"
    for l in "${BUG_LINES[@]+"${BUG_LINES[@]}"}"; do echo "  $l"; done
    echo "check exit code:   $CHECK_RC (${CHECK_WALL} s)"
    echo "check findings:    $CHECK_FINDINGS"
    echo "================================================================="
} | tee "$WORK/summary.txt"
