// The helpers declared in string_intrinsics_support.h, out of line: the text
// algorithms of String's API (search, comparison, case folding, whitespace,
// literal regexes, split, charsets) and the reading and making of the texts
// and arrays the String and builder intrinsics take and return.
#include "string_intrinsics_support.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace symcrete::engine {

namespace string_intrinsics {

namespace {

char16_t to_upper(char16_t c) { return c >= 'a' && c <= 'z' ? static_cast<char16_t>(c - 32) : c; }
char16_t to_lower(char16_t c) { return c >= 'A' && c <= 'Z' ? static_cast<char16_t>(c + 32) : c; }

// Character.toLowerCase(Character.toUpperCase(c)), the folding Java's
// case-insensitive comparisons use: Latin-1 here, the rest through the JDK's
// Character tables.
char16_t fold_case(IntrinsicHost& host, State& state, char16_t c) {
    if (c < 0x80) return to_lower(to_upper(c));
    if (c < 0x100 && c != 0xB5 && c != 0xFF && c != 0xD7 && c != 0xF7 && c != 0xDF) {
        if (c >= 0xC0 && c <= 0xDE) return static_cast<char16_t>(c + 0x20);
        return c;
    }
    Value upper = host.call_static(state, "java/lang/Character", "toUpperCase", "(C)C", {Value::i32(c)});
    Value lower = host.call_static(state, "java/lang/Character", "toLowerCase", "(C)C", {upper});
    return static_cast<char16_t>(lower.as_i32());
}

// Regex metacharacters: a pattern without them matches literally.
bool is_literal_regex(const Text& pattern) {
    return pattern.find_first_of(u".$|()[{^?*+\\") == Text::npos;
}

}  // namespace

const Text& text(IntrinsicHost& host, State& state, Value v) {
    if (v.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    // Symbolic text reached through an array or a field (a direct argument
    // is pinned before the call): its model's text.
    if (deref(state, v).symbolic_text) host.pin_string(state, v.as_ref());
    const Object& o = deref(state, v);
    if (o.kind != Object::Kind::String && o.kind != Object::Kind::StringBuilder)
        host.unsupported("a CharSequence that is not a String or StringBuilder");
    return o.chars;
}

Text sequence(IntrinsicHost& host, State& state, Value v) {
    if (v.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    if (deref(state, v).symbolic_text) host.pin_string(state, v.as_ref());
    const Object& o = deref(state, v);
    if (o.kind == Object::Kind::String || o.kind == Object::Kind::StringBuilder) return o.chars;
    return host.to_java_string(state, v, 'L');
}

void check_range(IntrinsicHost& host, State& state, std::int32_t begin, std::int32_t end, std::int32_t length) {
    if (begin < 0 || begin > end || end > length)
        out_of_bounds(host, state, fmt::format("begin {}, end {}, length {}", begin, end, length));
}

Text change_case(const Text& t, bool upper) {
    Text result = t;
    for (char16_t& c : result) c = upper ? to_upper(c) : to_lower(c);
    return result;
}

bool is_whitespace(char16_t c) {
    return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F) || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x2006) || (c >= 0x2008 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x205F || c == 0x3000;
}

std::int32_t index_of(const Text& haystack, const Text& needle, std::int32_t from) {
    if (from < 0) from = 0;
    if (from > size(haystack)) return needle.empty() ? size(haystack) : -1;
    auto at = haystack.find(needle, static_cast<std::size_t>(from));
    return at == Text::npos ? -1 : static_cast<std::int32_t>(at);
}

std::int32_t last_index_of(const Text& haystack, const Text& needle, std::int32_t from) {
    if (from < 0) return -1;
    auto at = haystack.rfind(needle, static_cast<std::size_t>(from));
    return at == Text::npos ? -1 : static_cast<std::int32_t>(at);
}

Text code_point_text(std::int32_t cp) {
    if (cp < 0x10000) return Text(1, static_cast<char16_t>(cp));
    Text text;
    java_text::append_utf16(text, static_cast<char32_t>(cp));
    return text;
}

std::int32_t index_of_code_point(const Text& haystack, std::int32_t cp, std::int32_t from) {
    return is_code_point(cp) ? index_of(haystack, code_point_text(cp), from) : -1;
}

std::int32_t last_index_of_code_point(const Text& haystack, std::int32_t cp, std::int32_t from) {
    return is_code_point(cp) ? last_index_of(haystack, code_point_text(cp), from) : -1;
}

bool is_ascii(const Text& t) {
    return std::all_of(t.begin(), t.end(), [](char16_t c) { return c < 0x80; });
}

bool is_latin1(const Text& t) {
    return std::all_of(t.begin(), t.end(), [](char16_t c) { return c <= 0xFF; });
}

std::int32_t compare(const Text& a, const Text& b) {
    std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i)
        if (a[i] != b[i]) return a[i] - b[i];
    return static_cast<std::int32_t>(a.size()) - static_cast<std::int32_t>(b.size());
}

std::int32_t compare_ignore_case(IntrinsicHost& host, State& state, const Text& a, const Text& b) {
    std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (a[i] == b[i]) continue;
        char16_t x = fold_case(host, state, a[i]);
        char16_t y = fold_case(host, state, b[i]);
        if (x != y) return x - y;
    }
    return static_cast<std::int32_t>(a.size()) - static_cast<std::int32_t>(b.size());
}

