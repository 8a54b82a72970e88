// The layers in front of Z3, each on what it is for, and the whole chain
// against the bare backend: the same answers on random path-shaped queries.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "concolic_walk.h"
#include "cvc5_solver.h"
#include "independence.h"
#include "query_cache.h"
#include "range_solver.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"
#include "solver_layer.h"
#include "z3_integer.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Assignment;
using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

// The backend, remembering the last query it was asked.
class Recording final : public SolverLayer {
public:
    Recording() : SolverLayer("recording", make_z3_solver()) {}
    Query last;

private:
    SatResult answer(const Query& query, Assignment* model) override {
        last = query;
        return ask_next(query, model);
    }
};

struct Chain {
    std::unique_ptr<Solver> solver;
    Recording* backend;
};

template <typename MakeLayer>
Chain with_recording(MakeLayer make) {
    auto recording = std::make_unique<Recording>();
    Recording* backend = recording.get();
    return Chain{make(std::move(recording)), backend};
}

class SolverChainTest : public ::testing::Test {
protected:
    const Expr* lt(const Expr* a, const Expr* b) { return ctx.binary(Kind::Lt, a, b); }
    const Expr* le(const Expr* a, const Expr* b) { return ctx.binary(Kind::Le, a, b); }
    const Expr* eq(const Expr* a, const Expr* b) { return ctx.binary(Kind::Eq, a, b); }
    const Expr* i32(std::int32_t v) { return ctx.i32(v); }
    std::int32_t int_of(const Assignment& a, const Expr* v) { return static_cast<std::int32_t>(a.get(v)); }

    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    const Expr* z = ctx.var(Sort::I32, "z");
};

