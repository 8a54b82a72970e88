// Z3 over the integers: the same exact Java semantics as the bit-vector
// backend, encoded in linear integer arithmetic. Each int or long is an
// integer in its range; an operation that may wrap gets a fresh integer
// counting the wraps (t = a + b - 2^32 * w, t in range); a division or
// remainder by a constant gets a fresh quotient and remainder
// (a = q * |c| + r, r with the sign of a and |r| < |c|); narrowing casts,
// shifts by constants and masks of low bits likewise.
//
// For the remainder chains and counters that dominate branch conditions
// (year % 100, n / 10, digit * 2) the simplex and cuts of Z3's arithmetic
// core decide in milliseconds what bit-blasting takes seconds for
// (docs/benchmarks.md). Queries it cannot express (floating point, arrays,
// a product, quotient or bit operation of two inputs) and queries it gives
// up on go to the next layer, the bit-vector backend. Sat models are
// checked by the evaluator like every other.
//
// With `abstract_nonlinear` (verdicts' chains, ChainOptions), products and
// quotients of two inputs are expressed too, as fresh integers bounded by
// facts of Java's arithmetic (z3_int_translate.h): an Unsat answer holds
// (a remainder's sign and size decide Math.floorMod's sign), a Sat model
// is kept only where the evaluator confirms it, and otherwise the query
// goes on to the next layer.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_z3_integer_layer(std::unique_ptr<Solver> next, bool abstract_nonlinear = false);

// Z3's arithmetic core on the integer encoding, with its own context: what
// the integer layer and the concolic walk (for a query's linear part) share.
class IntegerCore {
public:
    explicit IntegerCore(bool abstract_nonlinear = false);
    ~IntegerCore();
    IntegerCore(const IntegerCore&) = delete;
    IntegerCore& operator=(const IntegerCore&) = delete;

    // Whether the encoding expresses `e` (z3_int_translate.h).
    bool expressible(const expr::Expr* e);

    struct Answer {
        SatResult result = SatResult::Unknown;
        expr::Assignment model;  // on Sat: every input of the conjuncts (not yet checked)
        std::uint64_t work = 0;  // solver work units spent
        bool exact = true;       // false: an abstraction took part, so Sat may be spurious
    };
    // Solves the conjunction (each conjunct expressible) with the work
    // limit of `limits` divided by `limit_share`.
    Answer solve(const std::vector<const expr::Expr*>& conjuncts, const QueryLimits& limits, std::uint64_t limit_share);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace symcrete::solver
