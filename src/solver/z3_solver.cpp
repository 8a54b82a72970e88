// The Z3 backend of solver.h: one Z3 context per Solver, translations cached
// across queries, a fresh Z3 solver per query, and every Sat model checked by
// the evaluator before it is believed.
//
// A fresh solver per query; terms live in the context, so nothing is
// translated twice. Each query goes to its logic's tactic (z3_logic). With
// core_first, a query of bit-vectors alone goes to the SMT core (the "smt"
// tactic) first, which bit-blasts lazily and answers small comparison-heavy
// queries 3 to 5 times faster than the QF_BV tactic's eager bit-blasting into
// its SAT solver (Z3 4.8.12: 1.2 ms against 6 ms for three comparisons, 2.2
// against 11.6 for a sort's 13); a query the core gives up on goes on to
// QF_BV, which does best on hard arithmetic. Not the default: the core's
// resource units undercount its time on larger queries (solver.h).
#include <algorithm>
#include <bit>
#include <cmath>
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
#include "expr/opaque_function.h"
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
    Z3Solver(bool opaque_calls, bool core_first)
        : SolverLayer("z3 (bit-vectors)", nullptr), translator_(ctx_, core_first), opaque_calls_(opaque_calls),
          core_first_(core_first) {}

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
            // The core's cost first; bit-blasting's setup when it runs.
            add_work(core_first_ ? kWorkPerZ3CoreQuery : kWorkPerZ3Query);
            const std::vector<const Expr*> calls = expr::collect_calls(open);
            if (!calls.empty() && !opaque_calls_) {
                ++opaque_;
                return SatResult::Unknown;
            }
            const std::vector<const Expr*> reads = core_first_ ? collect_element_reads(open) : std::vector<const Expr*>{};
            std::vector<z3::expr> lemmas;  // what refine() learnt about the calls
            // The rounds share the query's time limit (each its own would
            // let 13 rounds take 13 times it).
            const auto started = std::chrono::steady_clock::now();
            // The query's time left; false once it is spent (no limit: always true).
            auto time_left = [&](std::chrono::milliseconds& timeout) {
                timeout = limits().timeout;
                if (timeout.count() <= 0) return true;
                timeout -= std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
                return timeout.count() > 0;
            };
            for (int round = 0;; ++round) {
                std::chrono::milliseconds timeout{0};
                if (!time_left(timeout)) return SatResult::Unknown;
                // A fresh solver each round, as for every query (above).
                std::vector<z3::expr> terms;
                std::uint8_t theories = 0;
                for (const Expr* c : open) {
                    terms.push_back(translator_.translate(c));
                    theories |= translator_.theories(c);
                }
                // (The lemmas speak of calls, floats already among the theories.)
                const char* logic = z3_logic(theories);
                // Bit-vectors alone go to Z3's SMT core first, and to its
                // bit-blasting QF_BV tactic if the core gives up.
                const bool smt_core = core_first_ && theories == 0;
                // The core gets a quarter of the query's work and time: a
                // query hard for it is one for bit-blasting.
                auto check = [&](z3::solver& solver, std::uint64_t share) {
                    apply_work_limit(ctx_, solver, limits(), share);
                    for (const z3::expr& term : terms) solver.add(term);
                    for (const z3::expr& lemma : lemmas) solver.add(lemma);
                    // Arrays used as a whole: each element constant is its read.
                    if ((theories & Z3Translator::kArrays) != 0)
                        for (const Expr* read : reads) solver.add(translator_.element_link(read));
                    const z3::check_result answer = alarm_.check(ctx_, solver, timeout / share);
                    add_work(meter_.spent(solver));
                    return answer;
                };
                if (core_first_ && round == 0 && !smt_core) add_work(kWorkPerZ3Query - kWorkPerZ3CoreQuery);
                z3::solver solver = smt_core ? z3::tactic(ctx_, "smt").mk_solver()
                                    : logic != nullptr ? z3::solver(ctx_, logic)
                                                       : z3::solver(ctx_);
                z3::check_result answer = check(solver, smt_core ? kCoreShare : 1);
                // Bit-blasting gets the query's whole limits: the core's try
                // costs at most a quarter more.
                if (answer == z3::unknown && smt_core) {
                    ++core_gave_up_;
                    if (round == 0) add_work(kWorkPerZ3Query - kWorkPerZ3CoreQuery);
                    timeout = limits().timeout;
                    solver = z3::solver(ctx_, logic);
                    answer = check(solver, 1);
                }
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
                        for (const Expr* read : reads) {
                            if (read->operand(0) != v) continue;
                            const auto bits = model_bits(z3_model, translator_.translate(read), read->sort());
                            if (!bits) return mismatch();
                            array->elements[static_cast<std::int32_t>(read->operand(1)->bits())] = *bits;
                        }
                        assignment.set_array(v, std::move(*array));
                        continue;
                    }
                    const std::optional<std::uint64_t> bits = model_bits(z3_model, translator_.translate(v), v->sort());
                    if (!bits) return mismatch();
                    assignment.set(v, *bits);
                }
                const bool holds = std::all_of(open.begin(), open.end(),
                                               [&](const Expr* c) { return expr::evaluate(c, assignment).as_bool(); });
                if (holds) {
                    if (model != nullptr) *model = std::move(assignment);
                    return SatResult::Sat;
                }
                if (calls.empty()) return mismatch();
                // Z3 saw each opaque call as a constant of its own, and gave
                // one a value the function does not allow there: say what
                // it allows, and ask again.
                if (round == kRefinements || !refine(lemmas, z3_model, assignment, calls)) {
                    ++opaque_;
                    return SatResult::Unknown;
                }
                ++refinements_;
            }
        } catch (const z3::exception&) {
            // Resource limits and cancellation surface as exceptions in some
            // Z3 paths; either way the answer is unknown.
            return SatResult::Unknown;
        }
    }

    // Adds, for each call whose model value its function does not allow at
    // the model's arguments, what the function allows (expr::OpaqueShape):
    // at exactly those arguments, the allowed results; on the monotone
    // segment around them, results on the same side (Java's
    // semi-monotonicity); where the slope is bounded, results within it on
    // a box around them.
    // Each holds for every argument, so Unsat stays sound. False if nothing
    // was added.
    bool refine(std::vector<z3::expr>& lemmas, const z3::model& z3_model, const expr::Assignment& assignment,
                const std::vector<const Expr*>& calls) {
        bool added = false;
        for (const Expr* call : calls) {
            const Expr* x = call->operand(0);
            const Expr* y = call->arity() > 1 ? call->operand(1) : nullptr;
            const double x0 = expr::evaluate(x, assignment).as_f64();
            const double y0 = y != nullptr ? expr::evaluate(y, assignment).as_f64() : 0.0;
            const expr::OpaqueResults allowed = expr::opaque_allowed(static_cast<std::uint32_t>(call->bits()), x0, y0);
            const z3::expr r = translator_.translate(call);
            const std::optional<std::uint64_t> bits = model_bits(z3_model, r, call->sort());
            if (!bits) continue;
            const double value = std::bit_cast<double>(*bits);
            const bool nan = std::isnan(allowed.low);
            if (nan ? std::isnan(value) : allowed.low <= value && value <= allowed.high) continue;
            const z3::expr zx = translator_.translate(x);
            const z3::expr low = f64(allowed.low), high = f64(allowed.high);
            z3::expr here = zx == f64(x0);
            if (y != nullptr) here = here && translator_.translate(y) == f64(y0);
            lemmas.push_back(z3::implies(here, nan ? z3::expr(z3::to_expr(ctx_, Z3_mk_fpa_is_nan(ctx_, r)))
                                             : z3::expr(fp_le(low, r) && fp_le(r, high))));
            added = true;
            if (y != nullptr) continue;
            const expr::OpaqueShape shape = expr::opaque_shape(static_cast<std::uint32_t>(call->bits()), x0);
            if (nan || (shape.direction == 0 && shape.slope == 0)) continue;
            const z3::expr at = f64(x0);
            const z3::expr below = fp_le(f64(shape.low), zx) && fp_le(zx, at);
            const z3::expr above = fp_le(at, zx) && fp_le(zx, f64(shape.high));
            if (shape.direction > 0) {
                lemmas.push_back(z3::implies(below, fp_le(r, high)));
                lemmas.push_back(z3::implies(above, fp_le(low, r)));
            } else if (shape.direction < 0) {
                lemmas.push_back(z3::implies(below, fp_le(low, r)));
                lemmas.push_back(z3::implies(above, fp_le(r, high)));
            }
            if (shape.slope > 0) {
                // |f(x) - f(x0)| <= slope * |x - x0| for the exact f: on a box
                // around x0 small enough to leave the model's value out, the
                // results lie within the allowed ones widened by slope * width,
                // rounded outwards (four steps: the two operations here, and
                // the result's own last place at x). Comparisons only, which
                // Z3 decides far faster than arithmetic on x.
                const double gap = value > allowed.high ? value - allowed.high : allowed.low - value;
                const double width = gap / shape.slope / 2;
                const double box_low = std::max(shape.low, x0 - width), box_high = std::min(shape.high, x0 + width);
                const double top = steps(allowed.high + shape.slope * width, 4, 1);
                const double bottom = steps(allowed.low - shape.slope * width, 4, -1);
                if (!(width > 0) || !std::isfinite(top) || !std::isfinite(bottom)) continue;
                lemmas.push_back(z3::implies(fp_le(f64(box_low), zx) && fp_le(zx, f64(box_high)),
                                       fp_le(f64(bottom), r) && fp_le(r, f64(top))));
            }
        }
        return added;
    }

    z3::expr fp_le(const z3::expr& a, const z3::expr& b) { return z3::to_expr(ctx_, Z3_mk_fpa_leq(ctx_, a, b)); }
    // `count` doubles up (direction 1) or down (-1) from `value`.
    static double steps(double value, int count, int direction) {
        for (int i = 0; i < count; ++i)
            value = std::nextafter(value, direction > 0 ? std::numeric_limits<double>::infinity()
                                                        : -std::numeric_limits<double>::infinity());
        return value;
    }
    z3::expr f64(double value) { return translator_.constant(expr::Sort::F64, std::bit_cast<std::uint64_t>(value)); }

    std::string detail() const override {
        return std::to_string(core_gave_up_) + " bit-vector queries passed from the SMT core to bit-blasting, " +
               std::to_string(refinements_) + " refinements of opaque calls, " + std::to_string(opaque_) +
               " left with an opaque call the model got wrong (unknown)";
    }

    SatResult mismatch() {
        count_model_mismatch();
        return SatResult::Unknown;
    }

    z3::context ctx_;
    Z3Translator translator_;
    Z3Alarm alarm_;  // after ctx_: it may interrupt ctx_ until it ends
    RlimitMeter meter_;
    const bool opaque_calls_;        // make_z3_solver
    const bool core_first_;          // make_z3_solver
    std::uint64_t opaque_ = 0;       // Unknown for an opaque call
    std::uint64_t refinements_ = 0;  // rounds of refine()
    std::uint64_t core_gave_up_ = 0; // bit-vector queries the SMT core left unknown
    // Rounds of refine() a query may take: each rules out the last model's
    // call values and those beyond them on a monotone segment.
    static constexpr int kRefinements = 12;
    // The SMT core's share (1/k) of a bit-vector query's limits.
    static constexpr std::uint64_t kCoreShare = 4;
};

}  // namespace

std::unique_ptr<Solver> make_z3_solver(bool opaque_calls, bool core_first) {
    return std::make_unique<Z3Solver>(opaque_calls, core_first);
}

}  // namespace symcrete::solver
