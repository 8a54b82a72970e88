// Values as Java source: the exact literal for a JavaValue ("(byte) -1",
// "'\n'", "1.5f", "Double.MIN_VALUE"), as the generated tests pass arguments,
// expect results and restore static fields. Every literal reads back as the
// very same bits: floats and doubles print as the shortest decimal that
// round-trips, in Java's notation, or as the named constant or bit pattern
// when no decimal holds them (NaN, the infinities, MIN_VALUE).
#include "java_literals.h"

#include <fmt/format.h>

#include <array>
#include <bit>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <system_error>

namespace symcrete::testgen {
namespace {

using classfile::BaseType;
using classfile::FieldType;
using detail::LangNames;
using detail::literal;
using detail::string_literal;

}  // namespace

namespace detail {

std::int32_t as_int(const JavaValue& v) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(v.bits)); }
std::int64_t as_long(const JavaValue& v) { return static_cast<std::int64_t>(v.bits); }
std::int8_t as_byte(const JavaValue& v) { return static_cast<std::int8_t>(static_cast<std::uint8_t>(v.bits)); }
std::int16_t as_short(const JavaValue& v) { return static_cast<std::int16_t>(static_cast<std::uint16_t>(v.bits)); }
std::uint16_t as_char(const JavaValue& v) { return static_cast<std::uint16_t>(v.bits); }
bool as_bool(const JavaValue& v) { return (v.bits & 1u) != 0; }
std::uint32_t float_bits(const JavaValue& v) { return static_cast<std::uint32_t>(v.bits); }
bool is_finite_floating(const JavaValue& v) {
    if (v.type == JavaValue::Type::Float) return (float_bits(v) & 0x7f800000u) != 0x7f800000u;
    if (v.type == JavaValue::Type::Double) return (v.bits & 0x7ff0000000000000ull) != 0x7ff0000000000000ull;
    return false;
}

const char* type_name(JavaValue::Type type) {
    switch (type) {
        case JavaValue::Type::Boolean: return "boolean";
        case JavaValue::Type::Byte: return "byte";
        case JavaValue::Type::Char: return "char";
        case JavaValue::Type::Short: return "short";
        case JavaValue::Type::Int: return "int";
        case JavaValue::Type::Long: return "long";
        case JavaValue::Type::Float: return "float";
        case JavaValue::Type::Double: return "double";
    }
    return "?";
}

