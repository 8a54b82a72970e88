// The interval layer (interval_layer.h). Soundness rests on three facts:
// - Java's float and double operations round to nearest, a monotone map, so
//   the rounded results over a box of operands lie between the rounded
//   results at its corners; computing those corners in C++'s own float or
//   double arithmetic (IEEE, round to nearest, no excess precision on
//   x86-64) gives the bounds exactly, with no outward widening needed.
// - Where an operation can give NaN (0 * inf, inf - inf, x / 0) the result
//   may be NaN and any number; a NaN operand makes a NaN result.
// - A comparison asserted by the query narrows its operands only in ways
//   every satisfying assignment meets (x < y with both not NaN: x's upper
//   end at most y's; !(x < y) says nothing about x when y may be NaN).
// Integral enclosures are exact intervals of the two's-complement values;
// an operation that may wrap gives the whole range of its sort.
#include "interval_layer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "expr/opaque_function.h"
#include "expr/value.h"
#include "solver_layer.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

constexpr double kInf = std::numeric_limits<double>::infinity();
// Narrowing rounds over the query: each lets bounds travel one comparison
// further (x < y, then y < z).
constexpr int kRounds = 3;

// The values a node may take; which fields count depends on its sort.
struct Enclosure {
    // Bool
    bool may_true = true;
    bool may_false = true;
    // I32, I64: [lo, hi]
    std::int64_t lo = std::numeric_limits<std::int64_t>::min();
    std::int64_t hi = std::numeric_limits<std::int64_t>::max();
    // F32, F64: the numbers in [flo, fhi] (none when flo > fhi), and NaN if `nan`
    double flo = -kInf;
    double fhi = kInf;
    bool nan = true;

    bool numbers() const { return flo <= fhi; }
};

Enclosure whole(Sort sort) {
    Enclosure e;
    if (sort == Sort::I32) {
        e.lo = std::numeric_limits<std::int32_t>::min();
        e.hi = std::numeric_limits<std::int32_t>::max();
    }
    return e;
}

Enclosure integers(Sort sort, __int128 lo, __int128 hi) {
    const Enclosure all = whole(sort);
    if (lo < all.lo || hi > all.hi) return all;  // it may wrap
    Enclosure e;
    e.lo = static_cast<std::int64_t>(lo);
    e.hi = static_cast<std::int64_t>(hi);
    return e;
}

Enclosure floats(double lo, double hi, bool nan) {
    Enclosure e;
    if (std::isnan(lo) || std::isnan(hi)) return e;  // a corner gave NaN: anything
    e.flo = lo;
    e.fhi = hi;
    e.nan = nan;
    return e;
}

Enclosure no_number() {
    Enclosure e;
    e.flo = kInf;
    e.fhi = -kInf;
    return e;
}

Enclosure truth(bool may_true, bool may_false) {
    Enclosure e;
    e.may_true = may_true;
    e.may_false = may_false;
    return e;
}

// Rounds a double to the node's format (exact for F64 and for values that
// already are floats).
double in_format(Sort sort, double v) { return sort == Sort::F32 ? static_cast<double>(static_cast<float>(v)) : v; }

// One of + - * / on a corner, in the node's format.
double apply(Kind kind, Sort sort, double a, double b) {
    if (sort == Sort::F32) {
        const auto x = static_cast<float>(a);
        const auto y = static_cast<float>(b);
        switch (kind) {
            case Kind::Add: return x + y;
            case Kind::Sub: return x - y;
            case Kind::Mul: return x * y;
            default: return x / y;
        }
    }
    switch (kind) {
        case Kind::Add: return a + b;
        case Kind::Sub: return a - b;
        case Kind::Mul: return a * b;
        default: return a / b;
    }
}

// The next value of the format after `v`, up or down (infinities stay).
double step(Sort sort, double v, bool up) {
    if (sort == Sort::F32) return std::nextafter(static_cast<float>(v), up ? HUGE_VALF : -HUGE_VALF);
    return std::nextafter(v, up ? kInf : -kInf);
}

// Numbers of a float format in order, as unsigned keys: -inf < ... < -0.0 <
// +0.0 < ... < +inf, adjacent values at adjacent keys (NaNs lie beyond).
std::uint64_t order_key(Sort sort, double v) {
    if (sort == Sort::F32) {
        const std::uint32_t bits = std::bit_cast<std::uint32_t>(static_cast<float>(v));
        return (bits >> 31) != 0 ? ~bits & 0xffffffffu : bits | 0x80000000u;
    }
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(v);
    return (bits >> 63) != 0 ? ~bits : bits | (std::uint64_t{1} << 63);
}

