// `symcrete merge`: join the reports of the shards of one `gen` run
// (`gen --shard i/n --report DIR` on each) into the report one run would
// have written: symcrete-report.json, the coverage data, index.html, and
// with --cp JaCoCo's HTML pages of every class.
#pragma once

#include <string>
#include <vector>

#include "java_tool_options.h"

namespace symcrete::app {

struct MergeOptions {
    JavaToolPaths java_tools;  // where JUnit and JaCoCo are (app/java_tool_options.h)
    std::vector<std::string> reports;      // the shards' --report directories
    std::string out_dir;                   // the merged report's directory
    std::vector<std::string> class_path;   // the classes, for JaCoCo's pages (optional)
    std::vector<std::string> source_dirs;  // source roots, for the pages' lines
    bool unsafe_validate = false;          // run JaCoCo's report without the sandbox
};

int run_merge(const MergeOptions& options);

}  // namespace symcrete::app
