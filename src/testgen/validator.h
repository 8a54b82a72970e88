// Runs written JUnit 5 tests on the real JVM: compiles them with javac against
// the user's class path, runs them with the JUnit console launcher under the
// JaCoCo agent, and reads back which tests passed and how much of the class
// under test's branches they covered.
//
//   ValidatorOptions options;
//   options.class_path = {"build/classes"};
//   auto run = write_and_validate(suite, "src/test/java", options);
//   if (!run) { report run.error().message; }
//   else { run->report.coverage->branches.percent(); run->removed; ... }
//
// What it needs (Debian packages): a JDK (default-jdk-headless) for java and
// javac; junit5 for the console launcher; for coverage libjacoco-java, which
// brings libasm-java; bubblewrap for the sandbox. A missing one is an Error
// naming the package, checked before anything runs.
//
// Every javac and java process runs in a bubblewrap sandbox (sandbox.h): the
// host read-only except the work directory, no network, its own PID
// namespace, limits on CPU time, memory, processes and file size. A sandbox
// that cannot start is an Error saying how to fix it, unless unsafe_validate.
// The test JVM also runs with a SecurityManager that refuses System.exit and
// Runtime.halt (jvm_helpers.h), so such a test fails alone, and a listener
// that logs each test as it starts and ends, so a JVM that dies or is killed
// still gets every test reported, with the reason.
//
// JaCoCo is Debian's 0.8.6. Its agent jar proper is not
// /usr/share/java/org.jacoco.agent.jar (a wrapper without Premain-Class) but
// the jacocoagent.jar inside it (Premain-Class
// org.jacoco.agent.rt.internal_0000.PreMain), a self-contained agent whose
// shaded ASM reads class files up to version 61 (Java 17); it is extracted
// once with org.jacoco.agent.AgentJar.extractTo. (A manifest-only jar naming
// org.jacoco.agent.rt.internal.PreMain from org.jacoco.agent.rt.jar, with the
// core and ASM jars on its Class-Path, works too, but puts an unshaded ASM on
// the tests' class path.) Coverage is computed by a small Java helper (source
// in jacoco_tool.cpp, compiled once per cache directory) that runs
// org.jacoco.core's Analyzer on Debian's ASM 9.4. Java 17 class files work,
// records, switch expressions and lambdas included, except one thing: JaCoCo
// 0.8.6 visits classes with ASM8's API, so both the agent and the analyzer
// fail on the PermittedSubclasses attribute of a sealed class. For a sealed
// class under test the tests run against a copy of the class without that
// attribute (everything else byte-identical), which both can read; its
// coverage says `patched`. A class the agent still cannot instrument is an
// Error rather than silently zero coverage.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// Where the tools are; the defaults are Debian's locations.
struct JavaTools {
    std::string java = "java";    // a path, or a name looked up on PATH
    std::string javac = "javac";
    std::filesystem::path junit_console_jar = "/usr/share/java/junit-platform-console-standalone.jar";
    // For JUnit 4 tests (TestSuite::junit4), which the launcher's vintage
    // engine runs: JUnit 4 and the Hamcrest it needs (Debian package junit4).
    std::vector<std::filesystem::path> junit4_jars = {"/usr/share/java/junit4.jar", "/usr/share/java/hamcrest-core.jar"};
    std::filesystem::path jacoco_agent_jar = "/usr/share/java/org.jacoco.agent.jar";
    std::filesystem::path jacoco_core_jar = "/usr/share/java/org.jacoco.core.jar";
    std::filesystem::path jacoco_report_jar = "/usr/share/java/org.jacoco.report.jar";
    std::vector<std::filesystem::path> asm_jars = {
        "/usr/share/java/asm.jar", "/usr/share/java/asm-commons.jar", "/usr/share/java/asm-tree.jar"};
};

