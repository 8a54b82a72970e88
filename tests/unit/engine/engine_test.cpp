// Explores methods of tests/java/engine (compiled at test time) and checks the
// paths the engine finds and the outcomes of concrete runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "support/java_compiler.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::PathEnd;
using engine::PathResult;
using expr::Value;

class EngineTest : public symcrete::testing::EngineFixture {
protected:
    EngineTest() : EngineFixture("eng/Basics") {}
    std::vector<PathResult> explore(const std::string& name, engine::EngineOptions options = {}) {
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        return paths ? *paths : std::vector<PathResult>{};
    }

    PathResult run(const std::string& name, const std::vector<Value>& args) {
        engine::Engine engine(program_, context_, *solver_, {});
        return engine.run(*cls_, method(name), args);
    }

    // Every path replays concretely to the same outcome.
    void expect_replays(const std::string& name, const std::vector<PathResult>& paths) {
        for (const PathResult& path : paths) {
            std::vector<Value> args;
            for (const Value& arg : path.arguments)
                args.push_back(arg.is_symbolic() ? expr::evaluate(arg.expr(), path.model) : arg);
            PathResult concrete = run(name, args);
            EXPECT_EQ(concrete.end, path.end) << name;
            EXPECT_EQ(concrete.exception_class, path.exception_class) << name;
            if (path.return_value && concrete.return_value) {
                Value predicted = path.return_value->is_symbolic()
                                      ? expr::evaluate(path.return_value->expr(), path.model)
                                      : *path.return_value;
                EXPECT_EQ(predicted.bits(), concrete.return_value->bits()) << name;
            }
        }
    }

    static std::size_t count(const std::vector<PathResult>& paths, PathEnd end, const std::string& exception = "") {
        return static_cast<std::size_t>(std::count_if(paths.begin(), paths.end(), [&](const PathResult& p) {
            return p.end == end && p.exception_class == exception;
        }));
    }

};

TEST_F(EngineTest, AbsHasTwoPaths) {
    auto paths = explore("abs");
    ASSERT_EQ(paths.size(), 2u);
    EXPECT_EQ(count(paths, PathEnd::Returned), 2u);
    expect_replays("abs", paths);
}

TEST_F(EngineTest, IntegerDivisionByZeroThrows) {
    auto paths = explore("divide");
    EXPECT_EQ(count(paths, PathEnd::Threw, "java/lang/ArithmeticException"), 1u);
    EXPECT_EQ(count(paths, PathEnd::Returned), 1u);
    expect_replays("divide", paths);
    PathResult concrete = run("divide", {Value::i32(7), Value::i32(0)});
    EXPECT_EQ(concrete.exception_message, "/ by zero");
    EXPECT_EQ(run("divide", {Value::i32(INT32_MIN), Value::i32(-1)}).return_value->as_i32(), INT32_MIN);
}

TEST_F(EngineTest, LongRemainderByZeroThrows) {
    auto paths = explore("remainder");
    EXPECT_EQ(count(paths, PathEnd::Threw, "java/lang/ArithmeticException"), 1u);
    EXPECT_EQ(run("remainder", {Value::i64(-7), Value::i64(3)}).return_value->as_i64(), -1);
    expect_replays("remainder", paths);
}

TEST_F(EngineTest, SymbolicIndexGivesInAndOutOfBoundsPaths) {
    auto paths = explore("pick");
    EXPECT_GE(count(paths, PathEnd::Threw, "java/lang/ArrayIndexOutOfBoundsException"), 1u);
    EXPECT_GE(count(paths, PathEnd::Returned), 1u);
    expect_replays("pick", paths);
    EXPECT_EQ(run("pick", {Value::i32(2)}).return_value->as_i32(), 3);
    EXPECT_EQ(run("pick", {Value::i32(3)}).exception_message, "Index 3 out of bounds for length 3");
}

TEST_F(EngineTest, StaticInitializerRunsFirst) {
    EXPECT_EQ(run("lookup", {Value::i32(1)}).return_value->as_i32(), 23);
    auto paths = explore("lookup");
    EXPECT_GE(count(paths, PathEnd::Threw, "java/lang/ArrayIndexOutOfBoundsException"), 1u);
    expect_replays("lookup", paths);
}

TEST_F(EngineTest, CallsIntoTheJdkRunItsBytecode) {
    EXPECT_EQ(run("jdk", {Value::i32(-5), Value::i32(3)}).return_value->as_i32(), 4);
    auto paths = explore("jdk");
    // Integer.compare's bytecode branches three ways; abs and max are
    // expressions (intrinsics_lang.cpp, min_max_test.cpp).
    EXPECT_EQ(paths.size(), 3u);
    EXPECT_EQ(count(paths, PathEnd::Unsupported), 0u);
    expect_replays("jdk", paths);
}

TEST_F(EngineTest, HandlersCatchAndFinallyRuns) {
    EXPECT_EQ(run("guarded", {Value::i32(1), Value::i32(0)}).return_value->as_i32(), -1);
    auto paths = explore("guarded");
    EXPECT_EQ(count(paths, PathEnd::Returned), 2u);
    expect_replays("guarded", paths);
}

