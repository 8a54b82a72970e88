// The interval layer (solver/interval_layer.h): what it refutes at once
// (products and sums of bounded doubles, float-to-int buckets), what it
// leaves to the next layer, and soundness on random queries: whenever it
// answers Unsat, no assignment tried (edge values and random ones) meets
// the query under the evaluator.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/opaque_function.h"
#include "interval_layer.h"
#include "solver/solver.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;
using testing::Rng;

class IntervalLayerTest : public ::testing::Test {
protected:
    // The layer alone: what it cannot refute is Unknown.
    std::unique_ptr<Solver> layer = make_interval_layer(nullptr);
    ExprContext ctx;

    // nondetDouble() as the engine makes it: k / 2^53 for k in [0, 2^53).
    const Expr* unit_double(const char* name, std::vector<const Expr*>& constraints) {
        const Expr* k = ctx.var(Sort::I64, name);
        constraints.push_back(ctx.binary(Kind::Le, ctx.i64(0), k));
        constraints.push_back(ctx.binary(Kind::Lt, k, ctx.i64(std::int64_t{1} << 53)));
        return ctx.binary(Kind::Mul, ctx.convert(Sort::F64, k), ctx.f64(std::ldexp(1.0, -53)));
    }
    // 200 * d - 100: in [-100, 100).
    const Expr* scaled(const Expr* d) {
        return ctx.binary(Kind::Sub, ctx.binary(Kind::Mul, ctx.f64(200.0), d), ctx.f64(100.0));
    }
    const Expr* negation(const Expr* c) { return ctx.unary(Kind::Not, c); }
    SatResult ask(const std::vector<const Expr*>& constraints, const Expr* condition) {
        return layer->check(Query{constraints, condition}, nullptr);
    }
};

TEST_F(IntervalLayerTest, ABoundedProductCannotPassItsBound) {
    std::vector<const Expr*> path;
    const Expr* x = scaled(unit_double("a", path));
    const Expr* y = scaled(unit_double("b", path));
    const Expr* p = ctx.binary(Kind::Mul, x, y);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.f64(10000.0), p)), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, p, ctx.f64(-10000.0))), SatResult::Unsat);
    // x * x + y * y <= 20000 holds, though the intervals forget x * x >= 0.
    const Expr* sum = ctx.binary(Kind::Add, ctx.binary(Kind::Mul, x, x), ctx.binary(Kind::Mul, y, y));
    EXPECT_EQ(ask(path, negation(ctx.binary(Kind::Le, sum, ctx.f64(20000.0)))), SatResult::Unsat);
    // What can happen is left to the next layer.
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.f64(9000.0), p)), SatResult::Unknown);
}

TEST_F(IntervalLayerTest, ComparisonsOnThePathNarrowTheTermsTheyName) {
    std::vector<const Expr*> path;
    const Expr* x = scaled(unit_double("a", path));
    const Expr* y = scaled(unit_double("b", path));
    path.push_back(ctx.binary(Kind::Lt, ctx.f64(1.0), x));
    path.push_back(ctx.binary(Kind::Lt, ctx.f64(1.0), y));
    const Expr* p = ctx.binary(Kind::Mul, x, y);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, p, ctx.f64(1.0))), SatResult::Unsat);
    // Without the narrowing the product may be small.
    path.pop_back();
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, p, ctx.f64(1.0))), SatResult::Unknown);
}

// x > 0 for x = 200 * d - 100 reaches back through the subtraction: the
// product 200 * d is above 100, so at least 100 + ulp(100), and x at least
// ulp(100); two such x multiply to no less than 2e-28, never to 0.
TEST_F(IntervalLayerTest, StrictBoundsReachBackThroughOperationsWithConstants) {
    std::vector<const Expr*> path;
    const Expr* x = scaled(unit_double("a", path));
    const Expr* y = scaled(unit_double("b", path));
    path.push_back(ctx.binary(Kind::Lt, ctx.f64(0.0), x));
    path.push_back(ctx.binary(Kind::Lt, ctx.f64(0.0), y));
    EXPECT_EQ(ask(path, ctx.binary(Kind::Le, ctx.binary(Kind::Mul, x, y), ctx.f64(0.0))), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Le, ctx.binary(Kind::Mul, x, y), ctx.f64(1e-27))), SatResult::Unknown);
    // A float below 1 is at most 1 - 2^-24, and ten times that rounds to
    // a float below 10.
    const Expr* f = ctx.var(Sort::F32, "f");
    const std::vector<const Expr*> unit = {ctx.binary(Kind::Le, ctx.f32(0.0f), f), ctx.binary(Kind::Lt, f, ctx.f32(1.0f))};
    const Expr* bucket = ctx.convert(Sort::I32, ctx.binary(Kind::Mul, f, ctx.f32(10.0f)));
    EXPECT_EQ(ask(unit, ctx.binary(Kind::Lt, ctx.i32(9), bucket)), SatResult::Unsat);
}

