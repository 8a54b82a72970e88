// Values the JVM chooses freely (engine/jvm_choices.cpp): with
// EngineOptions::jvm_choices_symbolic every clock reading and identity hash
// is a fresh value with what HotSpot guarantees, so exploration covers every
// choice and loses no precision; without it, one value each, recorded as a
// loss.
#include <gtest/gtest.h>

#include <set>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using expr::Value;

class JvmChoices : public symcrete::testing::EngineFixture {
protected:
    JvmChoices() : EngineFixture("eng/JvmChoices") {}

    // What each path returned, and whether any lost precision.
    std::pair<std::multiset<std::int32_t>, bool> explore(const std::string& name, bool symbolic) {
        engine::EngineOptions options;
        options.jvm_choices_symbolic = symbolic;
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        std::multiset<std::int32_t> returned;
        bool lost = false;
        for (const engine::PathResult& path : *paths) {
            EXPECT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
            const Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                             : *path.return_value;
            returned.insert(v.as_i32());
            lost |= !path.precision_lost.empty();
        }
        return {returned, lost};
    }
};

TEST_F(JvmChoices, ClocksNeverRunBackwards) {
    EXPECT_EQ(explore("clocksNeverRunBackwards", true), std::make_pair(std::multiset<std::int32_t>{1}, false));
    // One value each: the same answer, but the path says what it rests on.
    EXPECT_EQ(explore("clocksNeverRunBackwards", false), std::make_pair(std::multiset<std::int32_t>{1}, true));
}

TEST_F(JvmChoices, AnObjectKeepsItsHashAndTwoMayShareOne) {
    EXPECT_EQ(explore("hashes", true), std::make_pair(std::multiset<std::int32_t>{1, 2}, false));
    EXPECT_EQ(explore("hashes", false), std::make_pair(std::multiset<std::int32_t>{1}, true));
}

}  // namespace
