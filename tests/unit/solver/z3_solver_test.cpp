// The Z3 backend on one Java corner at a time: each test states a condition
// whose satisfiability hinges on an exact semantic detail (wrap-around,
// masking, saturation, NaN, signed zeros, rounding), checks the answer, and
// checks that models satisfy the conditions under the evaluator.
#include <gtest/gtest.h>

#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/opaque_function.h"
#include "expr/value.h"
#include "solver/solver.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Assignment;
using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

constexpr std::int32_t kIntMin = std::numeric_limits<std::int32_t>::min();
constexpr std::int32_t kIntMax = std::numeric_limits<std::int32_t>::max();
constexpr std::int64_t kLongMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kLongMax = std::numeric_limits<std::int64_t>::max();

class Z3SolverTest : public ::testing::Test {
protected:
    // Checks the conjunction; on Sat also checks the model against every
    // condition with the evaluator (independently of the solver's own check).
    SatResult check(const std::vector<const Expr*>& conditions) {
        model = Assignment();
        const SatResult result = solver->check(conditions, &model);
        if (result == SatResult::Sat) {
            for (const Expr* c : conditions) EXPECT_TRUE(expr::evaluate(c, model).as_bool()) << expr::to_string(c);
        }
        return result;
    }
    void expect_sat(const std::vector<const Expr*>& conditions) { EXPECT_EQ(check(conditions), SatResult::Sat); }
    void expect_unsat(const std::vector<const Expr*>& conditions) { EXPECT_EQ(check(conditions), SatResult::Unsat); }

    std::int32_t int_of(const Expr* v) const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(model.get(v))); }
    std::int64_t long_of(const Expr* v) const { return static_cast<std::int64_t>(model.get(v)); }
    float float_of(const Expr* v) const { return std::bit_cast<float>(static_cast<std::uint32_t>(model.get(v))); }
    double double_of(const Expr* v) const { return std::bit_cast<double>(model.get(v)); }

    const Expr* eq(const Expr* a, const Expr* b) { return ctx.binary(Kind::Eq, a, b); }
    const Expr* ne(const Expr* a, const Expr* b) { return ctx.ne(a, b); }
    const Expr* lt(const Expr* a, const Expr* b) { return ctx.binary(Kind::Lt, a, b); }
    const Expr* le(const Expr* a, const Expr* b) { return ctx.binary(Kind::Le, a, b); }
    const Expr* gt(const Expr* a, const Expr* b) { return ctx.gt(a, b); }
    const Expr* ge(const Expr* a, const Expr* b) { return ctx.ge(a, b); }
    const Expr* op(Kind kind, const Expr* a, const Expr* b) { return ctx.binary(kind, a, b); }
    const Expr* is_nan(const Expr* x) { return ne(x, x); }

    ExprContext ctx;
    std::unique_ptr<Solver> solver = make_z3_solver(true);
    Assignment model;
};

// An opaque call is a constant of its own to Z3: what the conditions say
// about it alone may be Unsat, and a Sat model the function does not bear
// out is Unknown, never Sat.
TEST_F(Z3SolverTest, OpaqueCallsAreConstantsWhoseModelsAreChecked) {
    expr::install_opaque_functions(expr::OpaqueFunctions{
        [](std::uint32_t, double x, double) { return x * x + 1; }, [](std::uint32_t) { return std::string("f"); }});
    const Expr* x = ctx.var(Sort::F64, "x");
    const Expr* f = ctx.call(7, x);
    expect_unsat({lt(f, ctx.f64(0.5)), gt(f, ctx.f64(0.7))});
    // f >= 1 for every x, but Z3 does not know f: it answers with a model
    // the evaluator refutes.
    EXPECT_EQ(check({lt(f, ctx.f64(0.5))}), SatResult::Unknown);
    // A fact beside the call, as the engine adds them, makes it Unsat.
    expect_unsat({lt(f, ctx.f64(0.5)), le(ctx.f64(1.0), f)});
    // And a model that the function bears out is Sat.
    expect_sat({gt(f, ctx.f64(0.5)), lt(x, ctx.f64(3.0)), lt(ctx.f64(2.0), x)});
}

// Where facts alone leave a call's value open, the solver learns from each
// model the function refutes (the value it allows there, its monotony, its
// slope) and asks again: f(x) = x on [0, 1] never reaches 2.
TEST_F(Z3SolverTest, ModelsAnOpaqueCallRefutesAreLearntFrom) {
    expr::install_opaque_functions(expr::OpaqueFunctions{
        [](std::uint32_t, double x, double) { return x; }, [](std::uint32_t) { return std::string("f"); },
        [](std::uint32_t, double x, double) { return expr::OpaqueResults{x, x}; },
        [](std::uint32_t, double) {
            return expr::OpaqueShape{-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
                                     1, 1};
        }});
    const Expr* x = ctx.var(Sort::F64, "x");
    const Expr* f = ctx.call(3, x);
    expect_unsat({le(ctx.f64(0.0), x), le(x, ctx.f64(1.0)), le(ctx.f64(2.0), f)});
    expect_sat({le(ctx.f64(0.0), x), le(x, ctx.f64(1.0)), le(ctx.f64(0.5), f)});
    // Without shape or allowed results, the same query stays Unknown.
    expr::install_opaque_functions(expr::OpaqueFunctions{[](std::uint32_t, double x, double) { return x; },
                                                         [](std::uint32_t) { return std::string("f"); }});
    std::unique_ptr<Solver> fresh = make_z3_solver(true);
    model = Assignment();
    EXPECT_NE(fresh->check({le(ctx.f64(0.0), x), le(x, ctx.f64(1.0)), le(ctx.f64(2.0), f)}, &model), SatResult::Sat);
}

