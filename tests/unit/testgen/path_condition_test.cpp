// Path conditions as Java text: precedence, the bytecode comparisons with
// their NaN cases, what the parameter types imply, deduplication, the size
// bound on shared DAGs, comment safety, and (PathConditionJavaTest) that the
// text means exactly what the DAG means: random conditions are compiled with
// javac and evaluated on HotSpot against expr::evaluate.
#include <gtest/gtest.h>

#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "support/java_compiler.h"
#include "testgen/junit_writer.h"
#include "path_condition.h"
#include "support/test_paths.h"

namespace symcrete::testgen {
namespace {

using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;
using Type = JavaValue::Type;

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The comment the JUnit writer makes of a path-condition text.
std::string comment_of(const std::string& path_condition) {
    TestSuite suite;
    suite.class_name = "p/C";
    TestCase test;
    test.method = "m";
    test.descriptor = "()V";
    test.outcome.kind = Outcome::Kind::ReturnsVoid;
    test.path_condition = path_condition;
    suite.tests.push_back(test);
    const std::string file = write_junit(suite);
    const auto begin = file.find("    /*");
    const auto end = file.find("*/\n", begin);
    EXPECT_NE(begin, std::string::npos);
    EXPECT_NE(end, std::string::npos);
    return file.substr(begin, end + 3 - begin);
}

void expect_comment_safe(const std::string& text) {
    EXPECT_FALSE(contains(text, "*/")) << text;
    EXPECT_FALSE(contains(text, "\\u")) << text;
    for (char c : text) EXPECT_LT(static_cast<unsigned char>(c), 0x80) << text;
    EXPECT_LT(comment_of(text).size(), 1024u) << comment_of(text);
}

class PathConditionTest : public ::testing::Test {
protected:
    const Expr* var(Sort sort, const std::string& name, Type type) {
        const Expr* v = ctx.var(sort, name);
        params.push_back(ConditionParameter{v, type});
        return v;
    }
    const Expr* int_var(const std::string& name) { return var(Sort::I32, name, Type::Int); }
    const Expr* long_var(const std::string& name) { return var(Sort::I64, name, Type::Long); }
    const Expr* float_var(const std::string& name) { return var(Sort::F32, name, Type::Float); }
    const Expr* double_var(const std::string& name) { return var(Sort::F64, name, Type::Double); }

    std::string render(const std::vector<const Expr*>& conjuncts) {
        std::string text = render_path_condition(conjuncts, params);
        expect_comment_safe(text);
        return text;
    }
    std::string render(const Expr* conjunct) { return render(std::vector<const Expr*>{conjunct}); }

    const Expr* i32(std::int32_t v) { return ctx.i32(v); }
    const Expr* bin(Kind k, const Expr* a, const Expr* b) { return ctx.binary(k, a, b); }
    const Expr* eq(const Expr* a, const Expr* b) { return ctx.binary(Kind::Eq, a, b); }
    const Expr* lt(const Expr* a, const Expr* b) { return ctx.binary(Kind::Lt, a, b); }
    const Expr* le(const Expr* a, const Expr* b) { return ctx.binary(Kind::Le, a, b); }
    const Expr* not_(const Expr* a) { return ctx.unary(Kind::Not, a); }

