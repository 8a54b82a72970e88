// `symcrete gen` on many classes at once: --package and the whole class
// path, the classes left out and why, parallel exploration whose output does
// not depend on -j, batched validation, the summary table and the JSON
// report (--report).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

// Every file under `dir`, by relative path, with its text.
std::map<std::string, std::string> tree(const fs::path& dir) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
        if (entry.is_regular_file()) files[fs::relative(entry.path(), dir).string()] = read_file(entry.path());
    return files;
}

// The report without what may differ between runs: timings.
nlohmann::json without_timings(nlohmann::json report) {
    report.erase("timings");
    for (auto& cls : report["classes"]) cls.erase("timings");
    return report;
}

TEST(GenMany, PackageTestsEveryClassATestCanName) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-many");
    const fs::path report_dir = make_temp_dir("symcrete-gen-many-report") / "report";
    const auto result =
        run_command(symcrete_command(fmt::format("gen --cp {} --package many -j 2 --budget 5 --out {} --report {}",
                                                 shell_quote(classes), shell_quote(out), shell_quote(report_dir))));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "removed test")) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: summary of 4 classes")) << result.output;
    for (const char* file : {"many/CalcSymcreteTest.java", "many/OuterSymcreteTest.java",
                             "many/Outer_NestedSymcreteTest.java", "many/sub/CounterSymcreteTest.java"})
        EXPECT_TRUE(fs::is_regular_file(out / file)) << file << "\n" << result.output;
    EXPECT_FALSE(fs::exists(out / "other")) << "a class outside the package was tested";
    EXPECT_TRUE(contains(result.output, "left out 3 classes that tests cannot name")) << result.output;
    EXPECT_TRUE(contains(result.output, "1 an annotation type")) << result.output;
    EXPECT_TRUE(contains(result.output, "1 a private nested class")) << result.output;
    EXPECT_TRUE(contains(result.output, "a local or anonymous class")) << result.output;
    // Every class reaches all its branches: Calc's four, Nested's two, Counter's two.
    EXPECT_TRUE(std::regex_search(result.output, std::regex(R"(many\.Calc +2 +\d+ +\d+ +100\.0% \(6 of 6\))")))
        << result.output;
    EXPECT_TRUE(std::regex_search(result.output, std::regex(R"(total +\d+ +\d+ +\d+ +100\.0% \(10 of 10\))")))
        << result.output;

    const nlohmann::json report = nlohmann::json::parse(read_file(report_dir / "symcrete-report.json"));
    EXPECT_EQ(report["schema"], "symcrete-gen-report");
    EXPECT_EQ(report["version"], 1);
    ASSERT_EQ(report["classes"].size(), 4u);
    std::size_t tests = 0;
    std::vector<std::string> names;
    for (const auto& cls : report["classes"]) {
        names.push_back(cls["class"]);
        EXPECT_TRUE(cls["explored"].get<bool>());
        EXPECT_EQ(cls["validation"]["passed"], cls["tests"]) << cls.dump(2);
        EXPECT_EQ(cls["validation"]["tests"].size(), cls["tests"]) << cls.dump(2);
        for (const auto& test : cls["validation"]["tests"]) EXPECT_TRUE(test["passed"].get<bool>()) << test.dump();
        EXPECT_EQ(cls["coverage"]["branches"]["covered"], cls["coverage"]["branches"]["total"]) << cls.dump(2);
        EXPECT_TRUE(fs::is_regular_file(cls["test_file"].get<std::string>()));
        tests += cls["tests"].get<std::size_t>();
        for (const auto& method : cls["methods"]) {
            EXPECT_TRUE(method.contains("paths"));
            if (method["skipped"].is_null()) {
                EXPECT_FALSE(method["coverage"].is_null()) << method.dump(2);
            }
        }
    }
    EXPECT_EQ(names, (std::vector<std::string>{"many.Calc", "many.Outer", "many.Outer$Nested", "many.sub.Counter"}));
    // The classes share 4 x 5 s by the code each offers (package_budget.h):
    // Calc's two methods and constructor more than Nested's one and its
    // constructor; each class's share is printed with its report.
    double shared = 0;
    for (const auto& cls : report["classes"]) {
        const double budget = cls["timings"]["budget_seconds"].get<double>();
        EXPECT_GE(budget, 5.0 / 4) << cls["class"];
        EXPECT_LE(budget, 5.0 * 4) << cls["class"];
        shared += budget;
    }
    EXPECT_NEAR(shared, 20.0, 1e-6);
    EXPECT_GT(report["classes"][0]["timings"]["budget_seconds"].get<double>(),
              report["classes"][2]["timings"]["budget_seconds"].get<double>());
    EXPECT_TRUE(std::regex_search(result.output, std::regex(R"(symcrete: many\.Calc \(budget \d+\.\d s of work\))")))
        << result.output;
    EXPECT_EQ(report["totals"]["tests"], tests);
    EXPECT_EQ(report["totals"]["passed"], tests);
    EXPECT_EQ(report["totals"]["branches"]["covered"], 10);
    ASSERT_EQ(report["left_out"].size(), 3u);
    EXPECT_EQ(report["left_out"][0]["class"], "many.Marker");
    EXPECT_EQ(report["left_out"][0]["reason"], "an annotation type");
}

