// The evaluator against the concrete Value path, operation by operation over
// grids of edge values, and the Assignment's conventions.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {
namespace {

std::vector<std::uint64_t> grid(Sort sort) {
    switch (sort) {
        case Sort::Bool: return {0, 1};
        case Sort::I32:
            return {0, 1, 0xffffffff, 2, 7, 0xfffffff9, 31, 32, 33, 0x80000000, 0x7fffffff, 0x55555555, 0xffff, 0x80};
        case Sort::I64:
            return {0, 1, ~0ull, 7, 0xfffffffffffffff9, 63, 64, 0x8000000000000000, 0x7fffffffffffffff,
                    0x5555555555555555, 0xffffffff, 0x80000000};
        case Sort::F32:
            return {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3dcccccd, 0x7f800000, 0xff800000,
                    0x7fc00000, 0x7f800001, 0x00000001, 0x7f7fffff, 0x4f000000, 0xdf000000, 0x40e00000};
        case Sort::F64:
            return {0x0000000000000000, 0x8000000000000000, 0x3ff0000000000000, 0xbff0000000000000,
                    0x3fb999999999999a, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
                    0xfff8000000000001, 0x0000000000000001, 0x7fefffffffffffff, 0x41e0000000000000,
                    0xc3e0000000000000, 0x401c000000000000};
        default: return {};  // arrays: see the Select tests
    }
}

struct BinaryCase {
    Kind kind;
    Sort a;
    Sort b;
};

std::vector<BinaryCase> binary_cases() {
    std::vector<BinaryCase> cases;
    for (Sort s : {Sort::I32, Sort::I64, Sort::F32, Sort::F64}) {
        for (Kind k : {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem, Kind::Eq, Kind::Lt, Kind::Le}) {
            cases.push_back({k, s, s});
        }
    }
    for (Sort s : {Sort::I32, Sort::I64}) {
        for (Kind k : {Kind::And, Kind::Or, Kind::Xor}) cases.push_back({k, s, s});
        for (Kind k : {Kind::Shl, Kind::Shr, Kind::Ushr}) cases.push_back({k, s, Sort::I32});
    }
    cases.push_back({Kind::Cmp, Sort::I64, Sort::I64});
    for (Sort s : {Sort::F32, Sort::F64}) {
        cases.push_back({Kind::CmpL, s, s});
        cases.push_back({Kind::CmpG, s, s});
    }
    for (Kind k : {Kind::Eq, Kind::BoolAnd, Kind::BoolOr}) cases.push_back({k, Sort::Bool, Sort::Bool});
    return cases;
}

class EvaluatorTest : public ::testing::Test {
protected:
    ExprContext ctx;
    // Two inputs of every sort.
    const Expr* in(Sort s, int which) {
        auto& slot = vars_[static_cast<int>(s)][which];
        if (slot == nullptr) slot = ctx.var(s, std::string(which == 0 ? "a_" : "b_") + to_string(s));
        return slot;
    }

private:
    const Expr* vars_[5][2] = {};
};

TEST_F(EvaluatorTest, EveryBinaryKindMatchesTheConcretePath) {
    int checked = 0;
    for (const BinaryCase& c : binary_cases()) {
        const Expr* e = ctx.binary(c.kind, in(c.a, 0), in(c.b, 1));
        for (std::uint64_t a : grid(c.a)) {
            for (std::uint64_t b : grid(c.b)) {
                Assignment assignment;
                assignment.set(in(c.a, 0), a);
                assignment.set(in(c.b, 1), b);
                const Value expected =
                    binary(ctx, c.kind, Value::of_bits(kind_of(c.a), a), Value::of_bits(kind_of(c.b), b));
                const Value actual = evaluate(e, assignment);
                ASSERT_EQ(actual, expected) << to_string(e) << " with " << a << ", " << b;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 5000);
}

TEST_F(EvaluatorTest, EveryUnaryKindAndConversionMatchesTheConcretePath) {
    const Sort numeric[] = {Sort::I32, Sort::I64, Sort::F32, Sort::F64};
    for (Sort s : numeric) {
        for (std::uint64_t a : grid(s)) {
            Assignment assignment;
            assignment.set(in(s, 0), a);
            const Value va = Value::of_bits(kind_of(s), a);
            EXPECT_EQ(evaluate(ctx.unary(Kind::Neg, in(s, 0)), assignment), unary(ctx, Kind::Neg, va));
            for (Sort t : numeric) {
                EXPECT_EQ(evaluate(ctx.convert(t, in(s, 0)), assignment), convert(ctx, kind_of(t), va))
                    << to_string(s) << " -> " << to_string(t) << " of " << a;
            }
            if (s == Sort::I32) {
                for (Kind k : {Kind::ToByte, Kind::ToChar, Kind::ToShort}) {
                    EXPECT_EQ(evaluate(ctx.unary(k, in(s, 0)), assignment), unary(ctx, k, va));
                }
            }
        }
    }
    for (std::uint64_t a : grid(Sort::Bool)) {
        Assignment assignment;
        assignment.set(in(Sort::Bool, 0), a);
        EXPECT_EQ(evaluate(ctx.unary(Kind::Not, in(Sort::Bool, 0)), assignment),
                  unary(ctx, Kind::Not, Value::of_bits(ValueKind::Bool, a)));
    }
}

TEST_F(EvaluatorTest, IteChoosesByTheCondition) {
    const Expr* c = ctx.var(Sort::Bool, "c");
    for (Sort s : {Sort::Bool, Sort::I32, Sort::I64, Sort::F32, Sort::F64}) {
        const Expr* e = ctx.ite(c, in(s, 0), in(s, 1));
        EXPECT_EQ(e->kind(), Kind::Ite);
        Assignment assignment;
        assignment.set(in(s, 0), 1);
        assignment.set(in(s, 1), 0);
        assignment.set(c, 1);
        EXPECT_EQ(evaluate(e, assignment).bits(), 1u);
        assignment.set(c, 0);
        EXPECT_EQ(evaluate(e, assignment).bits(), 0u);
        EXPECT_EQ(evaluate(e, assignment).kind(), kind_of(s));
    }
}

TEST_F(EvaluatorTest, AnEvaluatorComputesSharedSubtermsOnceAcrossExpressions) {
    const Expr* x = in(Sort::I32, 0);
    // ((x + 1) + 1) + ... ten times: 21 nodes, with its constants.
    const Expr* sum = x;
    for (int i = 0; i < 10; ++i) sum = ctx.binary(Kind::Add, sum, ctx.i32(i + 1));
    const Expr* low = ctx.binary(Kind::Lt, sum, ctx.i32(100));
    const Expr* high = ctx.binary(Kind::Lt, ctx.i32(50), sum);
    Assignment assignment;
    assignment.set(x, 10);
    Evaluator evaluator(assignment);
    EXPECT_EQ(evaluator.value(low), Value::boolean(true));
    const std::size_t after_low = evaluator.nodes_computed();
    EXPECT_EQ(evaluator.value(high), Value::boolean(true));
    // The second comparison computes itself and its constant only.
    EXPECT_EQ(evaluator.nodes_computed(), after_low + 2);
    EXPECT_EQ(evaluator.value(sum), evaluate(sum, assignment));
    EXPECT_EQ(evaluator.value(sum), Value::i32(65));
}

TEST_F(EvaluatorTest, ConstantsEvaluateToThemselves) {
    const Assignment empty;
    EXPECT_EQ(evaluate(ctx.i32(-3), empty), Value::i32(-3));
    EXPECT_EQ(evaluate(ctx.constant(Sort::F32, 0x7f800001), empty).bits(), 0x7f800001u);
    EXPECT_EQ(evaluate(ctx.boolean(true), empty), Value::boolean(true));
}

TEST_F(EvaluatorTest, AssignmentConventions) {
    const Expr* x = in(Sort::I32, 0);
    const Expr* p = in(Sort::Bool, 0);
    const Expr* f = in(Sort::F32, 0);
    Assignment assignment;
    EXPECT_FALSE(assignment.has(x));
    EXPECT_EQ(assignment.get(x), 0u);
    EXPECT_EQ(evaluate(x, assignment), Value::i32(0));  // unassigned inputs read as 0
    EXPECT_EQ(evaluate(f, assignment), Value::f32(0.0f));
    assignment.set_id(x->bits(), 0xffff'ffff'0000'0007ull);
    EXPECT_TRUE(assignment.has(x));
    EXPECT_EQ(assignment.get(x), 0xffff'ffff'0000'0007ull);
    EXPECT_EQ(evaluate(x, assignment), Value::i32(7));  // bits beyond the sort are ignored
    assignment.set(p, 2);
    EXPECT_EQ(evaluate(p, assignment), Value::boolean(true));
    EXPECT_EQ(assignment.values().size(), 2u);
    // Evaluating an expression over inputs mixes in their sorts.
    const Expr* e = ctx.binary(Kind::Lt, ctx.convert(Sort::F32, x), f);
    assignment.set(f, std::bit_cast<std::uint32_t>(7.5f));
    EXPECT_EQ(evaluate(e, assignment), Value::boolean(true));
}

TEST_F(EvaluatorTest, DivisionByZeroFollowsTheLibraryConvention) {
    const Expr* x = in(Sort::I32, 0);
    const Expr* y = in(Sort::I32, 1);
    Assignment assignment;
    assignment.set(x, 5);
    EXPECT_EQ(evaluate(ctx.binary(Kind::Div, x, y), assignment), Value::i32(0));
    EXPECT_EQ(evaluate(ctx.binary(Kind::Rem, x, y), assignment), Value::i32(0));
}

}  // namespace
}  // namespace symcrete::expr
