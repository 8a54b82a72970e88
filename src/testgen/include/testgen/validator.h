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
// org.jacoco.agent.rt.internal_0000.PreMain), a self-contained agent with
// its own shaded ASM; it is extracted once with
// org.jacoco.agent.AgentJar.extractTo. (A manifest-only jar naming
// org.jacoco.agent.rt.internal.PreMain from org.jacoco.agent.rt.jar, with the
// core and ASM jars on its Class-Path, works too, but puts an unshaded ASM on
// the tests' class path.) Coverage is computed by a small Java helper (source
// in jacoco_tool.cpp, compiled once per cache directory) that runs
// org.jacoco.core's Analyzer on Debian's ASM 9.4. Measured on this build:
// the agent instruments class files up to version 63 (Java 19), the
// analyzer reads up to 64 (Java 20). Before the tests run, the helper tries
// both on each class under test; a class either cannot read is run without
// coverage, and ValidationReport::coverage_unavailable says why (JaCoCo
// 0.8.6 cannot instrument Java 21 class files), rather than the run failing.
// Java 17 class files work, records, switch expressions and lambdas
// included, except one thing: JaCoCo 0.8.6 visits classes with ASM8's API,
// so both the agent and the analyzer fail on the PermittedSubclasses
// attribute of a sealed class. For a sealed class under test the tests run
// against a copy of the class without that attribute (everything else
// byte-identical), which both can read; its coverage says `patched`. A class
// the agent still fails on while the tests run is an Error rather than
// silently zero coverage.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jvm/coverage.h"
#include "jvm/java_tools.h"
#include "jvm/junit_xml.h"
#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// The JVM tools' vocabulary, used throughout validation reports and options.
using jvm::JavaTools;
using jvm::SandboxOptions;
using jvm::TestOutcome;
using jvm::Counter;
using jvm::MissedBranches;
using jvm::MethodCoverage;
using jvm::ClassCoverage;

// The tools and their limits (jvm::ToolOptions: tools, sandbox,
// unsafe_validate, jvm_max_heap, cache_dir, run_timeout), and what a
// validation run adds.
struct ValidatorOptions : jvm::ToolOptions {
    // The user's compiled classes: directories and jars (no wildcards).
    std::vector<std::filesystem::path> class_path;
    // Compiled tests, JUnit reports and coverage data go to subdirectories of
    // this (replaced on each run). Empty: a temporary directory, removed after.
    std::filesystem::path work_dir;
    bool measure_coverage = true;
    // When set, each class's own part of the coverage data of its suite's
    // final run is kept here (coverage_data_file; SuiteValidation::coverage_data),
    // for an HTML report or a merge of shards made later.
    std::filesystem::path coverage_data_dir;
    // java -ea for the test JVM: a program's `assert` statements run.
    bool enable_assertions = false;
    // The classes under test use preview features (class files of minor
    // version 0xFFFF, jvm/jdk_choice.h): javac compiles the tests with
    // --enable-preview --release <the JDK's version>, and the test JVM runs
    // with --enable-preview. Only the JDK of the classes' own release can.
    bool enable_preview = false;
    std::chrono::seconds test_timeout{10};  // each @Test, enforced by JUnit in a separate thread
};

struct ValidationReport {
    std::vector<TestOutcome> tests;          // sorted by test class, then name
    std::optional<ClassCoverage> coverage;   // when measure_coverage and JaCoCo can read the class
    // With measure_coverage, why the class's coverage was not measured
    // ("JaCoCo 0.8.6 cannot instrument Java 21 class files (version 65)");
    // empty when it was. The tests ran all the same.
    std::string coverage_unavailable;
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
// and leaves out_dir as it was, unless the errors are in tests: those are
// taken out (and listed in `removed`) and the rest compiled again. With
// remove_failing, tests that fail (or that JUnit does not report) are taken
// out and the rest is run again, so the file that stays passes and the
// coverage is that of the passing tests (at most
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

}  // namespace symcrete::testgen
