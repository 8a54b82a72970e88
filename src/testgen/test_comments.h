// Comments in the generated test file, for the JUnit writer: text made safe
// for inside a Java comment, and the path-condition comment above a test
// (test_comments.cpp). Private to src/testgen.
#pragma once

#include <string>
#include <string_view>

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

}  // namespace symcrete::testgen::detail
