// The cvc5 layer of cvc5_solver.h. One incremental cvc5 solver per layer:
// terms belong to their solver, so keeping it lets every node be translated
// once; each query is asserted inside a push/pop scope. The solver lives on
// the layer's own thread (cvc5_thread.h: cvc5 is not thread-safe).
#include "cvc5_solver.h"

#include <cvc5/cvc5.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "expr/evaluator.h"
#include "cvc5_thread.h"
#include "give_up_backoff.h"
#include "solver_layer.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

// cvc5's resource units: about 300,000 a second on the reference machine
// (2 * x * x == z * z over ints, unsatisfiable: 25,800 units), against Z3's
// 4 million rlimit units, the solver work unit; so each is 13 of those.
constexpr std::uint64_t kWorkPerResourceUnit = 13;
// cvc5 takes its per-query resource limit once, before its first query, so
// it is fixed: about 0.7 s. A query whose work limit leaves less than
// kLimitShare times that goes straight on to Z3.
constexpr std::uint64_t kResourcesPerQuery = 200'000;
constexpr std::uint64_t kLimitShare = 4;
constexpr std::uint64_t kMillisecondsPerQuery = 2'000;
// A query's fixed cost, in solver work units: asserting in a scope of the
// kept solver costs less than Z3's fresh solver.
constexpr std::uint64_t kWorkPerQuery = 8'000;

bool supported_sort(Sort sort) { return sort == Sort::Bool || expr::is_integral(sort); }

// What cvc5 made of one query.
struct Attempt {
    enum class Outcome { Inexpressible, LeftToNext, GaveUp, Unsat, Sat } outcome = Outcome::GaveUp;
    expr::Assignment model;        // Sat: the value of every variable of the query
    std::uint64_t resources = 0;   // cvc5's resource units the check used
};

// A cvc5 solver and the terms made for it. Used only on its layer's
// Cvc5Thread: it is made, used and destroyed there.
class Cvc5Session {
public:
    Cvc5Session() {
        solver_.setOption("incremental", "true");
        solver_.setOption("produce-models", "true");
        solver_.setOption("rlimit-per", std::to_string(kResourcesPerQuery));
        // cvc5 counts few resource units while it bit-blasts a product or
        // quotient of 64-bit values: one such query ran 30 s within its
        // resource limit, past a 10 s verdict. Wall-clock time stops it
        // too, at about three times what the resource limit intends.
        solver_.setOption("tlimit-per", std::to_string(kMillisecondsPerQuery));
        solver_.setLogic("QF_BV");
    }

    // Translates the conjuncts and, unless `check` is false, checks them
    // inside a push/pop scope.
    Attempt solve(const std::vector<const Expr*>& conjuncts, bool check) {
        Attempt attempt;
        std::vector<cvc5::Term> terms;
        for (const Expr* c : conjuncts) {
            const std::optional<cvc5::Term> t = translate(c);
            if (!t) {
                attempt.outcome = Attempt::Outcome::Inexpressible;
                return attempt;
            }
            terms.push_back(*t);
        }
        if (!check) {
            attempt.outcome = Attempt::Outcome::LeftToNext;
            return attempt;
        }
        const std::uint64_t before = resources_used();
        try {
            solver_.push();
            for (const cvc5::Term& t : terms) solver_.assertFormula(t);
            const cvc5::Result result = solver_.checkSat();
            if (result.isSat()) {
                for (const Expr* v : expr::collect_vars(conjuncts)) {
                    const cvc5::Term value = solver_.getValue(cache_.at(v));
                    attempt.model.set(v, v->sort() == Sort::Bool ? (value.getBooleanValue() ? 1 : 0)
                                                                 : std::stoull(value.getBitVectorValue(10)));
                }
            }
            solver_.pop();
            attempt.outcome = result.isUnsat() ? Attempt::Outcome::Unsat
                              : result.isSat() ? Attempt::Outcome::Sat
                                               : Attempt::Outcome::GaveUp;
        } catch (const cvc5::CVC5ApiException&) {
            attempt.outcome = Attempt::Outcome::GaveUp;
            return attempt;
        }
        const std::uint64_t after = resources_used();
        attempt.resources = after > before ? after - before : 0;
        return attempt;
    }

private:
    // cvc5's running total of resource units.
    std::uint64_t resources_used() {
        try {
            cvc5::Statistics statistics = solver_.getStatistics();
            const cvc5::Stat& used = statistics.get("resource::resourceUnitsUsed");
            return used.isInt() ? static_cast<std::uint64_t>(used.getInt()) : 0;
        } catch (const cvc5::CVC5ApiException&) {
            return 0;
        }
    }

    cvc5::Term bits(Sort sort, std::uint64_t value) {
        return sort == Sort::I32 ? solver_.mkBitVector(32, value & 0xffffffffu) : solver_.mkBitVector(64, value);
    }

