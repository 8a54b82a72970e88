// Java's concrete operations (JVMS chapter 6, JLS 15.17 and 5.1.3), written
// without undefined behaviour: integral arithmetic wraps through unsigned
// types, the MIN / -1 and x / 0 cases are checked first, shift distances are
// masked, and float-to-integral conversions test the range before casting.
//
// This file is the single implementation of every operation: constant
// folding, the Value fast path and the evaluator all call apply_*, so they
// agree bit for bit, including the payload of NaN results (which depends on
// the order the compiler gives the operands of an SSE instruction, so the
// operations must not be re-implemented elsewhere).
#include <bit>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <limits>

#include "internal.h"
#include "expr/value.h"

namespace symcrete::expr {
namespace java {

std::int32_t idiv(std::int32_t a, std::int32_t b) {
    if (b == 0) return 0;
    if (b == -1) return static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(a));  // MIN / -1 == MIN
    return a / b;
}

std::int32_t irem(std::int32_t a, std::int32_t b) {
    if (b == 0 || b == -1) return 0;  // MIN % -1 overflows in C++; it is 0 in Java
    return a % b;
}

std::int64_t ldiv(std::int64_t a, std::int64_t b) {
    if (b == 0) return 0;
    if (b == -1) return static_cast<std::int64_t>(0ull - static_cast<std::uint64_t>(a));
    return a / b;
}

std::int64_t lrem(std::int64_t a, std::int64_t b) {
    if (b == 0 || b == -1) return 0;
    return a % b;
}

std::int32_t ishl(std::int32_t a, std::int32_t distance) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) << (distance & 31));
}

std::int32_t ishr(std::int32_t a, std::int32_t distance) {
    return a >> (distance & 31);  // arithmetic since C++20
}

std::int32_t iushr(std::int32_t a, std::int32_t distance) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(a) >> (distance & 31));
}

std::int64_t lshl(std::int64_t a, std::int32_t distance) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) << (distance & 63));
}

std::int64_t lshr(std::int64_t a, std::int32_t distance) {
    return a >> (distance & 63);
}

std::int64_t lushr(std::int64_t a, std::int32_t distance) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) >> (distance & 63));
}

// fmod is exact and takes the sign of the dividend, as Java's % does; a finite
// dividend with an infinite divisor is returned unchanged, x % 0 and
// Infinity % y are NaN.
float frem(float a, float b) {
    return std::fmod(a, b);
}

double drem(double a, double b) {
    return std::fmod(a, b);
}

// NaN -> 0; beyond the range -> MIN or MAX; else truncation toward zero. The
// bounds are powers of two and so exact in both float and double.
std::int32_t f2i(float v) {
    if (std::isnan(v)) return 0;
    if (v >= 2147483648.0f) return std::numeric_limits<std::int32_t>::max();
    if (v <= -2147483648.0f) return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(v);
}

std::int64_t f2l(float v) {
    if (std::isnan(v)) return 0;
    if (v >= 9223372036854775808.0f) return std::numeric_limits<std::int64_t>::max();
    if (v <= -9223372036854775808.0f) return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(v);
}

std::int32_t d2i(double v) {
    if (std::isnan(v)) return 0;
    if (v >= 2147483648.0) return std::numeric_limits<std::int32_t>::max();
    if (v <= -2147483648.0) return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(v);
}

std::int64_t d2l(double v) {
    if (std::isnan(v)) return 0;
    if (v >= 9223372036854775808.0) return std::numeric_limits<std::int64_t>::max();
    if (v <= -9223372036854775808.0) return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(v);
}

std::int32_t fcmpl(float a, float b) {
    if (a > b) return 1;
    if (a == b) return 0;
    return -1;  // less, or unordered
}

std::int32_t fcmpg(float a, float b) {
    if (a < b) return -1;
    if (a == b) return 0;
    return 1;  // greater, or unordered
}

std::int32_t dcmpl(double a, double b) {
    if (a > b) return 1;
    if (a == b) return 0;
    return -1;
}

std::int32_t dcmpg(double a, double b) {
    if (a < b) return -1;
    if (a == b) return 0;
    return 1;
}

}  // namespace java

