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
    std::string object_name = "self";  // for a method: what its tests call the object
    std::string function;     // a top-level function of the module, or Class.method
    std::chrono::milliseconds budget{10'000};  // CPU time for the whole exploration
    std::size_t max_runs = 500;
    std::size_t max_tests = 40;
    // Paths kept beyond those that cover something new (that return or
    // raise by a raise statement): each is another input whose expected
    // result is checked, which a golden master's grading wants more of.
    std::size_t extra_tests = 6;
    std::uint64_t max_steps_per_run = 100'000;  // statements; a run past it is left out
    std::size_t max_list_length = 4;
    // A golden master (seed 000's grading): each run also calls the
    // reference's function of the same name on the same inputs, traced with
    // the same tracer, so the search negates the decisions of both and finds
    // the inputs on which they part; paths where their results differ are
    // kept first.
    const Module* reference = nullptr;
    std::string reference_module_name;
};

// What one call did.
struct CallResult {
    // Frees the cycles of the run's heap after the last result holding its
    // values is gone (declared first: destroyed last).
    std::shared_ptr<const HeapRelease> heap;
    std::optional<Value> returned;       // when it returned
    std::string raised;                  // the exception's class name, when it raised
    std::string raised_message;
    bool raised_by_program = false;      // by a raise statement of the program
    std::string printed;                 // what it printed
    std::vector<Value> arguments_after;  // the arguments as the call left them
    // The arguments a recorder callable got (a list), when one was passed.
    std::optional<Value> calls;
    std::optional<std::string> unsupported;  // the run stopped at something outside the subset
};

struct ExploredTest {
    std::vector<std::string> parameter_names;
    std::vector<std::string> argument_sources;  // each argument as the Python expression that made it
    std::vector<std::string> setup;             // statements to run first ("calls = []")
    std::vector<std::string> prepare;           // statements after the arguments are bound (prior method calls)
    std::shared_ptr<const void> inputs;         // the solver's choice, to make them again (call_function)
    CallResult result;
    std::set<int> lines;           // statement lines of the module the call ran
    std::size_t run = 0;           // which run found it
    bool differs = false;          // the reference's result is another (ExploreOptions::reference)
};

struct Exploration {
    // The tests kept: first those that reach a line or arc or end a way no
    // earlier one did (returns first, then exceptions the program raises,
    // then the interpreter's: wrong types of input are the least telling),
    // then a few more paths that return.
    std::vector<ExploredTest> tests;
    std::set<int> covered_lines;      // by the tests kept
    std::set<int> reached_lines;      // by any run
    std::set<int> function_lines;     // the statement lines of the function's body
    // Every input was of a type the solver states exactly (its parameters
    // annotated int, str, bool or None): no list length, object depth,
    // chosen float or catalog of callables bounded what was explored.
    bool unbounded_inputs = false;
    std::size_t runs = 0;
    std::size_t paths = 0;            // distinct paths the runs took
    std::size_t differences = 0;      // paths on which the reference's result differs
    std::size_t queries = 0;          // solver queries
    std::chrono::nanoseconds solver_time{0};  // CPU time in them
    bool complete = false;            // every decision was tried both ways, within the limits
    std::string stop_reason;          // why it stopped
    std::set<std::string> concrete;   // operations followed concretely only (a test may miss what they hide)
    // The classes a test may name: (name, expression in the module): Pair, helper.Pair.
    std::vector<std::pair<std::string, std::string>> classes;
};

// The code of a top-level function or of a method ("Class.method") of a
// top-level class; nullptr if there is none.
const FunctionCode* find_function(const Module& module, const std::string& name);

// The functions and methods a run explores when none is named: top-level
// functions, then each top-level class's methods (its constructor's
// parameters make the object), except names starting with "test" or "_"
// (a student's own tests, helpers and special methods).
std::vector<std::string> testable_functions(const Module& module);

// Explores `options.function` of the module. An Error when the module's top
// level raises or the function is not there.
Result<Exploration> explore_function(const Module& module, const ExploreOptions& options);

// Calls a top-level function of another module (freshly imported) on the
// inputs of a test, made again there (objects by that module's classes of
// the same names): the reference of `gen --oracle reference`.
Result<CallResult> call_function(const Module& module, const std::string& module_name, const std::string& function,
                                 const ExploredTest& test, std::uint64_t max_steps);

// A value as Python source that rebuilds it (a literal: 3, 'a', [1, 2],
// {'k': None}, float('inf')), an object of a class whose constructor's
// parameters are its attributes as `Cls(...)` when the class compares by
// value (__eq__); nullopt for values no expression writes.
std::optional<std::string> python_literal(const Value& value);

// Assertions that `expression` (a name in a test) holds `value`: one
// equality when a literal writes it, else its class and, for an object, its
// attributes in turn. Empty when nothing can be said.
std::vector<std::string> value_assertions(const std::string& expression, const Value& value);

// A deep copy of a value made of literals (lists, tuples, dicts copied).
Value copy_value(const Value& value);

}  // namespace symcrete::python
