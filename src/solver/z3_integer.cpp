// The integer layer of z3_integer.h: a query asserts its conjuncts, in the
// encoding of z3_int_translate.h, and the facts of every node under them.
#include "solver/z3_integer.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <z3++.h>

#include "expr/evaluator.h"
#include "solver/solver_layer.h"
#include "solver/z3_limits.h"
#include "solver/z3_int_translate.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

// Z3's arithmetic core counts its rlimit units about ten times slower than
// the bit-vector core (0.2 to 1 million a second on the reference machine,
// measured on LeapYear, Luhn, PinPolicy and a Collatz loop, against 2 to 7
// million), so each counts as ten work units.
constexpr std::uint64_t kWorkPerRlimitUnit = 10;
// The share of a query's work limit this layer may spend before the
// bit-vector backend gets the query with the whole limit.
constexpr std::uint64_t kLimitShare = 4;

class Z3IntegerLayer final : public SolverLayer {
public:
    explicit Z3IntegerLayer(std::unique_ptr<Solver> next)
        : SolverLayer("z3 (integers)", std::move(next)), translator_(ctx_) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        const std::vector<const Expr*> conjuncts = query.conjuncts();
        std::vector<z3::expr> assertions;
        std::unordered_set<const Expr*> seen;
        for (const Expr* c : conjuncts) {
            const Z3IntTranslator::Node* node = translator_.translate(c);
            if (node == nullptr) {
                ++inexpressible_;
                return ask_next(query, model);
            }
            assertions.push_back(node->term);
            translator_.collect_facts(c, seen, assertions);
        }
        try {
            add_work(kWorkPerZ3Query);
            z3::solver solver(ctx_, "QF_LIA");
            apply_limits(ctx_, solver, limits(), kLimitShare * kWorkPerRlimitUnit);
            for (const z3::expr& a : assertions) solver.add(a);
            const z3::check_result answer = solver.check();
            add_work(meter_.spent(solver) * kWorkPerRlimitUnit);
            if (answer == z3::unsat) return SatResult::Unsat;
            if (answer == z3::unknown) {
                ++gave_up_;
                return ask_next(query, model);
            }
            const z3::model z3_model = solver.get_model();
            expr::Assignment assignment;
            for (const Expr* v : expr::collect_vars(conjuncts)) {
                const z3::expr value = z3_model.eval(translator_.var_term(v), true);
                if (v->sort() == Sort::Bool) {
                    assignment.set(v, value.is_true() ? 1 : 0);
                    continue;
                }
                std::int64_t number = 0;
                if (!value.is_numeral_i64(number)) return mismatch(query, model);
                assignment.set(v, v->sort() == Sort::I32 ? static_cast<std::uint32_t>(static_cast<std::int32_t>(number))
                                                         : static_cast<std::uint64_t>(number));
            }
            for (const Expr* c : conjuncts)
                if (!expr::evaluate(c, assignment).as_bool()) return mismatch(query, model);
            if (model != nullptr) *model = std::move(assignment);
            return SatResult::Sat;
        } catch (const z3::exception&) {
            ++gave_up_;
            return ask_next(query, model);
        }
    }

    // A model the evaluator rejects is an encoding bug: counted, and the
    // bit-vector backend answers instead.
    SatResult mismatch(const Query& query, expr::Assignment* model) {
        count_model_mismatch();
        return ask_next(query, model);
    }

    std::string detail() const override {
        return fmt::format("{} not expressible, {} given up", inexpressible_, gave_up_);
    }

    z3::context ctx_;
    Z3IntTranslator translator_;
    RlimitMeter meter_;
    std::uint64_t inexpressible_ = 0;
    std::uint64_t gave_up_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_z3_integer_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<Z3IntegerLayer>(std::move(next));
}

}  // namespace symcrete::solver