double from_key(Sort sort, std::uint64_t key) {
    if (sort == Sort::F32) {
        const auto k = static_cast<std::uint32_t>(key);
        return std::bit_cast<float>((k >> 31) != 0 ? k & 0x7fffffffu : ~k);
    }
    return std::bit_cast<double>((key >> 63) != 0 ? key & ~(std::uint64_t{1} << 63) : ~key);
}

// The first key in [low, high] where `holds`, for a predicate false and
// then true along the keys; none if it is false at high. Bisection: at most
// 64 calls.
template <class Predicate>
std::optional<std::uint64_t> first_key(std::uint64_t low, std::uint64_t high, Predicate holds) {
    if (!holds(high)) return std::nullopt;
    while (low < high) {
        const std::uint64_t middle = low + (high - low) / 2;
        if (holds(middle)) high = middle;
        else low = middle + 1;
    }
    return low;
}

// The values x of [lo, hi] (numbers of the format) where a monotone
// `result(x)`, rising or falling, lies in [low, high]: an interval of x, the
// first x whose result enters the band up to the last before it leaves it.
template <class Result>
std::optional<std::pair<double, double>> preimage(Sort sort, double lo, double hi, bool rising, Result result,
                                                  double low, double high) {
    const std::uint64_t last = order_key(sort, hi);
    auto at = [&](std::uint64_t key) { return result(from_key(sort, key)); };
    const auto entered = first_key(order_key(sort, lo), last, [&](std::uint64_t k) {
        const double r = at(k);
        return rising ? r >= low : r <= high;
    });
    if (!entered) return std::nullopt;
    const auto left = first_key(*entered, last, [&](std::uint64_t k) {
        const double r = at(k);
        return rising ? r > high : r < low;
    });
    if (left == entered) return std::nullopt;  // it leaves where it enters: no x inside
    return std::pair{from_key(sort, *entered), from_key(sort, left ? *left - 1 : last)};
}

bool contains_zero(const Enclosure& e) { return e.numbers() && e.flo <= 0.0 && e.fhi >= 0.0; }
bool has_infinity(const Enclosure& e) { return e.numbers() && (e.flo == -kInf || e.fhi == kInf); }

Enclosure float_arithmetic(Kind kind, Sort sort, const Enclosure& a, const Enclosure& b) {
    if (!a.numbers() || !b.numbers()) return no_number();  // an operand is always NaN
    bool nan = a.nan || b.nan;
    if (kind == Kind::Div && contains_zero(b)) return Enclosure{};
    if (kind == Kind::Mul && ((contains_zero(a) && has_infinity(b)) || (contains_zero(b) && has_infinity(a)))) nan = true;
    if (kind == Kind::Div && has_infinity(a) && has_infinity(b)) nan = true;
    if (kind == Kind::Add && ((a.fhi == kInf && b.flo == -kInf) || (a.flo == -kInf && b.fhi == kInf))) nan = true;
    if (kind == Kind::Sub && ((a.fhi == kInf && b.fhi == kInf) || (a.flo == -kInf && b.flo == -kInf))) nan = true;
    double lo = kInf;
    double hi = -kInf;
    for (double x : {a.flo, a.fhi})
        for (double y : {b.flo, b.fhi}) {
            const double r = apply(kind, sort, x, y);
            if (std::isnan(r)) return Enclosure{};
            lo = std::min(lo, r);
            hi = std::max(hi, r);
        }
    return floats(lo, hi, nan);
}

