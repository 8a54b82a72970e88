// `symcrete gen`: write a JUnit 5 suite for a class by symbolic execution,
// then validate it on the real JVM.
#pragma once

#include <string>
#include <vector>

namespace symcrete::app {

struct GenOptions {
    std::vector<std::string> class_path;
    std::string class_name;
    std::string method;            // empty: every eligible method
    std::string out_dir = "symcrete-tests";
    double budget_seconds = 30;    // per class
    bool all_paths = false;
    bool validate = true;
    bool unsafe_validate = false;  // validate without the sandbox
    bool stats = false;
};

int run_gen(const GenOptions& options);

}  // namespace symcrete::app
