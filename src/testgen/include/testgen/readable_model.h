// Models that read well in a test: a path's model re-asked of the solver
// with wishes (short lowercase strings, small distinct non-zero numbers) the
// path condition may allow, and values picked for the inputs the path leaves
// free (readable_model.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/engine.h"
#include "expr/expr.h"
#include "solver/solver.h"

namespace symcrete::testgen {

// The solver work one wish may take (about a quarter second of budget,
// engine::kWorkPerSolverUnit): past it the wish is given up, and so are the
// path's later ones.
inline constexpr std::uint64_t kWishSolverUnits = 1'000'000;

// The path with a model that reads well where the path allows it: String
// inputs as lowercase words, strings and arrays short (up to 4), numbers
// small (|x| <= 100, else <= 10000), array elements too, and where the path
// allows, numbers distinct and 3 or more (else just non-zero). Tried in that order, each one more
// solver query per test kept; the first the path condition allows wins,
// else the model stays as it was. Inputs the path leaves free get small,
// distinct, non-zero values (give_free_inputs_values). At most the first
// `max_wishes` wishes are asked, each within kWishSolverUnits.
engine::PathResult readable(const engine::PathResult& path, expr::ExprContext& context, solver::Solver& solver,
                            std::size_t max_wishes = SIZE_MAX);

}  // namespace symcrete::testgen
