// What `gen` knows of one class at the end (its exploration and what
// validation made of its suite) as the report's class entry
// (report/gen_report.h).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>

#include "class_exploration.h"
#include "report/gen_report.h"
#include "testgen/mutation.h"
#include "testgen/validator.h"

namespace symcrete::app {

// One class after validation, or after writing its tests unvalidated.
struct ClassOutcome {
    std::optional<testgen::SuiteValidation> validation;
    // The mutation analysis of the suite as written (after removals); none
    // when it is the exploration's own.
    std::optional<testgen::MutationReport> mutation;
    std::optional<std::string> validation_error;
    std::filesystem::path test_file;
    std::size_t tests_written = 0;
};

// `budget_seconds`: the class's work budget (its share of a package run's).
report::ClassEntry report_entry(const ClassExploration& result, const ClassOutcome& outcome, double budget_seconds);

}  // namespace symcrete::app
