// Comments in the generated test file, for the JUnit writer: text made safe
// for inside a Java comment, and the path-condition comment above a test
// (test_comments.cpp). Private to src/testgen.
#pragma once

#include <string>
#include <string_view>

#include "testgen/test_case.h"

namespace symcrete::testgen::detail {

// Text for inside a comment: valid UTF-8 (anything else becomes '?'), control
// characters other than newline become spaces, "*/" cannot close a block
// comment and no backslash can start a \u escape (Java translates those even
// inside comments, so \u002a/ would close it and \u000a end a line comment).
std::string comment_text(std::string_view text);

// Appends the comment above a test, "/* Path condition: ... */" on one line,
// or one line per line of the condition (long conjunctions broken before each
// top-level &&) in a block; an empty condition reads "true".
void append_path_comment(std::string& out, const std::string& path_condition);

// Appends the line above a test that says where its expected outcome came
// from, when not from the code itself (`gen --oracle`): a person's answer
// or a reference's result, and what the code does where that differs.
void append_expectation_comment(std::string& out, const Expectation& expected);

}  // namespace symcrete::testgen::detail
