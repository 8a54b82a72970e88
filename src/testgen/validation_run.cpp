// One run of the JVM's tools over a round's test sources
// (validation_run.h): javac compiles the tests in the sandbox, the coverage
// helper says which classes JaCoCo can read (and copies a sealed class
// without the attribute it cannot), the JUnit launcher runs the tests under
// the JaCoCo agent with the exit guard and the event listener, and the
// helper analyses the coverage data. Outcomes come from JUnit's XML reports,
// or from the event log when the JVM died.
#include "validation_run.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>  // strtol
#include <map>
#include <set>
#include <sstream>
#include <system_error>
#include <tuple>

#include "classfile/descriptor.h"
#include "jvm/jacoco_tool.h"
#include "jvm/jdk_choice.h"
#include "jvm/jvm_helpers.h"
#include "jvm/sandbox.h"
#include "jvm/subprocess.h"
#include "jvm/test_events.h"
#include "jvm/work_files.h"

namespace symcrete::testgen::detail {

namespace fs = std::filesystem;
using jvm::cached_helpers;
using jvm::includes_pattern;
using jvm::java_feature_version;
using jvm::JavacError;
using jvm::javac_errors;
using jvm::join_path_list;
using jvm::make_sandbox;
using jvm::parse_coverage;
using jvm::parse_junit_xml_report;
using jvm::parse_test_events;
using jvm::read_file;
using jvm::reset_dir;
using jvm::resolve_tools;
using jvm::tail;
using jvm::TestEvents;

namespace {

// The error a javac that rejects the tests gives.
constexpr const char* kJavacFailed = "javac failed to compile the tests";

// What the coverage helper's `prepare` said: the sealed classes it copied
// without PermittedSubclasses, and the classes JaCoCo cannot read, each
// with why (for the user, who then gets their tests run without coverage).
struct PreparedCoverage {
    std::set<std::string> patched;
    std::map<std::string, std::string> unreadable;
};

PreparedCoverage read_prepared(const std::string& output) {
    PreparedCoverage prepared;
    // Line-wise: the JVM may print notes of its own (JAVA_TOOL_OPTIONS).
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("patched\t", 0) == 0) {
            prepared.patched.insert(line.substr(8));
            continue;
        }
        if (line.rfind("unreadable\t", 0) != 0) continue;
        // unreadable <class> <JaCoCo's version> <major version> <why>
        std::vector<std::string> fields;
        std::istringstream parts(line.substr(11));
        for (std::string field; std::getline(parts, field, '\t');) fields.push_back(field);
        if (fields.size() < 4) continue;
        const int major = static_cast<int>(std::strtol(fields[2].c_str(), nullptr, 10));
        prepared.unreadable[fields[0]] =
            fields[3].find("major version") != std::string::npos
                ? fmt::format("JaCoCo {} cannot instrument Java {} class files (version {})", fields[1],
                              jvm::java_release(major), major)
                : fmt::format("JaCoCo {} cannot instrument it: {}", fields[1], fields[3]);
    }
    return prepared;
}

}  // namespace

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


Result<ValidationRun> run_validation(const std::vector<fs::path>& test_sources,
                                     const std::vector<std::string>& classes_under_test,
                                     const ValidatorOptions& options, const fs::path& work_dir,
                                     std::vector<JavacError>* compile_errors) {
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
    // Classes compiled with preview features load only into a javac (and a
    // JVM) of their own release that enables them.
    const int feature = java_feature_version(resolved->java);
    if (options.enable_preview) {
        for (const std::string& arg : {std::string("--enable-preview"), std::string("--release"), std::to_string(feature)})
            javac.push_back(arg);
    }
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

    // Coverage set-up: which classes JaCoCo can read, and a copy of a sealed
    // class the agent can read.
    ValidationRun run;
    run.coverages.resize(classes_under_test.size());
    run.unmeasured.resize(classes_under_test.size());
    std::vector<std::string> measured;  // the classes whose coverage is measured
    std::set<std::string> patched;
    std::vector<fs::path> run_cp = {classes_dir};
    if (options.measure_coverage && !classes_under_test.empty()) {
        if (helpers->agent_jar.string().find('=') != std::string::npos) {
            return Error{fmt::format("the agent path {} contains '=', which -javaagent cannot take",
                                     helpers->agent_jar.string()), ErrorKind::ToolFailed};
        }
        std::vector<std::string> prepare = {resolved->java.string(), runner.heap_flag(), "-cp",
                                            join_path_list(helpers->tool_class_path()),
                                            std::string(jvm::kJacocoToolClass), "prepare", class_list,
                                            patched_dir.string(), helpers->agent_jar.string()};
        for (const auto& entry : user_cp) prepare.push_back(entry.string());
        auto result = runner.run(prepare, work_dir, {patched_dir}, readable);
        if (!result) return result.error();
        if (result->exit_code != 0) {
            return Error{fmt::format("cannot measure coverage of {}:\n{}", class_names, tail(result->output)), ErrorKind::ToolFailed};
        }
        const PreparedCoverage prepared = read_prepared(result->output);
        patched = prepared.patched;
        for (std::size_t i = 0; i < classes_under_test.size(); ++i) {
            auto unreadable = prepared.unreadable.find(classes_under_test[i]);
            if (unreadable == prepared.unreadable.end())
                measured.push_back(classes_under_test[i]);
            else
                run.unmeasured[i] = unreadable->second;
        }
        if (!patched.empty()) run_cp.push_back(patched_dir);
    }
    const bool coverage = !measured.empty();
    run_cp.insert(run_cp.end(), user_cp.begin(), user_cp.end());
    run_cp.insert(run_cp.end(), junit4.begin(), junit4.end());

    // Run them, from run_dir: relative paths in the agent options keep ','
    // and '=' in the work directory's path out of the option syntax. The
    // launcher runs from the system class path (not -jar) so the exit guard
    // and the event listener are there too.
    std::vector<std::string> java = {resolved->java.string(), runner.heap_flag()};
    if (coverage) {
        java.push_back(fmt::format("-javaagent:{}=destfile=jacoco.exec,append=false,includes={}",
                                   helpers->agent_jar.string(), includes_pattern(measured)));
    }
    if (options.enable_preview) java.push_back("--enable-preview");
    if (options.enable_assertions) java.push_back("-ea");
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
        for (const std::string& class_under_test : measured) {
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
                                            fmt::format("{}", fmt::join(measured, ","))};
        if (!patched.empty()) analyze.push_back(patched_dir.string());
        for (const auto& entry : user_cp) analyze.push_back(entry.string());
        readable.push_back(exec_file);
        auto analyzed = runner.run(analyze, work_dir, {}, readable);
        if (!analyzed) return analyzed.error();
        if (analyzed->exit_code != 0) {
            return Error{fmt::format("JaCoCo could not analyze {}:\n{}", class_names, tail(analyzed->output)), ErrorKind::ToolFailed};
        }
        auto coverages = parse_coverage(analyzed->output, measured, patched);
        if (!coverages) return coverages.error();
        for (std::size_t i = 0, next = 0; i < classes_under_test.size(); ++i)
            if (run.unmeasured[i].empty()) run.coverages[i] = std::move((*coverages)[next++]);
    }
    return run;
}

}  // namespace symcrete::testgen::detail
