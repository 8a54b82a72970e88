// The opaque functions of opaque_math.h: ids 0x100 + java_math::Function,
// 0x200 + strict_math::Function, 0x300 for sqrt, 0x301 cbrt, 0x302 hypot.
#include "opaque_math.h"

#include <cmath>
#include <string>

#include "expr/opaque_function.h"
#include "specified_math.h"

namespace symcrete::engine::opaque_math {
namespace {

constexpr std::uint32_t kMath = 0x100;
constexpr std::uint32_t kStrict = 0x200;

double call(std::uint32_t function, double x, double y) {
    if (function == kSqrt) return std::sqrt(x);  // correctly rounded, as Java's
    if (function == kCbrt) return static_cast<double>(std::cbrt(static_cast<long double>(x)));
    if (function == kHypot) return static_cast<double>(std::hypot(static_cast<long double>(x), static_cast<long double>(y)));
    if (function >= kStrict) return strict_math::compute(static_cast<strict_math::Function>(function - kStrict), x, y);
    return java_math::compute(static_cast<java_math::Function>(function - kMath), x, y).value;
}

std::string name(std::uint32_t function) {
    static const char* const kMathNames[] = {"sin", "cos", "tan", "exp", "log", "log10", "pow"};
    static const char* const kStrictNames[] = {"sin", "cos", "tan", "asin", "acos", "atan", "log", "log10",
                                               "sinh", "cosh", "tanh", "expm1", "log1p", "atan2", "IEEEremainder"};
    if (function == kSqrt) return "Math.sqrt";
    if (function == kCbrt) return "Math.cbrt";
    if (function == kHypot) return "Math.hypot";
    if (function >= kStrict && function - kStrict < std::size(kStrictNames))
        return std::string("StrictMath.") + kStrictNames[function - kStrict];
    if (function >= kMath && function - kMath < std::size(kMathNames)) return std::string("Math.") + kMathNames[function - kMath];
    return "f" + std::to_string(function);
}

}  // namespace

std::uint32_t id(java_math::Function f) { return kMath + static_cast<std::uint32_t>(f); }
std::uint32_t id(strict_math::Function f) { return kStrict + static_cast<std::uint32_t>(f); }

void install() {
    expr::install_opaque_functions(
        expr::OpaqueFunctions{call, name, specified_math::allowed, specified_math::shape});
}

}  // namespace symcrete::engine::opaque_math
