// The java:: functions on the cases the JVMS singles out: MIN / -1,
// remainders' signs, shift distance masking, fmod's special cases and the
// saturating float-to-integral conversions. (The HotSpot conformance test
// covers them over a large grid; these pin the rules down by name.)
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

#include "expr/value.h"

namespace symcrete::expr {
namespace {

constexpr std::int32_t kIntMin = std::numeric_limits<std::int32_t>::min();
constexpr std::int32_t kIntMax = std::numeric_limits<std::int32_t>::max();
constexpr std::int64_t kLongMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kLongMax = std::numeric_limits<std::int64_t>::max();
constexpr float kFloatNaN = std::numeric_limits<float>::quiet_NaN();
constexpr double kDoubleNaN = std::numeric_limits<double>::quiet_NaN();
constexpr float kFloatInf = std::numeric_limits<float>::infinity();
constexpr double kDoubleInf = std::numeric_limits<double>::infinity();

std::uint32_t bits(float v) {
    return std::bit_cast<std::uint32_t>(v);
}
std::uint64_t bits(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

TEST(JavaSemantics, IntDivisionTruncatesAndMinByMinusOneWraps) {
    EXPECT_EQ(java::idiv(7, 2), 3);
    EXPECT_EQ(java::idiv(-7, 2), -3);
    EXPECT_EQ(java::idiv(7, -2), -3);
    EXPECT_EQ(java::idiv(-7, -2), 3);
    EXPECT_EQ(java::idiv(kIntMin, -1), kIntMin);
    EXPECT_EQ(java::idiv(kIntMax, -1), -kIntMax);
    EXPECT_EQ(java::idiv(kIntMin, 1), kIntMin);
    EXPECT_EQ(java::idiv(kIntMin, kIntMin), 1);
    EXPECT_EQ(java::idiv(5, 0), 0);  // Java throws; the library's convention
}

TEST(JavaSemantics, IntRemainderHasTheSignOfTheDividend) {
    EXPECT_EQ(java::irem(7, 2), 1);
    EXPECT_EQ(java::irem(-7, 2), -1);
    EXPECT_EQ(java::irem(7, -2), 1);
    EXPECT_EQ(java::irem(-7, -2), -1);
    EXPECT_EQ(java::irem(kIntMin, -1), 0);
    EXPECT_EQ(java::irem(kIntMin, kIntMax), -1);
    EXPECT_EQ(java::irem(5, 0), 0);
}

TEST(JavaSemantics, LongDivisionAndRemainder) {
    EXPECT_EQ(java::ldiv(-7, 2), -3);
    EXPECT_EQ(java::ldiv(kLongMin, -1), kLongMin);
    EXPECT_EQ(java::ldiv(kLongMax, -1), -kLongMax);
    EXPECT_EQ(java::ldiv(1, 0), 0);
    EXPECT_EQ(java::lrem(-7, 2), -1);
    EXPECT_EQ(java::lrem(7, -2), 1);
    EXPECT_EQ(java::lrem(kLongMin, -1), 0);
    EXPECT_EQ(java::lrem(1, 0), 0);
}

TEST(JavaSemantics, IntShiftsMaskTheDistanceToFiveBits) {
    EXPECT_EQ(java::ishl(1, 31), kIntMin);
    EXPECT_EQ(java::ishl(1, 32), 1);
    EXPECT_EQ(java::ishl(1, 33), 2);
    EXPECT_EQ(java::ishl(1, -1), kIntMin);
    EXPECT_EQ(java::ishl(kIntMax, 1), -2);
    EXPECT_EQ(java::ishr(-8, 1), -4);
    EXPECT_EQ(java::ishr(kIntMin, 31), -1);
    EXPECT_EQ(java::ishr(-1, 100), -1);
    EXPECT_EQ(java::ishr(64, 32 + 3), 8);
    EXPECT_EQ(java::iushr(-1, 28), 15);
    EXPECT_EQ(java::iushr(-1, 32), -1);
    EXPECT_EQ(java::iushr(kIntMin, 31), 1);
    EXPECT_EQ(java::iushr(-8, kIntMin), -8);  // MIN & 31 == 0
}

TEST(JavaSemantics, LongShiftsMaskTheDistanceToSixBits) {
    EXPECT_EQ(java::lshl(1, 63), kLongMin);
    EXPECT_EQ(java::lshl(1, 64), 1);
    EXPECT_EQ(java::lshl(1, 32), std::int64_t{1} << 32);  // not masked to 5 bits
    EXPECT_EQ(java::lshl(1, -1), kLongMin);
    EXPECT_EQ(java::lshr(kLongMin, 63), -1);
    EXPECT_EQ(java::lshr(-16, 2), -4);
    EXPECT_EQ(java::lushr(-1, 60), 15);
    EXPECT_EQ(java::lushr(-1, 64), -1);
    EXPECT_EQ(java::lushr(kLongMin, 63), 1);
}

TEST(JavaSemantics, FloatingRemainderIsFmod) {
    EXPECT_EQ(java::frem(5.5f, 2.0f), 1.5f);
    EXPECT_EQ(java::frem(-5.5f, 2.0f), -1.5f);
    EXPECT_EQ(java::frem(5.5f, -2.0f), 1.5f);
    EXPECT_EQ(java::drem(-5.5, -2.0), -1.5);
    EXPECT_EQ(java::drem(0.1, 0.03), std::fmod(0.1, 0.03));
    // A zero dividend keeps its sign; the result is exact, never rounded.
    EXPECT_EQ(bits(java::frem(-0.0f, 1.0f)), bits(-0.0f));
    EXPECT_EQ(bits(java::drem(-0.0, 1.0)), bits(-0.0));
    EXPECT_EQ(bits(java::drem(0.0, -1.0)), bits(0.0));
    EXPECT_EQ(bits(java::drem(-4.0, 2.0)), bits(-0.0));
    // Finite % infinite is the dividend; infinite % y, x % 0 and NaN are NaN.
    EXPECT_EQ(java::drem(1.5, kDoubleInf), 1.5);
    EXPECT_EQ(java::frem(-1.5f, -kFloatInf), -1.5f);
    EXPECT_TRUE(std::isnan(java::drem(kDoubleInf, 1.0)));
    EXPECT_TRUE(std::isnan(java::drem(1.0, 0.0)));
    EXPECT_TRUE(std::isnan(java::frem(1.0f, -0.0f)));
    EXPECT_TRUE(std::isnan(java::frem(kFloatNaN, 1.0f)));
    EXPECT_TRUE(std::isnan(java::drem(1.0, kDoubleNaN)));
    // The largest float modulo the smallest: exact, no overflow.
    EXPECT_EQ(java::frem(std::numeric_limits<float>::max(), std::numeric_limits<float>::denorm_min()), 0.0f);
}

TEST(JavaSemantics, FloatToIntSaturatesAndMapsNaNToZero) {
    EXPECT_EQ(java::f2i(kFloatNaN), 0);
    EXPECT_EQ(java::f2i(-kFloatNaN), 0);
    EXPECT_EQ(java::f2i(kFloatInf), kIntMax);
    EXPECT_EQ(java::f2i(-kFloatInf), kIntMin);
    EXPECT_EQ(java::f2i(1e10f), kIntMax);
    EXPECT_EQ(java::f2i(-1e10f), kIntMin);
    EXPECT_EQ(java::f2i(2147483648.0f), kIntMax);
    EXPECT_EQ(java::f2i(-2147483648.0f), kIntMin);
    EXPECT_EQ(java::f2i(2147483520.0f), 2147483520);  // the largest float below 2^31
    EXPECT_EQ(java::f2i(1.9f), 1);
    EXPECT_EQ(java::f2i(-1.9f), -1);
    EXPECT_EQ(java::f2i(-0.0f), 0);
    EXPECT_EQ(java::f2i(std::numeric_limits<float>::denorm_min()), 0);
}

TEST(JavaSemantics, FloatToLongSaturates) {
    EXPECT_EQ(java::f2l(kFloatNaN), 0);
    EXPECT_EQ(java::f2l(kFloatInf), kLongMax);
    EXPECT_EQ(java::f2l(-kFloatInf), kLongMin);
    EXPECT_EQ(java::f2l(9223372036854775808.0f), kLongMax);
    EXPECT_EQ(java::f2l(-9223372036854775808.0f), kLongMin);
    EXPECT_EQ(java::f2l(9223371487098961920.0f), 9223371487098961920LL);  // largest float below 2^63
    EXPECT_EQ(java::f2l(1e10f), 10000000000LL);
    EXPECT_EQ(java::f2l(-2.5f), -2);
}

TEST(JavaSemantics, DoubleToIntAndLongSaturate) {
    EXPECT_EQ(java::d2i(kDoubleNaN), 0);
    EXPECT_EQ(java::d2i(kDoubleInf), kIntMax);
    EXPECT_EQ(java::d2i(-kDoubleInf), kIntMin);
    EXPECT_EQ(java::d2i(2147483647.9), kIntMax);
    EXPECT_EQ(java::d2i(2147483648.0), kIntMax);
    EXPECT_EQ(java::d2i(-2147483648.9), kIntMin);
    EXPECT_EQ(java::d2i(-2147483649.0), kIntMin);
    EXPECT_EQ(java::d2i(-2147483647.9), -2147483647);
    EXPECT_EQ(java::d2i(1e300), kIntMax);
    EXPECT_EQ(java::d2i(-0.5), 0);
    EXPECT_EQ(java::d2l(kDoubleNaN), 0);
    EXPECT_EQ(java::d2l(9223372036854775808.0), kLongMax);
    EXPECT_EQ(java::d2l(-9223372036854775808.0), kLongMin);
    EXPECT_EQ(java::d2l(9223372036854774784.0), 9223372036854774784LL);  // largest double below 2^63
    EXPECT_EQ(java::d2l(-1e300), kLongMin);
    EXPECT_EQ(java::d2l(-kDoubleInf), kLongMin);
    EXPECT_EQ(java::d2l(4503599627370495.5), 4503599627370495LL);  // below 2^52: halves exist
}

TEST(JavaSemantics, FloatingComparisonsBiasNaN) {
    EXPECT_EQ(java::fcmpl(1.0f, 2.0f), -1);
    EXPECT_EQ(java::fcmpl(2.0f, 1.0f), 1);
    EXPECT_EQ(java::fcmpl(-0.0f, 0.0f), 0);
    EXPECT_EQ(java::fcmpl(kFloatNaN, 0.0f), -1);
    EXPECT_EQ(java::fcmpl(0.0f, kFloatNaN), -1);
    EXPECT_EQ(java::fcmpg(kFloatNaN, 0.0f), 1);
    EXPECT_EQ(java::fcmpg(kFloatNaN, kFloatNaN), 1);
    EXPECT_EQ(java::fcmpg(1.0f, 2.0f), -1);
    EXPECT_EQ(java::fcmpg(kFloatInf, std::numeric_limits<float>::max()), 1);
    EXPECT_EQ(java::dcmpl(kDoubleNaN, kDoubleNaN), -1);
    EXPECT_EQ(java::dcmpl(0.0, -0.0), 0);
    EXPECT_EQ(java::dcmpg(1.0, kDoubleNaN), 1);
    EXPECT_EQ(java::dcmpg(-kDoubleInf, 0.0), -1);
    EXPECT_EQ(java::dcmpl(3.0, 2.0), 1);
}

}  // namespace
}  // namespace symcrete::expr