// Limits and tools of the sandbox every javac and java process runs in
// (src/testgen/sandbox.h says how it is built and what holds).
struct SandboxOptions {
    std::string bwrap = "bwrap";  // bubblewrap: a path, or a name looked up on PATH
    std::chrono::seconds cpu_time{900};               // RLIMIT_CPU of each process
    std::uint64_t memory_bytes = std::uint64_t{3} << 30;  // RLIMIT_DATA of each process
    std::uint64_t max_processes = 512;                // RLIMIT_NPROC: processes and threads inside
    std::uint64_t max_file_bytes = std::uint64_t{1} << 30;  // RLIMIT_FSIZE: the largest file written
    std::uint64_t tmp_bytes = std::uint64_t{256} << 20;     // size of the private /tmp
    // As root: the uid the tools run as. 0 picks one per Symcrete process
    // (1073741824 + pid % 65536), so concurrent runs do not share a process count.
    std::uint32_t uid = 0;
};

struct ValidatorOptions {
    JavaTools tools;
    SandboxOptions sandbox;
    // Run the tools without the sandbox: the tests can then read and change
    // the user's files, use the network and start processes. Without it a
    // sandbox that cannot start is an Error saying how to fix that.
    bool unsafe_validate = false;
    std::string jvm_max_heap = "1g";  // -Xmx of every JVM started (javac's too)
    // The user's compiled classes: directories and jars (no wildcards).
    std::vector<std::filesystem::path> class_path;
    // Compiled tests, JUnit reports and coverage data go to subdirectories of
    // this (replaced on each run). Empty: a temporary directory, removed after.
    std::filesystem::path work_dir;
    // The coverage helper is compiled into this once and reused by later runs
    // and other processes. Empty: inside the work directory, every run.
    std::filesystem::path cache_dir;
    bool measure_coverage = true;
    // When set, each class's own part of the coverage data of its suite's
    // final run is kept here (coverage_data_file; SuiteValidation::coverage_data),
    // for an HTML report or a merge of shards made later.
    std::filesystem::path coverage_data_dir;
    // java -ea for the test JVM: a program's `assert` statements run.
    bool enable_assertions = false;
    std::chrono::seconds test_timeout{10};  // each @Test, enforced by JUnit in a separate thread
    std::chrono::seconds run_timeout{600};  // each javac or java process as a whole
};

struct TestOutcome {
    std::string test_class;  // binary name, e.g. "com.example.CalcSymcreteTest"
    std::string name;        // the test method, e.g. "abs_returns5_forMinus5"
    bool passed = false;
    // Why not: "org.opentest4j.AssertionFailedError: expected: <6> but was: <5>",
    // "java.util.concurrent.TimeoutException: ... timed out after 10 seconds", "skipped",
    // "the test JVM died while this test ran: exit code 134 (signal 6: Aborted)".
    std::string message;
    // The JVM died (or was killed at the time limit) before this test
    // started; write_and_validate runs it again without the test that ended it.
    bool not_run = false;
};

struct Counter {
    std::uint32_t covered = 0;
    std::uint32_t total = 0;
    double percent() const;  // 100 when there is nothing to cover
    friend bool operator==(const Counter&, const Counter&) = default;
};

// A source line where the tests took some of the branches but not all.
struct MissedBranches {
    int line = 0;
    Counter branches;  // of this line
    friend bool operator==(const MissedBranches&, const MissedBranches&) = default;
};

struct MethodCoverage {
    std::string name;
    std::string descriptor;
    int first_line = -1;  // -1 without debug information
    Counter branches;
    Counter lines;
    Counter instructions;
    std::vector<MissedBranches> missed;  // by line; empty without debug information
};

// JaCoCo's counters for the class under test (its own methods, including the
// bodies of its lambdas; not its nested classes).
struct ClassCoverage {
    std::string class_name;  // internal name
    bool executed = false;   // the tests loaded the class at all
    bool patched = false;    // measured on a copy without PermittedSubclasses (see above)
    Counter branches;
    Counter lines;
    Counter instructions;
    Counter methods;
    std::vector<MethodCoverage> method_details;  // in class-file order
};

struct ValidationReport {
    std::vector<TestOutcome> tests;          // sorted by test class, then name
    std::optional<ClassCoverage> coverage;   // when measure_coverage
    std::string output;                      // the JUnit launcher's console output
    bool sandboxed = false;                  // the tools ran in the sandbox (not unsafe_validate)

    std::size_t passed() const;
    std::size_t failed() const;
    std::vector<std::string> failing_tests() const;  // their names
    const TestOutcome* find(std::string_view name) const;
};

