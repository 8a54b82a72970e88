// A finished path's inputs under its model, converted into two parallel forms
// at once: what the JUnit writer prints (TestObject, InputValue) and what the
// engine replays (ReplayInputs), built from the same values so the replay runs
// what the test will. Fields at their default value are left out of the test;
// string chars that neither the path condition nor the result depends on read
// as letters ('a', 'b', ...); objects left by abandoned input choices are
// dropped and the rest renumbered.
#include "testgen/test_inputs.h"

#include <algorithm>
#include <set>

#include "engine/jdk_value_classes.h"
#include "expr/evaluator.h"

namespace symcrete::testgen {

using engine::InputGraph;
using engine::LazyReference;
using expr::Value;

namespace {

Value under_model(const Value& value, const expr::Assignment& model) {
    return value.is_symbolic() ? expr::evaluate(value.expr(), model) : value;
}

// The engine's value of a Java primitive (narrow types as Java's int holds them).
Value engine_value(const JavaValue& v) {
    switch (v.type) {
        case JavaValue::Type::Boolean: return Value::i32(v.bits != 0 ? 1 : 0);
        case JavaValue::Type::Byte: return Value::i32(static_cast<std::int8_t>(v.bits));
        case JavaValue::Type::Char: return Value::i32(static_cast<std::uint16_t>(v.bits));
        case JavaValue::Type::Short: return Value::i32(static_cast<std::int16_t>(v.bits));
        case JavaValue::Type::Int: return Value::i32(static_cast<std::int32_t>(v.bits));
        case JavaValue::Type::Long: return Value::i64(static_cast<std::int64_t>(v.bits));
        case JavaValue::Type::Float: return Value::of_bits(expr::ValueKind::Float, v.bits);
        case JavaValue::Type::Double: return Value::of_bits(expr::ValueKind::Double, v.bits);
    }
    return Value::i32(0);
}


// The decimal text of a BigInteger (signum, then magnitude ints most
// significant first, at most two) or a BigDecimal (unscaled long, scale >=
// 0): what `new BigInteger(text)` or `new BigDecimal(text)` reads back as
// the same parts ("-12.50" is 1250 unscaled at scale 2).
std::string big_number_text(bool decimal, const std::vector<Value>& parts) {
    std::uint64_t magnitude = 0;
    bool negative = false;
    std::int32_t scale = 0;
    if (decimal) {
        const std::int64_t unscaled = parts.at(0).as_i64();
        negative = unscaled < 0;
        magnitude = negative ? 0 - static_cast<std::uint64_t>(unscaled) : static_cast<std::uint64_t>(unscaled);
        scale = parts.at(1).as_i32();
    } else {
        negative = parts.at(0).as_i32() < 0;
        for (std::size_t i = 1; i < parts.size(); ++i)
            magnitude = (magnitude << 32) | static_cast<std::uint32_t>(parts[i].as_i32());
    }
    // Built by appending: GCC 12 warns falsely (-Wrestrict) on inserts.
    const std::string digits = std::to_string(magnitude);
    const auto fraction = static_cast<std::size_t>(std::max(scale, 0));
    const std::size_t padded = std::max(digits.size(), fraction + 1);
    std::string text;
    if (negative) text.push_back('-');
    for (std::size_t i = 0; i < padded; ++i) {
        if (i == padded - fraction) text.push_back('.');
        text.push_back(i + digits.size() < padded ? '0' : digits[i + digits.size() - padded]);
    }
    return text;
}

struct Converter {
    expr::ExprContext& context;
    const engine::PathResult& path;
    std::string package;  // where the test lives
    // The inputs the path's outcome depends on (its condition and its
    // result); any value of the others gives the same path.
    std::set<const expr::Expr*> relevant;
    ConcreteInputs out;

