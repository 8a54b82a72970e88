// From a class to a test suite: explore each eligible method symbolically,
// turn every finished path's model into concrete arguments, replay the
// method concretely on them to get the exact outcome, and keep the tests
// that add branch coverage or show a new way the method ends (an exception).
// An instance method is explored on receivers made by each public
// constructor or static factory of the class first, and on a lazily made
// receiver last, whose tests are kept only for branch edges no construction
// reached.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "solver/solver.h"
#include "testgen/stop_reason.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

struct MethodReport;

struct GenerateOptions {
    // engine.work_budget is the whole class's budget, shared by its methods:
    // each gets an equal share of what is left, and what a method does not
    // use goes to the methods still exploring (see generate_tests).
    engine::EngineOptions engine;
    // Only methods with this name, or this name and descriptor ("f(II)I").
    std::optional<std::string> method;
    bool all_paths = false;             // keep every path, not only those adding coverage or a new ending
    // Tests assert what System.out printed (TestCase::printed): programs
    // compared by `diff` and `grade` differ by their output too.
    bool record_output = false;
    // Instance methods are also explored on a constructed receiver after one
    // call of another method of the class (`cart.add(...)` first).
    bool setup_calls = true;
    // An exception's ending includes where it arises (the innermost frame of
    // the application's code): a test is kept for each exception and place,
    // not only for each exception (bug finding, `symcrete check`).
    bool distinct_throw_sites = false;
    // Only public methods (package-private ones are skipped): what callers
    // outside the package can reach.
    bool public_only = false;
    // Mutation analysis (mutation.h): with a candidate solver, up to this
    // many paths of each method that add no coverage, and inputs at the
    // boundaries of the comparisons kept paths pass, are replayed and set
    // aside as candidate tests, kept later if they kill a mutant no kept test
    // kills. Their queries go to that solver (with small limits of its own),
    // so the exploration, and the tests kept for coverage, stay what they
    // are without mutation analysis.
    solver::Solver* candidate_solver = nullptr;
    std::size_t candidates_per_method = 64;
    // The candidate solver's work for the whole class (its work units):
    // when it is spent, no more candidates are made.
    std::uint64_t candidate_solver_work = 10'000'000;
    // Called once per method, in declaration order, when its report is final
    // (for progress output).
    std::function<void(const MethodReport&)> on_method_done;
};

// A way paths ended System.exit: no test is written for them, since the call
// would end the JVM running the tests; they are reported instead.
struct ExitReport {
    std::int32_t status = 0;
    std::size_t paths = 0;
    std::string example;  // the arguments of one such path, as Java literals
    friend bool operator==(const ExitReport&, const ExitReport&) = default;
};

struct MethodReport {
    std::string method;  // name + descriptor
    std::optional<std::string> skipped;  // why the method was not explored
    std::size_t paths = 0;               // finished paths
    std::size_t tests = 0;               // tests kept
    // Why exploration stopped, by name, and in words: "explored
    // completely", or what cut it short ("budget", "branch bound (3 forks
    // not taken)", "solver gave up (1 branch side)", ...).
    StopReasons stop_reasons;
    std::string stopped;
    double work_seconds = 0;             // work spent, in reference-machine seconds (deterministic)
    std::vector<ExitReport> exits;
    // Instance methods of a class with public constructors or factories:
    // tests whose receiver one of them made, and paths that made none (the
    // construction threw or a factory returned null; not tests of the
    // method), with up to four distinct ways ("new Account(long) threw
    // java.lang.IllegalArgumentException").
    std::size_t constructed_tests = 0;
    std::size_t setup_failed = 0;
    std::vector<std::string> setup_failures;
    // Of those paths, the ones written as tests of the construction itself
    // (`assertThrows(..., () -> new Account(-1))`; counted in `tests` too).
    std::size_t construction_tests = 0;
    // Paths that stand for less than all executions their inputs allow
    // (PathResult::precision_lost), and the first such loss in words.
    std::size_t imprecise_paths = 0;
    std::string imprecision;
    std::size_t unsupported = 0;         // paths that hit something the engine cannot run
    std::vector<std::string> unsupported_reasons;  // distinct, in first-seen order
    // Replay disagreed with the symbolic prediction: an engine bug. Such
    // paths never become tests.
    std::vector<std::string> internal_errors;
    friend bool operator==(const MethodReport&, const MethodReport&) = default;
};

// What the engine needs to run a test again: the method its replay calls
// (for a test of a refused construction, the method whose construction it
// is) and the replay's inputs.
struct TestRun {
    const classfile::Method* method = nullptr;
    engine::ReplayInputs inputs;
};

// A test not kept for coverage, waiting for mutation analysis.
struct Candidate {
    TestCase test;
    TestRun run;
    std::size_t method_report = 0;  // index into GenerationResult::methods
};

struct GenerationResult {
    TestSuite suite;
    std::vector<TestRun> test_runs;  // parallel to suite.tests
    std::vector<Candidate> candidates;
    std::vector<MethodReport> methods;
    engine::ExplorationStats exploration;  // summed over methods
    // Why the class's static state is not restored before each test (its
    // initialiser could not run in the engine), if so.
    std::optional<std::string> static_state_note;
};

// Does `method` (name + descriptor) match a --method filter: a bare name, or
// name(descriptor) for one overload?
bool method_matches(const std::string& filter, const classfile::Method& method);

Result<GenerationResult> generate_tests(engine::Program& program, expr::ExprContext& context,
                                        solver::Solver& solver, const classfile::ClassFile& cls,
                                        const GenerateOptions& options);

// The test of `method` called on concrete `inputs` (primitives: a static
// method's arguments, or a constructor's and then the method's), run in the
// engine and written as gen writes a path's test. `symcrete reach` finds
// such inputs by running the code (target_search.h) rather than by solving.
Result<TestCase> test_for_inputs(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                                 const classfile::ClassFile& cls, const classfile::Method& method,
                                 const engine::ReplayInputs& inputs, const GenerateOptions& options);

// The test gen writes for one path an exploration of `method` found (an
// engine's explore, with the options' engine settings): its model's inputs
// replayed concretely, the test asserting what that run did. `symcrete
// worst` writes its worst paths' tests so.
Result<TestCase> test_for_path(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                               const classfile::ClassFile& cls, const classfile::Method& method,
                               const engine::PathResult& path, const GenerateOptions& options);

}  // namespace symcrete::testgen
