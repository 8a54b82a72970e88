// Seed 000's path budget on the command line (engine/path_budget.h):
// --path-budget B, --call-cost c or --call-cost method=c (repeatable),
// --match-cost Class=k (repeatable). Declared once for every command that
// explores.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "engine/path_budget.h"
#include "support/result.h"

namespace symcrete::app {

struct PathBudgetOptions {
    int budget = -1;                       // --path-budget; -1: none
    std::vector<std::string> call_costs;   // "1", "find=0", "Interp.find=0"
    std::vector<std::string> match_costs;  // "AddC=1"
};

void add_path_budget_options(CLI::App& command, PathBudgetOptions& options);

// The budget the options give, nullopt without --path-budget. Error (bad
// input): a cost that is not a number, a NAME=COST without the name, or
// costs without --path-budget.
Result<std::optional<engine::PathBudget>> parse_path_budget(const PathBudgetOptions& options);

}  // namespace symcrete::app
