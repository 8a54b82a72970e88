// From a class to a test suite: explore each eligible method symbolically,
// turn every finished path's model into concrete arguments, replay the
// method concretely on them to get the exact outcome, and keep the tests
// that add branch coverage or show a new way the method ends (an exception).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "solver/solver.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

struct GenerateOptions {
    engine::EngineOptions engine;
    std::optional<std::string> method;  // only methods with this name
    bool all_paths = false;             // keep every path, not only those adding coverage or a new ending
};

struct MethodReport {
    std::string method;  // name + descriptor
    std::optional<std::string> skipped;  // why the method was not explored
    std::size_t paths = 0;               // finished paths
    std::size_t tests = 0;               // tests kept
    std::size_t unsupported = 0;         // paths that hit something the engine cannot run
    std::vector<std::string> unsupported_reasons;  // distinct, in first-seen order
    // Replay disagreed with the symbolic prediction: an engine bug. Such
    // paths never become tests.
    std::vector<std::string> internal_errors;
};

struct GenerationResult {
    TestSuite suite;
    std::vector<MethodReport> methods;
    engine::ExplorationStats exploration;  // summed over methods
};

Result<GenerationResult> generate_tests(engine::Program& program, expr::ExprContext& context,
                                        solver::Solver& solver, const classfile::ClassFile& cls,
                                        const GenerateOptions& options);

}  // namespace symcrete::testgen
