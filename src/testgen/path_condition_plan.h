// The vocabulary of a path condition's first pass (path_condition.cpp): Java
// operator precedence, the (node, mode) keys, the Plan that says how one node
// prints (text pieces around operand slots) and the RNode it becomes once its
// operands are rendered; the builders of plans and the widening casts that
// Java's promotion makes implicit are in path_condition_plan.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "expr/expr.h"
#include "testgen/test_case.h"

namespace symcrete::testgen::path_condition_detail {

using expr::Expr;
using expr::Kind;
using expr::Sort;
using Type = JavaValue::Type;

// Java operator precedence, loosest to tightest.
enum Prec : int {
    kTernary = 3,
    kOr = 4,
    kAnd = 5,
    kBitOr = 6,
    kBitXor = 7,
    kBitAnd = 8,
    kEquality = 9,
    kRelational = 10,
    kShift = 11,
    kAdditive = 12,
    kMultiplicative = 13,
    kUnary = 14,
    kPrimary = 15,
};

// Operands of comparisons bind tighter than any comparison: Java accepts
// a < b == c < d, readers prefer (a < b) == (c < d).
constexpr int kComparand = kShift;

enum class Mode : std::uint8_t {
    Value,    // the node as Java computes it, in its sort's type
    Negated,  // the negation of a Bool node
    AsBool,   // a boolean parameter (an I32 variable that is 0 or 1) as a Java boolean
};

// What an RNode is, where it matters for folding.
enum class Op : std::uint8_t { Generic, Alias, True, False, Not, And, Or, Ite, BoolEq, BoolNe };

struct Key {
    const Expr* e;
    Mode mode;
    bool operator==(const Key&) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const {
        return std::hash<const Expr*>()(k.e) * 3 + static_cast<std::size_t>(k.mode);
    }
};

struct Slot {
    const Expr* e;
    Mode mode;
    int min_prec;  // the operand is parenthesised when its precedence is lower
};

// How a (node, mode) prints: pieces[0] slot[0] pieces[1] slot[1] ... pieces[n].
struct Plan {
    Op op = Op::Generic;
    int prec = kPrimary;
    Sort sort = Sort::Bool;
    std::vector<std::string> pieces;
    std::vector<Slot> slots;
};

struct RNode {
    Op op = Op::Generic;
    int prec = kPrimary;
    Sort sort = Sort::Bool;
    char first = 0;  // first character of the inline text
    std::vector<std::string> pieces;
    std::vector<std::uint32_t> children;
    std::vector<int> min_prec;
};

constexpr std::uint32_t kTrueNode = 0;
constexpr std::uint32_t kFalseNode = 1;

Plan atom(std::string text, int prec, Sort sort);
Plan truth(bool value);
Plan alias(const Expr* e, Mode mode);
Plan prefix(std::string text, Slot operand, int prec, Sort sort, Op op = Op::Generic);
Plan infix(Slot a, std::string op_text, Slot b, int prec, Sort sort, Op op = Op::Generic);

// A widening primitive conversion, which Java's binary numeric promotion
// applies by itself when the other operand has the wider type.
bool is_widening(const Expr* e);

// Leaves out one widening cast of a binary operation's operands where Java
// promotes the operand anyway: (long) x + y is x + y for a long y. When both
// are casts, the left one stays so the operation keeps its type.
void omit_widening(const Expr*& a, const Expr*& b);

}  // namespace symcrete::testgen::path_condition_detail
