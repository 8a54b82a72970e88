// How java_math.h computes correctly rounded results: glibc's x87 long double
// function first, rounded to double unless the bits below the double's last
// place lie within a small margin of the midpoint (or the result is subnormal),
// and otherwise libquadmath's __float128 function. Java's special cases, and
// pow of integers with an exactly representable result, are answered before
// either. libquadmath is declared by hand because clang does not ship
// quadmath.h.
#include "java_math.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>

// libquadmath's functions (quadmath.h is GCC's; clang does not ship it).
extern "C" {
__float128 sinq(__float128);
__float128 cosq(__float128);
__float128 tanq(__float128);
__float128 expq(__float128);
__float128 logq(__float128);
__float128 log10q(__float128);
__float128 powq(__float128, __float128);
}

namespace symcrete::engine::java_math {

namespace {

static_assert(std::numeric_limits<long double>::digits == 64, "x87 extended precision expected");

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// What x86's invalid operations produce (sin(Infinity), log(-1)), as HotSpot
// returns it; NaN operands come back as they are.
constexpr double kInvalid = -kNaN;

long double extended(Function f, double x, double y) {
    long double a = x;
    switch (f) {
        case Function::Sin: return std::sin(a);
        case Function::Cos: return std::cos(a);
        case Function::Tan: return std::tan(a);
        case Function::Exp: return std::exp(a);
        case Function::Log: return std::log(a);
        case Function::Log10: return std::log10(a);
        case Function::Pow: return std::pow(a, static_cast<long double>(y));
    }
    return kNaN;
}

__float128 quadruple(Function f, double x, double y) {
    __float128 a = x;
    switch (f) {
        case Function::Sin: return sinq(a);
        case Function::Cos: return cosq(a);
        case Function::Tan: return tanq(a);
        case Function::Exp: return expq(a);
        case Function::Log: return logq(a);
        case Function::Log10: return log10q(a);
        case Function::Pow: return powq(a, static_cast<__float128>(y));
    }
    return kNaN;
}

// The double nearest to v, unless v lies so close to a midpoint between two
// doubles that its own error (glibc's long double functions are within 1-2
// ulps of their 64-bit significand) could flip the rounding, or in the
// subnormal range, where doubles have fewer bits.
std::optional<double> round_if_safe(long double v) {
    if (std::isnan(v) || std::isinf(v) || v == 0) return static_cast<double>(v);
    long double magnitude = std::fabs(v);
    if (magnitude < 0x1p-1022L) return std::nullopt;
    if (magnitude >= 0x1p1024L) return static_cast<double>(v);  // overflows whatever the error
    std::uint64_t significand;  // x87: the 64-bit significand comes first in memory
    std::memcpy(&significand, &v, sizeof significand);
    constexpr std::uint64_t kMidpoint = 0x400;  // of the 11 bits below a double's last place
    constexpr std::uint64_t kMargin = 16;
    std::uint64_t below = significand & 0x7ff;
    if (below + kMargin >= kMidpoint && below <= kMidpoint + kMargin) return std::nullopt;
    return static_cast<double>(v);
}

double correctly_rounded(Function f, double x, double y) {
    if (auto rounded = round_if_safe(extended(f, x, y))) return *rounded;
    return static_cast<double>(quadruple(f, x, y));
}

bool is_integer(double v) { return std::isfinite(v) && std::trunc(v) == v; }

// Math.pow's special cases (its Javadoc), which differ from C's pow where
// |x| == 1: pow(1, NaN) and pow(-1, ±Infinity) are NaN in Java, 1 in C.
std::optional<double> pow_special_case(double x, double y) {
    if (y == 0) return 1.0;
    if (std::isnan(y) || std::isnan(x)) return x + y;
    if (y == 1) return x;
    if (y == 2) return x * x;  // what HotSpot returns (checked on 2,000,000 inputs), and correctly rounded
    if (std::isinf(y) && std::fabs(x) == 1) return kNaN;
    // The other special cases (infinite or zero operands, a negative base
    // with a non-integer exponent) are C's too, and exact.
    if (std::isinf(y) || std::isinf(x) || x == 0) return std::pow(x, y);
    if (x < 0 && !is_integer(y)) return kInvalid;
    return std::nullopt;
}

}  // namespace

Result compute(Function f, double x, double y) {
    switch (f) {
        case Function::Sin:
        case Function::Tan:
            if (std::isnan(x) || x == 0) return {x, true};
            if (std::isinf(x)) return {kInvalid, true};
            break;
        case Function::Cos:
            if (std::isnan(x)) return {x, true};
            if (std::isinf(x)) return {kInvalid, true};
            break;
        case Function::Exp:
            if (std::isnan(x)) return {x, true};
            if (std::isinf(x)) return {x > 0 ? x : 0.0, true};
            break;
        case Function::Log:
        case Function::Log10:
            if (std::isnan(x)) return {x, true};
            if (x < 0) return {kInvalid, true};
            if (x == 0) return {-std::numeric_limits<double>::infinity(), true};
            if (std::isinf(x)) return {x, true};
            if (f == Function::Log10) {
                // log10(10^n) is n; 10^n is a double exactly for n in 0..22.
                double power = 1;
                for (int n = 0; n <= 22; ++n, power *= 10)
                    if (x == power) return {static_cast<double>(n), true};
            }
            break;
        case Function::Pow:
            if (auto special = pow_special_case(x, y)) return {*special, true};
            if (is_integer(x) && is_integer(y)) {
                // Integer operands with a representable result: exactly that.
                __float128 exact = powq(static_cast<__float128>(x), static_cast<__float128>(y));
                double value = static_cast<double>(exact);
                if (std::isfinite(value) && value != 0 && static_cast<__float128>(value) == exact) return {value, true};
            }
            break;
    }
    return {correctly_rounded(f, x, y), false};
}

}  // namespace symcrete::engine::java_math