// The HTML report, opened in a real browser (headless Chromium): the
// index lists every class and links JaCoCo's page of each, and the source
// page marks the lines the tests cover.
TEST(GenMany, HtmlReportOpensInAHeadlessBrowser) {
    // The report's C++ side runs under the sanitizers in the other tests;
    // the browser and JaCoCo are the same in every build.
    if (symcrete::testing::kSanitized) GTEST_SKIP() << "the plain build runs the browser part";
    const auto browser = run_command("command -v chromium");
    ASSERT_EQ(browser.status, 0) << "Chromium is missing: make deps installs it (scripts/debian-packages.txt)";
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-html");
    const fs::path sources = symcrete::testing::test_java_dir() / "gen_many";
    const auto result = run_command(symcrete_command(
        fmt::format("gen --cp {} --package many --budget 5 --out {} --report {} --sources {}", shell_quote(classes),
                    shell_quote(dir / "out"), shell_quote(dir / "report"), shell_quote(sources))));
    ASSERT_EQ(result.status, 0) << result.output;
    // The DOM after the browser loaded the page; as root Chromium needs --no-sandbox.
    auto open = [&](const fs::path& page) {
        const auto dom = run_command(fmt::format(
            "chromium --headless --no-sandbox --disable-gpu --user-data-dir={} --dump-dom {} 2>/dev/null",
            shell_quote(dir / "profile"), shell_quote("file://" + page.string())));
        EXPECT_EQ(dom.status, 0) << dom.output;
        return dom.output;
    };
    const std::string index = open(dir / "report" / "index.html");
    for (const char* name : {"many.Calc", "many.Outer", "many.Outer$Nested", "many.sub.Counter"})
        EXPECT_TRUE(contains(index, fmt::format(">{}</a></td>", name))) << name << "\n" << index;
    EXPECT_TRUE(contains(index, "sign_returns")) << index;  // the tests are listed
    EXPECT_TRUE(contains(index, "Exit status 0: done")) << index;
    EXPECT_TRUE(contains(index, "<td>sign(I)I</td>")) << index;  // with each method's stop reason
    EXPECT_TRUE(contains(index, "many.Outer$Hidden")) << index;  // and the classes left out
    EXPECT_TRUE(contains(index, "a private nested class")) << index;
    const std::string calc = open(dir / "report" / "coverage" / "many" / "Calc.html");
    EXPECT_TRUE(contains(calc, "sign(int)")) << calc;
    // JaCoCo marks a fully covered line "fc"; line 5 is `if (x > 0) return 1;`.
    const std::string source = open(dir / "report" / "coverage" / "many" / "Calc.java.html");
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(<span class="fc( bfc)?" id="L5")"))) << source;
}

