// The target guide of `symcrete reach` (engine/call_graph.h,
// engine/target_guide.h) on tests/java/engine/eng/Guided.java: which
// methods lead to a line, an exploration that prunes what cannot, and
// concrete runs scored by how near they came.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/call_graph.h"
#include "engine/engine.h"
#include "engine/target_guide.h"
#include "engine_fixture.h"

namespace {

using namespace symcrete;
using engine::CallGraph;
using engine::MethodInfo;
using engine::TargetGuide;
using engine::Value;

class TargetGuideTest : public symcrete::testing::EngineFixture {
protected:
    TargetGuideTest() : EngineFixture("eng/Guided") {}

    const MethodInfo* info(const std::string& cls, const std::string& name) {
        auto runtime = program_.klass(cls);
        EXPECT_TRUE(runtime);
        for (const MethodInfo& m : (*runtime)->methods)
            if (m.name() == name) return &m;
        ADD_FAILURE() << "no method " << name;
        return nullptr;
    }

    // The instructions of `hits++` (found by the field it increments, not
    // by a line number written here).
    std::vector<engine::TargetPlace> target(const CallGraph& graph) {
        const MethodInfo* helper = info("eng/Guided", "helper");
        engine::TargetPlace place{helper, {}};
        const ir::Function& fn = *graph.code(helper)->fn;
        std::uint32_t line = 0;
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.op == ir::Op::PutStatic && fn.members[instr.aux].name == "hits") line = instr.line;
        EXPECT_NE(line, 0u);
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.line == line) place.pcs.insert(instr.pc);
        return {place};
    }

    // The line of `caller`'s call of `callee`, every instruction of it.
    std::vector<engine::TargetPlace> call_line(const CallGraph& graph, const std::string& caller,
                                               const std::string& callee) {
        const MethodInfo* in = info("eng/Guided", caller);
        engine::TargetPlace place{in, {}};
        const ir::Function& fn = *graph.code(in)->fn;
        std::uint32_t line = 0;
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.op == ir::Op::Invoke && fn.members[fn.calls[instr.aux].member].name == callee) line = instr.line;
        EXPECT_NE(line, 0u);
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.line == line) place.pcs.insert(instr.pc);
        return {place};
    }
};

TEST_F(TargetGuideTest, TheMethodsThatLeadToTheTargetIncludeThoseTheJdkCallsBack) {
    const CallGraph graph = CallGraph::build(program_);
    const TargetGuide guide(graph, target(graph));
    EXPECT_TRUE(guide.live_in_control_flow());
    EXPECT_TRUE(guide.prunes());
    const std::set<const MethodInfo*>& leading = guide.leading();
    EXPECT_TRUE(leading.count(info("eng/Guided", "entry")));
    EXPECT_TRUE(leading.count(info("eng/Guided", "helper")));
    // Runnable.run is called through an interface the JDK declares.
    EXPECT_TRUE(leading.count(info("eng/Guided$Task", "run")));
    EXPECT_TRUE(leading.count(info("eng/Guided", "viaTask")));
    EXPECT_FALSE(leading.count(info("eng/Guided", "elsewhere")));
    EXPECT_LT(guide.distance_from_entry(info("eng/Guided", "entry")), TargetGuide::kNever);
    EXPECT_EQ(guide.distance_from_entry(info("eng/Guided", "elsewhere")), TargetGuide::kNever);
    EXPECT_LT(guide.distance_from_entry(info("eng/Guided", "helper")),
              guide.distance_from_entry(info("eng/Guided", "entry")));
}

TEST_F(TargetGuideTest, AGuidedExplorationLeavesOutWhatCannotLeadToTheTarget) {
    engine::Engine plain(program_, context_, *solver_, {});
    auto all = plain.explore(*cls_, method("entry"));
    ASSERT_TRUE(all) << all.error().message;
    EXPECT_EQ(all->size(), 5u);  // a > 10 with b 7 or not; else b 3, 4 or neither

    const CallGraph graph = CallGraph::build(program_);
    engine::EngineOptions options;
    options.target = std::make_shared<TargetGuide>(graph, target(graph));
    options.search = engine::SearchStrategy::TargetGuided;
    engine::Engine guided(program_, context_, *solver_, options);
    auto paths = guided.explore(*cls_, method("entry"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_FALSE(paths->empty());
    const engine::PathResult& last = paths->back();
    EXPECT_TRUE(last.reached_target);
    ASSERT_EQ(last.target_chain.size(), 2u);
    EXPECT_EQ(last.target_chain[0].rfind("eng.Guided.entry line ", 0), 0u) << last.target_chain[0];
    EXPECT_EQ(last.target_chain[1].rfind("eng.Guided.helper line ", 0), 0u) << last.target_chain[1];
    EXPECT_LT(paths->size(), all->size());
    // The a <= 10 side and helper's b != 7 side lead nowhere near it.
    EXPECT_GE(guided.stats().pruned, 1u);
    EXPECT_TRUE(guided.stats().target_reached);
}

TEST_F(TargetGuideTest, AConcreteRunIsScoredByHowNearItCameToTheTarget) {
    const CallGraph graph = CallGraph::build(program_);
    engine::EngineOptions options;
    options.target = std::make_shared<TargetGuide>(graph, target(graph));
    engine::Engine engine(program_, context_, *solver_, options);
    auto score = [&](std::int32_t a, std::int32_t b) {
        const engine::PathResult run = engine.run(*cls_, method("entry"), {Value::i32(a), Value::i32(b)});
        EXPECT_EQ(run.end, engine::PathEnd::Returned);
        return run.reached_target ? 0.0 : run.target_fitness;
    };
    const double outside = score(0, 7);     // missed a > 10
    const double far = score(11, 100);      // in helper, b 93 away from 7
    const double near = score(11, 8);       // b 1 away
    EXPECT_EQ(score(11, 7), 0.0);
    EXPECT_LT(near, far);
    EXPECT_LT(far, outside);
    EXPECT_GT(near, 0.0);
}

// As JaCoCo counts lines: a line whose call throws out of it did not run
// (no probe after the call was hit), so a path reaches it only once the
// line's code runs on past the call.
TEST_F(TargetGuideTest, ALineWhoseCallThrowsOutOfItIsNotReached) {
    const CallGraph graph = CallGraph::build(program_);
    engine::EngineOptions options;
    options.target = std::make_shared<TargetGuide>(graph, call_line(graph, "guarded", "check"));
    engine::Engine engine(program_, context_, *solver_, options);
    const engine::PathResult thrown = engine.run(*cls_, method("guarded"), {Value::i32(-1)});
    EXPECT_EQ(thrown.end, engine::PathEnd::Threw);
    EXPECT_FALSE(thrown.reached_target);
    const engine::PathResult returned = engine.run(*cls_, method("guarded"), {Value::i32(1)});
    EXPECT_EQ(returned.end, engine::PathEnd::Returned);
    EXPECT_TRUE(returned.reached_target);

    // Explored symbolically, the path kept is one that returns.
    options.search = engine::SearchStrategy::TargetGuided;
    engine::Engine guided(program_, context_, *solver_, options);
    auto paths = guided.explore(*cls_, method("guarded"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_FALSE(paths->empty());
    EXPECT_TRUE(paths->back().reached_target);
    EXPECT_EQ(paths->back().end, engine::PathEnd::Returned);
}

}  // namespace
