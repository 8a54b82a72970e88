// PET's block-k (EngineOptions::block_bound, `gen --block-bound`): a path
// visits each block of the program's code at most k times; one that would
// visit a block again is cut, and counted as cut, not kept as a test.
#include <gtest/gtest.h>

#include <set>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

class BlockBoundTest : public testing::EngineFixture {
protected:
    BlockBoundTest() : EngineFixture("eng/Chain") {}

    struct Explored {
        std::set<std::int32_t> returned;
        std::size_t cut = 0;
        std::string detail;
    };

    Explored explore(std::uint32_t block_bound) {
        EngineOptions options;
        options.work_budget = work_for_seconds(10);
        options.block_bound = block_bound;
        options.inputs.max_objects = 4;  // lists of up to four links without the bound
        Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method("length"));
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

TEST_F(BlockBoundTest, PathsVisitingABlockMoreThanKTimesAreCut) {
    const Explored bounded = explore(2);
    // The loop's test (javac puts it after the body) is visited once more
    // than the body runs: at most twice, so lists of 0 and 1 links.
    EXPECT_EQ(bounded.returned, (std::set<std::int32_t>{0, 1}));
    EXPECT_GT(bounded.cut, 0u);
    EXPECT_NE(bounded.detail.find("block bound 2: block "), std::string::npos) << bounded.detail;
    EXPECT_NE(bounded.detail.find("eng.Chain.length visited once more"), std::string::npos) << bounded.detail;

    // Without it, lists up to the input bound, and nothing cut.
    const Explored unbounded = explore(0);
    EXPECT_GT(unbounded.returned.size(), 3u);
    EXPECT_EQ(unbounded.cut, 0u);
}

}  // namespace
}  // namespace symcrete::engine
