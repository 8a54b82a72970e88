// A person's answer to "what should this call do?" (`gen --ask`, seed
// 001's oracle): read against the method's result type, compared with what
// the code does, and made the test's expectation. Tests written from the
// code's own results can only freeze today's behaviour; an answer that
// differs from the code makes a test that fails, showing the bug.
//
//   auto answer = parse_answer("3", "(II)I", classes);
//   if (!answer) { tell the person answer.error().message; ask again }
//   Agreement agreement = apply_answer(test, *answer, Expectation::Source::Person, classes);
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// What an answer may ask of the class path: whether a class exists, and
// whether one is a subtype of another (assertThrows(X.class, ...) passes
// for any subclass of X).
struct ClassQueries {
    std::function<bool(const std::string& internal_name)> exists;
    std::function<bool(const std::string& sub, const std::string& super)> is_subtype;
};

struct Answer {
    // Same: the code's result is right. Skip: no test for these inputs.
    // Value: a literal of the result type (`outcome` holds it). Throws: the
    // call should throw `outcome.exception`. Expression: Java source no
    // literal reading understood (`List.of(1, 2)`), asserted as written.
    enum class Kind : std::uint8_t { Same, Skip, Value, Throws, Expression };
    Kind kind = Kind::Same;
    std::string typed;  // as the person typed it, spaces trimmed
    Outcome outcome;
    std::string expression;
};

// Reads an answer for a method of `descriptor`: `same`, `skip`,
// `throws <Exception>` (a simple name is looked for in java.lang, java.util
// and java.io), a literal of the result type (`3`, `-2L`, `'a'`, `"abc"`,
// `null`, `true`, `{1, 2}` for an int[]; `returns` for a void method that
// should finish normally), or another Java expression. The
// error says what was expected ("an int: 2.5 is a floating literal").
Result<Answer> parse_answer(std::string_view typed, const std::string& descriptor, const ClassQueries& classes);

enum class Agreement : std::uint8_t {
    Agrees,     // the code does what the answer expects
    Differs,    // it does not: the test fails on this code
    Unchecked,  // an expression, known only when the suite runs
};

// Makes the answer the test's expectation (test.outcome, test.expected)
// and says how the code's own outcome compares. Skip changes nothing (the
// caller drops the test).
Agreement apply_answer(TestCase& test, const Answer& answer, Expectation::Source source, const ClassQueries& classes);

// The oracle of seed 001's automatic mode (`gen --oracle reference`): what
// another implementation of the class did on the test's inputs
// (OtherProgram::rerun, testgen/rerun.h) becomes the test's expectation,
// its outcome and what its receiver and arrays showed after the call.
// Differs where this code does otherwise: that test fails on it.
Agreement expect_reference(TestCase& test, const TestCase& reference_run);

// What an outcome says, for a person: "returns 2", "returns \"ab\"",
// "returns null", "throws java.lang.ArithmeticException", "returns".
std::string outcome_text(const Outcome& outcome);

// What a query of the receiver after `call` said: `toString() = "[1, 2]"`,
// `creditLoad(3) = 4` (the argument the call took, when `call` is given).
std::string getter_text(const Getter& getter, const TestCase* call = nullptr);

// Whether a test's call has an outcome to ask about: it returns a value,
// or it throws. Seed 001 made every exception an expected-exception test
// without a question, which freezes a beginner's commonest bugs (an index
// one past the end, a "no such value" thrown for a case the loop missed):
// the person is asked, and `same` keeps the exception. A void call that
// returns is asked about through a query of the receiver after it
// (asked_query); one with none has nothing to ask about.
bool asks_about(const TestCase& test);

// The query of the receiver after a void call that returned (its index in
// test.receiver_after) whose value the person is asked for: one that takes
// the call's argument (`countAbove(100)` after `record(100)`), else the
// class's own toString, else the first. Its other queries are the code's
// word, and where the code is wrong they failed on the fixed class.
std::optional<std::size_t> asked_query(const TestCase& test);

// The descriptor a query's answer is read against ("()I", "()Ljava/lang/String;").
std::string query_descriptor(const Getter& getter);

// Makes an answer for the query `query` of test.receiver_after the test's
// only assertion after the call (`same` keeps them all). The answer is a
// Same, Skip or Value one (the caller refuses the others).
Agreement apply_query_answer(TestCase& test, std::size_t query, const Answer& answer);

}  // namespace symcrete::testgen
