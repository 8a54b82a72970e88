#include "verify/bug_finder.h"

#include <fmt/format.h>
#include <map>
#include <set>

#include "classfile/descriptor.h"
#include "solver/solver.h"
#include "testgen/junit_writer.h"

namespace symcrete::verify {

namespace {

using testgen::StackFrame;

bool is_a(engine::Program& program, const std::string& cls, std::string_view ancestor) {
    auto sub = program.klass(cls);
    auto super = program.klass(ancestor);
    return sub && super && program.is_assignable(*sub, *super);
}

// JDK methods whose purpose is to throw on bad arguments: an exception they
// raise is their application caller's contract (requireNonNull, checkIndex,
// Math.addExact and kin).
bool is_argument_check(const StackFrame& frame) {
    if (frame.class_name == "java.util.Objects" || frame.class_name == "jdk.internal.util.Preconditions")
        return frame.method.starts_with("requireNonNull") || frame.method.starts_with("check");
    if (frame.class_name == "java.lang.Math" || frame.class_name == "java.lang.StrictMath")
        return frame.method.ends_with("Exact");
    return false;
}

Finding::Kind classify(engine::Program& program, const testgen::TestCase& test) {
    const std::string& exception = test.outcome.exception;
    const bool error = is_a(program, exception, "java/lang/Error");
    // A checked exception can only escape where the method declares it.
    if (!error && !is_a(program, exception, "java/lang/RuntimeException")) return Finding::Kind::Contract;
    // A failed assert (an AssertionError), or another Error, is never a contract.
    if (error) return Finding::Kind::Bug;
    // The code threw it itself: it saw the case coming and chose to refuse
    // (a precondition, a validation, an unsupported case).
    if (test.exception_explicit) return Finding::Kind::Contract;
    const auto& trace = test.exception_trace;
    if (trace.size() >= 2 && is_argument_check(trace[0]) && !trace[1].in_jdk) return Finding::Kind::Contract;
    return Finding::Kind::Bug;
}

std::string place(const StackFrame& frame) {
    return fmt::format("{}:{}:{}", frame.class_name, frame.file, frame.line);
}

}  // namespace

std::optional<StackFrame> application_frame(const std::vector<StackFrame>& trace) {
    for (const StackFrame& frame : trace)
        if (!frame.in_jdk) return frame;
    if (!trace.empty()) return trace.front();
    return std::nullopt;
}

Result<ClassCheck> check_class(engine::Program& program, classfile::ClassPath& class_path,
                               const classfile::ClassFile& cls, const CheckOptions& options) {
    (void)class_path;
    expr::ExprContext context;
    std::unique_ptr<solver::Solver> solver = solver::make_z3_solver();
    testgen::GenerateOptions generate = options.generate;
    generate.engine.enable_assertions = true;
    generate.distinct_throw_sites = true;
    generate.public_only = true;
    auto generated = testgen::generate_tests(program, context, *solver, cls, generate);
    if (!generated) return generated.error();

    ClassCheck check;
    check.class_name = cls.name;
    check.methods = generated->methods;
    check.exploration = generated->exploration;
    // One finding per kind and place; the first path to reach it gives its inputs.
    std::set<std::string> seen;
    testgen::TestSuite reproducers{cls.name, {}, generated->suite.static_state, true};
    std::vector<Finding> bugs;
    for (const testgen::TestCase& test : generated->suite.tests) {
        if (test.outcome.kind != testgen::Outcome::Kind::Throws) continue;
        Finding finding;
        finding.kind = classify(program, test);
        finding.class_name = cls.name;
        finding.method = test.method + test.descriptor;
        finding.exception = test.outcome.exception;
        finding.message = test.exception_message;
        finding.trace = test.exception_trace;
        finding.site = application_frame(test.exception_trace).value_or(StackFrame{});
        finding.test = test;
        if (!seen.insert(finding.exception + "@" + place(finding.site)).second) continue;
        if (finding.kind == Finding::Kind::Contract) {
            check.contracts.push_back(std::move(finding));
            continue;
        }
        reproducers.tests.push_back(test);
        bugs.push_back(std::move(finding));
    }
    if (bugs.empty()) return check;
    const std::vector<std::string> names = testgen::junit_test_names(reproducers);
    for (std::size_t i = 0; i < bugs.size(); ++i) bugs[i].test_name = names[i];
    if (!options.validate) {
        check.bugs = std::move(bugs);
        return check;
    }

    // Run the reproducers: a bug stays only if its test fails with its exception.
    const std::filesystem::path work = options.out_dir / ".symcrete-check";
    auto written = testgen::write_junit_file(reproducers, work);
    if (!written) return written.error();
    testgen::ValidatorOptions validator = options.validator;
    validator.enable_assertions = true;
    validator.measure_coverage = false;
    auto report = testgen::validate({*written}, cls.name, validator);
    std::error_code ec;
    std::filesystem::remove_all(work, ec);
    if (!report) return report.error();
    testgen::TestSuite confirmed{cls.name, {}, generated->suite.static_state, true};
    for (Finding& bug : bugs) {
        const testgen::TestOutcome* outcome = report->find(bug.test_name);
        const std::string expected = classfile::internal_to_java_name(bug.exception);
        const bool fails_so = outcome != nullptr && !outcome->passed && outcome->message.starts_with(expected);
        if (!fails_so) {
            ++check.unconfirmed;
            if (check.unconfirmed_examples.size() < 4)
                check.unconfirmed_examples.push_back(fmt::format(
                    "{} in {}: {}", expected, bug.test_name,
                    outcome == nullptr ? "JUnit did not run it" : outcome->passed ? "it passed" : outcome->message));
            continue;
        }
        confirmed.tests.push_back(bug.test);
        check.bugs.push_back(std::move(bug));
    }
    if (check.bugs.empty()) return check;
    // The file that stays holds the confirmed reproducers only (test names are
    // recomputed: they depend on the suite).
    auto file = testgen::write_junit_file(confirmed, options.out_dir);
    if (!file) return file.error();
    check.reproducers = *file;
    const std::vector<std::string> final_names = testgen::junit_test_names(confirmed);
    for (std::size_t i = 0; i < check.bugs.size(); ++i) {
        check.bugs[i].test_name = final_names[i];
        check.bugs[i].reproducer = *file;
    }
    return check;
}

}  // namespace symcrete::verify