    ExprContext ctx;
    std::vector<ConditionParameter> params;
};

// ---------------------------------------------------------------------------
// Java syntax and precedence

TEST_F(PathConditionTest, ArithmeticPrecedence) {
    const Expr* a = int_var("a");
    const Expr* b = int_var("b");
    const Expr* c = int_var("c");
    EXPECT_EQ(render(eq(bin(Kind::Mul, bin(Kind::Add, a, b), c), i32(7))), "(a + b) * c == 7");
    EXPECT_EQ(render(eq(bin(Kind::Add, a, bin(Kind::Mul, b, c)), i32(7))), "a + b * c == 7");
    EXPECT_EQ(render(eq(bin(Kind::Sub, a, bin(Kind::Sub, b, c)), i32(7))), "a - (b - c) == 7");
    EXPECT_EQ(render(eq(bin(Kind::Sub, bin(Kind::Sub, a, b), c), i32(7))), "a - b - c == 7");
    EXPECT_EQ(render(eq(bin(Kind::Shl, a, bin(Kind::Add, b, i32(2))), i32(0))), "a << b + 2 == 0");
    EXPECT_EQ(render(eq(bin(Kind::Add, bin(Kind::Shl, a, i32(2)), b), i32(0))), "(a << 2) + b == 0");
    // == binds tighter than the bitwise operators.
    EXPECT_EQ(render(eq(bin(Kind::And, bin(Kind::Or, a, b), c), i32(0))), "((a | b) & c) == 0");
    EXPECT_EQ(render(eq(bin(Kind::Or, bin(Kind::And, a, b), bin(Kind::Xor, a, c)), i32(1))), "(a & b | a ^ c) == 1");
    EXPECT_EQ(render(eq(bin(Kind::Sub, a, ctx.unary(Kind::Neg, b)), i32(1))), "a - -b == 1");
    EXPECT_EQ(render(lt(ctx.unary(Kind::Neg, bin(Kind::Add, a, b)), c)), "-(a + b) < c");
    EXPECT_EQ(render(eq(bin(Kind::Div, a, b), bin(Kind::Rem, b, c))), "a / b == b % c");
    // ~a compiles to a ^ -1.
    EXPECT_EQ(render(lt(i32(0), bin(Kind::And, bin(Kind::Xor, a, i32(-1)), bin(Kind::Sub, a, i32(1))))), "(~a & a - 1) > 0");
    EXPECT_EQ(render(eq(bin(Kind::Xor, long_var("l"), ctx.i64(-1)), ctx.i64(0))), "~l == 0L");
}

TEST_F(PathConditionTest, ConditionPrecedence) {
    const Expr* op = var(Sort::I32, "op", Type::Char);
    const Expr* x = int_var("x");
    const Expr* y = int_var("y");
    const Expr* range_fact = eq(op, ctx.unary(Kind::ToChar, op));
    const Expr* plus_or_minus = bin(Kind::BoolOr, eq(op, i32(43)), eq(op, i32(45)));
    // The trial's `op == (char) op && (op == 43) || (op == 45)`.
    EXPECT_EQ(render({range_fact, plus_or_minus}), "op == '+' || op == '-'");
    EXPECT_EQ(render({lt(i32(0), x), plus_or_minus}), "x > 0 && (op == '+' || op == '-')");
    EXPECT_EQ(render(bin(Kind::BoolOr, lt(x, y), bin(Kind::BoolAnd, lt(y, i32(3)), lt(x, i32(4))))),
              "x < y || (y < 3 && x < 4)");
    EXPECT_EQ(render(not_(bin(Kind::BoolAnd, lt(x, y), lt(y, i32(3))))), "!(x < y && y < 3)");
    // ! over || at the top is split into conjuncts.
    EXPECT_EQ(render(not_(bin(Kind::BoolOr, lt(x, y), lt(y, i32(3))))), "x >= y && y >= 3");
    EXPECT_EQ(render(eq(ctx.ite(lt(x, y), x, y), i32(3))), "(x < y ? x : y) == 3");
    EXPECT_EQ(render(eq(lt(x, y), lt(y, i32(3)))), "(x < y) == (y < 3)");
}

TEST_F(PathConditionTest, CastsAndPromotion) {
    const Expr* i = int_var("i");
    const Expr* j = int_var("j");
    const Expr* l = long_var("l");
    const Expr* f = float_var("f");
    const Expr* d = double_var("d");
    const Expr* li = ctx.convert(Sort::I64, i);
    const Expr* lj = ctx.convert(Sort::I64, j);
    // The cast Java's promotion would make is left out, never both.
    EXPECT_EQ(render(lt(li, l)), "i < l");
    EXPECT_EQ(render(eq(bin(Kind::Mul, li, lj), l)), "(long) i * j == l");
    EXPECT_EQ(render(eq(ctx.convert(Sort::I64, bin(Kind::Mul, i, j)), l)), "i * j == l");
    EXPECT_EQ(render(lt(ctx.convert(Sort::F64, f), d)), "f < d");
    EXPECT_EQ(render(lt(ctx.convert(Sort::F64, i), ctx.f64(0.5))), "i < 0.5");
    EXPECT_EQ(render(eq(ctx.convert(Sort::I32, d), i)), "(int) d == i");
    EXPECT_EQ(render(eq(ctx.convert(Sort::I32, bin(Kind::Add, d, ctx.f64(1.0))), i)), "(int) (d + 1.0) == i");
    EXPECT_EQ(render(eq(ctx.unary(Kind::ToByte, bin(Kind::Add, i, j)), i32(3))), "(byte) (i + j) == 3");
    EXPECT_EQ(render(eq(bin(Kind::Shl, l, i), ctx.i64(0))), "l << i == 0L");
    // A loop halving a value: shifts by constants add up while they stay below the width.
    const Expr* halved = i;
    for (int k = 0; k < 5; ++k) halved = bin(Kind::Shr, halved, i32(1));
    EXPECT_EQ(render(eq(halved, i32(1))), "i >> 5 == 1");
    EXPECT_EQ(render(eq(bin(Kind::Ushr, bin(Kind::Ushr, i, i32(20)), i32(20)), i32(0))), "i >>> 20 >>> 20 == 0");
    EXPECT_EQ(render(eq(bin(Kind::Shl, bin(Kind::Shl, l, i32(20)), i32(30)), ctx.i64(0))), "l << 50 == 0L");
    // A loop counting down, or dividing by 10.
    const Expr* counted = i;
    for (int k = 0; k < 4; ++k) counted = bin(Kind::Sub, counted, i32(1));
    EXPECT_EQ(render(lt(counted, i32(2))), "i - 4 < 2");
    EXPECT_EQ(render(lt(bin(Kind::Add, bin(Kind::Sub, counted, i32(2)), i32(6)), i32(2))), "i < 2");
    EXPECT_EQ(render(lt(bin(Kind::Add, ctx.convert(Sort::I64, i), ctx.i64(-3)), l)), "i - 3L < l");
    EXPECT_EQ(render(eq(bin(Kind::Rem, bin(Kind::Div, bin(Kind::Div, i, i32(10)), i32(10)), i32(10)), i32(3))),
              "i / 100 % 10 == 3");
    EXPECT_EQ(render(eq(bin(Kind::Div, bin(Kind::Div, i, i32(65536)), i32(65536)), i32(0))), "i / 65536 / 65536 == 0");
    EXPECT_EQ(render(eq(bin(Kind::Div, bin(Kind::Div, i, i32(-2)), i32(2)), i32(0))), "i / -2 / 2 == 0");
}

TEST_F(PathConditionTest, JavaLiterals) {
    const Expr* i = int_var("i");
    const Expr* l = long_var("l");
    const Expr* f = float_var("f");
    const Expr* d = double_var("d");
    EXPECT_EQ(render(eq(i, i32(std::numeric_limits<std::int32_t>::min()))), "i == Integer.MIN_VALUE");
    EXPECT_EQ(render(lt(l, ctx.i64(5))), "l < 5L");
    EXPECT_EQ(render(lt(l, ctx.i64(std::numeric_limits<std::int64_t>::max()))), "l < Long.MAX_VALUE");
    EXPECT_EQ(render(lt(f, ctx.f32(0.1f))), "f < 0.1f");
    EXPECT_EQ(render(eq(d, ctx.f64(-0.0))), "d == -0.0");
    EXPECT_EQ(render(eq(d, ctx.f64(5e-324))), "d == Double.MIN_VALUE");
    EXPECT_EQ(render(lt(d, ctx.f64(1e300))), "d < 1.0E300");
    EXPECT_EQ(render(lt(d, ctx.f64(std::numeric_limits<double>::infinity()))), "d < Double.POSITIVE_INFINITY");
    EXPECT_EQ(render(eq(bin(Kind::Add, i, i32(-5)), i32(0))), "i - 5 == 0");
    EXPECT_EQ(render(eq(bin(Kind::Add, i, i32(std::numeric_limits<std::int32_t>::min())), i32(0))),
              "i + Integer.MIN_VALUE == 0");
}

// ---------------------------------------------------------------------------
// Bytecode comparisons

// The smart constructors turn a comparison of a three-way result with a
// constant into the comparison of its operands (expr/simplify.cpp), so "x >
// y" reads as "y < x": the DAG has only < and <=.
TEST_F(PathConditionTest, FloatingComparisonsKeepNaNSemantics) {
    const Expr* x = double_var("x");
    const Expr* y = double_var("y");
    const Expr* zero = i32(0);
    const Expr* cmpl = bin(Kind::CmpL, x, y);
    const Expr* cmpg = bin(Kind::CmpG, x, y);
    // dcmpl: NaN gives -1.
    EXPECT_EQ(render(le(cmpl, zero)), "!(y < x)");
    EXPECT_EQ(render(lt(cmpl, zero)), "!(y <= x)");
    EXPECT_EQ(render(lt(zero, cmpl)), "y < x");
    EXPECT_EQ(render(le(zero, cmpl)), "y <= x");
    EXPECT_EQ(render(eq(cmpl, zero)), "x == y");
    EXPECT_EQ(render(not_(eq(cmpl, zero))), "x != y");
    EXPECT_EQ(render(not_(le(cmpl, zero))), "y < x");
    EXPECT_EQ(render(not_(lt(zero, cmpl))), "!(y < x)");
    EXPECT_EQ(render(eq(cmpl, i32(-1))), "!(y <= x)");
    EXPECT_EQ(render(eq(cmpl, i32(1))), "y < x");
    // dcmpg: NaN gives 1.
    EXPECT_EQ(render(lt(cmpg, zero)), "x < y");
    EXPECT_EQ(render(le(cmpg, zero)), "x <= y");
    EXPECT_EQ(render(lt(zero, cmpg)), "!(x <= y)");
    EXPECT_EQ(render(le(zero, cmpg)), "!(x < y)");
    EXPECT_EQ(render(eq(cmpg, zero)), "x == y");
    EXPECT_EQ(render(not_(eq(cmpg, zero))), "x != y");
    EXPECT_EQ(render(not_(lt(cmpg, zero))), "!(x < y)");
    // Impossible results are constants.
    EXPECT_EQ(render(le(cmpg, i32(1))), "true");
    EXPECT_EQ(render({lt(x, y), eq(cmpg, i32(2))}), "x < y && false");
    // fcmpl/fcmpg the same.
    const Expr* f = float_var("f");
    EXPECT_EQ(render(le(bin(Kind::CmpL, f, ctx.f32(0.0f)), zero)), "!(f > 0.0f)");
    EXPECT_EQ(render(le(bin(Kind::CmpG, f, ctx.f32(0.0f)), zero)), "f <= 0.0f");
}

TEST_F(PathConditionTest, ComparisonsWithoutPossibleNaNReadPlainly) {
    const Expr* i = int_var("i");
    const Expr* x = double_var("x");
    const Expr* di = ctx.convert(Sort::F64, i);
    EXPECT_EQ(render(le(bin(Kind::CmpL, di, ctx.f64(0.5)), i32(0))), "i <= 0.5");
    EXPECT_EQ(render(lt(bin(Kind::CmpL, di, ctx.f64(0.5)), i32(0))), "i < 0.5");
    EXPECT_EQ(render(lt(i32(0), bin(Kind::CmpG, di, ctx.f64(0.5)))), "i > 0.5");
    // A NaN constant makes every ordered comparison false, and it says so.
    EXPECT_EQ(render(le(bin(Kind::CmpL, di, ctx.f64(std::nan(""))), i32(0))), "!(i > Double.NaN)");
    // Negated floating comparisons stay negated unless NaN is impossible.
    EXPECT_EQ(render(not_(lt(x, ctx.f64(1.0)))), "!(x < 1.0)");
    EXPECT_EQ(render(not_(lt(di, ctx.f64(1.0)))), "i >= 1.0");
    EXPECT_EQ(render(not_(eq(x, ctx.f64(1.0)))), "x != 1.0");
    EXPECT_EQ(render(eq(x, x)), "!Double.isNaN(x)");
    EXPECT_EQ(render(not_(eq(x, x))), "Double.isNaN(x)");
}

TEST_F(PathConditionTest, LongComparisons) {
    const Expr* a = long_var("a");
    const Expr* b = long_var("b");
    const Expr* x = int_var("x");
    const Expr* cmp = bin(Kind::Cmp, a, b);
    EXPECT_EQ(render(lt(cmp, i32(0))), "a < b");
    EXPECT_EQ(render(le(cmp, i32(0))), "a <= b");
    EXPECT_EQ(render(lt(i32(0), cmp)), "b < a");
    EXPECT_EQ(render(le(i32(0), cmp)), "b <= a");
    EXPECT_EQ(render(eq(cmp, i32(0))), "a == b");
    EXPECT_EQ(render(not_(eq(cmp, i32(0)))), "a != b");
    EXPECT_EQ(render(eq(cmp, i32(-1))), "a < b");
    EXPECT_EQ(render(not_(eq(cmp, i32(1)))), "b >= a");
    // lcmp used as a number.
    EXPECT_EQ(render(eq(bin(Kind::Add, cmp, x), i32(3))), "Long.compare(a, b) + x == 3");
    const Expr* d = double_var("d");
    EXPECT_EQ(render(eq(bin(Kind::Add, bin(Kind::CmpL, d, ctx.f64(1.0)), x), i32(0))),
              "(d > 1.0 ? 1 : d == 1.0 ? 0 : -1) + x == 0");
    EXPECT_EQ(render(eq(bin(Kind::Add, bin(Kind::CmpG, d, ctx.f64(1.0)), x), i32(0))),
              "(d < 1.0 ? -1 : d == 1.0 ? 0 : 1) + x == 0");
}

// ---------------------------------------------------------------------------
// Parameter types

TEST_F(PathConditionTest, RangeFactsOfNarrowParametersAreLeftOut) {
    const Expr* z = var(Sort::I32, "z", Type::Boolean);
    const Expr* b = var(Sort::I32, "b", Type::Byte);
    const Expr* c = var(Sort::I32, "c", Type::Char);
    const Expr* s = var(Sort::I32, "s", Type::Short);
    // The engine's facts, as symbolic_parameter makes them.
    const std::vector<const Expr*> facts = {
        eq(z, bin(Kind::And, z, i32(1))),
        eq(b, ctx.unary(Kind::ToByte, b)),
        eq(c, ctx.unary(Kind::ToChar, c)),
        eq(s, ctx.unary(Kind::ToShort, s)),
    };
    EXPECT_EQ(render(facts), "true");
    // Other facts the types decide.
    EXPECT_EQ(render({le(i32(0), c), lt(c, i32(70000)), le(b, i32(127)), lt(i32(-40000), s), not_(eq(z, i32(2)))}),
              "true");
    // Narrowings that cannot change a parameter disappear.
    EXPECT_EQ(render(eq(bin(Kind::Add, ctx.unary(Kind::ToByte, b), ctx.unary(Kind::ToShort, b)), i32(4))), "b + b == 4");
    std::vector<const Expr*> with_facts = facts;
    with_facts.push_back(lt(b, i32(3)));
    with_facts.push_back(eq(c, i32(97)));
    EXPECT_EQ(render(with_facts), "b < 3 && c == 'a'");
}

TEST_F(PathConditionTest, ParametersPrintInTheirType) {
    const Expr* z = var(Sort::I32, "z", Type::Boolean);
    const Expr* w = var(Sort::I32, "w", Type::Boolean);
    const Expr* c = var(Sort::I32, "c", Type::Char);
    const Expr* x = int_var("x");
    EXPECT_EQ(render(not_(eq(z, i32(0)))), "z");
    EXPECT_EQ(render(eq(z, i32(0))), "!z");
    EXPECT_EQ(render(eq(z, i32(1))), "z");
    EXPECT_EQ(render(lt(i32(0), z)), "z");
    EXPECT_EQ(render(eq(bin(Kind::Xor, z, i32(1)), i32(0))), "z");
    EXPECT_EQ(render(eq(z, w)), "z == w");
    EXPECT_EQ(render(not_(eq(z, w))), "z != w");
    EXPECT_EQ(render(eq(bin(Kind::Add, z, x), i32(2))), "(z ? 1 : 0) + x == 2");
    EXPECT_EQ(render(eq(c, i32('\''))), "c == '\\''");
    EXPECT_EQ(render(eq(c, i32('\\'))), "c == '\\\\'");
    EXPECT_EQ(render(eq(c, i32('\n'))), "c == '\\n'");
    EXPECT_EQ(render(lt(c, i32(' '))), "c < ' '");
    EXPECT_EQ(render(eq(c, i32(0xe9))), "c == 233");
    EXPECT_EQ(render(eq(ctx.unary(Kind::ToChar, x), i32('u'))), "(char) x == 'u'");
    EXPECT_EQ(render(eq(c, i32(-1))), "false");
    // A boolean computed as 1/0 reads as its condition.
    EXPECT_EQ(render(eq(ctx.ite(lt(x, i32(3)), i32(1), i32(0)), i32(0))), "x >= 3");
    EXPECT_EQ(render(not_(eq(ctx.ite(lt(x, i32(3)), i32(1), i32(0)), i32(0)))), "x < 3");
}

// ---------------------------------------------------------------------------
// Deduplication and negations

TEST_F(PathConditionTest, NoConjunctIsRepeated) {
    const Expr* x = double_var("x");
    const Expr* i = int_var("i");
    const Expr* tiny = eq(x, ctx.f64(5e-324));
    EXPECT_EQ(render({tiny, tiny, tiny, tiny}), "x == Double.MIN_VALUE");
    // The same after normalisation: i < 5, !(5 <= i), lcmp-free forms of it.
    EXPECT_EQ(render({lt(i, i32(5)), not_(le(i32(5), i)), lt(i, i32(5)), le(i, i32(4))}), "i < 5 && i <= 4");
    const Expr* a = long_var("a");
    const Expr* b = long_var("b");
    EXPECT_EQ(render({lt(bin(Kind::Cmp, a, b), i32(0)), lt(a, b), eq(bin(Kind::Cmp, a, b), i32(-1))}), "a < b");
    // Inside && too.
    EXPECT_EQ(render({bin(Kind::BoolAnd, lt(i, i32(5)), tiny), tiny}), "i < 5 && x == Double.MIN_VALUE");
    // A loop adding the same constraint each iteration.
    std::vector<const Expr*> loop;
    for (int k = 0; k < 100; ++k) loop.push_back(not_(eq(i, i32(0))));
    EXPECT_EQ(render(loop), "i != 0");
}

TEST_F(PathConditionTest, DoubleNegationsCancel) {
    const Expr* x = int_var("x");
    const Expr* z = var(Sort::I32, "z", Type::Boolean);
    const Expr* p = bin(Kind::BoolOr, lt(x, i32(1)), lt(i32(9), x));
    EXPECT_EQ(render(not_(not_(p))), "x < 1 || x > 9");
    // !(z == 0) is z, and its negation !z, not !!z.
    EXPECT_EQ(render(not_(not_(eq(z, i32(0))))), "!z");
    const Expr* q = ctx.ite(lt(x, i32(3)), eq(z, i32(0)), lt(x, i32(0)));
    EXPECT_EQ(render(not_(q)), "!(x < 3 ? !z : x < 0)");
}

// ---------------------------------------------------------------------------
// Size

// x_{n+1} = x_n * x_n + x_n: the tree form triples each level.
TEST_F(PathConditionTest, DeepSharedDagStaysSmallAndFast) {
    const Expr* x = int_var("x");
    std::vector<const Expr*> levels = {x};
    for (int k = 0; k < 60; ++k) {
        const Expr* prev = levels.back();
        levels.push_back(bin(Kind::Add, bin(Kind::Mul, prev, prev), prev));
    }
    const auto started = std::chrono::steady_clock::now();
    // 60 levels need more declarations than 1 KB holds.
    const std::string deep = render(lt(i32(0), levels.back()));
    std::vector<const Expr*> every_level;
    for (const Expr* level : levels) every_level.push_back(not_(eq(level, i32(0))));
    const std::string all = render(every_level);
    const auto elapsed = std::chrono::steady_clock::now() - started;
    EXPECT_LT(elapsed, std::chrono::seconds(1));
    EXPECT_EQ(deep, "... 1 condition, too long to show");
    EXPECT_TRUE(all.starts_with("int t1 = (x * x + x) * (x * x + x) + (x * x + x);\n")) << all;
    EXPECT_TRUE(contains(all, "x != 0 && x * x + x != 0 && t1 != 0 && t1 * t1 + t1 != 0")) << all;
    EXPECT_TRUE(contains(all, "more conditions")) << all;
    EXPECT_LT(comment_of(all).size(), 1024u);
    // Six levels fit, each shared level declared once (the last is used once).
    const std::string six = render(lt(i32(0), levels[6]));
    EXPECT_EQ(six,
              "int t1 = (x * x + x) * (x * x + x) + (x * x + x);\n"
              "int t2 = (t1 * t1 + t1) * (t1 * t1 + t1) + (t1 * t1 + t1);\n"
              "(t2 * t2 + t2) * (t2 * t2 + t2) + (t2 * t2 + t2) > 0");
}

TEST_F(PathConditionTest, SharedSubexpressionsAreNamedOnce) {
    const Expr* x = int_var("x");
    const Expr* y = int_var("y");
    const Expr* shared = bin(Kind::Mul, bin(Kind::Add, x, i32(12345)), bin(Kind::Sub, y, i32(678)));
    const std::string text = render({lt(shared, i32(5)), lt(i32(-7), shared), not_(eq(shared, y))});
    EXPECT_EQ(text, "int t1 = (x + 12345) * (y - 678);\nt1 < 5 && t1 > -7 && t1 != y");
    // Small shared parts are printed where they are used.
    const Expr* small = bin(Kind::Add, x, i32(1));
    EXPECT_EQ(render({lt(small, i32(5)), lt(y, small)}), "x + 1 < 5 && y < x + 1");
}

TEST_F(PathConditionTest, ManyConditionsArePrefixedAndCounted) {
    const Expr* x = long_var("x");
    std::vector<const Expr*> conjuncts;
    for (int k = 0; k < 10000; ++k) conjuncts.push_back(not_(eq(x, ctx.i64(1000000 + k))));
    const std::string text = render(conjuncts);
    EXPECT_TRUE(text.starts_with("x != 1000000L && x != 1000001L")) << text;
    const auto at = text.find("... and ");
    ASSERT_NE(at, std::string::npos) << text;
    std::size_t shown = 0;
    for (std::size_t p = text.find("x != "); p != std::string::npos; p = text.find("x != ", p + 1)) ++shown;
    EXPECT_EQ(text.substr(at), "... and " + std::to_string(10000 - shown) + " more conditions");
    EXPECT_GT(shown, 30u);
    // The layout is the writer's: lines of at most 96 columns.
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) EXPECT_LE(line.size(), kPathConditionWidth) << line;
    EXPECT_LE(comment_of(text).size(), kMaxPathConditionComment);
}

TEST_F(PathConditionTest, HugeUnsharedConditionsAreLeftOutWhole) {
    const Expr* x = int_var("x");
    const Expr* e = x;
    for (int k = 0; k < 200000; ++k) e = bin(k % 2 == 0 ? Kind::Add : Kind::Mul, e, i32(k % 97 + 2));
    EXPECT_EQ(render(lt(e, i32(0))), "... 1 condition, too long to show");
    EXPECT_EQ(render({lt(x, i32(0)), lt(e, i32(0)), lt(x, i32(-5))}), "x < 0\n... and 2 more conditions");
}

TEST_F(PathConditionTest, LongConditionsWrapOutsideCharLiterals) {
    const Expr* c = var(Sort::I32, "c", Type::Char);
    const Expr* cond = ctx.boolean(false);
    for (char ch : std::string("(),; +*/-")) cond = bin(Kind::BoolOr, cond, eq(c, i32(ch)));
    for (char ch : std::string("abcdefghijkl")) cond = bin(Kind::BoolOr, cond, eq(c, i32(ch)));
    const std::string text = render({lt(i32(5), c), cond});
    std::istringstream lines(text);
    std::size_t count = 0;
    for (std::string line; std::getline(lines, line); ++count) {
        EXPECT_LE(line.size(), kPathConditionWidth) << line;
        std::size_t quotes = 0;
        for (std::size_t k = 0; k < line.size(); ++k) {
            if (line[k] == '\\') ++k;
            else if (line[k] == '\'') ++quotes;
        }
        EXPECT_EQ(quotes % 2, 0u) << "a line ends inside a literal: " << text;
        // Lines break before an operator, not inside a comparison.
        EXPECT_FALSE(line.ends_with("==")) << text;
    }
    EXPECT_GT(count, 1u);
    EXPECT_TRUE(contains(text, "c == ' '")) << text;
    EXPECT_TRUE(contains(text, "c == '*' || c == '/'")) << text;
}

// ---------------------------------------------------------------------------
// Comment safety

TEST_F(PathConditionTest, TextIsSafeInsideABlockComment) {
    const Expr* odd = int_var("a*/b\\u0041");
    const Expr* accented = int_var("caf\xc3\xa9");
    const std::string text = render({lt(odd, accented), eq(bin(Kind::Mul, odd, accented), i32(0))});
    EXPECT_EQ(text,
              "a{U+002A}{U+002F}b{U+005C}u0041 < caf{U+00E9}\n"
              "&& a{U+002A}{U+002F}b{U+005C}u0041 * caf{U+00E9} == 0");
    const std::string comment = comment_of(text);
    EXPECT_EQ(comment.find("*/"), comment.size() - 3) << comment;
}

TEST(PathConditionCommentBytes, MatchesTheWriter) {
    for (const std::string& text : {std::string("x < 0"), std::string("a\nb && c"), std::string(120, 'y')}) {
        std::vector<std::string> lines;
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        EXPECT_EQ(path_condition_comment_bytes(lines), comment_of(text).size()) << text;
    }
}

TEST(ConditionParametersTest, PairsSymbolicArgumentsWithTheirTypes) {
    ExprContext ctx;
    const Expr* c = ctx.var(Sort::I32, "c");
    const Expr* l = ctx.var(Sort::I64, "l");
    auto type = classfile::parse_method_descriptor("(CIJ)V");
    ASSERT_TRUE(type);
    auto params = condition_parameters({expr::Value::symbolic(c), expr::Value::i32(3), expr::Value::symbolic(l)}, *type);
    ASSERT_EQ(params.size(), 2u);
    EXPECT_EQ(params[0].var, c);
    EXPECT_EQ(params[0].type, Type::Char);
    EXPECT_EQ(params[1].var, l);
    EXPECT_EQ(params[1].type, Type::Long);
}

// ---------------------------------------------------------------------------
// Exactness on HotSpot

// Random conditions over one parameter of each type; each is rendered, put
// into a Java method with the same parameters, and evaluated by HotSpot on
// sample arguments. The truth values must be expr::evaluate's.
class RandomConditions {
public:
    explicit RandomConditions(std::uint32_t seed) : rng_(seed) {
        z = add(Sort::I32, "z", Type::Boolean);
        b = add(Sort::I32, "b", Type::Byte);
        c = add(Sort::I32, "c", Type::Char);
        s = add(Sort::I32, "s", Type::Short);
        i = add(Sort::I32, "i", Type::Int);
        j = add(Sort::I32, "j", Type::Int);
        l = add(Sort::I64, "l", Type::Long);
        m = add(Sort::I64, "m", Type::Long);
        f = add(Sort::F32, "f", Type::Float);
        g = add(Sort::F32, "g", Type::Float);
        d = add(Sort::F64, "d", Type::Double);
        e = add(Sort::F64, "e", Type::Double);
    }

