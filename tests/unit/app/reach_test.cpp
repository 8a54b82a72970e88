// `symcrete reach` from the command line: every target of the thesis's ten
// programs (tests/java/reach, each marked `// TARGET reachable` or
// `// TARGET unreachable` in its source, read here) answered as marked, with
// a test confirmed on the JVM; and on tests/java/reach_cli a target in a
// class with no public method, every call of a marker, an assert's failure,
// the exit statuses, JSON, and targets that name no code.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/shell.h"
#include "support/test_paths.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

// stdout alone (run_command adds stderr: the progress lines).
symcrete::testing::CommandResult stdout_of(const std::string& command) {
    return run_command("{ " + command + " 2>/dev/null; }");
}

// Under the sanitizers the JVM part is the plain build's to check.
std::string validation() { return symcrete::testing::kSanitized ? " --no-validate" : ""; }

symcrete::testing::CommandResult reach(const std::string& folder, const std::string& options) {
    const auto classes = symcrete::testing::compile_java(folder, 17);
    const auto out = symcrete::testing::make_temp_dir("symcrete-reach");
    return stdout_of(symcrete::testing::symcrete_command("reach --cp " + shell_quote(classes) + " --out " +
                                                           shell_quote(out) + validation() + " " + options));
}

std::string last_line(const std::string& output) {
    std::string text = output;
    while (!text.empty() && text.back() == '\n') text.pop_back();
    const std::size_t newline = text.rfind('\n');
    return newline == std::string::npos ? text : text.substr(newline + 1);
}

struct MarkedTarget {
    std::string target;  // Class:line
    bool reachable = false;
};

std::vector<MarkedTarget> marked_targets() {
    std::vector<MarkedTarget> targets;
    for (const auto& entry : fs::directory_iterator(symcrete::testing::test_java_dir() / "reach")) {
        if (entry.path().extension() != ".java") continue;
        std::ifstream in(entry.path());
        std::string line;
        for (int number = 1; std::getline(in, line); ++number) {
            const std::size_t mark = line.find("// TARGET ");
            if (mark == std::string::npos) continue;
            targets.push_back({entry.path().stem().string() + ":" + std::to_string(number),
                               line.compare(mark + 10, 9, "reachable") == 0});
        }
    }
    return targets;
}

TEST(Reach, EveryTargetOfTheThesisProgramsIsAnsweredAsMarked) {
    const std::vector<MarkedTarget> targets = marked_targets();
    ASSERT_GE(targets.size(), 16u);
    for (const MarkedTarget& marked : targets) {
        const auto result = reach("reach", "--budget 10 --target " + marked.target);
        EXPECT_EQ(last_line(result.output), marked.reachable ? "result: reached" : "result: unreachable")
            << marked.target << "\n" << result.output;
        EXPECT_EQ(result.status, marked.reachable ? 0 : 6) << marked.target;
        if (marked.reachable && !symcrete::testing::kSanitized) {
            EXPECT_NE(result.output.find("confirmed on the JVM: JaCoCo shows line"), std::string::npos)
                << marked.target << "\n" << result.output;
        }
    }
}

TEST(Reach, ATargetInAClassWithNoPublicMethodIsReachedThroughItsCaller) {
    const auto result = reach("reach_cli", "--target Audit:30");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("  entry: Ledger.charge(int)\n"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("-> Audit.flag line 30\n"), std::string::npos) << result.output;
    // The receiver is built by its constructor, as gen builds it.
    EXPECT_NE(result.output.find("Ledger ledger = new Ledger("), std::string::npos) << result.output;
    if (!symcrete::testing::kSanitized) {
        // Audit's own coverage, measured by a second run, shows its line.
        EXPECT_NE(result.output.find("JaCoCo shows line 30 run"), std::string::npos) << result.output;
        const std::regex written("  test: (.*LedgerSymcreteTest\\.java)\n");
        std::smatch match;
        ASSERT_TRUE(std::regex_search(result.output, match, written)) << result.output;
        EXPECT_TRUE(fs::exists(match[1].str()));
    }
}

TEST(Reach, ALineOfAnotherClassOfTheFileIsFoundThroughTheFilesClass) {
    std::ifstream in(symcrete::testing::test_java_dir() / "reach_cli" / "Shapes.java");
    std::string text;
    int line = 0;
    for (int number = 1; std::getline(in, text); ++number)
        if (text.find("// the target") != std::string::npos) line = number;
    ASSERT_NE(line, 0);
    const auto result = reach("reach_cli", "--target Shapes:" + std::to_string(line));
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find(fmt::format("target: line {} of Shapes (in Square)\n", line)), std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("  entry: Shapes.area(int)\n"), std::string::npos) << result.output;
    if (!symcrete::testing::kSanitized) {
        EXPECT_NE(result.output.find(fmt::format("JaCoCo shows line {} run", line)), std::string::npos) << result.output;
    }
}

