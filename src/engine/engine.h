// Symbolic exploration of one method, and concrete runs of it. The Engine
// executes lifted IR over States; a branch on a symbolic condition forks the
// state when both sides are feasible (asked of the Solver). Exploration is
// depth-first and bounded by the budgets in EngineOptions; when a budget runs
// out the paths finished so far are returned.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "engine/program.h"
#include "engine/state.h"
#include "expr/expr.h"
#include "solver/solver.h"
#include "support/result.h"

namespace symcrete::engine {

struct EngineOptions {
    std::chrono::milliseconds time_budget{30000};  // whole exploration
    std::uint64_t max_paths = 100000;        // finished paths
    unsigned max_call_depth = 64;            // frames on the stack
    unsigned branch_bound = 6;               // symbolic forks per branch per path (seed 004's B)
    std::uint64_t max_steps_per_path = 5'000'000;  // instructions, to stop runaway concrete loops
    // Per solver query. The work limit (Z3 rlimit units; 20 million take
    // about 3 s on our 2-core machine) is what normally binds, so exploration
    // does not depend on the machine's load; the wall timeout only catches
    // queries that stall without counting work.
    solver::QueryLimits solver_limits{std::chrono::milliseconds(20000), 20'000'000};
};

enum class PathEnd : std::uint8_t {
    Returned,     // normal return (return_value set unless void)
    Threw,        // an exception escaped the method (exception_class set)
    Unsupported,  // something the engine cannot execute yet (detail says what)
    DepthExceeded,
    StepsExceeded,
};
const char* to_string(PathEnd end);

struct PathResult {
    PathEnd end = PathEnd::Returned;
    std::optional<Value> return_value;  // concrete on concrete runs
    std::string exception_class;        // internal name
    std::string exception_message;      // detail message when it is a known string
    std::string detail;                 // Unsupported / budget: what happened where
    std::vector<const expr::Expr*> path_condition;
    std::vector<Value> arguments;       // the inputs: symbolic vars, or concrete values
    expr::Assignment model;             // satisfies path_condition
    std::set<Edge> covered;             // branch edges of the class under test
};

struct ExplorationStats {
    std::uint64_t paths = 0;          // finished paths, any end
    std::uint64_t forks = 0;
    std::uint64_t infeasible = 0;     // branch sides the solver ruled out
    std::uint64_t solver_unknown = 0; // branch sides given up on
    std::uint64_t bounded = 0;        // forks not taken because of the branch bound
    std::uint64_t unsupported = 0;
    bool budget_exhausted = false;    // time or path budget cut exploration short
    std::chrono::nanoseconds time{0};
};

class Engine {
public:
    Engine(Program& program, expr::ExprContext& context, solver::Solver& solver, EngineOptions options);

    // Explores a static method whose parameters are all primitives, starting
    // with symbolic parameters. Errors: the method cannot be explored at all
    // (not static, no code, a parameter that is not primitive, lift failure).
    Result<std::vector<PathResult>> explore(const classfile::ClassFile& cls, const classfile::Method& method);

    // Runs a static method concretely on the given arguments (the replay).
    PathResult run(const classfile::ClassFile& cls, const classfile::Method& method,
                   const std::vector<Value>& arguments);

    const ExplorationStats& stats() const { return stats_; }

    // Why a method cannot be explored by this slice, or nullopt if it can.
    static std::optional<std::string> unsupported_reason(const classfile::Method& method);

private:
    class Run;  // one exploration or concrete run (executor.cpp)
    Program& program_;
    expr::ExprContext& context_;
    solver::Solver& solver_;
    EngineOptions options_;
    ExplorationStats stats_;
};

}  // namespace symcrete::engine
