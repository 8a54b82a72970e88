// An SV-COMP verification task (../shared/svcomp/TASKS.md): a BenchExec
// task-definition file (YAML) naming the Java sources and, per property
// file, the expected verdict.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::verify {

// The properties SV-COMP's Java category checks, from init(Main.main()).
enum class Property {
    ValidAssert,         // LTL(G assert): no `assert` fails
    NoRuntimeException,  // LTL(G ! uncaught(java.lang.RuntimeException))
};
const char* to_string(Property property);  // "valid-assert", "no-runtime-exception"

struct TaskProperty {
    std::filesystem::path file;      // the .prp, as resolved from the task's folder
    std::optional<Property> property;  // nullopt: a property Symcrete does not check (no-deadlock)
    std::string formula;             // the .prp's text, trimmed
    std::optional<bool> expected;    // expected_verdict, when the task gives one
};

struct SvcompTask {
    std::filesystem::path file;                     // the .yml
    std::vector<std::filesystem::path> input_files; // resolved: folders or .java files
    std::vector<TaskProperty> properties;
    std::string entry_class = "Main";               // init(Main.main())
};

// Reads the task with yaml-cpp. Errors name the file and what was wrong
// (a missing input_files, a property file that does not exist, ...).
Result<SvcompTask> read_svcomp_task(const std::filesystem::path& file);

// The property of the .prp text: what its LTL formula checks, or nullopt.
std::optional<Property> parse_property(const std::string& text);

}  // namespace symcrete::verify
