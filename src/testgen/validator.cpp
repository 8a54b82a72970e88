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

namespace symcrete::testgen {
namespace {

namespace fs = std::filesystem;
using jvm::cached_helpers;
using jvm::includes_pattern;
using jvm::java_feature_version;
using jvm::javac_class_archive;
using jvm::JavacError;
using jvm::javac_errors;
using jvm::join_path_list;
using jvm::make_sandbox;
using jvm::make_temp_dir;
using jvm::parse_coverage;
using jvm::parse_junit_xml_report;
using jvm::parse_test_events;
using jvm::ProcessResult;
using jvm::read_file;
using jvm::reset_dir;
using jvm::resolve_tools;
using jvm::tail;
using jvm::TempDir;
using jvm::TestEvents;
using jvm::write_file;

// The error a javac that rejects the tests gives (write_and_validate looks
// for it to tell a compile error from other failures).
constexpr const char* kJavacFailed = "javac failed to compile the tests";

Result<std::vector<fs::path>> collect_sources(const std::vector<fs::path>& inputs) {
    std::vector<fs::path> sources;
    for (const auto& input : inputs) {
        std::error_code ec;
        if (fs::is_directory(input, ec)) {
            for (auto it = fs::recursive_directory_iterator(input, ec); !ec && it != fs::recursive_directory_iterator();
                 it.increment(ec)) {
                if (it->path().extension() == ".java" && it->is_regular_file(ec)) {
                    sources.push_back(fs::absolute(it->path(), ec));
                }
            }
            if (ec) return Error{fmt::format("cannot list {}: {}", input.string(), ec.message())};
        } else if (fs::is_regular_file(input, ec)) {
            sources.push_back(fs::absolute(input, ec));
        } else {
            return Error{fmt::format("test source {} does not exist", input.string())};
        }
    }
    std::sort(sources.begin(), sources.end());
    sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
    if (sources.empty()) return Error{"no .java test sources to validate"};
    return sources;
}

// ---------------------------------------------------------------------------
// A run

// What one run of the tools found: every test's outcome (report.coverage
// unset) and the coverage of each class under test, in their order.
struct ValidationRun {
    ValidationReport report;
    std::vector<ClassCoverage> coverages;
};

// One javac, one JUnit run and, for coverage, one analysis for all the
// classes under test. A compile failure is an Error quoting javac, with its
// error lines in `compile_errors` when given.
Result<ValidationRun> run_validation(const std::vector<fs::path>& test_sources,
                                     const std::vector<std::string>& classes_under_test,
                                     const ValidatorOptions& options, const fs::path& work_dir,
                                     std::vector<JavacError>* compile_errors = nullptr) {
    std::string class_list;  // ','-separated, for the coverage helper
    std::string class_names;  // for messages
    for (const std::string& name : classes_under_test) {
        class_list += (class_list.empty() ? "" : ",") + name;
        class_names += (class_names.empty() ? "" : ", ") + classfile::internal_to_java_name(name);
    }
    auto resolved = resolve_tools(options.tools, options.measure_coverage);
    if (!resolved) return resolved.error();
    auto sources = collect_sources(test_sources);
    if (!sources) return sources.error();

    // Real paths throughout: the sandbox binds those.
    std::vector<fs::path> user_cp;
    for (const auto& entry : options.class_path) {
        std::error_code ec;
        fs::path real = fs::canonical(entry, ec);
        if (ec) return Error{fmt::format("class path entry {} does not exist", entry.string())};
        user_cp.push_back(real);
    }
    for (auto& source : *sources) {
        std::error_code ec;
        fs::path real = fs::canonical(source, ec);
        if (!ec) source = real;
    }
    std::vector<fs::path> all_paths = user_cp;
    all_paths.push_back(work_dir);
    for (const auto& path : all_paths) {
        if (path.string().find(':') != std::string::npos) {
            return Error{fmt::format("path {} contains ':', which a Java class path cannot hold", path.string())};
        }
    }

    auto sandbox = make_sandbox(options);
    if (!sandbox) return sandbox.error();
    const jvm::ToolRunner runner{options, *resolved, *sandbox};

    const fs::path classes_dir = work_dir / "test-classes";
    const fs::path reports_dir = work_dir / "reports";
    const fs::path patched_dir = work_dir / "patched";
    const fs::path no_sources_dir = work_dir / "no-sources";
    const fs::path run_dir = work_dir / "run";  // the test JVM's working directory
    const fs::path exec_file = run_dir / "jacoco.exec";
    const fs::path events_file = run_dir / "events.log";
    for (const auto& dir : {classes_dir, reports_dir, patched_dir, no_sources_dir, run_dir}) {
        if (auto status = reset_dir(dir); !status) return status.error();
    }
    std::error_code ec;
    auto helpers = cached_helpers(runner, work_dir, options.measure_coverage);
    if (!helpers) return helpers.error();

    // What the tools read besides the JDK: the user's classes, the tests, the jars.
    std::vector<fs::path> readable = user_cp;
    readable.insert(readable.end(), sources->begin(), sources->end());
    readable.push_back(options.tools.junit_console_jar);
    // JUnit 4 tests compile and run against JUnit 4 (when it is there).
    std::vector<fs::path> junit4;
    for (const fs::path& jar : options.tools.junit4_jars) {
        std::error_code missing;
        if (fs::is_regular_file(jar, missing)) junit4.push_back(jar);
    }
    readable.insert(readable.end(), junit4.begin(), junit4.end());
    readable.push_back(helpers->dir);
    readable.insert(readable.end(), helpers->jacoco_jars.begin(), helpers->jacoco_jars.end());

    // Compile the tests.
    std::vector<fs::path> compile_cp = user_cp;
    compile_cp.push_back(options.tools.junit_console_jar);
    compile_cp.insert(compile_cp.end(), junit4.begin(), junit4.end());
    std::vector<std::string> javac = {resolved->javac.string(), runner.javac_heap_flag(), "-encoding", "UTF-8",
                                      "-nowarn", "-proc:none", "-implicit:none", "-sourcepath",
                                      no_sources_dir.string(), "-d", classes_dir.string(), "-cp",
                                      join_path_list(compile_cp)};
    for (const auto& source : *sources) javac.push_back(source.string());
    auto compiled = runner.run(javac, work_dir, {classes_dir}, readable);
    if (!compiled) return compiled.error();
    if (compiled->timed_out) return Error{fmt::format("javac did not finish within {} s", options.run_timeout.count()), ErrorKind::ToolFailed};
    if (compiled->exit_code != 0) {
        // The lines javac reports errors on go to the caller, so it can drop
        // the tests that hold them (write_and_validate).
        if (compile_errors != nullptr) *compile_errors = javac_errors(compiled->output);
        return Error{fmt::format("{}:\n{}", kJavacFailed, tail(compiled->output)), ErrorKind::ToolFailed};
    }

    // Coverage set-up: a copy of a sealed class the agent can read.
    const bool coverage = options.measure_coverage && !classes_under_test.empty();
    std::set<std::string> patched;
    std::vector<fs::path> run_cp = {classes_dir};
    if (coverage) {
        std::vector<std::string> prepare = {resolved->java.string(), runner.heap_flag(), "-cp",
                                            join_path_list(helpers->tool_class_path()),
                                            std::string(jvm::kJacocoToolClass), "prepare", class_list,
                                            patched_dir.string()};
        for (const auto& entry : user_cp) prepare.push_back(entry.string());
        auto result = runner.run(prepare, work_dir, {patched_dir}, readable);
        if (!result) return result.error();
        if (result->exit_code != 0) {
            return Error{fmt::format("cannot measure coverage of {}:\n{}", class_names, tail(result->output)), ErrorKind::ToolFailed};
        }
        // Line-wise: the JVM may print notes of its own (JAVA_TOOL_OPTIONS).
        std::istringstream lines(result->output);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind("patched\t", 0) == 0) patched.insert(line.substr(8));
        if (!patched.empty()) run_cp.push_back(patched_dir);
        if (helpers->agent_jar.string().find('=') != std::string::npos) {
            return Error{fmt::format("the agent path {} contains '=', which -javaagent cannot take",
                                     helpers->agent_jar.string()), ErrorKind::ToolFailed};
        }
    }
    run_cp.insert(run_cp.end(), user_cp.begin(), user_cp.end());
    run_cp.insert(run_cp.end(), junit4.begin(), junit4.end());