bool region_matches(IntrinsicHost& host, State& state, const Text& a, std::int32_t from, const Text& b,
                    std::int32_t other_from, std::int32_t length, bool ignore_case) {
    if (other_from < 0 || from < 0 || static_cast<std::int64_t>(from) > size(a) - static_cast<std::int64_t>(length) ||
        static_cast<std::int64_t>(other_from) > size(b) - static_cast<std::int64_t>(length))
        return false;
    if (length <= 0) return true;
    Text x = a.substr(static_cast<std::size_t>(from), static_cast<std::size_t>(length));
    Text y = b.substr(static_cast<std::size_t>(other_from), static_cast<std::size_t>(length));
    return (ignore_case ? compare_ignore_case(host, state, x, y) : compare(x, y)) == 0;
}

std::string language_of(IntrinsicHost& host, State& state, Value locale) {
    if (locale.as_ref() == 0) return "";
    return utf8(string_chars(state, host.call_virtual(state, "getLanguage", "()Ljava/lang/String;", {locale})));
}

bool has_special_casing(IntrinsicHost& host, State& state, Value locale) {
    std::string language = language_of(host, state, locale);
    return language == "tr" || language == "az" || language == "lt";
}

Charset charset_named(IntrinsicHost& host, State& state, Value name_or_charset) {
    if (name_or_charset.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    Value name = name_or_charset;
    if (deref(state, name).kind != Object::Kind::String)
        name = host.call_virtual(state, "name", "()Ljava/lang/String;", {name_or_charset});
    std::string n = utf8(string_chars(state, name));
    for (char& c : n) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (n == "UTF-8" || n == "UTF8") return Charset::Utf8;
    if (n == "ISO-8859-1" || n == "ISO8859_1" || n == "LATIN1") return Charset::Latin1;
    if (n == "US-ASCII" || n == "ASCII") return Charset::Ascii;
    host.unsupported("the charset " + n);
}

Text decode(IntrinsicHost& host, State& state, Value array, std::int32_t offset, std::int32_t length, Charset charset) {
    if (array.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& bytes = deref(state, array);
    if (offset < 0 || length < 0 || offset > bytes.length() - length)
        out_of_bounds(host, state, fmt::format("offset {}, count {}, length {}", offset, length, bytes.length()));
    std::string raw;
    for (std::int32_t i = 0; i < length; ++i)
        raw.push_back(static_cast<char>(host.concretize(state, bytes.slots[static_cast<std::size_t>(offset + i)]).as_i32()));
    Text result;
    switch (charset) {
        case Charset::Latin1:
            for (char c : raw) result.push_back(static_cast<unsigned char>(c));
            return result;
        case Charset::Ascii:
            for (char c : raw) result.push_back(static_cast<unsigned char>(c) < 0x80 ? static_cast<unsigned char>(c) : 0xFFFD);
            return result;
        case Charset::Utf8:
            // Well-formed UTF-8 only: Java's replacement of malformed input is not modelled.
            result = utf16(raw);
            if (utf8(result) != raw) host.unsupported("decoding malformed UTF-8");
            return result;
    }
    return result;
}

Value encode(IntrinsicHost& host, State& state, const Text& text, Charset charset) {
    std::string bytes;
    if (charset == Charset::Utf8) {
        bytes = utf8(text);
    } else {
        const char16_t limit = charset == Charset::Latin1 ? 0xFF : 0x7F;
        for (char16_t c : text) bytes.push_back(c <= limit ? static_cast<char>(c) : '?');
    }
    std::uint32_t array = host.new_array(state, host.klass("[B"), static_cast<std::int32_t>(bytes.size()));
    Object& o = state.heap.mutate(array);
    for (std::size_t i = 0; i < bytes.size(); ++i) o.slots[i] = Value::i32(static_cast<std::int8_t>(bytes[i]));
    return Value::ref(array);
}

Value jdk_bytecode(IntrinsicHost& host, State& state, std::string_view name, std::string_view descriptor,
                   const std::vector<Value>& args) {
    const MethodInfo* method = host.klass("java/lang/String")->find_method(name, descriptor);
    if (method == nullptr) host.unsupported(fmt::format("java/lang/String.{}{}", name, descriptor));
    return host.call_bytecode(state, *method, args);
}

std::optional<Text> literal_of(const Text& regex) {
    if (is_literal_regex(regex)) return regex;
    if (regex.size() == 2 && regex[0] == '\\' && !std::isalnum(regex[1])) return Text(1, regex[1]);
    return std::nullopt;
}

std::vector<Text> split(const Text& input, const Text& separator, std::int32_t limit) {
    std::vector<Text> parts;
    if (input.empty()) return {Text()};
    std::size_t start = 0;
    while (limit <= 0 || static_cast<std::int32_t>(parts.size()) < limit - 1) {
        std::size_t at = input.find(separator, start);
        if (at == Text::npos || separator.empty()) break;
        parts.push_back(input.substr(start, at - start));
        start = at + separator.size();
    }
    parts.push_back(input.substr(start));
    if (limit == 0)
        while (parts.size() > 1 && parts.back().empty()) parts.pop_back();
    if (limit == 0 && parts.size() == 1 && parts[0].empty() && !input.empty()) parts.clear();
    return parts;
}

Value string_array(IntrinsicHost& host, State& state, const std::vector<Text>& parts) {
    std::uint32_t array = host.new_array(state, host.klass("[Ljava/lang/String;"), static_cast<std::int32_t>(parts.size()));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        Value s = string_value(host, state, parts[i]);
        state.heap.mutate(array).slots[i] = s;
    }
    return Value::ref(array);
}

Text chars_of_array(IntrinsicHost& host, State& state, Value array, std::int32_t offset, std::int32_t count) {
    if (array.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& o = deref(state, array);
    if (offset < 0 || count < 0 || offset > o.length() - count)
        out_of_bounds(host, state, fmt::format("offset {}, count {}, length {}", offset, count, o.length()));
    Text result;
    for (std::int32_t i = 0; i < count; ++i)
        result.push_back(static_cast<char16_t>(host.concretize(state, o.slots[static_cast<std::size_t>(offset + i)]).as_i32()));
    return result;
}

Value char_array(IntrinsicHost& host, State& state, const Text& t) {
    std::uint32_t array = host.new_array(state, host.klass("[C"), size(t));
    Object& o = state.heap.mutate(array);
    for (std::size_t i = 0; i < t.size(); ++i) o.slots[i] = Value::i32(t[i]);
    return Value::ref(array);
}

Value set_text(State& state, Value self, Text t) {
    state.heap.grow({t.size() + 16, t.capacity() * sizeof(char16_t)});
    state.heap.mutate(self.as_ref()).chars = std::move(t);
    return Value();
}

}  // namespace string_intrinsics

std::optional<std::u16string> split_literal(const std::u16string& regex) { return string_intrinsics::literal_of(regex); }

}  // namespace symcrete::engine
