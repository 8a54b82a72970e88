// The backward proof (engine/backward_proof.h) on tests/java/engine/eng/
// Backward.java: targets no caller can reach are shown unreachable from the
// target back; targets some input reaches never are (the soundness the
// `reach` command's answer rests on), whatever stops the proof.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/backward_proof.h"
#include "engine/call_graph.h"
#include "engine_fixture.h"

namespace {

using namespace symcrete;

class BackwardProofTest : public symcrete::testing::EngineFixture {
protected:
    BackwardProofTest() : EngineFixture("eng/Backward") {}

    // The instructions of the line that increments `counter` in `method`.
    std::vector<engine::TargetPlace> increment_of(const engine::CallGraph& graph, const std::string& method,
                                                  const std::string& counter) {
        auto runtime = program_.klass("eng/Backward");
        EXPECT_TRUE(runtime);
        for (const engine::MethodInfo& info : (*runtime)->methods) {
            if (info.name() != method) continue;
            const ir::Function& fn = *graph.code(&info)->fn;
            std::uint32_t line = 0;
            for (const ir::Block& block : fn.blocks)
                for (const ir::Instr& instr : block.instrs)
                    if (instr.op == ir::Op::PutStatic && fn.members[instr.aux].name == counter) line = instr.line;
            EXPECT_NE(line, 0u) << method;
            engine::TargetPlace place{&info, {}};
            for (const ir::Block& block : fn.blocks)
                for (const ir::Instr& instr : block.instrs)
                    if (instr.line == line) place.pcs.insert(instr.pc);
            return {place};
        }
        ADD_FAILURE() << "no method " << method;
        return {};
    }

    engine::BackwardProof prove(const std::string& method, const std::string& counter) {
        const engine::CallGraph graph = engine::CallGraph::build(program_);
        return engine::prove_unreachable_backward(graph, increment_of(graph, method, counter), context_, *solver_);
    }
};

TEST_F(BackwardProofTest, ContradictoryGuardsAreShownInAFewWaysBack) {
    const engine::BackwardProof proof = prove("guardedTwice", "contradiction");
    EXPECT_TRUE(proof.unreachable) << proof.why_not;
    EXPECT_LE(proof.segments, 3u);  // the target's guard, then the one before it
}

TEST_F(BackwardProofTest, ASwitchCaseKnowsItsKey) {
    const engine::BackwardProof proof = prove("switchedAway", "switched");
    EXPECT_TRUE(proof.unreachable) << proof.why_not;
}

TEST_F(BackwardProofTest, AValueSetOnTheWayIsKnown) {
    const engine::BackwardProof proof = prove("zeroAfterSet", "assigned");
    EXPECT_TRUE(proof.unreachable) << proof.why_not;
}

TEST_F(BackwardProofTest, ReachableTargetsAreNeverShownUnreachable) {
    // An exception's handler (registers unknown past the edge), a loop (the
    // way back is cut), a field (a fresh value), plain arithmetic.
    for (const auto& [method, counter] : {std::pair{"divisorHandler", "caught"}, {"afterLoop", "looped"},
                                          {"reachable", "plain"}}) {
        const engine::BackwardProof proof = prove(method, counter);
        EXPECT_FALSE(proof.unreachable) << method;
        EXPECT_FALSE(proof.why_not.empty()) << method;
    }
    // x > limit and x < 0 hold together for a negative limit.
    const engine::BackwardProof field = prove("aboveLimit", "fielded");
    EXPECT_FALSE(field.unreachable);
}

}  // namespace
