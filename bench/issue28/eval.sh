#!/usr/bin/env bash
# Independent evaluation of `symcrete reach` on a small Java 17 library (bench/issue28).
#
#   bash bench/issue28/eval.sh [--load] [--budget S] <path-to-symcrete-binary> <work-dir>
#
# 1. compiles src/ (javac --release 17 -g) into <work-dir>/classes, and a copy of src/ in which
#    every target line first calls a probe (same line numbers) into <work-dir>/probe/classes
# 2. finds every line of src/ ending in `// TARGET reachable`, `// TARGET unreachable` or
#    `// TARGET unreachable-invariant` and checks that javac's line table maps it
# 3. for target k runs
#        symcrete reach --cp <work-dir>/classes --target org.example.reach.<Class>:<line>
#                       --budget S --out <work-dir>/t<k>
#    recording wall seconds, exit status and the last line of stdout, which must be exactly
#    `result: reached`, `result: unreachable` or `result: unknown` (anything else reads `error`;
#    a run killed by this script's guard timeout reads `timeout`)
# 4. for `reached`: looks for the .java test(s) written under <work-dir>/t<k>, compiles them against
#    the classes and the JUnit 5 console standalone jar, runs them (test ok: pass / FAIL / no test /
#    no compile), then runs them once more against the probed classes to see whether the target
#    line really executes (line hit: yes / NO)
# 5. prints a table and a summary; writes <work-dir>/results.tsv; logs go to <work-dir>/logs
#
# --load starts two CPU-bound background processes for the whole run (killed at the end).
# --budget S is passed to every `symcrete reach` call (default 10).
# Environment: JAVA, JAVAC (default: from PATH), JUNIT_CONSOLE (the JUnit Platform console
# standalone jar; default: searched under /usr/share/java), REACH_TIMEOUT (guard, seconds per
# reach call; default 2 * budget + 60), TEST_TIMEOUT (seconds per JUnit run, default 120).
#
# Exit status: 0 when the evaluation ran (whatever Symcrete answered), 2 on a usage or setup error.

set -u
set -o pipefail

usage() {
    echo "usage: bash eval.sh [--load] [--budget S] <path-to-symcrete-binary> <work-dir>" >&2
    exit 2
}

