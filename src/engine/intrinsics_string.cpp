// String, StringBuilder and StringBuffer as engine values (design decision 6):
// UTF-16 text in the heap object, and the common API implemented here rather
// than by running JDK 17's byte[]-and-coder internals. A method not listed
// here runs the JDK's bytecode, which ends the path as unsupported if it
// reaches into String's private fields.
#include <algorithm>
#include <fmt/format.h>

#include "intrinsic_table.h"
#include "java_format.h"
#include "engine/program.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using Text = std::u16string;

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

// A CharSequence argument: Strings and builders directly, others through toString().
Text sequence(IntrinsicHost& host, State& state, Value v) {
    if (v.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    if (deref(state, v).symbolic_text) host.pin_string(state, v.as_ref());
    const Object& o = deref(state, v);
    if (o.kind == Object::Kind::String || o.kind == Object::Kind::StringBuilder) return o.chars;
    return host.to_java_string(state, v, 'L');
}

std::int32_t int_arg(IntrinsicHost& host, State& state, Value v) { return host.concretize(state, v).as_i32(); }
std::int32_t size(const Text& t) { return static_cast<std::int32_t>(t.size()); }
Value boolean(bool b) { return Value::i32(b ? 1 : 0); }

[[noreturn]] void out_of_bounds(IntrinsicHost& host, State& state, const std::string& message) {
    host.throw_new(state, "java/lang/StringIndexOutOfBoundsException", message);
}

void check_range(IntrinsicHost& host, State& state, std::int32_t begin, std::int32_t end, std::int32_t length) {
    if (begin < 0 || begin > end || end > length)
        out_of_bounds(host, state, fmt::format("begin {}, end {}, length {}", begin, end, length));
}

char16_t to_upper(char16_t c) { return c >= 'a' && c <= 'z' ? static_cast<char16_t>(c - 32) : c; }
char16_t to_lower(char16_t c) { return c >= 'A' && c <= 'Z' ? static_cast<char16_t>(c + 32) : c; }

// ASCII case mapping; the callers send any other text to String's bytecode.
Text change_case(const Text& t, bool upper) {
    Text result = t;
    for (char16_t& c : result) c = upper ? to_upper(c) : to_lower(c);
    return result;
}

// Character.isWhitespace for the characters programs meet.
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

// A char or a supplementary code point as UTF-16.
Text code_point_text(std::int32_t cp) {
    if (cp < 0x10000) return Text(1, static_cast<char16_t>(cp));
    Text text;
    java_text::append_utf16(text, static_cast<char32_t>(cp));
    return text;
}

bool is_ascii(const Text& t) {
    return std::all_of(t.begin(), t.end(), [](char16_t c) { return c < 0x80; });
}

bool is_latin1(const Text& t) {
    return std::all_of(t.begin(), t.end(), [](char16_t c) { return c <= 0xFF; });
}

std::int32_t hash(const Text& t) { return java_text::string_hash(t); }

std::int32_t compare(const Text& a, const Text& b) {
    std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i)
        if (a[i] != b[i]) return a[i] - b[i];
    return static_cast<std::int32_t>(a.size()) - static_cast<std::int32_t>(b.size());
}

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

// The language of a java.util.Locale ("" for null).
std::string language_of(IntrinsicHost& host, State& state, Value locale) {
    if (locale.as_ref() == 0) return "";
    return utf8(string_chars(state, host.call_virtual(state, "getLanguage", "()Ljava/lang/String;", {locale})));
}

// Locales whose case rules differ from the root locale's even for ASCII letters.
bool has_special_casing(IntrinsicHost& host, State& state, Value locale) {
    std::string language = language_of(host, state, locale);
    return language == "tr" || language == "az" || language == "lt";
}

// The charsets the engine encodes and decodes itself.
enum class Charset { Utf8, Latin1, Ascii };

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

// String's own bytecode for the method, where the intrinsic covers only the
// common case: regular expressions run in java.util.regex, as on the JVM.
Value jdk_bytecode(IntrinsicHost& host, State& state, std::string_view name, std::string_view descriptor,
                   const std::vector<Value>& args) {
    const MethodInfo* method = host.klass("java/lang/String")->find_method(name, descriptor);
    if (method == nullptr) host.unsupported(fmt::format("java/lang/String.{}{}", name, descriptor));
    return host.call_bytecode(state, *method, args);
}

// Regex metacharacters: a pattern without them matches literally.
bool is_literal_regex(const Text& pattern) {
    return pattern.find_first_of(u".$|()[{^?*+\\") == Text::npos;
}

// The literal a regex stands for, when it is one: plain text, or a single
// escaped metacharacter like "\\.".
std::optional<Text> literal_of(const Text& regex) {
    if (is_literal_regex(regex)) return regex;
    if (regex.size() == 2 && regex[0] == '\\' && !std::isalnum(regex[1])) return Text(1, regex[1]);
    return std::nullopt;
}

// String.split for literal patterns, with Java's rules: a zero limit drops
// trailing empty strings, a positive limit caps the count, and a match at
// index 0 of a non-empty input gives no leading empty string only when the
// match is zero-width (never here).
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

// The receiver's text, for mutation in place (builders).
Text& buffer(State& state, Value self) { return state.heap.mutate(self.as_ref()).chars; }

// Text given to a String or builder after `new` made it: Java's heap pays for its byte[].
Value set_text(State& state, Value self, Text t) {
    state.heap.grow({t.size() + 16, t.capacity() * sizeof(char16_t)});
    state.heap.mutate(self.as_ref()).chars = std::move(t);
    return Value();
}

// Before a builder's text grows by `more` chars. Past Integer.MAX_VALUE the
// JDK's capacity computation throws (ArraysSupport.newLength; the builder's
// length stands in for its capacity in the message); otherwise the growth
// comes from Java's heap (about a byte per char as the buffer doubles, and
// four bytes of the engine's memory).
void grow_builder(IntrinsicHost& host, State& state, Value self, std::size_t more) {
    std::size_t length = deref(state, self).chars.size();
    if (length + more > 0x7fffffff)
        host.throw_new(state, "java/lang/OutOfMemoryError",
                       fmt::format("Required array length {} + {} is too large", length, more));
    state.heap.grow({2 * more, 4 * more});
    builder_reserve(state.heap.mutate(self.as_ref()), static_cast<std::int64_t>(length + more));
}