    // Run them, from run_dir: relative paths in the agent options keep ','
    // and '=' in the work directory's path out of the option syntax. The
    // launcher runs from the system class path (not -jar) so the exit guard
    // and the event listener are there too.
    std::vector<std::string> java = {resolved->java.string(), runner.heap_flag()};
    if (coverage) {
        java.push_back(fmt::format("-javaagent:{}=destfile=jacoco.exec,append=false,includes={}",
                                   helpers->agent_jar.string(), includes_pattern(classes_under_test)));
    }
    if (options.enable_assertions) java.push_back("-ea");
    const int feature = java_feature_version(resolved->java);
    if (feature == 0 || feature < 24) {  // JDK 24 removed the SecurityManager
        java.push_back(fmt::format("-Djava.security.manager={}", jvm::kExitGuardClass));
    }
    for (const std::string& arg :
         {std::string("-Dsymcrete.events=events.log"), std::string("-cp"),
          join_path_list({options.tools.junit_console_jar, helpers->dir}),
          std::string("org.junit.platform.console.ConsoleLauncher"), std::string("--class-path"),
          join_path_list(run_cp), std::string("--scan-class-path"), classes_dir.string(),
          std::string("--include-classname"), std::string(".*"), std::string("--reports-dir"), reports_dir.string(),
          std::string("--disable-banner"), std::string("--disable-ansi-colors"), std::string("--details=none"),
          fmt::format("--config=junit.jupiter.execution.timeout.default={}s", options.test_timeout.count()),
          std::string("--config=junit.jupiter.execution.timeout.thread.mode.default=SEPARATE_THREAD")}) {
        java.push_back(arg);
    }
    readable.push_back(classes_dir);
    readable.push_back(patched_dir);
    auto ran = runner.run(java, run_dir, {run_dir, reports_dir}, readable);
    if (!ran) return ran.error();

