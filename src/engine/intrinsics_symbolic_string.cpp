// The String methods that keep symbolic text symbolic (Object::Kind::
// SymbolicString, symbolic_text.h). The engine calls one of these instead
// of the plain intrinsic when an argument is a String with symbolic text;
// String methods without a version here get their arguments pinned to the
// model's text first (Interpreter::run_intrinsic). Conditions a method's
// result depends on (an index in range, ASCII text for a case change) are
// branched on, so every outcome Java can have is explored.
#include <algorithm>

#include <fmt/format.h>

#include "intrinsic_table.h"
#include "regex_automaton.h"
#include "string_intrinsics_support.h"
#include "symbolic_text.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using expr::Kind;

// The text of a String (symbolic or not) or StringBuilder; null throws
// NullPointerException; any other CharSequence is pinned through toString().
Text text_of(IntrinsicHost& host, State& state, Value v) {
    if (v.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& o = deref(state, v);
    if (o.symbolic_text) return *o.symbolic_text;  // a SymbolicString, or a builder holding symbolic text
    if (o.kind == Object::Kind::String || o.kind == Object::Kind::StringBuilder) return TextAlgebra::lift(o.chars);
    return TextAlgebra::lift(host.to_java_string(state, v, 'L'));
}

// The text of a char[] (null throws NullPointerException); an input array
// with symbolic contents gets slots first.
Text text_of_chars(IntrinsicHost& host, State& state, Value array) {
    if (array.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    if (deref(state, array).symbolic) host.flatten(state, array.as_ref());
    const Object& o = deref(state, array);
    return Text{Value::i32(o.length()), o.slots};
}

// The String `new` made takes the text; symbolic text makes it a SymbolicString.
Value construct_string(State& state, Value self, Text text) {
    Object& o = state.heap.mutate(self.as_ref());
    if (auto concrete = TextAlgebra::concrete(text)) {
        o.chars = std::move(*concrete);
    } else {
        o.kind = Object::Kind::SymbolicString;
        o.symbolic_text = std::make_shared<const Text>(std::move(text));
    }
    return Value();
}

// The chars [offset, offset + count) of a char[], after the JDK's check
// (String.valueOf(char[], int, int), new String(char[], int, int)).
Text text_of_chars_range(IntrinsicHost& host, State& state, Value array, Value offset, Value count);

// A builder's text after an operation: plain chars again once it is concrete.
Value set_builder_text(State& state, Value self, Text text) {
    Object& o = state.heap.mutate(self.as_ref());
    if (auto concrete = TextAlgebra::concrete(text)) {
        builder_reserve(o, static_cast<std::int64_t>(concrete->size()));
        o.chars = std::move(*concrete);
        o.symbolic_text.reset();
    } else {
        o.capacity = -1;  // it grew by a symbolic amount
        o.chars.clear();
        o.symbolic_text = std::make_shared<const Text>(std::move(text));
    }
    return self;
}

// The heap a builder's text takes when `more` joins it.
void grow_for(State& state, const Text& more) { state.heap.grow({2 * more.chars.size(), 4 * more.chars.size()}); }

Value append_text(IntrinsicHost& host, State& state, Value self, const Text& more) {
    grow_for(state, more);
    return set_builder_text(state, self, TextAlgebra(host.context()).concat(text_of(host, state, self), more));
}

// append(x) for a primitive x: every width of a number under
// EngineOptions::exact_values (value_text), else the model's width kept
// (value_text_of_modelled_width), a boolean pinned; the builder's symbolic
// text kept.
Value append_pinned(IntrinsicHost& host, State& state, Args a, char type) {
    if (host.exact_values()) return append_text(host, state, a[0], value_text(host, state, a[1], type));
    if (type != 'Z') return append_text(host, state, a[0], value_text_of_modelled_width(host, state, a[1], type));
    return append_text(host, state, a[0], TextAlgebra::lift(host.to_java_string(state, a[1], type)));
}

// append(x) for a String or CharSequence x: "null" for null.
Value append_sequence(IntrinsicHost& host, State& state, Value self, Value x) {
    return append_text(host, state, self, x.as_ref() == 0 ? TextAlgebra::lift(u"null") : text_of(host, state, x));
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

Text text_of_chars_range(IntrinsicHost& host, State& state, Value array, Value offset, Value count) {
    const Text all = text_of_chars(host, state, array);
    auto& ctx = host.context();
    const Value bad = expr::binary(
        ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, offset, Value::i32(0)),
        expr::binary(ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, count, Value::i32(0)),
                     expr::binary(ctx, Kind::Lt, expr::binary(ctx, Kind::Sub, all.length, count), offset)));
    if (host.branch(state, bad)) {
        out_of_bounds(host, state,
                      fmt::format("offset {}, count {}, length {}", host.concretize(state, offset).as_i32(),
                                  host.concretize(state, count).as_i32(), host.concretize(state, all.length).as_i32()));
    }
    return TextAlgebra(ctx).substring(all, offset, expr::binary(ctx, Kind::Add, offset, count));
}

// Whether every char of the text is a constant or an input's own char.
bool plain_chars(const Text& text) {
    return std::all_of(text.chars.begin(), text.chars.end(),
                       [](const Value& c) { return c.is_concrete() || c.expr()->is_var(); });
}

// A position into `text` (0 to its capacity), enumerated when symbolic
// (IntrinsicHost::enumerate_within: a path per feasible value, the model's
// first); unchanged where it may lie outside.
Value known_position(IntrinsicHost& host, State& state, const Text& text, Value position) {
    if (position.is_concrete()) return position;
    const auto capacity = static_cast<std::int32_t>(text.chars.size());
    const std::optional<std::int32_t> at = host.enumerate_within(state, position, 0, capacity);
    return at ? Value::i32(*at) : position;
}

// The chars [begin, end) of a text, in range (checked by the caller). A
// symbolic begin selects each char through a chain of if-then-else over
// the positions. Over an input's own chars that is cheap, and it keeps
// every position on one path, where branches on the part's length and
// chars fork as the program needs; but substrings of such substrings (a
// line of split text, stripped, cut at its colon, stripped again) compound
// into queries the solver takes seconds over, a path a second. So a
// symbolic begin into text whose chars are already chosen that way is
// enumerated: a path per position the text allows, each with the chars
// themselves. (A symbolic end only changes the length, a single term.)
Text slice(IntrinsicHost& host, State& state, const Text& text, Value begin, Value end) {
    if (!plain_chars(text)) begin = known_position(host, state, text, begin);
    return TextAlgebra(host.context()).substring(text, begin, end);
}

// The text between trim's or strip's bounds. Each bound is a chain of
// if-then-else over every char's whitespace test, and each later use of
// the result (an indexOf, a substring, an equals) repeats both: a line
// stripped and then cut at its colon gave queries of a second each. A
// program seldom branches on how much whitespace there was, so both
// bounds are enumerated (a path per feasible position, the model's first).
// Before that, the path goes where nothing is cut when it can: the JDK then
// returns the String itself (`self`), whose length stays symbolic, so a
// lookup of the result among a map's keys can still be any key's length
// (an enumerated end is the model's length, 15, 14, ..., before a key's).
// (strip() of "" is the literal "", trim() of "" the String itself.)
// (Deciding the kept length first, its shortest values as branches of
// their own, reached short keys too but cost two parsers 2 of 24 and 2 of
// 28 branches at their budget: each strip in a loop forked several ways
// more.)
Value kept_part(IntrinsicHost& host, State& state, Value self, const Text& text, std::pair<Value, Value> bounds,
                bool empty_is_self) {
    auto& ctx = host.context();
    Value whole = expr::binary(ctx, Kind::BoolAnd, expr::binary(ctx, Kind::Eq, bounds.first, Value::i32(0)),
                               expr::binary(ctx, Kind::Eq, bounds.second, text.length));
    if (!empty_is_self) whole = expr::binary(ctx, Kind::BoolAnd, whole, expr::binary(ctx, Kind::Lt, Value::i32(0), text.length));
    if (host.branch_preferring(state, whole)) return self;
    const Value begin = known_position(host, state, text, bounds.first);
    const Value end = known_position(host, state, text, bounds.second);
    return string_of(host, state, TextAlgebra(ctx).substring(text, begin, end));
}

// strip(), stripLeading(), stripTrailing() (each gives "" for "", trim() the String itself).
Value stripped(IntrinsicHost& host, State& state, Value self, bool leading, bool trailing) {
    const Text x = text_of(host, state, self);
    return kept_part(host, state, self, x, TextAlgebra(host.context()).strip_bounds(x, leading, trailing), false);
}

Value boolean(IntrinsicHost& host, Value condition) { return TextAlgebra(host.context()).as_int(condition); }

// charAt(i) of a String or builder: StringIndexOutOfBoundsException outside [0, length).
Value char_at(IntrinsicHost& host, State& state, Value self, Value index, std::string_view message) {
    const Text x = text_of(host, state, self);
    auto& ctx = host.context();
    const Value bad = expr::binary(ctx, Kind::BoolOr, expr::binary(ctx, Kind::Lt, index, Value::i32(0)),
                                   expr::binary(ctx, Kind::Le, x.length, index));
    if (host.branch(state, bad)) {
        const std::int32_t i = host.concretize(state, index).as_i32();
        out_of_bounds(host, state, fmt::format(fmt::runtime(message), i, host.concretize(state, x.length).as_i32()));
    }
    return TextAlgebra(ctx).char_at(x, index);
}

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

// toUpperCase and toLowerCase, with a locale (a[1]) or without: ASCII text
// maps char by char. Other text, a null locale (the JDK throws) or one
// whose rules special-case ASCII letters (Turkish I) runs the plain
// intrinsic (and through it String's bytecode) on the pinned text.
Value changed_case(IntrinsicHost& host, State& state, Args a, bool upper, bool with_locale) {
    TextAlgebra algebra(host.context());
    const Text x = text_of(host, state, a[0]);
    const bool root_rules =
        !with_locale || (a[1].as_ref() != 0 && !string_intrinsics::has_special_casing(host, state, a[1]));
    if (!root_rules || !host.branch(state, algebra.all_ascii(x))) {
        const std::string key = fmt::format("java/lang/String.{}({})Ljava/lang/String;",
                                            upper ? "toUpperCase" : "toLowerCase", with_locale ? "Ljava/util/Locale;" : "");
        return plain(host, state, key, a, 1);
    }
    return string_of(host, state, algebra.change_case(x, upper));
}

// String.split on a literal separator, or on one character class (`[,;]`,
// `\\s+`: a char of the set, or the longest run of them), as
// java.util.regex.Pattern.split does it, with each search for the next
// separator a branch: found or not. No match gives the String itself; a
// zero limit drops trailing empty parts, a positive one caps their number.
// Any other regex, or a class over text that may hold a surrogate (a pair
// the regex takes as one code point), pins the text and runs the plain one.
Value split(IntrinsicHost& h, State& st, Args a, Value limit_arg, std::string_view plain_key) {
    const Text x = text_of(h, st, a[0]);
    if (a[1].as_ref() == 0 || deref(st, a[1]).kind != Object::Kind::String) return plain(h, st, plain_key, a, 2);  // pins the text and the regex
    const std::u16string& regex = deref(st, a[1]).chars;
    const std::optional<std::u16string> separator = split_literal(regex);
    const std::optional<CharClassSeparator> by_class =
        separator && !separator->empty() ? std::nullopt : char_class_separator(regex);
    if ((!separator || separator->empty()) && !by_class) return plain(h, st, plain_key, a, 2);  // pins the text and the regex
    auto& ctx = h.context();
    TextAlgebra algebra(ctx);
    if (by_class && !h.branch(st, algebra.no_surrogates(x))) return plain(h, st, plain_key, a, 2);
    const std::int32_t limit = h.concretize(st, limit_arg).as_i32();
    const Text needle = by_class ? Text{} : TextAlgebra::lift(*separator);
    auto in_class = [&](Value c) { return in_char_ranges(ctx, c, by_class->chars); };
    auto not_in_class = [&](Value c) { return expr::unary(ctx, Kind::Not, in_char_ranges(ctx, c, by_class->chars)); };
    std::vector<Text> parts;
    Value start = Value::i32(0);
    while (limit <= 0 || static_cast<std::int32_t>(parts.size()) < limit - 1) {
        const Value found = by_class ? algebra.index_where(x, start, in_class) : algebra.index_of(x, needle, start);
        if (!h.branch(st, expr::binary(ctx, Kind::Le, Value::i32(0), found))) break;
        // The separator's position is enumerated: the next search then
        // starts at a known position, where a symbolic one nests every
        // later part's chars and position in the ones before (a query over
        // a third line took seconds). So is a run's end.
        const Value at = known_position(h, st, x, found);
        parts.push_back(slice(h, st, x, start, at));
        const Value after = expr::binary(ctx, Kind::Add, at, Value::i32(by_class ? 1 : static_cast<std::int32_t>(separator->size())));
        if (by_class && by_class->run) {
            const Value other = algebra.index_where(x, after, not_in_class);
            const Value end = expr::ite(ctx, expr::binary(ctx, Kind::Lt, other, Value::i32(0)), x.length, other);
            start = known_position(h, st, x, end);
        } else {
            start = after;
        }
    }
    const bool matched = !parts.empty();
    parts.push_back(matched ? slice(h, st, x, start, x.length) : x);
    if (limit == 0 && matched) {
        // Trailing empty parts go; after a match, all of them may.
        while (!parts.empty() && h.branch(st, expr::binary(ctx, Kind::Eq, parts.back().length, Value::i32(0))))
            parts.pop_back();
    }
    // Every branch is behind: now the heap changes.
    const std::uint32_t array = h.new_array(st, h.klass("[Ljava/lang/String;"), static_cast<std::int32_t>(parts.size()));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const Value part = matched ? string_of(h, st, parts[i]) : a[0];  // no match: the String itself
        st.heap.mutate(array).slots[i] = part;
    }
    return Value::ref(array);
}

