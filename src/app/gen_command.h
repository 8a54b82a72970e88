// `symcrete gen`: write a JUnit 5 suite for a class by symbolic execution,
// then validate it on the real JVM.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::app {

struct GenOptions {
    std::vector<std::string> class_path;
    std::string class_name;
    std::string method;            // empty: every eligible method; name or name(descriptor)
    std::string out_dir = "symcrete-tests";
    std::string budget = "30";     // seconds of work per class, as typed (checked by run_gen)
    bool all_paths = false;
    bool mutation = false;  // mutation analysis (testgen/mutation.h)
    bool setup_calls = true;  // also build receivers by a constructor and one more call
    bool validate = true;
    bool unsafe_validate = false;  // validate without the sandbox
    bool stats = false;
    // The solver chain's layers in front of Z3 (solver_chain.h), as typed;
    // for measuring what each is worth.
    std::string solver_layers = "independence,cache,ranges,integers,walk,cvc5";
    // Exploration bounds; a path cut by one says so in its method's report.
    unsigned branch_bound = 6;
    // Which waiting path runs next: dfs, bfs or covnew (engine/searcher.h).
    std::string search = "dfs";
    unsigned max_depth = 6;
    unsigned max_objects = 12;
    std::int32_t max_array_length = 64;
    std::int32_t max_string_length = 16;
};

int run_gen(const GenOptions& options);

// The budget in seconds, or an error message for the user: a finite number
// greater than 0 and at most a week.
Result<double> parse_budget(const std::string& text);

}  // namespace symcrete::app