Enclosure integer_arithmetic(Kind kind, Sort sort, const Enclosure& a, const Enclosure& b) {
    switch (kind) {
        case Kind::Add: return integers(sort, __int128{a.lo} + b.lo, __int128{a.hi} + b.hi);
        case Kind::Sub: return integers(sort, __int128{a.lo} - b.hi, __int128{a.hi} - b.lo);
        case Kind::Mul: {
            __int128 lo = std::numeric_limits<__int128>::max();
            __int128 hi = std::numeric_limits<__int128>::min();
            for (std::int64_t x : {a.lo, a.hi})
                for (std::int64_t y : {b.lo, b.hi}) {
                    lo = std::min(lo, __int128{x} * y);
                    hi = std::max(hi, __int128{x} * y);
                }
            return integers(sort, lo, hi);
        }
        case Kind::Rem:  // by a positive divisor: below it in magnitude, with the dividend's sign
            if (b.lo > 0) return integers(sort, a.lo >= 0 ? 0 : -(__int128{b.hi} - 1), a.hi <= 0 ? 0 : __int128{b.hi} - 1);
            return whole(sort);
        case Kind::And:  // with a non-negative operand: between 0 and it
            if (a.lo >= 0 && b.lo >= 0) return integers(sort, 0, std::min(a.hi, b.hi));
            if (a.lo >= 0) return integers(sort, 0, a.hi);
            if (b.lo >= 0) return integers(sort, 0, b.hi);
            return whole(sort);
        default: return whole(sort);
    }
}

// Lt / Le / Eq over enclosures of integral or floating operands.
Enclosure compare(Kind kind, bool floating, const Enclosure& a, const Enclosure& b) {
    if (floating) {
        if (!a.numbers() || !b.numbers()) return truth(false, true);
        const bool nan = a.nan || b.nan;
        switch (kind) {
            case Kind::Lt: return truth(a.flo < b.fhi, nan || a.fhi >= b.flo);
            case Kind::Le: return truth(a.flo <= b.fhi, nan || a.fhi > b.flo);
            default: {
                const bool overlap = a.flo <= b.fhi && b.flo <= a.fhi;
                const bool one_value = a.flo == a.fhi && b.flo == b.fhi && a.flo == b.flo;
                return truth(overlap, nan || !one_value);
            }
        }
    }
    switch (kind) {
        case Kind::Lt: return truth(a.lo < b.hi, a.hi >= b.lo);
        case Kind::Le: return truth(a.lo <= b.hi, a.hi > b.lo);
        default: return truth(a.lo <= b.hi && b.lo <= a.hi, !(a.lo == a.hi && b.lo == b.hi && a.lo == b.lo));
    }
}

Enclosure convert(Sort to, Sort from, const Enclosure& a) {
    if (expr::is_floating(to)) {
        if (expr::is_integral(from)) {
            if (to == Sort::F32) return floats(static_cast<float>(a.lo), static_cast<float>(a.hi), false);
            return floats(static_cast<double>(a.lo), static_cast<double>(a.hi), false);
        }
        if (!a.numbers()) return no_number();
        return floats(in_format(to, a.flo), in_format(to, a.fhi), a.nan);
    }
    if (expr::is_floating(from)) {  // truncation toward zero, saturating, NaN to 0: monotone
        auto to_int = [&](double v) -> std::int64_t {
            return to == Sort::I32 ? expr::java::d2i(v) : expr::java::d2l(v);
        };
        if (!a.numbers()) return integers(to, 0, 0);
        std::int64_t lo = to_int(a.flo);
        std::int64_t hi = to_int(a.fhi);
        if (a.nan) {
            lo = std::min<std::int64_t>(lo, 0);
            hi = std::max<std::int64_t>(hi, 0);
        }
        return integers(to, lo, hi);
    }
    return integers(to, a.lo, a.hi);  // widening keeps it; narrowing keeps it when it fits
}

Enclosure narrowed(Sort sort, const Enclosure& a, std::int64_t low, std::int64_t high) {
    if (a.lo >= low && a.hi <= high) return a;
    return integers(sort, low, high);
}

Enclosure hull(const Enclosure& a, const Enclosure& b) {
    Enclosure e;
    e.may_true = a.may_true || b.may_true;
    e.may_false = a.may_false || b.may_false;
    e.lo = std::min(a.lo, b.lo);
    e.hi = std::max(a.hi, b.hi);
    if (!a.numbers()) {
        e.flo = b.flo;
        e.fhi = b.fhi;
    } else if (!b.numbers()) {
        e.flo = a.flo;
        e.fhi = a.fhi;
    } else {
        e.flo = std::min(a.flo, b.flo);
        e.fhi = std::max(a.fhi, b.fhi);
    }
    e.nan = a.nan || b.nan;
    return e;
}

Enclosure meet(const Enclosure& a, const Enclosure& b) {
    Enclosure e;
    e.may_true = a.may_true && b.may_true;
    e.may_false = a.may_false && b.may_false;
    e.lo = std::max(a.lo, b.lo);
    e.hi = std::min(a.hi, b.hi);
    e.flo = std::max(a.flo, b.flo);
    e.fhi = std::min(a.fhi, b.fhi);
    e.nan = a.nan && b.nan;
    return e;
}

