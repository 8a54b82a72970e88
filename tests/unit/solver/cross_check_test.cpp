// The translation against the concrete semantics, on random expression trees
// and on every operation over edge values (fixed seeds). Three routes must
// agree with expr::evaluate bit for bit (NaNs agree with any NaN):
//
//   1. Z3's model evaluation of the translated term under the same inputs
//      (Z3's rewriter: constant folding of every bit-vector and FP operator);
//   2. the solver with inputs pinned to the values: tree == value is Sat and
//      tree != value is Unsat (bit-blasting: the circuits Z3 really solves);
//   3. the solver with free inputs: tree == value is Sat (the inputs are a
//      witness) and the model satisfies it under the evaluator.
//
// Route 1 covers every Kind and Sort exhaustively and cheaply; routes 2 and 3
// sample, leaving out operations whose circuits are slow to solve (double
// multiplication, division and remainder) except in a few dedicated cases.
#include <algorithm>
#include <gtest/gtest.h>
#include <z3++.h>

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/value.h"
#include "solver/solver.h"
#include "z3_integer.h"
#include "z3_model.h"
#include "z3_translate.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Assignment;
using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;
using testing::Rng;

constexpr Sort kNumeric[] = {Sort::I32, Sort::I64, Sort::F32, Sort::F64};
constexpr Sort kAllSorts[] = {Sort::Bool, Sort::I32, Sort::I64, Sort::F32, Sort::F64};

// (kind, sort of the first operand): what a node exercises in the translation.
using Operation = std::pair<Kind, Sort>;

std::string describe(Operation op) {
    return std::string(expr::to_string(op.first)) + "/" + expr::to_string(op.second);
}

// Every operation the smart constructors accept.
std::vector<Operation> all_operations() {
    std::vector<Operation> ops;
    for (Sort s : kNumeric) {
        for (Kind k : {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem, Kind::Neg, Kind::Lt, Kind::Le, Kind::Convert}) ops.emplace_back(k, s);
    }
    for (Sort s : kAllSorts) ops.emplace_back(Kind::Eq, s), ops.emplace_back(Kind::Ite, s);
    for (Sort s : {Sort::I32, Sort::I64}) {
        for (Kind k : {Kind::And, Kind::Or, Kind::Xor, Kind::Shl, Kind::Shr, Kind::Ushr}) ops.emplace_back(k, s);
    }
    for (Kind k : {Kind::ToByte, Kind::ToChar, Kind::ToShort}) ops.emplace_back(k, Sort::I32);
    ops.emplace_back(Kind::Cmp, Sort::I64);
    for (Sort s : {Sort::F32, Sort::F64}) ops.emplace_back(Kind::CmpL, s), ops.emplace_back(Kind::CmpG, s);
    for (Kind k : {Kind::Not, Kind::BoolAnd, Kind::BoolOr}) ops.emplace_back(k, Sort::Bool);
    return ops;
}

// Slow to solve once bit-blasted; the solver routes keep them out of random trees.
bool is_expensive(Kind kind, Sort operand) {
    return (operand == Sort::F64 && (kind == Kind::Mul || kind == Kind::Div || kind == Kind::Rem)) ||
           (operand == Sort::F32 && kind == Kind::Rem);
}

// Non-linear: searching for inputs through them (route 3) can take Z3
// arbitrarily long, like factoring.
bool is_nonlinear(Kind kind) {
    return kind == Kind::Mul || kind == Kind::Div || kind == Kind::Rem;
}

// Which operations random trees may contain.
enum class Operations { All, Fast, FastLinear };

// Inputs: three of each sort.
struct Inputs {
    explicit Inputs(ExprContext& ctx) {
        for (Sort s : kAllSorts) {
            for (int i = 0; i < 3; ++i) by_sort[s].push_back(ctx.var(s, std::string(expr::to_string(s)) + std::to_string(i)));
        }
    }
    Assignment random(Rng& rng) const {
        Assignment a;
        for (const auto& [sort, vars] : by_sort) {
            for (const Expr* v : vars) a.set(v, testing::random_value(rng, sort));
        }
        return a;
    }
    std::map<Sort, std::vector<const Expr*>> by_sort;
};

