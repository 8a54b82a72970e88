// The symbolic String operations (symbolic_text.h) agree with Java's
// definitions on every text: each operation is built once over symbolic
// text, then evaluated under many concrete assignments and compared with a
// plain implementation of the Java method, written here from the JDK docs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>
#include <random>

#include "symbolic_text.h"
#include "expr/evaluator.h"

namespace symcrete::engine {
namespace {

using expr::Sort;

constexpr std::size_t kCapacity = 6;

struct SymbolicInput {
    Text text;
    std::vector<const expr::Expr*> vars;  // length, then chars
};

SymbolicInput symbolic(expr::ExprContext& ctx, const std::string& name) {
    SymbolicInput input;
    input.vars.push_back(ctx.var(Sort::I32, name + ".length"));
    input.text.length = Value::symbolic(input.vars[0]);
    for (std::size_t i = 0; i < kCapacity; ++i) {
        input.vars.push_back(ctx.var(Sort::I32, name + std::to_string(i)));
        input.text.chars.push_back(Value::symbolic(input.vars.back()));
    }
    return input;
}

void assign(expr::Assignment& model, const SymbolicInput& input, const std::u16string& s) {
    model.set(input.vars[0], s.size());
    for (std::size_t i = 0; i < kCapacity; ++i) model.set(input.vars[i + 1], i < s.size() ? s[i] : u'#');
}

// Java's definitions.
std::int32_t java_index_of(const std::u16string& s, const std::u16string& n, std::int32_t from) {
    from = std::max(from, 0);
    if (from >= static_cast<std::int32_t>(s.size())) return n.empty() ? static_cast<std::int32_t>(s.size()) : -1;
    auto at = s.find(n, static_cast<std::size_t>(from));
    return at == std::u16string::npos ? -1 : static_cast<std::int32_t>(at);
}
std::int32_t java_last_index_of(const std::u16string& s, const std::u16string& n, std::int32_t from) {
    const std::int32_t right = static_cast<std::int32_t>(s.size()) - static_cast<std::int32_t>(n.size());
    from = std::min(from, right);
    if (from < 0) return -1;
    auto at = s.rfind(n, static_cast<std::size_t>(from));
    return at == std::u16string::npos ? -1 : static_cast<std::int32_t>(at);
}
std::int32_t java_compare(const std::u16string& a, const std::u16string& b) {
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i]) return a[i] - b[i];
    return static_cast<std::int32_t>(a.size()) - static_cast<std::int32_t>(b.size());
}
std::int32_t java_hash(const std::u16string& s) {
    std::uint32_t h = 0;
    for (char16_t c : s) h = 31 * h + c;
    return static_cast<std::int32_t>(h);
}
std::u16string java_trim(const std::u16string& s) {
    std::size_t b = 0, e = s.size();
    while (b < e && s[b] <= u' ') ++b;
    while (e > b && s[e - 1] <= u' ') --e;
    return s.substr(b, e - b);
}

std::u16string text_under(const Text& t, const expr::Assignment& model) {
    std::u16string out;
    const std::int32_t n = t.length.is_symbolic() ? expr::evaluate(t.length.expr(), model).as_i32() : t.length.as_i32();
    for (std::int32_t i = 0; i < n; ++i) {
        const Value c = t.chars.at(static_cast<std::size_t>(i));
        out.push_back(static_cast<char16_t>(c.is_symbolic() ? expr::evaluate(c.expr(), model).as_i32() : c.as_i32()));
    }
    return out;
}

std::int32_t int_under(const Value& v, const expr::Assignment& model) {
    return v.is_symbolic() ? expr::evaluate(v.expr(), model).as_i32() : v.as_i32();
}
bool bool_under(const Value& v, const expr::Assignment& model) {
    return v.is_symbolic() ? expr::evaluate(v.expr(), model).as_bool() : v.as_bool();
}

