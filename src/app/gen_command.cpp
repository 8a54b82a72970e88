// `symcrete gen` from options to files: checks the options before any class
// starts, takes a project's class path if given, selects the classes (and the
// shard's share), explores one class in this process or many in worker
// processes (class_worker.h), prints each class's report in class order as
// soon as it and those before it are done, and writes and validates the suites
// a batch at a time, so the first tests land early and a batch shares one
// javac and JUnit run. Reports and the summary table end the run; the exit
// status is the worst of what happened (exit_codes.h).
#include "gen_command.h"
#include "python_gen.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <sstream>
#include <thread>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fmt/format.h>
#include <unistd.h>

#include "class_exploration.h"
#include "class_worker.h"
#include "class_path_option.h"
#include "package_budget.h"
#include "shards.h"
#include "jdk_option.h"
#include "common_options.h"
#include "class_selection.h"
#include "in_order_pool.h"
#include "progress_line.h"
#include "ask_oracle.h"
#include "gen_oracle.h"
#include "plural.h"
#include "project.h"
#include "exit_codes.h"
#include "gen_report_entry.h"
#include "output_paths.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/heap.h"
#include "engine/program.h"
#include "engine/searcher.h"
#include "engine/work_budget.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"
#include "report/gen_report.h"
#include "report/html_index.h"
#include "testgen/generator.h"
#include "testgen/junit_writer.h"
#include "testgen/mutation.h"
#include "testgen/validator.h"