class TreeGenerator {
public:
    TreeGenerator(ExprContext& ctx, const Inputs& inputs, Rng& rng, Operations allowed)
        : ctx_(ctx), inputs_(inputs), rng_(rng), allowed_(allowed) {}

    const Expr* generate(Sort sort, int depth) {
        if (depth == 0 || rng_.chance(15)) return leaf(sort);
        for (;;) {
            if (const Expr* e = node(sort, depth - 1)) return e;
        }
    }

private:
    const Expr* leaf(Sort sort) {
        if (rng_.chance(75)) return rng_.pick(inputs_.by_sort.at(sort));
        return ctx_.constant(sort, testing::random_value(rng_, sort));
    }

    Sort numeric() { return kNumeric[rng_.below(4)]; }
    Sort floating() { return rng_.chance(50) ? Sort::F32 : Sort::F64; }

    // One random operation with result `sort`, or nullptr to retry.
    const Expr* node(Sort sort, int d) {
        auto sub = [&](Sort s) { return generate(s, d); };
        auto arith = [&](Kind k) -> const Expr* {
            if (allowed_ != Operations::All && is_expensive(k, sort)) return nullptr;
            if (allowed_ == Operations::FastLinear && is_nonlinear(k)) return nullptr;
            return ctx_.binary(k, sub(sort), sub(sort));
        };
        switch (sort) {
            case Sort::Bool:
                switch (rng_.below(6)) {
                    case 0: {
                        const Sort s = kAllSorts[rng_.below(5)];
                        return ctx_.binary(Kind::Eq, sub(s), sub(s));
                    }
                    case 1:
                    case 2: {
                        const Sort s = numeric();
                        return ctx_.binary(rng_.chance(50) ? Kind::Lt : Kind::Le, sub(s), sub(s));
                    }
                    case 3: return ctx_.unary(Kind::Not, sub(Sort::Bool));
                    case 4: return ctx_.binary(rng_.chance(50) ? Kind::BoolAnd : Kind::BoolOr, sub(Sort::Bool), sub(Sort::Bool));
                    default: return ctx_.ite(sub(Sort::Bool), sub(Sort::Bool), sub(Sort::Bool));
                }
            case Sort::I32:
            case Sort::I64: {
                static const Kind kBinary[] = {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem,
                                               Kind::And, Kind::Or,  Kind::Xor, Kind::Shl, Kind::Shr, Kind::Ushr};
                switch (rng_.below(sort == Sort::I32 ? 8 : 5)) {
                    case 0:
                    case 1: {
                        const Kind k = kBinary[rng_.below(11)];
                        if (k == Kind::Shl || k == Kind::Shr || k == Kind::Ushr) return ctx_.binary(k, sub(sort), sub(Sort::I32));
                        return arith(k);
                    }
                    case 2: return ctx_.unary(Kind::Neg, sub(sort));
                    case 3: {
                        const Sort from = numeric();
                        if (from == sort) return nullptr;
                        return ctx_.convert(sort, sub(from));
                    }
                    case 4: return ctx_.ite(sub(Sort::Bool), sub(sort), sub(sort));
                    case 5: {
                        static const Kind kNarrow[] = {Kind::ToByte, Kind::ToChar, Kind::ToShort};
                        return ctx_.unary(kNarrow[rng_.below(3)], sub(Sort::I32));
                    }
                    case 6: return ctx_.binary(Kind::Cmp, sub(Sort::I64), sub(Sort::I64));
                    default: {
                        const Sort s = floating();
                        return ctx_.binary(rng_.chance(50) ? Kind::CmpL : Kind::CmpG, sub(s), sub(s));
                    }
                }
            }
            case Sort::F32:
            case Sort::F64: {
                static const Kind kBinary[] = {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem};
                switch (rng_.below(5)) {
                    case 0:
                    case 1: return arith(kBinary[rng_.below(5)]);
                    case 2: return ctx_.unary(Kind::Neg, sub(sort));
                    case 3: {
                        const Sort from = numeric();
                        if (from == sort) return nullptr;
                        return ctx_.convert(sort, sub(from));
                    }
                    default: return ctx_.ite(sub(Sort::Bool), sub(sort), sub(sort));
                }
            }
            default: break;  // arrays
        }
        return nullptr;
    }

