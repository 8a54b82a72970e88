// `symcrete reach`: a test that reaches a chosen line (or offset, or call of
// a marker method), or a proof that none can (verify/target_reach.h).
#pragma once

#include <string>
#include <vector>

#include "java_tool_options.h"

namespace symcrete::app {

struct ReachCommandOptions {
    JavaToolPaths java_tools;
    std::vector<std::string> class_path;
    std::vector<std::string> targets;       // --target: Class:line or Class.method(desc)@offset
    std::vector<std::string> target_calls;  // --target-call: Class.method, each call of it
    std::vector<std::string> entries;       // --entry: Class or Class.method[(desc)]
    std::string lines;                      // --lines: Class or Class.method, each line of code a target
    std::string budget = "10";              // seconds of work per target
    std::string out_dir = "symcrete-reach"; // the tests
    std::string format = "text";            // text or json
    std::string search = "target";          // the order states run in (engine/searcher.h)
    // Times one path may split at one branch. A little more than gen's: a
    // target behind a loop's thousandth iteration is the search's to find
    // (a loop unrolled that far costs the solver seconds).
    unsigned branch_bound = 8;
    std::string direction = "both";  // backward proof, forward search, or both (backward first)
    bool prune = true;
    bool search_phase = true;  // --no-search: no concrete search where exploring stops short
    bool validate = true;
    bool unsafe_validate = false;
    bool enable_assertions = false;
};

// Exit status: 0 every target reached; 6 some unreachable, none unknown; 7
// some unknown; 1 bad options; 4 the JVM's tools could not run.
int run_reach(const ReachCommandOptions& options);

}  // namespace symcrete::app