TEST(Reach, EveryCallOfAMarkerIsATarget) {
    const auto result = reach("reach_cli", "--target-call Marks.here");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("target: the call of Marks.here in Ledger.charge (line 15)\n"), std::string::npos)
        << result.output;
    EXPECT_EQ(last_line(result.output), "result: reached");
}

TEST(Reach, AnAssertLineStandsForTheAssertsFailure) {
    const auto result = reach("reach_cli", "--target Ledger:22");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("target: the failure of the assert on line 22 of Ledger\n"), std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("Ledger.checked(4242)"), std::string::npos) << result.output;
    if (!symcrete::testing::kSanitized) {
        EXPECT_NE(result.output.find("the test saw the assert fail"), std::string::npos) << result.output;
    }
}

// The check of --lines on a bundled example: every line gen's suite
// runs (JaCoCo's lines, in gen's report) is reached, and none it runs is
// called unreachable. (bench/reach_lines_examples.sh does every example.)
TEST(Reach, EveryLineGensSuiteRunsIsReachedAndNoneItRunsIsUnreachable) {
    if (symcrete::testing::kSanitized) GTEST_SKIP() << "both answers rest on the JVM's runs: the plain build's";
    const fs::path classes = symcrete::testing::compile_java_tree(symcrete::testing::source_root() / "examples" / "src",
                                                                  "reach-examples", "--release 17");
    const auto gen_out = symcrete::testing::make_temp_dir("symcrete-reach-gen");
    const auto gen = run_command(symcrete::testing::symcrete_command(
        "gen --cp " + shell_quote(classes.string()) + " --class examples.Bmi --budget 5 --out " +
        shell_quote((gen_out / "tests").string()) + " --report " + shell_quote((gen_out / "report").string())));
    ASSERT_EQ(gen.status, 0) << gen.output;
    std::ifstream report_file(gen_out / "report" / "symcrete-report.json");
    const nlohmann::json report = nlohmann::json::parse(report_file);
    std::vector<int> ran;
    for (const auto& cls : report["classes"])
        if (cls["class"] == "examples.Bmi") ran = cls["coverage"]["covered_lines"].get<std::vector<int>>();
    ASSERT_FALSE(ran.empty()) << report.dump(2);

    const auto out = symcrete::testing::make_temp_dir("symcrete-reach");
    const auto result = stdout_of(symcrete::testing::symcrete_command(
                                        "reach --cp " + shell_quote(classes.string()) + " --out " + shell_quote(out.string()) +
                                        " --lines examples.Bmi --budget 3 --format json"));
    const nlohmann::json answers = nlohmann::json::parse(result.output, nullptr, false);
    ASSERT_FALSE(answers.is_discarded()) << result.output;
    std::map<int, std::string> by_line;
    for (const auto& target : answers["targets"]) by_line[target["line"].get<int>()] = target["result"];
    for (int line : ran) EXPECT_EQ(by_line[line], "reached") << "line " << line << "\n" << result.output;
    // The private constructor's lines: no caller, so dead, and no test ran them.
    EXPECT_TRUE(std::any_of(by_line.begin(), by_line.end(), [](const auto& a) { return a.second == "unreachable"; }))
        << result.output;
}

// tests/java/svcomp's programs take their inputs from SV-COMP's Verifier:
// compiled with it, and the line of `text` in the task's Main.java.
struct Program {
    std::string classes;
    int line = 0;
};

Program svcomp_program(const std::string& task, const std::string& text) {
    const fs::path root = symcrete::testing::test_java_dir() / "svcomp";
    const fs::path classes = symcrete::testing::make_temp_dir("symcrete-reach-program");
    std::string sources;  // each quoted: the checkout's path may hold spaces
    for (const fs::path& dir : {root / "common", root / "tasks" / task})
        for (const auto& entry : fs::recursive_directory_iterator(dir))
            if (entry.path().extension() == ".java") sources += " " + shell_quote(entry.path().string());
    const auto compiled = run_command("javac -g -d " + shell_quote(classes.string()) + sources);
    EXPECT_EQ(compiled.status, 0) << compiled.output;
    std::ifstream in(root / "tasks" / task / "Main.java");
    std::string line;
    int found = 0;
    for (int number = 1; std::getline(in, line); ++number)
        if (line.find(text) != std::string::npos) found = number;
    EXPECT_NE(found, 0) << task << ": no line holds " << text;
    return {classes.string(), found};
}