std::optional<JavaValue::Type> value_type_of(const FieldType& type) {
    if (type.dimensions != 0) return std::nullopt;
    switch (type.element) {
        case BaseType::Boolean: return JavaValue::Type::Boolean;
        case BaseType::Byte: return JavaValue::Type::Byte;
        case BaseType::Char: return JavaValue::Type::Char;
        case BaseType::Short: return JavaValue::Type::Short;
        case BaseType::Int: return JavaValue::Type::Int;
        case BaseType::Long: return JavaValue::Type::Long;
        case BaseType::Float: return JavaValue::Type::Float;
        case BaseType::Double: return JavaValue::Type::Double;
        case BaseType::Void:
        case BaseType::Object: return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace detail

namespace {

// The shortest decimal that reads back as exactly `v` (finite, positive), in
// Java's own style: plain notation for 1e-3 <= v < 1e7 ("0.001", "100.0"),
// otherwise "1.0E-45". std::to_chars gives the shortest digits that round-trip
// under correct rounding, and Java parses literals with correct rounding (for
// float directly to float), so the literal denotes the same bits.
template <class F>
std::string decimal_digits(F v) {
    std::array<char, 64> buffer{};
    auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), v, std::chars_format::scientific);
    if (ec != std::errc()) return "0.0";  // cannot happen for a 64-byte buffer
    std::string text(buffer.data(), end);  // "1.2345e+20", "1e-45"
    auto e = text.find('e');
    std::string digits;
    for (char c : text.substr(0, e)) {
        if (c != '.') digits += c;
    }
    int exponent = 0;
    std::string exponent_text = text.substr(e + 1);
    const char* first = exponent_text.c_str();
    if (*first == '+') ++first;
    std::from_chars(first, exponent_text.c_str() + exponent_text.size(), exponent);
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();

    if (exponent >= -3 && exponent < 7) {
        if (exponent < 0) return "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
        auto int_digits = static_cast<std::size_t>(exponent) + 1;
        if (digits.size() <= int_digits) return digits + std::string(int_digits - digits.size(), '0') + ".0";
        return digits.substr(0, int_digits) + "." + digits.substr(int_digits);
    }
    return digits.substr(0, 1) + "." + (digits.size() > 1 ? digits.substr(1) : "0") + "E" + std::to_string(exponent);
}

std::string float_literal(std::uint32_t bits, const LangNames& lang) {
    const bool negative = (bits >> 31) != 0;
    const std::uint32_t magnitude = bits & 0x7fffffffu;
    const std::string sign = negative ? "-" : "";
    if (magnitude > 0x7f800000u) {
        if (bits == 0x7fc00000u) return lang("Float") + ".NaN";
        return fmt::format("{}.intBitsToFloat(0x{:08x})", lang("Float"), bits);
    }
    if (magnitude == 0x7f800000u) return lang("Float") + (negative ? ".NEGATIVE_INFINITY" : ".POSITIVE_INFINITY");
    if (magnitude == 0) return sign + "0.0f";
    if (magnitude == 0x00000001u) return sign + lang("Float") + ".MIN_VALUE";
    if (magnitude == 0x00800000u) return sign + lang("Float") + ".MIN_NORMAL";
    if (magnitude == 0x7f7fffffu) return sign + lang("Float") + ".MAX_VALUE";
    return sign + decimal_digits(std::bit_cast<float>(magnitude)) + "f";
}

std::string double_literal(std::uint64_t bits, const LangNames& lang) {
    const bool negative = (bits >> 63) != 0;
    const std::uint64_t magnitude = bits & 0x7fffffffffffffffull;
    const std::string sign = negative ? "-" : "";
    if (magnitude > 0x7ff0000000000000ull) {
        if (bits == 0x7ff8000000000000ull) return lang("Double") + ".NaN";
        return fmt::format("{}.longBitsToDouble(0x{:016x}L)", lang("Double"), bits);
    }
    if (magnitude == 0x7ff0000000000000ull) return lang("Double") + (negative ? ".NEGATIVE_INFINITY" : ".POSITIVE_INFINITY");
    if (magnitude == 0) return sign + "0.0";
    if (magnitude == 1) return sign + lang("Double") + ".MIN_VALUE";
    if (magnitude == 0x0010000000000000ull) return sign + lang("Double") + ".MIN_NORMAL";
    if (magnitude == 0x7fefffffffffffffull) return sign + lang("Double") + ".MAX_VALUE";
    return sign + decimal_digits(std::bit_cast<double>(magnitude));
}

// A char literal that is plain ASCII: escapes for the usual controls, '\uXXXX'
// for the rest. A \u escape is translated before Java lexes the literal, so
// those of the line terminators, the quote and the backslash would break it;
// all four have their own escapes here and never reach the \u form.
std::string char_literal(std::uint16_t c) {
    switch (c) {
        case 0: return "'\\0'";
        case '\b': return "'\\b'";
        case '\t': return "'\\t'";
        case '\n': return "'\\n'";
        case '\f': return "'\\f'";
        case '\r': return "'\\r'";
        case '\'': return "'\\''";
        case '\\': return "'\\\\'";
        default: break;
    }
    if (c >= 0x20 && c < 0x7f) return std::string("'") + static_cast<char>(c) + "'";
    return fmt::format("'\\u{:04x}'", c);
}

}  // namespace

namespace detail {

std::string string_literal(const std::u16string& text) {
    std::string out = "\"";
    for (char16_t c : text) {
        switch (c) {
            case '\b': out += "\\b"; continue;
            case '\t': out += "\\t"; continue;
            case '\n': out += "\\n"; continue;
            case '\f': out += "\\f"; continue;
            case '\r': out += "\\r"; continue;
            case '"': out += "\\\""; continue;
            case '\\': out += "\\\\"; continue;
            default: break;
        }
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        }
    }
    return out + "\"";
}

std::string literal(const JavaValue& v, const LangNames& lang) {
    switch (v.type) {
        case JavaValue::Type::Boolean: return as_bool(v) ? "true" : "false";
        case JavaValue::Type::Byte: {
            auto b = as_byte(v);
            if (b == INT8_MIN) return lang("Byte") + ".MIN_VALUE";
            if (b == INT8_MAX) return lang("Byte") + ".MAX_VALUE";
            return fmt::format("(byte) {}", b);
        }
        case JavaValue::Type::Short: {
            auto s = as_short(v);
            if (s == INT16_MIN) return lang("Short") + ".MIN_VALUE";
            if (s == INT16_MAX) return lang("Short") + ".MAX_VALUE";
            return fmt::format("(short) {}", s);
        }
        case JavaValue::Type::Char: return char_literal(as_char(v));
        case JavaValue::Type::Int: {
            auto i = as_int(v);
            if (i == INT32_MIN) return lang("Integer") + ".MIN_VALUE";
            if (i == INT32_MAX) return lang("Integer") + ".MAX_VALUE";
            return std::to_string(i);
        }
        case JavaValue::Type::Long: {
            auto l = as_long(v);
            if (l == INT64_MIN) return lang("Long") + ".MIN_VALUE";
            if (l == INT64_MAX) return lang("Long") + ".MAX_VALUE";
            return std::to_string(l) + "L";
        }
        case JavaValue::Type::Float: return float_literal(float_bits(v), lang);
        case JavaValue::Type::Double: return double_literal(v.bits, lang);
    }
    return "0";
}

}  // namespace detail

std::string java_string_literal(const std::u16string& text) { return string_literal(text); }

std::string java_literal(const JavaValue& value) { return literal(value, LangNames{}); }

}  // namespace symcrete::testgen
