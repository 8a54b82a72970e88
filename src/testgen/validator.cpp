// The validator: writes a suite's tests, compiles and runs them on the real
// JVM (through the jvm library's tools, in the sandbox), reads back which
// passed and the coverage of the class under test, and removes the tests
// that fail or that javac rejects, rerunning until what is left passes. One
// JUnit run serves several classes (write_and_validate_all), and a JVM that
// dies costs only the test it was running.
#include "testgen/validator.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>  // mkdtemp, strtoul
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <system_error>
#include <tuple>

#include "classfile/descriptor.h"
#include "jvm/jacoco_tool.h"
#include "jvm/jvm_helpers.h"
#include "jvm/sandbox.h"
#include "jvm/subprocess.h"
#include "jvm/test_events.h"
#include "jvm/tool_runner.h"
#include "jvm/work_files.h"
#include "testgen/junit_writer.h"
#include "validation_run.h"

namespace symcrete::testgen {
namespace {

namespace fs = std::filesystem;
using detail::collect_sources;
using detail::run_validation;
using detail::ValidationRun;
using jvm::cached_helpers;
using jvm::javac_class_archive;
using jvm::JavacError;
using jvm::join_path_list;
using jvm::make_sandbox;
using jvm::make_temp_dir;
using jvm::resolve_tools;
using jvm::reset_dir;
using jvm::tail;
using jvm::TempDir;

}  // namespace

std::size_t ValidationReport::passed() const {
    return static_cast<std::size_t>(std::count_if(tests.begin(), tests.end(), [](const TestOutcome& t) { return t.passed; }));
}

std::size_t ValidationReport::failed() const { return tests.size() - passed(); }

std::vector<std::string> ValidationReport::failing_tests() const {
    std::vector<std::string> names;
    for (const auto& test : tests) {
        if (!test.passed) names.push_back(test.name);
    }
    return names;
}

const TestOutcome* ValidationReport::find(std::string_view name) const {
    for (const auto& test : tests) {
        if (test.name == name) return &test;
    }
    return nullptr;
}

Status check_java_tools(const JavaTools& tools, bool need_coverage) {
    auto resolved = resolve_tools(tools, need_coverage);
    if (!resolved) return resolved.error();
    return Ok{};
}

Status compile_program(const std::vector<fs::path>& sources, const fs::path& out_dir, const ValidatorOptions& options,
                       int release) {
    auto resolved = resolve_tools(options.tools, false);
    if (!resolved) return resolved.error();
    auto files = collect_sources(sources);
    if (!files) return files.error();
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    if (ec) return Error{fmt::format("cannot create {}: {}", out_dir.string(), ec.message())};
    auto sandbox = make_sandbox(options);
    if (!sandbox) return sandbox.error();
    const jvm::ToolRunner runner{options, *resolved, *sandbox};
    std::vector<fs::path> readable;
    for (const auto& entry : options.class_path) readable.push_back(fs::canonical(entry, ec));
    // A small program compiles faster on a JVM that does not optimise javac
    // itself, and that maps javac's classes from an archive (CDS) instead of
    // loading them: 0.4 s instead of 0.8 s for a one-class program.
    std::vector<std::string> javac = {resolved->javac.string(), runner.javac_heap_flag(), "-J-XX:TieredStopAtLevel=1",
                                      "-J-XX:+UseSerialGC"};
    if (!options.cache_dir.empty()) {
        auto archive = javac_class_archive(runner, options.cache_dir);
        if (archive) {
            javac.push_back("-J-XX:SharedArchiveFile=" + archive->string());
            readable.push_back(archive->parent_path());
        }
    }
    for (const std::string& arg : {std::string("-g"), std::string("-nowarn"), std::string("-proc:none"),
                                   std::string("-encoding"), std::string("UTF-8"), std::string("-d"),
                                   fs::canonical(out_dir, ec).string()})
        javac.push_back(arg);
    if (release != 0) {
        javac.push_back("--release");
        javac.push_back(std::to_string(release));
    }
    if (!options.class_path.empty()) {
        javac.push_back("-cp");
        javac.push_back(join_path_list(readable));
    }
    for (const auto& file : *files) javac.push_back(fs::canonical(file, ec).string());
    for (const auto& input : sources) readable.push_back(fs::canonical(input, ec));
    auto compiled = runner.run(javac, out_dir, {fs::canonical(out_dir, ec)}, readable);
    if (!compiled) return compiled.error();
    if (compiled->timed_out) return Error{fmt::format("javac did not finish within {} s", options.run_timeout.count()), ErrorKind::ToolFailed};
    if (compiled->exit_code != 0) return Error{fmt::format("javac failed:\n{}", tail(compiled->output)), ErrorKind::ToolFailed};
    return Ok{};
}

namespace {

// run_validation in options.work_dir, or in a temporary directory removed after.
Result<ValidationRun> run_in_work_dir(const std::vector<fs::path>& test_sources,
                                      const std::vector<std::string>& classes_under_test,
                                      const ValidatorOptions& options, std::vector<JavacError>* compile_errors) {
    if (options.work_dir.empty()) {
        auto dir = make_temp_dir(fs::temp_directory_path(), "symcrete-validate-");
        if (!dir) return dir.error();
        TempDir cleanup{*dir};
        return run_validation(test_sources, classes_under_test, options, fs::canonical(*dir), compile_errors);
    }
    std::error_code ec;
    fs::create_directories(options.work_dir, ec);
    if (ec) return Error{fmt::format("cannot create {}: {}", options.work_dir.string(), ec.message())};
    return run_validation(test_sources, classes_under_test, options, fs::canonical(options.work_dir, ec),
                          compile_errors);
}

}  // namespace

Result<ValidationReport> validate(const std::vector<fs::path>& test_sources, const std::string& class_under_test,
                                  const ValidatorOptions& options) {
    auto run = run_in_work_dir(test_sources, {class_under_test}, options, nullptr);
    if (!run) return run.error();
    ValidationReport report = std::move(run->report);
    report.coverage = std::move(run->coverages.front());
    report.coverage_unavailable = std::move(run->unmeasured.front());
    return report;
}

namespace {

// The tests (by index) whose methods hold these lines of their file: a
// test's lines run from its comment to the next test's.
std::optional<std::set<std::size_t>> tests_at_lines(const fs::path& file, const TestSuite& suite,
                                                    const std::set<std::size_t>& lines) {
    std::ifstream in(file);
    std::vector<std::string> text;
    for (std::string line; std::getline(in, line);) text.push_back(line);
    const std::vector<std::string> names = junit_test_names(suite);
    std::vector<std::size_t> starts;  // 1-based line of each test's "void name("
    for (const std::string& name : names) {
        // JUnit 4 tests are public methods (junit_writer.h).
        const std::string head = std::string(suite.junit4 ? "    public void " : "    void ") + name + "(";
        std::size_t found = 0;
        for (std::size_t i = 0; i < text.size() && found == 0; ++i)
            if (text[i].rfind(head, 0) == 0) found = i + 1;
        if (found == 0) return std::nullopt;
        starts.push_back(found);
    }
    std::set<std::size_t> tests;
    for (std::size_t line : lines) {
        std::optional<std::size_t> owner;
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const std::size_t end = i + 1 < starts.size() ? starts[i + 1] : text.size() + 1;
            // The body ends at the test's closing brace: "    }".
            std::size_t close = starts[i];
            while (close < end && close <= text.size() && text[close - 1] != "    }") ++close;
            if (line >= starts[i] && line <= close) owner = i;
        }
        if (!owner) return std::nullopt;  // an error outside every test: nothing to drop
        tests.insert(*owner);
    }
    return tests;
}

// Moves the tests at `indices` of `result.suite` to its removed tests, each
// with its outcome.
void remove_tests(SuiteValidation& result, const std::set<std::size_t>& indices,
                  const std::function<TestOutcome(std::size_t)>& outcome) {
    TestSuite kept = result.suite;  // all but its tests (its package, JUnit version, ...)
    kept.tests.clear();
    for (std::size_t i = 0; i < result.suite.tests.size(); ++i) {
        if (indices.count(i) == 0) {
            kept.tests.push_back(result.suite.tests[i]);
            continue;
        }
        result.removed.push_back(result.suite.tests[i]);
        result.removed_outcomes.push_back(outcome(i));
    }
    result.suite = std::move(kept);
}

// Drops the tests javac rejected (an overload or a generic inference the
// writer got wrong) from the suites whose files hold the error lines.
// False when some error is outside every test, or would leave a suite
// without tests: then it is not the tests' fault.
bool remove_uncompilable(std::vector<SuiteValidation>& results, const std::vector<std::size_t>& active,
                         const std::vector<fs::path>& files, const std::vector<JavacError>& errors) {
    std::map<std::size_t, std::set<std::size_t>> lines_by_suite;  // position in `active` -> lines
    for (const JavacError& error : errors) {
        std::error_code ec;
        const fs::path file = fs::weakly_canonical(error.file, ec);
        auto at = std::find(files.begin(), files.end(), file);
        if (at == files.end()) return false;
        lines_by_suite[static_cast<std::size_t>(at - files.begin())].insert(error.line);
    }
    std::map<std::size_t, std::set<std::size_t>> culprits;
    for (const auto& [position, lines] : lines_by_suite) {
        const SuiteValidation& result = results[active[position]];
        auto tests = tests_at_lines(files[position], result.suite, lines);
        if (!tests || tests->empty() || tests->size() >= result.suite.tests.size()) return false;
        culprits[position] = std::move(*tests);
    }
    for (const auto& [position, tests] : culprits) {
        SuiteValidation& result = results[active[position]];
        const std::string test_class =
            junit_class_name(result.suite.class_name, result.suite.reproducers, result.suite.test_package,
                             result.suite.part);
        const std::vector<std::string> names = junit_test_names(result.suite);
        remove_tests(result, tests,
                     [&](std::size_t i) { return TestOutcome{test_class, names[i], false, "javac could not compile it", false, true}; });
    }
    return !culprits.empty();
}

}  // namespace

