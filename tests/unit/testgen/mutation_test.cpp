// Mutation analysis: each operator's mutants (ir/mutants.h) change what the
// method computes, run in the engine; the boundary conditions of
// comparisons; and analyse_mutants on a generated suite, with the program's
// code put back afterwards.
#include <gtest/gtest.h>

#include <map>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "engine/program.h"
#include "expr/evaluator.h"
#include "ir/mutants.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"
#include "support/java_compiler.h"
#include "boundary_values.h"
#include "testgen/generator.h"
#include "testgen/mutation.h"

namespace symcrete::testgen {
namespace {

using engine::PathEnd;
using expr::Value;
using ir::MutationOperator;

class MutationTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto dir = testing::compile_java("mutation", 17);
        ASSERT_FALSE(dir.empty());
        ASSERT_TRUE(class_path_.add(dir.string()));
        ASSERT_TRUE(class_path_.add_jdk());
        auto cls = class_path_.load("mut/Small");
        ASSERT_TRUE(cls) << cls.error().message;
        cls_ = *cls;
    }

    const engine::MethodInfo& info(const std::string& name) {
        auto runtime = program_.klass("mut/Small");
        EXPECT_TRUE(runtime);
        for (const engine::MethodInfo& m : (*runtime)->methods)
            if (m.name() == name) return m;
        throw std::runtime_error("no method " + name);
    }

    const ir::Function& function(const std::string& name) {
        auto code = program_.code(info(name));
        EXPECT_TRUE(code) << code.error().message;
        return *(*code)->fn;
    }

    // Runs `name` concretely, with the mutation installed when given.
    engine::PathResult run(const std::string& name, std::vector<Value> arguments,
                           const ir::Mutation* mutation = nullptr) {
        const engine::MethodInfo& method = info(name);
        std::optional<ir::Function> mutant;
        std::optional<engine::Code> code;
        const engine::Code* original = nullptr;
        if (mutation != nullptr) {
            mutant = ir::mutate(function(name), *mutation);
            code = engine::Program::make_code(method, *mutant);
            original = engine::Program::replace_code(method, &*code);
        }
        engine::Engine engine(program_, context_, *solver_, {});
        engine::PathResult result = engine.run(*cls_, *method.method, arguments);
        if (mutation != nullptr) engine::Program::replace_code(method, original);
        return result;
    }

    // The method's mutations of one operator.
    std::vector<ir::Mutation> of(const std::string& name, MutationOperator op) {
        std::vector<ir::Mutation> found;
        for (const ir::Mutation& m : ir::mutations_of(function(name)))
            if (m.op == op) found.push_back(m);
        return found;
    }

    classfile::ClassPath class_path_;
    engine::Program program_{class_path_};
    expr::ExprContext context_;
    std::unique_ptr<solver::Solver> solver_ = solver::make_solver_chain();
    const classfile::ClassFile* cls_ = nullptr;
};

TEST_F(MutationTest, ArithmeticOperatorReplacementSubtracts) {
    const auto mutants = of("sum", MutationOperator::Arithmetic);
    ASSERT_EQ(mutants.size(), 1u);
    EXPECT_EQ(mutants[0].description, "replaced + with -");
    EXPECT_EQ(run("sum", {Value::i32(7), Value::i32(3)}).return_value->as_i32(), 10);
    EXPECT_EQ(run("sum", {Value::i32(7), Value::i32(3)}, &mutants[0]).return_value->as_i32(), 4);
    // The program runs its own code again once the mutant is taken out.
    EXPECT_EQ(run("sum", {Value::i32(7), Value::i32(3)}).return_value->as_i32(), 10);
}

TEST_F(MutationTest, ConditionsAreNegatedAndTheirBoundariesMoved) {
    const auto negated = of("atLeastTen", MutationOperator::NegatedCondition);
    const auto moved = of("atLeastTen", MutationOperator::ConditionalBoundary);
    ASSERT_EQ(negated.size(), 1u);
    ASSERT_EQ(moved.size(), 1u);
    for (int x : {9, 10, 11}) {
        const bool original = run("atLeastTen", {Value::i32(x)}).return_value->as_i32() != 0;
        EXPECT_EQ(original, x >= 10);
        EXPECT_NE(run("atLeastTen", {Value::i32(x)}, &negated[0]).return_value->as_i32() != 0, original) << x;
        // Only the boundary itself tells the moved boundary apart.
        const bool boundary = run("atLeastTen", {Value::i32(x)}, &moved[0]).return_value->as_i32() != 0;
        EXPECT_EQ(boundary != original, x == 10) << x;
    }
}

TEST_F(MutationTest, ConstantsChange) {
    const auto longs = of("scaled", MutationOperator::Constant);
    ASSERT_EQ(longs.size(), 1u);
    EXPECT_EQ(longs[0].description, "changed the constant 3L to 4L");
    EXPECT_EQ(run("scaled", {Value::i64(5)}, &longs[0]).return_value->as_i64(), 20);
    const auto doubles = of("half", MutationOperator::Constant);
    ASSERT_EQ(doubles.size(), 1u);
    EXPECT_EQ(run("half", {Value::f64(4.0)}, &doubles[0]).return_value->as_f64(), 6.0);
}

