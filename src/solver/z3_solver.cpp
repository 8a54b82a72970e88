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
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <z3++.h>

#include "expr/evaluator.h"
#include "solver/solver.h"
#include "solver_layer.h"
#include "z3_alarm.h"
#include "z3_limits.h"
#include "z3_model.h"
#include "z3_translate.h"

namespace symcrete::solver {
namespace {

using expr::Expr;

class Z3Solver final : public SolverLayer {
public:
    Z3Solver() : SolverLayer("z3 (bit-vectors)", nullptr), translator_(ctx_) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        // Constant conditions need no solver (the smart constructors fold
        // most conditions to constants when the path is concrete).
        std::vector<const Expr*> open;
        for (const Expr* c : query.conjuncts()) {
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
            add_work(kWorkPerZ3Query);
            z3::solver solver(ctx_);
            apply_work_limit(ctx_, solver, limits());
            for (const Expr* c : open) solver.add(translator_.translate(c));
            const z3::check_result answer = alarm_.check(ctx_, solver, limits().timeout);
            add_work(meter_.spent(solver));
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
                if (expr::evaluate(c, assignment).as_bool()) continue;
                // Z3 saw an opaque call as a constant of its own: its model
                // may give the call a value the function never returns.
                if (expr::contains_call(open)) {
                    ++opaque_;
                    return SatResult::Unknown;
                }
                return mismatch();
            }
            if (model != nullptr) *model = std::move(assignment);
            return SatResult::Sat;
        } catch (const z3::exception&) {
            // Resource limits and cancellation surface as exceptions in some
            // Z3 paths; either way the answer is unknown.
            return SatResult::Unknown;
        }
    }

    std::string detail() const override {
        return opaque_ == 0 ? std::string()
                            : std::to_string(opaque_) + " with an opaque call whose model the function disagreed with (unknown)";
    }

    SatResult mismatch() {
        count_model_mismatch();
        return SatResult::Unknown;
    }

    z3::context ctx_;
    Z3Translator translator_;
    Z3Alarm alarm_;  // after ctx_: it may interrupt ctx_ until it ends
    RlimitMeter meter_;
    std::uint64_t opaque_ = 0;  // Sat models an opaque call made wrong
};

}  // namespace

std::unique_ptr<Solver> make_z3_solver() {
    return std::make_unique<Z3Solver>();
}

}  // namespace symcrete::solver
