// The cost models (engine/cost.h). Instructions: the engine's count on a
// concrete run equals HotSpot's, counted by rewriting the classes with ASM
// (tests/java/cost_oracle/CountBytecodes.java); on explored paths it equals
// the concrete run's of each path's model (forks re-run an instruction and
// must not count it twice). Calls, allocations and bytes against what the
// Java code makes, by hand.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <sstream>
#include <string>
#include <vector>

#include "engine/cost.h"
#include "engine_fixture.h"
#include "support/test_paths.h"

namespace {

using namespace symcrete;
namespace fs = std::filesystem;

constexpr const char* kAsmJar = "/usr/share/java/asm.jar";

class CostTest : public symcrete::testing::EngineFixture {
protected:
    CostTest() : EngineFixture("eng/Costs") {}

    engine::PathResult run(const std::string& name, std::int32_t n, engine::EngineOptions options = {}) {
        engine::Engine engine(program_, context_, *solver_, options);
        return engine.run(*cls_, method(name), {expr::Value::i32(n)});
    }

    // HotSpot's count of the instructions `name(n)` runs, and how it ended.
    static std::string hotspot(const std::string& name, std::int32_t n) {
        const fs::path oracle = symcrete::testing::compile_java_tree(symcrete::testing::test_java_dir() / "cost_oracle",
                                                                     "cost-oracle", fmt::format("-cp {}", kAsmJar));
        const fs::path classes = symcrete::testing::compile_java("engine", 17);
        const auto result = symcrete::testing::run_command(
            fmt::format("java -cp {}:{} CountBytecodes {} eng.Costs {} {}", kAsmJar,
                        symcrete::testing::shell_quote(oracle), symcrete::testing::shell_quote(classes), name, n));
        EXPECT_EQ(result.status, 0) << result.output;
        return result.output.substr(0, result.output.find('\n'));
    }
};

TEST_F(CostTest, InstructionsAreHotSpotsOnEveryKindOfCode) {
    if (!fs::exists(kAsmJar)) GTEST_SKIP() << "no ASM at " << kAsmJar;
    const std::vector<std::pair<std::string, std::int32_t>> runs = {
        {"sum", 0}, {"sum", 10}, {"insertionSortReversed", 8}, {"fib", 6}, {"kind", 5}, {"kind", 100},
        {"kind", 3}, {"kind", 7}, {"divideOrMinusOne", 0}, {"divideOrMinusOne", 4}, {"throughCallee", 1},
        {"throughCallee", 3}, {"uncaught", 1}, {"uncaught", 5}, {"objects", 4}, {"lambda", 5}, {"grid", 3}, {"letter", 2}, {"letter", 9}};
    for (const auto& [name, n] : runs) {
        SCOPED_TRACE(fmt::format("{}({})", name, n));
        const engine::PathResult path = run(name, n);
        ASSERT_TRUE(path.end == engine::PathEnd::Returned || path.end == engine::PathEnd::Threw) << path.detail;
        const std::string ended =
            path.end == engine::PathEnd::Returned ? "returned" : "threw " + path.exception_class;
        std::string expected = hotspot(name, n);
        for (char& c : expected)
            if (c == '.') c = '/';  // HotSpot's class name, as the engine's internal one
        EXPECT_EQ(fmt::format("{} {}", path.cost.instructions, ended), expected);
    }
}

TEST_F(CostTest, ExploredPathsCountAsTheirConcreteRuns) {
    std::size_t compared = 0;
    for (const std::string name : {"sum", "kind", "divideOrMinusOne", "throughCallee", "insertionSortReversed", "fib", "letter"}) {
        SCOPED_TRACE(name);
        engine::EngineOptions options;
        options.work_budget = engine::work_for_seconds(5);
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        ASSERT_TRUE(paths) << paths.error().message;
        for (const engine::PathResult& path : *paths) {
            if (path.end != engine::PathEnd::Returned && path.end != engine::PathEnd::Threw) continue;
            const expr::Value argument = path.arguments[0].is_symbolic()
                                             ? expr::evaluate(path.arguments[0].expr(), path.model)
                                             : path.arguments[0];
            const engine::PathResult concrete = run(name, argument.as_i32());
            EXPECT_EQ(path.cost, concrete.cost) << name << "(" << argument.as_i32() << ")";
            ++compared;
        }
    }
    EXPECT_GE(compared, 20u);  // the loops' and recursion's paths, each switch case, both sides of each throw
}

TEST_F(CostTest, CallsAllocationsAndBytesAreWhatTheCodeMakes) {
    // objects(4): four Points (12-byte header, two ints: 24 bytes each);
    // calls: each Point's constructor and Record's, sum(), Math.max,
    // Integer.toString and String.length (the JDK's own calls not counted).
    const engine::PathResult objects = run("objects", 4);
    EXPECT_EQ(objects.cost.allocations, 4u);
    EXPECT_EQ(objects.cost.bytes, 4u * 24);
    EXPECT_EQ(objects.cost.calls, 4u * 3 + 3);
    engine::EngineOptions only_sum;
    only_sum.cost_calls_of = "sum";
    EXPECT_EQ(run("objects", 4, only_sum).cost.calls, 4u);
    only_sum.cost_calls_of = "eng.Costs$Point.sum";
    EXPECT_EQ(run("objects", 4, only_sum).cost.calls, 4u);
    // grid(3): a long[3][4]: the outer array (three references, 16 + 12 -> 32
    // bytes) and three rows of four longs (16 + 32 = 48 bytes each).
    const engine::PathResult grid = run("grid", 3);
    EXPECT_EQ(grid.cost.allocations, 4u);
    EXPECT_EQ(grid.cost.bytes, 32u + 3 * 48);
    // insertionSortReversed(5): one int[5], 16 + 20 -> 40 bytes; no calls.
    const engine::PathResult sorted = run("insertionSortReversed", 5);
    EXPECT_EQ(sorted.cost.allocations, 1u);
    EXPECT_EQ(sorted.cost.bytes, 40u);
    EXPECT_EQ(sorted.cost.calls, 0u);
    // fib(6) calls itself 24 times.
    EXPECT_EQ(run("fib", 6).cost.calls, 24u);
}

TEST(CostModel, NamesParseAndSelectTheirFigure) {
    EXPECT_EQ(engine::parse_cost_model("instructions"), engine::CostModel::Instructions);
    EXPECT_EQ(engine::parse_cost_model("calls=sort"), engine::CostModel::Calls);
    EXPECT_EQ(engine::parse_cost_model("calls="), std::nullopt);
    EXPECT_EQ(engine::parse_cost_model("time"), std::nullopt);
    const engine::Cost cost{1, 2, 3, 4};
    for (engine::CostModel model : {engine::CostModel::Instructions, engine::CostModel::Calls,
                                    engine::CostModel::Allocations, engine::CostModel::Bytes})
        EXPECT_EQ(engine::cost_of(cost, model), static_cast<std::uint64_t>(model) + 1)
            << engine::to_string(model);
}

}  // namespace
