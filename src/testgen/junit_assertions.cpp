// What a JUnit test asserts of its call's outcome (junit_test_writer.h): the
// returned value, array or getter results, the exception thrown, and what
// the call left in its arguments and receiver.
#include "junit_test_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <system_error>
#include <vector>

#include "classfile/descriptor.h"
#include "classfile/signature.h"
#include "engine/jdk_value_classes.h"
#include "support/java_text.h"
#include "java_literals.h"
#include "java_names.h"
#include "test_checks.h"
#include "test_comments.h"
#include "test_names.h"

namespace symcrete::testgen::detail {

// A List's, Set's or Optional's item as a literal: null, a String, a box,
// or the variable of the object the test made.
std::string JunitWriter::item_literal(const Outcome::Item& item, const std::vector<std::string>& names) const {
    switch (item.kind) {
        case Outcome::Item::Kind::Input: return names[item.object];
        case Outcome::Item::Kind::String: return string_literal(item.text);
        case Outcome::Item::Kind::Boxed: return fmt::format("{}.valueOf({})", type_ref(item.type), literal(item.value, lang));
        case Outcome::Item::Kind::Null:
        case Outcome::Item::Kind::Other:
        case Outcome::Item::Kind::Observed: break;
    }
    return "null";
}

// Optionals equal by content: compared with one made by the factory
// (Optional.of("ab"), OptionalInt.of(3), Optional.empty()); one holding
// what no literal writes is asserted present.
std::string JunitWriter::optional_assertion(const Outcome& outcome, const std::string& call,
                                            const std::vector<std::string>& names) const {
    const std::string optional = type_ref(outcome.type);
    if (outcome.items.empty()) return fmt::format("assertEquals({}.empty(), {});", optional, call);
    const Outcome::Item& item = outcome.items.front();
    if (item.kind == Outcome::Item::Kind::Observed)
        return fmt::format("var actual = {};\n        assertTrue(actual.isPresent());{}", call,
                           observed_assertions(item, "actual.get()"));
    if (item.kind == Outcome::Item::Kind::Other) return fmt::format("assertTrue({}.isPresent());", call);
    const std::string value = outcome.type == "java/util/Optional" ? item_literal(item, names) : literal(item.value, lang);
    return fmt::format("assertEquals({}.of({}), {});", optional, value, call);
}

// The getters of an object the call made, read from `element` (an
// expression of a declared type that may be Object or a type variable,
// so cast to the object's class), one assertion each on a line of its own.
std::string JunitWriter::observed_assertions(const Outcome::Item& item, const std::string& element) const {
    std::string text;
    const std::string target = fmt::format("(({}) {})", type_ref(item.type), element);
    for (const Getter& getter : item.getters) text += "\n        " + getter_assertion(getter, target);
    return text;
}

// A List holding objects the call made: its size, then each element,
// equal to its literal or asserted by its getters.
std::string JunitWriter::observed_list_assertion(const Outcome& outcome, const std::string& call,
                                                 const std::vector<std::string>& names) const {
    std::string text = fmt::format("var actual = {};\n        assertEquals({}, actual.size());", call, outcome.items.size());
    for (std::size_t i = 0; i < outcome.items.size(); ++i) {
        const Outcome::Item& item = outcome.items[i];
        const std::string element = fmt::format("actual.get({})", i);
        if (item.kind == Outcome::Item::Kind::Observed)
            text += observed_assertions(item, element);
        else if (item.kind == Outcome::Item::Kind::Null)
            text += fmt::format("\n        assertNull({});", element);
        else
            text += fmt::format("\n        assertEquals({}, {});", item_literal(item, names), element);
    }
    return text;
}

std::string JunitWriter::assertion(const TestCase& test, const std::string& call, const std::vector<std::string>& names) const {
    // A person's answer as they wrote it (`gen --ask`).
    if (!test.expected.expression.empty()) return fmt::format("assertEquals({}, {});", test.expected.expression, call);
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
                case Outcome::Shape::JdkValue:
                    // Its text is ASCII: digits, signs, points, commas.
                    return fmt::format("assertEquals({}, {});",
                                       engine::jdk_value_expression(
                                           outcome.type, type_ref(outcome.type),
                                           std::string(outcome.text.begin(), outcome.text.end())),
                                       call);
                case Outcome::Shape::Optional: return optional_assertion(outcome, call, names);
                case Outcome::Shape::List:
                case Outcome::Shape::Set: {
                    if (std::any_of(outcome.items.begin(), outcome.items.end(), [](const Outcome::Item& item) {
                            return item.kind == Outcome::Item::Kind::Observed;
                        }))
                        return observed_list_assertion(outcome, call, names);
                    // Lists equal by elements in order, sets by elements,
                    // whatever their classes: compared with plain JDK ones.
                    std::vector<std::string> items;
                    for (const Outcome::Item& item : outcome.items) items.push_back(item_literal(item, names));
                    // asList(null) is asList((Object[]) null), which throws: one null is an element.
                    if (items.size() == 1 && items.front() == "null") items.front() = "(Object) null";
                    const std::string list = fmt::format("java.util.Arrays.asList({})", join(items, ", "));
                    const std::string expected =
                        outcome.shape == Outcome::Shape::List ? list : "new java.util.HashSet<>(" + list + ")";
                    return fmt::format("assertEquals({}, {});", expected, call);
                }
                case Outcome::Shape::Array: return array_assertion(outcome.type, outcome.elements, call);
                case Outcome::Shape::Enum:
                    if (outcome.nameable)
                        return fmt::format("assertEquals({}.{}, {});", type_ref(outcome.type), outcome.constant, call);
                    return fmt::format("assertEquals(\"{}\", ((Enum<?>) {}).name());", outcome.constant, call);
                case Outcome::Shape::Object: {
                    if (outcome.getters.empty()) return fmt::format("assertNotNull({});", call);
                    std::string text = outcome.cast ? fmt::format("var actual = ({}) {}{};\n", type_ref(outcome.type),
                                                                  outcome.cast_through_object ? "(Object) " : "", call)
                                                    : fmt::format("var actual = {};\n", call);
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
            // The application's own `throw new X("...")`: its message
            // too, which tells one refusal from another (a quantity of 0
            // and a missing price both throw IllegalArgumentException).
            if (test.exception_explicit && !test.exception_message.empty())
                return fmt::format("{} thrown = assertThrows({}.class, () -> {});\n        assertEquals({}, "
                                   "thrown.getMessage());",
                                   exception_ref(outcome.exception), exception_ref(outcome.exception), call,
                                   string_literal(java_text::to_utf16(test.exception_message)));
            return fmt::format("assertThrows({}.class, () -> {});", exception_ref(outcome.exception), call);
    }
    return ";";
}

// assertArrayEquals of an array of primitives (`type` a descriptor such
// as "[I"), exactly.
std::string JunitWriter::array_assertion(const std::string& type, const std::vector<JavaValue>& elements,
                                         const std::string& actual) const {
    std::vector<std::string> literals;
    for (const JavaValue& element : elements) literals.push_back(literal(element, lang));
    return fmt::format("assertArrayEquals(new {} {{{}}}, {}{});", type_ref(type), join(literals, ", "), actual,
                       type == "[D"   ? exact_delta(JavaValue::Type::Double)
                       : type == "[F" ? exact_delta(JavaValue::Type::Float)
                                      : "");
}

// `arguments`: the call's, as it passed them, for a getter that takes one.
std::string JunitWriter::getter_assertion(const Getter& getter, const std::string& target,
                                          const std::vector<std::string>& arguments) const {
    const std::string argument = getter.argument && *getter.argument < arguments.size() ? arguments[*getter.argument] : "";
    const std::string call = target + "." + getter.method + "(" + argument + ")" +
                             (getter.then.empty() ? "" : "." + getter.then + "()");
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
std::string JunitWriter::assert_equal_value(const JavaValue& value, const std::string& call) const {
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
std::string JunitWriter::exact_delta(JavaValue::Type type) const {
    if (!suite.junit4) return "";
    if (type == JavaValue::Type::Double) return ", 0.0";
    if (type == JavaValue::Type::Float) return ", 0.0f";
    return "";
}

}  // namespace symcrete::testgen::detail
