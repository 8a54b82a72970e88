// jdk.internal.misc.Unsafe as the JDK's own bytecode uses it: field and
// array offsets, plain, volatile and atomic reads and writes, and the
// ArraysSupport loop that compares arrays through it. The engine's objects
// are slots, not bytes, so an offset names a slot: it is only ever made and
// read back by these intrinsics, and raw memory is not modelled.
#include "intrinsic_table.h"
#include "engine/program.h"
#include "support/java_type.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

// Unsafe addresses fields by slot and arrays by index: offsets the JDK's
// bytecode only passes back to these intrinsics. A static field's base is
// its class's mirror (as on HotSpot) and its offset lies above kStaticBase,
// apart from the offsets of the Class object's own fields.
constexpr std::int64_t kFieldBase = 1024;
constexpr std::int64_t kArrayBase = 16;
constexpr std::int64_t kStaticBase = std::int64_t{1} << 32;

std::int32_t element_size(char type) { return static_cast<std::int32_t>(java_type::byte_size(type)); }

Value& unsafe_slot(IntrinsicHost& host, State& state, Value object, Value offset_value) {
    if (object.as_ref() == 0) host.unsupported("Unsafe access to raw memory");
    std::int64_t offset = host.concretize(state, offset_value).as_i64();
    if (offset >= kStaticBase) {
        const RuntimeClass* cls = mirrored(host, state, object);
        const std::int64_t index = (offset - kStaticBase) / 8;
        if (index >= static_cast<std::int64_t>(cls->static_template.size())) host.unsupported("Unsafe offset out of range");
        return state.static_slot(cls->id, static_cast<std::uint32_t>(index));
    }
    Object& o = state.heap.mutate(object.as_ref());
    std::int64_t index = o.kind == Object::Kind::Array ? (offset - kArrayBase) / element_size(o.cls->element_type)
                                                       : (offset - kFieldBase) / 8;
    if (index < 0 || index >= static_cast<std::int64_t>(o.slots.size())) host.unsupported("Unsafe offset out of range");
    return o.slots[static_cast<std::size_t>(index)];
}

Value unsafe_get(IntrinsicHost& host, State& state, Args a) {
    return unsafe_slot(host, state, a[1], a[2]);
}

Value unsafe_put(IntrinsicHost& host, State& state, Args a) {
    unsafe_slot(host, state, a[1], a[2]) = a[3];
    return Value();
}

Value unsafe_cas(IntrinsicHost& host, State& state, Args a) {
    Value& slot = unsafe_slot(host, state, a[1], a[2]);
    Value expected = host.concretize(state, a[3]);
    if (host.concretize(state, slot) == expected) {
        slot = a[4];
        return Value::i32(1);
    }
    return Value::i32(0);
}

// compareAndExchange: as compareAndSet, returning what the variable held.
Value unsafe_cae(IntrinsicHost& host, State& state, Args a) {
    Value& slot = unsafe_slot(host, state, a[1], a[2]);
    const Value witness = host.concretize(state, slot);
    if (witness == host.concretize(state, a[3])) slot = a[4];
    return witness;
}

Value fence_no_op(IntrinsicHost&, State&, Args) { return Value(); }

}  // namespace