TEST_F(EngineTest, SymbolicLoopBoundIsCutByTheBranchBound) {
    engine::EngineOptions options;
    options.branch_bound = 4;
    auto paths = explore("sumTo", options);
    EXPECT_GE(paths.size(), 4u);
    EXPECT_LE(paths.size(), 6u);
    EXPECT_EQ(count(paths, PathEnd::Returned), paths.size());
    expect_replays("sumTo", paths);
}

TEST_F(EngineTest, CharSwitchTakesEveryCase) {
    auto paths = explore("classify");
    EXPECT_EQ(paths.size(), 4u);  // 'a', 'e'/'i', 'z', default
    expect_replays("classify", paths);
}

TEST_F(EngineTest, FloatComparisonsSeeNaN) {
    auto paths = explore("fcmp");
    EXPECT_EQ(paths.size(), 4u);
    expect_replays("fcmp", paths);
    EXPECT_EQ(run("fcmp", {Value::f32(NAN), Value::f32(1)}).return_value->as_i32(), 2);
    auto nan_paths = explore("isNaN");
    EXPECT_EQ(nan_paths.size(), 2u);
    expect_replays("isNaN", nan_paths);
}

TEST_F(EngineTest, ThrownJdkExceptionsEscapeWithTheirMessage) {
    auto paths = explore("check");
    EXPECT_EQ(count(paths, PathEnd::Threw, "java/lang/IllegalArgumentException"), 1u);
    EXPECT_EQ(count(paths, PathEnd::Threw, "java/lang/IllegalStateException"), 1u);
    EXPECT_EQ(count(paths, PathEnd::Returned), 1u);
    expect_replays("check", paths);
    EXPECT_EQ(run("check", {Value::i32(INT32_MIN)}).exception_message, "min");
}

TEST_F(EngineTest, OverflowBranchIsFound) {
    auto paths = explore("overflow");
    bool found = false;
    for (const PathResult& p : paths) {
        if (p.return_value && p.return_value->is_concrete() && p.return_value->as_i32() == 1) found = true;
        if (p.return_value && p.return_value->is_symbolic()) {
            found |= expr::evaluate(p.return_value->expr(), p.model).as_i32() == 1;
        }
    }
    EXPECT_TRUE(found);
    expect_replays("overflow", paths);
}

TEST_F(EngineTest, RecursionAndNarrowParameters) {
    EXPECT_EQ(run("fact", {Value::i32(5)}).return_value->as_i32(), 120);
    expect_replays("fact", explore("fact"));
    auto paths = explore("narrow");
    expect_replays("narrow", paths);
    bool narrowed = false;
    for (const PathResult& p : paths)
        for (const Value& arg : p.arguments)
            if (arg.is_symbolic()) {
                std::int32_t v = expr::evaluate(arg.expr(), p.model).as_i32();
                EXPECT_GE(v, -32768);
                EXPECT_LE(v, 32767);
                narrowed = true;
            }
    EXPECT_TRUE(narrowed);
}

// Instance methods and reference parameters are inputs like any other;
// only methods without bytecode cannot be explored.
TEST_F(EngineTest, OnlyMethodsWithoutCodeAreReportedUnsupported) {
    classfile::Method m;
    m.name = "f";
    m.descriptor = "(Ljava/lang/String;[I)V";
    m.access_flags = classfile::access::Static;
    m.code = classfile::Code{};
    EXPECT_FALSE(engine::Engine::unsupported_reason(m).has_value());
    m.access_flags = 0;
    EXPECT_FALSE(engine::Engine::unsupported_reason(m).has_value());
    m.code.reset();
    m.access_flags = classfile::access::Native;
    ASSERT_TRUE(engine::Engine::unsupported_reason(m).has_value());
    EXPECT_NE(engine::Engine::unsupported_reason(m)->find("native"), std::string::npos);
}

}  // namespace

// ---- code that uses objects inside ----------------------------------------------------------

namespace {

std::set<std::int64_t> returned_ints(const std::vector<PathResult>& paths) {
    std::set<std::int64_t> values;
    for (const PathResult& path : paths) {
        if (path.end != PathEnd::Returned || !path.return_value) continue;
        Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                   : *path.return_value;
        values.insert(v.as_i32());
    }
    return values;
}

}  // namespace

TEST_F(EngineTest, VirtualAndDefaultMethodsOnRecords) {
    use_class("eng/Objects");
    auto paths = explore("sides");
    EXPECT_EQ(count(paths, PathEnd::Unsupported), 0u);
    // "shape with 3 sides".length() + 3 and "shape with 4 sides".length() + 4
    EXPECT_EQ(returned_ints(paths), (std::set<std::int64_t>{21, 22}));
    expect_replays("sides", paths);
}

