// Records that hold records of their own kind as inputs. An alias never
// closes a cycle through a record (Interpreter::closes_constructed_cycle):
// a record's components exist before it, so a list a record holds cannot
// hold that record.
// And a kind that holds no other of its type is tried first
// (Program::implementations), so inputs are small before they nest.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class RecordCyclesTest : public symcrete::testing::EngineFixture {
protected:
    RecordCyclesTest() : EngineFixture("eng/Rules") {}
};

// Does a walk from a record along the references its input graph holds
// come back to it?
bool holds_itself(const engine::InputGraph& graph, std::size_t record) {
    std::vector<bool> seen(graph.objects.size(), false);
    std::vector<std::size_t> pending{record};
    while (!pending.empty()) {
        const std::size_t index = pending.back();
        pending.pop_back();
        for (const engine::Value& slot : graph.objects[index].slots) {
            if (!engine::is_lazy_reference(slot)) continue;
            const std::int32_t target = graph.references[engine::lazy_reference_id(slot)].target;
            if (target < 0) continue;
            if (static_cast<std::size_t>(target) == record) return true;
            if (!seen[static_cast<std::size_t>(target)]) {
                seen[static_cast<std::size_t>(target)] = true;
                pending.push_back(static_cast<std::size_t>(target));
            }
        }
    }
    return false;
}

TEST_F(RecordCyclesTest, NoPathsInputsHoldARecordInsideItself) {
    use_class("eng/Rules$All");
    engine::EngineOptions options;
    options.max_paths = 3000;
    engine::Engine engine(program_, context_, *solver_, options);
    auto paths = engine.explore(*cls_, method("selfHeld"));
    ASSERT_TRUE(paths) << paths.error().message;
    std::size_t records = 0;
    for (const engine::PathResult& path : *paths) {
        if (!path.inputs) continue;
        for (std::size_t i = 0; i < path.inputs->objects.size(); ++i) {
            if (path.inputs->objects[i].constructor == nullptr) continue;
            ++records;
            EXPECT_FALSE(holds_itself(*path.inputs, i)) << path.inputs->objects[i].origin << " holds itself";
        }
    }
    EXPECT_GT(records, 0u);
}

TEST_F(RecordCyclesTest, AKindThatHoldsNoOtherIsTriedFirst) {
    const engine::RuntimeClass* rule = *program_.klass("eng/Rules$Rule");
    const engine::RuntimeClass* leaf = *program_.klass("eng/Rules$Leaf");
    const engine::RuntimeClass* all = *program_.klass("eng/Rules$All");
    EXPECT_FALSE(program_.may_hold(leaf, rule));
    EXPECT_TRUE(program_.may_hold(all, rule)) << "List<Rule> rules";
    const std::vector<const engine::RuntimeClass*>& kinds = program_.implementations(rule);
    const auto at = [&](const engine::RuntimeClass* cls) { return std::find(kinds.begin(), kinds.end(), cls) - kinds.begin(); };
    ASSERT_EQ(kinds.size(), 2u);
    EXPECT_LT(at(leaf), at(all)) << "All comes first by name";
}

}  // namespace