    ValidationRun run;
    ValidationReport& report = run.report;
    report.output = ran->output;
    report.sandboxed = sandbox->enabled();
    bool any_report = false;
    std::vector<fs::path> report_files;
    for (auto it = fs::directory_iterator(reports_dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        auto name = it->path().filename().string();
        if (name.starts_with("TEST-") && name.ends_with(".xml") && it->is_regular_file(ec)) {
            report_files.push_back(it->path());
        }
    }
    std::sort(report_files.begin(), report_files.end());
    for (const auto& file : report_files) {
        bool ok = false;
        std::string xml = read_file(file, ok);
        if (!ok) return Error{"cannot read " + file.string(), ErrorKind::ToolFailed};
        auto outcomes = parse_junit_xml_report(xml);
        if (!outcomes) return Error{fmt::format("{}: {}", file.string(), outcomes.error().message), ErrorKind::ToolFailed};
        any_report = true;
        report.tests.insert(report.tests.end(), outcomes->begin(), outcomes->end());
    }

    // A JVM that died or was killed writes no XML report: the event log says
    // which tests finished, which one was running, and which never started.
    bool ok = false;
    const TestEvents events = parse_test_events(read_file(events_file, ok));
    const std::string end = jvm::describe_end(*ran, report.sandboxed, options.run_timeout);
    // The launcher exits with 0 or 1 (tests failed); anything else, or a
    // planned test without an XML outcome, means the JVM did not finish.
    bool died = ran->timed_out || (ran->exit_code != 0 && ran->exit_code != 1);
    std::set<TestEvents::Key> reported;
    for (const auto& test : report.tests) reported.insert({test.test_class, test.name});
    for (const auto& key : events.planned) {
        if (reported.count(key) != 0) continue;
        died = true;
        if (auto it = events.finished.find(key); it != events.finished.end()) {
            report.tests.push_back(it->second);
        } else if (events.started.count(key) != 0) {
            report.tests.push_back(TestOutcome{key.first, key.second, false,
                                               fmt::format("the test JVM died while this test ran ({})", end)});
        } else {
            std::string culprit = events.last_started && events.finished.count(*events.last_started) == 0
                                      ? fmt::format(" while {}.{} ran", events.last_started->first,
                                                    events.last_started->second)
                                      : "";
            report.tests.push_back(TestOutcome{key.first, key.second, false,
                                               fmt::format("not run: the test JVM died ({}){}", end, culprit), true});
        }
    }
    if (!any_report && events.planned.empty()) {
        return Error{fmt::format("the JUnit launcher wrote no report ({}):\n{}", end, tail(ran->output)), ErrorKind::ToolFailed};
    }
    std::sort(report.tests.begin(), report.tests.end(), [](const TestOutcome& a, const TestOutcome& b) {
        return std::tie(a.test_class, a.name) < std::tie(b.test_class, b.name);
    });

    if (coverage) {
        // The agent logs a class it cannot instrument and lets it run as it is,
        // which would look like a class the tests never reached.
        for (const std::string& class_under_test : classes_under_test) {
            const std::string marker = "Error while instrumenting " + class_under_test + "\n";
            if (auto at = (ran->output + "\n").find(marker); at != std::string::npos) {
                auto line_start = ran->output.rfind('\n', at);
                line_start = line_start == std::string::npos ? 0 : line_start + 1;
                return Error{fmt::format("the JaCoCo agent could not instrument {}:\n{}",
                                         classfile::internal_to_java_name(class_under_test),
                                         tail(std::string_view(ran->output).substr(line_start), 3000)), ErrorKind::ToolFailed};
            }
        }
        // A JVM that did not shut down wrote no (or partial) coverage data.
        if (died) return run;
        if (!fs::is_regular_file(exec_file, ec)) {
            return Error{fmt::format("the JaCoCo agent wrote no coverage data:\n{}", tail(ran->output)), ErrorKind::ToolFailed};
        }
        std::vector<std::string> analyze = {resolved->java.string(), runner.heap_flag(), "-cp",
                                            join_path_list(helpers->tool_class_path()),
                                            std::string(jvm::kJacocoToolClass), "analyze", exec_file.string(),
                                            class_list};
        if (!patched.empty()) analyze.push_back(patched_dir.string());
        for (const auto& entry : user_cp) analyze.push_back(entry.string());
        readable.push_back(exec_file);
        auto analyzed = runner.run(analyze, work_dir, {}, readable);
        if (!analyzed) return analyzed.error();
        if (analyzed->exit_code != 0) {
            return Error{fmt::format("JaCoCo could not analyze {}:\n{}", class_names, tail(analyzed->output)), ErrorKind::ToolFailed};
        }
        auto coverages = parse_coverage(analyzed->output, classes_under_test, patched);
        if (!coverages) return coverages.error();
        run.coverages = std::move(coverages).value();
    }
    return run;
}

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
    if (!run->coverages.empty()) report.coverage = std::move(run->coverages.front());
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
            junit_class_name(result.suite.class_name, result.suite.reproducers, result.suite.test_package);
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
                junit_class_name(result.suite.class_name, result.suite.reproducers, result.suite.test_package);
            result.report = ValidationReport{};
            result.report.output = run->report.output;
            result.report.sandboxed = run->report.sandboxed;
            for (const TestOutcome& test : run->report.tests)
                if (test.test_class == test_class) result.report.tests.push_back(test);
            if (k < run->coverages.size()) result.report.coverage = run->coverages[k];
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
