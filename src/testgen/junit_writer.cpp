#include "testgen/junit_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <system_error>

#include "classfile/descriptor.h"
#include "classfile/signature.h"

namespace symcrete::testgen {
namespace {

using classfile::BaseType;
using classfile::FieldType;
using classfile::MethodType;

// ---------------------------------------------------------------------------
// Values

std::int32_t as_int(const JavaValue& v) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(v.bits)); }
std::int64_t as_long(const JavaValue& v) { return static_cast<std::int64_t>(v.bits); }
std::int8_t as_byte(const JavaValue& v) { return static_cast<std::int8_t>(static_cast<std::uint8_t>(v.bits)); }
std::int16_t as_short(const JavaValue& v) { return static_cast<std::int16_t>(static_cast<std::uint16_t>(v.bits)); }
std::uint16_t as_char(const JavaValue& v) { return static_cast<std::uint16_t>(v.bits); }
// The JVM narrows a boolean to its lowest bit (JVMS 2.3.4).
bool as_bool(const JavaValue& v) { return (v.bits & 1u) != 0; }
std::uint32_t float_bits(const JavaValue& v) { return static_cast<std::uint32_t>(v.bits); }
// A float or double that is neither NaN nor infinite.
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

// Simple names from java.lang that the generated code uses unqualified unless
// the class under test shadows them (a type in the test's own package wins
// over the implicit import of java.lang).
struct LangNames {
    std::set<std::string> shadowed;
    std::string operator()(const std::string& simple_name) const {
        return shadowed.count(simple_name) != 0 ? "java.lang." + simple_name : simple_name;
    }
};

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

// A String literal in plain ASCII, by the same escapes as char_literal
// (a \u escape for a line terminator would end the literal: those never get one).
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

// ---------------------------------------------------------------------------
// Name tokens for test method names: [A-Za-z0-9_] only.

std::string integer_token(std::int64_t value, std::int64_t min, std::int64_t max) {
    if (value == min) return "MinValue";
    if (value == max) return "MaxValue";
    if (value < 0) return "Minus" + std::to_string(value).substr(1);
    return std::to_string(value);
}

// From the literal: "-1.5E-7f" -> "Minus1_5EMinus7", "Float.MIN_VALUE" -> "MinValue".
std::string floating_token(const std::string& text) {
    static const std::array<std::pair<const char*, const char*>, 6> names = {{
        {"NaN", "NaN"},
        {"POSITIVE_INFINITY", "PositiveInfinity"},
        {"NEGATIVE_INFINITY", "NegativeInfinity"},
        {"MIN_VALUE", "MinValue"},
        {"MIN_NORMAL", "MinNormal"},
        {"MAX_VALUE", "MaxValue"},
    }};
    std::string sign = !text.empty() && text[0] == '-' ? "Minus" : "";
    if (text.find("BitsTo") != std::string::npos) return "NaN";
    for (const auto& [constant, token] : names) {
        if (text.size() >= std::string_view(constant).size() && text.ends_with(constant)) return sign + token;
    }
    std::string out = sign;
    for (std::size_t i = sign.empty() ? 0 : 1; i < text.size(); ++i) {
        char c = text[i];
        if (c == '.') out += '_';
        else if (c == '-') out += "Minus";
        else if (c == 'f') continue;
        else out += c;
    }
    return out;
}

std::string char_token(std::uint16_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return std::string("Char") + static_cast<char>(c);
    }
    switch (c) {
        case ' ': return "CharSpace";
        case '\t': return "CharTab";
        case '\n': return "CharNewline";
        case '\r': return "CharCarriageReturn";
        case 0: return "CharNul";
        default: return fmt::format("CharU{:04X}", c);
    }
}

std::string value_token(const JavaValue& v) {
    static const LangNames plain;
    switch (v.type) {
        case JavaValue::Type::Boolean: return as_bool(v) ? "True" : "False";
        case JavaValue::Type::Byte: return integer_token(as_byte(v), INT8_MIN, INT8_MAX);
        case JavaValue::Type::Short: return integer_token(as_short(v), INT16_MIN, INT16_MAX);
        case JavaValue::Type::Char: return char_token(as_char(v));
        case JavaValue::Type::Int: return integer_token(as_int(v), INT32_MIN, INT32_MAX);
        case JavaValue::Type::Long: return integer_token(as_long(v), INT64_MIN, INT64_MAX);
        case JavaValue::Type::Float:
        case JavaValue::Type::Double: return floating_token(literal(v, plain));
    }
    return "Value";
}

// ---------------------------------------------------------------------------
// Java names

bool is_keyword(std::string_view word) {
    static const std::set<std::string_view> keywords = {
        "_",        "abstract", "assert",     "boolean",   "break",      "byte",     "case",
        "catch",    "char",     "class",      "const",     "continue",   "default",  "do",
        "double",   "else",     "enum",       "extends",   "false",      "final",    "finally",
        "float",    "for",      "goto",       "if",        "implements", "import",   "instanceof",
        "int",      "interface", "long",      "native",    "new",        "null",     "package",
        "private",  "protected", "public",    "return",    "short",      "static",   "strictfp",
        "super",    "switch",   "synchronized", "this",    "throw",      "throws",   "transient",
        "true",     "try",      "void",       "volatile",  "while",
    };
    return keywords.count(word) != 0;
}

// ASCII letters, digits, '_' and '$', and any non-ASCII character (javac has
// the final word on those), not starting with a digit, not a keyword.
bool is_java_identifier(std::string_view name) {
    if (name.empty() || (name[0] >= '0' && name[0] <= '9') || is_keyword(name)) return false;
    return std::all_of(name.begin(), name.end(), [](char ch) {
        auto c = static_cast<unsigned char>(ch);
        return c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '$';
    });
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        auto pos = text.find(separator, start);
        parts.emplace_back(text.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start));
        if (pos == std::string_view::npos) break;
        start = pos + 1;
    }
    return parts;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i != 0) out += separator;
        out += parts[i];
    }
    return out;
}

// An internal class name split for source: package segments and the chain of
// nested class names ("Outer$Inner" -> Outer, Inner). '$' is read as nesting
// unless that leaves an empty part (a '$' that is just part of a name).
struct ClassName {
    std::vector<std::string> package;
    std::vector<std::string> nesting;

    std::string package_name() const { return join(package, "."); }
    std::string source_name() const { return join(nesting, "."); }  // relative to its package
    std::string qualified_source_name() const {
        return package.empty() ? source_name() : package_name() + "." + source_name();
    }
};