// The symbolic versions below branch on the exact condition under which
// the JDK's method throws; on that side the plain intrinsic runs on the
// model's values (they satisfy the condition), so the exception, its
// order among the checks and its message are the plain one's alone.
Value lt(IntrinsicHost& h, Value a, Value b) { return expr::binary(h.context(), Kind::Lt, a, b); }
Value any_of(IntrinsicHost& h, std::initializer_list<Value> conditions) {
    Value result = Value::boolean(false);
    for (const Value& c : conditions) result = expr::binary(h.context(), Kind::BoolOr, result, c);
    return result;
}
Value plus(IntrinsicHost& h, Value a, Value b) { return expr::binary(h.context(), Kind::Add, a, b); }
Value minus(IntrinsicHost& h, Value a, Value b) { return expr::binary(h.context(), Kind::Sub, a, b); }

// getChars(srcBegin, srcEnd, dst, dstBegin) of a String or builder: the
// chars land in dst's slots, the count and dstBegin enumerated (a path per
// feasible value) so each slot written is known.
Value get_chars(IntrinsicHost& h, State& st, Args a, std::string_view plain_key) {
    const Text x = text_of(h, st, a[0]);
    if (a[3].as_ref() == 0) return plain(h, st, plain_key, a, 5);
    if (deref(st, a[3]).symbolic) h.flatten(st, a[3].as_ref());
    const std::int32_t capacity = deref(st, a[3]).length();
    const Value dst_length = Value::i32(capacity);
    const Value count = minus(h, a[2], a[1]);
    // The source range, then the destination's (count is in range once the first holds).
    const Value bad = any_of(h, {lt(h, a[1], Value::i32(0)), lt(h, a[2], a[1]), lt(h, x.length, a[2]),
                                 lt(h, a[4], Value::i32(0)), lt(h, minus(h, dst_length, count), a[4])});
    if (h.branch(st, bad)) return plain(h, st, plain_key, a, 5);
    const std::optional<std::int32_t> n = h.enumerate_within(st, count, 0, capacity);
    const std::optional<std::int32_t> at = n ? h.enumerate_within(st, a[4], 0, capacity - *n) : std::nullopt;
    if (!n || !at) return plain(h, st, plain_key, a, 5);  // infeasible: the checks above hold
    TextAlgebra algebra(h.context());
    std::vector<Value> chars;
    for (std::int32_t k = 0; k < *n; ++k) chars.push_back(algebra.char_at(x, plus(h, a[1], Value::i32(k))));
    Object& dst = st.heap.mutate(a[3].as_ref());
    for (std::int32_t k = 0; k < *n; ++k) dst.slots[static_cast<std::size_t>(*at + k)] = chars[static_cast<std::size_t>(k)];
    return Value();
}

