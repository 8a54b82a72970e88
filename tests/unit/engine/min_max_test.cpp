// Math.min, max and abs of ints and longs (intrinsics_lang.cpp): a symbolic
// argument costs no fork, and the expression the path returns is Java's
// result on every input, edge values included (abs(MIN_VALUE) wraps).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using expr::Value;

class MinMax : public symcrete::testing::EngineFixture {
protected:
    MinMax() : EngineFixture("eng/MinMax") {}
};

// Java's int and long arithmetic: wrapping.
std::int32_t wrap32(std::int64_t v) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(v)); }
std::int64_t wrap64(std::uint64_t v) { return static_cast<std::int64_t>(v); }
std::int32_t java_abs(std::int32_t v) { return v < 0 ? wrap32(-static_cast<std::int64_t>(v)) : v; }
std::int64_t java_abs(std::int64_t v) { return v < 0 ? wrap64(0 - static_cast<std::uint64_t>(v)) : v; }
std::uint64_t bits(std::int32_t v) { return static_cast<std::uint32_t>(v); }
std::uint64_t bits(std::int64_t v) { return static_cast<std::uint64_t>(v); }

const std::vector<std::int32_t> kInts = {std::numeric_limits<std::int32_t>::min(), -7, -1, 0, 1, 7,
                                         std::numeric_limits<std::int32_t>::max()};
const std::vector<std::int64_t> kLongs = {std::numeric_limits<std::int64_t>::min(), -1L << 40, -1, 0, 1, 1L << 40,
                                          std::numeric_limits<std::int64_t>::max()};

TEST_F(MinMax, IntsAreOnePathAndJavasResultEverywhere) {
    const engine::PathResult path = only_path("clamp");
    for (std::int32_t value : kInts)
        for (std::int32_t low : kInts)
            for (std::int32_t high : kInts) {
                const std::int32_t expected =
                    wrap32(static_cast<std::int64_t>(std::max(low, std::min(value, high))) - java_abs(value));
                EXPECT_EQ(result_on(path, {bits(value), bits(low), bits(high)}).as_i32(), expected)
                    << value << " " << low << " " << high;
            }
}

TEST_F(MinMax, LongsAreOnePathAndJavasResultEverywhere) {
    const engine::PathResult path = only_path("longs");
    for (std::int64_t a : kLongs)
        for (std::int64_t b : kLongs) {
            const std::uint64_t sum = static_cast<std::uint64_t>(std::min(a, b)) * 3 +
                                      static_cast<std::uint64_t>(std::max(a, b)) +
                                      static_cast<std::uint64_t>(java_abs(a)) + static_cast<std::uint64_t>(java_abs(b));
            EXPECT_EQ(result_on(path, {bits(a), bits(b)}).as_i64(), wrap64(sum)) << a << " " << b;
        }
}

TEST_F(MinMax, ARunningMinimumDoesNotForkPerElement) {
    const engine::PathResult path = only_path("runningMinimum");
    for (std::int32_t a : kInts)
        for (std::int32_t d : kInts) {
            const std::int32_t expected = std::min({a, -7, 7, d});
            EXPECT_EQ(result_on(path, {bits(a), bits(std::int32_t{-7}), bits(std::int32_t{7}), bits(d)}).as_i32(),
                      expected);
        }
}

}  // namespace