TEST(SymbolicText, AgreesWithJavaOnRandomTexts) {
    expr::ExprContext ctx;
    TextAlgebra algebra(ctx);
    const SymbolicInput a = symbolic(ctx, "a");
    const SymbolicInput b = symbolic(ctx, "b");
    const expr::Expr* k = ctx.var(Sort::I32, "k");
    const expr::Expr* m = ctx.var(Sort::I32, "m");
    const Value kv = Value::symbolic(k);
    const Value mv = Value::symbolic(m);

    const Value equals = algebra.equals(a.text, b.text);
    const Value compare = algebra.compare(a.text, b.text);
    const Value hash = algebra.hash(a.text);
    const Value starts = algebra.starts_with(a.text, b.text, kv);
    const Value ends = algebra.ends_with(a.text, b.text);
    const Value index = algebra.index_of(a.text, b.text, kv);
    const Value last = algebra.last_index_of(a.text, b.text, kv);
    const Value index_char = algebra.index_of_char(a.text, mv, kv);
    const Value last_char = algebra.last_index_of_char(a.text, mv, kv);
    const Value char_at = algebra.char_at(a.text, kv);
    const Text concat = algebra.concat(a.text, b.text);
    const Text trimmed = algebra.trim(a.text);
    const Text upper = algebra.change_case(a.text, true);
    const Text sub = algebra.substring(a.text, kv, mv);
    const Value blank = algebra.is_blank(a.text);
    const Text set = algebra.set_char(a.text, kv, mv);
    const Text reversed = algebra.reverse(a.text);
    const Text resized = algebra.with_length(a.text, kv);
    const Value no_surrogates = algebra.no_surrogates(a.text);

    std::mt19937 random(12345);
    const std::u16string alphabet = u"ab A\t";
    auto word = [&](std::size_t max) {
        std::u16string s;
        const std::size_t n = random() % (max + 1);
        for (std::size_t i = 0; i < n; ++i) s.push_back(alphabet[random() % alphabet.size()]);
        return s;
    };
    for (int round = 0; round < 3000; ++round) {
        const std::u16string x = word(kCapacity);
        const std::u16string y = word(round % 3 == 0 ? 2 : kCapacity);
        const auto from = static_cast<std::int32_t>(random() % (kCapacity + 4)) - 2;
        const char16_t ch = alphabet[random() % alphabet.size()];
        expr::Assignment model;
        assign(model, a, x);
        assign(model, b, y);
        model.set(k, static_cast<std::uint32_t>(from));
        model.set(m, ch);
        SCOPED_TRACE(testing::Message() << "round " << round << " from " << from);
        EXPECT_EQ(bool_under(equals, model), x == y);
        EXPECT_EQ(int_under(compare, model), java_compare(x, y));
        EXPECT_EQ(int_under(hash, model), java_hash(x));
        const bool fits = from >= 0 && from + y.size() <= x.size();
        EXPECT_EQ(bool_under(starts, model), fits && x.compare(static_cast<std::size_t>(from), y.size(), y) == 0);
        EXPECT_EQ(bool_under(ends, model), x.size() >= y.size() && x.compare(x.size() - y.size(), y.size(), y) == 0);
        EXPECT_EQ(int_under(index, model), java_index_of(x, y, from));
        EXPECT_EQ(int_under(last, model), java_last_index_of(x, y, from));
        EXPECT_EQ(int_under(index_char, model), java_index_of(x, std::u16string(1, ch), from));
        EXPECT_EQ(int_under(last_char, model), from < 0 ? -1 : java_last_index_of(x, std::u16string(1, ch), from));
        if (from >= 0 && static_cast<std::size_t>(from) < x.size()) {
            EXPECT_EQ(int_under(char_at, model), x[static_cast<std::size_t>(from)]);
        }
        EXPECT_EQ(text_under(concat, model), x + y);
        EXPECT_EQ(text_under(trimmed, model), java_trim(x));
        std::u16string up = x;
        for (char16_t& c : up) c = c >= u'a' && c <= u'z' ? static_cast<char16_t>(c - 32) : c;
        EXPECT_EQ(text_under(upper, model), up);
        const auto end = static_cast<std::int32_t>(random() % (x.size() + 1));
        if (from >= 0 && from <= end) {  // substring's precondition
            model.set(m, static_cast<std::uint32_t>(end));
            EXPECT_EQ(text_under(sub, model), x.substr(static_cast<std::size_t>(from), static_cast<std::size_t>(end - from)));
        }
        EXPECT_EQ(bool_under(blank, model), std::all_of(x.begin(), x.end(), [](char16_t c) { return c == u' ' || c == u'\t'; }));
        // StringBuilder's setCharAt (an index in range), reverse and setLength (n >= 0).
        model.set(m, ch);
        if (from >= 0 && static_cast<std::size_t>(from) < x.size()) {
            std::u16string edited = x;
            edited[static_cast<std::size_t>(from)] = ch;
            EXPECT_EQ(text_under(set, model), edited);
        }
        EXPECT_EQ(text_under(reversed, model), std::u16string(x.rbegin(), x.rend()));
        if (from >= 0 && static_cast<std::size_t>(from) <= kCapacity) {  // a symbolic length within the capacity
            std::u16string longer = x;
            longer.resize(static_cast<std::size_t>(from), u'\0');
            EXPECT_EQ(text_under(resized, model), longer);
        }
        EXPECT_TRUE(bool_under(no_surrogates, model));  // the alphabet has none
    }
    for (const std::u16string with_pair : {u"a\xD83D\xDE00", u"\xDC00", u"ab\xDFFF" u"c"}) {
        expr::Assignment model;
        assign(model, a, with_pair);
        EXPECT_FALSE(bool_under(no_surrogates, model));
    }
}

