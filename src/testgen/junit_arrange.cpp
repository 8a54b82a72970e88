// How a JUnit test arranges its call (junit_test_writer.h): locals named for
// the path's objects, inputs built field by field or by a constructor, the
// receiver constructed, and the call itself.
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

// Local variable names for a test's objects, from how the path reached
// them: "this" is the receiver (named after its class), "list.head.next"
// becomes listHeadNext, "rows[1]" rows1.
std::vector<std::string> JunitWriter::local_names(const TestCase& test) const {
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

std::string JunitWriter::value_ref(const InputValue& value, const std::vector<std::string>& names,
                                   const std::string& type) const {
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
std::string JunitWriter::setup(const TestCase& test, const std::vector<std::string>& names, bool& reflective) const {
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
std::string JunitWriter::function(const TestObject& object, const std::vector<std::string>& names,
                                  std::size_t k) const {
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
std::string JunitWriter::argument_list(const std::string& descriptor, const std::optional<std::string>& signature,
                                       const std::vector<InputValue>& arguments, const std::vector<TestObject>& objects,
                                       const std::vector<std::string>& names) const {
    return join(argument_texts(descriptor, signature, arguments, objects, names), ", ");
}

// Each argument as the call passes it.
std::vector<std::string> JunitWriter::argument_texts(const std::string& descriptor,
                                                     const std::optional<std::string>& signature,
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
std::string JunitWriter::receiver_name(const std::vector<std::string>& names) const {
    std::string name = sanitize_identifier(simple_type_token(suite.class_name));
    if (name[0] >= 'A' && name[0] <= 'Z') name[0] = static_cast<char>(name[0] - 'A' + 'a');
    if (is_keyword(name) || name == "actual" || name == "thrown") name += "Value";
    std::string unique = name;
    for (int n = 2; std::find(names.begin(), names.end(), unique) != names.end(); ++n)
        unique = name + std::to_string(n);
    return unique;
}

// `Account account = new Account(5L);` or `... = Account.open(5L);`.
std::string JunitWriter::construction(const TestCase& test, const std::vector<std::string>& names,
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

std::string JunitWriter::call(const TestCase& test, const std::vector<std::string>& names,
                              const std::string& receiver) const {
    if (test.method == "<init>")  // a test of a constructor
        return "new " + class_ref + "(" + argument_list(test.descriptor, test.signature, test.arguments, test.objects, names) + ")";
    const std::string target = test.construction ? receiver
                               : test.receiver && test.receiver->kind == InputValue::Kind::Object
                                   ? names[test.receiver->object]
                                   : class_ref;
    return target + "." + test.method + "(" +
           argument_list(test.descriptor, test.signature, test.arguments, test.objects, names) + ")";
}

// The statements that build the test's objects and receiver, and its call.
TestCallText JunitWriter::arrange(const TestCase& test, const std::vector<std::string>& names, std::string& receiver,
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

}  // namespace symcrete::testgen::detail
