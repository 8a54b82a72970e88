// Mutation analysis: how many small faults planted in the class under test
// (ir/mutants.h) its generated tests notice. Every method of the class with
// bytecode is mutated one instruction at a time; each mutant replaces the
// method's code in the engine's program, and the tests run on it concretely
// in the engine (no JVM started per mutant). A mutant is killed when some
// test's assertions would fail on it: another return value or exception, a
// getter saying something else, or a run that no longer ends (the step limit).
//
// The suite grows by the candidates (paths that added no coverage, set aside
// by generate_tests): a candidate is kept when it kills a mutant no test
// kept so far kills, which makes the suite stronger without making it much
// longer. Runs count work units against a budget, so the score, like the
// tests, does not depend on the machine's load.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/program.h"
#include "ir/mutants.h"
#include "testgen/generator.h"

namespace symcrete::testgen {

struct MutationOptions {
    // The generation's engine options (assertions, bounds); the step limit
    // per run is chosen from the tests' own runs.
    engine::EngineOptions engine;
    std::uint64_t work_budget = engine::work_for_seconds(30);  // for every run of every mutant
};

struct MutantOutcome {
    std::string method;  // name + descriptor
    ir::Mutation mutation;
    enum class Status : std::uint8_t { Killed, Survived, NotRun } status = Status::NotRun;
    // A killed mutant: the index in the suite of the test that killed it
    // (the first that did; others may too, they were not run).
    std::optional<std::size_t> killed_by;
    friend bool operator==(const MutantOutcome&, const MutantOutcome&) = default;
};

struct MutationReport {
    std::size_t mutants = 0;
    std::size_t killed = 0;
    std::size_t not_run = 0;  // the budget ran out before these were tried
    struct Count {
        std::size_t mutants = 0;
        std::size_t killed = 0;
        friend bool operator==(const Count&, const Count&) = default;
    };
    std::array<Count, ir::kMutationOperatorCount> by_operator{};
    std::vector<MutantOutcome> outcomes;  // every mutant, in order
    std::size_t tests_added = 0;     // candidates kept because they kill a mutant
    std::size_t tests_not_rerun = 0; // kept tests whose rerun in the engine did not repeat their outcome
    // Mutants counted as surviving because the test that killed them was
    // taken out of the suite (it failed on the JVM): see after_removals.
    std::size_t killed_by_removed_tests = 0;
    bool budget_exhausted = false;
    std::size_t runs = 0;     // test runs in the engine, the original's included
    std::uint64_t work = 0;   // their work units
    double score() const { return mutants == 0 ? 1.0 : static_cast<double>(killed) / static_cast<double>(mutants); }
    friend bool operator==(const MutationReport&, const MutationReport&) = default;
};

// Mutates `cls` (already loaded in `program`), runs result.suite and then
// the candidates on the mutants, moves the candidates that kill a new
// mutant into result.suite (and result.test_runs; the method reports count
// them), and reports the score. The program's code is restored before it
// returns.
MutationReport analyse_mutants(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                               const classfile::ClassFile& cls, GenerationResult& result,
                               const MutationOptions& options);

// The report for the suite as written, once validation took the tests
// `removed[i]` out: a mutant whose killing test was removed counts as
// surviving. A lower bound: another kept test may kill it too, but it was
// not run on that mutant, and the score claims only what was seen.
MutationReport after_removals(const MutationReport& report, const std::vector<bool>& removed);

}  // namespace symcrete::testgen
