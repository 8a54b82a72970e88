// Java's heap in the engine: allocation past EngineOptions::max_heap_bytes
// throws OutOfMemoryError as HotSpot does (catchable, with HotSpot's
// messages), arrays past the JVM's largest length fail whatever the heap, and
// the engine's own memory limit ends a path instead of the process, and the
// process's memory ceiling ends an exploration (support/memory_size.h).
#include <gtest/gtest.h>

#include <sys/mman.h>

#include <cstring>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "support/java_compiler.h"
#include "support/memory_size.h"
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

TEST_F(Memory, AnExplorationEndsAtTheProcesssMemoryCeiling) {
    // spread's waiting paths each keep their own 72 MiB of arrays: together
    // more than the 160 MiB the ceiling leaves above what the process holds
    // now, though no one path comes near half of the ceiling (the most one
    // path may hold).
    engine::EngineOptions options;
    options.max_resident_bytes = resident_bytes() + (160 << 20);
    engine::Engine engine(program_, context_, *solver_, options);
    ASSERT_TRUE(engine.begin(*cls_, method("spread")));
    while (!engine.finished()) engine.resume(engine::work_for_seconds(1));
    EXPECT_TRUE(engine.stats().memory_ceiling);
    EXPECT_FALSE(engine.stats().budget_exhausted);
}

TEST_F(Memory, WithoutACeilingAnExplorationNeverSaysItReachedOne) {
    engine::Engine engine(program_, context_, *solver_, {});
    ASSERT_TRUE(engine.begin(*cls_, method("doubleText")));
    engine.resume(engine::work_for_seconds(0.5));
    EXPECT_GT(engine.stats().paths, 0U);
    EXPECT_FALSE(engine.stats().memory_ceiling);
}

TEST(MemorySize, ReadsJavasSizesAndRejectsTheRest) {
    EXPECT_EQ(parse_memory_size("512m"), std::uint64_t{512} << 20);
    EXPECT_EQ(parse_memory_size("2G"), std::uint64_t{2} << 30);
    EXPECT_EQ(parse_memory_size("65536k"), std::uint64_t{64} << 20);
    EXPECT_EQ(parse_memory_size("1t"), std::uint64_t{1} << 40);
    EXPECT_EQ(parse_memory_size("1073741824"), std::uint64_t{1} << 30);
    EXPECT_EQ(parse_memory_size("9223372036854775807"), std::uint64_t{9223372036854775807U});
    for (const char* bad : {"", "m", "0", "0g", "12x", "1.5g", "-1g", "1gb", " 1g", "18446744073709551616",
                            "99999999999999999999", "16777216t"})
        EXPECT_FALSE(parse_memory_size(bad)) << bad;
}

TEST(MemorySize, PrintsTheLargestUnitRoundedDown) {
    EXPECT_EQ(format_memory_size(std::uint64_t{2} << 30), "2 GiB");
    EXPECT_EQ(format_memory_size(std::uint64_t{3} << 29), "1.5 GiB");
    EXPECT_EQ(format_memory_size((std::uint64_t{2} << 30) - 1), "1.9 GiB");  // never the limit it is under
    EXPECT_EQ(format_memory_size(std::uint64_t{300} << 20), "300 MiB");
    EXPECT_EQ(format_memory_size(std::uint64_t{1} << 40), "1 TiB");
    EXPECT_EQ(format_memory_size(12 * 1024), "12 KiB");
    EXPECT_EQ(format_memory_size(100), "100 bytes");
    EXPECT_EQ(format_memory_size(~std::uint64_t{0}), "16777215.9 TiB");
}

TEST(MemorySize, TheResidentSetGrowsWithMemoryTouched) {
    // Pages of their own (mmap), not ones the allocator kept from earlier
    // tests and that are resident already.
    constexpr std::size_t kSize = 64 << 20;
    void* block = ::mmap(nullptr, kSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ASSERT_NE(block, MAP_FAILED);
    const std::uint64_t before = resident_bytes();
    EXPECT_GT(before, 0U);
    std::memset(block, 1, kSize);
    EXPECT_GE(resident_bytes(), before + kSize / 2) << "64 MiB touched";
    ::munmap(block, kSize);
}

}  // namespace
