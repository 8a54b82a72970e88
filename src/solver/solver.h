// Satisfiability of path conditions. The engine asks whether a conjunction of
// Bool expressions is satisfiable and, if so, for a model of its inputs.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"

namespace symcrete::solver {

enum class SatResult { Sat, Unsat, Unknown };
const char* to_string(SatResult result);

struct SolverStats {
    std::uint64_t queries = 0;
    std::uint64_t sat = 0;
    std::uint64_t unsat = 0;
    std::uint64_t unknown = 0;
    // Sat answers whose model failed expr::evaluate on some constraint: a
    // translation bug. Reported as Unknown (and counted there too), never as
    // a wrong model.
    std::uint64_t model_mismatches = 0;
    std::chrono::nanoseconds time{0};  // wall time spent inside check()
    std::chrono::nanoseconds cpu_time{0};  // this thread's CPU time inside check() (less load-dependent)
    // The solver's own deterministic work units spent (Z3's rlimit count),
    // summed over queries: what the engine charges against its budget.
    std::uint64_t work = 0;
};

// How much one query may cost before it is given up as Unknown. Zero means no
// limit. `work` counts the solver's own deterministic resource units (Z3's
// rlimit), so where it binds the answer is the same on every run and every
// machine load; `timeout` is wall time, a safety net for queries whose work
// count grows slowly. Keep the timeout well above the time the work limit
// takes, or answers (and generated tests) vary with the machine's load.
struct QueryLimits {
    std::chrono::milliseconds timeout{0};
    std::uint64_t work = 0;
};

class Solver {
public:
    virtual ~Solver() = default;
    // Is the conjunction satisfiable? On Sat, if `model` is given, it receives
    // a value for every input of `constraints` that satisfies them all
    // (checked by expr::evaluate); the assignment is replaced, not merged, and
    // left alone on Unsat and Unknown. Unknown covers timeouts and solver
    // limits.
    virtual SatResult check(const std::vector<const expr::Expr*>& constraints, expr::Assignment* model) = 0;
    // Limits for each later query; see QueryLimits.
    virtual void set_limits(const QueryLimits& per_query) = 0;
    virtual const SolverStats& stats() const = 0;
};

// Z3 with bit-vectors and floating point (QF_BVFP). The translation is exact:
// Java's integral ops as bit-vector ops, float/double as IEEE with RNE,
// fmod by an exact bit-vector encoding (z3_fp_rem.h), saturating conversions.
// Translations are cached by node address, so a solver must only ever see
// expressions of one ExprContext, and must not outlive it (make a new solver
// per context).
std::unique_ptr<Solver> make_z3_solver();

}  // namespace symcrete::solver
