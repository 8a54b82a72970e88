// Array-sorted inputs through Z3: a model gives the elements a query
// constrains, and the evaluator agrees with it.
#include <gtest/gtest.h>

#include "expr/evaluator.h"
#include "solver/solver.h"

namespace symcrete::solver {
namespace {

using expr::Kind;
using expr::Sort;

TEST(ArrayModel, ElementsAtSymbolicAndConstantIndicesComeBackFromZ3) {
    expr::ExprContext ctx;
    auto solver = make_z3_solver();
    const expr::Expr* a = ctx.var(Sort::ArrayI32, "a");
    const expr::Expr* i = ctx.var(Sort::I32, "i");
    std::vector<const expr::Expr*> query = {
        ctx.binary(Kind::Eq, ctx.select(a, i), ctx.i32(17)),
        ctx.binary(Kind::Lt, ctx.i32(2), i),
        ctx.binary(Kind::Lt, i, ctx.i32(5)),
        ctx.binary(Kind::Eq, ctx.select(a, ctx.i32(0)), ctx.i32(-3)),
        ctx.binary(Kind::Eq, ctx.select(ctx.store(a, ctx.i32(1), ctx.i32(8)), ctx.i32(1)), ctx.i32(8)),
    };
    expr::Assignment model;
    ASSERT_EQ(solver->check(query, &model), SatResult::Sat);
    ASSERT_TRUE(model.has_array(a));
    const auto index = static_cast<std::int32_t>(model.get(i));
    EXPECT_GT(index, 2);
    EXPECT_LT(index, 5);
    EXPECT_EQ(static_cast<std::int32_t>(model.array(a).at(index)), 17);
    EXPECT_EQ(static_cast<std::int32_t>(model.array(a).at(0)), -3);
    for (const expr::Expr* c : query) EXPECT_TRUE(expr::evaluate(c, model).as_bool());
}


// A sort's comparisons read an array of known length at constant indices
// only: with element constants (make_z3_solver's core_first) each element is
// a bit-vector constant of its own (no array theory), and the model still
// gives the array; without, the array theory answers alike.
class ElementConstants : public ::testing::TestWithParam<bool> {};

TEST_P(ElementConstants, ElementsReadAtConstantIndicesAloneComeBackAsTheArray) {
    expr::ExprContext ctx;
    auto solver = make_z3_solver(false, GetParam());
    const expr::Expr* a = ctx.var(Sort::ArrayI32, "a");
    auto at = [&](std::int32_t k) { return ctx.select(a, ctx.i32(k)); };
    std::vector<const expr::Expr*> query = {
        ctx.binary(Kind::Lt, at(2), at(1)),
        ctx.binary(Kind::Lt, at(1), at(0)),
        ctx.binary(Kind::Eq, at(0), ctx.i32(5)),
        ctx.binary(Kind::Lt, ctx.i32(2), at(2)),  // so 5 > 4 > 3
    };
    expr::Assignment model;
    ASSERT_EQ(solver->check(query, &model), SatResult::Sat);
    ASSERT_TRUE(model.has_array(a));
    EXPECT_EQ(static_cast<std::int32_t>(model.array(a).at(0)), 5);
    EXPECT_EQ(static_cast<std::int32_t>(model.array(a).at(1)), 4);
    EXPECT_EQ(static_cast<std::int32_t>(model.array(a).at(2)), 3);
    for (const expr::Expr* c : query) EXPECT_TRUE(expr::evaluate(c, model).as_bool());
    // Read at constant indices too, the same elements contradict.
    query.push_back(ctx.binary(Kind::Lt, at(0), at(2)));
    EXPECT_EQ(solver->check(query, nullptr), SatResult::Unsat);
}

// Element constants and the array as a whole in one query: a store over the
// array, read back at a symbolic index, must see the same elements.
TEST_P(ElementConstants, ElementConstantsAgreeWithTheWholeArray) {
    expr::ExprContext ctx;
    auto solver = make_z3_solver(false, GetParam());
    const expr::Expr* a = ctx.var(Sort::ArrayI64, "a");
    const expr::Expr* i = ctx.var(Sort::I32, "i");
    const expr::Expr* stored = ctx.store(a, i, ctx.i64(9));
    std::vector<const expr::Expr*> query = {
        ctx.binary(Kind::Eq, ctx.select(a, ctx.i32(3)), ctx.i64(-7)),
        ctx.binary(Kind::Eq, ctx.select(stored, ctx.i32(3)), ctx.i64(-7)),  // so i != 3
        ctx.binary(Kind::Le, ctx.i32(3), i),
        ctx.binary(Kind::Le, i, ctx.i32(4)),
        ctx.binary(Kind::Eq, ctx.select(a, ctx.i32(4)), ctx.i64(2)),
    };
    expr::Assignment model;
    ASSERT_EQ(solver->check(query, &model), SatResult::Sat);
    EXPECT_EQ(static_cast<std::int32_t>(model.get(i)), 4);
    EXPECT_EQ(static_cast<std::int64_t>(model.array(a).at(3)), -7);
    EXPECT_EQ(static_cast<std::int64_t>(model.array(a).at(4)), 2);
    for (const expr::Expr* c : query) EXPECT_TRUE(expr::evaluate(c, model).as_bool());
}

TEST_P(ElementConstants, ContradictoryElementsAreUnsat) {
    expr::ExprContext ctx;
    auto solver = make_z3_solver(false, GetParam());
    const expr::Expr* a = ctx.var(Sort::ArrayF64, "d");
    const expr::Expr* i = ctx.var(Sort::I32, "i");
    std::vector<const expr::Expr*> query = {
        ctx.binary(Kind::Eq, i, ctx.i32(4)),
        ctx.binary(Kind::Lt, ctx.select(a, i), ctx.f64(1.0)),
        ctx.binary(Kind::Lt, ctx.f64(2.0), ctx.select(a, ctx.i32(4))),
    };
    EXPECT_EQ(solver->check(query, nullptr), SatResult::Unsat);
}

INSTANTIATE_TEST_SUITE_P(ArrayModel, ElementConstants, ::testing::Bool());

}  // namespace
}  // namespace symcrete::solver
