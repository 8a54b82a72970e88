// `symcrete check` on seeded bugs (tests/java/check/seeded/buggy) and their
// bug-free twins (seeded/fixed): each bug found at its place, with a
// reproducer that fails on the JVM; nothing reported for the twins; SARIF
// that validates against the SARIF 2.1.0 schema; null arguments that
// nullness annotations forbid, and the JDK's interface contracts, counted as
// contracts (tests/java/check_nullness).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <fmt/format.h>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

const std::vector<std::string> kClasses = {"OffByOne", "Greeter",  "Averages", "Pipeline", "ShapeInfo", "Buffers",
                                           "Initials", "HashTable", "Labels",   "Totals",   "Account"};

// Under the sanitizers the JVM part is the plain build's to check.
std::string validation() { return symcrete::testing::kSanitized ? " --no-validate" : ""; }

symcrete::testing::CommandResult check(const std::string& package, const std::string& options) {
    const auto classes = symcrete::testing::compile_java("check", 17);
    const auto out = symcrete::testing::make_temp_dir("symcrete-check");
    std::string args =
        "check --cp " + shell_quote(classes) + " --budget 5 --out " + shell_quote(out) + validation() + " " + options;
    for (const std::string& name : kClasses) args += " --class seeded." + package + "." + name;
    return run_command(symcrete::testing::symcrete_command(args) + " 2>/dev/null");
}

TEST(Check, FindsEverySeededBugAtItsPlace) {
    const auto result = check("buggy", "");
    EXPECT_EQ(result.status, 5) << result.output;  // bugs found
    for (const char* expected :
         {"bug: ArrayIndexOutOfBoundsException in OffByOne.java:8", "bug: NullPointerException in Greeter.java:6",
          "bug: ArithmeticException in Averages.java:8", "bug: AssertionError in Pipeline.java:18",
          "bug: ClassCastException in ShapeInfo.java:7", "bug: NegativeArraySizeException in Buffers.java:7",
          "bug: StringIndexOutOfBoundsException in Initials.java:7",
          "bug: ArrayIndexOutOfBoundsException in HashTable.java:7", "bug: ArrayStoreException in Labels.java:7",
          "bug: NullPointerException in Totals.java:6", "bug: AssertionError in Account.java:21"})
        EXPECT_NE(result.output.find(std::string(expected) + "\n"), std::string::npos) << expected << "\n" << result.output;
    // The assert three calls deep: its whole chain, from the public method down.
    EXPECT_NE(result.output.find("    at seeded.buggy.Pipeline.stepThree(Pipeline.java:18)\n"
                                 "    at seeded.buggy.Pipeline.stepTwo(Pipeline.java:14)\n"
                                 "    at seeded.buggy.Pipeline.stepOne(Pipeline.java:10)\n"
                                 "    at seeded.buggy.Pipeline.process(Pipeline.java:6)\n"),
              std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("call: Pipeline.process(42)\n"), std::string::npos) << result.output;
    // The withdrawal's own argument check is its contract, not a bug.
    EXPECT_NE(result.output.find("symcrete check: 11 bugs found; 2 contract exceptions"), std::string::npos)
        << result.output;
    if (!symcrete::testing::kSanitized) {
        EXPECT_NE(result.output.find("SymcreteBugsTest.java (process_throwsAssertionError)"), std::string::npos)
            << result.output;
    }
}

// --package takes every class of the package, as gen does: the same bugs.
TEST(Check, APackageIsEveryClassInIt) {
    const auto classes = symcrete::testing::compile_java("check", 17);
    const auto out = symcrete::testing::make_temp_dir("symcrete-check-package");
    const auto result =
        run_command(symcrete::testing::symcrete_command("check --cp " + shell_quote(classes) + " --budget 5 --out " +
                                                        shell_quote(out) + " --no-validate --package seeded.buggy") +
                    " 2>/dev/null");
    EXPECT_EQ(result.status, 5) << result.output;
    // The eleven of the named classes, and CommandLine's main on any arguments.
    // (main(null) is a contract: nothing in main takes a null array.)
    EXPECT_NE(result.output.find("symcrete check: 14 bugs found; 3 contract exceptions"), std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("bug: NumberFormatException in CommandLine.java:7\n"), std::string::npos)
        << result.output;
    const auto both = run_command(symcrete::testing::symcrete_command(
        "check --cp " + shell_quote(classes) + " --package seeded.buggy --main seeded.buggy.OffByOne 2>&1"));
    EXPECT_EQ(both.status, 1) << both.output;
    EXPECT_NE(both.output.find("not both"), std::string::npos) << both.output;
}

