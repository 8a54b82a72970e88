// TextAlgebra's operations (symbolic_text.h), each unrolled over the text's
// capacity: a position at or past the length is masked out with `i < length`,
// and a symbolic index selects its char through a chain of if-then-else.
// Searches build the chain so that its outermost test is the answer's position
// (the first match for indexOf, the last for lastIndexOf). Integer.toString's
// digits come straight from the value (n / 10^j % 10); fresh digit variables
// and a chain of quotients were both measured slower.
#include "symbolic_text.h"

#include <algorithm>

namespace symcrete::engine {

using expr::Kind;

namespace {
Value i32(std::int64_t v) { return Value::i32(static_cast<std::int32_t>(v)); }
}  // namespace

Value TextAlgebra::both(Value a, Value b) { return expr::binary(ctx_, Kind::BoolAnd, a, b); }
Value TextAlgebra::either(Value a, Value b) { return expr::binary(ctx_, Kind::BoolOr, a, b); }
Value TextAlgebra::eq(Value a, Value b) { return expr::binary(ctx_, Kind::Eq, a, b); }
Value TextAlgebra::lt(Value a, Value b) { return expr::binary(ctx_, Kind::Lt, a, b); }
Value TextAlgebra::le(Value a, Value b) { return expr::binary(ctx_, Kind::Le, a, b); }
Value TextAlgebra::add(Value a, Value b) { return expr::binary(ctx_, Kind::Add, a, b); }
Value TextAlgebra::sub(Value a, Value b) { return expr::binary(ctx_, Kind::Sub, a, b); }
Value TextAlgebra::ite(Value c, Value a, Value b) {
    if (a == b) return a;
    return expr::ite(ctx_, c, a, b);
}

Value TextAlgebra::as_int(Value condition) { return ite(condition, i32(1), i32(0)); }

// As the JDK's getChars does: digit j of a non-positive n is -(n / 10^j % 10),
// division truncating toward zero, so every magnitude, MIN's too, is exact.
// (Fresh digit variables defined by n == -sum(d[j] * 10^j) were measured
// slower: every later query then has to find digits for the n it picks.)
Text TextAlgebra::decimal(Value nonpositive, int digits, bool minus) {
    const bool wide = nonpositive.kind() == expr::ValueKind::Long;
    const Value ten = wide ? Value::i64(10) : i32(10);
    Text text;
    text.length = i32(digits + (minus ? 1 : 0));
    if (minus) text.chars.push_back(i32('-'));
    // Each digit from n directly (not from the quotient before it): a query
    // about one char carries one division, and the chain was measured slower.
    std::int64_t power = 1;
    for (int j = 1; j < digits; ++j) power *= 10;
    for (int j = digits - 1; j >= 0; --j, power /= 10) {
        const Value scale = wide ? Value::i64(power) : i32(power);
        Value digit = expr::binary(ctx_, Kind::Rem, expr::binary(ctx_, Kind::Div, nonpositive, scale), ten);
        if (wide) digit = expr::convert(ctx_, expr::ValueKind::Int, digit);
        text.chars.push_back(sub(i32('0'), digit));
    }
    return text;
}

Text TextAlgebra::lift(const std::u16string& text) {
    Text result;
    result.length = i32(static_cast<std::int64_t>(text.size()));
    for (char16_t c : text) result.chars.push_back(i32(c));
    return result;
}

std::optional<std::u16string> TextAlgebra::concrete(const Text& text) {
    if (text.length.is_symbolic()) return std::nullopt;
    const auto length = static_cast<std::size_t>(text.length.as_i32());
    std::u16string result;
    for (std::size_t i = 0; i < length && i < text.chars.size(); ++i) {
        if (text.chars[i].is_symbolic()) return std::nullopt;
        result.push_back(static_cast<char16_t>(text.chars[i].as_i32()));
    }
    return result;
}

Value TextAlgebra::in_text(const Text& text, std::size_t i) { return lt(i32(static_cast<std::int64_t>(i)), text.length); }

Value TextAlgebra::char_at(const Text& text, Value index) {
    if (text.chars.empty()) return i32(0);
    if (index.is_concrete()) {
        const std::int32_t i = index.as_i32();
        return i >= 0 && static_cast<std::size_t>(i) < text.chars.size() ? text.chars[static_cast<std::size_t>(i)]
                                                                        : i32(0);
    }
    Value result = text.chars.back();
    for (std::size_t i = text.chars.size() - 1; i-- > 0;)
        result = ite(eq(index, i32(static_cast<std::int64_t>(i))), text.chars[i], result);
    return result;
}

Value TextAlgebra::equals(const Text& a, const Text& b) {
    Value same = eq(a.length, b.length);
    const std::size_t n = std::min(a.chars.size(), b.chars.size());
    for (std::size_t i = 0; i < n; ++i)
        same = both(same, either(expr::unary(ctx_, Kind::Not, in_text(a, i)), eq(a.chars[i], b.chars[i])));
    return same;
}

Value TextAlgebra::starts_with(const Text& text, const Text& prefix, Value offset) {
    Value result = both(le(i32(0), offset), le(add(offset, prefix.length), text.length));
    for (std::size_t j = 0; j < prefix.chars.size(); ++j) {
        const Value at = char_at(text, add(offset, i32(static_cast<std::int64_t>(j))));
        result = both(result, either(expr::unary(ctx_, Kind::Not, in_text(prefix, j)), eq(at, prefix.chars[j])));
    }
    return result;
}

Value TextAlgebra::ends_with(const Text& text, const Text& suffix) {
    return starts_with(text, suffix, sub(text.length, suffix.length));
}

Value TextAlgebra::is_whitespace(Value c) {
    auto range = [&](std::int32_t lo, std::int32_t hi) { return both(le(i32(lo), c), le(c, i32(hi))); };
    Value result = either(range(0x09, 0x0D), range(0x1C, 0x20));
    result = either(result, eq(c, i32(0x1680)));
    result = either(result, range(0x2000, 0x2006));
    result = either(result, range(0x2008, 0x200A));
    result = either(result, range(0x2028, 0x2029));
    result = either(result, eq(c, i32(0x205F)));
    return either(result, eq(c, i32(0x3000)));
}

Value TextAlgebra::is_blank(const Text& text) {
    Value result = Value::boolean(true);
    for (std::size_t i = 0; i < text.chars.size(); ++i)
        result = both(result, either(expr::unary(ctx_, Kind::Not, in_text(text, i)), is_whitespace(text.chars[i])));
    return result;
}

Value TextAlgebra::all_ascii(const Text& text) {
    Value result = Value::boolean(true);
    for (std::size_t i = 0; i < text.chars.size(); ++i)
        result = both(result, either(expr::unary(ctx_, Kind::Not, in_text(text, i)), lt(text.chars[i], i32(0x80))));
    return result;
}

// The first position where the texts differ decides; else the lengths.
Value TextAlgebra::compare(const Text& a, const Text& b) {
    Value result = sub(a.length, b.length);
    const std::size_t n = std::min(a.chars.size(), b.chars.size());
    for (std::size_t i = n; i-- > 0;) {
        const Value differs = both(both(in_text(a, i), in_text(b, i)),
                                   expr::unary(ctx_, Kind::Not, eq(a.chars[i], b.chars[i])));
        result = ite(differs, sub(a.chars[i], b.chars[i]), result);
    }
    return result;
}

Value TextAlgebra::hash(const Text& text) {
    Value h = i32(0);
    for (std::size_t i = 0; i < text.chars.size(); ++i)
        h = ite(in_text(text, i), add(expr::binary(ctx_, Kind::Mul, h, i32(31)), text.chars[i]), h);
    return h;
}

// String.indexOf(String, from): the first position at or after max(from, 0)
// where the needle fits and matches; from at or past the end finds only an
// empty needle, at the end.
Value TextAlgebra::index_of(const Text& text, const Text& needle, Value from) {
    const Value start = ite(lt(from, i32(0)), i32(0), from);
    Value result = i32(-1);
    for (std::size_t p = text.chars.size() + 1; p-- > 0;) {
        const Value position = i32(static_cast<std::int64_t>(p));
        const Value match = both(le(start, position), starts_with(text, needle, position));
        result = ite(match, position, result);
    }
    return ite(le(text.length, start), ite(eq(needle.length, i32(0)), text.length, i32(-1)), result);
}

// String.lastIndexOf(String, from): the last position at or before
// min(from, length - needle length) where the needle matches.
Value TextAlgebra::last_index_of(const Text& text, const Text& needle, Value from) {
    const Value right = sub(text.length, needle.length);
    const Value end = ite(lt(right, from), right, from);
    Value result = i32(-1);
    for (std::size_t p = 0; p <= text.chars.size(); ++p) {
        const Value position = i32(static_cast<std::int64_t>(p));
        result = ite(both(le(position, end), starts_with(text, needle, position)), position, result);
    }
    return result;
}

Value TextAlgebra::index_of_char(const Text& text, Value c, Value from) {
    return index_where(text, from, [&](Value ch) { return eq(ch, c); });
}

Value TextAlgebra::index_where(const Text& text, Value from, const std::function<Value(Value)>& holds) {
    Value result = i32(-1);
    for (std::size_t i = text.chars.size(); i-- > 0;) {
        const Value position = i32(static_cast<std::int64_t>(i));
        const Value hit = both(both(in_text(text, i), le(from, position)), holds(text.chars[i]));
        result = ite(hit, position, result);
    }
    return result;
}

Value TextAlgebra::last_index_of_char(const Text& text, Value c, Value from) {
    Value result = i32(-1);
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        const Value position = i32(static_cast<std::int64_t>(i));
        const Value hit = both(both(in_text(text, i), le(position, from)), eq(text.chars[i], c));
        result = ite(hit, position, result);
    }
    return result;
}

