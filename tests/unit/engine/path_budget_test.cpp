// Seed 000's path budget (engine/path_budget.h) and the deferred components
// of data class inputs (deferred_inputs.cpp), on eng/Terms: a record ADT
// with an evaluator that calls itself once per node.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class PathBudgetTest : public symcrete::testing::EngineFixture {
protected:
    PathBudgetTest() : EngineFixture("eng/Terms") {}

    std::vector<engine::PathResult> explore(const std::string& name, std::optional<engine::PathBudget> budget) {
        engine::EngineOptions options;
        options.max_paths = 5000;
        options.path_budget = std::move(budget);
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        return paths ? *paths : std::vector<engine::PathResult>{};
    }

    static std::size_t finished(const std::vector<engine::PathResult>& paths) {
        return static_cast<std::size_t>(std::count_if(paths.begin(), paths.end(), [](const engine::PathResult& p) {
            return p.end == engine::PathEnd::Returned || p.end == engine::PathEnd::Threw;
        }));
    }
    static std::size_t cut(const std::vector<engine::PathResult>& paths) {
        return static_cast<std::size_t>(std::count_if(paths.begin(), paths.end(), [](const engine::PathResult& p) {
            return p.end == engine::PathEnd::DepthExceeded && p.detail.find("path budget") != std::string::npos;
        }));
    }
};

engine::PathBudget budget_of(std::uint32_t budget) {
    engine::PathBudget b;
    b.budget = budget;
    return b;
}

// Calls add up along a path: with budget 0 only terms evaluated without a
// recursive call finish (a Num, and null's exception); each unit more lets
// one more node be evaluated, and the rest are cut.
TEST_F(PathBudgetTest, CallsAddUpAlongAPath) {
    const auto none = explore("eval", budget_of(0));
    EXPECT_EQ(finished(none), 2u);  // Num, null
    EXPECT_GT(cut(none), 0u);
    const auto one = explore("eval", budget_of(1));
    const auto two = explore("eval", budget_of(2));
    // Box(Num) finishes with one call; Add(Num, Num) needs two.
    EXPECT_GT(finished(one), finished(none));
    EXPECT_GT(finished(two), finished(one));
    for (const engine::PathResult& path : two) {
        if (path.end == engine::PathEnd::DepthExceeded) {
            EXPECT_NE(path.detail.find("path budget 2 exceeded (3)"), std::string::npos) << path.detail;
        }
    }
}

// The per-method cost: a free eval is bounded by the input bounds alone.
TEST_F(PathBudgetTest, AMethodsOwnCost) {
    engine::PathBudget free = budget_of(0);
    free.method_costs["eval"] = 0;
    EXPECT_GT(finished(explore("eval", free)), finished(explore("eval", budget_of(2))));
}

// Deciding an input is an Add costs its match cost: with Add at 3 and a
// budget of 2, no finished path holds an Add.
TEST_F(PathBudgetTest, AMatchCostChargesTheDecidedClass) {
    engine::PathBudget budget = budget_of(2);
    budget.match_costs["Add"] = 3;
    for (const engine::PathResult& path : explore("eval", budget)) {
        if (path.end != engine::PathEnd::Returned || !path.inputs) continue;
        for (const engine::InputObject& object : path.inputs->objects)
            EXPECT_NE(object.cls->name, "eng/Terms$Add") << object.origin;
    }
}

// A component handed on without being looked at is not decided: rebox
// has one path per kind of its argument (and null), not one per kind of
// the box's content.
TEST_F(PathBudgetTest, AComponentPassedOnIsNotDecided) {
    const auto paths = explore("rebox", std::nullopt);
    EXPECT_EQ(finished(paths), 4u);  // Num, Add, Box, null
    for (const engine::PathResult& path : paths) {
        if (!path.inputs) continue;
        for (const engine::InputObject& object : path.inputs->objects)
            EXPECT_EQ(object.origin.find(".inner"), std::string::npos) << "decided " << object.origin;
    }
}

}  // namespace
