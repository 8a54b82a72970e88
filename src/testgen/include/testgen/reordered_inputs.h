// --oracle reference looks for a difference within a test's own values: a
// path of the code holds for many inputs, and the one its model gave may
// be where the code and the reference happen to agree (a selection sort
// that keeps the last smaller value, not the smallest, sorts [3, 2, 1]
// right and [3, 1, 2] wrong, on the same path). A person testing a sort
// tries the same values in other orders; so does this: the values one
// setup method took across its calls (the three `add`s before `sort()`),
// permuted, each order run concretely on the code and on the reference.
#pragma once

#include <optional>
#include <string>

#include "testgen/generator.h"
#include "testgen/rerun.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// A test whose inputs the reference and the code disagree on: the test as
// the code runs it (its outcome the code's), its run, and what the
// reference did.
struct ReorderedTest {
    TestCase test;
    TestRun run;
    TestCase reference;
};

// At most this many orders are tried per test.
inline constexpr std::size_t kMaxReorderings = 12;

// The first order of `test`'s setup-call values (after its own) on which
// `reference` does not do what `code` does, if any, and that no test of
// `suite` makes already. `code` and `reference` run the same class
// (`class_name`, internal name) of two programs.
std::optional<ReorderedTest> reorder_to_differ(const TestCase& test, const TestRun& run, const TestSuite& suite,
                                               OtherProgram& code, OtherProgram& reference,
                                               const std::string& class_name, const std::string& test_package);

}  // namespace symcrete::testgen
