// Range reasoning. Each integral input gets the interval its constant
// bounds in the query allow (`x < 10`, `!(x <= -3)`, `x == 7`, a boolean).
// An empty interval answers Unsat. When every input of the query has an
// interval and the candidates are few, the layer tries them all with the
// evaluator, values nearest 0 first: an exact answer, and often far cheaper
// than Z3 on the small domains loops and recursion produce (a counter
// bounded by 15, a digit, a char class).
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_range_layer(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
