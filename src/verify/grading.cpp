// Grading submissions against a reference (grading.h): the suite from the
// mode's programs, then the JVM's matrix.
#include "verify/grading.h"

#include <fmt/format.h>

#include <algorithm>

#include "testgen/junit_writer.h"
#include "testgen/rerun.h"

namespace symcrete::verify {

std::string to_string(GradeMode mode) {
    switch (mode) {
        case GradeMode::Reference: return "reference";
        case GradeMode::Self: return "self";
        case GradeMode::RefSelf: return "ref+self";
        case GradeMode::All: return "all";
    }
    return "?";
}

std::optional<GradeMode> parse_grade_mode(std::string_view text) {
    for (GradeMode mode : {GradeMode::Reference, GradeMode::Self, GradeMode::RefSelf, GradeMode::All})
        if (text == to_string(mode)) return mode;
    return std::nullopt;
}

bool explores_reference(GradeMode mode) { return mode != GradeMode::Self; }
bool explores_submissions(GradeMode mode) { return mode != GradeMode::Reference; }

namespace {

constexpr const char* kReference = "reference";

// Two tests with these keys have the same inputs and expectation, whoever
// found them: the path condition is the finder's own.
testgen::TestCase dedup_key(testgen::TestCase test) {
    test.path_condition.clear();
    return test;
}

// Is the test in `submission`'s suite under `mode`?
bool in_suite_of(const GradeTest& test, const std::string& submission, GradeMode mode) {
    if (mode == GradeMode::Reference || mode == GradeMode::All) return true;
    for (const std::string& finder : test.found_by)
        if (finder == submission || (finder == kReference && mode == GradeMode::RefSelf)) return true;
    return false;
}

// The column of a submission that cannot be graded, with its reason.
GradeColumn ungraded(const GradeSubmission& submission, std::string otherwise) {
    GradeColumn column;
    column.submission = submission.name;
    if (!submission.unusable.empty())
        column.problem = submission.unusable;
    else if (submission.program == nullptr)
        column.problem = "does not load";
    else
        column.problem = std::move(otherwise);
    return column;
}

// A JUnit outcome as a cell: an assertion that did not hold is a failure;
// anything else that ended the test (an exception the submission threw, a
// timeout, a JVM that died) an error.
GradeCell cell_of(const testgen::TestOutcome& outcome) {
    if (outcome.passed) return {CellResult::Pass, ""};
    const bool assertion = outcome.message.starts_with("org.opentest4j.AssertionFailedError") ||
                           outcome.message.starts_with("org.opentest4j.MultipleFailuresError");
    return {assertion ? CellResult::Fail : CellResult::Error, outcome.message};
}

}  // namespace

std::vector<testgen::TestSuite> grade_suites(const GradeResult& grade) {
    // Output is asserted when the reference prints: then printing otherwise
    // is a difference. (A suite of a program that prints nothing does not
    // fail a submission for its debugging prints.)
    const bool prints = std::any_of(grade.tests.begin(), grade.tests.end(), [](const GradeTest& test) {
        return test.test.printed && !test.test.printed->empty();
    });
    std::vector<testgen::TestSuite> suites;
    for (const GradeTest& test : grade.tests) {
        const std::size_t index = test.part > 0 ? test.part - 1 : 0;  // parts are numbered from 1
        while (suites.size() <= index) {
            testgen::TestSuite& suite = suites.emplace_back();
            suite.class_name = grade.class_name;
            suite.static_state = grade.static_state;
            suite.test_package = grade.test_package;
            suite.capture_output = prints;
            suite.part = test.part > 0 ? static_cast<unsigned>(suites.size()) : 0;
        }
        suites[index].tests.push_back(test.test);
    }
    return suites;
}

// The suite's static state and package come from the reference's class;
// when the reference is not explored (Self) they are read off the first
// exploration, whose class has the same name and fields.
Result<GradeResult> build_grade_suite(DiffProgram& reference, std::vector<GradeSubmission>& submissions,
                                      GradeMode mode, const DiffOptions& options) {
    GradeResult grade;
    grade.class_name = reference.cls.name;
    grade.mode = mode;
    std::vector<testgen::TestCase> keys;  // parallel to grade.tests
    std::vector<testgen::StaticField> static_state;
    std::string test_package;
    bool have_class_facts = false;
    auto add = [&](const testgen::TestCase& inputs, const testgen::TestCase& reference_run,
                   const std::string& finder) -> std::optional<std::string> {
        if (reference_run.outcome.kind == testgen::Outcome::Kind::Throws &&
            reference_run.outcome.exception == testgen::kRunDidNotEnd)
            return "the reference's run did not end";
        testgen::TestCase test = expecting_reference(inputs, reference_run);
        if (finder != kReference) test.path_condition.clear();  // the submission's path, not the reference's
        testgen::TestCase key = dedup_key(test);
        const auto known = std::find(keys.begin(), keys.end(), key);
        if (known != keys.end()) {
            GradeTest& kept = grade.tests[static_cast<std::size_t>(known - keys.begin())];
            if (std::find(kept.found_by.begin(), kept.found_by.end(), finder) == kept.found_by.end())
                kept.found_by.push_back(finder);
            ++grade.duplicates;
            return std::nullopt;
        }
        keys.push_back(std::move(key));
        grade.tests.push_back(GradeTest{std::move(test), {finder}, ""});
        return std::nullopt;
    };
    auto note = [&](const ExploredInputs& explored) {
        grade.not_comparable += explored.not_comparable;
        for (const std::string& reason : explored.not_comparable_reasons)
            add_reason(grade.not_comparable_reasons, reason);
        if (!have_class_facts) {
            static_state = explored.static_state;
            test_package = explored.test_package;
            have_class_facts = true;
        }
    };
    if (explores_reference(mode)) {
        auto explored = explore_and_rerun(reference, nullptr, options,
                                          [&](const testgen::TestCase& test, const testgen::TestCase&) {
                                              return add(test, test, kReference);
                                          });
        if (!explored) return explored.error();
        grade.reference_methods = explored->methods;
        note(*explored);
    }
    if (explores_submissions(mode)) {
        for (GradeSubmission& submission : submissions) {
            if (submission.program == nullptr || !submission.unusable.empty()) continue;
            auto explored = explore_and_rerun(*submission.program, &reference, options,
                                              [&](const testgen::TestCase& test, const testgen::TestCase& on_reference) {
                                                  return add(test, on_reference, submission.name);
                                              });
            if (!explored) {
                submission.unusable = "could not be explored: " + explored.error().message;
                continue;
            }
            note(*explored);
        }
    }
    grade.static_state = std::move(static_state);
    grade.test_package = std::move(test_package);
    // Parts numbered from 1 when there is more than one.
    if (grade.tests.size() > kTestsPerClass)
        for (std::size_t i = 0; i < grade.tests.size(); ++i)
            grade.tests[i].part = static_cast<unsigned>(i / kTestsPerClass + 1);
    for (const testgen::TestSuite& suite : grade_suites(grade)) {
        const std::vector<std::string> names = testgen::junit_test_names(suite);
        std::size_t next = 0;
        for (GradeTest& test : grade.tests)
            if (test.part == suite.part) test.name = names[next++];
    }
    return grade;
}

Status run_grade_suite(GradeResult& grade, const DiffProgram& reference,
                       const std::vector<GradeSubmission>& submissions, const DiffOptions& options) {
    testgen::ValidatorOptions validator = options.validator;
    validator.measure_coverage = false;
    validator.class_path = reference.class_path;
    // On the reference every test must pass: one that fails shows an
    // engine imprecision, not a submission's fault, and is taken out.
    std::vector<GradeTest> kept;
    grade.test_files.clear();
    for (const testgen::TestSuite& part : grade_suites(grade)) {
        auto on_reference = testgen::write_and_validate(part, options.out_dir, validator, /*remove_failing=*/true);
        if (!on_reference) return on_reference.error();
        grade.failed_on_reference += on_reference->removed.size();
        const std::vector<std::string> names = testgen::junit_test_names(on_reference->suite);
        for (std::size_t i = 0; i < on_reference->suite.tests.size(); ++i) {
            const auto at = std::find_if(grade.tests.begin(), grade.tests.end(), [&](const GradeTest& test) {
                return test.part == part.part && test.test == on_reference->suite.tests[i];
            });
            if (at == grade.tests.end()) continue;  // cannot be: the writer keeps tests as they were
            kept.push_back(std::move(*at));
            kept.back().name = names[i];
        }
        grade.test_files.push_back(on_reference->source);
    }
    grade.tests = std::move(kept);
    grade.columns.clear();
    for (const GradeSubmission& submission : submissions) {
        if (submission.program == nullptr || !submission.unusable.empty()) {
            grade.columns.push_back(ungraded(submission, ""));
            continue;
        }
        GradeColumn column;
        column.submission = submission.name;
        std::vector<std::size_t> in_suite;
        for (std::size_t i = 0; i < grade.tests.size(); ++i)
            if (in_suite_of(grade.tests[i], submission.name, grade.mode)) in_suite.push_back(i);
        column.cells.assign(grade.tests.size(), GradeCell{});
        column.in_suite = in_suite.size();
        if (!in_suite.empty()) {
            validator.class_path = submission.program->class_path;
            auto ran = testgen::validate(grade.test_files, grade.class_name, validator);
            if (!ran) {
                column.problem = "the tests did not run on it: " + ran.error().message;
                column.cells.clear();
                grade.columns.push_back(std::move(column));
                continue;
            }
            for (std::size_t i : in_suite) {
                const std::string test_class =
                    testgen::junit_class_name(grade.class_name, false, grade.test_package, grade.tests[i].part);
                const auto found = std::find_if(ran->tests.begin(), ran->tests.end(), [&](const testgen::TestOutcome& o) {
                    return o.test_class == test_class && o.name == grade.tests[i].name;
                });
                const testgen::TestOutcome* outcome = found == ran->tests.end() ? nullptr : &*found;
                GradeCell cell = outcome != nullptr ? cell_of(*outcome)
                                                    : GradeCell{CellResult::Error, "JUnit did not report this test"};
                switch (cell.result) {
                    case CellResult::Pass: ++column.passed; break;
                    case CellResult::Fail: ++column.failed; break;
                    default: ++column.errors;
                }
                column.cells[i] = std::move(cell);
            }
        }
        grade.columns.push_back(std::move(column));
    }
    return Ok{};
}

Status write_unrun_grade_suite(GradeResult& grade, const std::vector<GradeSubmission>& submissions,
                               const std::filesystem::path& out_dir) {
    grade.columns.clear();
    for (const GradeSubmission& submission : submissions)
        grade.columns.push_back(ungraded(submission, "not run on the JVM (--no-validate)"));
    for (const testgen::TestSuite& part : grade_suites(grade)) {
        auto file = testgen::write_junit_file(part, out_dir);
        if (!file) return file.error();
        grade.test_files.push_back(*file);
    }
    return Ok{};
}

}  // namespace symcrete::verify
