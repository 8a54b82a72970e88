// Checking one test, for the JUnit writer: whether a test, or a static field
// the tests restore, can be written as Java source (test_checks.cpp).
// Private to src/testgen.
#pragma once

#include <cstddef>

#include "classfile/descriptor.h"
#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::testgen::detail {

// Test `index` of `suite` as check_suite (junit_writer.h) wants it: its
// names Java identifiers, its descriptors parsed, its arguments, objects and
// outcome of the types they stand for. The method's type when it is; the
// error names the test and what is wrong.
Result<classfile::MethodType> check_test(const TestSuite& suite, std::size_t index);

// A static field the tests restore: a Java identifier with a primitive
// descriptor matching its initial value.
Status check_static_field(const TestSuite& suite, std::size_t index);

}  // namespace symcrete::testgen::detail
