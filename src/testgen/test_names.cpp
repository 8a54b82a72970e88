// Test names: what the test class and each @Test method are called. A test is
// <method>_<outcome> (abs_returns5, pop_throwsEmptyStack: an exception's
// name without its "Exception"); where two tests would share that, their
// receiver when it is a constant (_onStudent) and their arguments are
// appended (_forMinus5AndTrue), as many as fit in
// kMaxTestNameLength, and a name still shared gets _2, _3, ... Names depend
// on the suite alone, so writing the same suite again gives the same file.
// The test class is <Class>SymcreteTest, in the package and directory of
// the class under test.
#include "test_names.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "java_literals.h"
#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

using detail::as_bool;
using detail::as_byte;
using detail::as_char;
using detail::as_int;
using detail::as_long;
using detail::as_short;
using detail::ClassName;
using detail::join;
using detail::LangNames;
using detail::literal;
using detail::sanitize_identifier;
using detail::simple_type_token;
using detail::split;
using detail::split_class_name;
using detail::test_class_simple_name;

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

}  // namespace

namespace detail {

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

}  // namespace detail

namespace {

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
                case Outcome::Shape::JdkValue: return "returns" + text_token(outcome.text);
                case Outcome::Shape::List:
                case Outcome::Shape::Set: {
                    const char* kind = outcome.shape == Outcome::Shape::List ? "List" : "Set";
                    if (outcome.items.empty()) return fmt::format("returnsEmpty{}", kind);
                    return fmt::format("returns{}Of{}", kind, outcome.items.size());
                }
                case Outcome::Shape::Optional: {
                    if (outcome.items.empty()) return "returnsEmpty";
                    const Outcome::Item& item = outcome.items.front();
                    if (item.kind == Outcome::Item::Kind::String) return "returns" + text_token(item.text);
                    if (item.kind == Outcome::Item::Kind::Boxed) return "returns" + value_token(item.value);
                    return "returnsPresent";
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
            // IllegalArgumentException -> IllegalArgument; a short stem
            // (IOException) keeps its suffix.
            constexpr std::string_view kSuffix = "Exception";
            if (token.size() >= kSuffix.size() + 4 && token.ends_with(kSuffix)) token.resize(token.size() - kSuffix.size());
            return "throws" + token;
        }
    }
    return "runs";
}

// The arguments' tokens joined by "And", as many as fit in `room`
// characters (at least the first).
std::string arguments_token(const TestCase& test, std::size_t room) {
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
                                                 : object.collection == TestObject::Collection::Queue ? "Deque"
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
    std::string joined;
    for (const std::string& token : tokens) {
        const std::size_t added = (joined.empty() ? 0 : 3) + token.size();
        if (!joined.empty() && joined.size() + added > room) break;
        joined += (joined.empty() ? "" : "And") + token;
    }
    return joined;
}

// "onStudent" for a test whose receiver is the constant STUDENT (an enum's
// constants share their methods' names), else nothing.
std::string receiver_constant_token(const TestCase& test) {
    if (!test.receiver || test.receiver->kind != InputValue::Kind::Object) return {};
    const TestObject& object = test.objects[test.receiver->object];
    if (!object.constant) return {};
    std::string token = "on";
    bool word_start = true;
    for (char c : *object.constant) {
        if (c == '_') {
            word_start = true;
            continue;
        }
        token += word_start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c)))
                            : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        word_start = false;
    }
    return sanitize_identifier(token);
}

}  // namespace

namespace detail {

std::string test_class_simple_name(const ClassName& name, bool reproducers, unsigned part) {
    return join(name.nesting, "_") + (reproducers ? "SymcreteBugsTest" : "SymcreteTest") +
           (part > 0 ? std::to_string(part) : "");
}

}  // namespace detail

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
        if (const std::string on = receiver_constant_token(tests[i]); base_count[base[i]] > 1 && !on.empty())
            desired[i] += "_" + on;
        if (base_count[base[i]] > 1 && !tests[i].arguments.empty()) {
            const std::size_t used_up = desired[i].size() + 4;  // "_for"
            desired[i] += "_for" + arguments_token(tests[i], used_up < kMaxTestNameLength ? kMaxTestNameLength - used_up : 0);
        }
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

namespace detail {

ClassName test_class_name(const std::string& class_internal_name, std::string_view test_package) {
    ClassName name = split_class_name(class_internal_name);
    if (!test_package.empty()) name.package = split(test_package, '/');
    return name;
}

}  // namespace detail

std::string junit_class_name(const std::string& class_internal_name, bool reproducers,
                             std::string_view test_package, unsigned part) {
    ClassName name = detail::test_class_name(class_internal_name, test_package);
    std::string simple = test_class_simple_name(name, reproducers, part);
    return name.package.empty() ? simple : name.package_name() + "." + simple;
}

std::filesystem::path junit_relative_path(const std::string& class_internal_name, bool reproducers,
                                          std::string_view test_package, unsigned part) {
    ClassName name = detail::test_class_name(class_internal_name, test_package);
    std::filesystem::path path;
    for (const auto& part : name.package) path /= part;
    return path / (test_class_simple_name(name, reproducers, part) + ".java");
}

}  // namespace symcrete::testgen
