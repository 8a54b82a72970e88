// Path merging (EngineOptions::merge_pure_branches, branch_merging.cpp): an
// `if` whose sides are straight-line register arithmetic costs no fork, the
// one path's result is Java's on every input, and a side that touches
// memory still forks.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "solver/solver.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using expr::Value;

class Merging : public symcrete::testing::EngineFixture {
protected:
    Merging() : EngineFixture("eng/Merging") {}

    std::vector<engine::PathResult> paths(const std::string& name, bool merge, engine::ExplorationStats* stats = nullptr) {
        engine::EngineOptions options;
        options.merge_pure_branches = merge;
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        if (stats != nullptr) *stats = engine.stats();
        return paths ? *paths : std::vector<engine::PathResult>{};
    }
};

std::uint64_t bits(std::int32_t v) { return static_cast<std::uint32_t>(v); }
std::uint64_t bits(double v) { return std::bit_cast<std::uint64_t>(v); }

const std::vector<std::int32_t> kInts = {std::numeric_limits<std::int32_t>::min(), -7, 0, 1, 7,
                                         std::numeric_limits<std::int32_t>::max()};

// Java's signs(), written out.
std::int64_t signs(std::int32_t a, std::int32_t b, std::int32_t c, double d) {
    std::int32_t n = (a > 0) + (b > 0) + (c > 0 ? 2 : 0);
    const std::int32_t m = a > b ? a : b;
    const std::int64_t above = m > c ? 1 : 0;
    const std::int64_t wide = a < b ? std::int64_t{b} - a : 0;
    const double magnitude = d < 0 ? -d : d;
    return n * std::int64_t{1000} + above * 100 + wide + (magnitude > 1.5 ? 7 : 0);
}

TEST_F(Merging, PureSidesCostNoForkAndGiveJavasResult) {
    engine::ExplorationStats stats;
    const std::vector<engine::PathResult> merged = paths("signs", true, &stats);
    ASSERT_EQ(merged.size(), 1u);
    EXPECT_GE(stats.merged, 6u);
    EXPECT_EQ(stats.forks, 0u);
    for (std::int32_t a : kInts)
        for (std::int32_t b : kInts)
            for (std::int32_t c : kInts)
                for (double d : {-2.0, -0.0, 1.0, std::numeric_limits<double>::quiet_NaN()})
                    EXPECT_EQ(result_on(merged.front(), {bits(a), bits(b), bits(c), bits(d)}).as_i64(), signs(a, b, c, d))
                        << a << " " << b << " " << c << " " << d;
    // Without merging the same method forks at every branch.
    EXPECT_GT(paths("signs", false).size(), 16u);
}

TEST_F(Merging, ACountOverAFixedLoopIsOnePath) {
    const std::vector<engine::PathResult> merged = paths("countPositive", true);
    ASSERT_EQ(merged.size(), 1u);
    for (std::int32_t a : kInts)
        for (std::int32_t d : kInts)
            EXPECT_EQ(result_on(merged.front(), {bits(a), bits(std::int32_t{5}), bits(std::int32_t{-5}), bits(d)}).as_i32(),
                      (a > 0) + 1 + (d > 0));
    EXPECT_EQ(paths("countPositive", false).size(), 16u);
}

TEST_F(Merging, SwapsOfArrayElementsAreMerged) {
    const std::vector<engine::PathResult> merged = paths("sortedCode", true);
    ASSERT_EQ(merged.size(), 1u);
    for (std::int32_t a : kInts)
        for (std::int32_t b : kInts)
            for (std::int32_t c : kInts) {
                std::vector<std::int32_t> v = {a, b, c};
                std::sort(v.begin(), v.end());
                const auto small = static_cast<std::int8_t>(b > 0 ? static_cast<std::int8_t>(a) + 200 : a);
                const auto expected = static_cast<std::int32_t>(static_cast<std::uint32_t>(v[0]) * 961u +
                                                                static_cast<std::uint32_t>(v[1]) * 31u +
                                                                static_cast<std::uint32_t>(v[2]) +
                                                                static_cast<std::uint32_t>(std::int32_t{small}));
                EXPECT_EQ(result_on(merged.front(), {bits(a), bits(b), bits(c)}).as_i32(), expected)
                    << a << " " << b << " " << c;
            }
    EXPECT_GT(paths("sortedCode", false).size(), 6u);
}

