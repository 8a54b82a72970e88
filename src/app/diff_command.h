// `symcrete diff`: inputs on which a candidate implementation behaves
// otherwise than a reference (verify/program_diff.h), each with a JUnit 5
// test that passes on the reference and fails on the candidate.
#pragma once

#include <string>
#include <vector>

#include "java_tool_options.h"
#include "path_budget_options.h"

namespace symcrete::app {

struct DiffCommandOptions {
    JavaToolPaths java_tools;
    std::vector<std::string> reference;  // --reference: the reference's class path
    std::vector<std::string> candidate;  // --candidate: the candidate's
    std::vector<std::string> shared;     // --cp: libraries both use (after each program's own)
    std::string entry;                   // Class or Class.method
    std::string inputs = "both";         // whose paths give inputs: reference, candidate or both
    std::string budget = "30";           // seconds of work per program explored
    PathBudgetOptions path_budget;
    std::string out_dir = "symcrete-diff";
    std::string format = "text";         // text or json
    std::string report;                  // the report's file; empty: stdout
    bool validate = true;
    bool unsafe_validate = false;
};

int run_diff(const DiffCommandOptions& options);

}  // namespace symcrete::app
