// generate_tests (generator.h) for one class: each method it can explore is
// planned as a run, its explorations begun on every receiver a test can make
// for it (class_methods.h); the runs share the class's work budget
// (budget_scheduler.h) and turn their finished paths into tests as they come
// (method_run.h); then the static state the tests restore (static_state.h),
// and mutation analysis's candidate tests from the paths set aside.
#include "testgen/generator.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "budget_scheduler.h"
#include "class_methods.h"
#include "setup_plan.h"
#include "classfile/descriptor.h"
#include "engine/work_budget.h"
#include "generation_context.h"
#include "input_examples.h"
#include "method_run.h"
#include "replay.h"
#include "static_state.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen {
namespace {

using generation_detail::BudgetScheduler;
using generation_detail::collect_static_state;
using generation_detail::constant_bodies;
using generation_detail::ConstantBody;
using generation_detail::constructions;
using generation_detail::Exploration;
using generation_detail::finish_method_run;
using generation_detail::GenerationContext;
using generation_detail::make_candidates;
using generation_detail::MethodRun;
using generation_detail::RefusedConstructions;
using generation_detail::setup_plan;
using generation_detail::PlannedCalls;
using generation_detail::take_paths;

// Why tests in their package cannot name the class under test, if they
// cannot: only tests in another package (TestSuite::test_package) may not.
std::optional<std::string> unreachable_from_tests(GenerationContext& generation) {
    if (!generation.tests_outside_package()) return std::nullopt;
    auto runtime = generation.program.klass(generation.cls.name);
    if (runtime && nameable(*runtime, generation.test_package)) return std::nullopt;
    return fmt::format("not reachable from package {}, where the tests live (the class's jar seals its package, "
                       "and the class is not public)",
                       classfile::internal_to_java_name(generation.test_package));
}

// The engine of one exploration: each explores on its own.
std::unique_ptr<engine::Engine> make_engine(GenerationContext& generation, bool last_resort = false) {
    engine::EngineOptions engine_options = generation.options.engine;
    engine_options.examples = generation.examples;
    engine_options.target_reach_provisional = last_resort;
    return std::make_unique<engine::Engine>(generation.program, generation.context, generation.solver, engine_options);
}

// For each setup call, the arguments a path of that method returned with, if
// one has (the n-th call of a method takes its n-th list, so two records
// hold two entries), else none: fresh inputs.
std::vector<const engine::CallArguments*> known_call_arguments(const GenerationContext& generation,
                                                                const std::vector<const classfile::Method*>& calls) {
    std::vector<const engine::CallArguments*> fixed;
    std::map<const classfile::Method*, std::size_t> taken;
    for (const classfile::Method* call : calls) {
        const std::vector<engine::CallArguments>& known = generation.examples->calls_of(*call);
        const std::size_t k = taken[call]++;
        fixed.push_back(k < known.size() ? &known[k] : nullptr);
    }
    return fixed;
}

// A run for each method to explore, in declaration order, its explorations
// begun; and a report for each method of the class in generation.result
// (the runs index them), those of methods skipped with why, which are final
// and go to options.on_method_done now.
std::vector<MethodRun> plan_method_runs(GenerationContext& generation, RefusedConstructions& refused) {
    engine::Program& program = generation.program;
    const classfile::ClassFile& cls = generation.cls;
    const GenerateOptions& options = generation.options;
    GenerationResult& result = generation.result;
    auto new_engine = [&](bool last_resort = false) { return make_engine(generation, last_resort); };
    const std::vector<const classfile::Method*> made_by = constructions(cls);
    // Tests in another package (a sealed one's) reach only the public API
    // of a class they can name.
    const bool outside = generation.tests_outside_package();
    const std::optional<std::string> unreachable = unreachable_from_tests(generation);
    std::vector<MethodRun> runs;
    auto new_run = [&](const classfile::Method& method) {
        MethodRun run;
        run.refused = &refused;
        run.method = &method;
        run.type = *classfile::parse_method_descriptor(method.descriptor);
        run.report = result.methods.size();
        return run;
    };
    // Explorations of `bodies`, each on its body's constants, added to
    // `run`; why one could not begin, if one could not.
    auto begin_bodies = [&](MethodRun& run, const std::vector<ConstantBody>& bodies) {
        std::optional<Error> refused_begin;
        for (const ConstantBody& body : bodies) {
            Exploration exploration{nullptr, new_engine(), {}, 0, 0, 0, body.cls->name};
            if (Status begun = exploration.engine->begin(*body.cls, *body.method); begun)
                run.explorations.push_back(std::move(exploration));
            else
                refused_begin = begun.error();
        }
        return refused_begin;
    };
    for (const classfile::Method& method : cls.methods) {
        if (options.method && !method_matches(*options.method, method)) continue;
        if (method.name == "<clinit>" || method.name == "<init>") continue;
        if (method.access_flags & classfile::access::Synthetic) continue;
        const std::vector<ConstantBody> bodies = constant_bodies(program, cls, method);
        MethodReport report;
        report.method = method.name + method.descriptor;
        if (method.access_flags & classfile::access::Private) {
            report.skipped = "private (tests can only call it through the class's other methods)";
        } else if (unreachable) {
            report.skipped = *unreachable;
        } else if (outside && !(method.access_flags & classfile::access::Public)) {
            report.skipped = fmt::format("not public (the class's jar seals its package: the tests live in {} and "
                                         "reach only public methods)",
                                         classfile::internal_to_java_name(generation.test_package));
        } else if (options.public_only && !(method.access_flags & classfile::access::Public)) {
            report.skipped = "not public (only public methods are the class's interface here)";
        } else if (!method.code && !bodies.empty()) {
            // An enum's abstract method: each constant body's, on its constants.
            MethodRun run = new_run(method);
            std::optional<Error> refused_begin = begin_bodies(run, bodies);
            if (run.explorations.empty())
                report.skipped = refused_begin->message;
            else
                runs.push_back(std::move(run));
        } else if (auto reason = engine::Engine::unsupported_reason(method)) {
            report.skipped = *reason;
        } else {
            MethodRun run = new_run(method);
            // An instance method's receiver as a user makes it, with each
            // construction in turn; the lazily made one last, as a fallback.
            if (!method.is_static()) {
                for (const classfile::Method* construction : made_by) {
                    Exploration exploration{construction, new_engine()};
                    if (exploration.engine->begin(cls, method, construction))
                        run.explorations.push_back(std::move(exploration));
                }
                // Then the first construction followed by setup calls: one,
                // and sequences of them (setup_plan.h).
                if (!run.explorations.empty() && options.setup_calls) {
                    const classfile::Method* first = run.explorations.front().construction;
                    for (PlannedCalls& planned : setup_plan(program, cls, method)) {
                        Exploration exploration{first, new_engine(), std::move(planned.calls)};
                        exploration.refused_call = planned.refused;
                        exploration.start = [&generation, &cls, &method, first](Exploration& e) -> Status {
                            std::vector<const engine::CallArguments*> fixed = known_call_arguments(generation, e.calls);
                            if (e.refused_call) fixed[*e.refused_call] = nullptr;  // the arguments of a call that returned
                            const auto count = static_cast<std::size_t>(
                                std::count_if(fixed.begin(), fixed.end(), [](const auto* list) { return list != nullptr; }));
                            if (e.begun && (count <= e.fixed_calls || (e.reached_method && !e.retired.empty())))
                                return Ok{};
                            if (e.begun) {
                                e.retired.push_back(std::exchange(e.engine, make_engine(generation)));
                            }
                            e.begun = true;
                            e.fixed_calls = count;
                            return e.engine->begin(cls, method, first, e.calls, fixed, e.refused_call);
                        };
                        run.explorations.push_back(std::move(exploration));
                    }
                }
            }
            run.lazy_is_fallback = !run.explorations.empty();
            // The constants whose bodies override the method (the lazily
            // made receiver is one of the others), before the lazy
            // exploration, which stays last.
            begin_bodies(run, bodies);
            Exploration lazy{nullptr, new_engine(run.lazy_is_fallback)};
            if (Status begun = lazy.engine->begin(cls, method); !begun) {
                report.skipped = begun.error().message;
            } else {
                run.explorations.push_back(std::move(lazy));
                runs.push_back(std::move(run));
            }
        }
        result.methods.push_back(std::move(report));
    }
    for (const MethodReport& report : result.methods)
        if (report.skipped && options.on_method_done) options.on_method_done(report);
    return runs;
}

}  // namespace