namespace detail {
namespace {

constexpr std::uint64_t kLow32 = 0xffffffffull;

std::int32_t to_i32(std::uint64_t bits) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits));
}
std::int64_t to_i64(std::uint64_t bits) {
    return static_cast<std::int64_t>(bits);
}
float to_f32(std::uint64_t bits) {
    return std::bit_cast<float>(static_cast<std::uint32_t>(bits));
}
double to_f64(std::uint64_t bits) {
    return std::bit_cast<double>(bits);
}
std::uint64_t of_i32(std::int32_t v) {
    return static_cast<std::uint32_t>(v);
}
std::uint64_t of_i64(std::int64_t v) {
    return static_cast<std::uint64_t>(v);
}
std::uint64_t of_f32(float v) {
    return std::bit_cast<std::uint32_t>(v);
}
std::uint64_t of_f64(double v) {
    return std::bit_cast<std::uint64_t>(v);
}
std::uint64_t of_bool(bool v) {
    return v ? 1 : 0;
}

std::uint64_t binary_i32(Kind kind, std::uint64_t a_bits, std::uint64_t b_bits) {
    const auto ua = static_cast<std::uint32_t>(a_bits);
    const auto ub = static_cast<std::uint32_t>(b_bits);
    const std::int32_t a = to_i32(a_bits);
    const std::int32_t b = to_i32(b_bits);
    switch (kind) {
        case Kind::Add: return static_cast<std::uint32_t>(ua + ub);
        case Kind::Sub: return static_cast<std::uint32_t>(ua - ub);
        case Kind::Mul: return static_cast<std::uint32_t>(ua * ub);
        case Kind::Div: return of_i32(java::idiv(a, b));
        case Kind::Rem: return of_i32(java::irem(a, b));
        case Kind::And: return ua & ub;
        case Kind::Or: return ua | ub;
        case Kind::Xor: return ua ^ ub;
        case Kind::Shl: return of_i32(java::ishl(a, b));
        case Kind::Shr: return of_i32(java::ishr(a, b));
        case Kind::Ushr: return of_i32(java::iushr(a, b));
        case Kind::Eq: return of_bool(a == b);
        case Kind::Lt: return of_bool(a < b);
        case Kind::Le: return of_bool(a <= b);
        default: break;
    }
    assert(false && "not an I32 binary operation");
    return 0;
}

std::uint64_t binary_i64(Kind kind, std::uint64_t ua, std::uint64_t ub) {
    const std::int64_t a = to_i64(ua);
    const std::int64_t b = to_i64(ub);
    switch (kind) {
        case Kind::Add: return ua + ub;
        case Kind::Sub: return ua - ub;
        case Kind::Mul: return ua * ub;
        case Kind::Div: return of_i64(java::ldiv(a, b));
        case Kind::Rem: return of_i64(java::lrem(a, b));
        case Kind::And: return ua & ub;
        case Kind::Or: return ua | ub;
        case Kind::Xor: return ua ^ ub;
        // The distance is an I32 operand.
        case Kind::Shl: return of_i64(java::lshl(a, to_i32(ub)));
        case Kind::Shr: return of_i64(java::lshr(a, to_i32(ub)));
        case Kind::Ushr: return of_i64(java::lushr(a, to_i32(ub)));
        case Kind::Cmp: return of_i32(a < b ? -1 : (a > b ? 1 : 0));
        case Kind::Eq: return of_bool(a == b);
        case Kind::Lt: return of_bool(a < b);
        case Kind::Le: return of_bool(a <= b);
        default: break;
    }
    assert(false && "not an I64 binary operation");
    return 0;
}

std::uint64_t binary_f32(Kind kind, std::uint64_t a_bits, std::uint64_t b_bits) {
    const float a = to_f32(a_bits);
    const float b = to_f32(b_bits);
    switch (kind) {
        case Kind::Add: return of_f32(a + b);
        case Kind::Sub: return of_f32(a - b);
        case Kind::Mul: return of_f32(a * b);
        case Kind::Div: return of_f32(a / b);
        case Kind::Rem: return of_f32(java::frem(a, b));
        case Kind::CmpL: return of_i32(java::fcmpl(a, b));
        case Kind::CmpG: return of_i32(java::fcmpg(a, b));
        case Kind::Eq: return of_bool(a == b);
        case Kind::Lt: return of_bool(a < b);
        case Kind::Le: return of_bool(a <= b);
        default: break;
    }
    assert(false && "not an F32 binary operation");
    return 0;
}

std::uint64_t binary_f64(Kind kind, std::uint64_t a_bits, std::uint64_t b_bits) {
    const double a = to_f64(a_bits);
    const double b = to_f64(b_bits);
    switch (kind) {
        case Kind::Add: return of_f64(a + b);
        case Kind::Sub: return of_f64(a - b);
        case Kind::Mul: return of_f64(a * b);
        case Kind::Div: return of_f64(a / b);
        case Kind::Rem: return of_f64(java::drem(a, b));
        case Kind::CmpL: return of_i32(java::dcmpl(a, b));
        case Kind::CmpG: return of_i32(java::dcmpg(a, b));
        case Kind::Eq: return of_bool(a == b);
        case Kind::Lt: return of_bool(a < b);
        case Kind::Le: return of_bool(a <= b);
        default: break;
    }
    assert(false && "not an F64 binary operation");
    return 0;
}

