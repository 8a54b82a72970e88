// Java String operations over symbolic text (Object::SymbolicText): a length
// and a bounded vector of chars, each an Int expression holding a UTF-16
// code unit. Every operation is exact for every text the bound allows: a
// symbolic index or length becomes an if-then-else over the positions, so
// the results are plain bit-vector expressions the solver already handles,
// with no string theory. The capacity (chars.size()) bounds the length; an
// operation's result has the capacity its inputs imply (a concatenation the
// sum of both).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "engine/heap.h"
#include "expr/value.h"

namespace symcrete::engine {

using Text = Object::SymbolicText;

// The most chars a symbolic text may hold. A concatenation's chars are
// if-then-else chains over both texts, so each append costs its capacity
// times the part's: a loop that appends for ever (toString over a list the
// lazy inputs closed into a cycle) built gigabytes of them before the step
// bound. Past this, the path ends, unsupported (TextTooLong).
inline constexpr std::size_t kMaxTextCapacity = 1024;
struct TextTooLong {
    std::size_t capacity = 0;  // the capacity the operation would have made
};

class TextAlgebra {
public:
    explicit TextAlgebra(expr::ExprContext& ctx) : ctx_(ctx) {}

    static Text lift(const std::u16string& text);  // a concrete text, its exact length as capacity
    // The concrete text when length and every char in it are concrete.
    static std::optional<std::u16string> concrete(const Text& text);

    // Conditions (Bool Values).
    Value equals(const Text& a, const Text& b);
    Value starts_with(const Text& text, const Text& prefix, Value offset);
    Value ends_with(const Text& text, const Text& suffix);
    Value is_blank(const Text& text);       // every char Character.isWhitespace
    Value all_ascii(const Text& text);      // every char below 0x80

    // Ints.
    Value char_at(const Text& text, Value index);  // index in bounds (checked by the caller)
    Value compare(const Text& a, const Text& b);   // String.compareTo
    Value hash(const Text& text);                  // String.hashCode
    Value index_of(const Text& text, const Text& needle, Value from);
    Value last_index_of(const Text& text, const Text& needle, Value from);
    Value index_of_char(const Text& text, Value c, Value from);   // c a UTF-16 unit
    // The first position at or after `from` whose char `holds` (a Bool of
    // the char), or -1.
    Value index_where(const Text& text, Value from, const std::function<Value(Value)>& holds);
    Value last_index_of_char(const Text& text, Value c, Value from);

    // Texts.
    Text substring(const Text& text, Value begin, Value end);  // 0 <= begin <= end <= length (checked by the caller)
    Text concat(const Text& a, const Text& b);  // throws TextTooLong past kMaxTextCapacity
    Text trim(const Text& text);   // String.trim: chars <= ' ' off both ends
    // Where String.strip's (Character.isWhitespace off the ends, or one end)
    // and trim's results begin and end in `text`: each is the substring
    // between them.
    std::pair<Value, Value> trim_bounds(const Text& text);
    std::pair<Value, Value> strip_bounds(const Text& text, bool leading, bool trailing);
    Text change_case(const Text& text, bool upper);  // ASCII letters only (the caller checks all_ascii)
    // StringBuilder's edits. set_char: index in [0, length) (checked by the
    // caller). reverse: no char a surrogate (the caller checks no_surrogates;
    // the JDK keeps a pair's order). with_length: setLength(n) for n >= 0,
    // chars past the old length '\0'; a concrete n past the capacity widens it.
    Text set_char(const Text& text, Value index, Value c);
    Text reverse(const Text& text);
    Text with_length(const Text& text, Value length);
    Value no_surrogates(const Text& text);  // no char in [0xD800, 0xDFFF]
    // Integer.toString / Long.toString of a value the caller knows has
    // `digits` decimal digits, given as `nonpositive`, minus its magnitude
    // (an Int or Long; Long.MIN_VALUE has one), with a '-' first when `minus`.
    Text decimal(Value nonpositive, int digits, bool minus);

    // A Java boolean (Int 0/1) from a condition.
    Value as_int(Value condition);

private:
    Value in_text(const Text& text, std::size_t i);  // i < length
    Value is_whitespace(Value c);
    // Where the text without the chars `removed` holds for at its start
    // and/or end begins and ends.
    std::pair<Value, Value> kept_bounds(const Text& text, bool leading, bool trailing,
                                        const std::function<Value(Value)>& removed);
    Value both(Value a, Value b);
    Value either(Value a, Value b);
    Value eq(Value a, Value b);
    Value lt(Value a, Value b);
    Value le(Value a, Value b);
    Value add(Value a, Value b);
    Value sub(Value a, Value b);
    Value ite(Value c, Value a, Value b);
    expr::ExprContext& ctx_;
};

}  // namespace symcrete::engine
