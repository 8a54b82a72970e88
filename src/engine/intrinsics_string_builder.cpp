// StringBuilder and StringBuffer as engine values: the UTF-16 text of the heap
// object, edited in place, with the capacity the JDK would report and the
// heap growth Java pays for. Each method is registered once for
// StringBuilder, StringBuffer and AbstractStringBuilder (add_builder_method),
// the classes a call may resolve it in.
#include <algorithm>
#include <fmt/format.h>

#include "string_intrinsics_support.h"

namespace symcrete::engine {

namespace string_intrinsics {

namespace {

// The receiver's text, for mutation in place (builders).
Text& buffer(State& state, Value self) { return state.heap.mutate(self.as_ref()).chars; }

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

// repeat (JDK 21): `count` copies of `piece`.
Value repeat(IntrinsicHost& host, State& state, Value self, const Text& piece, std::int32_t count) {
    const std::size_t total = piece.size() * static_cast<std::size_t>(count);
    grow_builder(host, state, self, total);
    Text& text = buffer(state, self);
    text.reserve(text.size() + total);
    for (std::int32_t i = 0; i < count; ++i) text += piece;
    return self;
}

std::int32_t repeat_count(IntrinsicHost& host, State& state, Value count_value) {
    const std::int32_t count = int_arg(host, state, count_value);
    if (count < 0) host.throw_new(state, "java/lang/IllegalArgumentException", fmt::format("count is negative: {}", count));
    return count;
}

}  // namespace

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
        const std::int32_t cp = int_arg(h, st, a[1]);
        if (!is_code_point(cp))
            h.throw_new(st, "java/lang/IllegalArgumentException", fmt::format("Not a valid Unicode code point: 0x{:X}", static_cast<std::uint32_t>(cp)));
        return append(h, st, a[0], code_point_text(cp));
    });
    b("repeat(II)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const std::int32_t count = repeat_count(h, st, a[2]);
        if (count == 0) return a[0];
        const std::int32_t cp = int_arg(h, st, a[1]);
        if (!is_code_point(cp))
            h.throw_new(st, "java/lang/IllegalArgumentException", fmt::format("Not a valid Unicode code point: 0x{:X}", static_cast<std::uint32_t>(cp)));
        return repeat(h, st, a[0], code_point_text(cp), count);
    });
    b("repeat(Ljava/lang/CharSequence;I)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const std::int32_t count = repeat_count(h, st, a[2]);
        if (count == 0) return a[0];
        return repeat(h, st, a[0], a[1].as_ref() == 0 ? Text(u"null") : sequence(h, st, a[1]), count);
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
        h.lose_precision(st, PrecisionLossKind::BuilderCapacity, "a StringBuilder's capacity after symbolic text was taken as its length");
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

}  // namespace string_intrinsics

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

}  // namespace symcrete::engine
