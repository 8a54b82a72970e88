// `symcrete check`: find the ways classes (or a program) can fail, each with
// a JUnit reproducer run on the JVM, reported as text, JSON or SARIF.
#pragma once

#include <string>
#include <vector>

#include "java_tool_options.h"

namespace symcrete::app {

struct CheckCommandOptions {
    JavaToolPaths java_tools;  // where JUnit and JaCoCo are (app/java_tool_options.h)
    std::vector<std::string> class_path;
    std::vector<std::string> classes;  // --class, repeated
    std::vector<std::string> packages;  // --package, repeated; with no --class either: every class on --cp
    std::string main_class;            // --main: explore main(String[]) only
    std::string format = "text";       // text, json or sarif
    std::string out_dir = "symcrete-bugs";  // reproducers
    std::string report;                // the report's file; empty: stdout
    std::string budget = "30";         // seconds of work per class
    std::string max_memory = "2g";     // per class (java's -Xmx syntax); classes at once share one process
    unsigned jobs = 1;                 // classes explored at once; 0: default_jobs() (gen_command.h)
    std::string search = "dfs";        // which waiting path runs next (engine/searcher.h)
    bool contracts = false;            // list contract exceptions too
    bool validate = true;
    bool unsafe_validate = false;
    bool stats = false;
};

int run_check(const CheckCommandOptions& options);

}  // namespace symcrete::app