LOAD=0
BUDGET=10
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
if ! [[ "$BUDGET" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
    echo "--budget wants a number of seconds: $BUDGET" >&2; exit 2
fi

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SRC="$HERE/src/org/example/reach"
PKG="org.example.reach"
PROBE_CLASS="Issue28ReachProbe"
PROBE_PROP="issue28.probe"

abspath() { # absolute form of a path that may not exist yet
    case "$1" in
        /*) printf '%s\n' "$1" ;;
        *) printf '%s/%s\n' "$(pwd)" "$1" ;;
    esac
}
SYMCRETE="$(abspath "${POSITIONAL[0]}")"
[ -f "$SYMCRETE" ] && [ -x "$SYMCRETE" ] || { echo "not an executable file: $SYMCRETE" >&2; exit 2; }
SYMCRETE="$(cd "$(dirname "$SYMCRETE")" && pwd)/$(basename "$SYMCRETE")"
mkdir -p "$(abspath "${POSITIONAL[1]}")" || exit 2
WORK="$(cd "$(abspath "${POSITIONAL[1]}")" && pwd)"
case "$WORK" in
    "$HERE"|"$HERE"/*) echo "the work dir must not be inside $HERE" >&2; exit 2 ;;
esac

JAVA="${JAVA:-java}"
JAVAC="${JAVAC:-javac}"
TEST_TIMEOUT="${TEST_TIMEOUT:-120}"
REACH_TIMEOUT="${REACH_TIMEOUT:-$(awk -v b="$BUDGET" 'BEGIN { printf "%d", 2 * b + 60 }')}"

command -v "$JAVA" >/dev/null 2>&1 || { echo "java not found ($JAVA)" >&2; exit 2; }
command -v "$JAVAC" >/dev/null 2>&1 || { echo "javac not found ($JAVAC)" >&2; exit 2; }
command -v timeout >/dev/null 2>&1 || { echo "timeout (coreutils) not found" >&2; exit 2; }

# --- the JUnit 5 console launcher ---------------------------------------------------------------
JUNIT="${JUNIT_CONSOLE:-}"
if [ -z "$JUNIT" ]; then
    for dir in /usr/share/java /usr/local/share/java /usr/share/maven-repo/org/junit/platform; do
        [ -d "$dir" ] || continue
        JUNIT="$(find "$dir" -name 'junit-platform-console-standalone*.jar' 2>/dev/null | sort | tail -n 1)"
        [ -n "$JUNIT" ] && break
    done
fi
if [ -z "$JUNIT" ] || [ ! -f "$JUNIT" ]; then
    echo "eval.sh: the JUnit 5 console launcher (junit-platform-console-standalone*.jar) was not found" >&2
    echo "         under /usr/share/java; install it (Debian: apt-get install junit5) or set JUNIT_CONSOLE" >&2
    echo "         to the jar's path." >&2
    exit 2
fi

# --- background load ------------------------------------------------------------------------------
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
trap 'exit 130' INT
trap 'exit 143' TERM
if [ "$LOAD" -eq 1 ]; then
    for _ in 1 2; do
        sh -c 'while :; do :; done' &
        LOAD_PIDS+=("$!")
    done
fi

# --- build ----------------------------------------------------------------------------------------
CLASSES="$WORK/classes"
PROBE_DIR="$WORK/probe"
LOGS="$WORK/logs"
TESTBUILD="$WORK/testbuild"
rm -rf -- "$CLASSES" "$PROBE_DIR" "$LOGS" "$TESTBUILD" "$WORK/results.tsv"
for old in "$WORK"/t[0-9]*; do
    [ -d "$old" ] && [[ "$(basename "$old")" =~ ^t[0-9]+$ ]] && rm -rf -- "$old"
done
mkdir -p "$CLASSES" "$PROBE_DIR/src" "$PROBE_DIR/classes" "$LOGS" "$TESTBUILD" || exit 2

SOURCES=()
while IFS= read -r -d '' f; do SOURCES+=("$f"); done < <(find "$SRC" -maxdepth 1 -name '*.java' -print0 | sort -z)
[ ${#SOURCES[@]} -gt 0 ] || { echo "no sources under $SRC" >&2; exit 2; }

if ! "$JAVAC" --release 17 -g -d "$CLASSES" "${SOURCES[@]}" >"$LOGS/javac.log" 2>&1; then
    echo "eval.sh: the benchmark sources do not compile:" >&2
    cat "$LOGS/javac.log" >&2
    exit 2
fi

TARGET_RE='// TARGET (reachable|unreachable|unreachable-invariant)$'

# Probed copy: the target line's statement is preceded, on the same line, by a probe call.
for f in "${SOURCES[@]}"; do
    cls="$(basename "$f" .java)"
    awk -v cls="$cls" -v probe="$PKG.$PROBE_CLASS" '
        /\/\/ TARGET (reachable|unreachable|unreachable-invariant)$/ {
            match($0, /^[ \t]*/)
            $0 = substr($0, 1, RLENGTH) probe ".hit(\"" cls ":" FNR "\"); " substr($0, RLENGTH + 1)
        }
        { print }' "$f" >"$PROBE_DIR/src/$(basename "$f")"
done
cat >"$PROBE_DIR/src/$PROBE_CLASS.java" <<EOF
package $PKG;

/** Written by bench/issue28/eval.sh: appends "Class:line" to the file named by -D$PROBE_PROP. */
public final class $PROBE_CLASS {
    private $PROBE_CLASS() {
    }

    public static void hit(String id) {
        String file = System.getProperty("$PROBE_PROP");
        if (file == null) {
            return;
        }
        try {
            java.nio.file.Files.writeString(java.nio.file.Path.of(file), id + "\n",
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
EOF
PROBE_OK=1
PROBE_SOURCES=()
while IFS= read -r -d '' f; do PROBE_SOURCES+=("$f"); done < <(find "$PROBE_DIR/src" -name '*.java' -print0 | sort -z)
if ! "$JAVAC" --release 17 -g -d "$PROBE_DIR/classes" "${PROBE_SOURCES[@]}" >"$LOGS/javac-probe.log" 2>&1; then
    echo "eval.sh: warning: the probed copy does not compile (see $LOGS/javac-probe.log); no line-hit check" >&2
    PROBE_OK=0
fi

# --- targets --------------------------------------------------------------------------------------
T_CLASS=()
T_LINE=()
T_EXP=()
for f in "${SOURCES[@]}"; do
    cls="$(basename "$f" .java)"
    while IFS= read -r hit; do
        line="${hit%%:*}"
        label="${hit##*// TARGET }"
        T_CLASS+=("$cls")
        T_LINE+=("$line")
        T_EXP+=("$label")
    done < <(grep -n -E "$TARGET_RE" "$f")
done
N=${#T_CLASS[@]}
[ "$N" -gt 0 ] || { echo "no TARGET lines found under $SRC" >&2; exit 2; }

# Each target line must be in its class's line table (javap -l).
declare -A LINETABLE=()
for f in "${SOURCES[@]}"; do
    cls="$(basename "$f" .java)"
    LINETABLE["$cls"]="$(javap -l -p -cp "$CLASSES" "$PKG.$cls" 2>/dev/null)"
done
UNMAPPED=0
for ((k = 0; k < N; k++)); do
    if ! grep -q -E "line ${T_LINE[k]}: " <<<"${LINETABLE[${T_CLASS[k]}]}"; then
        echo "eval.sh: warning: ${T_CLASS[k]}:${T_LINE[k]} is not in javac's line table" >&2
        UNMAPPED=$((UNMAPPED + 1))
    fi
done

# --- header ---------------------------------------------------------------------------------------
SYM_VERSION="$("$SYMCRETE" --version 2>/dev/null | head -n 1)"
SYM_MTIME="$(date -u -r "$SYMCRETE" '+%Y-%m-%d %H:%M:%S UTC' 2>/dev/null)"
echo "== bench/issue28: symcrete reach =="
echo "symcrete:  $SYMCRETE (${SYM_VERSION:-no --version}; built $SYM_MTIME)"
echo "work dir:  $WORK"
echo "targets:   $N (budget ${BUDGET}s each, guard timeout ${REACH_TIMEOUT}s)"
echo "load:      $([ "$LOAD" -eq 1 ] && echo "2 busy loops (pids ${LOAD_PIDS[*]})" || echo none); cpus: $(nproc 2>/dev/null || echo '?')"
echo "junit:     $JUNIT"
echo "date:      $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo

# --- runs -----------------------------------------------------------------------------------------
R_RESULT=()
R_EXIT=()
R_SECS=()
R_TEST=()
R_HIT=()
R_VERDICT=()

run_junit() { # <log> <probe-file or ""> <classpath> <test-classes dir>
    local log="$1" probe="$2" cp="$3" dir="$4"
    local props=()
    [ -n "$probe" ] && props=("-D$PROBE_PROP=$probe")
    timeout -k 5 "$TEST_TIMEOUT" "$JAVA" "${props[@]+"${props[@]}"}" -jar "$JUNIT" \
        --disable-banner --details=tree --fail-if-no-tests \
        --class-path "$cp" "--scan-class-path=$dir" --include-classname '.*' >"$log" 2>&1
}

for ((k = 0; k < N; k++)); do
    id=$((k + 1))
    cls="${T_CLASS[k]}"
    line="${T_LINE[k]}"
    out="$WORK/t$id"
    mkdir -p "$out"
    printf '[%2d/%d] %s:%s (%s) ... ' "$id" "$N" "$cls" "$line" "${T_EXP[k]}" >&2
    start="$(date +%s.%N)"
    timeout -k 10 "$REACH_TIMEOUT" "$SYMCRETE" reach --cp "$CLASSES" --target "$PKG.$cls:$line" \
        --budget "$BUDGET" --out "$out" >"$LOGS/t$id.stdout" 2>"$LOGS/t$id.stderr" </dev/null
    rc=$?
    end="$(date +%s.%N)"
    secs="$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')"
    last="$(tail -n 1 "$LOGS/t$id.stdout")"
    case "$last" in
        "result: reached") result=reached ;;
        "result: unreachable") result=unreachable ;;
        "result: unknown") result=unknown ;;
        *)
            if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then result=timeout; else result=error; fi ;;
    esac

    test_ok="-"
    hit="-"
    if [ "$result" = reached ]; then
        tests=()
        while IFS= read -r -d '' f; do tests+=("$f"); done < <(find "$out" -name '*.java' -print0 | sort -z)
        if [ ${#tests[@]} -eq 0 ]; then
            test_ok="no test"
        else
            tb="$TESTBUILD/t$id"
            mkdir -p "$tb"
            if ! "$JAVAC" --release 17 -g -d "$tb" -cp "$CLASSES:$JUNIT" "${tests[@]}" >"$LOGS/t$id.javac" 2>&1; then
                test_ok="no compile"
            else
                if run_junit "$LOGS/t$id.junit" "" "$tb:$CLASSES" "$tb"; then test_ok=pass; else test_ok=FAIL; fi
                if [ "$PROBE_OK" -eq 1 ]; then
                    rm -f "$LOGS/t$id.hits"
                    run_junit "$LOGS/t$id.junit-probe" "$LOGS/t$id.hits" "$tb:$PROBE_DIR/classes" "$tb"
                    if [ -f "$LOGS/t$id.hits" ] && grep -qx "$cls:$line" "$LOGS/t$id.hits"; then hit=yes; else hit=NO; fi
                fi
            fi
        fi
    fi

    case "${T_EXP[k]}:$result" in
        reachable:reached) verdict=ok ;;
        reachable:unreachable) verdict=WRONG ;;
        unreachable:unreachable) verdict=ok ;;
        unreachable:reached|unreachable-invariant:reached) verdict=WRONG ;;
        unreachable-invariant:unreachable|unreachable-invariant:unknown) verdict=ok ;;
        *) verdict=miss ;;
    esac
    if [ "$verdict" = ok ] && [ "$result" = reached ] && { [ "$test_ok" != pass ] || [ "$hit" = NO ]; }; then
        verdict="unconfirmed"
    fi

    R_RESULT+=("$result")
    R_EXIT+=("$rc")
    R_SECS+=("$secs")
    R_TEST+=("$test_ok")
    R_HIT+=("$hit")
    R_VERDICT+=("$verdict")
    echo "$result (exit $rc, ${secs}s${test_ok:+, test $test_ok})" >&2