Text TextAlgebra::substring(const Text& text, Value begin, Value end) {
    Text result;
    result.length = sub(end, begin);
    for (std::size_t i = 0; i < text.chars.size(); ++i)
        result.chars.push_back(char_at(text, add(begin, i32(static_cast<std::int64_t>(i)))));
    return result;
}

Text TextAlgebra::concat(const Text& a, const Text& b) {
    Text result;
    result.length = add(a.length, b.length);
    const std::size_t capacity = a.chars.size() + b.chars.size();
    if (capacity > kMaxTextCapacity) throw TextTooLong{capacity};
    for (std::size_t i = 0; i < capacity; ++i) {
        const Value position = i32(static_cast<std::int64_t>(i));
        const Value from_b = char_at(b, sub(position, a.length));
        result.chars.push_back(i < a.chars.size() ? ite(lt(position, a.length), a.chars[i], from_b) : from_b);
    }
    return result;
}

std::pair<Value, Value> TextAlgebra::kept_bounds(const Text& text, bool leading, bool trailing,
                                                 const std::function<Value(Value)>& removed) {
    Value any = Value::boolean(false);  // some char stays
    Value first = i32(0);
    Value last_end = i32(0);
    for (std::size_t i = text.chars.size(); i-- > 0;) {
        const Value stays = both(in_text(text, i), expr::unary(ctx_, Kind::Not, removed(text.chars[i])));
        first = ite(stays, i32(static_cast<std::int64_t>(i)), first);
    }
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        const Value stays = both(in_text(text, i), expr::unary(ctx_, Kind::Not, removed(text.chars[i])));
        last_end = ite(stays, i32(static_cast<std::int64_t>(i) + 1), last_end);
        any = either(any, stays);
    }
    const Value begin = leading ? ite(any, first, trailing ? i32(0) : text.length) : i32(0);
    const Value end = trailing ? ite(any, last_end, leading ? i32(0) : i32(0)) : text.length;
    return {begin, end};
}