    ExprContext& ctx_;
    const Inputs& inputs_;
    Rng& rng_;
    Operations allowed_;
};

// The operations a tree contains.
void collect_operations(const Expr* root, std::set<Operation>& out) {
    std::vector<const Expr*> stack = {root};
    std::set<const Expr*> seen;
    while (!stack.empty()) {
        const Expr* e = stack.back();
        stack.pop_back();
        if (!seen.insert(e).second) continue;
        if (e->arity() > 0) out.emplace(e->kind(), e->kind() == Kind::Ite ? e->sort() : e->operand(0)->sort());
        for (unsigned i = 0; i < e->arity(); ++i) stack.push_back(e->operand(i));
    }
}

std::string hex(std::uint64_t bits) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(bits));
    return buffer;
}

std::string describe(const Assignment& a, const std::vector<const Expr*>& vars) {
    std::string out;
    for (const Expr* v : vars) out += v->name() + "=" + hex(a.get(v)) + " ";
    return out;
}

// Route 1: Z3's evaluation of the translation under a model holding the
// inputs' values.
class ModelEvaluation {
public:
    std::uint64_t evaluate(const Expr* e, const Assignment& a) {
        z3::model model(ctx_);
        for (const Expr* v : expr::collect_vars(e)) {
            z3::func_decl decl = translator_.var(v).decl();
            z3::expr value = translator_.constant(v->sort(), a.get(v));
            model.add_const_interp(decl, value);
        }
        const std::optional<std::uint64_t> bits = model_bits(model, translator_.translate(e), e->sort());
        EXPECT_TRUE(bits.has_value()) << expr::to_string(e);
        return bits.value_or(0xbadbadbad);
    }

private:
    z3::context ctx_;
    Z3Translator translator_{ctx_};
};

::testing::AssertionResult evaluation_agrees(ModelEvaluation& z3, const Expr* e, const Assignment& a) {
    const std::uint64_t expected = expr::evaluate(e, a).bits();
    const std::uint64_t actual = z3.evaluate(e, a);
    if (testing::same_bits(e->sort(), expected, actual)) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << expr::to_string(e) << " under " << describe(a, expr::collect_vars(e))
                                         << ": evaluator " << hex(expected) << ", z3 " << hex(actual);
}

// One operation over inputs: operands x and y (y absent for unary ones, the
// I32 distance for shifts) and, for Ite, a separate condition.
struct OperationNode {
    const Expr* node;
    const Expr* x;
    const Expr* y;
    const Expr* condition;
    Sort operand;  // the sort of x
};

OperationNode make_node(ExprContext& ctx, const Inputs& in, Operation op, Sort convert_to = Sort::Bool) {
    const auto [kind, sort] = op;
    const Expr* x = in.by_sort.at(sort)[0];
    const Expr* y = in.by_sort.at(sort)[1];
    switch (kind) {
        case Kind::Neg:
        case Kind::Not:
        case Kind::ToByte:
        case Kind::ToChar:
        case Kind::ToShort: return {ctx.unary(kind, x), x, nullptr, nullptr, sort};
        case Kind::Convert: return {ctx.convert(convert_to, x), x, nullptr, nullptr, sort};
        case Kind::Ite: {
            const Expr* c = in.by_sort.at(Sort::Bool)[2];
            return {ctx.ite(c, x, y), x, y, c, sort};
        }
        case Kind::Shl:
        case Kind::Shr:
        case Kind::Ushr: {
            const Expr* distance = in.by_sort.at(Sort::I32)[1];
            return {ctx.binary(kind, x, distance), x, distance, nullptr, sort};
        }
        default: return {ctx.binary(kind, x, y), x, y, nullptr, sort};
    }
}

