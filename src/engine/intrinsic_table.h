// The registry of intrinsics, filled by one function per area. Private to
// the engine library; see intrinsics.h for how to add an intrinsic.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

#include "intrinsics.h"

namespace symcrete::engine {

using IntrinsicTable = std::unordered_map<std::string, Intrinsic>;

void add_lang_intrinsics(IntrinsicTable& table);    // Object, Class, System, Throwable, Math, VM
void add_thread_intrinsics(IntrinsicTable& table);  // Thread, Object.wait/notify, Unsafe.park/unpark (intrinsics_threads.cpp)
void add_unsafe_intrinsics(IntrinsicTable& table);  // jdk.internal.misc.Unsafe (intrinsics_unsafe.cpp)
void add_string_intrinsics(IntrinsicTable& table);  // String, StringBuilder, StringBuffer
void add_io_intrinsics(IntrinsicTable& table);      // PrintStream behind System.out / System.err
void add_verifier_intrinsics(IntrinsicTable& table);  // SV-COMP's Verifier.nondet*() (nondet.h)
void add_var_handle_intrinsics(IntrinsicTable& table);  // VarHandles (var_handles.cpp)
void add_time_zone_intrinsics(IntrinsicTable& table);   // TimeZone's default zone (intrinsics_time_zone.cpp)
void add_reflection_intrinsics(IntrinsicTable& table);  // declared members, Method.invoke (intrinsics_reflection.cpp)
void add_zip_intrinsics(IntrinsicTable& table);         // CRC32, Adler32 (intrinsics_zip.cpp)
void add_bit_intrinsics(IntrinsicTable& table);         // Integer and Long bit counts (intrinsics_bits.cpp)
// Areas whose methods have a plain and a symbolic version, registered side
// by side so the two lists cannot drift apart; each table takes its half.
void add_character_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic);  // Character classification and case
void add_boxing_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic);     // Integer.valueOf, Long.valueOf
void add_regex_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic);      // Pattern.matcher (intrinsics_regex.cpp)
using PairedIntrinsics = void (*)(IntrinsicTable& plain, IntrinsicTable& symbolic);
inline void add_plain_half(PairedIntrinsics add, IntrinsicTable& plain) {
    IntrinsicTable unused;
    add(plain, unused);
}
inline void add_symbolic_half(PairedIntrinsics add, IntrinsicTable& symbolic) {
    IntrinsicTable unused;
    add(unused, symbolic);
}

// Registers a StringBuilder method under StringBuilder, StringBuffer and
// AbstractStringBuilder; "L@;" in `method` stands for the owner's own type.
void add_builder_method(IntrinsicTable& table, const std::string& method, Intrinsic intrinsic);

// A builder's capacity before its text reaches `minimum` chars, grown as
// AbstractStringBuilder.ensureCapacityInternal does: to the larger of
// `minimum` and twice the old capacity plus 2 (ArraysSupport.newLength).
// An unknown capacity (-1) stays unknown.
void builder_reserve(Object& builder, std::int64_t minimum);

// Small helpers for intrinsic bodies.
// The class a java.lang.Class object stands for (null throws NullPointerException).
const RuntimeClass* mirrored(IntrinsicHost& host, State& state, Value cls);
inline const Object& deref(const State& state, Value v) { return state.heap.get(v.as_ref()); }
inline Value string_value(IntrinsicHost& host, State& state, std::u16string text) {
    return Value::ref(host.new_string(state, std::move(text)));
}
// The literal text a String.split regex stands for (plain text without
// metacharacters, or one escaped metacharacter like "\\."), else nothing.
std::optional<std::u16string> split_literal(const std::u16string& regex);

// The field slot of a JDK class's field, looked up once per call site of the helper.
FieldSlot field_slot(IntrinsicHost& host, std::string_view owner, std::string_view name, std::string_view descriptor);
// An object's field, named by its declaring class: read, or to write (the
// object copied first if another state shares it).
inline const Value& field_value(IntrinsicHost& host, const State& state, std::uint32_t object, std::string_view owner,
                                std::string_view name, std::string_view descriptor) {
    return state.heap.get(object).slots[field_slot(host, owner, name, descriptor).index];
}
inline Value& field_to_write(IntrinsicHost& host, State& state, std::uint32_t object, std::string_view owner,
                             std::string_view name, std::string_view descriptor) {
    return state.heap.mutate(object).slots[field_slot(host, owner, name, descriptor).index];
}

// String.format(format, args). On a format error, `before_throw` receives
// what printf prints before it throws.
std::u16string format_java(IntrinsicHost& host, State& state, Value format, Value args,
                           const std::function<void(const std::u16string&)>& before_throw);

// Ends the path unless String.format's model covers the locale (English or none).
void check_format_locale(IntrinsicHost& host, State& state, Value locale);

}  // namespace symcrete::engine