bool empty(Sort sort, const Enclosure& e) {
    if (sort == Sort::Bool) return !e.may_true && !e.may_false;
    if (expr::is_integral(sort)) return e.lo > e.hi;
    if (expr::is_floating(sort)) return !e.numbers() && !e.nan;
    return false;
}

Enclosure constant(const Expr* c) {
    switch (c->sort()) {
        case Sort::Bool: return truth(c->bits() != 0, c->bits() == 0);
        case Sort::I32: {
            const auto v = static_cast<std::int32_t>(static_cast<std::uint32_t>(c->bits()));
            return integers(Sort::I32, v, v);
        }
        case Sort::I64: {
            const auto v = static_cast<std::int64_t>(c->bits());
            return integers(Sort::I64, v, v);
        }
        case Sort::F32:
        case Sort::F64: {
            const double v = c->sort() == Sort::F32 ? std::bit_cast<float>(static_cast<std::uint32_t>(c->bits()))
                                                    : std::bit_cast<double>(c->bits());
            if (std::isnan(v)) {
                Enclosure e = no_number();
                e.nan = true;
                return e;
            }
            return floats(v, v, false);
        }
        default: return Enclosure{};
    }
}

// The enclosures of one query's nodes.
class Enclosures {
public:
    // Work spent, in nodes computed.
    std::uint64_t computed = 0;

    const Enclosure& of(const Expr* e) {
        if (auto it = memo_.find(e); it != memo_.end()) return it->second;
        ++computed;
        Enclosure value = forward(e);
        if (auto it = narrowed_.find(e); it != narrowed_.end()) value = meet(value, it->second);
        return memo_.emplace(e, value).first->second;
    }

    // Records what an asserted literal says of its operands; false when that
    // leaves a node no value.
    bool assert_literal(const Expr* literal, bool positive) {
        if (literal->kind() == Kind::Not) return assert_literal(literal->operand(0), !positive);
        if (literal->kind() == Kind::BoolAnd && positive)
            return assert_literal(literal->operand(0), true) && assert_literal(literal->operand(1), true);
        if (literal->kind() == Kind::BoolOr && !positive)
            return assert_literal(literal->operand(0), false) && assert_literal(literal->operand(1), false);
        if (literal->sort() == Sort::Bool && literal->kind() != Kind::Eq && literal->kind() != Kind::Lt &&
            literal->kind() != Kind::Le)
            return narrow(literal, truth(positive, !positive));
        if (literal->kind() != Kind::Eq && literal->kind() != Kind::Lt && literal->kind() != Kind::Le) return true;
        return assert_comparison(literal->kind(), literal->operand(0), literal->operand(1), positive);
    }

    // Starts a new round: enclosures are computed afresh from the narrowings.
    void next_round() { memo_.clear(); }

private:
    // x kind y (Eq, Lt, Le) holds if `positive`, else its negation.
    bool assert_comparison(Kind kind, const Expr* x, const Expr* y, bool positive) {
        const Sort sort = x->sort();
        if (sort == Sort::Bool) return true;
        const Enclosure a = of(x);
        const Enclosure b = of(y);
        const bool strict = kind == Kind::Lt;
        if (expr::is_integral(sort)) {
            if (kind == Kind::Eq) {
                if (!positive) return true;
                return narrow(x, integers(sort, b.lo, b.hi)) && narrow(y, integers(sort, a.lo, a.hi));
            }
            // positive: x < y (x <= y); negated: y <= x (y < x)
            const Expr* small = positive ? x : y;
            const Expr* large = positive ? y : x;
            const Enclosure& s = positive ? a : b;
            const Enclosure& l = positive ? b : a;
            const int gap = (strict == positive) ? 1 : 0;
            Enclosure upper = whole(sort);
            upper.hi = l.hi - gap;
            Enclosure lower = whole(sort);
            lower.lo = s.lo + gap;
            if (l.hi == std::numeric_limits<std::int64_t>::min() && gap == 1) return false;
            if (s.lo == std::numeric_limits<std::int64_t>::max() && gap == 1) return false;
            return narrow(small, upper) && narrow(large, lower);
        }
        if (!expr::is_floating(sort)) return true;
        if (kind == Kind::Eq) {
            if (!positive) return true;
            Enclosure ya = a;
            ya.nan = false;
            Enclosure xb = b;
            xb.nan = false;
            return narrow(x, xb) && narrow(y, ya);
        }
        if (positive) {  // neither is NaN, and x <= y (x < y: a step apart)
            Enclosure upper;
            upper.fhi = strict ? step(sort, b.fhi, false) : b.fhi;
            upper.nan = false;
            Enclosure lower;
            lower.flo = strict ? step(sort, a.flo, true) : a.flo;
            lower.nan = false;
            return narrow(x, upper) && narrow(y, lower);
        }
        // !(x < y): x >= y or one is NaN (!(x <= y): x > y). x's numbers are
        // at least y's least number only when y cannot be NaN, and so on.
        bool ok = true;
        if (!b.nan && b.numbers()) {
            Enclosure lower;
            lower.flo = strict ? b.flo : step(sort, b.flo, true);
            ok = narrow(x, lower);
        }
        if (ok && !a.nan && a.numbers()) {
            Enclosure upper;
            upper.fhi = strict ? a.fhi : step(sort, a.fhi, false);
            ok = narrow(y, upper);
        }
        return ok;
    }