TEST_F(MutationTest, ReturnValuesChange) {
    const auto ints = of("sum", MutationOperator::ReturnValue);
    ASSERT_EQ(ints.size(), 1u);
    EXPECT_EQ(run("sum", {Value::i32(7), Value::i32(3)}, &ints[0]).return_value->as_i32(), 10 ^ 1);
    const auto booleans = of("atLeastTen", MutationOperator::ReturnValue);
    ASSERT_FALSE(booleans.empty());
    for (const ir::Mutation& m : booleans) {
        const std::int32_t flipped = run("atLeastTen", {Value::i32(12)}, &m).return_value->as_i32();
        EXPECT_TRUE(flipped == 0 || flipped == 1) << "a boolean stays a boolean";
    }
    const auto doubles = of("half", MutationOperator::ReturnValue);
    ASSERT_EQ(doubles.size(), 1u);
    EXPECT_EQ(run("half", {Value::f64(4.0)}, &doubles[0]).return_value->as_f64(), 3.0);
    const auto references = of("name", MutationOperator::ReturnValue);
    ASSERT_FALSE(references.empty());
    EXPECT_EQ(references[0].description, "returned null");
    EXPECT_NE(run("name", {Value::i32(1)}).return_value->as_ref(), 0u);
    EXPECT_EQ(run("name", {Value::i32(1)}, &references[0]).return_value->as_ref(), 0u);
}

TEST_F(MutationTest, RemovedCallLeavesItsEffectOut) {
    const auto removed = of("bumped", MutationOperator::RemovedCall);
    ASSERT_EQ(removed.size(), 1u);
    EXPECT_EQ(removed[0].description, "removed the call of bump");
    EXPECT_EQ(run("bumped", {}).return_value->as_i32(), 1);
    EXPECT_EQ(run("bumped", {}, &removed[0]).return_value->as_i32(), 0);
}

TEST_F(MutationTest, NegationRemoved) {
    const auto mutants = of("negate", MutationOperator::Arithmetic);
    ASSERT_EQ(mutants.size(), 1u);
    EXPECT_EQ(mutants[0].description, "removed a negation");
    EXPECT_EQ(run("negate", {Value::i32(4)}, &mutants[0]).return_value->as_i32(), 4);
}

TEST_F(MutationTest, MutationsAreListedInAFixedOrder) {
    const auto first = ir::mutations_of(function("name"));
    const auto second = ir::mutations_of(function("name"));
    ASSERT_EQ(first.size(), second.size());
    for (std::size_t i = 0; i < first.size(); ++i) {
        EXPECT_EQ(first[i].description, second[i].description);
        EXPECT_EQ(first[i].block, second[i].block);
        EXPECT_EQ(first[i].index, second[i].index);
    }
}

TEST(BoundaryCondition, PutsEachComparisonAtTheEdgeOfItsSide) {
    expr::ExprContext context;
    const expr::Expr* x = context.var(expr::Sort::I32, "x");
    const expr::Expr* limit = context.i32(10);
    auto edge = [&](const expr::Expr* condition) {
        const expr::Expr* boundary = boundary_condition(context, condition);
        EXPECT_NE(boundary, nullptr);
        for (std::int32_t v = 5; v <= 15; ++v) {
            expr::Assignment model;
            model.set(x, static_cast<std::uint32_t>(v));
            if (expr::evaluate(boundary, model).as_bool()) {
                // The boundary is on the condition's side.
                EXPECT_TRUE(expr::evaluate(condition, model).as_bool());
                return v;
            }
        }
        return -1;
    };
    EXPECT_EQ(edge(context.binary(expr::Kind::Lt, x, limit)), 9);   // x < 10
    EXPECT_EQ(edge(context.binary(expr::Kind::Le, x, limit)), 10);  // x <= 10
    EXPECT_EQ(edge(context.gt(x, limit)), 11);                      // x > 10
    EXPECT_EQ(edge(context.ge(x, limit)), 10);                      // x >= 10
    EXPECT_EQ(edge(context.unary(expr::Kind::Not, context.binary(expr::Kind::Lt, x, limit))), 10);  // !(x < 10)
    EXPECT_EQ(edge(context.unary(expr::Kind::Not, context.binary(expr::Kind::Le, x, limit))), 11);  // !(x <= 10)
    EXPECT_EQ(boundary_condition(context, context.binary(expr::Kind::Eq, x, limit)), nullptr);
    // lcmp(x, 10) > 0, as javac compiles a long comparison: x > 10.
    const expr::Expr* y = context.var(expr::Sort::I64, "y");
    const expr::Expr* compare = context.binary(expr::Kind::Cmp, y, context.i64(10));
    const expr::Expr* boundary = boundary_condition(context, context.binary(expr::Kind::Lt, context.i32(0), compare));
    ASSERT_NE(boundary, nullptr);
    expr::Assignment at_eleven;
    at_eleven.set(y, 11);
    EXPECT_TRUE(expr::evaluate(boundary, at_eleven).as_bool());
    // A strict comparison of doubles has no next value to ask for.
    const expr::Expr* d = context.var(expr::Sort::F64, "d");
    EXPECT_EQ(boundary_condition(context, context.binary(expr::Kind::Lt, d, context.f64(1.0))), nullptr);
}