// Classes are checked in parallel, each with a program of its own: the
// report is the same for any -j.
TEST(Check, TheReportDoesNotDependOnJobs) {
    const auto classes = symcrete::testing::compile_java("check", 17);
    std::vector<std::string> reports;
    for (int jobs : {1, 2}) {
        const auto dir = symcrete::testing::make_temp_dir("symcrete-check-jobs-" + std::to_string(jobs));
        const auto result = run_command(symcrete::testing::symcrete_command(
            "check --cp " + shell_quote(classes) +
            " --budget 2 --no-validate --package seeded.buggy --format json -j " + std::to_string(jobs) + " --out " +
            shell_quote(dir / "out") + " --report " + shell_quote(dir / "bugs.json") + " 2>&1"));
        EXPECT_EQ(result.status, 5) << result.output;
        EXPECT_NE(result.output.find(fmt::format("classes, {} at a time", jobs)), std::string::npos) << result.output;
        reports.push_back(run_command("cat " + shell_quote(dir / "bugs.json")).output);
        // The wall-clock safety net is the one thing allowed to depend on the
        // machine; under AddressSanitizer on a loaded machine it fires (CI saw
        // it end CommandLine.main at 30 paths with -j 1, 33 with -j 2).
        if (symcrete::testing::kSanitized && reports.back().find("wall-clock") != std::string::npos)
            GTEST_SKIP() << "the wall-clock safety net fired under the sanitizers";
        EXPECT_EQ(reports.back().find("wall-clock"), std::string::npos) << reports.back();
    }
    EXPECT_NE(reports[0].find("NumberFormatException"), std::string::npos) << reports[0];
    EXPECT_EQ(reports[0], reports[1]);
}

