// `symcrete diff`: inputs on which a candidate implementation behaves
// otherwise than a reference (verify/program_diff.h), each with a JUnit 5
// test that passes on the reference and fails on the candidate.
#pragma once

#include <string>
#include <vector>

#include "comparison_setup.h"

namespace symcrete::app {

struct DiffCommandOptions {
    // The tools, --budget (seconds of work per program explored; default
    // 30), the path budget, --out (default symcrete-diff), validation.
    ComparisonSettings settings = ComparisonSettings::writing_to("symcrete-diff");
    std::vector<std::string> reference;  // --reference: the reference's class path
    std::vector<std::string> candidate;  // --candidate: the candidate's
    std::vector<std::string> shared;     // --cp: libraries both use (after each program's own)
    std::string entry;                   // Class or Class.method
    std::string inputs = "both";         // whose paths give inputs: reference, candidate or both
    std::string format = "text";         // text or json
    std::string report;                  // the report's file; empty: stdout
};

int run_diff(const DiffCommandOptions& options);

}  // namespace symcrete::app