ClassName split_class_name(std::string_view internal_name) {
    ClassName name;
    auto slash = internal_name.rfind('/');
    std::string_view simple = internal_name;
    if (slash != std::string_view::npos) {
        name.package = split(internal_name.substr(0, slash), '/');
        simple = internal_name.substr(slash + 1);
    }
    name.nesting = split(simple, '$');
    if (std::any_of(name.nesting.begin(), name.nesting.end(), [](const std::string& s) { return s.empty(); })) {
        name.nesting = {std::string(simple)};
    }
    return name;
}

Status check_class_name(std::string_view internal_name, std::string_view what) {
    if (internal_name.empty()) return Error{fmt::format("{} has an empty class name", what)};
    ClassName name = split_class_name(internal_name);
    for (const auto& part : name.package) {
        if (!is_java_identifier(part)) {
            return Error{fmt::format("{} {}: package name part '{}' is not a Java identifier", what,
                                     classfile::internal_to_java_name(internal_name), part)};
        }
    }
    for (const auto& part : name.nesting) {
        if (!part.empty() && part[0] >= '0' && part[0] <= '9') {
            return Error{fmt::format("{} {} is an anonymous or local class, which Java source cannot name", what,
                                     classfile::internal_to_java_name(internal_name))};
        }
        if (!is_java_identifier(part)) {
            return Error{fmt::format("{} {}: '{}' is not a Java identifier", what,
                                     classfile::internal_to_java_name(internal_name), part)};
        }
    }
    return Ok{};
}

std::string test_class_simple_name(const ClassName& name, bool reproducers) {
    return join(name.nesting, "_") + (reproducers ? "SymcreteBugsTest" : "SymcreteTest");
}

// ---------------------------------------------------------------------------
// Checking one test

Result<MethodType> check_test(const TestSuite& suite, std::size_t index) {
    const TestCase& test = suite.tests[index];
    auto where = [&] { return fmt::format("test {} ({}{})", index, test.method, test.descriptor); };
    if (!is_java_identifier(test.method) && test.method != "<init>") {  // "<init>": a test of a constructor
        return Error{fmt::format("{}: method name '{}' is not a Java identifier", where(), test.method)};
    }
    auto type = classfile::parse_method_descriptor(test.descriptor);
    if (!type) return Error{fmt::format("{}: {}", where(), type.error().message)};
    // `what` ("argument", "constructor argument") i of `arguments` fits parameter i.
    auto check_arguments = [&](const MethodType& called, const std::vector<InputValue>& arguments,
                               std::string_view what) -> Status {
        if (called.parameters.size() != arguments.size()) {
            return Error{fmt::format("{}: the descriptor has {} parameters but the test has {} {}s", where(),
                                     called.parameters.size(), arguments.size(), what)};
        }
        for (std::size_t i = 0; i < arguments.size(); ++i) {
            const InputValue& argument = arguments[i];
            if (argument.kind != InputValue::Kind::Primitive) {
                if (!called.parameters[i].is_reference()) {
                    return Error{fmt::format("{}: {} {} is a reference but the parameter is a {}", where(), what, i,
                                             called.parameters[i].java_name())};
                }
                if (argument.kind == InputValue::Kind::Object && argument.object >= test.objects.size()) {
                    return Error{fmt::format("{}: {} {} names object {} of {}", where(), what, i, argument.object,
                                             test.objects.size())};
                }
                continue;
            }
            auto expected = value_type_of(called.parameters[i]);
            if (!expected) {
                return Error{fmt::format("{}: parameter {} has type {}, which a primitive JavaValue cannot supply",
                                         where(), i, called.parameters[i].java_name())};
            }
            if (*expected != argument.primitive.type) {
                return Error{fmt::format("{}: {} {} is a {} but the parameter is a {}", where(), what, i,
                                         type_name(argument.primitive.type), type_name(*expected))};
            }
        }
        return Ok{};
    };
    if (auto status = check_arguments(*type, test.arguments, "argument"); !status) return status.error();
    if (test.construction) {
        const TestCase::Construction& made = *test.construction;
        if (made.method != "<init>" && !is_java_identifier(made.method))
            return Error{fmt::format("{}: factory name '{}' is not a Java identifier", where(), made.method)};
        auto made_type = classfile::parse_method_descriptor(made.descriptor);
        if (!made_type) return Error{fmt::format("{}: {}", where(), made_type.error().message)};
        if (auto status = check_arguments(*made_type, made.arguments, "constructor argument"); !status)
            return status.error();
        for (const TestCase::Call& call : made.calls) {
            if (!is_java_identifier(call.method))
                return Error{fmt::format("{}: setup call '{}' is not a Java identifier", where(), call.method)};
            auto call_type = classfile::parse_method_descriptor(call.descriptor);
            if (!call_type) return Error{fmt::format("{}: {}", where(), call_type.error().message)};
            if (auto status = check_arguments(*call_type, call.arguments, "setup call argument"); !status)
                return status.error();
        }
    }
    for (const TestObject& object : test.objects) {
        if (object.type.empty()) return Error{fmt::format("{}: an object without a type", where())};
        for (const auto& field : object.fields) {
            if (!is_java_identifier(field.name))
                return Error{fmt::format("{}: field name '{}' is not a Java identifier", where(), field.name)};
        }
    }
    const Outcome& outcome = test.outcome;
    switch (outcome.kind) {
        case Outcome::Kind::Returns: {
            if (outcome.shape != Outcome::Shape::Primitive) {
                if (!type->return_type.is_reference()) {
                    return Error{fmt::format("{}: an object outcome but the method returns {}", where(),
                                             type->return_type.java_name())};
                }
                break;
            }
            if (!outcome.value) return Error{fmt::format("{}: a Returns outcome without a value", where())};
            if (type->return_type.dimensions == 0 && type->return_type.element == BaseType::Void) {
                return Error{fmt::format("{}: the method returns void but the outcome has a value", where())};
            }
            auto expected = value_type_of(type->return_type);
            if (!expected) {
                return Error{fmt::format("{}: the method returns {}, which a primitive JavaValue cannot express",
                                         where(), type->return_type.java_name())};
            }
            if (*expected != outcome.value->type) {
                return Error{fmt::format("{}: the expected value is a {} but the method returns {}", where(),
                                         type_name(outcome.value->type), type_name(*expected))};
            }
            break;
        }
        case Outcome::Kind::ReturnsVoid: break;
        case Outcome::Kind::Throws: {
            if (auto status = check_class_name(outcome.exception, where() + ": exception"); !status) {
                return status.error();
            }
            ClassName exception = split_class_name(outcome.exception);
            ClassName tested = split_class_name(suite.class_name);
            if (exception.package.empty() && !tested.package.empty()) {
                return Error{fmt::format("{}: exception {} is in the unnamed package, which a test in package {} "
                                         "cannot refer to",
                                         where(), outcome.exception, tested.package_name())};
            }
            break;
        }
    }
    return std::move(type).value();
}