// The capacity a builder made from text of this length starts with.
std::int32_t initial_capacity(std::size_t length) {
    return length + 16 > 0x7fffffff ? 0x7fffffff : static_cast<std::int32_t>(length + 16);
}

// The digits of Java's Float/Double.toString text ("1.0E-5", "123.45"):
// value = 0.d1d2... x 10^exponent, trailing zeros dropped.
DecimalDigits digits_of_java_text(const std::string& shown) {
    DecimalDigits result;
    std::string mantissa = shown;
    int exponent = 0;
    if (auto e = shown.find('E'); e != std::string::npos) {
        mantissa = shown.substr(0, e);
        exponent = std::stoi(shown.substr(e + 1));
    }
    auto dot = mantissa.find('.');
    std::string whole = mantissa.substr(0, dot);
    std::string fraction = dot == std::string::npos ? "" : mantissa.substr(dot + 1);
    std::string all = whole + fraction;
    int point = static_cast<int>(whole.size()) + exponent;
    std::size_t first = all.find_first_not_of('0');
    if (first == std::string::npos) return DecimalDigits{"0", 1};
    point -= static_cast<int>(first);
    all = all.substr(first);
    while (all.size() > 1 && all.back() == '0') all.pop_back();
    result.digits = all;
    result.decimal_exponent = point;
    return result;
}

}  // namespace

// java.util.Formatter's conversions for String.format and printf.
std::u16string format_java(IntrinsicHost& host, State& state, Value format_string, Value args,
                           const std::function<void(const std::u16string&)>& before_throw) {
    const Text pattern = text(host, state, format_string);
    std::vector<FormatArg> converted;
    if (args.as_ref() != 0) {
        std::vector<Value> values = deref(state, args).slots;
        for (Value v : values) {
            if (v.as_ref() == 0) {
                converted.push_back(FormatArg::null());
                continue;
            }
            const Object& o = deref(state, v);
            const std::string name = o.cls->name;
            auto boxed = [&](const char* descriptor) {
                return host.concretize(state, deref(state, v).slots[field_slot(host, name, "value", descriptor).index]);
            };
            if (name == "java/lang/Integer") converted.push_back(FormatArg::int_value(boxed("I").as_i32()));
            else if (name == "java/lang/Long") converted.push_back(FormatArg::long_value(boxed("J").as_i64()));
            else if (name == "java/lang/Short") converted.push_back(FormatArg::short_value(static_cast<std::int16_t>(boxed("S").as_i32())));
            else if (name == "java/lang/Byte") converted.push_back(FormatArg::byte_value(static_cast<std::int8_t>(boxed("B").as_i32())));
            else if (name == "java/lang/Character") converted.push_back(FormatArg::character(static_cast<char16_t>(boxed("C").as_i32())));
            else if (name == "java/lang/Boolean") converted.push_back(FormatArg::boolean(boxed("Z").as_i32() != 0));
            else if (name == "java/lang/Float") converted.push_back(FormatArg::float_value(boxed("F").as_f32()));
            else if (name == "java/lang/Double") converted.push_back(FormatArg::double_value(boxed("D").as_f64()));
            else if (o.kind == Object::Kind::String) converted.push_back(FormatArg::string(o.chars));
            else converted.push_back(FormatArg::object(host.to_java_string(state, v, 'L'), o.cls->java_name()));
        }
    }
    // Digits of floating-point values come from the JDK's own FloatingDecimal.
    DigitsFn digits = [&](double magnitude, bool is_float) {
        Text shown = is_float ? host.to_java_string(state, Value::f32(static_cast<float>(magnitude)), 'F')
                              : host.to_java_string(state, Value::f64(magnitude), 'D');
        return digits_of_java_text(utf8(shown));
    };
    FormatResult result = java_format(pattern, converted, digits);
    if (auto* unsupported = std::get_if<FormatUnsupported>(&result)) host.unsupported("String.format: " + unsupported->reason);
    if (auto* failure = std::get_if<FormatFailure>(&result)) {
        if (before_throw) before_throw(failure->partial_output);
        // These exceptions build their message in getMessage() from
        // constructor arguments; the formatter gives the message itself, so
        // it travels as the object's note (see format_exception_message).
        const RuntimeClass* cls = host.klass(failure->exception_class);
        std::uint32_t exception = host.new_instance(state, cls);
        host.call_static(state, "java/lang/Throwable", "<init>", "()V", {Value::ref(exception)});
        Object& object = state.heap.mutate(exception);
        object.note = failure->message;
        object.has_note = true;
        throw JavaThrow{exception};
    }
    return std::get<Text>(std::move(result));
}

// The formatter models English number formatting (Locale.US, ROOT or none);
// other locales' separators and digits are not modelled.
void check_format_locale(IntrinsicHost& host, State& state, Value locale) {
    std::string language = language_of(host, state, locale);
    if (!language.empty() && language != "en") host.unsupported("String.format in a locale of language " + language);
}

