// Algebraic rewrites behind the smart constructors. Each rule holds for every
// input under Java semantics, bit for bit: integral arithmetic wraps, and a
// rule on floats must also hold for NaN (and for its payload) and for -0.0,
// which rules out x + 0.0, x * 1.0, x * 0.0, x - x and x == x. Constant
// operands are already folded, and constants of commutative operations are on
// the right when these run.
#include <cstdint>

#include "internal.h"

namespace symcrete::expr::detail {
namespace {

std::uint64_t all_ones(Sort sort) {
    return sort == Sort::I64 ? ~0ull : 0xffffffffull;
}

// Is `e` the integral (or Bool) constant `value`?
bool is_value(const Expr* e, std::int64_t value) {
    return e->is_const() && e->bits() == normalize_bits(e->sort(), static_cast<std::uint64_t>(value));
}

bool is_bool(const Expr* e, bool value) {
    return e->is_const() && e->bits() == (value ? 1u : 0u);
}

// Is one of the conditions the negation of the other?
bool complementary(const Expr* a, const Expr* b) {
    return (a->kind() == Kind::Not && a->operand(0) == b) || (b->kind() == Kind::Not && b->operand(0) == a);
}

const Expr* zero(ExprContext& ctx, Sort sort) {
    return ctx.constant(sort, 0);
}

// How many bits hold e's value as a signed number, at most: what a widening
// or narrowing left, or a constant's own. A product whose operands' widths
// add up to at most the sort's cannot wrap.
unsigned signed_width(const Expr* e) {
    const unsigned full = e->sort() == Sort::I64 ? 64 : 32;
    if (e->is_const()) {
        const std::int64_t v = e->sort() == Sort::I64 ? static_cast<std::int64_t>(e->bits())
                                                      : static_cast<std::int32_t>(static_cast<std::uint32_t>(e->bits()));
        unsigned width = 1;  // the sign bit
        for (std::int64_t rest = v < 0 ? ~v : v; rest != 0; rest >>= 1) ++width;
        return width;
    }
    switch (e->kind()) {
        case Kind::Convert: return e->operand(0)->sort() == Sort::I32 ? 32 : full;  // i2l
        case Kind::ToByte: return 8;
        case Kind::ToShort: return 16;
        case Kind::ToChar: return 17;
        default: return full;
    }
}

bool product_cannot_wrap(const Expr* product) {
    const unsigned full = product->sort() == Sort::I64 ? 64 : 32;
    return product->kind() == Kind::Mul && signed_width(product->operand(0)) + signed_width(product->operand(1)) <= full;
}

// The other factor of `product` (a Mul), when one of its factors is `factor`.
const Expr* cofactor(const Expr* product, const Expr* factor) {
    if (product->kind() != Kind::Mul) return nullptr;
    if (product->operand(1) == factor) return product->operand(0);
    if (product->operand(0) == factor) return product->operand(1);
    return nullptr;
}

// Is `e` (x / y) * y, either way round? Then x and y.
bool is_quotient_times_divisor(const Expr* e, const Expr*& x, const Expr*& y) {
    if (e->kind() != Kind::Mul) return false;
    for (int i = 0; i < 2; ++i) {
        const Expr* q = e->operand(i);
        if (q->kind() == Kind::Div && q->operand(1) == e->operand(1 - i)) {
            x = q->operand(0);
            y = q->operand(1);
            return true;
        }
    }
    return false;
}

// x < 0 for a bitwise x: the sign bit of x & y, x | y and x ^ y is the
// and, or, xor of the operands' sign bits, so the test becomes one of sign
// tests, which every layer reads (the integer encoding has no bitwise
// operations of two inputs). Math.floorMod's (x % y ^ y) < 0 and
// addExact's ((x ^ r) & (y ^ r)) < 0 are such tests.
const Expr* sign_of_bitwise(ExprContext& ctx, const Expr* e) {
    if (e->kind() != Kind::And && e->kind() != Kind::Or && e->kind() != Kind::Xor) return nullptr;
    const Expr* zero_value = zero(ctx, e->sort());
    const Expr* a = ctx.binary(Kind::Lt, e->operand(0), zero_value);
    const Expr* b = ctx.binary(Kind::Lt, e->operand(1), zero_value);
    switch (e->kind()) {
        case Kind::And: return ctx.binary(Kind::BoolAnd, a, b);
        case Kind::Or: return ctx.binary(Kind::BoolOr, a, b);
        default: return ctx.unary(Kind::Not, ctx.binary(Kind::Eq, a, b));
    }
}

// A comparison of lcmp, fcmpl/dcmpl or fcmpg/dcmpg (-1, 0 or 1) with a
// constant, as javac's `if` after a compare makes it, is the comparison of
// the compared values it stands for: dcmpl(x, y) <= 0 is !(y < x). Every
// layer then sees x and y compared (the walk's branch distance, ranges,
// intervals, the integer encoding of longs) instead of a step function of
// them. Exact with NaN: an unordered pair gives fcmpl -1 and fcmpg 1, so a
// set of results holding that value is the negation of the ordered
// comparison of the other results, which NaN fails.
const Expr* three_way_compared(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b) {
    auto three_way = [](const Expr* e) { return e->kind() == Kind::Cmp || e->kind() == Kind::CmpL || e->kind() == Kind::CmpG; };
    const bool on_left = three_way(a) && b->is_const();
    if (!on_left && !(three_way(b) && a->is_const())) return nullptr;
    const Expr* cmp = on_left ? a : b;
    const auto k = static_cast<std::int32_t>((on_left ? b : a)->bits());
    auto holds = [&](std::int32_t result) {
        const std::int32_t l = on_left ? result : k;
        const std::int32_t r = on_left ? k : result;
        return kind == Kind::Eq ? l == r : kind == Kind::Lt ? l < r : l <= r;
    };
    const Expr* x = cmp->operand(0);
    const Expr* y = cmp->operand(1);
    // The ordered comparison of x and y whose three-way results are these.
    auto ordered = [&](bool less, bool equal, bool greater) {
        if (less && equal && greater) return ctx.boolean(true);
        if (!less && !equal && !greater) return ctx.boolean(false);
        // Only lcmp gets here: the fcmp pairs count NaN among -1 or 1 (below).
        if (less && greater) return ctx.unary(Kind::Not, ctx.binary(Kind::Eq, x, y));
        if (less) return ctx.binary(equal ? Kind::Le : Kind::Lt, x, y);
        if (greater) return ctx.binary(equal ? Kind::Le : Kind::Lt, y, x);
        return ctx.binary(Kind::Eq, x, y);
    };
    const bool less = holds(-1);
    const bool equal = holds(0);
    const bool greater = holds(1);
    const bool unordered = cmp->kind() == Kind::CmpL ? less : cmp->kind() == Kind::CmpG ? greater : false;
    if (!unordered) return ordered(less, equal, greater);
    return ctx.unary(Kind::Not, ordered(!less, !equal, !greater));
}

const Expr* simplify_integral(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b) {
    const Sort sort = a->sort();
    if (kind == Kind::Eq || kind == Kind::Lt || kind == Kind::Le)
        if (const Expr* compared = three_way_compared(ctx, kind, a, b)) return compared;
    if (kind == Kind::Lt && is_value(b, 0))
        if (const Expr* sign = sign_of_bitwise(ctx, a)) return sign;
    if (kind == Kind::Le && is_value(a, 0))  // 0 <= x: x's sign bit clear
        if (const Expr* sign = sign_of_bitwise(ctx, b)) return ctx.unary(Kind::Not, sign);
    switch (kind) {
        case Kind::Add: {
            if (is_value(b, 0)) return a;
            // (x + c1) + c2 -> x + (c1 + c2): wrap-around addition is associative.
            if (b->is_const() && a->kind() == Kind::Add && a->operand(1)->is_const()) {
                return ctx.binary(Kind::Add, a->operand(0), ctx.binary(Kind::Add, a->operand(1), b));
            }
            // (x / y) * y + x % y -> x: the identity Java defines % by
            // (JLS 15.17.3), which wraps right even for MIN / -1.
            const Expr* x = nullptr;
            const Expr* y = nullptr;
            for (int i = 0; i < 2; ++i) {
                const Expr* rem = i == 0 ? b : a;
                if (is_quotient_times_divisor(i == 0 ? a : b, x, y) && rem->kind() == Kind::Rem &&
                    rem->operand(0) == x && rem->operand(1) == y)
                    return x;
            }
            return nullptr;
        }
        case Kind::Sub: {
            if (is_value(b, 0)) return a;
            if (a == b) return zero(ctx, sort);
            if (is_value(a, 0)) return ctx.unary(Kind::Neg, b);
            // x - (x / y) * y -> x % y, by the same identity.
            const Expr* x = nullptr;
            const Expr* y = nullptr;
            if (is_quotient_times_divisor(b, x, y) && x == a) return ctx.binary(Kind::Rem, x, y);
            return nullptr;
        }
        case Kind::Mul:
            if (is_value(b, 0)) return b;
            if (is_value(b, 1)) return a;
            if (is_value(b, -1)) return ctx.unary(Kind::Neg, a);
            return nullptr;
        case Kind::Div:
            if (is_value(b, 1)) return a;
            if (is_value(b, -1)) return ctx.unary(Kind::Neg, a);  // MIN / -1 == MIN == -MIN
            // (x * y) / y -> x where the product cannot wrap: the quotient
            // is exact. (At y == 0, where Java throws, no path reads it.)
            if (product_cannot_wrap(a))
                if (const Expr* other = cofactor(a, b)) return other;
            return nullptr;
        case Kind::Rem:
            if (is_value(b, 1) || is_value(b, -1)) return zero(ctx, sort);
            // (x * y) % y -> 0 where the product cannot wrap (0 % 0 too).
            if (product_cannot_wrap(a) && cofactor(a, b) != nullptr) return zero(ctx, sort);
            return nullptr;
        case Kind::And:
            if (is_value(b, 0)) return b;
            if (b->is_const() && b->bits() == all_ones(sort)) return a;
            if (a == b) return a;
            return nullptr;
        case Kind::Or:
            if (is_value(b, 0)) return a;
            if (b->is_const() && b->bits() == all_ones(sort)) return b;
            if (a == b) return a;
            return nullptr;
        case Kind::Xor:
            if (is_value(b, 0)) return a;
            if (a == b) return zero(ctx, sort);
            return nullptr;
        case Kind::Shl:
        case Kind::Shr:
        case Kind::Ushr: {
            const std::uint64_t mask = sort == Sort::I64 ? 63 : 31;
            if (b->is_const() && (b->bits() & mask) == 0) return a;
            if (is_value(a, 0)) return a;
            if (kind == Kind::Shr && is_value(a, -1)) return a;
            return nullptr;
        }
        case Kind::Cmp:
            if (a == b) return ctx.i32(0);
            return nullptr;
        case Kind::Eq:
        case Kind::Le:
            if (a == b) return ctx.boolean(true);
            return nullptr;
        case Kind::Lt:
            if (a == b) return ctx.boolean(false);
            return nullptr;
        default: return nullptr;
    }
}

const Expr* simplify_floating(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b) {
    // x < x is false for every x, NaN included. Nothing else is exact: x == x
    // and x <= x fail for NaN, x - x is NaN for infinities, x + 0.0 turns -0.0
    // into 0.0, and x * 1.0 quiets a signalling NaN.
    if (kind == Kind::Lt && a == b) return ctx.boolean(false);
    return nullptr;
}

const Expr* simplify_bool(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b) {
    switch (kind) {
        case Kind::Eq:
            if (a == b) return ctx.boolean(true);
            if (is_bool(b, true)) return a;
            if (is_bool(b, false)) return ctx.unary(Kind::Not, a);
            if (complementary(a, b)) return ctx.boolean(false);
            return nullptr;
        case Kind::BoolAnd:
            if (is_bool(b, false)) return b;
            if (is_bool(b, true)) return a;
            if (a == b) return a;
            if (complementary(a, b)) return ctx.boolean(false);
            return nullptr;
        case Kind::BoolOr:
            if (is_bool(b, true)) return b;
            if (is_bool(b, false)) return a;
            if (a == b) return a;
            if (complementary(a, b)) return ctx.boolean(true);
            return nullptr;
        default: return nullptr;
    }
}

}  // namespace

const Expr* simplify_unary(ExprContext& ctx, Kind kind, const Expr* a) {
    const Kind inner = a->kind();
    switch (kind) {
        case Kind::Neg:
            // Two sign flips (floating) or two wrapping negations (integral).
            if (inner == Kind::Neg) return a->operand(0);
            return nullptr;
        case Kind::Not:
            if (inner == Kind::Not) return a->operand(0);
            return nullptr;
        // The narrowings only look at the low 8 or 16 bits of their operand.
        case Kind::ToByte:
            if (inner == Kind::ToByte) return a;
            if (inner == Kind::ToShort || inner == Kind::ToChar) return ctx.unary(Kind::ToByte, a->operand(0));
            return nullptr;
        case Kind::ToShort:
            if (inner == Kind::ToShort || inner == Kind::ToByte) return a;  // a byte is a short already
            if (inner == Kind::ToChar) return ctx.unary(Kind::ToShort, a->operand(0));
            return nullptr;
        case Kind::ToChar:
            if (inner == Kind::ToChar) return a;
            if (inner == Kind::ToShort) return ctx.unary(Kind::ToChar, a->operand(0));
            return nullptr;
        default: return nullptr;
    }
}

const Expr* simplify_binary(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b) {
    switch (a->sort()) {
        case Sort::I32:
        case Sort::I64: return simplify_integral(ctx, kind, a, b);
        case Sort::F32:
        case Sort::F64: return simplify_floating(ctx, kind, a, b);
        case Sort::Bool: return simplify_bool(ctx, kind, a, b);
        default: return nullptr;
    }
}

const Expr* simplify_convert(ExprContext& ctx, Sort target, const Expr* a) {
    // l2i(i2l(x)) and d2i(i2d(x)) give x back: both widenings are exact and
    // the value is in int range.
    if (target == Sort::I32 && a->kind() == Kind::Convert && a->operand(0)->sort() == Sort::I32 &&
        (a->sort() == Sort::I64 || a->sort() == Sort::F64)) {
        return a->operand(0);
    }
    // l2i of a sum, difference or product of longs is that of their low
    // halves: wrap-around arithmetic's low 32 bits depend on the operands'
    // low 32 bits only. So (int) ((long) a * b) == a * b is seen to hold.
    // Only over widened ints and constants, whose low halves are at hand:
    // pushed down a chain of long sums, each cast would rebuild the chain
    // (a cast per iteration of a running sum, quadratic).
    auto narrow_at_hand = [](const Expr* e) {
        return e->is_const() || (e->kind() == Kind::Convert && e->operand(0)->sort() == Sort::I32);
    };
    if (target == Sort::I32 && a->sort() == Sort::I64 &&
        (a->kind() == Kind::Add || a->kind() == Kind::Sub || a->kind() == Kind::Mul) &&
        narrow_at_hand(a->operand(0)) && narrow_at_hand(a->operand(1))) {
        return ctx.binary(a->kind(), ctx.convert(Sort::I32, a->operand(0)), ctx.convert(Sort::I32, a->operand(1)));
    }
    return nullptr;
}

const Expr* simplify_ite(ExprContext& ctx, const Expr* c, const Expr* a, const Expr* b) {
    if (a == b) return a;
    if (c->kind() == Kind::Not) return ctx.ite(c->operand(0), b, a);
    if (a->sort() == Sort::Bool) {
        if (is_bool(a, true) && is_bool(b, false)) return c;
        if (is_bool(a, false) && is_bool(b, true)) return ctx.unary(Kind::Not, c);
    }
    // An inner choice on the same condition is already decided.
    if (a->kind() == Kind::Ite && a->operand(0) == c) return ctx.ite(c, a->operand(1), b);
    if (b->kind() == Kind::Ite && b->operand(0) == c) return ctx.ite(c, a, b->operand(2));
    return nullptr;
}

}  // namespace symcrete::expr::detail
