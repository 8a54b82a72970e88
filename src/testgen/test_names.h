// Test names, for the JUnit writer: the pieces of names that the writer also
// uses for its local variables, and the test class's simple name
// (test_names.cpp). Private to src/testgen.
#pragma once

#include <string>
#include <string_view>

#include "java_names.h"

namespace symcrete::testgen::detail {

// `name` with each character that cannot be in a Java identifier made '_',
// and an "m" in front when it is empty or starts with a digit.
std::string sanitize_identifier(const std::string& name);
// "Node" for pkg/List$Node, "IntArray" for [I.
std::string simple_type_token(const std::string& type);

// The test class's name in its package: "CalcSymcreteTest" for Calc,
// "Outer_InnerSymcreteBugsTest" for Outer$Inner with `reproducers`.
std::string test_class_simple_name(const ClassName& name, bool reproducers, unsigned part = 0);

// The tested class's name moved into the package its test class lives in
// (TestSuite::test_package, internal form), when that is another.
ClassName test_class_name(const std::string& class_internal_name, std::string_view test_package);

}  // namespace symcrete::testgen::detail