TEST_F(EngineTest, CollectionsOfSymbolicValuesKeepBothOutcomes) {
    use_class("eng/Objects");
    auto paths = explore("sumAboveLimit");
    EXPECT_EQ(count(paths, PathEnd::Unsupported), 0u);
    EXPECT_EQ(returned_ints(paths), (std::set<std::int64_t>{0, 1}));
    expect_replays("sumAboveLimit", paths);
}

TEST_F(EngineTest, LambdasAndMethodReferences) {
    use_class("eng/Objects");
    auto paths = explore("combine");
    EXPECT_EQ(count(paths, PathEnd::Unsupported), 0u);
    EXPECT_GE(paths.size(), 2u);
    expect_replays("combine", paths);
    PathResult sum = run("combine", {Value::i32(3), Value::i32(4), Value::i32(1)});
    PathResult max = run("combine", {Value::i32(3), Value::i32(4), Value::i32(0)});
    ASSERT_TRUE(sum.return_value && max.return_value);
    EXPECT_EQ(sum.return_value->as_i32(), 7);
    EXPECT_EQ(max.return_value->as_i32(), 4);
}

TEST_F(EngineTest, EnumSwitch) {
    use_class("eng/Objects");
    auto paths = explore("sizeOrdinal");
    EXPECT_EQ(returned_ints(paths), (std::set<std::int64_t>{1, 2}));
    expect_replays("sizeOrdinal", paths);
}

TEST_F(EngineTest, StringsAndMapsWithAConcretizedCount) {
    use_class("eng/Objects");
    auto paths = explore("countWords");
    EXPECT_EQ(count(paths, PathEnd::Unsupported), 0u);
    EXPECT_EQ(count(paths, PathEnd::Threw, "java/lang/IllegalArgumentException"), 1u);
    EXPECT_GE(count(paths, PathEnd::Returned), 1u);
    expect_replays("countWords", paths);
    PathResult three = run("countWords", {Value::i32(3)});
    ASSERT_TRUE(three.return_value);
    EXPECT_EQ(three.return_value->as_i32(), 2);  // "a b aa b aa b a": "a" twice
}

TEST_F(EngineTest, ExceptionsFromTheJdkAreCaught) {
    use_class("eng/Objects");
    EXPECT_EQ(run("parse", {Value::i32(7)}).return_value->as_i32(), 17);
    EXPECT_EQ(run("parse", {Value::i32(-1)}).return_value->as_i32(), -1);  // "1/" is not a number
}

TEST_F(EngineTest, MethodsReturningObjectsAreExplored) {
    use_class("eng/Objects");
    EXPECT_FALSE(engine::Engine::unsupported_reason(method("label")).has_value());
    auto paths = explore("label");
    ASSERT_FALSE(paths.empty());
    for (const PathResult& path : paths) EXPECT_EQ(path.end, PathEnd::Returned) << path.detail;
}

// Streams reach java.lang's internals through SharedSecrets, which System's
// initialisation sets up: exploration boots System first, as the JVM does.
TEST_F(EngineTest, StreamsWorkWithoutTheProgramTouchingSystem) {
    use_class("eng/Objects");
    auto paths = explore("streamSum");
    ASSERT_FALSE(paths.empty());
    for (const PathResult& path : paths)
        EXPECT_EQ(path.end, PathEnd::Returned) << path.exception_class << " " << path.detail;
    expect_replays("streamSum", paths);
}

// Exploration reads the JDK's own files (as the JVM that runs the tests
// reads them), never the machine's others: that path ends unsupported.
TEST_F(EngineTest, ExplorationReadsOnlyTheJdksOwnFiles) {
    use_class("eng/Platform");
    auto jdk = explore("jdkReleaseFirstByte");
    ASSERT_EQ(jdk.size(), 1u);
    EXPECT_EQ(jdk[0].end, PathEnd::Returned) << jdk[0].exception_class << " " << jdk[0].detail;
    auto machine = explore("machineFileFirstByte");
    ASSERT_EQ(machine.size(), 1u);
    EXPECT_EQ(machine[0].end, PathEnd::Unsupported);
    EXPECT_NE(machine[0].detail.find("only the JDK's own files"), std::string::npos) << machine[0].detail;
}

// Time zones come from the JDK's tzdb.dat, and reflection from the class
// model: both explored like any other code, and replayed.
TEST_F(EngineTest, TimeZonesAndReflectionAreExplored) {
    use_class("eng/Platform");
    auto zones = explore("zoneOfHour");
    EXPECT_EQ(count(zones, PathEnd::Returned), 2u);
    EXPECT_EQ(count(zones, PathEnd::Unsupported), 0u);
    expect_replays("zoneOfHour", zones);
    auto reflected = explore("reflectedTwice");
    ASSERT_EQ(reflected.size(), 1u);
    EXPECT_EQ(reflected[0].end, PathEnd::Returned) << reflected[0].exception_class << " " << reflected[0].detail << " " << reflected[0].exception_message;
    PathResult seven = run("reflectedTwice", {Value::i32(7)});
    ASSERT_TRUE(seven.return_value);
    EXPECT_EQ(seven.return_value->as_i32(), 14);  // Platform declares no field
}
