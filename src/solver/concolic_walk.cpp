// The concolic walk of concolic_walk.h. Inputs are held as raw bits in an
// Assignment; the search reads and writes them as numbers (doubles, which
// are exact for ints and good enough for a heuristic's arithmetic on longs).
#include "concolic_walk.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "expr/evaluator.h"
#include "solver_layer.h"
#include "z3_integer.h"
#include "support/split_mix.h"

namespace symcrete::solver {
namespace {

using expr::Assignment;
using expr::Expr;
using expr::Kind;
using expr::Sort;

// The thesis' baseline parameters (Table 5.3): steps per constraint of N,
// neighbours per step, tabu tenure (at most).
constexpr std::uint64_t kStepsPerConstraint = 150;
constexpr int kNeighbours = 10;
constexpr int kTabuTenure = 3;
// Tries of a random step to land inside L (rejection sampling).
constexpr int kStepTries = 8;
// Candidates of the small-values phase, at most.
constexpr std::uint64_t kSmallCandidates = 4096;
// Evaluations a query may cost in all: about 50 ms.
constexpr std::uint64_t kMaxEvaluations = 50'000;
// An error for a NaN or an overflowing distance: large, but finite so
// sums still compare.
constexpr double kHugeError = 1e300;
// The share of a query's work limit the linear part may take.
constexpr std::uint64_t kLimitShare = 8;

// A deterministic source of steps, seeded per query.
using Steps = SplitMix64;

double number_of(expr::Value v, Sort sort) {
    switch (sort) {
        case Sort::Bool: return v.as_bool() ? 1 : 0;
        case Sort::I32: return v.as_i32();
        case Sort::I64: return static_cast<double>(v.as_i64());
        case Sort::F32: return v.as_f32();
        case Sort::F64: return v.as_f64();
        default: return 0;
    }
}

// The raw bits of `x` as a value of `sort`, rounded and clamped for integers.
std::uint64_t bits_of(double x, Sort sort) {
    switch (sort) {
        case Sort::Bool: return x >= 0.5 ? 1 : 0;
        case Sort::I32: {
            const double r = std::nearbyint(std::clamp(x, -2147483648.0, 2147483647.0));
            return static_cast<std::uint32_t>(static_cast<std::int32_t>(r));
        }
        case Sort::I64: {
            if (!(x > -9.2233720368547758e18)) return static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::min());
            if (!(x < 9.2233720368547758e18)) return static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
            return static_cast<std::uint64_t>(static_cast<std::int64_t>(std::nearbyint(x)));
        }
        case Sort::F32: return std::bit_cast<std::uint32_t>(static_cast<float>(x));
        case Sort::F64: return std::bit_cast<std::uint64_t>(x);
        default: return 0;
    }
}

class ConcolicWalk final : public SolverLayer {
public:
    explicit ConcolicWalk(std::unique_ptr<Solver> next) : SolverLayer("concolic walk", std::move(next)) {}

private:
    struct Search {
        std::vector<const Expr*> linear;      // L
        std::vector<const Expr*> nonlinear;   // N
        std::vector<const Expr*> inputs;      // of the whole query, by id
        std::map<const Expr*, std::vector<std::size_t>> inputs_of;  // N's conjunct -> indices into inputs
        Assignment at;                        // the current point
        std::uint64_t evaluations = 0;
    };

    SatResult answer(const Query& query, Assignment* model) override {
        Search s;
        for (const Expr* c : query.conjuncts()) (linear_.expressible(c) ? s.linear : s.nonlinear).push_back(c);
        if (s.nonlinear.empty()) return ask_next(query, model);
        s.inputs = expr::collect_vars(query.conjuncts());
        for (const Expr* v : s.inputs)
            if (expr::is_array(v->sort())) return ask_next(query, model);
        for (const Expr* c : s.nonlinear) {
            std::vector<std::size_t>& mine = s.inputs_of[c];
            for (const Expr* v : expr::collect_vars(c))
                mine.push_back(static_cast<std::size_t>(std::lower_bound(s.inputs.begin(), s.inputs.end(), v,
                                                                          [](const Expr* a, const Expr* b) { return a->id() < b->id(); }) -
                                                         s.inputs.begin()));
        }
        // The starting point: a model of L.
        if (!s.linear.empty()) {
            const std::optional<SatResult> start = solve_linear(s);
            if (start == SatResult::Unsat) {
                ++linear_unsat_;
                return SatResult::Unsat;
            }
        }
        std::uint64_t seed = 0x5eed;
        for (const Expr* c : s.nonlinear) seed = seed * 31 + c->id();
        Steps steps(seed);
        const bool found = small_values(s) || walk(s, steps);
        add_work(s.evaluations * kWorkPerEvaluation);
        if (!found) {
            ++not_found_;
            return ask_next(query, model);
        }
        ++found_;
        if (model != nullptr) {
            Assignment out;
            for (const Expr* v : s.inputs) out.set(v, s.at.get(v));
            *model = std::move(out);
        }
        return SatResult::Sat;
    }

