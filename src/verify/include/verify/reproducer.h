// A JUnit 5 reproducer for a violation found by verify_program: a Verifier
// of its own (org.sosy_lab.sv_benchmarks.Verifier, ahead of the program's
// on the class path) that returns the witness's values in call order, and
// a test that runs Main.main(new String[0]) under it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/result.h"
#include "testgen/validator.h"
#include "verify/program_verifier.h"

namespace symcrete::verify {

struct Reproducer {
    std::filesystem::path verifier;  // <out>/org/sosy_lab/sv_benchmarks/Verifier.java
    std::filesystem::path test;      // <out>/<Main>ReproducerTest.java
    std::string test_class;          // its binary name
};

// A nondet value as a Java expression of its type: 5, -3L, "ab", 'x'.
std::string java_expression(const engine::NondetValue& value);

// The replaying Verifier's source.
std::string replaying_verifier_source(const std::vector<engine::NondetValue>& inputs);
// The test's source: main_class is a binary name in the default package or not.
std::string reproducer_test_source(const std::string& main_class, const Violation& violation);

// Writes both files into out_dir.
Result<Reproducer> write_reproducer(const std::filesystem::path& out_dir, const std::string& main_class,
                                    const Violation& violation);

// A test of a run of main that reaches a chosen place (`symcrete reach`):
// beside the replaying Verifier, <Main>ReachTest runs main and checks how
// it ends: by throwing `exception_class` (internal name), or, when that is
// empty, normally. It passes on the JVM.
Result<Reproducer> write_main_run_test(const std::filesystem::path& out_dir, const std::string& main_class,
                                       const std::vector<engine::NondetValue>& inputs,
                                       const std::string& exception_class);

// Runs the reproducer on the JVM (java -ea, options.class_path the
// program's classes) and checks that its test fails with the violation's
// exception. Ok, or an Error saying what happened instead.
Status check_reproducer(const Reproducer& reproducer, const Violation& violation, testgen::ValidatorOptions options);

}  // namespace symcrete::verify