// regionMatches(toffset, other, ooffset, len), ignoring case when asked:
// false when a region lies outside its text (compared as longs, as the JDK
// does), true for len <= 0, else the regions equal (ignoring case for ASCII
// regions; others run the plain intrinsic).
Value region_matches(IntrinsicHost& h, State& st, Args a, bool with_case_flag) {
    auto& ctx = h.context();
    const std::size_t first = with_case_flag ? 2 : 1;  // toffset's place
    const std::string_view key = with_case_flag ? "java/lang/String.regionMatches(ZILjava/lang/String;II)Z"
                                                : "java/lang/String.regionMatches(ILjava/lang/String;II)Z";
    const Value from = a[first];
    const Value other = a[first + 1];
    const Value other_from = a[first + 2];
    const Value length = a[first + 3];
    if (other.as_ref() == 0) return plain(h, st, key, a, first + 4);
    const bool ignore_case = with_case_flag && !h.branch(st, expr::binary(ctx, Kind::Eq, a[1], Value::i32(0)));
    const Text x = text_of(h, st, a[0]);
    const Text y = text_of(h, st, other);
    auto wide = [&](Value v) { return expr::convert(ctx, expr::ValueKind::Long, v); };
    const Value outside =
        any_of(h, {lt(h, other_from, Value::i32(0)), lt(h, from, Value::i32(0)),
                   lt(h, expr::binary(ctx, Kind::Sub, wide(x.length), wide(length)), wide(from)),
                   lt(h, expr::binary(ctx, Kind::Sub, wide(y.length), wide(length)), wide(other_from))});
    if (h.branch(st, outside)) return Value::i32(0);
    if (h.branch(st, expr::binary(ctx, Kind::Le, length, Value::i32(0)))) return Value::i32(1);
    TextAlgebra algebra(ctx);
    const Text mine = slice(h, st, x, from, plus(h, from, length));
    const Text theirs = slice(h, st, y, other_from, plus(h, other_from, length));
    if (!ignore_case) return boolean(h, algebra.equals(mine, theirs));
    if (!h.branch(st, expr::binary(ctx, Kind::BoolAnd, algebra.all_ascii(mine), algebra.all_ascii(theirs))))
        return plain(h, st, key, a, first + 4);
    return boolean(h, algebra.equals(algebra.change_case(mine, true), algebra.change_case(theirs, true)));
}