// Every operation, with every conversion target.
std::vector<OperationNode> every_operation(ExprContext& ctx, const Inputs& in) {
    std::vector<OperationNode> nodes;
    for (Operation op : all_operations()) {
        if (op.first == Kind::Convert) {
            for (Sort to : kNumeric) {
                if (to != op.second) nodes.push_back(make_node(ctx, in, op, to));
            }
        } else {
            nodes.push_back(make_node(ctx, in, op));
        }
    }
    return nodes;
}

// The operands at edge values: all pairs for two operands, the condition
// alternating for Ite.
std::vector<Assignment> edge_assignments(const OperationNode& op) {
    std::vector<Assignment> out;
    const auto& xs = testing::edge_values(op.x->sort());
    const std::vector<std::uint64_t> none = {0};
    const auto& ys = op.y != nullptr ? testing::edge_values(op.y->sort()) : none;
    for (std::uint64_t a : xs) {
        for (std::uint64_t b : ys) {
            Assignment assignment;
            assignment.set(op.x, a);
            if (op.y != nullptr) assignment.set(op.y, b);
            if (op.condition != nullptr) assignment.set(op.condition, out.size() & 1);
            out.push_back(assignment);
        }
    }
    return out;
}

TEST(CrossCheckTest, EveryOperationOnEdgeValuesEvaluatesAlike) {
    ExprContext ctx;
    const Inputs in(ctx);
    ModelEvaluation z3;
    std::size_t checks = 0;
    for (const OperationNode& op : every_operation(ctx, in)) {
        for (const Assignment& a : edge_assignments(op)) {
            EXPECT_TRUE(evaluation_agrees(z3, op.node, a));
            ++checks;
        }
    }
    EXPECT_GT(checks, 20000u);
}

// Division and remainder by a constant power of two are translated as a
// shift and a mask (z3_translate.cpp, shift_of_divisor): the same values as
// the evaluator's for every edge dividend, and for divisors beside the
// powers (3, MIN, -16) that keep bvsdiv and bvsrem.
TEST(CrossCheckTest, DivisionByConstantPowersOfTwoEvaluatesAlike) {
    ExprContext ctx;
    const Inputs in(ctx);
    ModelEvaluation z3;
    std::size_t checks = 0;
    for (Sort sort : {Sort::I32, Sort::I64}) {
        const unsigned width = sort == Sort::I32 ? 32 : 64;
        std::vector<std::uint64_t> divisors{3, 0, static_cast<std::uint64_t>(-16)};
        for (unsigned k = 0; k < width; ++k) divisors.push_back(std::uint64_t{1} << k);
        const Expr* x = in.by_sort.at(sort)[0];
        for (std::uint64_t d : divisors) {
            const Expr* divisor = ctx.constant(sort, sort == Sort::I32 ? d & 0xffffffffu : d);
            for (Kind kind : {Kind::Div, Kind::Rem}) {
                const Expr* node = ctx.binary(kind, x, divisor);
                for (std::uint64_t a : testing::edge_values(sort)) {
                    Assignment assignment;
                    assignment.set(x, a);
                    EXPECT_TRUE(evaluation_agrees(z3, node, assignment));
                    ++checks;
                }
            }
        }
    }
    EXPECT_GT(checks, 5000u);
}

TEST(CrossCheckTest, RandomTreesEvaluateAlike) {
    ExprContext ctx;
    const Inputs in(ctx);
    Rng rng(20240611);
    TreeGenerator gen(ctx, in, rng, Operations::All);
    ModelEvaluation z3;
    std::set<Operation> seen;
    for (int i = 0; i < 1500; ++i) {
        const Expr* tree = gen.generate(kAllSorts[i % 5], 4);
        collect_operations(tree, seen);
        for (int j = 0; j < 4; ++j) ASSERT_TRUE(evaluation_agrees(z3, tree, in.random(rng)));
    }
    for (Operation op : all_operations()) EXPECT_TRUE(seen.count(op) != 0) << describe(op) << " never generated";
}

