// The concolic walk (seed 003, §3.4): a heuristic search for a model of a
// query the integer encoding cannot express, before the bit-vector backend
// gets it. Non-linear integer arithmetic (a * a + b * b == c * c, a % b),
// floating point after arithmetic: Z3 bit-blasts multipliers and IEEE
// circuits and may take seconds to find a model that a search over
// concrete values finds in milliseconds.
//
// The query splits into its linear part L (what z3_int_translate.h
// expresses) and the rest N. A model of L from Z3's arithmetic core is the
// starting point (an unsatisfiable L answers Unsat). Then, both
// deterministic and bounded by a count of evaluations:
// 1. small values: the inputs of N over a small box around 0;
// 2. the walk: the input contributing most to N's error (branch distance)
//    moves, by random steps that keep L true and by a secant step towards
//    a root of a violated comparison; an input whose move does not help is
//    tabu for a while.
// A model found is checked by the evaluator; when none is found the query
// goes on to the next layer, so the walk only ever answers Sat (or Unsat
// from L) and never loses an answer.
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_concolic_walk(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
