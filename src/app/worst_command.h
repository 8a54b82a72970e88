// `symcrete worst`: the inputs of greatest cost (engine/cost.h) of a method,
// size by size: every path explored at the sizes the budget allows, then,
// beyond them, only the paths a branch policy learned at those sizes
// chooses (engine/branch_policy.h); a table of size, worst cost and input,
// and the growth that fits (growth_fit.h).
#pragma once

#include <string>
#include <vector>

namespace symcrete::app {

struct WorstOptions {
    std::vector<std::string> class_path;
    std::string method;                  // Class.method or Class.method(descriptor)
    std::string cost = "instructions";   // a cost model (engine/cost.h)
    std::string sizes = "1..32";         // input sizes: the length of each array-of-primitives parameter
    std::string budget = "30";           // seconds of work for all sizes (counted as work)
    std::string java_home;
    bool stats = false;                  // each size's time, paths and solver figures on stderr
    // --out: a JUnit test per size running its worst input (validated on
    // the JVM unless --no-validate), worst.json and worst.html with the plot.
    std::string out_dir;
    bool validate = true;
    bool unsafe_validate = false;
};

int run_worst(const WorstOptions& options);

}  // namespace symcrete::app