    // A reference input: the object the path chose for it, or null (also
    // for a reference it never read, where any value does).
    std::pair<InputValue, Value> reference(const Value& v) const {
        if (engine::is_lazy_reference(v) && path.inputs) {
            const LazyReference& ref = path.inputs->references[engine::lazy_reference_id(v)];
            if (ref.target >= 0) {
                const auto k = static_cast<std::size_t>(ref.target);
                return {InputValue::object_at(k), engine::replay_reference(k)};
            }
        }
        return {InputValue::null(), Value::null()};
    }

    std::pair<InputValue, Value> primitive(char type, const Value& v) const {
        JavaValue java = java_value(type, under_model(v, path.model));
        return {InputValue(java), engine_value(java)};
    }

    // Does the path's outcome depend on the slot's value?
    bool read_by_path(const Value& v) const {
        if (engine::is_lazy_reference(v) && path.inputs)
            return path.inputs->references[engine::lazy_reference_id(v)].target != LazyReference::kUnresolved;
        if (!v.is_symbolic()) return false;
        for (const expr::Expr* var : expr::collect_vars(v.expr()))
            if (relevant.count(var) != 0) return true;
        return false;
    }

    std::pair<InputValue, Value> value(char type, const Value& v) const {
        return type == 'L' || type == '[' ? reference(v) : primitive(type, v);
    }

