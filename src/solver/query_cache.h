// Answers from earlier queries (KLEE's caching and counterexample-caching
// solvers), in three ways before the next layer is asked:
// - the same query (the same set of conjuncts) was answered before;
// - it contains a set of conjuncts already found unsatisfiable;
// - a model found for an earlier query satisfies it (checked by the
//   evaluator, so a hit is always right).
// Everything is keyed by hash-consed nodes: a cache must see one ExprContext.
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_query_cache(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