void add(IntrinsicTable& t) {
    const std::string s = "java/lang/String.";
    t[s + "split(Ljava/lang/String;)[Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return split(h, st, a, Value::i32(0), "java/lang/String.split(Ljava/lang/String;)[Ljava/lang/String;");
    };
    t[s + "split(Ljava/lang/String;I)[Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return split(h, st, a, a[2], "java/lang/String.split(Ljava/lang/String;I)[Ljava/lang/String;");
    };
    t[s + "length()I"] = [](IntrinsicHost& h, State& st, Args a) { return text_of(h, st, a[0]).length; };
    t[s + "isEmpty()Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, expr::binary(h.context(), Kind::Eq, text_of(h, st, a[0]).length, Value::i32(0)));
    };
    t[s + "charAt(I)C"] = [](IntrinsicHost& h, State& st, Args a) {
        return char_at(h, st, a[0], a[1], "String index out of range: {}");
    };
    t[s + "equals(Ljava/lang/Object;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_text(st, a[1])) return Value::i32(0);
        return boolean(h, TextAlgebra(h.context()).equals(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "contentEquals(Ljava/lang/CharSequence;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).equals(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "hashCode()I"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text text = text_of(h, st, a[0]);
        Value hash = TextAlgebra(h.context()).hash(text);
        if (hash.is_symbolic()) h.note_text_hash(hash.expr(), text);
        return hash;
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
        return string_of(h, st, slice(h, st, x, a[1], x.length));
    };
    t[s + "substring(II)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        check_range(h, st, a[1], a[2], x.length);
        return string_of(h, st, slice(h, st, x, a[1], a[2]));
    };
    t[s + "subSequence(II)Ljava/lang/CharSequence;"] = t[s + "substring(II)Ljava/lang/String;"];
    t[s + "concat(Ljava/lang/String;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, TextAlgebra(h.context()).concat(text_of(h, st, a[0]), text_of(h, st, a[1])));
    };
    t[s + "trim()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        return kept_part(h, st, a[0], x, TextAlgebra(h.context()).trim_bounds(x), true);
    };
    t[s + "strip()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return stripped(h, st, a[0], true, true);
    };
    t[s + "stripLeading()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return stripped(h, st, a[0], true, false);
    };
    t[s + "stripTrailing()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return stripped(h, st, a[0], false, true);
    };
    t[s + "isBlank()Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return boolean(h, TextAlgebra(h.context()).is_blank(text_of(h, st, a[0])));
    };
    t[s + "toUpperCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return changed_case(h, st, a, true, false);
    };
    t[s + "toLowerCase()Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return changed_case(h, st, a, false, false);
    };
    t[s + "toUpperCase(Ljava/util/Locale;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return changed_case(h, st, a, true, true);
    };
    t[s + "toLowerCase(Ljava/util/Locale;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return changed_case(h, st, a, false, true);
    };
    // Two ASCII texts are equal ignoring case when their upper cases are.
    t[s + "equalsIgnoreCase(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        if (!is_text(st, a[1])) return Value::i32(0);
        TextAlgebra algebra(h.context());
        const Text x = text_of(h, st, a[0]);
        const Text y = text_of(h, st, a[1]);
        const Value ascii = expr::binary(h.context(), Kind::BoolAnd, algebra.all_ascii(x), algebra.all_ascii(y));
        if (!h.branch(st, ascii)) return plain(h, st, "java/lang/String.equalsIgnoreCase(Ljava/lang/String;)Z", a, 2);
        return boolean(h, algebra.equals(algebra.change_case(x, true), algebra.change_case(y, true)));
    };
    t[s + "toString()Ljava/lang/String;"] = [](IntrinsicHost&, State&, Args a) { return a[0]; };
    t[s + "regionMatches(ZILjava/lang/String;II)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return region_matches(h, st, a, true);
    };
    t[s + "regionMatches(ILjava/lang/String;II)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        return region_matches(h, st, a, false);
    };
    t[s + "getChars(II[CI)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return get_chars(h, st, a, "java/lang/String.getChars(II[CI)V");
    };
    // matches(regex): a regex the automaton covers (regex_automaton.h)
    // decides over text without surrogates; any other, or text that may
    // hold one, runs the JDK's matcher on the pinned text.
    t[s + "matches(Ljava/lang/String;)Z"] = [](IntrinsicHost& h, State& st, Args a) {
        constexpr std::string_view key = "java/lang/String.matches(Ljava/lang/String;)Z";
        if (a[1].as_ref() == 0 || deref(st, a[1]).kind != Object::Kind::String) return plain(h, st, key, a, 2);
        const std::optional<RegexAutomaton> automaton = compile_regex(deref(st, a[1]).chars);
        if (!automaton) return plain(h, st, key, a, 2);
        const Text x = text_of(h, st, a[0]);
        if (!h.branch(st, TextAlgebra(h.context()).no_surrogates(x))) return plain(h, st, key, a, 2);
        return boolean(h, matches_whole(h.context(), *automaton, x));
    };
    t[s + "valueOf(C)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, Text{Value::i32(1), {a[0]}});
    };
    t["java/lang/Character.toString(C)Ljava/lang/String;"] = t[s + "valueOf(C)Ljava/lang/String;"];
    t[s + "<init>([C)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return construct_string(st, a[0], text_of_chars(h, st, a[1]));
    };
    t[s + "<init>([CII)V"] = [](IntrinsicHost& h, State& st, Args a) {
        return construct_string(st, a[0], text_of_chars_range(h, st, a[1], a[2], a[3]));
    };
    t[s + "valueOf([C)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, text_of_chars(h, st, a[0]));
    };
    t[s + "copyValueOf([C)Ljava/lang/String;"] = t[s + "valueOf([C)Ljava/lang/String;"];
    t[s + "valueOf([CII)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, text_of_chars_range(h, st, a[0], a[1], a[2]));
    };
    t[s + "copyValueOf([CII)Ljava/lang/String;"] = t[s + "valueOf([CII)Ljava/lang/String;"];
    // The array's length is enumerated (a fork per feasible length); its
    // elements stay symbolic.
    t[s + "toCharArray()[C"] = [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        const std::int32_t n = h.enumerate_int(st, x.length);
        const std::uint32_t array = h.new_array(st, h.klass("[C"), n);
        Object& o = st.heap.mutate(array);
        for (std::int32_t i = 0; i < n; ++i) o.slots[static_cast<std::size_t>(i)] = x.chars[static_cast<std::size_t>(i)];
        return Value::ref(array);
    };
    t[s + "valueOf(Z)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, value_text(h, st, a[0], 'Z'));
    };
    t[s + "valueOf(I)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, value_text(h, st, a[0], 'I'));
    };
    t[s + "valueOf(J)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        return string_of(h, st, value_text(h, st, a[0], 'J'));
    };
    t["java/lang/Integer.toString(I)Ljava/lang/String;"] = t[s + "valueOf(I)Ljava/lang/String;"];
    t["java/lang/Long.toString(J)Ljava/lang/String;"] = t[s + "valueOf(J)Ljava/lang/String;"];
    t["java/lang/Boolean.toString(Z)Ljava/lang/String;"] = t[s + "valueOf(Z)Ljava/lang/String;"];
    t[s + "valueOf(Ljava/lang/Object;)Ljava/lang/String;"] = [](IntrinsicHost& h, State& st, Args a) {
        if (is_text(st, a[0])) return a[0];
        return plain(h, st, "java/lang/String.valueOf(Ljava/lang/Object;)Ljava/lang/String;", a, 1);
    };
}

// insert(offset, x) of a builder: `what` is x's text (nullopt: a String
// argument's own); an offset outside [0, length] runs the plain intrinsic.
Value insert_at(IntrinsicHost& h, State& st, Args a, std::string_view plain_key, std::optional<Text> what) {
    const Text x = text_of(h, st, a[0]);
    if (h.branch(st, any_of(h, {lt(h, a[1], Value::i32(0)), lt(h, x.length, a[1])}))) return plain(h, st, plain_key, a, 3);
    if (!what) what = text_of(h, st, a[2]);
    TextAlgebra algebra(h.context());
    const Text before = slice(h, st, x, Value::i32(0), a[1]);
    const Text after = slice(h, st, x, a[1], x.length);
    grow_for(st, *what);
    return set_builder_text(st, a[0], algebra.concat(algebra.concat(before, *what), after));
}

// Whether an index lies outside [0, length) (Bool).
Value outside_text(IntrinsicHost& h, Value index, const Text& text) {
    return any_of(h, {lt(h, index, Value::i32(0)), expr::binary(h.context(), Kind::Le, text.length, index)});
}

// A StringBuilder (or StringBuffer) holds symbolic text while only these
// methods touch it; any other pins it first (Interpreter::run_intrinsic).
void add_builders(IntrinsicTable& t) {
    auto b = [&](const std::string& method, Intrinsic f) { add_builder_method(t, method, f); };
    // new StringBuilder(text): text_of throws NullPointerException for null.
    const Intrinsic from_text = [](IntrinsicHost& h, State& st, Args a) {
        set_builder_text(st, a[0], text_of(h, st, a[1]));
        Object& builder = st.heap.mutate(a[0].as_ref());
        if (!builder.symbolic_text)  // the JDK's capacity: the text's length + 16
            builder.capacity = static_cast<std::int32_t>(std::min<std::size_t>(builder.chars.size() + 16, 0x7fffffff));
        return Value();
    };
    b("<init>(Ljava/lang/String;)V", from_text);
    b("<init>(Ljava/lang/CharSequence;)V", from_text);
    b("append(C)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_text(h, st, a[0], Text{Value::i32(1), {a[1]}}); });
    b("append(Ljava/lang/String;)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_sequence(h, st, a[0], a[1]); });
    b("append(Ljava/lang/CharSequence;)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_sequence(h, st, a[0], a[1]); });
    b("append(Ljava/lang/StringBuffer;)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_sequence(h, st, a[0], a[1]); });
    b("append(Ljava/lang/Object;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const bool text = a[1].as_ref() != 0 && (is_text(st, a[1]) || deref(st, a[1]).kind == Object::Kind::StringBuilder);
        if (text) return append_sequence(h, st, a[0], a[1]);
        return plain(h, st, "java/lang/StringBuilder.append(Ljava/lang/Object;)Ljava/lang/StringBuilder;", a, 2);
    });
    b("append([C)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_text(h, st, a[0], text_of_chars(h, st, a[1])); });
    // A number appended to text is mostly a message: its value is pinned
    // (as in "..." + n) rather than branched on, and the builder's own
    // symbolic text stays.
    b("append(Z)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_pinned(h, st, a, 'Z'); });
    b("append(I)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_pinned(h, st, a, 'I'); });
    b("append(J)L@;", [](IntrinsicHost& h, State& st, Args a) { return append_pinned(h, st, a, 'J'); });
    b("toString()Ljava/lang/String;", [](IntrinsicHost& h, State& st, Args a) { return string_of(h, st, text_of(h, st, a[0])); });
    b("length()I", [](IntrinsicHost& h, State& st, Args a) { return text_of(h, st, a[0]).length; });
    b("charAt(I)C", [](IntrinsicHost& h, State& st, Args a) { return char_at(h, st, a[0], a[1], "index {}, length {}"); });
    // The edits: each branches on the JDK's failure condition (the plain
    // intrinsic throws on that side, get_chars above says why) and keeps
    // the text symbolic on the other.
    b("getChars(II[CI)V", [](IntrinsicHost& h, State& st, Args a) {
        return get_chars(h, st, a, "java/lang/StringBuilder.getChars(II[CI)V");
    });
    b("setCharAt(IC)V", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        if (h.branch(st, outside_text(h, a[1], x))) return plain(h, st, "java/lang/StringBuilder.setCharAt(IC)V", a, 3);
        set_builder_text(st, a[0], TextAlgebra(h.context()).set_char(x, a[1], a[2]));
        return Value();
    });
    b("deleteCharAt(I)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        if (h.branch(st, outside_text(h, a[1], x)))
            return plain(h, st, "java/lang/StringBuilder.deleteCharAt(I)Ljava/lang/StringBuilder;", a, 2);
        TextAlgebra algebra(h.context());
        const Text before = slice(h, st, x, Value::i32(0), a[1]);
        return set_builder_text(st, a[0], algebra.concat(before, slice(h, st, x, plus(h, a[1], Value::i32(1)), x.length)));
    });
    // delete(start, end): an end past the length stops at it.
    b("delete(II)L@;", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        const Value end = expr::ite(h.context(), lt(h, x.length, a[2]), x.length, a[2]);
        if (h.branch(st, any_of(h, {lt(h, a[1], Value::i32(0)), lt(h, end, a[1])})))
            return plain(h, st, "java/lang/StringBuilder.delete(II)Ljava/lang/StringBuilder;", a, 3);
        TextAlgebra algebra(h.context());
        const Text before = slice(h, st, x, Value::i32(0), a[1]);
        return set_builder_text(st, a[0], algebra.concat(before, slice(h, st, x, end, x.length)));
    });
    // insert(offset, String) ("null" for null) and insert(offset, char).
    b("insert(ILjava/lang/String;)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return insert_at(h, st, a, "java/lang/StringBuilder.insert(ILjava/lang/String;)Ljava/lang/StringBuilder;",
                         a[2].as_ref() == 0 ? TextAlgebra::lift(u"null") : std::optional<Text>());
    });
    b("insert(IC)L@;", [](IntrinsicHost& h, State& st, Args a) {
        return insert_at(h, st, a, "java/lang/StringBuilder.insert(IC)Ljava/lang/StringBuilder;", Text{Value::i32(1), {a[2]}});
    });
    // setLength(n): a symbolic n is enumerated up to the capacity.
    b("setLength(I)V", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        if (h.branch(st, lt(h, a[1], Value::i32(0)))) return plain(h, st, "java/lang/StringBuilder.setLength(I)V", a, 2);
        const auto capacity = static_cast<std::int32_t>(x.chars.size());
        const std::optional<std::int32_t> n =
            a[1].is_concrete() ? std::optional(a[1].as_i32()) : h.enumerate_within(st, a[1], 0, capacity);
        if (!n) return plain(h, st, "java/lang/StringBuilder.setLength(I)V", a, 2);  // longer than the text can be
        if (*n > capacity) grow_for(st, TextAlgebra::lift(std::u16string(static_cast<std::size_t>(*n - capacity), u'\0')));
        set_builder_text(st, a[0], TextAlgebra(h.context()).with_length(x, Value::i32(*n)));
        return Value();
    });
    // reverse(): a surrogate pair keeps its order in the JDK's; text that may
    // hold one runs the plain intrinsic.
    b("reverse()L@;", [](IntrinsicHost& h, State& st, Args a) {
        const Text x = text_of(h, st, a[0]);
        TextAlgebra algebra(h.context());
        if (!h.branch(st, algebra.no_surrogates(x)))
            return plain(h, st, "java/lang/StringBuilder.reverse()Ljava/lang/StringBuilder;", a, 1);
        return set_builder_text(st, a[0], algebra.reverse(x));
    });
}

}  // namespace

// A symbolic integer's text (value_text, intrinsics.h): a branch for its sign, then branches that pick
// its digit count, so the text's length is concrete on each path and its
// chars are the value's digits.
Text value_text(IntrinsicHost& host, State& state, Value v, char type) {
    if (v.is_concrete() || type == 'F' || type == 'D') return TextAlgebra::lift(host.to_java_string(state, v, type));
    auto& ctx = host.context();
    TextAlgebra algebra(ctx);
    if (type == 'Z') return TextAlgebra::lift(host.branch(state, expr::binary(ctx, Kind::Eq, v, Value::i32(0))) ? u"false" : u"true");
    if (type == 'C') return Text{Value::i32(1), {v}};
    const bool wide = type == 'J';
    auto constant = [&](std::int64_t c) { return wide ? Value::i64(c) : Value::i32(static_cast<std::int32_t>(c)); };
    const bool minus = host.branch(state, expr::binary(ctx, Kind::Lt, v, constant(0)));
    const Value nonpositive = minus ? v : expr::unary(ctx, Kind::Neg, v);
    // Binary search on the digit count: at most `mid` digits is n > -10^mid.
    // Each step is one query, and a value converted again on the path
    // splits no more.
    int low = 1;
    int high = wide ? 19 : 10;
    while (low < high) {
        const int mid = (low + high) / 2;
        std::int64_t power = 1;
        for (int k = 0; k < mid; ++k) power *= 10;
        if (host.branch(state, expr::binary(ctx, Kind::Lt, constant(-power), nonpositive))) high = mid;
        else low = mid + 1;
    }
    return algebra.decimal(nonpositive, low, minus);
}

Text value_text_of_modelled_width(IntrinsicHost& host, State& state, Value v, char type) {
    if (v.is_concrete() || (type != 'I' && type != 'J' && type != 'S' && type != 'B'))
        return value_text(host, state, v, type);
    const auto [minus, digits] = host.number_width(state, v, type == 'J');
    const Value nonpositive = minus ? v : expr::unary(host.context(), Kind::Neg, v);
    return TextAlgebra(host.context()).decimal(nonpositive, digits, minus);
}

Intrinsic find_symbolic_string_intrinsic(std::string_view key) {
    static const IntrinsicTable table = [] {
        IntrinsicTable t;
        add(t);
        add_builders(t);
        add_symbolic_half(add_character_intrinsics, t);
        add_symbolic_half(add_boxing_intrinsics, t);
        add_symbolic_half(add_regex_intrinsics, t);
        return t;
    }();
    auto it = table.find(std::string(key));
    return it == table.end() ? nullptr : it->second;
}

}  // namespace symcrete::engine
