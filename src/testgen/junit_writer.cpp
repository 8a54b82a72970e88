// Writing a suite as a JUnit test class (junit_writer.h). A Writer knows how
// the test code names the class under test and java.lang's classes, and
// prints the file top to bottom: the header comment, package and imports, the
// @BeforeEach that restores static fields, one @Test per test (its objects
// built, the receiver constructed, the call and its assertions) and the
// reflection helpers the tests used. The pieces come from the files beside
// it: literals (java_literals.cpp), Java names (java_names.cpp), test names
// (test_names.cpp), checks (test_checks.cpp) and comments (test_comments.cpp).
// write_junit_file puts the text on disk, whole or not at all.
#include "testgen/junit_writer.h"

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

namespace symcrete::testgen {
namespace {

using detail::append_expectation_comment;
using detail::append_path_comment;
using detail::as_bool;
using detail::check_static_field;
using detail::check_test;
using detail::ClassName;
using detail::comment_text;
using detail::is_finite_floating;
using detail::is_keyword;
using detail::join;
using detail::LangNames;
using detail::literal;
using detail::sanitize_identifier;
using detail::simple_type_token;
using detail::split_class_name;
using detail::string_literal;
using detail::test_class_simple_name;
using detail::type_name;

// Field.setInt, setLong, ...: the reflective setter for a value's type.
std::string reflective_setter(JavaValue::Type type) {
    std::string name = type_name(type);
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return "set" + name;
}

struct Writer {
    const TestSuite& suite;
    ClassName tested;
    std::vector<std::string> test_package;  // the test class's, as ClassName::package
    LangNames lang;
    std::string class_ref;  // how the test code names the class under test

    explicit Writer(const TestSuite& s)
        : suite(s),
          tested(split_class_name(s.class_name)),
          test_package(detail::test_class_name(s.class_name, s.test_package).package) {
        // The outermost class lives in the test's package and so shadows a
        // java.lang type of the same simple name.
        lang.shadowed.insert(tested.nesting.front());
        class_ref = tested.package == test_package ? tested.source_name() : tested.qualified_source_name();
    }

