// One class's part of `symcrete gen`: symbolic exploration, then mutation
// analysis if asked, with a class path, program, expression context and
// solvers of its own, so classes can be explored on several threads at
// once and each gets the same result as it would alone.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gen_command.h"
#include "testgen/generator.h"
#include "testgen/mutation.h"

namespace symcrete::app {

// What exploring one class gave: everything later steps (validation, the
// text and JSON reports) need, and nothing that points into the class path
// the exploration read.
struct ClassExploration {
    std::string internal_name;
    std::string java_name;
    std::optional<std::string> error;  // the class could not be explored: why
    bool internal_error = false;       // ... because of a bug: the explorer threw or crashed
    testgen::TestSuite suite;
    std::vector<testgen::MethodReport> methods;
    engine::ExplorationStats exploration;
    std::optional<std::string> static_state_note;
    std::optional<testgen::MutationReport> mutation;
    std::chrono::nanoseconds exploration_time{0};
    std::chrono::nanoseconds mutation_time{0};
    // --stats: the text of the solver statistics (exploration and candidates).
    std::string stats_text;
    // --oracle reference: the tests explored (reference_keys; the suite
    // may since have lost some to a cost policy) and, parallel to them,
    // what the reference did on each one's inputs (reference_runs; an empty
    // test where it could not run, with the reason in reference_missing,
    // which is "" where it ran).
    testgen::TestSuite reference_keys;
    testgen::TestSuite reference_runs;
    std::vector<std::string> reference_missing;

    // Methods explored, and skipped.
    std::size_t methods_explored() const;
    // When no test at all was written and paths stopped at something the
    // engine does not model: those things, distinct, in the methods' order.
    // Empty when there are tests, or when nothing unsupported was reached.
    std::vector<std::string> unsupported_without_tests() const;
};

struct ClassExplorationOptions {
    const GenOptions* gen = nullptr;
    double budget_seconds = 30;
    const std::atomic<bool>* stop_requested = nullptr;
    // Per method, when its report is final (single-class progress lines).
    std::function<void(const testgen::MethodReport&)> on_method_done;
    // Called when mutation analysis starts.
    std::function<void()> on_mutation_start;
};

// Explores `internal_name` (found on options.gen->class_path). Never
// throws; what goes wrong is in the result's `error`.
ClassExploration explore_class(const std::string& internal_name, const ClassExplorationOptions& options);

}  // namespace symcrete::app
