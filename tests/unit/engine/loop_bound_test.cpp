// PET's loop-k (EngineOptions::loop_bound, `gen --loop-bound`): each loop
// iterates at most k times each time a path enters it; a path that would
// iterate once more is cut, and counted as cut, not kept as a test.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

class LoopBoundTest : public testing::EngineFixture {
protected:
    LoopBoundTest() : EngineFixture("eng/Chain") {}

    struct Explored {
        std::set<std::int32_t> returned;
        std::size_t cut = 0;
        std::string detail;
    };

    Explored explore(const std::string& name, std::uint32_t loop_bound, std::uint32_t block_bound = 0) {
        EngineOptions options;
        options.work_budget = work_for_seconds(10);
        options.loop_bound = loop_bound;
        options.block_bound = block_bound;
        options.inputs.max_objects = 4;
        Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        Explored explored;
        if (!paths) return explored;
        for (const PathResult& path : *paths) {
            if (path.end == PathEnd::DepthExceeded) {
                ++explored.cut;
                explored.detail = path.detail;
            }
            if (path.end != PathEnd::Returned || !path.return_value) continue;
            const Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                              : *path.return_value;
            explored.returned.insert(v.as_i32());
        }
        EXPECT_EQ(engine.stats().depth_exceeded, explored.cut);
        return explored;
    }
};

TEST_F(LoopBoundTest, PathsIteratingALoopMoreThanKTimesAreCut) {
    const Explored bounded = explore("length", 2);
    EXPECT_EQ(bounded.returned, (std::set<std::int32_t>{0, 1, 2}));
    EXPECT_GT(bounded.cut, 0u);
    EXPECT_NE(bounded.detail.find("loop bound 2: the loop at block "), std::string::npos) << bounded.detail;
    EXPECT_NE(bounded.detail.find("eng.Chain.length iterated once more"), std::string::npos) << bounded.detail;

    const Explored unbounded = explore("length", 0);
    EXPECT_GT(unbounded.returned.size(), 3u);
    EXPECT_EQ(unbounded.cut, 0u);
}

// The count starts again each time the inner loop is entered: two rows of
// two cells pass loop-2, where block-3 (visits over the whole path) cuts
// the fourth cell.
TEST_F(LoopBoundTest, AnInnerLoopCountsEachRunOfItOnItsOwn) {
    const Explored loops = explore("grid", 2);
    EXPECT_EQ(loops.returned, (std::set<std::int32_t>{0, 1, 2, 4}));
    EXPECT_GT(loops.cut, 0u);

    const Explored blocks = explore("grid", 0, 3);
    EXPECT_EQ(blocks.returned.count(4), 0u);
}

}  // namespace
}  // namespace symcrete::engine
