// Satisfiability of path conditions. The engine asks whether a path
// condition together with a new condition is satisfiable and, if so, for
// values of the inputs that make it so. A Solver is a chain of layers
// (solver_chain.h), each a decorator that answers what it can cheaply and
// passes the rest down to Z3.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"

namespace symcrete::solver {

enum class SatResult { Sat, Unsat, Unknown };
const char* to_string(SatResult result);

// One question: are `constraints` and `condition` satisfiable together?
// They are kept apart because they are not alike: the constraints are a
// path condition the asker already has a model of, the condition is new.
// That is what lets a layer drop the constraints that share no input with
// the condition (solver/independence.h). A query without a condition asks
// about the constraints alone, and the asker needs no model.
struct Query {
    std::vector<const expr::Expr*> constraints;
    const expr::Expr* condition = nullptr;

    // The constraints and the condition, if any: the conjunction asked about.
    std::vector<const expr::Expr*> conjuncts() const;
};

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
    // Deterministic work units spent, summed over queries: Z3's rlimit count
    // plus a fixed amount per Z3 query, and the evaluations the cheaper
    // layers make. What the engine charges against its budget.
    std::uint64_t work = 0;
};

// What one layer of the chain did: the queries that reached it, how many
// it answered itself (the rest went to the next layer), and its counters.
struct LayerStats {
    std::string layer;
    SolverStats stats;           // queries reaching this layer; time includes the layers below
    std::uint64_t answered = 0;  // answered here without asking the next layer
    std::string detail;          // layer-specific counters, readable
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
    // Is the query satisfiable? On Sat, if `model` is given, it receives a
    // partial model: values for the inputs the answer depends on, replacing
    // what `model` held. Merged over a model of query.constraints (the
    // asker's), it satisfies the whole query; a query without a condition
    // gets a value for every input of its constraints. `model` is left alone
    // on Unsat and Unknown. Unknown covers timeouts and solver limits.
    virtual SatResult check(const Query& query, expr::Assignment* model) = 0;
    // The conjunction of `constraints`, with a model of all their inputs.
    SatResult check(const std::vector<const expr::Expr*>& constraints, expr::Assignment* model) {
        return check(Query{constraints, nullptr}, model);
    }
    // Limits for each later query; see QueryLimits. Layers pass them down.
    virtual void set_limits(const QueryLimits& per_query) = 0;
    // The limits set_limits last set (none at first).
    virtual QueryLimits limits() const = 0;
    // Counters of the queries asked of this solver, with the work of every
    // layer below it.
    virtual const SolverStats& stats() const = 0;
    // This layer's counters and those of the layers below it, top first.
    virtual void layer_stats(std::vector<LayerStats>& out) const = 0;
};

// Z3 with bit-vectors and floating point (QF_BVFP), the chain's last layer.
// The translation is exact: Java's integral ops as bit-vector ops,
// float/double as IEEE with RNE, fmod by an exact bit-vector encoding
// (z3_fp_rem.h), saturating conversions. Translations are cached by node
// address, so a solver must only ever see expressions of one ExprContext,
// and must not outlive it (make a new solver per context).
//
// An opaque call (Math.sin(x)) is Unknown to Z3 at once unless
// `opaque_calls`: then it is a constant of its own, models it refutes are
// learnt from (z3_solver.cpp), and Unsat answers hold. That costs solver
// work the concolic walk would rather spend: verdicts ask for it, test
// generation does not (on the CORAL-style programs at budget 10 it covered
// 257 branches of 308 with it and 269 without).
//
// With `core_first`, a query of bit-vectors alone goes to Z3's SMT core
// first (z3_solver.cpp): 3 to 5 times faster on small comparison-heavy
// queries, but its resource units run slower than the QF_BV tactic's on
// larger ones, so budgets counted in work overrun their time (gen on
// ArraySearch: 47 s where the same budget took 33 s). And an input array's
// elements read at constant indices are bit-vector constants of their own
// (Z3Translator::element_constant), so such queries need no array theory.
// `worst`'s guided paths, one path of many comparisons of array elements,
// take it; the default waits on a measurement over the whole test suite.
std::unique_ptr<Solver> make_z3_solver(bool opaque_calls = false, bool core_first = false);

}  // namespace symcrete::solver
