// Boxing a symbolic number: Integer.valueOf and Long.valueOf.
//
// The JDK's valueOf returns a cached box for values in [-128, 127], read
// from an array by the value: run on a symbolic value, that index pins it to
// one model value, and every map or list holding counts (a Map<String,
// Integer> of quantities) then sees one quantity only. Here a symbolic value
// gets a box of its own holding it symbolically. What is lost: two boxes of
// the same small value are one object on the JVM and two here, so only `==`
// between such boxes can differ (equals and unboxing are exact). Concrete
// values still run the JDK's bytecode, cache and all.
#include "intrinsic_table.h"
#include "engine/program.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

template <char Type>
Value box_symbolic(IntrinsicHost& host, State& state, Args a) {
    constexpr const char* owner = Type == 'J' ? "java/lang/Long" : "java/lang/Integer";
    const RuntimeClass* cls = host.klass(owner);
    host.initialize(state, cls);
    const std::uint32_t box = host.new_instance(state, cls);
    const FieldSlot slot = field_slot(host, owner, "value", Type == 'J' ? "J" : "I");
    state.heap.mutate(box).slots[slot.index] = a[0];
    return Value::ref(box);
}

template <char Type>
Value box_concrete(IntrinsicHost& host, State& state, Args a) {
    const char* owner = Type == 'J' ? "java/lang/Long" : "java/lang/Integer";
    const MethodInfo* own = host.klass(owner)->find_method("valueOf", Type == 'J' ? "(J)Ljava/lang/Long;"
                                                                                 : "(I)Ljava/lang/Integer;");
    return host.call_bytecode(state, *own, {a[0]});
}

}  // namespace

void add_boxing_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic) {
    plain["java/lang/Integer.valueOf(I)Ljava/lang/Integer;"] = box_concrete<'I'>;
    plain["java/lang/Long.valueOf(J)Ljava/lang/Long;"] = box_concrete<'J'>;
    symbolic["java/lang/Integer.valueOf(I)Ljava/lang/Integer;"] = box_symbolic<'I'>;
    symbolic["java/lang/Long.valueOf(J)Ljava/lang/Long;"] = box_symbolic<'J'>;
}

}  // namespace symcrete::engine
