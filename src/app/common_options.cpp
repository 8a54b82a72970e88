// The options several `symcrete` commands share (common_options.h), each
// declared once, so that a command cannot spell one differently, forget its
// check or show its default where another does not.
#include "common_options.h"

#include <fmt/format.h>

#include "support/memory_size.h"

namespace symcrete::app {

void add_class_selection_options(CLI::App& command, std::vector<std::string>& classes,
                                 std::vector<std::string>& packages, const std::string& class_help,
                                 const std::string& package_help) {
    command.add_option("--class", classes, class_help);
    command.add_option("--package", packages, package_help);
}

CLI::Option* add_jobs_option(CLI::App& command, unsigned& jobs, const std::string& help) {
    return command.add_option("-j,--jobs", jobs, help)->capture_default_str();
}

CLI::Option* add_budget_option(CLI::App& command, std::string& budget, const std::string& help) {
    return command.add_option("--budget", budget, help)->capture_default_str();
}

CLI::Option* add_max_memory_option(CLI::App& command, std::string& max_memory, const std::string& help) {
    return command.add_option("--max-memory", max_memory, help)->capture_default_str();
}

Result<std::uint64_t> parse_max_memory(const std::string& text) {
    if (auto bytes = parse_memory_size(text)) return *bytes;
    return Error{fmt::format("--max-memory: expected a size such as 2g or 512m, not '{}'", text)};
}

CLI::Option* add_search_option(CLI::App& command, std::string& search, const std::string& help) {
    return command.add_option("--search", search, help)
        ->capture_default_str()
        ->check(CLI::IsMember({"dfs", "bfs", "covnew"}));
}

void add_validation_flags(CLI::App& command, bool& validate, bool& unsafe_validate,
                          const std::string& no_validate_help, const std::string& unsafe_validate_help) {
    command.add_flag("!--no-validate", validate, no_validate_help);
    add_unsafe_validate_flag(command, unsafe_validate, unsafe_validate_help);
}

CLI::Option* add_unsafe_validate_flag(CLI::App& command, bool& unsafe_validate, const std::string& help) {
    return command.add_flag("--unsafe-validate", unsafe_validate, help);
}

CLI::Option* add_stats_flag(CLI::App& command, bool& stats, const std::string& help) {
    return command.add_flag("--stats", stats, help);
}

CLI::Option* add_out_option(CLI::App& command, std::string& dir, const std::string& help) {
    return command.add_option("--out", dir, help);
}

CLI::Option* add_sources_option(CLI::App& command, std::vector<std::string>& dirs, const std::string& help) {
    return command.add_option("--sources", dirs, help);
}

}  // namespace symcrete::app