// Narrowing back through x op c must keep every x whose result meets the
// bound: for each operation, constant and bound, the boundary x (found by
// stepping ulp by ulp) and its neighbours are tried against every query the
// layer refutes, a condition on 2x on the side the boundary decides.
TEST_F(IntervalLayerTest, NarrowingBackKeepsEveryOperandThatMeetsTheBound) {
    const Expr* x = ctx.var(Sort::F64, "x");
    int refuted = 0;
    for (Kind kind : {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div}) {
        for (bool constant_right : {true, false}) {
            if (kind == Kind::Div && !constant_right) continue;
            for (double c : {100.0, -3.0, 0.1, 1e-300, 7e300}) {
                const Expr* e = constant_right ? ctx.binary(kind, x, ctx.f64(c)) : ctx.binary(kind, ctx.f64(c), x);
                for (double t : {0.0, 1.0, -5.5, 1e10}) {
                    const Expr* bound = ctx.binary(Kind::Lt, ctx.f64(t), e);
                    auto meets = [&](double v) {
                        expr::Assignment at;
                        at.set(x, std::bit_cast<std::uint64_t>(v));
                        return expr::evaluate(bound, at).as_bool();
                    };
                    // The boundary: from a finite start, step towards where the bound changes.
                    double v = 0.0;
                    for (double probe : {-1e308, -1e10, -1.0, 0.0, 1.0, 1e10, 1e308})
                        if (meets(probe) != meets(-1e308)) {
                            v = probe;
                            break;
                        }
                    std::vector<double> near;
                    double lo = v;
                    double hi = v;
                    for (int i = 0; i < 4000 && near.size() < 64; ++i) {
                        lo = std::nextafter(lo, -HUGE_VAL);
                        hi = std::nextafter(hi, HUGE_VAL);
                        if (meets(lo) != meets(std::nextafter(lo, HUGE_VAL)))
                            for (int k = -2; k <= 2; ++k) near.push_back(lo + k * (std::nextafter(lo, HUGE_VAL) - lo));
                        if (meets(hi) != meets(std::nextafter(hi, -HUGE_VAL)))
                            for (int k = -2; k <= 2; ++k) near.push_back(hi + k * (hi - std::nextafter(hi, -HUGE_VAL)));
                    }
                    near.insert(near.end(), {v, -HUGE_VAL, HUGE_VAL, -1e308, 1e308, 0.0});
                    const Expr* twice = ctx.binary(Kind::Mul, x, ctx.f64(2.0));
                    for (double s : near) {
                        for (Kind side : {Kind::Le, Kind::Lt}) {
                            for (bool above : {false, true}) {
                                const Expr* condition = above ? ctx.binary(side, ctx.f64(2.0 * s), twice)
                                                              : ctx.binary(side, twice, ctx.f64(2.0 * s));
                                if (ask({bound}, condition) != SatResult::Unsat) continue;
                                ++refuted;
                                for (double w : near) {
                                    expr::Assignment at;
                                    at.set(x, std::bit_cast<std::uint64_t>(w));
                                    EXPECT_FALSE(meets(w) && expr::evaluate(condition, at).as_bool())
                                        << "refuted, yet met at x = " << w << ": " << expr::to_string(bound) << " and "
                                        << expr::to_string(condition);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    EXPECT_GT(refuted, 100);
}

TEST_F(IntervalLayerTest, AFloatScaledToABucketStaysInIt) {
    const Expr* k = ctx.var(Sort::I32, "k");
    std::vector<const Expr*> path = {ctx.binary(Kind::Le, ctx.i32(0), k), ctx.binary(Kind::Lt, k, ctx.i32(1 << 24))};
    const Expr* f = ctx.binary(Kind::Mul, ctx.convert(Sort::F32, k), ctx.f32(std::ldexp(1.0f, -24)));
    const Expr* bucket = ctx.convert(Sort::I32, ctx.binary(Kind::Mul, f, ctx.f32(10.0f)));
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.i32(9), bucket)), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, bucket, ctx.i32(0))), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Eq, bucket, ctx.i32(9))), SatResult::Unknown);
}

// A product of two ints widened to long has the bounds of its corners,
// which bit-blasting a 64-bit multiplier struggles to prove; a product that
// may wrap bounds nothing.
TEST_F(IntervalLayerTest, AWidenedProductOfIntsStaysWithinItsCorners) {
    const Expr* a = ctx.var(Sort::I32, "a");
    const Expr* b = ctx.var(Sort::I32, "b");
    const Expr* p = ctx.binary(Kind::Mul, ctx.convert(Sort::I64, a), ctx.convert(Sort::I64, b));
    const std::int64_t min = std::numeric_limits<std::int32_t>::min();
    const std::int64_t max = std::numeric_limits<std::int32_t>::max();
    EXPECT_EQ(ask({}, ctx.binary(Kind::Lt, p, ctx.i64(min * max))), SatResult::Unsat);
    EXPECT_EQ(ask({}, ctx.binary(Kind::Lt, ctx.i64(min * min), p)), SatResult::Unsat);
    EXPECT_EQ(ask({}, ctx.binary(Kind::Lt, p, ctx.i64(min * max + 1))), SatResult::Unknown);  // a = MIN, b = MAX
    // With a on the path in [0, 10] and b in [-3, 3]: |a * b| <= 30.
    const std::vector<const Expr*> path = {ctx.binary(Kind::Le, ctx.i32(0), a), ctx.binary(Kind::Le, a, ctx.i32(10)),
                                           ctx.binary(Kind::Le, ctx.i32(-3), b), ctx.binary(Kind::Le, b, ctx.i32(3))};
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.i64(30), p)), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.i64(29), p)), SatResult::Unknown);
    const Expr* wraps = ctx.binary(Kind::Mul, a, b);
    const std::vector<const Expr*> non_negative = {ctx.binary(Kind::Le, ctx.i32(0), a), ctx.binary(Kind::Le, ctx.i32(0), b)};
    EXPECT_EQ(ask(non_negative, ctx.binary(Kind::Lt, wraps, ctx.i32(0))), SatResult::Unknown);  // 50000 * 50000 wraps below 0
}

