// `PATTERN.matcher(text).matches()`, the Matcher asked once and dropped, is
// decided by the regex's automaton (intrinsics_regex.cpp): few paths where
// the JDK's matcher branched on every char, and every test's replay, which
// runs the JDK's own matcher on the concrete text, agrees with it. A
// Matcher kept in a local still runs the JDK's matcher (its groups).
#include <gtest/gtest.h>

#include <algorithm>

#include "testgen/generator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class MatcherOnceTest : public testing::EngineFixture {
protected:
    MatcherOnceTest() : EngineFixture("eng/Emails") {}

    GenerationResult generate(const std::string& method) {
        GenerateOptions options;
        options.engine.work_budget = engine::work_for_seconds(10);
        options.method = method;
        options.all_paths = true;
        auto generated = generate_tests(program_, context_, *solver_, *cls_, options);
        EXPECT_TRUE(generated) << generated.error().message;
        return generated ? std::move(*generated) : GenerationResult{};
    }
};

bool returns(const TestCase& test, bool value) {
    return test.outcome.kind == Outcome::Kind::Returns && test.outcome.value &&
           (test.outcome.value->bits != 0) == value;
}

TEST_F(MatcherOnceTest, AMatcherAskedOnceIsDecidedByTheAutomaton) {
    const GenerationResult generated = generate("valid");
    ASSERT_EQ(generated.methods.size(), 1u);
    const MethodReport& report = generated.methods.front();
    EXPECT_TRUE(report.internal_errors.empty()) << report.internal_errors.front();
    EXPECT_EQ(report.stopped, "explored completely");
    EXPECT_LE(report.paths, 8u);
    const auto& tests = generated.suite.tests;
    EXPECT_TRUE(std::any_of(tests.begin(), tests.end(), [](const TestCase& t) { return returns(t, true); }));
    EXPECT_TRUE(std::any_of(tests.begin(), tests.end(), [](const TestCase& t) { return returns(t, false); }));
}

TEST_F(MatcherOnceTest, AMatcherKeptInALocalRunsTheJdksMatcher) {
    const GenerationResult generated = generate("user");
    ASSERT_EQ(generated.methods.size(), 1u);
    const MethodReport& report = generated.methods.front();
    EXPECT_TRUE(report.internal_errors.empty()) << report.internal_errors.front();
    const auto& tests = generated.suite.tests;
    // The first group of a match: some letters, read from the Matcher.
    EXPECT_TRUE(std::any_of(tests.begin(), tests.end(), [](const TestCase& t) {
        return t.outcome.kind == Outcome::Kind::Returns && !t.outcome.text.empty();
    }));
}

}  // namespace
}  // namespace symcrete::testgen
