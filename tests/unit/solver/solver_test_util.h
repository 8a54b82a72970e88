// Helpers shared by the solver tests: a portable random source, edge values
// of every sort, and conditions that pin an expression to an exact value.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

#include "expr/expr.h"
#include "support/rng.h"
#include "support/sanitizers.h"

namespace symcrete::solver::testing {

using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

using symcrete::testing::Rng;

// Under AddressSanitizer every allocation, Z3's included, is intercepted and
// solving is many times slower; those builds check a sample of the queries.
inline int samples(int normal) { return symcrete::testing::kSanitized ? std::max(1, normal / 8) : normal; }

inline bool is_nan_bits(Sort sort, std::uint64_t bits) {
    if (sort == Sort::F32) return std::isnan(std::bit_cast<float>(static_cast<std::uint32_t>(bits)));
    if (sort == Sort::F64) return std::isnan(std::bit_cast<double>(bits));
    return false;
}

inline bool is_zero_bits(Sort sort, std::uint64_t bits) {
    if (sort == Sort::F32) return (bits & 0x7fffffffu) == 0;
    if (sort == Sort::F64) return (bits & 0x7fffffffffffffffull) == 0;
    return false;
}

// Equal bits, or two NaNs (Java cannot tell NaNs apart through expr.h).
inline bool same_bits(Sort sort, std::uint64_t a, std::uint64_t b) {
    if (is_nan_bits(sort, a) || is_nan_bits(sort, b)) return is_nan_bits(sort, a) && is_nan_bits(sort, b);
    return a == b;
}

// Edge values of each sort as raw bits, with the neighbours of every
// threshold the translation cares about.
inline const std::vector<std::uint64_t>& edge_values(Sort sort) {
    static const std::vector<std::uint64_t> bools = {0, 1};
    static const std::vector<std::uint64_t> ints = {
        0, 1, 2, 3, 5, 7, 31, 32, 33, 63, 64, 65, 0xff, 0x80, 0x7f, 0xffff, 0x8000, 0x7fff, 0x10000,
        0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe, 0xfffffffd, 0xffffff80, 0xffff8000,
        0x01000001, 0xfeffffff, 0x12345678, 0xdeadbeef};
    static const std::vector<std::uint64_t> longs = {
        0, 1, 2, 3, 5, 31, 32, 63, 64, 65, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000,
        0x7fffffffffffffff, 0x8000000000000000, 0x8000000000000001, 0xffffffffffffffff, 0xfffffffffffffffe,
        0xffffffff80000000, 0xffffffff7fffffff, 0x0020000000000001, 0x0020000000000003, 0xffdfffffffffffff,
        0x0123456789abcdef, 0xfedcba9876543210};
    static const std::vector<std::uint64_t> floats = {
        0x00000000, 0x80000000,  // +-0
        0x3f800000, 0xbf800000,  // +-1
        0x7f800000, 0xff800000,  // +-inf
        0x7fc00000, 0xffc00000, 0x7f800001, 0x7fbfffff,  // NaNs, quiet and signalling
        0x00000001, 0x80000001, 0x007fffff, 0x00400000, 0x00000003,  // subnormals
        0x00800000, 0x80800000,  // smallest normals
        0x7f7fffff, 0xff7fffff,  // largest finite
        0x4f000000, 0xcf000000, 0x4effffff, 0xceffffff,  // 2^31 and below
        0x5f000000, 0xdf000000, 0x5effffff, 0xdeffffff,  // 2^63 and below
        0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0xc0200000, 0x40400000, 0x40a00000,  // 0.5 1.5 2.5 3 5
        0x4b800000, 0x4b800001, 0x3dcccccd, 0x7149f2ca, 0x0d800000};
    static const std::vector<std::uint64_t> doubles = {
        0x0000000000000000, 0x8000000000000000, 0x3ff0000000000000, 0xbff0000000000000,
        0x7ff0000000000000, 0xfff0000000000000,
        0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x7ff7ffffffffffff,
        0x0000000000000001, 0x8000000000000001, 0x000fffffffffffff, 0x0008000000000000,
        0x0010000000000000, 0x8010000000000000,
        0x7fefffffffffffff, 0xffefffffffffffff,
        0x41e0000000000000, 0xc1e0000000000000, 0x41dfffffffffffff, 0xc1e0000000200000, 0x41dfffffffc00000,
        0xc1dfffffffc00000,  // 2^31, -(2^31 + 1), 2^31 - 1, ...
        0x43e0000000000000, 0xc3e0000000000000, 0x43dfffffffffffff, 0xc3dfffffffffffff,  // 2^63 and below
        0x3fe0000000000000, 0x3ff8000000000000, 0x4004000000000000, 0xc004000000000000, 0x4008000000000000,
        0x4340000000000000, 0x4340000000000001, 0x3fb999999999999a, 0x7e37e43c8800759c, 0x0370000000000000,
        0x36a0000000000000, 0x47efffffe0000000, 0x3810000000000000};
    switch (sort) {
        case Sort::Bool: return bools;
        case Sort::I32: return ints;
        case Sort::I64: return longs;
        case Sort::F32: return floats;
        case Sort::F64: return doubles;
        default: break;  // arrays
    }
    return bools;
}

// Half edge values, half uniformly random bits.
inline std::uint64_t random_value(Rng& rng, Sort sort) {
    if (rng.chance(50)) return rng.pick(edge_values(sort));
    const std::uint64_t bits = rng.next();
    switch (sort) {
        case Sort::Bool: return bits & 1;
        case Sort::I32:
        case Sort::F32: return bits & 0xffffffffu;
        case Sort::I64:
        case Sort::F64: return bits;
        default: break;  // arrays
    }
    return bits;
}

// A condition that holds exactly when `e` has the value `bits`, NaNs aside:
// for floats Eq is IEEE, so NaN is pinned by e != e and the sign of a zero by
// the sign of 1 / e. The division is done in float even for a double zero
// (narrowing keeps the sign): a double divider is ten times slower to solve.
inline const Expr* has_value(ExprContext& ctx, const Expr* e, std::uint64_t bits) {
    const Sort sort = e->sort();
    if (is_nan_bits(sort, bits)) return ctx.ne(e, e);
    const Expr* eq = ctx.binary(Kind::Eq, e, ctx.constant(sort, bits));
    if (!is_zero_bits(sort, bits)) return eq;
    const Expr* narrow = sort == Sort::F32 ? e : ctx.convert(Sort::F32, e);
    const Expr* reciprocal = ctx.binary(Kind::Div, ctx.f32(1.0f), narrow);
    const bool negative = (bits >> (sort == Sort::F32 ? 31 : 63)) & 1;
    const Expr* zero = ctx.f32(0.0f);
    return ctx.binary(Kind::BoolAnd, eq, negative ? ctx.binary(Kind::Lt, reciprocal, zero) : ctx.binary(Kind::Lt, zero, reciprocal));
}

}  // namespace symcrete::solver::testing
