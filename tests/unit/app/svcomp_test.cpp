// `symcrete svcomp` on small tasks of our own (tests/java/svcomp): each
// verdict, the property chosen, the inputs of a violation, and the JUnit
// reproducer failing on the JVM.
#include <gtest/gtest.h>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

const std::string kTasks = (symcrete::testing::test_java_dir() / "svcomp" / "tasks").string() + "/";

std::string svcomp(const std::string& task, const std::string& options = "") {
    auto result = run_command(
        symcrete::testing::symcrete_command("svcomp " + options + " " + shell_quote(kTasks + task + ".yml")));
    EXPECT_EQ(result.status, 0) << result.output;
    return result.output;
}

std::string last_line(const std::string& text) {
    std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
    return trimmed.substr(trimmed.rfind('\n') + 1);
}

TEST(Svcomp, AViolationIsFalseWithTheInputsThatReachIt) {
    const std::string out = svcomp("DivisionCaught");
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("violation: java.lang.AssertionError escapes main"), std::string::npos) << out;
    EXPECT_NE(out.find("inputs (Verifier.nondet* in call order): 0\n"), std::string::npos) << out;
}

TEST(Svcomp, EachPropertyHasItsOwnVerdict) {
    // The ArithmeticException is caught: no RuntimeException escapes.
    EXPECT_EQ(last_line(svcomp("DivisionCaught", "--property no-runtime-exception")), "verdict: true");
    const std::string npe = svcomp("NullDereference", "--property no-runtime-exception");
    EXPECT_EQ(last_line(npe), "verdict: false") << npe;
    EXPECT_NE(npe.find("java.lang.NullPointerException escapes main"), std::string::npos) << npe;
    EXPECT_NE(npe.find("): true\n"), std::string::npos) << npe;  // the boolean input
    EXPECT_EQ(last_line(svcomp("NullDereference")), "verdict: true");  // it has no assert
}

TEST(Svcomp, TrueOnlyWhenEveryExecutionWasExploredExactly) {
    EXPECT_EQ(last_line(svcomp("BoundedLoopSum")), "verdict: true");
    // Random's range: nondetDouble() and nondetFloat() lie in [0, 1).
    EXPECT_EQ(last_line(svcomp("DoubleRange")), "verdict: true");
}

// Math results stand for every value Java's specification allows: facts
// that hold on every JVM are proved, a violation far from the last place is
// confirmed, and one that hangs on the last place of sin(1.0) (HotSpot's
// happens to make it fail) is not claimed.
// Merged compare-and-swaps make "the sum is kept" one query the solver
// gives up on; explored again path by path, each sum is the inputs in
// another order. (A generous limit: the sanitized engine is slower.)
TEST(Svcomp, WhereMergingDefeatsTheSolverThePathsDecide) {
    const std::string out = svcomp("SwapSortSum", "--stats --timeout 30");
    EXPECT_EQ(last_line(out), "verdict: true") << out;
    EXPECT_EQ(out.find("(0 branches merged)"), std::string::npos) << out;  // merging was tried first
}

// A violation that needs a text longer than the first rounds' bound (48
// chars) is found in the last round, with texts up to 128.
TEST(Svcomp, LongTextsAreExploredInTheLastRound) {
    const std::string out = svcomp("LongRun", "--stats");
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("\"" + std::string(51, 'x')), std::string::npos) << out;
    EXPECT_NE(out.find("strings up to 128 chars"), std::string::npos) << out;
}

TEST(Svcomp, MathVerdictsHoldWhateverTheLastPlace) {
    // Verdicts, not speed: under the sanitizers beside other tests, MathRanges
    // took 10-20 s of wall time (2 s alone in the plain build).
    const std::string ranges = svcomp("MathRanges", "--timeout 60");
    EXPECT_EQ(last_line(ranges), "verdict: true") << ranges;
    const std::string violation = svcomp("MathViolation");
    EXPECT_EQ(last_line(violation), "verdict: false") << violation;
    const std::string last_place = svcomp("MathLastPlace");
    EXPECT_EQ(last_line(last_place), "verdict: unknown") << last_place;
    EXPECT_NE(last_place.find("depends on the last place of a Math result"), std::string::npos) << last_place;
}

