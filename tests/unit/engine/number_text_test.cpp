// A symbolic number put into text by + or StringBuilder.append in test
// generation (value_text_of_modelled_width, intrinsics.h): its sign and digit
// count kept as the model has them, its digits free, so a later comparison
// of two such keys still chooses them equal or not; the path says what it
// kept. (Pinning the whole number made both keys one text.)
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::PathEnd;
using engine::PathResult;

class NumberTextTest : public symcrete::testing::EngineFixture {
protected:
    NumberTextTest() : EngineFixture("eng/Keys") {}

    // Each returning path's result, with whether its model's two numbers are equal.
    void expect_equal_and_unequal(const std::string& name) {
        engine::Engine engine(program_, context_, *solver_, {});
        auto paths = engine.explore(*cls_, method(name));
        ASSERT_TRUE(paths) << paths.error().message;
        bool equal = false;
        bool unequal = false;
        for (const PathResult& path : *paths) {
            if (path.end != PathEnd::Returned || !path.return_value || !path.return_value->is_concrete()) continue;
            ASSERT_EQ(path.arguments.size(), 2u);
            const auto value = [&](std::size_t i) {
                const engine::Value v = path.arguments[i];
                return v.is_concrete() ? v : expr::evaluate(v.expr(), path.model);
            };
            const bool same = value(0).bits() == value(1).bits();
            const bool kept_width = std::any_of(path.precision_lost.begin(), path.precision_lost.end(), [](const auto& loss) {
                return loss.kind == engine::PrecisionLossKind::ValuePinned &&
                       loss.text.find("number of digits") != std::string::npos;
            });
            EXPECT_TRUE(kept_width) << name;
            if (path.return_value->as_i32() != 0) {
                equal = true;
                EXPECT_TRUE(same) << name;
            } else {
                unequal = true;
                EXPECT_FALSE(same) << name;
            }
        }
        EXPECT_TRUE(equal) << name << ": a path makes the keys equal";
        EXPECT_TRUE(unequal) << name << ": a path makes them differ";
    }
};

TEST_F(NumberTextTest, KeysMadeWithPlusAreEqualOrNot) { expect_equal_and_unequal("sameKey"); }

TEST_F(NumberTextTest, LongsAppendedToBuildersAreEqualOrNot) { expect_equal_and_unequal("sameId"); }

// A loop that appends a symbolic number for ever made chains of
// if-then-else over thousands of chars (a toString over a list closed into
// a cycle took 90 s and 2 GiB); the path ends at the bound instead, and
// says so.
TEST_F(NumberTextTest, ATextPastTheBoundEndsThePath) {
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(*cls_, method("longKey"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_FALSE(paths->empty());
    for (const PathResult& path : *paths) {
        EXPECT_EQ(path.end, PathEnd::Unsupported) << path.detail;
        EXPECT_NE(path.detail.find("past the engine's bound of 1024"), std::string::npos) << path.detail;
    }
}

}  // namespace
