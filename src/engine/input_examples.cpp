// InputExamples (input_examples.h): the constructed inputs of finished
// paths, made concrete under each path's model.
#include "engine/input_examples.h"

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <set>
#include <span>
#include <utility>

#include "engine/engine.h"
#include "engine/inputs.h"
#include "expr/evaluator.h"

namespace symcrete::engine {
namespace {

const std::vector<InputExample> kNone;
const std::vector<CallArguments> kNoCalls;

// An input's concrete value under the path's model.
Value concrete(const Value& value, const expr::Assignment& model) {
    return value.is_concrete() ? value : expr::evaluate(value.expr(), model);
}

// The text of a String input under the model; none if it is not one.
std::optional<std::u16string> text_of(const InputObject& input, const expr::Assignment& model) {
    if (input.cls == nullptr || input.cls->shape != ObjectShape::String || input.length.kind() != ValueKind::Int) return std::nullopt;
    const std::int32_t length = concrete(input.length, model).as_i32();
    if (length < 0 || static_cast<std::size_t>(length) > input.slots.size()) return std::nullopt;
    std::u16string text;
    for (std::int32_t i = 0; i < length; ++i)
        text.push_back(static_cast<char16_t>(concrete(input.slots[static_cast<std::size_t>(i)], model).as_i32()));
    return text;
}

}  // namespace

const std::vector<InputExample>& InputExamples::of(const RuntimeClass* cls) const {
    auto found = by_class_.find(cls);
    return found == by_class_.end() ? kNone : found->second;
}

namespace {

bool is_record(const RuntimeClass* cls) {
    return cls != nullptr && cls->file != nullptr && cls->file->record.has_value();
}

}  // namespace

// One path's objects as examples: each constructed object, its constructed
// components first (their indexes go into it); none when a component is an
// object no example can stand for (one made field by field, a function).
class InputExamples::Harvest {
public:
    // `known_only`: objects stand for examples already known only (none is added).
    Harvest(InputExamples& examples, const PathResult& path, bool null_components, bool known_only = false)
        : examples_(examples), path_(path), null_components_(null_components), known_only_(known_only) {}

    using Found = std::optional<std::pair<const RuntimeClass*, std::size_t>>;

    Found object(std::size_t k) {
        if (auto known = done_.find(k); known != done_.end()) return known->second;
        done_[k] = std::nullopt;  // a cycle refers to itself: none
        const InputObject& input = path_.inputs->objects[k];
        if (input.constructor == nullptr) return std::nullopt;
        return done_[k] = example(input.cls, input.constructor, input.calls, input.slots);
    }

    // A reference slot of an example as the path left it: null (when
    // `null_allowed`), a constant, a text, a java.time or big-number value, a
    // nested example, or a collection of constants, texts and values; none
    // for anything else (an object made field by field, a function).
    // `texts`: the String objects taken so far (one taken twice is the same
    // object, which the example would make two of).
    std::optional<InputExample::Argument> part(const Value& slot, std::set<std::int32_t>& texts, bool null_allowed,
                                               bool element = false) {
        using Kind = InputExample::Argument::Kind;
        if (!path_.inputs || !is_lazy_reference(slot)) return std::nullopt;
        const InputGraph& graph = *path_.inputs;
        const std::int32_t target = graph.references.at(lazy_reference_id(slot)).target;
        if (target == LazyReference::kUnresolved) return std::nullopt;
        InputExample::Argument argument;
        if (target == LazyReference::kNull) {
            if (!null_allowed) return std::nullopt;
            argument.kind = Kind::Null;
            return argument;
        }
        const InputObject& input = graph.objects.at(static_cast<std::size_t>(target));
        argument.cls = input.cls;
        if (!input.constant.empty()) {
            argument.kind = Kind::Constant;
            argument.constant = input.constant;
            argument.owner = input.constant_owner;
        } else if (auto text = text_of(input, path_.model)) {
            if (!texts.insert(target).second) return std::nullopt;
            argument.kind = Kind::Text;
            argument.text = *text;
        } else if (input.jdk_value) {
            argument.kind = Kind::JdkValue;
            for (const Value& value : input.slots) argument.parts.push_back(concrete(value, path_.model));
        } else if (input.collection != CollectionKind::None && !element) {
            argument.kind = Kind::Collection;
            argument.collection = input.collection;
            argument.element = input.element;
            argument.value_class = input.value;
            const bool map = input.collection == CollectionKind::Map;
            for (std::size_t i = 0; i < input.slots.size(); ++i) {
                // A map's values may be null; keys and elements of the
                // collections made here are not.
                auto held = part(input.slots[i], texts, map && i % 2 == 1, true);
                if (!held) return std::nullopt;
                argument.elements.push_back(std::move(*held));
            }
        } else if (auto nested = element ? std::nullopt : object(static_cast<std::size_t>(target))) {
            argument.kind = Kind::Object;
            argument.cls = nested->first;
            argument.example = nested->second;
        } else {
            return std::nullopt;
        }
        return argument;
    }

