// One run of the JVM's tools over test sources, the step validator.cpp's
// rounds repeat: one javac, one JUnit run (under the JaCoCo agent when
// coverage is measured) and one coverage analysis for every class under
// test at once.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "jvm/tool_runner.h"
#include "support/result.h"
#include "testgen/validator.h"

namespace symcrete::testgen::detail {

// The .java files among `inputs` (files, or directories searched for them),
// absolute, sorted, each once.
Result<std::vector<std::filesystem::path>> collect_sources(const std::vector<std::filesystem::path>& inputs);

// What one run of the tools found: every test's outcome (report.coverage
// unset), and for each class under test, in their order, its coverage or
// why it was not measured.
struct ValidationRun {
    ValidationReport report;
    std::vector<std::optional<ClassCoverage>> coverages;
    // Non-empty where JaCoCo cannot read the class's file (a Java release
    // newer than it knows): the tests ran without coverage of that class.
    std::vector<std::string> unmeasured;
};

// Runs the tests in `work_dir`. A compile failure is an Error quoting javac,
// with its error lines in `compile_errors` when given.
Result<ValidationRun> run_validation(const std::vector<std::filesystem::path>& test_sources,
                                     const std::vector<std::string>& classes_under_test,
                                     const ValidatorOptions& options, const std::filesystem::path& work_dir,
                                     std::vector<jvm::JavacError>* compile_errors = nullptr);

}  // namespace symcrete::testgen::detail