std::pair<Value, Value> TextAlgebra::trim_bounds(const Text& text) {
    return kept_bounds(text, true, true, [&](Value c) { return le(c, i32(' ')); });
}

std::pair<Value, Value> TextAlgebra::strip_bounds(const Text& text, bool leading, bool trailing) {
    return kept_bounds(text, leading, trailing, [&](Value c) { return is_whitespace(c); });
}

Text TextAlgebra::trim(const Text& text) {
    const auto [begin, end] = trim_bounds(text);
    return substring(text, begin, end);
}


Text TextAlgebra::change_case(const Text& text, bool upper) {
    Text result;
    result.length = text.length;
    const std::int32_t lo = upper ? 'a' : 'A';
    const std::int32_t hi = upper ? 'z' : 'Z';
    const std::int32_t shift = upper ? -32 : 32;
    for (const Value& c : text.chars)
        result.chars.push_back(ite(both(le(i32(lo), c), le(c, i32(hi))), add(c, i32(shift)), c));
    return result;
}

// A symbolic index writes each position it may name.
Text TextAlgebra::set_char(const Text& text, Value index, Value c) {
    Text result;
    result.length = text.length;
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        if (index.is_concrete()) {
            result.chars.push_back(static_cast<std::size_t>(index.as_i32()) == i ? c : text.chars[i]);
        } else {
            result.chars.push_back(ite(eq(index, i32(static_cast<std::int64_t>(i))), c, text.chars[i]));
        }
    }
    return result;
}

// Position i takes the char at length - 1 - i.
Text TextAlgebra::reverse(const Text& text) {
    Text result;
    result.length = text.length;
    for (std::size_t i = 0; i < text.chars.size(); ++i)
        result.chars.push_back(char_at(text, sub(sub(text.length, i32(1)), i32(static_cast<std::int64_t>(i)))));
    return result;
}

Text TextAlgebra::with_length(const Text& text, Value length) {
    std::size_t capacity = text.chars.size();
    if (length.is_concrete()) capacity = std::max(capacity, static_cast<std::size_t>(length.as_i32()));
    Text result;
    result.length = length;
    for (std::size_t i = 0; i < capacity; ++i)
        result.chars.push_back(i < text.chars.size() ? ite(in_text(text, i), text.chars[i], i32(0)) : i32(0));
    return result;
}

Value TextAlgebra::no_surrogates(const Text& text) {
    Value result = Value::boolean(true);
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        const Value surrogate = both(le(i32(0xD800), text.chars[i]), le(text.chars[i], i32(0xDFFF)));
        result = both(result, either(expr::unary(ctx_, Kind::Not, in_text(text, i)), expr::unary(ctx_, Kind::Not, surrogate)));
    }
    return result;
}

}  // namespace symcrete::engine
