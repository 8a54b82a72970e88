// The options several commands take (class path, classes, budget, jobs,
// search, validation, output), each declared once here with its names, value,
// checks and shown default. A command passes its own help text where the
// option means something particular to it; CLI11 lists options in the order
// they are added, so each command calls these where the option belongs.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::app {

// --cp's help where a command says no more.
inline constexpr const char* kClassPathHelp = "Directories and .jar files, ':'-separated";

// --cp,--class-path: class path entries (class_path_option.h), into a
// std::vector<std::string> (repeatable) or a std::string (one list).
template <class Entries>
CLI::Option* add_class_path_option(CLI::App& command, Entries& entries, const std::string& help = kClassPathHelp) {
    return command.add_option("--cp,--class-path", entries, help);
}

// --class and --package, both repeatable: the classes a command explores
// (class_selection.h).
void add_class_selection_options(CLI::App& command, std::vector<std::string>& classes,
                                 std::vector<std::string>& packages, const std::string& class_help,
                                 const std::string& package_help);

// -j,--jobs: classes explored at once; 0 means default_jobs() (gen_command.h).
CLI::Option* add_jobs_option(CLI::App& command, unsigned& jobs, const std::string& help);

// --budget: seconds of work per class, as typed (checked by parse_budget).
CLI::Option* add_budget_option(CLI::App& command, std::string& budget, const std::string& help);
// --max-memory (java's -Xmx syntax), checked with parse_max_memory.
CLI::Option* add_max_memory_option(CLI::App& command, std::string& max_memory, const std::string& help);
// The bytes of a --max-memory value; an Error (a usage error) names it.
Result<std::uint64_t> parse_max_memory(const std::string& text);

// --search: dfs, bfs or covnew (engine/searcher.h).
CLI::Option* add_search_option(CLI::App& command, std::string& search, const std::string& help);

// --no-validate (clears `validate`), then --unsafe-validate.
void add_validation_flags(CLI::App& command, bool& validate, bool& unsafe_validate,
                          const std::string& no_validate_help, const std::string& unsafe_validate_help);

// --unsafe-validate: run the JVM's tools without the bubblewrap sandbox.
CLI::Option* add_unsafe_validate_flag(CLI::App& command, bool& unsafe_validate, const std::string& help);

// --stats: figures on the run, on stderr or stdout as the command says.
CLI::Option* add_stats_flag(CLI::App& command, bool& stats, const std::string& help);

// --out: the directory a command writes into.
CLI::Option* add_out_option(CLI::App& command, std::string& dir, const std::string& help);

// --sources: source roots, repeatable, so HTML coverage pages show lines.
CLI::Option* add_sources_option(CLI::App& command, std::vector<std::string>& dirs, const std::string& help);

}  // namespace symcrete::app