TEST_F(Z3SolverTest, EmptyAndConstantConditions) {
    expect_sat({});
    EXPECT_TRUE(model.values().empty());
    expect_sat({ctx.boolean(true)});
    expect_unsat({ctx.boolean(false)});
    expect_unsat({ctx.boolean(true), ctx.boolean(false)});
    EXPECT_EQ(solver->stats().queries, 4u);
    EXPECT_EQ(solver->stats().sat, 2u);
    EXPECT_EQ(solver->stats().unsat, 2u);
}

TEST_F(Z3SolverTest, ModelCoversEveryInputOfEverySort) {
    const Expr* b = ctx.var(Sort::Bool, "b");
    const Expr* i = ctx.var(Sort::I32, "i");
    const Expr* l = ctx.var(Sort::I64, "l");
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* d = ctx.var(Sort::F64, "d");
    expect_sat({b, lt(i, ctx.i32(-5)), eq(l, ctx.i64(kLongMin)), eq(f, ctx.f32(2.5f)), eq(d, ctx.f64(-0.125))});
    EXPECT_EQ(model.get(b), 1u);
    EXPECT_LT(int_of(i), -5);
    EXPECT_LE(model.get(i), 0xffffffffu);  // zero-extended raw bits
    EXPECT_EQ(long_of(l), kLongMin);
    EXPECT_EQ(float_of(f), 2.5f);
    EXPECT_EQ(double_of(d), -0.125);
    EXPECT_EQ(model.values().size(), 5u);
}

TEST_F(Z3SolverTest, SameNameDifferentInputs) {
    const Expr* x1 = ctx.var(Sort::I32, "x");
    const Expr* x2 = ctx.var(Sort::I32, "x");
    expect_sat({eq(x1, ctx.i32(1)), eq(x2, ctx.i32(2))});
    EXPECT_EQ(int_of(x1), 1);
    EXPECT_EQ(int_of(x2), 2);
}

TEST_F(Z3SolverTest, MultiplicationWraps) {
    const Expr* x = ctx.var(Sort::I32, "x");
    expect_sat({eq(op(Kind::Mul, x, ctx.i32(3)), ctx.i32(7))});  // 3 is invertible mod 2^32
    EXPECT_EQ(static_cast<std::uint32_t>(int_of(x)) * 3u, 7u);
    EXPECT_EQ(int_of(x), -1431655763);
    expect_unsat({eq(op(Kind::Mul, x, ctx.i32(2)), ctx.i32(7))});  // even times anything is even
    const Expr* l = ctx.var(Sort::I64, "l");
    expect_sat({eq(op(Kind::Mul, l, ctx.i64(1000000007)), ctx.i64(1))});
    EXPECT_EQ(static_cast<std::uint64_t>(long_of(l)) * 1000000007u, 1u);
}

TEST_F(Z3SolverTest, LongAdditionOverflows) {
    const Expr* a = ctx.var(Sort::I64, "a");
    const Expr* b = ctx.var(Sort::I64, "b");
    expect_sat({lt(op(Kind::Add, a, b), a), gt(b, ctx.i64(0))});
    EXPECT_GT(long_of(b), 0);
    EXPECT_GT(long_of(a), kLongMax - long_of(b));
    expect_unsat({lt(op(Kind::Add, a, b), a), gt(b, ctx.i64(0)), lt(a, ctx.i64(0))});
}

TEST_F(Z3SolverTest, DivisionOfMinByMinusOne) {
    const Expr* x = ctx.var(Sort::I32, "x");
    expect_sat({eq(op(Kind::Div, x, ctx.i32(-1)), ctx.i32(kIntMin))});
    EXPECT_EQ(int_of(x), kIntMin);
    expect_unsat({eq(op(Kind::Div, x, ctx.i32(-1)), ctx.i32(kIntMin)), ne(x, ctx.i32(kIntMin))});
    expect_unsat({ne(op(Kind::Rem, x, ctx.i32(-1)), ctx.i32(0))});
    const Expr* l = ctx.var(Sort::I64, "l");
    const Expr* m = ctx.var(Sort::I64, "m");
    expect_sat({eq(op(Kind::Div, l, m), ctx.i64(kLongMin)), eq(m, ctx.i64(-1))});
    EXPECT_EQ(long_of(l), kLongMin);
}

