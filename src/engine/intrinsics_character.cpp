// java.lang.Character's classification and case methods on symbolic chars.
// The JDK answers them from property tables indexed by the char, and a
// symbolic index into a table pins the char. For ASCII (all input text is
// ASCII, InputBounds::printable_strings) each method is a small
// exact formula here; any other char runs the JDK's own bytecode on its
// pinned value. Concrete arguments always run the bytecode, so the tables
// stay the single source of truth outside ASCII.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using expr::Kind;

// The JDK's bytecode for a Character method (concrete arguments).
Value run_jdk(IntrinsicHost& host, State& state, std::string_view name, std::string_view descriptor, Args a,
              std::size_t count) {
    std::vector<Value> args;
    for (std::size_t i = 0; i < count; ++i) args.push_back(host.concretize(state, a[i]));
    const MethodInfo* own = host.klass("java/lang/Character")->find_method(name, descriptor);
    return host.call_bytecode(state, *own, args);
}

// Formulas over one char (an Int holding a UTF-16 unit or code point).
class Ascii {
public:
    Ascii(expr::ExprContext& ctx, Value c) : ctx_(ctx), c_(c) {}
    Value in(char low, char high) const {
        return both(expr::binary(ctx_, Kind::Le, Value::i32(low), c_), expr::binary(ctx_, Kind::Le, c_, Value::i32(high)));
    }
    Value is(char x) const { return expr::binary(ctx_, Kind::Eq, c_, Value::i32(x)); }
    Value digit() const { return in('0', '9'); }
    Value lower() const { return in('a', 'z'); }
    Value upper() const { return in('A', 'Z'); }
    Value letter() const { return either(lower(), upper()); }
    // Character.isWhitespace below 0x80: space, \t \n \u000B \f \r, and the separators 0x1C..0x1F.
    Value whitespace() const { return either(is(' '), either(in('\t', '\r'), in('\x1C', '\x1F'))); }
    Value shifted(Value condition, std::int32_t by) const {
        return expr::ite(ctx_, condition, expr::binary(ctx_, Kind::Add, c_, Value::i32(by)), c_);
    }
    // The value of a digit or letter in base 36, or -1.
    Value base36() const {
        const Value from_letter = expr::ite(ctx_, lower(), expr::binary(ctx_, Kind::Sub, c_, Value::i32('a' - 10)),
                                            expr::ite(ctx_, upper(), expr::binary(ctx_, Kind::Sub, c_, Value::i32('A' - 10)),
                                                      Value::i32(-1)));
        return expr::ite(ctx_, digit(), expr::binary(ctx_, Kind::Sub, c_, Value::i32('0')), from_letter);
    }
    Value boolean(Value condition) const { return expr::ite(ctx_, condition, Value::i32(1), Value::i32(0)); }
    Value both(Value a, Value b) const { return expr::binary(ctx_, Kind::BoolAnd, a, b); }
    Value either(Value a, Value b) const { return expr::binary(ctx_, Kind::BoolOr, a, b); }

private:
    expr::ExprContext& ctx_;
    Value c_;
};

// A string literal as a template argument: intrinsics are plain function
// pointers, so what varies between them is fixed at compile time.
template <std::size_t N>
struct Literal {
    char text[N];
    constexpr Literal(const char (&s)[N]) { std::copy_n(s, N, text); }
    std::string_view view() const { return {text, N - 1}; }
};

template <Literal Name, Literal Descriptor, std::size_t Count>
Value jdk(IntrinsicHost& h, State& st, Args a) {
    return run_jdk(h, st, Name.view(), Descriptor.view(), a, Count);
}

template <Literal Name, Literal Descriptor, Value (*Formula)(const Ascii&)>
Value ascii_or_jdk(IntrinsicHost& h, State& st, Args a) {
    const Ascii c(h.context(), a[0]);
    if (!h.branch(st, c.in('\0', '\x7F'))) return jdk<Name, Descriptor, 1>(h, st, a);
    return Formula(c);
}

