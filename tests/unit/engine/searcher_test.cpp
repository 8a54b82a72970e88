// The searchers (engine/searcher.h): the order each gives exploration, that
// pausing keeps it, and that coverage-guided search reaches uncovered edges
// sooner than depth-first search on a method built against it.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/searcher.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::Edge;
using engine::PathResult;
using engine::SearchStrategy;

class SearcherTest : public symcrete::testing::EngineFixture {
protected:
    SearcherTest() : EngineFixture("eng/Search") {}

    std::vector<PathResult> explore(const std::string& name, SearchStrategy search,
                                    std::uint64_t max_paths = engine::EngineOptions{}.max_paths) {
        engine::EngineOptions options;
        options.search = search;
        options.max_paths = max_paths;
        auto solver = solver::make_z3_solver();  // a fresh one: models independent of earlier queries
        engine::Engine engine(program_, context_, *solver, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        return paths ? std::move(*paths) : std::vector<PathResult>{};
    }
};

std::int32_t concrete(const expr::Value& value, const PathResult& path) {
    return (value.is_symbolic() ? expr::evaluate(value.expr(), path.model) : value).as_i32();
}

std::int32_t returned(const PathResult& path) {
    EXPECT_TRUE(path.return_value.has_value());
    return path.return_value ? concrete(*path.return_value, path) : -1000;
}

std::vector<std::int32_t> returns(const std::vector<PathResult>& paths) {
    std::vector<std::int32_t> values;
    for (const PathResult& path : paths) values.push_back(returned(path));
    return values;
}

std::vector<std::size_t> depths(const std::vector<PathResult>& paths) {
    std::vector<std::size_t> sizes;
    for (const PathResult& path : paths) sizes.push_back(path.path_condition.size());
    return sizes;
}

std::set<Edge> edges(const std::vector<PathResult>& paths) {
    std::set<Edge> all;
    for (const PathResult& path : paths) all.insert(path.covered.begin(), path.covered.end());
    return all;
}

TEST(SearchStrategyTest, NamesRoundTrip) {
    for (SearchStrategy s : {SearchStrategy::DepthFirst, SearchStrategy::BreadthFirst, SearchStrategy::CoverageGuided})
        EXPECT_EQ(engine::parse_search_strategy(engine::to_string(s)), s);
    EXPECT_EQ(engine::parse_search_strategy("dfs"), SearchStrategy::DepthFirst);
    EXPECT_EQ(engine::parse_search_strategy("bfs"), SearchStrategy::BreadthFirst);
    EXPECT_EQ(engine::parse_search_strategy("covnew"), SearchStrategy::CoverageGuided);
    EXPECT_FALSE(engine::parse_search_strategy("random"));
    EXPECT_EQ(engine::EngineOptions{}.search, SearchStrategy::DepthFirst);
}

// The searchers' picks on a hand-made pending list: only the order and the
// fork edges matter.
TEST(CoverageGuidedSearcherTest, PrefersTheNewestStateForkedOntoAnUncoveredEdge) {
    const Edge e1{"m()V", 0, 1}, e2{"m()V", 0, 2}, e3{"m()V", 3, 4};
    engine::PendingStates pending(4);
    pending[0].fork_edge = e1;
    pending[2].fork_edge = e2;  // pending[1] and [3]: forks that took no edge of the class under test
    engine::CoverageGuidedSearcher searcher;
    searcher.added(pending, 0);
    EXPECT_EQ(searcher.waiting_on_new_edges(), 2u);
    EXPECT_EQ(searcher.select(pending), 2u);  // the newest of the two new ones, not the newest state
    pending.erase(pending.begin() + 2);
    searcher.finished({e2});
    EXPECT_EQ(searcher.select(pending), 0u);
    pending.erase(pending.begin());
    searcher.finished({e1, e3});
    EXPECT_EQ(searcher.waiting_on_new_edges(), 0u);
    EXPECT_EQ(searcher.select(pending), 1u);  // nothing new: depth-first
    // A state forked onto an edge already covered is not new.
    pending.emplace_back().fork_edge = e3;
    searcher.added(pending, pending.size() - 1);
    EXPECT_EQ(searcher.waiting_on_new_edges(), 0u);
    // Two states forked onto one new edge: once a finished path covers it,
    // the other is not new any more.
    const Edge e4{"m()V", 5, 6};
    pending.emplace_back().fork_edge = e4;
    pending.emplace_back();
    pending.emplace_back().fork_edge = e4;
    searcher.added(pending, pending.size() - 3);
    EXPECT_EQ(searcher.waiting_on_new_edges(), 2u);
    EXPECT_EQ(searcher.select(pending), pending.size() - 1);
    pending.pop_back();
    searcher.finished({e4});
    EXPECT_EQ(searcher.waiting_on_new_edges(), 0u);
    EXPECT_EQ(searcher.select(pending), pending.size() - 1);
}

TEST(SearcherFactoryTest, DepthFirstTakesTheNewestAndBreadthFirstTheOldest) {
    engine::PendingStates pending(3);
    EXPECT_EQ(engine::make_searcher(SearchStrategy::DepthFirst)->select(pending), 2u);
    EXPECT_EQ(engine::make_searcher(SearchStrategy::BreadthFirst)->select(pending), 0u);
    EXPECT_EQ(engine::make_searcher(SearchStrategy::CoverageGuided)->select(pending), 2u);
}

// The first path returns 3 and leaves forks for a < 0, b < 0 and c < 0, in
// that order. Depth-first takes the newest (the deepest) first, as
// exploration always did; breadth-first the oldest, so the shallow paths
// end before the deep ones.
TEST_F(SearcherTest, DepthFirstAndBreadthFirstOrders) {
    const auto dfs = explore("nested", SearchStrategy::DepthFirst);
    EXPECT_EQ(returns(dfs), (std::vector<std::int32_t>{3, 2, 1, 0}));
    EXPECT_EQ(depths(dfs), (std::vector<std::size_t>{3, 3, 2, 1}));
    const auto bfs = explore("nested", SearchStrategy::BreadthFirst);
    EXPECT_EQ(returns(bfs), (std::vector<std::int32_t>{3, 0, 1, 2}));
    EXPECT_EQ(depths(bfs), (std::vector<std::size_t>{3, 1, 2, 3}));
    // With nothing to prefer, coverage-guided search is depth-first.
    EXPECT_EQ(returns(explore("nested", SearchStrategy::CoverageGuided)), returns(dfs));
}

// Every searcher finds every path when exploration runs to its end.
TEST_F(SearcherTest, EverySearcherCoversEverythingGivenTheBudget) {
    for (const char* name : {"nested", "branchThenLoop"}) {
        const auto dfs = explore(name, SearchStrategy::DepthFirst);
        for (SearchStrategy s : {SearchStrategy::BreadthFirst, SearchStrategy::CoverageGuided}) {
            const auto other = explore(name, s);
            EXPECT_EQ(other.size(), dfs.size()) << name << " " << engine::to_string(s);
            EXPECT_EQ(edges(other), edges(dfs)) << name << " " << engine::to_string(s);
        }
    }
}

// Three paths: depth-first spends the second and third in the loop; the
// coverage-guided searcher takes the loop once (a new edge), then the
// branch's other side (a new edge) rather than another unrolling (an edge
// covered already), and so covers every edge.
TEST_F(SearcherTest, CoverageGuidedReachesTheBranchDepthFirstLeavesForLater) {
    const std::set<Edge> all = edges(explore("branchThenLoop", SearchStrategy::DepthFirst));
    const auto dfs = explore("branchThenLoop", SearchStrategy::DepthFirst, 3);
    const auto covnew = explore("branchThenLoop", SearchStrategy::CoverageGuided, 3);
    ASSERT_EQ(dfs.size(), 3u);
    ASSERT_EQ(covnew.size(), 3u);
    EXPECT_LT(edges(dfs).size(), all.size());
    EXPECT_EQ(edges(covnew), all);
    // Depth-first's three paths all have x <= 0 (the first path's choice);
    // the coverage-guided ones take both sides.
    for (const PathResult& path : dfs) EXPECT_LE(concrete(path.arguments[0], path), 0);
    std::set<bool> positive;
    for (const PathResult& path : covnew) positive.insert(concrete(path.arguments[0], path) > 0);
    EXPECT_EQ(positive.size(), 2u);
}

// A paused path runs first on the next resume, whatever the searcher, so
// slices explore exactly what one run does.
TEST_F(SearcherTest, ResumingInSlicesKeepsEverySearchersOrder) {
    for (SearchStrategy s : {SearchStrategy::DepthFirst, SearchStrategy::BreadthFirst, SearchStrategy::CoverageGuided}) {
        engine::EngineOptions options;
        options.search = s;
        std::vector<std::int32_t> whole, sliced;
        {
            auto solver = solver::make_z3_solver();
            engine::Engine engine(program_, context_, *solver, options);
            auto paths = engine.explore(*cls_, method("branchThenLoop"));
            ASSERT_TRUE(paths) << paths.error().message;
            whole = returns(*paths);
        }
        {
            auto solver = solver::make_z3_solver();
            engine::Engine engine(program_, context_, *solver, options);
            ASSERT_TRUE(engine.begin(*cls_, method("branchThenLoop")));
            int resumes = 0;
            while (!engine.finished() && resumes < 100000) {
                for (std::int32_t v : returns(engine.resume(3'000))) sliced.push_back(v);
                ++resumes;
            }
            EXPECT_TRUE(engine.finished());
            EXPECT_GT(resumes, 5) << engine::to_string(s);  // the slices really cut paths
        }
        EXPECT_GT(whole.size(), 3u);
        EXPECT_EQ(whole, sliced) << engine::to_string(s);
    }
}

}  // namespace