// A static field the tests restore: a Java identifier with a primitive
// descriptor matching its initial value.
Status check_static_field(const TestSuite& suite, std::size_t index) {
    const StaticField& field = suite.static_state[index];
    auto where = [&] { return fmt::format("static field {} ({})", index, field.name); };
    if (!is_java_identifier(field.name)) {
        return Error{fmt::format("{}: '{}' is not a Java identifier", where(), field.name)};
    }
    auto type = classfile::parse_field_descriptor(field.descriptor);
    if (!type) return Error{fmt::format("{}: {}", where(), type.error().message)};
    auto expected = value_type_of(*type);
    if (!expected) {
        return Error{fmt::format("{}: type {} is not primitive", where(), type->java_name())};
    }
    if (*expected != field.initial.type) {
        return Error{fmt::format("{}: the initial value is a {} but the field is a {}", where(),
                                 type_name(field.initial.type), type_name(*expected))};
    }
    return Ok{};
}

// Field.setInt, setLong, ...: the reflective setter for a value's type.
std::string reflective_setter(JavaValue::Type type) {
    std::string name = type_name(type);
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return "set" + name;
}

// ---------------------------------------------------------------------------
// Comments

// Text for inside a comment: valid UTF-8 (anything else becomes '?'), control
// characters other than newline become spaces, "*/" cannot close a block
// comment and no backslash can start a \u escape (Java translates those even
// inside comments, so \u002a/ would close it and \u000a end a line comment).
std::string comment_text(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == '\r') {
                if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
                out += '\n';
            } else if (c == '\n') {
                out += '\n';
            } else if (c < 0x20 || c == 0x7f) {
                out += ' ';
            } else if (c == '/' && !out.empty() && out.back() == '*') {
                out += " /";
            } else if (c == '\\' && i + 1 < text.size() && text[i + 1] == 'u') {
                // Eligible to start an escape when preceded by an even number of
                // backslashes: double it so it is not.
                std::size_t run = 0;
                for (auto it = out.rbegin(); it != out.rend() && *it == '\\'; ++it) ++run;
                out += run % 2 == 0 ? "\\\\" : "\\";
            } else {
                out += static_cast<char>(c);
            }
            ++i;
            continue;
        }
        // A UTF-8 sequence: copy it when well formed.
        std::size_t length = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c <= 0xdf ? 2 : 0;
        if (c >= 0xf5) length = 0;
        bool valid = length != 0 && i + length <= text.size();
        std::uint32_t code = 0;
        if (valid) {
            code = c & (length == 2 ? 0x1fu : length == 3 ? 0x0fu : 0x07u);
            for (std::size_t k = 1; k < length; ++k) {
                auto cc = static_cast<unsigned char>(text[i + k]);
                if ((cc & 0xc0) != 0x80) {
                    valid = false;
                    break;
                }
                code = (code << 6) | (cc & 0x3fu);
            }
        }
        if (valid) {
            valid = !(length == 3 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) &&
                    !(length == 4 && (code < 0x10000 || code > 0x10ffff));
        }
        if (valid) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out += '?';
            ++i;
        }
    }
    return out;
}

std::string trim(std::string_view text) {
    auto begin = text.find_first_not_of(" \t\n");
    if (begin == std::string_view::npos) return {};
    auto end = text.find_last_not_of(" \t\n");
    return std::string(text.substr(begin, end - begin + 1));
}

// A long line of conjuncts is broken before each top-level " && ".
std::vector<std::string> wrap_conjunction(const std::string& line) {
    constexpr std::size_t kMaxWidth = 96;
    if (line.size() <= kMaxWidth) return {line};
    std::vector<std::string> parts;
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t k = 0; k < line.size(); ++k) {
        char c = line[k];
        if (c == '(' || c == '[' || c == '{') ++depth;
        if (c == ')' || c == ']' || c == '}') --depth;
        if (depth == 0 && k > start && line.compare(k, 4, " && ") == 0) {
            parts.push_back(line.substr(start, k - start));
            start = k + 1;
        }
    }
    parts.push_back(line.substr(start));
    return parts;
}

void append_path_comment(std::string& out, const std::string& path_condition) {
    std::string text = trim(comment_text(path_condition));
    if (text.empty()) text = "true";
    std::vector<std::string> lines;
    for (const auto& line : split(text, '\n')) {
        for (auto& part : wrap_conjunction(line)) lines.push_back(std::move(part));
    }
    if (lines.size() == 1) {
        out += "    /* Path condition: " + lines[0] + " */\n";
        return;
    }
    out += "    /*\n     * Path condition:\n";
    for (const auto& line : lines) {
        std::string body = line;
        while (!body.empty() && body.back() == ' ') body.pop_back();
        out += body.empty() ? "     *\n" : "     *   " + body + "\n";
    }
    out += "     */\n";
}

// ---------------------------------------------------------------------------
// Test names

std::string sanitize_identifier(const std::string& name) {
    std::string out;
    for (char ch : name) {
        auto c = static_cast<unsigned char>(ch);
        bool ok = c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_' || c == '$';
        out += ok ? ch : '_';
    }
    if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out = "m" + out;
    return out;
}

// "Node" for pkg/List$Node, "IntArray" for [I.
std::string simple_type_token(const std::string& type) {
    if (!type.empty() && type[0] == '[') {
        std::string element = type.substr(1);
        if (element.size() == 1) {
            static const std::map<char, std::string> names = {{'Z', "Boolean"}, {'B', "Byte"}, {'C', "Char"},
                                                               {'S', "Short"},   {'I', "Int"},  {'J', "Long"},
                                                               {'F', "Float"},   {'D', "Double"}};
            auto it = names.find(element[0]);
            return (it != names.end() ? it->second : "") + "Array";
        }
        if (element[0] == 'L') element = element.substr(1, element.size() - 2);
        return simple_type_token(element) + "Array";
    }
    std::string simple = type.substr(type.rfind('/') + 1);
    while (simple.size() > 1 && simple.back() == '$') simple.pop_back();  // a Scala object's class, Grade$: Grade
    simple = simple.substr(simple.rfind('$') + 1);
    std::string token = sanitize_identifier(simple);
    std::replace(token.begin(), token.end(), '$', '_');
    return token;
}

