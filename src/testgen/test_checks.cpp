// Checking one test: whether a TestCase, or a static field the tests
// restore, can be written as Java source that compiles - names that are Java
// identifiers, descriptors that parse, arguments, objects and expected values
// of the types the method declares. check_suite stops at the first test that
// does not check; the writer leaves such a test out with a comment saying why.
#include "test_checks.h"

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "classfile/descriptor.h"
#include "java_literals.h"
#include "java_names.h"
#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

using classfile::BaseType;
using classfile::MethodType;
using detail::check_class_name;
using detail::check_static_field;
using detail::check_test;

}  // namespace

namespace detail {

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
                for (const Outcome::Item& item : outcome.items)
                    if (item.kind == Outcome::Item::Kind::Input && item.object >= test.objects.size())
                        return Error{fmt::format("{}: an item is object {} of {}", where(), item.object, test.objects.size())};
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

Status check_static_field(const TestSuite& suite, std::size_t index) {
    const StaticField& field = suite.static_state[index];
    auto where = [&] { return fmt::format("static field {} ({})", index, field.name); };
    if (!is_java_identifier(field.name)) {
        return Error{fmt::format("{}: '{}' is not a Java identifier", where(), field.name)};
    }
    // An atomic counter holds an int (AtomicInteger) or a long (AtomicLong).
    const std::string held = !field.atomic ? field.descriptor
                             : field.descriptor == "Ljava/util/concurrent/atomic/AtomicInteger;" ? "I"
                             : field.descriptor == "Ljava/util/concurrent/atomic/AtomicLong;"    ? "J"
                                                                                                 : "";
    if (held.empty()) return Error{fmt::format("{}: {} is not an atomic counter", where(), field.descriptor)};
    auto type = classfile::parse_field_descriptor(held);
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

}  // namespace detail

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

}  // namespace symcrete::testgen
