// The Java tokens of a path condition's leaves: constants as Java literals
// (5L, 1.5f, Integer.MIN_VALUE, '+'), the Java name of a sort's type, and
// variable names as ASCII (path_condition_literals.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "path_condition_plan.h"

namespace symcrete::testgen::path_condition_detail {

std::int64_t signed_value(const Expr* constant);
const char* java_type(Sort sort);
std::string literal(Sort sort, std::uint64_t bits);

// A char literal for a comparison with a char, when it reads better than the
// number: printable ASCII and the common escapes (never a \u escape, which
// javac would translate inside the comment).
std::optional<std::string> char_literal(std::int64_t k);

// A variable name as ASCII: Java identifier characters stay, and the '.',
// '[', ']', '(' and ')' of an input's origin (this.head.value,
// rows[1].length, name.charAt(2));
// anything else (non-ASCII letters, other bytes) becomes {U+XXXX}.
std::string ascii_name(const std::string& name);

}  // namespace symcrete::testgen::path_condition_detail
