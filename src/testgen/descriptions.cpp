// A test's inputs as text (descriptions.h): primitives by their bits, so
// that two values print alike only when they are the same; objects by their
// index in the test, and each object by its type and contents.
#include "descriptions.h"

#include <fmt/format.h>

namespace symcrete::testgen::generation_detail {
namespace {

std::string describe_value(const InputValue& value) {
    switch (value.kind) {
        case InputValue::Kind::Primitive: return fmt::format("0x{:x}", value.primitive.bits);
        case InputValue::Kind::Null: return "null";
        case InputValue::Kind::Object: return fmt::format("#{}", value.object);
    }
    return "?";
}

}  // namespace

std::string describe_arguments(const std::vector<InputValue>& args) {
    std::string text;
    for (const InputValue& arg : args) {
        if (!text.empty()) text += ", ";
        text += describe_value(arg);
    }
    return text;
}

std::string describe_inputs(const TestCase& test) {
    std::string text = test.receiver ? describe_value(*test.receiver) + "." : "";
    if (test.construction) {
        text += test.construction->method + test.construction->descriptor + "(" +
                describe_arguments(test.construction->arguments) + ").";
        for (const TestCase::Call& call : test.construction->calls)
            text += call.method + call.descriptor + "(" + describe_arguments(call.arguments) + ")" +
                    (call.refused_with.empty() ? "" : " throws " + call.refused_with) + ".";
    }
    text += "(" + describe_arguments(test.arguments) + ")";
    for (const TestObject& object : test.objects) {
        text += " #" + object.type + "{";
        if (object.text) text += "\"" + std::string(object.text->begin(), object.text->end()) + "\"";
        if (object.constant) text += object.constant_owner + "." + *object.constant;
        if (object.collection != TestObject::Collection::None)
            text += fmt::format("collection{}", static_cast<int>(object.collection));
        if (object.boxed) text += fmt::format("0x{:x}", object.boxed->bits);
        if (object.value_text) text += *object.value_text;
        for (const auto& field : object.fields) text += field.name + "=" + describe_value(field.value) + ",";
        for (const auto& element : object.elements) text += describe_value(element) + ",";
        if (object.constructor) text += "new(" + describe_arguments(object.constructor_arguments) + ")";
        for (const TestObject::Call& call : object.calls) text += "." + call.method + call.descriptor;
        text += "}";
    }
    return text;
}

}  // namespace symcrete::testgen::generation_detail
