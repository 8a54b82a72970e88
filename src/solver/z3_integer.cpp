// The integer layer of z3_integer.h: a query asserts its conjuncts, in the
// encoding of z3_int_translate.h, and the facts of every node under them.
#include "z3_integer.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <z3++.h>

#include "expr/evaluator.h"
#include "give_up_backoff.h"
#include "solver_layer.h"
#include "z3_alarm.h"
#include "z3_limits.h"
#include "z3_int_translate.h"
#include "z3_translate.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

// Z3's arithmetic core counts its rlimit units at 0.5 to 6 million a second
// on the reference machine, 3.3 million in the median of the 26 example
// classes whose queries it answered (docs/benchmarks.md, "Work units"),
// against 2 to 7 million for the bit-vector core; ten work units each, as
// first fitted on four arithmetic examples, charged text-heavy classes 8 to
// 15 times their time (a String parser: 2.4 s of a 30 s budget). Three:
// the slowest run 2.5 times their budget's share, the median gets 2.5
// times less than it could, and the wall-clock safety net bounds both.
constexpr std::uint64_t kWorkPerRlimitUnit = 3;
// The rlimit of a query's first try, in a scope of the kept solver: about
// 50 ms of the arithmetic core; the queries of trees and sorts take a tenth
// of it.
constexpr std::uint64_t kScopedRlimit = 20'000;
// The share of a query's work limit this layer may spend before the
// bit-vector backend gets the query with the whole limit.
constexpr std::uint64_t kLimitShare = 4;

class Z3IntegerLayer final : public SolverLayer {
public:
    Z3IntegerLayer(std::unique_ptr<Solver> next, bool abstract_nonlinear)
        : SolverLayer("z3 (integers)", std::move(next)), core_(abstract_nonlinear) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        const std::vector<const Expr*> conjuncts = query.conjuncts();
        for (const Expr* c : conjuncts) {
            if (!core_.expressible(c)) {
                ++inexpressible_;
                return ask_next(query, model);
            }
        }
        const std::size_t nodes = expr::dag_size(conjuncts);
        if (!backoff_.should_try(nodes)) return ask_next(query, model);
        IntegerCore::Answer answer = core_.solve(conjuncts, limits(), kLimitShare);
        add_work(answer.work);
        backoff_.record(nodes, answer.result == SatResult::Unknown);
        if (answer.result == SatResult::Unsat) return SatResult::Unsat;
        if (answer.result == SatResult::Unknown) {
            ++gave_up_;
            return ask_next(query, model);
        }
        for (const Expr* c : conjuncts) {
            if (!expr::evaluate(c, answer.model).as_bool()) {
                // A model of the abstraction only; or else an encoding bug,
                // counted. The next layers answer instead.
                if (answer.exact)
                    count_model_mismatch();
                else
                    ++abstract_models_;
                return ask_next(query, model);
            }
        }
        if (model != nullptr) *model = std::move(answer.model);
        return SatResult::Sat;
    }

    std::string detail() const override {
        return fmt::format("{} not expressible, {} given up, {} passed on after give-ups on their size, {} models of "
                           "products or quotients left to the next layers",
                           inexpressible_, gave_up_, backoff_.skipped(), abstract_models_);
    }

    IntegerCore core_;
    GiveUpBackoff backoff_;
    std::uint64_t inexpressible_ = 0;
    std::uint64_t gave_up_ = 0;
    std::uint64_t abstract_models_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_z3_integer_layer(std::unique_ptr<Solver> next, bool abstract_nonlinear) {
    return std::make_unique<Z3IntegerLayer>(std::move(next), abstract_nonlinear);
}

namespace {

// Sat: the model's value of every input of the conjuncts, or Unknown where
// one is not a number. An input array's value is its elements read at
// constant indices (the only reads the encoding has), 0 elsewhere.
void read_model(const z3::model& z3_model, const Z3IntTranslator& translator, const std::vector<const Expr*>& conjuncts,
                IntegerCore::Answer& out) {
    auto bits_of = [&](const Expr* node, Sort sort) -> std::optional<std::uint64_t> {
        const z3::expr value = z3_model.eval(translator.var_term(node), true);
        std::int64_t number = 0;
        if (sort == Sort::Bool) return value.is_true() ? 1 : 0;
        if (!value.is_numeral_i64(number)) return std::nullopt;
        return sort == Sort::I32 ? static_cast<std::uint32_t>(static_cast<std::int32_t>(number)) : static_cast<std::uint64_t>(number);
    };
    std::map<const Expr*, expr::ArrayValue> arrays;
    for (const Expr* read : collect_element_reads(conjuncts)) {
        const std::optional<std::uint64_t> bits = bits_of(read, read->sort());
        if (!bits) return;
        arrays[read->operand(0)].elements[static_cast<std::int32_t>(static_cast<std::uint32_t>(read->operand(1)->bits()))] = *bits;
    }
    for (const Expr* v : expr::collect_vars(conjuncts)) {
        if (expr::is_array(v->sort())) {
            out.model.set_array(v, arrays[v]);
            continue;
        }
        const std::optional<std::uint64_t> bits = bits_of(v, v->sort());
        if (!bits) return;
        out.model.set(v, *bits);
    }
    out.result = SatResult::Sat;
}

}  // namespace