namespace {

// Runs the coverage helper's `command` with `arguments` in the sandbox:
// `writable` is where it writes, `readable` what it reads besides the JDK
// and its own jars. A failure quotes its output after `what`.
Status run_coverage_helper(const ValidatorOptions& options, const std::string& command,
                           const std::vector<std::string>& arguments, const std::vector<fs::path>& writable,
                           std::vector<fs::path> readable, const std::string& what) {
    auto resolved = resolve_tools(options.tools, true);
    if (!resolved) return resolved.error();
    auto sandbox = make_sandbox(options);
    if (!sandbox) return sandbox.error();
    const jvm::ToolRunner runner{options, *resolved, *sandbox};
    auto work = make_temp_dir(fs::temp_directory_path(), "symcrete-coverage-");
    if (!work) return work.error();
    TempDir cleanup{*work};
    auto helpers = cached_helpers(runner, *work, options.measure_coverage);
    if (!helpers) return helpers.error();
    readable.insert(readable.end(), helpers->jacoco_jars.begin(), helpers->jacoco_jars.end());
    readable.push_back(helpers->dir);
    std::vector<std::string> argv = {resolved->java.string(), runner.heap_flag(), "-cp",
                                     join_path_list(helpers->tool_class_path()), std::string(jvm::kJacocoToolClass),
                                     command};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    auto ran = runner.run(argv, *work, writable, readable);
    if (!ran) return ran.error();
    if (ran->timed_out || ran->exit_code != 0) return Error{fmt::format("{}:\n{}", what, tail(ran->output)), ErrorKind::ToolFailed};
    return Ok{};
}

// Each class's own part of its coverage data, as <binary name>.exec in
// out_dir: later reports (HTML, a merge of shards) need nothing else.
Status extract_coverage_data(const std::vector<CoverageHtmlClass>& classes, const fs::path& out_dir,
                             const ValidatorOptions& options) {
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    if (ec) return Error{fmt::format("cannot create {}: {}", out_dir.string(), ec.message())};
    const fs::path out = fs::canonical(out_dir, ec);
    std::string names, execs;
    std::vector<fs::path> readable;
    for (const CoverageHtmlClass& cls : classes) {
        names += (names.empty() ? "" : ",") + cls.class_name;
        const fs::path data = fs::weakly_canonical(cls.coverage_data, ec);
        execs += (execs.empty() ? "" : ",") + data.string();
        readable.push_back(data);
    }
    return run_coverage_helper(options, "extract", {out.string(), names, execs}, {out}, readable,
                               "JaCoCo could not keep the coverage data");
}

}  // namespace

