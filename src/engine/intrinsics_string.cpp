// String, StringBuilder and StringBuffer as engine values (design decision 6):
// UTF-16 text in the heap object, and the common API implemented here rather
// than by running JDK 17's byte[]-and-coder internals. A method not listed
// here runs the JDK's bytecode, which ends the path as unsupported if it
// reaches into String's private fields.
//
// Here: String's own methods, and add_string_intrinsics, which registers the
// area in three parts: String (this file), StringBuilder and StringBuffer
// (intrinsics_string_builder.cpp), and the getMessage() of the Formatter's
// exceptions (intrinsics_string_format.cpp, with the Formatter model behind
// String.format and printf). string_intrinsics_support.h holds what they share.
#include <algorithm>
#include <fmt/format.h>

#include "string_intrinsics_support.h"

namespace symcrete::engine {

namespace string_intrinsics {

namespace {

Value format(IntrinsicHost& host, State& state, Value format_string, Value args) {
    return string_value(host, state, format_java(host, state, format_string, args, {}));
}

}  // namespace

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
        for (std::int32_t i = 0; i < count; ++i) {
            const std::int32_t cp = h.concretize(st, points.slots[static_cast<std::size_t>(offset + i)]).as_i32();
            if (!is_code_point(cp)) h.throw_new(st, "java/lang/IllegalArgumentException", std::to_string(cp));
            result += code_point_text(cp);
        }
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
        return Value::i32(index_of_code_point(text(h, st, a[0]), int_arg(h, st, a[1]), 0));
    };
    t[s + "indexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of_code_point(text(h, st, a[0]), int_arg(h, st, a[1]), int_arg(h, st, a[2])));
    };
    t[s + "indexOf(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), 0));
    };
    t[s + "indexOf(Ljava/lang/String;I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(index_of(text(h, st, a[0]), text(h, st, a[1]), int_arg(h, st, a[2])));
    };
    t[s + "lastIndexOf(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        return Value::i32(last_index_of_code_point(x, int_arg(h, st, a[1]), size(x)));
    };
    t[s + "lastIndexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return Value::i32(last_index_of_code_point(text(h, st, a[0]), int_arg(h, st, a[1]), int_arg(h, st, a[2])));
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
        if (a[1].as_ref() == 0 || !is_ascii(x) || has_special_casing(h, st, a[1]))  // the JDK throws for null
            return jdk_bytecode(h, st, "toUpperCase", "(Ljava/util/Locale;)Ljava/lang/String;", {a[0], a[1]});
        return string_value(h, st, change_case(x, true));
    };
    t[s + "toLowerCase(Ljava/util/Locale;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text& x = text(h, st, a[0]);
        if (a[1].as_ref() == 0 || !is_ascii(x) || has_special_casing(h, st, a[1]))  // the JDK throws for null
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

}  // namespace string_intrinsics

void add_string_intrinsics(IntrinsicTable& table) {
    string_intrinsics::add_string(table);
    string_intrinsics::add_builders(table);
    string_intrinsics::add_format_exception_messages(table);
}

}  // namespace symcrete::engine