// name(C) and name(I) (the code point form) under one formula.
template <Literal Name, Literal OfChar, Literal OfCodePoint, Value (*Formula)(const Ascii&)>
void add_both(IntrinsicTable& plain, IntrinsicTable& symbolic) {
    const std::string owner = "java/lang/Character.";
    plain[owner + std::string(Name.view()) + std::string(OfChar.view())] = jdk<Name, OfChar, 1>;
    plain[owner + std::string(Name.view()) + std::string(OfCodePoint.view())] = jdk<Name, OfCodePoint, 1>;
    symbolic[owner + std::string(Name.view()) + std::string(OfChar.view())] = ascii_or_jdk<Name, OfChar, Formula>;
    symbolic[owner + std::string(Name.view()) + std::string(OfCodePoint.view())] = ascii_or_jdk<Name, OfCodePoint, Formula>;
}

Value is_digit(const Ascii& c) { return c.boolean(c.digit()); }
Value is_letter(const Ascii& c) { return c.boolean(c.letter()); }
Value is_letter_or_digit(const Ascii& c) { return c.boolean(c.either(c.letter(), c.digit())); }
Value is_upper(const Ascii& c) { return c.boolean(c.upper()); }
Value is_lower(const Ascii& c) { return c.boolean(c.lower()); }
Value is_whitespace(const Ascii& c) { return c.boolean(c.whitespace()); }
Value is_space(const Ascii& c) { return c.boolean(c.is(' ')); }
Value to_upper(const Ascii& c) { return c.shifted(c.lower(), 'A' - 'a'); }
Value to_lower(const Ascii& c) { return c.shifted(c.upper(), 'a' - 'A'); }
Value numeric_value(const Ascii& c) { return c.base36(); }

// digit(c, radix): the base-36 value when below a valid radix, else -1.
template <Literal Descriptor>
Value digit_in_radix(IntrinsicHost& h, State& st, Args a) {
    auto& ctx = h.context();
    const Ascii c(ctx, a[0]);
    if (!h.branch(st, c.in('\0', '\x7F'))) return jdk<"digit", Descriptor, 2>(h, st, a);
    const Value radix = a[1];
    const Value value = c.base36();
    const Value valid = c.both(
        c.both(expr::binary(ctx, Kind::Le, Value::i32(2), radix), expr::binary(ctx, Kind::Le, radix, Value::i32(36))),
        c.both(expr::binary(ctx, Kind::Le, Value::i32(0), value), expr::binary(ctx, Kind::Lt, value, radix)));
    return expr::ite(ctx, valid, value, Value::i32(-1));
}

}  // namespace

void add_character_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic) {
    add_both<"isDigit", "(C)Z", "(I)Z", is_digit>(plain, symbolic);
    add_both<"isLetter", "(C)Z", "(I)Z", is_letter>(plain, symbolic);
    add_both<"isLetterOrDigit", "(C)Z", "(I)Z", is_letter_or_digit>(plain, symbolic);
    add_both<"isAlphabetic", "(C)Z", "(I)Z", is_letter>(plain, symbolic);  // only (I) exists; (C) is never looked up
    add_both<"isUpperCase", "(C)Z", "(I)Z", is_upper>(plain, symbolic);
    add_both<"isLowerCase", "(C)Z", "(I)Z", is_lower>(plain, symbolic);
    add_both<"isWhitespace", "(C)Z", "(I)Z", is_whitespace>(plain, symbolic);
    add_both<"isSpaceChar", "(C)Z", "(I)Z", is_space>(plain, symbolic);
    add_both<"toUpperCase", "(C)C", "(I)I", to_upper>(plain, symbolic);
    add_both<"toLowerCase", "(C)C", "(I)I", to_lower>(plain, symbolic);
    add_both<"getNumericValue", "(C)I", "(I)I", numeric_value>(plain, symbolic);
    plain["java/lang/Character.digit(CI)I"] = jdk<"digit", "(CI)I", 2>;
    plain["java/lang/Character.digit(II)I"] = jdk<"digit", "(II)I", 2>;
    symbolic["java/lang/Character.digit(CI)I"] = digit_in_radix<"(CI)I">;
    symbolic["java/lang/Character.digit(II)I"] = digit_in_radix<"(II)I">;
}

}  // namespace symcrete::engine
