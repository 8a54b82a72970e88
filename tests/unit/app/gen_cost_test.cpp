// `symcrete gen --cost` (engine/cost.h, testgen/cost_policy.h): every test
// carries its cost as a comment and in the report, and --top keeps each
// method's costliest tests of every path's; a bad model is a usage error.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <regex>
#include <string>
#include <vector>

#include "support/java_compiler.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

struct CostRun {
    std::vector<std::uint64_t> comments;  // the "// Cost: N" of each test, in file order
    std::vector<std::uint64_t> reported;  // the report's, costliest first
    std::string output;
};

CostRun gen_with(const std::string& options) {
    const fs::path classes = symcrete::testing::compile_java("engine", 17);
    const fs::path out = symcrete::testing::make_temp_dir("gen-cost");
    CostRun run;
    const auto result = run_command(symcrete::testing::symcrete_command(fmt::format(
        "gen --no-validate --cp {} --class eng.Costs --method kind --budget 20 --out {} --report {} {}",
        shell_quote(classes.string()), shell_quote((out / "tests").string()), shell_quote((out / "report").string()),
        options)));
    run.output = result.output;
    EXPECT_EQ(result.status, 0) << result.output;
    std::ifstream source(out / "tests" / "eng" / "CostsSymcreteTest.java");
    const std::regex comment(R"(// Cost: (\d+) JVM instructions?)");
    for (std::string line; std::getline(source, line);) {
        std::smatch match;
        if (std::regex_search(line, match, comment)) run.comments.push_back(std::stoull(match[1]));
    }
    std::ifstream report_file(out / "report" / "symcrete-report.json");
    const nlohmann::json report = nlohmann::json::parse(report_file, nullptr, false);
    EXPECT_FALSE(report.is_discarded());
    if (report.is_discarded()) return run;
    const nlohmann::json& costs = report["classes"][0]["costs"];
    EXPECT_EQ(costs["model"], "instructions");
    for (const auto& test : costs["tests"]) {
        EXPECT_EQ(test["cost"], test["instructions"]);
        run.reported.push_back(test["cost"].get<std::uint64_t>());
    }
    return run;
}

TEST(GenCost, EveryTestHasItsCostAndTopKeepsTheCostliestOfEveryPath) {
    // kind(n): a path per case of each switch, of different costs.
    const CostRun all = gen_with("--cost instructions --all-paths");
    ASSERT_GE(all.comments.size(), 5u) << all.output;
    std::vector<std::uint64_t> sorted = all.comments;
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    EXPECT_EQ(all.reported, sorted);
    EXPECT_LT(sorted.back(), sorted.front());  // the costs differ: the policy has something to choose

    const CostRun top = gen_with("--top 2");
    ASSERT_EQ(top.comments.size(), 2u) << top.output;
    EXPECT_EQ(top.reported, std::vector<std::uint64_t>(sorted.begin(), sorted.begin() + 2));

    const CostRun above = gen_with(fmt::format("--cost-above {}", sorted.back()));
    EXPECT_EQ(above.reported.size(), static_cast<std::size_t>(std::count_if(
                                         sorted.begin(), sorted.end(), [&](auto c) { return c > sorted.back(); })));
}

TEST(GenCost, AnUnknownModelIsAUsageError) {
    const auto result = run_command(symcrete::testing::symcrete_command("gen --cp . --class X --cost time"));
    EXPECT_NE(result.status, 0);
    EXPECT_TRUE(symcrete::testing::contains(result.output, "--cost: expected instructions")) << result.output;
}

}  // namespace
