// invokedynamic for the bootstrap methods javac emits: LambdaMetafactory
// (lambdas and method references), StringConcatFactory (string `+` since
// Java 9), ObjectMethods (a record's toString, hashCode and equals) and
// SwitchBootstraps (pattern switches, run by switch_bootstraps.cpp). Each
// call site is linked once, on first execution, into a CallSiteLink; the
// engine then implements the linked behaviour directly rather than running
// java.lang.invoke's method-handle machinery.
#include <fmt/format.h>

#include <bit>
#include <cassert>
#include <variant>

#include "boxing_adaptation.h"
#include "interpreter.h"
#include "engine/jdk_value_classes.h"
#include "symbolic_text.h"

namespace symcrete::engine::detail {

namespace {

using classfile::RefKind;

// A method descriptor split into field descriptors.
struct Signature {
    std::vector<std::string> params;
    std::string result;
};

Signature split_descriptor(std::string_view descriptor) {
    Signature sig;
    std::size_t i = 1;
    auto one = [&](std::size_t start) {
        std::size_t j = start;
        while (descriptor[j] == '[') ++j;
        if (descriptor[j] == 'L') j = descriptor.find(';', j);
        return std::string(descriptor.substr(start, j + 1 - start));
    };
    while (i < descriptor.size() && descriptor[i] != ')') {
        sig.params.push_back(one(i));
        i += sig.params.back().size();
    }
    sig.result = one(i + 1);
    return sig;
}

bool is_reference(char type) { return type == 'L' || type == '['; }

}  // namespace
}  // namespace symcrete::engine::detail

namespace symcrete::engine {

// The links heap.h and runtime_class.h name without defining: only this file
// makes and reads them.
struct LambdaLink {
    const RuntimeClass* cls = nullptr;  // the class of the lambda objects
    std::string method_name;         // the functional interface's method
    classfile::RefKind kind = classfile::RefKind::InvokeStatic;
    const MethodInfo* impl = nullptr;
    detail::Signature impl_signature;        // the implementation's own parameters (no receiver)
    std::vector<std::string> wanted; // the implementation's parameter types, the receiver included
    bool direct = false;             // arguments and result pass unchanged
};

struct ConcatLink {
    std::u16string recipe;  // \1: the next argument, \2: the next constant
    std::vector<std::u16string> constants;
    std::vector<char> arg_types;
};

struct RecordLink {
    std::string method;  // toString, hashCode or equals
    const RuntimeClass* record = nullptr;
    std::vector<std::string> names;
    std::vector<FieldSlot> fields;
};

struct CallSiteLink {
    std::variant<LambdaLink, ConcatLink, RecordLink, SwitchLink> link;
};

}  // namespace symcrete::engine

