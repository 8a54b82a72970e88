// java.lang.reflect answered from the engine's own class model: Class's
// getDeclaredFields0, getDeclaredMethods0 and getDeclaredConstructors0 make
// Field, Method and Constructor objects as HotSpot's Reflection::new_field
// and new_method do (declaring class, name, types, modifiers, slot), and the
// native accessors call a Method or a Constructor through the interpreter,
// with Java's argument checks and an InvocationTargetException around what
// the callee throws. A Field's slot is its slot in the engine's objects
// (Unsafe.objectFieldOffset0 reads it); a Method's or Constructor's is its
// index in RuntimeClass::methods. Annotations and generic signatures are not
// passed (getAnnotations() is empty); members come in class-file order,
// where HotSpot's order is unspecified.
#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "boxing_adaptation.h"
#include "classfile/descriptor.h"
#include "engine/jdk_value_classes.h"
#include "engine/program.h"
#include "intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using classfile::FieldType;

constexpr std::string_view kField = "java/lang/reflect/Field";
constexpr std::string_view kMethod = "java/lang/reflect/Method";
constexpr std::string_view kConstructor = "java/lang/reflect/Constructor";
constexpr const char* kClassType = "Ljava/lang/Class;";
constexpr const char* kClassArrayType = "[Ljava/lang/Class;";

// The modifiers HotSpot reports (JVM_RECOGNIZED_FIELD_MODIFIERS,
// JVM_RECOGNIZED_METHOD_MODIFIERS, JVM_ACC_WRITTEN_FLAGS): the access flags
// the language shows.
constexpr std::uint16_t kFieldModifiers = 0x50DF;
constexpr std::uint16_t kMethodModifiers = 0x1DFF;
constexpr std::uint16_t kClassModifiers = 0x7631;
constexpr std::uint16_t kPublic = 0x0001;
constexpr std::uint16_t kPrivate = 0x0002;
constexpr std::uint16_t kStatic = 0x0008;
constexpr std::uint16_t kFinal = 0x0010;
constexpr std::uint16_t kAbstract = 0x0400;

void set(IntrinsicHost& host, State& state, std::uint32_t object, std::string_view owner, const char* name,
         const char* descriptor, Value value) {
    field_to_write(host, state, object, owner, name, descriptor) = value;
}

Value get(IntrinsicHost& host, const State& state, Value object, std::string_view owner, const char* name,
          const char* descriptor) {
    return field_value(host, state, object.as_ref(), owner, name, descriptor);
}

const RuntimeClass* type_class(IntrinsicHost& host, State& state, const std::string& descriptor) {
    auto cls = host.program().class_of_descriptor(descriptor);
    if (!cls) host.throw_new(state, "java/lang/NoClassDefFoundError", utf16(descriptor));
    return *cls;
}

Value mirror_of(IntrinsicHost& host, State& state, const RuntimeClass* cls) {
    return Value::ref(host.mirror(state, cls));
}

// An array of `element` (an internal name) holding `items`.
Value array_of(IntrinsicHost& host, State& state, const std::string& element, const std::vector<Value>& items) {
    const std::uint32_t array = host.new_array(state, host.klass("[L" + element + ";"), static_cast<std::int32_t>(items.size()));
    for (std::size_t i = 0; i < items.size(); ++i) state.heap.mutate(array).slots[i] = items[i];
    return Value::ref(array);
}

Value parameter_types(IntrinsicHost& host, State& state, const classfile::MethodType& type) {
    std::vector<Value> mirrors;
    for (const FieldType& parameter : type.parameters)
        mirrors.push_back(mirror_of(host, state, type_class(host, state, parameter.descriptor())));
    return array_of(host, state, "java/lang/Class", mirrors);
}

Value exception_types(IntrinsicHost& host, State& state, const classfile::Method& method) {
    std::vector<Value> mirrors;
    for (const std::string& name : method.exceptions) mirrors.push_back(mirror_of(host, state, host.klass(name)));
    return array_of(host, state, "java/lang/Class", mirrors);
}

