// Inputs built by their constructors (Interpreter, interpreter.h): a record
// by its canonical constructor with fresh symbolic components, and an
// example (input_examples.h) by its constructor and calls with the values
// an earlier path gave them; each queued to run in a frame of its own once
// the instruction that read the input is done.
#include <fmt/format.h>

#include <utility>

#include "classfile/descriptor.h"
#include "interpreter.h"

namespace symcrete::engine::detail {

const MethodInfo* Interpreter::canonical_constructor(const RuntimeClass* cls) {
    if (cls == nullptr || cls->file == nullptr || !cls->file->record || cls->super == nullptr ||
        cls->super->name != "java/lang/Record")
        return nullptr;
    std::string descriptor = "(";
    for (const classfile::RecordComponent& component : *cls->file->record) descriptor += component.descriptor;
    descriptor += ")V";
    return cls->find_method("<init>", descriptor);
}

// A record input, made as a test makes one: `new Item(sku, quantity,
// price)` with a fresh input per component (named as its field would be,
// item.quantity), so the constructor's checks and normalisation hold for
// every value the path chooses. Its fields are never set from outside: a
// record's are final, and reflection cannot write them. Reference
// components are chosen here (null, fresh, an alias); the constructor runs
// in a frame of its own once the instruction that read the input is done
// (push_input_constructions), and its branches fork like the method's.
std::int32_t Interpreter::make_input_record(State& state, const RuntimeClass* cls, const MethodInfo& constructor,
                                            const LazyReference& ref) {
    initialize(state, cls);
    const std::uint32_t address = new_instance(state, cls);
    std::vector<Value> arguments{Value::ref(address)};
    std::vector<Value> components;
    for (const classfile::RecordComponent& component : *cls->file->record) {
        const Value value =
            fresh_input(state, component.descriptor, component.signature, ref.origin + "." + component.name, ref.depth + 1);
        components.push_back(value);
        // Chosen now, within the instruction that read the record (a frame's
        // arguments are never lazy): a fork re-runs it with its choice. Null
        // last: the constructor checks the components only once all are
        // chosen, and validating records mostly refuse null, so a path
        // that starts with null ones would only be refused.
        struct Restore {
            bool& flag;
            bool outer;
            ~Restore() { flag = outer; }
        } restore{run_.choosing_record_component, std::exchange(run_.choosing_record_component, true)};
        arguments.push_back(resolve_lazy(state, value));
    }
    InputObject input;
    input.origin = ref.origin;
    input.cls = cls;
    input.address = address;
    input.slots = std::move(components);
    input.constructor = &constructor;
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    state.queued_constructions.push_back({&constructor, std::move(arguments), run_.host_depth});
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

std::int32_t Interpreter::make_input_example(State& state, const RuntimeClass* cls, const InputExample& example,
                                             const std::string& origin, unsigned depth) {
    initialize(state, cls);
    const std::uint32_t address = new_instance(state, cls);
    std::vector<Value> arguments{Value::ref(address)};
    std::vector<Value> slots;
    // Each argument named after its parameter, a call's after the call too
    // (stock.add.title), as the receiver's setup calls' are.
    std::vector<std::string> names;
    for (const MethodInfo* method : [&] {
             std::vector<const MethodInfo*> all{example.constructor};
             all.insert(all.end(), example.calls.begin(), example.calls.end());
             return all;
         }()) {
        const std::string prefix = method == example.constructor ? origin + "." : origin + "." + method->name() + ".";
        unsigned slot = 1;
        const std::size_t count = method->arg_count > 0 ? method->arg_count - 1u : 0u;
        auto type = classfile::parse_method_descriptor(method->method->descriptor);
        for (std::size_t i = 0; i < count; ++i) {
            names.push_back(prefix + parameter_name(*method->method, slot, i));
            if (type && i < type->parameters.size()) slot += type->parameters[i].is_wide() ? 2 : 1;
        }
    }
    for (std::size_t i = 0; i < example.arguments.size(); ++i) {
        const InputExample::Argument& argument = example.arguments[i];
        const std::string name = i < names.size() ? names[i] : fmt::format("{}.p{}", origin, i);
        if (argument.kind == InputExample::Argument::Kind::Value) {
            slots.push_back(argument.value);
            arguments.push_back(argument.value);
            continue;
        }
        // A reference component: a lazy reference already resolved to what the example holds.
        std::int32_t target = LazyReference::kNull;
        const RuntimeClass* declared = argument.cls;
        switch (argument.kind) {
            case InputExample::Argument::Kind::Text: {
                declared = klass("java/lang/String");
                InputObject text;
                text.origin = name;
                text.cls = declared;
                text.length = Value::i32(static_cast<std::int32_t>(argument.text.size()));
                for (char16_t c : argument.text) text.slots.push_back(Value::i32(c));
                text.address = new_string(state, argument.text);
                InputGraph& graph = inputs_for_write(state);
                graph.objects.push_back(std::move(text));
                target = static_cast<std::int32_t>(graph.objects.size() - 1);
                break;
            }
            case InputExample::Argument::Kind::Constant: {
                InputObject constant;
                constant.origin = name;
                constant.cls = argument.cls;
                constant.constant = argument.constant;
                constant.constant_owner = argument.owner;
                // A constant with a body of its own is an instance of that
                // body's class; the enum declaring it holds it.
                const RuntimeClass* holder = argument.cls;
                if (!is_enum(holder) && holder != nullptr && is_enum(holder->super)) holder = holder->super;
                if (auto held = held_constants(state, holder))
                    for (const HeldConstant& candidate : held->constants)
                        if (candidate.name == argument.constant && candidate.owner == argument.owner) constant.address = candidate.address;
                if (constant.address == 0) unsupported(fmt::format("{}: constant {} not found", name, argument.constant));
                InputGraph& graph = inputs_for_write(state);
                graph.objects.push_back(std::move(constant));
                target = static_cast<std::int32_t>(graph.objects.size() - 1);
                break;
            }
            case InputExample::Argument::Kind::Object:
                target = make_input_example(state, argument.cls, options_.examples->of(argument.cls).at(argument.example),
                                            name, depth + 1);
                break;
            case InputExample::Argument::Kind::Null:
            case InputExample::Argument::Kind::Value: break;
        }
        const Value reference = new_lazy_reference(state, declared, name, depth + 1, false, nullptr);
        inputs_for_write(state).references[lazy_reference_id(reference)].target = target;
        slots.push_back(reference);
        arguments.push_back(target == LazyReference::kNull
                                ? Value::null()
                                : Value::ref(state.inputs->objects[static_cast<std::size_t>(target)].address));
    }
    // The constructor, then each call, on the new object: each its share of
    // the arguments, in order (queued first runs first).
    std::size_t next = 1;  // past the receiver
    const auto queue = [&](const MethodInfo* method) {
        std::vector<Value> own{Value::ref(address)};
        for (std::size_t i = 1; i < method->arg_count && next < arguments.size(); ++i) own.push_back(arguments[next++]);
        state.queued_constructions.push_back({method, std::move(own), run_.host_depth});
    };
    queue(example.constructor);
    for (const MethodInfo* call : example.calls) queue(call);
    InputObject input;
    input.origin = origin;
    input.cls = cls;
    input.address = address;
    input.slots = std::move(slots);
    input.constructor = example.constructor;
    input.calls = example.calls;
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

void Interpreter::push_input_constructions(State& state) {
    std::vector<State::QueuedConstruction> queued = std::exchange(state.queued_constructions, {});
    for (auto it = queued.rbegin(); it != queued.rend(); ++it)
        if (it->host_depth == run_.host_depth)
            push_frame(state, *it->constructor, it->arguments.data(), ir::kNoReg, Frame::Kind::InputConstruction);
    for (State::QueuedConstruction& other : queued)  // made deeper or shallower: left for that depth
        if (other.host_depth != run_.host_depth) state.queued_constructions.push_back(std::move(other));
}

}  // namespace symcrete::engine::detail