    std::string exception_ref(const std::string& internal_name) const {
        ClassName exception = split_class_name(internal_name);
        if (exception.package == std::vector<std::string>{"java", "lang"}) {
            return exception.nesting.size() == 1 ? lang(exception.nesting.front())
                                                 : lang(exception.nesting.front()) + "." +
                                                       join({exception.nesting.begin() + 1, exception.nesting.end()}, ".");
        }
        if (exception.package == test_package) return exception.source_name();
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
        if (name.package == test_package) return name.source_name();
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
            if (is_keyword(name) || name == "actual" || name == "thrown") name += "Value";
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
    // graph may have cycles), then the records (each by its constructor,
    // after the records and collections among its arguments are complete),
    // then the fields and elements that refer to them. The engine's replay
    // builds them in this order (Engine::run).
    std::string setup(const TestCase& test, const std::vector<std::string>& names, bool& reflective) const {
        std::string out;
        std::set<std::u16string> texts;  // of the Strings declared so far
        for (std::size_t k = 0; k < test.objects.size(); ++k) {
            const TestObject& object = test.objects[k];
            const std::string type = type_ref(object.type);
            if (object.constructor && object.nameable) continue;  // below
            if (object.function && object.nameable) continue;     // below, after the answers it returns
            if (object.optional) continue;                         // below, after what it holds
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
                // Input Strings of equal text were distinct objects on the
                // path; as literals they would be one interned object, and a
                // == between them (a bug where equals was meant) would hold.
                const std::string text = string_literal(*object.text);
                if (texts.insert(*object.text).second)
                    out += fmt::format("        {} {} = {};\n", type, names[k], text);
                else
                    out += fmt::format("        {} {} = new {}({});  // equal text, another object\n", type, names[k],
                                       type, text);
            } else if (object.boxed) {
                out += fmt::format("        {} {} = {}.valueOf({});\n", type, names[k], type,
                                   literal(*object.boxed, lang));
            } else if (object.value_text) {
                out += fmt::format("        {} {} = {};\n", type, names[k],
                                   engine::jdk_value_expression(object.type, type, *object.value_text));
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
        for (std::size_t k = 0; k < test.objects.size(); ++k)
            if (test.objects[k].function && test.objects[k].nameable) out += function(test.objects[k], names, k);
        std::vector<bool> constructed(test.objects.size(), false);
        std::vector<bool> filled(test.objects.size(), false);
        std::vector<bool> declared(test.objects.size(), false);  // a constructed object's `new` is written
        std::function<void(std::size_t)> construct;
        // A collection's elements added: after the records among them are
        // constructed (a set hashes them as they come). An element whose
        // construction is under way (the graph holds a cycle through this
        // collection) is not declared yet: the collection is filled at the
        // end instead, so the test still compiles.
        const auto fill = [&](std::size_t k) {
            const TestObject& object = test.objects[k];
            if (filled[k] || object.collection == TestObject::Collection::None) return;
            for (const InputValue& element : object.elements)
                if (element.kind == InputValue::Kind::Object) construct(element.object);
            for (const InputValue& element : object.elements)
                if (element.kind == InputValue::Kind::Object && constructed[element.object] && !declared[element.object])
                    return;
            filled[k] = true;
            if (object.collection == TestObject::Collection::Map) {
                for (std::size_t i = 0; i + 1 < object.elements.size(); i += 2)
                    out += fmt::format("        {}.put({}, {});\n", names[k], value_ref(object.elements[i], names, ""),
                                       value_ref(object.elements[i + 1], names, ""));
                return;
            }
            for (const InputValue& element : object.elements)
                out += fmt::format("        {}.add({});\n", names[k], value_ref(element, names, ""));
        };
        construct = [&](std::size_t k) {
            const TestObject& object = test.objects[k];
            if (constructed[k]) return;
            if (object.optional) {
                constructed[k] = true;
                const std::string declared = fmt::format("{}<{}>", type_ref(object.type), type_ref(object.element_type));
                if (object.fields.empty()) {
                    out += fmt::format("        {} {} = {}.empty();\n", declared, names[k], type_ref(object.type));
                    return;
                }
                const InputValue& value = object.fields.front().value;
                if (value.kind == InputValue::Kind::Object) construct(value.object);
                out += fmt::format("        {} {} = {}.of({});\n", declared, names[k], type_ref(object.type),
                                   value_ref(value, names, ""));
                return;
            }
            if (!object.constructor || !object.nameable) return;
            constructed[k] = true;
            // Its arguments complete first: records constructed, sets and
            // lists filled (a record's constructor may check `days.isEmpty()`).
            for (const InputValue& argument : object.constructor_arguments) {
                if (argument.kind != InputValue::Kind::Object) continue;
                construct(argument.object);
                fill(argument.object);
            }
            // The constructor's arguments, then each call's (TestObject::calls).
            std::size_t next = 0;
            auto share = [&](const std::string& descriptor) {
                const auto type = classfile::parse_method_descriptor(descriptor);
                const std::size_t count = type ? type->parameters.size() : 0;
                std::vector<InputValue> own;
                for (std::size_t i = 0; i < count && next < object.constructor_arguments.size(); ++i)
                    own.push_back(object.constructor_arguments[next++]);
                return argument_list(descriptor, std::nullopt, own, test.objects, names);
            };
            out += fmt::format("        {} {} = new {}({});\n", type_ref(object.type), names[k], type_ref(object.type),
                               share(*object.constructor));
            declared[k] = true;
            for (const TestObject::Call& call : object.calls)
                out += fmt::format("        {}.{}({});\n", names[k], call.method, share(call.descriptor));
        };
        for (std::size_t k = 0; k < test.objects.size(); ++k) construct(k);
        for (std::size_t k = 0; k < test.objects.size(); ++k) {
            const TestObject& object = test.objects[k];
            if (object.boxed || object.text || object.constant || object.value_text || object.constructor ||
                object.function || object.optional)
                continue;
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
        // The other collections last: a set or map compares and hashes its
        // elements as they are added, so those must be complete by then.
        for (std::size_t k = 0; k < test.objects.size(); ++k) fill(k);
        return out;
    }

    // A functional interface's input as a lambda that ignores its arguments
    // and returns the path's answers in call order: a constant when they
    // are all one value, else the next of a list of them; a void method
    // does nothing, and one the path never called says so if it is.
    std::string function(const TestObject& object, const std::vector<std::string>& names, std::size_t k) const {
        const auto type = classfile::parse_method_descriptor(object.function_descriptor);
        std::vector<std::string> parameters;
        for (std::size_t i = 0; type && i < type->parameters.size(); ++i)
            parameters.push_back(fmt::format("{}Arg{}", names[k], i));
        const std::string head = fmt::format("        {} {} = ({}) -> ", type_ref(object.type), names[k], join(parameters, ", "));
        if (!type || type->return_type.descriptor() == "V") return head + "{ };\n";
        if (object.elements.empty()) return head + "{ throw new AssertionError(\"not called on this path\"); };\n";
        std::vector<std::string> answers;
        for (const InputValue& answer : object.elements) answers.push_back(value_ref(answer, names, ""));
        if (std::all_of(answers.begin(), answers.end(), [&](const std::string& a) { return a == answers[0]; }))
            return head + answers[0] + ";\n";
        const std::string result = type->return_type.descriptor();
        const std::string element = result.size() == 1 ? type_ref(engine::box_class(result[0]))
                                    : result == "Ljava/lang/Object;" || result == "Ljava/lang/String;"
                                        ? std::string("String")
                                        : type_ref(result.substr(1, result.size() - 2));
        return fmt::format("        java.util.Iterator<{}> {}Answers = java.util.Arrays.<{}>asList({}).iterator();\n", element,
                           names[k], element, join(answers, ", ")) +
               head + names[k] + "Answers.next();\n";
    }

    // "5, (Node) null, list": the arguments of a call of `descriptor`, null
    // cast to its parameter's type so overloads stay unambiguous.
    std::string argument_list(const std::string& descriptor, const std::optional<std::string>& signature,
                              const std::vector<InputValue>& arguments, const std::vector<TestObject>& objects,
                              const std::vector<std::string>& names) const {
        return join(argument_texts(descriptor, signature, arguments, objects, names), ", ");
    }

    // Each argument as the call passes it.
    std::vector<std::string> argument_texts(const std::string& descriptor, const std::optional<std::string>& signature,
                                            const std::vector<InputValue>& arguments,
                                            const std::vector<TestObject>& objects,
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
        return args;
    }

    // The local a constructed receiver is held in: named after its class,
    // unlike every object's.
    std::string receiver_name(const std::vector<std::string>& names) const {
        std::string name = sanitize_identifier(simple_type_token(suite.class_name));
        if (name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
        if (is_keyword(name) || name == "actual" || name == "thrown") name += "Value";
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
        // A refused one, as the test's expectation that it throws.
        for (const TestCase::Call& call : made.calls) {
            const std::string statement = fmt::format(
                "{}.{}({})", receiver, call.method, argument_list(call.descriptor, std::nullopt, call.arguments, test.objects, names));
            out += call.refused_with.empty()
                       ? fmt::format("        {};\n", statement)
                       : fmt::format("        assertThrows({}.class, () -> {});\n", exception_ref(call.refused_with), statement);
        }
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

    // A List's, Set's or Optional's item as a literal: null, a String, a box,
    // or the variable of the object the test made.
    std::string item_literal(const Outcome::Item& item, const std::vector<std::string>& names) const {
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
    std::string optional_assertion(const Outcome& outcome, const std::string& call,
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
    std::string observed_assertions(const Outcome::Item& item, const std::string& element) const {
        std::string text;
        const std::string target = fmt::format("(({}) {})", type_ref(item.type), element);
        for (const Getter& getter : item.getters) text += "\n        " + getter_assertion(getter, target);
        return text;
    }

    // A List holding objects the call made: its size, then each element,
    // equal to its literal or asserted by its getters.
    std::string observed_list_assertion(const Outcome& outcome, const std::string& call,
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

    std::string assertion(const TestCase& test, const std::string& call, const std::vector<std::string>& names) const {
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
    std::string array_assertion(const std::string& type, const std::vector<JavaValue>& elements,
                                const std::string& actual) const {
        std::vector<std::string> literals;
        for (const JavaValue& element : elements) literals.push_back(literal(element, lang));
        return fmt::format("assertArrayEquals(new {} {{{}}}, {}{});", type_ref(type), join(literals, ", "), actual,
                           type == "[D"   ? exact_delta(JavaValue::Type::Double)
                           : type == "[F" ? exact_delta(JavaValue::Type::Float)
                                          : "");
    }

    // `arguments`: the call's, as it passed them, for a getter that takes one.
    std::string getter_assertion(const Getter& getter, const std::string& target,
                                 const std::vector<std::string>& arguments = {}) const {
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

    // The statements that build the test's objects and receiver, and its call.
    TestCallText arrange(const TestCase& test, const std::vector<std::string>& names, std::string& receiver,
                         bool& reflective) const {
        TestCallText text;
        text.statements = setup(test, names, reflective);
        if (test.construction) {
            receiver = receiver_name(names);
            text.statements += construction(test, names, receiver);
        } else if (test.receiver && test.receiver->kind == InputValue::Kind::Object) {
            receiver = names[test.receiver->object];
        }
        text.call = call(test, names, receiver);
        return text;
    }

    std::string body(const TestCase& test, bool& reflective) const {
        const std::vector<std::string> names = local_names(test);
        std::string receiver;
        const TestCallText arranged = arrange(test, names, receiver, reflective);
        std::string out = arranged.statements;
        out += "        " + assertion(test, arranged.call, names) + "\n";
        // What the receiver shows afterwards.
        if (!receiver.empty()) {
            const std::vector<std::string> arguments =
                argument_texts(test.descriptor, test.signature, test.arguments, test.objects, names);
            for (const Getter& getter : test.receiver_after) {
                // A getter under test was asserted on by the call itself.
                if (getter.method == test.method && test.descriptor.rfind("()", 0) == 0 &&
                    test.outcome.kind == Outcome::Kind::Returns)
                    continue;
                // A query of an argument the call did not name in Java
                // (none such: every argument is written) is left out.
                if (getter.argument && *getter.argument >= arguments.size()) continue;
                out += "        " + getter_assertion(getter, receiver, arguments) + "\n";
            }
        }
        // What the method changed in the arrays it was given.
        for (const TestCase::ArrayAfter& array : test.arrays_after) {
            const std::size_t object = test.arguments[array.argument].object;
            out += "        " + array_assertion(test.objects[object].type, array.elements, names[object]) + "\n";
        }
        // What it printed (captured by captureSystemOut).
        if (test.printed && captures_output())
            out += fmt::format("        assertEquals({}, this.printed.toString(java.nio.charset.StandardCharsets.UTF_8));\n",
                               string_literal(java_text::to_utf16(*test.printed)));
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
        bool other_classes = false;  // fields of classes other than the one under test
        for (std::size_t i = 0; i < suite.static_state.size(); ++i) {
            const StaticField& field = suite.static_state[i];
            if (auto status = check_static_field(suite, i); !status) {
                std::string reason = comment_text(status.error().message);
                std::replace(reason.begin(), reason.end(), '\n', ' ');
                lines += "        // Left out: " + reason + "\n";
                continue;
            }
            const std::string value = literal(field.initial, lang);
            if (field.atomic) {
                // The counter object stays; its number goes back.
                const std::string atomic = classfile::internal_to_java_name(
                    field.descriptor.substr(1, field.descriptor.size() - 2));
                std::string holder;
                if (!field.owner.empty()) {
                    other_classes = true;
                    holder = fmt::format("(({}) staticFieldOf({}, \"{}\").get(null))", atomic,
                                         string_literal(java_text::to_utf16(classfile::internal_to_java_name(field.owner))),
                                         field.name);
                } else if (field.is_private) {
                    reflective = true;
                    holder = fmt::format("(({}) staticField(\"{}\").get(null))", atomic, field.name);
                } else {
                    holder = fmt::format("{}.{}", class_ref, field.name);
                }
                lines += fmt::format("        {}.set({});\n", holder, value);
                continue;
            }
            if (!field.owner.empty()) {
                other_classes = true;
                lines += fmt::format("        staticFieldOf({}, \"{}\").{}(null, {});\n",
                                     string_literal(java_text::to_utf16(classfile::internal_to_java_name(field.owner))), field.name,
                                     reflective_setter(field.initial.type), value);
            } else if (field.is_private) {
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
        if (reflective || other_classes) out += " throws " + lang("ReflectiveOperationException");
        out += " {\n" + lines + "    }\n";
        if (other_classes) {
            out += "\n    private static java.lang.reflect.Field staticFieldOf(" + lang("String") + " type, " +
                   lang("String") + " name) throws " + lang("ReflectiveOperationException") + " {\n";
            out += "        java.lang.reflect.Field field = " + lang("Class") + ".forName(type).getDeclaredField(name);\n";
            out += "        field.setAccessible(true);\n";
            out += "        return field;\n";
            out += "    }\n";
        }
        if (!reflective) return;
        out += "\n    private static java.lang.reflect.Field staticField(" + lang("String") + " name) throws " +
               lang("NoSuchFieldException") + " {\n";
        out += "        java.lang.reflect.Field field = " + class_ref + ".class.getDeclaredField(name);\n";
        out += "        field.setAccessible(true);\n";
        out += "        return field;\n";
        out += "    }\n";
    }

    // Do the tests assert System.out?
    bool captures_output() const { return suite.capture_output && !suite.junit4 && !suite.reproducers; }

    // Each test's System.out goes to a buffer its assertions read.
    void append_output_capture(std::string& out) const {
        const std::string system = lang("System");
        out += "\n    // What System.out prints during each test, which the tests assert.\n";
        out += "    private final java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();\n";
        out += "    private java.io.PrintStream console;\n\n";
        out += "    @org.junit.jupiter.api.BeforeEach\n";
        out += "    void captureSystemOut() {\n";
        out += fmt::format("        console = {}.out;\n", system);
        out += fmt::format("        {}.setOut(new java.io.PrintStream(printed, true, "
                           "java.nio.charset.StandardCharsets.UTF_8));\n", system);
        out += "    }\n\n";
        out += "    @org.junit.jupiter.api.AfterEach\n";
        out += fmt::format("    void restoreSystemOut() {{\n        {}.setOut(console);\n    }}\n", system);
    }

    std::string write() const {
        std::string out;
        std::string name = comment_text(classfile::internal_to_java_name(suite.class_name));
        std::replace(name.begin(), name.end(), '\n', ' ');
        if (suite.reproducers)
            out += "// Bugs Symcrete found in " + name + ": each test fails, with the exception named above it.\n";
        else
            out += "// Generated by Symcrete for " + name + ". Regenerate rather than edit.\n";
        if (!test_package.empty()) out += "package " + detail::join(test_package, ".") + ";\n";
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
        out += visibility + "class " + test_class_simple_name(tested, suite.reproducers, suite.part) + " {\n";
        if (suite.junit4) {
            // What the validator gives JUnit 5 tests by configuration: each
            // test in a thread of its own, failed after 10 seconds.
            out += "    @org.junit.Rule\n";
            out += "    public org.junit.rules.Timeout timeout = org.junit.rules.Timeout.seconds(10);\n";
        }
        if (resets) append_static_reset(out, before_each);
        if (captures_output()) append_output_capture(out);

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
            append_expectation_comment(out, test.expected);
            if (suite.cost_model && test.cost.measured)
                out += "    // Cost: " + engine::cost_text(*suite.cost_model, engine::cost_of(*test.cost.measured, *suite.cost_model)) + "\n";
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

TestCallText junit_test_call(const TestSuite& suite, std::size_t index) {
    const Writer writer(suite);
    const TestCase& test = suite.tests.at(index);
    std::string receiver;
    bool reflective = false;
    return writer.arrange(test, writer.local_names(test), receiver, reflective);
}

std::string write_junit(const TestSuite& suite, std::string_view not_validated) {
    if (suite.class_name.empty()) return "// Symcrete: no class under test.\n";
    if (not_validated.empty()) return Writer(suite).write();
    std::string reason = comment_text(not_validated);
    std::replace(reason.begin(), reason.end(), '\n', ' ');
    return "// NOT VALIDATED: these tests were never compiled or run on a JVM: " + reason + "\n" + Writer(suite).write();
}

Result<std::filesystem::path> write_junit_file(const TestSuite& suite, const std::filesystem::path& out_dir,
                                               std::string_view not_validated) {
    if (auto status = check_suite(suite); !status) return status.error();
    const std::filesystem::path path =
        out_dir / junit_relative_path(suite.class_name, suite.reproducers, suite.test_package, suite.part);
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
        const std::string text = write_junit(suite, not_validated);
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
