// Python's str is a sequence of code points; the front end keeps text as
// std::u32string and converts at its edges (the syntax tree's UTF-8, printed
// output).
#pragma once

#include <string>
#include <string_view>

namespace symcrete::python {

// UTF-8 to code points; a byte that starts no sequence becomes U+FFFD (the
// syntax tree's text is CPython's own UTF-8, so this does not happen there).
std::u32string decode_utf8(std::string_view utf8);
std::string encode_utf8(std::u32string_view text);

}  // namespace symcrete::python

namespace symcrete::python {

// Character classes and case of one code point, as Python's str methods
// use them: exact for ASCII; beyond it from the C library's C.UTF-8 tables
// (simple case mappings; Python's own tables can differ on rare letters, and
// digits of other scripts are not digits here).
bool is_space(char32_t c);
bool is_alpha(char32_t c);
bool is_digit(char32_t c);
bool is_upper(char32_t c);
bool is_lower(char32_t c);
char32_t to_upper(char32_t c);
char32_t to_lower(char32_t c);
// Full upper-casing of a text: as to_upper, but the German sharp s becomes "SS".
std::u32string upper_text(const std::u32string& text);

}  // namespace symcrete::python
