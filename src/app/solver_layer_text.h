// The --stats lines of the solver chain's layers (gen and svcomp print the
// same): per layer its queries, answers, work, time and details.
#pragma once

#include <string>
#include <vector>

#include "solver/solver.h"

namespace symcrete::app {

std::string solver_layer_text(const std::vector<solver::LayerStats>& layers);

}  // namespace symcrete::app
