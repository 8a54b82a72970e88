#include "unicode.h"

#include "support/java_text.h"

namespace symcrete::python {

std::u32string decode_utf8(std::string_view utf8) {
    std::u32string out;
    out.reserve(utf8.size());
    std::size_t at = 0;
    while (at < utf8.size()) {
        const auto byte = static_cast<unsigned char>(utf8[at]);
        if (byte < 0x80) {
            out.push_back(byte);
            ++at;
            continue;
        }
        const auto sequence = java_text::utf8_sequence(utf8.substr(at));
        if (!sequence) {
            out.push_back(U'\uFFFD');
            ++at;
            continue;
        }
        out.push_back(sequence->code_point);
        at += sequence->length;
    }
    return out;
}

std::string encode_utf8(std::u32string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char32_t c : text) java_text::append_utf8(out, c);
    return out;
}

}  // namespace symcrete::python

#include <locale.h>
#include <wctype.h>

namespace symcrete::python {

namespace {

locale_t utf8_locale() {
    static const locale_t locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
    return locale;
}

wint_t wide(char32_t c) { return static_cast<wint_t>(c); }

}  // namespace

bool is_space(char32_t c) {
    if (c < 0x80) return c == U' ' || (c >= U'\t' && c <= U'\r') || (c >= 0x1C && c <= 0x1F);
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}

bool is_alpha(char32_t c) {
    if (c < 0x80) return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
    return utf8_locale() && iswalpha_l(wide(c), utf8_locale()) && !iswdigit_l(wide(c), utf8_locale());
}

bool is_digit(char32_t c) { return c >= U'0' && c <= U'9'; }

bool is_upper(char32_t c) {
    if (c < 0x80) return c >= U'A' && c <= U'Z';
    return utf8_locale() && iswupper_l(wide(c), utf8_locale());
}

bool is_lower(char32_t c) {
    if (c < 0x80) return c >= U'a' && c <= U'z';
    return utf8_locale() && iswlower_l(wide(c), utf8_locale());
}

char32_t to_upper(char32_t c) {
    if (c < 0x80) return c >= U'a' && c <= U'z' ? c - 32 : c;
    return utf8_locale() ? static_cast<char32_t>(towupper_l(wide(c), utf8_locale())) : c;
}

char32_t to_lower(char32_t c) {
    if (c < 0x80) return c >= U'A' && c <= U'Z' ? c + 32 : c;
    return utf8_locale() ? static_cast<char32_t>(towlower_l(wide(c), utf8_locale())) : c;
}

std::u32string upper_text(const std::u32string& text) {
    std::u32string out;
    out.reserve(text.size());
    for (const char32_t c : text) {
        if (c == 0xDF) {
            out += U"SS";
        } else {
            out += to_upper(c);
        }
    }
    return out;
}

}  // namespace symcrete::python
