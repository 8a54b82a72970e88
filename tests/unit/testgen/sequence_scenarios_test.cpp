// A sequence of setup calls keeps a test for each new scenario (its ways
// through the calls and the method), a few per sequence; results of
// another shape in a scenario already kept (another class of entry) have
// probes of their own and do not use those few up.
#include <gtest/gtest.h>

#include "testgen/generator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class SequenceScenariosTest : public testing::EngineFixture {
protected:
    SequenceScenariosTest() : EngineFixture("eng/Undo") {}

    // The tests of `undo` at 10 s of work.
    Result<GenerationResult> undo_tests() {
        GenerateOptions options;
        options.engine.work_budget = engine::work_for_seconds(10);
        options.method = "undo";
        return generate_tests(program_, context_, *solver_, *cls_, options);
    }
};

TEST_F(SequenceScenariosTest, TwoRecordsInRoomForTwoAreKeptBesideRoomForOne) {
    auto generated = undo_tests();
    ASSERT_TRUE(generated) << generated.error().message;
    bool room_for_one = false;
    bool room_for_two = false;
    for (const TestCase& test : generated->suite.tests) {
        if (!test.construction || test.construction->calls.size() != 2) continue;
        ASSERT_EQ(test.construction->arguments.size(), 1u);
        const auto capacity = static_cast<std::int32_t>(test.construction->arguments[0].primitive.bits);
        (capacity == 1 ? room_for_one : room_for_two) |= capacity >= 1;
    }
    EXPECT_TRUE(room_for_one);
    EXPECT_TRUE(room_for_two) << generated->suite.tests.size() << " tests, none records twice in room for two";
}

// `record(T entry)`: the entries are of one class (String), not a path per
// class of entry, and two records in room for two are two objects, so a
// test tells the newest from the oldest (pollLast for pollFirst fails it).
TEST_F(SequenceScenariosTest, EntriesOfATypeVariableAreDistinctStrings) {
    auto generated = undo_tests();
    ASSERT_TRUE(generated) << generated.error().message;
    bool distinct_in_room_for_two = false;
    for (const TestCase& test : generated->suite.tests) {
        if (!test.construction) continue;
        for (const TestCase::Call& call : test.construction->calls) {
            ASSERT_EQ(call.arguments.size(), 1u);
            if (call.arguments[0].kind == InputValue::Kind::Object) {
                EXPECT_EQ(test.objects[call.arguments[0].object].type, "java/lang/String");
            }
        }
        const auto& calls = test.construction->calls;
        if (calls.size() != 2 || test.construction->arguments[0].primitive.bits < 2) continue;
        const InputValue& first = calls[0].arguments[0];
        const InputValue& second = calls[1].arguments[0];
        distinct_in_room_for_two |= first.kind == InputValue::Kind::Object && second.kind == InputValue::Kind::Object &&
                                    first.object != second.object;
    }
    EXPECT_TRUE(distinct_in_room_for_two) << generated->suite.tests.size() << " tests";
}

}  // namespace
}  // namespace symcrete::testgen