symcrete::testing::CommandResult reach_program(const Program& program, const std::string& options) {
    const auto out = symcrete::testing::make_temp_dir("symcrete-reach");
    return stdout_of(symcrete::testing::symcrete_command("reach --cp " + shell_quote(program.classes) + " --out " +
                                                           shell_quote(out.string()) + validation() + " " + options +
                                                           " --target Main:" + std::to_string(program.line)));
}

TEST(Reach, AProgramsFailingAssertIsReachedFromMainWithVerifiersValuesReplayed) {
    for (const auto& [task, text] : {std::pair{"DivisionCaught", "assert false"}, {"StringEquals", "assert !s.equals"}}) {
        const auto result = reach_program(svcomp_program(task, text), "--budget 5");
        EXPECT_EQ(result.status, 0) << task << "\n" << result.output;
        EXPECT_NE(result.output.find("  entry: Main.main(java.lang.String[])\n"), std::string::npos) << result.output;
        // svcomp's reproducer: main under a Verifier returning the path's values.
        const std::regex written("  test: (.*MainReproducerTest\\.java)\n");
        std::smatch match;
        ASSERT_TRUE(std::regex_search(result.output, match, written)) << result.output;
        EXPECT_TRUE(fs::exists(fs::path(match[1].str()).parent_path() / "org/sosy_lab/sv_benchmarks/Verifier.java"));
        if (!symcrete::testing::kSanitized) {
            EXPECT_NE(result.output.find("failed with the AssertionError"), std::string::npos) << result.output;
        }
    }
}

// java.util.Scanner over nondet text: its set-up (the JDK's locale
// providers, class loaders and service lookup) runs in the engine, and the
// first round's printable texts find a negative token among the ways the
// text can fail to be a number.
TEST(Reach, ANumberAScannerReadsFromNondetTextIsFound) {
    const auto result = reach_program(svcomp_program("ScannerTokens", "assert choice"), "--budget 10");
    EXPECT_EQ(last_line(result.output), "result: reached") << result.output;
    if (!symcrete::testing::kSanitized) {
        EXPECT_NE(result.output.find("failed with the AssertionError"), std::string::npos) << result.output;
    }
}

TEST(Reach, AProgramsLineIsReachedByARunOfMainThatPasses) {
    const auto result = reach_program(svcomp_program("DivisionCaught", "System.out.println(100 / divisor)"), "--budget 5");
    EXPECT_EQ(result.status, 0) << result.output;
    // A divisor other than 0: main returns, and the test says so.
    EXPECT_NE(result.output.find("assertDoesNotThrow(() -> Main.main(new String[0]))"), std::string::npos)
        << result.output;
    if (!symcrete::testing::kSanitized) {
        EXPECT_NE(result.output.find("JaCoCo shows line"), std::string::npos) << result.output;
    }
}

TEST(Reach, AnAssertThatHoldsForEveryRunOfMainIsNotReached) {
    // Only main is an entry: BoundedLoopSum's assert holds for every n the
    // program assumes, whatever another caller might pass.
    for (const auto& [task, text] : {std::pair{"BoundedLoopSum", "assert sum"}, {"SwapSortSum", "assert after"}}) {
        const auto result = reach_program(svcomp_program(task, text), "--budget 5");
        EXPECT_EQ(result.output.find("result: reached"), std::string::npos) << task << "\n" << result.output;
        EXPECT_EQ(last_line(result.output), "result: unreachable") << task << "\n" << result.output;
    }
}

TEST(Reach, UnknownSaysWhyAndHasItsOwnExitStatus) {
    // The loop needs a thousand iterations; without the concrete search the
    // branch bound stops exploring first.
    const auto result = reach("reach", "--no-search --target EasyLoop:10");
    EXPECT_EQ(result.status, 7) << result.output;
    EXPECT_NE(result.output.find("unknown: EasyLoop.easyLoop(int, int): branch bound"), std::string::npos)
        << result.output;
    EXPECT_EQ(last_line(result.output), "result: unknown");
}