done

# --- table ----------------------------------------------------------------------------------------
{
    printf 'k\ttarget\texpected\tresult\texit\tseconds\ttest_ok\tline_hit\tverdict\n'
    for ((k = 0; k < N; k++)); do
        printf '%d\t%s.%s:%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$((k + 1))" "$PKG" "${T_CLASS[k]}" "${T_LINE[k]}" \
            "${T_EXP[k]}" "${R_RESULT[k]}" "${R_EXIT[k]}" "${R_SECS[k]}" "${R_TEST[k]}" "${R_HIT[k]}" "${R_VERDICT[k]}"
    done
} >"$WORK/results.tsv"

FMT='%-3s %-24s %-21s %-11s %4s %8s %-10s %-8s %s\n'
printf "$FMT" "k" "target" "expected" "result" "exit" "seconds" "test ok" "line hit" "verdict"
printf "$FMT" "---" "------------------------" "---------------------" "-----------" "----" "--------" "----------" "--------" "-------"
for ((k = 0; k < N; k++)); do
    printf "$FMT" "$((k + 1))" "${T_CLASS[k]}:${T_LINE[k]}" "${T_EXP[k]}" "${R_RESULT[k]}" "${R_EXIT[k]}" \
        "${R_SECS[k]}" "${R_TEST[k]}" "${R_HIT[k]}" "${R_VERDICT[k]}"