namespace {

// A run the caller ended (ToolOptions::cancel): no further round, no suite
// validated alone, nothing written.
bool cancelled(const ValidatorOptions& options) { return options.cancel != nullptr && options.cancel->load(); }

Error interrupted() { return Error{"interrupted", ErrorKind::ToolFailed}; }

}  // namespace

std::vector<Result<SuiteValidation>> write_and_validate_all(const std::vector<TestSuite>& suites,
                                                            const fs::path& out_dir, const ValidatorOptions& options,
                                                            bool remove_failing) {
    std::vector<Result<SuiteValidation>> outcomes;
    std::vector<SuiteValidation> results(suites.size());
    std::vector<std::optional<Error>> errors(suites.size());
    std::vector<std::size_t> active;  // the suites the next round runs
    for (std::size_t i = 0; i < suites.size(); ++i) {
        results[i].suite = suites[i];
        if (auto status = check_suite(suites[i]); !status)
            errors[i] = status.error();
        else
            active.push_back(i);
    }
    // One work directory for all rounds, so the helpers are built once. The
    // suites are written there and validated; only a suite that compiled
    // goes to out_dir, written afresh from the suite (the sandbox could
    // write in the work directory).
    ValidatorOptions round_options = options;
    std::optional<TempDir> cleanup;
    if (round_options.work_dir.empty()) {
        auto dir = make_temp_dir(fs::temp_directory_path(), "symcrete-validate-");
        if (!dir) {
            for (auto& error : errors) error = dir.error();
            active.clear();
        } else {
            cleanup.emplace(TempDir{*dir});
            round_options.work_dir = *dir;
        }
    }
    const fs::path staging = round_options.work_dir / "staging";
    // Rounds that remove failing tests: the file that stays passes (at most
    // three runs of a suite, in case a test fails only sometimes). A round
    // where the JVM died does not count: the test that ended it is removed
    // and those it kept from running run again. Only suites that lost a test
    // run again.
    std::vector<int> rounds_left(suites.size(), 3);
    int compile_rounds_left = 3;
    auto fail_all = [&](const std::vector<std::size_t>& which, const Error& error) {
        for (std::size_t i : which) errors[i] = error;
    };
    for (int round = 0; !active.empty(); ++round) {
        if (cancelled(options)) {
            fail_all(active, interrupted());
            break;
        }
        if (auto status = reset_dir(staging); !status) {
            fail_all(active, status.error());
            break;
        }
        std::vector<fs::path> files;
        std::vector<std::string> classes;
        std::optional<Error> write_error;
        for (std::size_t i : active) {
            auto written = write_junit_file(results[i].suite, staging);
            if (!written) {
                write_error = written.error();
                break;
            }
            std::error_code ec;
            files.push_back(fs::weakly_canonical(*written, ec));
            classes.push_back(results[i].suite.class_name);
        }
        if (write_error) {
            fail_all(active, *write_error);
            break;
        }
        std::vector<JavacError> javac;
        auto run = run_in_work_dir(files, classes, round_options, &javac);
        if (cancelled(options)) {  // what the killed tools left says nothing about the tests
            fail_all(active, interrupted());
            break;
        }
        // A test javac rejects goes whether or not failing ones do: it can
        // neither pass nor fail.
        if (!run && compile_rounds_left > 0 && !javac.empty() &&
            remove_uncompilable(results, active, files, javac)) {
            --compile_rounds_left;
            continue;
        }
        if (!run && active.size() > 1) {
            // One class's trouble (a test javac cannot compile, a class the
            // agent cannot instrument) must not cost the others their
            // validation: each runs alone.
            for (std::size_t i : active) {
                auto alone = write_and_validate_all({results[i].suite}, out_dir, options, remove_failing);
                if (!alone.front()) {
                    errors[i] = alone.front().error();
                    continue;
                }
                SuiteValidation& merged = *alone.front();
                merged.removed.insert(merged.removed.begin(), results[i].removed.begin(), results[i].removed.end());
                merged.removed_outcomes.insert(merged.removed_outcomes.begin(), results[i].removed_outcomes.begin(),
                                               results[i].removed_outcomes.end());
                results[i] = std::move(merged);
                results[i].source.clear();  // written below, with the others
            }
            break;
        }
        if (!run) {
            fail_all(active, run.error());
            break;
        }
        // This round's coverage data, kept for the suites it ran (a later
        // round of a suite replaces it).
        fs::path coverage_data;
        if (!options.coverage_data_dir.empty() && options.measure_coverage) {
            std::error_code ec;
            const fs::path rounds = round_options.work_dir / "coverage-rounds";
            fs::create_directories(rounds, ec);
            coverage_data = rounds / fmt::format("round{}.exec", round);
            fs::copy_file(round_options.work_dir / "run" / "jacoco.exec", coverage_data,
                          fs::copy_options::overwrite_existing, ec);
            if (ec) coverage_data.clear();
        }
        std::vector<std::size_t> next;
        for (std::size_t k = 0; k < active.size(); ++k) {
            SuiteValidation& result = results[active[k]];
            result.coverage_data = coverage_data;
            const std::string test_class =
                junit_class_name(result.suite.class_name, result.suite.reproducers, result.suite.test_package,
                             result.suite.part);
            result.report = ValidationReport{};
            result.report.output = run->report.output;
            result.report.sandboxed = run->report.sandboxed;
            for (const TestOutcome& test : run->report.tests)
                if (test.test_class == test_class) result.report.tests.push_back(test);
            result.report.coverage = run->coverages[k];
            result.report.coverage_unavailable = run->unmeasured[k];
            if (!remove_failing || --rounds_left[active[k]] == 0) continue;

            const std::vector<std::string> names = junit_test_names(result.suite);
            std::vector<std::size_t> failed;
            std::vector<std::size_t> not_run;
            std::vector<TestOutcome> outcomes_by_test;
            for (std::size_t i = 0; i < result.suite.tests.size(); ++i) {
                const TestOutcome* outcome = result.report.find(names[i]);
                outcomes_by_test.push_back(
                    outcome != nullptr ? *outcome
                                       : TestOutcome{test_class, names[i], false,
                                                     "not reported by JUnit (the test method was not run)"});
                if (outcome != nullptr && outcome->passed) continue;
                (outcome != nullptr && outcome->not_run ? not_run : failed).push_back(i);
            }
            if (failed.empty() && not_run.empty()) continue;
            if (failed.empty()) {
                failed = not_run;  // the JVM died before any of them ran: nothing left to try
                not_run.clear();
            } else if (!not_run.empty()) {
                ++rounds_left[active[k]];
            }
            remove_tests(result, std::set<std::size_t>(failed.begin(), failed.end()),
                         [&](std::size_t i) { return outcomes_by_test[i]; });
            next.push_back(active[k]);
        }
        active = std::move(next);
    }
    // Each class's part of the data of its final round, kept by class name.
    std::vector<CoverageHtmlClass> kept;
    for (std::size_t i = 0; i < suites.size(); ++i)
        if (!errors[i] && !results[i].coverage_data.empty())
            kept.push_back({results[i].suite.class_name, results[i].coverage_data});
    if (!kept.empty()) {
        const bool extracted = !cancelled(options) && extract_coverage_data(kept, options.coverage_data_dir, options).ok();
        for (std::size_t i = 0; i < suites.size(); ++i)
            if (!results[i].coverage_data.empty())
                results[i].coverage_data =
                    extracted ? coverage_data_file(options.coverage_data_dir, results[i].suite.class_name) : fs::path();
    }
    for (std::size_t i = 0; i < suites.size(); ++i) {
        if (errors[i]) {
            outcomes.emplace_back(*errors[i]);
            continue;
        }
        auto written = write_junit_file(results[i].suite, out_dir);
        if (!written) {
            outcomes.emplace_back(written.error());
            continue;
        }
        results[i].source = *written;
        outcomes.emplace_back(std::move(results[i]));
    }
    return outcomes;
}

