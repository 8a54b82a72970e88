// The text form of expressions and Values: Java-like infix, Java literals.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {
namespace {

class PrinterTest : public ::testing::Test {
protected:
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    const Expr* l = ctx.var(Sort::I64, "l");
    const Expr* m = ctx.var(Sort::I64, "m");
    const Expr* a = ctx.var(Sort::F32, "a");
    const Expr* b = ctx.var(Sort::F32, "b");
    const Expr* d = ctx.var(Sort::F64, "d");
    const Expr* p = ctx.var(Sort::Bool, "p");
    const Expr* q = ctx.var(Sort::Bool, "q");

    std::string bin(Kind k, const Expr* lhs, const Expr* rhs) { return to_string(ctx.binary(k, lhs, rhs)); }
    std::string constant(Sort sort, std::uint64_t bits) { return to_string(ctx.constant(sort, bits)); }
};

TEST_F(PrinterTest, ArithmeticIsParenthesisedInfix) {
    EXPECT_EQ(bin(Kind::Add, x, ctx.i32(1)), "(x + 1)");
    EXPECT_EQ(bin(Kind::Sub, x, y), "(x - y)");
    EXPECT_EQ(bin(Kind::Mul, l, ctx.i64(2)), "(l * 2L)");
    EXPECT_EQ(bin(Kind::Div, x, y), "(x / y)");
    EXPECT_EQ(bin(Kind::Rem, a, b), "(a % b)");
    EXPECT_EQ(bin(Kind::And, x, y), "(x & y)");
    EXPECT_EQ(bin(Kind::Or, x, y), "(x | y)");
    EXPECT_EQ(bin(Kind::Xor, l, m), "(l ^ m)");
    EXPECT_EQ(bin(Kind::Shl, x, ctx.i32(3)), "(x << 3)");
    EXPECT_EQ(bin(Kind::Shr, l, y), "(l >> y)");
    EXPECT_EQ(bin(Kind::Ushr, x, y), "(x >>> y)");
    EXPECT_EQ(to_string(ctx.unary(Kind::Neg, x)), "-x");
    EXPECT_EQ(to_string(ctx.unary(Kind::Neg, ctx.binary(Kind::Add, x, y))), "-(x + y)");
    EXPECT_EQ(to_string(ctx.binary(Kind::Mul, ctx.binary(Kind::Add, x, y), ctx.binary(Kind::Sub, x, ctx.i32(-1)))),
              "((x + y) * (x - -1))");
}

TEST_F(PrinterTest, CastsAndComparisonFunctions) {
    EXPECT_EQ(to_string(ctx.convert(Sort::I64, x)), "(long) x");
    EXPECT_EQ(to_string(ctx.convert(Sort::I32, l)), "(int) l");
    EXPECT_EQ(to_string(ctx.convert(Sort::F32, x)), "(float) x");
    EXPECT_EQ(to_string(ctx.convert(Sort::F64, a)), "(double) a");
    EXPECT_EQ(to_string(ctx.unary(Kind::ToByte, x)), "(byte) x");
    EXPECT_EQ(to_string(ctx.unary(Kind::ToChar, x)), "(char) x");
    EXPECT_EQ(to_string(ctx.unary(Kind::ToShort, x)), "(short) x");
    EXPECT_EQ(to_string(ctx.binary(Kind::Add, ctx.convert(Sort::I64, x), ctx.i64(1))), "((long) x + 1L)");
    EXPECT_EQ(to_string(ctx.convert(Sort::F64, ctx.binary(Kind::Add, x, y))), "(double) (x + y)");
    EXPECT_EQ(bin(Kind::Cmp, l, m), "lcmp(l, m)");
    EXPECT_EQ(bin(Kind::CmpL, a, b), "fcmpl(a, b)");
    EXPECT_EQ(bin(Kind::CmpG, a, b), "fcmpg(a, b)");
    EXPECT_EQ(bin(Kind::CmpL, d, ctx.f64(0.5)), "dcmpl(d, 0.5)");
    EXPECT_EQ(bin(Kind::CmpG, d, d), "dcmpg(d, d)");
}

TEST_F(PrinterTest, ConditionsAreParenthesisedOnlyAsOperands) {
    EXPECT_EQ(bin(Kind::Lt, ctx.binary(Kind::Add, x, ctx.i32(1)), y), "(x + 1) < y");
    EXPECT_EQ(bin(Kind::Eq, x, y), "x == y");
    EXPECT_EQ(bin(Kind::Le, a, b), "a <= b");
    EXPECT_EQ(to_string(ctx.ne(x, y)), "x != y");
    EXPECT_EQ(to_string(ctx.gt(x, y)), "y < x");
    EXPECT_EQ(to_string(ctx.unary(Kind::Not, ctx.binary(Kind::Lt, x, y))), "!(x < y)");
    EXPECT_EQ(to_string(ctx.unary(Kind::Not, p)), "!p");
    EXPECT_EQ(bin(Kind::BoolAnd, p, q), "p && q");
    EXPECT_EQ(bin(Kind::BoolAnd, p, ctx.binary(Kind::Lt, x, y)), "p && (x < y)");
    EXPECT_EQ(bin(Kind::BoolOr, ctx.ne(x, y), ctx.binary(Kind::BoolAnd, p, q)), "(x != y) || (p && q)");
    EXPECT_EQ(to_string(ctx.unary(Kind::Not, ctx.binary(Kind::BoolOr, p, q))), "!(p || q)");
    EXPECT_EQ(bin(Kind::Eq, p, q), "p == q");
    EXPECT_EQ(to_string(ctx.ite(ctx.binary(Kind::Lt, x, y), x, y)), "(x < y ? x : y)");
    EXPECT_EQ(to_string(ctx.binary(Kind::Add, ctx.ite(p, x, ctx.i32(0)), y)), "((p ? x : 0) + y)");
    EXPECT_EQ(to_string(ctx.ite(p, ctx.binary(Kind::Eq, x, y), q)), "(p ? (x == y) : q)");
}

TEST_F(PrinterTest, IntegralAndBooleanLiterals) {
    EXPECT_EQ(to_string(ctx.i32(42)), "42");
    EXPECT_EQ(to_string(ctx.i32(-7)), "-7");
    EXPECT_EQ(to_string(ctx.i32(std::numeric_limits<std::int32_t>::min())), "-2147483648");
    EXPECT_EQ(to_string(ctx.i64(1)), "1L");
    EXPECT_EQ(to_string(ctx.i64(-1)), "-1L");
    EXPECT_EQ(to_string(ctx.i64(std::numeric_limits<std::int64_t>::min())), "-9223372036854775808L");
    EXPECT_EQ(to_string(ctx.boolean(true)), "true");
    EXPECT_EQ(to_string(ctx.boolean(false)), "false");
}

TEST_F(PrinterTest, FloatingLiteralsReadBackExactly) {
    EXPECT_EQ(to_string(ctx.f32(1.5f)), "1.5f");
    EXPECT_EQ(to_string(ctx.f32(1.0f)), "1.0f");
    EXPECT_EQ(to_string(ctx.f32(0.1f)), "0.1f");
    EXPECT_EQ(to_string(ctx.f32(-0.0f)), "-0.0f");
    EXPECT_EQ(to_string(ctx.f32(1e10f)), "1e+10f");
    EXPECT_EQ(to_string(ctx.f32(std::numeric_limits<float>::denorm_min())), "1e-45f");
    EXPECT_EQ(to_string(ctx.f32(std::numeric_limits<float>::max())), "3.4028235e+38f");
    EXPECT_EQ(to_string(ctx.f64(0.1)), "0.1");
    EXPECT_EQ(to_string(ctx.f64(100.0)), "100.0");
    EXPECT_EQ(to_string(ctx.f64(-0.0)), "-0.0");
    EXPECT_EQ(to_string(ctx.f64(0.0)), "0.0");
    EXPECT_EQ(to_string(ctx.f64(-2.5)), "-2.5");
    EXPECT_EQ(to_string(ctx.f64(std::numeric_limits<double>::denorm_min())), "5e-324");
    EXPECT_EQ(to_string(ctx.f64(9007199254740993.0)), "9007199254740992.0");
}

TEST_F(PrinterTest, SpecialFloatingValues) {
    EXPECT_EQ(constant(Sort::F32, 0x7fc00000), "Float.NaN");
    EXPECT_EQ(constant(Sort::F64, 0x7ff8000000000000), "Double.NaN");
    EXPECT_EQ(constant(Sort::F32, 0x7f800000), "Float.POSITIVE_INFINITY");
    EXPECT_EQ(constant(Sort::F32, 0xff800000), "Float.NEGATIVE_INFINITY");
    EXPECT_EQ(constant(Sort::F64, 0x7ff0000000000000), "Double.POSITIVE_INFINITY");
    EXPECT_EQ(constant(Sort::F64, 0xfff0000000000000), "Double.NEGATIVE_INFINITY");
    // Other NaNs keep their bits.
    EXPECT_EQ(constant(Sort::F32, 0xffc00000), "Float.intBitsToFloat(0xffc00000)");
    EXPECT_EQ(constant(Sort::F32, 0x7f800001), "Float.intBitsToFloat(0x7f800001)");
    EXPECT_EQ(constant(Sort::F64, 0xfff8000000000000), "Double.longBitsToDouble(0xfff8000000000000L)");
}

TEST_F(PrinterTest, VarsPrintTheirNames) {
    EXPECT_EQ(to_string(ctx.var(Sort::I32, "arg0")), "arg0");
    EXPECT_EQ(to_string(ctx.var(Sort::I64, "this.count")), "this.count");
    EXPECT_EQ(to_string(nullptr), "<null>");
}

TEST(ValuePrinter, ConcreteValuesUseTheLiteralForm) {
    EXPECT_EQ(Value::i32(42).to_string(), "42");
    EXPECT_EQ(Value::i64(-1).to_string(), "-1L");
    EXPECT_EQ(Value::f32(1.5f).to_string(), "1.5f");
    EXPECT_EQ(Value::f64(-0.0).to_string(), "-0.0");
    EXPECT_EQ(Value::f64(std::numeric_limits<double>::quiet_NaN()).to_string(), "Double.NaN");
    EXPECT_EQ(Value::f32(-std::numeric_limits<float>::infinity()).to_string(), "Float.NEGATIVE_INFINITY");
    EXPECT_EQ(Value::boolean(true).to_string(), "true");
    EXPECT_EQ(Value::null().to_string(), "null");
    EXPECT_EQ(Value::ref(12).to_string(), "@12");
    ExprContext ctx;
    const Value x = Value::symbolic(ctx.var(Sort::I32, "x"));
    EXPECT_EQ(x.to_string(), "x");
    EXPECT_EQ(binary(ctx, Kind::Add, x, Value::i32(1)).to_string(), "(x + 1)");
}

}  // namespace
}  // namespace symcrete::expr