    // Z3's arithmetic core on L; the point starts at its model (or at 0
    // where it gives up).
    std::optional<SatResult> solve_linear(Search& s) {
        IntegerCore::Answer answer = linear_.solve(s.linear, limits(), kLimitShare);
        add_work(answer.work);
        if (answer.result == SatResult::Unknown) return std::nullopt;
        if (answer.result == SatResult::Sat) s.at = std::move(answer.model);
        return answer.result;
    }

    bool holds(Search& s, const Expr* c) {
        ++s.evaluations;
        return expr::evaluate(c, s.at).as_bool();
    }
    bool holds_all(Search& s, const std::vector<const Expr*>& conjuncts) {
        for (const Expr* c : conjuncts)
            if (!holds(s, c)) return false;
        return true;
    }
    bool satisfied(Search& s) { return holds_all(s, s.nonlinear) && holds_all(s, s.linear); }

    // Phase 1: the inputs of N over small values, nearest 0 first: integers
    // in [-k, k], floats over quarters, then a few larger magnitudes (as
    // many per input as the candidate count allows). The other inputs stay.
    bool small_values(Search& s) {
        std::vector<const Expr*> wheels;
        for (const auto& [c, indices] : s.inputs_of)
            for (std::size_t i : indices)
                if (s.inputs[i]->sort() != Sort::Bool &&
                    std::find(wheels.begin(), wheels.end(), s.inputs[i]) == wheels.end())
                    wheels.push_back(s.inputs[i]);
        if (wheels.empty()) return satisfied(s);
        std::sort(wheels.begin(), wheels.end(), [](const Expr* a, const Expr* b) { return a->id() < b->id(); });
        const auto per_wheel = static_cast<std::size_t>(
            std::floor(std::pow(static_cast<double>(kSmallCandidates), 1.0 / static_cast<double>(wheels.size()))));
        if (per_wheel < 3) return false;
        std::vector<std::vector<double>> values;
        for (const Expr* w : wheels) values.push_back(small_numbers(expr::is_integral(w->sort()), per_wheel));
        const Assignment start = s.at;
        std::vector<std::size_t> at(wheels.size(), 0);
        while (s.evaluations < kMaxEvaluations) {
            for (std::size_t i = 0; i < wheels.size(); ++i) s.at.set(wheels[i], bits_of(values[i][at[i]], wheels[i]->sort()));
            if (satisfied(s)) return true;
            std::size_t i = 0;
            while (i < at.size() && ++at[i] == values[i].size()) at[i++] = 0;
            if (i == at.size()) break;
        }
        s.at = start;
        return false;
    }

    // `count` small numbers, nearest 0 first: 0, 1, -1, 2, -2, ... for
    // integers; 0, 0.25, -0.25, 0.5, ... up to 10, then 20, 50, 100, 1000
    // and their negations for floats.
    static std::vector<double> small_numbers(bool integral, std::size_t count) {
        std::vector<double> out{0};
        const double step = integral ? 1 : 0.25;
        for (int k = 1; out.size() < count && k * step <= (integral ? 1e9 : 10); ++k) {
            out.push_back(k * step);
            if (out.size() < count) out.push_back(-k * step);
        }
        for (double big : {20.0, 50.0, 100.0, 1000.0}) {
            if (out.size() < count) out.push_back(big);
            if (out.size() < count) out.push_back(-big);
        }
        return out;
    }

