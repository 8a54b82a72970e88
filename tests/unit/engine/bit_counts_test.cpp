// Integer's and Long's bitCount, numberOfTrailingZeros and
// numberOfLeadingZeros (intrinsics_bits.cpp): a symbolic argument costs no
// fork, and the expression the path returns is Java's result (as C++20's
// <bit> defines the same counts) on every input tried: edge values, each
// single bit, and a spread of others.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;

class BitCounts : public symcrete::testing::EngineFixture {
protected:
    BitCounts() : EngineFixture("eng/BitCounts") {}
};

std::vector<std::uint64_t> samples(int width) {
    std::vector<std::uint64_t> out = {0, ~0ull, 1, 0x5555555555555555ull, 0xF0F0F0F0F0F0F0F0ull, 0x8000000000000001ull};
    for (int bit = 0; bit < width; ++bit) {
        out.push_back(1ull << bit);
        out.push_back((1ull << bit) - 1);
        out.push_back(~(1ull << bit));
    }
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 64; ++i) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        out.push_back(state);
    }
    for (std::uint64_t& value : out)
        if (width == 32) value = static_cast<std::uint32_t>(value);
    return out;
}

TEST_F(BitCounts, IntsAreOnePathAndJavasResultEverywhere) {
    const engine::PathResult path = only_path("ints");
    for (std::uint64_t value : samples(32)) {
        const auto x = static_cast<std::uint32_t>(value);
        const int expected = std::popcount(x) + 100 * std::countr_zero(x) + 10000 * std::countl_zero(x);
        EXPECT_EQ(result_on(path, {value}).as_i32(), expected) << value;
    }
}

TEST_F(BitCounts, LongsAreOnePathAndJavasResultEverywhere) {
    const engine::PathResult path = only_path("longs");
    for (std::uint64_t x : samples(64)) {
        const int expected = std::popcount(x) + 100 * std::countr_zero(x) + 10000 * std::countl_zero(x);
        EXPECT_EQ(result_on(path, {x}).as_i32(), expected) << x;
    }
}

TEST_F(BitCounts, ASkipListsLevelIsOnePath) {
    const engine::PathResult path = only_path("level");
    for (std::uint64_t value : samples(32)) {
        const int expected = std::min(std::countr_zero(static_cast<std::uint32_t>(value)) >> 1, 15);
        EXPECT_EQ(result_on(path, {value}).as_i32(), expected) << value;
    }
}

}  // namespace