struct IntegerCore::Impl {
    explicit Impl(bool abstract_nonlinear) : translator(ctx, abstract_nonlinear) {}
    z3::context ctx;
    Z3IntTranslator translator;
    RlimitMeter meter;
    // One solver for every query, each asserted in a scope of its own
    // (push, check, pop): building a fresh QF_LIA solver, its tactics and
    // kernel cost 1.9 ms a query where the scope costs 0.15 ms
    // (docs/benchmarks.md), and the integer layer answers thousands of small
    // queries on a recursive program. Dropped after an interrupted or failed
    // check, so no state of one survives into the next.
    std::optional<z3::solver> solver;
    // What the kept solver holds, bottom first: each conjunct in a scope of
    // its own with the facts of the nodes under it not asserted below.
    // Queries of one path share their prefix (a path guided by a branch
    // policy asks hundreds, each its predecessor's conjuncts and one more),
    // and Z3's incremental core keeps what it learnt about the prefix: a
    // bubble sort's path of 32 took 11 ms a query solved afresh.
    struct Scope {
        const Expr* conjunct;
        std::vector<const Expr*> newly_seen;  // the nodes whose facts it asserted
    };
    std::vector<Scope> scopes;
    std::unordered_set<const Expr*> seen_in_scopes;
    Z3Alarm alarm;  // after ctx and solver: it may interrupt ctx until it ends

    void drop_solver() {
        solver.reset();
        scopes.clear();
        seen_in_scopes.clear();
    }

    // Makes the kept solver hold exactly `conjuncts`: pops the scopes from
    // the first conjunct not among them, pushes one for each missing.
    void hold(const std::vector<const Expr*>& conjuncts) {
        const std::unordered_set<const Expr*> wanted(conjuncts.begin(), conjuncts.end());
        std::size_t keep = 0;
        while (keep < scopes.size() && wanted.count(scopes[keep].conjunct) != 0) ++keep;
        if (keep < scopes.size()) {
            solver->pop(static_cast<unsigned>(scopes.size() - keep));
            for (std::size_t i = keep; i < scopes.size(); ++i)
                for (const Expr* e : scopes[i].newly_seen) seen_in_scopes.erase(e);
            scopes.resize(keep);
        }
        std::unordered_set<const Expr*> held;
        for (const Scope& scope : scopes) held.insert(scope.conjunct);
        for (const Expr* c : conjuncts) {
            if (!held.insert(c).second) continue;
            solver->push();
            Scope scope{c, {}};
            std::vector<z3::expr> assertions{translator.translate(c)->term};
            translator.collect_facts(c, seen_in_scopes, assertions, &scope.newly_seen);
            for (const z3::expr& a : assertions) solver->add(a);
            scopes.push_back(std::move(scope));
        }
    }

    // Asserts `assertions` on `s` and checks them within `limits` (work
    // divided by `divisor`), filling `out`: its work, result and model.
    z3::check_result check(z3::solver& s, const std::vector<z3::expr>& assertions, const QueryLimits& limits,
                           std::uint64_t divisor, const std::vector<const Expr*>& conjuncts, IntegerCore::Answer& out) {
        apply_work_limit(ctx, s, limits, divisor);
        for (const z3::expr& a : assertions) s.add(a);
        const z3::check_result answer = alarm.check(ctx, s, limits.timeout);
        out.work += meter.spent(s) * kWorkPerRlimitUnit;
        if (answer == z3::sat) read_model(s.get_model(), translator, conjuncts, out);
        if (answer == z3::unsat) out.result = SatResult::Unsat;
        return answer;
    }
};

IntegerCore::IntegerCore(bool abstract_nonlinear) : impl_(std::make_unique<Impl>(abstract_nonlinear)) {}
IntegerCore::~IntegerCore() = default;

bool IntegerCore::expressible(const Expr* e) { return impl_->translator.translate(e) != nullptr; }

IntegerCore::Answer IntegerCore::solve(const std::vector<const Expr*>& conjuncts, const QueryLimits& limits,
                                       std::uint64_t limit_share) {
    Answer out;
    for (const Expr* c : conjuncts) out.exact = out.exact && !impl_->translator.translate(c)->abstracted;
    // First in a scope of the kept solver, within a small rlimit; what that
    // does not decide, a fresh QF_LIA solver with the layer's whole limit:
    // the kept solver is Z3's incremental core, without the QF_LIA tactic's
    // preprocessing, and took 9.9 s where a fresh solver took 1.5 s on the
    // queries of a StringBuilder with symbolic text.
    const std::uint64_t divisor = limit_share * kWorkPerRlimitUnit;
    QueryLimits scoped = limits;
    scoped.work = std::min(limits.work == 0 ? std::numeric_limits<std::uint64_t>::max() : limits.work,
                           kScopedRlimit * divisor);
    out.work += kWorkPerScopedZ3Query;
    bool keep_solver = false;
    z3::check_result answer = z3::unknown;
    try {
        if (!impl_->solver) impl_->solver.emplace(impl_->ctx, "QF_LIA");
        impl_->hold(conjuncts);
        answer = impl_->check(*impl_->solver, {}, scoped, divisor, conjuncts, out);
        keep_solver = answer != z3::unknown;
    } catch (const z3::exception&) {
        answer = z3::unknown;
    }
    if (!keep_solver) impl_->drop_solver();
    if (answer != z3::unknown || scoped.work == limits.work) return out;
    out.work += kWorkPerZ3Query;
    // The whole query with its facts, only now: the kept solver's scopes
    // assert each conjunct's once, where it is pushed.
    std::vector<z3::expr> assertions;
    std::unordered_set<const Expr*> seen;
    for (const Expr* c : conjuncts) {
        assertions.push_back(impl_->translator.translate(c)->term);
        impl_->translator.collect_facts(c, seen, assertions);
    }
    try {
        z3::solver fresh(impl_->ctx, "QF_LIA");
        impl_->check(fresh, assertions, limits, divisor, conjuncts, out);
    } catch (const z3::exception&) {
        out.result = SatResult::Unknown;
    }
    return out;
}

}  // namespace symcrete::solver
