// The facts of specified_math.h, function by function, from the JDK's
// documentation of Math and StrictMath; and the interpreter's hook that
// turns a Math result into the value the options ask for (IntrinsicHost::
// math_result).
//
// A range fact rests on the error bound: a result within one ulp of an
// exact value e that is >= 0 is itself >= 0 (ulp(e) <= e), and one of an e
// strictly inside (-1, 1) stays inside [-1, 1] (the ulp there is at most
// 2^-53, and 1 is a double). Bounds that are not doubles (pi / 2) are
// widened by two steps, and so are those of sinh, cosh and tanh, whose
// error bound is 2.5 ulps.
#include "specified_math.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "expr/opaque_function.h"
#include "interpreter.h"
#include "java_math.h"
#include "opaque_math.h"
#include "strict_math.h"

namespace symcrete::engine {
namespace specified_math {
namespace {

using expr::Expr;
using expr::Kind;
using J = java_math::Function;
using S = strict_math::Function;

constexpr double kInf = std::numeric_limits<double>::infinity();

double steps(double value, int count, double toward) {
    for (int i = 0; i < count; ++i) value = std::nextafter(value, toward);
    return value;
}

// Builds the facts' conditions over one context.
struct Facts {
    expr::ExprContext& ctx;

    const Expr* number(double v) const { return ctx.f64(v); }
    const Expr* all(std::initializer_list<const Expr*> es) const {
        const Expr* r = ctx.boolean(true);
        for (const Expr* e : es) r = ctx.binary(Kind::BoolAnd, r, e);
        return r;
    }
    const Expr* any(std::initializer_list<const Expr*> es) const {
        const Expr* r = ctx.boolean(false);
        for (const Expr* e : es) r = ctx.binary(Kind::BoolOr, r, e);
        return r;
    }
    const Expr* negate(const Expr* e) const { return ctx.unary(Kind::Not, e); }
    const Expr* implies(const Expr* a, const Expr* b) const { return any({negate(a), b}); }
    const Expr* iff(const Expr* a, const Expr* b) const { return ctx.binary(Kind::Eq, a, b); }
    const Expr* eq(const Expr* a, const Expr* b) const { return ctx.binary(Kind::Eq, a, b); }
    const Expr* lt(const Expr* a, const Expr* b) const { return ctx.binary(Kind::Lt, a, b); }
    const Expr* le(const Expr* a, const Expr* b) const { return ctx.binary(Kind::Le, a, b); }
    const Expr* nan(const Expr* e) const { return negate(eq(e, e)); }
    const Expr* infinite(const Expr* e) const { return any({eq(e, number(kInf)), eq(e, number(-kInf))}); }
    const Expr* within(const Expr* e, double low, double high) const {
        return all({le(number(low), e), le(e, number(high))});
    }
    // The result, where it is not NaN, lies in [low, high].
    const Expr* range(const Expr* r, double low, double high) const { return implies(negate(nan(r)), within(r, low, high)); }
    // f(±0) = ±0 (as compared: the sign of a zero is not stated here).
    const Expr* keeps_zero(const Expr* r, const Expr* x) const { return implies(eq(x, number(0)), eq(r, x)); }
};

}  // namespace

std::vector<const Expr*> facts(expr::ExprContext& ctx, std::uint32_t function, const Expr* r, const Expr* x, const Expr* y) {
    const Facts f{ctx};
    auto is = [&](auto named) { return function == opaque_math::id(named); };
    const double half_pi = steps(M_PI / 2, 2, kInf);
    const double pi = steps(M_PI, 2, kInf);
    const Expr* zero = f.number(0);
    if (function == opaque_math::kSqrt)
        return {f.iff(f.nan(r), f.any({f.nan(x), f.lt(x, zero)})), f.range(r, 0, kInf), f.keeps_zero(r, x),
                      f.implies(f.eq(x, f.number(kInf)), f.eq(r, x))};
    if (function == opaque_math::kCbrt)  // odd and increasing; the sign and the infinities kept
        return {f.iff(f.nan(r), f.nan(x)), f.keeps_zero(r, x), f.implies(f.lt(zero, x), f.le(zero, r)),
                f.implies(f.lt(x, zero), f.le(r, zero)), f.implies(f.infinite(x), f.eq(r, x))};
    if (function == opaque_math::kHypot && y != nullptr)
        return {f.implies(f.any({f.infinite(x), f.infinite(y)}), f.eq(r, f.number(kInf))),
                f.implies(f.all({f.any({f.nan(x), f.nan(y)}), f.negate(f.infinite(x)), f.negate(f.infinite(y))}), f.nan(r)),
                f.range(r, 0, kInf)};
    if (is(J::Sin) || is(S::Sin))
        return {f.iff(f.nan(r), f.any({f.nan(x), f.infinite(x)})), f.range(r, -1, 1), f.keeps_zero(r, x)};
    if (is(J::Cos) || is(S::Cos))
        return {f.iff(f.nan(r), f.any({f.nan(x), f.infinite(x)})), f.range(r, -1, 1),
                      f.implies(f.eq(x, zero), f.eq(r, f.number(1)))};
    if (is(J::Tan) || is(S::Tan)) return {f.iff(f.nan(r), f.any({f.nan(x), f.infinite(x)})), f.keeps_zero(r, x)};
    if (is(S::Asin))
        return {f.iff(f.nan(r), f.negate(f.within(x, -1, 1))), f.range(r, -half_pi, half_pi), f.keeps_zero(r, x)};
    if (is(S::Acos)) return {f.iff(f.nan(r), f.negate(f.within(x, -1, 1))), f.range(r, steps(0, 2, -kInf), pi)};
    if (is(S::Atan)) return {f.iff(f.nan(r), f.nan(x)), f.range(r, -half_pi, half_pi), f.keeps_zero(r, x)};
    if (is(J::Exp))
        return {f.iff(f.nan(r), f.nan(x)), f.range(r, 0, kInf), f.implies(f.eq(x, f.number(kInf)), f.eq(r, x)),
                      f.implies(f.eq(x, f.number(-kInf)), f.eq(r, zero))};
    if (is(J::Log) || is(S::Log) || is(J::Log10) || is(S::Log10))
        return {f.iff(f.nan(r), f.any({f.nan(x), f.lt(x, zero)})),
                      f.implies(f.eq(x, zero), f.eq(r, f.number(-kInf))),
                      f.implies(f.eq(x, f.number(kInf)), f.eq(r, x)),
                      f.implies(f.lt(f.number(1), x), f.le(zero, r)),
                      f.implies(f.all({f.lt(zero, x), f.lt(x, f.number(1))}), f.le(r, zero))};
    if (is(S::Log1p))
        return {f.iff(f.nan(r), f.any({f.nan(x), f.lt(x, f.number(-1))})),
                      f.implies(f.eq(x, f.number(-1)), f.eq(r, f.number(-kInf))), f.keeps_zero(r, x)};
    if (is(S::Expm1)) return {f.iff(f.nan(r), f.nan(x)), f.range(r, -1, kInf), f.keeps_zero(r, x)};
    if (is(S::Sinh)) return {f.iff(f.nan(r), f.nan(x)), f.keeps_zero(r, x)};
    if (is(S::Cosh)) return {f.iff(f.nan(r), f.nan(x)), f.range(r, steps(1, 3, -kInf), kInf)};
    if (is(S::Tanh))
        return {f.iff(f.nan(r), f.nan(x)), f.range(r, steps(-1, 2, -kInf), steps(1, 2, kInf)), f.keeps_zero(r, x)};
    if (is(S::Atan2) && y != nullptr) return {f.iff(f.nan(r), f.any({f.nan(x), f.nan(y)})), f.range(r, -pi, pi)};
    if (is(J::Pow) && y != nullptr)
        return {f.implies(f.eq(y, zero), f.eq(r, f.number(1))), f.implies(f.nan(y), f.nan(r)),
                      f.implies(f.all({f.nan(x), f.negate(f.eq(y, zero))}), f.nan(r)),
                      f.implies(f.eq(y, f.number(1)), f.any({f.eq(r, x), f.all({f.nan(r), f.nan(x)})})),
                      // pow(1, ±inf) is NaN
                      f.implies(f.lt(zero, x), f.any({f.nan(r), f.le(zero, r)}))};
    return {};
}

Interval around(double computed) {
    return Interval{steps(computed, 2, -kInf), steps(computed, 2, kInf)};
}

expr::OpaqueResults allowed(std::uint32_t function, double x, double y) {
    const double computed = expr::call_opaque(function, x, y);
    if (std::isnan(computed)) return expr::OpaqueResults{computed, computed};  // NaN only by a special case
    const Interval interval = around(computed);
    return expr::OpaqueResults{interval.low, interval.high};
}

namespace {

// The segment [k * period + start, k * period + start + length] that holds
// x, shrunk inwards; none when x is too large for k * period to be exact
// enough, or x lies in what the shrinking cut off.
expr::OpaqueShape periodic(double x, double start, double length, int direction) {
    constexpr double kLargest = 0x1p20;
    constexpr double kMargin = 1e-9;  // far above the error of k * pi for |k| < 2^20 (about 1e-10)
    if (!(std::fabs(x) < kLargest)) return {};
    const double period = 2 * length;
    const double k = std::floor((x - start) / period);
    double low = k * period + start;
    // Which half of the period x lies in: the first runs in `direction`.
    if (x - low >= length) {
        low += length;
        direction = -direction;
    }
    const expr::OpaqueShape segment{low + kMargin, low + length - kMargin, direction, 0};
    if (!(segment.low <= x && x <= segment.high)) return {};
    return segment;
}

// A slope bound computed in doubles, raised past its rounding; 0 (none)
// where it is not finite.
double generous(double slope) {
    const double raised = slope * (1 + 0x1p-30);
    return std::isfinite(raised) ? raised : 0;
}

}  // namespace

expr::OpaqueShape shape(std::uint32_t function, double x) {
    auto is = [&](auto named) { return function == opaque_math::id(named); };
    if (!std::isfinite(x)) return {};
    if (is(J::Sin) || is(S::Sin)) {
        expr::OpaqueShape segment = periodic(x, -M_PI / 2, M_PI, 1);
        segment.slope = 1;
        return segment;
    }
    if (is(J::Cos) || is(S::Cos)) {
        expr::OpaqueShape segment = periodic(x, -M_PI, M_PI, 1);
        segment.slope = 1;
        return segment;
    }
    if (is(J::Tan) || is(S::Tan)) {
        // Increasing on each (k pi - pi/2, k pi + pi/2); within a quarter of
        // x, the slope 1 + tan^2 is largest at the end farther from k pi.
        // (Each period of pi is one increasing segment: `periodic` halves
        // a period of 2 pi, and tan increases on both halves.)
        expr::OpaqueShape segment = periodic(x, -M_PI / 2, M_PI, 1);
        if (segment.direction == 0) return {};
        segment.direction = 1;
        segment.low = std::max(segment.low, x - 0.25);
        segment.high = std::min(segment.high, x + 0.25);
        const double steepest = std::max(std::fabs(std::tan(segment.low)), std::fabs(std::tan(segment.high)));
        segment.slope = generous(1 + steepest * steepest);
        return segment;
    }
    if (is(J::Exp)) return {-kInf, x + 1, 1, generous(std::exp(x + 1))};
    if (is(S::Atan) || is(S::Tanh)) return {-kInf, kInf, 1, 1};
    if (function == opaque_math::kCbrt) return {-kInf, kInf, 1, 0};
    if (is(S::Sinh) || is(S::Expm1)) return {-kInf, kInf, 1, 0};
    if (x > 0 && (is(J::Log) || is(S::Log))) return {x / 2, kInf, 1, generous(2 / x)};
    if (x > 0 && (is(J::Log10) || is(S::Log10))) return {x / 2, kInf, 1, generous(2 / x / M_LN10)};
    if (x > 0 && function == opaque_math::kSqrt) return {x / 2, kInf, 1, generous(0.5 / std::sqrt(x / 2))};
    if (is(J::Log) || is(S::Log) || is(J::Log10) || is(S::Log10) || function == opaque_math::kSqrt) return {0, kInf, 1, 0};
    if (is(S::Log1p)) return {-1, kInf, 1, 0};
    if (is(S::Asin)) return {-1, 1, 1, 0};
    if (is(S::Acos)) return {-1, 1, -1, 0};
    if (is(S::Cosh)) return x < 0 ? expr::OpaqueShape{-kInf, 0, -1, 0} : expr::OpaqueShape{0, kInf, 1, 0};
    return {};
}

}  // namespace specified_math

namespace detail {

Value Interpreter::math_result(State& state, std::uint32_t function, Value x, std::optional<Value> y, bool exact) {
    const bool symbolic = x.is_symbolic() || (y && y->is_symbolic());
    const expr::Expr* x_expr = x.to_expr(ctx_);
    const expr::Expr* y_expr = y ? y->to_expr(ctx_) : nullptr;
    if (!options_.math_within_specification) {
        if (!exact) state.inexact_math = true;
        return symbolic ? Value::symbolic(ctx_.call(function, x_expr, y_expr))
                        : Value::f64(expr::call_opaque(function, x.as_f64(), y ? y->as_f64() : 0.0));
    }
    if (symbolic) {
        const expr::Expr* call = ctx_.call(function, x_expr, y_expr);
        for (const expr::Expr* fact : specified_math::facts(ctx_, function, call, x_expr, y_expr)) assume(state, fact);
        return Value::symbolic(call);
    }
    const double computed = expr::call_opaque(function, x.as_f64(), y ? y->as_f64() : 0.0);
    if (exact || std::isnan(computed)) return Value::f64(computed);  // NaN only where the special cases say
    const expr::Expr* result =
        ctx_.var(expr::Sort::F64, fmt::format("{}#{}", expr::opaque_name(function), state.math_values++));
    state.model.mutate().set(result, std::bit_cast<std::uint64_t>(computed));
    const specified_math::Interval allowed = specified_math::around(computed);
    assume(state, ctx_.binary(expr::Kind::BoolAnd, ctx_.binary(expr::Kind::Le, ctx_.f64(allowed.low), result),
                              ctx_.binary(expr::Kind::Le, result, ctx_.f64(allowed.high))));
    for (const expr::Expr* fact : specified_math::facts(ctx_, function, result, x_expr, y_expr)) assume(state, fact);
    return Value::symbolic(result);
}

}  // namespace detail
}  // namespace symcrete::engine
