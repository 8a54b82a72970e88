// After a call, the receiver is observed also by its queries that take one
// of the call's arguments (Interpreter::observe): load(student) after
// enrol(student, points), as a person checks a call that returns nothing.
// Never by a method that changes the object.
#include <gtest/gtest.h>

#include "testgen/generator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class ArgumentQueriesTest : public testing::EngineFixture {
protected:
    ArgumentQueriesTest() : EngineFixture("eng/Seats") {}

    // The tests of `method_name` at 5 s of work.
    Result<GenerationResult> tests_of(const std::string& method_name) {
        GenerateOptions options;
        options.engine.work_budget = engine::work_for_seconds(5);
        options.method = method_name;
        return generate_tests(program_, context_, *solver_, *cls_, options);
    }
};

TEST_F(ArgumentQueriesTest, AVoidCallIsCheckedByAQueryOfItsArgument) {
    auto generated = tests_of("enrol");
    ASSERT_TRUE(generated) << generated.error().message;
    bool checked = false;
    for (const TestCase& test : generated->suite.tests) {
        // A new object, enrolled once: its load is the points.
        if (test.outcome.kind != Outcome::Kind::ReturnsVoid || !test.construction || !test.construction->calls.empty())
            continue;
        for (const Getter& getter : test.receiver_after) {
            EXPECT_NE(getter.method, "take");
            if (getter.method != "load") continue;
            ASSERT_TRUE(getter.argument.has_value());
            EXPECT_EQ(*getter.argument, 0u);  // the student
            ASSERT_EQ(test.arguments.size(), 2u);
            EXPECT_EQ(getter.value.bits, test.arguments[1].primitive.bits);
            checked = true;
        }
    }
    EXPECT_TRUE(checked) << generated->suite.tests.size() << " tests, none checked by load";
}

// load(student) is a query of its own argument: its tests assert what it
// returned, not the same call once more as the receiver's state.
TEST_F(ArgumentQueriesTest, TheCallUnderTestIsNotAskedAgain) {
    auto generated = tests_of("load");
    ASSERT_TRUE(generated) << generated.error().message;
    std::size_t returned = 0;
    for (const TestCase& test : generated->suite.tests) {
        if (test.outcome.kind != Outcome::Kind::Returns) continue;
        ++returned;
        for (const Getter& getter : test.receiver_after) EXPECT_NE(getter.method, "load");
    }
    EXPECT_GE(returned, 1u);
}

// count(keep) is a query of the call's argument too; asked again of a
// function the test gives as answers, it ran out of them and the replay
// disagreed with the path (an internal error for every path that called it).
TEST_F(ArgumentQueriesTest, AFunctionOfAnswersIsNotAskedAgain) {
    use_class("eng/Filters");
    auto generated = tests_of("count");
    ASSERT_TRUE(generated) << generated.error().message;
    ASSERT_EQ(generated->methods.size(), 1u);
    EXPECT_TRUE(generated->methods[0].internal_errors.empty()) << generated->methods[0].internal_errors.front();
    std::size_t counted = 0;
    for (const TestCase& test : generated->suite.tests) counted += test.outcome.kind == Outcome::Kind::Returns ? 1 : 0;
    EXPECT_GE(counted, 2u) << "none and some names kept";
}

}  // namespace
}  // namespace symcrete::testgen