namespace symcrete::engine::detail {

bool Interpreter::invoke_lambda(State& state, const Object& lambda, const MethodInfo& resolved, const Value* args,
                                ir::Reg result) {
    if (std::holds_alternative<std::shared_ptr<const AnswerTable>>(lambda.binding)) {
        const std::optional<Value> answer = next_answer(state, args[0].as_ref(), resolved.name(), resolved.descriptor());
        if (!answer) return false;
        if (resolved.return_type != 'V' && result != ir::kNoReg) state.registers[state.frames.back().base + result] = *answer;
        ++state.frames.back().index;
        return true;
    }
    const auto* bound = std::get_if<std::shared_ptr<const LambdaLink>>(&lambda.binding);
    assert(bound != nullptr && *bound != nullptr && "a Lambda object is made with its link");
    const LambdaLink& link = **bound;
    const std::size_t sam_params = resolved.arg_count - 1u;  // the receiver is the lambda
    if (resolved.name() != link.method_name || sam_params + lambda.slots.size() != link.wanted.size()) return false;
    std::vector<Value> full(lambda.slots.begin(), lambda.slots.end());
    full.insert(full.end(), args + 1, args + 1 + sam_params);
    const bool returns_void = resolved.return_type == 'V';

    const MethodInfo* target = link.impl;
    bool needs_receiver = link.kind == RefKind::InvokeVirtual || link.kind == RefKind::InvokeInterface ||
                          link.kind == RefKind::InvokeSpecial;
    if (link.direct && link.kind != RefKind::NewInvokeSpecial) {
        if (needs_receiver) {
            if (full[0].as_ref() == 0) throw_npe(state);
            if (link.kind != RefKind::InvokeSpecial) {
                const Object& receiver = state.heap.get(full[0].as_ref());
                CallSiteCache scratch;
                target = &select_target(state, receiver, *link.impl, scratch);
            }
        } else if (state.init_status(target->owner->id) != InitStatus::Done) {
            initialize(state, target->owner);
        }
        if (enter(state, *target, full.data(), returns_void ? ir::kNoReg : result))
            ++state.frames.back().index;
        return true;
    }

    const Value value = *call_lambda(state, lambda, resolved.name(), resolved.descriptor(), args);
    if (!returns_void && result != ir::kNoReg) state.registers[state.frames.back().base + result] = value;
    ++state.frames.back().index;
    return true;
}

std::optional<Value> Interpreter::call_lambda(State& state, const Object& lambda, std::string_view name,
                                              std::string_view descriptor, const Value* args) {
    if (std::holds_alternative<std::shared_ptr<const AnswerTable>>(lambda.binding))
        return next_answer(state, args[0].as_ref(), name, descriptor);
    const auto* bound = std::get_if<std::shared_ptr<const LambdaLink>>(&lambda.binding);
    assert(bound != nullptr && *bound != nullptr && "a Lambda object is made with its link");
    const std::shared_ptr<const LambdaLink> held = *bound;  // `lambda` may move as the heap changes
    const LambdaLink& link = *held;
    const Signature sam = split_descriptor(descriptor);
    const std::size_t captured = lambda.slots.size();
    if (name != link.method_name || sam.params.size() + captured != link.wanted.size()) return std::nullopt;
    std::vector<Value> full(lambda.slots.begin(), lambda.slots.end());
    full.insert(full.end(), args + 1, args + 1 + sam.params.size());
    // Adapt each argument from the interface's view to the implementation's.
    for (std::size_t i = 0; i < full.size(); ++i) {
        const char from = i < captured ? link.wanted[i][0] : sam.params[i - captured][0];
        full[i] = adapt_value(*this, state, full[i], from, link.wanted[i][0]);
    }
    const bool needs_receiver = link.kind == RefKind::InvokeVirtual || link.kind == RefKind::InvokeInterface ||
                                link.kind == RefKind::InvokeSpecial;
    Value value;
    char produced = link.impl_signature.result[0];
    if (link.kind == RefKind::NewInvokeSpecial) {
        std::uint32_t object = new_instance(state, link.impl->owner);
        full.insert(full.begin(), Value::ref(object));
        call(state, *link.impl, full);
        value = Value::ref(object);
        produced = 'L';
    } else if (needs_receiver && link.kind != RefKind::InvokeSpecial) {
        value = call_virtual(state, link.impl->name(), link.impl->descriptor(), full);
    } else {
        value = call(state, *link.impl, full);
    }
    if (sam.result == "V") return Value();
    if (produced == 'V') unsupported("lambda returning void where a value is expected");
    return adapt_value(*this, state, value, produced, sam.result[0]);
}

namespace {

// floatToIntBits / doubleToLongBits: the bits, with every NaN the canonical one.
std::uint64_t canonical_bits(Value v, char type) {
    if (type == 'F') {
        float f = v.as_f32();
        return f != f ? 0x7fc00000u : std::bit_cast<std::uint32_t>(f);
    }
    double d = v.as_f64();
    return d != d ? 0x7ff8000000000000ULL : std::bit_cast<std::uint64_t>(d);
}

std::int32_t java_hash(Value v, char type) {
    switch (type) {
        case 'Z': return v.as_i32() != 0 ? 1231 : 1237;
        case 'J': {
            std::uint64_t bits = static_cast<std::uint64_t>(v.as_i64());
            return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits ^ (bits >> 32)));
        }
        case 'F': return static_cast<std::int32_t>(canonical_bits(v, 'F'));
        case 'D': {
            std::uint64_t bits = canonical_bits(v, 'D');
            return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits ^ (bits >> 32)));
        }
        default: return v.as_i32();
    }
}

}  // namespace

