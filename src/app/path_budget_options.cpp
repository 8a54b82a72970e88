// The path budget's options (path_budget_options.h).
#include "path_budget_options.h"

#include <fmt/format.h>

#include <charconv>

namespace symcrete::app {

namespace {

Result<std::uint32_t> cost(const std::string& option, const std::string& text) {
    std::uint32_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty())
        return Error{fmt::format("{}: expected a cost (a whole number, 0 or more), not '{}'", option, text)};
    return value;
}

}  // namespace

void add_path_budget_options(CLI::App& command, PathBudgetOptions& options) {
    command
        .add_option("--path-budget", options.budget,
                    "Seed 000's path budget: calls and input constructors a path may pay for (see --call-cost, "
                    "--match-cost; docs/architecture.md says how it is counted)")
        ->check(CLI::Range(0, 1 << 20));
    command.add_option("--call-cost", options.call_costs,
                       "With --path-budget: the cost of a call of the program's own methods (default 1), or "
                       "METHOD=COST for one method (find=0, Interp.find=0); repeatable");
    command.add_option("--match-cost", options.match_costs,
                       "With --path-budget: CLASS=COST charged when a path decides an input is of that class "
                       "(AddC=1); repeatable");
}

Result<std::optional<engine::PathBudget>> parse_path_budget(const PathBudgetOptions& options) {
    if (options.budget < 0) {
        if (!options.call_costs.empty() || !options.match_costs.empty())
            return Error{"--call-cost and --match-cost need --path-budget"};
        return std::optional<engine::PathBudget>{};
    }
    engine::PathBudget budget;
    budget.budget = static_cast<std::uint32_t>(options.budget);
    for (const std::string& text : options.call_costs) {
        const auto equals = text.find('=');
        if (equals == std::string::npos) {
            auto value = cost("--call-cost", text);
            if (!value) return value.error();
            budget.call_cost = *value;
            continue;
        }
        if (equals == 0) return Error{fmt::format("--call-cost: expected METHOD=COST, not '{}'", text)};
        auto value = cost("--call-cost", text.substr(equals + 1));
        if (!value) return value.error();
        budget.method_costs[text.substr(0, equals)] = *value;
    }
    for (const std::string& text : options.match_costs) {
        const auto equals = text.find('=');
        if (equals == std::string::npos || equals == 0)
            return Error{fmt::format("--match-cost: expected CLASS=COST, not '{}'", text)};
        auto value = cost("--match-cost", text.substr(equals + 1));
        if (!value) return value.error();
        budget.match_costs[text.substr(0, equals)] = *value;
    }
    return std::optional<engine::PathBudget>{budget};
}

}  // namespace symcrete::app