// Integer.toString and Long.toString's digits of a symbolic value agree with
// std::to_string on edge values, MIN_VALUE (which has no positive twin) too.
TEST(SymbolicText, DecimalDigitsAgreeWithToString) {
    expr::ExprContext ctx;
    TextAlgebra algebra(ctx);
    const expr::Expr* n = ctx.var(Sort::I32, "n");
    const expr::Expr* m = ctx.var(Sort::I64, "m");
    auto text_of = [&](const expr::Expr* var, std::int64_t v, bool wide) {
        const std::string expected = std::to_string(v);
        const bool minus = v < 0;
        const int digits = static_cast<int>(expected.size()) - (minus ? 1 : 0);
        const Value symbolic = Value::symbolic(var);
        const Value nonpositive = minus ? symbolic : expr::unary(ctx, expr::Kind::Neg, symbolic);
        expr::Assignment model;
        model.set(var, wide ? static_cast<std::uint64_t>(v) : static_cast<std::uint32_t>(static_cast<std::int32_t>(v)));
        const std::u16string text = text_under(algebra.decimal(nonpositive, digits, minus), model);
        return std::make_pair(std::string(text.begin(), text.end()), expected);
    };
    for (std::int64_t v : std::vector<std::int64_t>{0, 7, -7, 10, -10, 99, 1000000000, -1000000000, INT32_MAX, INT32_MIN}) {
        auto [actual, expected] = text_of(n, v, false);
        EXPECT_EQ(actual, expected);
    }
    for (std::int64_t v : std::vector<std::int64_t>{0, -1, 123456789012, INT64_MAX, INT64_MIN, INT64_MIN + 1,
                                                    -1000000000000000000}) {
        auto [actual, expected] = text_of(m, v, true);
        EXPECT_EQ(actual, expected);
    }
}

TEST(SymbolicText, ConcreteTextsFoldToConstants) {
    expr::ExprContext ctx;
    TextAlgebra algebra(ctx);
    const Text hello = TextAlgebra::lift(u"hello");
    const Text lo = TextAlgebra::lift(u"lo");
    EXPECT_EQ(algebra.index_of(hello, lo, Value::i32(0)).as_i32(), 3);
    EXPECT_EQ(TextAlgebra::concrete(algebra.concat(hello, lo)), std::u16string(u"hellolo"));
    EXPECT_TRUE(algebra.ends_with(hello, lo).as_bool());
    EXPECT_EQ(algebra.hash(hello).as_i32(), 99162322);
}

}  // namespace
}  // namespace symcrete::engine
