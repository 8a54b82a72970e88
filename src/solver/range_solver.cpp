// The range layer: bounds from unit conjuncts, then exhaustive search of
// small domains (an odometer over the inputs in id order).
#include "range_solver.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "expr/evaluator.h"
#include "solver_layer.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

// Candidate assignments tried at most, and conjunct evaluations at most
// per query (each candidate stops at its first false conjunct, and the
// branch condition, tried first, rules most of them out at once, so the
// search is cut when it has spent this many, not when candidates times
// conjuncts could exceed it). An evaluation takes about a microsecond.
constexpr std::uint64_t kMaxCandidates = 16384;
constexpr std::uint64_t kMaxEvaluations = std::uint64_t{1} << 18;

struct Interval {
    std::int64_t lo;
    std::int64_t hi;
    bool empty() const { return lo > hi; }
    // Saturates: a long's full range has 2^64 values.
    std::uint64_t size() const {
        if (empty()) return 0;
        const unsigned __int128 count = static_cast<unsigned __int128>(static_cast<__int128>(hi) - lo) + 1;
        return count > std::numeric_limits<std::uint64_t>::max() ? std::numeric_limits<std::uint64_t>::max()
                                                                  : static_cast<std::uint64_t>(count);
    }
};

std::int64_t signed_value(const Expr* c) {
    return c->sort() == Sort::I32 ? static_cast<std::int32_t>(static_cast<std::uint32_t>(c->bits()))
                                  : static_cast<std::int64_t>(c->bits());
}

