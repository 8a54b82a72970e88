// Runs `symcrete gen` as a user does: the suite it writes, its summary line,
// its determinism, and how it reports what it cannot handle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

#include "support/java_compiler.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;

using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// `gen --no-validate` on the classes in `classes` with `options` (--class,
// bounds, ...), writing into `out`.
symcrete::testing::CommandResult gen_unvalidated(const std::filesystem::path& classes, const std::string& options,
                                                 const std::filesystem::path& out) {
    return run_command(symcrete_command("gen --no-validate --cp " + shell_quote(classes) + " " + options + " --out " +
                                        shell_quote(out)));
}

// `gen` with validation on one class of the fixtures under tests/java/<fixtures>.
symcrete::testing::CommandResult gen_validated(const std::string& fixtures, const std::string& cls,
                                               const std::filesystem::path& out) {
    auto classes = compile_java(fixtures, 17);
    return run_command(
        symcrete_command("gen --cp " + shell_quote(classes) + " --class " + cls + " --out " + shell_quote(out)));
}

TEST(Gen, HelpDescribesEveryOption) {
    auto help = run_command(symcrete_command("gen --help"));
    EXPECT_EQ(help.status, 0);
    for (const char* option : {"--cp", "--class", "--method", "--out", "--budget", "--all-paths", "--no-validate",
                               "--stats", "--branch-bound", "--max-depth", "--max-objects", "--max-array-length",
                               "--max-string-length"})
        EXPECT_NE(help.output.find(option), std::string::npos) << option << "\n" << help.output;
}

TEST(Gen, WritesAValidatedSuiteAndEndsWithTheSummaryLine) {
    auto out = make_temp_dir("symcrete-gen");
    auto result = gen_validated("gen", "demo.Mixed", out);
    ASSERT_EQ(result.status, 0) << result.output;
    std::string source = read_file(out / "demo" / "MixedSymcreteTest.java");
    EXPECT_NE(source.find("class MixedSymcreteTest"), std::string::npos) << source;
    EXPECT_NE(source.find("assertThrows(IllegalArgumentException.class"), std::string::npos) << source;
    EXPECT_NE(source.find("Mixed.shout("), std::string::npos) << source;
    // The last line is the summary, and every written test passed with full coverage
    // of the methods this slice explores (the instance method is never called).
    std::string last = result.output.substr(result.output.rfind("symcrete: demo.Mixed:"));
    std::size_t written = 0, passed = 0;
    double coverage = 0;
    ASSERT_EQ(std::sscanf(last.c_str(), "symcrete: demo.Mixed: %zu tests written, %zu passed on the JVM, %lf%%",
                          &written, &passed, &coverage), 3)
        << last;
    EXPECT_GE(written, 7u);
    EXPECT_EQ(written, passed);
    EXPECT_GT(coverage, 80.0);
}

// The exploration bounds are options: a smaller one explores fewer paths,
// and one out of range is a usage error naming the option.
TEST(Gen, BoundsAreOptions) {
    auto classes = compile_java("gen", 17);
    auto out = make_temp_dir("symcrete-gen-bounds");
    auto paths = [&](const std::string& bounds) {
        auto result = gen_unvalidated(classes, "--class demo.Counting " + bounds, out);
        EXPECT_EQ(result.status, 0) << result.output;
        const auto line = result.output.find("countA(Ljava/lang/String;)I: ");
        if (line == std::string::npos) return 0;
        return std::atoi(result.output.c_str() + line + std::string("countA(Ljava/lang/String;)I: ").size());
    };
    const int wide = paths("--branch-bound 4");
    const int narrow = paths("--branch-bound 1");
    const int short_text = paths("--branch-bound 4 --max-string-length 2");
    EXPECT_GT(narrow, 0);
    EXPECT_LT(narrow, wide);
    EXPECT_LT(short_text, wide);
    auto bad =
        run_command(symcrete_command("gen --cp " + shell_quote(classes) + " --class demo.Counting --branch-bound 0"));
    EXPECT_NE(bad.status, 0);
    EXPECT_NE(bad.output.find("--branch-bound"), std::string::npos) << bad.output;
}

// Instance methods and reference parameters are explored; where the engine
// cannot make an input the path wants (a BitSet, for now) the method's
// line says so instead of claiming it was explored completely; bounded
// inputs (a map's size) are said too.
TEST(Gen, ExploresInstanceMethodsAndSaysWhichInputsItCouldNotMake) {
    auto classes = compile_java("gen", 17);
    auto out = make_temp_dir("symcrete-gen-skip");
    auto result = gen_unvalidated(classes, "--class demo.Mixed", out);
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_EQ(result.output.find("skipped"), std::string::npos) << result.output;
    // One path on a receiver made by Mixed's default constructor, one after
    // a setup call (instanceMethod itself changes the state), one on a
    // lazily made receiver (the fallback); the last two cover nothing more.
    EXPECT_NE(result.output.find("instanceMethod(I)I: 3 paths, 1 test (explored completely)"), std::string::npos)
        << result.output;
    EXPECT_NE(read_file(out / "demo" / "MixedSymcreteTest.java").find("Mixed mixed = new Mixed();"), std::string::npos);
    EXPECT_NE(result.output.find("takesObject(Ljava/lang/String;)I: 2 paths, 2 tests (explored completely)"),
              std::string::npos)
        << result.output;
    const auto line = result.output.find("takesMap(Ljava/util/Map;)I:");
    ASSERT_NE(line, std::string::npos) << result.output;
    const std::string text = result.output.substr(line, result.output.find('\n', line) - line);
    EXPECT_NE(text.find("inputs limited (items: maps up to 4 elements)"), std::string::npos) << text;
    const auto bits = result.output.find("takesBits(Ljava/util/BitSet;)I:");
    ASSERT_NE(bits, std::string::npos) << result.output;
    const std::string bits_text = result.output.substr(bits, result.output.find('\n', bits) - bits);
    EXPECT_NE(bits_text.find("inputs limited (items: no inputs of type java.util.BitSet are made yet)"),
              std::string::npos)
        << bits_text;
    EXPECT_NE(result.output.find("not validated"), std::string::npos) << result.output;
}

