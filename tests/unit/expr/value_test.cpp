// Value: the concrete fast path (computes in place, never touches the
// context), the symbolic path through the smart constructors, and the way
// back to concrete when an operation folds.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {
namespace {

TEST(Value, ConstructorsAndAccessors) {
    EXPECT_EQ(Value::i32(-5).kind(), ValueKind::Int);
    EXPECT_EQ(Value::i32(-5).as_i32(), -5);
    EXPECT_EQ(Value::i32(-5).bits(), 0xfffffffbu);  // zero-extended
    EXPECT_EQ(Value::i64(-5).as_i64(), -5);
    EXPECT_EQ(Value::f32(2.5f).as_f32(), 2.5f);
    EXPECT_EQ(Value::f64(-0.0).bits(), 0x8000000000000000u);
    EXPECT_TRUE(Value::boolean(true).as_bool());
    EXPECT_EQ(Value::ref(7).as_ref(), 7u);
    EXPECT_EQ(Value::null(), Value::ref(0));
    EXPECT_TRUE(Value::i32(1).is_concrete());
    EXPECT_FALSE(Value::i32(1).is_symbolic());
    EXPECT_EQ(Value::of_bits(ValueKind::Int, 0x1'ffff'fffeull), Value::i32(-2));
    EXPECT_EQ(Value::of_bits(ValueKind::Float, 0x7f800001).bits(), 0x7f800001u);  // a signalling NaN survives
    EXPECT_EQ(Value::of_bits(ValueKind::Bool, 4), Value::boolean(true));
    EXPECT_EQ(Value::of_bits(ValueKind::Double, 0xfff8000000000001ull).bits(), 0xfff8000000000001ull);
    EXPECT_NE(Value::i32(1), Value::i64(1));
    EXPECT_NE(Value::f64(0.0), Value::f64(-0.0));  // bit identity, not ==
}

TEST(Value, SortsAndKindsCorrespond) {
    for (Sort s : {Sort::Bool, Sort::I32, Sort::I64, Sort::F32, Sort::F64}) EXPECT_EQ(sort_of(kind_of(s)), s);
    EXPECT_EQ(kind_of(Sort::I64), ValueKind::Long);
    EXPECT_EQ(sort_of(ValueKind::Float), Sort::F32);
}

TEST(Value, ConcreteOperationsNeverTouchTheContext) {
    ExprContext ctx;
    const Value i = Value::i32(std::numeric_limits<std::int32_t>::min());
    const Value j = Value::i32(-1);
    EXPECT_EQ(binary(ctx, Kind::Div, i, j), i);
    EXPECT_EQ(binary(ctx, Kind::Rem, i, j), Value::i32(0));
    EXPECT_EQ(binary(ctx, Kind::Add, Value::i32(2), Value::i32(3)), Value::i32(5));
    EXPECT_EQ(binary(ctx, Kind::Shl, Value::i64(1), Value::i32(65)), Value::i64(2));
    EXPECT_EQ(binary(ctx, Kind::Cmp, Value::i64(5), Value::i64(3)), Value::i32(1));
    EXPECT_EQ(binary(ctx, Kind::CmpG, Value::f64(NAN), Value::f64(3)), Value::i32(1));
    EXPECT_EQ(binary(ctx, Kind::CmpL, Value::f32(NAN), Value::f32(3)), Value::i32(-1));
    EXPECT_EQ(binary(ctx, Kind::Eq, Value::f64(-0.0), Value::f64(0.0)), Value::boolean(true));
    EXPECT_EQ(binary(ctx, Kind::Lt, Value::i64(-1), Value::i64(0)), Value::boolean(true));
    EXPECT_EQ(binary(ctx, Kind::BoolOr, Value::boolean(false), Value::boolean(true)), Value::boolean(true));
    EXPECT_EQ(binary(ctx, Kind::Rem, Value::f64(-7.5), Value::f64(2.0)), Value::f64(-1.5));
    EXPECT_EQ(binary(ctx, Kind::Mul, Value::f32(3.0f), Value::f32(0.5f)), Value::f32(1.5f));
    EXPECT_EQ(unary(ctx, Kind::Neg, Value::f64(0.0)), Value::f64(-0.0));
    EXPECT_EQ(unary(ctx, Kind::Not, Value::boolean(false)), Value::boolean(true));
    EXPECT_EQ(unary(ctx, Kind::ToChar, Value::i32(-1)), Value::i32(0xffff));
    EXPECT_EQ(unary(ctx, Kind::ToByte, Value::i32(200)), Value::i32(-56));
    EXPECT_EQ(convert(ctx, ValueKind::Int, Value::f64(1e20)), Value::i32(std::numeric_limits<std::int32_t>::max()));
    EXPECT_EQ(convert(ctx, ValueKind::Long, Value::i32(-1)), Value::i64(-1));
    EXPECT_EQ(convert(ctx, ValueKind::Float, Value::f64(0.1)), Value::f32(0.1f));
    EXPECT_EQ(convert(ctx, ValueKind::Int, Value::f32(NAN)), Value::i32(0));
    EXPECT_EQ(ite(ctx, Value::boolean(true), Value::i32(1), Value::i32(2)), Value::i32(1));
    EXPECT_EQ(ite(ctx, Value::boolean(false), Value::ref(3), Value::null()), Value::null());
    EXPECT_EQ(ctx.node_count(), 0u);
}

TEST(Value, SymbolicOperandsBuildExpressions) {
    ExprContext ctx;
    const Expr* xe = ctx.var(Sort::I32, "x");
    const Value x = Value::symbolic(xe);
    EXPECT_TRUE(x.is_symbolic());
    EXPECT_EQ(x.kind(), ValueKind::Int);
    EXPECT_EQ(x.expr(), xe);
    EXPECT_EQ(x.to_expr(ctx), xe);

    const Value sum = binary(ctx, Kind::Add, x, Value::i32(1));
    ASSERT_TRUE(sum.is_symbolic());
    EXPECT_EQ(sum.expr(), ctx.binary(Kind::Add, xe, ctx.i32(1)));
    const Value widened = convert(ctx, ValueKind::Long, sum);
    EXPECT_EQ(widened.kind(), ValueKind::Long);
    EXPECT_EQ(widened.expr(), ctx.convert(Sort::I64, sum.expr()));
    const Value cond = binary(ctx, Kind::Lt, Value::i32(0), x);
    EXPECT_EQ(cond.kind(), ValueKind::Bool);
    EXPECT_EQ(cond.expr(), ctx.binary(Kind::Lt, ctx.i32(0), xe));
    const Value chosen = ite(ctx, cond, x, Value::i32(0));
    EXPECT_EQ(chosen.kind(), ValueKind::Int);
    EXPECT_EQ(chosen.expr(), ctx.ite(cond.expr(), xe, ctx.i32(0)));
    EXPECT_EQ(unary(ctx, Kind::ToShort, x).expr(), ctx.unary(Kind::ToShort, xe));
    EXPECT_EQ(binary(ctx, Kind::Cmp, Value::symbolic(ctx.var(Sort::I64, "l")), Value::i64(0)).kind(), ValueKind::Int);
}

TEST(Value, ResultsThatFoldComeBackConcrete) {
    ExprContext ctx;
    const Value x = Value::symbolic(ctx.var(Sort::I32, "x"));
    const Value p = Value::symbolic(ctx.var(Sort::Bool, "p"));
    EXPECT_EQ(binary(ctx, Kind::Sub, x, x), Value::i32(0));
    EXPECT_EQ(binary(ctx, Kind::Mul, x, Value::i32(0)), Value::i32(0));
    EXPECT_EQ(binary(ctx, Kind::Eq, x, x), Value::boolean(true));
    EXPECT_EQ(binary(ctx, Kind::BoolAnd, p, Value::boolean(false)), Value::boolean(false));
    EXPECT_EQ(binary(ctx, Kind::BoolOr, Value::boolean(true), p), Value::boolean(true));
    EXPECT_TRUE(binary(ctx, Kind::Sub, x, x).is_concrete());
    // A constant expression is a concrete Value.
    const Value c = Value::symbolic(ctx.f64(2.5));
    EXPECT_TRUE(c.is_concrete());
    EXPECT_EQ(c, Value::f64(2.5));
    // Identities keep the operand.
    EXPECT_EQ(binary(ctx, Kind::Add, x, Value::i32(0)), x);
    EXPECT_EQ(unary(ctx, Kind::Neg, unary(ctx, Kind::Neg, x)), x);
    EXPECT_EQ(ite(ctx, p, x, x), x);
    EXPECT_EQ(ite(ctx, p, Value::ref(4), Value::ref(4)), Value::ref(4));  // no sort needed
}

TEST(Value, ConcreteToExprIsAConstant) {
    ExprContext ctx;
    EXPECT_EQ(Value::i64(9).to_expr(ctx), ctx.i64(9));
    EXPECT_EQ(Value::f32(-0.0f).to_expr(ctx), ctx.f32(-0.0f));
    EXPECT_EQ(Value::boolean(false).to_expr(ctx), ctx.boolean(false));
    const Value nan = Value::of_bits(ValueKind::Double, 0x7ff0000000000001ull);
    EXPECT_EQ(nan.to_expr(ctx)->bits(), 0x7ff0000000000001ull);
}

TEST(Value, EqualityIsKindBitsAndExpression) {
    ExprContext ctx;
    const Expr* xe = ctx.var(Sort::I32, "x");
    EXPECT_EQ(Value::symbolic(xe), Value::symbolic(xe));
    EXPECT_NE(Value::symbolic(xe), Value::symbolic(ctx.var(Sort::I32, "x")));
    EXPECT_NE(Value::symbolic(xe), Value::i32(0));
    EXPECT_EQ(Value::f64(NAN), Value::f64(NAN));  // same bits
}

}  // namespace
}  // namespace symcrete::expr
