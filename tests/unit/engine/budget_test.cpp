// The work budget: counted inside paths, resumable without changing what is
// explored, and the path condition free of repeated conjuncts.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <thread>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "expr/evaluator.h"
#include "support/cpu_clock.h"
#include "support/java_compiler.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::PathEnd;
using engine::PathResult;

class BudgetTest : public symcrete::testing::EngineFixture {
protected:
    BudgetTest() : EngineFixture("eng/Budgets") {}
};

// What a path shows a test: how it ended, its inputs and its result under the model.
std::string describe(const PathResult& path) {
    std::string text = engine::to_string(path.end);
    for (const expr::Value& arg : path.arguments)
        text += " " + (arg.is_symbolic() ? expr::evaluate(arg.expr(), path.model) : arg).to_string();
    if (path.return_value)
        text += " -> " + (path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                           : *path.return_value)
                             .to_string();
    return text + " pc=" + std::to_string(path.path_condition.size());
}

TEST_F(BudgetTest, HoldsInsideAPathThatNeverEnds) {
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::EngineOptions options;
    options.work_budget = 3'000'000;  // well below max_steps_per_path
    engine::Engine engine(program_, context, *solver, options);
    auto paths = engine.explore(*cls_, method("spin"));
    ASSERT_TRUE(paths) << paths.error().message;
    EXPECT_TRUE(paths->empty());  // the only path never ends: it is paused, not finished
    EXPECT_TRUE(engine.stats().budget_exhausted);
    EXPECT_FALSE(engine.finished());
    EXPECT_GE(engine.stats().work, options.work_budget);
    // It stops at the budget, give or take one solver query.
    EXPECT_LE(engine.stats().work, options.work_budget + engine::kWorkPerSolverQuery +
                                       options.solver_limits.work * engine::kWorkPerSolverUnit);
    EXPECT_EQ(engine.stats().steps_exceeded, 0u);
}

// A CPU-time deadline (a verdict's time limit) ends a path that never ends
// once the process has spent it, with the work budget unlimited; the
// process's CPU clock moves with work, not with waiting.
TEST_F(BudgetTest, ACpuDeadlineEndsExplorationOnceSpent) {
    const auto idle_start = ProcessCpuClock::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    EXPECT_LT(ProcessCpuClock::now() - idle_start, std::chrono::milliseconds(100));
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::EngineOptions options;
    options.work_budget = std::numeric_limits<std::uint64_t>::max();
    const auto started = ProcessCpuClock::now();
    options.cpu_deadline = started + std::chrono::milliseconds(300);
    engine::Engine engine(program_, context, *solver, options);
    auto paths = engine.explore(*cls_, method("spin"));
    ASSERT_TRUE(paths) << paths.error().message;
    EXPECT_TRUE(paths->empty());
    EXPECT_TRUE(engine.stats().budget_exhausted);
    EXPECT_TRUE(engine.stats().wall_clock_fired);
    EXPECT_GE(ProcessCpuClock::now() - started, std::chrono::milliseconds(300));
}

// Past the deadline the solver is not asked: an intrinsic or a loop that
// decides many branches before exploration next looks at the clock would
// otherwise go on query after query. The first query here runs the CPU
// clock past the deadline; the split in `fields` decides more right after,
// inside one instruction.
class SpendsTheTimeOnItsFirstQuery final : public solver::Solver {
public:
    SpendsTheTimeOnItsFirstQuery(solver::Solver& inner, ProcessCpuClock::time_point deadline)
        : inner_(inner), deadline_(deadline) {}
    solver::SatResult check(const solver::Query& query, expr::Assignment* model) override {
        if (++queries == 1)
            while (ProcessCpuClock::now() <= deadline_) {
            }
        return inner_.check(query, model);
    }
    void set_limits(const solver::QueryLimits& limits) override { inner_.set_limits(limits); }
    solver::QueryLimits limits() const override { return inner_.limits(); }
    const solver::SolverStats& stats() const override { return inner_.stats(); }
    void layer_stats(std::vector<solver::LayerStats>& out) const override { inner_.layer_stats(out); }
    int queries = 0;

private:
    solver::Solver& inner_;
    ProcessCpuClock::time_point deadline_;
};