namespace symcrete::app {
namespace {

constexpr double kMaxBudgetSeconds = 7 * 24 * 3600.0;
// Mutation analysis: the surviving mutants listed.
constexpr std::size_t kSurvivorsListed = 10;
// Classes validated together: one javac, one JUnit run and one coverage
// analysis for all of them. Small enough that a batch's JVM stays within
// its time limit and the first tests are written early.
constexpr std::size_t kValidationBatch = 16;

// The batch size: kValidationBatch, or SYMCRETE_VALIDATION_BATCH (a number
// from 1 to 1000; for tests and tuning).
std::size_t validation_batch_size() {
    const char* text = std::getenv("SYMCRETE_VALIDATION_BATCH");
    if (text == nullptr) return kValidationBatch;
    std::size_t size = 0;
    const char* end = text + std::strlen(text);
    auto [last, error] = std::from_chars(text, end, size);
    if (error != std::errc() || last != end || size == 0 || size > 1000) return kValidationBatch;
    return size;
}

// SIGINT/SIGTERM: the first stops exploration (what was found is still
// validated and written); the second ends validation and the workers at
// once (the tests found are written unvalidated, the temporary folders
// removed, exit 130); a third ends the process as usual.
std::atomic<bool> g_stop_requested{false};
std::atomic<bool> g_abort_requested{false};
// Set before the handler is installed: the first interrupt's note starts on
// a line of its own on a terminal, where a progress line may stand.
bool g_stderr_is_terminal = false;

extern "C" void on_stop_signal(int signal) {
    if (!g_stop_requested.exchange(true)) {
        // Only write(2) here: the main thread may be printing.
        static const char kNote[] = "symcrete: stopping: the tests found so far are still validated and written "
                                    "(Ctrl-C again to write them without validation)\n";
        if (g_stderr_is_terminal) (void)!::write(STDERR_FILENO, "\r\033[K", 4);
        (void)!::write(STDERR_FILENO, kNote, sizeof kNote - 1);
        return;
    }
    g_abort_requested.store(true);
    std::signal(signal, SIG_DFL);
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

// Fails early, before any exploration, if a class's tests could not be
// written: each folder the files would go into is tried once (`tried`).
Status check_out_dir(const std::filesystem::path& out_dir, const std::string& class_internal_name,
                     std::set<std::filesystem::path>& tried) {
    std::error_code error;
    if (std::filesystem::exists(out_dir, error) && !std::filesystem::is_directory(out_dir, error))
        return Error{fmt::format("--out {}: exists and is not a directory", out_dir.string())};
    std::filesystem::path file = out_dir / testgen::junit_relative_path(class_internal_name);
    if (std::filesystem::is_directory(file, error))
        return Error{fmt::format("--out {}: the test file {} would replace a directory", out_dir.string(),
                                 file.string())};
    const std::filesystem::path existing = nearest_existing(file.parent_path());
    if (!tried.insert(existing).second) return Ok{};
    return try_making_a_directory("--out", out_dir, existing);
}

}  // namespace

// One commons-lang3 class alone took 6.8 GB, hence the bound by memory.
unsigned default_jobs() {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const auto by_memory = static_cast<unsigned>(std::max<std::uint64_t>(1, engine::physical_memory() >> 32));
    return std::min(cores, by_memory);
}

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

std::optional<testgen::CostPolicy> cost_policy(const GenOptions& options) {
    if (options.cost.empty() && options.cost_above < 0 && options.top == 0) return std::nullopt;
    testgen::CostPolicy policy;
    if (!options.cost.empty()) policy.model = engine::parse_cost_model(options.cost).value_or(policy.model);
    if (options.cost_above >= 0) policy.above = static_cast<std::uint64_t>(options.cost_above);
    if (options.top > 0) policy.top = options.top;
    return policy;
}

namespace {

// The options that do not depend on the class, checked before any class
// starts: an Error is a usage error.
Status check_options(const GenOptions& options) {
    if (options.oracle != "current" && options.oracle != "ask" && options.oracle != "reference")
        return Error{fmt::format("--oracle {}: expected current (the code's own results), ask (your answers) or "
                                 "reference (another implementation's results, with --reference)",
                                 options.oracle)};
    if ((options.oracle == "reference") != !options.reference_class_path.empty())
        return Error{options.oracle == "reference"
                         ? "--oracle reference needs --reference <class path>: the implementation whose results the tests expect"
                         : "--reference gives --oracle reference its classes: give --oracle reference too"};
    if (!options.answers_file.empty() && options.oracle != "ask")
        return Error{"--answers keeps the answers of --ask: give --ask too"};
    if (auto budget = parse_budget(options.budget); !budget) return budget.error();
    if (!options.cost.empty() && !engine::parse_cost_model(options.cost))
        return Error{fmt::format("--cost: expected {}, not '{}'", engine::kCostModelChoices, options.cost)};
    if (auto max_memory = parse_max_memory(options.max_memory); !max_memory) return max_memory.error();
    if (!engine::parse_search_strategy(options.search))
        return Error{fmt::format("--search: expected dfs, bfs or covnew, not '{}'", options.search)};
    std::string layers_error;
    if (!solver::parse_chain_layers(options.solver_layers, &layers_error))
        return Error{fmt::format("--solver-layers: {}", layers_error)};
    if (auto assumptions = engine::parse_heap_assumptions(options.assume); !assumptions) return assumptions.error();
    if (!options.shard.empty() && !parse_shard(options.shard))
        return Error{fmt::format("--shard: expected i/n with 1 <= i <= n, e.g. 2/4, not '{}'", options.shard)};
    return Ok{};
}


// --method names one method of one class: it must be there.
Status check_method(classfile::ClassPath& class_path, const std::string& internal_name, const std::string& filter) {
    auto cls = class_path.load(internal_name);
    if (!cls) return cls.error();
    for (const classfile::Method& method : (*cls)->methods)
        if (testgen::method_matches(filter, method)) return Ok{};
    std::string overloads;
    const std::string name = filter.substr(0, filter.find('('));
    for (const classfile::Method& method : (*cls)->methods)
        if (method.name == name) overloads += fmt::format("\n  {}{}", method.name, method.descriptor);
    return Error{fmt::format("class {} has no method {}{}", classfile::internal_to_java_name(internal_name), filter,
                             overloads.empty() ? "" : "; it has:" + overloads)};
}

// What exploring one class printed: its methods, mutation score and stats.
// `budget_seconds`: the class's share of a run of many classes.
void print_exploration(const ClassExploration& result, std::optional<double> budget_seconds = std::nullopt) {
    if (budget_seconds)
        fmt::print("symcrete: {} (budget {:.1f} s of work)\n", result.java_name, *budget_seconds);
    else
        fmt::print("symcrete: {}\n", result.java_name);
    if (result.error) {
        fmt::print("  not explored: {}\n", *result.error);
        return;
    }
    for (const testgen::MethodReport& method : result.methods) print_method_report(stdout, method);
    if (result.static_state_note)
        fmt::print("  note: static fields are not reset between tests: {}\n", *result.static_state_note);
    if (result.exploration.wall_clock_fired)
        fmt::print(stderr, "symcrete: warning: {}: the wall-clock safety net ended exploration; the machine was much "
                           "slower than the budget assumes, so this run's tests may differ from another's\n",
                   result.java_name);
    for (const auto& method : result.methods)
        for (const std::string& error : method.internal_errors)
            fmt::print(stderr, "symcrete: internal error: {}\n", error);
    if (result.mutation) print_mutation_report(*result.mutation, result.java_name);
    fmt::print("{}", result.stats_text);
    std::fflush(stdout);
}

// The mutation report of the suite validation wrote: the tests it took out
// (by their names in the suite explored) no longer kill anything.
testgen::MutationReport mutation_after_removals(const testgen::MutationReport& report, const testgen::TestSuite& suite,
                                                const testgen::SuiteValidation& validation) {
    std::set<std::string> removed_names;
    for (const testgen::TestOutcome& removed : validation.removed_outcomes) removed_names.insert(removed.name);
    const std::vector<std::string> names = testgen::junit_test_names(suite);
    std::vector<bool> removed(names.size());
    for (std::size_t i = 0; i < names.size(); ++i) removed[i] = removed_names.contains(names[i]);
    return testgen::after_removals(report, removed);
}

// The innermost "Caused by" of a JVM's output, or else its first line naming
// an exception or error; empty when there is none.
std::string first_exception_line(const std::string& output) {
    std::string found;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        const bool cause = line.rfind("Caused by: ", 0) == 0;
        const bool names = line.find("Exception") != std::string::npos || line.find("Error") != std::string::npos;
        if (cause) found = line.substr(11);
        else if (found.empty() && names && line.rfind("\tat ", 0) != 0) found = line;
    }
    return found.substr(0, 300);
}

// Writes a class's suite as it was found, without validating it (`why`:
// --no-validate, an interrupt that cut validation short, or no JDK that
// can run the classes); returns the exit status it implies. `file_note`,
// when given, marks the file itself as not validated, and says why.
int write_unvalidated(const ClassExploration& result, const GenOptions& options, const std::string& why,
                      ClassOutcome& outcome, std::string_view file_note = {}) {
    auto file = testgen::write_junit_file(result.suite, options.out_dir, file_note);
    if (!file) {
        fmt::print(stderr, "symcrete: {}\n", file.error().message);
        outcome.validation_error = file.error().message;
        return kExitUsage;
    }
    outcome.test_file = *file;
    outcome.tests_written = result.suite.tests.size();
    fmt::print("wrote {}\n", file->string());
    fmt::print("symcrete: {}: {} written, not validated ({})\n", result.java_name,
               plural(outcome.tests_written, "test", "tests"), why);
    return kExitOk;
}

// Writes (and unless --no-validate validates) the suites of a batch of
// classes; prints what happened to each; returns the exit status it implies.
// After a second interrupt, what was not validated is written as found.
// `no_jdk`: why no JDK can run the classes (jdk_option.h); then the tests
// are written marked as not validated, and the run fails.
int write_batch(const std::vector<const ClassExploration*>& batch, const GenOptions& options,
                const testgen::ValidatorOptions& validator, const std::string& no_jdk,
                std::vector<ClassOutcome>& outcomes, ProgressLine& progress) {
    int status = kExitOk;
    if (!options.validate || g_abort_requested.load()) {
        const char* why = options.validate ? "interrupted" : "--no-validate";
        for (const ClassExploration* result : batch)
            status = std::max(status, write_unvalidated(*result, options, why, outcomes.emplace_back()));
        return status;
    }
    if (!no_jdk.empty()) {
        for (const ClassExploration* result : batch) {
            ClassOutcome& outcome = outcomes.emplace_back();
            status = std::max(status, write_unvalidated(*result, options, "no JDK can run its class files, see above",
                                                        outcome, no_jdk));
            outcome.validation_error = no_jdk;
        }
        return std::max(status, kExitValidationFailed);
    }
    std::vector<testgen::TestSuite> suites;
    for (const ClassExploration* result : batch) suites.push_back(result->suite);
    auto validations = testgen::write_and_validate_all(suites, options.out_dir, validator, true);
    // "validating ... on the JVM" stands on a terminal until now; what
    // follows goes to stdout and stderr below it, not after it on its line.
    progress.clear();
    for (std::size_t i = 0; i < batch.size(); ++i) {
        ClassOutcome& outcome = outcomes.emplace_back();
        const std::string& java_name = batch[i]->java_name;
        if (!validations[i] && g_abort_requested.load()) {
            status = std::max(status, write_unvalidated(*batch[i], options, "interrupted", outcome));
            continue;
        }
        if (!validations[i]) {
            fmt::print(stderr, "symcrete: {}: validation failed: {}\n", java_name, validations[i].error().message);
            outcome.validation_error = validations[i].error().message;
            status = std::max(status, kExitValidationFailed);
            continue;
        }
        const testgen::SuiteValidation& validation = *validations[i];
        // A test the engine believed in that failed on the JVM is an engine
        // bug; it is taken out and named here and in the report. The suite
        // written still passes, so the run succeeds (exit 0).
        std::size_t failed = 0;
        for (const testgen::TestOutcome& removed : validation.removed_outcomes) {
            if (removed.not_compiled) {
                // Inputs that fit the erased types but not the generic ones
                // (the engine does not track type arguments): a limit, not a wrong test.
                fmt::print(stderr, "symcrete: {}: left out test {}: javac could not compile it\n", java_name,
                           removed.name);
                continue;
            }
            fmt::print(stderr, "symcrete: {}: removed test {} that failed on the JVM: {}\n", java_name, removed.name,
                       removed.message);
            ++failed;
        }
        // JUnit ran none of the tests it was given: the test class itself
        // could not be loaded (a sealed package of the class under test, a
        // class initialiser that throws). That is no suite, and says why.
        if (failed > 0 && validation.suite.tests.empty() && validation.report.tests.empty()) {
            const std::string why = first_exception_line(validation.report.output);
            fmt::print(stderr, "symcrete: {}: validation failed: JUnit ran none of the {} tests: {}\n", java_name, failed,
                       why.empty() ? "the test class could not be loaded (a sealed package, a test class initialiser that throws)"
                                   : why);
            status = std::max(status, kExitValidationFailed);
        }
        fmt::print("wrote {}\n", validation.source.string());
        const auto& report = validation.report;
        const std::string removed_text = failed == 0 ? std::string() : fmt::format("; {} removed: failed on the JVM", failed);
        if (!report.coverage && !report.coverage_unavailable.empty()) {
            // JaCoCo cannot read the class: the tests ran without coverage.
            fmt::print("symcrete: {}: {} tests written, {} passed on the JVM, coverage not measured ({}){}\n", java_name,
                       validation.suite.tests.size(), report.passed(), report.coverage_unavailable, removed_text);
        } else {
            const double coverage = report.coverage ? report.coverage->branches.percent() : 0.0;
            fmt::print("symcrete: {}: {} tests written, {} passed on the JVM, {:.1f}% branch coverage ({} of {} "
                       "branches){}\n",
                       java_name, validation.suite.tests.size(), report.passed(), coverage,
                       report.coverage ? report.coverage->branches.covered : 0,
                       report.coverage ? report.coverage->branches.total : 0, removed_text);
        }
        if (report.coverage) print_missed_branches(*report.coverage);
        if (batch[i]->mutation && !validation.removed_outcomes.empty()) {
            outcome.mutation = mutation_after_removals(*batch[i]->mutation, batch[i]->suite, validation);
            if (outcome.mutation->killed_by_removed_tests > 0)
                fmt::print("symcrete: {}: mutation score of the suite as written {:.1f}% ({} of {} mutants killed; {} "
                           "were killed only by removed tests)\n",
                           java_name, 100.0 * outcome.mutation->score(), outcome.mutation->killed,
                           outcome.mutation->mutants, outcome.mutation->killed_by_removed_tests);
        }
        outcome.test_file = validation.source;
        outcome.tests_written = validation.suite.tests.size();
        outcome.validation = std::move(validations[i]).value();
    }
    std::fflush(stdout);
    return status;
}

// The table that ends a run of several classes.
void print_summary(const std::vector<ClassExploration>& results, const std::vector<ClassOutcome>& outcomes,
                   const ClassSelection& selection, bool validated, std::chrono::nanoseconds wall) {
    std::size_t width = 5;
    for (const ClassExploration& result : results) width = std::max(width, result.java_name.size());
    fmt::print("\nsymcrete: summary of {} classes ({:.1f} s)\n", results.size(),
               std::chrono::duration<double>(wall).count());
    // Without validation there is nothing to say about passing or coverage.
    auto row = [&](const std::string& name, const std::string& methods, const std::string& tests,
                   const std::string& passed, const std::string& coverage) {
        if (validated)
            fmt::print("  {:<{}}  {:>7}  {:>5}  {:>6}  {}\n", name, width, methods, tests, passed, coverage);
        else
            fmt::print("  {:<{}}  {:>7}  {:>5}\n", name, width, methods, tests);
    };
    row("class", "methods", "tests", "passed", "branch coverage");
    std::size_t methods = 0, tests = 0, passed = 0, not_explored = 0;
    std::size_t failed_removed = 0, not_compiled = 0;  // tests taken out of the suites written
    std::uint64_t covered = 0, total = 0;
    for (std::size_t i = 0; i < results.size(); ++i) {
        const ClassExploration& result = results[i];
        const ClassOutcome& outcome = outcomes[i];
        if (result.error) {
            ++not_explored;
            fmt::print("  {:<{}}  not explored: {}\n", result.java_name, width, result.error->substr(0, 100));
            continue;
        }
        methods += result.methods_explored();
        tests += outcome.tests_written;
        std::string coverage;
        std::size_t class_passed = 0;
        if (outcome.validation_error) {
            coverage = "validation failed";
        } else if (outcome.validation && !outcome.validation->report.coverage_unavailable.empty()) {
            coverage = "not measured";
        } else if (outcome.validation && outcome.validation->report.coverage) {
            const testgen::Counter& branches = outcome.validation->report.coverage->branches;
            coverage = branches.text();
            covered += branches.covered;
            total += branches.total;
        }
        if (outcome.validation) {
            class_passed = outcome.validation->report.passed();
            for (const testgen::TestOutcome& removed : outcome.validation->removed_outcomes)
                ++(removed.not_compiled ? not_compiled : failed_removed);
        }
        passed += class_passed;
        row(result.java_name, std::to_string(result.methods_explored()), std::to_string(outcome.tests_written),
            std::to_string(class_passed), coverage);
    }
    row("total", std::to_string(methods), std::to_string(tests), std::to_string(passed),
        jvm::Counter{static_cast<std::uint32_t>(covered), static_cast<std::uint32_t>(total)}.text());
    if (failed_removed + not_compiled > 0)
        fmt::print("  taken out of the suites (named above): {} that failed on the JVM, {} that javac could not compile\n",
                   failed_removed, not_compiled);
    if (not_explored > 0) fmt::print("  {} not explored (see above)\n", plural(not_explored, "class was", "classes were"));
    if (!selection.left_out.empty()) {
        std::map<std::string, std::size_t> reasons;
        for (const auto& [name, why] : selection.left_out) ++reasons[why];
        std::string text;
        for (const auto& [why, count] : reasons) text += fmt::format("{}{} {}", text.empty() ? "" : "; ", count, why);
        fmt::print("  left out {} that tests cannot name: {}\n", plural(selection.left_out.size(), "class", "classes"),
                   text);
    }
}

// The run's exit status as the reports state it: an interrupted run ends
// 130 whatever else happened.
std::pair<int, std::string> reported_exit(int status, bool interrupted) {
    if (interrupted) status = kExitInterrupted;
    return {status, std::string(gen_exit_meaning(status))};
}

// --report: the JSON report, JaCoCo's HTML pages of the classes validated,
// and the index page that links them. `status` is the run's exit status so
// far; the returned one adds what writing the reports found.
int write_reports(report::GenRun run, const std::vector<ClassExploration>& results,
                  const std::vector<ClassOutcome>& outcomes, const GenOptions& options,
                  const testgen::ValidatorOptions& validator, ProgressLine& progress, int run_status,
                  bool interrupted) {
    int status = kExitOk;
    const std::filesystem::path dir = options.report_dir;
    run.exit_status = reported_exit(run_status, interrupted);
    std::string text = report::gen_report_json(run);
    auto json = report::write_report_file(text, dir);
    if (!json) {
        return fail("symcrete: --report", json.error());
    }
    fmt::print("wrote {}\n", json->string());
    std::vector<testgen::CoverageHtmlClass> measured;
    for (std::size_t i = 0; i < results.size(); ++i)
        if (outcomes[i].validation && !outcomes[i].validation->coverage_data.empty())
            measured.push_back({results[i].internal_name, outcomes[i].validation->coverage_data});
    bool coverage_pages = false;
    if (!measured.empty() && !g_abort_requested.load()) {  // JaCoCo's pages take a JVM: not after a second interrupt
        progress.status("symcrete: writing the HTML coverage report");
        std::vector<std::filesystem::path> sources(options.source_dirs.begin(), options.source_dirs.end());
        Status html = testgen::write_coverage_html(measured, sources, dir / report::kCoverageHtmlDir, validator);
        progress.clear();
        if (!html) {
            fmt::print(stderr, "symcrete: --report: {}\n", html.error().message);
            status = kExitValidationFailed;
            run.exit_status = reported_exit(std::max(run_status, status), interrupted);
            text = report::gen_report_json(run);
            if (auto again = report::write_report_file(text, dir); !again) return fail("symcrete: --report", again.error());
        } else {
            coverage_pages = true;
        }
    }
    auto index = report::write_html_index(text, dir, coverage_pages);
    if (!index) {
        return fail("symcrete: --report", index.error());
    }
    fmt::print("wrote {}\n", index->string());
    return status;
}

}  // namespace

int run_gen(const GenOptions& given) {
    if (!given.python_file.empty()) return run_python_gen(given);
    if (Status status = check_options(given); !status) {
        return fail("symcrete gen", status.error());
    }
    // Where the tests and reports go, before anything slow (a project's
    // build, exploring): a folder that cannot be written ends the run now.
    if (given.project.empty() || given.out_given) {
        if (Status status = check_output_dir("--out", given.out_dir); !status) return fail("symcrete", status.error());
    }
    if (!given.report_dir.empty()) {
        if (Status status = check_output_dir("--report", given.report_dir); !status)
            return fail("symcrete", status.error());
    }
    // A project adds its classes and dependencies to the class path, and
    // says where the tests and the sources are.
    GenOptions options = given;
    std::vector<std::string> targets;
    if (!given.project.empty()) {
        auto project = detect_project(given.project);
        if (!project) {
            return fail("symcrete", project.error());
        }
        fmt::print("symcrete: {}\n", project->describe());
        for (const std::string& note : project->notes) fmt::print("  {}\n", note);
        targets = project->class_dirs;
        options.class_path.insert(options.class_path.end(), project->class_dirs.begin(), project->class_dirs.end());
        options.class_path.insert(options.class_path.end(), project->dependencies.begin(),
                                  project->dependencies.end());
        if (!given.out_given) options.out_dir = project->test_dir.string();
        if (given.source_dirs.empty()) options.source_dirs = project->source_dirs;
        if (!given.junit_given && project->junit4) options.junit = 4;
    } else if (given.class_path.empty()) {
        fmt::print(stderr, "symcrete gen: --cp or --project is required\n");
        return kExitUsage;
    }
    const double budget = *parse_budget(options.budget);
    if (Status status = use_given_jdk(options.java_tools); !status) return fail("symcrete", status.error());
    classfile::ClassPath class_path;
    if (Status status = fill_class_path(class_path, options.class_path); !status) {
        return fail("symcrete", status.error());
    }
    // --ask: the answers file is read before anything slow, so a bad one ends the run now.
    std::unique_ptr<Asker> asker;
    if (options.oracle == "ask") {
        AskOptions ask;
        ask.answers_file = options.answers_file;
        ask.class_path = options.class_path;
        ask.source_dirs = options.source_dirs;
        auto opened = Asker::open(std::move(ask));
        if (!opened) return fail("symcrete", opened.error());
        asker = std::move(*opened);
    }
    auto selection = select_classes(class_path, options.classes, options.packages, targets);
    if (!selection) {
        return fail("symcrete", selection.error());
    }
    // Many classes share the budget by what each has to explore, shared
    // before sharding, so a class gets the same budget in any shard.
    std::map<std::string, double> shares;
    if (selection->classes.size() > 1) {
        const std::vector<double> shared = share_package_budget(class_path, selection->classes, budget);
        for (std::size_t i = 0; i < shared.size(); ++i) shares[selection->classes[i]] = shared[i];
    }
    if (!options.shard.empty()) {
        keep_shard(*selection, *parse_shard(options.shard));
        if (selection->classes.empty()) {
            fmt::print("symcrete: shard {} has no class to test\n", options.shard);
            return kExitOk;
        }
    }
    const std::vector<std::string>& classes = selection->classes;
    if (classes.empty()) {
        fmt::print(stderr, "symcrete: no class to test: all {} were left out (e.g. {}: {})\n",
                   selection->left_out.size(), classfile::internal_to_java_name(selection->left_out.front().first),
                   selection->left_out.front().second);
        return kExitUsage;
    }
    // The JDK that can run these classes (jdk_option.h): it runs the tests
    // and is the class library explored, here and in the workers. Without
    // one the tests are still written, marked as not validated.
    std::string no_jdk;
    auto jdk = choose_jdk_for(class_path, classes, options.java_tools);
    if (!jdk && jdk.error().kind == ErrorKind::BadInput) return fail("symcrete", jdk.error());
    if (jdk) {
        options.jdk_home = jdk->jdk.home.string();
    } else if (options.validate) {
        no_jdk = jdk.error().message;
        fmt::print(stderr, "symcrete: {}\n", no_jdk);
    }
    const bool single = classes.size() == 1 && options.packages.empty();
    if (!options.method.empty()) {
        if (!single) {
            fmt::print(stderr, "symcrete: --method needs exactly one --class\n");
            return kExitUsage;
        }
        if (Status status = check_method(class_path, classes.front(), options.method); !status) {
            return fail("symcrete", status.error());
        }
    }
    if (const std::string assumed = engine::parse_heap_assumptions(options.assume)->describe(); !assumed.empty())
        fmt::print("symcrete: inputs under the heap assumptions {} (--assume): paths they rule out are not explored\n",
                   assumed);
    std::set<std::filesystem::path> tried;
    for (const std::string& name : classes) {
        if (Status status = check_out_dir(options.out_dir, name, tried); !status) {
            return fail("symcrete", status.error());
        }
    }

    ProgressLine progress(stderr);
    g_stderr_is_terminal = ::isatty(STDERR_FILENO) != 0;
    std::signal(SIGINT, on_stop_signal);
    std::signal(SIGTERM, on_stop_signal);
    const auto run_started = std::chrono::steady_clock::now();
    unsigned jobs = options.jobs != 0 ? options.jobs : default_jobs();
    jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, classes.size()));

    ClassExplorationOptions explore_options;
    explore_options.gen = &options;
    explore_options.budget_seconds = budget;
    explore_options.stop_requested = &g_stop_requested;
    // The single class's name outlives the callbacks that print it.
    const std::string java_name = classfile::internal_to_java_name(classes.front());
    if (single) {
        explore_options.on_method_done = [&](const testgen::MethodReport& report) {
            if (report.skipped) return;
            progress.update(fmt::format("symcrete: {} {}: {}, {} ({})", java_name, report.method,
                                        plural(report.paths, "path", "paths"), plural(report.tests, "test", "tests"),
                                        report.stopped));
        };
        explore_options.on_mutation_start = [&] {
            progress.status(fmt::format("symcrete: {}: mutation analysis", java_name));
        };
        progress.update(fmt::format("symcrete: exploring {} (budget {} s of work)", java_name, options.budget));
    } else {
        progress.update(fmt::format("symcrete: exploring {} classes, {} at a time (budget {} s of work per class on "
                                    "average, shared by the code each offers)",
                                    classes.size(), jobs, options.budget));
    }
    std::vector<double> budgets;
    for (const std::string& name : classes) budgets.push_back(shares.count(name) != 0 ? shares.at(name) : budget);

    // The validator's helpers are built once for the whole run, and workers
    // write their results there too.
    std::error_code ec;
    std::filesystem::path cache = std::filesystem::temp_directory_path(ec) /
                                  fmt::format("symcrete-gen-{}-{}", ::getpid(),
                                              run_started.time_since_epoch().count());
    struct RemoveCache {
        std::filesystem::path path;
        ~RemoveCache() {
            std::error_code ignored;
            std::filesystem::remove_all(path, ignored);
        }
    } remove_cache{cache};

    // Many classes: each in a worker process (class_worker.h), so that
    // neither a crash nor a solver library's shared state crosses classes.
    // One class is explored here, with its progress per method.
    std::optional<WorkerRun> workers;
    if (!single) {
        auto executable = this_executable();
        const std::filesystem::path results_dir = cache / "workers";
        std::filesystem::create_directories(results_dir, ec);
        if (!executable || ec) {
            fmt::print(stderr, "symcrete: cannot start worker processes: {}\n",
                       executable ? ec.message() : executable.error().message);
            return kExitInternalError;
        }
        workers = WorkerRun{*executable, cache / "worker-request.json", results_dir, &g_stop_requested,
                            &g_abort_requested};
        if (Status written = write_worker_request(options, budget, workers->request); !written) {
            return fail("symcrete", written.error());
        }
    }

    // Workers take classes in order; the main thread prints each class's
    // report in that order, as soon as it and those before it are done, and
    // validates them a batch at a time while the workers go on.
    InOrderPool<ClassExploration> pool(classes.size(), jobs, [&](std::size_t i) {
        if (!g_stop_requested.load()) {
            if (workers) return explore_class_in_worker(classes[i], *workers, budgets[i]);
            return explore_class(classes[i], explore_options);
        }
        ClassExploration result;
        result.internal_name = classes[i];
        result.java_name = classfile::internal_to_java_name(classes[i]);
        result.error = "interrupted before it started";
        return result;
    });
    const std::vector<ClassExploration>& results = pool.results();

    testgen::ValidatorOptions validator;
    validator.class_path = split_class_path(options.class_path);
    validator.unsafe_validate = options.unsafe_validate;
    apply_java_tool_paths(options.java_tools, validator.tools);
    if (jdk) apply_jdk(*jdk, validator);
    if (options.validate && options.unsafe_validate) {
        fmt::print(stderr, "symcrete: warning: --unsafe-validate: the tests run without a sandbox; they can change "
                           "your files, use the network and start processes\n");
    }
    validator.cache_dir = cache;
    validator.cancel = &g_abort_requested;
    if (!options.report_dir.empty())
        validator.coverage_data_dir = std::filesystem::path(options.report_dir) / "coverage-data";
    int status = kExitOk;
    std::vector<ClassOutcome> outcomes;
    // The report of the classes written so far (all of them at the end).
    auto report_so_far = [&] {
        report::GenRun run;
        run.budget_seconds = budget;
        run.validate = options.validate && no_jdk.empty();
        run.mutation = options.mutation;
        run.assumptions = engine::parse_heap_assumptions(options.assume)->describe();
        for (std::size_t i = 0; i < outcomes.size(); ++i) run.classes.push_back(report_entry(results[i], outcomes[i], budgets[i]));
        run.left_out = selection->left_out;
        run.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_started).count();
        return run;
    };
    std::vector<const ClassExploration*> batch;
    const std::size_t batch_size = validation_batch_size();
    std::size_t tests_so_far = 0;
    testgen::Counter validated_branches;  // for the progress line
    std::size_t validated_classes = 0;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const ClassExploration& result = pool.wait(i);
        progress.clear();
        print_exploration(result, single ? std::nullopt : std::optional<double>(budgets[i]));
        tests_so_far += result.suite.tests.size();
        if (result.internal_error) {
            status = std::max(status, kExitInternalError);
        } else if (result.error) {
            if (single) status = kExitUsage;
        } else {
            for (const auto& method : result.methods)
                if (!method.internal_errors.empty()) status = std::max(status, kExitInternalError);
            // A class left without any test because the engine stopped at
            // something it does not model is an error that names it, never
            // a quiet success.
            if (const auto reasons = result.unsupported_without_tests(); !reasons.empty()) {
                fmt::print(stderr, "symcrete: {}: no test written: every path stopped at something Symcrete does not "
                                   "model yet: {}\n",
                           result.java_name, fmt::join(reasons, "; "));
                status = std::max(status, kExitUnsupported);
            }
        }
        if (!single) {
            const std::size_t finished_now = pool.finished();
            const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - run_started).count();
            const double left = finished_now == 0 ? 0 : elapsed / static_cast<double>(finished_now) *
                                                            static_cast<double>(classes.size() - finished_now);
            const std::string coverage =
                validated_branches.total == 0
                    ? std::string()
                    : fmt::format(", {:.1f}% branch coverage of the {} validated", validated_branches.percent(),
                                  plural(validated_classes, "class", "classes"));
            progress.update(fmt::format("symcrete: [{}/{}] {} explored: {}; {} tests so far{}, about {:.0f} s left",
                                        i + 1, classes.size(), result.java_name,
                                        result.error ? "not explored" : plural(result.suite.tests.size(), "test", "tests"),
                                        tests_so_far, coverage, left));
        }
        batch.push_back(&result);
        if (batch.size() == batch_size || i + 1 == classes.size()) {
            std::vector<const ClassExploration*> explored;
            for (const ClassExploration* r : batch)
                if (!r->error) explored.push_back(r);
            if (options.validate && !explored.empty())
                progress.status(fmt::format("symcrete: validating {} on the JVM",
                                            plural(explored.size(), "class", "classes")));
            std::vector<ClassOutcome> batch_outcomes;
            const int batch_status = write_batch(explored, options, validator, no_jdk, batch_outcomes, progress);
            progress.clear();
            status = std::max(status, batch_status);
            if (options.oracle != "current")
                status = std::max(status, apply_oracle(explored, batch_outcomes, options, asker.get()));
            for (const ClassOutcome& outcome : batch_outcomes) {
                if (!outcome.validation || !outcome.validation->report.coverage) continue;
                ++validated_classes;
                validated_branches.covered += outcome.validation->report.coverage->branches.covered;
                validated_branches.total += outcome.validation->report.coverage->branches.total;
            }
            for (std::size_t b = 0, e = 0; b < batch.size(); ++b)
                outcomes.push_back(batch[b]->error ? ClassOutcome{} : std::move(batch_outcomes[e++]));
            batch.clear();
            // A run that ends early (killed, or an engine crash) still leaves
            // the JSON report of the classes written so far; the end replaces it.
            if (!options.report_dir.empty() && i + 1 < classes.size())
                (void)report::write_report_file(report::gen_report_json(report_so_far()), options.report_dir);
        }
    }
    pool.join();
    const bool interrupted = g_stop_requested.load();
    const auto wall = std::chrono::steady_clock::now() - run_started;
    if (!single) print_summary(results, outcomes, *selection, options.validate && no_jdk.empty(), wall);
    if (!options.report_dir.empty())
        status = std::max(status, write_reports(report_so_far(), results, outcomes, options, validator, progress,
                                                status, interrupted || g_abort_requested.load()));
    // An interrupted run ends 130 whatever else happened (named above): the
    // user stopped it, and a script must not take it for a whole run.
    if (g_abort_requested.load()) {
        fmt::print(stderr, "symcrete: interrupted again: the tests found before were written; validation was cut "
                           "short\n");
        status = kExitInterrupted;
    } else if (interrupted) {
        fmt::print(stderr, "symcrete: interrupted: the tests found before were written\n");
        status = kExitInterrupted;
    }
    std::fflush(stdout);
    return status;
}


}  // namespace symcrete::app