TEST_F(SolverChainTest, IndependenceKeepsOnlyConstraintsConnectedToTheCondition) {
    Chain chain = with_recording(make_independence_layer);
    const Expr* x_pos = lt(i32(0), x);
    const Expr* y_small = lt(y, i32(10));
    const Expr* yz = lt(y, z);  // joins y and z
    const Expr* x_mul = eq(ctx.binary(Kind::Rem, x, i32(7)), i32(3));
    Assignment model;
    ASSERT_EQ(chain.solver->check(Query{{x_pos, y_small, yz}, x_mul}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->last.constraints, (std::vector<const Expr*>{x_pos}));
    // The model is partial: x only; y and z keep the asker's values.
    EXPECT_TRUE(model.has(x));
    EXPECT_FALSE(model.has(y));
    EXPECT_EQ(int_of(model, x) % 7, 3);

    ASSERT_EQ(chain.solver->check(Query{{x_pos, y_small, yz}, eq(z, i32(4))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->last.constraints, (std::vector<const Expr*>{y_small, yz}));
    // Without a condition nothing is left out.
    ASSERT_EQ(chain.solver->check({x_pos, y_small, yz}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->last.constraints.size(), 3u);
}

TEST_F(SolverChainTest, CacheAnswersRepeatsSupersetsOfUnsatAndByEarlierModels) {
    Chain chain = with_recording(make_query_cache);
    const Expr* a = lt(i32(5), x);
    const Expr* b = lt(x, i32(3));
    Assignment model;
    EXPECT_EQ(chain.solver->check(Query{{a}, b}, &model), SatResult::Unsat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
    EXPECT_EQ(chain.solver->check(Query{{a}, b}, &model), SatResult::Unsat);  // the same query
    EXPECT_EQ(chain.solver->check(Query{{a, lt(y, i32(0))}, b}, &model), SatResult::Unsat);  // a superset
    EXPECT_EQ(chain.backend->stats().queries, 1u);

    ASSERT_EQ(chain.solver->check(Query{{a}, lt(x, i32(100))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 2u);
    const std::int32_t found = int_of(model, x);
    // Another query the same model satisfies: answered with it, no solver.
    Assignment again;
    ASSERT_EQ(chain.solver->check(Query{{a}, lt(x, i32(found + 1))}, &again), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 2u);
    EXPECT_EQ(int_of(again, x), found);
    std::vector<LayerStats> layers;
    chain.solver->layer_stats(layers);
    EXPECT_EQ(layers[0].answered, 3u);
}

// A kept model remembers the conjunct that last refuted it and is skipped
// while that conjunct is in the query (it would refute it again), and
// checked again, and used, once a query no longer has it.
TEST_F(SolverChainTest, CacheSkipsAModelWhileItsRefuterStaysAndUsesItAfter) {
    Chain chain = with_recording(make_query_cache);
    const Expr* above5 = lt(i32(5), x);
    Assignment model;
    ASSERT_EQ(chain.solver->check(Query{{}, above5}, &model), SatResult::Sat);
    const std::int32_t kept = int_of(model, x);
    ASSERT_GT(kept, 5);
    const Expr* beyond = lt(i32(kept), x);  // refutes the kept model
    ASSERT_EQ(chain.solver->check(Query{{above5}, beyond}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 2u);
    // Queries with `beyond` and `y > 0`: the first model is not checked again
    // (its refuter is there), the second one (x > kept, y unset: 0) fails on y.
    const Expr* y_positive = lt(i32(0), y);
    ASSERT_EQ(chain.solver->check(Query{{above5, beyond}, y_positive}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 3u);
    // Without `beyond`, a model that satisfies is used, no solver asked:
    // the remembered refutation hides nothing it does not refute.
    ASSERT_EQ(chain.solver->check(Query{{}, le(x, i32(kept))}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x), kept);
    EXPECT_EQ(chain.backend->stats().queries, 3u);
    std::vector<LayerStats> layers;
    chain.solver->layer_stats(layers);
    EXPECT_NE(layers[0].detail.find("1 earlier models ruled out by the conjunct that last refuted them"),
              std::string::npos)
        << layers[0].detail;
}

TEST_F(SolverChainTest, RangesDecideSmallDomainsAndEmptyIntervals) {
    Chain chain = with_recording(make_range_layer);
    Assignment model;
    // x in [3, 9], y in [0, 15]: 7 * 16 candidates, nearest 0 first.
    const std::vector<const Expr*> path{le(i32(3), x), lt(x, i32(10)), le(i32(0), y), le(y, i32(15))};
    const Expr* sum_is_20 = eq(ctx.binary(Kind::Add, x, y), i32(20));
    ASSERT_EQ(chain.solver->check(Query{path, sum_is_20}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x) + int_of(model, y), 20);
    // The first input turns fastest: y stays at its smallest value for which
    // some x in range completes the sum.
    EXPECT_EQ(int_of(model, y), 11);
    const Expr* sum_is_30 = eq(ctx.binary(Kind::Add, x, y), i32(30));
    EXPECT_EQ(chain.solver->check(Query{path, sum_is_30}, &model), SatResult::Unsat);
    // Negated bounds and an empty interval.
    EXPECT_EQ(chain.solver->check(Query{{ctx.unary(Kind::Not, le(x, i32(7)))}, lt(x, i32(8))}, &model),
              SatResult::Unsat);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // An unbounded input goes on to the backend.
    ASSERT_EQ(chain.solver->check(Query{{le(i32(3), x)}, eq(ctx.binary(Kind::Mul, x, i32(3)), i32(21))}, &model),
              SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
    EXPECT_EQ(int_of(model, x) * 3, 21);
}

// An int in [0, 1] and a long bounded only by its sign: 2 * 2^63 values,
// a product that wraps to 0 modulo 2^64. The layer must see a domain too
// large to search (it once reserved 2^63 candidates and threw
// std::length_error).
TEST_F(SolverChainTest, RangesPassOnDomainsWhoseSizesOverflowWhenMultiplied) {
    Chain chain = with_recording(make_range_layer);
    Assignment model;
    const Expr* cents = ctx.var(Sort::I64, "cents");
    const std::vector<const Expr*> path{le(i32(0), x), le(x, i32(1)), le(ctx.i64(0), cents)};
    const Expr* condition = eq(ctx.binary(Kind::Add, cents, ctx.binary(Kind::Add, cents, ctx.convert(Sort::I64, x))),
                               ctx.i64(11));
    ASSERT_EQ(chain.solver->check(Query{path, condition}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x), 1);
    EXPECT_EQ(static_cast<std::int64_t>(model.get(cents)), 5);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

TEST_F(SolverChainTest, RangesAnswerLargeDomainsWhenTheValuesNearestZeroSatisfy) {
    Chain chain = with_recording(make_range_layer);
    Assignment model;
    // x in [1, 2^31 - 1] and y unbounded: too many to search, but x = 1,
    // y = 0 satisfy the query, and no solver is asked.
    ASSERT_EQ(chain.solver->check(Query{{lt(i32(0), x)}, le(y, x)}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x), 1);
    EXPECT_EQ(int_of(model, y), 0);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // When they do not, the query goes on (and its answer is the backend's).
    ASSERT_EQ(chain.solver->check(Query{{lt(i32(0), x)}, lt(x, y)}, &model), SatResult::Sat);
    EXPECT_LT(int_of(model, x), int_of(model, y));
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

TEST_F(SolverChainTest, IntegerEncodingDecidesRemainderChainsAndPassesOnTheRest) {
    Chain chain = with_recording([](std::unique_ptr<Solver> next) { return make_z3_integer_layer(std::move(next)); });
    Assignment model;
    // year % 4 == 0 && year % 100 != 0, and (year + 1) % 4 == 0: impossible.
    const Expr* year = x;
    const Expr* leap = eq(ctx.binary(Kind::Rem, year, i32(4)), i32(0));
    const Expr* not_century = ctx.ne(ctx.binary(Kind::Rem, year, i32(100)), i32(0));
    const Expr* next_leap = eq(ctx.binary(Kind::Rem, ctx.binary(Kind::Add, year, i32(1)), i32(4)), i32(0));
    EXPECT_EQ(chain.solver->check(Query{{leap, not_century}, next_leap}, &model), SatResult::Unsat);
    // Wrap-around is exact: x + 1 < x only at MAX.
    ASSERT_EQ(chain.solver->check(Query{{}, lt(ctx.binary(Kind::Add, x, i32(1)), x)}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x), 2147483647);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // A product of two inputs is the bit-vector backend's.
    ASSERT_EQ(chain.solver->check(Query{{}, eq(ctx.binary(Kind::Mul, x, y), i32(91))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
    EXPECT_EQ(static_cast<std::int32_t>(static_cast<std::uint32_t>(int_of(model, x)) * static_cast<std::uint32_t>(int_of(model, y))), 91);
}

// An input array read at constant indices (an int[] parameter of known
// length) is integers to the integer layer, and its model gives the array.
TEST_F(SolverChainTest, IntegerEncodingReadsInputArraysAtConstantIndices) {
    Chain chain = with_recording([](std::unique_ptr<Solver> next) { return make_z3_integer_layer(std::move(next)); });
    const Expr* keys = ctx.var(Sort::ArrayI32, "keys");
    const Expr* k0 = ctx.select(keys, i32(0));
    const Expr* k1 = ctx.select(keys, i32(1));
    // floorMod(k, 16) alike for both keys, and the keys distinct and negative.
    auto bucket = [&](const Expr* k) {
        return ctx.binary(Kind::Rem, ctx.binary(Kind::Add, ctx.binary(Kind::Rem, k, i32(16)), i32(16)), i32(16));
    };
    Assignment model;
    ASSERT_EQ(chain.solver->check(Query{{eq(bucket(k0), bucket(k1)), lt(k0, i32(0))}, lt(k1, k0)}, &model),
              SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    const expr::ArrayValue& value = model.array(keys);
    const std::int32_t a = static_cast<std::int32_t>(value.at(0));
    const std::int32_t b = static_cast<std::int32_t>(value.at(1));
    EXPECT_LT(b, a);
    EXPECT_LT(a, 0);
    EXPECT_EQ(((a % 16) + 16) % 16, ((b % 16) + 16) % 16);
    // A read at a symbolic index is the bit-vector backend's.
    ASSERT_EQ(chain.solver->check(Query{{lt(i32(0), x), lt(x, i32(4))}, eq(ctx.select(keys, x), i32(5))}, &model),
              SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

// The integer layer keeps one Z3 solver and asserts each query in a scope
// of its own: nothing one query asserted reaches the next, also after a
// query the work limit cut short.
TEST_F(SolverChainTest, IntegerQueriesShareASolverButNotTheirAssertions) {
    Chain chain = with_recording([](std::unique_ptr<Solver> next) { return make_z3_integer_layer(std::move(next)); });
    Assignment model;
    EXPECT_EQ(chain.solver->check(Query{{lt(x, i32(5))}, lt(i32(10), x)}, &model), SatResult::Unsat);
    ASSERT_EQ(chain.solver->check(Query{{}, lt(i32(10), x)}, &model), SatResult::Sat);
    EXPECT_GT(int_of(model, x), 10);
    // A query past a tiny work limit gives up here (the backend answers),
    // and the next is decided here again.
    chain.solver->set_limits(QueryLimits{std::chrono::milliseconds(0), 1});
    const Expr* digits = ctx.binary(Kind::Add, ctx.binary(Kind::Rem, x, i32(10)), ctx.binary(Kind::Rem, y, i32(100)));
    chain.solver->check(Query{{lt(i32(0), x), lt(i32(0), y)}, eq(digits, i32(105))}, &model);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
    chain.solver->set_limits(QueryLimits{});
    ASSERT_EQ(chain.solver->check(Query{{le(x, i32(3))}, le(i32(3), x)}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, x), 3);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

// The kept solver holds the conjuncts queries share, one scope each: a
// query drops every conjunct from the first it does not have (also one
// held below conjuncts it keeps), and a node's facts asserted in a dropped
// scope are asserted again when a later query needs them.
TEST_F(SolverChainTest, IntegerQueriesKeepTheirSharedConjunctsAndDropTheRest) {
    Chain chain = with_recording([](std::unique_ptr<Solver> next) { return make_z3_integer_layer(std::move(next)); });
    Assignment model;
    const Expr* above5 = lt(i32(5), x);
    const Expr* below10 = lt(x, i32(10));
    const Expr* y_positive = lt(i32(0), y);
    ASSERT_EQ(chain.solver->check(Query{{above5, below10}, y_positive}, &model), SatResult::Sat);
    // below10 sat under y_positive, which this query keeps: held, it would make this Unsat.
    ASSERT_EQ(chain.solver->check(Query{{above5, y_positive}, lt(i32(20), x)}, &model), SatResult::Sat);
    EXPECT_GT(int_of(model, x), 20);
    EXPECT_EQ(chain.solver->check(Query{{above5, y_positive, lt(i32(20), x)}, below10}, &model), SatResult::Unsat);
    // A query of y alone drops every scope, and with above5's the facts of
    // x's range (at most 2^31 - 1): the next query of x asserts them again,
    // or the integers would offer x = 2^31 and only the backend could say
    // Unsat.
    ASSERT_EQ(chain.solver->check(Query{{}, y_positive}, &model), SatResult::Sat);
    EXPECT_EQ(chain.solver->check(Query{{le(i32(2147483647), x)}, ctx.ne(x, i32(2147483647))}, &model),
              SatResult::Unsat);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
}

// Verdicts' integer layer bounds products and quotients of two inputs by
// facts of Java's arithmetic: what those facts rule out is Unsat there; a
// model of the facts alone that Java's arithmetic refutes goes on to the
// backend, and one it confirms is kept.
TEST_F(SolverChainTest, AbstractedProductsAndQuotientsProveBoundsAndCheckModels) {
    Chain chain = with_recording([](std::unique_ptr<Solver> next) { return make_z3_integer_layer(std::move(next), true); });
    Assignment model;
    const Expr* zero = i32(0);
    const Expr* r = ctx.binary(Kind::Rem, x, y);
    // Math.floorMod(x, y): x % y, plus y where the signs differ; it has y's sign.
    const Expr* signs_differ = lt(ctx.binary(Kind::Xor, r, y), zero);
    const Expr* floor_mod = ctx.ite(ctx.binary(Kind::BoolAnd, signs_differ, ctx.ne(r, zero)), ctx.binary(Kind::Add, r, y), r);
    const Expr* wrong_sign = ctx.binary(Kind::BoolAnd, ctx.ne(floor_mod, zero), ctx.ne(lt(floor_mod, zero), lt(y, zero)));
    EXPECT_EQ(chain.solver->check(Query{{ctx.ne(y, zero)}, wrong_sign}, &model), SatResult::Unsat);
    // 0 <= x / y <= x for x >= 0 and y > 0.
    const Expr* q = ctx.binary(Kind::Div, x, y);
    const Expr* outside = ctx.binary(Kind::BoolOr, lt(q, zero), lt(x, q));
    EXPECT_EQ(chain.solver->check(Query{{le(zero, x), lt(zero, y)}, outside}, &model), SatResult::Unsat);
    // Widened ints multiply without wrapping, within their corners.
    const Expr* p = ctx.binary(Kind::Mul, ctx.convert(Sort::I64, x), ctx.convert(Sort::I64, y));
    EXPECT_EQ(chain.solver->check(Query{{lt(zero, x), lt(zero, y)}, le(p, ctx.i64(0))}, &model), SatResult::Unsat);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // x * y == 91 with x == 7: the facts allow any product, 7 * y must be 91.
    ASSERT_EQ(chain.solver->check(Query{{eq(x, i32(7))}, eq(ctx.binary(Kind::Mul, x, y), i32(91))}, &model), SatResult::Sat);
    EXPECT_EQ(int_of(model, y), 13);
}

TEST_F(SolverChainTest, ConcolicWalkFindsModelsOfNonLinearConditions) {
    Chain chain = with_recording(make_concolic_walk);
    Assignment model;
    // A Pythagorean triple with a < b: bit-blasted multipliers take Z3
    // seconds; small values find (3, 4, 5).
    const Expr* square_sum = ctx.binary(Kind::Add, ctx.binary(Kind::Mul, x, x), ctx.binary(Kind::Mul, y, y));
    const std::vector<const Expr*> sides{lt(i32(0), x), lt(x, y), le(y, i32(32767)), le(z, i32(32767))};
    ASSERT_EQ(chain.solver->check(Query{sides, eq(square_sum, ctx.binary(Kind::Mul, z, z))}, &model), SatResult::Sat);
    const std::int64_t a = int_of(model, x), b = int_of(model, y), c = int_of(model, z);
    EXPECT_EQ(a * a + b * b, c * c);
    EXPECT_LT(a, b);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // Beyond the small values: the walk's steps and secants.
    const Expr* product = ctx.binary(Kind::Mul, x, y);
    const std::vector<const Expr*> big{lt(i32(500), x), lt(i32(500), y), lt(x, i32(100000)), lt(y, i32(100000))};
    ASSERT_EQ(chain.solver->check(Query{big, ctx.binary(Kind::BoolAnd, lt(i32(1000000), product), lt(product, i32(1000100)))},
                                  &model),
              SatResult::Sat);
    const std::int64_t p = std::int64_t{int_of(model, x)} * int_of(model, y);
    EXPECT_TRUE(p > 1000000 && p < 1000100) << int_of(model, x) << " * " << int_of(model, y);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    // A double in an interval after arithmetic.
    const Expr* d = ctx.var(Sort::F64, "d");
    const Expr* d2 = ctx.binary(Kind::Mul, d, d);
    ASSERT_EQ(chain.solver->check(Query{{lt(ctx.f64(0.0), d)}, ctx.binary(Kind::BoolAnd, lt(ctx.f64(2.0), d2), lt(d2, ctx.f64(2.001)))}, &model),
              SatResult::Sat);
    const double found = std::bit_cast<double>(model.get(d));
    EXPECT_GT(found * found, 2.0);
    EXPECT_LT(found * found, 2.001);
    // An unsatisfiable linear part is Unsat without the next layer.
    EXPECT_EQ(chain.solver->check(Query{{lt(x, i32(0)), lt(i32(5), x)}, eq(ctx.binary(Kind::Mul, x, y), i32(7))}, &model),
              SatResult::Unsat);
    // No model found: the next layer answers (2 * x * x == z * z has none).
    const Expr* doubled = ctx.binary(Kind::Mul, i32(2), ctx.binary(Kind::Mul, x, x));
    const std::vector<const Expr*> bounded{lt(i32(0), x), le(x, i32(32767)), lt(i32(0), z), le(z, i32(32767))};
    EXPECT_EQ(chain.solver->check(Query{bounded, eq(doubled, ctx.binary(Kind::Mul, z, z))}, &model), SatResult::Unsat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

TEST_F(SolverChainTest, Cvc5AnswersIntegerQueriesAndPassesOnFloats) {
    Chain chain = with_recording(make_cvc5_layer);
    Assignment model;
    const Expr* doubled = ctx.binary(Kind::Mul, i32(2), ctx.binary(Kind::Mul, x, x));
    const std::vector<const Expr*> bounded{lt(i32(0), x), le(x, i32(32767)), lt(i32(0), z), le(z, i32(32767))};
    EXPECT_EQ(chain.solver->check(Query{bounded, eq(doubled, ctx.binary(Kind::Mul, z, z))}, &model), SatResult::Unsat);
    // Java's semantics where SMT-LIB's differ: x / 0 is 0, shift distances masked.
    ASSERT_EQ(chain.solver->check(Query{{lt(i32(5), x)}, eq(ctx.binary(Kind::Div, x, y), i32(0))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.solver->check(Query{{eq(y, i32(0))}, ctx.ne(ctx.binary(Kind::Rem, x, y), i32(0))}, &model), SatResult::Unsat);
    EXPECT_EQ(chain.solver->check(Query{{}, ctx.ne(ctx.binary(Kind::Shl, i32(1), i32(33)), i32(2))}, &model), SatResult::Unsat);
    const Expr* wide = ctx.var(Sort::I64, "wide");
    ASSERT_EQ(chain.solver->check(Query{{}, eq(ctx.convert(Sort::I32, wide), i32(-1))}, &model), SatResult::Sat);
    EXPECT_EQ(static_cast<std::uint32_t>(model.get(wide)), 0xffffffffu);
    EXPECT_EQ(chain.backend->stats().queries, 0u);
    const Expr* d = ctx.var(Sort::F64, "d");
    ASSERT_EQ(chain.solver->check(Query{{}, lt(ctx.f64(1.5), d)}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
}

// cvc5 keeps its own time limit and overruns it; a query with less time
// than that goes on to the next layer, whose check a timeout interrupts.
TEST_F(SolverChainTest, Cvc5LeavesAQueryWithLittleTimeToTheNextLayer) {
    Chain chain = with_recording(make_cvc5_layer);
    Assignment model;
    chain.solver->set_limits(QueryLimits{std::chrono::milliseconds(100), 0});
    ASSERT_EQ(chain.solver->check(Query{{}, eq(ctx.binary(Kind::Mul, x, y), i32(91))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);
    chain.solver->set_limits(QueryLimits{std::chrono::milliseconds(5000), 0});
    ASSERT_EQ(chain.solver->check(Query{{}, eq(ctx.binary(Kind::Mul, x, y), i32(77))}, &model), SatResult::Sat);
    EXPECT_EQ(chain.backend->stats().queries, 1u);  // cvc5 answered
}

TEST_F(SolverChainTest, LayerNamesParseAndPrint) {
    std::string error;
    auto all = parse_chain_layers("independence,cache,ranges,intervals,integers,walk,cvc5", &error);
    ASSERT_TRUE(all.has_value());
    EXPECT_EQ(describe(*all), "independence,cache,ranges,intervals,integers,walk,cvc5,z3");
    auto bare = parse_chain_layers("z3", &error);
    ASSERT_TRUE(bare.has_value());
    EXPECT_EQ(describe(*bare), "z3");
    EXPECT_FALSE(parse_chain_layers("independence,magic", &error).has_value());
    EXPECT_NE(error.find("magic"), std::string::npos);
}

// Random path-shaped queries (bounds, remainders, sums over three inputs,
// asked one condition at a time the way the engine asks them): the whole
// chain and the bare backend agree on every answer, and the chain's partial
// models, merged over the path's model, satisfy the path and the condition.
TEST_F(SolverChainTest, WholeChainAgreesWithBareBackend) {
    testing::Rng rng(31337);
    auto chain = make_solver_chain();
    auto bare = make_z3_solver();
    const std::vector<const Expr*> inputs{x, y, z};
    const Expr* wide = ctx.var(Sort::I64, "wide");  // a long: its full range has 2^64 values
    auto random_condition = [&]() -> const Expr* {
        if (rng.chance(20)) {
            const Expr* term = rng.chance(50) ? wide : ctx.binary(Kind::Rem, wide, ctx.i64(1000));
            const Expr* bound = ctx.i64(static_cast<std::int64_t>(rng.below(2001)) - 1000);
            const Expr* c = rng.chance(50) ? lt(bound, term) : eq(term, bound);
            return rng.chance(30) ? ctx.unary(Kind::Not, c) : c;
        }
        const Expr* v = rng.pick(inputs);
        const Expr* term = v;
        switch (rng.below(6)) {
            case 0: term = ctx.binary(Kind::Rem, v, i32(static_cast<std::int32_t>(2 + rng.below(9)))); break;
            case 1: term = ctx.binary(Kind::Add, v, rng.pick(inputs)); break;
            case 2: term = ctx.binary(Kind::Div, v, i32(static_cast<std::int32_t>(2 + rng.below(9)))); break;
            case 3: term = ctx.binary(Kind::Mul, v, i32(static_cast<std::int32_t>(rng.below(7)) - 3)); break;
            case 4: term = ctx.binary(Kind::Mul, v, rng.pick(inputs)); break;  // non-linear: walk, cvc5
            default: break;
        }
        const Expr* bound = i32(static_cast<std::int32_t>(rng.below(41)) - 20);
        const Expr* c = rng.chance(50) ? lt(term, bound) : eq(term, bound);
        return rng.chance(30) ? ctx.unary(Kind::Not, c) : c;
    };
    int agreed_sat = 0;
    for (int path_number = 0; path_number < testing::samples(40); ++path_number) {
        std::vector<const Expr*> path;
        Assignment path_model;  // the empty path's model: everything 0
        for (int step = 0; step < 6; ++step) {
            const Expr* condition = random_condition();
            Assignment partial;
            const SatResult answer = chain->check(Query{path, condition}, &partial);
            std::vector<const Expr*> all = path;
            all.push_back(condition);
            Assignment full;
            ASSERT_EQ(answer, bare->check(all, &full)) << expr::to_string(condition);
            if (answer != SatResult::Sat) continue;
            ++agreed_sat;
            path_model.merge(partial);
            path.push_back(condition);
            for (const Expr* c : path) ASSERT_TRUE(expr::evaluate(c, path_model).as_bool()) << expr::to_string(c);
        }
    }
    EXPECT_GT(agreed_sat, 0);
    EXPECT_EQ(chain->stats().model_mismatches, 0u);
}

}  // namespace
}  // namespace symcrete::solver
