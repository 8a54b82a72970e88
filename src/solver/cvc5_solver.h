// cvc5 as a second bit-vector backend, in front of Z3's, for queries over
// ints, longs and booleans only. Measured on the unsatisfiable queries of
// TriangleClassifier (products of two inputs compared with a sum of
// squares), cvc5 answers in 10-80 ms what Z3's bit-vector core needs
// seconds for, or does not answer within its limit (docs/benchmarks.md).
// Queries with floats or arrays, and queries cvc5 gives up on (a share of
// the work limit), go on to Z3.
//
// The translation is exact Java semantics, as z3_translate.h's: x / 0 and
// x % 0 are 0 (the engine guards them), shift distances masked, narrowing
// casts as extract and extend. Sat models are checked by the evaluator.
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_cvc5_layer(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