// The clock and identity hashes are values the JVM chooses, with what it
// guarantees: nanoTime never decreases, an object keeps its hash. The
// replay keeps them free: a violation that needs one particular choice is
// not claimed, one that happens whatever the clock reads is.
TEST(Svcomp, ClocksAndHashesStandForEveryValueTheJvmMayGive) {
    const std::string monotonic = svcomp("ClockMonotonic");
    EXPECT_EQ(last_line(monotonic), "verdict: true") << monotonic;
    const std::string hashes = svcomp("IdentityHashStable");
    EXPECT_EQ(last_line(hashes), "verdict: unknown") << hashes;
    EXPECT_NE(hashes.find("on a value the JVM chooses"), std::string::npos) << hashes;
    const std::string elapsed = svcomp("ClockElapsed");
    EXPECT_EQ(last_line(elapsed), "verdict: false") << elapsed;
}

TEST(Svcomp, UnknownSaysWhatWasNotExploredExactly) {
    const std::string clock = svcomp("ClockValue");
    EXPECT_EQ(last_line(clock), "verdict: unknown") << clock;
    EXPECT_NE(clock.find("on a value the JVM chooses"), std::string::npos) << clock;
    const std::string loop = svcomp("UnboundedLoop", "--timeout 1");
    EXPECT_EQ(last_line(loop), "verdict: unknown") << loop;
    EXPECT_TRUE(loop.find("the branch bound left a side unexplored") != std::string::npos ||
                loop.find("the time limit ended exploration") != std::string::npos)
        << loop;
}

TEST(Svcomp, StringInputsAreSymbolic) {
    const std::string out = svcomp("StringEquals");
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("): \"case1\"\n"), std::string::npos) << out;
}

// setCharAt, deleteCharAt, insert, reverse, getChars and regionMatches
// keep nondet text symbolic: the one violating pair is found, where a
// pinned text (the model's first) misses it.
TEST(Svcomp, BuilderEditsKeepNondetTextSymbolic) {
    const std::string out = svcomp("BuilderEdits");
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("aDav"), std::string::npos) << out;
}

// Pattern.matcher on nondet text: the path first goes where the regex
// finds a part (intrinsics_regex.cpp), where the JDK's matcher alone
// backtracks through `.*`'s splits until the time limit.
TEST(Svcomp, ARegexMatchIsSoughtBeforeItsBacktracking) {
    const std::string out = svcomp("RegexFind");
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("P"), std::string::npos) << out;
}

TEST(Svcomp, TheReproducerFailsOnTheJvmWithTheViolation) {
    if (symcrete::testing::kSanitized) GTEST_SKIP() << "the plain build runs the JVM part";
    const auto out_dir = symcrete::testing::make_temp_dir("symcrete-svcomp-repro");
    const std::string out = svcomp("DivisionCaught", "--out " + shell_quote(out_dir));
    EXPECT_EQ(last_line(out), "verdict: false") << out;
    EXPECT_NE(out.find("fails on the JVM with java.lang.AssertionError"), std::string::npos) << out;
    EXPECT_TRUE(std::filesystem::exists(out_dir / "MainReproducerTest.java"));
    EXPECT_TRUE(std::filesystem::exists(out_dir / "org/sosy_lab/sv_benchmarks/Verifier.java"));
}

// A program that starts a thread is explored in one interleaving of its
// threads: never `true`, however safe it is; a violation on that
// interleaving happens on the JVM too, so it is still `false`.
TEST(Svcomp, ThreadsAreNeverTrueButTheirViolationsAreFalse) {
    const std::string safe = svcomp("ThreadSum");
    EXPECT_EQ(last_line(safe), "verdict: unknown") << safe;
    EXPECT_NE(safe.find("one interleaving of its threads was explored"), std::string::npos) << safe;
    const std::string violation = svcomp("ThreadViolation");
    EXPECT_EQ(last_line(violation), "verdict: false") << violation;
    EXPECT_NE(violation.find("inputs (Verifier.nondet* in call order): 7\n"), std::string::npos) << violation;
}

TEST(Svcomp, BadTasksAreUsageErrors) {
    const auto dir = symcrete::testing::make_temp_dir("symcrete-svcomp-bad");
    auto missing = run_command(symcrete::testing::symcrete_command("svcomp " + shell_quote(dir / "none.yml")));
    EXPECT_EQ(missing.status, 1) << missing.output;
    EXPECT_NE(missing.output.find("cannot read the task file"), std::string::npos) << missing.output;
    auto other = run_command(symcrete::testing::symcrete_command("svcomp --property no-deadlock " +
                                                                 shell_quote(kTasks + "DivisionCaught.yml")));
    EXPECT_EQ(other.status, 1) << other.output;
    EXPECT_NE(other.output.find("no property no-deadlock"), std::string::npos) << other.output;
}

}  // namespace