    // Branch distance of a condition (0 when it holds), seed 003's ERR:
    // |l - r| for ==, 0 or 1 for !=, |l - r| + 1 for a violated order.
    double error(Search& s, const Expr* c, bool negated = false) {
        switch (c->kind()) {
            case Kind::Not: return error(s, c->operand(0), !negated);
            case Kind::BoolAnd:
            case Kind::BoolOr: {
                const double a = error(s, c->operand(0), negated);
                const double b = error(s, c->operand(1), negated);
                return (c->kind() == Kind::BoolAnd) != negated ? std::min(kHugeError, a + b) : std::min(a, b);
            }
            case Kind::Eq:
            case Kind::Lt:
            case Kind::Le: {
                const Sort sort = c->operand(0)->sort();
                if (sort == Sort::Bool) break;
                s.evaluations += 2;
                const double l = number_of(expr::evaluate(c->operand(0), s.at), sort);
                const double r = number_of(expr::evaluate(c->operand(1), s.at), sort);
                if (std::isnan(l) || std::isnan(r)) {
                    // Comparisons with NaN are false; their negations true.
                    return negated ? 0 : kHugeError / 8;
                }
                const double d = l - r;
                const double step = expr::is_integral(sort) ? 1 : 0;
                const double far = std::isfinite(d) ? std::fabs(d) : kHugeError;
                if (c->kind() == Kind::Eq) return negated ? (d == 0 ? 1 : 0) : far;
                const bool strict = c->kind() == Kind::Lt;
                // l < r (l <= r), or negated: l >= r (l > r).
                const bool ok = negated ? (strict ? l >= r : l > r) : (strict ? l < r : l <= r);
                return ok ? 0 : std::min(kHugeError, far + (negated == strict ? 0 : step) + (step == 0 ? 1e-9 : 0));
            }
            default: break;
        }
        ++s.evaluations;
        return expr::evaluate(c, s.at).as_bool() != negated ? 0 : 1;
    }

    double total_error(Search& s) {
        double sum = 0;
        for (const Expr* c : s.nonlinear) sum = std::min(kHugeError, sum + error(s, c));
        return sum;
    }

    double value(const Search& s, std::size_t i) const {
        const Expr* v = s.inputs[i];
        return number_of(expr::Value::of_bits(expr::kind_of(v->sort()), s.at.get(v)), v->sort());
    }
    void set(Search& s, std::size_t i, double x) { s.at.set(s.inputs[i], bits_of(x, s.inputs[i]->sort())); }

    // A random move of input i (heavy-tailed: any power of two is as
    // likely a scale), kept only if L still holds; else i stays.
    void random_step(Search& s, std::size_t i, Steps& steps) {
        const double from = value(s, i);
        const Sort sort = s.inputs[i]->sort();
        for (int t = 0; t < kStepTries; ++t) {
            double to = from;
            if (sort == Sort::Bool) {
                to = from == 0 ? 1 : 0;
            } else if (expr::is_integral(sort)) {
                const int shift = static_cast<int>(steps.below(sort == Sort::I32 ? 31 : 63));
                const double size = 1 + std::floor(steps.unit() * std::ldexp(1.0, shift));
                to = from + (steps.below(2) == 0 ? size : -size);
            } else {
                const double scale = (1 + std::fabs(from)) * std::ldexp(1.0, -static_cast<int>(steps.below(40)));
                to = from + (steps.unit() * 2 - 1) * scale;
            }
            set(s, i, to);
            if (holds_all(s, s.linear)) return;
        }
        set(s, i, from);
    }

