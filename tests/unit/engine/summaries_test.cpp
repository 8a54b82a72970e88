// Method summaries (EngineOptions::summaries, src/engine/summaries.cpp) on
// eng/Tariffs: a summarized call finds the same paths, with the same
// results, as running the callee; a case that throws runs the callee; and
// methods that are not pure, or whose exploration is not complete, have
// no summary.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class SummariesTest : public symcrete::testing::EngineFixture {
protected:
    SummariesTest() : EngineFixture("eng/Tariffs") {}

    struct Explored {
        std::vector<engine::PathResult> paths;
        engine::ExplorationStats stats;
    };

    Explored explore(const std::string& name, bool summaries, double seconds = 30) {
        engine::EngineOptions options;
        options.summaries = summaries;
        options.work_budget = engine::work_for_seconds(seconds);
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        return {paths ? *paths : std::vector<engine::PathResult>{}, engine.stats()};
    }

    // Each path's outcome at its own model: the returned value, or the
    // exception; sorted, so two explorations compare as sets of outcomes.
    static std::vector<std::string> outcomes(const std::vector<engine::PathResult>& paths) {
        std::vector<std::string> out;
        for (const engine::PathResult& path : paths) {
            if (path.end == engine::PathEnd::Threw) {
                out.push_back("throws " + path.exception_class);
            } else if (path.end == engine::PathEnd::Returned && path.return_value) {
                const expr::Value value = path.return_value->is_symbolic()
                                              ? expr::evaluate(path.return_value->expr(), path.model)
                                              : *path.return_value;
                out.push_back("returns " + value.to_string());
            } else {
                out.push_back("ended: " + path.detail);
            }
        }
        std::sort(out.begin(), out.end());
        return out;
    }
};

TEST_F(SummariesTest, ASummarizedCallFindsThePathsTheCalleeWould) {
    const Explored plain = explore("bill", false);
    const Explored summarized = explore("bill", true);
    EXPECT_EQ(plain.paths.size(), 27u);
    EXPECT_EQ(outcomes(summarized.paths), outcomes(plain.paths));
    EXPECT_EQ(summarized.stats.summaries_made, 1u);
    // Every call takes the summary: paths share the calls before they split,
    // so 1 + 3 + 9 calls on the tree of paths, at least.
    EXPECT_GE(summarized.stats.summarized_calls, 13u);
    EXPECT_EQ(plain.stats.summarized_calls, 0u);
    // The models satisfy the conditions read in the caller's arguments.
    for (const engine::PathResult& path : summarized.paths)
        for (const expr::Expr* fact : path.path_condition) EXPECT_TRUE(expr::evaluate(fact, path.model).as_bool());
}

// share's case for a zero count throws: that path runs share itself and
// throws ArithmeticException as the plain exploration does.
TEST_F(SummariesTest, ACaseThatThrowsRunsTheCallee) {
    const Explored plain = explore("split", false);
    const Explored summarized = explore("split", true);
    EXPECT_EQ(outcomes(summarized.paths), outcomes(plain.paths));
    const auto threw = outcomes(summarized.paths);
    EXPECT_NE(std::find(threw.begin(), threw.end(), "throws java/lang/ArithmeticException"), threw.end());
    EXPECT_EQ(summarized.stats.summaries_made, 1u);
}

// audit writes a static: it has no summary, and the paths are those of
// plain exploration. gcd's own exploration meets the branch bound (a
// recursion as deep as its input): no summary either.
TEST_F(SummariesTest, IncompleteOrImpureCalleesRunAsAnyCall) {
    const Explored plain = explore("checked", false);
    const Explored summarized = explore("checked", true);
    EXPECT_EQ(outcomes(summarized.paths), outcomes(plain.paths));
    EXPECT_EQ(summarized.stats.summaries_made, 0u);
    EXPECT_EQ(summarized.stats.summaries_refused, 1u);
    EXPECT_EQ(summarized.stats.summarized_calls, 0u);
    const Explored recursive = explore("reduce", true, 1.0);
    EXPECT_EQ(recursive.stats.summaries_made, 0u);
    EXPECT_EQ(recursive.stats.summaries_refused, 1u);
    EXPECT_EQ(recursive.stats.summarized_calls, 0u);
}

}  // namespace