TEST_F(Z3SolverTest, DivisionTruncatesAndRemainderFollowsDividend) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    expect_sat({eq(op(Kind::Rem, x, ctx.i32(5)), ctx.i32(-3))});
    EXPECT_LT(int_of(x), 0);
    EXPECT_EQ(int_of(x) % 5, -3);
    expect_unsat({eq(op(Kind::Rem, x, ctx.i32(5)), ctx.i32(-3)), ge(x, ctx.i32(0))});
    expect_unsat({eq(op(Kind::Rem, x, ctx.i32(-5)), ctx.i32(-3)), ge(x, ctx.i32(0))});  // divisor's sign is irrelevant
    expect_unsat({eq(op(Kind::Div, x, ctx.i32(2)), ctx.i32(-1)), gt(x, ctx.i32(-2))});  // -1 / 2 == 0
    expect_sat({eq(op(Kind::Div, x, y), ctx.i32(-3)), eq(op(Kind::Rem, x, y), ctx.i32(-1)), gt(y, ctx.i32(0))});
    EXPECT_EQ(int_of(x), -3 * int_of(y) - 1);
    // A zero divisor gives 0, agreeing with expr::java (Java never observes it).
    expect_sat({eq(y, ctx.i32(0)), eq(op(Kind::Div, x, y), ctx.i32(0)), eq(op(Kind::Rem, x, y), ctx.i32(0)), eq(x, ctx.i32(9))});
    expect_unsat({eq(y, ctx.i32(0)), ne(op(Kind::Div, x, y), ctx.i32(0))});
}

TEST_F(Z3SolverTest, ShiftDistancesAreMasked) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* shifted = op(Kind::Shl, x, ctx.i32(33));  // x << 1
    expect_sat({eq(shifted, ctx.i32(2))});
    EXPECT_TRUE(int_of(x) == 1 || int_of(x) == static_cast<std::int32_t>(0x80000001u));
    expect_unsat({eq(shifted, ctx.i32(2)), ne(x, ctx.i32(1)), ne(x, ctx.i32(static_cast<std::int32_t>(0x80000001u)))});
    const Expr* s = ctx.var(Sort::I32, "s");
    expect_sat({eq(op(Kind::Shl, ctx.i32(1), s), ctx.i32(kIntMin)), gt(s, ctx.i32(100))});
    EXPECT_EQ(int_of(s) & 31, 31);
    expect_unsat({eq(op(Kind::Shl, ctx.i32(1), s), ctx.i32(0))});  // never shifted out
    expect_unsat({eq(op(Kind::Ushr, x, ctx.i32(28)), ctx.i32(15)), gt(x, ctx.i32(0))});
    expect_sat({eq(op(Kind::Shr, x, s), ctx.i32(-1)), eq(s, ctx.i32(-1)), lt(x, ctx.i32(0))});  // -1 & 31 == 31
    expect_unsat({eq(op(Kind::Shr, x, ctx.i32(31)), ctx.i32(1))});
    // Long shifts take an int distance masked to 6 bits.
    const Expr* l = ctx.var(Sort::I64, "l");
    expect_sat({eq(op(Kind::Shl, l, ctx.i32(65)), ctx.i64(2))});
    EXPECT_TRUE(long_of(l) == 1 || long_of(l) == static_cast<std::int64_t>(0x8000000000000001ull));
    expect_sat({eq(op(Kind::Ushr, ctx.i64(-1), s), ctx.i64(1)), lt(s, ctx.i32(0))});
    EXPECT_EQ(int_of(s) & 63, 63);
    expect_unsat({eq(op(Kind::Ushr, ctx.i64(-1), s), ctx.i64(0))});
    expect_sat({eq(op(Kind::Shr, ctx.i64(kLongMin), s), ctx.i64(-1)), gt(s, ctx.i32(0))});
    EXPECT_EQ(int_of(s) & 63, 63);
}

TEST_F(Z3SolverTest, BitwiseOperations) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    expect_sat({eq(op(Kind::And, x, y), ctx.i32(0x0f)), eq(op(Kind::Or, x, y), ctx.i32(0xff)), eq(op(Kind::Xor, x, y), ctx.i32(0xf0)),
                gt(x, y)});
    EXPECT_EQ(int_of(x) & int_of(y), 0x0f);
    EXPECT_EQ(int_of(x) ^ int_of(y), 0xf0);
    expect_unsat({eq(op(Kind::And, x, y), ctx.i32(0x0f)), eq(op(Kind::Or, x, y), ctx.i32(0xff)), eq(op(Kind::Xor, x, y), ctx.i32(0xf1))});
    expect_unsat({eq(op(Kind::And, x, ctx.i32(1)), ctx.i32(1)), eq(op(Kind::Rem, x, ctx.i32(2)), ctx.i32(0))});
    expect_sat({eq(ctx.unary(Kind::Neg, x), x), ne(x, ctx.i32(0))});
    EXPECT_EQ(int_of(x), kIntMin);
}

