// The lines of a path condition's text (path_condition_layout.cpp): the
// declarations, then the conjunction (a new line starts with "&& "), then
// the "... and N more conditions" note, wrapped at kPathConditionWidth.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace symcrete::testgen::path_condition_detail {

// A conjunct's text, and whether it binds looser than && (a || b, c ? d : e)
// and so needs parentheses next to another conjunct.
struct Conjunct {
    std::string text;
    bool loose = false;
};

// The lines of the text: `declarations`, the conjunction of `conjuncts`,
// then `note` unless it is empty.
std::vector<std::string> layout(const std::vector<std::string>& declarations, const std::vector<Conjunct>& conjuncts,
                                const std::string& note);

// "... and 37 more conditions", or when no conjunct is shown at all
// "... 37 conditions, too long to show".
std::string more_note(std::size_t left_out, bool none_shown);

// Belt and braces: the renderer produces neither "*/" nor a backslash-u
// sequence nor a non-ASCII byte, and a comment must never contain them.
std::string comment_safe(std::string text);

}  // namespace symcrete::testgen::path_condition_detail