// "Hello" for "hello", "EmptyString" for "": letters and digits, capitalised, at most 24.
std::string text_token(const std::u16string& text) {
    if (text.empty()) return "EmptyString";
    std::string token;
    bool upper = true;
    for (char16_t c : text) {
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum) {
            upper = true;
            continue;
        }
        char ch = static_cast<char>(c);
        if (upper && ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
        token += ch;
        upper = false;
        if (token.size() >= 24) break;
    }
    return token.empty() ? "Text" : token;
}

std::string outcome_token(const Outcome& outcome) {
    switch (outcome.kind) {
        case Outcome::Kind::Returns:
            switch (outcome.shape) {
                case Outcome::Shape::Null: return "returnsNull";
                case Outcome::Shape::String: return "returns" + text_token(outcome.text);
                case Outcome::Shape::Number: return "returns" + text_token(outcome.text);
                case Outcome::Shape::List:
                case Outcome::Shape::Set: {
                    const char* kind = outcome.shape == Outcome::Shape::List ? "List" : "Set";
                    if (outcome.items.empty()) return fmt::format("returnsEmpty{}", kind);
                    return fmt::format("returns{}Of{}", kind, outcome.items.size());
                }
                case Outcome::Shape::Array: return fmt::format("returnsArrayOf{}", outcome.elements.size());
                case Outcome::Shape::Object: return "returns" + simple_type_token(outcome.type);
                case Outcome::Shape::Enum: return "returns" + sanitize_identifier(outcome.constant);
                default: break;
            }
            return outcome.value ? "returns" + value_token(*outcome.value) : "returns";
        case Outcome::Kind::ReturnsVoid: return "returnsNormally";
        case Outcome::Kind::Throws: {
            std::string simple = outcome.exception.substr(outcome.exception.rfind('/') + 1);
            std::string name;
            for (const auto& part : split(simple, '$')) name += part;
            std::string token = sanitize_identifier(name);
            std::replace(token.begin(), token.end(), '$', '_');
            return "throws" + token;
        }
    }
    return "runs";
}

std::string arguments_token(const TestCase& test) {
    std::vector<std::string> tokens;
    for (const auto& argument : test.arguments) {
        switch (argument.kind) {
            case InputValue::Kind::Primitive: tokens.push_back(value_token(argument.primitive)); break;
            case InputValue::Kind::Null: tokens.push_back("Null"); break;
            case InputValue::Kind::Object: {
                const TestObject& object = test.objects[argument.object];
                if (object.constant) {
                    tokens.push_back(sanitize_identifier(*object.constant));
                    break;
                }
                if (object.collection != TestObject::Collection::None) {
                    const bool map = object.collection == TestObject::Collection::Map;
                    tokens.push_back(fmt::format("{}Of{}",
                                                 map                                                 ? "Map"
                                                 : object.collection == TestObject::Collection::Set ? "Set"
                                                                                                     : "List",
                                                 map ? object.elements.size() / 2 : object.elements.size()));
                    break;
                }
                if (object.text) {
                    tokens.push_back(text_token(*object.text));
                    break;
                }
                tokens.push_back(object.type[0] == '[' ? fmt::format("{}Of{}", simple_type_token(object.type),
                                                                     object.elements.size())
                                                       : simple_type_token(object.type));
                break;
            }
        }
    }
    return join(tokens, "And");
}

// ---------------------------------------------------------------------------
// Writing

struct Writer {
    const TestSuite& suite;
    ClassName tested;
    LangNames lang;
    std::string class_ref;  // how the test code names the class under test

    explicit Writer(const TestSuite& s) : suite(s), tested(split_class_name(s.class_name)) {
        // The outermost class lives in the test's package and so shadows a
        // java.lang type of the same simple name.
        lang.shadowed.insert(tested.nesting.front());
        class_ref = tested.source_name();
    }

    std::string exception_ref(const std::string& internal_name) const {
        ClassName exception = split_class_name(internal_name);
        if (exception.package == std::vector<std::string>{"java", "lang"}) {
            return exception.nesting.size() == 1 ? lang(exception.nesting.front())
                                                 : lang(exception.nesting.front()) + "." +
                                                       join({exception.nesting.begin() + 1, exception.nesting.end()}, ".");
        }
        if (exception.package == tested.package) return exception.source_name();
        return exception.qualified_source_name();
    }

    // How test code names a class or array type ("Node", "java.util.List", "int[]").
    std::string type_ref(const std::string& type) const {
        if (!type.empty() && type[0] == '[') {
            auto element = classfile::parse_field_descriptor(type.substr(1));
            if (!element) return "Object[]";
            if (!element->is_reference()) return element->java_name() + "[]";
            const std::string inner = element->is_array() ? element->descriptor() : element->class_name;
            return type_ref(inner) + "[]";
        }
        ClassName name = split_class_name(type);
        if (name.package == std::vector<std::string>{"java", "lang"} && name.nesting.size() == 1)
            return lang(name.nesting.front());
        if (name.package == tested.package) return name.source_name();
        return name.qualified_source_name();
    }

