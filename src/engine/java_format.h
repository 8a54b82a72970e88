// java.util.Formatter semantics (String.format, PrintStream.printf) as
// OpenJDK 17 formats in Locale.US / Locale.ROOT, for the intrinsics that
// model those methods without running the Formatter's bytecode, which would
// drag in regex, locale data and BigDecimal. Output and exceptions (class and
// getMessage()) match HotSpot; tests/unit/engine/java_format_test.cpp checks
// them line by line against a real JVM.
//
// Deliberately not modelled (the result is FormatUnsupported, so the caller
// can end the path instead of guessing): date/time (%t), hexadecimal floats
// (%a), BigInteger/BigDecimal arguments, %h of arbitrary objects, and
// upper-casing (%S, %C, ...) of letters outside Latin-1. Formattable
// arguments must be reported as unsupported by the caller, which is the only
// one that can see the interface.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace symcrete::engine {

// The decimal digits of a float/double as the JDK's FloatingDecimal produces
// them: value = 0.d1d2...dn x 10^decimal_exponent. The engine obtains these
// by running the JDK's own bytecode, because JDK 17's digit generation is not
// always the shortest representation (1e23 gives 9999999999999999, integers
// in [1e16, 1e20) give all their digits, 4.9e-324 gives 49). Trailing zeros
// are allowed: they are invisible in %e/%f/%g and are reproduced by %s.
struct DecimalDigits {
    std::string digits;  // ASCII digits, non-empty, first digit non-zero
    int decimal_exponent = 0;
};

// One argument, already reduced to what Formatter looks at: its boxed type
// and value. Objects are passed with their toString(), computed by the caller.
struct FormatArg {
    enum class Kind { Null, Boolean, Char, Byte, Short, Int, Long, Float, Double, String, Object };
    Kind kind = Kind::Null;
    std::int64_t integer = 0;  // Boolean 0/1, Char the UTF-16 code unit, Byte..Long the value
    double real = 0;           // Float (widened exactly) and Double
    std::u16string text;       // String, and Object's toString()
    std::string class_name;    // Object: its binary name (java.lang.StringBuilder), for error messages

    static FormatArg null() { return {}; }
    static FormatArg boolean(bool v) { return {Kind::Boolean, v ? 1 : 0, 0, {}, {}}; }
    static FormatArg character(char16_t v) { return {Kind::Char, v, 0, {}, {}}; }
    static FormatArg byte_value(std::int8_t v) { return {Kind::Byte, v, 0, {}, {}}; }
    static FormatArg short_value(std::int16_t v) { return {Kind::Short, v, 0, {}, {}}; }
    static FormatArg int_value(std::int32_t v) { return {Kind::Int, v, 0, {}, {}}; }
    static FormatArg long_value(std::int64_t v) { return {Kind::Long, v, 0, {}, {}}; }
    static FormatArg float_value(float v) { return {Kind::Float, 0, v, {}, {}}; }
    static FormatArg double_value(double v) { return {Kind::Double, 0, v, {}, {}}; }
    static FormatArg string(std::u16string v) { return {Kind::String, 0, 0, std::move(v), {}}; }
    static FormatArg object(std::u16string to_string, std::string class_name) {
        return {Kind::Object, 0, 0, std::move(to_string), std::move(class_name)};
    }
};

// Called with finite, positive values. is_float asks for Float.toString's
// digits of (float)magnitude; that happens only for %s of a Float, because
// the numeric conversions widen a Float to double first, as the JDK does
// (String.format("%.10f", 0.1f) is "0.1000000015").
using DigitsFn = std::function<DecimalDigits(double magnitude, bool is_float)>;

// The exception String.format would throw. printf has already written
// partial_output (the text of the specifiers before the failing one) to its
// stream when it throws, so a printf model must print it first.
struct FormatFailure {
    std::string exception_class;  // internal name, e.g. "java/util/MissingFormatArgumentException"
    std::u16string message;       // getMessage(), exactly as OpenJDK 17 gives it
    std::u16string partial_output;
};

// The format needs something this model does not cover (see the top of the
// file); reason names it for the "unsupported" path end.
struct FormatUnsupported {
    std::string reason;
};

using FormatResult = std::variant<std::u16string, FormatFailure, FormatUnsupported>;

// String.format(format, args) in Locale.US, with "\n" as line separator.
FormatResult java_format(std::u16string_view format, const std::vector<FormatArg>& args, const DigitsFn& digits);

}  // namespace symcrete::engine