    void object(const engine::InputObject& input) {
        TestObject test;
        engine::ReplayObject replay;
        test.type = input.cls->name;
        test.origin = input.origin;
        test.nameable = nameable(input.cls, package);
        replay.cls = input.cls;
        if (input.collection != engine::CollectionKind::None) {
            test.collection = input.collection == engine::CollectionKind::List  ? TestObject::Collection::List
                              : input.collection == engine::CollectionKind::Set ? TestObject::Collection::Set
                              : input.collection == engine::CollectionKind::Queue ? TestObject::Collection::Queue
                                                                                 : TestObject::Collection::Map;
            replay.collection = input.collection;
            auto type_name = [&](const engine::RuntimeClass* cls) {
                return cls != nullptr && nameable(cls, package) ? cls->name : std::string("java/lang/Object");
            };
            test.element_type = type_name(input.element);
            if (input.collection == engine::CollectionKind::Map) test.value_type = type_name(input.value);
            for (const Value& slot : input.slots) {
                auto [java, engine] = reference(slot);
                test.elements.push_back(java);
                replay.slots.push_back(engine);
            }
        } else if (input.constructor != nullptr) {
            // Made by its constructor (a record's), then calls on it: their
            // arguments in turn, by parameter type.
            const std::string& descriptor = input.constructor->method->descriptor;
            test.constructor = descriptor;
            replay.constructor = input.constructor;
            replay.calls = input.calls;
            std::vector<char> kinds;
            auto add_kinds = [&](const std::string& of) {
                if (const auto type = classfile::parse_method_descriptor(of))
                    for (const classfile::FieldType& parameter : type->parameters) kinds.push_back(parameter.descriptor()[0]);
            };
            add_kinds(descriptor);
            for (const engine::MethodInfo* call : input.calls) {
                test.calls.push_back({call->method->name, call->method->descriptor});
                add_kinds(call->method->descriptor);
            }
            for (std::size_t i = 0; i < input.slots.size(); ++i) {
                const char kind = i < kinds.size() ? kinds[i] : 'L';
                auto [java, engine] = value(kind, input.slots[i]);
                test.state_read |= read_by_path(input.slots[i]);
                test.constructor_arguments.push_back(java);
                replay.slots.push_back(engine);
            }
        } else if (input.function != nullptr) {
            // A table of answers: the interface the test names, and each
            // answer (a primitive, or a String input made for it).
            test.type = input.cls->interfaces.at(0)->name;
            test.nameable = nameable(input.cls->interfaces.at(0), package);
            test.function = input.function->name();
            test.function_descriptor = input.function->descriptor();
            replay.function = input.function;
            const std::string& descriptor = input.function->descriptor();
            const char result = descriptor[descriptor.find(')') + 1];
            for (const Value& answer : input.slots) {
                if (result != 'L' && result != '[') {
                    auto [java, engine] = primitive(result, answer);
                    test.elements.push_back(java);
                    replay.slots.push_back(engine);
                    continue;
                }
                std::pair<InputValue, Value> made{InputValue::null(), Value::null()};
                for (std::size_t k = 0; path.inputs && answer.as_ref() != 0 && k < path.inputs->objects.size(); ++k)
                    if (path.inputs->objects[k].address == answer.as_ref())
                        made = {InputValue::object_at(k), engine::replay_reference(k)};
                test.elements.push_back(made.first);
                replay.slots.push_back(made.second);
            }
        } else if (input.jdk_value) {
            replay.jdk_value = true;
            for (const Value& part : input.slots) replay.slots.push_back(under_model(part, path.model));
            if (engine::is_time_class(input.cls->name)) {
                std::vector<std::int64_t> parts;
                for (const Value& part : replay.slots)
                    parts.push_back(part.kind() == expr::ValueKind::Long ? part.as_i64() : part.as_i32());
                test.value_text = engine::time_arguments(input.cls->name, parts);
            } else {
                test.value_text = big_number_text(input.cls->name == "java/math/BigDecimal", replay.slots);
            }
        } else if (!input.constant.empty()) {
            test.constant = input.constant;
            replay.constant = input.constant;
            replay.constant_owner = input.constant_owner;
            // The test reads Owner.FIELD. An enum's constant with a body has a
            // class of its own, a subclass of the enum: the test names the enum.
            const engine::RuntimeClass* owner = input.constant_owner;
            const engine::RuntimeClass* named = input.cls->super == owner ? owner : input.cls;
            test.type = named->name;
            test.constant_owner = owner->name;
            test.nameable = nameable(named, package) && nameable(owner, package);
        } else if (input.cls->shape == engine::ObjectShape::String) {
            std::u16string text;
            const std::int32_t length = under_model(input.length, path.model).as_i32();
            for (std::int32_t i = 0; i < length && static_cast<std::size_t>(i) < input.slots.size(); ++i) {
                const Value c = input.slots[static_cast<std::size_t>(i)];
                // A char nothing depends on reads as a letter: "abc", not "  @".
                const bool free = c.is_symbolic() && c.expr()->is_var() && relevant.count(c.expr()) == 0;
                text.push_back(free ? static_cast<char16_t>(u'a' + i % 26)
                                    : static_cast<char16_t>(under_model(c, path.model).as_i32()));
            }
            test.text = text;
            replay.text = std::move(text);
        } else if (input.cls->is_array()) {
            const char element = input.cls->element_type;
            if (input.elements != nullptr) {
                const std::int32_t length = under_model(input.length, path.model).as_i32();
                for (std::int32_t i = 0; i < length; ++i) {
                    auto [java, engine] =
                        primitive(element, Value::symbolic(context.select(input.elements, context.i32(i))));
                    test.elements.push_back(java);
                    replay.slots.push_back(engine);
                }
            } else {
                for (const Value& slot : input.slots) {
                    auto [java, engine] = reference(slot);
                    test.elements.push_back(java);
                    replay.slots.push_back(engine);
                }
            }
        } else {
            if (input.cls->name == "java/util/Optional") {
                test.optional = true;
                test.element_type =
                    input.element != nullptr && nameable(input.element, package) ? input.element->name : "java/lang/Object";
            }
            replay.slots = input.cls->instance_template;
            std::vector<std::pair<std::uint32_t, std::string>> fields;
            for (const engine::RuntimeClass* c = input.cls; c != nullptr; c = c->super) {
                for (const auto& [key, slot] : c->declared_fields)
                    if (!slot.is_static) fields.emplace_back(slot.index, key);
            }
            std::sort(fields.begin(), fields.end());
            for (const auto& [index, key] : fields) {
                const std::string name = key.substr(0, key.find(':'));
                const std::string descriptor = key.substr(key.find(':') + 1);
                auto [java, engine] = value(descriptor[0], input.slots[index]);
                replay.slots[index] = engine;
                test.state_read |= read_by_path(input.slots[index]);
                if (engine::is_box_class(test.type) && name == "value") test.boxed = java.primitive;
                const bool is_default = java.kind == InputValue::Kind::Null ||
                                        (java.kind == InputValue::Kind::Primitive && java.primitive.bits == 0);
                if (!is_default) test.fields.push_back({name, descriptor, java});
            }
        }
        out.objects.push_back(std::move(test));
        out.replay.objects.push_back(std::move(replay));
    }
};

// Keeps only the objects the receiver and arguments reach (a path that
// forked while choosing an input can leave an earlier attempt's objects in
// its graph), renumbered in their order.
void drop_unreachable(ConcreteInputs& inputs) {
    const std::size_t n = inputs.objects.size();
    std::vector<bool> reached(n, false);
    std::vector<std::size_t> work;
    auto visit = [&](const InputValue& v) {
        if (v.kind == InputValue::Kind::Object && v.object < n && !reached[v.object]) {
            reached[v.object] = true;
            work.push_back(v.object);
        }
    };
    if (inputs.receiver) visit(*inputs.receiver);
    for (const InputValue& v : inputs.arguments) visit(v);
    if (inputs.construction) {
        for (const InputValue& v : inputs.construction->arguments) visit(v);
        for (const TestCase::Call& call : inputs.construction->calls)
            for (const InputValue& v : call.arguments) visit(v);
    }
    while (!work.empty()) {
        const TestObject& object = inputs.objects[work.back()];
        work.pop_back();
        for (const auto& field : object.fields) visit(field.value);
        for (const InputValue& element : object.elements) visit(element);
        for (const InputValue& argument : object.constructor_arguments) visit(argument);
    }
    if (std::all_of(reached.begin(), reached.end(), [](bool r) { return r; })) return;
    std::vector<std::size_t> index(n, 0);
    ConcreteInputs kept;
    for (std::size_t k = 0; k < n; ++k) {
        if (!reached[k]) continue;
        index[k] = kept.objects.size();
        kept.objects.push_back(std::move(inputs.objects[k]));
        kept.replay.objects.push_back(std::move(inputs.replay.objects[k]));
    }
    auto renumber = [&](InputValue& v) {
        if (v.kind == InputValue::Kind::Object) v.object = index[v.object];
    };
    auto renumber_engine = [&](Value& v) {
        if (engine::is_lazy_reference(v)) v = engine::replay_reference(index[engine::lazy_reference_id(v)]);
    };
    for (TestObject& object : kept.objects) {
        for (auto& field : object.fields) renumber(field.value);
        for (InputValue& element : object.elements) renumber(element);
        for (InputValue& argument : object.constructor_arguments) renumber(argument);
    }
    for (engine::ReplayObject& object : kept.replay.objects)
        for (Value& slot : object.slots) renumber_engine(slot);
    kept.receiver = inputs.receiver;
    if (kept.receiver) renumber(*kept.receiver);
    kept.arguments = std::move(inputs.arguments);
    for (InputValue& v : kept.arguments) renumber(v);
    kept.replay.arguments = std::move(inputs.replay.arguments);
    for (Value& v : kept.replay.arguments) renumber_engine(v);
    kept.construction = std::move(inputs.construction);
    if (kept.construction) {
        for (InputValue& v : kept.construction->arguments) renumber(v);
        for (TestCase::Call& call : kept.construction->calls)
            for (InputValue& v : call.arguments) renumber(v);
    }
    kept.replay.construction = std::move(inputs.replay.construction);
    if (kept.replay.construction) {
        for (Value& v : kept.replay.construction->arguments) renumber_engine(v);
        for (engine::SetupCall& call : kept.replay.construction->calls)
            for (Value& v : call.arguments) renumber_engine(v);
    }
    inputs = std::move(kept);
}

}  // namespace

std::string package_of(const std::string& internal_name) {
    auto slash = internal_name.rfind('/');
    return slash == std::string::npos ? "" : internal_name.substr(0, slash);
}

// Can a test in `package` name the class in source (see TestObject::nameable)?
bool nameable(const engine::RuntimeClass* cls, const std::string& package) {
    while (cls->is_array()) cls = cls->component;
    if (cls->is_primitive() || cls->file == nullptr) return true;
    const classfile::ClassFile& file = *cls->file;
    const bool is_public = (file.access_flags & classfile::access::Public) != 0;
    if (!is_public && package_of(file.name) != package) return false;
    for (const classfile::InnerClass& inner : file.inner_classes) {
        if (inner.inner_class != file.name) continue;
        if (!inner.inner_name || !inner.outer_class) return false;  // anonymous or local
        if ((inner.access_flags & classfile::access::Private) != 0) return false;
        if ((inner.access_flags & classfile::access::Public) == 0 && package_of(file.name) != package) return false;
    }
    return true;
}

JavaValue java_value(char type, const Value& v) {
    switch (type) {
        case 'Z': return JavaValue::boolean(v.as_i32() != 0);
        case 'B': return JavaValue::byte(static_cast<std::int8_t>(v.as_i32()));
        case 'C': return JavaValue::character(static_cast<std::uint16_t>(v.as_i32()));
        case 'S': return JavaValue::short_value(static_cast<std::int16_t>(v.as_i32()));
        case 'J': return JavaValue::long_value(v.as_i64());
        case 'F': return JavaValue::float_value(v.as_f32());
        case 'D': return JavaValue::double_value(v.as_f64());
        default: return JavaValue::integer(v.as_i32());
    }
}

ConcreteInputs concrete_inputs(expr::ExprContext& context, const engine::PathResult& path,
                               const classfile::MethodType& type, bool is_static, const std::string& test_package) {
    Converter converter{context, path, test_package, {}, {}};
    std::vector<const expr::Expr*> roots = path.path_condition;
    if (path.return_value && path.return_value->is_symbolic()) roots.push_back(path.return_value->expr());
    for (const expr::Expr* var : expr::collect_vars(roots)) converter.relevant.insert(var);
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) converter.object(input);
    }
    std::size_t next = 0;
    if (!is_static && next < path.arguments.size()) {
        auto [java, engine] = converter.reference(path.arguments[next++]);
        if (!path.construction) converter.out.receiver = java;
        converter.out.replay.arguments.push_back(engine);
    }
    if (path.construction) {
        // The receiver as the construction makes it, from its own arguments.
        // Each call's arguments as the method's own: by parameter type.
        auto convert = [&](const classfile::Method& called, const std::vector<Value>& values,
                           std::vector<InputValue>& java_values, std::vector<Value>& engine_values) {
            auto called_type = classfile::parse_method_descriptor(called.descriptor);
            for (std::size_t i = 0; called_type && i < called_type->parameters.size() && i < values.size(); ++i) {
                auto [java, engine] = converter.value(called_type->parameters[i].descriptor()[0], values[i]);
                java_values.push_back(java);
                engine_values.push_back(engine);
            }
        };
        const classfile::Method& made = *path.construction->method->method;
        TestCase::Construction construction{made.name, made.descriptor, {}};
        engine::Construction replay{path.construction->method, {}, {}};
        convert(made, path.construction->arguments, construction.arguments, replay.arguments);
        for (const engine::SetupCall& call : path.construction->calls) {
            const classfile::Method& called = *call.method->method;
            TestCase::Call java_call{called.name, called.descriptor, {}};
            engine::SetupCall replay_call{call.method, {}, call.refused};
            convert(called, call.arguments, java_call.arguments, replay_call.arguments);
            construction.calls.push_back(std::move(java_call));
            replay.calls.push_back(std::move(replay_call));
        }
        converter.out.construction = std::move(construction);
        converter.out.replay.construction = std::move(replay);
    }
    for (const classfile::FieldType& param : type.parameters) {
        if (next >= path.arguments.size()) break;
        auto [java, engine] = converter.value(param.descriptor()[0], path.arguments[next++]);
        converter.out.arguments.push_back(java);
        converter.out.replay.arguments.push_back(engine);
    }
    drop_unreachable(converter.out);
    return std::move(converter.out);
}

}  // namespace symcrete::testgen
