// System.out and System.err: PrintStreams whose output goes to the State
// (design decision 6: exploration performs no real I/O). The `run` command
// writes the captured text out at the end, as `java` would have printed it.
#include <fmt/format.h>

#include "engine/intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

std::string& stream_of(IntrinsicHost& host, State& state, Value self) {
    switch (deref(state, self).stream) {
        case 1: return state.out;
        case 2: return state.err;
        default: host.unsupported("a PrintStream other than System.out and System.err");
    }
}

// print(x) for each argument type; 'A' is a char[].
template <char Type, bool Newline>
Value print(IntrinsicHost& host, State& state, Args a) {
    std::string& out = stream_of(host, state, a[0]);
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

Value printf(IntrinsicHost& host, State& state, Value self, Value format, Value args) {
    std::string& out = stream_of(host, state, self);
    std::u16string text = format_java(host, state, format, args, [&](const std::u16string& partial) {
        out += utf8(partial);
    });
    out += utf8(text);
    return self;
}

}  // namespace

void add_io_intrinsics(IntrinsicTable& t) {
    const std::string p = "java/io/PrintStream.";
    t[p + "println()V"] = print<'V', true>;
    t[p + "newLine()V"] = print<'V', true>;
    t[p + "println(Z)V"] = print<'Z', true>;
    t[p + "println(C)V"] = print<'C', true>;
    t[p + "println(I)V"] = print<'I', true>;
    t[p + "println(J)V"] = print<'J', true>;
    t[p + "println(F)V"] = print<'F', true>;
    t[p + "println(D)V"] = print<'D', true>;
    t[p + "println([C)V"] = print<'A', true>;
    t[p + "println(Ljava/lang/String;)V"] = print<'L', true>;
    t[p + "println(Ljava/lang/Object;)V"] = print<'L', true>;
    t[p + "print(Z)V"] = print<'Z', false>;
    t[p + "print(C)V"] = print<'C', false>;
    t[p + "print(I)V"] = print<'I', false>;
    t[p + "print(J)V"] = print<'J', false>;
    t[p + "print(F)V"] = print<'F', false>;
    t[p + "print(D)V"] = print<'D', false>;
    t[p + "print([C)V"] = print<'A', false>;
    t[p + "print(Ljava/lang/String;)V"] = print<'L', false>;
    t[p + "print(Ljava/lang/Object;)V"] = print<'L', false>;
    t[p + "write(I)V"] = [](IntrinsicHost& h, State& s, Args a) {
        stream_of(h, s, a[0]).push_back(static_cast<char>(h.concretize(s, a[1]).as_i32()));
        return Value();
    };
    t[p + "write([BII)V"] = [](IntrinsicHost& h, State& s, Args a) {
        std::string& out = stream_of(h, s, a[0]);
        const Object& bytes = deref(s, a[1]);
        std::int32_t offset = h.concretize(s, a[2]).as_i32();
        std::int32_t length = h.concretize(s, a[3]).as_i32();
        if (offset < 0 || length < 0 || offset > bytes.length() - length)
            h.throw_new(s, "java/lang/IndexOutOfBoundsException", std::nullopt);
        for (std::int32_t i = 0; i < length; ++i)
            out.push_back(static_cast<char>(h.concretize(s, bytes.slots[static_cast<std::size_t>(offset + i)]).as_i32()));
        return Value();
    };
    t[p + "flush()V"] = [](IntrinsicHost&, State&, Args) { return Value(); };
    t[p + "close()V"] = [](IntrinsicHost&, State&, Args) { return Value(); };
    t[p + "checkError()Z"] = [](IntrinsicHost&, State&, Args) { return Value::i32(0); };
    t[p + "append(C)Ljava/io/PrintStream;"] = [](IntrinsicHost& h, State& s, Args a) {
        print<'C', false>(h, s, a);
        return a[0];
    };
    t[p + "append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;"] = [](IntrinsicHost& h, State& s, Args a) {
        print<'L', false>(h, s, a);
        return a[0];
    };
    t[p + "printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = [](IntrinsicHost& h, State& s, Args a) {
        return printf(h, s, a[0], a[1], a[2]);
    };
    t[p + "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] =
        t[p + "printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"];
    t[p + "printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] =
        [](IntrinsicHost& h, State& s, Args a) { return printf(h, s, a[0], a[2], a[3]); };
    t[p + "format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] =
        t[p + "printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"];
}

}  // namespace symcrete::engine
