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
        add_string_intrinsics(t);
        add_io_intrinsics(t);
        add_verifier_intrinsics(t);
        add_var_handle_intrinsics(t);
        add_plain_half(add_character_intrinsics, t);
        add_plain_half(add_boxing_intrinsics, t);
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

std::u16string utf16(std::string_view text) {
    std::u16string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        auto byte = static_cast<unsigned char>(text[i]);
        char32_t cp = byte;
        std::size_t extra = 0;
        if (byte >= 0xF0) { cp = byte & 0x07; extra = 3; }
        else if (byte >= 0xE0) { cp = byte & 0x0F; extra = 2; }
        else if (byte >= 0xC0) { cp = byte & 0x1F; extra = 1; }
        ++i;
        for (std::size_t k = 0; k < extra && i < text.size(); ++k, ++i)
            cp = (cp << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            result.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
            result.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
        } else {
            result.push_back(static_cast<char16_t>(cp));
        }
    }
    return result;
}

std::string utf8(std::u16string_view text) {
    std::string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        char32_t cp = text[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (text[i + 1] - 0xDC00);
            ++i;
        } else if (cp >= 0xD800 && cp <= 0xDFFF) {
            cp = '?';  // an unpaired surrogate, as Java's UTF-8 encoder writes it
        }
        if (cp < 0x80) {
            result.push_back(static_cast<char>(cp));
        } else if (cp < 0x800) {
            result.push_back(static_cast<char>(0xC0 | (cp >> 6)));
            result.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            result.push_back(static_cast<char>(0xE0 | (cp >> 12)));
            result.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            result.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else {
            result.push_back(static_cast<char>(0xF0 | (cp >> 18)));
            result.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
            result.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            result.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        }
    }
    return result;
}

const std::u16string& string_chars(const State& state, Value string) { return state.heap.get(string.as_ref()).chars; }

}  // namespace symcrete::engine
