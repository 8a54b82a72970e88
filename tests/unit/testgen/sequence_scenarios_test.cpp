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
};

TEST_F(SequenceScenariosTest, TwoRecordsInRoomForTwoAreKeptBesideRoomForOne) {
    GenerateOptions options;
    options.engine.work_budget = engine::work_for_seconds(10);
    options.method = "undo";
    auto generated = generate_tests(program_, context_, *solver_, *cls_, options);
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

}  // namespace
}  // namespace symcrete::testgen
