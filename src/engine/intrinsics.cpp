// The intrinsic registry: one table, built on first lookup from every
// intrinsics_*.cpp area's registration function, maps method keys
// (java/lang/Float.floatToRawIntBits(F)I) to implementations. registerNatives
// and initIDs of any class answer with a no-op, since they only register
// natives with a real JVM. Also here: IntrinsicHost's [[noreturn]] wrappers
// over its throwing hooks, and the UTF-8/UTF-16 conversions the tables share.
#include "intrinsics.h"

#include <cstdlib>

#include "intrinsic_table.h"
#include "engine/program.h"

namespace symcrete::engine {

Intrinsic find_intrinsic(std::string_view key) {
    static const IntrinsicTable table = [] {
        IntrinsicTable t;
        add_lang_intrinsics(t);
        add_thread_intrinsics(t);
        add_unsafe_intrinsics(t);
        add_string_intrinsics(t);
        add_io_intrinsics(t);
        add_verifier_intrinsics(t);
        add_var_handle_intrinsics(t);
        add_time_zone_intrinsics(t);
        add_reflection_intrinsics(t);
        add_zip_intrinsics(t);
        add_bit_intrinsics(t);
        add_plain_half(add_character_intrinsics, t);
        add_plain_half(add_boxing_intrinsics, t);
        add_plain_half(add_regex_intrinsics, t);
        return t;
    }();
    // Natives that only register other natives with the JVM do nothing here.
    if (key.ends_with(".registerNatives()V") || key.ends_with(".initIDs()V"))
        return [](IntrinsicHost&, State&, const Value*) { return Value(); };
    auto it = table.find(std::string(key));
    return it == table.end() ? nullptr : it->second;
}

void IntrinsicHost::unsupported(const std::string& what) {
    do_unsupported(what);
    std::abort();  // unreachable: the hooks throw
}

void IntrinsicHost::exit(State& state, std::int32_t status) {
    do_exit(state, status);
    std::abort();
}

void IntrinsicHost::throw_new(State& state, std::string_view class_name, std::optional<std::u16string> message) {
    do_throw_new(state, class_name, std::move(message));
    std::abort();
}

void IntrinsicHost::throw_new(State& state, std::string_view class_name, std::string_view message) {
    throw_new(state, class_name, std::optional<std::u16string>(utf16(message)));
}

FieldSlot field_slot(IntrinsicHost& host, std::string_view owner, std::string_view name, std::string_view descriptor) {
    auto slot = host.program().resolve_field(host.klass(owner), name, descriptor);
    if (!slot) host.unsupported(slot.error().message);
    return *slot;
}

const std::u16string& string_chars(const State& state, Value string) { return state.heap.get(string.as_ref()).chars; }

}  // namespace symcrete::engine