namespace {

Value format(IntrinsicHost& host, State& state, Value format_string, Value args) {
    return string_value(host, state, format_java(host, state, format_string, args, {}));
}

// ---- String ------------------------------------------------------------------------------------

void add_string(IntrinsicTable& t) {
    const std::string s = "java/lang/String.";
    t[s + "<init>()V"] = [](IntrinsicHost&, State&, Args) { return Value(); };
    t[s + "<init>(Ljava/lang/String;)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return set_text(st, a[0], text(h, st, a[1]));
    };
    t[s + "<init>([C)V"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        return set_text(st, a[0], chars_of_array(h, st, a[1], 0, deref(st, a[1]).length()));
    };
    t[s + "<init>([CII)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return set_text(st, a[0], chars_of_array(h, st, a[1], int_arg(h, st, a[2]), int_arg(h, st, a[3])));
    };
    t[s + "<init>(Ljava/lang/StringBuilder;)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return set_text(st, a[0], text(h, st, a[1]));
    };
    t[s + "<init>(Ljava/lang/StringBuffer;)V"] = t[s + "<init>(Ljava/lang/StringBuilder;)V"];
    // The JDK's internal constructor: bytes in LATIN1 (coder 0) or UTF16 (coder 1, little-endian).
    t[s + "<init>([BB)V"] = [](IntrinsicHost& h, State& st, Args a) {
        const Object& bytes = deref(st, a[1]);
        std::int32_t coder = int_arg(h, st, a[2]);
        Text result;
        auto byte_at = [&](std::size_t i) { return static_cast<std::uint8_t>(h.concretize(st, bytes.slots[i]).as_i32()); };
        if (coder == 0) {
            for (std::size_t i = 0; i < bytes.slots.size(); ++i) result.push_back(byte_at(i));
        } else {
            for (std::size_t i = 0; i + 1 < bytes.slots.size(); i += 2)
                result.push_back(static_cast<char16_t>(byte_at(i) | (byte_at(i + 1) << 8)));
        }
        return set_text(st, a[0], std::move(result));
    };
    // Decoding bytes: UTF-8 (the default charset), ISO-8859-1 and US-ASCII.
    t[s + "<init>([B)V"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        return set_text(st, a[0], decode(h, st, a[1], 0, deref(st, a[1]).length(), Charset::Utf8));
    };
    t[s + "<init>([BII)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return set_text(st, a[0], decode(h, st, a[1], int_arg(h, st, a[2]), int_arg(h, st, a[3]), Charset::Utf8));
    };
    t[s + "<init>([BLjava/nio/charset/Charset;)V"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        return set_text(st, a[0], decode(h, st, a[1], 0, deref(st, a[1]).length(), charset_named(h, st, a[2])));
    };
    t[s + "<init>([BLjava/lang/String;)V"] = t[s + "<init>([BLjava/nio/charset/Charset;)V"];
    t[s + "<init>([BIILjava/nio/charset/Charset;)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return set_text(st, a[0], decode(h, st, a[1], int_arg(h, st, a[2]), int_arg(h, st, a[3]), charset_named(h, st, a[4])));
    };
    t[s + "<init>([BIILjava/lang/String;)V"] = t[s + "<init>([BIILjava/nio/charset/Charset;)V"];
    // The deprecated String(byte[] ascii, int hibyte, int offset, int count).
    t[s + "<init>([BIII)V"] = [](IntrinsicHost& h, State& st, Args a) {
        Text low = decode(h, st, a[1], int_arg(h, st, a[3]), int_arg(h, st, a[4]), Charset::Latin1);
        char16_t high = static_cast<char16_t>((int_arg(h, st, a[2]) & 0xFF) << 8);
        for (char16_t& c : low) c = static_cast<char16_t>(high | c);
        return set_text(st, a[0], std::move(low));
    };
    t[s + "<init>([III)V"] = [](IntrinsicHost& h, State& st, Args a) {
        const Object& points = deref(st, a[1]);
        std::int32_t offset = int_arg(h, st, a[2]);
        std::int32_t count = int_arg(h, st, a[3]);
        if (offset < 0 || count < 0 || offset > points.length() - count)
            out_of_bounds(h, st, fmt::format("offset {}, count {}, length {}", offset, count, points.length()));
        Text result;
        for (std::int32_t i = 0; i < count; ++i)
            result += code_point_text(h.concretize(st, points.slots[static_cast<std::size_t>(offset + i)]).as_i32());
        return set_text(st, a[0], std::move(result));
    };

    t[s + "length()I"] = [](IntrinsicHost& h, State& st, Args a) { return Value::i32(size(text(h, st, a[0]))); };
    t[s + "isEmpty()Z"] = [](IntrinsicHost& h, State& st, Args a) { return boolean(text(h, st, a[0]).empty()); };
    t[s + "charAt(I)C"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t i = int_arg(h, st, a[1]);
        // JDK 17 words this differently for Latin-1 and UTF-16 strings.
        if (i < 0 || i >= size(x))
            out_of_bounds(h, st, is_latin1(x) ? fmt::format("String index out of range: {}", i)
                                              : fmt::format("index {}, length {}", i, size(x)));
        return Value::i32(x[static_cast<std::size_t>(i)]);
    };
    t[s + "codePointAt(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t i = int_arg(h, st, a[1]);
        if (i < 0 || i >= size(x)) out_of_bounds(h, st, fmt::format("index {}, length {}", i, size(x)));
        char16_t c = x[static_cast<std::size_t>(i)];
        if (java_text::is_high_surrogate(c) && i + 1 < size(x)) {
            char16_t d = x[static_cast<std::size_t>(i) + 1];
            if (java_text::is_low_surrogate(d)) return Value::i32(static_cast<std::int32_t>(java_text::join_surrogates(c, d)));
        }
        return Value::i32(c);
    };
    t[s + "equals(Ljava/lang/Object;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) return boolean(false);
        const Object& other = deref(st, a[1]);
        return boolean(other.kind == Object::Kind::String && other.chars == text(h, st, a[0]));
    };
    t[s + "equalsIgnoreCase(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) return boolean(false);
        const Text& x = text(h, st, a[0]);
        const Text& y = text(h, st, a[1]);
        return boolean(x.size() == y.size() && compare_ignore_case(h, st, x, y) == 0);
    };
    t[s + "contentEquals(Ljava/lang/CharSequence;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(text(h, st, a[0]) == sequence(h, st, a[1]));
    };
    t[s + "hashCode()I"] = [](IntrinsicHost& h, State& st, Args a) { return Value::i32(hash(text(h, st, a[0]))); };
    t[s + "compareTo(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(compare(text(h, st, a[0]), text(h, st, a[1])));
    };
    t[s + "compareTo(Ljava/lang/Object;)I"] = t[s + "compareTo(Ljava/lang/String;)I"];
    t["java/lang/String$CaseInsensitiveComparator.compare(Ljava/lang/String;Ljava/lang/String;)I"] =
        [](IntrinsicHost& h, State& st, Args a) {
            return Value::i32(compare_ignore_case(h, st, text(h, st, a[1]), text(h, st, a[2])));
        };
    t[s + "compareToIgnoreCase(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(compare_ignore_case(h, st, text(h, st, a[0]), text(h, st, a[1])));
    };
    t[s + "substring(I)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t begin = int_arg(h, st, a[1]);
        check_range(h, st, begin, size(x), size(x));
        return begin == 0 ? a[0] : string_value(h, st, x.substr(static_cast<std::size_t>(begin)));
    };
    t[s + "substring(II)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t begin = int_arg(h, st, a[1]);
        std::int32_t end = int_arg(h, st, a[2]);
        check_range(h, st, begin, end, size(x));
        if (begin == 0 && end == size(x)) return a[0];
        return string_value(h, st, x.substr(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin)));
    };
    t[s + "subSequence(II)Ljava/lang/CharSequence;"] = t[s + "substring(II)Ljava/lang/String;"];
    t[s + "indexOf(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), code_point_text(int_arg(h, st, a[1])), 0));
    };
    t[s + "indexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), code_point_text(int_arg(h, st, a[1])), int_arg(h, st, a[2])));
    };
    t[s + "indexOf(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), 0));
    };
    t[s + "indexOf(Ljava/lang/String;I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), int_arg(h, st, a[2])));
    };
    t[s + "lastIndexOf(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        return Value::i32(last_index_of(x, code_point_text(int_arg(h, st, a[1])), size(x)));
    };
    t[s + "lastIndexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(last_index_of(text(h, st, a[0]), code_point_text(int_arg(h, st, a[1])), int_arg(h, st, a[2])));
    };
    t[s + "lastIndexOf(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        return Value::i32(last_index_of(x, text(h, st, a[1]), size(x)));
    };
    t[s + "lastIndexOf(Ljava/lang/String;I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(last_index_of(text(h, st, a[0]), text(h, st, a[1]), int_arg(h, st, a[2])));
    };
    t[s + "startsWith(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(text(h, st, a[0]).starts_with(text(h, st, a[1])));
    };
    t[s + "startsWith(Ljava/lang/String;I)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        const Text& prefix = text(h, st, a[1]);
        std::int32_t from = int_arg(h, st, a[2]);
        if (from < 0 || from > size(x) - size(prefix)) return boolean(false);
        return boolean(x.compare(static_cast<std::size_t>(from), prefix.size(), prefix) == 0);
    };
    t[s + "endsWith(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(text(h, st, a[0]).ends_with(text(h, st, a[1])));
    };
    t[s + "contains(Ljava/lang/CharSequence;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(text(h, st, a[0]).find(sequence(h, st, a[1])) != Text::npos);
    };
    t[s + "concat(Ljava/lang/String;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& other = text(h, st, a[1]);
        if (other.empty()) return a[0];
        return string_value(h, st, text(h, st, a[0]) + other);
    };
    t[s + "trim()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::size_t begin = 0;
        std::size_t end = x.size();
        while (begin < end && x[begin] <= ' ') ++begin;
        while (end > begin && x[end - 1] <= ' ') --end;
        if (begin == 0 && end == x.size()) return a[0];
        return string_value(h, st, x.substr(begin, end - begin));
    };
    t[s + "strip()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::size_t begin = 0;
        std::size_t end = x.size();
        while (begin < end && is_whitespace(x[begin])) ++begin;
        while (end > begin && is_whitespace(x[end - 1])) --end;
        if (begin == 0 && end == x.size()) return a[0];
        return string_value(h, st, x.substr(begin, end - begin));
    };
    t[s + "stripLeading()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::size_t begin = 0;
        while (begin < x.size() && is_whitespace(x[begin])) ++begin;
        if (begin == 0) return a[0];
        return string_value(h, st, x.substr(begin));
    };
    t[s + "stripTrailing()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::size_t end = x.size();
        while (end > 0 && is_whitespace(x[end - 1])) --end;
        if (end == x.size()) return a[0];
        return string_value(h, st, x.substr(0, end));
    };
    t[s + "isBlank()Z"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        return boolean(std::all_of(x.begin(), x.end(), is_whitespace));
    };
    // ASCII text maps char by char in every locale but Turkish, Azerbaijani
    // and Lithuanian; everything else (sharp s, final sigma, dotted i,
    // supplementary characters) runs String's own bytecode.
    t[s + "toUpperCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        if (!is_ascii(x)) return jdk_bytecode(h, st, "toUpperCase", "()Ljava/lang/String;", {a[0]});
        return string_value(h, st, change_case(x, true));
    };
    t[s + "toLowerCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        if (!is_ascii(x)) return jdk_bytecode(h, st, "toLowerCase", "()Ljava/lang/String;", {a[0]});
        return string_value(h, st, change_case(x, false));
    };
    t[s + "toUpperCase(Ljava/util/Locale;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        if (!is_ascii(x) || has_special_casing(h, st, a[1]))
            return jdk_bytecode(h, st, "toUpperCase", "(Ljava/util/Locale;)Ljava/lang/String;", {a[0], a[1]});
        return string_value(h, st, change_case(x, true));
    };
    t[s + "toLowerCase(Ljava/util/Locale;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        if (!is_ascii(x) || has_special_casing(h, st, a[1]))
            return jdk_bytecode(h, st, "toLowerCase", "(Ljava/util/Locale;)Ljava/lang/String;", {a[0], a[1]});
        return string_value(h, st, change_case(x, false));
    };
    t[s + "replace(CC)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        Text x = text(h, st, a[0]);
        auto from = static_cast<char16_t>(int_arg(h, st, a[1]));
        auto to = static_cast<char16_t>(int_arg(h, st, a[2]));
        if (x.find(from) == Text::npos) return a[0];
        std::replace(x.begin(), x.end(), from, to);
        return string_value(h, st, std::move(x));
    };
    t[s + "replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;"] =
        [](IntrinsicHost& h, State& st, Args a) {
            const Text& x = text(h, st, a[0]);
            Text target = sequence(h, st, a[1]);
            Text replacement = sequence(h, st, a[2]);
            Text result;
            if (target.empty()) {  // between every char, and at both ends
                result = replacement;
                for (char16_t c : x) result += Text(1, c) + replacement;
                return string_value(h, st, std::move(result));
            }
            std::size_t start = 0;
            for (std::size_t at; (at = x.find(target, start)) != Text::npos; start = at + target.size())
                result += x.substr(start, at - start) + replacement;
            result += x.substr(start);
            return string_value(h, st, std::move(result));
        };
    t[s + "replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::optional<Text> target = literal_of(text(h, st, a[1]));
        const Text& replacement = text(h, st, a[2]);
        if (!target || target->empty() || replacement.find_first_of(u"$\\") != Text::npos)
            return jdk_bytecode(h, st, "replaceAll", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;",
                                {a[0], a[1], a[2]});
        Text result;
        std::size_t start = 0;
        for (std::size_t at; (at = x.find(*target, start)) != Text::npos; start = at + target->size())
            result += x.substr(start, at - start) + replacement;
        result += x.substr(start);
        return string_value(h, st, std::move(result));
    };
    t[s + "split(Ljava/lang/String;)[Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        std::optional<Text> separator = literal_of(text(h, st, a[1]));
        if (!separator || separator->empty())
            return jdk_bytecode(h, st, "split", "(Ljava/lang/String;I)[Ljava/lang/String;", {a[0], a[1], Value::i32(0)});
        return string_array(h, st, split(text(h, st, a[0]), *separator, 0));
    };
    t[s + "split(Ljava/lang/String;I)[Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        std::optional<Text> separator = literal_of(text(h, st, a[1]));
        if (!separator || separator->empty())
            return jdk_bytecode(h, st, "split", "(Ljava/lang/String;I)[Ljava/lang/String;", {a[0], a[1], a[2]});
        return string_array(h, st, split(text(h, st, a[0]), *separator, int_arg(h, st, a[2])));
    };
    t[s + "toCharArray()[C"] = [](IntrinsicHost& h, State& st, Args a) { return char_array(h, st, text(h, st, a[0])); };
    t[s + "getChars(II[CI)V"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text(h, st, a[0]);
        std::int32_t begin = int_arg(h, st, a[1]);
        std::int32_t end = int_arg(h, st, a[2]);
        std::int32_t at = int_arg(h, st, a[4]);
        check_range(h, st, begin, end, size(x));
        if (a[3].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        std::int32_t length = deref(st, a[3]).length();
        if (at < 0 || at > length - (end - begin))
            h.throw_new(st, "java/lang/ArrayIndexOutOfBoundsException",
                        fmt::format("Range [{}, {} + {}) out of bounds for length {}", at, at, end - begin, length));
        Object& dst = st.heap.mutate(a[3].as_ref());
        for (std::int32_t i = begin; i < end; ++i)
            dst.slots[static_cast<std::size_t>(at + i - begin)] = Value::i32(x[static_cast<std::size_t>(i)]);
        return Value();
    };
    t[s + "chars()Ljava/util/stream/IntStream;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::uint32_t array = h.new_array(st, h.klass("[I"), size(x));
        Object& o = st.heap.mutate(array);
        for (std::size_t i = 0; i < x.size(); ++i) o.slots[i] = Value::i32(x[i]);
        return h.call_static(st, "java/util/Arrays", "stream", "([I)Ljava/util/stream/IntStream;", {Value::ref(array)});
    };
    t[s + "intern()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::ref(h.intern(st, text(h, st, a[0])));
    };
    t[s + "toString()Ljava/lang/String;"] = [](IntrinsicHost&, State&, Args a) { return a[0]; };
    t[s + "repeat(I)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t count = int_arg(h, st, a[1]);
        if (count < 0) h.throw_new(st, "java/lang/IllegalArgumentException", fmt::format("count is negative: {}", count));
        // JDK 17's limit (in bytes of its byte[]), then Java's heap and the
        // engine's memory, before the engine builds the text.
        bool latin1 = std::all_of(x.begin(), x.end(), [](char16_t c) { return c <= 0xff; });
        std::int64_t bytes = static_cast<std::int64_t>(x.size()) * (latin1 ? 1 : 2);
        if (count > 1 && bytes > 0 && 0x7fffffff / count < bytes)
            h.throw_new(st, "java/lang/OutOfMemoryError", "Required length exceeds implementation limit");
        std::uint64_t total = x.size() * static_cast<std::uint64_t>(count);
        st.heap.check({total * (latin1 ? 1 : 2) + 40, total * sizeof(char16_t)});
        Text result;
        for (std::int32_t i = 0; i < count; ++i) result += x;
        return string_value(h, st, std::move(result));
    };
    t[s + "getBytes()[B"] = [](IntrinsicHost& h, State& st, Args a) {
        return encode(h, st, text(h, st, a[0]), Charset::Utf8);
    };
    t[s + "getBytes(Ljava/nio/charset/Charset;)[B"] = [](IntrinsicHost& h, State& st, Args a) {
        return encode(h, st, text(h, st, a[0]), charset_named(h, st, a[1]));
    };
    t[s + "getBytes(Ljava/lang/String;)[B"] = t[s + "getBytes(Ljava/nio/charset/Charset;)[B"];
    t[s + "matches(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        std::optional<Text> literal = literal_of(text(h, st, a[1]));
        if (!literal) return jdk_bytecode(h, st, "matches", "(Ljava/lang/String;)Z", {a[0], a[1]});
        return boolean(text(h, st, a[0]) == *literal);
    };
    t[s + "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return format(h, st, a[0], a[1]);
    };
    t[s + "format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;"] =
        [](IntrinsicHost& h, State& st, Args a) {
            check_format_locale(h, st, a[0]);
            return format(h, st, a[1], a[2]);
        };
    t[s + "formatted([Ljava/lang/Object;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return format(h, st, a[0], a[1]);
    };
    t[s + "join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;"] =
        [](IntrinsicHost& h, State& st, Args a) {
            Text delimiter = sequence(h, st, a[0]);
            if (a[1].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
            std::vector<Value> elements = deref(st, a[1]).slots;
            Text result;
            for (std::size_t i = 0; i < elements.size(); ++i) {
                if (i > 0) result += delimiter;
                result += elements[i].as_ref() == 0 ? u"null" : sequence(h, st, elements[i]);
            }
            return string_value(h, st, std::move(result));
        };
    t[s + "join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        Text delimiter = sequence(h, st, a[0]);
        Value iterator = h.call_virtual(st, "iterator", "()Ljava/util/Iterator;", {a[1]});
        Text result;
        for (bool first = true; h.call_virtual(st, "hasNext", "()Z", {iterator}).as_i32() != 0; first = false) {
            Value element = h.call_virtual(st, "next", "()Ljava/lang/Object;", {iterator});
            if (!first) result += delimiter;
            result += element.as_ref() == 0 ? u"null" : sequence(h, st, element);
        }
        return string_value(h, st, std::move(result));
    };

    // JDK code that reads String.value sees UTF16 bytes in little-endian order
    // (see Interpreter::string_field), as on the x86 and ARM machines HotSpot runs on.
    t["java/lang/StringUTF16.isBigEndian()Z"] = [](IntrinsicHost&, State&, Args) { return boolean(false); };

    // The JDK's internal join, which StringJoiner and Collectors.joining use.
    t[s + "join(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;I)Ljava/lang/String;"] =
        [](IntrinsicHost& h, State& st, Args a) {
            Text result = text(h, st, a[0]);
            const Text delimiter = text(h, st, a[2]);
            std::vector<Value> elements = deref(st, a[3]).slots;
            std::int32_t count = int_arg(h, st, a[4]);
            for (std::int32_t i = 0; i < count; ++i) {
                if (i > 0) result += delimiter;
                Value e = elements[static_cast<std::size_t>(i)];
                result += e.as_ref() == 0 ? Text(u"null") : text(h, st, e);
            }
            result += text(h, st, a[1]);
            return string_value(h, st, std::move(result));
        };
    t[s + "regionMatches(ZILjava/lang/String;II)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(region_matches(h, st, text(h, st, a[0]), int_arg(h, st, a[2]), text(h, st, a[3]), int_arg(h, st, a[4]),
                                      int_arg(h, st, a[5]), int_arg(h, st, a[1]) != 0));
    };
    t[s + "regionMatches(ILjava/lang/String;II)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(region_matches(h, st, text(h, st, a[0]), int_arg(h, st, a[1]), text(h, st, a[2]), int_arg(h, st, a[3]),
                                      int_arg(h, st, a[4]), false));
    };

    // String.valueOf and friends
    t[s + "valueOf(Z)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'Z')); };
    t[s + "valueOf(C)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'C')); };
    t[s + "valueOf(I)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'I')); };
    t[s + "valueOf(J)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'J')); };
    t[s + "valueOf(F)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'F')); };
    t[s + "valueOf(D)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) { return string_value(h, st, h.to_java_string(st, a[0], 'D')); };
    t[s + "valueOf(Ljava/lang/Object;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[0].as_ref() != 0 && deref(st, a[0]).kind == Object::Kind::String) return a[0];
        return string_value(h, st, h.to_java_string(st, a[0], 'L'));
    };
    t[s + "valueOf([C)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        if (a[0].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        return string_value(h, st, chars_of_array(h, st, a[0], 0, deref(st, a[0]).length()));
    };
    t[s + "copyValueOf([C)Ljava/lang/String;"] = t[s + "valueOf([C)Ljava/lang/String;"];
    t[s + "valueOf([CII)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_value(h, st, chars_of_array(h, st, a[0], int_arg(h, st, a[1]), int_arg(h, st, a[2])));
    };
    t[s + "copyValueOf([CII)Ljava/lang/String;"] = t[s + "valueOf([CII)Ljava/lang/String;"];

    // Integral toString in C++: simple, and far faster than the JDK's byte[] code.
    t["java/lang/Integer.toString(I)Ljava/lang/String;"] = t[s + "valueOf(I)Ljava/lang/String;"];
    t["java/lang/Long.toString(J)Ljava/lang/String;"] = t[s + "valueOf(J)Ljava/lang/String;"];
    t["java/lang/Character.toString(C)Ljava/lang/String;"] = t[s + "valueOf(C)Ljava/lang/String;"];
    t["java/lang/Boolean.toString(Z)Ljava/lang/String;"] = t[s + "valueOf(Z)Ljava/lang/String;"];
}

// ---- StringBuilder and StringBuffer --------------------------------------------------------------

// insert(offset, x): the text of x (String.valueOf rules; '[' for a char[]) at offset.
template <char Type>
Value insert_of(IntrinsicHost& h, State& st, Args a) {
    std::int32_t offset = int_arg(h, st, a[1]);
    Text what;
    if (Type == '[') {
        if (a[2].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        what = chars_of_array(h, st, a[2], 0, deref(st, a[2]).length());
    } else {
        what = h.to_java_string(st, a[2], Type);
    }
    std::int32_t n = size(text(h, st, a[0]));
    if (offset < 0 || offset > n) out_of_bounds(h, st, fmt::format("offset {}, length {}", offset, n));
    grow_builder(h, st, a[0], what.size());
    buffer(st, a[0]).insert(static_cast<std::size_t>(offset), what);
    return a[0];
}

Value append(IntrinsicHost& host, State& state, Value self, const Text& more) {
    grow_builder(host, state, self, more.size());
    buffer(state, self) += more;
    return self;
}

void add_builders(IntrinsicTable& t) {
    auto b = [&](const std::string& method, Intrinsic f) { add_builder_method(t, method, f); };
    b("<init>()V", [](IntrinsicHost&, State& st, Args a) {
        st.heap.mutate(a[0].as_ref()).capacity = 16;
        return Value();
    });
    // A symbolic capacity stays unpinned until capacity() asks for it
    // (unknown meanwhile, as after symbolic text).
    b("<init>(I)V", [](IntrinsicHost& h, State& st, Args a) {
        if (h.branch(st, expr::binary(h.context(), expr::Kind::Lt, a[1], Value::i32(0))))
            h.throw_new(st, "java/lang/NegativeArraySizeException", std::to_string(int_arg(h, st, a[1])));
        st.heap.mutate(a[0].as_ref()).capacity = a[1].is_concrete() ? a[1].as_i32() : -1;
        return Value();
    });
    b("<init>(Ljava/lang/String;)V", [](IntrinsicHost& h, State& st, Args a) {
        set_text(st, a[0], text(h, st, a[1]));
        st.heap.mutate(a[0].as_ref()).capacity = initial_capacity(deref(st, a[0]).chars.size());
        return Value();
    });
    b("<init>(Ljava/lang/CharSequence;)V", [](IntrinsicHost& h, State& st, Args a) {
        set_text(st, a[0], sequence(h, st, a[1]));
        st.heap.mutate(a[0].as_ref()).capacity = initial_capacity(deref(st, a[0]).chars.size());
        return Value();
    });
    b("append(Ljava/lang/String;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], a[1].as_ref() == 0 ? Text(u"null") : text(h, st, a[1]));
    });
    b("append(Ljava/lang/Object;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], h.to_java_string(st, a[1], 'L'));
    });
    b("append(Ljava/lang/CharSequence;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], a[1].as_ref() == 0 ? Text(u"null") : sequence(h, st, a[1]));
    });
    b("append(Ljava/lang/StringBuffer;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], a[1].as_ref() == 0 ? Text(u"null") : sequence(h, st, a[1]));
    });
    b("append(Ljava/lang/CharSequence;II)L@;", [](IntrinsicHost& h, State& st, Args a) {
        Text all = a[1].as_ref() == 0 ? Text(u"null") : sequence(h, st, a[1]);
        std::int32_t begin = int_arg(h, st, a[2]);
        std::int32_t end = int_arg(h, st, a[3]);
        if (begin < 0 || begin > end || end > size(all))
            h.throw_new(st, "java/lang/IndexOutOfBoundsException",
                        fmt::format("start {}, end {}, length {}", begin, end, size(all)));
        return append(h, st, a[0], all.substr(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin)));
    });
    b("append([C)L@;", [](IntrinsicHost& h, State& st, Args a) {
        if (a[1].as_ref() == 0) h.throw_new(st, "java/lang/NullPointerException", std::nullopt);
        return append(h, st, a[0], chars_of_array(h, st, a[1], 0, deref(st, a[1]).length()));
    });
    b("append([CII)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], chars_of_array(h, st, a[1], int_arg(h, st, a[2]), int_arg(h, st, a[3])));
    });
    b("append(Z)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'Z')); });
    b("append(C)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'C')); });
    b("append(I)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'I')); });
    b("append(J)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'J')); });
    b("append(F)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'F')); });
    b("append(D)L@;", [](IntrinsicHost& h, State& st, Args a) { return append(h, st, a[0], h.to_java_string(st, a[1], 'D')); });
    b("appendCodePoint(I)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return append(h, st, a[0], code_point_text(int_arg(h, st, a[1])));
    });
    b("toString()Ljava/lang/String;", [](IntrinsicHost& h, State& st, Args a) {
        return string_value(h, st, text(h, st, a[0]));
    });
    b("compareTo(L@;)I", [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(compare(text(h, st, a[0]), text(h, st, a[1])));
    });
    b("length()I", [](IntrinsicHost& h, State& st, Args a) { return Value::i32(size(text(h, st, a[0]))); });
    b("capacity()I", [](IntrinsicHost& h, State& st, Args a) {
        const std::int32_t length = size(text(h, st, a[0]));
        const std::int32_t capacity = deref(st, a[0]).capacity;
        if (capacity >= 0) return Value::i32(capacity);
        h.lose_precision(st, "a StringBuilder's capacity after symbolic text was taken as its length");
        return Value::i32(std::max(16, length));
    });
    b("ensureCapacity(I)V", [](IntrinsicHost& h, State& st, Args a) {
        const std::int32_t minimum = int_arg(h, st, a[1]);
        if (minimum > 0) builder_reserve(st.heap.mutate(a[0].as_ref()), minimum);
        return Value();
    });
    b("trimToSize()V", [](IntrinsicHost&, State& st, Args a) {
        Object& builder = st.heap.mutate(a[0].as_ref());
        const auto length = static_cast<std::int32_t>(builder.chars.size());
        if (builder.capacity > length) builder.capacity = length;
        return Value();
    });
    b("charAt(I)C", [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t i = int_arg(h, st, a[1]);
        if (i < 0 || i >= size(x)) out_of_bounds(h, st, fmt::format("index {}, length {}", i, size(x)));
        return Value::i32(x[static_cast<std::size_t>(i)]);
    });
    b("setCharAt(IC)V", [](IntrinsicHost& h, State& st, Args a) {
        std::int32_t i = int_arg(h, st, a[1]);
        std::int32_t n = size(text(h, st, a[0]));
        if (i < 0 || i >= n) out_of_bounds(h, st, fmt::format("index {}, length {}", i, n));
        buffer(st, a[0])[static_cast<std::size_t>(i)] = static_cast<char16_t>(int_arg(h, st, a[2]));
        return Value();
    });
    b("setLength(I)V", [](IntrinsicHost& h, State& st, Args a) {
        std::int32_t n = int_arg(h, st, a[1]);
        if (n < 0) out_of_bounds(h, st, fmt::format("String index out of range: {}", n));
        std::size_t length = text(h, st, a[0]).size();
        if (static_cast<std::size_t>(n) > length) grow_builder(h, st, a[0], static_cast<std::size_t>(n) - length);
        buffer(st, a[0]).resize(static_cast<std::size_t>(n), u'\0');
        return Value();
    });
    b("deleteCharAt(I)L@;", [](IntrinsicHost& h, State& st, Args a) {
        std::int32_t i = int_arg(h, st, a[1]);
        std::int32_t n = size(text(h, st, a[0]));
        if (i < 0 || i >= n) out_of_bounds(h, st, fmt::format("index {}, length {}", i, n));
        buffer(st, a[0]).erase(static_cast<std::size_t>(i), 1);
        return a[0];
    });
    b("delete(II)L@;", [](IntrinsicHost& h, State& st, Args a) {
        std::int32_t n = size(text(h, st, a[0]));
        std::int32_t begin = int_arg(h, st, a[1]);
        std::int32_t end = std::min(int_arg(h, st, a[2]), n);
        if (begin < 0 || begin > end) out_of_bounds(h, st, fmt::format("start {}, end {}, length {}", begin, int_arg(h, st, a[2]), n));
        buffer(st, a[0]).erase(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin));
        return a[0];
    });
    b("replace(IILjava/lang/String;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        std::int32_t n = size(text(h, st, a[0]));
        std::int32_t begin = int_arg(h, st, a[1]);
        std::int32_t end = std::min(int_arg(h, st, a[2]), n);
        if (begin < 0 || begin > n || begin > end)
            out_of_bounds(h, st, fmt::format("start {}, end {}, length {}", begin, int_arg(h, st, a[2]), n));
        Text replacement = text(h, st, a[3]);
        if (replacement.size() > static_cast<std::size_t>(end - begin))
            grow_builder(h, st, a[0], replacement.size() - static_cast<std::size_t>(end - begin));
        buffer(st, a[0]).replace(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin), replacement);
        return a[0];
    });
    b("reverse()L@;", [](IntrinsicHost&, State& st, Args a) {
        Text& x = buffer(st, a[0]);
        std::reverse(x.begin(), x.end());
        // Surrogate pairs keep their order (AbstractStringBuilder.reverse).
        for (std::size_t i = 0; i + 1 < x.size(); ++i)
            if (java_text::is_low_surrogate(x[i]) && java_text::is_high_surrogate(x[i + 1])) std::swap(x[i], x[i + 1]), ++i;
        return a[0];
    });
    b("indexOf(Ljava/lang/String;)I", [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), 0));
    });
    b("indexOf(Ljava/lang/String;I)I", [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), int_arg(h, st, a[2])));
    });
    b("lastIndexOf(Ljava/lang/String;)I", [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        return Value::i32(last_index_of(x, text(h, st, a[1]), size(x)));
    });
    b("lastIndexOf(Ljava/lang/String;I)I", [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(last_index_of(text(h, st, a[0]), text(h, st, a[1]), int_arg(h, st, a[2])));
    });
    b("substring(I)Ljava/lang/String;", [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t begin = int_arg(h, st, a[1]);
        check_range(h, st, begin, size(x), size(x));
        return string_value(h, st, x.substr(static_cast<std::size_t>(begin)));
    });
    b("substring(II)Ljava/lang/String;", [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        std::int32_t begin = int_arg(h, st, a[1]);
        std::int32_t end = int_arg(h, st, a[2]);
        check_range(h, st, begin, end, size(x));
        return string_value(h, st, x.substr(static_cast<std::size_t>(begin), static_cast<std::size_t>(end - begin)));
    });
    b("chars()Ljava/util/stream/IntStream;", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text(h, st, a[0]);
        std::uint32_t array = h.new_array(st, h.klass("[I"), size(x));
        Object& o = st.heap.mutate(array);
        for (std::size_t i = 0; i < x.size(); ++i) o.slots[i] = Value::i32(x[i]);
        return h.call_static(st, "java/util/Arrays", "stream", "([I)Ljava/util/stream/IntStream;", {Value::ref(array)});
    });
    // AbstractStringBuilder's checks, in its order and with its messages
    // (the NullPointerException's is HotSpot's helpful one for its code).
    b("getChars(II[CI)V", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text(h, st, a[0]);
        const std::int32_t begin = int_arg(h, st, a[1]);
        const std::int32_t end = int_arg(h, st, a[2]);
        const std::int32_t at = int_arg(h, st, a[4]);
        if (begin < 0 || begin > end || end > size(x))
            h.throw_new(st, "java/lang/StringIndexOutOfBoundsException",
                        fmt::format("start {}, end {}, length {}", begin, end, size(x)));
        if (a[3].as_ref() == 0)
            h.throw_new(st, "java/lang/NullPointerException", "Cannot read the array length because \"dst\" is null");
        const std::int32_t length = deref(st, a[3]).length();
        const std::int64_t last = std::int64_t{at} + (end - begin);
        if (at < 0 || last > length)
            h.throw_new(st, "java/lang/IndexOutOfBoundsException",
                        fmt::format("start {}, end {}, length {}", at, static_cast<std::int32_t>(last), length));
        Object& dst = st.heap.mutate(a[3].as_ref());
        for (std::int32_t i = begin; i < end; ++i)
            dst.slots[static_cast<std::size_t>(at + i - begin)] = Value::i32(x[static_cast<std::size_t>(i)]);
        return Value();
    });
    b("insert(I[CII)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const std::int32_t index = int_arg(h, st, a[1]);
        const std::int32_t offset = int_arg(h, st, a[3]);
        const std::int32_t count = int_arg(h, st, a[4]);
        const std::int32_t n = size(text(h, st, a[0]));
        if (index < 0 || index > n) out_of_bounds(h, st, fmt::format("offset {}, length {}", index, n));
        if (a[2].as_ref() == 0)
            h.throw_new(st, "java/lang/NullPointerException", "Cannot read the array length because \"str\" is null");
        const std::int32_t length = deref(st, a[2]).length();
        const auto end = static_cast<std::int32_t>(static_cast<std::uint32_t>(offset) + static_cast<std::uint32_t>(count));
        if (offset < 0 || offset > end || end > length)
            out_of_bounds(h, st, fmt::format("start {}, end {}, length {}", offset, end, length));
        const Text what = chars_of_array(h, st, a[2], offset, count);
        grow_builder(h, st, a[0], what.size());
        buffer(st, a[0]).insert(static_cast<std::size_t>(index), what);
        return a[0];
    });
    // insert(offset, x) for each type: the text of x at offset.
    b("insert(ILjava/lang/String;)L@;", insert_of<'L'>);
    b("insert(ILjava/lang/Object;)L@;", insert_of<'L'>);
    b("insert(ILjava/lang/CharSequence;)L@;", insert_of<'L'>);
    b("insert(I[C)L@;", insert_of<'['>);
    b("insert(IZ)L@;", insert_of<'Z'>);
    b("insert(IC)L@;", insert_of<'C'>);
    b("insert(II)L@;", insert_of<'I'>);
    b("insert(IJ)L@;", insert_of<'J'>);
    b("insert(IF)L@;", insert_of<'F'>);
    b("insert(ID)L@;", insert_of<'D'>);
}

}  // namespace

