// Differences between two implementations of one API (`symcrete diff`, seed
// 000): a reference solution and a candidate (a student's submission), each
// on its own class path, their classes of the same names. The entry class's
// methods are explored in the chosen programs as gen explores them (every
// path kept); each input found is run on both programs in the engine, and
// where what a test would assert differs (another value, a value against an
// exception, another exception class, a run that does not end), that is a
// difference. Differences are grouped by method and kind, each shown by its
// smallest input the JVM confirms, as a JUnit 5 test expecting the reference's outcome; the
// JVM then confirms each: its test must pass on the reference and fail on
// the candidate, or it is not reported.
//
// Inputs resting on an object made field by field (a receiver no
// constructor made, an object whose fields the path read) are not compared:
// the state they stand for may be one neither program can reach, and a
// difference found there could be false for a correct submission.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "support/result.h"
#include "testgen/generator.h"
#include "testgen/test_case.h"
#include "testgen/validator.h"

namespace symcrete::verify {

// Whose paths give the inputs.
enum class DiffInputs { Reference, Candidate, Both };

struct DiffOptions {
    testgen::GenerateOptions generate;   // the entry (method filter) and budget, per program explored
    // The budget in seconds, for each exploration's wall-clock safety net
    // (engine::safety_net_deadline), set when it starts; 0: none.
    double budget_seconds = 0;
    testgen::ValidatorOptions validator; // the JVM's tools; the class path is set per program
    DiffInputs inputs = DiffInputs::Both;
    std::filesystem::path out_dir;       // where the difference tests are written
};

struct Difference {
    // Value: both returned, differently (or left the receiver or an array
    // argument otherwise). ValueVsException: the reference returned, the
    // candidate threw; ExceptionVsValue the other way round;
    // ExceptionClass: both threw, exceptions of other classes. NoEnd: the
    // candidate's run did not end within the step limit. Output: alike but
    // for what they printed on System.out. StateAfterException: the same
    // exception, the receiver left otherwise (a refused payment that still
    // debited).
    enum class Kind { Value, ValueVsException, ExceptionVsValue, ExceptionClass, NoEnd, Output, StateAfterException };
    Kind kind = Kind::Value;
    std::string method;             // name + descriptor
    testgen::TestCase test;         // the smallest input, expecting the reference's outcome
    testgen::TestCase candidate;    // what the candidate did on it (outcome fields)
    std::string found_by;           // "reference" or "candidate": whose paths gave the input
    std::size_t inputs = 0;         // inputs that showed this difference
    std::string test_name;          // its @Test method in the written file
    std::string candidate_failure;  // the JVM's message when the test ran on the candidate
    // The next smallest inputs that showed it (at most two), tried in turn
    // on the JVM when the smallest one's test is not confirmed there (the
    // engine saw a query the JVM answers alike); empty once confirmed.
    std::vector<Difference> runners_up = {};
};

struct ClassDiff {
    std::string class_name;                  // internal name
    std::vector<Difference> differences;     // after confirm_differences: only those the JVM confirmed
    std::size_t inputs = 0;                  // inputs run on both programs
    std::size_t not_comparable = 0;          // inputs not run on both
    std::vector<std::string> not_comparable_reasons;  // distinct, first seen first
    std::size_t unconfirmed = 0;             // differences the JVM did not confirm
    std::vector<std::string> unconfirmed_examples;
    std::vector<testgen::MethodReport> reference_methods;
    std::vector<testgen::MethodReport> candidate_methods;
    std::vector<testgen::StaticField> static_state;  // the reference's, restored before each test
    std::string test_package;
    std::filesystem::path test_file;         // the written tests, when any difference was confirmed
};

// One side of a diff: an engine stack over the program's class path (which
// holds `cls`, the entry class).
struct DiffProgram {
    engine::EngineStack& stack;
    const classfile::ClassFile& cls;
    std::vector<std::filesystem::path> class_path;  // for the JVM
};

// What exploring one program gave, beside the inputs visited.
struct ExploredInputs {
    std::vector<testgen::MethodReport> methods;
    std::vector<testgen::StaticField> static_state;
    std::string test_package;
    std::size_t not_comparable = 0;                   // inputs not visited, or the visitor turned down
    std::vector<std::string> not_comparable_reasons;  // distinct, first seen first
};

// Called with each input's test on the explored program and what the other
// program did on it (the same test when there is no other program). Returns
// why the input cannot be compared, or nothing.
using InputVisitor =
    std::function<std::optional<std::string>(const testgen::TestCase& explored, const testgen::TestCase& other)>;

// Explores `explored`'s entry class (options.generate: every path kept, the
// public API only) and runs each input found on `other` in the engine
// (testgen::OtherProgram), unless `other` is null. Inputs resting on an
// object made field by field are not visited. Error: the class cannot be
// explored.
Result<ExploredInputs> explore_and_rerun(DiffProgram& explored, DiffProgram* other, const DiffOptions& options,
                                         const InputVisitor& visit);

// Adds `reason` to a report's list of distinct reasons, first seen first,
// at most eight.
void add_reason(std::vector<std::string>& reasons, std::string reason);

// The test of `inputs` expecting the reference's outcome (`reference`, a
// run of the same inputs). Exception messages are not asserted: programs
// are compared by their exceptions' classes only.
testgen::TestCase expecting_reference(const testgen::TestCase& inputs, const testgen::TestCase& reference);

// Explores, compares in the engine and groups the differences (not yet
// confirmed on the JVM). Error: the entry class cannot be explored.
Result<ClassDiff> diff_class(DiffProgram& reference, DiffProgram& candidate, const DiffOptions& options);

// Writes the difference tests, runs them on the reference (each must pass)
// and on the candidate (each must fail), and keeps the differences the JVM
// confirmed, their tests alone in the file left in options.out_dir. Error:
// the tests could not run (no JDK or JUnit, no sandbox), or they do not
// compile against the candidate (it lacks part of the API).
Status confirm_differences(ClassDiff& diff, const DiffProgram& reference, const DiffProgram& candidate,
                           const DiffOptions& options);

// Words for a kind ("another value", "an exception instead of a value", ...)
// and a key for JSON ("value", "value_vs_exception", ...).
std::string describe(Difference::Kind kind);
std::string key(Difference::Kind kind);

}  // namespace symcrete::verify