TEST_F(Z3SolverTest, NarrowingToByteShortAndChar) {
    const Expr* x = ctx.var(Sort::I32, "x");
    expect_sat({eq(ctx.unary(Kind::ToByte, x), ctx.i32(-1)), gt(x, ctx.i32(0))});
    EXPECT_EQ(int_of(x) & 0xff, 0xff);
    expect_unsat({eq(ctx.unary(Kind::ToByte, x), ctx.i32(-1)), gt(x, ctx.i32(0)), lt(x, ctx.i32(255))});
    expect_unsat({gt(ctx.unary(Kind::ToByte, x), ctx.i32(127))});
    expect_unsat({lt(ctx.unary(Kind::ToShort, x), ctx.i32(-32768))});
    expect_sat({eq(ctx.unary(Kind::ToShort, x), ctx.i32(-32768)), gt(x, ctx.i32(0))});
    EXPECT_EQ(int_of(x) & 0xffff, 0x8000);
    expect_unsat({lt(ctx.unary(Kind::ToChar, x), ctx.i32(0))});
    expect_sat({eq(ctx.unary(Kind::ToChar, x), ctx.i32(65535)), lt(x, ctx.i32(0))});
    EXPECT_EQ(int_of(x) & 0xffff, 0xffff);
    expect_unsat({gt(ctx.unary(Kind::ToChar, x), ctx.i32(65535))});
}

TEST_F(Z3SolverTest, IntLongConversions) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* l = ctx.var(Sort::I64, "l");
    expect_unsat({gt(ctx.convert(Sort::I64, x), ctx.i64(kIntMax))});
    expect_sat({eq(ctx.convert(Sort::I64, x), ctx.i64(-1))});
    EXPECT_EQ(int_of(x), -1);
    expect_sat({eq(ctx.convert(Sort::I32, l), ctx.i32(-1)), gt(l, ctx.i64(0))});
    EXPECT_EQ(static_cast<std::uint32_t>(long_of(l)), 0xffffffffu);
    expect_sat({eq(op(Kind::Cmp, l, ctx.i64(5)), ctx.i32(-1)), gt(l, ctx.i64(0))});
    EXPECT_LT(long_of(l), 5);
    expect_unsat({eq(op(Kind::Cmp, l, ctx.i64(5)), ctx.i32(0)), ne(l, ctx.i64(5))});
    expect_unsat({gt(op(Kind::Cmp, l, ctx.var(Sort::I64, "m")), ctx.i32(1))});
}

TEST_F(Z3SolverTest, NaNIsNotEqualToItself) {
    const Expr* f = ctx.var(Sort::F32, "f");
    expect_sat({is_nan(f)});
    EXPECT_TRUE(std::isnan(float_of(f)));
    EXPECT_EQ(model.get(f), 0x7fc00000u);  // canonical
    const Expr* d = ctx.var(Sort::F64, "d");
    expect_sat({is_nan(d)});
    EXPECT_EQ(model.get(d), 0x7ff8000000000000u);
    const Expr* x = ctx.var(Sort::I32, "x");
    expect_unsat({ne(x, x)});
    // A NaN is neither smaller, nor larger, nor equal.
    expect_sat({ctx.unary(Kind::Not, lt(f, ctx.f32(1.0f))), ctx.unary(Kind::Not, ge(f, ctx.f32(1.0f)))});
    EXPECT_TRUE(std::isnan(float_of(f)));
    expect_unsat({ctx.unary(Kind::Not, lt(d, ctx.f64(1.0))), ctx.unary(Kind::Not, ge(d, ctx.f64(1.0))), eq(d, d)});
}

TEST_F(Z3SolverTest, CmplAndCmpgDifferOnlyOnNaN) {
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* g = ctx.var(Sort::F32, "g");
    expect_sat({eq(op(Kind::CmpL, f, g), ctx.i32(-1)), eq(op(Kind::CmpG, f, g), ctx.i32(1))});
    EXPECT_TRUE(std::isnan(float_of(f)) || std::isnan(float_of(g)));
    expect_unsat({eq(op(Kind::CmpL, f, g), ctx.i32(-1)), eq(op(Kind::CmpG, f, g), ctx.i32(1)), eq(f, f), eq(g, g)});
    expect_unsat({ne(op(Kind::CmpL, f, g), op(Kind::CmpG, f, g)), eq(f, f), eq(g, g)});
    const Expr* d = ctx.var(Sort::F64, "d");
    expect_sat({eq(op(Kind::CmpG, d, ctx.f64(0.0)), ctx.i32(0)), lt(ctx.binary(Kind::Div, ctx.f64(1.0), d), ctx.f64(0.0))});
    EXPECT_EQ(model.get(d), 0x8000000000000000u);  // -0.0 compares equal to 0.0
    expect_unsat({eq(op(Kind::CmpL, d, ctx.f64(std::numeric_limits<double>::infinity())), ctx.i32(1))});
}

