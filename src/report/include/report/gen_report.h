// The machine-readable report of a `symcrete gen` run (--report DIR):
// symcrete-report.json, one entry per class and method. Its schema is
// docs/report-schema.md; "version" changes when a field changes meaning or
// goes away (added fields do not change it).
//
// Everything outside the "timings" objects depends only on the classes and
// the options, not on the machine, its load or -j: two runs, or shards
// merged, give the same report once timings are left out.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.h"
#include "support/result.h"
#include "testgen/generator.h"
#include "testgen/mutation.h"
#include "testgen/validator.h"

namespace symcrete::report {

inline constexpr int kGenReportVersion = 1;
inline constexpr const char* kGenReportFile = "symcrete-report.json";

// One class of the run, as the report shows it.
struct ClassEntry {
    std::string class_name;            // internal name
    std::optional<std::string> error;  // not explored: why
    std::vector<testgen::MethodReport> methods;
    engine::ExplorationStats exploration;
    std::optional<testgen::MutationReport> mutation;
    std::filesystem::path test_file;   // empty when none was written
    std::size_t tests_written = 0;
    bool validated = false;                       // ran on the JVM
    std::optional<std::string> validation_error;  // validation could not run: why
    std::vector<testgen::TestOutcome> tests;      // each written test's outcome on the JVM
    std::vector<testgen::TestOutcome> removed;    // tests taken out, and why
    std::optional<testgen::ClassCoverage> coverage;
    // Validated without coverage: why (JaCoCo cannot read the class file).
    std::optional<std::string> coverage_unavailable;
    // `gen --cost`: the model, and each written test's cost (by its name
    // in the test file), costliest first.
    std::optional<engine::CostModel> cost_model;
    std::vector<std::pair<std::string, engine::Cost>> test_costs;
    // `gen --symbolic`: each written test's symbolic test case, by its name.
    std::vector<std::pair<std::string, testgen::SymbolicCase>> symbolic;
    double exploration_seconds = 0;
    double mutation_seconds = 0;
    double budget_seconds = 0;  // the class's work budget (its share of a package run's)
};

struct GenRun {
    double budget_seconds = 30;
    bool validate = true;
    bool mutation = false;
    // `--assume`: the heap assumptions inputs were made under
    // (HeapAssumptions::describe); empty, none.
    std::string assumptions;
    std::vector<ClassEntry> classes;                             // sorted by name
    std::vector<std::pair<std::string, std::string>> left_out;  // internal name, why
    // The run's exit status and its meaning; none while the run goes on
    // (the report of the classes written so far).
    std::optional<std::pair<int, std::string>> exit_status;
    double wall_seconds = 0;
};

// The report as JSON text (two-space indented, keys in a fixed order).
std::string gen_report_json(const GenRun& run);

// The reports of shards of one run (`gen --shard i/n`) joined into the
// report one run would have written: classes and left-out classes sorted,
// totals summed, wall time the longest shard's. An Error when a text is not
// such a report, when the options differ, or when a class is in two.
Result<std::string> merge_gen_reports(const std::vector<std::string>& reports);

// Writes a report's text as DIR/symcrete-report.json (DIR is made if needed).
Result<std::filesystem::path> write_report_file(const std::string& text, const std::filesystem::path& dir);

}  // namespace symcrete::report