void add_unsafe_intrinsics(IntrinsicTable& t) {
    // jdk.internal.misc.Unsafe
    const std::string unsafe = "jdk/internal/misc/Unsafe.";
    t[unsafe + "arrayBaseOffset0(Ljava/lang/Class;)I"] = [](IntrinsicHost&, State&, Args) {
        return Value::i32(static_cast<std::int32_t>(kArrayBase));
    };
    t[unsafe + "arrayIndexScale0(Ljava/lang/Class;)I"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[1]);
        return Value::i32(cls->is_array() ? element_size(cls->element_type) : 4);
    };
    t[unsafe + "addressSize0()I"] = [](IntrinsicHost&, State&, Args) { return Value::i32(8); };
    t[unsafe + "pageSize()I"] = [](IntrinsicHost&, State&, Args) { return Value::i32(4096); };
    t[unsafe + "objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[1]);
        std::string name = utf8(string_chars(s, a[2]));
        for (const auto& [key, slot] : cls->declared_fields)
            if (!slot.is_static && key.substr(0, key.find(':')) == name)
                return Value::i64(kFieldBase + 8 * static_cast<std::int64_t>(slot.index));
        h.throw_new(s, "java/lang/InternalError", name);
    };
    for (const char* fence : {"storeFence()V", "loadFence()V", "fullFence()V"}) t[unsafe + fence] = fence_no_op;
    t[unsafe + "ensureClassInitialized0(Ljava/lang/Class;)V"] = [](IntrinsicHost& h, State& s, Args a) {
        h.initialize(s, mirrored(h, s, a[1]));
        return Value();
    };
    static const std::pair<const char*, const char*> kinds[] = {
        {"Int", "I"},  {"Long", "J"},  {"Reference", "Ljava/lang/Object;"}, {"Boolean", "Z"}, {"Byte", "B"},
        {"Short", "S"}, {"Char", "C"}, {"Float", "F"}, {"Double", "D"}};
    for (const auto& [type, descriptor] : kinds) {
        const std::string d = descriptor;
        for (const char* suffix : {"", "Volatile", "Acquire", "Opaque"}) {
            t[unsafe + "get" + std::string(type) + suffix + "(Ljava/lang/Object;J)" + d] = unsafe_get;
            t[unsafe + "put" + std::string(type) + suffix + "(Ljava/lang/Object;J" + d + ")V"] = unsafe_put;
        }
        t[unsafe + "put" + type + "Release(Ljava/lang/Object;J" + d + ")V"] = unsafe_put;
        t[unsafe + "compareAndSet" + type + "(Ljava/lang/Object;J" + d + d + ")Z"] = unsafe_cas;
        t[unsafe + "weakCompareAndSet" + type + "(Ljava/lang/Object;J" + d + d + ")Z"] = unsafe_cas;
        t[unsafe + "weakCompareAndSet" + type + "Plain(Ljava/lang/Object;J" + d + d + ")Z"] = unsafe_cas;
        t[unsafe + "weakCompareAndSet" + type + "Acquire(Ljava/lang/Object;J" + d + d + ")Z"] = unsafe_cas;
        t[unsafe + "weakCompareAndSet" + type + "Release(Ljava/lang/Object;J" + d + d + ")Z"] = unsafe_cas;
        for (const char* order : {"", "Acquire", "Release"})
            t[unsafe + "compareAndExchange" + type + order + "(Ljava/lang/Object;J" + d + d + ")" + d] = unsafe_cae;
    }

    t["jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J"] = [](IntrinsicHost& h, State& s, Args a) {
        FieldSlot clazz = field_slot(h, "java/lang/reflect/Field", "clazz", "Ljava/lang/Class;");
        FieldSlot slot = field_slot(h, "java/lang/reflect/Field", "slot", "I");
        const Object& field = deref(s, a[1]);
        (void)mirrored(h, s, field.slots[clazz.index]);
        return Value::i64(kFieldBase + 8 * static_cast<std::int64_t>(field.slots[slot.index].as_i32()));
    };
    // Static fields (JDK 21 and later reach them through Unsafe, ForkJoinPool's
    // initialiser among others): the base is the class's mirror.
    t["jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            FieldSlot clazz = field_slot(h, "java/lang/reflect/Field", "clazz", "Ljava/lang/Class;");
            return deref(s, a[1]).slots[clazz.index];
        };
    t["jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J"] = [](IntrinsicHost& h, State& s, Args a) {
        FieldSlot slot = field_slot(h, "java/lang/reflect/Field", "slot", "I");
        return Value::i64(kStaticBase + 8 * static_cast<std::int64_t>(deref(s, a[1]).slots[slot.index].as_i32()));
    };
    // Arrays.mismatch/equals/compare read arrays as raw words through Unsafe;
    // here the comparison runs element by element. Returns the index of the
    // first mismatch, or ~0: nothing left for the caller's tail loop.
    t["jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I"] =
        [](IntrinsicHost& h, State& s, Args a) {
            const Object& x = deref(s, a[0]);
            const Object& y = deref(s, a[2]);
            std::int32_t length = h.concretize(s, a[4]).as_i32();
            std::int32_t scale = 1 << h.concretize(s, a[5]).as_i32();
            auto first = [&](const Object& o, Value offset) {
                if (o.kind != Object::Kind::Array) h.unsupported("vectorizedMismatch over a non-array");
                return static_cast<std::size_t>((h.concretize(s, offset).as_i64() - kArrayBase) / scale);
            };
            std::size_t i = first(x, a[1]);
            std::size_t j = first(y, a[3]);
            for (std::int32_t k = 0; k < length; ++k) {
                Value u = h.concretize(s, x.slots[i + static_cast<std::size_t>(k)]);
                Value v = h.concretize(s, y.slots[j + static_cast<std::size_t>(k)]);
                if (u.bits() != v.bits()) return Value::i32(k);
            }
            return Value::i32(~0);
        };
}

}  // namespace symcrete::engine
