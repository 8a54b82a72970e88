// What `symcrete diff` and `symcrete grade` set up alike: the entry (a
// class, or Class.method) looked up in the reference, each program's class
// path with the shared libraries after its own, and the options that
// explore and validate a program (verify::DiffOptions).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "java_tool_options.h"
#include "path_budget_options.h"
#include "classfile/class_path.h"
#include "support/result.h"
#include "verify/program_diff.h"

namespace symcrete::app {

// The entry as a class and, for Class.method, a method filter.
struct Entry {
    std::string class_name;  // internal
    std::optional<std::string> method;
};

// Error (bad input): no such class or method in the reference.
Result<Entry> resolve_entry(classfile::ClassPath& reference, const std::string& entry);

// A program's class path entries, then the shared libraries'.
std::vector<std::string> with_shared(std::vector<std::string> own, const std::vector<std::string>& shared);

struct ComparisonSettings {
    JavaToolPaths java_tools;
    std::string budget = "30";   // --budget, seconds of work per program explored
    PathBudgetOptions path_budget;
    std::string out_dir;         // where tests are written
    bool validate = true;
    bool unsafe_validate = false;

    static ComparisonSettings writing_to(std::string out_dir) {
        ComparisonSettings settings;
        settings.out_dir = std::move(out_dir);
        return settings;
    }
};

// The options for exploring the entry's class (work budget, path budget
// with the input bounds it needs, the method filter) and for running tests
// on the JVM (tools, the JDK the reference's classes need). Error: a bad
// budget, no JDK for the classes when validating.
Result<verify::DiffOptions> comparison_options(const ComparisonSettings& settings, classfile::ClassPath& reference,
                                               const Entry& entry);

}  // namespace symcrete::app
