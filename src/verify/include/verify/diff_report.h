// The text and JSON reports of `symcrete diff` (program_diff.h): each
// difference with its kind, the call that shows it in Java syntax, what
// the reference and the candidate did, and its test.
#pragma once

#include <string>

#include "verify/program_diff.h"

namespace symcrete::verify {

std::string format_diff_text(const ClassDiff& diff, bool validated);
std::string format_diff_json(const ClassDiff& diff, bool validated);

// What a test's outcome is, in words: "returns 5", "throws
// java.lang.IllegalStateException", "returns a NumV (value() = 3)".
std::string describe_outcome(const testgen::TestCase& test);

}  // namespace symcrete::verify