TEST(Gen, OutputIsByteIdenticalAcrossRuns) {
    auto classes = compile_java("gen", 11);
    auto first = make_temp_dir("symcrete-gen-a");
    auto second = make_temp_dir("symcrete-gen-b");
    for (const auto& out : {first, second}) {
        auto result = gen_unvalidated(classes, "--all-paths --class demo.Mixed", out);
        ASSERT_EQ(result.status, 0) << result.output;
    }
    std::string a = read_file(first / "demo" / "MixedSymcreteTest.java");
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a, read_file(second / "demo" / "MixedSymcreteTest.java"));
}

TEST(Gen, StatsReportPathsQueriesAndSolverShare) {
    auto classes = compile_java("gen", 17);
    auto out = make_temp_dir("symcrete-gen-stats");
    auto result = gen_unvalidated(classes, "--stats --method sign --class demo.Mixed", out);
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("  sign(J)I: 3 paths, 4 tests"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("paths/s"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("solver queries"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("% of exploration"), std::string::npos) << result.output;
}

TEST(Gen, MissingClassIsAClearError) {
    auto classes = compile_java("gen", 17);
    auto result = run_command(symcrete_command("gen --cp " + shell_quote(classes) + " --class demo.Nope"));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.output.find("class demo.Nope not found"), std::string::npos) << result.output;
}

// A class whose every path stops at something the engine does not model gets
// no test: gen says what stopped it and exits 2. A class where only some
// methods stop there still gets its tests, and succeeds.
TEST(Gen, AClassLeftWithoutTestsByAnUnsupportedFeatureIsAnError) {
    auto classes = compile_java("gen_unsupported", 17);
    auto out = make_temp_dir("symcrete-gen-unsupported");
    auto blocked = gen_unvalidated(classes, "--class blocked.ReadsHostFile", out);
    EXPECT_EQ(blocked.status, 2) << blocked.output;
    EXPECT_NE(blocked.output.find("symcrete: blocked.ReadsHostFile: no test written: every path stopped at something "
                                  "Symcrete does not model yet: reading the file /etc/hostname in exploration"),
              std::string::npos)
        << blocked.output;
    auto partly = gen_unvalidated(classes, "--class blocked.PartlyBlocked", out);
    EXPECT_EQ(partly.status, 0) << partly.output;
    EXPECT_EQ(partly.output.find("no test written"), std::string::npos) << partly.output;
}

// Methods that start threads and wait for them (a Thread joined, an
// executor's future) run in one interleaving; their tests call them as they
// are, assert what the threads computed, and pass on the JVM.
TEST(Gen, TestsOfMethodsThatStartThreadsPassOnTheJvm) {
    auto out = make_temp_dir("symcrete-gen-threads");
    auto result = gen_validated("gen_threads", "threads.ParallelWork", out);
    ASSERT_EQ(result.status, 0) << result.output;
    // Every test written passed: "<n> tests written, <n> passed on the JVM".
    const std::string summary = result.output.substr(result.output.rfind("symcrete: threads.ParallelWork: ") + 32);
    const std::string written = summary.substr(0, summary.find(' '));
    EXPECT_GE(std::stoi(written), 6) << summary;
    EXPECT_EQ(summary.find(written + " tests written, " + written + " passed on the JVM"), 0u) << summary;
    const std::string source = read_file(out / "threads" / "ParallelWorkSymcreteTest.java");
    // Each sum asserted is what the two threads add up: 1 + ... + min(n, 20),
    // and at least one of them runs a thread's loop.
    const std::regex sum_call("assertEquals\\((-?[0-9]+)L, ParallelWork\\.sum\\(([0-9]+)\\)\\)");
    long largest = 0;
    for (auto it = std::sregex_iterator(source.begin(), source.end(), sum_call); it != std::sregex_iterator(); ++it) {
        const long n = std::min(std::stol((*it)[2].str()), 20L);
        EXPECT_EQ(std::stol((*it)[1].str()), n * (n + 1) / 2) << it->str();
        largest = std::max(largest, n);
    }
    EXPECT_GE(largest, 2) << source;
    EXPECT_NE(source.find("assertEquals(\"big odd\", ParallelWork.classify("), std::string::npos) << source;
    EXPECT_NE(source.find("assertThrows(IllegalArgumentException.class, () -> ParallelWork.sum("), std::string::npos)
        << source;
}

}  // namespace
