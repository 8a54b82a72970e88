#include "testgen/answer.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "java_literal_reader.h"
#include "java_literals.h"
#include "support/java_text.h"
#include "testgen/junit_writer.h"
#include "testgen/rerun.h"

namespace symcrete::testgen {
namespace {

using detail::ReadLiteral;
using classfile::BaseType;
using classfile::FieldType;

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r' || text.front() == '\n'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r' || text.back() == '\n'))
        text.remove_suffix(1);
    return text;
}

const char* literal_kind(const ReadLiteral& literal) {
    switch (literal.kind) {
        case ReadLiteral::Kind::Null: return "null";
        case ReadLiteral::Kind::Boolean: return "a boolean";
        case ReadLiteral::Kind::Integer: return literal.long_suffix ? "a long literal" : "an int literal";
        case ReadLiteral::Kind::Floating: return literal.float_suffix ? "a float literal" : "a double literal";
        case ReadLiteral::Kind::Char: return "a char literal";
        case ReadLiteral::Kind::String: return "a String";
        case ReadLiteral::Kind::Array: return "an array";
    }
    return "a literal";
}

// The primitive type a box class holds ("java/lang/Integer": Int).
std::optional<BaseType> unboxed(const std::string& class_name) {
    static const std::array<std::pair<const char*, BaseType>, 8> kBoxes{{
        {"java/lang/Boolean", BaseType::Boolean}, {"java/lang/Byte", BaseType::Byte}, {"java/lang/Character", BaseType::Char},
        {"java/lang/Short", BaseType::Short}, {"java/lang/Integer", BaseType::Int}, {"java/lang/Long", BaseType::Long},
        {"java/lang/Float", BaseType::Float}, {"java/lang/Double", BaseType::Double},
    }};
    for (const auto& [name, base] : kBoxes)
        if (class_name == name) return base;
    return std::nullopt;
}

// A literal as a value of primitive type `base`, as Java's assignment
// conversion of a constant allows it (an int constant that fits a byte, a
// char for an int, an int for a double); else nullopt.
std::optional<JavaValue> primitive_value(const ReadLiteral& literal, BaseType base) {
    const bool integral = literal.kind == ReadLiteral::Kind::Integer || literal.kind == ReadLiteral::Kind::Char;
    const std::int64_t n = literal.kind == ReadLiteral::Kind::Char ? static_cast<std::int64_t>(literal.text.front()) : literal.integer;
    const bool int_constant = literal.kind == ReadLiteral::Kind::Char || (literal.kind == ReadLiteral::Kind::Integer && !literal.long_suffix);
    switch (base) {
        case BaseType::Boolean:
            if (literal.kind == ReadLiteral::Kind::Boolean) return JavaValue::boolean(literal.boolean);
            return std::nullopt;
        case BaseType::Byte:
            if (int_constant && n >= INT8_MIN && n <= INT8_MAX) return JavaValue::byte(static_cast<std::int8_t>(n));
            return std::nullopt;
        case BaseType::Short:
            if (int_constant && n >= INT16_MIN && n <= INT16_MAX) return JavaValue::short_value(static_cast<std::int16_t>(n));
            return std::nullopt;
        case BaseType::Char:
            if (int_constant && n >= 0 && n <= 0xffff) return JavaValue::character(static_cast<std::uint16_t>(n));
            return std::nullopt;
        case BaseType::Int:
            if (int_constant) return JavaValue::integer(static_cast<std::int32_t>(n));
            return std::nullopt;
        case BaseType::Long:
            if (integral) return JavaValue::long_value(n);
            return std::nullopt;
        case BaseType::Float:
            // A double literal for a float result means the decimal value: it
            // is read as a float (once rounded), not as a double narrowed.
            if (literal.kind == ReadLiteral::Kind::Floating) return JavaValue::float_value(literal.floating_float);
            if (integral) return JavaValue::float_value(static_cast<float>(n));
            return std::nullopt;
        case BaseType::Double:
            if (literal.kind == ReadLiteral::Kind::Floating)
                return JavaValue::double_value(literal.float_suffix ? static_cast<double>(literal.floating_float) : literal.floating);
            if (integral) return JavaValue::double_value(static_cast<double>(n));
            return std::nullopt;
        default: return std::nullopt;
    }
}