Interval full_range(Sort sort) {
    switch (sort) {
        case Sort::Bool: return {0, 1};
        case Sort::I32: return {std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
        default: return {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
    }
}

// Narrows `bounds` by one conjunct when it is a unit bound on an input.
void narrow(const Expr* conjunct, std::map<std::uint64_t, Interval>& bounds) {
    bool negated = false;
    const Expr* e = conjunct;
    if (e->kind() == Kind::Not) {
        negated = true;
        e = e->operand(0);
    }
    if (e->kind() == Kind::BoolAnd && !negated) {
        narrow(e->operand(0), bounds);
        narrow(e->operand(1), bounds);
        return;
    }
    if (e->is_var() && e->sort() == Sort::Bool) {
        Interval& b = bounds.try_emplace(e->bits(), full_range(Sort::Bool)).first->second;
        const std::int64_t v = negated ? 0 : 1;
        b.lo = std::max(b.lo, v);
        b.hi = std::min(b.hi, v);
        return;
    }
    if (e->kind() != Kind::Eq && e->kind() != Kind::Lt && e->kind() != Kind::Le) return;
    if (e->kind() == Kind::Eq && negated) return;  // a hole, not an interval: the search checks it
    const Expr* a = e->operand(0);
    const Expr* b = e->operand(1);
    if (!expr::is_integral(a->sort())) return;
    // !(a < b) is b <= a and !(a <= b) is b < a: one order, no negation.
    bool strict = e->kind() == Kind::Lt;
    if (negated) {
        std::swap(a, b);
        strict = !strict;
    }
    const bool var_left = a->is_var() && b->is_const();
    if (!var_left && !(b->is_var() && a->is_const())) return;
    const Expr* var = var_left ? a : b;
    const std::int64_t k = signed_value(var_left ? b : a);
    const Interval full = full_range(var->sort());
    Interval& range = bounds.try_emplace(var->bits(), full).first->second;
    if (e->kind() == Kind::Eq) {
        range = Interval{std::max(range.lo, k), std::min(range.hi, k)};
    } else if (var_left) {  // x < k or x <= k
        if (strict && k == full.lo) range = Interval{1, 0};
        else range.hi = std::min(range.hi, strict ? k - 1 : k);
    } else {  // k < x or k <= x
        if (strict && k == full.hi) range = Interval{1, 0};
        else range.lo = std::max(range.lo, strict ? k + 1 : k);
    }
}

// The values of `range` nearest 0 first: 0, 1, -1, 2, -2, ... clipped.
std::vector<std::int64_t> candidates(Interval range) {
    std::vector<std::int64_t> out;
    out.reserve(range.size());
    const std::int64_t start = std::clamp<std::int64_t>(0, range.lo, range.hi);
    std::int64_t up = start;
    std::int64_t down = start;
    out.push_back(start);
    while (out.size() < range.size()) {
        if (up < range.hi) out.push_back(++up);
        if (out.size() < range.size() && down > range.lo) out.push_back(--down);
    }
    return out;
}

std::uint64_t to_bits(Sort sort, std::int64_t value) {
    return sort == Sort::I32 ? static_cast<std::uint32_t>(static_cast<std::int32_t>(value)) : static_cast<std::uint64_t>(value);
}

class RangeLayer final : public SolverLayer {
public:
    explicit RangeLayer(std::unique_ptr<Solver> next) : SolverLayer("ranges", std::move(next)) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        std::vector<const Expr*> conjuncts;  // condition first, then the latest constraints
        if (query.condition != nullptr) conjuncts.push_back(query.condition);
        conjuncts.insert(conjuncts.end(), query.constraints.rbegin(), query.constraints.rend());
        std::map<std::uint64_t, Interval> bounds;
        for (const Expr* c : conjuncts) {
            if (c->is_const() && c->bits() == 0) {
                ++empty_;
                return SatResult::Unsat;
            }
            narrow(c, bounds);
        }
        for (const auto& [id, range] : bounds) {
            if (range.empty()) {
                ++empty_;
                return SatResult::Unsat;
            }
        }
        const std::vector<const Expr*> inputs = expr::collect_vars(conjuncts);
        std::uint64_t count = 1;
        for (const Expr* v : inputs) {
            if (v->sort() == Sort::Bool) bounds.try_emplace(v->bits(), full_range(Sort::Bool));
            if (!(v->sort() == Sort::Bool || expr::is_integral(v->sort()))) return ask_next(query, model);
            auto it = bounds.find(v->bits());
            // Checked before multiplying: two full longs' sizes (2^64 - 1
            // each) multiply to 1 modulo 2^64.
            const std::uint64_t size = it == bounds.end() ? std::numeric_limits<std::uint64_t>::max() : it->second.size();
            if (size > kMaxCandidates / count) return guess_or_ask_next(query, inputs, bounds, conjuncts, model);
            count *= size;
        }
        const std::optional<SatResult> found = search(inputs, bounds, conjuncts, model);
        if (!found) {
            ++cut_;
            return ask_next(query, model);
        }
        return *found;
    }

    // Domains too large to search: one candidate, each input at its
    // bounds' value nearest 0 (0 when unbounded), answers Sat when it
    // satisfies every conjunct, as it does for most of the small queries
    // of a loop over fresh inputs (`0 < compare(a, b)`, `0 <= n`); one
    // evaluation pass instead of a Z3 call a hundred times dearer.
    SatResult guess_or_ask_next(const Query& query, const std::vector<const Expr*>& inputs,
                                const std::map<std::uint64_t, Interval>& bounds, const std::vector<const Expr*>& conjuncts,
                                expr::Assignment* model) {
        expr::Assignment candidate;
        for (const Expr* v : inputs) {
            const auto it = bounds.find(v->bits());
            const Interval range = it == bounds.end() ? full_range(v->sort()) : it->second;
            candidate.set(v, to_bits(v->sort(), std::clamp<std::int64_t>(0, range.lo, range.hi)));
        }
        for (const Expr* c : conjuncts) {
            add_work(kWorkPerEvaluation);
            if (!expr::evaluate(c, candidate).as_bool()) return ask_next(query, model);
        }
        ++guessed_;
        if (model != nullptr) *model = std::move(candidate);
        return SatResult::Sat;
    }

    // Sat or Unsat, or nothing when the search was cut (kMaxEvaluations).
    std::optional<SatResult> search(const std::vector<const Expr*>& inputs, const std::map<std::uint64_t, Interval>& bounds,
                                    const std::vector<const Expr*>& conjuncts, expr::Assignment* model) {
        std::vector<std::vector<std::int64_t>> values;
        for (const Expr* v : inputs) values.push_back(candidates(bounds.at(v->bits())));
        std::vector<std::size_t> at(inputs.size(), 0);
        expr::Assignment candidate;
        std::uint64_t evaluations = 0;
        while (true) {
            for (std::size_t i = 0; i < inputs.size(); ++i) candidate.set(inputs[i], to_bits(inputs[i]->sort(), values[i][at[i]]));
            bool all = true;
            for (const Expr* c : conjuncts) {
                if (++evaluations > kMaxEvaluations) return std::nullopt;
                add_work(kWorkPerEvaluation);
                if (!expr::evaluate(c, candidate).as_bool()) {
                    all = false;
                    break;
                }
            }
            if (all) {
                ++searched_sat_;
                if (model != nullptr) *model = std::move(candidate);
                return SatResult::Sat;
            }
            std::size_t i = 0;  // next candidate: the odometer's first wheel turns fastest
            while (i < at.size() && ++at[i] == values[i].size()) at[i++] = 0;
            if (i == at.size()) break;
        }
        ++searched_unsat_;
        return SatResult::Unsat;
    }

    std::string detail() const override {
        return fmt::format("{} empty ranges, {} satisfiable and {} unsatisfiable by search, {} searches cut, {} "
                           "satisfied by values nearest 0",
                           empty_, searched_sat_, searched_unsat_, cut_, guessed_);
    }

    std::uint64_t empty_ = 0;
    std::uint64_t searched_sat_ = 0;
    std::uint64_t searched_unsat_ = 0;
    std::uint64_t cut_ = 0;
    std::uint64_t guessed_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_range_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<RangeLayer>(std::move(next));
}

}  // namespace symcrete::solver