// The class's methods share one work budget, in rounds (budget_scheduler.h),
// so one hard method cannot starve the rest and the outcome does not depend
// on the machine's load.
Result<GenerationResult> generate_tests(engine::Program& program, expr::ExprContext& context,
                                        solver::Solver& solver, const classfile::ClassFile& cls,
                                        const GenerateOptions& options) {
    GenerationResult result;
    result.suite.class_name = cls.name;
    // A test class in a sealed package would not load (the JVM defines that
    // package's classes from its jar alone): the tests live in a package of
    // their own below it.
    std::string test_package = package_of(cls.name);
    if (program.class_path().package_sealed(cls.name)) {
        test_package += "/symcrete";
        result.suite.test_package = test_package;
    }
    GenerationContext generation{program, context, solver, cls, program.class_path(), options, result, test_package};
    RefusedConstructions refused;
    std::vector<MethodRun> runs = plan_method_runs(generation, refused);
    // Records the methods take, built once up front for their paths to take
    // ready-made: a tenth of the class's budget at most, counted in it.
    engine::EngineOptions scheduled = options.engine;
    if (!runs.empty()) {
        // A resume may overrun its share by a path's last step (a long solver
        // query): the methods never lose more than the tenth.
        const std::uint64_t allotted = scheduled.work_budget / 10;
        const std::uint64_t spent = generation_detail::gather_input_examples(generation, allotted);
        scheduled.work_budget -= std::min(spent, allotted);
    }
    BudgetScheduler scheduler(scheduled);
    scheduler.run(
        runs,
        [&](MethodRun& run, Exploration& exploration, std::vector<engine::PathResult> paths) {
            const solver::SolverStats before = solver.stats();
            take_paths(generation, run, exploration, std::move(paths));
            return engine::solver_work(solver.stats().queries - before.queries, solver.stats().work - before.work);
        },
        [&](MethodRun& run) { finish_method_run(generation, run); });
    // No test names a class it cannot reach, nor restores its statics.
    if (!unreachable_from_tests(generation)) result.static_state_note = collect_static_state(generation);
    if (options.candidate_solver != nullptr) {
        for (MethodRun& run : runs) make_candidates(generation, run, *options.candidate_solver);
    }
    return result;
}