std::string type_text(const FieldType& type) { return type.java_name(); }

// The outcome a literal answer expects of a method returning `type`; an
// error says why the literal does not fit.
Result<Outcome> literal_outcome(const ReadLiteral& literal, const FieldType& type, std::string_view typed) {
    Outcome outcome;
    outcome.kind = Outcome::Kind::Returns;
    auto mismatch = [&] {
        const std::string name = type_text(type);
        const char* article = std::string_view("aeiou").find(name.front()) != std::string_view::npos ? "an" : "a";
        return Error{fmt::format("expected {} {}: {} is {}", article, name, typed, literal_kind(literal))};
    };
    if (literal.kind == ReadLiteral::Kind::Null) {
        if (!type.is_reference()) return mismatch();
        outcome.shape = Outcome::Shape::Null;
        return outcome;
    }
    if (!type.is_reference()) {
        auto value = primitive_value(literal, type.element);
        if (!value) return mismatch();
        outcome.shape = Outcome::Shape::Primitive;
        outcome.value = *value;
        return outcome;
    }
    if (type.is_array()) {
        if (literal.kind != ReadLiteral::Kind::Array || type.dimensions != 1 || type.element == BaseType::Object)
            return mismatch();
        outcome.shape = Outcome::Shape::Array;
        outcome.type = type.descriptor();
        for (const ReadLiteral& element : literal.elements) {
            auto value = primitive_value(element, type.element);
            if (!value) return Error{fmt::format("expected elements of type {}: {} is {}", FieldType{type.element, 0, {}}.java_name(), typed, literal_kind(element))};
            outcome.elements.push_back(*value);
        }
        return outcome;
    }
    if (type.class_name == "java/lang/String") {
        if (literal.kind != ReadLiteral::Kind::String) return mismatch();
        outcome.shape = Outcome::Shape::String;
        outcome.text = literal.text;
        return outcome;
    }
    if (auto base = unboxed(type.class_name)) {
        auto value = primitive_value(literal, *base);
        if (!value) return mismatch();
        outcome.shape = Outcome::Shape::Boxed;
        outcome.type = type.class_name;
        outcome.value = *value;
        return outcome;
    }
    return mismatch();
}

// The exception class a `throws` answer names: a binary name as given, a
// simple one found in java.lang, java.util or java.io.
Result<std::string> exception_class(std::string_view name, const ClassQueries& classes) {
    if (name.empty()) return Error{"`throws` needs the exception's class: throws IllegalArgumentException"};
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.'))
            return Error{fmt::format("{} is no class name", name)};
    if (name.find('.') != std::string_view::npos) {
        const std::string internal = classfile::java_to_internal_name(name);
        if (classes.exists && !classes.exists(internal)) return Error{fmt::format("no class {} on the class path", name)};
        return internal;
    }
    for (const char* package : {"java/lang/", "java/util/", "java/io/"}) {
        const std::string internal = package + std::string(name);
        if (!classes.exists || classes.exists(internal)) return internal;
    }
    return Error{fmt::format("no class {} in java.lang, java.util or java.io: give its package, throws com.example.{}", name, name)};
}

bool same_value(const JavaValue& a, const JavaValue& b) {
    if (a.type != b.type) return false;
    // assertEquals on doubles and floats: NaN equals NaN, 0.0 differs from -0.0.
    if (a.type == JavaValue::Type::Double)
        return a.bits == b.bits || (std::isnan(std::bit_cast<double>(a.bits)) && std::isnan(std::bit_cast<double>(b.bits)));
    if (a.type == JavaValue::Type::Float) {
        const float x = std::bit_cast<float>(detail::float_bits(a));
        const float y = std::bit_cast<float>(detail::float_bits(b));
        return detail::float_bits(a) == detail::float_bits(b) || (std::isnan(x) && std::isnan(y));
    }
    if (a.type == JavaValue::Type::Boolean) return detail::as_bool(a) == detail::as_bool(b);
    return a == b;
}