done
echo

# --- summary --------------------------------------------------------------------------------------
n_r=0; n_u=0; n_i=0
r_reached=0; r_pass=0; r_hit=0; r_unknown=0; r_other=0
u_proven=0; u_unknown=0; u_other=0
i_unreach=0; i_unknown=0; i_other=0
wrong=0; wrong_list=""
for ((k = 0; k < N; k++)); do
    res="${R_RESULT[k]}"
    case "${T_EXP[k]}" in
        reachable)
            n_r=$((n_r + 1))
            case "$res" in
                reached)
                    r_reached=$((r_reached + 1))
                    [ "${R_TEST[k]}" = pass ] && r_pass=$((r_pass + 1))
                    [ "${R_HIT[k]}" = yes ] && r_hit=$((r_hit + 1)) ;;
                unknown) r_unknown=$((r_unknown + 1)) ;;
                unreachable) ;;
                *) r_other=$((r_other + 1)) ;;
            esac ;;
        unreachable)
            n_u=$((n_u + 1))
            case "$res" in
                unreachable) u_proven=$((u_proven + 1)) ;;
                unknown) u_unknown=$((u_unknown + 1)) ;;
                reached) ;;
                *) u_other=$((u_other + 1)) ;;
            esac ;;
        unreachable-invariant)
            n_i=$((n_i + 1))
            case "$res" in
                unreachable) i_unreach=$((i_unreach + 1)) ;;
                unknown) i_unknown=$((i_unknown + 1)) ;;
                reached) ;;
                *) i_other=$((i_other + 1)) ;;
            esac ;;
    esac
    if [ "${R_VERDICT[k]}" = WRONG ]; then
        wrong=$((wrong + 1))
        wrong_list="$wrong_list ${T_CLASS[k]}:${T_LINE[k]}(${T_EXP[k]}->$res)"
    fi