// Route 2 on one condition: with every input pinned to its value, `e` must
// equal the evaluator's result and nothing else.
void expect_pinned_agreement(Solver& solver, ExprContext& ctx, const Expr* e, const Assignment& a) {
    const std::uint64_t expected = expr::evaluate(e, a).bits();
    std::vector<const Expr*> conditions;
    for (const Expr* v : expr::collect_vars(e)) conditions.push_back(testing::has_value(ctx, v, a.get(v)));
    const std::string where = expr::to_string(e) + " under " + describe(a, expr::collect_vars(e)) + " = " + hex(expected);
    const Expr* right = testing::has_value(ctx, e, expected);
    conditions.push_back(right);
    Assignment model;
    EXPECT_EQ(solver.check(conditions, &model), SatResult::Sat) << where;
    conditions.back() = ctx.unary(Kind::Not, right);
    EXPECT_EQ(solver.check(conditions, &model), SatResult::Unsat) << where << " (is another value possible?)";
}

// Each of the next three runs on Z3's default tactics and with its SMT core
// first (make_z3_solver's core_first): two ways to answer a bit-vector query,
// which must agree on every answer.
void cheap_operations_on_pinned_edge_values(bool core_first) {
    ExprContext ctx;
    const Inputs in(ctx);
    auto solver = make_z3_solver(false, core_first);
    Rng rng(7);
    for (const OperationNode& op : every_operation(ctx, in)) {
        if (is_expensive(op.node->kind(), op.operand)) continue;
        const std::vector<Assignment> all = edge_assignments(op);
        for (int i = 0; i < testing::samples(4); ++i) expect_pinned_agreement(*solver, ctx, op.node, rng.pick(all));
    }
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
    EXPECT_EQ(solver->stats().unknown, 0u);
}

TEST(CrossCheckTest, CheapOperationsOnPinnedEdgeValues) { cheap_operations_on_pinned_edge_values(false); }
TEST(CrossCheckTest, CheapOperationsOnPinnedEdgeValuesSmtCoreFirst) { cheap_operations_on_pinned_edge_values(true); }

TEST(CrossCheckTest, ExpensiveOperationsOnPinnedEdgeValues) {
    ExprContext ctx;
    const Inputs in(ctx);
    auto solver = make_z3_solver();
    Rng rng(11);
    for (const OperationNode& op : every_operation(ctx, in)) {
        if (!is_expensive(op.node->kind(), op.operand)) continue;
        const std::vector<Assignment> all = edge_assignments(op);
        // Double fmod takes seconds per query here; FpRemTest runs its circuit
        // on many more operands at a fraction of the cost.
        const int count = op.operand == Sort::F64 && op.node->kind() == Kind::Rem ? 0 : testing::samples(3);
        for (int i = 0; i < count; ++i) expect_pinned_agreement(*solver, ctx, op.node, rng.pick(all));
    }
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
}

void random_trees_with_pinned_inputs(bool core_first) {
    ExprContext ctx;
    const Inputs in(ctx);
    Rng rng(99);
    TreeGenerator gen(ctx, in, rng, Operations::Fast);
    auto solver = make_z3_solver(false, core_first);
    for (int i = 0; i < testing::samples(150); ++i) {
        const Expr* tree = gen.generate(kAllSorts[i % 5], 3);
        expect_pinned_agreement(*solver, ctx, tree, in.random(rng));
    }
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
}

TEST(CrossCheckTest, RandomTreesWithPinnedInputs) { random_trees_with_pinned_inputs(false); }
TEST(CrossCheckTest, RandomTreesWithPinnedInputsSmtCoreFirst) { random_trees_with_pinned_inputs(true); }