// A solver that gives up on every query holding an ite, the shape merged
// branches leave, and answers the rest with Z3: the engine must tell that
// loss apart, as the verifier answers it by exploring without merging.
class GivesUpOnMergedValues final : public solver::Solver {
public:
    explicit GivesUpOnMergedValues(solver::Solver& inner) : inner_(inner) {}
    solver::SatResult check(const solver::Query& query, expr::Assignment* model) override {
        for (const expr::Expr* c : query.conjuncts())
            if (holds_ite(c)) return solver::SatResult::Unknown;
        return inner_.check(query, model);
    }
    void set_limits(const solver::QueryLimits& limits) override { inner_.set_limits(limits); }
    solver::QueryLimits limits() const override { return inner_.limits(); }
    const solver::SolverStats& stats() const override { return inner_.stats(); }
    void layer_stats(std::vector<solver::LayerStats>& out) const override { inner_.layer_stats(out); }

private:
    static bool holds_ite(const expr::Expr* e) {
        if (e->kind() == expr::Kind::Ite) return true;
        for (unsigned i = 0; i < e->arity(); ++i)
            if (holds_ite(e->operand(i))) return true;
        return false;
    }
    solver::Solver& inner_;
};

TEST_F(Merging, AQueryOverMergedBranchesTheSolverGivesUpOnIsMarkedSo) {
    GivesUpOnMergedValues solver(*solver_);
    auto losses = [&](bool merge) {
        engine::EngineOptions options;
        options.merge_pure_branches = merge;
        engine::Engine engine(program_, context_, solver, options);
        auto paths = engine.explore(*cls_, method("allPositive"));
        EXPECT_TRUE(paths) << paths.error().message;
        std::vector<engine::PrecisionLossKind> kinds;
        for (const engine::PathResult& path : paths ? *paths : std::vector<engine::PathResult>{})
            for (const engine::PrecisionLoss& loss : path.precision_lost) kinds.push_back(loss.kind);
        return kinds;
    };
    const std::vector<engine::PrecisionLossKind> merged = losses(true);
    EXPECT_NE(std::find(merged.begin(), merged.end(), engine::PrecisionLossKind::MergedSolverGaveUp), merged.end());
    EXPECT_EQ(std::find(merged.begin(), merged.end(), engine::PrecisionLossKind::SolverGaveUp), merged.end());
    EXPECT_TRUE(engine::is_bound(engine::PrecisionLossKind::MergedSolverGaveUp));  // a later round may remove it
    // Path by path, every query is free of ites: nothing is lost.
    EXPECT_TRUE(losses(false).empty());
}

TEST_F(Merging, ASideThatMayThrowStillForks) {
    engine::ExplorationStats stats;
    const std::vector<engine::PathResult> forked = paths("guarded", true, &stats);
    EXPECT_GT(forked.size(), 2u);  // i <= 2; i > 2 read; i > 2 out of bounds; a null
    EXPECT_EQ(stats.merged, 0u);
}

TEST_F(Merging, ABranchOutsideLoopsStillForks) {
    engine::ExplorationStats stats;
    EXPECT_EQ(paths("outsideLoop", true, &stats).size(), 2u);
    EXPECT_EQ(stats.merged, 0u);
}

TEST_F(Merging, ASideThatWritesMemoryStillForks) {
    engine::ExplorationStats stats;
    EXPECT_EQ(paths("withStore", true, &stats).size(), 2u);
    EXPECT_EQ(stats.merged, 0u);
}

}  // namespace
