// Independence slicing (KLEE's IndependentSolver): a query's constraints
// that share no input with its condition, directly or through other
// constraints, cannot change its answer, because the asker's model already
// satisfies them and a model of the rest leaves their inputs alone. Only
// the constraints connected to the condition go on to the next layer.
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_independence_layer(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
