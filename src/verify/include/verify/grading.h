// Grading submissions against a reference (`symcrete grade`, seed 000): one
// suite of tests, their inputs from the paths of the programs the mode
// names and their expected outcomes from the reference, run on the JVM on
// every submission; the result is a matrix of submissions by tests.
//
// The modes are the seed's: Reference (the reference's paths), Self (each
// submission's own paths), Ref+Self (both) and All (the reference's and
// every submission's). With Self and Ref+Self a test found on a
// submission's paths is that submission's alone: the other columns show it
// as not in their suite. Tests with the same inputs are kept once, whoever
// found them. Every test must pass on the reference (one that fails there
// shows an engine imprecision and is taken out, counted).
//
// A submission that cannot be graded (it did not compile, its entry class
// does not load, the suite does not compile against it, its JVM could not
// run) keeps its column with the reason, and the others are graded as if it
// were not there.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "support/result.h"
#include "verify/program_diff.h"

namespace symcrete::verify {

enum class GradeMode { Reference, Self, RefSelf, All };

// "reference", "self", "ref+self", "all"; parse_grade_mode is the inverse.
std::string to_string(GradeMode mode);
std::optional<GradeMode> parse_grade_mode(std::string_view text);

// Does a mode explore the reference's paths, and a submission's?
bool explores_reference(GradeMode mode);
bool explores_submissions(GradeMode mode);

struct GradeSubmission {
    std::string name;  // its folder's (or jar's) name
    // Its engine stack, entry class and class path, when it loaded; null when not.
    DiffProgram* program = nullptr;
    std::string unusable;  // why it cannot be graded, when it cannot ("does not compile: ...")
};

// One test of the suite.
struct GradeTest {
    testgen::TestCase test;              // expecting the reference's outcome
    std::vector<std::string> found_by;   // "reference" and submissions' names, in the order found
    std::string name;                    // its @Test method
    unsigned part = 0;                   // its test class (TestSuite::part)
};

enum class CellResult { Pass, Fail, Error, NotInSuite };

struct GradeCell {
    CellResult result = CellResult::NotInSuite;
    std::string message;  // the JVM's, for Fail and Error
};

struct GradeColumn {
    std::string submission;
    std::string problem;           // why it was not graded; empty when it was
    std::vector<GradeCell> cells;  // one per GradeResult::tests, when graded
    std::size_t in_suite = 0, passed = 0, failed = 0, errors = 0;
};

struct GradeResult {
    std::string class_name;  // the entry class, internal name
    GradeMode mode = GradeMode::Reference;
    std::vector<GradeTest> tests;
    std::vector<GradeColumn> columns;  // one per submission, in the order given
    std::size_t duplicates = 0;        // tests left out as another's inputs again
    std::size_t not_comparable = 0;    // inputs no test was made of
    std::vector<std::string> not_comparable_reasons;
    std::size_t failed_on_reference = 0;  // tests taken out because the reference failed them
    std::vector<testgen::MethodReport> reference_methods;
    std::vector<testgen::StaticField> static_state;  // the entry class's, restored before each test
    std::string test_package;
    std::vector<std::filesystem::path> test_files;  // the suite as written, a file per part
};

// The suite as JUnit test classes: one, or parts of at most
// kTestsPerClass tests (a class file holds 65,535 constants; the
// interpreter benchmark's Self suite has 15,000 tests).
inline constexpr std::size_t kTestsPerClass = 800;
std::vector<testgen::TestSuite> grade_suites(const GradeResult& grade);

// Builds the suite: explores the programs `mode` names (options.generate,
// the budget per program), reruns each input found on a submission on the
// reference for its expected outcome, and keeps each input once. Error:
// the reference's entry class cannot be explored. A submission whose
// exploration fails becomes unusable, with the reason.
Result<GradeResult> build_grade_suite(DiffProgram& reference, std::vector<GradeSubmission>& submissions,
                                      GradeMode mode, const DiffOptions& options);

// Writes the suite into options.out_dir, runs it on the reference (tests
// that fail there are taken out) and then on each usable submission, and
// fills the columns. Error: the suite cannot run on the reference (no JDK
// or JUnit, a compile error the writer cannot take out).
Status run_grade_suite(GradeResult& grade, const DiffProgram& reference,
                       const std::vector<GradeSubmission>& submissions, const DiffOptions& options);

// Without the JVM: writes the suite into out_dir unchecked, and gives each
// column its submission's reason, or "not run on the JVM".
Status write_unrun_grade_suite(GradeResult& grade, const std::vector<GradeSubmission>& submissions,
                               const std::filesystem::path& out_dir);

}  // namespace symcrete::verify