// Would a test expecting `expected` pass where the code did `code`?
bool agrees(const Outcome& expected, const Outcome& code, const ClassQueries& classes) {
    if (expected.kind != code.kind) return false;
    if (expected.kind == Outcome::Kind::Throws)
        return expected.exception == code.exception ||
               (classes.is_subtype && classes.is_subtype(code.exception, expected.exception));
    if (expected.kind == Outcome::Kind::ReturnsVoid) return true;
    if (expected.shape == Outcome::Shape::Null || code.shape == Outcome::Shape::Null) return expected.shape == code.shape;
    switch (expected.shape) {
        case Outcome::Shape::Primitive:
        case Outcome::Shape::Boxed:
            return code.shape == expected.shape && code.value && same_value(*expected.value, *code.value);
        case Outcome::Shape::String: return code.shape == Outcome::Shape::String && code.text == expected.text;
        case Outcome::Shape::Array: {
            if (code.shape != Outcome::Shape::Array || code.elements.size() != expected.elements.size()) return false;
            for (std::size_t i = 0; i < code.elements.size(); ++i)
                if (!same_value(code.elements[i], expected.elements[i])) return false;
            return true;
        }
        default: return expected == code;
    }
}

}  // namespace

Result<Answer> parse_answer(std::string_view typed_text, const std::string& descriptor, const ClassQueries& classes) {
    const std::string_view typed = trimmed(typed_text);
    auto type = classfile::parse_method_descriptor(descriptor);
    if (!type) return type.error();
    Answer answer;
    answer.typed = std::string(typed);
    if (typed.empty())
        return Error{"no answer: type the expected result, `throws <Exception>`, `same` (the code is right) or `skip`"};
    if (typed == "same") return answer;
    if (typed == "skip") {
        answer.kind = Answer::Kind::Skip;
        return answer;
    }
    if (typed.starts_with("throws ") || typed == "throws") {
        auto exception = exception_class(trimmed(typed.substr(6)), classes);
        if (!exception) return exception.error();
        answer.kind = Answer::Kind::Throws;
        answer.outcome.kind = Outcome::Kind::Throws;
        answer.outcome.exception = *exception;
        return answer;
    }
    if (type->return_type.element == BaseType::Void) {
        if (typed == "returns") {
            answer.kind = Answer::Kind::Value;
            answer.outcome.kind = Outcome::Kind::ReturnsVoid;
            return answer;
        }
        return Error{"the method returns nothing: answer `returns` (it finishes normally), `throws <Exception>`, "
                     "`same` or `skip`"};
    }
    std::string error;
    if (auto literal = detail::read_java_literal(typed, &error)) {
        auto outcome = literal_outcome(*literal, type->return_type, typed);
        if (!outcome) return outcome.error();
        answer.kind = Answer::Kind::Value;
        answer.outcome = std::move(*outcome);
        return answer;
    }
    if (!error.empty()) return Error{error};
    // A bare word names nothing a test could see (`maybe`, `yes`).
    const bool word = std::all_of(typed.begin(), typed.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
    });
    if (word)
        return Error{fmt::format("{} is no value: answer with a Java value, `throws <Exception>`, `same` (the code is "
                                 "right) or `skip`",
                                 typed)};
    // Neither a literal nor a keyword: Java source the suite's javac reads.
    // One that cannot be an expression is refused here, not there.
    if (typed.find(';') != std::string_view::npos || typed.find("//") != std::string_view::npos ||
        typed.find("/*") != std::string_view::npos)
        return Error{fmt::format("{} is not one Java expression", typed)};
    int depth = 0;
    for (char c : typed) {
        depth += (c == '(' || c == '[' || c == '{') ? 1 : (c == ')' || c == ']' || c == '}') ? -1 : 0;
        if (depth < 0) break;
    }
    if (depth != 0) return Error{fmt::format("{} has unbalanced brackets", typed)};
    answer.kind = Answer::Kind::Expression;
    answer.expression = std::string(typed);
    return answer;
}