// Route 3: the inputs the value came from prove the condition satisfiable.
void random_trees_with_free_inputs(bool core_first) {
    ExprContext ctx;
    const Inputs in(ctx);
    Rng rng(4242);
    TreeGenerator gen(ctx, in, rng, Operations::FastLinear);
    auto solver = make_z3_solver(false, core_first);
    for (int i = 0; i < testing::samples(100); ++i) {
        const Expr* tree = gen.generate(kAllSorts[i % 5], 3);
        const Assignment a = in.random(rng);
        const std::uint64_t value = expr::evaluate(tree, a).bits();
        const Expr* condition = testing::has_value(ctx, tree, value);
        Assignment model;
        ASSERT_EQ(solver->check({condition}, &model), SatResult::Sat) << expr::to_string(condition);
        EXPECT_TRUE(expr::evaluate(condition, model).as_bool()) << expr::to_string(condition);
    }
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
}

TEST(CrossCheckTest, RandomTreesWithFreeInputs) { random_trees_with_free_inputs(false); }
TEST(CrossCheckTest, RandomTreesWithFreeInputsSmtCoreFirst) { random_trees_with_free_inputs(true); }

// The integer encoding (z3_integer.h) on every integral operation at edge
// values: the right value Sat, any other Unsat. Its Unsat answers are final
// (no model checks them), so this is what proves the encoding exact.
TEST(CrossCheckTest, IntegerEncodingOnPinnedEdgeValues) {
    ExprContext ctx;
    const Inputs in(ctx);
    auto solver = make_z3_integer_layer(make_z3_solver());
    Rng rng(17);
    for (const OperationNode& op : every_operation(ctx, in)) {
        if (expr::is_floating(op.operand) || expr::is_floating(op.node->sort())) continue;
        const std::vector<Assignment> all = edge_assignments(op);
        for (int i = 0; i < testing::samples(6); ++i) expect_pinned_agreement(*solver, ctx, op.node, rng.pick(all));
    }
    std::vector<LayerStats> layers;
    solver->layer_stats(layers);
    ASSERT_EQ(layers.size(), 2u);
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
    EXPECT_EQ(solver->stats().unknown, 0u);
    // Products, quotients and bit operations of two inputs go to the
    // bit-vector backend; everything else is the encoding's.
    EXPECT_GT(layers[0].answered * 2, layers[0].stats.queries) << layers[0].detail;
}

// With or without products and quotients of two inputs abstracted (an
// abstraction's Unsat on a satisfiable condition fails the Sat expected).
class IntegerEncodingCrossCheck : public ::testing::TestWithParam<bool> {};

TEST_P(IntegerEncodingCrossCheck, OnRandomTrees) {
    ExprContext ctx;
    const Inputs in(ctx);
    Rng rng(2024);
    TreeGenerator gen(ctx, in, rng, Operations::Fast);
    auto solver = make_z3_integer_layer(make_z3_solver(), GetParam());
    for (int i = 0; i < testing::samples(120); ++i) {
        const Expr* tree = gen.generate(i % 3 == 0 ? Sort::Bool : i % 3 == 1 ? Sort::I32 : Sort::I64, 3);
        const Assignment a = in.random(rng);
        expect_pinned_agreement(*solver, ctx, tree, a);
        const Expr* condition = testing::has_value(ctx, tree, expr::evaluate(tree, a).bits());
        Assignment model;
        ASSERT_EQ(solver->check({condition}, &model), SatResult::Sat) << expr::to_string(condition);
        EXPECT_TRUE(expr::evaluate(condition, model).as_bool()) << expr::to_string(condition);
    }
    std::vector<LayerStats> layers;
    solver->layer_stats(layers);
    EXPECT_EQ(solver->stats().model_mismatches, 0u);
    EXPECT_GT(layers[0].answered, 0u) << layers[0].detail;
}

INSTANTIATE_TEST_SUITE_P(CrossCheckTest, IntegerEncodingCrossCheck, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) { return info.param ? "Abstracted" : "Exact"; });

}  // namespace
}  // namespace symcrete::solver
