// Concolic exploration of one Python function (gen --python): the function
// runs concretely in Symcrete's interpreter on inputs a solver chose, each
// run traced (symbolic.h), and each decision of a run negated in turn for
// the inputs of the next, until every decision the runs met has been tried
// both ways or the budget ends. A parameter's type is one of those
// decisions: it is chosen on the path, where an operation first depends on
// it, so a type error in one branch does not keep the others from being
// explored. Annotations restrict the types tried.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "python/program.h"
#include "python/value.h"
#include "support/result.h"

namespace symcrete::python {

struct ExploreOptions {
    std::string module_name;  // what the module is imported as (__name__)
    std::string function;     // a top-level function of the module
    std::chrono::milliseconds budget{10'000};  // CPU time for the whole exploration
    std::size_t max_runs = 500;
    std::size_t max_tests = 40;
    std::uint64_t max_steps_per_run = 100'000;  // statements; a run past it is left out
    std::size_t max_list_length = 4;
};

// What one call did.
struct CallResult {
    std::optional<Value> returned;       // when it returned
    std::string raised;                  // the exception's class name, when it raised
    std::string raised_message;
    std::string printed;                 // what it printed
    std::vector<Value> arguments_after;  // the arguments as the call left them
    std::optional<std::string> unsupported;  // the run stopped at something outside the subset
};

struct ExploredTest {
    std::vector<std::string> parameter_names;
    std::vector<Value> arguments;  // as passed (fresh copies, untouched by the call)
    CallResult result;
    std::set<int> lines;           // statement lines of the module the call ran
    std::size_t run = 0;           // which run found it
};

struct Exploration {
    std::vector<ExploredTest> tests;  // each added coverage (a line, an arc) or a new outcome
    std::set<int> covered_lines;
    std::set<int> function_lines;     // the statement lines of the function's body
    std::size_t runs = 0;
    std::size_t paths = 0;            // distinct paths the runs took
    std::size_t queries = 0;          // solver queries
    std::chrono::nanoseconds solver_time{0};  // CPU time in them
    bool complete = false;            // every decision was tried both ways, within the limits
    std::string stop_reason;          // why it stopped
    std::set<std::string> concrete;   // operations followed concretely only (a test may miss what they hide)
};

// Explores `options.function` of the module. An Error when the module's top
// level raises or the function is not there.
Result<Exploration> explore_function(const Module& module, const ExploreOptions& options);

// Calls a top-level function of a module (freshly run) on copies of
// `arguments`: the reference of `gen --oracle reference`.
Result<CallResult> call_function(const Module& module, const std::string& module_name, const std::string& function,
                                 const std::vector<Value>& arguments, std::uint64_t max_steps);

// A value as Python source that rebuilds it (a literal: 3, 'a', [1, 2],
// {'k': None}, float('inf')); nullopt for values no literal writes (objects
// of user classes, functions).
std::optional<std::string> python_literal(const Value& value);

// A deep copy of a value made of literals (lists, tuples, dicts copied).
Value copy_value(const Value& value);

}  // namespace symcrete::python
