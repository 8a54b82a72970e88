// Heap assumptions (`--assume`, InputBounds::assume): lazy initialisation
// leaves out the aliases they rule out, for every reference or for the
// fields and parameters named, and nothing else.
#include <gtest/gtest.h>

#include <set>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

class HeapAssumptionsTest : public testing::EngineFixture {
protected:
    HeapAssumptionsTest() : EngineFixture("eng/Chain") {}

    // The values the method's paths return under these assumptions.
    std::set<std::int32_t> returned(const std::string& name, const std::vector<std::string>& assume) {
        EngineOptions options;
        options.work_budget = work_for_seconds(10);
        auto assumptions = parse_heap_assumptions(assume);
        EXPECT_TRUE(assumptions) << assumptions.error().message;
        if (assumptions) options.inputs.assume = *assumptions;
        Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        std::set<std::int32_t> values;
        if (!paths) return values;
        EXPECT_FALSE(engine.stats().budget_exhausted) << name;
        for (const PathResult& path : *paths) {
            if (path.end != PathEnd::Returned || !path.return_value) continue;
            const Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                              : *path.return_value;
            values.insert(v.as_i32());
        }
        return values;
    }
};

TEST_F(HeapAssumptionsTest, NoAliasingLeavesOutTwoParametersBeingOneObject) {
    EXPECT_EQ(returned("same", {}), (std::set<std::int32_t>{0, 1}));
    EXPECT_EQ(returned("same", {"no-aliasing"}), (std::set<std::int32_t>{0}));
    // Named: only the parameter named may not be an alias of an earlier input.
    EXPECT_EQ(returned("same", {"no-aliasing=b"}), (std::set<std::int32_t>{0}));
    EXPECT_EQ(returned("same", {"no-aliasing=a"}), (std::set<std::int32_t>{0, 1}));
}

TEST_F(HeapAssumptionsTest, AcyclicLeavesOutCyclesButNotOtherAliases) {
    EXPECT_EQ(returned("cycleLength", {}), (std::set<std::int32_t>{0, 1, 2}));
    EXPECT_EQ(returned("cycleLength", {"acyclic"}), (std::set<std::int32_t>{0}));
    EXPECT_EQ(returned("cycleLength", {"acyclic=next"}), (std::set<std::int32_t>{0}));
    EXPECT_EQ(returned("cycleLength", {"acyclic=prev"}), (std::set<std::int32_t>{0, 1, 2}));
    // Two parameters being one object is no cycle.
    EXPECT_EQ(returned("same", {"acyclic"}), (std::set<std::int32_t>{0, 1}));
}

TEST(HeapAssumptions, ValuesAreParsedAndDescribed) {
    auto both = parse_heap_assumptions({"acyclic", "no-aliasing=next,prev"});
    ASSERT_TRUE(both) << both.error().message;
    EXPECT_TRUE(both->acyclic.on);
    EXPECT_TRUE(both->acyclic.names.empty());
    EXPECT_EQ(both->no_aliasing.names, (std::vector<std::string>{"next", "prev"}));
    EXPECT_EQ(both->describe(), "acyclic; no aliasing of next, prev");
    EXPECT_TRUE(both->no_aliasing.applies_to("this.head.next"));
    EXPECT_TRUE(both->no_aliasing.applies_to("next"));
    EXPECT_FALSE(both->no_aliasing.applies_to("this.head"));
    EXPECT_TRUE(both->acyclic.applies_to("rows[1]"));
    EXPECT_FALSE(parse_heap_assumptions({}).value().any());

    auto unknown = parse_heap_assumptions({"non-null"});
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().message,
              "--assume non-null: expected acyclic or no-aliasing, optionally with =<field or parameter>,...");
    auto empty = parse_heap_assumptions({"acyclic=next,,prev"});
    ASSERT_FALSE(empty);
    EXPECT_NE(empty.error().message.find("an empty name"), std::string::npos);
}

}  // namespace
}  // namespace symcrete::engine
