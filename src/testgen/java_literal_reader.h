// Reading a Java literal a person typed (`gen --ask`): null, true, false,
// integers (decimal, hex, octal, binary, underscores, an L suffix), floating
// literals (f or d suffix), chars and Strings with Java's escapes, the
// MIN_VALUE/MAX_VALUE/NaN/infinity constants of the boxes, a primitive cast
// of a number (`(byte) -1`), and a braced
// list of literals for an array (`{1, 2}`, `new int[] {1, 2}`). Anything
// else is no literal: the caller keeps it as an expression. Private to
// src/testgen (java_literal_reader.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace symcrete::testgen::detail {

struct ReadLiteral {
    enum class Kind : std::uint8_t { Null, Boolean, Integer, Floating, Char, String, Array };
    Kind kind = Kind::Null;
    bool boolean = false;
    // Integer: its value with the sign applied; `long_suffix` for 5L. An int
    // literal's value is already checked to fit an int (two's complement
    // for hex, octal and binary, as Java reads them).
    std::int64_t integer = 0;
    bool long_suffix = false;
    // Floating: the value as a double and as a float (each rounded once
    // from the decimal text, as javac does), and whether it ends in f or F.
    double floating = 0;
    float floating_float = 0;
    bool float_suffix = false;
    std::u16string text;  // Char (one unit) and String
    std::vector<ReadLiteral> elements;  // Array
    std::string array_type;  // Array written `new int[] {...}`: "int"; empty for a bare {...}
};

// The literal `text` stands for (spaces around it are allowed), or nullopt
// when it is not one of the forms above. `error` (when given) says what was
// wrong with a text that starts like a literal but is not one ("int literal
// 3000000000 is too large").
std::optional<ReadLiteral> read_java_literal(std::string_view text, std::string* error = nullptr);

}  // namespace symcrete::testgen::detail
