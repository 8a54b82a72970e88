// What a test asserts, read off a concrete run (outcome.h). A returned
// reference gets the most specific form a test can write as a literal: a
// String, a box, a List or Set of literal elements (a List's or Optional's
// objects described by their getters), an Optional's content, a
// BigInteger or BigDecimal
// by its text, an enum constant, a primitive array; anything else is described
// by its getters. Mutation analysis compares such observations with
// same_assertions, so a mutant counts as killed when a written test's
// assertions would fail on it.
#include "outcome.h"

#include <algorithm>

#include "engine/jdk_value_classes.h"
#include "testgen/rerun.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen {
namespace {

using engine::PathEnd;
using engine::PathResult;
using expr::Value;

std::vector<Getter> getters_of(const std::vector<engine::Observation>& observations) {
    std::vector<Getter> getters;
    for (const engine::Observation& observation : observations) {
        Getter getter;
        getter.method = observation.method;
        getter.then = observation.then;
        getter.argument = observation.argument;
        const char result = observation.descriptor[observation.descriptor.find(')') + 1];
        if (!observation.then.empty()) {
            getter.value = java_value(observation.then_descriptor.back(), observation.value);
        } else if (result == 'L') {
            getter.is_string = true;
            getter.text = observation.text;
        } else {
            getter.value = java_value(result, observation.value);
        }
        getters.push_back(std::move(getter));
    }
    return getters;
}

// A returned List's, Set's or Optional's elements, when every one is null,
// a String, a box (what a test can write as literals), one of the objects
// the test made (`inputs`: where the replay made each, ReplayInputs::objects'
// order, which is TestCase::objects') or, where `observed` allows (a List's
// or Optional's, which a test reads by position), an object with getters
// (its getters kept when the test in `test_package` can name its class);
// else nothing.
std::optional<std::vector<Outcome::Item>> literal_items(const engine::ReturnedObject& object,
                                                       const std::vector<std::uint32_t>& inputs, bool observed,
                                                       const std::string& test_package) {
    std::vector<Outcome::Item> items;
    for (const engine::ReturnedObject& element : object.items) {
        Outcome::Item item;
        const auto input = std::find(inputs.begin(), inputs.end(), element.address);
        if (element.cls == nullptr) {
            item.kind = Outcome::Item::Kind::Null;
        } else if (element.cls->name == "java/lang/String") {
            item.kind = Outcome::Item::Kind::String;
            item.text = element.text;
        } else if (element.boxed) {
            item.kind = Outcome::Item::Kind::Boxed;
            item.type = element.cls->name;
            item.value = java_value(engine::unboxed_type(element.cls->name), *element.boxed);
        } else if (element.address != 0 && input != inputs.end()) {
            item.kind = Outcome::Item::Kind::Input;
            item.object = static_cast<std::size_t>(input - inputs.begin());
        } else if (observed && !element.getters.empty() && element.enum_type == nullptr) {
            item.kind = Outcome::Item::Kind::Observed;
            item.type = element.cls->name;
            if (nameable(element.cls, test_package)) item.getters = getters_of(element.getters);
        } else {
            return std::nullopt;
        }
        items.push_back(std::move(item));
    }
    return items;
}

// What a test asserts on a returned value.
void describe_return(const classfile::FieldType& type, const PathResult& actual, const std::string& test_package,
                     Outcome& outcome) {
    if (!type.is_reference()) {
        outcome.value = java_value(type.descriptor()[0], *actual.return_value);
        return;
    }
    if (!actual.returned_object) {
        outcome.shape = Outcome::Shape::Null;
        return;
    }
    const engine::ReturnedObject& object = *actual.returned_object;
    outcome.type = object.cls->name;
    if (object.cls->name == "java/lang/String") {
        outcome.shape = Outcome::Shape::String;
        outcome.text = object.text;
    } else if (object.boxed) {
        outcome.shape = Outcome::Shape::Boxed;
        outcome.value = java_value(engine::unboxed_type(object.cls->name), *object.boxed);
    } else if (object.is_optional) {
        outcome.shape = Outcome::Shape::Optional;
        if (auto items = literal_items(object, actual.input_addresses, true, test_package))
            outcome.items = std::move(*items);
        else
            outcome.items = {Outcome::Item{Outcome::Item::Kind::Other, {}, {}, {}}};
    } else if (auto items = (object.is_list || object.is_set)
                                ? literal_items(object, actual.input_addresses, object.is_list, test_package)
                                : std::nullopt) {
        outcome.shape = object.is_list ? Outcome::Shape::List : Outcome::Shape::Set;
        outcome.items = std::move(*items);
    } else if (engine::is_jdk_value_class(object.cls->name) && !object.text.empty()) {
        outcome.shape = Outcome::Shape::JdkValue;
        outcome.text = object.text;
    } else if (object.enum_type != nullptr) {
        outcome.shape = Outcome::Shape::Enum;
        outcome.type = object.enum_type->name;
        outcome.constant = object.enum_constant;
        outcome.nameable = nameable(object.enum_type, test_package);
    } else if (object.cls->is_array() && object.cls->element_kind != expr::ValueKind::Ref) {
        outcome.shape = Outcome::Shape::Array;
        for (const Value& element : object.elements) outcome.elements.push_back(java_value(object.cls->element_type, element));
    } else {
        outcome.shape = Outcome::Shape::Object;
        outcome.getters = getters_of(object.getters);
        // The getters are the object's class's: where the method declares
        // another type, the test casts, or asserts only that it is not null
        // when it cannot name the class.
        const std::string& descriptor = type.descriptor();
        const std::string declared = descriptor.size() > 2 && descriptor.front() == 'L' ? descriptor.substr(1, descriptor.size() - 2) : descriptor;
        if (!outcome.getters.empty() && declared != object.cls->name) {
            if (nameable(object.cls, test_package)) {
                outcome.cast = true;
                outcome.cast_through_object = declared != "java/lang/Object";
            } else
                outcome.getters.clear();
        }
    }
}

// The array arguments whose elements the run changed, as it left them. The
// replay's arguments start with the receiver's slot in an instance method.
std::vector<TestCase::ArrayAfter> arrays_changed(const PathResult& run, const TestCase& test) {
    std::vector<TestCase::ArrayAfter> changed;
    const std::size_t offset = test.receiver || test.construction ? 1 : 0;
    for (const PathResult::ArgumentArray& array : run.argument_arrays) {
        if (array.argument < offset) continue;
        const std::size_t index = array.argument - offset;
        if (index >= test.arguments.size() || test.arguments[index].kind != InputValue::Kind::Object) continue;
        const TestObject& before = test.objects[test.arguments[index].object];
        if (before.type.size() != 2 || before.type[0] != '[') continue;
        TestCase::ArrayAfter after{index, {}};
        for (const Value& element : array.elements) after.elements.push_back(java_value(before.type[1], element));
        bool same = after.elements.size() == before.elements.size();
        for (std::size_t i = 0; same && i < before.elements.size(); ++i)
            same = before.elements[i].kind == InputValue::Kind::Primitive &&
                   before.elements[i].primitive == after.elements[i];
        if (!same) changed.push_back(std::move(after));
    }
    return changed;
}

}  // namespace

