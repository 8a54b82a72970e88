// The verdict loop of program_verifier.h. Each round explores main with larger
// bounds, taking finished paths in slices of work so the time limit is checked
// between them. A path whose exception the property forbids is replayed
// concretely with its nondet values, and only a replay that throws the same
// class gives False. Every reason a path is not exact is counted by kind (its
// location removed) with one example; none left means True, and another round
// runs only if some reason is one larger bounds can remove.
#include "verify/program_verifier.h"

#include <fmt/format.h>

#include <algorithm>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"

namespace symcrete::verify {

namespace {

// The time limit counts the process's CPU time, as SV-COMP's BenchExec
// does: beside other work a task gets the same verdict, later.
using Clock = ProcessCpuClock;
// ... and a wall-clock safety net at this many times the limit, for a
// machine so busy that the CPU limit would take too long to reach.
constexpr int kWallClockSafety = 6;

std::chrono::steady_clock::time_point wall_clock_safety(const VerifyOptions& options) {
    return std::chrono::steady_clock::now() + options.time_limit * kWallClockSafety;
}

// Whether an exception of this class escaping main violates the property.
bool violates(Property property, const std::string& exception_class, engine::Program& program) {
    auto thrown = program.klass(exception_class);
    if (!thrown) return false;
    auto root = program.klass(property == Property::ValidAssert ? "java/lang/AssertionError"
                                                                : "java/lang/RuntimeException");
    return root && program.is_assignable(*thrown, *root);
}

// The reason without its location, so that paths losing precision the same
// way in different places count together.
std::string reason_kind(const std::string& reason) {
    const auto at = reason.find(" (");
    return at == std::string::npos ? reason : reason.substr(0, at);
}

}  // namespace

engine::EngineOptions program_exploration_options(const VerifyOptions& options, VerifyOptions::Round round) {
    engine::EngineOptions engine;
    engine.enable_assertions = true;
    engine.output_unobserved = true;
    engine.symbolic_array_lengths = true;
    engine.nondet = engine::NondetMode::Symbolic;
    engine.branch_bound = round.branch_bound;
    engine.max_call_depth = options.max_call_depth;
    engine.stack_overflow_throws = true;
    engine.max_steps_per_path = std::numeric_limits<std::uint64_t>::max();
    engine.max_paths = std::numeric_limits<std::uint64_t>::max();
    engine.work_budget = std::numeric_limits<std::uint64_t>::max();
    engine.inputs.max_string_length = round.max_string_length;
    engine.inputs.printable_strings = false;
    engine.math_within_specification = true;
    engine.jvm_choices_symbolic = true;
    engine.exact_values = true;
    engine.merge_pure_branches = true;
    // A query may take a quarter of the time limit, however much work that
    // is: exploration is sliced into small resumes only to look at the
    // clock, and a slice's share of work (a quarter of a second of Z3) gave
    // up on conditions Z3 decides in a second (a double input scaled and
    // passed to Math.sin).
    engine.solver_limits = solver::QueryLimits{
        std::chrono::duration_cast<std::chrono::milliseconds>(options.time_limit / 4), 0};
    return engine;
}

namespace {

// Whether a replayed path stands for every execution of its inputs but
// for its threads' interleaving. One interleaving of Java's threads is one
// the JVM may run, so a violation on it is a real one.
bool exact_but_for_interleaving(const engine::PathResult& path) {
    return std::all_of(path.precision_lost.begin(), path.precision_lost.end(), [](const engine::PrecisionLoss& loss) {
        return loss.kind == engine::PrecisionLossKind::ThreadInterleaving;
    });
}

// Runs main again with the witness's inputs: does it throw what the
// explored path threw, whatever last place the JVM gives its Math results
// and whatever its clocks and identity hashes read?
// The inputs are concrete, and each Math result stands for every value
// Java's specification allows (EngineOptions::math_within_specification),
// so the replay forks only where such a result decides a branch; every path
// must throw, and none may have lost precision (a side left unexplored).
// Without Math it is a single concrete run. Returns why the violation is
// not confirmed, or nothing when it is.
std::optional<std::string> replay_refutes(engine::Program& program, const classfile::ClassFile& main,
                                          const VerifyOptions& options, VerifyOptions::Round round,
                                          const std::vector<engine::NondetValue>& inputs,
                                          const std::string& exception_class, Clock::time_point deadline,
                                          std::string& trace) {
    const std::string not_replayed = "a violation found on a path did not replay";
    const std::string last_place =
        "a violation found on a path depends on the last place of a Math result or on a value the JVM chooses "
        "(a clock, an identity hash)";
    expr::ExprContext context;
    solver::ChainOptions layers;
    layers.opaque_calls = true;
    std::unique_ptr<solver::Solver> solver = solver::make_solver_chain(layers);
    engine::EngineOptions replay = program_exploration_options(options, round);
    replay.nondet = engine::NondetMode::Replay;
    replay.nondet_replay = inputs;
    replay.cpu_deadline = deadline;
    replay.wall_clock_deadline = wall_clock_safety(options);
    // The clocks and identity hashes stay free too (jvm_choices_symbolic,
    // as in exploration): a violation confirmed only for the values one
    // run happened to read would not reproduce on every JVM.
    engine::Engine engine(program, context, *solver, replay);
    if (!engine.begin_main(main, {})) return not_replayed;
    constexpr std::uint64_t kMaxPaths = 64;  // replays that fork more are not worth confirming
    std::uint64_t paths = 0;
    bool missed = false;
    while (!engine.finished() && !missed) {
        if (Clock::now() >= deadline) return "the time limit ended exploration";
        for (const engine::PathResult& path : engine.resume(2'000'000)) {
            missed |= path.end != engine::PathEnd::Threw || path.exception_class != exception_class ||
                      !exact_but_for_interleaving(path) || ++paths > kMaxPaths;
            if (paths == 1) trace = path.err;
        }
    }
    if (engine.stats().wall_clock_fired) return "the time limit ended exploration";
    if (!missed && paths > 0) return std::nullopt;
    return engine.stats().forks > 0 || engine.stats().solver_unknown > 0 ? last_place : not_replayed;
}

}  // namespace

const char* to_string(Verdict verdict) {
    switch (verdict) {
        case Verdict::True: return "true";
        case Verdict::False: return "false";
        case Verdict::Unknown: return "unknown";
    }
    return "?";
}

Result<VerificationResult> verify_program(classfile::ClassPath& class_path, const std::string& main_class,
                                          Property property, const VerifyOptions& options) {
    const std::string internal = classfile::java_to_internal_name(main_class);
    auto main = class_path.load(internal);
    if (!main) return main.error();
    const Clock::time_point deadline = Clock::now() + options.time_limit;
    const std::chrono::steady_clock::time_point wall_deadline = wall_clock_safety(options);
    solver::ChainOptions layers;
    layers.opaque_calls = true;  // Math with symbolic arguments decided, not left Unknown
    layers.abstract_nonlinear = true;  // x % y's sign and size proved without a divider circuit
    engine::EngineStack stack(class_path, layers);
    engine::Program& program = stack.program;

    VerificationResult result;
    // The solver's figures for --stats, as the result leaves.
    auto finished = [&] {
        stack.solver->layer_stats(result.solver_layers);
        return result;
    };
    // Merging branches (EngineOptions::merge_pure_branches) until a query
    // over merged branches defeats the solver; then the round runs again
    // with a path per side, and so do the rounds after it.
    bool merge = true;
    for (std::size_t next = 0; next < options.rounds.size();) {
        const VerifyOptions::Round& round = options.rounds[next];
        if (Clock::now() >= deadline) break;
        ++result.rounds;
        result.final_round = round;
        result.unknown_reasons.clear();
        result.reason_examples.clear();
        // Whether a loss that larger bounds may remove was seen (by kind,
        // engine::is_bound).
        bool bounded = false;
        auto note = [&](const std::string& reason, std::uint64_t count) {
            const std::string kind = reason_kind(reason);
            result.unknown_reasons[kind] += count;
            result.reason_examples.emplace(kind, reason);
        };
        engine::EngineOptions explore = program_exploration_options(options, round);
        explore.merge_pure_branches = merge;
        explore.cpu_deadline = deadline;
        explore.wall_clock_deadline = wall_deadline;
        engine::Engine engine(program, stack.context, *stack.solver, explore);
        if (auto status = engine.begin_main(**main, {}); !status) return status.error();
        constexpr std::uint64_t kSlice = 2'000'000;  // work units between looks at the paths
        bool merging_defeated = false;
        while (!engine.finished() && Clock::now() < deadline && !merging_defeated) {
            for (engine::PathResult& path : engine.resume(kSlice)) {
                ++result.paths;
                switch (path.end) {
                    case engine::PathEnd::Returned:
                    case engine::PathEnd::Exited:
                    // A deadlock violates neither property; the path
                    // started a thread, so it lost precision already.
                    case engine::PathEnd::Deadlock: break;
                    case engine::PathEnd::Threw:
                        if (violates(property, path.exception_class, program)) {
                            std::string trace;
                            const std::optional<std::string> refuted = replay_refutes(
                                program, **main, options, round, path.nondet, path.exception_class, deadline, trace);
                            if (!refuted) {
                                result.verdict = Verdict::False;
                                result.violation = Violation{path.exception_class, path.exception_message,
                                                             std::move(path.nondet), std::move(trace)};
                                result.merged += engine.stats().merged;
                                return finished();
                            }
                            ++result.unconfirmed;
                            note(*refuted, 1);
                        }
                        break;
                    case engine::PathEnd::Unsupported: note("unsupported: " + path.detail, 1); break;
                    case engine::PathEnd::DepthExceeded: note("the call depth bound ended a path", 1); break;
                    case engine::PathEnd::StepsExceeded: note("the step bound ended a path", 1); break;
                }
                for (const engine::PrecisionLoss& loss : path.precision_lost) {
                    note(loss.text, 1);
                    bounded |= engine::is_bound(loss.kind);
                    merging_defeated |= loss.kind == engine::PrecisionLossKind::MergedSolverGaveUp;
                }
            }
        }
        const engine::ExplorationStats& stats = engine.stats();
        result.merged += stats.merged;
        if (merging_defeated) {
            merge = false;
            continue;  // the same bounds again, a path per side
        }
        if (!engine.finished() || stats.wall_clock_fired) note("the time limit ended exploration", 1);
        if (result.unknown_reasons.empty()) {
            result.verdict = Verdict::True;
            return finished();
        }
        // Larger bounds may still find a violation, or remove every reason.
        if (!bounded) break;
        ++next;
    }
    return finished();
}

}  // namespace symcrete::verify