std::uint64_t binary_bool(Kind kind, std::uint64_t a, std::uint64_t b) {
    switch (kind) {
        case Kind::Eq: return of_bool(a == b);
        case Kind::BoolAnd: return a & b;
        case Kind::BoolOr: return a | b;
        default: break;
    }
    assert(false && "not a Bool binary operation");
    return 0;
}

}  // namespace

std::uint64_t normalize_bits(Sort sort, std::uint64_t bits) {
    switch (sort) {
        case Sort::Bool: return bits != 0 ? 1 : 0;
        case Sort::I32:
        case Sort::F32: return bits & kLow32;
        case Sort::I64:
        case Sort::F64: return bits;
        default: return bits;  // arrays have no bits
    }
}

Sort binary_result_sort(Kind kind, Sort operand) {
    switch (kind) {
        case Kind::Cmp:
        case Kind::CmpL:
        case Kind::CmpG: return Sort::I32;
        case Kind::Eq:
        case Kind::Lt:
        case Kind::Le:
        case Kind::BoolAnd:
        case Kind::BoolOr: return Sort::Bool;
        default: return operand;
    }
}

std::uint64_t apply_unary(Kind kind, Sort operand, std::uint64_t a) {
    switch (kind) {
        case Kind::Neg:
            switch (operand) {
                case Sort::I32: return static_cast<std::uint32_t>(0u - static_cast<std::uint32_t>(a));
                case Sort::I64: return 0ull - a;
                // Java's fneg/dneg flip the sign bit, also of zeros and NaNs.
                case Sort::F32: return (a ^ 0x80000000ull) & kLow32;
                case Sort::F64: return a ^ 0x8000000000000000ull;
                default: break;
            }
            break;
        case Kind::Not: return a ^ 1;
        case Kind::ToByte: return of_i32(static_cast<std::int8_t>(static_cast<std::uint8_t>(a)));
        case Kind::ToChar: return static_cast<std::uint16_t>(a);
        case Kind::ToShort: return of_i32(static_cast<std::int16_t>(static_cast<std::uint16_t>(a)));
        default: break;
    }
    assert(false && "not a unary operation");
    return 0;
}

std::uint64_t apply_binary(Kind kind, Sort operand, std::uint64_t a, std::uint64_t b) {
    switch (operand) {
        case Sort::I32: return binary_i32(kind, a, b);
        case Sort::I64: return binary_i64(kind, a, b);
        case Sort::F32: return binary_f32(kind, a, b);
        case Sort::F64: return binary_f64(kind, a, b);
        case Sort::Bool: return binary_bool(kind, a, b);
        default: break;
    }
    assert(false && "no binary operation on arrays");
    return 0;
}

std::uint64_t apply_convert(Sort from, Sort to, std::uint64_t a) {
    if (from == to) return a;
    switch (from) {
        case Sort::I32: {
            const std::int32_t v = to_i32(a);
            switch (to) {
                case Sort::I64: return of_i64(v);  // sign-extends
                case Sort::F32: return of_f32(static_cast<float>(v));
                case Sort::F64: return of_f64(static_cast<double>(v));
                default: break;
            }
            break;
        }
        case Sort::I64: {
            const std::int64_t v = to_i64(a);
            switch (to) {
                case Sort::I32: return a & kLow32;
                case Sort::F32: return of_f32(static_cast<float>(v));  // one rounding (cvtsi2ss)
                case Sort::F64: return of_f64(static_cast<double>(v));
                default: break;
            }
            break;
        }
        case Sort::F32: {
            const float v = to_f32(a);
            switch (to) {
                case Sort::I32: return of_i32(java::f2i(v));
                case Sort::I64: return of_i64(java::f2l(v));
                case Sort::F64: return of_f64(static_cast<double>(v));
                default: break;
            }
            break;
        }
        case Sort::F64: {
            const double v = to_f64(a);
            switch (to) {
                case Sort::I32: return of_i32(java::d2i(v));
                case Sort::I64: return of_i64(java::d2l(v));
                case Sort::F32: return of_f32(static_cast<float>(v));
                default: break;
            }
            break;
        }
        default: break;
    }
    assert(false && "not a Java conversion");
    return 0;
}

}  // namespace detail
}  // namespace symcrete::expr