// Checks that java, javac and the JUnit launcher (and for coverage the JaCoCo
// and ASM jars) are there. The error names what is missing and the Debian
// package that provides it.
Status check_java_tools(const JavaTools& tools, bool need_coverage);

// Compiles the test sources (.java files, or directories searched for them)
// and runs every test class they declare; measures coverage of
// `class_under_test` (internal name; unused without measure_coverage). Failing tests are results; an
// Error means the run itself failed: a missing tool, a compile error (quoting
// javac), a crashed or timed-out JVM, unreadable reports.
Result<ValidationReport> validate(const std::vector<std::filesystem::path>& test_sources,
                                  const std::string& class_under_test, const ValidatorOptions& options);

// Compiles a program's Java sources (.java files, or directories searched
// for them) into `out_dir` with javac -g, in the sandbox, against
// options.class_path; `release` (e.g. 8) as javac's --release, 0 for the
// JDK's own. With options.cache_dir, javac's classes are mapped from an
// archive made there once (CDS), which halves a small program's compile
// time. An Error quotes javac.
Status compile_program(const std::vector<std::filesystem::path>& sources, const std::filesystem::path& out_dir,
                       const ValidatorOptions& options, int release = 0);

struct SuiteValidation {
    TestSuite suite;                   // as finally written (without the removed tests)
    std::filesystem::path source;      // the written test file
    ValidationReport report;           // of the final run
    std::vector<TestCase> removed;     // tests taken out because they failed
    std::vector<TestOutcome> removed_outcomes;  // why, one per removed test
    // The class's coverage data of the final run (with
    // ValidatorOptions::coverage_data_dir), empty when it could not be kept.
    std::filesystem::path coverage_data;
};

// Writes the suite with write_junit_file into the work directory, validates
// it, and only then writes it into out_dir (afresh from the suite, replacing
// an existing file): a suite that does not compile is an Error quoting javac
// and leaves out_dir as it was. With remove_failing, tests that fail (or that
// JUnit does not report) are taken out and the rest is run again, so the file
// that stays passes and the coverage is that of the passing tests (at most
// three rounds, in case a test fails only sometimes). When the JVM dies or is
// killed, the test that was running is taken out and those it kept from
// running (not_run) are run again; such rounds do not count.
Result<SuiteValidation> write_and_validate(const TestSuite& suite, const std::filesystem::path& out_dir,
                                           const ValidatorOptions& options, bool remove_failing = true);

// write_and_validate for several suites at once: each round runs one javac,
// one JUnit run and one coverage analysis for all of them (a round after
// the first only for the suites that lost a test), which costs about what
// one suite alone does. When a round cannot run at all (a class the agent
// cannot instrument, a compile error outside every test), each suite is
// validated alone, so the trouble stays with its class. One result per
// suite, in order; each report holds its own tests and class's coverage.
std::vector<Result<SuiteValidation>> write_and_validate_all(const std::vector<TestSuite>& suites,
                                                            const std::filesystem::path& out_dir,
                                                            const ValidatorOptions& options,
                                                            bool remove_failing = true);

// Where the coverage data of a class is kept in a coverage data directory
// (ValidatorOptions::coverage_data_dir): <binary name>.exec, only its own.
std::filesystem::path coverage_data_file(const std::filesystem::path& dir, const std::string& class_name);

// One class of an HTML coverage report, with the coverage data of its run.
struct CoverageHtmlClass {
    std::string class_name;  // internal name
    std::filesystem::path coverage_data;
};

// Writes JaCoCo's HTML report of these classes into out_dir (index.html,
// a page per package and class, and with `source_dirs` each source file
// with its covered lines marked). The classes are read from
// options.class_path.
Status write_coverage_html(const std::vector<CoverageHtmlClass>& classes,
                           const std::vector<std::filesystem::path>& source_dirs,
                           const std::filesystem::path& out_dir, const ValidatorOptions& options);

// Parses a JUnit legacy XML report (TEST-*.xml) with libxml2: one outcome
// per <testcase>, failed when it has a <failure>, <error> or <skipped>
// child. Malformed XML is an Error with libxml2's message and line.
Result<std::vector<TestOutcome>> parse_junit_xml_report(std::string_view xml);

}  // namespace symcrete::testgen
