// The Python subset Symcrete runs, as a tree of its own: CPython's syntax
// tree (syntax_tree.h) lowered by lower_module (lower.h) into statements and
// expressions with operators as enums, literals as exact values, and each
// function's local names resolved once, as CPython's compiler resolves them.
// The concrete interpreter (interpreter.h) runs it; what the subset leaves
// out never gets here: lowering names each such construct and its line.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace symcrete::python {

struct FunctionCode;
struct ClassCode;

// A literal's exact value: Python's unbounded int, an IEEE double, text as
// code points.
struct Literal {
    enum class Kind : std::uint8_t { None, Bool, Int, Float, Str, Ellipsis };
    Kind kind = Kind::None;
    bool flag = false;     // Bool
    mpz_class integer;     // Int
    double number = 0;     // Float
    std::uint64_t float_id = 0;  // Float: the float object's identity (one per value in a module)
    std::u32string text;   // Str
};

enum class BinaryOp : std::uint8_t { Add, Sub, Mult, Div, FloorDiv, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd };
enum class UnaryOp : std::uint8_t { Not, Neg, Pos, Invert };
enum class CompareOp : std::uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

// The Python spelling of an operator, as CPython's messages write it ("+",
// "//", "<=", "not in").
const char* spelling(BinaryOp op);
const char* spelling(UnaryOp op);
const char* spelling(CompareOp op);

struct Expr;

// One `for ... in ... if ...` of a comprehension.
struct Comprehension;

struct Expr {
    enum class Kind : std::uint8_t {
        Constant,    // literal
        Name,        // name
        Binary,      // children: left, right; binary
        Unary,       // children: operand; unary
        And,         // children: the operands, left to right (short-circuit)
        Or,
        Compare,     // children: left, then one per compares (chained)
        Call,        // children: the callee, positional arguments, then keyword values (keywords)
        Attribute,   // children: the object; name: the attribute
        Subscript,   // children: the object, the index (a Slice for a slice)
        Slice,       // children: lower, upper, step, each an Absent where left out
        Absent,      // a slice bound left out
        List,        // children: the items
        Tuple,
        Dict,        // children: key, value, key, value, ...
        IfElse,      // children: test, then, else
        FString,     // children: the parts (Constant strs and Formatted)
        Formatted,   // children: the value, then the format spec (an FString) if any; conversion
        ListComp,    // children: the element; comprehensions
        DictComp,    // children: key, value; comprehensions
        Lambda,      // function
        Starred,     // unsupported in this subset; never produced
    };
    Kind kind = Kind::Constant;
    int line = 0;
    Literal literal;
    std::string name;
    BinaryOp binary = BinaryOp::Add;
    UnaryOp unary = UnaryOp::Not;
    std::vector<CompareOp> compares;
    std::vector<std::string> keywords;
    char conversion = 0;  // Formatted: 'r', 's', 'a' or 0
    std::vector<Expr> children;
    std::vector<Comprehension> comprehensions;
    std::shared_ptr<const FunctionCode> function;
};

struct Comprehension {
    Expr target;
    Expr iterable;
    std::vector<Expr> conditions;
};

struct Stmt;

// An `except` clause: the classes it catches (none: all), the name it binds.
struct Handler {
    int line = 0;
    std::optional<Expr> type;
    std::string name;
    std::vector<Stmt> body;
};

struct Stmt {
    enum class Kind : std::uint8_t {
        Expression,  // value
        Assign,      // targets = value (a = b = value: two targets)
        AugAssign,   // targets[0] op= value
        If,          // value: test; body; orelse
        While,       // value: test; body
        For,         // targets[0] in value; body
        Break,
        Continue,
        Pass,
        Return,      // value, if any
        Raise,       // value: the exception, if any (a bare raise re-raises)
        Try,         // body; handlers; orelse; finalbody
        Assert,      // value: test; message, if any
        FunctionDef, // function
        ClassDef,    // class_code
        Global,      // names
        Import,      // import a, b as c: names (modules), as_names (bound names, empty where none)
        ImportFrom,  // from module import a, b as c: module; names; as_names
        Delete,      // targets
    };
    Kind kind = Kind::Pass;
    int line = 0;
    std::vector<Expr> targets;
    std::optional<Expr> value;
    std::optional<Expr> message;
    BinaryOp op = BinaryOp::Add;
    std::vector<Stmt> body;
    std::vector<Stmt> orelse;
    std::vector<Stmt> finalbody;
    std::vector<Handler> handlers;
    std::vector<std::string> names;
    std::vector<std::string> as_names;
    std::string module;
    std::shared_ptr<const FunctionCode> function;
    std::shared_ptr<const ClassCode> class_code;
};

struct Parameter {
    std::string name;
    std::optional<Expr> default_value;
    // The annotation's text as written ("int", "str", "list[int]"), if any.
    std::string annotation;
};

// A def or lambda: its parameters, body and the names local to it (assigned
// in it and not declared global), as CPython's compiler decides them.
struct FunctionCode {
    std::string name;  // "<lambda>" for a lambda
    int line = 0;
    std::vector<Parameter> parameters;
    std::vector<Stmt> body;  // a lambda: one Return
    std::set<std::string> locals;
    std::set<std::string> globals;
};

struct ClassCode {
    std::string name;
    int line = 0;
    std::vector<Expr> bases;
    std::vector<Stmt> body;
};

struct Module {
    std::string file;  // as given, for messages and tracebacks
    std::vector<Stmt> body;
};

}  // namespace symcrete::python
