// Java's heap in the engine: allocation past EngineOptions::max_heap_bytes
// throws OutOfMemoryError as HotSpot does (catchable, with HotSpot's
// messages), arrays past the JVM's largest length fail whatever the heap, and
// the engine's own memory limit ends a path instead of the process.
#include <gtest/gtest.h>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "support/java_compiler.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::PathEnd;
using engine::PathResult;
using expr::Value;

class Memory : public symcrete::testing::EngineFixture {
protected:
    Memory() : EngineFixture("eng/Memory") {}
    PathResult run(const std::string& name, std::int32_t arg, engine::EngineOptions options = {}) {
        engine::Engine engine(program_, context_, *solver_, options);
        return engine.run(*cls_, method(name), {Value::i32(arg)});
    }

    static engine::EngineOptions heap_of(std::uint64_t bytes) {
        engine::EngineOptions options;
        options.max_heap_bytes = bytes;
        return options;
    }

    static std::int32_t returned(const PathResult& path) {
        EXPECT_EQ(path.end, PathEnd::Returned) << path.exception_class << " " << path.detail;
        return path.return_value ? path.return_value->as_i32() : 0;
    }

};

TEST_F(Memory, AHugeArrayThrowsOutOfMemoryErrorOnThePathThatMakesIt) {
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(*cls_, method("huge"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_EQ(paths->size(), 2u);
    int threw = 0;
    for (const PathResult& path : *paths) {
        if (path.end != PathEnd::Threw) continue;
        ++threw;
        EXPECT_EQ(path.exception_class, "java/lang/OutOfMemoryError");
        EXPECT_EQ(path.exception_message, "Java heap space");
    }
    EXPECT_EQ(threw, 1);
    PathResult concrete = run("huge", 6);
    EXPECT_EQ(concrete.exception_class, "java/lang/OutOfMemoryError");
    EXPECT_EQ(returned(run("huge", 5)), 5);
}

TEST_F(Memory, ArraysPastTheVmLimitFailWhateverTheHeap) {
    PathResult path = run("beyondVmLimit", 0);
    EXPECT_EQ(path.exception_class, "java/lang/OutOfMemoryError");
    EXPECT_EQ(path.exception_message, "Requested array size exceeds VM limit");
}

TEST_F(Memory, AFullHeapIsCaughtByJavaCodeDeterministically) {
    EXPECT_EQ(returned(run("fill", 3)), 3);
    std::int32_t kept = returned(run("fill", 100, heap_of(16 << 20)));
    EXPECT_LT(kept, -5);   // most of 16 MiB held 1 MiB blocks ...
    EXPECT_GT(kept, -16);  // ... but not all: the JDK's own objects are there too
    EXPECT_EQ(returned(run("fill", 100, heap_of(16 << 20))), kept);
}

TEST_F(Memory, StringGrowthCountsAndFailsAsJavaDoes) {
    std::int32_t length = returned(run("doubleText", 40, heap_of(16 << 20)));
    EXPECT_LT(length, 0);
    EXPECT_GT(-length, 1 << 20);
    EXPECT_EQ(returned(run("doubleText", 10)), 1024);
    // "ab".repeat past Integer.MAX_VALUE bytes: JDK 17's own message, before any text is built.
    EXPECT_EQ(returned(run("repeatLength", 0x40000000)), -1);
    EXPECT_EQ(returned(run("repeatLength", 3)), 6);
}

TEST_F(Memory, CloningChecksTheHeapFirst) {
    EXPECT_EQ(returned(run("cloneLength", 3 << 20, heap_of(20 << 20))), -1);  // 12 MiB, twice
    EXPECT_EQ(returned(run("cloneLength", 10)), 10);
}

TEST_F(Memory, TheEnginesOwnLimitEndsThePath) {
    engine::EngineOptions options;
    options.max_engine_bytes = 64 << 20;  // 1 MiB byte[]s cost the engine 24 MiB each
    PathResult path = run("fill", 100, options);
    EXPECT_EQ(path.end, PathEnd::Unsupported);
    EXPECT_NE(path.detail.find("the engine's memory limit"), std::string::npos) << path.detail;
}

}  // namespace
