// Opaque calls (Kind::Call): folded on constants, evaluated and printed
// through the installed functions, hash-consed like every node.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <string>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/opaque_function.h"

namespace symcrete::expr {
namespace {

// Two test functions: 0 is x * x + 1, 1 is x - y.
double test_call(std::uint32_t function, double x, double y) { return function == 0 ? x * x + 1 : x - y; }
std::string test_name(std::uint32_t function) { return function == 0 ? "square_plus_one" : "minus"; }

class OpaqueCallTest : public ::testing::Test {
protected:
    void SetUp() override { install_opaque_functions(OpaqueFunctions{test_call, test_name}); }
    ExprContext ctx;
};

TEST_F(OpaqueCallTest, FoldsConstantsAndEvaluatesInputs) {
    EXPECT_EQ(ctx.call(0, ctx.f64(3.0)), ctx.f64(10.0));
    EXPECT_EQ(ctx.call(1, ctx.f64(3.0), ctx.f64(0.5)), ctx.f64(2.5));
    const Expr* x = ctx.var(Sort::F64, "x");
    const Expr* y = ctx.var(Sort::F64, "y");
    const Expr* call = ctx.call(1, ctx.call(0, x), y);
    EXPECT_EQ(call->kind(), Kind::Call);
    EXPECT_EQ(call->sort(), Sort::F64);
    EXPECT_EQ(call, ctx.call(1, ctx.call(0, x), y));  // hash-consed
    EXPECT_NE(ctx.call(0, x), ctx.call(1, x, x));
    Assignment a;
    a.set(x, std::bit_cast<std::uint64_t>(2.0));
    a.set(y, std::bit_cast<std::uint64_t>(1.5));
    EXPECT_EQ(evaluate(call, a).as_f64(), 3.5);
    EXPECT_TRUE(evaluate(ctx.binary(Kind::Lt, ctx.f64(3.0), call), a).as_bool());
}

TEST_F(OpaqueCallTest, PrintsTheFunctionsName) {
    const Expr* x = ctx.var(Sort::F64, "x");
    EXPECT_EQ(to_string(ctx.call(1, ctx.call(0, x), ctx.f64(1.5))), "minus(square_plus_one(x), 1.5)");
}

}  // namespace
}  // namespace symcrete::expr