TEST_F(IntervalLayerTest, NaNIsNeverRuledOutWhereItMayArise) {
    const Expr* a = ctx.var(Sort::F64, "a");
    const Expr* b = ctx.var(Sort::F64, "b");
    // 0 * inf, inf - inf and 0 / 0 are NaN, and NaN != NaN.
    const Expr* product = ctx.binary(Kind::Mul, a, b);
    EXPECT_EQ(ask({}, negation(ctx.binary(Kind::Eq, product, product))), SatResult::Unknown);
    const Expr* quotient = ctx.binary(Kind::Div, a, b);
    EXPECT_EQ(ask({ctx.binary(Kind::Le, ctx.f64(0.0), b)}, negation(ctx.binary(Kind::Eq, quotient, quotient))),
              SatResult::Unknown);
    // Linear integer queries are not its business (the ranges' and the
    // integer layer's).
    const Expr* i = ctx.var(Sort::I32, "i");
    EXPECT_EQ(ask({ctx.binary(Kind::Lt, i, ctx.i32(0))}, ctx.binary(Kind::Lt, ctx.i32(0), i)), SatResult::Unknown);
}

// An opaque call monotone on segments of its argument's enclosure lies
// between what is allowed at each segment's ends: f(x) = 2x, increasing on
// segments of length 1, over x in [0, 3.5].
TEST_F(IntervalLayerTest, AnOpaqueCallIsBoundedSegmentBySegment) {
    expr::install_opaque_functions(expr::OpaqueFunctions{
        [](std::uint32_t, double x, double) { return 2 * x; }, [](std::uint32_t) { return std::string("f"); },
        [](std::uint32_t, double x, double) { return expr::OpaqueResults{2 * x, 2 * x}; },
        [](std::uint32_t, double x) { return expr::OpaqueShape{std::floor(x), std::floor(x) + 1, 1, 0}; }});
    const Expr* x = ctx.var(Sort::F64, "x");
    const std::vector<const Expr*> path = {ctx.binary(Kind::Le, ctx.f64(0.0), x), ctx.binary(Kind::Le, x, ctx.f64(3.5))};
    const Expr* f = ctx.call(7, x);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.f64(7.0), f)), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, f, ctx.f64(0.0))), SatResult::Unsat);
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.f64(6.5), f)), SatResult::Unknown);
    // Nothing known of the shape: nothing refuted.
    expr::install_opaque_functions(expr::OpaqueFunctions{[](std::uint32_t, double x, double) { return 2 * x; },
                                                         [](std::uint32_t) { return std::string("f"); }});
    EXPECT_EQ(ask(path, ctx.binary(Kind::Lt, ctx.f64(7.0), f)), SatResult::Unknown);
}

// Random terms over two doubles, a float and an int, with random bounds;
// every Unsat is checked against many assignments.
class RandomQueries {
public:
    explicit RandomQueries(ExprContext& ctx, Rng& rng) : ctx_(ctx), rng_(rng) {}

