// java.lang.invoke.VarHandle, as far as the JDK's own classes and programs use
// it: MethodHandles.Lookup.findVarHandle / findStaticVarHandle,
// MethodHandles.arrayElementVarHandle and byteArrayViewVarHandle (a short,
// char, int, long, float or double read from or written to a byte[] at a
// byte offset, as JDK 21's ByteArray does for DataInputStream) make a handle
// that remembers its field or array class (Object::binding), and each access
// mode (get, set, compareAndSet, getAndAdd, ...; a byte view: get and set)
// runs on it. Access modes are signature
// polymorphic: the call site's arguments are the handle, the coordinates
// (the object; nothing for a static; the array and index) and the values.
// The engine runs one thread, so every memory order is a plain access, and
// a weak compareAndSet never fails spuriously.
#include <array>
#include <bit>
#include <fmt/format.h>

#include "interpreter.h"
#include "ir_semantics.h"
#include "intrinsic_table.h"
#include "engine/program.h"
#include "support/java_type.h"

namespace symcrete::engine {

// Named in heap.h (Object::binding); only this file makes and reads it.
struct VarHandleTarget {
    enum class Coordinates : std::uint8_t { Instance, Static, Element, ByteView };
    Coordinates coordinates = Coordinates::Instance;
    FieldSlot slot;                          // Instance and Static
    const RuntimeClass* array = nullptr;     // Element: the array class
    char type = 'I';                         // the variable's descriptor char
    bool big_endian = true;                  // ByteView: the byte order
};

namespace {

using Args = const Value*;
using expr::Kind;

constexpr std::string_view kVarHandle = "java/lang/invoke/VarHandle";

// The descriptor of a class as a field's type.
std::string descriptor_of(const RuntimeClass* cls) {
    static const std::array<std::pair<std::string_view, char>, 9> primitives = {{
        {"boolean", 'Z'}, {"byte", 'B'}, {"char", 'C'}, {"short", 'S'}, {"int", 'I'},
        {"long", 'J'}, {"float", 'F'}, {"double", 'D'}, {"void", 'V'}}};
    if (cls->is_primitive()) {
        for (const auto& [name, c] : primitives)
            if (cls->name == name) return std::string(1, c);
    }
    if (cls->is_array()) return cls->name;
    return "L" + cls->name + ";";
}

Value make_handle(IntrinsicHost& host, State& state, VarHandleTarget target) {
    const std::uint32_t handle = host.new_instance(state, host.klass(kVarHandle));
    state.heap.mutate(handle).binding = std::make_shared<const VarHandleTarget>(target);
    return Value::ref(handle);
}

Value find_field_handle(IntrinsicHost& host, State& state, Args a, bool is_static) {
    for (int i = 1; i <= 3; ++i)
        if (a[i].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const RuntimeClass* owner = mirrored(host, state, a[1]);
    const RuntimeClass* type = mirrored(host, state, a[3]);
    const std::string name = utf8(string_chars(state, a[2]));
    auto slot = host.program().resolve_field(owner, name, descriptor_of(type));
    if (!slot || slot->is_static != is_static)
        host.throw_new(state, "java/lang/NoSuchFieldException", name);
    VarHandleTarget target;
    target.coordinates = is_static ? VarHandleTarget::Coordinates::Static : VarHandleTarget::Coordinates::Instance;
    target.slot = *slot;
    target.type = slot->type;
    return make_handle(host, state, target);
}

}  // namespace

void add_var_handle_intrinsics(IntrinsicTable& t) {
    const std::string lookup = "java/lang/invoke/MethodHandles$Lookup.";
    t[lookup + "findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;"] =
        [](IntrinsicHost& h, State& s, Args a) { return find_field_handle(h, s, a, false); };
    t[lookup + "findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;"] =
        [](IntrinsicHost& h, State& s, Args a) { return find_field_handle(h, s, a, true); };
    t["java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            if (a[0].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
            const RuntimeClass* array = mirrored(h, s, a[0]);
            if (!array->is_array()) h.throw_new(s, "java/lang/IllegalArgumentException", "not an array class: " + array->java_name());
            VarHandleTarget target;
            target.coordinates = VarHandleTarget::Coordinates::Element;
            target.array = array;
            target.type = array->element_type;
            return make_handle(h, s, target);
        };
    t["java/lang/invoke/MethodHandles.byteArrayViewVarHandle(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            if (a[0].as_ref() == 0 || a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
            const RuntimeClass* view = mirrored(h, s, a[0]);
            const char type = view->is_array() ? view->element_type : 'V';
            if (std::string_view("CSIJFD").find(type) == std::string_view::npos)
                h.throw_new(s, "java/lang/UnsupportedOperationException", "Not a view array class: " + view->java_name());
            VarHandleTarget target;
            target.coordinates = VarHandleTarget::Coordinates::ByteView;
            target.type = type;
            // ByteOrder's two constants are told apart by their names.
            const FieldSlot name = field_slot(h, "java/nio/ByteOrder", "name", "Ljava/lang/String;");
            target.big_endian = string_chars(s, deref(s, a[1]).slots[name.index]) == u"BIG_ENDIAN";
            return make_handle(h, s, target);
        };
    // The fences order memory between threads; one thread needs none.
    for (const char* fence : {"fullFence", "acquireFence", "releaseFence", "loadLoadFence", "storeStoreFence"})
        t[fmt::format("{}.{}()V", kVarHandle, fence)] = [](IntrinsicHost&, State&, Args) { return Value(); };
}

namespace detail {

namespace {

// The access modes, by what they do.
enum class Access : std::uint8_t { Get, Set, CompareAndSet, CompareAndExchange, GetAndSet, GetAndAdd, GetAndOr, GetAndAnd, GetAndXor };

std::optional<Access> access_of(std::string_view name) {
    for (std::string_view order : {"Acquire", "Release", "Volatile", "Opaque", "Plain"})
        if (name.ends_with(order) && name != order) {
            name.remove_suffix(order.size());
            break;
        }
    if (name == "get") return Access::Get;
    if (name == "set") return Access::Set;
    if (name == "compareAndSet" || name == "weakCompareAndSet") return Access::CompareAndSet;
    if (name == "compareAndExchange") return Access::CompareAndExchange;
    if (name == "getAndSet") return Access::GetAndSet;
    if (name == "getAndAdd") return Access::GetAndAdd;
    if (name == "getAndBitwiseOr") return Access::GetAndOr;
    if (name == "getAndBitwiseAnd") return Access::GetAndAnd;
    if (name == "getAndBitwiseXor") return Access::GetAndXor;
    return std::nullopt;
}

}  // namespace

bool Interpreter::is_var_handle_access(const ir::Member& member) {
    return member.owner == kVarHandle && access_of(member.name).has_value();
}

Value Interpreter::invoke_var_handle(State& state, const ir::Member& member, const Value* args, std::size_t count) {
    const Access access = *access_of(member.name);
    if (args[0].as_ref() == 0) throw_npe(state);
    const Object& handle = state.heap.get(args[0].as_ref());
    const auto* bound = std::get_if<std::shared_ptr<const VarHandleTarget>>(&handle.binding);
    if (bound == nullptr || *bound == nullptr)
        unsupported(fmt::format("VarHandle.{} on a handle the engine did not make", member.name));
    const VarHandleTarget target = **bound;
    if (target.coordinates == VarHandleTarget::Coordinates::ByteView) {
        if (access != Access::Get && access != Access::Set)
            unsupported(fmt::format("VarHandle.{} on a byte-array view", member.name));
        return access_byte_view(state, target.type, target.big_endian, args, count, access == Access::Set);
    }

    // The variable: where it is read and written.
    std::size_t first_value = 1;
    std::uint32_t holder = 0;  // the object or array
    Value index;
    switch (target.coordinates) {
        case VarHandleTarget::Coordinates::Instance:
            if (count < 2 || args[1].as_ref() == 0) throw_npe(state);
            holder = args[1].as_ref();
            first_value = 2;
            break;
        case VarHandleTarget::Coordinates::Static:
            if (state.init_status(target.slot.owner->id) != InitStatus::Done) initialize(state, target.slot.owner);
            break;
        case VarHandleTarget::Coordinates::ByteView:  // handled above
        case VarHandleTarget::Coordinates::Element: {
            if (count < 3 || args[1].as_ref() == 0) throw_npe(state);
            holder = args[1].as_ref();
            if (state.heap.get(holder).symbolic) flatten(state, holder);
            index = args[2];
            check_index(state, index, Value::i32(state.heap.get(holder).length()));
            index = concretize(state, index);
            first_value = 3;
            break;
        }
    }
    auto read = [&]() -> Value {
        Value value;
        switch (target.coordinates) {
            case VarHandleTarget::Coordinates::Instance: value = state.heap.get(holder).slots[target.slot.index]; break;
            case VarHandleTarget::Coordinates::Static: value = state.static_value(target.slot.owner->id, target.slot.index); break;
            case VarHandleTarget::Coordinates::ByteView:
            case VarHandleTarget::Coordinates::Element:
                value = state.heap.get(holder).slots[static_cast<std::size_t>(index.as_i32())];
                break;
        }
        return is_lazy_reference(value) ? resolve_lazy(state, value) : value;
    };
    auto write = [&](Value value) {
        value = narrow_to(ctx_, target.type, value);  // as putfield and the array stores narrow
        switch (target.coordinates) {
            case VarHandleTarget::Coordinates::Instance: state.heap.mutate(holder).slots[target.slot.index] = value; break;
            case VarHandleTarget::Coordinates::Static: state.static_slot(target.slot.owner->id, target.slot.index) = value; break;
            case VarHandleTarget::Coordinates::ByteView:
            case VarHandleTarget::Coordinates::Element: store_element(state, holder, index, value); break;
        }
    };
    // compareAndSet compares references by identity and floats by their bits.
    auto same = [&](Value a, Value b) -> bool {
        if (a.kind() == ValueKind::Ref) return a.as_ref() == b.as_ref();
        const bool floating = a.kind() == ValueKind::Float || a.kind() == ValueKind::Double;
        if (floating && a.is_concrete() && b.is_concrete()) return a.bits() == b.bits();
        if (floating)  // no bit-cast in expressions yet: NaN and -0.0 compare as numbers
            lose_precision(state, PrecisionLossKind::FloatCompareAsNumbers, "VarHandle.compareAndSet compared symbolic floats as numbers, not as bits");
        return decide(state, expr::binary(ctx_, Kind::Eq, a, b));
    };
    const std::size_t values = count - first_value;
    auto value_at = [&](std::size_t i) {
        if (i >= values) unsupported(fmt::format("VarHandle.{}{} with too few arguments", member.name, member.descriptor));
        return args[first_value + i];
    };
    switch (access) {
        case Access::Get: return read();
        case Access::Set: write(value_at(0)); return Value();
        case Access::CompareAndSet:
        case Access::CompareAndExchange: {
            const Value current = read();
            const bool hit = same(current, value_at(0));
            if (hit) write(value_at(1));
            return access == Access::CompareAndSet ? Value::i32(hit ? 1 : 0) : current;
        }
        case Access::GetAndSet: {
            const Value current = read();
            write(value_at(0));
            return current;
        }
        case Access::GetAndAdd:
        case Access::GetAndOr:
        case Access::GetAndAnd:
        case Access::GetAndXor: {
            const Value current = read();
            const Kind op = access == Access::GetAndAdd ? Kind::Add
                            : access == Access::GetAndOr ? Kind::Or
                            : access == Access::GetAndAnd ? Kind::And
                                                          : Kind::Xor;
            write(expr::binary(ctx_, op, current, value_at(0)));
            return current;
        }
    }
    return Value();
}

// A byte view's get or set: the value's bytes at args[2] of the byte[]
// args[1], in the view's byte order. Integral values stay symbolic (shifts
// and masks of the bytes); float and double ones are pinned, as expressions
// have no bit cast yet.
Value Interpreter::access_byte_view(State& state, char type, bool big_endian, const Value* args, std::size_t count,
                                    bool set) {
    if (count < (set ? 4u : 3u)) unsupported("VarHandle on a byte-array view with too few arguments");
    if (args[1].as_ref() == 0) throw_npe(state);
    const std::uint32_t array = args[1].as_ref();
    if (state.heap.get(array).symbolic) flatten(state, array);
    const std::int32_t size = static_cast<std::int32_t>(java_type::byte_size(type));
    const std::int32_t length = state.heap.get(array).length();
    const std::int32_t offset = concretize(state, args[2]).as_i32();
    if (offset < 0 || offset > length - size)  // Preconditions.checkIndex(offset, length - size + 1)
        throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                  fmt::format("Index {} out of bounds for length {}", offset, length - size + 1));
    const bool wide = size == 8;
    auto byte_at = [&](std::int32_t i) {  // the i-th byte, most significant first
        return static_cast<std::size_t>(offset + (big_endian ? i : size - 1 - i));
    };
    if (set) {
        Value bits = args[3];
        if (type == 'F') bits = Value::i32(std::bit_cast<std::int32_t>(concretize(state, bits).as_f32()));
        if (type == 'D') bits = Value::i64(std::bit_cast<std::int64_t>(concretize(state, bits).as_f64()));
        for (std::int32_t i = 0; i < size; ++i) {
            Value part = expr::binary(ctx_, Kind::Shr, bits, Value::i32(8 * (size - 1 - i)));
            if (wide) part = expr::convert(ctx_, ValueKind::Int, part);
            state.heap.mutate(array).slots[byte_at(i)] = narrow_to(ctx_, 'B', part);
        }
        return Value();
    }
    Value bits = wide ? Value::i64(0) : Value::i32(0);
    for (std::int32_t i = 0; i < size; ++i) {
        Value part = expr::binary(ctx_, Kind::And, state.heap.get(array).slots[byte_at(i)], Value::i32(0xff));
        if (wide) part = expr::convert(ctx_, ValueKind::Long, part);
        bits = expr::binary(ctx_, Kind::Or, expr::binary(ctx_, Kind::Shl, bits, Value::i32(8)), part);
    }
    switch (type) {
        case 'S': return narrow_to(ctx_, 'S', bits);
        case 'C': return narrow_to(ctx_, 'C', bits);
        case 'F': return Value::f32(std::bit_cast<float>(concretize(state, bits).as_i32()));
        case 'D': return Value::f64(std::bit_cast<double>(concretize(state, bits).as_i64()));
        default: return bits;
    }
}

}  // namespace detail
}  // namespace symcrete::engine