TEST(Reach, BackwardAloneShowsWhatNoWayInCanRunAndForwardAloneExploresEveryPath) {
    const auto backward = reach("reach", "--direction backward --target Unreach:16");
    EXPECT_EQ(backward.status, 6) << backward.output;
    EXPECT_NE(backward.output.find("unreachable: shown backward"), std::string::npos) << backward.output;
    const auto forward = reach("reach", "--direction forward --target Unreach:16");
    EXPECT_EQ(forward.status, 6) << forward.output;
    EXPECT_NE(forward.output.find("unreachable: every path from its one entry was explored exactly"), std::string::npos)
        << forward.output;
    // Backward never reaches: a reachable target is unknown there.
    const auto reachable = reach("reach", "--direction backward --target Narrow:11");
    EXPECT_EQ(reachable.status, 7) << reachable.output;
    EXPECT_NE(reachable.output.find("not shown unreachable backward"), std::string::npos) << reachable.output;
}

TEST(Reach, JsonCarriesTheAnswerAndTheEntry) {
    const auto result = reach("reach", "--format json --target Narrow:11 --target Unreach:16");
    EXPECT_EQ(result.status, 6) << result.output;  // one unreachable, none unknown
    // The whole of stdout is the document.
    const nlohmann::json parsed = nlohmann::json::parse(result.output, nullptr, false);
    ASSERT_FALSE(parsed.is_discarded()) << result.output;
    ASSERT_EQ(parsed["targets"].size(), 2u);
    EXPECT_EQ(parsed["targets"][0]["result"], "reached");
    EXPECT_EQ(parsed["targets"][0]["entry"], "Narrow.narrow(int)");
    EXPECT_EQ(parsed["targets"][1]["result"], "unreachable");
    EXPECT_EQ(parsed["result"], "unreachable");
}

TEST(Reach, EveryLineOfAMethodIsATargetAndItsTestsOneSuite) {
    const auto result = reach("reach", "--budget 5 --lines Unreach.unreachable");
    EXPECT_EQ(result.status, 6) << result.output;  // one line unreachable, none unknown
    // Each line of code answered once; the marked one unreachable, and so
    // the `return 0` after `if (y > 0)` (y is at least 9 by then); the rest
    // reached.
    std::ifstream in(symcrete::testing::test_java_dir() / "reach" / "Unreach.java");
    std::vector<std::string> source{""};
    for (std::string line; std::getline(in, line);) source.push_back(line);
    const std::regex answer("line (\\d+): (reached|unreachable|unknown): ");
    int reached = 0, unreachable = 0, unknown = 0;
    bool marked = false;
    for (auto it = std::sregex_iterator(result.output.begin(), result.output.end(), answer); it != std::sregex_iterator(); ++it) {
        const std::string kind = (*it)[2].str();
        (kind == "reached" ? reached : kind == "unreachable" ? unreachable : unknown) += 1;
        if (kind != "unreachable") continue;
        const std::string& text = source.at(std::stoul((*it)[1].str()));
        marked |= text.find("// TARGET unreachable") != std::string::npos;
        EXPECT_TRUE(text.find("// TARGET unreachable") != std::string::npos || text.find("return 0;") != std::string::npos)
            << "reported unreachable: " << text;
    }
    EXPECT_TRUE(marked) << result.output;
    EXPECT_EQ(unreachable, 2) << result.output;
    EXPECT_EQ(unknown, 0) << result.output;
    EXPECT_GE(reached, 3) << result.output;
    if (!symcrete::testing::kSanitized) {
        // Lines a test already ran are its, and the tests are one suite, each once.
        EXPECT_NE(result.output.find("run by the test of line"), std::string::npos) << result.output;
        const std::regex suite("suite: (.*UnreachSymcreteTest\\.java) \\((\\d+) tests?\\)");
        std::smatch match;
        ASSERT_TRUE(std::regex_search(result.output, match, suite)) << result.output;
        EXPECT_TRUE(fs::exists(match[1].str()));
        EXPECT_LT(std::stoi(match[2].str()), reached);
    }
}

TEST(Reach, ATargetThatNamesNoCodeIsAnErrorSayingWhere) {
    // The blank line that opens Ledger.charge's body.
    auto result = reach("reach_cli", "--target Ledger:13");
    EXPECT_EQ(result.status, 1) << result.output;
    result = run_command(symcrete::testing::symcrete_command(
                             "reach --cp " + shell_quote(symcrete::testing::compile_java("reach_cli", 17)) +
                             " --target Ledger:13 --no-validate") +
                         " 2>&1");
    EXPECT_NE(result.output.find("line 13 of Ledger holds no code (the nearest lines with code: 10 and 14)"),
              std::string::npos)
        << result.output;
    result = run_command(symcrete::testing::symcrete_command("reach --cp /tmp --target Ledger-13 --no-validate") + " 2>&1");
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_NE(result.output.find("expected <Class>:<line>"), std::string::npos) << result.output;
}

}  // namespace
