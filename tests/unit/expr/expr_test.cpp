// ExprContext: hash-consing, node ids, constant folding of every kind, the
// algebraic simplifications (and the floating-point ones that must not
// happen), collect_vars, dag_size, and expressions far deeper than the call stack.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {
namespace {

constexpr std::int32_t kIntMin = std::numeric_limits<std::int32_t>::min();
constexpr std::int32_t kIntMax = std::numeric_limits<std::int32_t>::max();
constexpr std::int64_t kLongMin = std::numeric_limits<std::int64_t>::min();
constexpr float kFloatNaN = std::numeric_limits<float>::quiet_NaN();
constexpr double kDoubleNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kDoubleInf = std::numeric_limits<double>::infinity();

class ExprTest : public ::testing::Test {
protected:
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    const Expr* l = ctx.var(Sort::I64, "l");
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* d = ctx.var(Sort::F64, "d");
    const Expr* p = ctx.var(Sort::Bool, "p");
    const Expr* q = ctx.var(Sort::Bool, "q");

    const Expr* add(const Expr* a, const Expr* b) { return ctx.binary(Kind::Add, a, b); }
    const Expr* bin(Kind k, const Expr* a, const Expr* b) { return ctx.binary(k, a, b); }

    // Folds kind over two constants and returns the constant's bits.
    std::uint64_t fold(Kind k, const Expr* a, const Expr* b) {
        const Expr* e = ctx.binary(k, a, b);
        EXPECT_TRUE(e->is_const()) << to_string(k);
        return e->bits();
    }
    std::uint64_t fold_unary(Kind k, const Expr* a) {
        const Expr* e = ctx.unary(k, a);
        EXPECT_TRUE(e->is_const()) << to_string(k);
        return e->bits();
    }
    std::uint64_t fold_convert(Sort s, const Expr* a) {
        const Expr* e = ctx.convert(s, a);
        EXPECT_TRUE(e->is_const());
        EXPECT_EQ(e->sort(), s);
        return e->bits();
    }
};

std::uint64_t u32(std::int32_t v) {
    return static_cast<std::uint32_t>(v);
}
std::uint64_t u64(std::int64_t v) {
    return static_cast<std::uint64_t>(v);
}
std::uint64_t fbits(float v) {
    return std::bit_cast<std::uint32_t>(v);
}
std::uint64_t dbits(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

TEST(Sorts, NamesAndClasses) {
    EXPECT_STREQ(to_string(Sort::Bool), "bool");
    EXPECT_STREQ(to_string(Sort::I32), "i32");
    EXPECT_STREQ(to_string(Sort::F64), "f64");
    EXPECT_TRUE(is_integral(Sort::I32));
    EXPECT_TRUE(is_integral(Sort::I64));
    EXPECT_FALSE(is_integral(Sort::F32));
    EXPECT_FALSE(is_integral(Sort::Bool));
    EXPECT_TRUE(is_floating(Sort::F32));
    EXPECT_TRUE(is_floating(Sort::F64));
    EXPECT_FALSE(is_floating(Sort::I64));
    EXPECT_STREQ(to_string(Kind::Add), "Add");
    EXPECT_STREQ(to_string(Kind::Ushr), "Ushr");
    EXPECT_STREQ(to_string(Kind::Ite), "Ite");
}

TEST_F(ExprTest, ConstantsAreHashConsedByExactBits) {
    EXPECT_EQ(ctx.i32(5), ctx.i32(5));
    EXPECT_EQ(ctx.i32(5), ctx.constant(Sort::I32, 5));
    EXPECT_EQ(ctx.i32(-1), ctx.constant(Sort::I32, 0xffffffffu));
    EXPECT_EQ(ctx.i32(5), ctx.constant(Sort::I32, 0x1'0000'0005ull));  // bits beyond the width are dropped
    EXPECT_NE(ctx.i32(5), ctx.i64(5));
    EXPECT_NE(ctx.i32(0), ctx.f32(0.0f));
    EXPECT_EQ(ctx.boolean(true), ctx.constant(Sort::Bool, 1));
    EXPECT_EQ(ctx.boolean(true), ctx.constant(Sort::Bool, 7));
    EXPECT_NE(ctx.f64(0.0), ctx.f64(-0.0));
    EXPECT_EQ(ctx.f64(kDoubleNaN), ctx.f64(kDoubleNaN));
    EXPECT_NE(ctx.constant(Sort::F32, 0x7fc00000), ctx.constant(Sort::F32, 0x7fc00001));
    EXPECT_EQ(ctx.f32(1.5f)->bits(), fbits(1.5f));
    EXPECT_EQ(ctx.i64(-1)->bits(), ~0ull);
    EXPECT_EQ(ctx.i32(-1)->bits(), 0xffffffffull);
    EXPECT_TRUE(ctx.i32(3)->is_const());
    EXPECT_EQ(ctx.i32(3)->arity(), 0u);
}

TEST_F(ExprTest, EveryVarCallIsANewInput) {
    const Expr* x2 = ctx.var(Sort::I32, "x");
    EXPECT_NE(x, x2);
    EXPECT_TRUE(x->is_var());
    EXPECT_EQ(x->name(), "x");
    EXPECT_EQ(x->bits(), 0u);  // var ids in creation order
    EXPECT_EQ(y->bits(), 1u);
    EXPECT_EQ(x2->bits(), 7u);
    EXPECT_EQ(ctx.var_count(), 8u);
    EXPECT_NE(add(x, ctx.i32(1)), add(x2, ctx.i32(1)));
}

TEST_F(ExprTest, CompoundNodesAreHashConsed) {
    const std::size_t before = ctx.node_count();
    const Expr* e1 = bin(Kind::Mul, add(x, y), ctx.i32(3));
    const std::size_t after = ctx.node_count();
    const Expr* e2 = bin(Kind::Mul, add(x, y), ctx.i32(3));
    EXPECT_EQ(e1, e2);
    EXPECT_EQ(ctx.node_count(), after);
    EXPECT_EQ(after, before + 3);  // x + y, 3, and the product
    EXPECT_EQ(e1->kind(), Kind::Mul);
    EXPECT_EQ(e1->arity(), 2u);
    EXPECT_EQ(e1->operand(0), add(x, y));
    EXPECT_EQ(ctx.unary(Kind::Neg, x), ctx.unary(Kind::Neg, x));
    EXPECT_EQ(ctx.convert(Sort::I64, x), ctx.convert(Sort::I64, x));
    EXPECT_NE(ctx.convert(Sort::I64, x), ctx.convert(Sort::F64, x));
    const Expr* c = ctx.binary(Kind::Lt, x, y);
    EXPECT_EQ(ctx.ite(c, x, y), ctx.ite(c, x, y));
    EXPECT_NE(ctx.ite(c, x, y), ctx.ite(c, y, x));
}

TEST_F(ExprTest, IdsFollowCreationOrderAndHashesAreStructural) {
    auto build = [](ExprContext& c) {
        const Expr* a = c.var(Sort::I32, "a");
        const Expr* b = c.var(Sort::I32, "b");
        return c.binary(Kind::Lt, c.binary(Kind::Xor, a, c.i32(9)), c.unary(Kind::Neg, b));
    };
    ExprContext c1;
    ExprContext c2;
    const Expr* e1 = build(c1);
    const Expr* e2 = build(c2);
    EXPECT_EQ(e1->id(), e2->id());
    EXPECT_EQ(e1->hash(), e2->hash());
    EXPECT_EQ(to_string(e1), to_string(e2));
    EXPECT_EQ(c1.node_count(), c2.node_count());
    EXPECT_EQ(e1->id() + 1, c1.node_count());  // the last node made
    for (unsigned i = 0; i < e1->arity(); ++i) EXPECT_LT(e1->operand(i)->id(), e1->id());
}

TEST_F(ExprTest, CommutativeIntegralOperationsPutConstantsRight) {
    EXPECT_EQ(add(ctx.i32(1), x), add(x, ctx.i32(1)));
    EXPECT_EQ(bin(Kind::Mul, ctx.i64(3), l), bin(Kind::Mul, l, ctx.i64(3)));
    EXPECT_EQ(bin(Kind::And, ctx.i32(6), x), bin(Kind::And, x, ctx.i32(6)));
    EXPECT_EQ(bin(Kind::Eq, ctx.i32(6), x), bin(Kind::Eq, x, ctx.i32(6)));
    EXPECT_EQ(bin(Kind::Eq, ctx.f64(2.0), d), bin(Kind::Eq, d, ctx.f64(2.0)));
    EXPECT_EQ(add(ctx.i32(1), x)->operand(1), ctx.i32(1));
    // Floating-point + and * are not reordered: with two NaNs the operand
    // order decides the payload of the result.
    EXPECT_NE(add(ctx.f32(1.0f), f), add(f, ctx.f32(1.0f)));
    EXPECT_NE(bin(Kind::Mul, ctx.f64(2.0), d), bin(Kind::Mul, d, ctx.f64(2.0)));
    // Non-commutative operations keep their order.
    EXPECT_EQ(bin(Kind::Sub, ctx.i32(1), x)->operand(0), ctx.i32(1));
}

TEST_F(ExprTest, FoldsIntArithmetic) {
    EXPECT_EQ(fold(Kind::Add, ctx.i32(kIntMax), ctx.i32(1)), u32(kIntMin));
    EXPECT_EQ(fold(Kind::Sub, ctx.i32(kIntMin), ctx.i32(1)), u32(kIntMax));
    EXPECT_EQ(fold(Kind::Mul, ctx.i32(0x10000), ctx.i32(0x10000)), 0u);
    EXPECT_EQ(fold(Kind::Mul, ctx.i32(-3), ctx.i32(7)), u32(-21));
    EXPECT_EQ(fold(Kind::Div, ctx.i32(kIntMin), ctx.i32(-1)), u32(kIntMin));
    EXPECT_EQ(fold(Kind::Div, ctx.i32(-7), ctx.i32(2)), u32(-3));
    EXPECT_EQ(fold(Kind::Div, ctx.i32(7), ctx.i32(0)), 0u);  // unobservable in Java
    EXPECT_EQ(fold(Kind::Rem, ctx.i32(-7), ctx.i32(2)), u32(-1));
    EXPECT_EQ(fold(Kind::Rem, ctx.i32(kIntMin), ctx.i32(-1)), 0u);
    EXPECT_EQ(fold_unary(Kind::Neg, ctx.i32(kIntMin)), u32(kIntMin));
    EXPECT_EQ(fold_unary(Kind::Neg, ctx.i32(5)), u32(-5));
    EXPECT_EQ(fold(Kind::And, ctx.i32(0xf0f0), ctx.i32(0xff00)), 0xf000u);
    EXPECT_EQ(fold(Kind::Or, ctx.i32(0xf0f0), ctx.i32(0xff00)), 0xfff0u);
    EXPECT_EQ(fold(Kind::Xor, ctx.i32(0xf0f0), ctx.i32(0xff00)), 0x0ff0u);
    EXPECT_EQ(fold(Kind::Shl, ctx.i32(1), ctx.i32(33)), 2u);
    EXPECT_EQ(fold(Kind::Shr, ctx.i32(-16), ctx.i32(2)), u32(-4));
    EXPECT_EQ(fold(Kind::Ushr, ctx.i32(-16), ctx.i32(28)), 15u);
    EXPECT_EQ(fold_unary(Kind::ToByte, ctx.i32(0x1ff)), u32(-1));
    EXPECT_EQ(fold_unary(Kind::ToByte, ctx.i32(0x17f)), 0x7fu);
    EXPECT_EQ(fold_unary(Kind::ToChar, ctx.i32(-1)), 0xffffu);
    EXPECT_EQ(fold_unary(Kind::ToShort, ctx.i32(0x18000)), u32(-32768));
}

TEST_F(ExprTest, FoldsLongArithmetic) {
    EXPECT_EQ(fold(Kind::Add, ctx.i64(std::numeric_limits<std::int64_t>::max()), ctx.i64(1)), u64(kLongMin));
    EXPECT_EQ(fold(Kind::Mul, ctx.i64(1LL << 32), ctx.i64(1LL << 32)), 0u);
    EXPECT_EQ(fold(Kind::Div, ctx.i64(kLongMin), ctx.i64(-1)), u64(kLongMin));
    EXPECT_EQ(fold(Kind::Rem, ctx.i64(kLongMin), ctx.i64(-1)), 0u);
    EXPECT_EQ(fold(Kind::Rem, ctx.i64(7), ctx.i64(-3)), 1u);
    EXPECT_EQ(fold(Kind::Shl, ctx.i64(1), ctx.i32(63)), u64(kLongMin));
    EXPECT_EQ(fold(Kind::Shl, ctx.i64(1), ctx.i32(64)), 1u);
    EXPECT_EQ(fold(Kind::Shr, ctx.i64(kLongMin), ctx.i32(63)), ~0ull);
    EXPECT_EQ(fold(Kind::Ushr, ctx.i64(kLongMin), ctx.i32(63)), 1u);
    EXPECT_EQ(fold(Kind::Cmp, ctx.i64(1), ctx.i64(2)), u32(-1));
    EXPECT_EQ(fold(Kind::Cmp, ctx.i64(2), ctx.i64(2)), 0u);
    EXPECT_EQ(fold(Kind::Cmp, ctx.i64(kLongMin), ctx.i64(-1)), u32(-1));
    EXPECT_EQ(fold(Kind::Cmp, ctx.i64(3), ctx.i64(-3)), 1u);
    EXPECT_EQ(ctx.binary(Kind::Cmp, ctx.i64(3), ctx.i64(-3))->sort(), Sort::I32);
}

TEST_F(ExprTest, FoldsFloatingArithmeticWithIeeeSemantics) {
    EXPECT_EQ(fold(Kind::Add, ctx.f32(0.1f), ctx.f32(0.2f)), fbits(0.1f + 0.2f));
    EXPECT_EQ(fold(Kind::Add, ctx.f64(0.1), ctx.f64(0.2)), dbits(0.30000000000000004));
    EXPECT_EQ(fold(Kind::Add, ctx.f64(-0.0), ctx.f64(0.0)), dbits(0.0));
    EXPECT_EQ(fold(Kind::Add, ctx.f64(-0.0), ctx.f64(-0.0)), dbits(-0.0));
    EXPECT_EQ(fold(Kind::Sub, ctx.f64(1.0), ctx.f64(1.0)), dbits(0.0));
    EXPECT_EQ(fold(Kind::Mul, ctx.f64(-1.0), ctx.f64(0.0)), dbits(-0.0));
    EXPECT_EQ(fold(Kind::Div, ctx.f64(1.0), ctx.f64(-0.0)), dbits(-kDoubleInf));
    EXPECT_TRUE(std::isnan(std::bit_cast<double>(fold(Kind::Div, ctx.f64(0.0), ctx.f64(0.0)))));
    EXPECT_TRUE(std::isnan(std::bit_cast<double>(fold(Kind::Sub, ctx.f64(kDoubleInf), ctx.f64(kDoubleInf)))));
    EXPECT_EQ(fold(Kind::Rem, ctx.f32(-5.5f), ctx.f32(2.0f)), fbits(-1.5f));
    EXPECT_EQ(fold(Kind::Rem, ctx.f64(-4.0), ctx.f64(2.0)), dbits(-0.0));
    EXPECT_EQ(fold_unary(Kind::Neg, ctx.f64(0.0)), dbits(-0.0));
    EXPECT_EQ(fold_unary(Kind::Neg, ctx.constant(Sort::F32, 0x7fc00000)), 0xffc00000u);  // sign bit flips
    EXPECT_EQ(fold_unary(Kind::Neg, ctx.constant(Sort::F64, 0x7ff0000000000001ull)), 0xfff0000000000001ull);
    EXPECT_EQ(fold(Kind::CmpL, ctx.f32(kFloatNaN), ctx.f32(1.0f)), u32(-1));
    EXPECT_EQ(fold(Kind::CmpG, ctx.f32(kFloatNaN), ctx.f32(1.0f)), 1u);
    EXPECT_EQ(fold(Kind::CmpL, ctx.f64(-0.0), ctx.f64(0.0)), 0u);
    EXPECT_EQ(fold(Kind::CmpG, ctx.f64(2.0), ctx.f64(1.0)), 1u);
}

TEST_F(ExprTest, FoldsConversions) {
    EXPECT_EQ(fold_convert(Sort::I64, ctx.i32(-1)), ~0ull);
    EXPECT_EQ(fold_convert(Sort::I32, ctx.i64(0x1'8000'0001LL)), 0x80000001u);
    EXPECT_EQ(fold_convert(Sort::F32, ctx.i32(16777217)), fbits(16777216.0f));
    EXPECT_EQ(fold_convert(Sort::F32, ctx.i32(16777219)), fbits(16777220.0f));  // ties to even
    EXPECT_EQ(fold_convert(Sort::F64, ctx.i32(kIntMin)), dbits(-2147483648.0));
    EXPECT_EQ(fold_convert(Sort::F32, ctx.i64(std::numeric_limits<std::int64_t>::max())),
              fbits(9223372036854775808.0f));
    EXPECT_EQ(fold_convert(Sort::F64, ctx.i64((1LL << 53) + 1)), dbits(9007199254740992.0));
    EXPECT_EQ(fold_convert(Sort::I32, ctx.f32(kFloatNaN)), 0u);
    EXPECT_EQ(fold_convert(Sort::I32, ctx.f32(-3.9f)), u32(-3));
    EXPECT_EQ(fold_convert(Sort::I64, ctx.f32(1e30f)), u64(std::numeric_limits<std::int64_t>::max()));
    EXPECT_EQ(fold_convert(Sort::I32, ctx.f64(-1e30)), u32(kIntMin));
    EXPECT_EQ(fold_convert(Sort::I64, ctx.f64(-kDoubleInf)), u64(kLongMin));
    EXPECT_EQ(fold_convert(Sort::F64, ctx.f32(0.1f)), dbits(static_cast<double>(0.1f)));
    EXPECT_EQ(fold_convert(Sort::F32, ctx.f64(0.1)), fbits(0.1f));
    EXPECT_EQ(fold_convert(Sort::F32, ctx.f64(1e300)), fbits(std::numeric_limits<float>::infinity()));
    EXPECT_EQ(fold_convert(Sort::F32, ctx.f64(-0.0)), fbits(-0.0f));
    // A conversion to the operand's own sort is the operand.
    EXPECT_EQ(ctx.convert(Sort::I32, x), x);
    EXPECT_EQ(ctx.convert(Sort::F64, ctx.f64(2.0)), ctx.f64(2.0));
}

TEST_F(ExprTest, FoldsConditions) {
    EXPECT_EQ(fold(Kind::Eq, ctx.i32(3), ctx.i32(3)), 1u);
    EXPECT_EQ(fold(Kind::Lt, ctx.i32(-1), ctx.i32(0)), 1u);  // signed
    EXPECT_EQ(fold(Kind::Lt, ctx.i64(kLongMin), ctx.i64(0)), 1u);
    EXPECT_EQ(fold(Kind::Le, ctx.i32(3), ctx.i32(3)), 1u);
    EXPECT_EQ(fold(Kind::Le, ctx.i32(4), ctx.i32(3)), 0u);
    EXPECT_EQ(fold(Kind::Eq, ctx.f64(-0.0), ctx.f64(0.0)), 1u);
    EXPECT_EQ(fold(Kind::Eq, ctx.f64(kDoubleNaN), ctx.f64(kDoubleNaN)), 0u);
    EXPECT_EQ(fold(Kind::Lt, ctx.f32(kFloatNaN), ctx.f32(1.0f)), 0u);
    EXPECT_EQ(fold(Kind::Le, ctx.f32(1.0f), ctx.f32(kFloatNaN)), 0u);
    EXPECT_EQ(fold(Kind::Le, ctx.f32(-0.0f), ctx.f32(0.0f)), 1u);
    EXPECT_EQ(fold(Kind::Eq, ctx.boolean(false), ctx.boolean(false)), 1u);
    EXPECT_EQ(fold(Kind::BoolAnd, ctx.boolean(true), ctx.boolean(false)), 0u);
    EXPECT_EQ(fold(Kind::BoolOr, ctx.boolean(true), ctx.boolean(false)), 1u);
    EXPECT_EQ(fold_unary(Kind::Not, ctx.boolean(true)), 0u);
    EXPECT_EQ(fold_unary(Kind::Not, ctx.boolean(false)), 1u);
    EXPECT_EQ(ctx.ne(ctx.i32(1), ctx.i32(2)), ctx.boolean(true));
    EXPECT_EQ(ctx.gt(ctx.i32(1), ctx.i32(2)), ctx.boolean(false));
    EXPECT_EQ(ctx.ge(ctx.i32(2), ctx.i32(2)), ctx.boolean(true));
    EXPECT_EQ(ctx.ite(ctx.boolean(true), x, y), x);
    EXPECT_EQ(ctx.ite(ctx.boolean(false), x, y), y);
}

TEST_F(ExprTest, IntegralIdentities) {
    const Expr* zero = ctx.i32(0);
    const Expr* one = ctx.i32(1);
    const Expr* minus_one = ctx.i32(-1);
    EXPECT_EQ(add(x, zero), x);
    EXPECT_EQ(add(zero, x), x);
    EXPECT_EQ(bin(Kind::Sub, x, zero), x);
    EXPECT_EQ(bin(Kind::Sub, x, x), zero);
    EXPECT_EQ(bin(Kind::Sub, l, l), ctx.i64(0));
    EXPECT_EQ(bin(Kind::Sub, zero, x), ctx.unary(Kind::Neg, x));
    EXPECT_EQ(bin(Kind::Mul, x, one), x);
    EXPECT_EQ(bin(Kind::Mul, one, x), x);
    EXPECT_EQ(bin(Kind::Mul, x, zero), zero);
    EXPECT_EQ(bin(Kind::Mul, l, ctx.i64(0)), ctx.i64(0));
    EXPECT_EQ(bin(Kind::Mul, x, minus_one), ctx.unary(Kind::Neg, x));
    EXPECT_EQ(bin(Kind::Div, x, one), x);
    EXPECT_EQ(bin(Kind::Div, x, minus_one), ctx.unary(Kind::Neg, x));
    EXPECT_EQ(bin(Kind::Rem, x, one), zero);
    EXPECT_EQ(bin(Kind::Rem, l, ctx.i64(-1)), ctx.i64(0));
    EXPECT_EQ(bin(Kind::And, x, zero), zero);
    EXPECT_EQ(bin(Kind::And, x, minus_one), x);
    EXPECT_EQ(bin(Kind::And, x, x), x);
    EXPECT_EQ(bin(Kind::Or, x, zero), x);
    EXPECT_EQ(bin(Kind::Or, x, minus_one), minus_one);
    EXPECT_EQ(bin(Kind::Or, l, l), l);
    EXPECT_EQ(bin(Kind::Xor, x, x), zero);
    EXPECT_EQ(bin(Kind::Xor, x, zero), x);
    EXPECT_EQ(bin(Kind::And, l, ctx.i64(-1)), l);
    EXPECT_EQ(bin(Kind::And, l, ctx.i64(0xffffffff)), bin(Kind::And, l, ctx.i64(0xffffffff)));
    EXPECT_EQ(bin(Kind::And, l, ctx.i64(0xffffffff))->kind(), Kind::And);  // not all ones for a long
    EXPECT_EQ(ctx.unary(Kind::Neg, ctx.unary(Kind::Neg, x)), x);
    EXPECT_EQ(ctx.binary(Kind::Cmp, l, l), zero);
    EXPECT_EQ(ctx.binary(Kind::Eq, x, x), ctx.boolean(true));
    EXPECT_EQ(ctx.binary(Kind::Le, l, l), ctx.boolean(true));
    EXPECT_EQ(ctx.binary(Kind::Lt, x, x), ctx.boolean(false));
    // Nothing to simplify.
    EXPECT_EQ(bin(Kind::Div, zero, x)->kind(), Kind::Div);
    EXPECT_EQ(bin(Kind::Div, x, x)->kind(), Kind::Div);  // x / x is not 1 for x == 0
    EXPECT_EQ(bin(Kind::Mul, x, ctx.i32(2))->kind(), Kind::Mul);
}

TEST_F(ExprTest, ShiftsByAMultipleOfTheWidthAreTheOperand) {
    EXPECT_EQ(bin(Kind::Shl, x, ctx.i32(0)), x);
    EXPECT_EQ(bin(Kind::Shr, x, ctx.i32(32)), x);
    EXPECT_EQ(bin(Kind::Ushr, x, ctx.i32(-32)), x);
    EXPECT_EQ(bin(Kind::Shl, l, ctx.i32(64)), l);
    EXPECT_EQ(bin(Kind::Shl, l, ctx.i32(32))->kind(), Kind::Shl);  // a long shifts by 32
    EXPECT_EQ(bin(Kind::Shl, x, ctx.i32(1))->kind(), Kind::Shl);
    EXPECT_EQ(bin(Kind::Shl, ctx.i32(0), x), ctx.i32(0));
    EXPECT_EQ(bin(Kind::Ushr, ctx.i64(0), x), ctx.i64(0));
    EXPECT_EQ(bin(Kind::Shr, ctx.i32(-1), x), ctx.i32(-1));
    EXPECT_EQ(bin(Kind::Ushr, ctx.i32(-1), x)->kind(), Kind::Ushr);
}

TEST_F(ExprTest, ConstantsOfRepeatedAdditionsCombine) {
    const Expr* e = add(add(add(x, ctx.i32(1)), ctx.i32(1)), ctx.i32(1));
    EXPECT_EQ(e, add(x, ctx.i32(3)));
    EXPECT_EQ(add(add(x, ctx.i32(5)), ctx.i32(-5)), x);
    EXPECT_EQ(add(add(x, ctx.i32(kIntMax)), ctx.i32(1)), add(x, ctx.i32(kIntMin)));  // wraps like Java
    EXPECT_EQ(add(add(l, ctx.i64(2)), ctx.i64(3)), add(l, ctx.i64(5)));
}

TEST_F(ExprTest, FloatingPointIdentitiesThatDoNotHoldAreNotApplied) {
    const Expr* fzero = ctx.f32(0.0f);
    const Expr* done = ctx.f64(1.0);
    // x + 0.0 is +0.0 for x == -0.0; x * 1.0 and x + -0.0 quiet a signalling
    // NaN; x * 0.0 is NaN for infinities and -0.0 for negatives; x - x is NaN
    // for infinities; x == x and x <= x are false for NaN.
    EXPECT_EQ(add(f, fzero)->kind(), Kind::Add);
    EXPECT_EQ(add(f, ctx.f32(-0.0f))->kind(), Kind::Add);
    EXPECT_EQ(bin(Kind::Mul, d, done)->kind(), Kind::Mul);
    EXPECT_EQ(bin(Kind::Mul, d, ctx.f64(0.0))->kind(), Kind::Mul);
    EXPECT_EQ(bin(Kind::Sub, d, d)->kind(), Kind::Sub);
    EXPECT_EQ(bin(Kind::Sub, d, ctx.f64(0.0))->kind(), Kind::Sub);
    EXPECT_EQ(bin(Kind::Div, d, done)->kind(), Kind::Div);
    EXPECT_EQ(bin(Kind::Rem, f, f)->kind(), Kind::Rem);
    EXPECT_EQ(bin(Kind::Eq, f, f)->kind(), Kind::Eq);
    EXPECT_EQ(bin(Kind::Le, d, d)->kind(), Kind::Le);
    EXPECT_EQ(bin(Kind::CmpL, d, d)->kind(), Kind::CmpL);
    EXPECT_EQ(bin(Kind::CmpG, f, f)->kind(), Kind::CmpG);
    EXPECT_EQ(ctx.convert(Sort::F32, ctx.convert(Sort::F64, f))->kind(), Kind::Convert);
    // What does hold: x < x is false even for NaN, and negation is a sign flip.
    EXPECT_EQ(bin(Kind::Lt, f, f), ctx.boolean(false));
    EXPECT_EQ(ctx.unary(Kind::Neg, ctx.unary(Kind::Neg, d)), d);
    EXPECT_EQ(ctx.unary(Kind::Neg, ctx.unary(Kind::Neg, f)), f);
}

// javac's `if` after lcmp/fcmpl/dcmpg compares the result with a constant;
// that comparison becomes one of the compared values themselves, which
// must agree with the three-way result for every pair, NaN, infinities and
// -0.0 included, whichever side the constant is on.
TEST_F(ExprTest, ComparisonsOfThreeWayResultsCompareTheirOperands) {
    const Expr* d2 = ctx.var(Sort::F64, "d2");
    const Expr* l2 = ctx.var(Sort::I64, "l2");
    const std::vector<double> doubles = {kDoubleNaN, -kDoubleInf, -1.5, -0.0, 0.0, 2.0, kDoubleInf};
    const std::vector<std::int64_t> longs = {kLongMin, -3, 0, 7, std::numeric_limits<std::int64_t>::max()};
    struct Three {
        Kind kind;
        const Expr* a;
        const Expr* b;
    };
    for (const Three& three : {Three{Kind::CmpL, d, d2}, Three{Kind::CmpG, d, d2}, Three{Kind::Cmp, l, l2}}) {
        const Expr* cmp = bin(three.kind, three.a, three.b);
        for (Kind relation : {Kind::Eq, Kind::Lt, Kind::Le}) {
            for (std::int32_t k = -2; k <= 2; ++k) {
                for (bool constant_left : {false, true}) {
                    const Expr* e = constant_left ? bin(relation, ctx.i32(k), cmp) : bin(relation, cmp, ctx.i32(k));
                    EXPECT_NE(e->kind() == Kind::Not ? e->operand(0)->kind() : e->kind(), three.kind);
                    const std::size_t count = three.kind == Kind::Cmp ? longs.size() : doubles.size();
                    for (std::size_t i = 0; i < count; ++i) {
                        for (std::size_t j = 0; j < count; ++j) {
                            Assignment at;
                            at.set(three.a, three.kind == Kind::Cmp ? u64(longs[i]) : dbits(doubles[i]));
                            at.set(three.b, three.kind == Kind::Cmp ? u64(longs[j]) : dbits(doubles[j]));
                            const std::int32_t result = evaluate(cmp, at).as_i32();
                            const std::int32_t left = constant_left ? k : result;
                            const std::int32_t right = constant_left ? result : k;
                            const bool expected = relation == Kind::Eq ? left == right
                                                  : relation == Kind::Lt ? left < right
                                                                         : left <= right;
                            EXPECT_EQ(evaluate(e, at).as_bool(), expected)
                                << to_string(e) << " at " << i << ", " << j;
                        }
                    }
                }
            }
        }
    }
    EXPECT_EQ(to_string(bin(Kind::Le, bin(Kind::CmpL, d, d2), ctx.i32(0))), to_string(ctx.unary(Kind::Not, bin(Kind::Lt, d2, d))));
}

// The rules of Java's integer division and narrowing (simplify.cpp), each
// checked by evaluating the expression as built (the rewrite, when it
// fires) against Java's arithmetic on edge values; a zero divisor is left
// out, as Java throws there.
TEST_F(ExprTest, DivisionIdentitiesAndNarrowedArithmeticHoldOnEdgeValues) {
    const Expr* y2 = ctx.var(Sort::I64, "y2");
    const Expr* wide_x = ctx.convert(Sort::I64, x);
    const Expr* wide_y = ctx.convert(Sort::I64, y);
    const Expr* product = bin(Kind::Mul, wide_x, wide_y);
    const std::vector<std::int32_t> ints = {std::numeric_limits<std::int32_t>::min(), -7, -1, 1, 3,
                                            std::numeric_limits<std::int32_t>::max()};
    // Each rule fires: the node left is not the operation it started from.
    const Expr* exact_quotient = bin(Kind::Div, product, wide_y);
    const Expr* exact_remainder = bin(Kind::Rem, product, wide_x);
    const Expr* identity = add(bin(Kind::Mul, y, bin(Kind::Div, x, y)), bin(Kind::Rem, x, y));
    const Expr* remainder = bin(Kind::Sub, x, bin(Kind::Mul, bin(Kind::Div, x, y), y));
    const Expr* narrowed = ctx.convert(Sort::I32, product);
    EXPECT_EQ(exact_quotient, wide_x);
    EXPECT_EQ(exact_remainder, ctx.i64(0));
    EXPECT_EQ(identity, x);
    EXPECT_EQ(remainder, bin(Kind::Rem, x, y));
    EXPECT_EQ(narrowed, bin(Kind::Mul, x, y));
    for (std::int32_t a : ints) {
        for (std::int32_t b : ints) {
            Assignment at;
            at.set(x, u64(a));
            at.set(y, u64(b));
            at.set(l, u64(std::int64_t{a} * 65537));
            at.set(y2, u64(std::int64_t{b} << 33));
            const std::int64_t p = std::int64_t{a} * b;
            EXPECT_EQ(evaluate(exact_quotient, at).as_i64(), expr::java::ldiv(p, b)) << a << " " << b;
            EXPECT_EQ(evaluate(exact_remainder, at).as_i64(), expr::java::lrem(p, a)) << a << " " << b;
            const std::int32_t q = expr::java::idiv(a, b);
            EXPECT_EQ(evaluate(identity, at).as_i32(),
                      static_cast<std::int32_t>(static_cast<std::uint32_t>(b) * static_cast<std::uint32_t>(q) +
                                                static_cast<std::uint32_t>(expr::java::irem(a, b))));
            EXPECT_EQ(evaluate(remainder, at).as_i32(), expr::java::irem(a, b));
            EXPECT_EQ(evaluate(narrowed, at).as_i32(), static_cast<std::int32_t>(p));
            // Sums and differences of longs that are not widened ints keep
            // their cast, and mean the same.
            const Expr* wide_sum = bin(Kind::Sub, bin(Kind::Add, l, y2), bin(Kind::Mul, l, y2));
            const std::uint64_t lv = u64(std::int64_t{a} * 65537);
            const std::uint64_t yv = u64(std::int64_t{b} << 33);
            EXPECT_EQ(evaluate(ctx.convert(Sort::I32, wide_sum), at).as_i32(),
                      static_cast<std::int32_t>(static_cast<std::uint32_t>(lv + yv - lv * yv)));
        }
    }
    // A product that may wrap keeps its division: (x * y) / y is not x
    // when x * y overflowed.
    EXPECT_EQ(bin(Kind::Div, bin(Kind::Mul, l, y2), y2)->kind(), Kind::Div);
    EXPECT_EQ(bin(Kind::Rem, bin(Kind::Mul, x, y), y)->kind(), Kind::Rem);
}

// x < 0 and 0 <= x of a bitwise and, or, xor become tests of the operands'
// signs (simplify.cpp), the same on every value, ints and longs.
TEST_F(ExprTest, SignTestsOfBitwiseOperationsTestTheOperandsSigns) {
    const Expr* l2 = ctx.var(Sort::I64, "l2");
    const std::vector<std::int64_t> longs = {kLongMin, -5, -1, 0, 1, 6, std::numeric_limits<std::int64_t>::max()};
    for (Kind op : {Kind::And, Kind::Or, Kind::Xor}) {
        for (bool wide : {false, true}) {
            const Expr* a = wide ? l : x;
            const Expr* b = wide ? l2 : y;
            const Expr* bits = bin(op, a, b);
            const Expr* zero_value = wide ? ctx.i64(0) : ctx.i32(0);
            const Expr* negative = bin(Kind::Lt, bits, zero_value);
            const Expr* non_negative = bin(Kind::Le, zero_value, bits);
            EXPECT_NE(negative->kind(), Kind::Lt) << to_string(negative);  // rewritten
            for (std::int64_t u : longs) {
                for (std::int64_t v : longs) {
                    Assignment at;
                    at.set(a, u64(wide ? u : static_cast<std::int32_t>(u)));
                    at.set(b, u64(wide ? v : static_cast<std::int32_t>(v)));
                    const std::int64_t p = wide ? u : static_cast<std::int32_t>(u);
                    const std::int64_t q = wide ? v : static_cast<std::int32_t>(v);
                    const std::int64_t r = op == Kind::And ? (p & q) : op == Kind::Or ? (p | q) : (p ^ q);
                    EXPECT_EQ(evaluate(negative, at).as_bool(), r < 0) << to_string(negative) << " " << u << " " << v;
                    EXPECT_EQ(evaluate(non_negative, at).as_bool(), r >= 0) << to_string(non_negative);
                }
            }
        }
    }
    // A mask of the sign bit alone is the sign test.
    EXPECT_EQ(bin(Kind::Lt, bin(Kind::And, x, ctx.i32(std::numeric_limits<std::int32_t>::min())), ctx.i32(0)),
              bin(Kind::Lt, x, ctx.i32(0)));
}

TEST_F(ExprTest, BooleanIdentities) {
    const Expr* t = ctx.boolean(true);
    const Expr* fl = ctx.boolean(false);
    const Expr* not_p = ctx.unary(Kind::Not, p);
    EXPECT_EQ(not_p->kind(), Kind::Not);
    EXPECT_EQ(ctx.unary(Kind::Not, not_p), p);
    EXPECT_EQ(bin(Kind::BoolAnd, p, t), p);
    EXPECT_EQ(bin(Kind::BoolAnd, t, p), p);
    EXPECT_EQ(bin(Kind::BoolAnd, p, fl), fl);
    EXPECT_EQ(bin(Kind::BoolAnd, fl, p), fl);
    EXPECT_EQ(bin(Kind::BoolOr, p, t), t);
    EXPECT_EQ(bin(Kind::BoolOr, fl, p), p);
    EXPECT_EQ(bin(Kind::BoolAnd, p, p), p);
    EXPECT_EQ(bin(Kind::BoolOr, q, q), q);
    EXPECT_EQ(bin(Kind::BoolAnd, p, not_p), fl);
    EXPECT_EQ(bin(Kind::BoolAnd, not_p, p), fl);
    EXPECT_EQ(bin(Kind::BoolOr, not_p, p), t);
    EXPECT_EQ(bin(Kind::Eq, p, t), p);
    EXPECT_EQ(bin(Kind::Eq, fl, p), not_p);
    EXPECT_EQ(bin(Kind::Eq, p, p), t);
    EXPECT_EQ(bin(Kind::Eq, p, not_p), fl);
    EXPECT_EQ(bin(Kind::BoolAnd, p, q)->kind(), Kind::BoolAnd);
    EXPECT_EQ(ctx.ne(x, x), fl);
    EXPECT_EQ(ctx.ne(x, y), ctx.unary(Kind::Not, bin(Kind::Eq, x, y)));
    EXPECT_EQ(ctx.gt(x, y), bin(Kind::Lt, y, x));
    EXPECT_EQ(ctx.ge(x, y), bin(Kind::Le, y, x));
}

TEST_F(ExprTest, IteIdentities) {
    const Expr* c = bin(Kind::Lt, x, y);
    const Expr* not_c = ctx.unary(Kind::Not, c);
    EXPECT_EQ(ctx.ite(c, l, l), l);
    EXPECT_EQ(ctx.ite(not_c, x, y), ctx.ite(c, y, x));
    EXPECT_EQ(ctx.ite(c, ctx.boolean(true), ctx.boolean(false)), c);
    EXPECT_EQ(ctx.ite(c, ctx.boolean(false), ctx.boolean(true)), not_c);
    EXPECT_EQ(ctx.ite(c, ctx.ite(c, x, ctx.i32(1)), y), ctx.ite(c, x, y));
    EXPECT_EQ(ctx.ite(c, x, ctx.ite(c, ctx.i32(1), y)), ctx.ite(c, x, y));
    const Expr* e = ctx.ite(c, d, ctx.f64(0.5));
    EXPECT_EQ(e->kind(), Kind::Ite);
    EXPECT_EQ(e->sort(), Sort::F64);
    EXPECT_EQ(e->arity(), 3u);
    EXPECT_EQ(ctx.ite(p, q, ctx.boolean(false))->kind(), Kind::Ite);
}

TEST_F(ExprTest, NarrowingsOfNarrowingsCollapse) {
    const Expr* b = ctx.unary(Kind::ToByte, x);
    const Expr* s = ctx.unary(Kind::ToShort, x);
    const Expr* c = ctx.unary(Kind::ToChar, x);
    EXPECT_EQ(ctx.unary(Kind::ToByte, b), b);
    EXPECT_EQ(ctx.unary(Kind::ToByte, s), b);
    EXPECT_EQ(ctx.unary(Kind::ToByte, c), b);
    EXPECT_EQ(ctx.unary(Kind::ToShort, s), s);
    EXPECT_EQ(ctx.unary(Kind::ToShort, b), b);
    EXPECT_EQ(ctx.unary(Kind::ToShort, c), s);
    EXPECT_EQ(ctx.unary(Kind::ToChar, c), c);
    EXPECT_EQ(ctx.unary(Kind::ToChar, s), c);
    // (char) (byte) x sign-extends the byte, then keeps 16 bits: not a single narrowing.
    const Expr* cb = ctx.unary(Kind::ToChar, b);
    EXPECT_EQ(cb->kind(), Kind::ToChar);
    EXPECT_EQ(cb->operand(0), b);
}

TEST_F(ExprTest, ExactRoundTripConversionsCollapse) {
    EXPECT_EQ(ctx.convert(Sort::I32, ctx.convert(Sort::I64, x)), x);
    EXPECT_EQ(ctx.convert(Sort::I32, ctx.convert(Sort::F64, x)), x);
    EXPECT_EQ(ctx.convert(Sort::I32, ctx.convert(Sort::F32, x))->kind(), Kind::Convert);  // i2f rounds
    EXPECT_EQ(ctx.convert(Sort::I64, ctx.convert(Sort::I32, l))->kind(), Kind::Convert);  // l2i truncates
    EXPECT_EQ(ctx.convert(Sort::I64, ctx.convert(Sort::F64, l))->kind(), Kind::Convert);  // l2d rounds
}

TEST_F(ExprTest, CollectVarsOrdersByVarIdWithoutDuplicates) {
    // Built with y first and x repeated: the result still lists x, y, l.
    const Expr* e = bin(Kind::Lt, add(y, x),
                        ctx.convert(Sort::I32, bin(Kind::Add, l, ctx.convert(Sort::I64, bin(Kind::Mul, x, x)))));
    EXPECT_EQ(collect_vars(e), (std::vector<const Expr*>{x, y, l}));
    EXPECT_TRUE(collect_vars(ctx.i32(3)).empty());
    EXPECT_EQ(collect_vars(p), std::vector<const Expr*>{p});
    EXPECT_EQ(collect_vars({bin(Kind::Eq, d, d), ctx.boolean(true), bin(Kind::BoolAnd, q, p), e}),
              (std::vector<const Expr*>{x, y, l, d, p, q}));
    EXPECT_TRUE(collect_vars(std::vector<const Expr*>{}).empty());
}

TEST_F(ExprTest, DagSizeCountsSharedNodesOnce) {
    const Expr* sum = add(x, y);                  // x, y, x + y
    const Expr* twice = bin(Kind::Mul, sum, sum);  // and the product
    EXPECT_EQ(dag_size({twice}), 4u);
    EXPECT_EQ(dag_size({twice, sum, x}), 4u);
    EXPECT_EQ(dag_size({bin(Kind::Lt, twice, ctx.i32(7))}), 6u);
    EXPECT_EQ(dag_size({}), 0u);
}

// A chain 100,000 operations deep: every walk must be iterative.
TEST_F(ExprTest, DeepChainsNeedNoStack) {
    constexpr int kDepth = 100000;
    const Expr* e = x;
    for (int i = 0; i < kDepth; ++i) {
        e = i % 2 == 0 ? bin(Kind::Mul, e, ctx.i32(3)) : bin(Kind::Xor, e, y);
    }
    EXPECT_EQ(collect_vars(e), (std::vector<const Expr*>{x, y}));
    const std::string text = to_string(e);
    EXPECT_EQ(text.substr(0, 6), "((((((");
    EXPECT_EQ(text.substr(text.size() - 10), " * 3) ^ y)");
    EXPECT_EQ(std::count(text.begin(), text.end(), '('), kDepth);

    Assignment assignment;
    assignment.set(x, 5);
    assignment.set(y, 0x1234);
    std::uint32_t expected = 5;
    for (int i = 0; i < kDepth; ++i) expected = i % 2 == 0 ? expected * 3 : expected ^ 0x1234;
    EXPECT_EQ(evaluate(e, assignment).bits(), expected);

    // Deep conditions too.
    const Expr* cond = bin(Kind::Lt, x, y);
    for (int i = 0; i < kDepth; ++i) {
        cond = bin(i % 2 == 0 ? Kind::BoolAnd : Kind::BoolOr, cond, ctx.var(Sort::Bool, "b"));
    }
    EXPECT_EQ(collect_vars(cond).size(), static_cast<std::size_t>(kDepth) + 2);
    EXPECT_FALSE(to_string(cond).empty());
    EXPECT_EQ(evaluate(cond, assignment).kind(), ValueKind::Bool);
}

// Doubling sharing: the tree form has 2^200 leaves, the DAG 200 nodes.
TEST_F(ExprTest, HeavilySharedDagsStayCheap) {
    const Expr* e = x;
    for (int i = 0; i < 200; ++i) e = add(e, e);
    EXPECT_LT(ctx.node_count(), 300u);
    EXPECT_EQ(collect_vars(e), std::vector<const Expr*>{x});
    Assignment assignment;
    assignment.set(x, 1);
    EXPECT_EQ(evaluate(e, assignment).bits(), 0u);  // 2^200 wraps to 0
    assignment.set(x, 3);
    EXPECT_EQ(evaluate(e, assignment).as_i32(), 0);
    // The printer gives up past its output bound instead of running forever.
    const std::string text = to_string(e);
    EXPECT_LT(text.size(), std::size_t{8} << 20);
    EXPECT_EQ(text.substr(text.size() - 4), " ...");
}

}  // namespace
}  // namespace symcrete::expr
