// Classes as the executor sees them once loaded and linked: field layouts
// with slot numbers, methods with their intrinsic or lifted code, and
// per-call-site caches. Built once per Program and shared by every State;
// what differs between states (static values, initialisation status) lives
// in the State, indexed by RuntimeClass::id.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "classfile/class_file.h"
#include "expr/value.h"
#include "ir/ir.h"

namespace symcrete::engine {

using expr::Value;
using expr::ValueKind;

// The default value of a field or array element of the type a descriptor
// character names: 0, 0L, 0.0f, 0.0 or null.
inline Value zero_value(char descriptor_char) {
    switch (expr::value_kind_of(descriptor_char)) {
        case ValueKind::Long: return Value::i64(0);
        case ValueKind::Float: return Value::f32(0);
        case ValueKind::Double: return Value::f64(0);
        case ValueKind::Ref: return Value::null();
        default: return Value::i32(0);
    }
}

class IntrinsicHost;
struct State;
struct RuntimeClass;
struct Code;

// A C++ replacement for a JDK method (see intrinsics.h). `args` holds the
// receiver first for instance methods. Returns the result (ignored for void).
using Intrinsic = Value (*)(IntrinsicHost& host, State& state, const Value* args);

struct MethodInfo {
    const RuntimeClass* owner = nullptr;
    const classfile::Method* method = nullptr;
    std::string key;                    // "java/lang/String.length()I"
    Intrinsic intrinsic = nullptr;      // replaces the bytecode (or the native) when set
    Intrinsic symbolic_string_intrinsic = nullptr;  // intrinsic's version for symbolic text (intrinsics.h)
    std::uint16_t arg_count = 0;        // Values passed, the receiver included
    char return_type = 'V';             // descriptor char of the return type
    mutable const Code* code = nullptr; // lifted and linked on first call
    // @jdk.internal.vm.annotation.Hidden (JDK 21's Thread.runWith, say):
    // HotSpot leaves its frames out of stack traces.
    bool hidden_from_traces = false;

    bool is_static() const { return method->is_static(); }
    const std::string& name() const { return method->name; }
    const std::string& descriptor() const { return method->descriptor; }
};

struct FieldSlot {
    const RuntimeClass* owner = nullptr;  // declaring class
    std::uint32_t index = 0;              // into Object::slots, or the owner's statics
    bool is_static = false;
    char type = 'I';                      // descriptor char
};

// What kind of heap object `new` of a class makes. Strings and builders are
// engine values with their own representation (design decision 6).
enum class ObjectShape : std::uint8_t { Instance, String, StringBuilder };

struct RuntimeClass {
    enum class Kind : std::uint8_t { Class, Interface, Array, Primitive };

    std::uint32_t id = 0;  // index into State::statics and State::init
    Kind kind = Kind::Class;
    std::string name;      // internal name, array descriptor, or primitive name ("int")
    const classfile::ClassFile* file = nullptr;  // classes and interfaces only
    const RuntimeClass* super = nullptr;         // null for Object, interfaces and primitives
    std::vector<const RuntimeClass*> interfaces; // direct superinterfaces
    ObjectShape shape = ObjectShape::Instance;

    // Arrays: the component type ('I', 'L', '[' ...) and its class.
    char element_type = 0;
    ValueKind element_kind = ValueKind::Int;
    const RuntimeClass* component = nullptr;
    const RuntimeClass* array_of = nullptr;  // the array class with this component, once made

    // Instance slots, inherited ones first; and this class's own statics.
    std::vector<Value> instance_template;
    std::vector<Value> static_template;
    std::vector<FieldSlot> static_constant_slots;  // statics with a ConstantValue
    std::vector<std::uint16_t> static_constant_indices;
    std::unordered_map<std::string, FieldSlot> declared_fields;  // "name:descriptor"

    std::vector<MethodInfo> methods;  // parallel to file->methods
    const MethodInfo* clinit = nullptr;
    bool declares_defaults = false;  // interface with a non-abstract, non-static method
    bool is_throwable = false;
    bool is_error = false;           // subclass of java/lang/Error

    // Virtual selection results, "name:descriptor" -> method (null: none).
    mutable std::unordered_map<std::string, const MethodInfo*> selected;

    bool is_array() const { return kind == Kind::Array; }
    bool is_interface() const { return kind == Kind::Interface; }
    bool is_primitive() const { return kind == Kind::Primitive; }
    const MethodInfo* find_method(std::string_view name, std::string_view descriptor) const;
    // "java.lang.String", "[I", "Outer$Inner": what Class.getName returns.
    std::string java_name() const;
    // What Class.getSimpleName returns: "Inner", "" for anonymous classes, "int[]".
    std::string simple_name() const;
};

// A class from the JDK's runtime image (locations like
// ".../lib/modules!/java.base/java/lang/String.class"), not the user's class path.
inline bool is_jdk_class(const RuntimeClass* cls) {
    return cls->file != nullptr && cls->file->source.find("!/") != std::string::npos;
}

// An object's or array's shallow size in bytes as 64-bit HotSpot lays it
// out with compressed references (cost.h, Cost::bytes); `length` for arrays.
std::uint64_t shallow_bytes(const RuntimeClass& cls, std::int64_t length = 0);

// The lifted body of a method plus caches of what its instructions resolve
// to. Call sites, field references and type names are resolved on first
// execution (JVMS lazy resolution), then reused.
struct CallSiteCache {
    const MethodInfo* resolved = nullptr;       // the method resolution found
    bool var_handle = false;                    // a VarHandle access mode (var_handles.cpp), never resolved
    const RuntimeClass* last_receiver = nullptr;  // one-entry inline cache for virtual calls
    const MethodInfo* last_target = nullptr;
};

struct FieldCache {
    bool resolved = false;
    FieldSlot slot;
};

struct CallSiteLink;  // an invokedynamic call site once linked (invokedynamic.cpp)

struct Code {
    const ir::Function* fn = nullptr;
    const MethodInfo* method = nullptr;
    bool application = false;  // not of the JDK (is_jdk_class): the cost models count its instructions
    mutable std::vector<CallSiteCache> calls;             // by Function::calls index
    mutable std::vector<FieldCache> fields;               // by Function::members index
    mutable std::vector<const RuntimeClass*> types;       // by Function::type_names index
    mutable std::vector<std::shared_ptr<const CallSiteLink>> call_sites;  // invokedynamic links, by calls index
};

}  // namespace symcrete::engine
