// A path condition as Java source text, for the comment above a generated
// test. The conjuncts are expr DAG conditions; the text is what a Java reader
// would write for them:
//
//   a != 0 && !(x > 0.0) && (op == '+' || op == '-')
//
// - Java syntax and precedence: parentheses exactly where Java needs them (and
//   around && inside ||, and comparisons inside ==); Java literals (5L, 1.5f,
//   Integer.MIN_VALUE, Double.NaN); casts as (long) x, and widening casts
//   that Java's binary numeric promotion makes implicit left out.
// - No bytecode operators: a comparison of lcmp/fcmpl/fcmpg/dcmpl/dcmpg with a
//   constant is the Java comparison it stands for, exactly, NaN included:
//   dcmpl(x, y) <= 0 is !(x > y) (x <= y where neither side can be NaN).
//   Elsewhere they are Long.compare(x, y) or an equivalent conditional.
// - Parameter types: a boolean parameter reads as true/false (b, !b), a char
//   compared with a printable character as a char literal ('+'); conjuncts
//   that the parameter types imply (the engine's range facts such as
//   b == (byte) b, or c >= 0 for a char) are left out.
// - Bytecode idioms read as Java: x ^ -1 is ~x; chains of constants that
//   loops build fold exactly (x - 1 - 1 is x - 2, x >> 1 >> 1 is x >> 2,
//   x / 10 / 10 is x / 100); x == x on a double is !Double.isNaN(x).
// - No conjunct is printed twice, also when two differ only before
//   normalisation (x < 5 and !(5 <= x)); double negations cancel.
// - Bounded: a shared subexpression that would be printed more than once (and
//   is not tiny) becomes a local `int t1 = ...;` declared once before the
//   condition. The comment the JUnit writer makes from the text stays under
//   1 KB: beyond that the text is a prefix of the conjuncts followed by
//   "... and 37 more conditions". Time and memory are linear in the size of
//   the DAG; no shared node is ever expanded as a tree.
// - Safe inside /* */: the text never contains "*/" or a backslash-u
//   sequence, and is ASCII (a non-ASCII character of a variable name is
//   written {U+00E9}).
//
// The text has several lines when needed, none longer than 96 columns unless
// a single token is: the declarations first, then the conjunction (a new line
// starts with "&& "), then the "... and N more conditions" line. A condition
// that is always true is "true".
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "classfile/descriptor.h"
#include "expr/expr.h"
#include "expr/value.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// A method parameter: its input variable and its declared Java type. Narrow
// types (boolean, byte, char, short) are I32 variables in the DAG.
struct ConditionParameter {
    const expr::Expr* var = nullptr;
    JavaValue::Type type = JavaValue::Type::Int;
};

// The comment the JUnit writer makes of the text is at most this many bytes.
inline constexpr std::size_t kMaxPathConditionComment = 1000;
// Lines of the text are at most this wide (the writer re-wraps longer ones).
inline constexpr std::size_t kPathConditionWidth = 96;

// The text for the conjunction of `conjuncts` (Bool expressions).
std::string render_path_condition(const std::vector<const expr::Expr*>& conjuncts,
                                  const std::vector<ConditionParameter>& parameters);

// The parameters of an explored method: argument i (a symbolic variable) has
// the type of parameter i. Concrete or non-variable arguments are skipped.
std::vector<ConditionParameter> condition_parameters(const std::vector<expr::Value>& arguments,
                                                     const classfile::MethodType& type);

// The bytes of the comment the JUnit writer makes for a path-condition text
// with these lines (the single-line form "    /* Path condition: ... */", or
// the block form with one "     *   " line per line). The renderer keeps this
// at most kMaxPathConditionComment.
std::size_t path_condition_comment_bytes(const std::vector<std::string>& lines);

}  // namespace symcrete::testgen
