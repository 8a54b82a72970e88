// Branches of a class nested in the class under test count as its coverage
// (Interpreter::covers): an enum constant's body, an inner helper. Each
// path's edges there are told apart by the nested class's name; a class
// that only shares the start of the name is not nested.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class NestedCoverageTest : public symcrete::testing::EngineFixture {
protected:
    NestedCoverageTest() : EngineFixture("eng/Shelf") {}

    // Each path's covered edges, those of methods named `prefix...` alone.
    std::vector<std::set<engine::Edge>> edges_of(const std::string& method_name, const std::string& prefix) {
        engine::EngineOptions options;
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(method_name));
        EXPECT_TRUE(paths) << paths.error().message;
        std::vector<std::set<engine::Edge>> edges;
        if (!paths) return edges;
        for (const engine::PathResult& path : *paths) {
            std::set<engine::Edge>& mine = edges.emplace_back();
            for (const engine::Edge& edge : path.covered)
                if (edge.method.starts_with(prefix)) mine.insert(edge);
        }
        return edges;
    }
};

TEST_F(NestedCoverageTest, EdgesOfANestedClassAreTheClassUnderTests) {
    const auto edges = edges_of("fee", "eng/Shelf$Weight.fee(I)I");
    ASSERT_EQ(edges.size(), 2u);
    EXPECT_FALSE(edges[0].empty());
    EXPECT_FALSE(edges[1].empty());
    EXPECT_NE(edges[0], edges[1]);
}

TEST_F(NestedCoverageTest, AClassThatOnlySharesTheNameIsNotNested) {
    const auto edges = edges_of("ruled", "");
    ASSERT_EQ(edges.size(), 2u);
    for (const auto& path : edges)
        for (const engine::Edge& edge : path) EXPECT_EQ(edge.method, "ruled(I)I");
}

}  // namespace
