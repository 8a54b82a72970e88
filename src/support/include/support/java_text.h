// Java's text, once for every layer: String.hashCode, UTF-16 surrogate
// pairs, UTF-8 both ways (as Java's encoder writes it), and the class
// file's modified UTF-8. The class-file parser, the engine's String
// intrinsics, java.util.Formatter, the IR printer and the test writer all
// read and write text through these, so a rule (an unpaired surrogate, a
// supplementary character) is decided in one place.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace symcrete::java_text {

// String.hashCode: s[0]*31^(n-1) + ... + s[n-1], in 32-bit wrap-around.
std::int32_t string_hash(std::u16string_view text);

constexpr bool is_high_surrogate(char32_t unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
constexpr bool is_low_surrogate(char32_t unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }
constexpr bool is_surrogate(char32_t unit) { return unit >= 0xD800 && unit <= 0xDFFF; }
// The supplementary code point a high and a low surrogate stand for.
constexpr char32_t join_surrogates(char32_t high, char32_t low) { return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00); }
// The surrogate pair of a supplementary code point (>= 0x10000).
constexpr char16_t high_surrogate(char32_t code_point) { return static_cast<char16_t>(0xD800 + ((code_point - 0x10000) >> 10)); }
constexpr char16_t low_surrogate(char32_t code_point) { return static_cast<char16_t>(0xDC00 + ((code_point - 0x10000) & 0x3FF)); }

// Appends a code point as UTF-16: one unit, or a surrogate pair from 0x10000.
void append_utf16(std::u16string& out, char32_t code_point);
// Appends a code point (or a lone surrogate) as its 1- to 4-byte UTF-8 form.
void append_utf8(std::string& out, char32_t code_point);

// One UTF-8 sequence read at the start of `text`, by its shape only: a lead
// byte of 2, 3 or 4 bytes followed by continuation bytes (overlong forms and
// encoded surrogates included, as a class file's strings hold them).
struct Utf8Sequence {
    char32_t code_point = 0;
    std::size_t length = 0;
    // Well formed in the strict sense of RFC 3629: shortest form, no
    // surrogate, at most U+10FFFF.
    bool strict() const;
};
// nullopt for an ASCII byte, a stray continuation byte, a lead byte the text
// ends inside, or a continuation byte missing.
std::optional<Utf8Sequence> utf8_sequence(std::string_view text);

// UTF-8 to UTF-16, leniently (what the engine makes of its own UTF-8 text).
std::u16string to_utf16(std::string_view utf8);
// UTF-16 to UTF-8 as Java's UTF-8 encoder writes it: an unpaired surrogate
// becomes '?'.
std::string to_utf8(std::u16string_view utf16);

// Class files store strings in "modified UTF-8" (JVMS 4.4.7): U+0000 is two
// bytes and supplementary characters are two encoded surrogates. Decoded,
// they are standard UTF-8 so they print and compare naturally; a lone
// surrogate (legal in Java strings) stays in its three-byte form.
struct ModifiedUtf8Error {
    std::size_t offset = 0;  // within the input bytes
    std::string message;
};
// Appends the decoded text to `out`; returns the first malformed byte if any.
std::optional<ModifiedUtf8Error> decode_modified_utf8(std::span<const std::uint8_t> bytes, std::string& out);

}  // namespace symcrete::java_text