void record_outcome(const PathResult& run, const classfile::MethodType& type, const std::string& test_package,
                    TestCase& test) {
    if (run.end == PathEnd::Threw) {
        test.outcome.kind = Outcome::Kind::Throws;
        test.outcome.exception = run.exception_class;
        for (const engine::TraceFrame& frame : run.exception_trace)
            test.exception_trace.push_back(StackFrame{frame.class_name, frame.method, frame.file, frame.line, frame.in_jdk});
        test.exception_explicit = run.exception_explicit;
        test.exception_message = run.exception_message;
    } else if (type.return_type.element == classfile::BaseType::Void) {
        test.outcome.kind = Outcome::Kind::ReturnsVoid;
    } else {
        test.outcome.kind = Outcome::Kind::Returns;
        describe_return(type.return_type, run, test_package, test.outcome);
    }
    // After a throw only with EngineOptions::observe_after_throw: the
    // receiver as the refusal left it.
    test.receiver_after = getters_of(run.receiver_getters);
    if (run.end != PathEnd::Threw) test.arrays_after = arrays_changed(run, test);
}

bool same_assertions(const TestCase& expected, const TestCase& observed) {
    const Outcome& a = expected.outcome;
    const Outcome& b = observed.outcome;
    if (a.kind != b.kind) return false;
    if (expected.printed && expected.printed != observed.printed) return false;
    // After a throw, receiver_after is set only when the engine observed
    // the receiver then (EngineOptions::observe_after_throw).
    if (a.kind == Outcome::Kind::Throws)
        return a.exception == b.exception && expected.receiver_after == observed.receiver_after;
    return a.value == b.value && a.shape == b.shape && a.text == b.text && a.elements == b.elements &&
           a.type == b.type && a.getters == b.getters && a.constant == b.constant && a.items == b.items &&
           expected.receiver_after == observed.receiver_after && expected.arrays_after == observed.arrays_after;
}

std::optional<TestCase> observed_outcome(const PathResult& run, const std::string& descriptor,
                                         const std::string& test_package) {
    TestCase observed;
    if (run.end == PathEnd::StepsExceeded || run.end == PathEnd::DepthExceeded) {
        observed.outcome.kind = Outcome::Kind::Throws;
        observed.outcome.exception = kRunDidNotEnd;
        return observed;
    }
    if (run.end != PathEnd::Returned && run.end != PathEnd::Threw) return std::nullopt;
    auto type = classfile::parse_method_descriptor(descriptor);
    if (!type) return std::nullopt;
    record_outcome(run, *type, test_package, observed);
    return observed;
}

}  // namespace symcrete::testgen
