#include "app/gen_command.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fmt/format.h>
#include <unistd.h>

#include "app/class_path_option.h"
#include "app/exit_codes.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/program.h"
#include "engine/searcher.h"
#include "engine/work_budget.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"
#include "testgen/generator.h"
#include "testgen/junit_writer.h"
#include "testgen/mutation.h"
#include "testgen/validator.h"

namespace symcrete::app {
namespace {

constexpr double kMaxBudgetSeconds = 7 * 24 * 3600.0;
// Mutation analysis: the limits of a candidate test's queries (about 0.05 s
// of Z3), and the surviving mutants listed.
constexpr solver::QueryLimits kCandidateQueryLimits{std::chrono::milliseconds(2000), 200'000};
constexpr std::size_t kSurvivorsListed = 10;

// SIGINT/SIGTERM: the first stops exploration (what was found is still
// validated and written); a second one ends the process as usual.
std::atomic<bool> g_stop_requested{false};

extern "C" void on_stop_signal(int signal) {
    g_stop_requested.store(true);
    std::signal(signal, SIG_DFL);
}


std::string plural(std::size_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

void print_method_report(std::FILE* out, const testgen::MethodReport& method) {
    if (method.skipped) {
        fmt::print(out, "  skipped {}: {}\n", method.method, *method.skipped);
        return;
    }
    fmt::print(out, "  {}: {}, {} ({})\n", method.method, plural(method.paths, "path", "paths"),
               plural(method.tests, "test", "tests"), method.stopped);
    for (const testgen::ExitReport& exit : method.exits)
        fmt::print(out, "    {} in System.exit({}), e.g. for ({}): no test, it would end the JVM running the tests\n",
                   exit.paths == 1 ? "1 path ends" : fmt::format("{} paths end", exit.paths), exit.status,
                   exit.example);
    for (const std::string& reason : method.unsupported_reasons) fmt::print(out, "    ended early: {}\n", reason);
    if (method.constructed_tests > 0 || method.setup_failed > 0) {
        std::string failures;
        for (const std::string& failure : method.setup_failures) failures += (failures.empty() ? "" : "; ") + failure;
        fmt::print(out, "    receivers: {} by a constructor or factory, {} made lazily{}\n",
                   plural(method.constructed_tests, "test builds its receiver", "tests build their receiver"),
                   method.tests - method.constructed_tests,
                   method.setup_failed == 0
                       ? std::string()
                       : fmt::format("; {} no receiver{}, not tests of the method{}",
                                     plural(method.setup_failed, "path made", "paths made"),
                                     failures.empty() ? "" : " (" + failures + ")",
                                     method.construction_tests == 0
                                         ? std::string()
                                         : fmt::format(" ({} of the construction instead)",
                                                       plural(method.construction_tests, "test", "tests"))));
    }
}

void print_stats(const testgen::GenerationResult& generated, const solver::SolverStats& solver,
                 const std::vector<solver::LayerStats>& layers, std::chrono::nanoseconds exploration) {
    double seconds = std::chrono::duration<double>(exploration).count();
    double solver_seconds = std::chrono::duration<double>(solver.time).count();
    const auto& e = generated.exploration;
    fmt::print("stats: {} paths explored in {:.3f} s ({:.1f} paths/s)\n", e.paths, seconds,
               seconds > 0 ? static_cast<double>(e.paths) / seconds : 0.0);
    fmt::print("stats: {} work units ({:.2f} s on the reference machine; budgets count these, not time)\n", e.work,
               engine::seconds_for_work(e.work));
    fmt::print("stats: {} solver queries ({} sat, {} unsat, {} unknown), {} solver work units, {:.3f} s in the "
               "solver ({:.1f}% of exploration; {:.3f} s of CPU)\n",
               solver.queries, solver.sat, solver.unsat, solver.unknown, solver.work, solver_seconds,
               seconds > 0 ? 100.0 * solver_seconds / seconds : 0.0,
               std::chrono::duration<double>(solver.cpu_time).count());
    for (const solver::LayerStats& layer : layers) {
        fmt::print("stats: solver layer {}: {} queries, {} answered here, {} work units, {:.3f} s ({:.3f} s of CPU) with "
                   "the layers below{}{}\n",
                   layer.layer, layer.stats.queries, layer.answered, layer.stats.work,
                   std::chrono::duration<double>(layer.stats.time).count(),
                   std::chrono::duration<double>(layer.stats.cpu_time).count(), layer.detail.empty() ? "" : "; ",
                   layer.detail);
    }
    fmt::print("stats: {:.3f} s of CPU in all\n", static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
    fmt::print("stats: {} forks, {} infeasible branch sides, {} forks cut by the branch bound{}{}\n", e.forks,
               e.infeasible, e.bounded, e.budget_exhausted ? ", budget exhausted" : "",
               e.wall_clock_fired ? ", wall-clock safety net fired" : "");
    fmt::print("stats: inputs: {} objects made by lazy initialisation, {} references resolved as aliases, "
               "{} symbolic values pinned to one value\n",
               e.lazy_objects, e.aliases, e.concretized);
}

// The mutation score, by operator, and the mutants no test noticed.
void print_mutation_report(const testgen::MutationReport& report, const std::string& java_name) {
    fmt::print("symcrete: {}: mutation score {:.1f}% ({} of {} mutants killed{}{})\n", java_name,
               100.0 * report.score(), report.killed, report.mutants,
               report.not_run == 0 ? "" : fmt::format("; {} not run, the budget ran out", report.not_run),
               report.tests_added == 0 ? ""
                                       : fmt::format("; {} kept because {} a mutant no other test kills",
                                                     plural(report.tests_added, "test", "tests"), report.tests_added == 1 ? "it kills" : "they kill"));
    std::string by_operator;
    for (std::size_t i = 0; i < report.by_operator.size(); ++i) {
        const auto& count = report.by_operator[i];
        if (count.mutants == 0) continue;
        by_operator += fmt::format("{}{} {} of {}", by_operator.empty() ? "" : ", ",
                                   ir::to_string(static_cast<ir::MutationOperator>(i)), count.killed, count.mutants);
    }
    if (!by_operator.empty()) fmt::print("  by operator: {}\n", by_operator);
    if (report.tests_not_rerun > 0)
        fmt::print("  {} not used: the engine's rerun did not repeat the outcome\n",
                   plural(report.tests_not_rerun, "test was", "tests were"));
    std::size_t listed = 0;
    for (const testgen::MutantOutcome& outcome : report.outcomes) {
        if (outcome.status != testgen::MutantOutcome::Status::Survived) continue;
        if (listed++ == kSurvivorsListed) {
            fmt::print("  ... and {} more survived\n", report.mutants - report.killed - report.not_run - kSurvivorsListed);
            break;
        }
        fmt::print("  survived: {}{}: {}\n", outcome.method,
                   outcome.mutation.line != 0 ? fmt::format(" line {}", outcome.mutation.line)
                                              : fmt::format(" at {}", outcome.mutation.pc),
                   outcome.mutation.description);
    }
}

// Fails early, before any exploration, if the tests could not be written.
// Where the suite falls short, so a user knows which branches to look at:
// each method with a line whose branches the tests did not all take.
void print_missed_branches(const testgen::ClassCoverage& coverage) {
    bool header = false;
    for (const testgen::MethodCoverage& method : coverage.method_details) {
        if (method.missed.empty()) continue;
        if (!header) fmt::print("symcrete: branches the tests miss (line: taken of total):\n");
        header = true;
        std::string lines;
        for (const testgen::MissedBranches& missed : method.missed)
            lines += fmt::format("{}{} ({} of {})", lines.empty() ? "" : ", ", missed.line, missed.branches.covered,
                                 missed.branches.total);
        fmt::print("  {}{}: {}\n", method.name, method.descriptor, lines);
    }
}

Status check_out_dir(const std::filesystem::path& out_dir, const std::string& class_internal_name) {
    std::error_code error;
    if (std::filesystem::exists(out_dir, error) && !std::filesystem::is_directory(out_dir, error))
        return Error{fmt::format("--out {}: exists and is not a directory", out_dir.string())};
    std::filesystem::path file = out_dir / testgen::junit_relative_path(class_internal_name);
    if (std::filesystem::is_directory(file, error))
        return Error{fmt::format("--out {}: the test file {} would replace a directory", out_dir.string(),
                                 file.string())};
    for (std::filesystem::path dir = file.parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (std::filesystem::exists(dir, error)) {
            if (!std::filesystem::is_directory(dir, error))
                return Error{fmt::format("--out {}: {} is not a directory", out_dir.string(), dir.string())};
            if (::access(dir.c_str(), W_OK | X_OK) != 0)
                return Error{fmt::format("--out {}: cannot write into {}: {}", out_dir.string(), dir.string(),
                                         std::strerror(errno))};
            break;
        }
        if (dir == dir.parent_path()) break;
    }
    return Ok{};
}

}  // namespace


Result<double> parse_budget(const std::string& text) {
    double seconds = 0;
    const char* end = text.data() + text.size();
    auto [last, error] = std::from_chars(text.data(), end, seconds);
    if (text.empty() || error != std::errc() || last != end || !std::isfinite(seconds) || seconds <= 0 ||
        seconds > kMaxBudgetSeconds)
        return Error{fmt::format("--budget: expected seconds, a number greater than 0 and at most {:.0f} (a week), "
                                 "not '{}'",
                                 kMaxBudgetSeconds, text)};
    return seconds;
}

int run_gen(const GenOptions& options) {
    auto budget = parse_budget(options.budget);
    if (!budget) {
        fmt::print(stderr, "symcrete gen: {}\n", budget.error().message);
        return kExitUsage;
    }
    const std::optional<engine::SearchStrategy> search = engine::parse_search_strategy(options.search);
    if (!search) {
        fmt::print(stderr, "symcrete gen: --search: expected dfs, bfs or covnew, not '{}'\n", options.search);
        return kExitUsage;
    }
    classfile::ClassPath class_path;
    if (Status status = fill_class_path(class_path, options.class_path); !status) {
        fmt::print(stderr, "symcrete: {}\n", status.error().message);
        return kExitUsage;
    }
    std::string internal_name = classfile::java_to_internal_name(options.class_name);
    std::string java_name = classfile::internal_to_java_name(internal_name);
    auto cls = class_path.load(internal_name);
    if (!cls) {
        fmt::print(stderr, "symcrete: {}\n", cls.error().message);
        return kExitUsage;
    }
    if (!options.method.empty()) {
        bool found = false;
        for (const classfile::Method& method : (*cls)->methods) found |= testgen::method_matches(options.method, method);
        if (!found) {
            std::string overloads;
            const std::string name = options.method.substr(0, options.method.find('('));
            for (const classfile::Method& method : (*cls)->methods)
                if (method.name == name) overloads += fmt::format("\n  {}{}", method.name, method.descriptor);
            fmt::print(stderr, "symcrete: class {} has no method {}{}\n", java_name, options.method,
                       overloads.empty() ? "" : "; it has:" + overloads);
            return kExitUsage;
        }
    }
    if (Status status = check_out_dir(options.out_dir, internal_name); !status) {
        fmt::print(stderr, "symcrete: {}\n", status.error().message);
        return kExitUsage;
    }

    engine::Program program(class_path);
    expr::ExprContext context;
    std::string layers_error;
    const std::optional<solver::ChainOptions> layers = solver::parse_chain_layers(options.solver_layers, &layers_error);
    if (!layers) {
        fmt::print(stderr, "symcrete: --solver-layers: {}\n", layers_error);
        return kExitUsage;
    }
    std::unique_ptr<solver::Solver> solver = solver::make_solver_chain(*layers);
    testgen::GenerateOptions generate;
    generate.engine.work_budget = engine::work_for_seconds(*budget);
    generate.engine.branch_bound = options.branch_bound;
    generate.engine.search = *search;
    generate.engine.inputs.max_depth = options.max_depth;
    generate.engine.inputs.max_objects = options.max_objects;
    generate.engine.inputs.max_array_length = options.max_array_length;
    generate.engine.inputs.max_string_length = options.max_string_length;
    // The safety net only matters on a machine far slower than the reference
    // one: eight times the budget, plus start-up. A CI runner with a few
    // builds beside it is 2-3 times slower, and work units undercount some
    // solver queries (text built symbolically char by char: 2.5 times the
    // CPU their units predict, measured on StringUtils.replaceChars), so
    // four times fired on commons-lang3 with two processes beside it.
    generate.engine.wall_clock_deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<std::int64_t>(*budget * 8000) + 5000);
    generate.engine.stop_requested = &g_stop_requested;
    if (!options.method.empty()) generate.method = options.method;
    generate.all_paths = options.all_paths;
    // Paths that add no coverage wait as candidates for mutation analysis.
    // Their queries have a solver of their own, with small limits and
    // without the bit-vector backends (a hard boundary costs little), and
    // exploration is what it is without them.
    std::unique_ptr<solver::Solver> candidate_solver;
    if (options.mutation) {
        solver::ChainOptions cheap = *layers;
        cheap.cvc5 = false;
        cheap.bit_vectors = false;
        candidate_solver = solver::make_solver_chain(cheap);
        candidate_solver->set_limits(kCandidateQueryLimits);
        generate.candidate_solver = candidate_solver.get();
    }
    generate.setup_calls = options.setup_calls;
    const bool live = ::isatty(STDERR_FILENO) != 0;
    std::size_t done = 0;
    generate.on_method_done = [&](const testgen::MethodReport& report) {
        ++done;
        if (report.skipped) return;
        // One line per method on stderr; on a terminal it is rewritten in place.
        std::string line = fmt::format("symcrete: {} {}: {}, {} ({})", java_name, report.method,
                                       plural(report.paths, "path", "paths"), plural(report.tests, "test", "tests"),
                                       report.stopped);
        if (live)
            fmt::print(stderr, "\r\033[K{}", line);
        else
            fmt::print(stderr, "{}\n", line);
    };
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);

    // On a terminal the progress line is rewritten in place and cleared at the end.
    fmt::print(stderr, "{}symcrete: exploring {} (budget {} s of work){}", live ? "\r\033[K" : "", java_name,
               options.budget, live ? "" : "\n");
    auto started = std::chrono::steady_clock::now();
    auto generated = testgen::generate_tests(program, context, *solver, **cls, generate);
    auto exploration = std::chrono::steady_clock::now() - started;
    if (live) fmt::print(stderr, "\r\033[K");
    if (!generated) {
        fmt::print(stderr, "symcrete: {}\n", generated.error().message);
        return kExitUsage;
    }
    std::optional<testgen::MutationReport> mutation;
    std::chrono::nanoseconds mutation_time{0};
    if (options.mutation && !g_stop_requested.load()) {
        if (live) fmt::print(stderr, "\r\033[Ksymcrete: {}: mutation analysis", java_name);
        testgen::MutationOptions mutation_options;
        mutation_options.engine = generate.engine;
        mutation_options.work_budget = engine::work_for_seconds(*budget);
        const auto analysis_started = std::chrono::steady_clock::now();
        mutation = testgen::analyse_mutants(program, context, *solver, **cls, *generated, mutation_options);
        mutation_time = std::chrono::steady_clock::now() - analysis_started;
        if (live) fmt::print(stderr, "\r\033[K");
    }
    const bool interrupted = g_stop_requested.load();
    fmt::print("symcrete: {}\n", java_name);
    for (const testgen::MethodReport& method : generated->methods) print_method_report(stdout, method);
    if (generated->static_state_note)
        fmt::print("  note: static fields are not reset between tests: {}\n", *generated->static_state_note);
    if (generated->exploration.wall_clock_fired)
        fmt::print(stderr, "symcrete: warning: the wall-clock safety net ended exploration; the machine was much "
                           "slower than the budget assumes, so this run's tests may differ from another's\n");
    int status = interrupted ? kExitInterrupted : kExitOk;
    for (const auto& method : generated->methods) {
        for (const std::string& error : method.internal_errors) {
            fmt::print(stderr, "symcrete: internal error: {}\n", error);
            status = kExitInternalError;
        }
    }
    if (mutation) print_mutation_report(*mutation, java_name);
    if (options.stats) {
        std::vector<solver::LayerStats> layers;
        solver->layer_stats(layers);
        print_stats(*generated, solver->stats(), layers, exploration);
        if (mutation) {
            const solver::SolverStats& candidates = candidate_solver->stats();
            fmt::print("stats: mutation analysis: {} candidate tests from {} solver queries in {:.3f} s; {} test runs on "
                       "mutants and the original, {} work units, {:.3f} s\n",
                       generated->candidates.size() + mutation->tests_added, candidates.queries,
                       std::chrono::duration<double>(candidates.time).count(), mutation->runs, mutation->work,
                       std::chrono::duration<double>(mutation_time).count());
            std::vector<solver::LayerStats> candidate_layers;
            candidate_solver->layer_stats(candidate_layers);
            for (const solver::LayerStats& layer : candidate_layers)
                fmt::print("stats: candidate solver layer {}: {} queries, {} answered here, {} work units, {:.3f} s\n",
                           layer.layer, layer.stats.queries, layer.answered, layer.stats.work,
                           std::chrono::duration<double>(layer.stats.time).count());
        }
    }
    std::fflush(stdout);

    std::size_t written = generated->suite.tests.size();
    if (!options.validate) {
        auto file = testgen::write_junit_file(generated->suite, options.out_dir);
        if (!file) {
            fmt::print(stderr, "symcrete: {}\n", file.error().message);
            return kExitUsage;
        }
        fmt::print("wrote {}\n", file->string());
        fmt::print("symcrete: {}: {} tests written, not validated (--no-validate)\n", java_name, written);
        return status;
    }

    if (interrupted) fmt::print(stderr, "symcrete: interrupted: validating the {} tests found so far\n", written);
    testgen::ValidatorOptions validator;
    validator.class_path = split_class_path(options.class_path);
    validator.unsafe_validate = options.unsafe_validate;
    if (options.unsafe_validate) {
        fmt::print(stderr, "symcrete: warning: --unsafe-validate: the tests run without a sandbox; they can change "
                           "your files, use the network and start processes\n");
    }
    auto validation = testgen::write_and_validate(generated->suite, options.out_dir, validator, true);
    if (!validation) {
        fmt::print(stderr, "symcrete: validation failed: {}\n", validation.error().message);
        return kExitValidationFailed;
    }
    for (std::size_t i = 0; i < validation->removed.size(); ++i) {
        const auto& outcome = validation->removed_outcomes[i];
        if (outcome.message == "javac could not compile it") {
            // Inputs that fit the erased types but not the generic ones
            // (the engine does not track type arguments): a limit, not a wrong test.
            fmt::print(stderr, "symcrete: left out test {}: javac could not compile it\n", outcome.name);
            continue;
        }
        fmt::print(stderr, "symcrete: removed test {} that failed on the JVM: {}\n", outcome.name, outcome.message);
        status = kExitInternalError;  // a test the engine believed in failed on the JVM: an engine bug
    }
    fmt::print("wrote {}\n", validation->source.string());
    const auto& report = validation->report;
    double coverage = report.coverage ? report.coverage->branches.percent() : 0.0;
    fmt::print("symcrete: {}: {} tests written, {} passed on the JVM, {:.1f}% branch coverage ({} of {} branches)\n",
               java_name, validation->suite.tests.size(), report.passed(), coverage,
               report.coverage ? report.coverage->branches.covered : 0, report.coverage ? report.coverage->branches.total : 0);
    if (report.coverage) print_missed_branches(*report.coverage);
    return status;
}

}  // namespace symcrete::app
