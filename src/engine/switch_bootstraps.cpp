// SwitchBootstraps.typeSwitch and enumSwitch (switch_bootstraps.h), run the
// way the JDK's bootstraps define them, label by label from the restart
// index: a Class label matches an instance of the class; a String label
// when `label.equals(target)`; an Integer label when the target is a Number
// whose intValue() (or a Character whose charValue()) equals it; an enum
// constant label (an EnumDesc, or enumSwitch's constant name) only that very
// constant. A null target is -1, no match the label count, and a restart
// index outside [0, labels] an IndexOutOfBoundsException (Objects.checkIndex,
// as the JDK 21 bootstraps check it). javac re-enters the call site with the
// next index when a guard (`when`) or a nested record pattern fails, so each
// case of the switch is reached by the same code on every visit.
//
// Exploring it: labels whose match is known (a type test on the concrete
// object, a constant) decide at once; those that depend on symbolic values
// (an Integer input against `case 5`, a String input against `case "hi"`)
// become one choice among "the first symbolic label that holds, each earlier
// one failing" and "none holds", so every case is a branch of its own and the
// branch bound counts the switch once, as it does a tableswitch.
#include "switch_bootstraps.h"

#include <fmt/format.h>

#include "interpreter.h"

namespace symcrete::engine::detail {

namespace {

using expr::Kind;

constexpr std::string_view kConstantBootstrapsInvoke = "java/lang/invoke/ConstantBootstraps.invoke";

// The static arguments after the method handle of a dynamic constant
// `ConstantBootstraps.invoke(owner.name, ...)`, or nothing when the constant
// at `index` is not one.
std::optional<std::vector<std::uint16_t>> invoke_arguments(const classfile::ClassFile& file, std::uint16_t index,
                                                           std::string_view owner_and_name) {
    const classfile::ConstantPool& pool = file.constant_pool;
    if (!pool.is(index, classfile::CpTag::Dynamic)) return std::nullopt;
    const classfile::CpEntry& constant = pool.at(index);
    if (constant.ref1 >= file.bootstrap_methods.size()) return std::nullopt;
    const classfile::BootstrapMethod& bsm = file.bootstrap_methods[constant.ref1];
    auto names = [&](std::uint16_t handle_index) {
        if (!pool.is(handle_index, classfile::CpTag::MethodHandle)) return std::string();
        const classfile::MemberRef member = pool.member_ref(pool.at(handle_index).ref1);
        return fmt::format("{}.{}", member.owner, member.name);
    };
    if (names(bsm.method_handle) != kConstantBootstrapsInvoke || bsm.arguments.empty() ||
        names(bsm.arguments[0]) != owner_and_name)
        return std::nullopt;
    return std::vector<std::uint16_t>(bsm.arguments.begin() + 1, bsm.arguments.end());
}

// A Java binary name ("p.Outer$Inner") as an internal name.
std::string internal_name(std::string_view binary) {
    std::string name(binary);
    for (char& c : name)
        if (c == '.') c = '/';
    return name;
}

}  // namespace

SwitchLink Interpreter::link_switch(const classfile::ClassFile& file, const classfile::BootstrapMethod& bsm,
                                    std::string_view bootstrap, std::string_view descriptor) {
    const classfile::ConstantPool& pool = file.constant_pool;
    const bool enum_switch = bootstrap == "enumSwitch";
    // A primitive selector (`switch (i) { case int j when ... }`) is Java
    // 23's preview of primitive patterns: its labels and matching differ.
    if (descriptor.size() < 2 || (descriptor[1] != 'L' && descriptor[1] != '['))
        unsupported(fmt::format("SwitchBootstraps.{} on a primitive selector (call site type {})", bootstrap, descriptor));
    // enumSwitch's selector type (the first parameter) is the enum whose
    // constants its String labels name.
    const RuntimeClass* selector = nullptr;
    if (enum_switch) {
        const std::size_t end = descriptor.find(';');
        if (descriptor.size() < 3 || descriptor[1] != 'L' || end == std::string_view::npos)
            unsupported(fmt::format("SwitchBootstraps.enumSwitch with the call site type {}", descriptor));
        selector = klass(descriptor.substr(2, end - 2));
    }
    SwitchLink link;
    for (std::uint16_t index : bsm.arguments) {
        const classfile::CpEntry& entry = pool.at(index);
        SwitchLabel label;
        switch (entry.tag) {
            case classfile::CpTag::Class:
                label.kind = SwitchLabel::Kind::Type;
                label.type = klass(pool.class_name(index));
                break;
            case classfile::CpTag::String:
                label.kind = enum_switch ? SwitchLabel::Kind::EnumConstant : SwitchLabel::Kind::Text;
                label.type = selector;
                label.text = utf16(pool.string(index));
                break;
            case classfile::CpTag::Integer:
                if (enum_switch) unsupported("an Integer label in SwitchBootstraps.enumSwitch");
                label.kind = SwitchLabel::Kind::Integer;
                label.integer = static_cast<std::int32_t>(entry.integer);
                break;
            case classfile::CpTag::Dynamic: {
                // javac's EnumDesc: invoke(EnumDesc.of, invoke(ClassDesc.of, "p.E"), "NAME").
                auto desc = invoke_arguments(file, index, "java/lang/Enum$EnumDesc.of");
                std::optional<std::vector<std::uint16_t>> class_desc;
                if (desc && desc->size() == 2) class_desc = invoke_arguments(file, (*desc)[0], "java/lang/constant/ClassDesc.of");
                if (!class_desc || class_desc->size() != 1 || !pool.is((*class_desc)[0], classfile::CpTag::String) ||
                    !pool.is((*desc)[1], classfile::CpTag::String))
                    unsupported("a SwitchBootstraps label that is a dynamic constant other than an EnumDesc");
                label.kind = SwitchLabel::Kind::EnumConstant;
                label.type = klass(internal_name(pool.string((*class_desc)[0])));
                label.text = utf16(pool.string((*desc)[1]));
                break;
            }
            default:
                // Long, Float, Double and Boolean labels: primitive patterns,
                // a preview feature of Java 23 and later.
                unsupported(fmt::format("a SwitchBootstraps.{} label of kind {}", bootstrap, classfile::to_string(entry.tag)));
        }
        link.labels.push_back(std::move(label));
    }
    return link;
}

// Whether `target` (not null) matches the label: a concrete boolean, or a
// symbolic condition.
Value Interpreter::switch_label_matches(State& state, const SwitchLabel& label, Value target) {
    const RuntimeClass* cls = state.heap.get(target.as_ref()).cls;
    switch (label.kind) {
        case SwitchLabel::Kind::Type:
            return Value::boolean(program_.is_assignable(cls, label.type));
        case SwitchLabel::Kind::Text: {
            // label.equals(target): String's own equals, symbolic for symbolic text.
            if (cls != klass("java/lang/String")) return Value::boolean(false);
            const Value label_text = Value::ref(intern(state, label.text));
            const Value equal = call_virtual(state, "equals", "(Ljava/lang/Object;)Z", {label_text, target});
            return expr::unary(ctx_, Kind::Not, expr::binary(ctx_, Kind::Eq, equal, Value::i32(0)));
        }
        case SwitchLabel::Kind::Integer: {
            Value value;
            if (program_.is_assignable(cls, klass("java/lang/Number")))
                value = call_virtual(state, "intValue", "()I", {target});
            else if (cls == klass("java/lang/Character"))
                value = call_virtual(state, "charValue", "()C", {target});
            else
                return Value::boolean(false);
            return expr::binary(ctx_, Kind::Eq, value, Value::i32(label.integer));
        }
        case SwitchLabel::Kind::EnumConstant: {
            // The constant the label names, resolved only for a target of
            // its enum (getDeclaringClass: a constant with a body is a subclass).
            const RuntimeClass* declaring = cls->super != nullptr && cls->super->name != "java/lang/Enum" ? cls->super : cls;
            if (!is_enum(declaring) || declaring != label.type) return Value::boolean(false);
            for (const auto& [name, address] : enum_constants(state, declaring))
                if (utf16(name) == label.text) return Value::boolean(address == target.as_ref());
            return Value::boolean(false);  // the enum no longer has that constant: it matches nothing
        }
    }
    return Value::boolean(false);
}

std::int32_t Interpreter::run_switch(State& state, const SwitchLink& link, Value target, Value restart) {
    const auto count = static_cast<std::int32_t>(link.labels.size());
    const std::int32_t from = concretize(state, restart).as_i32();
    if (from < 0 || from > count)
        throw_new(state, "java/lang/IndexOutOfBoundsException",
                  fmt::format("Index {} out of bounds for length {}", from, count + 1));
    if (target.as_ref() == 0) return -1;
    // The labels whose match is symbolic, in order, up to the first that
    // surely matches (or the end).
    std::vector<const expr::Expr*> conditions;
    std::vector<std::int32_t> indices;
    std::int32_t otherwise = count;
    for (std::int32_t i = from; i < count; ++i) {
        const Value matches = switch_label_matches(state, link.labels[static_cast<std::size_t>(i)], target);
        if (matches.is_concrete()) {
            if (!matches.as_bool()) continue;
            otherwise = i;
            break;
        }
        conditions.push_back(matches.expr());
        indices.push_back(i);
    }
    if (conditions.empty()) return otherwise;
    // Option k: label k holds and every earlier one failed; the last: none held.
    std::vector<const expr::Expr*> options;
    const expr::Expr* none_before = ctx_.boolean(true);
    for (const expr::Expr* condition : conditions) {
        options.push_back(ctx_.binary(Kind::BoolAnd, none_before, condition));
        none_before = ctx_.binary(Kind::BoolAnd, none_before, ctx_.unary(Kind::Not, condition));
    }
    options.push_back(none_before);
    const std::size_t chosen = choose(state, options);
    return chosen < indices.size() ? indices[chosen] : otherwise;
}

}  // namespace symcrete::engine::detail