TEST_F(Z3SolverTest, SignedZeros) {
    const Expr* f = ctx.var(Sort::F32, "f");
    expect_sat({eq(f, ctx.f32(0.0f)), lt(op(Kind::Div, ctx.f32(1.0f), f), ctx.f32(0.0f))});
    EXPECT_EQ(model.get(f), 0x80000000u);
    expect_sat({eq(f, ctx.f32(-0.0f)), gt(op(Kind::Div, ctx.f32(1.0f), f), ctx.f32(0.0f))});
    EXPECT_EQ(model.get(f), 0u);
    // -x == 0 - x fails only at x == +0.0 (and NaN): -(+0) is -0 but 0 - (+0) is +0.
    const Expr* neg = ctx.unary(Kind::Neg, f);
    const Expr* sub = op(Kind::Sub, ctx.f32(0.0f), f);
    expect_sat({lt(op(Kind::Div, ctx.f32(1.0f), neg), ctx.f32(0.0f)), gt(op(Kind::Div, ctx.f32(1.0f), sub), ctx.f32(0.0f))});
    EXPECT_EQ(model.get(f), 0u);
    // x + 0.0 turns -0.0 into +0.0; x + (-0.0) keeps it.
    const Expr* d = ctx.var(Sort::F64, "d");
    const Expr* negative_zero = ctx.f64(-0.0);
    expect_unsat({lt(op(Kind::Div, ctx.f64(1.0), op(Kind::Add, d, ctx.f64(0.0))), ctx.f64(0.0)), eq(d, ctx.f64(0.0))});
    expect_sat({lt(op(Kind::Div, ctx.f64(1.0), op(Kind::Add, d, negative_zero)), ctx.f64(0.0)), eq(d, ctx.f64(0.0))});
    EXPECT_EQ(model.get(d), 0x8000000000000000u);
}

TEST_F(Z3SolverTest, FloatToIntSaturates) {
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* f2i = ctx.convert(Sort::I32, f);
    expect_sat({eq(f2i, ctx.i32(kIntMax))});
    EXPECT_GE(float_of(f), 2147483648.0f);
    // The largest float below 2^31 is 2^31 - 128.
    expect_unsat({eq(f2i, ctx.i32(kIntMax)), lt(f, ctx.f32(2147483648.0f))});
    expect_sat({eq(f2i, ctx.i32(2147483520)), lt(f, ctx.f32(2147483648.0f))});
    expect_sat({eq(f2i, ctx.i32(kIntMax)), eq(f, ctx.f32(std::numeric_limits<float>::infinity()))});
    expect_sat({eq(f2i, ctx.i32(kIntMin)), gt(f, ctx.f32(-3e9f))});
    EXPECT_LE(float_of(f), -2147483648.0f);
    expect_unsat({eq(f2i, ctx.i32(kIntMin)), gt(f, ctx.f32(-2147483648.0f))});
    // NaN converts to 0; otherwise 0 means |f| < 1.
    expect_sat({eq(f2i, ctx.i32(0)), ctx.unary(Kind::Not, lt(f, ctx.f32(1.0f)))});
    EXPECT_TRUE(std::isnan(float_of(f)));
    expect_unsat({eq(f2i, ctx.i32(0)), eq(f, f), ge(f, ctx.f32(1.0f))});
    expect_unsat({eq(f2i, ctx.i32(0)), eq(f, f), le(f, ctx.f32(-1.0f))});
    expect_sat({eq(f2i, ctx.i32(-1)), gt(f, ctx.f32(-1.5f))});  // truncation toward zero
    EXPECT_LE(float_of(f), -1.0f);
    EXPECT_GT(float_of(f), -2.0f);
}

TEST_F(Z3SolverTest, DoubleToLongSaturates) {
    const Expr* d = ctx.var(Sort::F64, "d");
    const Expr* d2l = ctx.convert(Sort::I64, d);
    expect_sat({eq(d2l, ctx.i64(kLongMax))});
    EXPECT_GE(double_of(d), 9223372036854775808.0);
    expect_unsat({eq(d2l, ctx.i64(kLongMax)), lt(d, ctx.f64(9223372036854775808.0))});
    expect_sat({eq(d2l, ctx.i64(kLongMax - 1023)), lt(d, ctx.f64(9223372036854775808.0))});  // 2^63 - 1024
    expect_sat({eq(d2l, ctx.i64(kLongMin)), gt(d, ctx.f64(-1e19))});
    EXPECT_LE(double_of(d), -9223372036854775808.0);
    expect_unsat({eq(d2l, ctx.i64(kLongMin)), gt(d, ctx.f64(-9223372036854775808.0))});
    expect_sat({eq(d2l, ctx.i64(0)), ne(d, d)});
    // d2i saturates at the int range, not the long one.
    const Expr* d2i = ctx.convert(Sort::I32, d);
    expect_sat({eq(d2i, ctx.i32(kIntMax)), lt(d, ctx.f64(1e10))});
    EXPECT_GE(double_of(d), 2147483647.0);
    expect_unsat({eq(d2i, ctx.i32(kIntMax)), lt(d, ctx.f64(2147483647.0))});
    // f2l: 2^63 is a float, the saturation bound is exact there too.
    const Expr* f = ctx.var(Sort::F32, "f");
    expect_unsat({eq(ctx.convert(Sort::I64, f), ctx.i64(kLongMax)), lt(f, ctx.f32(9223372036854775808.0f))});
    expect_sat({eq(ctx.convert(Sort::I64, f), ctx.i64(9223371487098961920LL))});  // 2^63 - 2^39
    EXPECT_EQ(float_of(f), 9223371487098961920.0f);
}

