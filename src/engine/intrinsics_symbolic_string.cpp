// The String methods that keep symbolic text symbolic (Object::Kind::
// SymbolicString, symbolic_text.h). The engine calls one of these instead
// of the plain intrinsic when an argument is a String with symbolic text;
// String methods without a version here get their arguments pinned to the
// model's text first (Interpreter::run_intrinsic). Conditions a method's
// result depends on (an index in range, ASCII text for a case change) are
// branched on, so every outcome Java can have is explored.
#include <fmt/format.h>

#include "engine/intrinsic_table.h"
#include "engine/symbolic_text.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using expr::Kind;

// The text of a String (symbolic or not) or StringBuilder; null throws
// NullPointerException; any other CharSequence is pinned through toString().
Text text_of(IntrinsicHost& host, State& state, Value v) {
    if (v.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& o = deref(state, v);
    if (o.kind == Object::Kind::SymbolicString) return *o.symbolic_text;
    if (o.kind == Object::Kind::String || o.kind == Object::Kind::StringBuilder) return TextAlgebra::lift(o.chars);
    return TextAlgebra::lift(host.to_java_string(state, v, 'L'));
}

bool is_text(const State& state, Value v) {
    if (v.as_ref() == 0) return false;
    const Object::Kind kind = deref(state, v).kind;
    return kind == Object::Kind::String || kind == Object::Kind::SymbolicString;
}

// A String of this text: an ordinary one when it is concrete.
Value string_of(IntrinsicHost& host, State& state, Text text) {
    if (auto concrete = TextAlgebra::concrete(text)) return string_value(host, state, std::move(*concrete));
    Object object;
    object.kind = Object::Kind::SymbolicString;
    object.cls = host.klass("java/lang/String");
    object.symbolic_text = std::make_shared<const Text>(std::move(text));
    return Value::ref(state.heap.allocate(std::move(object)));
}

[[noreturn]] void out_of_bounds(IntrinsicHost& host, State& state, const std::string& message) {
    host.throw_new(state, "java/lang/StringIndexOutOfBoundsException", message);
}

// 0 <= begin <= end <= length, or StringIndexOutOfBoundsException.
void check_range(IntrinsicHost& host, State& state, Value begin, Value end, Value length) {
    auto& ctx = host.context();
    const Value bad = expr::binary(
        ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, begin, Value::i32(0)),
        expr::binary(ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, end, begin), expr::binary(ctx, Kind::Lt, length, end)));
    if (host.branch(state, bad)) {
        out_of_bounds(host, state,
                      fmt::format("begin {}, end {}, length {}", host.concretize(state, begin).as_i32(),
                                  host.concretize(state, end).as_i32(), host.concretize(state, length).as_i32()));
    }
}

Value boolean(IntrinsicHost& host, Value condition) { return TextAlgebra(host.context()).as_int(condition); }

// indexOf/lastIndexOf(int ch): a supplementary code point is a surrogate
// pair in the text, which printable input text never holds; such a search
// pins the text and runs the plain intrinsic.
bool is_char(IntrinsicHost& host, State& state, Value ch) {
    auto& ctx = host.context();
    return host.branch(state, expr::binary(ctx, Kind::BoolAnd, expr::binary(ctx, Kind::Le, Value::i32(0), ch),
                                           expr::binary(ctx, Kind::Lt, ch, Value::i32(0x10000))));
}

Value plain(IntrinsicHost& host, State& state, std::string_view key, Args a, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i)
        if (a[i].kind() == ValueKind::Ref && a[i].as_ref() != 0) host.pin_string(state, a[i].as_ref());
    return find_intrinsic(key)(host, state, a);
}

