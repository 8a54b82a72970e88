// A method that ranks what other calls filled (leaders, by the points a
// lambda reads): explored after two players joined and one scored, and its
// result, players the calls made, asserted by their getters in order, so a
// test tells the biggest scorer first from the smallest.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "testgen/generator.h"
#include "testgen/junit_writer.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class RankingTest : public testing::EngineFixture {
protected:
    RankingTest() : EngineFixture("eng/Standings") {}
};

std::size_t calls_of(const TestCase& test, const std::string& name) {
    if (!test.construction) return 0;
    return static_cast<std::size_t>(std::count_if(test.construction->calls.begin(), test.construction->calls.end(),
                                                  [&](const TestCase::Call& call) { return call.method == name; }));
}

TEST_F(RankingTest, TwoPlayersOneOfWhomScoredAreRankedByTheirGetters) {
    GenerateOptions options;
    // The whole class: join's and score's own tests give the arguments
    // the sequences before leaders then call them with.
    options.engine.work_budget = engine::work_for_seconds(8);
    auto generated = generate_tests(program_, context_, *solver_, *cls_, options);
    ASSERT_TRUE(generated) << generated.error().message;
    const TestCase* ranked = nullptr;
    for (const TestCase& test : generated->suite.tests) {
        const Outcome& outcome = test.outcome;
        if (test.method != "leaders" || calls_of(test, "join") != 2 || calls_of(test, "score") != 1 || outcome.items.size() != 2) continue;
        ASSERT_EQ(outcome.shape, Outcome::Shape::List);
        for (const Outcome::Item& item : outcome.items) {
            EXPECT_EQ(item.kind, Outcome::Item::Kind::Observed);
            EXPECT_EQ(item.type, "eng/Standings$Player");
            EXPECT_FALSE(item.getters.empty());
        }
        ranked = &test;
    }
    ASSERT_NE(ranked, nullptr) << generated->suite.tests.size() << " tests, none ranks two players after a score";
    const std::string source = write_junit(generated->suite);
    EXPECT_NE(source.find("assertEquals(2, actual.size());"), std::string::npos) << source;
    EXPECT_NE(source.find("((Standings.Player) actual.get(1)).id()"), std::string::npos) << source;
}

}  // namespace
}  // namespace symcrete::testgen
