// Exploring one class for `symcrete gen`: builds the class's own class path,
// Program, expression context and solver chain from GenOptions, generates
// tests, then runs mutation analysis if asked and formats the --stats text.
// Mutation candidates get a second, cheaper solver chain (no cvc5, no
// bit-vector layers, small query limits), so exploration's own results are the
// same with or without them. Exceptions are caught here: an engine bug costs
// one class its results, not the run.
#include "class_exploration.h"

#include <algorithm>
#include <ctime>
#include <exception>
#include <fmt/format.h>
#include <iterator>
#include <memory>

#include "class_path_option.h"
#include "solver_layer_text.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine_stack.h"
#include "engine/searcher.h"
#include "engine/work_budget.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"
#include "support/memory_size.h"
#include "testgen/reordered_inputs.h"
#include "testgen/rerun.h"

namespace symcrete::app {
namespace {

// Mutation analysis: the limits of a candidate test's queries (about 0.05 s
// of Z3).
constexpr solver::QueryLimits kCandidateQueryLimits{std::chrono::milliseconds(2000), 200'000};

std::string stats_text(const testgen::GenerationResult& generated, const solver::Solver& solver,
                       std::chrono::nanoseconds exploration) {
    std::string out;
    auto line = std::back_inserter(out);
    const solver::SolverStats& stats = solver.stats();
    std::vector<solver::LayerStats> layers;
    solver.layer_stats(layers);
    double seconds = std::chrono::duration<double>(exploration).count();
    double solver_seconds = std::chrono::duration<double>(stats.time).count();
    const auto& e = generated.exploration;
    fmt::format_to(line, "stats: {} paths explored in {:.3f} s ({:.1f} paths/s)\n", e.paths, seconds,
                   seconds > 0 ? static_cast<double>(e.paths) / seconds : 0.0);
    fmt::format_to(line,
                   "stats: {} work units ({:.2f} s on the reference machine; budgets count these, not time), {} of "
                   "them the solver's\n",
                   e.work, engine::seconds_for_work(e.work), e.solver_work);
    fmt::format_to(line,
                   "stats: {} solver queries ({} sat, {} unsat, {} unknown), {} solver work units, {:.3f} s in the "
                   "solver ({:.1f}% of exploration; {:.3f} s of CPU)\n",
                   stats.queries, stats.sat, stats.unsat, stats.unknown, stats.work, solver_seconds,
                   seconds > 0 ? 100.0 * solver_seconds / seconds : 0.0,
                   std::chrono::duration<double>(stats.cpu_time).count());
    out += solver_layer_text(layers);
    fmt::format_to(line, "stats: {:.3f} s of CPU in all\n", static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
    fmt::format_to(line, "stats: {} forks, {} infeasible branch sides, {} forks cut by the branch bound, {} branches merged{}{}\n",
                   e.forks, e.infeasible, e.bounded, e.merged, e.budget_exhausted ? ", budget exhausted" : "",
                   e.wall_clock_fired ? ", wall-clock safety net fired" : "");
    fmt::format_to(line,
                   "stats: inputs: {} objects made by lazy initialisation, {} references resolved as aliases, "
                   "{} symbolic values pinned to one value, {} alternatives of unread arguments not run\n",
                   e.lazy_objects, e.aliases, e.concretized, e.unread_alternatives);
    if (e.summaries_made + e.summaries_refused > 0)
        fmt::format_to(line, "stats: summaries: {} calls took one, {} made, {} methods without one\n", e.summarized_calls,
                       e.summaries_made, e.summaries_refused);
    return out;
}

std::string candidate_stats_text(const ClassExploration& result, std::size_t candidates,
                                 const solver::Solver& candidate_solver) {
    std::string out;
    auto line = std::back_inserter(out);
    const solver::SolverStats& stats = candidate_solver.stats();
    fmt::format_to(line,
                   "stats: mutation analysis: {} candidate tests from {} solver queries in {:.3f} s; {} test runs on "
                   "mutants and the original, {} work units, {:.3f} s\n",
                   candidates + result.mutation->tests_added, stats.queries,
                   std::chrono::duration<double>(stats.time).count(), result.mutation->runs, result.mutation->work,
                   std::chrono::duration<double>(result.mutation_time).count());
    std::vector<solver::LayerStats> layers;
    candidate_solver.layer_stats(layers);
    for (const solver::LayerStats& layer : layers)
        fmt::format_to(line, "stats: candidate solver layer {}: {} queries, {} answered here, {} work units, {:.3f} s\n",
                       layer.layer, layer.stats.queries, layer.answered, layer.stats.work,
                       std::chrono::duration<double>(layer.stats.time).count());
    return out;
}

// A run of the reference taking this many steps (or the longest path
// explored's, if more) does not end.
constexpr std::uint64_t kReferenceSteps = 1'000'000;

// --oracle reference: each test's inputs run on the reference's classes in
// the engine (testgen/rerun.h); the test expects what that run did, once
// its suite has passed on the JVM as the code's own (gen_command.cpp).
Status run_on_reference(ClassExploration& result, testgen::GenerationResult& generated, engine::EngineStack& code,
                        const engine::EngineOptions& explored, const solver::ChainOptions& layers, const GenOptions& gen) {
    classfile::ClassPath reference_path;
    if (Status filled = fill_class_path(reference_path, gen.reference_class_path); !filled)
        return Error{fmt::format("--reference: {}", filled.error().message)};
    if (auto cls = reference_path.load(result.internal_name); !cls)
        return Error{fmt::format("--reference has no class {}: {}", result.java_name, cls.error().message)};
    engine::EngineStack reference(reference_path, layers);
    engine::EngineOptions options = explored;
    options.max_steps_per_path = std::max(kReferenceSteps, explored.max_steps_per_path);
    options.path_budget.reset();  // a concrete run goes as deep as its input takes it
    testgen::OtherProgram other(reference.program, reference.context, *reference.solver, options);
    testgen::OtherProgram itself(code.program, code.context, *code.solver, options);
    testgen::TestSuite& suite = generated.suite;
    result.reference_runs.class_name = suite.class_name;
    result.reference_keys.class_name = suite.class_name;
    for (std::size_t i = 0; i < suite.tests.size() && i < generated.test_runs.size(); ++i) {
        auto run = other.rerun(generated.test_runs[i], suite.class_name, suite.test_package);
        // Agreed: the same values in another order may not be
        // (reordered_inputs.h); the test then takes that order.
        if (run && testgen::same_outcome(suite.tests[i], *run)) {
            if (auto reordered = testgen::reorder_to_differ(suite.tests[i], generated.test_runs[i], suite, itself, other,
                                                            suite.class_name, suite.test_package)) {
                suite.tests[i] = std::move(reordered->test);
                generated.test_runs[i] = std::move(reordered->run);
                run = std::move(reordered->reference);
            }
        }
        result.reference_keys.tests.push_back(suite.tests[i]);
        std::string missing;
        if (!run)
            missing = run.error().message;
        else if (run->outcome.kind == testgen::Outcome::Kind::Throws && run->outcome.exception == testgen::kRunDidNotEnd)
            missing = "the reference's run did not end";
        result.reference_runs.tests.push_back(missing.empty() ? std::move(*run) : testgen::TestCase{});
        result.reference_missing.push_back(std::move(missing));
    }
    return Ok{};
}

// What this reads of GenOptions must also be in the worker request
// (class_worker.cpp), or classes explored in workers see its default.
void explore(ClassExploration& result, const ClassExplorationOptions& options) {
    const GenOptions& gen = *options.gen;
    classfile::ClassPath class_path;
    auto cls = open_class(class_path, gen.class_path, result.internal_name);
    if (!cls) {
        result.error = cls.error().message;
        return;
    }
    std::string layers_error;
    // Checked by run_gen before any class starts.
    const solver::ChainOptions layers = *solver::parse_chain_layers(gen.solver_layers, &layers_error);
    engine::EngineStack stack(class_path, layers);
    testgen::GenerateOptions generate;
    generate.engine.work_budget = engine::work_for_seconds(options.budget_seconds);
    generate.engine.branch_bound = gen.branch_bound;
    generate.engine.block_bound = gen.block_bound;
    generate.engine.loop_bound = gen.loop_bound;
    generate.engine.summaries = gen.summaries;
    generate.engine.record_heaps = gen.symbolic;
    generate.engine.search = *engine::parse_search_strategy(gen.search);
    generate.engine.inputs.max_depth = gen.max_depth;
    generate.engine.inputs.max_objects = gen.max_objects;
    generate.engine.inputs.max_array_length = gen.max_array_length;
    generate.engine.inputs.max_string_length = gen.max_string_length;
    // Checked by run_gen before any class starts.
    generate.engine.inputs.assume = *engine::parse_heap_assumptions(gen.assume);
    generate.engine.wall_clock_deadline = engine::safety_net_deadline(options.budget_seconds);
    generate.engine.stop_requested = options.stop_requested;
    // Checked by run_gen before any class starts.
    generate.engine.max_resident_bytes = *parse_memory_size(gen.max_memory);
    if (!gen.method.empty()) generate.method = gen.method;
    generate.all_paths = gen.all_paths;
    const std::optional<testgen::CostPolicy> costs = cost_policy(gen);
    if (costs && costs->selects()) generate.all_paths = true;  // the costliest paths may add no coverage
    if (gen.cost.starts_with("calls=")) generate.engine.cost_calls_of = gen.cost.substr(6);
    generate.setup_calls = gen.setup_calls;
    generate.on_method_done = options.on_method_done;
    // Paths that add no coverage wait as candidates for mutation analysis.
    // Their queries have a solver of their own, with small limits and
    // without the bit-vector backends (a hard boundary costs little), and
    // exploration is what it is without them.
    std::unique_ptr<solver::Solver> candidate_solver;
    if (gen.mutation) {
        solver::ChainOptions cheap = layers;
        cheap.cvc5 = false;
        cheap.bit_vectors = false;
        candidate_solver = solver::make_solver_chain(cheap);
        candidate_solver->set_limits(kCandidateQueryLimits);
        generate.candidate_solver = candidate_solver.get();
    }

    const auto started = std::chrono::steady_clock::now();
    auto generated = testgen::generate_tests(stack.program, stack.context, *stack.solver, **cls, generate);
    result.exploration_time = std::chrono::steady_clock::now() - started;
    if (!generated) {
        result.error = generated.error().message;
        return;
    }
    if (gen.mutation && !(options.stop_requested != nullptr && options.stop_requested->load())) {
        if (options.on_mutation_start) options.on_mutation_start();
        testgen::MutationOptions mutation_options;
        mutation_options.engine = generate.engine;
        mutation_options.work_budget = engine::work_for_seconds(options.budget_seconds);
        const auto analysis_started = std::chrono::steady_clock::now();
        result.mutation =
            testgen::analyse_mutants(stack.program, stack.context, *stack.solver, **cls, *generated, mutation_options);
        result.mutation_time = std::chrono::steady_clock::now() - analysis_started;
    }
    if (gen.oracle == "reference") {
        if (Status ran = run_on_reference(result, *generated, stack, generate.engine, layers, gen); !ran) {
            result.error = ran.error().message;
            return;
        }
    }
    if (gen.stats) {
        result.stats_text = stats_text(*generated, *stack.solver, result.exploration_time);
        if (result.mutation)
            result.stats_text += candidate_stats_text(result, generated->candidates.size(), *candidate_solver);
    }
    result.suite = std::move(generated->suite);
    result.suite.junit4 = gen.junit == 4;
    if (costs) {
        result.suite.cost_model = costs->model;
        testgen::apply_cost_policy(result.suite, *costs);
    }
    result.methods = std::move(generated->methods);
    result.exploration = generated->exploration;
    result.static_state_note = generated->static_state_note;
}

}  // namespace

std::size_t ClassExploration::methods_explored() const {
    std::size_t n = 0;
    for (const testgen::MethodReport& method : methods) n += method.skipped ? 0 : 1;
    return n;
}

std::vector<std::string> ClassExploration::unsupported_without_tests() const {
    std::vector<std::string> reasons;
    if (!suite.tests.empty()) return reasons;
    for (const testgen::MethodReport& method : methods) {
        for (std::string_view reason : method.unsupported_reasons) {
            if (reason.starts_with("unsupported: ")) reason.remove_prefix(std::string_view("unsupported: ").size());
            if (std::find(reasons.begin(), reasons.end(), reason) == reasons.end()) reasons.emplace_back(reason);
        }
    }
    return reasons;
}

ClassExploration explore_class(const std::string& internal_name, const ClassExplorationOptions& options) {
    ClassExploration result;
    result.internal_name = internal_name;
    result.java_name = classfile::internal_to_java_name(internal_name);
    try {
        explore(result, options);
    } catch (const std::exception& e) {
        // An engine bug must not cost the other classes their results.
        result.error = fmt::format("internal error while exploring: {}", e.what());
        result.internal_error = true;
    }
    return result;
}

}  // namespace symcrete::app