Result<TestCase> test_for_path(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                               const classfile::ClassFile& cls, const classfile::Method& method,
                               const engine::PathResult& path, const GenerateOptions& options) {
    auto type = classfile::parse_method_descriptor(method.descriptor);
    if (!type) return type.error();
    GenerationResult result;
    result.suite.class_name = cls.name;
    GenerationContext generation{program, context, solver, cls, program.class_path(), options, result, package_of(cls.name)};
    engine::Engine engine(program, context, solver, options.engine);
    return generation_detail::replay(generation, engine, method, *type, path);
}

Result<TestCase> test_for_inputs(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                                 const classfile::ClassFile& cls, const classfile::Method& method,
                                 const engine::ReplayInputs& inputs, const GenerateOptions& options) {
    // The run itself stands for the path: its values are concrete, so the
    // replay that makes the test must agree with it.
    engine::Engine engine(program, context, solver, options.engine);
    engine::PathResult path = engine.run(cls, method, inputs);
    path.arguments = inputs.arguments;
    path.construction = inputs.construction;
    path.model = {};
    if (path.end != engine::PathEnd::Returned && path.end != engine::PathEnd::Threw)
        return Error{fmt::format("the run ended {}: {}", engine::to_string(path.end), path.detail), ErrorKind::Unsupported};
    auto test = test_for_path(program, context, solver, cls, method, path, options);
    if (!test) return test.error();
    test->reaches_target = path.reached_target;
    test->target_chain = path.target_chain;
    return test;
}

}  // namespace symcrete::testgen
