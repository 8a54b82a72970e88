// Replay inputs carried over to another Program (replay_transfer.h), so a
// test found by exploring one implementation of an API can be run on
// another in the engine: `symcrete diff` and `grade` compare what each
// program does on the same inputs before the JVM confirms it.
#include "engine/replay_transfer.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace symcrete::engine {

std::vector<std::string> instance_field_keys(const RuntimeClass& cls) {
    std::vector<std::string> keys(cls.instance_template.size());
    for (const RuntimeClass* c = &cls; c != nullptr; c = c->super)
        for (const auto& [key, slot] : c->declared_fields)
            if (!slot.is_static && slot.index < keys.size() && keys[slot.index].empty())
                keys[slot.index] = c->name + "." + key;
    return keys;
}

namespace {

// Looks classes and methods of one Program up in another by name.
class Transfer {
public:
    explicit Transfer(Program& to) : to_(to) {}

    Result<const RuntimeClass*> klass(const RuntimeClass* from) {
        if (from == nullptr) return static_cast<const RuntimeClass*>(nullptr);
        if (is_lambda_class(from)) return lambda(from);
        auto found = to_.klass(from->name);
        if (!found)
            return Error{fmt::format("the other program has no class {}: {}", from->name, found.error().message),
                         ErrorKind::Unsupported};
        return *found;
    }

    Result<const MethodInfo*> method(const MethodInfo* from) {
        if (from == nullptr) return static_cast<const MethodInfo*>(nullptr);
        auto owner = klass(from->owner);
        if (!owner) return owner.error();
        const MethodInfo* found = (*owner)->find_method(from->name(), from->descriptor());
        if (found == nullptr)
            return Error{fmt::format("the other program's {} has no method {}{}", from->owner->name, from->name(),
                                     from->descriptor()),
                         ErrorKind::Unsupported};
        return found;
    }

    Result<std::vector<const MethodInfo*>> methods(const std::vector<const MethodInfo*>& from) {
        std::vector<const MethodInfo*> out;
        for (const MethodInfo* m : from) {
            auto found = method(m);
            if (!found) return found.error();
            out.push_back(*found);
        }
        return out;
    }

    // An object's slots: a JDK class, an array or an object built by its
    // constructor keeps them as they are (the JDK is the same in both; a
    // constructed object's slots are its arguments); an application object
    // made field by field needs its class's fields alike in both programs.
    Result<std::vector<Value>> slots(const ReplayObject& object, const RuntimeClass& target) {
        if (object.cls->is_array() || is_jdk_class(object.cls) || object.constructor != nullptr ||
            object.function != nullptr || object.collection != CollectionKind::None || object.jdk_value ||
            !object.constant.empty() || object.cls->shape != ObjectShape::Instance)
            return object.slots;
        if (instance_field_keys(*object.cls) != instance_field_keys(target))
            return Error{fmt::format("{} has other fields in the other program, and an input of it made field by "
                                     "field may be a state no code of that program makes",
                                     object.cls->name),
                         ErrorKind::Unsupported};
        return object.slots;
    }

private:
    // A lambda's class is spun by the program that made the lambda
    // (Program::lambda_class: no class file, Object's subclass implementing
    // the interfaces); the other program spins its own, once per class.
    static bool is_lambda_class(const RuntimeClass* cls) {
        return cls->file == nullptr && cls->name.find("$$Lambda$") != std::string::npos;
    }

    Result<const RuntimeClass*> lambda(const RuntimeClass* from) {
        if (auto known = lambdas_.find(from); known != lambdas_.end()) return known->second;
        std::vector<const RuntimeClass*> interfaces;
        for (const RuntimeClass* interface : from->interfaces) {
            auto found = klass(interface);
            if (!found) return found.error();
            interfaces.push_back(*found);
        }
        if (interfaces.empty())
            return Error{fmt::format("the lambda class {} implements no interface", from->name), ErrorKind::Unsupported};
        const RuntimeClass* made = to_.lambda_class(interfaces.front(), interfaces);
        lambdas_.emplace(from, made);
        return made;
    }

    Program& to_;
    std::map<const RuntimeClass*, const RuntimeClass*> lambdas_;
};

}  // namespace

Result<ReplayInputs> transfer_replay_inputs(const ReplayInputs& inputs, Program& to) {
    Transfer transfer(to);
    ReplayInputs out;
    out.arguments = inputs.arguments;
    for (const ReplayObject& object : inputs.objects) {
        ReplayObject moved = object;
        auto cls = transfer.klass(object.cls);
        if (!cls) return cls.error();
        moved.cls = *cls;
        auto slots = transfer.slots(object, **cls);
        if (!slots) return slots.error();
        moved.slots = std::move(slots).value();
        auto owner = transfer.klass(object.constant_owner);
        if (!owner) return owner.error();
        moved.constant_owner = *owner;
        auto constructor = transfer.method(object.constructor);
        if (!constructor) return constructor.error();
        moved.constructor = *constructor;
        auto calls = transfer.methods(object.calls);
        if (!calls) return calls.error();
        moved.calls = std::move(calls).value();
        auto function = transfer.method(object.function);
        if (!function) return function.error();
        moved.function = *function;
        out.objects.push_back(std::move(moved));
    }
    if (inputs.construction) {
        Construction construction = *inputs.construction;
        auto method = transfer.method(construction.method);
        if (!method) return method.error();
        construction.method = *method;
        for (SetupCall& call : construction.calls) {
            auto called = transfer.method(call.method);
            if (!called) return called.error();
            call.method = *called;
        }
        out.construction = std::move(construction);
    }
    return out;
}

}  // namespace symcrete::engine