// getMessage() of the Formatter's exceptions: the formatter's message when
// the engine threw it, else the class's own code.
Value format_exception_message(IntrinsicHost& host, State& state, Args a) {
    const Object& exception = deref(state, a[0]);
    if (exception.has_note) return string_value(host, state, exception.note);
    const MethodInfo* own = exception.cls->find_method("getMessage", "()Ljava/lang/String;");
    return host.call_bytecode(state, *own, {a[0]});
}

void builder_reserve(Object& builder, std::int64_t minimum) {
    constexpr std::int64_t kSoftMax = 0x7fffffff - 8;  // ArraysSupport.SOFT_MAX_ARRAY_LENGTH
    const std::int64_t old = builder.capacity;
    if (old < 0 || minimum <= old) return;
    std::int64_t grown = old + std::max(minimum - old, old + 2);
    if (grown > kSoftMax) grown = std::max(minimum, kSoftMax);
    builder.capacity = static_cast<std::int32_t>(std::min<std::int64_t>(grown, 0x7fffffff));
}

// The registry key for each class a builder method may be resolved in.
void add_builder_method(IntrinsicTable& t, const std::string& method, Intrinsic intrinsic) {
    for (const char* owner : {"java/lang/StringBuilder.", "java/lang/StringBuffer.", "java/lang/AbstractStringBuilder."}) {
        std::string key = owner + method;
        // Methods returning the builder name their own class in the descriptor.
        std::string self = std::string("L") + std::string(owner).substr(0, std::string(owner).size() - 1) + ";";
        auto at = key.find("L@;");
        if (at != std::string::npos) key.replace(at, 3, self);
        t[key] = intrinsic;
    }
}

std::optional<std::u16string> split_literal(const std::u16string& regex) { return literal_of(regex); }

void add_string_intrinsics(IntrinsicTable& table) {
    add_string(table);
    add_builders(table);
    for (const char* name : {"UnknownFormatConversionException", "MissingFormatArgumentException",
                             "IllegalFormatConversionException", "FormatFlagsConversionMismatchException",
                             "MissingFormatWidthException", "IllegalFormatPrecisionException",
                             "DuplicateFormatFlagsException", "IllegalFormatWidthException",
                             "IllegalFormatFlagsException", "IllegalFormatCodePointException",
                             "IllegalFormatArgumentIndexException", "UnknownFormatFlagsException"})
        table[std::string("java/util/") + name + ".getMessage()Ljava/lang/String;"] = format_exception_message;
}

}  // namespace symcrete::engine