Agreement apply_answer(TestCase& test, const Answer& answer, Expectation::Source source, const ClassQueries& classes) {
    if (answer.kind == Answer::Kind::Skip) return Agreement::Agrees;
    const std::string code_does = outcome_text(test.outcome);
    Expectation expected;
    expected.source = source;
    Agreement agreement = Agreement::Agrees;
    switch (answer.kind) {
        case Answer::Kind::Same:
        case Answer::Kind::Skip: break;
        case Answer::Kind::Expression:
            expected.expression = answer.expression;
            // A call that throws makes any expected value fail.
            agreement = test.outcome.kind == Outcome::Kind::Throws ? Agreement::Differs : Agreement::Unchecked;
            break;
        case Answer::Kind::Value:
        case Answer::Kind::Throws: {
            if (!agrees(answer.outcome, test.outcome, classes)) agreement = Agreement::Differs;
            Outcome outcome = answer.outcome;
            // A value the engine may not reproduce to the last bit keeps its
            // one-ulp allowance where the person agrees with it.
            if (agreement == Agreement::Agrees) outcome.approximate = test.outcome.approximate;
            // The person named a class and no message: only the class is asserted.
            if (answer.kind == Answer::Kind::Throws) {
                test.exception_explicit = false;
                test.exception_message.clear();
            }
            test.outcome = std::move(outcome);
            break;
        }
    }
    if (agreement == Agreement::Differs) expected.code_does = code_does;
    // What the code left behind (the receiver's queries after the call, the
    // arrays it changed) is the code's word, not the person's: where the
    // code is wrong it is no expectation (a refused withdrawal's balance),
    // and where the person gave the result it may still be wrong (after a
    // right pop(), a buggy peek() that reads one past the top). Only
    // `same`, the code is right, keeps it.
    if (answer.kind != Answer::Kind::Same || agreement == Agreement::Differs) {
        test.receiver_after.clear();
        test.arrays_after.clear();
    }
    expected.state_from_code = !test.receiver_after.empty() || !test.arrays_after.empty();
    test.expected = std::move(expected);
    return agreement;
}

namespace {

// What the code did that the reference did not, for the comment of a test
// that fails: its outcome, or where that agrees, the first query of the
// receiver after the call that does not ("returns, then toString() =
// \"[2, 1, 3]\"").
std::string code_does_otherwise(const TestCase& code, const TestCase& reference) {
    const std::string outcome = outcome_text(code.outcome);
    if (outcome != outcome_text(reference.outcome)) return outcome;
    for (const Getter& getter : code.receiver_after) {
        auto other = std::find_if(reference.receiver_after.begin(), reference.receiver_after.end(), [&](const Getter& g) {
            return g.method == getter.method && g.argument == getter.argument && g.then == getter.then;
        });
        if (other != reference.receiver_after.end() && !(*other == getter))
            return fmt::format("{}, then {}", outcome, getter_text(getter, &code));
    }
    if (code.arrays_after != reference.arrays_after) return outcome + " and changes an array otherwise";
    if (code.printed != reference.printed) return outcome + " and prints otherwise";
    return outcome;
}

}  // namespace

std::string getter_text(const Getter& getter, const TestCase* call) {
    const std::string value = getter.is_string ? (getter.text ? java_string_literal(*getter.text) : "null")
                                               : java_literal(getter.value);
    std::string argument;
    if (getter.argument && call != nullptr && *getter.argument < call->arguments.size()) {
        const InputValue& taken = call->arguments[*getter.argument];
        argument = taken.kind == InputValue::Kind::Primitive ? java_literal(taken.primitive)
                   : taken.kind == InputValue::Kind::Null    ? "null"
                                                             : "...";
    }
    return fmt::format("{}({}){} = {}", getter.method, argument, getter.then.empty() ? "" : "." + getter.then + "()", value);
}

Agreement expect_reference(TestCase& test, const TestCase& reference_run) {
    // What the reference printed counts only where the test asserts output.
    TestCase compared = reference_run;
    if (!test.printed) compared.printed.reset();
    const bool same = same_outcome(compared, test);
    Expectation expected;
    expected.source = Expectation::Source::Reference;
    if (!same) expected.code_does = code_does_otherwise(test, compared);
    test.outcome = reference_run.outcome;
    test.receiver_after = reference_run.receiver_after;
    test.arrays_after = reference_run.arrays_after;
    test.exception_explicit = reference_run.exception_explicit;
    test.exception_message = reference_run.exception_message;
    test.exception_trace = reference_run.exception_trace;
    if (test.printed) test.printed = reference_run.printed;
    test.expected = std::move(expected);
    return same ? Agreement::Agrees : Agreement::Differs;
}