TEST(GenMany, OutputDoesNotDependOnJobs) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    std::vector<std::string> stdouts;
    std::vector<std::map<std::string, std::string>> files;
    std::vector<nlohmann::json> reports;
    for (int jobs : {1, 2}) {
        const fs::path dir = make_temp_dir(fmt::format("symcrete-gen-jobs-{}", jobs));
        // The whole class path: every package.
        // stdout only: progress on stderr says how many jobs run.
        const auto result =
            run_command("(" + symcrete_command(fmt::format(
                                  "gen --cp {} --no-validate -j {} --budget 5 --out {} --report {} 2>/dev/null)",
                                  shell_quote(classes), jobs, shell_quote(dir / "out"), shell_quote(dir / "report"))));
        ASSERT_EQ(result.status, 0) << result.output;
        // Paths and timings are the run's own.
        std::string text = std::regex_replace(result.output, std::regex(R"(\([0-9.]+ s\))"), "(time)");
        stdouts.push_back(std::regex_replace(text, std::regex(dir.string()), "DIR"));
        files.push_back(tree(dir / "out"));
        reports.push_back(without_timings(nlohmann::json::parse(read_file(dir / "report" / "symcrete-report.json"))));
        for (auto& cls : reports.back()["classes"]) cls.erase("test_file");
    }
    EXPECT_TRUE(contains(stdouts[0], "other.Elsewhere")) << stdouts[0];
    EXPECT_EQ(files[0].size(), 5u);
    EXPECT_EQ(stdouts[0], stdouts[1]);
    EXPECT_EQ(files[0], files[1]);
    EXPECT_EQ(reports[0], reports[1]);
}

// Two shards run with GNU parallel (as docs/sharding.md shows), then
// merged: the same tests, the same report apart from timings, the same
// coverage data as one run over every class.
TEST(GenMany, ShardsMergedGiveTheReportOfOneRun) {
    const auto tool = run_command("command -v parallel");
    ASSERT_EQ(tool.status, 0) << "GNU parallel is missing: make deps installs it (scripts/debian-packages.txt)";
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-shards");
    const std::string common = fmt::format("--cp {} --package many --budget 5", shell_quote(classes));
    const auto whole = run_command(symcrete_command(
        fmt::format("gen {} --out {} --report {}", common, shell_quote(dir / "out1"), shell_quote(dir / "whole"))));
    ASSERT_EQ(whole.status, 0) << whole.output;
    const auto shards = run_command(
        // -q: parallel passes each argument as it is (paths may hold spaces), with
        // the shard's number for each {} (the one in the report's folder too).
        fmt::format("parallel -q --halt now,fail=1 {} gen {} --out {} --report {} --shard {{}}/2 ::: 1 2",
                    shell_quote(symcrete::testing::symcrete_binary()), common, shell_quote(dir / "out2"), shell_quote(dir / "shard{}")));
    ASSERT_EQ(shards.status, 0) << shards.output;
    const auto merged = run_command(
        symcrete_command(fmt::format("merge {} {} --out {} --cp {}", shell_quote(dir / "shard1"),
                                     shell_quote(dir / "shard2"), shell_quote(dir / "merged"), shell_quote(classes))));
    ASSERT_EQ(merged.status, 0) << merged.output;

    EXPECT_EQ(tree(dir / "out1"), tree(dir / "out2"));
    auto report = [&](const fs::path& at, const fs::path& out) {
        nlohmann::json json = without_timings(nlohmann::json::parse(read_file(at / "symcrete-report.json")));
        for (auto& cls : json["classes"])
            cls["test_file"] = fs::relative(cls["test_file"].get<std::string>(), out).string();
        return json;
    };
    const nlohmann::json one = report(dir / "whole", dir / "out1");
    EXPECT_EQ(one["classes"].size(), 4u);
    EXPECT_EQ(one, report(dir / "merged", dir / "out2"));
    EXPECT_EQ(tree(dir / "whole" / "coverage-data"), tree(dir / "merged" / "coverage-data"));
    EXPECT_EQ(tree(dir / "whole" / "coverage-data").size(), 4u);
    EXPECT_TRUE(fs::is_regular_file(dir / "merged" / "index.html"));
    EXPECT_TRUE(fs::is_regular_file(dir / "merged" / "coverage" / "many" / "Calc.html"));

    // Shards of different runs do not merge.
    const auto other = run_command(symcrete_command(
        fmt::format("gen --cp {} --package many --budget 4 --no-validate --out {} --report {} --shard 1/2",
                    shell_quote(classes), shell_quote(dir / "out3"), shell_quote(dir / "other"))));
    ASSERT_EQ(other.status, 0) << other.output;
    const auto mixed = run_command(symcrete_command(fmt::format(
        "merge {} {} --out {}", shell_quote(dir / "shard2"), shell_quote(dir / "other"), shell_quote(dir / "mixed"))));
    EXPECT_EQ(mixed.status, 1) << mixed.output;
    EXPECT_TRUE(contains(mixed.output, "shards of one run share their options")) << mixed.output;
}