TEST_F(Z3SolverTest, IntToFloatRoundsToNearestEven) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* i2f = ctx.convert(Sort::F32, x);
    // 16777217 is halfway between two floats and rounds to the even 2^24.
    expect_sat({eq(i2f, ctx.f32(16777216.0f)), ne(x, ctx.i32(16777216))});
    EXPECT_EQ(int_of(x), 16777217);
    expect_unsat({eq(i2f, ctx.f32(16777218.0f)), eq(x, ctx.i32(16777217))});
    expect_sat({eq(i2f, ctx.f32(16777220.0f)), eq(x, ctx.i32(16777219))});  // 16777219 rounds up to even
    expect_unsat({eq(i2f, ctx.f32(0.5f))});
    expect_unsat({eq(i2f, ctx.f32(2147483648.0f)), lt(x, ctx.i32(2147483520 + 64))});
    expect_sat({eq(i2f, ctx.f32(2147483648.0f)), lt(x, ctx.i32(2147483520 + 65))});
    EXPECT_EQ(int_of(x), 2147483520 + 64);
    // int -> double is exact; long -> double rounds once (not through float).
    const Expr* l = ctx.var(Sort::I64, "l");
    expect_unsat({ne(ctx.convert(Sort::I32, ctx.convert(Sort::F64, x)), x)});
    expect_sat({eq(ctx.convert(Sort::F64, l), ctx.f64(9007199254740992.0)), gt(l, ctx.i64(9007199254740992LL))});
    EXPECT_EQ(long_of(l), 9007199254740993LL);
    expect_unsat({eq(ctx.convert(Sort::F32, l), ctx.f32(1.0f)), ne(l, ctx.i64(1))});
    expect_sat({eq(ctx.convert(Sort::F32, l), ctx.f32(9.223372e18f)), gt(l, ctx.i64(0))});  // l2f near the top
    EXPECT_EQ(static_cast<float>(long_of(l)), 9.223372e18f);
}

TEST_F(Z3SolverTest, FloatDoubleConversions) {
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* d = ctx.var(Sort::F64, "d");
    // f2d is exact, so the round trip is the identity (NaN aside).
    expect_unsat({ne(ctx.convert(Sort::F32, ctx.convert(Sort::F64, f)), f), eq(f, f)});
    // d2f rounds to nearest even and overflows to infinity.
    expect_sat({eq(ctx.convert(Sort::F32, d), ctx.f32(std::numeric_limits<float>::infinity())), lt(d, ctx.f64(3.5e38))});
    EXPECT_GE(double_of(d), 3.4028235677973366e38);  // halfway between FLT_MAX and 2^128
    expect_sat({eq(ctx.convert(Sort::F32, d), ctx.f32(1.0f)), ne(d, ctx.f64(1.0))});
    expect_unsat({eq(ctx.convert(Sort::F32, d), ctx.f32(1.0f)), gt(d, ctx.f64(1.0 + std::ldexp(1.0, -24)))});
    expect_sat({eq(ctx.convert(Sort::F32, d), ctx.f32(1.0f)), eq(d, ctx.f64(1.0 + std::ldexp(1.0, -24)))});  // tie to even
    expect_sat({eq(ctx.convert(Sort::F32, d), ctx.f32(0.0f)), gt(d, ctx.f64(0.0))});  // underflow
    EXPECT_LE(double_of(d), std::ldexp(1.0, -150));
    expect_sat({ne(ctx.convert(Sort::F32, d), ctx.convert(Sort::F32, d))});
    EXPECT_TRUE(std::isnan(double_of(d)));
}

TEST_F(Z3SolverTest, FloatArithmeticRounds) {
    const Expr* f = ctx.var(Sort::F32, "f");
    // 2^24 + 1 == 2^24 in float arithmetic.
    expect_sat({eq(op(Kind::Add, f, ctx.f32(1.0f)), f), gt(f, ctx.f32(0.0f)), lt(f, ctx.f32(3e7f))});
    EXPECT_GE(float_of(f), 16777216.0f);
    expect_unsat({eq(op(Kind::Add, f, ctx.f32(1.0f)), f), gt(f, ctx.f32(0.0f)), lt(f, ctx.f32(16777216.0f))});
    expect_sat({eq(op(Kind::Mul, f, ctx.f32(0.5f)), ctx.f32(0.0f)), gt(f, ctx.f32(0.0f))});  // the smallest subnormal halves to 0
    EXPECT_EQ(model.get(f), 1u);
    const Expr* d = ctx.var(Sort::F64, "d");
    expect_unsat({eq(op(Kind::Sub, d, d), ctx.f64(0.0)), ctx.unary(Kind::Not, eq(d, d))});
    expect_sat({ne(op(Kind::Sub, d, d), ctx.f64(0.0)), eq(d, d)});  // inf - inf is NaN
    EXPECT_TRUE(std::isinf(double_of(d)));
    expect_sat({eq(op(Kind::Div, ctx.f64(1.0), d), ctx.f64(0.0))});
    EXPECT_TRUE(std::isinf(double_of(d)));
    // 3 * 0x1.5555555555555p-2 is 1 - 2^-54, a tie that rounds to even: 1.0.
    expect_sat({eq(op(Kind::Mul, d, ctx.f64(3.0)), ctx.f64(1.0))});
    EXPECT_EQ(double_of(d) * 3.0, 1.0);
}

