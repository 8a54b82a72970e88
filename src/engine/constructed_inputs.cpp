// Inputs built by their constructors (Interpreter, interpreter.h): a record
// (or another data class: a Scala case class, a Kotlin data class;
// classfile/data_class.h) by its canonical constructor with fresh symbolic
// components, and an
// example (input_examples.h) by its constructor and calls with the values
// an earlier path gave them; each queued to run in a frame of its own once
// the instruction that read the input is done.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "classfile/data_class.h"
#include "classfile/descriptor.h"
#include "interpreter.h"
#include "ir/ir.h"

namespace symcrete::engine::detail {

const MethodInfo* Interpreter::canonical_constructor(const RuntimeClass* cls) {
    if (cls == nullptr || cls->file == nullptr) return nullptr;
    // Asked at every lazy resolution (examples, algebraic types, deferred
    // fields): the class file's answer is read once.
    if (auto known = canonical_constructors_.find(cls); known != canonical_constructors_.end()) return known->second;
    const MethodInfo*& constructor = canonical_constructors_[cls];
    if (cls->file->record && (cls->super == nullptr || cls->super->name != "java/lang/Record")) return constructor;
    auto components = classfile::data_components(*cls->file, cls->super != nullptr ? cls->super->file : nullptr);
    if (components) constructor = cls->find_method("<init>", classfile::data_constructor_descriptor(*components));
    return constructor;
}

bool Interpreter::constructor_checks(const MethodInfo& constructor) {
    if (auto known = constructor_checks_.find(&constructor); known != constructor_checks_.end()) return known->second;
    bool& checks = constructor_checks_[&constructor];
    auto code = program_.code(constructor);
    checks = !code;
    if (!code) return checks;
    for (const ir::Block& block : (*code)->fn->blocks)
        for (const ir::Instr& instr : block.instrs)
            if (instr.op == ir::Op::If || instr.op == ir::Op::Switch || instr.op == ir::Op::Throw ||
                (instr.op == ir::Op::Invoke &&
                 (*code)->fn->members[(*code)->fn->calls[instr.aux].member].owner == "java/util/Objects"))
                checks = true;
    return checks;
}

bool Interpreter::closes_constructed_cycle(const InputGraph& graph, std::size_t target, std::size_t reference,
                                           const std::vector<std::uint32_t>& resolving, bool any_cycle) {
    // A walk from the target along the references its objects hold, each
    // object visited twice at most: before and after a constructed one was
    // passed. The cycle is closed when the walk meets the reference itself,
    // or one whose object is being made around it (a record, constructed).
    const auto unfinished = [&](std::uint32_t id) {
        return std::find(resolving.begin(), resolving.end(), id) != resolving.end() && id != reference;
    };
    std::vector<std::array<bool, 2>> seen(graph.objects.size(), {false, false});
    std::vector<std::pair<std::size_t, bool>> pending{{target, false}};
    while (!pending.empty()) {
        auto [index, constructed] = pending.back();
        pending.pop_back();
        const InputObject& object = graph.objects[index];
        constructed = constructed || object.constructor != nullptr;
        if (std::exchange(seen[index][constructed ? 1 : 0], true)) continue;
        for (const Value& slot : object.slots) {
            if (!is_lazy_reference(slot)) continue;
            const std::uint32_t id = lazy_reference_id(slot);
            if (unfinished(id)) return true;
            if (id == reference) {
                if (constructed || any_cycle) return true;
                continue;
            }
            if (id < graph.references.size() && graph.references[id].target >= 0)
                pending.emplace_back(static_cast<std::size_t>(graph.references[id].target), constructed);
        }
    }
    return false;
}

bool Interpreter::assumed_away(const InputGraph& graph, std::size_t target, std::size_t reference) const {
    const HeapAssumptions& assume = options_.inputs.assume;
    const std::string& origin = graph.references[reference].origin;
    if (assume.no_aliasing.applies_to(origin)) return true;
    // A cycle closes when the object the reference is resolved to leads
    // back to the reference itself (a field of an object it reaches).
    return assume.acyclic.applies_to(origin) && closes_constructed_cycle(graph, target, reference, {}, true);
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
    const auto data = classfile::data_components(*cls->file, cls->super != nullptr ? cls->super->file : nullptr);
    for (const classfile::RecordComponent& component : data.value_or(std::vector<classfile::RecordComponent>{})) {
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

// A data class input whose constructor only stores its arguments (no
// check, no branch): its fields are fresh inputs, resolved when the program
// first reads them, as a plain object's are, so a tree of such objects
// (an expression an interpreter walks) is decided part by part where the
// program looks, not whole at its first read. It is still written and
// replayed as its constructor makes it (`constructor`): storing the
// arguments is all that constructor does.
//
// A component of an algebraic data type with a base case (an ExprC, whose
// NumC holds no ExprC) is never null: the type's own leaves end the tree,
// as they do in the programs that take such values; null is left for
// types without one (a record Node(int value, Node next) ends at null).
std::int32_t Interpreter::make_input_data(State& state, const RuntimeClass* cls, const MethodInfo& constructor,
                                          const LazyReference& ref) {
    initialize(state, cls);
    Object object;
    object.kind = Object::Kind::Instance;
    object.cls = cls;
    object.slots = cls->instance_template;
    const auto components = classfile::data_components(*cls->file, cls->super != nullptr ? cls->super->file : nullptr);
    for (const classfile::RecordComponent& component : components.value_or(std::vector<classfile::RecordComponent>{})) {
        auto slot = cls->declared_fields.find(component.name + ":" + component.descriptor);
        if (slot == cls->declared_fields.end()) continue;
        object.slots[slot->second.index] =
            fresh_input(state, component.descriptor, component.signature, ref.origin + "." + component.name,
                        ref.depth + 1, has_base_case(component.descriptor));
    }
    InputObject input;
    input.origin = ref.origin;
    input.cls = cls;
    input.slots = object.slots;
    input.constructor = &constructor;
    input.address = state.heap.allocate(std::move(object));
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

bool Interpreter::has_base_case(const std::string& descriptor) {
    if (descriptor.size() < 3 || descriptor[0] != 'L') return false;
    auto type = program_.klass(descriptor.substr(1, descriptor.size() - 2));
    if (!type || (*type)->file == nullptr || is_jdk_class(*type) || !((*type)->is_interface() || (*type)->file->is_abstract()))
        return false;
    const auto& implementations = program_.implementations(*type);
    return std::any_of(implementations.begin(), implementations.end(), [&](const RuntimeClass* leaf) {
        return canonical_constructor(leaf) != nullptr && !program_.may_hold(leaf, *type);
    });
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
        const std::int32_t target = make_example_part(state, argument, name, depth);
        const RuntimeClass* declared = argument.kind == InputExample::Argument::Kind::Text ? klass("java/lang/String") : argument.cls;
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

std::int32_t Interpreter::make_example_part(State& state, const InputExample::Argument& argument, const std::string& name,
                                            unsigned depth) {
    using Kind = InputExample::Argument::Kind;
    InputObject part;
    part.origin = name;
    part.cls = argument.cls;
    switch (argument.kind) {
        case Kind::Null:
        case Kind::Value: return LazyReference::kNull;
        case Kind::Object:
            return make_input_example(state, argument.cls, options_.examples->of(argument.cls).at(argument.example), name,
                                      depth + 1);
        case Kind::Text:
            part.cls = klass("java/lang/String");
            part.length = Value::i32(static_cast<std::int32_t>(argument.text.size()));
            for (char16_t c : argument.text) part.slots.push_back(Value::i32(c));
            part.address = new_string(state, argument.text);
            break;
        case Kind::Constant: {
            part.constant = argument.constant;
            part.constant_owner = argument.owner;
            // A constant with a body of its own is an instance of that
            // body's class; the enum declaring it holds it.
            const RuntimeClass* holder = argument.cls;
            if (!is_enum(holder) && holder != nullptr && is_enum(holder->super)) holder = holder->super;
            if (auto held = held_constants(state, holder))
                for (const HeldConstant& candidate : held->constants)
                    if (candidate.name == argument.constant && candidate.owner == argument.owner) part.address = candidate.address;
            if (part.address == 0) unsupported(fmt::format("{}: constant {} not found", name, argument.constant));
            break;
        }
        case Kind::JdkValue:
            part.jdk_value = true;
            part.slots = argument.parts;
            part.address = new_jdk_value(state, argument.cls, part.slots);
            break;
        case Kind::Collection: {
            // Its elements first, each an input of its own the collection's
            // slots refer to, then the collection built from them as a
            // collection input is (build_collection, lay_out_list).
            const bool map = argument.collection == CollectionKind::Map;
            std::vector<Value> elements;
            for (std::size_t i = 0; i < argument.elements.size(); ++i) {
                const InputExample::Argument& element = argument.elements[i];
                const bool is_value = map && i % 2 == 1;
                const std::string element_name =
                    fmt::format("{}.{}({})", name, map ? (is_value ? "value" : "key") : "element", map ? i / 2 : i);
                const std::int32_t target = make_example_part(state, element, element_name, depth + 1);
                const RuntimeClass* declared = is_value ? argument.value_class : argument.element;
                const Value reference = new_lazy_reference(state, declared, element_name, depth + 2, false, nullptr);
                inputs_for_write(state).references[lazy_reference_id(reference)].target = target;
                part.slots.push_back(reference);
                elements.push_back(target == LazyReference::kNull
                                       ? Value::null()
                                       : Value::ref(state.inputs->objects[static_cast<std::size_t>(target)].address));
            }
            part.collection = argument.collection;
            part.element = argument.element;
            part.value = map ? argument.value_class : nullptr;
            if (argument.collection == CollectionKind::List) {
                part.address = lay_out_list(state, argument.cls, elements);
            } else {
                initialize(state, klass("java/lang/System"));
                initialize(state, argument.cls);
                part.address = new_instance(state, argument.cls);
                run_input_constructions(state);
                build_collection(state, part.address, map, elements);
            }
            break;
        }
    }
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(part));
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