    // Local variable names for a test's objects, from how the path reached
    // them: "this" is the receiver (named after its class), "list.head.next"
    // becomes listHeadNext, "rows[1]" rows1.
    std::vector<std::string> local_names(const TestCase& test) const {
        std::vector<std::string> names;
        std::set<std::string> used;
        for (const TestObject& object : test.objects) {
            std::string origin = object.origin;
            if (origin.rfind("this.", 0) == 0) origin = origin.substr(5);
            std::string name;
            if (origin == "this" || origin.empty()) {
                name = simple_type_token(object.type);
            } else {
                bool upper = false;
                for (char c : origin) {
                    if (c == '.' || c == '[' || c == ']' || c == '$' || c == '(' || c == ')') {
                        upper = c == '.';
                        continue;
                    }
                    name += upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
                    upper = false;
                }
            }
            name = sanitize_identifier(name);
            if (name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
            if (is_keyword(name) || name == "actual") name += "Value";
            std::string unique = name;
            for (int n = 2; used.count(unique) != 0; ++n) unique = name + std::to_string(n);
            used.insert(unique);
            names.push_back(unique);
        }
        return names;
    }

    std::string value_ref(const InputValue& value, const std::vector<std::string>& names, const std::string& type) const {
        switch (value.kind) {
            case InputValue::Kind::Primitive: return literal(value.primitive, lang);
            case InputValue::Kind::Null: return type.empty() ? "null" : "(" + type_ref(type) + ") null";
            case InputValue::Kind::Object: return names[value.object];
        }
        return "null";
    }

    // The statements that build the test's objects: every object first (the
    // graph may have cycles), then the fields and elements that refer to them.
    std::string setup(const TestCase& test, const std::vector<std::string>& names, bool& reflective) const {
        std::string out;
        for (std::size_t k = 0; k < test.objects.size(); ++k) {
            const TestObject& object = test.objects[k];
            const std::string type = type_ref(object.type);
            if (object.collection != TestObject::Collection::None) {
                // Declared as its own class, which every parameter type it
                // stands for (List, Collection, Map, HashMap, ...) accepts.
                const std::string arguments =
                    object.collection == TestObject::Collection::Map
                        ? type_ref(object.element_type) + ", " + type_ref(object.value_type)
                        : type_ref(object.element_type);
                out += fmt::format("        {}<{}> {} = new {}<>();\n", type, arguments, names[k], type);
                continue;
            }
            if (object.constant) {
                const std::string& owner = object.constant_owner.empty() ? object.type : object.constant_owner;
                if (object.nameable) {
                    out += fmt::format("        {} {} = {}.{};\n", type, names[k], type_ref(owner), *object.constant);
                } else {
                    reflective = true;
                    out += fmt::format("        Object {} = staticField(\"{}\", \"{}\");\n", names[k],
                                       classfile::internal_to_java_name(owner), *object.constant);
                }
                continue;
            }
            if (!object.nameable) {
                if (object.type[0] == '[') {
                    out += fmt::format("        // Left out: {} cannot be named here\n", comment_text(object.type));
                    continue;
                }
                reflective = true;
                // A binary name has no quote or backslash to escape.
                out += fmt::format("        Object {} = newInstance(Class.forName(\"{}\"));\n", names[k],
                                   classfile::internal_to_java_name(object.type));
                continue;
            }
            if (object.text) {
                out += fmt::format("        {} {} = {};\n", type, names[k], string_literal(*object.text));
            } else if (object.boxed) {
                out += fmt::format("        {} {} = {}.valueOf({});\n", type, names[k], type,
                                   literal(*object.boxed, lang));
            } else if (object.number_text) {
                out += fmt::format("        {} {} = new {}(\"{}\");\n", type, names[k], type, *object.number_text);
            } else if (object.type[0] == '[') {
                const bool primitives = object.type.size() == 2;
                if (primitives) {
                    std::vector<std::string> elements;
                    for (const InputValue& element : object.elements) elements.push_back(value_ref(element, names, ""));
                    out += fmt::format("        {} {} = {{{}}};\n", type, names[k], join(elements, ", "));
                } else {
                    std::string element_type = type.substr(0, type.size() - 2);
                    auto bracket = element_type.find('[');
                    std::string created = bracket == std::string::npos
                                              ? fmt::format("{}[{}]", element_type, object.elements.size())
                                              : fmt::format("{}[{}]{}", element_type.substr(0, bracket),
                                                            object.elements.size(), element_type.substr(bracket));
                    out += fmt::format("        {} {} = new {};\n", type, names[k], created);
                }
            } else {
                reflective = true;
                out += fmt::format("        {} {} = newInstance({}.class);\n", type, names[k], type);
            }
        }
        for (std::size_t k = 0; k < test.objects.size(); ++k) {
            const TestObject& object = test.objects[k];
            if (object.boxed || object.text || object.constant || object.number_text) continue;
            if (object.collection != TestObject::Collection::None) continue;
            if (object.type[0] == '[') {
                if (object.type.size() == 2) continue;
                for (std::size_t i = 0; i < object.elements.size(); ++i) {
                    if (object.elements[i].kind == InputValue::Kind::Null) continue;
                    out += fmt::format("        {}[{}] = {};\n", names[k], i, value_ref(object.elements[i], names, ""));
                }
                continue;
            }
            for (const auto& field : object.fields) {
                out += fmt::format("        setField({}, \"{}\", {});\n", names[k], field.name,
                                   value_ref(field.value, names, ""));
            }
        }
        // Collections last: a set or map compares and hashes its elements
        // as they are added, so those must be complete by then.
        for (std::size_t k = 0; k < test.objects.size(); ++k) {
            const TestObject& object = test.objects[k];
            if (object.collection == TestObject::Collection::None) continue;
            if (object.collection == TestObject::Collection::Map) {
                for (std::size_t i = 0; i + 1 < object.elements.size(); i += 2)
                    out += fmt::format("        {}.put({}, {});\n", names[k], value_ref(object.elements[i], names, ""),
                                       value_ref(object.elements[i + 1], names, ""));
                continue;
            }
            for (const InputValue& element : object.elements)
                out += fmt::format("        {}.add({});\n", names[k], value_ref(element, names, ""));
        }
        return out;
    }

    // "5, (Node) null, list": the arguments of a call of `descriptor`, null
    // cast to its parameter's type so overloads stay unambiguous.
    std::string argument_list(const std::string& descriptor, const std::optional<std::string>& signature,
                              const std::vector<InputValue>& arguments, const std::vector<TestObject>& objects,
                              const std::vector<std::string>& names) const {
        auto type = classfile::parse_method_descriptor(descriptor);
        // Parameters whose generic type is a type variable (T; not T[]).
        std::vector<bool> generic;
        if (signature) {
            if (auto parsed = classfile::parse_method_signature(*signature)) {
                for (const auto& param : parsed->parameters)
                    generic.push_back(param.kind == classfile::TypeSignature::Kind::TypeVariable);
            }
        }
        std::vector<std::string> args;
        for (std::size_t i = 0; i < arguments.size(); ++i) {
            const std::string param = type && i < type->parameters.size() ? type->parameters[i].descriptor() : "";
            std::string param_type =
                param.empty() || param[0] == '[' ? param : param[0] == 'L' ? param.substr(1, param.size() - 2) : "";
            // A cast to Object would make the variable Object and clash with
            // what the other arguments say; a bounded variable keeps its
            // cast, which also picks among overloads.
            if (i < generic.size() && generic[i] && arguments[i].kind == InputValue::Kind::Null &&
                param_type == "java/lang/Object")
                param_type.clear();
            std::string arg = value_ref(arguments[i], names, param_type);
            // A local the test holds as Object (its class cannot be named)
            // is cast to the parameter's type, so overloads resolve as the
            // path did (join(Iterator, char), not join(Object...)).
            if (arguments[i].kind == InputValue::Kind::Object && arguments[i].object < objects.size() &&
                !objects[arguments[i].object].nameable && !param_type.empty())
                arg = "(" + type_ref(param_type) + ") " + arg;
            args.push_back(arg);
        }
        return join(args, ", ");
    }

    // The local a constructed receiver is held in: named after its class,
    // unlike every object's.
    std::string receiver_name(const std::vector<std::string>& names) const {
        std::string name = sanitize_identifier(simple_type_token(suite.class_name));
        if (name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
        if (is_keyword(name) || name == "actual") name += "Value";
        std::string unique = name;
        for (int n = 2; std::find(names.begin(), names.end(), unique) != names.end(); ++n)
            unique = name + std::to_string(n);
        return unique;
    }

    // `Account account = new Account(5L);` or `... = Account.open(5L);`.
    std::string construction(const TestCase& test, const std::vector<std::string>& names,
                             const std::string& receiver) const {
        const TestCase::Construction& made = *test.construction;
        const std::string args = argument_list(made.descriptor, std::nullopt, made.arguments, test.objects, names);
        std::string out = made.method == "<init>"
                              ? fmt::format("        {} {} = new {}({});\n", class_ref, receiver, class_ref, args)
                              : fmt::format("        {} {} = {}.{}({});\n", class_ref, receiver, class_ref, made.method, args);
        // Then the calls that bring it to the state the test needs.
        for (const TestCase::Call& call : made.calls)
            out += fmt::format("        {}.{}({});\n", receiver, call.method,
                               argument_list(call.descriptor, std::nullopt, call.arguments, test.objects, names));
        return out;
    }

    std::string call(const TestCase& test, const std::vector<std::string>& names, const std::string& receiver) const {
        if (test.method == "<init>")  // a test of a constructor
            return "new " + class_ref + "(" + argument_list(test.descriptor, test.signature, test.arguments, test.objects, names) + ")";
        const std::string target = test.construction ? receiver
                                   : test.receiver && test.receiver->kind == InputValue::Kind::Object
                                       ? names[test.receiver->object]
                                       : class_ref;
        return target + "." + test.method + "(" +
               argument_list(test.descriptor, test.signature, test.arguments, test.objects, names) + ")";
    }

    std::string assertion(const TestCase& test, const std::string& call) const {
        const Outcome& outcome = test.outcome;
        switch (outcome.kind) {
            case Outcome::Kind::Returns: {
                switch (outcome.shape) {
                    case Outcome::Shape::Null: return fmt::format("assertNull({});", call);
                    case Outcome::Shape::String:
                        return fmt::format("assertEquals({}, {});", string_literal(outcome.text), call);
                    case Outcome::Shape::Boxed:
                        return fmt::format("assertEquals({}.valueOf({}), {});", type_ref(outcome.type),
                                           literal(*outcome.value, lang), call);
                    case Outcome::Shape::Number:
                        return fmt::format("assertEquals(new {}({}), {});", type_ref(outcome.type),
                                           string_literal(outcome.text), call);
                    case Outcome::Shape::List:
                    case Outcome::Shape::Set: {
                        // Lists equal by elements in order, sets by elements,
                        // whatever their classes: compared with plain JDK ones.
                        std::vector<std::string> items;
                        for (const Outcome::Item& item : outcome.items) {
                            switch (item.kind) {
                                case Outcome::Item::Kind::Null: items.push_back("null"); break;
                                case Outcome::Item::Kind::String: items.push_back(string_literal(item.text)); break;
                                case Outcome::Item::Kind::Boxed:
                                    items.push_back(fmt::format("{}.valueOf({})", type_ref(item.type), literal(item.value, lang)));
                                    break;
                            }
                        }
                        const std::string list = fmt::format("java.util.Arrays.asList({})", join(items, ", "));
                        const std::string expected =
                            outcome.shape == Outcome::Shape::List ? list : "new java.util.HashSet<>(" + list + ")";
                        return fmt::format("assertEquals({}, {});", expected, call);
                    }
                    case Outcome::Shape::Array: {
                        std::vector<std::string> elements;
                        for (const JavaValue& element : outcome.elements) elements.push_back(literal(element, lang));
                        return fmt::format("assertArrayEquals(new {} {{{}}}, {}{});", type_ref(outcome.type),
                                           join(elements, ", "), call,
                                           outcome.type == "[D"   ? exact_delta(JavaValue::Type::Double)
                                           : outcome.type == "[F" ? exact_delta(JavaValue::Type::Float)
                                                                  : "");
                    }
                    case Outcome::Shape::Enum:
                        if (outcome.nameable)
                            return fmt::format("assertEquals({}.{}, {});", type_ref(outcome.type), outcome.constant, call);
                        return fmt::format("assertEquals(\"{}\", ((Enum<?>) {}).name());", outcome.constant, call);
                    case Outcome::Shape::Object: {
                        if (outcome.getters.empty()) return fmt::format("assertNotNull({});", call);
                        std::string text = fmt::format("var actual = {};\n", call);
                        text += "        assertNotNull(actual);";
                        for (const Getter& getter : outcome.getters) text += "\n        " + getter_assertion(getter, "actual");
                        return text;
                    }
                    case Outcome::Shape::Primitive: break;
                }
                const JavaValue& value = *outcome.value;
                if (value.type == JavaValue::Type::Boolean) {
                    return fmt::format("{}({});", as_bool(value) ? "assertTrue" : "assertFalse", call);
                }
                if (outcome.approximate && is_finite_floating(value)) {
                    // One ulp either way (JUnit's delta form; NaN and the
                    // infinities are written exactly, since a delta cannot hold them).
                    const std::string expected = literal(value, lang);
                    return fmt::format("assertEquals({}, {}, {}.ulp({}));", expected, call, lang("Math"), expected);
                }
                return assert_equal_value(value, call);
            }
            case Outcome::Kind::ReturnsVoid: return call + ";";
            case Outcome::Kind::Throws:
                if (suite.reproducers) return call + ";  // throws " + classfile::internal_to_java_name(outcome.exception);
                return fmt::format("assertThrows({}.class, () -> {});", exception_ref(outcome.exception), call);
        }
        return ";";
    }

    std::string getter_assertion(const Getter& getter, const std::string& target) const {
        const std::string call = target + "." + getter.method + "()";
        if (getter.is_string) {
            return getter.text ? fmt::format("assertEquals({}, {});", string_literal(*getter.text), call)
                               : fmt::format("assertNull({});", call);
        }
        if (getter.value.type == JavaValue::Type::Boolean)
            return fmt::format("{}({});", as_bool(getter.value) ? "assertTrue" : "assertFalse", call);
        return assert_equal_value(getter.value, call);
    }

    // assertEquals of a primitive, exactly. JUnit 4 compares a zero float or
    // double boxed (both sides, so assertEquals(Object, Object) is the one
    // overload that applies): Double.equals tells -0.0 from 0.0, a delta of 0
    // does not.
    std::string assert_equal_value(const JavaValue& value, const std::string& call) const {
        const bool floating = value.type == JavaValue::Type::Double || value.type == JavaValue::Type::Float;
        const std::uint64_t magnitude =
            value.type == JavaValue::Type::Double ? value.bits & 0x7fffffffffffffffull : value.bits & 0x7fffffffull;
        if (suite.junit4 && floating && magnitude == 0) {
            const std::string box = lang(value.type == JavaValue::Type::Double ? "Double" : "Float");
            return fmt::format("assertEquals({}.valueOf({}), {}.valueOf({}));", box, literal(value, lang), box, call);
        }
        return fmt::format("assertEquals({}, {}{});", literal(value, lang), call, exact_delta(value.type));
    }

    // JUnit 4 compares floats and doubles only with a delta (its two-argument
    // form always fails): a delta of 0 is exact, except that it takes -0.0
    // and 0.0 as equal (assert_equal_value handles zeros). JUnit 5 needs none.
    std::string exact_delta(JavaValue::Type type) const {
        if (!suite.junit4) return "";
        if (type == JavaValue::Type::Double) return ", 0.0";
        if (type == JavaValue::Type::Float) return ", 0.0f";
        return "";
    }

    std::string body(const TestCase& test, bool& reflective) const {
        const std::vector<std::string> names = local_names(test);
        std::string out = setup(test, names, reflective);
        std::string receiver;
        if (test.construction) {
            receiver = receiver_name(names);
            out += construction(test, names, receiver);
        } else if (test.receiver && test.receiver->kind == InputValue::Kind::Object) {
            receiver = names[test.receiver->object];
        }
        out += "        " + assertion(test, call(test, names, receiver)) + "\n";
        // What the receiver shows afterwards.
        if (!receiver.empty()) {
            for (const Getter& getter : test.receiver_after) {
                // A getter under test was asserted on by the call itself.
                if (getter.method == test.method && test.descriptor.rfind("()", 0) == 0 &&
                    test.outcome.kind == Outcome::Kind::Returns)
                    continue;
                out += "        " + getter_assertion(getter, receiver) + "\n";
            }
        }
        return out;
    }

    // Objects no public constructor makes as the path needs them are built
    // by these two, visibly, in the test file itself.
    static void append_object_helpers(std::string& out) {
        out += "\n    // Builds an object without running a constructor, as the path found it.\n";
        out += "    private static <T> T newInstance(Class<T> type) throws Exception {\n";
        out += "        java.lang.reflect.Field unsafe = sun.misc.Unsafe.class.getDeclaredField(\"theUnsafe\");\n";
        out += "        unsafe.setAccessible(true);\n";
        out += "        return type.cast(((sun.misc.Unsafe) unsafe.get(null)).allocateInstance(type));\n";
        out += "    }\n";
        out += "\n    // Sets a field, private or inherited ones too.\n";
        out += "    private static void setField(Object target, String name, Object value) throws Exception {\n";
        out += "        for (Class<?> type = target.getClass(); type != null; type = type.getSuperclass()) {\n";
        out += "            try {\n";
        out += "                java.lang.reflect.Field field = type.getDeclaredField(name);\n";
        out += "                field.setAccessible(true);\n";
        out += "                field.set(target, value);\n";
        out += "                return;\n";
        out += "            } catch (NoSuchFieldException e) {\n";
        out += "                // declared further up\n";
        out += "            }\n";
        out += "        }\n";
        out += "        throw new NoSuchFieldException(name);\n";
        out += "    }\n";
        out += "\n    // A constant of a class the test cannot name: an enum's, or a singleton's instance.\n";
        out += "    private static Object staticField(String type, String name) throws Exception {\n";
        out += "        java.lang.reflect.Field field = Class.forName(type).getDeclaredField(name);\n";
        out += "        field.setAccessible(true);\n";
        out += "        return field.get(null);\n";
        out += "    }\n";
    }

    // The @BeforeEach method that puts the static fields back, and the
    // reflection helper it uses for private ones.
    void append_static_reset(std::string& out, const std::string& before_each) const {
        std::string lines;
        bool reflective = false;
        for (std::size_t i = 0; i < suite.static_state.size(); ++i) {
            const StaticField& field = suite.static_state[i];
            if (auto status = check_static_field(suite, i); !status) {
                std::string reason = comment_text(status.error().message);
                std::replace(reason.begin(), reason.end(), '\n', ' ');
                lines += "        // Left out: " + reason + "\n";
                continue;
            }
            const std::string value = literal(field.initial, lang);
            if (field.is_private) {
                reflective = true;
                lines += fmt::format("        staticField(\"{}\").{}(null, {});\n", field.name,
                                     reflective_setter(field.initial.type), value);
            } else {
                lines += fmt::format("        {}.{} = {};\n", class_ref, field.name, value);
            }
        }
        out += "\n    // Static fields back to their initial values, so no test sees what an earlier one left.\n";
        out += "    " + before_each + "\n";
        out += std::string(suite.junit4 ? "    public void" : "    void") + " restoreStaticFields()";
        if (reflective) out += " throws " + lang("ReflectiveOperationException");
        out += " {\n" + lines + "    }\n";
        if (!reflective) return;
        out += "\n    private static java.lang.reflect.Field staticField(" + lang("String") + " name) throws " +
               lang("NoSuchFieldException") + " {\n";
        out += "        java.lang.reflect.Field field = " + class_ref + ".class.getDeclaredField(name);\n";
        out += "        field.setAccessible(true);\n";
        out += "        return field;\n";
        out += "    }\n";
    }

    std::string write() const {
        std::string out;
        std::string name = comment_text(classfile::internal_to_java_name(suite.class_name));
        std::replace(name.begin(), name.end(), '\n', ' ');
        if (suite.reproducers)
            out += "// Bugs Symcrete found in " + name + ": each test fails, with the exception named above it.\n";
        else
            out += "// Generated by Symcrete for " + name + ". Regenerate rather than edit.\n";
        if (!tested.package.empty()) out += "package " + tested.package_name() + ";\n";
        // JUnit 5's names, or JUnit 4's.
        const std::string api = suite.junit4 ? "org.junit" : "org.junit.jupiter.api";
        const std::string before_name = suite.junit4 ? "Before" : "BeforeEach";
        out += fmt::format("\nimport static {}.{};\n\n", api, suite.junit4 ? "Assert.*" : "Assertions.*");
        // A class under test named Test (or BeforeEach) would be hidden by the import.
        const bool resets = !suite.static_state.empty();
        const bool import_before_each = resets && tested.nesting.front() != before_name;
        const bool import_test = tested.nesting.front() != "Test";
        const std::string before_each =
            import_before_each ? "@" + before_name : fmt::format("@{}.{}", api, before_name);
        const std::string annotation = import_test ? "@Test" : fmt::format("@{}.Test", api);
        if (import_before_each) out += fmt::format("import {}.{};\n", api, before_name);
        if (import_test) out += fmt::format("import {}.Test;\n", api);
        if (import_before_each || import_test) out += "\n";
        // JUnit 4 wants public classes and methods.
        const std::string visibility = suite.junit4 ? "public " : "";
        out += visibility + "class " + test_class_simple_name(tested, suite.reproducers) + " {\n";
        if (suite.junit4) {
            // What the validator gives JUnit 5 tests by configuration: each
            // test in a thread of its own, failed after 10 seconds.
            out += "    @org.junit.Rule\n";
            out += "    public org.junit.rules.Timeout timeout = org.junit.rules.Timeout.seconds(10);\n";
        }
        if (resets) append_static_reset(out, before_each);

        const std::vector<std::string> names = junit_test_names(suite);
        bool reflective = false;
        for (std::size_t i = 0; i < suite.tests.size(); ++i) {
            const TestCase& test = suite.tests[i];
            out += '\n';
            auto checked = check_test(suite, i);
            if (!checked) {
                std::string reason = comment_text(checked.error().message);
                std::replace(reason.begin(), reason.end(), '\n', ' ');
                out += "    // Left out: " + reason + "\n";
                continue;
            }
            append_path_comment(out, test.path_condition);
            bool builds = false;
            const std::string text = body(test, builds);
            reflective |= builds;
            out += "    " + annotation + "\n";
            out += "    " + visibility + "void " + names[i] + "()" +
                   (test.throws_checked || builds ? " throws Exception" : "") + " {\n";
            out += text;
            out += "    }\n";
        }
        if (reflective) append_object_helpers(out);
        out += "}\n";
        return out;
    }
};

}  // namespace

std::string java_string_literal(const std::u16string& text) { return string_literal(text); }

std::string java_literal(const JavaValue& value) { return literal(value, LangNames{}); }

Status check_suite(const TestSuite& suite) {
    if (auto status = check_class_name(suite.class_name, "class under test"); !status) return status;
    for (std::size_t i = 0; i < suite.static_state.size(); ++i) {
        if (auto status = check_static_field(suite, i); !status) {
            return Error{fmt::format("class {}: {}", classfile::internal_to_java_name(suite.class_name),
                                     status.error().message)};
        }
    }
    for (std::size_t i = 0; i < suite.tests.size(); ++i) {
        if (auto checked = check_test(suite, i); !checked) {
            return Error{fmt::format("class {}: {}", classfile::internal_to_java_name(suite.class_name),
                                     checked.error().message)};
        }
    }
    return Ok{};
}

std::vector<std::string> junit_test_names(const TestSuite& suite) {
    const auto& tests = suite.tests;
    std::vector<std::string> base(tests.size());
    std::map<std::string, std::size_t> base_count;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        const std::string method = tests[i].method == "<init>" ? "new" + split_class_name(suite.class_name).nesting.back()
                                                                 : tests[i].method;
        base[i] = sanitize_identifier(method) + "_" + outcome_token(tests[i].outcome);
        ++base_count[base[i]];
    }
    // Where tests share a name, the arguments tell them apart.
    std::vector<std::string> desired(tests.size());
    std::map<std::string, std::size_t> desired_count;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        desired[i] = base[i];
        if (base_count[base[i]] > 1 && !tests[i].arguments.empty()) desired[i] += "_for" + arguments_token(tests[i]);
        ++desired_count[desired[i]];
    }
    // Names nobody shares are settled first so a numbered name cannot take one.
    std::set<std::string> used;
    std::vector<std::string> names(tests.size());
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (desired_count[desired[i]] == 1) {
            names[i] = desired[i];
            used.insert(desired[i]);
        }
    }
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (!names[i].empty()) continue;
        std::string candidate = desired[i];
        for (int n = 2; used.count(candidate) != 0; ++n) candidate = desired[i] + "_" + std::to_string(n);
        names[i] = candidate;
        used.insert(candidate);
    }
    return names;
}

