// substitute() beyond the random trees of property_test.cpp: what is left
// alone, a parameter replaced by a caller's expression, and a DAG far deeper
// than the call stack would allow a recursive walk.
#include <gtest/gtest.h>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/substitution.h"

namespace symcrete::expr {
namespace {

TEST(Substitution, NodesNoReplacedInputIsUnderStayTheSameNode) {
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    const Expr* untouched = ctx.binary(Kind::Mul, y, ctx.i32(7));
    const Expr* e = ctx.binary(Kind::Lt, ctx.binary(Kind::Add, x, ctx.i32(1)), untouched);
    EXPECT_EQ(substitute(ctx, e, {}), e);
    EXPECT_EQ(substitute(ctx, untouched, {{x, ctx.i32(3)}}), untouched);
    // x + 1 < y * 7 with x := 3 is the node 4 < y * 7 built directly.
    EXPECT_EQ(substitute(ctx, e, {{x, ctx.i32(3)}}), ctx.binary(Kind::Lt, ctx.i32(4), untouched));
}

// A callee's parameter p replaced by the caller's argument a - b: the
// summary's condition and result read in the caller's inputs.
TEST(Substitution, AParameterBecomesTheCallersArgument) {
    ExprContext ctx;
    const Expr* p = ctx.var(Sort::I64, "p");
    const Expr* a = ctx.var(Sort::I64, "a");
    const Expr* b = ctx.var(Sort::I64, "b");
    const Expr* condition = ctx.binary(Kind::Le, ctx.i64(0), p);
    const Expr* result = ctx.ite(condition, p, ctx.unary(Kind::Neg, p));
    const Expr* argument = ctx.binary(Kind::Sub, a, b);
    const Expr* instantiated = substitute(ctx, result, {{p, argument}});
    EXPECT_EQ(instantiated, ctx.ite(ctx.binary(Kind::Le, ctx.i64(0), argument), argument, ctx.unary(Kind::Neg, argument)));
    Assignment values;
    values.set(a, 5);
    values.set(b, 12);
    EXPECT_EQ(evaluate(instantiated, values).as_i64(), 7);
}

TEST(Substitution, ADeepChainNeedsNoDeepStack) {
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* e = x;
    constexpr int kDepth = 200000;
    for (int i = 0; i < kDepth; ++i) e = ctx.binary(Kind::Xor, ctx.binary(Kind::Mul, e, ctx.i32(31)), x);
    const Expr* folded = substitute(ctx, e, {{x, ctx.i32(1)}});
    ASSERT_TRUE(folded->is_const());
    Assignment one;
    one.set(x, 1);
    EXPECT_EQ(evaluate(folded, Assignment{}), evaluate(e, one));
}

}  // namespace
}  // namespace symcrete::expr