TEST(Check, ReportsNothingInTheBugFreeTwins) {
    // Slots (fixed only): what fails on a Span made field by field, in a
    // state its constructor refuses, is no bug. Directory (fixed only): an
    // exception its lambda makes for Optional.orElseThrow is its contract.
    // Tags (fixed only): a null inside a list or map argument that
    // List.copyOf or Map.copyOf refuses is the caller's contract.
    const auto result = check("fixed", "--contracts --class seeded.fixed.Slots --class seeded.fixed.Directory "
                                       "--class seeded.fixed.Tags");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_EQ(result.output.find("bug: "), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("symcrete check: 0 bugs found"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("contract: IllegalStateException in Account.java:14"), std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("contract: NoSuchElementException in Directory.java:15"), std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("contract: NullPointerException in Tags.java:1"), std::string::npos)
        << result.output;
}

TEST(Check, WritesSarifThatValidatesAgainstTheSchema) {
    const auto dir = symcrete::testing::make_temp_dir("symcrete-check-sarif");
    const std::string file = (dir / "bugs.sarif").string();
    // The findings are the first test's; here only the report's form matters.
    const auto result = check("buggy", "--no-validate --format sarif --contracts --report " + shell_quote(file));
    EXPECT_EQ(result.status, 5) << result.output;
    const std::filesystem::path validator =
        symcrete::testing::source_root() / "scripts" / "validate-sarif.py";
    const auto valid = run_command(fmt::format("python3 {} {} 2>&1", shell_quote(validator), shell_quote(file)));
    EXPECT_EQ(valid.status, 0) << valid.output;
    EXPECT_NE(valid.output.find("valid SARIF 2.1.0"), std::string::npos) << valid.output;
    const auto text = run_command("cat " + shell_quote(file));
    EXPECT_NE(text.output.find("\"ruleId\": \"java.lang.ArithmeticException\""), std::string::npos);
    EXPECT_NE(text.output.find("\"uri\": \"seeded/buggy/Averages.java\""), std::string::npos);
    EXPECT_NE(text.output.find("\"codeFlows\""), std::string::npos);
}

TEST(Check, AProgramGetsTheArgumentsTheLauncherGives) {
    const auto classes = symcrete::testing::compile_java("check", 17);
    const auto out = symcrete::testing::make_temp_dir("symcrete-check-main");
    const auto result = run_command(symcrete::testing::symcrete_command(
        "check --cp " + shell_quote(classes) + " --budget 5 --out " + shell_quote(out) + validation() +
        " --main seeded.buggy.CommandLine 2>/dev/null"));
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_NE(result.output.find("bug: ArrayIndexOutOfBoundsException in CommandLine.java:7\n  message: Index 0 out of "
                                 "bounds for length 0\n  call: CommandLine.main(new java.lang.String[] {})\n"),
              std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("bug: NumberFormatException in CommandLine.java:7"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("bug: ArrayIndexOutOfBoundsException in CommandLine.java:9"), std::string::npos)
        << result.output;
    // The launcher never passes null, nor a null argument.
    EXPECT_EQ(result.output.find("NullPointerException"), std::string::npos) << result.output;
}

TEST(Check, UsageErrorsSayWhatIsWrong) {
    auto none = run_command(symcrete::testing::symcrete_command("check --cp /nonexistent 2>&1"));
    EXPECT_EQ(none.status, 1) << none.output;
    auto format = run_command(symcrete::testing::symcrete_command("check --cp . --class X --format xml 2>&1"));
    EXPECT_EQ(format.status, 1) << format.output;
    EXPECT_NE(format.output.find("expected text, json or sarif"), std::string::npos) << format.output;
}

// One rule for a null argument, wherever it fails: a contract unless the
// API says the parameter takes null: @Nullable on it, or, where no
// declaration of the parameter, its method, class, enclosing class or
// package decides (JSR 305's names, JSpecify's type annotations), the
// method's own test of it against null; compareTo(null) and next() past
// the end are Comparable's and Iterator's contracts.
TEST(Check, NullArgumentsTheDeclarationsForbidAreContracts) {
    const auto classes = symcrete::testing::compile_java("check_nullness", 17);
    const auto out = symcrete::testing::make_temp_dir("symcrete-check-nullness");
    const auto result = run_command(symcrete::testing::symcrete_command(
        "check --cp " + shell_quote(classes) + " --package nullness.marked --package nullness.plain " +
        "--package nullness.own --package nullness.returns --budget 5 " +
        "--no-validate --contracts --out " + shell_quote(out) + " 2>/dev/null"));
    EXPECT_EQ(result.status, 5) << result.output;
    for (const char* expected :
         {"contract: NullPointerException in Names.java:11 (call: Names.length(null))",
          "contract: NullPointerException in Names.java:19 (call: Names.greet(null))",
          "bug: NullPointerException in Names.java:23\n  call: Names.lengthOrZero(null)",
          "contract: NullPointerException in Params.java:12 (call: Params.annotated(null))",
          "contract: NullPointerException in Params.java:16 (call: Params.unannotated(null))",
          "bug: NullPointerException in Params.java:23\n  call: Params.trimmedLength(null, false)",
          "contract: NullPointerException in Params.java:30 (call: Params$Marked.size(null))",
          "bug: NullPointerException in Params.java:34\n  call: Params$Marked.sizeOrZero(null)",
          "contract: NullPointerException in Params.java:48 (call: new Params$Version(3).compareTo(null))",
          "contract: NoSuchElementException in Params.java:68 (call: new Params$Upper(a ArrayList).next())",
          // A library's own default and nickname, known by JSR 305's
          // meta-annotations; a null given to the receiver's constructor.
          "contract: NullPointerException in Label.java:13 (call: new Label(null).size())",
          "contract: NullPointerException in Label.java:17 (call: Label.length(null))",
          "contract: NullPointerException in Lengths.java:9 (call: Lengths.of(null))",
          "bug: ArithmeticException in Label.java:23",
          "contract: NullPointerException in Lengths.java:14 (call: Lengths.ofPresent(null))"})
        EXPECT_NE(result.output.find(expected), std::string::npos) << expected << "\n" << result.output;
    EXPECT_EQ(result.output.find("bug: NullPointerException in Params.java:48"), std::string::npos) << result.output;
    EXPECT_EQ(result.output.find("bug: NoSuchElementException"), std::string::npos) << result.output;
}

}  // namespace

