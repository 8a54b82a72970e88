// PET's view of a test case (gen --symbolic, testgen/symbolic_case.h): the
// inputs as a constraint, the output as an expression of them, the
// exception flag, and the heaps before and after the call as graphs whose
// rows hold the path's own expressions.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "testgen/generator.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class SymbolicCaseTest : public testing::EngineFixture {
protected:
    SymbolicCaseTest() : EngineFixture("eng/Chain") {}

    std::vector<TestCase> generate(const std::string& method) {
        GenerateOptions options;
        options.engine.work_budget = engine::work_for_seconds(10);
        options.engine.record_heaps = true;
        options.method = method;
        options.all_paths = true;
        auto generated = generate_tests(program_, context_, *solver_, *cls_, options);
        EXPECT_TRUE(generated) << generated.error().message;
        return generated ? generated->suite.tests : std::vector<TestCase>{};
    }
};

const HeapGraph::Row* row(const HeapGraph::Node& node, const std::string& name) {
    auto at = std::find_if(node.rows.begin(), node.rows.end(), [&](const HeapGraph::Row& r) { return r.name == name; });
    return at == node.rows.end() ? nullptr : &*at;
}

TEST_F(SymbolicCaseTest, TheInputHeapIsWhatThePathReadAndTheOutputAnExpressionOfIt) {
    const std::vector<TestCase> tests = generate("second");
    const auto returning = std::find_if(tests.begin(), tests.end(), [](const TestCase& t) {
        return t.outcome.kind == Outcome::Kind::Returns;
    });
    ASSERT_NE(returning, tests.end());
    ASSERT_TRUE(returning->symbolic.shown);
    const SymbolicCase& shown = *returning->symbolic.shown;
    EXPECT_FALSE(shown.exception);
    EXPECT_EQ(shown.output, "first.next.value + 1");
    // first -> Link -> Link: the second link's value is the input it read.
    const HeapGraph& before = shown.input_heap;
    ASSERT_EQ(before.roots.size(), 1u);
    EXPECT_EQ(before.roots[0].name, "first");
    ASSERT_EQ(before.roots[0].target, std::optional<std::size_t>(0));
    ASSERT_EQ(before.nodes.size(), 2u);
    EXPECT_EQ(before.nodes[0].label, "Link");
    ASSERT_NE(row(before.nodes[0], "next"), nullptr);
    EXPECT_EQ(row(before.nodes[0], "next")->target, std::optional<std::size_t>(1));
    ASSERT_NE(row(before.nodes[1], "value"), nullptr);
    EXPECT_EQ(row(before.nodes[1], "value")->value, "first.next.value");
    // The second link's next was never read: any object, or null.
    ASSERT_NE(row(before.nodes[1], "next"), nullptr);
    EXPECT_EQ(row(before.nodes[1], "next")->value, "?");

    // A null first link throws, and says so.
    const auto throwing = std::find_if(tests.begin(), tests.end(), [](const TestCase& t) {
        return t.outcome.kind == Outcome::Kind::Throws;
    });
    ASSERT_NE(throwing, tests.end());
    ASSERT_TRUE(throwing->symbolic.shown);
    EXPECT_TRUE(throwing->symbolic.shown->exception);
    EXPECT_EQ(throwing->symbolic.shown->exception_class, "java.lang.NullPointerException");
}

TEST_F(SymbolicCaseTest, TheOutputHeapShowsWhatTheCallWrote) {
    const std::vector<TestCase> tests = generate("push");
    ASSERT_FALSE(tests.empty());
    for (const TestCase& test : tests) {
        ASSERT_TRUE(test.symbolic.shown);
        const HeapGraph& after = test.symbolic.shown->output_heap;
        ASSERT_FALSE(after.roots.empty());
        EXPECT_EQ(after.roots[0].name, "this");
        ASSERT_TRUE(after.roots[0].target);
        const HeapGraph::Node& chain = after.nodes[*after.roots[0].target];
        EXPECT_EQ(chain.label, "Chain");
        // head is the new link, holding the argument.
        ASSERT_NE(row(chain, "head"), nullptr);
        ASSERT_TRUE(row(chain, "head")->target);
        const HeapGraph::Node& link = after.nodes[*row(chain, "head")->target];
        EXPECT_EQ(link.label, "Link");
        ASSERT_NE(row(link, "value"), nullptr);
        EXPECT_EQ(row(link, "value")->value, "v");
        // The size grew by one from whatever it was before.
        const HeapGraph& before = test.symbolic.shown->input_heap;
        ASSERT_FALSE(before.roots.empty());
        ASSERT_TRUE(before.roots[0].target);
        const HeapGraph::Row* size_before = row(before.nodes[*before.roots[0].target], "size");
        ASSERT_NE(size_before, nullptr);
        ASSERT_NE(row(chain, "size"), nullptr);
        EXPECT_NE(row(chain, "size")->value, size_before->value);
    }
}

TEST_F(SymbolicCaseTest, ACycleTheCallMadeIsAnArrowBack) {
    const std::vector<TestCase> tests = generate("loop");
    const auto returning = std::find_if(tests.begin(), tests.end(), [](const TestCase& t) {
        return t.outcome.kind == Outcome::Kind::Returns;
    });
    ASSERT_NE(returning, tests.end());
    ASSERT_TRUE(returning->symbolic.shown);
    const SymbolicCase& shown = *returning->symbolic.shown;
    EXPECT_EQ(shown.output, "result");
    const HeapGraph& after = shown.output_heap;
    // link and result are the one object, whose next is itself.
    ASSERT_EQ(after.nodes.size(), 1u);
    ASSERT_EQ(after.roots.size(), 2u);
    EXPECT_EQ(after.roots[1].name, "result");
    EXPECT_EQ(after.roots[1].target, std::optional<std::size_t>(0));
    ASSERT_NE(row(after.nodes[0], "next"), nullptr);
    EXPECT_EQ(row(after.nodes[0], "next")->target, std::optional<std::size_t>(0));
    // Before the call its next was never read.
    ASSERT_EQ(shown.input_heap.nodes.size(), 1u);
    EXPECT_EQ(row(shown.input_heap.nodes[0], "next")->value, "?");
}

}  // namespace
}  // namespace symcrete::testgen