void Interpreter::invoke_dynamic(State& state, Frame& frame, const ir::Instr& instr) {
    const Code& code = *frame.code;
    const ir::Call& call_site = code.fn->calls[instr.aux];
    std::shared_ptr<const CallSiteLink>& cached = code.call_sites[instr.aux];
    if (!cached) {
        const classfile::ClassFile& file = *code.method->owner->file;
        const classfile::ConstantPool& pool = file.constant_pool;
        if (call_site.bootstrap >= file.bootstrap_methods.size()) unsupported("invokedynamic without a bootstrap method");
        const classfile::BootstrapMethod& bsm = file.bootstrap_methods[call_site.bootstrap];
        classfile::MemberRef bootstrap = pool.member_ref(pool.at(bsm.method_handle).ref1);
        std::string bootstrap_name = fmt::format("{}.{}", bootstrap.owner, bootstrap.name);
        auto handle = [&](std::size_t i) {
            const classfile::CpEntry& entry = pool.at(bsm.arguments.at(i));
            if (entry.tag != classfile::CpTag::MethodHandle) unsupported("bootstrap argument is not a method handle");
            return std::make_pair(entry.ref_kind, pool.member_ref(entry.ref1));
        };
        Signature site = split_descriptor(call_site.descriptor);
        if (bootstrap_name == "java/lang/invoke/LambdaMetafactory.metafactory" ||
            bootstrap_name == "java/lang/invoke/LambdaMetafactory.altMetafactory") {
            LambdaLink link;
            std::vector<const RuntimeClass*> interfaces{klass(site.result.substr(1, site.result.size() - 2))};
            if (bootstrap.name == "altMetafactory") {
                // flags, then marker interfaces (FLAG_MARKERS); FLAG_SERIALIZABLE adds Serializable.
                constexpr std::int64_t kSerializable = 1;
                constexpr std::int64_t kMarkers = 2;
                std::int64_t flags = pool.at(bsm.arguments.at(3)).integer;
                if (flags & kMarkers) {
                    std::size_t count = static_cast<std::size_t>(pool.at(bsm.arguments.at(4)).integer);
                    for (std::size_t i = 0; i < count; ++i) interfaces.push_back(klass(pool.class_name(bsm.arguments.at(5 + i))));
                }
                if (flags & kSerializable) interfaces.push_back(klass("java/io/Serializable"));
            }
            link.cls = program_.lambda_class(code.method->owner, std::move(interfaces));
            link.method_name = call_site.name;
            auto [kind, member] = handle(1);
            link.kind = kind;
            auto impl = program_.resolve_method(klass(member.owner), member.name, member.descriptor);
            if (!impl) unsupported(impl.error().message);
            link.impl = *impl;
            link.impl_signature = split_descriptor(member.descriptor);
            // The interface's erased method type (argument 0) against the implementation's.
            Signature erased = split_descriptor(pool.utf8(pool.at(bsm.arguments.at(0)).ref1));
            std::vector<std::string>& wanted = link.wanted;
            if (kind != RefKind::InvokeStatic && kind != RefKind::NewInvokeSpecial)
                wanted.push_back("L" + std::string(member.owner) + ";");
            wanted.insert(wanted.end(), link.impl_signature.params.begin(), link.impl_signature.params.end());
            std::vector<std::string> given = site.params;
            given.insert(given.end(), erased.params.begin(), erased.params.end());
            link.direct = given.size() == wanted.size();
            for (std::size_t i = 0; link.direct && i < given.size(); ++i)
                link.direct = is_reference(given[i][0]) ? is_reference(wanted[i][0]) : given[i][0] == wanted[i][0];
            char r = link.impl_signature.result[0];
            char e = erased.result[0];
            link.direct = link.direct && (e == 'V' || (is_reference(e) ? is_reference(r) : e == r));
            cached = std::make_shared<const CallSiteLink>(CallSiteLink{std::move(link)});
        } else if (bootstrap_name == "java/lang/invoke/StringConcatFactory.makeConcatWithConstants" ||
                   bootstrap_name == "java/lang/invoke/StringConcatFactory.makeConcat") {
            ConcatLink link;
            for (const std::string& p : site.params) link.arg_types.push_back(p[0]);
            if (bootstrap.name == "makeConcat") {
                link.recipe.assign(site.params.size(), u'\1');
            } else {
                link.recipe = utf16(pool.string(bsm.arguments.at(0)));
                for (std::size_t i = 1; i < bsm.arguments.size(); ++i) {
                    const classfile::CpEntry& entry = pool.at(bsm.arguments[i]);
                    if (entry.tag == classfile::CpTag::String)
                        link.constants.push_back(utf16(pool.string(bsm.arguments[i])));
                    else if (entry.tag == classfile::CpTag::Integer)
                        link.constants.push_back(utf16(std::to_string(static_cast<std::int32_t>(entry.integer))));
                    else
                        unsupported("string concatenation constant of kind " + std::string(classfile::to_string(entry.tag)));
                }
            }
            cached = std::make_shared<const CallSiteLink>(CallSiteLink{std::move(link)});
        } else if (bootstrap_name == "java/lang/runtime/ObjectMethods.bootstrap") {
            RecordLink link;
            link.method = call_site.name;
            link.record = klass(pool.class_name(bsm.arguments.at(0)));
            std::string names(pool.string(bsm.arguments.at(1)));
            for (std::size_t start = 0; !names.empty() && start <= names.size();) {
                std::size_t end = names.find(';', start);
                if (end == std::string::npos) end = names.size();
                link.names.push_back(names.substr(start, end - start));
                start = end + 1;
            }
            for (std::size_t i = 2; i < bsm.arguments.size(); ++i) {
                auto [kind, member] = handle(i);
                auto slot = program_.resolve_field(klass(member.owner), member.name, member.descriptor);
                if (!slot) unsupported(slot.error().message);
                link.fields.push_back(*slot);
            }
            cached = std::make_shared<const CallSiteLink>(CallSiteLink{std::move(link)});
        } else if (bootstrap_name == "java/lang/runtime/SwitchBootstraps.typeSwitch" ||
                   bootstrap_name == "java/lang/runtime/SwitchBootstraps.enumSwitch") {
            cached = std::make_shared<const CallSiteLink>(
                CallSiteLink{link_switch(file, bsm, bootstrap.name, call_site.descriptor)});
        } else {
            unsupported(bootstrap_name);
        }
    }

    const auto& link = cached->link;
    std::vector<Value> args;
    for (ir::Reg r : call_site.args) args.push_back(state.registers[frame.base + r]);
    const ir::Reg dst = instr.dst;
    Value value;
    if (const auto* lambda = std::get_if<LambdaLink>(&link)) {
        Object object;
        object.kind = Object::Kind::Lambda;
        object.cls = lambda->cls;
        object.slots = args;
        object.binding = std::shared_ptr<const LambdaLink>(cached, lambda);
        value = Value::ref(state.heap.allocate(std::move(object)));
    } else if (const auto* concat = std::get_if<ConcatLink>(&link)) {
        // Concrete pieces gather in `text`; a String with symbolic text
        // joins them symbolically (symbolic_text.h).
        std::u16string text;
        std::optional<Object::SymbolicText> symbolic;
        TextAlgebra algebra(ctx_);
        auto flush = [&] {
            if (symbolic && !text.empty()) symbolic = algebra.concat(*symbolic, TextAlgebra::lift(text));
            if (symbolic) text.clear();
        };
        std::size_t next_arg = 0;
        std::size_t next_constant = 0;
        for (char16_t c : concat->recipe) {
            if (c == u'\1') {
                const Value arg = args[next_arg];
                const char type = concat->arg_types[next_arg];
                std::optional<Object::SymbolicText> part;
                if (type == 'L' && arg.as_ref() != 0 && state.heap.get(arg.as_ref()).kind == Object::Kind::SymbolicString)
                    part = *state.heap.get(arg.as_ref()).symbolic_text;
                else if (arg.is_symbolic() && (type == 'C' || (options_.exact_values && type != 'F' && type != 'D')))
                    part = value_text(*this, state, arg, type);
                else if (arg.is_symbolic() && (type == 'I' || type == 'J' || type == 'S' || type == 'B'))
                    part = value_text_of_modelled_width(*this, state, arg, type);
                if (part) {
                    symbolic = symbolic ? algebra.concat(*symbolic, TextAlgebra::lift(text)) : TextAlgebra::lift(text);
                    text.clear();
                    symbolic = algebra.concat(*symbolic, *part);
                } else {
                    text += to_java_string(state, arg, concat->arg_types[next_arg]);
                }
                ++next_arg;
            } else if (c == u'\2') {
                text += concat->constants.at(next_constant++);
            } else {
                text.push_back(c);
            }
        }
        flush();
        if (symbolic) {
            Object object;
            object.kind = Object::Kind::SymbolicString;
            object.cls = klass("java/lang/String");
            object.symbolic_text = std::make_shared<const Object::SymbolicText>(std::move(*symbolic));
            value = Value::ref(state.heap.allocate(std::move(object)));
        } else {
            value = Value::ref(new_string(state, std::move(text)));
        }
    } else if (const auto* selection = std::get_if<SwitchLink>(&link)) {
        value = Value::i32(run_switch(state, *selection, args.at(0), args.at(1)));
    } else {
        const auto& record = std::get<RecordLink>(link);
        Value self = args[0];
        if (self.as_ref() == 0) throw_npe(state);
        // A component of a receiver made as an input may still be a lazy
        // reference: chosen here as a getfield would (read raw, its toString
        // ran on the record itself, recursing to the call depth bound).
        auto field = [&](Value object, std::size_t i) {
            return resolve_lazy(state, state.heap.get(object.as_ref()).slots[record.fields[i].index]);
        };
        if (record.method == "toString") {
            std::u16string text = utf16(record.record->simple_name()) + u"[";
            for (std::size_t i = 0; i < record.fields.size(); ++i) {
                if (i > 0) text += u", ";
                text += utf16(record.names[i]) + u"=" + to_java_string(state, field(self, i), record.fields[i].type);
            }
            value = Value::ref(new_string(state, text + u"]"));
        } else if (record.method == "hashCode") {
            std::uint32_t hash = 0;
            for (std::size_t i = 0; i < record.fields.size(); ++i) {
                Value v = concretize(state, field(self, i));
                std::int32_t h = 0;
                // A component's hashCode may be symbolic (a String input's):
                // pinned to its model value, as the primitives are.
                if (is_reference(record.fields[i].type))
                    h = v.as_ref() == 0 ? 0 : concretize(state, call_virtual(state, "hashCode", "()I", {v})).as_i32();
                else
                    h = java_hash(v, record.fields[i].type);
                hash = hash * 31 + static_cast<std::uint32_t>(h);
            }
            value = Value::i32(static_cast<std::int32_t>(hash));
        } else if (record.method == "equals") {
            Value other = args[1];
            bool equal = other.as_ref() != 0 && program_.is_assignable(state.heap.get(other.as_ref()).cls, record.record);
            for (std::size_t i = 0; equal && i < record.fields.size(); ++i) {
                Value a = concretize(state, field(self, i));
                Value b = concretize(state, field(other, i));
                char type = record.fields[i].type;
                if (is_reference(type))
                    equal = a.as_ref() == b.as_ref() ||
                            (a.as_ref() != 0 &&
                             concretize(state, call_virtual(state, "equals", "(Ljava/lang/Object;)Z", {a, b})).as_i32() != 0);
                else if (type == 'F' || type == 'D')
                    equal = canonical_bits(a, type) == canonical_bits(b, type);  // Float/Double.compare == 0
                else
                    equal = a.bits() == b.bits();
            }
            value = Value::i32(equal ? 1 : 0);
        } else {
            unsupported("java/lang/runtime/ObjectMethods." + record.method);
        }
    }
    if (dst != ir::kNoReg) state.registers[state.frames.back().base + dst] = value;
    ++state.frames.back().index;
}