classfile::MethodType method_type(IntrinsicHost& host, const MethodInfo& method) {
    auto type = classfile::parse_method_descriptor(method.descriptor());
    if (!type) host.unsupported(fmt::format("reflection on {}: {}", method.key, type.error().message));
    return *type;
}

// Class.getDeclaredFields0(boolean publicOnly).
Value declared_fields(IntrinsicHost& host, State& state, Args a) {
    const RuntimeClass* cls = mirrored(host, state, a[0]);
    const bool public_only = host.concretize(state, a[1]).as_i32() != 0;
    std::vector<Value> fields;
    if (cls->file != nullptr) {
        const bool record = cls->file->record.has_value();
        for (const classfile::Field& declared : cls->file->fields) {
            if (public_only && (declared.access_flags & kPublic) == 0) continue;
            const auto slot = cls->declared_fields.find(declared.name + ":" + declared.descriptor);
            if (slot == cls->declared_fields.end()) continue;
            const std::uint32_t field = host.new_instance(state, host.klass(kField));
            set(host, state, field, kField, "clazz", kClassType, a[0]);
            set(host, state, field, kField, "name", "Ljava/lang/String;", Value::ref(host.intern(state, utf16(declared.name))));
            set(host, state, field, kField, "type", kClassType,
                mirror_of(host, state, type_class(host, state, declared.descriptor)));
            set(host, state, field, kField, "modifiers", "I", Value::i32(declared.access_flags & kFieldModifiers));
            const bool is_final = (declared.access_flags & kFinal) != 0;
            const bool trusted = is_final && ((declared.access_flags & kStatic) != 0 || record);
            set(host, state, field, kField, "trustedFinal", "Z", Value::i32(trusted ? 1 : 0));
            set(host, state, field, kField, "slot", "I", Value::i32(static_cast<std::int32_t>(slot->second.index)));
            fields.push_back(Value::ref(field));
        }
    }
    return array_of(host, state, std::string(kField), fields);
}

// Class.getDeclaredMethods0(boolean publicOnly) and
// getDeclaredConstructors0(boolean publicOnly).
template <bool Constructors>
Value declared_methods(IntrinsicHost& host, State& state, Args a) {
    const RuntimeClass* cls = mirrored(host, state, a[0]);
    const bool public_only = host.concretize(state, a[1]).as_i32() != 0;
    const std::string_view kind = Constructors ? kConstructor : kMethod;
    std::vector<Value> members;
    for (std::size_t i = 0; i < cls->methods.size(); ++i) {
        const MethodInfo& method = cls->methods[i];
        if ((method.name() == "<init>") != Constructors || method.name() == "<clinit>") continue;
        if (public_only && (method.method->access_flags & kPublic) == 0) continue;
        const classfile::MethodType type = method_type(host, method);
        const std::uint32_t member = host.new_instance(state, host.klass(kind));
        set(host, state, member, kind, "clazz", kClassType, a[0]);
        set(host, state, member, kind, "slot", "I", Value::i32(static_cast<std::int32_t>(i)));
        set(host, state, member, kind, "parameterTypes", kClassArrayType, parameter_types(host, state, type));
        set(host, state, member, kind, "exceptionTypes", kClassArrayType, exception_types(host, state, *method.method));
        set(host, state, member, kind, "modifiers", "I", Value::i32(method.method->access_flags & kMethodModifiers));
        if constexpr (!Constructors) {
            set(host, state, member, kind, "name", "Ljava/lang/String;", Value::ref(host.intern(state, utf16(method.name()))));
            set(host, state, member, kind, "returnType", kClassType,
                mirror_of(host, state, type_class(host, state, type.return_type.descriptor())));
        }
        members.push_back(Value::ref(member));
    }
    return array_of(host, state, std::string(kind), members);
}