    // The node's term, or nothing where a node under it has a sort cvc5
    // gets no translation for here (floats, arrays).
    std::optional<cvc5::Term> translate(const Expr* root) {
        std::vector<std::pair<const Expr*, bool>> stack{{root, false}};
        while (!stack.empty()) {
            auto [e, expanded] = stack.back();
            stack.pop_back();
            if (cache_.count(e) != 0 || unsupported_.count(e) != 0) continue;
            if (!expanded) {
                stack.emplace_back(e, true);
                for (unsigned i = 0; i < e->arity(); ++i) stack.emplace_back(e->operand(i), false);
                continue;
            }
            bool ok = supported_sort(e->sort());
            for (unsigned i = 0; i < e->arity() && ok; ++i) ok = cache_.count(e->operand(i)) != 0;
            std::optional<cvc5::Term> term = ok ? translate_node(e) : std::nullopt;
            if (term)
                cache_.emplace(e, *term);
            else
                unsupported_.insert(e);
        }
        auto it = cache_.find(root);
        if (it == cache_.end()) return std::nullopt;
        return it->second;
    }

    std::optional<cvc5::Term> translate_node(const Expr* e) {
        using K = cvc5::Kind;
        auto op = [&](unsigned i) { return cache_.at(e->operand(i)); };
        auto term = [&](K kind, std::vector<cvc5::Term> children) { return solver_.mkTerm(kind, children); };
        const Sort sort = e->sort();
        const unsigned width = sort == Sort::I64 ? 64 : 32;
        switch (e->kind()) {
            case Kind::Const: return sort == Sort::Bool ? solver_.mkBoolean(e->bits() != 0) : bits(sort, e->bits());
            case Kind::Var:
                return solver_.mkConst(sort == Sort::Bool ? solver_.getBooleanSort() : solver_.mkBitVectorSort(width),
                                       fmt::format("v{}_{}", e->bits(), e->name()));
            case Kind::Add: return term(K::BITVECTOR_ADD, {op(0), op(1)});
            case Kind::Sub: return term(K::BITVECTOR_SUB, {op(0), op(1)});
            case Kind::Mul: return term(K::BITVECTOR_MULT, {op(0), op(1)});
            case Kind::Neg: return term(K::BITVECTOR_NEG, {op(0)});
            case Kind::And: return term(K::BITVECTOR_AND, {op(0), op(1)});
            case Kind::Or: return term(K::BITVECTOR_OR, {op(0), op(1)});
            case Kind::Xor: return term(K::BITVECTOR_XOR, {op(0), op(1)});
            case Kind::Div:
            case Kind::Rem: {
                // Java's x / 0 and x % 0 are 0 here (expr::java); SMT-LIB's differ.
                const cvc5::Term zero = bits(sort, 0);
                const cvc5::Term by_zero = term(K::EQUAL, {op(1), zero});
                const cvc5::Term value = term(e->kind() == Kind::Div ? K::BITVECTOR_SDIV : K::BITVECTOR_SREM, {op(0), op(1)});
                return term(K::ITE, {by_zero, zero, value});
            }
            case Kind::Shl:
            case Kind::Shr:
            case Kind::Ushr: {
                cvc5::Term distance = op(1);  // always I32
                if (width == 64) distance = solver_.mkTerm(solver_.mkOp(K::BITVECTOR_ZERO_EXTEND, {32}), {distance});
                distance = term(K::BITVECTOR_AND, {distance, bits(sort, width - 1)});
                const K kind = e->kind() == Kind::Shl ? K::BITVECTOR_SHL : e->kind() == Kind::Shr ? K::BITVECTOR_ASHR : K::BITVECTOR_LSHR;
                return term(kind, {op(0), distance});
            }
            case Kind::Convert: {
                const Sort from = e->operand(0)->sort();
                if (!expr::is_integral(from)) return std::nullopt;
                if (from == sort) return op(0);
                if (sort == Sort::I64) return solver_.mkTerm(solver_.mkOp(K::BITVECTOR_SIGN_EXTEND, {32}), {op(0)});
                return solver_.mkTerm(solver_.mkOp(K::BITVECTOR_EXTRACT, {31, 0}), {op(0)});
            }
            case Kind::ToByte:
            case Kind::ToShort:
            case Kind::ToChar: {
                const unsigned keep = e->kind() == Kind::ToByte ? 8 : 16;
                const cvc5::Term low = solver_.mkTerm(solver_.mkOp(K::BITVECTOR_EXTRACT, {keep - 1, 0}), {op(0)});
                const K extend = e->kind() == Kind::ToChar ? K::BITVECTOR_ZERO_EXTEND : K::BITVECTOR_SIGN_EXTEND;
                return solver_.mkTerm(solver_.mkOp(extend, {32 - keep}), {low});
            }
            case Kind::Cmp: {
                if (!expr::is_integral(e->operand(0)->sort())) return std::nullopt;
                const cvc5::Term less = term(K::BITVECTOR_SLT, {op(0), op(1)});
                const cvc5::Term same = term(K::EQUAL, {op(0), op(1)});
                return term(K::ITE, {less, bits(Sort::I32, 0xffffffffu), term(K::ITE, {same, bits(Sort::I32, 0), bits(Sort::I32, 1)})});
            }
            case Kind::Eq:
                if (!supported_sort(e->operand(0)->sort())) return std::nullopt;
                return term(K::EQUAL, {op(0), op(1)});
            case Kind::Lt:
                if (!expr::is_integral(e->operand(0)->sort())) return std::nullopt;
                return term(K::BITVECTOR_SLT, {op(0), op(1)});
            case Kind::Le:
                if (!expr::is_integral(e->operand(0)->sort())) return std::nullopt;
                return term(K::BITVECTOR_SLE, {op(0), op(1)});
            case Kind::Not: return term(K::NOT, {op(0)});
            case Kind::BoolAnd: return term(K::AND, {op(0), op(1)});
            case Kind::BoolOr: return term(K::OR, {op(0), op(1)});
            case Kind::Ite: return term(K::ITE, {op(0), op(1), op(2)});
            default: return std::nullopt;  // CmpL/CmpG (floats), Select/Store (arrays)
        }
    }

