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
    switch (kind) {
        case Kind::Add:
            if (is_value(b, 0)) return a;
            // (x + c1) + c2 -> x + (c1 + c2): wrap-around addition is associative.
            if (b->is_const() && a->kind() == Kind::Add && a->operand(1)->is_const()) {
                return ctx.binary(Kind::Add, a->operand(0), ctx.binary(Kind::Add, a->operand(1), b));
            }
            return nullptr;
        case Kind::Sub:
            if (is_value(b, 0)) return a;
            if (a == b) return zero(ctx, sort);
            if (is_value(a, 0)) return ctx.unary(Kind::Neg, b);
            return nullptr;
        case Kind::Mul:
            if (is_value(b, 0)) return b;
            if (is_value(b, 1)) return a;
            if (is_value(b, -1)) return ctx.unary(Kind::Neg, a);
            return nullptr;
        case Kind::Div:
            if (is_value(b, 1)) return a;
            if (is_value(b, -1)) return ctx.unary(Kind::Neg, a);  // MIN / -1 == MIN == -MIN
            return nullptr;
        case Kind::Rem:
            if (is_value(b, 1) || is_value(b, -1)) return zero(ctx, sort);
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

const Expr* simplify_convert(ExprContext& /*ctx*/, Sort target, const Expr* a) {
    // l2i(i2l(x)) and d2i(i2d(x)) give x back: both widenings are exact and
    // the value is in int range.
    if (target == Sort::I32 && a->kind() == Kind::Convert && a->operand(0)->sort() == Sort::I32 &&
        (a->sort() == Sort::I64 || a->sort() == Sort::F64)) {
        return a->operand(0);
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