    bool narrow(const Expr* e, const Enclosure& bound) {
        auto [it, added] = narrowed_.emplace(e, bound);
        if (!added) it->second = meet(it->second, bound);
        memo_.erase(e);
        const Enclosure now = meet(of(e), it->second);
        if (empty(e->sort(), now)) return false;
        const Kind kind = e->kind();
        if (kind == Kind::Cmp || kind == Kind::CmpL || kind == Kind::CmpG) return narrow_comparison(e, now);
        if (expr::is_floating(e->sort()) && now.numbers()) return narrow_through(e, now);
        return true;
    }

    // Through an operation with a constant operand (x + c, x - c, c - x,
    // x * c, x / c for a finite c, and c not 0 for * and /): its rounded
    // result is a monotone function of x, so the x whose results lie in
    // `now` are an interval of x's values, found exactly by bisecting x's
    // enclosure in its format. So x - 100 > 0 tells x >= 100 + ulp(100),
    // and then x - 100 >= ulp(100), not merely >= 0.
    bool narrow_through(const Expr* e, const Enclosure& now) {
        const Kind kind = e->kind();
        if (kind != Kind::Add && kind != Kind::Sub && kind != Kind::Mul && kind != Kind::Div) return true;
        const Expr* a = e->operand(0);
        const Expr* b = e->operand(1);
        if (a->is_const() == b->is_const()) return true;
        const bool constant_right = b->is_const();
        const Expr* x = constant_right ? a : b;
        const Sort sort = e->sort();
        const Enclosure c_enclosure = constant(constant_right ? b : a);
        const double c = c_enclosure.flo;
        if (!c_enclosure.numbers() || !std::isfinite(c)) return true;
        int direction = 1;
        switch (kind) {
            case Kind::Sub: direction = constant_right ? 1 : -1; break;
            case Kind::Mul: direction = c > 0 ? 1 : c < 0 ? -1 : 0; break;
            case Kind::Div: direction = !constant_right ? 0 : c > 0 ? 1 : c < 0 ? -1 : 0; break;
            default: break;
        }
        if (direction == 0) return true;
        const Enclosure xe = of(x);
        if (!xe.numbers()) return true;
        auto result = [&](double v) { return constant_right ? apply(kind, sort, v, c) : apply(kind, sort, c, v); };
        const auto range = preimage(sort, xe.flo, xe.fhi, direction > 0, result, now.flo, now.fhi);
        Enclosure bound = range ? floats(range->first, range->second, now.nan) : no_number();
        bound.nan = now.nan;  // a finite c makes NaN only from a NaN x
        computed += 128;
        return narrow(x, bound);
    }