std::string outcome_text(const Outcome& outcome) {
    switch (outcome.kind) {
        case Outcome::Kind::ReturnsVoid: return "returns";
        case Outcome::Kind::Throws: return "throws " + classfile::internal_to_java_name(outcome.exception);
        case Outcome::Kind::Returns: break;
    }
    switch (outcome.shape) {
        case Outcome::Shape::Primitive:
        case Outcome::Shape::Boxed: return "returns " + java_literal(*outcome.value);
        case Outcome::Shape::Null: return "returns null";
        case Outcome::Shape::String: return "returns " + java_string_literal(outcome.text);
        case Outcome::Shape::Array: {
            std::string text = "returns {";
            for (std::size_t i = 0; i < outcome.elements.size(); ++i)
                text += (i == 0 ? "" : ", ") + java_literal(outcome.elements[i]);
            return text + "}";
        }
        case Outcome::Shape::Enum:
            return fmt::format("returns {}.{}", classfile::internal_to_java_name(outcome.type), outcome.constant);
        case Outcome::Shape::JdkValue:
            return fmt::format("returns {} {}", classfile::internal_to_java_name(outcome.type),
                               java_text::to_utf8(outcome.text));
        case Outcome::Shape::List: return fmt::format("returns a list of {}", outcome.items.size());
        case Outcome::Shape::Set: return fmt::format("returns a set of {}", outcome.items.size());
        case Outcome::Shape::Optional: return outcome.items.empty() ? "returns an empty Optional" : "returns a full Optional";
        case Outcome::Shape::Object: return "returns a " + classfile::internal_to_java_name(outcome.type);
    }
    return "returns";
}

bool asks_about(const TestCase& test) {
    return test.outcome.kind == Outcome::Kind::Returns || test.outcome.kind == Outcome::Kind::Throws ||
           asked_query(test).has_value();
}

std::optional<std::size_t> asked_query(const TestCase& test) {
    if (test.outcome.kind != Outcome::Kind::ReturnsVoid || test.receiver_after.empty()) return std::nullopt;
    const std::vector<Getter>& queries = test.receiver_after;
    for (std::size_t i = 0; i < queries.size(); ++i)
        if (queries[i].argument && queries[i].then.empty() && *queries[i].argument < test.arguments.size() &&
            test.arguments[*queries[i].argument].kind != InputValue::Kind::Object)
            return i;
    for (std::size_t i = 0; i < queries.size(); ++i)
        if (queries[i].method == "toString" && queries[i].then.empty()) return i;
    return 0;
}

std::string query_descriptor(const Getter& getter) {
    if (getter.is_string) return "()Ljava/lang/String;";
    switch (getter.value.type) {
        case JavaValue::Type::Boolean: return "()Z";
        case JavaValue::Type::Byte: return "()B";
        case JavaValue::Type::Char: return "()C";
        case JavaValue::Type::Short: return "()S";
        case JavaValue::Type::Int: return "()I";
        case JavaValue::Type::Long: return "()J";
        case JavaValue::Type::Float: return "()F";
        case JavaValue::Type::Double: return "()D";
    }
    return "()I";
}

Agreement apply_query_answer(TestCase& test, std::size_t query, const Answer& answer) {
    Expectation expected;
    expected.source = Expectation::Source::Person;
    if (answer.kind == Answer::Kind::Skip) return Agreement::Agrees;
    if (answer.kind == Answer::Kind::Same || query >= test.receiver_after.size()) {
        expected.state_from_code = true;
        test.expected = std::move(expected);
        return Agreement::Agrees;
    }
    const Getter asked = test.receiver_after[query];
    Getter wanted = asked;
    if (asked.is_string)
        wanted.text = answer.outcome.shape == Outcome::Shape::Null ? std::nullopt : std::optional(answer.outcome.text);
    else if (answer.outcome.value)
        wanted.value = *answer.outcome.value;
    const bool agrees = wanted == asked;
    if (!agrees) expected.code_does = "leaves " + getter_text(asked, &test);
    test.receiver_after = {wanted};
    test.arrays_after.clear();
    test.expected = std::move(expected);
    return agrees ? Agreement::Agrees : Agreement::Differs;
}

}  // namespace symcrete::testgen