    const Expr* term(Sort sort, int depth) {
        if (depth == 0 || rng_.below(4) == 0) return leaf(sort);
        if (sort == Sort::I32) {
            switch (rng_.below(6)) {
                case 4: return ctx_.binary(Kind::CmpL, term(Sort::F64, depth - 1), term(Sort::F64, depth - 1));
                case 5: return ctx_.binary(Kind::CmpG, term(Sort::F32, depth - 1), term(Sort::F32, depth - 1));
                case 0: return ctx_.convert(Sort::I32, term(Sort::F64, depth - 1));
                case 1: return ctx_.binary(Kind::Rem, term(Sort::I32, depth - 1), ctx_.i32(static_cast<std::int32_t>(1 + rng_.below(9))));
                case 2: return ctx_.binary(Kind::And, term(Sort::I32, depth - 1), term(Sort::I32, depth - 1));
                default: return ctx_.binary(Kind::Mul, term(Sort::I32, depth - 1), term(Sort::I32, depth - 1));
            }
        }
        static const Kind kinds[] = {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div};
        switch (rng_.below(6)) {
            case 0: return ctx_.convert(sort, term(Sort::I32, depth - 1));
            case 1: return ctx_.convert(sort, term(sort == Sort::F64 ? Sort::F32 : Sort::F64, depth - 1));
            case 2: return ctx_.unary(Kind::Neg, term(sort, depth - 1));
            default: return ctx_.binary(kinds[rng_.below(4)], term(sort, depth - 1), term(sort, depth - 1));
        }
    }

    const Expr* condition(int depth) {
        static const Kind kinds[] = {Kind::Lt, Kind::Le, Kind::Eq};
        static const Sort sorts[] = {Sort::F64, Sort::F32, Sort::I32};
        const Sort sort = sorts[rng_.below(3)];
        const Expr* c = ctx_.binary(kinds[rng_.below(3)], term(sort, depth), term(sort, depth));
        return rng_.below(3) == 0 ? ctx_.unary(Kind::Not, c) : c;
    }

    // A value for each input: an edge value of its sort, or a random one
    // of a small range (where bounds bite).
    expr::Assignment assignment() {
        expr::Assignment a;
        for (const Expr* v : vars_) {
            const auto& edges = testing::edge_values(v->sort());
            std::uint64_t bits;
            if (rng_.below(2) == 0) {
                bits = edges[rng_.below(static_cast<std::uint32_t>(edges.size()))];
            } else {
                const double d = static_cast<double>(static_cast<std::int32_t>(rng_.below(41))) - 20.0 + (rng_.below(4)) * 0.25;
                bits = v->sort() == Sort::F64   ? std::bit_cast<std::uint64_t>(d)
                       : v->sort() == Sort::F32 ? std::bit_cast<std::uint32_t>(static_cast<float>(d))
                                                : static_cast<std::uint32_t>(static_cast<std::int32_t>(d));
            }
            a.set(v, bits);
        }
        return a;
    }

private:
    const Expr* leaf(Sort sort) {
        if (rng_.below(3) == 0) {
            const double d = static_cast<double>(static_cast<std::int32_t>(rng_.below(21))) - 10.0;
            if (sort == Sort::I32) return ctx_.i32(static_cast<std::int32_t>(d));
            return sort == Sort::F32 ? ctx_.f32(static_cast<float>(d)) : ctx_.f64(d / 2.0);
        }
        const Expr* v = var(sort);
        return v;
    }
    const Expr* var(Sort sort) {
        for (const Expr* v : vars_)
            if (v->sort() == sort && rng_.below(2) == 0) return v;
        const Expr* v = ctx_.var(sort, "v" + std::to_string(vars_.size()));
        vars_.push_back(v);
        return v;
    }

    ExprContext& ctx_;
    Rng& rng_;
    std::vector<const Expr*> vars_;
};

TEST_F(IntervalLayerTest, EveryRefutationHoldsOnEveryAssignmentTried) {
    Rng rng(20261129);
    int refuted = 0;
    const int queries = testing::samples(3000);
    for (int q = 0; q < queries; ++q) {
        ExprContext local;
        RandomQueries random(local, rng);
        std::vector<const Expr*> constraints;
        const int count = 1 + static_cast<int>(rng.below(3));
        for (int i = 0; i < count; ++i) constraints.push_back(random.condition(2));
        const Expr* condition = random.condition(3);
        std::unique_ptr<Solver> solver = make_interval_layer(nullptr);
        if (solver->check(Query{constraints, condition}, nullptr) != SatResult::Unsat) continue;
        ++refuted;
        for (int t = 0; t < 400; ++t) {
            const expr::Assignment a = random.assignment();
            bool all = expr::evaluate(condition, a).as_bool();
            for (const Expr* c : constraints) all = all && expr::evaluate(c, a).as_bool();
            ASSERT_FALSE(all) << "refuted, yet met: " << expr::to_string(condition);
        }
    }
    EXPECT_GT(refuted, queries / 50);  // the check above must have something to check
}

}  // namespace
}  // namespace symcrete::solver
