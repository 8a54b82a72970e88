// System.out and System.err: PrintStreams whose output goes to the State
// (design decision 6: exploration performs no real I/O). The `run` command
// writes the captured text out at the end, as `java` would have printed it.
#include <fmt/format.h>

#include "engine/intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

std::string& stream_of(State& state, Value self) {
    return deref(state, self).stream == 1 ? state.out : state.err;
}

// A method name and descriptor as a template argument.
template <std::size_t N>
struct MethodKey {
    char text[N];
    constexpr MethodKey(const char (&s)[N]) { std::copy_n(s, N, text); }
    std::string_view name() const { return std::string_view(text).substr(0, std::string_view(text).find('(')); }
    std::string_view descriptor() const { return std::string_view(text).substr(std::string_view(text).find('(')); }
};

// The intrinsic for System.out and System.err; any other PrintStream (one on
// a ByteArrayOutputStream, say) runs PrintStream's own bytecode.
template <MethodKey Key, Intrinsic Fast>
Value stream_method(IntrinsicHost& host, State& state, const Value* a) {
    if (deref(state, a[0]).stream != 0) return Fast(host, state, a);
    const MethodInfo* own = host.klass("java/io/PrintStream")->find_method(Key.name(), Key.descriptor());
    return host.call_bytecode(state, *own, std::vector<Value>(a, a + own->arg_count));
}

// print(x) for each argument type; 'A' is a char[].
template <char Type, bool Newline>
Value print(IntrinsicHost& host, State& state, Args a) {
    std::string& out = stream_of(state, a[0]);
    std::u16string text;
    if constexpr (Type == 'A') {
        if (a[1].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
        for (Value c : deref(state, a[1]).slots) text.push_back(static_cast<char16_t>(host.concretize(state, c).as_i32()));
    } else if constexpr (Type != 'V') {
        text = host.to_java_string(state, a[1], Type);
    }
    out += utf8(text);
    if (Newline) out += '\n';
    return Value();
}

// printf on any PrintStream: the engine's Formatter model, then the text
// goes out as print(String) would send it (another stream runs its bytecode).
Value printf(IntrinsicHost& host, State& state, Value self, Value format, Value args) {
    auto emit = [&](const std::u16string& text) {
        if (deref(state, self).stream != 0) {
            stream_of(state, self) += utf8(text);
            return;
        }
        host.call_virtual(state, "print", "(Ljava/lang/String;)V",
                          {self, Value::ref(host.new_string(state, text))});
    };
    std::u16string text = format_java(host, state, format, args, emit);
    emit(text);
    return self;
}

constexpr Intrinsic write_byte = [](IntrinsicHost& h, State& s, Args a) {
    stream_of(s, a[0]).push_back(static_cast<char>(h.concretize(s, a[1]).as_i32()));
    return Value();
};
constexpr Intrinsic write_bytes = [](IntrinsicHost& h, State& s, Args a) {
    std::string& out = stream_of(s, a[0]);
    const Object& bytes = deref(s, a[1]);
    std::int32_t offset = h.concretize(s, a[2]).as_i32();
    std::int32_t length = h.concretize(s, a[3]).as_i32();
    if (offset < 0 || length < 0 || offset > bytes.length() - length)
        h.throw_new(s, "java/lang/IndexOutOfBoundsException", std::nullopt);
    for (std::int32_t i = 0; i < length; ++i)
        out.push_back(static_cast<char>(h.concretize(s, bytes.slots[static_cast<std::size_t>(offset + i)]).as_i32()));
    return Value();
};
constexpr Intrinsic flush = [](IntrinsicHost&, State&, Args) { return Value(); };  // nothing is buffered
constexpr Intrinsic close = [](IntrinsicHost&, State&, Args) { return Value(); };  // System.out stays usable, as the engine owns it
constexpr Intrinsic no_error = [](IntrinsicHost&, State&, Args) { return Value::i32(0); };
constexpr Intrinsic append_char = [](IntrinsicHost& h, State& s, Args a) {
    print<'C', false>(h, s, a);
    return a[0];
};
constexpr Intrinsic append_sequence = [](IntrinsicHost& h, State& s, Args a) {
    print<'L', false>(h, s, a);
    return a[0];
};
constexpr Intrinsic printf_default_locale = [](IntrinsicHost& h, State& s, Args a) {
    return printf(h, s, a[0], a[1], a[2]);
};
constexpr Intrinsic printf_in_locale = [](IntrinsicHost& h, State& s, Args a) {
    check_format_locale(h, s, a[1]);
    return printf(h, s, a[0], a[2], a[3]);
};

}  // namespace

void add_io_intrinsics(IntrinsicTable& t) {
    const std::string p = "java/io/PrintStream.";
    t[p + "println()V"] = stream_method<"println()V", print<'V', true>>;
    t[p + "newLine()V"] = stream_method<"newLine()V", print<'V', true>>;
    t[p + "println(Z)V"] = stream_method<"println(Z)V", print<'Z', true>>;
    t[p + "println(C)V"] = stream_method<"println(C)V", print<'C', true>>;
    t[p + "println(I)V"] = stream_method<"println(I)V", print<'I', true>>;
    t[p + "println(J)V"] = stream_method<"println(J)V", print<'J', true>>;
    t[p + "println(F)V"] = stream_method<"println(F)V", print<'F', true>>;
    t[p + "println(D)V"] = stream_method<"println(D)V", print<'D', true>>;
    t[p + "println([C)V"] = stream_method<"println([C)V", print<'A', true>>;
    t[p + "println(Ljava/lang/String;)V"] = stream_method<"println(Ljava/lang/String;)V", print<'L', true>>;
    t[p + "println(Ljava/lang/Object;)V"] = stream_method<"println(Ljava/lang/Object;)V", print<'L', true>>;
    t[p + "print(Z)V"] = stream_method<"print(Z)V", print<'Z', false>>;
    t[p + "print(C)V"] = stream_method<"print(C)V", print<'C', false>>;
    t[p + "print(I)V"] = stream_method<"print(I)V", print<'I', false>>;
    t[p + "print(J)V"] = stream_method<"print(J)V", print<'J', false>>;
    t[p + "print(F)V"] = stream_method<"print(F)V", print<'F', false>>;
    t[p + "print(D)V"] = stream_method<"print(D)V", print<'D', false>>;
    t[p + "print([C)V"] = stream_method<"print([C)V", print<'A', false>>;
    t[p + "print(Ljava/lang/String;)V"] = stream_method<"print(Ljava/lang/String;)V", print<'L', false>>;
    t[p + "print(Ljava/lang/Object;)V"] = stream_method<"print(Ljava/lang/Object;)V", print<'L', false>>;
    t[p + "write(I)V"] = stream_method<"write(I)V", write_byte>;
    t[p + "write([BII)V"] = stream_method<"write([BII)V", write_bytes>;
    t[p + "flush()V"] = stream_method<"flush()V", flush>;
    t[p + "close()V"] = stream_method<"close()V", close>;
    t[p + "checkError()Z"] = stream_method<"checkError()Z", no_error>;
    t[p + "append(C)Ljava/io/PrintStream;"] = stream_method<"append(C)Ljava/io/PrintStream;", append_char>;
    t[p + "append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;"] = stream_method<"append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;", append_sequence>;
    // printf and format format in C++ for every stream (see printf).
    t[p + "printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_default_locale;
    t[p + "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_default_locale;
    t[p + "printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_in_locale;
    t[p + "format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_in_locale;
}

}  // namespace symcrete::engine