[[noreturn]] void argument_mismatch(IntrinsicHost& host, State& state) {
    host.throw_new(state, "java/lang/IllegalArgumentException", u"argument type mismatch");
}

// Whether Java widens primitive `from` to `to` (JLS 5.1.2), or they are the same.
bool widens(char from, char to) {
    if (from == to) return true;
    switch (from) {
        case 'B': return std::string_view("SIJFD").find(to) != std::string_view::npos;
        case 'S': case 'C': return std::string_view("IJFD").find(to) != std::string_view::npos;
        case 'I': return std::string_view("JFD").find(to) != std::string_view::npos;
        case 'J': return to == 'F' || to == 'D';
        case 'F': return to == 'D';
        default: return false;
    }
}

// The arguments of `args` (an Object[], or null for none) as `type`'s
// parameters: unboxed and widened for primitives, checked for references.
std::vector<Value> reflective_arguments(IntrinsicHost& host, State& state, const classfile::MethodType& type, Value args) {
    std::vector<Value> given;
    if (args.as_ref() != 0) given = deref(state, args).slots;
    if (given.size() != type.parameters.size())
        host.throw_new(state, "java/lang/IllegalArgumentException", u"wrong number of arguments");
    std::vector<Value> converted;
    for (std::size_t i = 0; i < given.size(); ++i) {
        const std::string descriptor = type.parameters[i].descriptor();
        const char wanted = descriptor[0];
        if (wanted == 'L' || wanted == '[') {
            if (given[i].as_ref() != 0 &&
                !host.program().is_assignable(deref(state, given[i]).cls, type_class(host, state, descriptor)))
                argument_mismatch(host, state);
            converted.push_back(given[i]);
            continue;
        }
        if (given[i].as_ref() == 0) argument_mismatch(host, state);
        const char held = unboxed_type(deref(state, given[i]).cls->name);
        if (held == 0 || !widens(held, wanted)) argument_mismatch(host, state);
        converted.push_back(adapt_value(host, state, given[i], 'L', wanted));
    }
    return converted;
}

// Runs `call`; what the callee throws comes out wrapped in an
// InvocationTargetException, as from Method.invoke.
template <class Call>
Value wrapping_throws(IntrinsicHost& host, State& state, Call call) {
    std::uint32_t thrown = 0;
    try {
        return call();
    } catch (const JavaThrow& exception) {
        thrown = exception.exception;
    }
    const RuntimeClass* wrapper = host.klass("java/lang/reflect/InvocationTargetException");
    const std::uint32_t wrapped = host.new_instance(state, wrapper);
    host.call(state, *wrapper->find_method("<init>", "(Ljava/lang/Throwable;)V"), {Value::ref(wrapped), Value::ref(thrown)});
    throw JavaThrow{wrapped};
}

