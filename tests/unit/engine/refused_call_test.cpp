// A setup call that must throw (SetupCall::refused): a path on which it
// throws goes on to the method under test, remembering the exception's
// class; a path on which it returns is not one of the sequence's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/field_effects.h"
#include "engine/input_examples.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::PathResult;

class RefusedCallTest : public symcrete::testing::EngineFixture {
protected:
    RefusedCallTest() : EngineFixture("eng/Tickets") {}

    const classfile::Method* constructor() { return cls_->find_method("<init>", "()V"); }
};

TEST_F(RefusedCallTest, ARefusedCallThrowsAndThePathGoesOn) {
    engine::Engine engine(program_, context_, *solver_, {});
    const std::vector<const classfile::Method*> calls{&method("issue")};
    ASSERT_TRUE(engine.begin(*cls_, method("issue"), constructor(), calls, {}, 0));
    std::size_t went_on = 0, returned_instead = 0;
    while (!engine.finished()) {
        for (const PathResult& path : engine.resume(engine::work_for_seconds(1))) {
            ASSERT_TRUE(path.construction.has_value());
            ASSERT_EQ(path.construction->calls.size(), 1u);
            EXPECT_TRUE(path.construction->calls[0].refused);
            if (path.input_refused) {
                ++returned_instead;
                EXPECT_TRUE(path.refused_call_exception.empty());
                continue;
            }
            ++went_on;
            EXPECT_FALSE(path.setup_failed) << path.detail;
            EXPECT_EQ(path.refused_call_exception, "java/lang/IllegalArgumentException");
            // The refused call took no number: the first that works is 1.
            if (path.end == engine::PathEnd::Returned) {
                ASSERT_TRUE(path.return_value.has_value());
                EXPECT_EQ(expr::evaluate(path.return_value->to_expr(context_), path.model).as_i32(), 1);
            }
        }
    }
    EXPECT_GE(went_on, 2u) << "a seat below and one above the range, each then issued or refused";
    EXPECT_GE(returned_instead, 1u);
}

TEST_F(RefusedCallTest, OnlyAFreshCallCanBeRefused) {
    const std::vector<const classfile::Method*> calls{&method("issue")};
    engine::Engine engine(program_, context_, *solver_, {});
    EXPECT_FALSE(engine.begin(*cls_, method("seatOf"), constructor(), calls, {}, 1)) << "no second call";
    const engine::CallArguments fixed{engine::InputExample::Argument{}};
    EXPECT_FALSE(engine.begin(*cls_, method("seatOf"), constructor(), calls, {&fixed}, 0)) << "its arguments fixed";
    EXPECT_TRUE(engine.begin(*cls_, method("seatOf"), constructor(), calls, {nullptr}, 0));
}

TEST_F(RefusedCallTest, LookingTwoEntriesUpIsCountedAndReplacingDoesNotFill) {
    const engine::FieldEffects swap = engine::field_effects(program_, *cls_, method("swap"));
    ASSERT_TRUE(swap.lookups.count("seats"));
    EXPECT_GE(swap.lookups.at("seats"), 2u);
    EXPECT_TRUE(swap.changes.count("seats"));
    EXPECT_FALSE(swap.fills.count("seats")) << "set replaces: an empty list has nothing to replace";
    const engine::FieldEffects seat_of = engine::field_effects(program_, *cls_, method("seatOf"));
    EXPECT_EQ(seat_of.lookups.count("seats") ? seat_of.lookups.at("seats") : 0u, 1u);
}

}  // namespace