TEST_F(Z3SolverTest, FloatRemainderIsFmod) {
    const Expr* f = ctx.var(Sort::F32, "f");
    const Expr* rem = op(Kind::Rem, f, ctx.f32(2.0f));
    expect_sat({eq(rem, ctx.f32(-1.0f))});
    EXPECT_EQ(std::fmod(float_of(f), 2.0f), -1.0f);
    expect_unsat({eq(rem, ctx.f32(-1.0f)), gt(f, ctx.f32(0.0f))});  // sign of the dividend
    expect_unsat({ge(rem, ctx.f32(2.0f))});
    expect_sat({eq(rem, ctx.f32(1.5f)), gt(f, ctx.f32(100.0f))});
    EXPECT_EQ(std::fmod(float_of(f), 2.0f), 1.5f);
    // x % 0 and inf % y are NaN; x % inf is x.
    expect_unsat({eq(op(Kind::Rem, f, ctx.f32(0.0f)), op(Kind::Rem, f, ctx.f32(0.0f)))});
    expect_unsat({eq(op(Kind::Rem, ctx.f32(std::numeric_limits<float>::infinity()), f), ctx.f32(0.0f))});
    const Expr* inf = ctx.f32(std::numeric_limits<float>::infinity());
    expect_unsat({ne(op(Kind::Rem, f, inf), f), eq(f, f), ne(f, inf), ne(f, ctx.f32(-std::numeric_limits<float>::infinity()))});
    // A zero result keeps the dividend's sign: -4 % 2 is -0.0.
    expect_sat({eq(rem, ctx.f32(0.0f)), lt(op(Kind::Div, ctx.f32(1.0f), rem), ctx.f32(0.0f)), gt(f, ctx.f32(-5.0f))});
    EXPECT_TRUE(float_of(f) == -4.0f || float_of(f) == -2.0f || float_of(f) == -0.0f);
    // A huge quotient: 2^100 % 3 is 1 (2^even mod 3), exactly.
    const Expr* g = ctx.var(Sort::F32, "g");
    expect_unsat({eq(g, ctx.f32(std::ldexp(1.0f, 100))), ne(op(Kind::Rem, g, ctx.f32(3.0f)), ctx.f32(1.0f))});
    // Unknown divisor: 7 % g == 1 for g in {1.5, 2, 3, 6} (and 6 / 5 rounded is
    // not exact); 3 is the only one in (2.5, 5).
    expect_sat({eq(op(Kind::Rem, ctx.f32(7.0f), g), ctx.f32(1.0f)), gt(g, ctx.f32(2.5f)), lt(g, ctx.f32(5.0f))});
    EXPECT_EQ(float_of(g), 3.0f);
    expect_unsat({eq(op(Kind::Rem, ctx.f32(7.0f), g), ctx.f32(1.0f)), gt(g, ctx.f32(3.0f)), lt(g, ctx.f32(6.0f))});
}

TEST_F(Z3SolverTest, DoubleRemainderIsFmod) {
    // Double fmod bit-blasts to a large circuit (seconds once both operands
    // are unknown); these keep the divisor fixed.
    const Expr* d = ctx.var(Sort::F64, "d");
    expect_sat({eq(op(Kind::Rem, d, ctx.f64(10.0)), ctx.f64(-7.5)), gt(d, ctx.f64(-1000.0))});
    EXPECT_EQ(std::fmod(double_of(d), 10.0), -7.5);
    // 2^1000 % 3 == 1, with a quotient of about 2^998.
    expect_sat({eq(op(Kind::Rem, ctx.f64(std::ldexp(1.0, 1000)), d), ctx.f64(1.0)), eq(d, ctx.f64(3.0))});
    expect_unsat({ne(op(Kind::Rem, ctx.f64(std::ldexp(1.0, 1000)), d), ctx.f64(1.0)), eq(d, ctx.f64(3.0))});
    // The smallest subnormal divides every double.
    expect_unsat({ne(op(Kind::Rem, d, ctx.f64(std::numeric_limits<double>::denorm_min())), ctx.f64(0.0)), eq(d, ctx.f64(1e300))});
}

TEST_F(Z3SolverTest, BooleanStructure) {
    const Expr* p = ctx.var(Sort::Bool, "p");
    const Expr* q = ctx.var(Sort::Bool, "q");
    const Expr* x = ctx.var(Sort::I32, "x");
    expect_sat({ctx.binary(Kind::BoolOr, p, q), ctx.unary(Kind::Not, p)});
    EXPECT_EQ(model.get(p), 0u);
    EXPECT_EQ(model.get(q), 1u);
    expect_unsat({eq(p, q), p, ctx.unary(Kind::Not, q)});  // Eq on Bool is iff
    expect_sat({eq(ctx.ite(p, x, ctx.i32(5)), ctx.i32(7))});
    EXPECT_EQ(model.get(p), 1u);
    EXPECT_EQ(int_of(x), 7);
    expect_unsat({eq(ctx.ite(p, ctx.i32(1), ctx.i32(5)), ctx.i32(7))});
    const Expr* f = ctx.var(Sort::F32, "f");
    expect_sat({eq(ctx.ite(lt(x, ctx.i32(0)), f, ctx.f32(1.0f)), ctx.f32(-2.0f))});
    EXPECT_LT(int_of(x), 0);
    EXPECT_EQ(float_of(f), -2.0f);
}