    cvc5::Solver solver_;
    std::unordered_map<const Expr*, cvc5::Term> cache_;
    std::unordered_set<const Expr*> unsupported_;
};

class Cvc5Layer final : public SolverLayer {
public:
    explicit Cvc5Layer(std::unique_ptr<Solver> next) : SolverLayer("cvc5 (bit-vectors)", std::move(next)) {
        thread_.run([this] { session_ = std::make_unique<Cvc5Session>(); });
    }
    ~Cvc5Layer() override {
        thread_.run([this] { session_.reset(); });
    }
    Cvc5Layer(const Cvc5Layer&) = delete;
    Cvc5Layer& operator=(const Cvc5Layer&) = delete;

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        const std::vector<const Expr*> conjuncts = query.conjuncts();
        // Near the end of a budget, or with less time than cvc5's own
        // limit, the query goes straight on to Z3, whose check a timeout
        // interrupts: cvc5 overruns its limit (3 to 6 s on 7,000-node
        // queries of a split string), and a verdict past its deadline went
        // on query after query for minutes.
        const bool check = (limits().work == 0 || limits().work >= kLimitShare * kResourcesPerQuery * kWorkPerResourceUnit) &&
                           (limits().timeout.count() == 0 || limits().timeout.count() >= static_cast<std::int64_t>(kMillisecondsPerQuery));
        const std::size_t nodes = expr::dag_size(conjuncts);
        if (check && !backoff_.should_try(nodes)) return ask_next(query, model);
        Attempt attempt;
        thread_.run([&] { attempt = session_->solve(conjuncts, check); });
        if (attempt.outcome != Attempt::Outcome::Inexpressible && attempt.outcome != Attempt::Outcome::LeftToNext)
            backoff_.record(nodes, attempt.outcome == Attempt::Outcome::GaveUp);
        switch (attempt.outcome) {
            case Attempt::Outcome::Inexpressible: ++inexpressible_; return ask_next(query, model);
            case Attempt::Outcome::LeftToNext: ++skipped_; return ask_next(query, model);
            default: break;
        }
        add_work(kWorkPerQuery + attempt.resources * kWorkPerResourceUnit);
        if (attempt.outcome == Attempt::Outcome::Unsat) return SatResult::Unsat;
        if (attempt.outcome == Attempt::Outcome::GaveUp) {
            ++gave_up_;
            return ask_next(query, model);
        }
        for (const Expr* c : conjuncts) {
            if (!expr::evaluate(c, attempt.model).as_bool()) {
                count_model_mismatch();
                return ask_next(query, model);
            }
        }
        if (model != nullptr) *model = std::move(attempt.model);
        return SatResult::Sat;
    }

    std::string detail() const override {
        return fmt::format("{} not expressible, {} given up, {} passed on after give-ups on their size, {} left to Z3 near "
                           "the end of a budget",
                           inexpressible_, gave_up_, backoff_.skipped(), skipped_);
    }

    Cvc5Thread thread_;  // first: it ends after the session is gone
    std::unique_ptr<Cvc5Session> session_;
    GiveUpBackoff backoff_;
    std::uint64_t inexpressible_ = 0;
    std::uint64_t gave_up_ = 0;
    std::uint64_t skipped_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_cvc5_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<Cvc5Layer>(std::move(next));
}

}  // namespace symcrete::solver
