// One method of the class under exploration (MethodRun): its explorations,
// one per way of making a receiver, and the bookkeeping that decides which
// of their finished paths become tests. What turns paths into tests, and a
// run's report final, is in method_run.cpp. Private to src/testgen.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "expr/expr.h"
#include "generation_context.h"
#include "solver/solver.h"

namespace symcrete::testgen::generation_detail {

using engine::PathEnd;
using engine::PathResult;

// One way of exploring a method: with a receiver made by a construction
// (constructor or factory), or lazily (and static methods, without one).
struct Exploration {
    const classfile::Method* construction = nullptr;  // null: lazy receiver, or none
    std::unique_ptr<engine::Engine> engine;
    std::vector<const classfile::Method*> calls = {};  // setup calls after the construction
    std::size_t scenario_tests = 0;  // tests kept as new scenarios of a sequence of calls (take_paths), not probes
    std::size_t scenario_probes = 0;  // paths of a known scenario replayed for another result (take_paths)
    std::size_t result_probes = 0;    // paths replayed for a result of a new class that gave none (take_paths)
    std::string body_class = {};     // an enum constant's body whose method this explores (constant_bodies)
    // A sequence of setup calls begins at the method's first turn
    // (BudgetScheduler::resume), not when the run is planned: its calls then
    // take the arguments paths of those methods returned with
    // (InputExamples::calls_of), where there are some, and leave the budget
    // to the method under test. Called at each turn: once more calls have
    // such arguments than when it began, it begins again on a new engine
    // (the old one retired: set-aside paths refer to it): once after it
    // reached the method, as often as it likes before. Empty for an
    // exploration begun when planned.
    std::function<Status(Exploration&)> start = {};
    bool begun = false;
    bool reached_method = false;  // a path got past the construction and calls to the method
    std::size_t fixed_calls = 0;  // calls whose arguments were fixed when it last began
    std::vector<std::unique_ptr<engine::Engine>> retired = {};  // non-empty once it began again
    std::optional<std::size_t> refused_call = std::nullopt;  // which setup call must throw (engine::SetupCall::refused)
};

// A path waiting to become a candidate test for mutation analysis.
struct SetAside {
    PathResult path;
    engine::Engine* engine = nullptr;  // the exploration's, to replay it
    bool kept = false;                 // its test is in the suite already
};

// One method under exploration, across the rounds of the class budget.
struct MethodRun {
    const classfile::Method* method = nullptr;
    classfile::MethodType type;
    std::size_t report = 0;  // index into GenerationResult::methods
    // The constructions first (they win ties), the lazy receiver last.
    std::vector<Exploration> explorations;
    // Some construction exists: a lazily made receiver is a fallback, whose
    // paths become tests only for branch edges the constructed ones missed.
    // They wait in `deferred` until the constructions have finished.
    bool lazy_is_fallback = false;
    // A constructed receiver reached the method (a path past its
    // construction that returned or threw). While none has, the lazily made
    // receiver's paths also count for new endings, as without constructions.
    bool constructed_reached = false;
    std::vector<PathResult> deferred;
    std::set<engine::Edge> deferred_edges;
    std::set<std::string> deferred_endings;
    // Edges kept tests cover, by paths that returned and by paths that
    // threw. JaCoCo records an edge only when a probe after it runs, and an
    // exception thrown inside the block (a NullPointerException from
    // elements[--size]) skips that probe; so an edge only thrown through
    // still wants a test that passes it and returns.
    std::set<engine::Edge> covered;
    std::set<engine::Edge> thrown_through;
    bool adds_edge(const PathResult& path, const std::set<engine::Edge>& also_seen = {}) const {
        for (const engine::Edge& edge : path.covered)
            if (!covered.count(edge) && !also_seen.count(edge) && (path.end != PathEnd::Threw || !thrown_through.count(edge)))
                return true;
        return false;
    }
    std::set<std::string> seen_arguments;
    // The scenarios of sequences of setup calls kept so far: the ending,
    // and the edges through the calls and through the method (take_paths).
    std::set<std::string> scenarios;
    std::size_t result_tests = 0;    // kept for a result of a new class alone (consider)
    std::set<std::uint64_t> probed_ways;  // PathResult::ways of the returning paths looked at for their result
    std::size_t constant_tests = 0;  // kept as the first return on a constant receiver (take_paths)
    // Mutation analysis: paths waiting to become candidate tests (every one
    // for its boundaries, those not kept also as they are), and the
    // candidates made.
    std::vector<SetAside> set_aside;
    std::size_t candidates = 0;
    std::set<const expr::Expr*> boundaries_tested;  // comparisons a test at the edge was asked for
    std::size_t boundary_tests = 0;                   // tests kept at such an edge
    std::map<const expr::Expr*, std::size_t> boundaries_tried;  // comparisons: paths their boundary was asked on
    std::set<std::string> endings;
    std::set<std::string> input_limits;  // why paths could not make every input they wanted
    // The work its paths' tests cost to make (readable models' solver
    // queries), charged to the budget beside the explorations' own.
    std::uint64_t test_making_work = 0;
    // Tests of the constructions themselves (a constructor refusing its
    // arguments), shared by every method's run so each is written once.
    struct RefusedConstructions* refused = nullptr;
    bool done = false;  // its exploration has ended and its report is final (BudgetScheduler)

    bool constructions_finished() const {
        for (const Exploration& e : explorations)
            if (e.construction != nullptr && !e.engine->finished()) return false;
        return true;
    }
    bool finished() const {
        for (const Exploration& e : explorations)
            if (!e.engine->finished()) return false;
        return true;
    }
    engine::ExplorationStats stats() const;
};

// What the class's constructors and factories refused, across all methods'
// runs: a path whose construction threw is a test of that construction
// (`assertThrows(..., () -> new Account(-1))`), kept once per branch edge
// or exception it adds.
struct RefusedConstructions {
    std::set<engine::Edge> covered;
    std::set<std::string> endings;
    std::set<std::string> seen_arguments;
};

// Turns newly finished paths into tests: kept when a path covers a new branch
// edge, or ends in a way no kept test shows yet (an exception the method can
// throw); paths that end in System.exit are counted for the report.
void take_paths(GenerationContext& generation, MethodRun& run, Exploration& exploration,
                std::vector<PathResult> paths);

// Makes the run's report final once its exploration has ended (finished, or
// out of budget): the deferred paths taken, why it stopped, its work added
// to the class's; then tells options.on_method_done.
void finish_method_run(GenerationContext& generation, MethodRun& run);

// Mutation analysis: the candidate tests of a method's paths set aside, made
// once exploration has ended (so exploration, and the tests kept for
// coverage, are what they are without mutation analysis: the candidates'
// queries make expressions, and the solvers' choices follow their order).
// Their queries go to `solver`, the candidate solver.
void make_candidates(GenerationContext& generation, MethodRun& run, solver::Solver& solver);

}  // namespace symcrete::testgen::generation_detail