void add(IntrinsicTable& t) {
    const std::string s = "java/lang/String.";
    t[s + "length()I"] = [](IntrinsicHost& h, State& st, Args a) { return text_of(h, st, a[0]).length; };
    t[s + "isEmpty()Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, expr::binary(h.context(), Kind::Eq, text_of(h, st, a[0]).length, Value::i32(0)));
    };
    t[s + "charAt(I)C"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        auto& ctx = h.context();
        const Value bad = expr::binary(ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, a[1], Value::i32(0)),
                                       expr::binary(ctx, Kind::Le, x.length, a[1]));
        if (h.branch(st, bad))
            out_of_bounds(h, st, fmt::format("String index out of range: {}", h.concretize(st, a[1]).as_i32()));
        return TextAlgebra(ctx).char_at(x, a[1]);
    };
    t[s + "equals(Ljava/lang/Object;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_text(st, a[1])) return Value::i32(0);
        return boolean(h, TextAlgebra(h.context()).equals(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "contentEquals(Ljava/lang/CharSequence;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).equals(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "hashCode()I"] = [](IntrinsicHost& h, State& st, Args a) {
        return TextAlgebra(h.context()).hash(text_of(h, st, a[0]));
    };
    t[s + "compareTo(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return TextAlgebra(h.context()).compare(text_of(h, st, a[0]), text_of(h, st, a[1]));
    };
    t[s + "compareTo(Ljava/lang/Object;)I"] = t[s + "compareTo(Ljava/lang/String;)I"];
    t[s + "startsWith(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).starts_with(text_of(h, st, a[0]), text_of(h, st, a[1]), Value::i32(0)));
    };
    t[s + "startsWith(Ljava/lang/String;I)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).starts_with(text_of(h, st, a[0]), text_of(h, st, a[1]), a[2]));
    };
    t[s + "endsWith(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).ends_with(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "contains(Ljava/lang/CharSequence;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        TextAlgebra algebra(h.context());
        const Value at = algebra.index_of(text_of(h, st, a[0]), text_of(h, st, a[1]), Value::i32(0));
        return boolean(h, expr::binary(h.context(), Kind::Le, Value::i32(0), at));
    };
    t[s + "indexOf(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return TextAlgebra(h.context()).index_of(text_of(h, st, a[0]), text_of(h, st, a[1]), Value::i32(0));
    };
    t[s + "indexOf(Ljava/lang/String;I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return TextAlgebra(h.context()).index_of(text_of(h, st, a[0]), text_of(h, st, a[1]), a[2]);
    };
    t[s + "lastIndexOf(Ljava/lang/String;)I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        return TextAlgebra(h.context()).last_index_of(x, text_of(h, st, a[1]), x.length);
    };
    t[s + "lastIndexOf(Ljava/lang/String;I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        return TextAlgebra(h.context()).last_index_of(text_of(h, st, a[0]), text_of(h, st, a[1]), a[2]);
    };
    t[s + "indexOf(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_char(h, st, a[1])) return plain(h, st, "java/lang/String.indexOf(I)I", a, 2);
        return TextAlgebra(h.context()).index_of_char(text_of(h, st, a[0]), a[1], Value::i32(0));
    };
    t[s + "indexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_char(h, st, a[1])) return plain(h, st, "java/lang/String.indexOf(II)I", a, 3);
        return TextAlgebra(h.context()).index_of_char(text_of(h, st, a[0]), a[1], a[2]);
    };
    t[s + "lastIndexOf(I)I"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_char(h, st, a[1])) return plain(h, st, "java/lang/String.lastIndexOf(I)I", a, 2);
        const Text x = text_of(h, st, a[0]);
        return TextAlgebra(h.context()).last_index_of_char(x, a[1], x.length);
    };
    t[s + "lastIndexOf(II)I"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_char(h, st, a[1])) return plain(h, st, "java/lang/String.lastIndexOf(II)I", a, 3);
        return TextAlgebra(h.context()).last_index_of_char(text_of(h, st, a[0]), a[1], a[2]);
    };
    t[s + "substring(I)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        check_range(h, st, a[1], x.length, x.length);
        return string_of(h, st, TextAlgebra(h.context()).substring(x, a[1], x.length));
    };
    t[s + "substring(II)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        check_range(h, st, a[1], a[2], x.length);
        return string_of(h, st, TextAlgebra(h.context()).substring(x, a[1], a[2]));
    };
    t[s + "subSequence(II)Ljava/lang/CharSequence;"] = t[s + "substring(II)Ljava/lang/String;"];
    t[s + "concat(Ljava/lang/String;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).concat(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "trim()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).trim(text_of(h, st, a[0])));
    };
    t[s + "strip()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).strip(text_of(h, st, a[0]), true, true));
    };
    t[s + "stripLeading()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).strip(text_of(h, st, a[0]), true, false));
    };
    t[s + "stripTrailing()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).strip(text_of(h, st, a[0]), false, true));
    };
    t[s + "isBlank()Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).is_blank(text_of(h, st, a[0])));
    };
    // ASCII text maps char by char; other text runs the plain intrinsic
    // (and through it String's bytecode) on the pinned text.
    t[s + "toUpperCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        TextAlgebra algebra(h.context());
        const Text x = text_of(h, st, a[0]);
        if (!h.branch(st, algebra.all_ascii(x))) return plain(h, st, "java/lang/String.toUpperCase()Ljava/lang/String;", a, 1);
        return string_of(h, st, algebra.change_case(x, true));
    };
    t[s + "toLowerCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        TextAlgebra algebra(h.context());
        const Text x = text_of(h, st, a[0]);
        if (!h.branch(st, algebra.all_ascii(x))) return plain(h, st, "java/lang/String.toLowerCase()Ljava/lang/String;", a, 1);
        return string_of(h, st, algebra.change_case(x, false));
    };
    t[s + "toString()Ljava/lang/String;"] = [](IntrinsicHost&, State&, Args a) { return a[0]; };
    t[s + "valueOf(Ljava/lang/Object;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        if (is_text(st, a[0])) return a[0];
        return plain(h, st, "java/lang/String.valueOf(Ljava/lang/Object;)Ljava/lang/String;", a, 1);
    };
}

}  // namespace

Intrinsic find_symbolic_string_intrinsic(std::string_view key) {
    static const IntrinsicTable table = [] {
        IntrinsicTable t;
        add(t);
        return t;
    }();
    auto it = table.find(std::string(key));
    return it == table.end() ? nullptr : it->second;
}

}  // namespace symcrete::engine
