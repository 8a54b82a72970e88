// `symcrete svcomp`: answers an SV-COMP verification task (../shared/svcomp):
// compiles its sources, explores Main.main with Verifier.nondet*() symbolic
// and prints the verdict for the property as its last line.
#pragma once

#include <string>

#include "java_tool_options.h"

namespace symcrete::app {

struct SvcompOptions {
    JavaToolPaths java_tools;  // where JUnit and JaCoCo are (app/java_tool_options.h)
    std::string task;             // the .yml
    std::string class_path;       // compiled classes instead of compiling the task
    std::string property;         // valid-assert or no-runtime-exception; empty: the task's first we check
    double timeout = 10;          // seconds for exploring (compilation not included)
    std::string out_dir;          // where a "false" verdict's JUnit reproducer goes
    bool unsafe_validate = false; // javac and the reproducer without the sandbox
    bool stats = false;
};

int run_svcomp(const SvcompOptions& options);

}  // namespace symcrete::app
