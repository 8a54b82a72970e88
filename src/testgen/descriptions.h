// A test's inputs as text (descriptions.cpp): what tells two tests apart,
// and the arguments a replay-mismatch message names. Private to src/testgen.
#pragma once

#include <string>
#include <vector>

#include "testgen/test_case.h"

namespace symcrete::testgen::generation_detail {

// The values, comma-separated: primitives by their bits, objects by index.
std::string describe_arguments(const std::vector<InputValue>& args);

// Everything a test builds, so two tests with equal text are equal.
std::string describe_inputs(const TestCase& test);

}  // namespace symcrete::testgen::generation_detail