const MethodInfo& reflected_method(IntrinsicHost& host, State& state, Value member, std::string_view kind) {
    if (member.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const RuntimeClass* owner = mirrored(host, state, get(host, state, member, kind, "clazz", kClassType));
    const std::int32_t slot = get(host, state, member, kind, "slot", "I").as_i32();
    if (slot < 0 || static_cast<std::size_t>(slot) >= owner->methods.size())
        host.unsupported(fmt::format("a {} the engine did not make", kind));
    return owner->methods[static_cast<std::size_t>(slot)];
}

// NativeMethodAccessorImpl.invoke0(Method, Object receiver, Object[] args).
Value invoke_method(IntrinsicHost& host, State& state, Args a) {
    const MethodInfo& method = reflected_method(host, state, a[0], kMethod);
    const classfile::MethodType type = method_type(host, method);
    std::vector<Value> arguments;
    const bool is_static = (method.method->access_flags & kStatic) != 0;
    if (!is_static) {
        if (a[1].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
        if (!host.program().is_assignable(deref(state, a[1]).cls, method.owner))
            host.throw_new(state, "java/lang/IllegalArgumentException", u"object is not an instance of declaring class");
        arguments.push_back(a[1]);
    }
    for (Value argument : reflective_arguments(host, state, type, a[2])) arguments.push_back(argument);
    if (is_static) host.initialize(state, method.owner);
    const Value result = wrapping_throws(host, state, [&] {
        // An instance method that is not private is selected by the
        // receiver's class, as invokevirtual would.
        if (!is_static && (method.method->access_flags & kPrivate) == 0)
            return host.call_virtual(state, method.name(), method.descriptor(), arguments);
        return host.call(state, method, arguments);
    });
    const std::string returned = type.return_type.descriptor();
    if (returned == "V") return Value::null();
    if (returned[0] == 'L' || returned[0] == '[') return result;
    return adapt_value(host, state, result, returned[0], 'L');
}

// NativeConstructorAccessorImpl.newInstance0(Constructor, Object[] args).
Value new_instance(IntrinsicHost& host, State& state, Args a) {
    const MethodInfo& constructor = reflected_method(host, state, a[0], kConstructor);
    const RuntimeClass* cls = constructor.owner;
    if (cls->is_interface() || (cls->file != nullptr && (cls->file->access_flags & kAbstract) != 0))
        host.throw_new(state, "java/lang/InstantiationException", std::nullopt);
    const classfile::MethodType type = method_type(host, constructor);
    std::vector<Value> arguments = reflective_arguments(host, state, type, a[1]);
    host.initialize(state, cls);
    const std::uint32_t object = host.new_instance(state, cls);
    arguments.insert(arguments.begin(), Value::ref(object));
    wrapping_throws(host, state, [&] { return host.call(state, constructor, arguments); });
    return Value::ref(object);
}

}  // namespace

void add_reflection_intrinsics(IntrinsicTable& t) {
    t["java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;"] = declared_fields;
    t["java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;"] = declared_methods<false>;
    t["java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;"] = declared_methods<true>;
    t["jdk/internal/reflect/NativeMethodAccessorImpl.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;"] =
        invoke_method;
    t["jdk/internal/reflect/NativeConstructorAccessorImpl.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;"] =
        new_instance;
    // JDK 21 and later: the same natives, behind method-handle accessors.
    t["jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;"] =
        invoke_method;
    t["jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;"] =
        new_instance;
    // The native accessors above serve every call: never generate accessor
    // bytecode (which would define classes at run time) after the 15th.
    t["jdk/internal/reflect/ReflectionFactory.inflationThreshold()I"] = [](IntrinsicHost&, State&, Args) {
        return Value::i32(std::numeric_limits<std::int32_t>::max());
    };
    t["java/lang/Class.getInterfaces0()[Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        std::vector<Value> mirrors;
        for (const RuntimeClass* interface : mirrored(h, s, a[0])->interfaces) mirrors.push_back(mirror_of(h, s, interface));
        return array_of(h, s, "java/lang/Class", mirrors);
    };
    // A class's constant pool, as annotation parsing takes it; with no
    // annotation bytes passed (see above), nothing is ever read from it.
    t["java/lang/Class.getConstantPool()Ljdk/internal/reflect/ConstantPool;"] = [](IntrinsicHost& h, State& s, Args a) {
        const std::uint32_t pool = h.new_instance(s, h.klass("jdk/internal/reflect/ConstantPool"));
        set(h, s, pool, "jdk/internal/reflect/ConstantPool", "constantPoolOop", "Ljava/lang/Object;", a[0]);
        return Value::ref(pool);
    };
    t["jdk/internal/reflect/Reflection.getClassAccessFlags(Ljava/lang/Class;)I"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        if (cls->file == nullptr) return Value::i32(kPublic | kFinal | kAbstract);  // arrays and primitives
        return Value::i32(cls->file->access_flags & kClassModifiers);
    };
}

}  // namespace symcrete::engine