TEST_F(Z3SolverTest, SharedSubtermsAndRepeatedQueries) {
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* e = x;
    for (int i = 0; i < 2000; ++i) e = op(Kind::Add, op(Kind::Mul, e, ctx.i32(3)), ctx.i32(i));  // deep chain
    expect_sat({eq(e, ctx.i32(12345))});
    expect_sat({eq(e, ctx.i32(12345))});  // cached translation
    expect_unsat({eq(e, ctx.i32(12345)), ne(x, ctx.i32(int_of(x)))});  // 3 is invertible: one solution
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
}

TEST_F(Z3SolverTest, ModelIsLeftAloneWithoutSat) {
    const Expr* x = ctx.var(Sort::I32, "x");
    Assignment a;
    a.set(x, 42);
    EXPECT_EQ(solver->check({ne(x, x)}, &a), SatResult::Unsat);
    EXPECT_EQ(a.get(x), 42u);
    EXPECT_EQ(solver->check({eq(x, ctx.i32(1))}, nullptr), SatResult::Sat);
    EXPECT_EQ(solver->check({eq(x, ctx.i32(7))}, &a), SatResult::Sat);
    EXPECT_EQ(a.get(x), 7u);
}

TEST_F(Z3SolverTest, StatisticsCountEveryAnswer) {
    const Expr* x = ctx.var(Sort::I32, "x");
    check({eq(x, ctx.i32(1))});
    check({lt(x, x)});
    check({gt(x, ctx.i32(3))});
    const SolverStats& stats = solver->stats();
    EXPECT_EQ(stats.queries, 3u);
    EXPECT_EQ(stats.sat, 2u);
    EXPECT_EQ(stats.unsat, 1u);
    EXPECT_EQ(stats.unknown, 0u);
    EXPECT_EQ(stats.model_mismatches, 0u);
    EXPECT_GT(stats.time.count(), 0);
}

// Factoring the product of the two largest primes below 2^32: a 64-bit
// multiplier with no overflow to exploit. Z3 needs far longer than 50 ms.
class Z3LimitTest : public Z3SolverTest {
protected:
    std::vector<const Expr*> factoring() {
        const Expr* p = ctx.var(Sort::I64, "p");
        const Expr* q = ctx.var(Sort::I64, "q");
        const std::int64_t n = static_cast<std::int64_t>(4294967291ull * 4294967279ull);
        return {eq(op(Kind::Mul, p, q), ctx.i64(n)), gt(p, ctx.i64(1)), gt(q, ctx.i64(1)),
                lt(p, ctx.i64(std::int64_t{1} << 32)), lt(q, ctx.i64(std::int64_t{1} << 32))};
    }

    // The limits are per query: an easy one afterwards is unaffected.
    void expect_easy_query_unaffected() {
        solver->set_limits(QueryLimits{});
        expect_sat({eq(op(Kind::Mul, ctx.var(Sort::I64, "p"), ctx.i64(3)), ctx.i64(21))});
        EXPECT_EQ(solver->stats().queries, 2u);
        EXPECT_EQ(solver->stats().sat, 1u);
    }
};

TEST_F(Z3LimitTest, TimeoutGivesUnknown) {
    solver->set_limits(QueryLimits{.timeout = std::chrono::milliseconds(50)});
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(solver->check(factoring(), &model), SatResult::Unknown);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
    EXPECT_EQ(solver->stats().unknown, 1u);
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
    expect_easy_query_unaffected();
}

TEST_F(Z3LimitTest, WorkLimitGivesUnknown) {
    solver->set_limits(QueryLimits{.work = 200'000});
    EXPECT_EQ(solver->check(factoring(), &model), SatResult::Unknown);
    EXPECT_EQ(solver->stats().unknown, 1u);
    expect_easy_query_unaffected();
}

// The work limit is relative to each query, not to the context's running
// total: after a query that spent its whole allowance, an easy query under
// the same small limit still gets an answer.
TEST_F(Z3LimitTest, WorkLimitIsPerQuery) {
    solver->set_limits(QueryLimits{.work = 200'000});
    EXPECT_EQ(solver->check(factoring(), &model), SatResult::Unknown);
    expect_sat({eq(op(Kind::Mul, ctx.var(Sort::I64, "p"), ctx.i64(3)), ctx.i64(21))});
}

TEST(SatResultTest, Names) {
    EXPECT_STREQ(to_string(SatResult::Sat), "sat");
    EXPECT_STREQ(to_string(SatResult::Unsat), "unsat");
    EXPECT_STREQ(to_string(SatResult::Unknown), "unknown");
}

}  // namespace
}  // namespace symcrete::solver