// After each validation batch the JSON report holds the classes written so
// far, so a run that ends early still leaves one; the end replaces it with
// every class. A batch of one class makes the first such report appear
// while three classes are still to validate.
TEST(GenMany, TheReportGrowsBatchByBatch) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-partial");
    const fs::path report = dir / "report" / "symcrete-report.json";
    const std::string gen =
        symcrete_command(fmt::format("gen --cp {} --package many --budget 5 --out {} --report {}", shell_quote(classes),
                                     shell_quote(dir / "out"), shell_quote(dir / "report")));
    // The first report to appear is copied aside while the run goes on.
    const auto result = run_command(fmt::format(
        "SYMCRETE_VALIDATION_BATCH=1 {} >{} 2>&1 & pid=$!; "
        "while [ ! -f {} ] && kill -0 $pid 2>/dev/null; do sleep 0.02; done; cp {} {}; wait $pid",
        gen, shell_quote(dir / "log"), shell_quote(report), shell_quote(report), shell_quote(dir / "first.json")));
    ASSERT_EQ(result.status, 0) << result.output << read_file(dir / "log");
    const nlohmann::json first = nlohmann::json::parse(read_file(dir / "first.json"));
    const nlohmann::json last = nlohmann::json::parse(read_file(report));
    EXPECT_EQ(first["classes"].size(), 1u) << first.dump(2);
    EXPECT_EQ(first["classes"][0]["class"], "many.Calc");
    EXPECT_EQ(first["totals"]["classes"], 1);
    EXPECT_EQ(last["classes"].size(), 4u);
    EXPECT_EQ(first["classes"][0], last["classes"][0]) << "the class already written does not change";
}

TEST(GenMany, Junit4TestsPassOnTheJvm) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-junit4");
    const auto result = run_command(symcrete_command(
        fmt::format("gen --cp {} --class many.sub.Counter --class many.Calc --junit 4 --budget 5 --out {}",
                    shell_quote(classes), shell_quote(out))));
    ASSERT_EQ(result.status, 0) << result.output;
    // Every test written passes (how many there are is the generator's business).
    const std::regex all_pass(R"(many\.sub\.Counter: (\d+) tests written, \1 passed on the JVM, 100\.0% branch coverage)");
    EXPECT_TRUE(std::regex_search(result.output, all_pass)) << result.output;
    const std::string text = read_file(out / "many" / "sub" / "CounterSymcreteTest.java");
    EXPECT_TRUE(contains(text, "import org.junit.Test;")) << text;
    EXPECT_TRUE(contains(text, "public void ")) << text;
    EXPECT_FALSE(contains(text, "jupiter")) << text;
    const auto wrong = run_command(symcrete_command(fmt::format("gen --cp {} --junit 3", shell_quote(classes))));
    EXPECT_EQ(wrong.status, 1) << wrong.output;
}

TEST(GenMany, SelectionErrorsAreUsageErrors) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    auto result =
        run_command(symcrete_command(fmt::format("gen --cp {} --package nowhere --no-validate", shell_quote(classes))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "--package nowhere: no class of this package is on the class path"))
        << result.output;
    result = run_command(
        symcrete_command(fmt::format("gen --cp {} --package many --method sign --no-validate", shell_quote(classes))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "--method needs exactly one --class")) << result.output;
    result = run_command(symcrete_command(fmt::format("gen --cp {} --shard 3/2 --no-validate", shell_quote(classes))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "--shard: expected i/n with 1 <= i <= n")) << result.output;
    result = run_command(symcrete_command(
        fmt::format("gen --cp {} --class many.Calc --class many.Gone --no-validate", shell_quote(classes))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "class many.Gone not found on the class path")) << result.output;
}

}  // namespace
