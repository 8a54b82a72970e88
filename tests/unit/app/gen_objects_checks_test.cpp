// What gen's tests check and how they build their inputs, on fixtures the
// engine once got wrong: records made of sets, conditions returned as they
// are, static id counters held in atomics.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "support/text.h"
#include "unit/app/gen_fixture.h"

namespace {

using symcrete::testing::contains;
using symcrete::testing::read_file;
using symcrete::testing::test_bodies;
using namespace symcrete::testing::gen_objects;

// A record with a set component its constructor checks: the set is filled
// before the record is made of it, in the test as in the engine's replay (a
// replay that made the record first saw the set empty: "replay mismatch ...
// an input record's constructor threw").
TEST(GenObjects, RecordsAreMadeOfCollectionsAlreadyFilled) {
    const auto [result, out] = gen_fixture("objs.Rota", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "replay mismatch")) << result.output;
    const std::string tests = read_file(out / "objs" / "RotaSymcreteTest.java");
    // covers: both results, on records the constructor accepted.
    EXPECT_TRUE(contains(tests, ".covers(") && contains(tests, "assertTrue(") && contains(tests, "assertFalse("))
        << tests;
    // No set gets an element after a record was made of it (within a test).
    const std::regex made(R"(new Rota\((\w+), )");
    for (const std::string& body : test_bodies(tests)) {
        for (auto it = std::sregex_iterator(body.begin(), body.end(), made); it != std::sregex_iterator(); ++it) {
            const std::string set = (*it)[1];
            EXPECT_EQ(body.find(set + ".add(", static_cast<std::size_t>(it->position())), std::string::npos)
                << set << " is filled after the record is made of it\n"
                << body;
        }
    }
    expect_all_kept(result.output, "objs.Rota");
}

// A method that returns a symbolic condition without branching on it gets
// a test of each answer (bugs such as `==` for `equals` show only on true).
TEST(GenObjects, AConditionReturnedAsItIsGetsATestOfEachAnswer) {
    const auto [result, out] = gen_fixture("objs.Answers", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "AnswersSymcreteTest.java");
    for (const char* call : {R"(\.isIn\()", R"(\.allows\()", R"(Answers\.isCode\()"}) {
        EXPECT_TRUE(std::regex_search(tests, std::regex(std::string(R"(assertTrue\([\w.]*)") + call))) << call << "\n"
                                                                                                   << tests;
        EXPECT_TRUE(std::regex_search(tests, std::regex(std::string(R"(assertFalse\([\w.]*)") + call))) << call << "\n"
                                                                                                    << tests;
    }
    // The record's own toString, hashCode and equals read its components
    // as a getfield does: a receiver made as an input, whose components
    // were still lazy references, once recursed to the call depth bound.
    EXPECT_FALSE(contains(result.output, "call depth")) << result.output;
    expect_all_kept(result.output, "objs.Answers");
}

// A static AtomicInteger id counter is set back before each test, as a
// primitive static is assigned back: every test expects the first number.
TEST(GenObjects, AnAtomicCounterIsSetBackBeforeEachTest) {
    const auto [result, out] = gen_fixture("objs.Stub", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "StubSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "((java.util.concurrent.atomic.AtomicInteger) staticField(\"NEXT\").get(null)).set(100);"))
        << tests;
    EXPECT_GE(test_bodies(tests).size(), 3U) << tests;
    expect_all_kept(result.output, "objs.Stub");
}

}  // namespace
