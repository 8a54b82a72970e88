// `symcrete grade` on a folder of submissions of shop.Pricing (the diff
// fixtures, tests/java/diff, and tests/java/grade): one that is right in
// other words, one with seeded differences, one wrong only where its own
// paths look, one that does not compile, one without the class, and one
// that loops forever. Each gets its column; the trouble of one is not the
// others'.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::contains;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

std::string read(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The submissions folder: sources copied from the fixtures, one folder each.
fs::path submissions(const std::vector<std::pair<std::string, fs::path>>& folders) {
    const fs::path dir = symcrete::testing::make_host_dir("symcrete-grade-subs");
    for (const auto& [name, source] : folders) {
        fs::create_directories(dir / name);
        if (!source.empty()) fs::copy(source, dir / name, fs::copy_options::recursive);
    }
    return dir;
}

fs::path fixture(const std::string& suite, const std::string& program) {
    return symcrete::testing::test_java_dir() / suite / program;
}

struct Graded {
    symcrete::testing::CommandResult result;
    fs::path out;
};

Graded grade(const fs::path& subs, const std::string& options) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-grade-out");
    const auto result = run_command(symcrete::testing::symcrete_command(fmt::format(
        "grade --reference {} --submissions {} --entry shop.Pricing --budget 5 --test-timeout 2 --out {}{} {} 2>&1",
        shell_quote(fixture("diff", "reference")), shell_quote(subs), shell_quote(out / "tests"),
        symcrete::testing::kValidation, options)));
    return {result, out};
}

TEST(GradeCli, EachSubmissionGetsItsColumnAndItsReason) {
    const fs::path subs = submissions({{"a_rewrite", fixture("diff", "rewrite")},
                                       {"b_candidate", fixture("diff", "candidate")},
                                       {"c_extra_case", fixture("grade", "extra_case")},
                                       {"d_broken", fixture("grade", "broken")},
                                       {"e_empty", {}},
                                       {"f_looping", fixture("grade", "looping")}});
    const auto [result, out] = grade(subs, "--mode ref+self");
    const std::string& text = result.output;
    EXPECT_EQ(result.status, 5) << text;
    EXPECT_TRUE(contains(text, "symcrete grade: shop.Pricing, mode ref+self:")) << text;
    EXPECT_TRUE(contains(text, "submission d_broken: not graded: does not compile:")) << text;
    EXPECT_TRUE(contains(text, "';' expected")) << text;
    EXPECT_TRUE(contains(text, "submission e_empty: not graded: does not load: no class shop.Pricing")) << text;
    EXPECT_TRUE(contains(text, "found on the paths of: reference")) << text;
    if (symcrete::testing::kSanitized) return;  // the JVM's part runs in the plain build
    EXPECT_TRUE(contains(text, "submission a_rewrite: passes every test")) << text;
    EXPECT_TRUE(contains(text, "submission b_candidate: fails")) << text;
    EXPECT_TRUE(contains(text, "submission c_extra_case: fails 1 of")) << text;
    EXPECT_TRUE(contains(text, "found on the paths of: c_extra_case")) << text;
    // The loop costs its own column only: its shipping tests time out.
    EXPECT_TRUE(contains(text, "submission f_looping: fails")) << text;
    EXPECT_TRUE(contains(text, "with an error")) << text;
    EXPECT_TRUE(contains(text, "symcrete grade: 1 of 6 submissions pass every test of their suite; 3 differ; 2 not graded"))
        << text;
    // The suite stays in --out, without the compiled submissions.
    const std::string suite = read(out / "tests" / "shop" / "PricingSymcreteTest.java");
    EXPECT_TRUE(contains(suite, "Pricing.band(")) << suite;
    for (const auto& entry : fs::directory_iterator(out / "tests"))
        EXPECT_FALSE(entry.path().filename().string().starts_with(".symcrete-grade")) << entry.path();
}

// The seed's modes: a difference only the submission's own paths show is
// missed by the reference's suite and found by its own.
TEST(GradeCli, OnlyTheSubmissionsOwnPathsFindItsExtraCase) {
    const fs::path subs = submissions({{"extra", fixture("grade", "extra_case")}});
    const auto by_reference = grade(subs, "--mode reference --format json");
    const auto by_self = grade(subs, "--mode self --format json");
    EXPECT_TRUE(contains(by_reference.result.output, "\"mode\": \"reference\"")) << by_reference.result.output;
    EXPECT_TRUE(contains(by_self.result.output, "\"found_by\": [\n        \"extra\"")) << by_self.result.output;
    EXPECT_FALSE(contains(by_reference.result.output, "\"found_by\": [\n        \"extra\""))
        << by_reference.result.output;
    if (symcrete::testing::kSanitized) return;
    EXPECT_EQ(by_reference.result.status, 0) << by_reference.result.output;
    EXPECT_TRUE(contains(by_reference.result.output, "\"verdict\": \"passes every test")) << by_reference.result.output;
    EXPECT_EQ(by_self.result.status, 5) << by_self.result.output;
    EXPECT_TRUE(contains(by_self.result.output, "\"result\": \"fail\"")) << by_self.result.output;
}

TEST(GradeCli, HtmlMatrixOpensInAHeadlessBrowser) {
    if (symcrete::testing::kSanitized) GTEST_SKIP() << "the plain build runs the browser part";
    const fs::path subs = submissions({{"good", fixture("diff", "rewrite")},
                                       {"bad", fixture("diff", "candidate")},
                                       {"broken", fixture("grade", "broken")}});
    const fs::path page = symcrete::testing::make_host_dir("symcrete-grade-html") / "grades <&>.html";
    const auto [result, out] = grade(subs, "--mode reference --html " + shell_quote(page));
    ASSERT_EQ(result.status, 5) << result.output;
    const auto dom = run_command(fmt::format(
        "chromium --headless --no-sandbox --disable-gpu --user-data-dir={} --dump-dom {} 2>/dev/null",
        shell_quote(out / "profile"), shell_quote("file://" + page.string())));
    ASSERT_EQ(dom.status, 0) << dom.output;
    EXPECT_TRUE(contains(dom.output, "<h1>Grades of shop.Pricing</h1>")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "<th>bad</th><th>good</th>")) << dom.output;  // graded columns only
    EXPECT_TRUE(contains(dom.output, "<td class=\"fail\"")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "<td class=\"pass\"")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "<td>broken</td><td>not graded: does not compile:")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "Pricing.band(")) << dom.output;
}

TEST(GradeCli, BadOptionsAreNamed) {
    const fs::path subs = submissions({{"one", fixture("diff", "rewrite")}});
    const auto mode = grade(subs, "--mode most");
    EXPECT_EQ(mode.result.status, 1) << mode.result.output;
    EXPECT_TRUE(contains(mode.result.output, "--mode: expected reference, self, ref+self or all, not 'most'"))
        << mode.result.output;
    const auto missing = grade(subs / "nothing", "");
    EXPECT_EQ(missing.result.status, 1) << missing.result.output;
    EXPECT_TRUE(contains(missing.result.output, "is not a folder")) << missing.result.output;
    const fs::path empty = submissions({});
    const auto none = grade(empty, "");
    EXPECT_EQ(none.result.status, 1) << none.result.output;
    EXPECT_TRUE(contains(none.result.output, "holds no folder or .jar")) << none.result.output;
}

}  // namespace
