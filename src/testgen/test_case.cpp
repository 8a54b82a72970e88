// JavaValue's factories (test_case.h): where a typed Java primitive becomes the
// bits a TestCase stores. Floats keep their IEEE bits (std::bit_cast), so
// equality is bitwise: -0.0 differs from 0.0, and a NaN equals itself.
#include "testgen/test_case.h"

#include <bit>

namespace symcrete::testgen {

// Integral values are stored zero-extended from their own width, so the
// factories give one canonical form and operator== compares values. Readers
// (the JUnit writer) mask to the width and so also accept sign-extended bits.

JavaValue JavaValue::boolean(bool v) { return {Type::Boolean, v ? 1u : 0u}; }

JavaValue JavaValue::byte(std::int8_t v) { return {Type::Byte, static_cast<std::uint8_t>(v)}; }

JavaValue JavaValue::character(std::uint16_t v) { return {Type::Char, v}; }

JavaValue JavaValue::short_value(std::int16_t v) { return {Type::Short, static_cast<std::uint16_t>(v)}; }

JavaValue JavaValue::integer(std::int32_t v) { return {Type::Int, static_cast<std::uint32_t>(v)}; }

JavaValue JavaValue::long_value(std::int64_t v) { return {Type::Long, static_cast<std::uint64_t>(v)}; }

JavaValue JavaValue::float_value(float v) { return {Type::Float, std::bit_cast<std::uint32_t>(v)}; }

JavaValue JavaValue::double_value(double v) { return {Type::Double, std::bit_cast<std::uint64_t>(v)}; }

}  // namespace symcrete::testgen