// String.valueOf for each type: integral types directly, floating point by
// the JDK's own Float/Double.toString (its digit choice is part of the
// contract), objects by their toString().
std::u16string Interpreter::to_java_string(State& state, Value value, char type) {
    value = concretize(state, value);
    switch (type) {
        case 'Z': return value.as_i32() != 0 ? u"true" : u"false";
        case 'C': return std::u16string(1, static_cast<char16_t>(value.as_i32()));
        case 'B': case 'S': case 'I': return utf16(std::to_string(value.as_i32()));
        case 'J': return utf16(std::to_string(value.as_i64()));
        case 'F': return string_chars(state, call_static(state, "java/lang/Float", "toString", "(F)Ljava/lang/String;", {value}));
        case 'D': return string_chars(state, call_static(state, "java/lang/Double", "toString", "(D)Ljava/lang/String;", {value}));
        default: break;
    }
    if (value.as_ref() == 0) return u"null";
    if (state.heap.get(value.as_ref()).kind == Object::Kind::SymbolicString) pin_string(state, value.as_ref());
    const Object& object = state.heap.get(value.as_ref());
    if (object.kind == Object::Kind::String) return object.chars;
    Value text = call_virtual(state, "toString", "()Ljava/lang/String;", {value});
    if (text.as_ref() == 0) return u"null";
    if (state.heap.get(text.as_ref()).kind == Object::Kind::SymbolicString) pin_string(state, text.as_ref());
    return string_chars(state, text);
}

std::u16string Interpreter::printed_text(State& state, Value value, char type) {
    if (!options_.output_unobserved) return to_java_string(state, value, type);
    settle_model(state);
    if (type != 'L' && type != '[') {
        if (!value.is_concrete()) value = expr::evaluate(value.expr(), state.model);
        return to_java_string(state, value, type);
    }
    if (value.as_ref() != 0 && state.heap.get(value.as_ref()).kind == Object::Kind::SymbolicString) {
        return model_text(state, *state.heap.get(value.as_ref()).symbolic_text);
    }
    return to_java_string(state, value, type);
}

}  // namespace symcrete::engine::detail
