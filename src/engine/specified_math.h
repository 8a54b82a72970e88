// Math results as Java's specification allows them, for verdicts that must
// hold whatever last place the JVM computes (EngineOptions::
// math_within_specification). Math.sin and its kind need only be within one
// ulp of the exact result (java_math.h: HotSpot's own stubs, which no library
// reproduces everywhere), so a verdict built on the engine's correctly
// rounded value alone claims more than it explored. Here a result stands for
// every value the specification allows instead: on concrete arguments a
// fresh value within two steps of the computed one, on symbolic arguments
// the opaque call (opaque_math.h); both carry the facts below, which the
// solver reasons with (an opaque call is a constant of its own to Z3).
#pragma once

#include <cstdint>
#include <vector>

#include "expr/expr.h"
#include "expr/opaque_function.h"

namespace symcrete::engine::specified_math {

// What Java guarantees about `result` = f(x) or f(x, y) for the opaque
// function `function` (opaque_math.h; y null for one argument): when the
// result is NaN, its range, its special cases (sin(±0) = ±0, exp(-inf) = 0,
// pow(x, 0) = 1, ...), one condition each (so that a solver may use those
// about the result alone without the argument's). Each fact
// holds for every result within the specified error of the exact value,
// and for HotSpot's (cos(0) = 1, which the specification leaves to one ulp,
// is HotSpot's on every platform: tests/unit/engine/specified_math_test.cpp
// runs it).
std::vector<const expr::Expr*> facts(expr::ExprContext& ctx, std::uint32_t function, const expr::Expr* result,
                                     const expr::Expr* x, const expr::Expr* y);

// The doubles a JVM may return where the engine computed `computed`, the
// correctly rounded result: within one ulp of the exact value, which lies
// within half an ulp of `computed`, so at most two steps away (two where a
// power of two changes the step).
struct Interval {
    double low = 0, high = 0;
};
Interval around(double computed);

// For the solver's lemmas (expr/opaque_function.h): the results allowed at
// (x, y), around the computed one, and the function's shape around x: a
// segment on which it is monotone, and a bound on its slope there. Java
// requires these functions' results to be semi-monotonic wherever the exact
// function is monotone, so a result at x' <= x on a non-decreasing segment
// is at most the largest allowed at x; the slope bounds the exact function,
// and the solver adds the last-place latitude. Segments of sin, cos and
// tan are cut from multiples of pi / 2, shrunk inwards by more than the
// rounding of computing them, and only for arguments below 2^20; partial
// domains (log's x > 0) are where the result is not NaN.
expr::OpaqueResults allowed(std::uint32_t function, double x, double y);
expr::OpaqueShape shape(std::uint32_t function, double x);

}  // namespace symcrete::engine::specified_math
