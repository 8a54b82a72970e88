// cvc5 confined as cvc5_thread.h says: each layer's work on a thread of its
// own, and never two tasks at once, however many threads solve.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "cvc5_solver.h"
#include "cvc5_thread.h"
#include "solver/solver.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Assignment;
using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

TEST(Cvc5Thread, RunsEachTaskOnItsOwnThreadAndPassesOnWhatItThrows) {
    Cvc5Thread thread;
    std::thread::id first;
    std::thread::id second;
    thread.run([&] { first = std::this_thread::get_id(); });
    thread.run([&] { second = std::this_thread::get_id(); });
    EXPECT_NE(first, std::this_thread::get_id());
    EXPECT_EQ(first, second);

    Cvc5Thread other;
    std::thread::id third;
    other.run([&] { third = std::this_thread::get_id(); });
    EXPECT_NE(third, first);

    EXPECT_THROW(thread.run([] { throw std::runtime_error("from the task"); }), std::runtime_error);
    int after = 0;
    thread.run([&] { after = 1; });  // still serving
    EXPECT_EQ(after, 1);
}

// One thread's share: nonlinear integer queries that cvc5 answers (Z3 is
// behind it only for what it passes on), each checked against its model.
struct Solved {
    int sat = 0;
    int unsat = 0;
    int wrong = 0;
};

Solved solve_on_this_thread(std::uint64_t seed, int queries) {
    ExprContext ctx;
    std::unique_ptr<Solver> solver = make_cvc5_layer(make_z3_solver());
    testing::Rng rng(seed);
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    Solved solved;
    for (int i = 0; i < queries; ++i) {
        const auto a = static_cast<std::int32_t>(rng.below(200)) - 100;
        const auto b = static_cast<std::int32_t>(rng.below(5000));
        // x * x + a * y == b, with small x and y: sat or unsat by the numbers.
        const Expr* square = ctx.binary(Kind::Mul, x, x);
        const Expr* sum = ctx.binary(Kind::Add, square, ctx.binary(Kind::Mul, ctx.i32(a), y));
        const std::vector<const Expr*> constraints{
            ctx.binary(Kind::Le, ctx.i32(-100), x), ctx.binary(Kind::Le, x, ctx.i32(100)),
            ctx.binary(Kind::Le, ctx.i32(-100), y), ctx.binary(Kind::Le, y, ctx.i32(100))};
        const Query query{constraints, ctx.binary(Kind::Eq, sum, ctx.i32(b))};
        Assignment model;
        const SatResult result = solver->check(query, &model);
        if (result == SatResult::Sat) {
            ++solved.sat;
            for (const Expr* c : query.conjuncts())
                if (!expr::evaluate(c, model).as_bool()) ++solved.wrong;
        } else if (result == SatResult::Unsat) {
            ++solved.unsat;
        }
    }
    return solved;
}

TEST(Cvc5Thread, LayersOnTwoThreadsNeverRunCvc5AtOnce) {
    const int queries = testing::samples(40);
    Solved one;
    Solved two;
    std::thread first([&] { one = solve_on_this_thread(1, queries); });
    std::thread second([&] { two = solve_on_this_thread(2, queries); });
    first.join();
    second.join();
    EXPECT_EQ(one.wrong + two.wrong, 0);
    EXPECT_EQ(one.sat + one.unsat, queries);
    EXPECT_EQ(two.sat + two.unsat, queries);
    EXPECT_GT(one.sat, 0);
    EXPECT_GT(one.unsat + two.unsat, 0);
    EXPECT_EQ(Cvc5Thread::peak_concurrent_tasks(), 1u);
}

}  // namespace
}  // namespace symcrete::solver
