// `symcrete gen` ends honestly (issue 27): an output folder that cannot be
// written ends the run before any exploration (exit 1, one line naming the
// option, the path and why), and `--junit 4` stays JUnit 4 when validation
// takes a test out and rewrites the file.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <vector>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// 1. Output folders are tried before anything is explored. The budget is
//    long and validation on: a run that explored first would take minutes.

TEST(GenExits, AnOutputFolderThatCannotBeWrittenEndsTheRunAtOnce) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-out");
    std::ofstream(dir / "plain-file") << "x";
    fs::create_directories(dir / "locked");
    ::chmod((dir / "locked").c_str(), 0555);
    struct Case {
        std::string options;
        std::string message;
    };
    std::vector<Case> cases = {
        {"--out /proc/symcrete-out", "symcrete: --out /proc/symcrete-out: cannot write into /proc: "},
        {"--out " + shell_quote(dir / "plain-file"), "exists and is not a directory"},
        {"--out " + shell_quote(dir / "plain-file" / "tests"), (dir / "plain-file").string() + " is not a directory"},
        {"--out " + shell_quote(dir / "tests") + " --report /proc/symcrete-report",
         "symcrete: --report /proc/symcrete-report: cannot write into /proc: "},
    };
    // Root writes into a folder without write permission: only a user's
    // read-only folder is refused.
    if (::geteuid() != 0)
        cases.push_back({"--out " + shell_quote(dir / "locked" / "tests"),
                         fmt::format("cannot write into {}: Permission denied", (dir / "locked").string())});
    for (const std::string& what : {std::string("--class exits.slow.Bits"), std::string("--package exits.slow")}) {
        for (const Case& c : cases) {
            const auto start = Clock::now();
            const auto result = run_command(
                symcrete_command(fmt::format("gen --cp {} {} --budget 600 {}", shell_quote(classes), what, c.options)));
            EXPECT_EQ(result.status, 1) << c.options << "\n" << result.output;
            EXPECT_TRUE(contains(result.output, c.message)) << c.message << "\n" << result.output;
            EXPECT_FALSE(contains(result.output, "exploring")) << result.output;
            EXPECT_EQ(std::count(result.output.begin(), result.output.end(), '\n'), 1) << result.output;
            EXPECT_LT(seconds_since(start), 20.0) << c.options;
        }
    }
    EXPECT_FALSE(fs::exists(dir / "tests")) << "the check leaves nothing behind";
    ::chmod((dir / "locked").c_str(), 0755);
}

TEST(GenExits, CheckTriesItsOutputsBeforeExploring) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-check-exits-out");
    const std::string bugs = "--out " + shell_quote(dir / "bugs") + " ";
    for (const auto& [options, message] : std::vector<std::pair<std::string, std::string>>{
             {"--out /proc/symcrete-bugs", "symcrete: --out /proc/symcrete-bugs: cannot write into /proc: "},
             {bugs + "--report /proc/symcrete-report.sarif --format sarif",
              "symcrete: --report /proc/symcrete-report.sarif: cannot write into /proc: "},
             {bugs + "--report /proc/nowhere/report.sarif --format sarif",
              "symcrete: --report /proc/nowhere/report.sarif: the folder /proc/nowhere does not exist"},
             {bugs + "--report " + shell_quote(dir), fmt::format("symcrete: --report {}: is a directory", dir.string())}}) {
        const auto start = Clock::now();
        const auto result = run_command(symcrete_command(fmt::format(
            "check --cp {} --class exits.slow.Bits --budget 600 {}", shell_quote(classes), options)));
        EXPECT_EQ(result.status, 1) << options << "\n" << result.output;
        EXPECT_TRUE(contains(result.output, message)) << message << "\n" << result.output;
        EXPECT_LT(seconds_since(start), 20.0) << options;
    }
}

// 2. A test that fails on the JVM (exits.Clock.seconds: the engine's clock is
//    not the JVM's) is taken out and the file written again: still JUnit 4,
//    for one class in this process and for a package in a worker.

TEST(GenExits, Junit4StaysJunit4WhenATestIsTakenOut) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-junit4");
    // The package holds the slow classes too, each explored in a worker
    // for the short budget.
    for (const auto& [what, folder] : std::vector<std::pair<std::string, std::string>>{
             {"--class exits.Clock", "one"}, {"--package exits", "many"}}) {
        const fs::path out = dir / folder;
        const auto result = run_command(symcrete_command(
            fmt::format("gen --cp {} {} --junit 4 --budget 2 --out {}", shell_quote(classes), what, shell_quote(out))));
        ASSERT_EQ(result.status, 0) << result.output;
        EXPECT_TRUE(contains(result.output, "exits.Clock: removed test seconds_returns")) << result.output;
        EXPECT_TRUE(contains(result.output, "; 1 removed: failed on the JVM")) << result.output;
        const std::string text = read_file(out / "exits" / "ClockSymcreteTest.java");
        EXPECT_TRUE(contains(text, "import static org.junit.Assert.*;")) << text;
        EXPECT_TRUE(contains(text, "public class ClockSymcreteTest {")) << text;
        EXPECT_TRUE(contains(text, "public void sign_returns")) << text;
        EXPECT_FALSE(contains(text, "jupiter")) << text;
        EXPECT_FALSE(contains(text, "Clock.seconds()")) << text;
    }
}

}  // namespace
