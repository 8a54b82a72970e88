#include "app/gen_command.h"

#include <chrono>
#include <fmt/format.h>

#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/program.h"
#include "solver/solver.h"
#include "testgen/generator.h"
#include "testgen/junit_writer.h"
#include "testgen/validator.h"

namespace symcrete::app {
namespace {

std::vector<std::filesystem::path> split_class_path(const std::vector<std::string>& entries) {
    std::vector<std::filesystem::path> result;
    for (const std::string& list : entries) {
        std::string_view rest = list;
        while (!rest.empty()) {
            std::size_t colon = rest.find(':');
            std::string_view entry = rest.substr(0, colon);
            rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
            if (!entry.empty()) result.emplace_back(entry);
        }
    }
    return result;
}

void print_method_reports(const testgen::GenerationResult& generated) {
    for (const testgen::MethodReport& method : generated.methods) {
        if (method.skipped) {
            fmt::print("  skipped {}: {}\n", method.method, *method.skipped);
            continue;
        }
        fmt::print("  {}: {} path{}, {} test{}\n", method.method, method.paths, method.paths == 1 ? "" : "s",
                   method.tests, method.tests == 1 ? "" : "s");
        for (const std::string& reason : method.unsupported_reasons) fmt::print("    ended early: {}\n", reason);
    }
}

void print_stats(const testgen::GenerationResult& generated, const solver::SolverStats& solver,
                 std::chrono::nanoseconds exploration) {
    double seconds = std::chrono::duration<double>(exploration).count();
    double solver_seconds = std::chrono::duration<double>(solver.time).count();
    const auto& e = generated.exploration;
    fmt::print("stats: {} paths explored in {:.3f} s ({:.1f} paths/s)\n", e.paths, seconds,
               seconds > 0 ? static_cast<double>(e.paths) / seconds : 0.0);
    fmt::print("stats: {} solver queries ({} sat, {} unsat, {} unknown), {:.3f} s in the solver ({:.1f}% of "
               "exploration)\n",
               solver.queries, solver.sat, solver.unsat, solver.unknown, solver_seconds,
               seconds > 0 ? 100.0 * solver_seconds / seconds : 0.0);
    fmt::print("stats: {} forks, {} infeasible branch sides, {} forks cut by the branch bound{}\n", e.forks,
               e.infeasible, e.bounded, e.budget_exhausted ? ", time or path budget exhausted" : "");
}

}  // namespace

int run_gen(const GenOptions& options) {
    classfile::ClassPath class_path;
    for (const std::string& entry : options.class_path) {
        if (Status status = class_path.add_list(entry); !status) {
            fmt::print(stderr, "symcrete: {}\n", status.error().message);
            return 1;
        }
    }
    if (Status status = class_path.add_jdk(); !status) {
        fmt::print(stderr, "symcrete: {}\n", status.error().message);
        return 1;
    }
    std::string internal_name = classfile::java_to_internal_name(options.class_name);
    std::string java_name = classfile::internal_to_java_name(internal_name);
    auto cls = class_path.load(internal_name);
    if (!cls) {
        fmt::print(stderr, "symcrete: {}\n", cls.error().message);
        return 1;
    }

    engine::Program program(class_path);
    expr::ExprContext context;
    std::unique_ptr<solver::Solver> solver = solver::make_z3_solver();
    testgen::GenerateOptions generate;
    generate.engine.time_budget =
        std::chrono::milliseconds(static_cast<std::int64_t>(options.budget_seconds * 1000));
    if (!options.method.empty()) generate.method = options.method;
    generate.all_paths = options.all_paths;

    auto started = std::chrono::steady_clock::now();
    auto generated = testgen::generate_tests(program, context, *solver, **cls, generate);
    auto exploration = std::chrono::steady_clock::now() - started;
    if (!generated) {
        fmt::print(stderr, "symcrete: {}\n", generated.error().message);
        return 1;
    }
    fmt::print("symcrete: {}\n", java_name);
    print_method_reports(*generated);
    if (options.method.size() && generated->methods.empty()) {
        fmt::print(stderr, "symcrete: class {} has no method named {}\n", java_name, options.method);
        return 1;
    }
    int status = 0;
    for (const auto& method : generated->methods) {
        for (const std::string& error : method.internal_errors) {
            fmt::print(stderr, "symcrete: internal error: {}\n", error);
            status = 3;
        }
    }
    if (options.stats) print_stats(*generated, solver->stats(), exploration);

    std::size_t written = generated->suite.tests.size();
    if (!options.validate) {
        auto file = testgen::write_junit_file(generated->suite, options.out_dir);
        if (!file) {
            fmt::print(stderr, "symcrete: {}\n", file.error().message);
            return 1;
        }
        fmt::print("wrote {}\n", file->string());
        fmt::print("symcrete: {}: {} tests written, not validated (--no-validate)\n", java_name, written);
        return status;
    }

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
        return 1;
    }
    for (std::size_t i = 0; i < validation->removed.size(); ++i) {
        const auto& outcome = validation->removed_outcomes[i];
        fmt::print(stderr, "symcrete: removed test {} that failed on the JVM: {}\n", outcome.name, outcome.message);
        status = 3;  // a test the engine believed in failed on the JVM: an engine bug
    }
    fmt::print("wrote {}\n", validation->source.string());
    const auto& report = validation->report;
    double coverage = report.coverage ? report.coverage->branches.percent() : 0.0;
    fmt::print("symcrete: {}: {} tests written, {} passed on the JVM, {:.1f}% branch coverage\n", java_name,
               validation->suite.tests.size(), report.passed(), coverage);
    return status;
}

}  // namespace symcrete::app