done

stats="$(printf '%s\n' "${R_SECS[@]}" | sort -g | awk '
    { v[NR] = $1 }
    END {
        if (NR == 0) { print "- -"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.2f %.2f %.2f\n", m, v[NR], v[1]
    }')"
read -r median max min <<<"$stats"
total="$(printf '%s\n' "${R_SECS[@]}" | awk '{ s += $1 } END { printf "%.1f", s }')"

echo "== summary =="
echo "reachable targets reached:            $r_reached of $n_r   (test passes: $r_pass, test runs the line: $r_hit; unknown: $r_unknown; error/timeout: $r_other)"
echo "unreachable proven:                   $u_proven of $n_u   (unknown: $u_unknown; error/timeout: $u_other)"
echo "unreachable-invariant unreachable/unknown: $((i_unreach + i_unknown)) of $n_i   (unreachable: $i_unreach, unknown: $i_unknown; error/timeout: $i_other)"
echo "WRONG answers:                        $wrong${wrong_list:+  -$wrong_list}"
echo "seconds per target:                   median $median, max $max, min $min, total $total"

# Exit status per answer: the three answers should each have one status, all different.
declare -A EXITS=()
for ((k = 0; k < N; k++)); do
    res="${R_RESULT[k]}"
    case " ${EXITS[$res]:-} " in
        *" ${R_EXIT[k]} "*) ;;
        *) EXITS[$res]="${EXITS[$res]:-}${EXITS[$res]:+ }${R_EXIT[k]}" ;;
    esac
done
line="exit status by result:               "
for res in reached unreachable unknown error timeout; do
    [ -n "${EXITS[$res]:-}" ] && line="$line $res=${EXITS[$res]// /,}"
done
echo "$line"
seen=""
for res in reached unreachable unknown; do
    s="${EXITS[$res]:-}"
    [ -z "$s" ] && continue
    case "$s" in *" "*) echo "  note: '$res' came with several exit statuses ($s)" ;; esac
    for code in $s; do
        case " $seen " in *" $code "*) echo "  note: exit status $code is shared by more than one result" ;; esac
    done
    seen="$seen $s"
done
[ "$UNMAPPED" -gt 0 ] && echo "warning: $UNMAPPED target line(s) are not in javac's line table"
[ "$PROBE_OK" -eq 0 ] && echo "warning: no line-hit check (the probed copy did not compile)"
echo "results: $WORK/results.tsv; logs: $LOGS"
exit 0