    // What the value of lcmp, fcmpl/dcmpl or fcmpg/dcmpg (-1, 0, 1; NaN
    // gives -1 for CmpL, 1 for CmpG) being in [lo, hi] says of its operands,
    // as a comparison that is false or true with NaN as the instruction is.
    bool narrow_comparison(const Expr* e, const Enclosure& value) {
        const Expr* x = e->operand(0);
        const Expr* y = e->operand(1);
        const bool nan_low = e->kind() == Kind::CmpL;   // NaN counts as "less"
        const bool nan_high = e->kind() == Kind::CmpG;  // NaN counts as "greater"
        if (value.hi <= -1)  // x < y, or NaN for CmpL: !(y <= x)
            return nan_low ? assert_comparison(Kind::Le, y, x, false) : assert_comparison(Kind::Lt, x, y, true);
        if (value.hi <= 0)  // x <= y, or NaN for CmpL: !(y < x)
            return nan_low ? assert_comparison(Kind::Lt, y, x, false) : assert_comparison(Kind::Le, x, y, true);
        if (value.lo >= 1)  // x > y, or NaN for CmpG: !(x <= y)
            return nan_high ? assert_comparison(Kind::Le, x, y, false) : assert_comparison(Kind::Lt, y, x, true);
        if (value.lo >= 0)  // x >= y, or NaN for CmpG: !(x < y)
            return nan_high ? assert_comparison(Kind::Lt, x, y, false) : assert_comparison(Kind::Le, y, x, true);
        return true;
    }

    // The values lcmp, fcmpl or fcmpg may give on these operands.
    Enclosure three_way(const Expr* e) {
        const Enclosure a = of(e->operand(0));
        const Enclosure b = of(e->operand(1));
        const bool floating = expr::is_floating(e->operand(0)->sort());
        const bool nan = floating && (a.nan || b.nan);
        const bool less = compare(Kind::Lt, floating, a, b).may_true || (nan && e->kind() == Kind::CmpL);
        const bool greater = compare(Kind::Lt, floating, b, a).may_true || (nan && e->kind() == Kind::CmpG);
        const bool equal = compare(Kind::Eq, floating, a, b).may_true;
        if (!less && !greater && !equal) return integers(Sort::I32, 1, 0);  // no value: refuted
        return integers(Sort::I32, less ? -1 : equal ? 0 : 1, greater ? 1 : equal ? 0 : -1);
    }

    Enclosure forward(const Expr* e) {
        const Sort sort = e->sort();
        switch (e->kind()) {
            case Kind::Const: return constant(e);
            case Kind::Var: return whole(sort);
            case Kind::Add:
            case Kind::Sub:
            case Kind::Mul:
            case Kind::Div:
            case Kind::Rem:
                if (expr::is_floating(sort)) {
                    if (e->kind() == Kind::Rem) return Enclosure{};
                    return float_arithmetic(e->kind(), sort, of(e->operand(0)), of(e->operand(1)));
                }
                if (expr::is_integral(sort)) return integer_arithmetic(e->kind(), sort, of(e->operand(0)), of(e->operand(1)));
                return whole(sort);
            case Kind::And:
                if (expr::is_integral(sort)) return integer_arithmetic(Kind::And, sort, of(e->operand(0)), of(e->operand(1)));
                return whole(sort);
            case Kind::Neg: {
                const Enclosure a = of(e->operand(0));
                if (expr::is_floating(sort)) {
                    if (!a.numbers()) return a;
                    return floats(-a.fhi, -a.flo, a.nan);
                }
                return integers(sort, -__int128{a.hi}, -__int128{a.lo});
            }
            case Kind::Convert: return convert(sort, e->operand(0)->sort(), of(e->operand(0)));
            case Kind::ToByte: return narrowed(sort, of(e->operand(0)), -128, 127);
            case Kind::ToChar: return narrowed(sort, of(e->operand(0)), 0, 65535);
            case Kind::ToShort: return narrowed(sort, of(e->operand(0)), -32768, 32767);
            case Kind::Cmp:
            case Kind::CmpL:
            case Kind::CmpG: return three_way(e);
            case Kind::Eq:
            case Kind::Lt:
            case Kind::Le: {
                const Sort operands = e->operand(0)->sort();
                if (operands == Sort::Bool || (!expr::is_integral(operands) && !expr::is_floating(operands))) return Enclosure{};
                return compare(e->kind(), expr::is_floating(operands), of(e->operand(0)), of(e->operand(1)));
            }
            case Kind::Not: {
                const Enclosure a = of(e->operand(0));
                return truth(a.may_false, a.may_true);
            }
            case Kind::BoolAnd: {
                const Enclosure a = of(e->operand(0));
                const Enclosure b = of(e->operand(1));
                return truth(a.may_true && b.may_true, a.may_false || b.may_false);
            }
            case Kind::BoolOr: {
                const Enclosure a = of(e->operand(0));
                const Enclosure b = of(e->operand(1));
                return truth(a.may_true || b.may_true, a.may_false && b.may_false);
            }
            case Kind::Ite: {
                const Enclosure c = of(e->operand(0));
                if (!c.may_false) return of(e->operand(1));
                if (!c.may_true) return of(e->operand(2));
                return hull(of(e->operand(1)), of(e->operand(2)));
            }
            case Kind::Call: return opaque_call(e);
            default: return whole(sort);  // shifts, Or, Xor, Select, Store
        }
    }