Result<SuiteValidation> write_and_validate(const TestSuite& suite, const fs::path& out_dir,
                                           const ValidatorOptions& options, bool remove_failing) {
    return std::move(write_and_validate_all({suite}, out_dir, options, remove_failing).front());
}

fs::path coverage_data_file(const fs::path& dir, const std::string& class_name) {
    return dir / (classfile::internal_to_java_name(class_name) + ".exec");
}

Status write_coverage_html(const std::vector<CoverageHtmlClass>& classes, const std::vector<fs::path>& source_dirs,
                           const fs::path& out_dir, const ValidatorOptions& options) {
    if (classes.empty()) return Ok{};
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    if (ec) return Error{fmt::format("cannot create {}: {}", out_dir.string(), ec.message())};
    const fs::path out = fs::canonical(out_dir, ec);
    std::vector<fs::path> readable;
    std::string names, execs, sources;
    for (const CoverageHtmlClass& cls : classes) {
        names += (names.empty() ? "" : ",") + cls.class_name;
        const fs::path data = fs::weakly_canonical(cls.coverage_data, ec);
        execs += (execs.empty() ? "" : ",") + data.string();
        readable.push_back(data);
    }
    for (const fs::path& dir : source_dirs) {
        const fs::path real = fs::canonical(dir, ec);
        if (ec) return Error{fmt::format("source directory {} does not exist", dir.string())};
        if (real.string().find(':') != std::string::npos)
            return Error{fmt::format("source directory {} contains ':'", real.string())};
        sources += (sources.empty() ? "" : ":") + real.string();
        readable.push_back(real);
    }
    std::vector<std::string> arguments = {out.string(), sources.empty() ? "-" : sources, names, execs};
    for (const auto& entry : options.class_path) {
        const fs::path real = fs::canonical(entry, ec);
        if (ec) return Error{fmt::format("class path entry {} does not exist", entry.string())};
        arguments.push_back(real.string());
        readable.push_back(real);
    }
    return run_coverage_helper(options, "html", arguments, {out}, readable, "JaCoCo could not write the HTML report");
}

}  // namespace symcrete::testgen
