// The Array sorts: Select and Store build, simplify, print and evaluate.
#include <gtest/gtest.h>

#include "expr/evaluator.h"
#include "expr/expr.h"

namespace symcrete::expr {
namespace {

TEST(ArrayExpr, SelectReadsThroughStoresAtConstantIndices) {
    ExprContext ctx;
    const Expr* a = ctx.var(Sort::ArrayI32, "a");
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* stored = ctx.store(ctx.store(a, ctx.i32(1), x), ctx.i32(2), ctx.i32(7));
    EXPECT_EQ(ctx.select(stored, ctx.i32(2)), ctx.i32(7));
    EXPECT_EQ(ctx.select(stored, ctx.i32(1)), x);
    EXPECT_EQ(ctx.select(stored, ctx.i32(0)), ctx.select(a, ctx.i32(0)));
    // A symbolic index cannot be decided: the select stays over the stores.
    const Expr* i = ctx.var(Sort::I32, "i");
    EXPECT_EQ(ctx.select(stored, i)->kind(), Kind::Select);
    EXPECT_EQ(ctx.select(stored, i)->operand(0), stored);
    // A store over a store at the same index replaces it.
    EXPECT_EQ(ctx.store(ctx.store(a, i, x), i, ctx.i32(3)), ctx.store(a, i, ctx.i32(3)));
    EXPECT_EQ(ctx.select(a, i)->sort(), Sort::I32);
    EXPECT_EQ(element_sort(Sort::ArrayF64), Sort::F64);
    EXPECT_EQ(array_sort_of(Sort::I64), Sort::ArrayI64);
    EXPECT_FALSE(is_integral(Sort::ArrayI32));
}

TEST(ArrayExpr, EvaluationUsesTheArrayValueAndTheStores) {
    ExprContext ctx;
    const Expr* a = ctx.var(Sort::ArrayI64, "a");
    const Expr* i = ctx.var(Sort::I32, "i");
    Assignment model;
    ArrayValue value;
    value.otherwise = 5;
    value.elements[3] = 9;
    model.set_array(a, value);
    model.set(i, 3);
    EXPECT_EQ(evaluate(ctx.select(a, i), model).as_i64(), 9);
    EXPECT_EQ(evaluate(ctx.select(a, ctx.i32(4)), model).as_i64(), 5);
    const Expr* stored = ctx.store(a, i, ctx.i64(-1));
    EXPECT_EQ(evaluate(ctx.select(stored, ctx.i32(3)), model).as_i64(), -1);
    EXPECT_EQ(evaluate(ctx.select(stored, ctx.i32(2)), model).as_i64(), 5);
    EXPECT_EQ(to_string(ctx.select(a, i)), "a[i]");
}

// A later model overrides; inputs it does not mention keep their values.
TEST(ArrayExpr, MergingAPartialModelKeepsWhatItDoesNotMention) {
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    Assignment old_model;
    old_model.set(x, 1);
    old_model.set(y, 2);
    Assignment newer;
    newer.set(y, 3);
    old_model.merge(newer);
    EXPECT_EQ(old_model.get(x), 1u);
    EXPECT_EQ(old_model.get(y), 3u);
}

}  // namespace
}  // namespace symcrete::expr
