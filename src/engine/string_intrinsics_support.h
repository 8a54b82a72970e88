// What the String, StringBuilder/StringBuffer and String.format intrinsics
// (intrinsics_string*.cpp) share: the functions registering each part, the
// text of a String or builder argument, Java's index checks and their
// messages, and the text algorithms of String's API on UTF-16 text (search,
// comparison, case, whitespace, literal regexes, charsets), defined in
// string_intrinsics_support.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "intrinsic_table.h"

namespace symcrete::engine::string_intrinsics {

using Args = const Value*;
using Text = std::u16string;

// The parts add_string_intrinsics registers, in this order: String
// (intrinsics_string.cpp), StringBuilder and StringBuffer
// (intrinsics_string_builder.cpp), and getMessage() of the Formatter's
// exceptions (intrinsics_string_format.cpp).
void add_string(IntrinsicTable& t);
void add_builders(IntrinsicTable& t);
void add_format_exception_messages(IntrinsicTable& table);

// The text of a String or StringBuilder argument (null throws NullPointerException).
const Text& text(IntrinsicHost& host, State& state, Value v);
// A CharSequence argument: Strings and builders directly, others through toString().
Text sequence(IntrinsicHost& host, State& state, Value v);
// An int argument, concretized (pinned in the path condition if symbolic).
inline std::int32_t int_arg(IntrinsicHost& host, State& state, Value v) { return host.concretize(state, v).as_i32(); }
inline std::int32_t size(const Text& t) { return static_cast<std::int32_t>(t.size()); }
inline Value boolean(bool b) { return Value::i32(b ? 1 : 0); }

// Throws StringIndexOutOfBoundsException with the message.
[[noreturn]] inline void out_of_bounds(IntrinsicHost& host, State& state, const std::string& message) {
    host.throw_new(state, "java/lang/StringIndexOutOfBoundsException", message);
}

// begin..end within a text of `length` chars, as String.checkBoundsBeginEnd.
void check_range(IntrinsicHost& host, State& state, std::int32_t begin, std::int32_t end, std::int32_t length);

// ASCII case mapping; the callers send any other text to String's bytecode.
Text change_case(const Text& t, bool upper);
// Character.isWhitespace for the characters programs meet.
bool is_whitespace(char16_t c);

// String.indexOf and lastIndexOf of a text from a position.
std::int32_t index_of(const Text& haystack, const Text& needle, std::int32_t from);
std::int32_t last_index_of(const Text& haystack, const Text& needle, std::int32_t from);
// Character.isValidCodePoint: U+0000 to U+10FFFF.
constexpr bool is_code_point(std::int32_t cp) { return cp >= 0 && cp <= 0x10FFFF; }
// A char or a supplementary code point (is_code_point) as UTF-16.
Text code_point_text(std::int32_t cp);
// String.indexOf(int ch) and lastIndexOf(int ch): -1 for a value that is no
// code point (negative, or above U+10FFFF), which Java never finds even where
// its low 16 bits are a char of the text.
std::int32_t index_of_code_point(const Text& haystack, std::int32_t cp, std::int32_t from);
std::int32_t last_index_of_code_point(const Text& haystack, std::int32_t cp, std::int32_t from);

bool is_ascii(const Text& t);
bool is_latin1(const Text& t);

inline std::int32_t hash(const Text& t) { return java_text::string_hash(t); }

// String.compareTo, and compareToIgnoreCase (through the JDK's Character
// tables beyond Latin-1); regionMatches.
std::int32_t compare(const Text& a, const Text& b);
std::int32_t compare_ignore_case(IntrinsicHost& host, State& state, const Text& a, const Text& b);
bool region_matches(IntrinsicHost& host, State& state, const Text& a, std::int32_t from, const Text& b,
                    std::int32_t other_from, std::int32_t length, bool ignore_case);

// The language of a java.util.Locale ("" for null).
std::string language_of(IntrinsicHost& host, State& state, Value locale);
// Locales whose case rules differ from the root locale's even for ASCII letters.
bool has_special_casing(IntrinsicHost& host, State& state, Value locale);

// The charsets the engine encodes and decodes itself.
enum class Charset { Utf8, Latin1, Ascii };
// A Charset or charset name (null throws NullPointerException); others end the path.
Charset charset_named(IntrinsicHost& host, State& state, Value name_or_charset);
// `length` bytes of a byte[] from `offset` (bounds checked as String's constructors do), decoded.
Text decode(IntrinsicHost& host, State& state, Value array, std::int32_t offset, std::int32_t length, Charset charset);
// A new byte[] of the text, encoded.
Value encode(IntrinsicHost& host, State& state, const Text& text, Charset charset);

// String's own bytecode for the method, where the intrinsic covers only the
// common case: regular expressions run in java.util.regex, as on the JVM.
Value jdk_bytecode(IntrinsicHost& host, State& state, std::string_view name, std::string_view descriptor,
                   const std::vector<Value>& args);

// The literal a regex stands for, when it is one: plain text, or a single
// escaped metacharacter like "\\.".
std::optional<Text> literal_of(const Text& regex);
// String.split for literal patterns, with Java's rules: a zero limit drops
// trailing empty strings, a positive limit caps the count, and a match at
// index 0 of a non-empty input gives no leading empty string only when the
// match is zero-width (never here).
std::vector<Text> split(const Text& input, const Text& separator, std::int32_t limit);

// Arrays: a new String[] of the texts; `count` chars of a char[] from `offset`
// (bounds checked as String's constructors do); a new char[] of the text.
Value string_array(IntrinsicHost& host, State& state, const std::vector<Text>& parts);
Text chars_of_array(IntrinsicHost& host, State& state, Value array, std::int32_t offset, std::int32_t count);
Value char_array(IntrinsicHost& host, State& state, const Text& t);

// Text given to a String or builder after `new` made it: Java's heap pays for its byte[].
Value set_text(State& state, Value self, Text t);

}  // namespace symcrete::engine::string_intrinsics
