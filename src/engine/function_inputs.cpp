// Inputs of functional interfaces (Predicate, Function, Comparator, Supplier,
// the application's own): a table of answers. Each call of the interface's
// method returns the next answer, a fresh input of its result type, so the
// path chooses what the function says as it chooses any input, and a test
// writes the function as a lambda returning the path's answers in call
// order. The arguments are not read: a function of its call order is still
// a function the caller cannot tell apart from a real one on this path.
#include <fmt/format.h>

#include "interpreter.h"

namespace symcrete::engine::detail {

namespace {

// The Lambda object of an answer table: slot 0 counts the calls, then the
// answers given so far.
Object answer_object(const RuntimeClass* cls, std::shared_ptr<AnswerTable> table, std::vector<Value> answers) {
    Object object;
    object.kind = Object::Kind::Lambda;
    object.cls = cls;
    object.slots = {Value::i32(0)};
    object.slots.insert(object.slots.end(), answers.begin(), answers.end());
    object.binding = std::shared_ptr<const AnswerTable>(std::move(table));
    return object;
}

}  // namespace

// The interface's one abstract method (its own or inherited), leaving out
// the public methods of Object an interface may redeclare (Comparator's
// equals); null when it has none or several.
const MethodInfo* Interpreter::functional_method(const RuntimeClass* interface) {
    if (interface == nullptr || !interface->is_interface()) return nullptr;
    const MethodInfo* found = nullptr;
    std::vector<const RuntimeClass*> pending{interface};
    std::set<std::string> seen;
    while (!pending.empty()) {
        const RuntimeClass* cls = pending.back();
        pending.pop_back();
        for (const RuntimeClass* super : cls->interfaces) pending.push_back(super);
        for (const MethodInfo& method : cls->methods) {
            if (!method.method->is_abstract() || method.is_static()) continue;
            const std::string key = method.name() + method.descriptor();
            if (key == "equals(Ljava/lang/Object;)Z" || key == "hashCode()I" || key == "toString()Ljava/lang/String;")
                continue;
            if (!seen.insert(key).second) continue;
            // An abstract method that a subinterface implements by default
            // (Function's apply given a body by a subinterface) is not open.
            const MethodInfo* selected = interface->find_method(method.name(), method.descriptor());
            if (selected != nullptr && !selected->method->is_abstract()) continue;
            if (found != nullptr) return nullptr;
            found = &method;
        }
    }
    return found;
}

// The class of an interface's answer tables: one per interface and
// exploration, a lambda class implementing it.
const RuntimeClass* Interpreter::answer_class(const RuntimeClass* interface) {
    auto [it, added] = answer_classes_.try_emplace(interface, nullptr);
    if (added) it->second = program_.lambda_class(interface, {interface});
    return it->second;
}

bool Interpreter::is_answer_class(const RuntimeClass* cls) const {
    for (const auto& [interface, answers] : answer_classes_)
        if (answers == cls) return true;
    return false;
}

// What an answer is: the method's result, or for an Object result the
// type argument the declared type gives it (Function<Item, String>'s
// apply answers Strings; Supplier<Integer>'s get, Integers).
std::string Interpreter::answer_descriptor(const MethodInfo& method, const LazyReference& ref) {
    const std::string& descriptor = method.descriptor();
    std::string result = descriptor.substr(descriptor.find(')') + 1);
    if (result != "Ljava/lang/Object;" || method.method->signature == std::nullopt) return result;
    auto signature = classfile::parse_method_signature(*method.method->signature);
    const RuntimeClass* owner = method.owner;
    if (!signature || signature->result.kind != classfile::TypeSignature::Kind::TypeVariable ||
        owner->file == nullptr || !owner->file->signature || ref.declared != owner)
        return result;
    auto owner_signature = classfile::parse_class_signature(*owner->file->signature);
    if (!owner_signature) return result;
    const auto& parameters = owner_signature->type_parameters;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        if (parameters[i].name != signature->result.variable) continue;
        const RuntimeClass* argument = parameters.size() == 1 ? ref.element
                                       : parameters.size() == 2 ? (i == 0 ? ref.element : ref.value)
                                                                : nullptr;
        if (argument != nullptr && !argument->is_array()) return "L" + argument->name + ";";
    }
    return result;
}

std::int32_t Interpreter::make_input_function(State& state, const RuntimeClass* cls, const LazyReference& ref) {
    const RuntimeClass* interface = cls->interfaces.at(0);
    const MethodInfo* method = functional_method(interface);
    InputGraph& graph = inputs_for_write(state);
    auto table = std::make_shared<AnswerTable>();
    table->method = method;
    table->answer_descriptor = answer_descriptor(*method, ref);
    table->origin = ref.origin;
    table->input = static_cast<std::int32_t>(graph.objects.size());
    InputObject input;
    input.origin = ref.origin;
    input.cls = cls;
    input.function = method;
    input.address = state.heap.allocate(answer_object(cls, std::move(table), {}));
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

std::uint32_t Interpreter::new_answer_table(State& state, const RuntimeClass* cls, const MethodInfo& method,
                                            std::vector<Value> answers) {
    auto table = std::make_shared<AnswerTable>();
    table->method = &method;
    table->answer_descriptor = method.descriptor().substr(method.descriptor().find(')') + 1);
    return state.heap.allocate(answer_object(cls, std::move(table), std::move(answers)));
}

// The next answer of the table at `address`: one the table holds (a
// replay's), or in a path a fresh input made now: a primitive, a String or
// null (a choice); answers of other classes are null, a bound the path
// records. A replay past its answers
// throws what the test's list iterator would.
std::optional<Value> Interpreter::next_answer(State& state, std::uint32_t address, std::string_view name,
                                              std::string_view descriptor) {
    const Object& object = state.heap.get(address);
    const auto* bound = std::get_if<std::shared_ptr<const AnswerTable>>(&object.binding);
    if (bound == nullptr) return std::nullopt;
    const std::shared_ptr<const AnswerTable> table = *bound;  // `object` may move as the heap changes
    if (name != table->method->name() || descriptor != table->method->descriptor()) return std::nullopt;
    const std::int32_t calls = object.slots.at(0).as_i32();
    const bool void_method = descriptor.back() == 'V';
    Value answer = Value::null();
    if (void_method) {
    } else if (static_cast<std::size_t>(calls) + 1 < object.slots.size()) {
        answer = object.slots[static_cast<std::size_t>(calls) + 1];
    } else if (table->input < 0) {
        throw_new(state, "java/util/NoSuchElementException", "no answer left");
    } else {
        const std::string& type = table->answer_descriptor;
        const std::string origin = fmt::format("{}.{}({})", table->origin, name, calls);
        if (type[0] != 'L' && type[0] != '[') {
            answer = symbolic_input(state, type[0], origin);
        } else if (type == "Ljava/lang/String;") {
            // Text or null: a choice made before anything changes, so a
            // fork re-running the call makes the same answer.
            if (choose_alternative(state, 2) == 0) {
                const std::int32_t made = make_input_string(state, klass("java/lang/String"), origin);
                answer = Value::ref(state.inputs->objects[static_cast<std::size_t>(made)].address);
            }
        } else {
            limit_inputs(state, fmt::format("{}: answers of type {} are null", table->origin, type));
        }
        inputs_for_write(state).objects[static_cast<std::size_t>(table->input)].slots.push_back(answer);
        state.heap.mutate(address).slots.push_back(answer);
    }
    state.heap.mutate(address).slots[0] = Value::i32(calls + 1);
    return answer;
}

}  // namespace symcrete::engine::detail