    // Phase 2: the walk. Returns whether the point satisfies the query.
    bool walk(Search& s, Steps& steps) {
        const std::size_t n = s.inputs.size();
        std::vector<int> tabu(n, 0);
        const int tenure = std::max(1, std::min<int>(kTabuTenure, static_cast<int>(n) / 2));
        const std::uint64_t limit = kStepsPerConstraint * s.nonlinear.size();
        double current = total_error(s);
        for (std::uint64_t step = 0; step < limit && s.evaluations < kMaxEvaluations; ++step) {
            if (current == 0 && holds_all(s, s.linear)) return satisfied(s);
            if (std::all_of(tabu.begin(), tabu.end(), [](int t) { return t > 0; })) {
                for (std::size_t i = 0; i < n; ++i) random_step(s, i, steps);
                std::fill(tabu.begin(), tabu.end(), 0);
                current = total_error(s);
                continue;
            }
            // The input with the most error on the conjuncts it is in.
            std::vector<double> blame(n, 0);
            std::vector<const Expr*> violated;
            for (const Expr* c : s.nonlinear) {
                const double e = error(s, c);
                if (e == 0) continue;
                violated.push_back(c);
                for (std::size_t i : s.inputs_of.at(c)) blame[i] = std::min(kHugeError, blame[i] + e);
            }
            std::optional<std::size_t> chosen;
            for (std::size_t i = 0; i < n; ++i)
                if (tabu[i] == 0 && blame[i] > 0 && (!chosen || blame[i] > blame[*chosen])) chosen = i;
            if (!chosen) {
                std::fill(tabu.begin(), tabu.end(), 1);  // nothing to blame that may move: restart
                continue;
            }
            const std::size_t x = *chosen;
            const Assignment here = s.at;
            const double from = value(s, x);
            double best = kHugeError * 2;
            Assignment best_at = here;
            for (int r = 0; r < kNeighbours; ++r) {
                s.at = here;
                random_step(s, x, steps);
                const double to = value(s, x);
                const double e_beta = total_error(s);
                if (e_beta < best) best = e_beta, best_at = s.at;
                // The secant through here and the step, on a violated
                // comparison that reads x: where its l - r would be 0.
                std::vector<const Expr*> mine;
                for (const Expr* c : violated)
                    if (std::find(s.inputs_of.at(c).begin(), s.inputs_of.at(c).end(), x) != s.inputs_of.at(c).end())
                        mine.push_back(c);
                if (mine.empty() || to == from) continue;
                const Expr* c = mine[steps.below(mine.size())];
                while (c->kind() == Kind::Not) c = c->operand(0);
                if (c->kind() != Kind::Eq && c->kind() != Kind::Lt && c->kind() != Kind::Le) continue;
                if (c->operand(0)->sort() == Sort::Bool) continue;
                const double d_beta = difference(s, c);
                s.at = here;
                const double d_alpha = difference(s, c);
                const double t = d_beta == d_alpha ? steps.unit() : -d_alpha / (d_beta - d_alpha);
                if (!std::isfinite(t)) continue;
                const double root = from + t * (to - from);
                // A float root sits on the comparison's boundary; a strict
                // comparison holds a few ulps to one side.
                const bool floating = expr::is_floating(s.inputs[x]->sort());
                for (int nudge = floating ? -2 : 0; nudge <= (floating ? 2 : 0); ++nudge) {
                    double point = root;
                    for (int k = 0; k < std::abs(nudge); ++k)
                        point = std::nextafter(point, nudge < 0 ? -std::numeric_limits<double>::infinity()
                                                                : std::numeric_limits<double>::infinity());
                    set(s, x, point);
                    if (!holds_all(s, s.linear)) continue;
                    const double e_gamma = total_error(s);
                    if (e_gamma < best) best = e_gamma, best_at = s.at;
                }
            }
            if (best < current) {
                s.at = best_at;
                current = best;
                for (int& t : tabu)
                    if (t > 0) --t;
            } else {
                s.at = here;
                tabu[x] = tenure;
            }
        }
        return current == 0 && satisfied(s);
    }

    double difference(Search& s, const Expr* comparison) {
        const Sort sort = comparison->operand(0)->sort();
        s.evaluations += 2;
        return number_of(expr::evaluate(comparison->operand(0), s.at), sort) -
               number_of(expr::evaluate(comparison->operand(1), s.at), sort);
    }

    std::string detail() const override {
        return fmt::format("{} found, {} not found, {} unsatisfiable linear parts", found_, not_found_, linear_unsat_);
    }

    IntegerCore linear_;
    std::uint64_t found_ = 0;
    std::uint64_t not_found_ = 0;
    std::uint64_t linear_unsat_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_concolic_walk(std::unique_ptr<Solver> next) {
    return std::make_unique<ConcolicWalk>(std::move(next));
}

}  // namespace symcrete::solver