TEST_F(BudgetTest, PastTheDeadlineNoQueryIsAsked) {
    expr::ExprContext context;
    auto z3 = solver::make_z3_solver();
    engine::EngineOptions options;
    options.work_budget = std::numeric_limits<std::uint64_t>::max();
    method("fields");  // loaded before the clock starts
    options.cpu_deadline = ProcessCpuClock::now() + std::chrono::milliseconds(300);
    SpendsTheTimeOnItsFirstQuery solver(*z3, *options.cpu_deadline);
    engine::Engine engine(program_, context, solver, options);
    auto paths = engine.explore(*cls_, method("fields"));
    ASSERT_TRUE(paths) << paths.error().message;
    // The first query spends the time (or, on a loaded machine under the
    // sanitizers, lifting the JDK's code already did): none after it.
    EXPECT_LE(solver.queries, 1);
}

// A hard query gets what is left of the budget (at least a floor), not the
// configured per-query limit, so it cannot take the budget of methods after it.
TEST_F(BudgetTest, AHardQueryStaysWithinWhatIsLeft) {
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::EngineOptions options;
    options.work_budget = engine::work_for_seconds(0.1);
    engine::Engine engine(program_, context, *solver, options);
    auto paths = engine.explore(*cls_, method("hardProduct"));
    ASSERT_TRUE(paths) << paths.error().message;
    EXPECT_LE(engine.stats().work, options.work_budget + engine::kWorkPerSolverQuery +
                                       engine::kMinSolverUnitsPerQuery * engine::kWorkPerSolverUnit +
                                       engine::kWorkPerPath);
    EXPECT_LT(engine::kMinSolverUnitsPerQuery, options.solver_limits.work);
}

TEST_F(BudgetTest, ResumingInSlicesExploresExactlyWhatOneRunDoes) {
    std::vector<std::string> whole, sliced;
    {
        expr::ExprContext context;
        auto solver = solver::make_z3_solver();
        engine::Engine engine(program_, context, *solver, {});
        auto paths = engine.explore(*cls_, method("mixed"));
        ASSERT_TRUE(paths) << paths.error().message;
        for (const PathResult& path : *paths) whole.push_back(describe(path));
        EXPECT_TRUE(engine.finished());
    }
    {
        expr::ExprContext context;
        auto solver = solver::make_z3_solver();
        engine::Engine engine(program_, context, *solver, {});
        ASSERT_TRUE(engine.begin(*cls_, method("mixed")));
        int resumes = 0;
        while (!engine.finished() && resumes < 100000) {
            for (const PathResult& path : engine.resume(5'000)) sliced.push_back(describe(path));
            ++resumes;
        }
        EXPECT_TRUE(engine.finished());
        EXPECT_GT(resumes, 10);  // the slices really cut paths
    }
    EXPECT_GT(whole.size(), 3u);
    EXPECT_EQ(whole, sliced);
}

TEST_F(BudgetTest, ALoopAddsItsRepeatedConditionOnce) {
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::Engine engine(program_, context, *solver, {});
    auto paths = engine.explore(*cls_, method("repeat"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_FALSE(paths->empty());
    for (const PathResult& path : *paths) {
        std::set<const expr::Expr*> distinct(path.path_condition.begin(), path.path_condition.end());
        EXPECT_EQ(distinct.size(), path.path_condition.size()) << describe(path);
        EXPECT_LE(path.path_condition.size(), 4u) << describe(path);
    }
}

TEST_F(BudgetTest, InitialStaticsAreTheValuesAfterClassInitialisation) {
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::Engine engine(program_, context, *solver, {});
    auto statics = engine.initial_statics(*cls_);
    ASSERT_TRUE(statics) << statics.error().message;
    ASSERT_TRUE(statics->count("counter:I"));
    EXPECT_EQ(statics->at("counter:I").as_i32(), 42);
    ASSERT_TRUE(statics->count("total:J"));
    EXPECT_EQ(statics->at("total:J").as_i64(), 0);
    EXPECT_EQ(statics->at("LIMIT:I").as_i32(), 10);
}

TEST(WorkBudget, SecondsConvertAndRejectNonsense) {
    EXPECT_EQ(engine::work_for_seconds(1), engine::kWorkPerSecond);
    EXPECT_EQ(engine::work_for_seconds(0), 0u);
    EXPECT_EQ(engine::work_for_seconds(-3), 0u);
    EXPECT_EQ(engine::work_for_seconds(std::nan("")), 0u);
    EXPECT_EQ(engine::work_for_seconds(1e300), std::numeric_limits<std::uint64_t>::max());
    EXPECT_DOUBLE_EQ(engine::seconds_for_work(engine::kWorkPerSecond * 3), 3.0);
}

}  // namespace
