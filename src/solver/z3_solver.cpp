// The Z3 backend of solver.h: one Z3 context per Solver, translations cached
// across queries, a fresh Z3 solver per query, and every Sat model checked by
// the evaluator before it is believed.
//
// A fresh solver per query keeps Z3 on its non-incremental path, where the
// preprocessing tactics (bit-blasting after simplification) do best on
// QF_BVFP; push/pop would switch it to the incremental SMT core. Terms live
// in the context, so nothing is translated twice.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include <z3++.h>

#include "expr/evaluator.h"
#include "solver/solver.h"
#include "solver/z3_model.h"
#include "solver/z3_translate.h"

namespace symcrete::solver {
namespace {

using expr::Expr;

std::chrono::nanoseconds thread_cpu_time() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

class Z3Solver final : public Solver {
public:
    Z3Solver() : translator_(ctx_) {}

    SatResult check(const std::vector<const Expr*>& constraints, expr::Assignment* model) override {
        const auto start = std::chrono::steady_clock::now();
        const auto cpu_start = thread_cpu_time();
        ++stats_.queries;
        SatResult result = SatResult::Unknown;
        try {
            result = solve(constraints, model);
        } catch (...) {
            // A node the translation does not support (std::invalid_argument):
            // a caller bug, so it propagates, but the statistics stay whole.
            ++stats_.unknown;
            stats_.time += std::chrono::steady_clock::now() - start;
            stats_.cpu_time += thread_cpu_time() - cpu_start;
            throw;
        }
        switch (result) {
            case SatResult::Sat: ++stats_.sat; break;
            case SatResult::Unsat: ++stats_.unsat; break;
            case SatResult::Unknown: ++stats_.unknown; break;
        }
        stats_.time += std::chrono::steady_clock::now() - start;
        stats_.cpu_time += thread_cpu_time() - cpu_start;
        return result;
    }

    void set_limits(const QueryLimits& per_query) override { limits_ = per_query; }

    const SolverStats& stats() const override { return stats_; }

private:
    SatResult solve(const std::vector<const Expr*>& constraints, expr::Assignment* model) {
        // Constant conditions need no solver (the smart constructors fold
        // most conditions to constants when the path is concrete).
        std::vector<const Expr*> open;
        for (const Expr* c : constraints) {
            if (c->is_const()) {
                if (c->bits() == 0) return SatResult::Unsat;
                continue;
            }
            open.push_back(c);
        }
        if (open.empty()) {
            if (model != nullptr) *model = expr::Assignment();
            return SatResult::Sat;
        }
        try {
            z3::solver solver(ctx_);
            apply_limits(solver);
            for (const Expr* c : open) solver.add(translator_.translate(c));
            const z3::check_result answer = solver.check();
            count_work(solver);
            switch (answer) {
                case z3::unsat: return SatResult::Unsat;
                case z3::unknown: return SatResult::Unknown;
                case z3::sat: break;
            }
            // Read every input back, then make sure the model really
            // satisfies the constraints under the concrete semantics.
            const z3::model z3_model = solver.get_model();
            expr::Assignment assignment;
            for (const Expr* v : expr::collect_vars(open)) {
                if (expr::is_array(v->sort())) {
                    std::optional<expr::ArrayValue> array = model_array(z3_model, translator_.translate(v), v->sort());
                    if (!array) return mismatch();
                    assignment.set_array(v, std::move(*array));
                    continue;
                }
                const std::optional<std::uint64_t> bits = model_bits(z3_model, translator_.translate(v), v->sort());
                if (!bits) return mismatch();
                assignment.set(v, *bits);
            }
            for (const Expr* c : open) {
                if (!expr::evaluate(c, assignment).as_bool()) return mismatch();
            }
            if (model != nullptr) *model = std::move(assignment);
            return SatResult::Sat;
        } catch (const z3::exception&) {
            // Resource limits and cancellation surface as exceptions in some
            // Z3 paths; either way the answer is unknown.
            return SatResult::Unknown;
        }
    }

    // Z3 takes both limits as unsigned; larger values saturate. Its rlimit
    // counts from where the context stands, so the limit is per query.
    void apply_limits(z3::solver& solver) {
        constexpr auto max = std::numeric_limits<unsigned>::max();
        z3::params params(ctx_);
        if (limits_.timeout.count() > 0)
            params.set("timeout", static_cast<unsigned>(std::min<std::int64_t>(limits_.timeout.count(), max)));
        if (limits_.work > 0) params.set("rlimit", static_cast<unsigned>(std::min<std::uint64_t>(limits_.work, max)));
        solver.set(params);
    }

    // Z3's "rlimit count" statistic is the context's running total; the
    // difference from the last reading is this query's work.
    void count_work(const z3::solver& solver) {
        const z3::stats statistics = solver.statistics();
        for (unsigned i = 0; i < statistics.size(); ++i) {
            if (statistics.key(i) != "rlimit count") continue;
            const double total = statistics.is_uint(i) ? statistics.uint_value(i) : statistics.double_value(i);
            const auto count = static_cast<std::uint64_t>(total);
            if (count > rlimit_seen_) stats_.work += count - rlimit_seen_;
            rlimit_seen_ = std::max(rlimit_seen_, count);
            return;
        }
    }

    SatResult mismatch() {
        ++stats_.model_mismatches;
        return SatResult::Unknown;
    }

    z3::context ctx_;
    Z3Translator translator_;
    QueryLimits limits_;
    SolverStats stats_;
    std::uint64_t rlimit_seen_ = 0;  // the context's rlimit count at the last reading
};

}  // namespace

std::unique_ptr<Solver> make_z3_solver() {
    return std::make_unique<Z3Solver>();
}

}  // namespace symcrete::solver