    // A one-argument opaque function over the argument's enclosure, walked
    // as the monotone segments its shape gives (expr/opaque_function.h), a
    // few at most: on each it lies between what its specification allows
    // at the segment's two ends. A shape's segment lies where the result is
    // a number, so NaN comes only from a NaN argument.
    Enclosure opaque_call(const Expr* e) {
        constexpr int kMaxSegments = 16;
        if (e->arity() != 1 || e->sort() != Sort::F64) return whole(e->sort());
        const Enclosure x = of(e->operand(0));
        if (!x.numbers() || !std::isfinite(x.flo) || !std::isfinite(x.fhi)) return whole(e->sort());
        const auto function = static_cast<std::uint32_t>(e->bits());
        double low = kInf;
        double high = -kInf;
        double from = x.flo;
        for (int segment = 0; segment < kMaxSegments; ++segment) {
            const expr::OpaqueShape shape = expr::opaque_shape(function, from);
            if (shape.direction == 0 || !(shape.low <= from && from <= shape.high)) return whole(e->sort());
            const double to = std::min(shape.high, x.fhi);
            const expr::OpaqueResults first = expr::opaque_allowed(function, from, 0);
            const expr::OpaqueResults last = expr::opaque_allowed(function, to, 0);
            for (double v : {first.low, first.high, last.low, last.high}) {
                if (std::isnan(v)) return whole(e->sort());
                low = std::min(low, v);
                high = std::max(high, v);
            }
            if (to >= x.fhi) return floats(low, high, x.nan);
            from = std::nextafter(to, kInf);
        }
        return whole(e->sort());
    }

    std::unordered_map<const Expr*, Enclosure> memo_;
    std::unordered_map<const Expr*, Enclosure> narrowed_;
};

// Is there work for this layer under `e`: floating point, or an integral
// product or quotient of two non-constants, which the integer layer cannot
// express and bit-blasting decides slowly ((long) a * b >= Long.MIN_VALUE /
// 2 is a bound of the product's interval)? Pure linear integer queries are
// the ranges' and the integer layer's.
bool needs_intervals(const Expr* e, std::unordered_map<const Expr*, bool>& seen) {
    if (auto it = seen.find(e); it != seen.end()) return it->second;
    bool found = expr::is_floating(e->sort()) ||
                 ((e->kind() == Kind::Mul || e->kind() == Kind::Div || e->kind() == Kind::Rem) &&
                  expr::is_integral(e->sort()) && !e->operand(0)->is_const() && !e->operand(1)->is_const());
    for (unsigned i = 0; i < e->arity() && !found; ++i) found = needs_intervals(e->operand(i), seen);
    seen.emplace(e, found);
    return found;
}

class IntervalLayer final : public SolverLayer {
public:
    explicit IntervalLayer(std::unique_ptr<Solver> next) : SolverLayer("intervals", std::move(next)) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        const std::vector<const Expr*> conjuncts = query.conjuncts();
        std::unordered_map<const Expr*, bool> seen;
        if (std::none_of(conjuncts.begin(), conjuncts.end(), [&](const Expr* c) { return needs_intervals(c, seen); }))
            return ask_next(query, model);
        Enclosures enclosures;
        bool refuted = false;
        for (int round = 0; round < kRounds && !refuted; ++round) {
            enclosures.next_round();
            for (const Expr* c : conjuncts)
                if (!enclosures.assert_literal(c, true)) refuted = true;
        }
        for (const Expr* c : conjuncts)
            if (!refuted && !enclosures.of(c).may_true) refuted = true;
        add_work(enclosures.computed * kWorkPerEvaluation);
        if (!refuted) return ask_next(query, model);
        ++refuted_;
        return SatResult::Unsat;
    }

    std::string detail() const override { return fmt::format("{} refuted", refuted_); }

    std::uint64_t refuted_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_interval_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<IntervalLayer>(std::move(next));
}

}  // namespace symcrete::solver
