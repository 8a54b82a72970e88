// A map input's String keys are as many as its entries (Interpreter::
// assume_distinct_texts): the path says their texts differ, so no model of
// it (a readable one included) makes two keys one text and the map a test
// builds one entry shorter than the path's.
#include <gtest/gtest.h>

#include <vector>

#include "engine/engine.h"
#include "engine/inputs.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class MapKeyTextsTest : public symcrete::testing::EngineFixture {
protected:
    MapKeyTextsTest() : EngineFixture("eng/MapKeys") {}
};

TEST_F(MapKeyTextsTest, NoModelOfThePathGivesTwoKeysOneText) {
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(*cls_, method("entries"));
    ASSERT_TRUE(paths) << paths.error().message;
    std::size_t pairs = 0;
    for (const engine::PathResult& path : *paths) {
        if (path.end != engine::PathEnd::Returned || !path.inputs) continue;
        std::vector<const engine::InputObject*> keys;
        for (const engine::InputObject& input : path.inputs->objects)
            if (input.origin.find(".key(") != std::string::npos) keys.push_back(&input);
        for (std::size_t i = 0; i < keys.size(); ++i)
            for (std::size_t j = 0; j < i; ++j) {
                ++pairs;
                const expr::Expr* same = context_.unary(expr::Kind::Not, engine::texts_differ(context_, *keys[i], *keys[j]));
                expr::Assignment model;
                EXPECT_EQ(solver_->check(solver::Query{path.path_condition, same}, &model), solver::SatResult::Unsat)
                    << keys[i]->origin << " and " << keys[j]->origin << " may be one text";
            }
    }
    EXPECT_GT(pairs, 0u) << "no path had a map of two keys";
}

}  // namespace