TEST_F(MutationTest, AnalysisKillsMutantsAndAddsBoundaryTests) {
    auto candidates = solver::make_solver_chain();
    GenerateOptions options;
    options.engine.work_budget = engine::work_for_seconds(10);
    options.candidate_solver = candidates.get();
    auto generated = generate_tests(program_, context_, *solver_, *cls_, options);
    ASSERT_TRUE(generated) << generated.error().message;
    ASSERT_EQ(generated->suite.tests.size(), generated->test_runs.size());
    const std::size_t kept = generated->suite.tests.size();
    MutationOptions mutation;
    mutation.engine = options.engine;
    const MutationReport report = analyse_mutants(program_, context_, *solver_, *cls_, *generated, mutation);
    EXPECT_EQ(report.tests_not_rerun, 0u);
    EXPECT_GT(report.mutants, 15u);
    EXPECT_EQ(report.outcomes.size(), report.mutants);
    EXPECT_FALSE(report.budget_exhausted);
    // atLeastTen's boundary mutant needs x == 10: generation keeps a test at
    // that edge (add_boundary_test), or a boundary candidate joins the suite.
    EXPECT_EQ(generated->suite.tests.size(), kept + report.tests_added);
    bool boundary_test = false;
    for (const TestCase& test : generated->suite.tests)
        boundary_test |= test.method == "atLeastTen" && test.arguments[0].primitive == JavaValue::integer(10);
    EXPECT_TRUE(boundary_test);
    for (const MutantOutcome& outcome : report.outcomes) {
        if (outcome.mutation.op == MutationOperator::ConditionalBoundary && outcome.method == "atLeastTen(I)Z") {
            EXPECT_EQ(outcome.status, MutantOutcome::Status::Killed);
        }
    }
    EXPECT_GE(report.score(), 0.9) << report.killed << " of " << report.mutants;
    // A lambda's body is synthetic but the user's code: it is mutated too.
    bool lambda_killed = false;
    for (const MutantOutcome& outcome : report.outcomes)
        lambda_killed |= outcome.method.starts_with("lambda$twice$") && outcome.status == MutantOutcome::Status::Killed;
    EXPECT_TRUE(lambda_killed);
    // Each killed mutant names a test of the final suite that killed it; with
    // that test removed (validation took it out), the mutant counts as
    // surviving and the score drops by it, never below what was seen.
    std::vector<bool> removed(generated->suite.tests.size(), false);
    std::size_t killed_by_added = 0;
    for (const MutantOutcome& outcome : report.outcomes) {
        if (outcome.status != MutantOutcome::Status::Killed) {
            EXPECT_FALSE(outcome.killed_by.has_value());
            continue;
        }
        ASSERT_TRUE(outcome.killed_by.has_value()) << outcome.method;
        ASSERT_LT(*outcome.killed_by, generated->suite.tests.size());
        killed_by_added += *outcome.killed_by >= kept ? 1 : 0;
    }
    // Each candidate that joined the suite did so for a mutant it killed.
    EXPECT_GE(killed_by_added, report.tests_added);
    const std::size_t first_killer = *std::find_if(report.outcomes.begin(), report.outcomes.end(), [](const auto& o) {
                                          return o.killed_by.has_value();
                                      })->killed_by;
    removed[first_killer] = true;
    std::size_t killed_by_it = 0;
    for (const MutantOutcome& outcome : report.outcomes) killed_by_it += outcome.killed_by == first_killer ? 1 : 0;
    const MutationReport after = after_removals(report, removed);
    EXPECT_EQ(after.killed, report.killed - killed_by_it);
    EXPECT_EQ(after.killed_by_removed_tests, killed_by_it);
    EXPECT_LT(after.score(), report.score());
    std::size_t by_operator = 0;
    for (const auto& count : after.by_operator) by_operator += count.killed;
    EXPECT_EQ(by_operator, after.killed);
    EXPECT_EQ(after_removals(report, std::vector<bool>(removed.size(), false)), report);
    // The class runs its own code again.
    engine::Engine engine(program_, context_, *solver_, {});
    for (const engine::MethodInfo& method : (*program_.klass("mut/Small"))->methods) {
        if (method.name() != "sum") continue;
        EXPECT_EQ(engine.run(*cls_, *method.method, {Value::i32(2), Value::i32(3)}).return_value->as_i32(), 5);
    }
}

}  // namespace
}  // namespace symcrete::testgen