    // A path condition: the range facts, then a few random conditions.
    std::vector<const Expr*> path() {
        std::vector<const Expr*> out = {
            ctx.binary(Kind::Eq, z, ctx.binary(Kind::And, z, ctx.i32(1))),
            ctx.binary(Kind::Eq, b, ctx.unary(Kind::ToByte, b)),
            ctx.binary(Kind::Eq, c, ctx.unary(Kind::ToChar, c)),
            ctx.binary(Kind::Eq, s, ctx.unary(Kind::ToShort, s)),
        };
        for (auto& pool : pools_) pool.clear();
        const int n = 1 + pick(3);
        for (int k = 0; k < n; ++k) out.push_back(condition(3));
        return out;
    }

    // Raw bits of one argument per parameter.
    std::vector<std::uint64_t> sample() {
        std::vector<std::uint64_t> bits;
        for (const ConditionParameter& p : params) bits.push_back(sample_of(p.type));
        return bits;
    }

    ExprContext ctx;
    std::vector<ConditionParameter> params;

private:
    const Expr* add(Sort sort, const char* name, Type type) {
        const Expr* v = ctx.var(sort, name);
        params.push_back(ConditionParameter{v, type});
        return v;
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

    template <class T>
    T any(const std::vector<T>& options) {
        return options[static_cast<std::size_t>(pick(static_cast<int>(options.size())))];
    }

    std::uint64_t sample_of(Type type) {
        switch (type) {
            case Type::Boolean: return static_cast<std::uint64_t>(pick(2));
            case Type::Byte: return static_cast<std::uint32_t>(static_cast<std::int32_t>(any<int>({-128, -1, 0, 1, 3, 43, 127, pick(256) - 128})));
            case Type::Char: return static_cast<std::uint64_t>(any<int>({0, 10, 32, 43, 45, 97, 0xe9, 65535, pick(65536)}));
            case Type::Short: return static_cast<std::uint32_t>(static_cast<std::int32_t>(any<int>({-32768, -1, 0, 1, 3, 32767, pick(65536) - 32768})));
            case Type::Int:
                return static_cast<std::uint32_t>(any<std::int32_t>({0, 1, -1, 2, 3, 5, 97, std::numeric_limits<std::int32_t>::min(),
                                                                     std::numeric_limits<std::int32_t>::max(), pick(20) - 10,
                                                                     static_cast<std::int32_t>(rng_())}));
            case Type::Long:
                return static_cast<std::uint64_t>(any<std::int64_t>({0, 1, -1, 3, 5, 1LL << 40, std::numeric_limits<std::int64_t>::min(),
                                                                     std::numeric_limits<std::int64_t>::max(), pick(20) - 10,
                                                                     static_cast<std::int64_t>(rng_()) << 20}));
            case Type::Float:
                return std::bit_cast<std::uint32_t>(any<float>({0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 3.0f, std::nanf(""),
                                                                std::numeric_limits<float>::infinity(),
                                                                -std::numeric_limits<float>::infinity(),
                                                                std::numeric_limits<float>::denorm_min(), 1e30f,
                                                                static_cast<float>(pick(20) - 10) / 4}));
            case Type::Double:
                return std::bit_cast<std::uint64_t>(any<double>({0.0, -0.0, 1.0, -1.0, 0.5, 3.0, std::nan(""),
                                                                 std::numeric_limits<double>::infinity(),
                                                                 -std::numeric_limits<double>::infinity(),
                                                                 std::numeric_limits<double>::denorm_min(), 1e300,
                                                                 static_cast<double>(pick(20) - 10) / 4}));
        }
        return 0;
    }

    const Expr* constant(Sort sort) {
        switch (sort) {
            case Sort::I32: return ctx.i32(any<std::int32_t>({0, 1, -1, 2, 3, 7, 43, 97, 127, 255, 65535, 100000,
                                                               std::numeric_limits<std::int32_t>::min(),
                                                               std::numeric_limits<std::int32_t>::max()}));
            case Sort::I64: return ctx.i64(any<std::int64_t>({0, 1, -1, 3, 1LL << 40, std::numeric_limits<std::int64_t>::min(),
                                                               std::numeric_limits<std::int64_t>::max()}));
            case Sort::F32: return ctx.f32(any<float>({0.0f, -0.0f, 1.0f, 0.1f, -2.5f, 1e30f, std::nanf(""),
                                                       std::numeric_limits<float>::infinity(),
                                                       std::numeric_limits<float>::denorm_min()}));
            case Sort::F64: return ctx.f64(any<double>({0.0, -0.0, 1.0, 0.1, -2.5, 1e300, std::nan(""),
                                                        -std::numeric_limits<double>::infinity(),
                                                        std::numeric_limits<double>::denorm_min()}));
            case Sort::Bool: return ctx.boolean(pick(2) == 0);
            default: break;  // arrays
        }
        return nullptr;
    }

    const Expr* leaf(Sort sort) {
        if (pick(3) == 0) return constant(sort);
        switch (sort) {
            case Sort::I32: return any<const Expr*>({z, b, c, s, i, j});
            case Sort::I64: return any<const Expr*>({l, m});
            case Sort::F32: return any<const Expr*>({f, g});
            case Sort::F64: return any<const Expr*>({d, e});
            case Sort::Bool: return condition(0);
            default: break;  // arrays
        }
        return nullptr;
    }

    Sort numeric_sort() { return any<Sort>({Sort::I32, Sort::I32, Sort::I64, Sort::F32, Sort::F64}); }

    // Values made earlier in the same path come back, so that conjuncts
    // share parts as a path's conditions do.
    const Expr* value(Sort sort, int depth) {
        auto& pool = pools_[static_cast<std::size_t>(sort)];
        if (!pool.empty() && pick(4) == 0) return any(pool);
        const Expr* made = make_value(sort, depth);
        if (!made->is_const() && !made->is_var()) pool.push_back(made);
        return made;
    }

    const Expr* make_value(Sort sort, int depth) {
        if (depth <= 0 || pick(4) == 0) return leaf(sort);
        const bool integral = expr::is_integral(sort);
        switch (pick(integral ? 9 : 6)) {
            case 0: return ctx.binary(any<Kind>({Kind::Add, Kind::Sub, Kind::Mul}), value(sort, depth - 1), value(sort, depth - 1));
            case 1: {
                if (integral && pick(2) == 0) {
                    // Chains by constants, as loops make them.
                    const Expr* k1 = ctx.constant(sort, static_cast<std::uint64_t>(any<std::int64_t>({2, 3, 10, 46341, 65536, -2})));
                    const Expr* k2 = ctx.constant(sort, static_cast<std::uint64_t>(any<std::int64_t>({2, 10, 46341, 65536, -1})));
                    if (pick(2) == 0) {
                        return ctx.binary(Kind::Div, ctx.binary(Kind::Div, value(sort, depth - 1), k1), k2);
                    }
                    const Expr* k3 = constant(sort);
                    return ctx.binary(any<Kind>({Kind::Add, Kind::Sub}), ctx.binary(any<Kind>({Kind::Add, Kind::Sub}), value(sort, depth - 1), k3), k2);
                }
                // Integral division only by a divisor that cannot be zero:
                // Java evaluates the declarations of shared parts eagerly.
                const Expr* divisor = value(sort, depth - 1);
                if (integral) divisor = ctx.binary(Kind::Or, divisor, ctx.constant(sort, 1));
                return ctx.binary(any<Kind>({Kind::Div, Kind::Rem}), value(sort, depth - 1), divisor);
            }
            case 2: return ctx.unary(Kind::Neg, value(sort, depth - 1));
            case 3: {
                const Sort from = numeric_sort();
                return ctx.convert(sort, value(from, depth - 1));
            }
            case 4: return ctx.ite(condition(depth - 1), value(sort, depth - 1), value(sort, depth - 1));
            case 5: {
                // The same node twice, for sharing.
                const Expr* shared = value(sort, depth - 1);
                return ctx.binary(Kind::Add, shared, shared);
            }
            case 6:
                return ctx.binary(any<Kind>({Kind::And, Kind::Or, Kind::Xor}), value(sort, depth - 1), value(sort, depth - 1));
            case 7: {
                const Kind shift = any<Kind>({Kind::Shl, Kind::Shr, Kind::Ushr});
                if (pick(2) == 0) {
                    // Chains of constant shifts, as loops make them.
                    const Expr* inner = ctx.binary(shift, value(sort, depth - 1), ctx.i32(any<std::int32_t>({1, 3, 17, 31, 33})));
                    return ctx.binary(shift, inner, ctx.i32(any<std::int32_t>({1, 2, 15, 31, 40, 63})));
                }
                return ctx.binary(shift, value(sort, depth - 1), value(Sort::I32, depth - 1));
            }
            default:
                if (sort == Sort::I32) {
                    switch (pick(3)) {
                        case 0: return ctx.unary(any<Kind>({Kind::ToByte, Kind::ToChar, Kind::ToShort}), value(sort, depth - 1));
                        case 1: return ctx.binary(Kind::Cmp, value(Sort::I64, depth - 1), value(Sort::I64, depth - 1));
                        default: {
                            const Sort fs = any<Sort>({Sort::F32, Sort::F64});
                            return ctx.binary(any<Kind>({Kind::CmpL, Kind::CmpG}), value(fs, depth - 1), value(fs, depth - 1));
                        }
                    }
                }
                return ctx.convert(sort, value(Sort::I32, depth - 1));
        }
    }

    const Expr* condition(int depth) {
        if (depth <= 0) {
            const Sort sort = numeric_sort();
            return ctx.binary(any<Kind>({Kind::Eq, Kind::Lt, Kind::Le}), leaf(sort), leaf(sort));
        }
        switch (pick(8)) {
            case 0: return ctx.unary(Kind::Not, condition(depth - 1));
            case 1: return ctx.binary(any<Kind>({Kind::BoolAnd, Kind::BoolOr, Kind::Eq}), condition(depth - 1), condition(depth - 1));
            case 2: {
                // The bytecode comparisons against the constants javac uses and some it does not.
                const Expr* cmp;
                switch (pick(3)) {
                    case 0: cmp = ctx.binary(Kind::Cmp, value(Sort::I64, depth - 1), value(Sort::I64, depth - 1)); break;
                    case 1: {
                        const Sort fs = any<Sort>({Sort::F32, Sort::F64});
                        cmp = ctx.binary(Kind::CmpL, value(fs, depth - 1), value(fs, depth - 1));
                        break;
                    }
                    default: {
                        const Sort fs = any<Sort>({Sort::F32, Sort::F64});
                        cmp = ctx.binary(Kind::CmpG, value(fs, depth - 1), value(fs, depth - 1));
                        break;
                    }
                }
                const Expr* k = ctx.i32(any<std::int32_t>({-1, 0, 0, 0, 1, 2}));
                return pick(2) == 0 ? ctx.binary(any<Kind>({Kind::Eq, Kind::Lt, Kind::Le}), cmp, k)
                                    : ctx.binary(any<Kind>({Kind::Lt, Kind::Le}), k, cmp);
            }
            case 3: {
                // Narrow parameters against constants, as branches on them look.
                const Expr* p = any<const Expr*>({z, b, c, s});
                return ctx.binary(any<Kind>({Kind::Eq, Kind::Lt, Kind::Le}), p,
                                  ctx.i32(any<std::int32_t>({0, 1, 0, 1, 43, 97, 127, -1, 128, 65535})));
            }
            case 4: {
                const Expr* bit = ctx.ite(condition(depth - 1), ctx.i32(1), ctx.i32(0));
                return ctx.binary(Kind::Eq, bit, ctx.i32(pick(2)));
            }
            default: {
                const Sort sort = numeric_sort();
                const Expr* a = value(sort, depth - 1);
                const Expr* bb = pick(3) == 0 ? constant(sort) : value(sort, depth - 1);
                return ctx.binary(any<Kind>({Kind::Eq, Kind::Lt, Kind::Le}), a, bb);
            }
        }
    }

    std::mt19937 rng_;
    std::vector<const Expr*> pools_[5];
    const Expr *z, *b, *c, *s, *i, *j, *l, *m, *f, *g, *d, *e;
};

// Splits a rendered text into the declarations and the condition.
void split_rendered(const std::string& text, std::string& declarations, std::string& condition) {
    std::istringstream in(text);
    bool in_declaration = false;
    for (std::string line; std::getline(in, line);) {
        const bool starts = line.starts_with("boolean t") || line.starts_with("int t") || line.starts_with("long t") ||
                            line.starts_with("float t") || line.starts_with("double t");
        if (starts || (in_declaration && line.starts_with("    "))) {
            in_declaration = true;
            declarations += "        " + line + "\n";
        } else {
            in_declaration = false;
            condition += "            " + line + "\n";
        }
    }
}

std::string java_argument(Type type, std::uint64_t bits) {
    std::string literal = java_literal(JavaValue{type, bits & (type == Type::Long || type == Type::Double
                                                                   ? ~std::uint64_t{0}
                                                                   : type == Type::Byte ? 0xffu
                                                                   : type == Type::Char || type == Type::Short ? 0xffffu
                                                                   : 0xffffffffu)});
    return literal;
}

TEST(PathConditionJavaTest, RenderedConditionsMeanWhatTheDagMeans) {
    constexpr int kConditions = 400;
    constexpr int kSamples = 24;
    RandomConditions random(20240611);
    const std::vector<std::string> names = {"z", "b", "c", "s", "i", "j", "l", "m", "f", "g", "d", "e"};
    const std::vector<std::string> java_types = {"boolean", "byte", "char", "short", "int", "int",
                                                 "long", "long", "float", "float", "double", "double"};
    std::string signature;
    for (std::size_t k = 0; k < names.size(); ++k) signature += (k ? ", " : "") + java_types[k] + " " + names[k];

    std::string source = "public class PathConditionCheck {\n";
    std::string expected;
    std::string main_body;
    std::vector<std::string> methods;  // per used condition, for failure messages
    int used = 0;
    int truncated = 0;
    int with_declarations = 0;
    for (int n = 0; n < kConditions; ++n) {
        const std::vector<const Expr*> path = random.path();
        const std::string text = render_path_condition(path, random.params);
        if (contains(text, "more condition") || contains(text, "too long")) {
            ++truncated;
            continue;
        }
        std::string declarations;
        std::string condition;
        split_rendered(text, declarations, condition);
        with_declarations += declarations.empty() ? 0 : 1;
        methods.push_back("    static boolean c" + std::to_string(n) + "(" + signature + ") {\n" + declarations +
                          "        return\n" + condition + "            ;\n    }\n");
        source += methods.back();
        std::string runner = "    static void r" + std::to_string(n) + "() {\n";
        for (int k = 0; k < kSamples; ++k) {
            const std::vector<std::uint64_t> bits = random.sample();
            expr::Assignment assignment;
            std::string args;
            for (std::size_t p = 0; p < bits.size(); ++p) {
                assignment.set(random.params[p].var, bits[p]);
                if (p) args += ", ";
                args += java_argument(random.params[p].type, bits[p]);
            }
            bool truth = true;
            for (const Expr* conjunct : path) truth = truth && expr::evaluate(conjunct, assignment).as_bool();
            expected += truth ? '1' : '0';
            runner += "        p(c" + std::to_string(n) + "(" + args + "));\n";
        }
        expected += '\n';
        source += runner + "        p();\n    }\n";
        main_body += "        r" + std::to_string(n) + "();\n";
        ++used;
    }
    source += "    static final StringBuilder out = new StringBuilder();\n";
    source += "    static void p(boolean v) { out.append(v ? '1' : '0'); }\n";
    source += "    static void p() { out.append('\\n'); }\n";
    source += "    public static void main(String[] args) {\n" + main_body + "        System.out.print(out);\n    }\n}\n";
    EXPECT_GT(used, kConditions * 9 / 10) << truncated << " truncated";
    EXPECT_GT(with_declarations, 5);

    const auto dir = symcrete::testing::make_temp_dir("path-condition-java");
    {
        std::ofstream file(dir / "PathConditionCheck.java");
        file << source;
    }
    auto compiled = symcrete::testing::run_command(symcrete::testing::shell_quote(symcrete::testing::javac_path()) + " -nowarn -d " +
                                                   symcrete::testing::shell_quote(dir) + " " +
                                                   symcrete::testing::shell_quote(dir / "PathConditionCheck.java"));
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    const std::string java =
        symcrete::testing::shell_quote(symcrete::testing::javac_path().parent_path() / "java");
    auto run =
        symcrete::testing::run_command(java + " -cp " + symcrete::testing::shell_quote(dir) + " PathConditionCheck");
    ASSERT_EQ(run.status, 0) << run.output;
    // Compare line by line, naming the condition that differs.
    std::istringstream want(expected);
    std::istringstream got(run.output);
    std::string want_line;
    std::string got_line;
    int line = 0;
    int mismatches = 0;
    while (std::getline(want, want_line)) {
        std::getline(got, got_line);
        if (want_line != got_line && ++mismatches <= 5) {
            ADD_FAILURE() << "expected " << want_line << ", HotSpot says " << got_line << " for\n"
                          << methods[static_cast<std::size_t>(line)];
        }
        ++line;
    }
    EXPECT_EQ(line, used);
    EXPECT_EQ(mismatches, 0);
}

}  // namespace
}  // namespace symcrete::testgen