    // What tells two examples' arguments apart, for InputExamples::keys_.
    static std::string part_key(const InputExample::Argument& argument) {
        using Kind = InputExample::Argument::Kind;
        switch (argument.kind) {
            case Kind::Null: return "|null";
            case Kind::Value: return fmt::format("|{}:{}", static_cast<int>(argument.value.kind()), argument.value.bits());
            case Kind::Text: return "|\"" + std::string(argument.text.begin(), argument.text.end());
            case Kind::Object: return fmt::format("|#{}", argument.example);
            case Kind::Constant: return "|" + argument.constant;
            case Kind::JdkValue: {
                std::string key = "|" + argument.cls->name;
                for (const Value& value : argument.parts) key += fmt::format(":{}", value.bits());
                return key;
            }
            case Kind::Collection: {
                std::string key = "|" + argument.cls->name + "[";
                for (const InputExample::Argument& element : argument.elements) key += part_key(element);
                return key + "]";
            }
        }
        return "|?";
    }

    // `distinct_parts`: none unless each object or text it takes differs
    // from the one the known examples of `cls` take in its place.
    Found example(const RuntimeClass* cls, const MethodInfo* constructor, const std::vector<const MethodInfo*>& calls,
                  const std::vector<Value>& slots, bool distinct_parts = false) {
        InputExample example;
        example.constructor = constructor;
        example.calls = calls;
        std::string key = constructor->key;
        for (const MethodInfo* call : calls) key += ";" + call->key;
        std::set<std::int32_t> texts;  // the String objects taken so far
        for (const Value& slot : slots) {
            InputExample::Argument argument;
            if (!is_lazy_reference(slot)) {
                argument.kind = InputExample::Argument::Kind::Value;
                argument.value = concrete(slot, path_.model);
                key += part_key(argument);
            } else {
                // Null stands for no object of a kind a test reads as a
                // default of its own; fresh inputs try it anyway. Only a
                // record's component may be null, when asked for
                // (harvest_receiver).
                std::optional<InputExample::Argument> found =
                    part(slot, texts, null_components_ && is_record(cls) && calls.empty());
                if (!found) return std::nullopt;
                argument = std::move(*found);
                key += part_key(argument);
            }
            example.arguments.push_back(std::move(argument));
        }
        if (auto seen = examples_.keys_.find(key); seen != examples_.keys_.end()) return std::pair{cls, seen->second};
        if (known_only_) return std::nullopt;
        if (distinct_parts)
            for (const InputExample& other : examples_.of(cls))
                for (std::size_t i = 0; i < example.arguments.size() && i < other.arguments.size(); ++i) {
                    const InputExample::Argument& mine = example.arguments[i];
                    const InputExample::Argument& theirs = other.arguments[i];
                    const bool same_object = mine.kind == InputExample::Argument::Kind::Object && theirs.kind == mine.kind &&
                                             mine.cls == theirs.cls && mine.example == theirs.example;
                    const bool same_text = mine.kind == InputExample::Argument::Kind::Text && theirs.kind == mine.kind &&
                                           mine.text == theirs.text;
                    if (same_object || same_text) return std::nullopt;
                }
        std::vector<InputExample>& known = examples_.by_class_[cls];
        if (known.size() >= kPerClass) return std::nullopt;
        known.push_back(std::move(example));
        examples_.keys_.emplace(key, known.size() - 1);
        return std::pair{cls, known.size() - 1};
    }

private:
    InputExamples& examples_;
    const PathResult& path_;
    std::map<std::size_t, Found> done_;
    bool null_components_ = false;
    bool known_only_ = false;
};

void InputExamples::harvest_receiver(const PathResult& path, const MethodInfo* then, bool distinct_parts,
                                     bool null_components) {
    // (A path whose inputs are all primitives has no input graph.)
    if (path.setup_failed || path.input_refused || !path.construction || !path.construction->is_constructor() ||
        !path.refused_call_exception.empty())  // an example is made by calls that return
        return;
    const MethodInfo* constructor = path.construction->method;
    std::vector<const MethodInfo*> calls;
    std::vector<Value> slots = path.construction->arguments;
    for (const SetupCall& call : path.construction->calls) {
        calls.push_back(call.method);
        slots.insert(slots.end(), call.arguments.begin(), call.arguments.end());
    }
    if (then != nullptr) {
        if (path.end != PathEnd::Returned || path.arguments.empty()) return;
        calls.push_back(then);
        slots.insert(slots.end(), path.arguments.begin() + 1, path.arguments.end());  // after the receiver's slot
    }
    // A path without an input graph whose object takes no arguments at all
    // made one state (an empty collection of the application's, its adder
    // not reached with examples): as the class's only example it would keep
    // its inputs from being made any other way, which reached more of the
    // code that takes them (commons-cli's HelpFormatter over an Options: 44
    // of 122 branches, 31 with the empty one as the only example).
    if (!path.inputs && slots.empty()) return;
    Harvest(*this, path, null_components).example(constructor->owner, constructor, calls, slots, distinct_parts);
}

void InputExamples::harvest_call(const PathResult& path, const classfile::Method& method) {
    if (path.setup_failed || path.input_refused || !path.construction) return;
    Harvest harvest(*this, path, false, true);
    // The setup calls returned, or the path would not have reached the
    // method; a refused one threw, and its arguments are no call's to repeat.
    for (const SetupCall& call : path.construction->calls)
        if (call.method != nullptr && call.method->method != nullptr && !call.refused)
            harvest_arguments(harvest, path, *call.method->method, call.arguments);
    if (path.end == PathEnd::Returned && !path.arguments.empty())
        harvest_arguments(harvest, path, method, {path.arguments.begin() + 1, path.arguments.end()});  // past the receiver
}

void InputExamples::harvest_arguments(Harvest& harvest, const PathResult& path, const classfile::Method& method,
                                      std::span<const Value> slots) {
    std::vector<CallArguments>& known = calls_[&method];
    if (known.size() >= kCallsPerMethod) return;
    CallArguments arguments;
    std::set<std::int32_t> texts;
    for (const Value& slot : slots) {
        InputExample::Argument argument;
        if (!is_lazy_reference(slot)) {
            argument.kind = InputExample::Argument::Kind::Value;
            argument.value = concrete(slot, path.model);
        } else if (auto found = harvest.part(slot, texts, false)) {  // null: what a sequence's calls never take
            argument = std::move(*found);
        } else {
            return;
        }
        arguments.push_back(std::move(argument));
    }
    for (const CallArguments& other : known) {
        bool same_text = false;
        for (std::size_t i = 0; i < arguments.size() && i < other.size(); ++i)
            same_text |= arguments[i].kind == InputExample::Argument::Kind::Text &&
                         other[i].kind == InputExample::Argument::Kind::Text && arguments[i].text == other[i].text;
        if (same_text) return;
    }
    known.push_back(std::move(arguments));
}

const std::vector<CallArguments>& InputExamples::calls_of(const classfile::Method& method) const {
    auto found = calls_.find(&method);
    return found == calls_.end() ? kNoCalls : found->second;
}

}  // namespace symcrete::engine