std::string junit_class_name(const std::string& class_internal_name, bool reproducers) {
    ClassName name = split_class_name(class_internal_name);
    std::string simple = test_class_simple_name(name, reproducers);
    return name.package.empty() ? simple : name.package_name() + "." + simple;
}

std::filesystem::path junit_relative_path(const std::string& class_internal_name, bool reproducers) {
    ClassName name = split_class_name(class_internal_name);
    std::filesystem::path path;
    for (const auto& part : name.package) path /= part;
    return path / (test_class_simple_name(name, reproducers) + ".java");
}

std::string write_junit(const TestSuite& suite) {
    if (suite.class_name.empty()) return "// Symcrete: no class under test.\n";
    return Writer(suite).write();
}

Result<std::filesystem::path> write_junit_file(const TestSuite& suite, const std::filesystem::path& out_dir) {
    if (auto status = check_suite(suite); !status) return status.error();
    const std::filesystem::path path = out_dir / junit_relative_path(suite.class_name, suite.reproducers);
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) {
        return Error{fmt::format("cannot create directory {}: {}", path.parent_path().string(), ec.message())};
    }
    // Write beside the target and rename, so a reader never sees half a file.
    const std::filesystem::path temp = path.string() + ".tmp";
    {
        std::ofstream file(temp, std::ios::binary | std::ios::trunc);
        if (!file) return Error{fmt::format("cannot write {}", temp.string())};
        const std::string text = write_junit(suite);
        file.write(text.data(), static_cast<std::streamsize>(text.size()));
        file.close();
        if (!file) {
            std::filesystem::remove(temp, ec);
            return Error{fmt::format("cannot write {}", temp.string())};
        }
    }
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return Error{fmt::format("cannot write {}: {}", path.string(), ec.message())};
    }
    return path;
}

}  // namespace symcrete::testgen
