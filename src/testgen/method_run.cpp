// What becomes of a method's finished paths (method_run.h): each is replayed
// concretely and kept as a test when it adds a branch edge or a way the
// method ends; a construction that refused its arguments becomes a test of
// the construction; the lazily made receiver's paths wait until the
// constructed ones have shown what they cover. Paths that add nothing are
// set aside for mutation analysis, whose candidate tests are made once
// exploration has ended. A run's report is made final here too.
#include "method_run.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <fmt/format.h>

#include "boundary_values.h"
#include "checked_exceptions.h"
#include "classfile/descriptor.h"
#include "descriptions.h"
#include "engine/work_budget.h"
#include "testgen/readable_model.h"
#include "replay.h"
#include "support/memory_size.h"
#include "testgen/junit_writer.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen::generation_detail {
namespace {

constexpr std::size_t kBoundaryPathsPerCondition = 4;
// Tests kept per method at the edge of a comparison (add_boundary_test).
constexpr std::size_t kBoundaryTestsPerMethod = 4;
// A candidate test's model only gets readable()'s first wish (small,
// distinct and non-zero numbers): one query, not up to five.
constexpr std::size_t kCandidateWishes = 1;

// "new Account(long)", "Account.open(long)".
std::string describe_construction(const classfile::Method& made, const classfile::ClassFile& cls) {
    std::string simple = classfile::internal_to_java_name(cls.name);
    simple = simple.substr(simple.rfind('.') + 1);
    std::string parameters;
    if (auto type = classfile::parse_method_descriptor(made.descriptor)) {
        for (const classfile::FieldType& param : type->parameters)
            parameters += (parameters.empty() ? "" : ", ") + param.java_name();
    }
    return fmt::format("{}{}({})", made.name == "<init>" ? "new " : "", made.name == "<init>" ? simple : simple + "." + made.name,
                       parameters);
}

// How a path ended, as far as keeping a test for each way goes: "return",
// or the exception's class (and with distinct_throw_sites, where the
// application's code raised it or called what raised it).
// Tests a sequence of setup calls keeps for scenarios alone (take_paths).
constexpr std::size_t kScenarioTestsPerSequence = 5;
// Paths of a scenario already kept that are replayed for a result of another
// shape (consider), per sequence of setup calls.
constexpr std::size_t kScenarioProbesPerSequence = 6;
// Tests kept per method for returning on a receiver constant not seen yet.
constexpr std::size_t kConstantTestsPerMethod = 6;
// Paths per exploration replayed only to find a result of a new class
// (result_class), and tests per method kept for one.
constexpr std::size_t kResultProbesPerExploration = 8;
constexpr std::size_t kResultTestsPerMethod = 4;

// What tells a scenario's results apart: the outcome's kind and shape, its
// value, its elements' count, and its items in order (which of the test's
// objects a list holds, and in which order: the newest book first, or the
// oldest; what the getters of the objects the call made say).
std::string outcome_signature(const Outcome& outcome) {
    std::string signature = fmt::format("{}/{}/{}/{}:", static_cast<int>(outcome.kind), static_cast<int>(outcome.shape),
                                        outcome.value ? outcome.value->bits : 0, outcome.elements.size());
    for (const Outcome::Item& item : outcome.items) {
        signature += fmt::format(" {}.{}.{}.{}", static_cast<int>(item.kind), item.object, item.value.bits, item.text.size());
        // An object the call made, by what its getters say: the biggest
        // spender first, or the smallest.
        for (const Getter& getter : item.getters)
            signature += fmt::format("/{}={}", getter.value.bits,
                                     getter.text ? std::hash<std::u16string>{}(*getter.text) : 0);
    }
    return signature;
}

// The class of a result, coarser than outcome_signature: what a person
// checks first of a call that returns (null or not, empty or not, true or
// false, the sign of a number), so a lookup that finds the key keeps a test
// beside the one that does not, though both pass the method's edges alike.
std::string result_class(const Outcome& outcome) {
    std::string signature = fmt::format("{}/{}", static_cast<int>(outcome.kind), static_cast<int>(outcome.shape));
    switch (outcome.shape) {
        case Outcome::Shape::Primitive:
        case Outcome::Shape::Boxed:
            if (!outcome.value) break;
            if (outcome.value->type == JavaValue::Type::Boolean) {
                signature += outcome.value->bits != 0 ? " true" : " false";
            } else if (outcome.value->type != JavaValue::Type::Float && outcome.value->type != JavaValue::Type::Double) {
                const std::uint64_t bits = outcome.value->bits;
                // Zero-extended from the type's width (JavaValue::bits): its top bit is the sign.
                const JavaValue::Type type = outcome.value->type;
                const int top = type == JavaValue::Type::Byte ? 7 : type == JavaValue::Type::Short ? 15
                                : type == JavaValue::Type::Long ? 63 : 31;
                const bool negative = type != JavaValue::Type::Char && ((bits >> top) & 1) != 0;
                signature += bits == 0 ? " zero" : negative ? " negative" : " positive";
            }
            break;
        case Outcome::Shape::String: signature += outcome.text.empty() ? " empty" : " text"; break;
        case Outcome::Shape::Array: signature += fmt::format(" {}", std::min<std::size_t>(outcome.elements.size(), 2)); break;
        case Outcome::Shape::List:
        case Outcome::Shape::Set:
        case Outcome::Shape::Optional: signature += fmt::format(" {}", std::min<std::size_t>(outcome.items.size(), 2)); break;
        default: break;
    }
    return signature;
}

std::string ending_of(const PathResult& path, const GenerateOptions& options) {
    if (path.end != PathEnd::Threw) return "return";
    if (!options.distinct_throw_sites) return path.exception_class;
    for (const engine::TraceFrame& frame : path.exception_trace)
        if (!frame.in_jdk) return fmt::format("{}@{}:{}", path.exception_class, frame.class_name, frame.line);
    return path.exception_class;
}

// The held constant (an enum's) a path's receiver is, or nothing.
std::string receiver_constant(const PathResult& path) {
    if (!path.inputs) return {};
    for (const engine::InputObject& input : path.inputs->objects)
        if (input.origin == "this") return input.constant;
    return {};
}

// A path no test comes from, for `reason` (each distinct one listed once).
void note_unsupported(MethodReport& report, const std::string& reason) {
    ++report.unsupported;
    if (std::find(report.unsupported_reasons.begin(), report.unsupported_reasons.end(), reason) ==
        report.unsupported_reasons.end())
        report.unsupported_reasons.push_back(reason);
}

// The test of `path` under its readable model (asked of `solver`, at most
// `max_wishes` wishes), replayed on `engine`; a replay that fails is an
// internal error of the method, reported, and no test.
std::optional<TestCase> replay_readable(GenerationContext& generation, MethodRun& run, engine::Engine& engine,
                                        solver::Solver& solver, const PathResult& path, engine::ReplayInputs& inputs,
                                        std::size_t max_wishes = SIZE_MAX) {
    const PathResult shown = readable(path, generation.context, solver, max_wishes);
    auto test = replay(generation, engine, *run.method, run.type, shown, &inputs);
    // A call that returned, as a test shows it, on a receiver its
    // construction built: its arguments, for the sequences begun later to
    // call the method with (known_call_arguments): a registered customer,
    // then a rental of that customer's, each found by the method's own paths.
    if (test && !run.method->is_static()) generation.examples->harvest_call(shown, *run.method);
    if (!test) {
        MethodReport& report = generation.result.methods[run.report];
        if (test.error().kind == ErrorKind::Unsupported) {  // no test can check this path, said as for any other
            note_unsupported(report, test.error().message);
        } else {
            report.internal_errors.push_back(test.error().message);
        }
        return std::nullopt;
    }
    for (const engine::Edge& edge : path.covered)
        if (!path.setup_covered.contains(edge)) test->covers.push_back(fmt::format("{}:{}>{}", edge.method, edge.from, edge.to));
    return std::move(test).value();
}

// Mutation analysis: replays `path` (with readable()'s first wish) and sets
// its test aside as a candidate, unless the replay failed (an internal
// error) or another test has its inputs already. Whether it was added.
bool add_candidate(GenerationContext& generation, MethodRun& run, engine::Engine& engine, solver::Solver& solver,
                   const PathResult& path) {
    engine::ReplayInputs inputs;
    auto test = replay_readable(generation, run, engine, solver, path, inputs, kCandidateWishes);
    if (!test) return false;
    if (!run.seen_arguments.insert(describe_inputs(*test)).second) return false;
    ++run.candidates;
    generation.result.candidates.push_back(
        Candidate{std::move(test.value()), TestRun{run.method, std::move(inputs)}, run.report});
    return true;
}

// `path` at the boundary of its conjunct `condition` (boundary_values.h),
// with a model there; nothing when the comparison has none or the path
// cannot reach it.
std::optional<PathResult> at_boundary_of(GenerationContext& generation, solver::Solver& solver, const PathResult& path,
                                         const expr::Expr* condition) {
    const expr::Expr* boundary = boundary_condition(generation.context, condition);
    if (boundary == nullptr) return std::nullopt;
    expr::Assignment model;
    if (solver.check(solver::Query{path.path_condition, boundary}, &model) != solver::SatResult::Sat) return std::nullopt;
    PathResult at_boundary = path;
    at_boundary.model.merge(model);
    at_boundary.path_condition.push_back(boundary);
    return at_boundary;
}

// A kept test, with what its replay needs, counted in the method's report.
void add_test(GenerationContext& generation, MethodRun& run, TestCase test, engine::ReplayInputs inputs) {
    MethodReport& report = generation.result.methods[run.report];
    if (test.construction) ++report.constructed_tests;
    generation.result.suite.tests.push_back(std::move(test));
    generation.result.test_runs.push_back(TestRun{run.method, std::move(inputs)});
    ++report.tests;
}

// Mutation analysis: tests at the boundaries of the comparisons the path
// passes (boundary_values.h), set aside as candidates. Each comparison is
// tried on the first few paths that pass it: what a path does after the
// comparison decides whether its boundary shows (a boundary the next check
// rejects anyway tells nothing).
void add_boundary_candidates(GenerationContext& generation, MethodRun& run, engine::Engine& engine,
                             solver::Solver& solver, const PathResult& path) {
    const GenerateOptions& options = generation.options;
    for (const expr::Expr* condition : path.path_condition) {
        if (run.candidates >= options.candidates_per_method || solver.stats().work >= options.candidate_solver_work) return;
        if (++run.boundaries_tried[condition] > kBoundaryPathsPerCondition) continue;
        if (auto at_boundary = at_boundary_of(generation, solver, path, condition))
            add_candidate(generation, run, engine, solver, *at_boundary);
    }
}

// A test at the edge of a comparison a kept path passes (boundary_values.h):
// a path's model may sit anywhere on its side of `visits >= minimum`, only
// at `visits == minimum` does a test tell `>=` from `>` (the off-by-one a
// person makes). The method's own comparisons, the latest first, each once
// per method, one per kept path, a few per method: not those of the JDK's
// code (a stream's limit), nor those made building its inputs (the
// constructor's tests have those), nor facts of the inputs' domain (a month
// from 1 to 12).
void add_boundary_test(GenerationContext& generation, MethodRun& run, engine::Engine& engine, const PathResult& path) {
    for (std::size_t i = path.path_condition.size(); i-- > 0;) {
        if (run.boundary_tests >= kBoundaryTestsPerMethod) return;
        const expr::Expr* condition = path.path_condition[i];
        if (i >= path.conditions_of_method.size() || !path.conditions_of_method[i]) continue;
        if (path.inputs && std::find(path.inputs->domain.begin(), path.inputs->domain.end(), condition) !=
                               path.inputs->domain.end())
            continue;
        if (!run.boundaries_tested.insert(condition).second) continue;
        const std::optional<PathResult> at_boundary = at_boundary_of(generation, generation.solver, path, condition);
        if (!at_boundary) continue;
        engine::ReplayInputs inputs;
        auto test = replay_readable(generation, run, engine, generation.solver, *at_boundary, inputs);
        if (!test || !run.seen_arguments.insert(describe_inputs(*test)).second) continue;
        add_test(generation, run, std::move(*test), std::move(inputs));
        ++run.boundary_tests;
        return;
    }
}

// Why else than for an edge or an ending a path's test may be kept (consider).
struct KeepReasons {
    // The path is worth a test of its own (a new scenario, a new constant).
    bool new_scenario = false;
    // The key of a scenario already kept: the test is kept when its result
    // differs from what that scenario's tests returned (outcome_signature):
    // add, add, best(2) returns both, where best(0) on the same calls
    // returned none.
    const std::string* scenario = nullptr;
    // The path returns: its result's class (result_class) is noted, and
    // with `probe_result` a path adding nothing else is replayed, and kept
    // when the method returned no result of its class yet (a lookup that
    // finds the key after one that did not).
    bool result_class = false;
    bool probe_result = false;
};

// Replays a path and keeps its test when it adds a branch edge or (unless
// `edges_only`) a new ending, or for one of `reasons`. Whether it was kept.
bool consider(GenerationContext& generation, MethodRun& run, engine::Engine& engine, const PathResult& path,
              bool edges_only, const KeepReasons& reasons = {}) {
    const GenerateOptions& options = generation.options;
    const bool adds_coverage = run.adds_edge(path);
    std::string ending = ending_of(path, options);
    bool new_ending = !edges_only && !run.endings.count(ending);
    // `symcrete reach` wants the path that entered its target, whatever else it adds.
    const bool decided = options.all_paths || adds_coverage || new_ending || reasons.new_scenario || path.reached_target;
    const bool keep = decided || reasons.scenario != nullptr || (reasons.result_class && reasons.probe_result);
    // Mutation analysis: a path that adds nothing may still tell a mutant
    // apart, and a kept one has boundaries; up to candidates_per_method of
    // them wait aside until exploration has ended (make_candidates).
    if (options.candidate_solver != nullptr && run.set_aside.size() < options.candidates_per_method)
        run.set_aside.push_back(SetAside{path, &engine, decided});
    if (!keep) return false;
    engine::ReplayInputs inputs;
    auto test = replay_readable(generation, run, engine, generation.solver, path, inputs);
    if (!test) return false;
    bool wanted = decided;
    if (reasons.scenario != nullptr)
        wanted |= run.scenarios.insert(*reasons.scenario + " => " + outcome_signature(test->outcome)).second;
    if (reasons.result_class) {
        const bool new_class = run.scenarios.insert("result " + result_class(test->outcome)).second;
        if (new_class && reasons.probe_result && !wanted && run.result_tests < kResultTestsPerMethod) {
            wanted = true;
            ++run.result_tests;
        }
    }
    if (!wanted) return false;
    if (!run.seen_arguments.insert(describe_inputs(*test)).second && !path.reached_target) return false;
    test->reaches_target = path.reached_target;
    test->target_chain = path.target_chain;
    (path.end == PathEnd::Threw ? run.thrown_through : run.covered).insert(path.covered.begin(), path.covered.end());
    run.endings.insert(ending);
    add_test(generation, run, std::move(*test), std::move(inputs));
    add_boundary_test(generation, run, engine, path);
    return true;
}

// The lazily made receiver's paths that waited for the constructions.
void take_deferred(GenerationContext& generation, MethodRun& run) {
    std::vector<PathResult> deferred = std::move(run.deferred);
    run.deferred.clear();
    run.deferred_edges.clear();
    run.deferred_endings.clear();
    for (const PathResult& path : deferred)
        consider(generation, run, *run.explorations.back().engine, path, run.constructed_reached);
}

// A construction that threw, as a test of the constructor or factory alone.
void test_refused_construction(GenerationContext& generation, MethodRun& run, engine::Engine& engine,
                               const PathResult& path) {
    MethodReport& report = generation.result.methods[run.report];
    RefusedConstructions& refused = *run.refused;
    const classfile::Method& made = *path.construction->method->method;
    const std::string ending = made.name + made.descriptor + " " + path.exception_class;
    bool adds = !refused.endings.count(ending);
    for (const engine::Edge& edge : path.covered) adds |= !refused.covered.count(edge);
    if (!adds && !path.reached_target) return;
    engine::ReplayInputs inputs;
    auto test = replay_readable(generation, run, engine, generation.solver, path, inputs);
    if (!test) return;
    TestCase::Construction construction = std::move(*test->construction);
    test->method = construction.method;
    test->descriptor = construction.descriptor;
    test->arguments = std::move(construction.arguments);
    test->construction.reset();
    test->receiver.reset();
    test->receiver_after.clear();
    test->arrays_after.clear();
    test->signature = made.signature;
    test->throws_checked = declares_checked_exception(generation.class_path, made);
    if (!refused.seen_arguments.insert(test->method + test->descriptor + describe_inputs(*test)).second &&
        !path.reached_target)
        return;
    test->reaches_target = path.reached_target;
    test->target_chain = path.target_chain;
    refused.endings.insert(ending);
    refused.covered.insert(path.covered.begin(), path.covered.end());
    ++report.construction_tests;
    ++report.tests;
    generation.result.suite.tests.push_back(std::move(test.value()));
    generation.result.test_runs.push_back(TestRun{run.method, std::move(inputs)});
}

void add_stats(engine::ExplorationStats& total, const engine::ExplorationStats& more) {
    total.paths += more.paths;
    total.forks += more.forks;
    total.infeasible += more.infeasible;
    total.solver_unknown += more.solver_unknown;
    total.bounded += more.bounded;
    total.unsupported += more.unsupported;
    total.budget_exhausted = total.budget_exhausted || more.budget_exhausted;
    total.wall_clock_fired = total.wall_clock_fired || more.wall_clock_fired;
    total.interrupted = total.interrupted || more.interrupted;
    total.memory_ceiling = total.memory_ceiling || more.memory_ceiling;
    total.work += more.work;
    total.solver_work += more.solver_work;
    total.depth_exceeded += more.depth_exceeded;
    total.steps_exceeded += more.steps_exceeded;
    total.lazy_objects += more.lazy_objects;
    total.aliases += more.aliases;
    total.concretized += more.concretized;
    total.unread_alternatives += more.unread_alternatives;
    total.pruned += more.pruned;
    total.summarized_calls += more.summarized_calls;
    total.summaries_made += more.summaries_made;
    total.summaries_refused += more.summaries_refused;
    total.target_reached = total.target_reached || more.target_reached;
    total.time += more.time;
}

std::string plural(std::uint64_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

// Why a method's exploration ended, by name (stop_reason.h).
StopReasons stop_reasons(bool finished, const engine::ExplorationStats& stats, const engine::EngineOptions& options,
                         std::size_t input_limits) {
    StopReasons reasons;
    if (stats.interrupted)
        reasons.push_back({StopReason::Interrupted});
    else if (stats.memory_ceiling)
        reasons.push_back({StopReason::MemoryCeiling, options.max_resident_bytes});
    else if (stats.wall_clock_fired)
        reasons.push_back({StopReason::WallClock});
    else if (!finished)
        reasons.push_back({StopReason::Budget});
    else if (stats.paths >= options.max_paths)
        reasons.push_back({StopReason::PathLimit, options.max_paths});
    const std::pair<StopReason, std::uint64_t> counted[] = {
        {StopReason::BranchBound, stats.bounded},       {StopReason::CallDepth, stats.depth_exceeded},
        {StopReason::StepBound, stats.steps_exceeded},  {StopReason::SolverGaveUp, stats.solver_unknown},
        {StopReason::Unsupported, stats.unsupported},
        // A value pinned to one of its possible values (text handed to a
        // regex, an index in an exception's message) hides the paths its
        // others take.
        {StopReason::ValuesPinned, stats.concretized},  {StopReason::InputsLimited, input_limits},
    };
    for (const auto& [reason, count] : counted)
        if (count > 0) reasons.push_back({reason, count});
    return reasons;
}

// The report line's words for the reasons; `input_limits` says which inputs
// were limited.
std::string describe(const StopReasons& reasons, const std::set<std::string>& input_limits) {
    std::string text;
    for (const StopCount& stop : reasons) {
        const std::uint64_t n = stop.count;
        // The label, then the count or detail in brackets.
        std::string words(label(stop.reason));
        switch (stop.reason) {
            case StopReason::Interrupted:
            case StopReason::Budget: break;
            case StopReason::MemoryCeiling:
                words += fmt::format(" ({} resident; --max-memory)", format_memory_size(n));
                break;
            case StopReason::WallClock: words += " (the machine was too slow; results depend on its load)"; break;
            case StopReason::PathLimit:
            case StopReason::ValuesPinned: words += fmt::format(" ({})", n); break;
            case StopReason::BranchBound: words += fmt::format(" ({} not taken)", plural(n, "fork", "forks")); break;
            case StopReason::CallDepth:
            case StopReason::StepBound:
            case StopReason::Unsupported: words += fmt::format(" ({})", plural(n, "path", "paths")); break;
            case StopReason::SolverGaveUp:
                words += fmt::format(" ({})", plural(n, "branch side", "branch sides"));
                break;
            case StopReason::InputsLimited: {
                std::string limits;
                for (const std::string& limit : input_limits) limits += (limits.empty() ? "" : "; ") + limit;
                words += " (" + limits + ")";
                break;
            }
        }
        text += (text.empty() ? "" : ", ") + words;
    }
    return text.empty() ? "explored completely" : text;
}

}  // namespace

engine::ExplorationStats MethodRun::stats() const {
    engine::ExplorationStats total;
    for (const Exploration& e : explorations) {
        add_stats(total, e.engine->stats());
        for (const auto& old : e.retired) add_stats(total, old->stats());
    }
    return total;
}

void take_paths(GenerationContext& generation, MethodRun& run, Exploration& exploration,
                std::vector<PathResult> paths) {
    const GenerateOptions& options = generation.options;
    MethodReport& report = generation.result.methods[run.report];
    const bool fallback = run.lazy_is_fallback && exploration.construction == nullptr;
    for (PathResult& path : paths) {
        // A call the sequence needs refused returned: not a path of this
        // sequence, nor a limit of the method's exploration.
        if (path.input_refused && exploration.refused_call) continue;
        ++report.paths;
        // Constant bodies share the method's name: their edges are told
        // apart by their class.
        if (!exploration.body_class.empty()) {
            std::set<engine::Edge> covered;
            for (engine::Edge edge : path.covered) {
                edge.method = exploration.body_class + "." + edge.method;
                covered.insert(std::move(edge));
            }
            path.covered = std::move(covered);
        }
        if (path.inputs && path.inputs->bounded && run.input_limits.size() < 4) run.input_limits.insert(path.inputs->bound_reason);
        if (!path.precision_lost.empty() && report.imprecise_paths++ == 0) report.imprecision = path.precision_lost.front().text;
        if (path.end == PathEnd::Exited) {
            auto exit = std::find_if(report.exits.begin(), report.exits.end(),
                                     [&](const ExitReport& e) { return e.status == path.exit_status; });
            if (exit == report.exits.end()) {
                ExitReport first{path.exit_status, 0, {}};
                std::string arguments;
                const ConcreteInputs inputs =
                    concrete_inputs(generation.context, path, run.type, run.method->is_static(), generation.test_package);
                for (std::size_t i = 0; i < inputs.arguments.size(); ++i) {
                    const InputValue& argument = inputs.arguments[i];
                    arguments += (i == 0 ? "" : ", ") +
                                 (argument.kind == InputValue::Kind::Primitive ? java_literal(argument.primitive)
                                  : argument.kind == InputValue::Kind::Null    ? std::string("null")
                                                                                : "an object");
                }
                first.example = arguments;
                report.exits.push_back(std::move(first));
                exit = report.exits.end() - 1;
            }
            ++exit->paths;
            continue;
        }
        if (path.input_refused) continue;  // no test can build its inputs
        if (path.end != PathEnd::Returned && path.end != PathEnd::Threw) {
            note_unsupported(report, fmt::format("{}: {}", engine::to_string(path.end), path.detail));
            continue;
        }
        if (path.setup_failed) {
            // The construction refused its arguments: no receiver, no test of
            // the method, but maybe one of the construction. (With setup calls
            // the construction or a call refused: the exploration without
            // calls, and the call's own tests, cover both.)
            ++report.setup_failed;
            if (!exploration.calls.empty()) continue;
            if (path.end == PathEnd::Threw && run.refused != nullptr)
                test_refused_construction(generation, run, *exploration.engine, path);
            std::string reason = fmt::format(
                "{} {}", describe_construction(*path.construction->method->method, generation.cls),
                path.end == PathEnd::Threw ? "threw " + classfile::internal_to_java_name(path.exception_class)
                                           : std::string("returned null"));
            if (std::find(report.setup_failures.begin(), report.setup_failures.end(), reason) ==
                    report.setup_failures.end() &&
                report.setup_failures.size() < 4)
                report.setup_failures.push_back(reason);
            continue;
        }
        exploration.reached_method = true;
        if (exploration.construction != nullptr) run.constructed_reached = true;
        // A sequence of setup calls (setup_sequences) is a scenario of its
        // own: a path on which the method returns keeps its test when its
        // result and its ways through the calls and through the method are
        // new together, a few per sequence, though the method's edges alone
        // are not (add, add, undo covers no more of undo than add, undo
        // does, yet only it tells the newest snapshot from the oldest).
        // Paths that throw are left to the edges: an argument the method
        // refuses is refused in any state.
        bool new_scenario = false;
        std::optional<std::string> scenario;  // its key, to tell its results apart
        if (exploration.calls.size() >= 2 && path.end == PathEnd::Returned &&
            exploration.scenario_tests < kScenarioTestsPerSequence) {
            // The number of calls is part of it: three values sorted take
            // the ways two do, yet show what two cannot.
            std::string key = fmt::format("{} calls|{}", exploration.calls.size(), ending_of(path, options));
            for (const engine::Edge& edge : path.covered)
                key += fmt::format("|{}{}:{}>{}", path.setup_covered.count(edge) != 0 ? "setup " : "", edge.method,
                                   edge.from, edge.to);
            new_scenario = !run.scenarios.count(key);
            if (new_scenario) run.scenarios.insert(key);
            // A scenario seen already: a few more paths replayed, for a result of another shape.
            if (new_scenario || exploration.scenario_probes++ < kScenarioProbesPerSequence) scenario = std::move(key);
        }
        // Constants carry data of their own (a tier's discount on a fine):
        // a method on a constant that returns keeps a test per constant,
        // though the constants share its edges; a few per method.
        if (!new_scenario && path.end == PathEnd::Returned && run.constant_tests < kConstantTestsPerMethod) {
            const std::string constant = receiver_constant(path);
            if (!constant.empty() && run.scenarios.insert("constant " + constant).second) {
                new_scenario = true;
                ++run.constant_tests;
            }
        }
        // A setup call's own edges are its tests' business: a path counts
        // for what the method under test covered after them.
        if (!exploration.calls.empty())
            for (const engine::Edge& edge : path.setup_covered) path.covered.erase(edge);
        if (fallback && !run.constructions_finished()) {
            // Kept for later only if it reaches an edge or an ending nothing has yet.
            std::string ending = ending_of(path, options);
            bool adds = options.all_paths || (!run.constructed_reached && !run.endings.count(ending) &&
                                              !run.deferred_endings.count(ending));
            run.deferred_endings.insert(ending);
            adds |= run.adds_edge(path, run.deferred_edges);
            if (!adds) continue;
            run.deferred_edges.insert(path.covered.begin(), path.covered.end());
            run.deferred.push_back(std::move(path));
            continue;
        }
        // Every returning path notes its result's class; a few that add
        // nothing else are replayed to find a new class for the method.
        KeepReasons reasons{new_scenario, scenario ? &*scenario : nullptr};
        if (path.end == PathEnd::Returned) {
            reasons.result_class = true;
            // Only a path that went another way at some decision (State::ways)
            // may return another class of result.
            reasons.probe_result = exploration.result_probes < kResultProbesPerExploration &&
                                   run.result_tests < kResultTestsPerMethod && run.probed_ways.insert(path.ways).second;
        }
        const std::size_t tests_before = run.result_tests;
        const bool probing = reasons.probe_result && !new_scenario && !scenario;
        // Only new scenarios count against the sequence's few: results of
        // another shape in a scenario already seen (another element class
        // in a History of capacity 1) have their probes, and used up the
        // few before the scenario of a History of capacity 2 came.
        if (consider(generation, run, *exploration.engine, path, fallback && run.constructed_reached, reasons) &&
            new_scenario)
            ++exploration.scenario_tests;
        if (probing && run.result_tests == tests_before) ++exploration.result_probes;
    }
    if (!run.deferred.empty() && run.constructions_finished()) take_deferred(generation, run);
}

void finish_method_run(GenerationContext& generation, MethodRun& run) {
    const GenerateOptions& options = generation.options;
    MethodReport& report = generation.result.methods[run.report];
    if (!run.deferred.empty()) take_deferred(generation, run);
    const engine::ExplorationStats stats = run.stats();
    // Inputs the engine could not make, or bounds on them, count too: the
    // paths explored are all there were only for the inputs it made.
    report.stop_reasons = stop_reasons(run.finished(), stats, options.engine, run.input_limits.size());
    report.stopped = describe(report.stop_reasons, run.input_limits);
    report.work_seconds = engine::seconds_for_work(stats.work + run.test_making_work);
    add_stats(generation.result.exploration, stats);
    if (options.on_method_done) options.on_method_done(report);
}

void make_candidates(GenerationContext& generation, MethodRun& run, solver::Solver& solver) {
    const GenerateOptions& options = generation.options;
    for (const SetAside& aside : run.set_aside) {
        if (run.candidates >= options.candidates_per_method || solver.stats().work >= options.candidate_solver_work) break;
        if (!aside.kept && !add_candidate(generation, run, *aside.engine, solver, aside.path)) continue;
        add_boundary_candidates(generation, run, *aside.engine, solver, aside.path);
    }
    run.set_aside.clear();
}

}  // namespace symcrete::testgen::generation_detail
