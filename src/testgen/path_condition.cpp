// Path conditions as Java text (see path_condition.h).
//
// Three passes, each linear in the DAG:
//
// 1. Planning and rendering. Each (node, mode) pair -- a node as a value, or a
//    condition negated -- gets a Plan: text pieces around operand slots, its
//    precedence and Java type. Java-level rewrites happen here (a bytecode
//    comparison becomes a Java comparison, an identity narrowing of a
//    parameter disappears, a comparison the parameter types decide becomes
//    true/false). Plans with their operands' results are interned as RNodes,
//    so two conditions that print the same are the same RNode: that is the
//    deduplication after normalisation. The walk uses an explicit stack.
// 2. Sharing. Reference counts over the RNode DAG; the inline length of each
//    RNode counts a named operand as its name, so lengths stay linear. An
//    RNode used more than once and longer than kInlineLimit is named.
// 3. Emission. Conjuncts are added in order while the comment stays within
//    budget, each with the declarations it needs first; a conjunct is only
//    turned into text once its computed length fits, so nothing large is
//    ever materialised.
#include "path_condition.h"

#include "expr/opaque_function.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

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

// A shared subexpression longer than this is declared once as t1, t2, ...
constexpr std::uint64_t kInlineLimit = 16;
// What a name costs in the length estimates ("t99"); only a filter before the
// exact layout is measured.
constexpr std::uint64_t kNameEstimate = 3;
constexpr std::uint64_t kSizeCap = std::uint64_t{1} << 50;

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

// Comparisons after orientation (the non-constant side left) and negation.
enum class Rel : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

Rel negated(Rel r) {
    switch (r) {
        case Rel::Eq: return Rel::Ne;
        case Rel::Ne: return Rel::Eq;
        case Rel::Lt: return Rel::Ge;
        case Rel::Le: return Rel::Gt;
        case Rel::Gt: return Rel::Le;
        case Rel::Ge: return Rel::Lt;
    }
    return r;
}

// The relation with its operands swapped.
Rel swapped(Rel r) {
    switch (r) {
        case Rel::Lt: return Rel::Gt;
        case Rel::Le: return Rel::Ge;
        case Rel::Gt: return Rel::Lt;
        case Rel::Ge: return Rel::Le;
        default: return r;
    }
}

const char* rel_text(Rel r) {
    switch (r) {
        case Rel::Eq: return " == ";
        case Rel::Ne: return " != ";
        case Rel::Lt: return " < ";
        case Rel::Le: return " <= ";
        case Rel::Gt: return " > ";
        case Rel::Ge: return " >= ";
    }
    return " ? ";
}

int rel_prec(Rel r) {
    return r == Rel::Eq || r == Rel::Ne ? kEquality : kRelational;
}

bool holds(Rel r, std::int64_t a, std::int64_t b) {
    switch (r) {
        case Rel::Eq: return a == b;
        case Rel::Ne: return a != b;
        case Rel::Lt: return a < b;
        case Rel::Le: return a <= b;
        case Rel::Gt: return a > b;
        case Rel::Ge: return a >= b;
    }
    return false;
}

struct Range {
    std::int64_t lo;
    std::int64_t hi;
};

// Is `r` true for every value in `range`, false for every one, or neither?
std::optional<bool> decided(Rel r, Range range, std::int64_t k) {
    const auto [lo, hi] = range;
    switch (r) {
        case Rel::Eq:
        case Rel::Ne: {
            std::optional<bool> eq;
            if (k < lo || k > hi) eq = false;
            if (lo == hi && lo == k) eq = true;
            if (!eq) return std::nullopt;
            return r == Rel::Eq ? *eq : !*eq;
        }
        case Rel::Lt:
            if (hi < k) return true;
            if (lo >= k) return false;
            return std::nullopt;
        case Rel::Le:
            if (hi <= k) return true;
            if (lo > k) return false;
            return std::nullopt;
        case Rel::Gt:
            if (lo > k) return true;
            if (hi <= k) return false;
            return std::nullopt;
        case Rel::Ge:
            if (lo >= k) return true;
            if (hi < k) return false;
            return std::nullopt;
    }
    return std::nullopt;
}

std::int64_t signed_value(const Expr* constant) {
    if (constant->sort() == Sort::I64) return static_cast<std::int64_t>(constant->bits());
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(constant->bits()));
}

const char* java_type(Sort sort) {
    switch (sort) {
        case Sort::Bool: return "boolean";
        case Sort::I32: return "int";
        case Sort::I64: return "long";
        case Sort::F32: return "float";
        case Sort::F64: return "double";
        case Sort::ArrayI32: return "int[]";
        case Sort::ArrayI64: return "long[]";
        case Sort::ArrayF32: return "float[]";
        case Sort::ArrayF64: return "double[]";
    }
    return "?";
}

std::string literal(Sort sort, std::uint64_t bits) {
    switch (sort) {
        case Sort::Bool: return bits != 0 ? "true" : "false";
        case Sort::I32: return java_literal(JavaValue{Type::Int, bits & 0xffffffffu});
        case Sort::I64: return java_literal(JavaValue{Type::Long, bits});
        case Sort::F32: return java_literal(JavaValue{Type::Float, bits & 0xffffffffu});
        case Sort::F64: return java_literal(JavaValue{Type::Double, bits});
        default: break;  // arrays have no literals
    }
    return "0";
}

// A char literal for a comparison with a char, when it reads better than the
// number: printable ASCII and the common escapes (never a \u escape, which
// javac would translate inside the comment).
std::optional<std::string> char_literal(std::int64_t k) {
    switch (k) {
        case '\'': return "'\\''";
        case '\\': return "'\\\\'";
        case '\n': return "'\\n'";
        case '\t': return "'\\t'";
        case '\r': return "'\\r'";
        default: break;
    }
    if (k >= 0x20 && k < 0x7f) return std::string("'") + static_cast<char>(k) + "'";
    return std::nullopt;
}

// A variable name as ASCII: Java identifier characters stay, and the '.',
// '[', ']', '(' and ')' of an input's origin (this.head.value,
// rows[1].length, name.charAt(2));
// anything else (non-ASCII letters, other bytes) becomes {U+XXXX}.
std::string ascii_name(const std::string& name) {
    std::string out;
    std::size_t i = 0;
    while (i < name.size()) {
        const auto c = static_cast<unsigned char>(name[i]);
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
            c == '.' || c == '[' || c == ']' || c == '(' || c == ')') {
            out += static_cast<char>(c);
            ++i;
            continue;
        }
        std::uint32_t code = c;
        std::size_t length = 1;
        if (c >= 0xc0 && c < 0xf8) {
            const std::size_t extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
            std::uint32_t decoded = c & (0x3fu >> extra);
            bool ok = i + extra < name.size();
            for (std::size_t k = 1; ok && k <= extra; ++k) {
                const auto cc = static_cast<unsigned char>(name[i + k]);
                if ((cc & 0xc0) != 0x80) ok = false;
                decoded = (decoded << 6) | (cc & 0x3fu);
            }
            if (ok) {
                code = decoded;
                length = extra + 1;
            }
        }
        out += fmt::format("{{U+{:04X}}}", code);
        i += length;
    }
    return out.empty() ? "_" : out;
}

Plan atom(std::string text, int prec, Sort sort) {
    Plan p;
    p.prec = prec;
    p.sort = sort;
    p.pieces = {std::move(text)};
    return p;
}

Plan truth(bool value) {
    Plan p;
    p.op = value ? Op::True : Op::False;
    return p;
}

Plan alias(const Expr* e, Mode mode) {
    Plan p;
    p.op = Op::Alias;
    p.pieces = {"", ""};
    p.slots = {Slot{e, mode, 0}};
    return p;
}

Plan prefix(std::string text, Slot operand, int prec, Sort sort, Op op = Op::Generic) {
    Plan p;
    p.op = op;
    p.prec = prec;
    p.sort = sort;
    p.pieces = {std::move(text), ""};
    p.slots = {operand};
    return p;
}

Plan infix(Slot a, std::string op_text, Slot b, int prec, Sort sort, Op op = Op::Generic) {
    Plan p;
    p.op = op;
    p.prec = prec;
    p.sort = sort;
    p.pieces = {"", std::move(op_text), ""};
    p.slots = {a, b};
    return p;
}

// A widening primitive conversion, which Java's binary numeric promotion
// applies by itself when the other operand has the wider type.
bool is_widening(const Expr* e) {
    if (e->kind() != Kind::Convert) return false;
    const Sort from = e->operand(0)->sort();
    switch (e->sort()) {
        case Sort::I64: return from == Sort::I32;
        case Sort::F32: return from == Sort::I32 || from == Sort::I64;
        case Sort::F64: return from != Sort::F64;
        default: return false;
    }
}

// Leaves out one widening cast of a binary operation's operands where Java
// promotes the operand anyway: (long) x + y is x + y for a long y. When both
// are casts, the left one stays so the operation keeps its type.
void omit_widening(const Expr*& a, const Expr*& b) {
    if (is_widening(b)) {
        b = b->operand(0);
    } else if (is_widening(a)) {
        a = a->operand(0);
    }
}

bool is_cmp(const Expr* e) {
    return e->kind() == Kind::Cmp || e->kind() == Kind::CmpL || e->kind() == Kind::CmpG;
}

class Renderer {
public:
    explicit Renderer(const std::vector<ConditionParameter>& parameters) {
        for (const ConditionParameter& p : parameters) {
            if (p.var != nullptr) types_[p.var] = p.type;
        }
        RNode yes;
        yes.op = Op::True;
        yes.pieces = {"true"};
        yes.first = 't';
        intern(std::move(yes));
        RNode no;
        no.op = Op::False;
        no.pieces = {"false"};
        no.first = 'f';
        intern(std::move(no));
    }

    std::string render(const std::vector<const Expr*>& conjuncts);

private:
    // ---- facts about inputs ------------------------------------------------

    std::optional<Type> param_type(const Expr* e) const {
        if (!e->is_var()) return std::nullopt;
        auto it = types_.find(e);
        if (it == types_.end()) return std::nullopt;
        return it->second;
    }

    bool is_bool_param(const Expr* e) const {
        return e->sort() == Sort::I32 && param_type(e) == Type::Boolean;
    }

    // Bounds of an integral node's value (signed), from the parameter types
    // and the operations that limit their result.
    Range range(const Expr* e, int depth = 0) const {
        const Range full = e->sort() == Sort::I64
                               ? Range{std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()}
                               : Range{std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
        if (depth > 8) return full;
        switch (e->kind()) {
            case Kind::Const: {
                const std::int64_t v = signed_value(e);
                return {v, v};
            }
            case Kind::Var:
                switch (param_type(e).value_or(Type::Int)) {
                    case Type::Boolean: return {0, 1};
                    case Type::Byte: return {-128, 127};
                    case Type::Char: return {0, 65535};
                    case Type::Short: return {-32768, 32767};
                    default: return full;
                }
            case Kind::ToByte: return {-128, 127};
            case Kind::ToChar: return {0, 65535};
            case Kind::ToShort: return {-32768, 32767};
            case Kind::And:
                if (e->operand(1)->is_const() && signed_value(e->operand(1)) >= 0) return {0, signed_value(e->operand(1))};
                return full;
            case Kind::Ushr:
                if (e->operand(1)->is_const()) {
                    const bool wide = e->sort() == Sort::I64;
                    const unsigned s = static_cast<unsigned>(e->operand(1)->bits() & (wide ? 63 : 31));
                    if (s > 0) {
                        const std::uint64_t max = wide ? ~std::uint64_t{0} : 0xffffffffull;
                        return {0, static_cast<std::int64_t>(max >> s)};
                    }
                }
                return full;
            case Kind::Cmp:
            case Kind::CmpL:
            case Kind::CmpG: return {-1, 1};
            case Kind::Convert:
                if (e->sort() == Sort::I64 && e->operand(0)->sort() == Sort::I32) return range(e->operand(0), depth + 1);
                return full;
            case Kind::Ite: {
                const Range a = range(e->operand(1), depth + 1);
                const Range b = range(e->operand(2), depth + 1);
                return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
            }
            default: return full;
        }
    }

    static bool within(Range r, std::int64_t lo, std::int64_t hi) { return r.lo >= lo && r.hi <= hi; }

    // A narrowing or mask that cannot change its operand's value, given the
    // parameter types: (byte) b for a byte b, c & 0xffff for a char c, b & 1
    // for a boolean b.
    bool is_identity(const Expr* e) const {
        switch (e->kind()) {
            case Kind::ToByte: return within(range(e->operand(0)), -128, 127);
            case Kind::ToShort: return within(range(e->operand(0)), -32768, 32767);
            case Kind::ToChar: return within(range(e->operand(0)), 0, 65535);
            case Kind::And: {
                if (!e->operand(1)->is_const()) return false;
                const std::int64_t m = signed_value(e->operand(1));
                const auto bits = static_cast<std::uint64_t>(m);
                return m >= 0 && (bits & (bits + 1)) == 0 && within(range(e->operand(0)), 0, m);
            }
            default: return false;
        }
    }

    const Expr* strip(const Expr* e) const {
        while (is_identity(e)) e = e->operand(0);
        return e;
    }

    // Can this floating-point node be NaN? Conservative: only conversions
    // from integers and non-NaN constants are known not to be.
    static bool may_be_nan(const Expr* e, int depth = 0) {
        if (depth > 16) return true;
        switch (e->kind()) {
            case Kind::Const:
                return e->sort() == Sort::F32 ? std::isnan(std::bit_cast<float>(static_cast<std::uint32_t>(e->bits())))
                                              : std::isnan(std::bit_cast<double>(e->bits()));
            case Kind::Convert:
                return expr::is_floating(e->operand(0)->sort()) && may_be_nan(e->operand(0), depth + 1);
            case Kind::Neg: return may_be_nan(e->operand(0), depth + 1);
            case Kind::Ite: return may_be_nan(e->operand(1), depth + 1) || may_be_nan(e->operand(2), depth + 1);
            default: return true;
        }
    }

    const std::string& var_name(const Expr* e) {
        auto it = names_of_vars_.find(e);
        if (it != names_of_vars_.end()) return it->second;
        std::string name = ascii_name(e->name());
        used_names_.insert(name);
        return names_of_vars_.emplace(e, std::move(name)).first->second;
    }

    // ---- plans ---------------------------------------------------------------

    Plan plan(const Key& k) {
        switch (k.mode) {
            case Mode::AsBool: return atom(var_name(k.e), kPrimary, Sort::Bool);
            case Mode::Negated: return plan_negated(k.e);
            case Mode::Value: return plan_value(k.e);
        }
        return plan_value(k.e);
    }

    Plan plan_negated(const Expr* e) {
        switch (e->kind()) {
            case Kind::Const: return truth(e->bits() == 0);
            case Kind::Not: return alias(e->operand(0), Mode::Value);
            case Kind::Eq:
            case Kind::Lt:
            case Kind::Le: return compare(e, true);
            default: return prefix("!", Slot{e, Mode::Value, kUnary}, kUnary, Sort::Bool, Op::Not);
        }
    }

    Plan arithmetic(const Expr* e, const char* op_text, int prec) {
        const Expr* a = e->operand(0);
        const Expr* b = e->operand(1);
        omit_widening(a, b);
        return infix(Slot{a, Mode::Value, prec}, op_text, Slot{b, Mode::Value, prec + 1}, prec, e->sort());
    }

    Plan plan_value(const Expr* e) {
        const Sort sort = e->sort();
        switch (e->kind()) {
            case Kind::Const: {
                if (sort == Sort::Bool) return truth(e->bits() != 0);
                std::string text = literal(sort, e->bits());
                const int prec = text[0] == '-' ? kUnary : kPrimary;
                return atom(std::move(text), prec, sort);
            }
            case Kind::Var:
                if (is_bool_param(e)) return atom(var_name(e) + " ? 1 : 0", kTernary, sort);
                return atom(var_name(e), kPrimary, sort);
            case Kind::Neg: return prefix("-", Slot{e->operand(0), Mode::Value, kUnary}, kUnary, sort);
            case Kind::Add:
            case Kind::Sub:
                if (expr::is_integral(sort) && e->operand(1)->is_const()) return offset(e);
                return arithmetic(e, e->kind() == Kind::Add ? " + " : " - ", kAdditive);
            case Kind::Mul: return arithmetic(e, " * ", kMultiplicative);
            case Kind::Div:
                if (auto folded = division_chain(e)) return *folded;
                return arithmetic(e, " / ", kMultiplicative);
            case Kind::Rem: return arithmetic(e, " % ", kMultiplicative);
            case Kind::And:
                if (is_identity(e)) return alias(e->operand(0), Mode::Value);
                return arithmetic(e, " & ", kBitAnd);
            case Kind::Or: return arithmetic(e, " | ", kBitOr);
            case Kind::Xor:
                // javac's ~x.
                if (e->operand(1)->is_const() && signed_value(e->operand(1)) == -1) {
                    return prefix("~", Slot{e->operand(0), Mode::Value, kUnary}, kUnary, sort);
                }
                return arithmetic(e, " ^ ", kBitXor);
            case Kind::Shl:
            case Kind::Shr:
            case Kind::Ushr: {
                if (auto folded = shift_chain(e)) return *folded;
                // No promotion between a shift's operands: nothing to leave out.
                const char* text = e->kind() == Kind::Shl ? " << " : e->kind() == Kind::Shr ? " >> " : " >>> ";
                return infix(Slot{e->operand(0), Mode::Value, kShift}, text, Slot{e->operand(1), Mode::Value, kShift + 1},
                             kShift, sort);
            }
            case Kind::Convert:
                return prefix(fmt::format("({}) ", java_type(sort)), Slot{e->operand(0), Mode::Value, kUnary}, kUnary,
                              sort);
            case Kind::ToByte:
            case Kind::ToChar:
            case Kind::ToShort: {
                if (is_identity(e)) return alias(e->operand(0), Mode::Value);
                const char* cast = e->kind() == Kind::ToByte ? "(byte) " : e->kind() == Kind::ToChar ? "(char) " : "(short) ";
                return prefix(cast, Slot{e->operand(0), Mode::Value, kUnary}, kUnary, sort);
            }
            case Kind::Cmp:
            case Kind::CmpL:
            case Kind::CmpG: return cmp_value(e);
            case Kind::Eq:
            case Kind::Lt:
            case Kind::Le: return compare(e, false);
            case Kind::Not: return alias(e->operand(0), Mode::Negated);
            case Kind::BoolAnd:
                return infix(Slot{e->operand(0), Mode::Value, kAnd}, " && ", Slot{e->operand(1), Mode::Value, kAnd}, kAnd,
                             sort, Op::And);
            case Kind::BoolOr:
                return infix(Slot{e->operand(0), Mode::Value, kOr}, " || ", Slot{e->operand(1), Mode::Value, kOr}, kOr,
                             sort, Op::Or);
            case Kind::Ite: {
                Plan p;
                p.op = Op::Ite;
                p.prec = kTernary;
                p.sort = sort;
                p.pieces = {"", " ? ", " : ", ""};
                p.slots = {Slot{e->operand(0), Mode::Value, kOr}, Slot{e->operand(1), Mode::Value, kOr},
                           Slot{e->operand(2), Mode::Value, kTernary}};
                return p;
            }
            case Kind::Select: {  // a[i]
                Plan p;
                p.sort = sort;
                p.pieces = {"", "[", "]"};
                p.slots = {Slot{e->operand(0), Mode::Value, kPrimary}, Slot{e->operand(1), Mode::Value, kOr}};
                return p;
            }
            case Kind::Store: {  // not Java: the array after a[i] = v, written as a call
                Plan p;
                p.sort = sort;
                p.pieces = {"with(", ", ", ", ", ")"};
                p.slots = {Slot{e->operand(0), Mode::Value, kOr}, Slot{e->operand(1), Mode::Value, kOr},
                           Slot{e->operand(2), Mode::Value, kOr}};
                return p;
            }
            case Kind::Call: {  // Math.sin(x), Math.pow(x, y)
                Plan p;
                p.sort = sort;
                const std::string name = expr::opaque_name(static_cast<std::uint32_t>(e->bits()));
                p.pieces = e->arity() > 1 ? std::vector<std::string>{name + "(", ", ", ")"}
                                          : std::vector<std::string>{name + "(", ")"};
                p.slots = {Slot{e->operand(0), Mode::Value, kOr}};
                if (e->arity() > 1) p.slots.push_back(Slot{e->operand(1), Mode::Value, kOr});
                return p;
            }
        }
        return atom("?", kPrimary, sort);
    }

    // An integral node as base + constant, following additions and
    // subtractions of constants (wrapping arithmetic is associative), so
    // that a loop's x - 1 - 1 - 1 reads x - 3. Memoised: chains can be long.
    std::pair<const Expr*, std::uint64_t> offset_form(const Expr* e) {
        std::vector<const Expr*> chain;
        const Expr* base = e;
        while ((base->kind() == Kind::Add || base->kind() == Kind::Sub) && expr::is_integral(base->sort()) &&
               base->operand(1)->is_const() && offsets_.count(base) == 0) {
            chain.push_back(base);
            base = base->operand(0);
        }
        std::pair<const Expr*, std::uint64_t> form{base, 0};
        if (auto it = offsets_.find(base); it != offsets_.end()) form = it->second;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const std::uint64_t k = (*it)->operand(1)->bits();
            form.second = (*it)->kind() == Kind::Add ? form.second + k : form.second - k;
            if ((*it)->sort() == Sort::I32) form.second &= 0xffffffffu;
            offsets_.emplace(*it, form);
        }
        return form;
    }

    Plan offset(const Expr* e) {
        auto [base, bits] = offset_form(e);
        if (bits == 0) return alias(base, Mode::Value);
        const Sort sort = e->sort();
        const bool negative = sort == Sort::I64 ? (bits >> 63) != 0 : (bits >> 31) != 0;
        const std::uint64_t magnitude = (sort == Sort::I64 ? ~bits + 1 : (~bits + 1) & 0xffffffffu);
        // x - 5 for x + -5, but x + Integer.MIN_VALUE (its negation is itself).
        const bool subtract = negative && magnitude != bits;
        // Java promotes the other operand to the constant's long.
        if (is_widening(base)) base = base->operand(0);
        Plan p = prefix("", Slot{base, Mode::Value, kAdditive}, kAdditive, sort);
        p.pieces.back() = (subtract ? " - " : " + ") + literal(sort, subtract ? magnitude : bits);
        return p;
    }

    // x / 10 / 10 as x / 100: truncating division by positive constants
    // composes while the product fits.
    static std::optional<Plan> division_chain(const Expr* e) {
        if (!expr::is_integral(e->sort()) || !e->operand(1)->is_const()) return std::nullopt;
        const std::int64_t max = e->sort() == Sort::I64 ? std::numeric_limits<std::int64_t>::max()
                                                        : std::numeric_limits<std::int32_t>::max();
        std::int64_t product = signed_value(e->operand(1));
        if (product <= 0) return std::nullopt;
        const Expr* base = e->operand(0);
        bool folded = false;
        while (base->kind() == Kind::Div && base->operand(1)->is_const()) {
            const std::int64_t k = signed_value(base->operand(1));
            if (k <= 0 || product > max / k) break;
            product *= k;
            base = base->operand(0);
            folded = true;
        }
        if (!folded) return std::nullopt;
        Plan p = prefix("", Slot{base, Mode::Value, kMultiplicative}, kMultiplicative, e->sort());
        p.pieces.back() = " / " + literal(e->sort(), static_cast<std::uint64_t>(product));
        return p;
    }

    // x >> 1 >> 1 >> 1 (a loop halving x) as x >> 3: shifts of one kind by
    // constants add up exactly while the total stays below the width.
    static std::optional<Plan> shift_chain(const Expr* e) {
        const unsigned mask = e->sort() == Sort::I64 ? 63 : 31;
        auto distance = [mask](const Expr* shift) { return static_cast<unsigned>(shift->operand(1)->bits() & mask); };
        if (!e->operand(1)->is_const()) return std::nullopt;
        unsigned total = distance(e);
        const Expr* base = e->operand(0);
        bool folded = false;
        while (base->kind() == e->kind() && base->operand(1)->is_const() && total + distance(base) <= mask) {
            total += distance(base);
            base = base->operand(0);
            folded = true;
        }
        if (!folded) return std::nullopt;
        const char* op = e->kind() == Kind::Shl ? " << " : e->kind() == Kind::Shr ? " >> " : " >>> ";
        Plan p = prefix("", Slot{base, Mode::Value, kShift}, kShift, e->sort());
        p.pieces.back() = op + std::to_string(total);
        return p;
    }

    // lcmp/fcmpl/fcmpg as a value, not compared with a constant: the Java
    // expression with the same result, NaN included.
    Plan cmp_value(const Expr* e) {
        const Expr* x = e->operand(0);
        const Expr* y = e->operand(1);
        omit_widening(x, y);
        Plan p;
        p.sort = Sort::I32;
        if (e->kind() == Kind::Cmp) {
            p.prec = kPrimary;
            p.pieces = {"Long.compare(", ", ", ")"};
            p.slots = {Slot{x, Mode::Value, kTernary}, Slot{y, Mode::Value, kTernary}};
            return p;
        }
        p.prec = kTernary;
        if (e->kind() == Kind::CmpL) {
            p.pieces = {"", " > ", " ? 1 : ", " == ", " ? 0 : -1"};  // NaN: -1
        } else {
            p.pieces = {"", " < ", " ? -1 : ", " == ", " ? 0 : 1"};  // NaN: 1
        }
        const Slot sx{x, Mode::Value, kComparand};
        const Slot sy{y, Mode::Value, kComparand};
        p.slots = {sx, sy, sx, sy};
        return p;
    }

    // Eq/Lt/Le, or their negation.
    Plan compare(const Expr* e, bool negate) {
        const Expr* a = e->operand(0);
        const Expr* b = e->operand(1);
        Rel rel = e->kind() == Kind::Eq ? Rel::Eq : e->kind() == Kind::Lt ? Rel::Lt : Rel::Le;
        const Sort sort = a->sort();
        if (sort == Sort::Bool) {
            return infix(Slot{a, Mode::Value, kComparand}, negate ? " != " : " == ", Slot{b, Mode::Value, kComparand},
                         kEquality, Sort::Bool, negate ? Op::BoolNe : Op::BoolEq);
        }
        if (expr::is_integral(sort)) {
            if (strip(a) == strip(b)) return truth((rel != Rel::Lt) != negate);
            if (negate) rel = negated(rel);  // exact for integers
            if (a->is_const()) {
                std::swap(a, b);
                rel = swapped(rel);
            }
            if (b->is_const()) return compare_with_constant(a, rel, b);
            if ((rel == Rel::Eq || rel == Rel::Ne) && is_bool_param(strip(a)) && is_bool_param(strip(b))) {
                return infix(Slot{strip(a), Mode::AsBool, kComparand}, rel_text(rel),
                             Slot{strip(b), Mode::AsBool, kComparand}, kEquality, Sort::Bool);
            }
            omit_widening(a, b);
            return infix(Slot{a, Mode::Value, kComparand}, rel_text(rel), Slot{b, Mode::Value, kComparand},
                         rel_prec(rel), Sort::Bool);
        }
        // Floating point: the negation of < and <= is only >= and > when
        // neither side can be NaN.
        const bool no_nan = !may_be_nan(a) && !may_be_nan(b);
        if (a == b && rel != Rel::Lt) {
            // x == x and x <= x: x is not NaN (the idiom of Double.isNaN).
            const bool is_nan = negate;
            std::string call = fmt::format("{}{}.isNaN(", is_nan ? "" : "!", sort == Sort::F32 ? "Float" : "Double");
            Plan p = prefix(std::move(call), Slot{a, Mode::Value, kTernary}, is_nan ? kPrimary : kUnary, Sort::Bool);
            p.pieces.back() = ")";
            return p;
        }
        if (a->is_const() && !b->is_const()) {
            std::swap(a, b);
            rel = swapped(rel);
        }
        omit_widening(a, b);
        const Slot sa{a, Mode::Value, kComparand};
        const Slot sb{b, Mode::Value, kComparand};
        if (!negate) return infix(sa, rel_text(rel), sb, rel_prec(rel), Sort::Bool);
        if (rel == Rel::Eq || no_nan) return infix(sa, rel_text(negated(rel)), sb, rel_prec(negated(rel)), Sort::Bool);
        Plan p = infix(sa, rel_text(rel), sb, kUnary, Sort::Bool);
        p.pieces.front() = "!(";
        p.pieces.back() = ")";
        return p;
    }

    // A condition on one two-valued operand: true where `when_first` (the
    // truth for the first value) and `when_second` say, as `cond`, its
    // negation, or a constant.
    static Plan two_valued(bool when_first, bool when_second, const Plan& cond, const Plan& negated_cond) {
        if (when_first == when_second) return truth(when_first);
        return when_first ? cond : negated_cond;
    }

    // x rel k for an integral x and a constant k.
    Plan compare_with_constant(const Expr* x, Rel rel, const Expr* constant) {
        const std::int64_t k = signed_value(constant);
        const Expr* sx = strip(x);
        if (is_cmp(sx)) return compare_cmp(sx, rel, constant);
        if (is_bool_param(sx)) {
            return two_valued(holds(rel, 1, k), holds(rel, 0, k), alias(sx, Mode::AsBool),
                              prefix("!", Slot{sx, Mode::AsBool, kUnary}, kUnary, Sort::Bool, Op::Not));
        }
        if (sx->kind() == Kind::Xor && sx->operand(1)->is_const() && is_bool_param(strip(sx->operand(0)))) {
            // b ^ m: two values, m ^ 1 for true and m for false.
            const Expr* flag = strip(sx->operand(0));
            const std::int64_t m = signed_value(sx->operand(1));
            return two_valued(holds(rel, m ^ 1, k), holds(rel, m, k), alias(flag, Mode::AsBool),
                              prefix("!", Slot{flag, Mode::AsBool, kUnary}, kUnary, Sort::Bool, Op::Not));
        }
        if (sx->kind() == Kind::Ite && sx->operand(1)->is_const() && sx->operand(2)->is_const()) {
            return two_valued(holds(rel, signed_value(sx->operand(1)), k), holds(rel, signed_value(sx->operand(2)), k),
                              alias(sx->operand(0), Mode::Value), alias(sx->operand(0), Mode::Negated));
        }
        if (auto known = decided(rel, range(x), k)) return truth(*known);
        const bool is_char = param_type(sx) == Type::Char || x->kind() == Kind::ToChar;
        if (is_char) {
            if (auto text = char_literal(k)) {
                Plan p = prefix("", Slot{x, Mode::Value, kComparand}, rel_prec(rel), Sort::Bool);
                p.pieces.back() = rel_text(rel) + *text;
                return p;
            }
        }
        const Expr* shown = is_widening(x) ? x->operand(0) : x;
        return infix(Slot{shown, Mode::Value, kComparand}, rel_text(rel), Slot{constant, Mode::Value, kComparand},
                     rel_prec(rel), Sort::Bool);
    }

    // cmp(x, y) rel k, for lcmp, fcmpl/dcmpl and fcmpg/dcmpg: the Java
    // comparison of x and y it stands for.
    Plan compare_cmp(const Expr* c, Rel rel, const Expr* constant) {
        enum : unsigned { kLess = 1, kEqual = 2, kGreater = 4, kUnordered = 8, kAll = 15 };
        const std::int64_t k = signed_value(constant);
        unsigned set = 0;
        if (holds(rel, -1, k)) set |= kLess;
        if (holds(rel, 0, k)) set |= kEqual;
        if (holds(rel, 1, k)) set |= kGreater;
        // An unordered pair (a NaN) gives -1 for fcmpl, 1 for fcmpg.
        if (c->kind() == Kind::CmpL && (set & kLess)) set |= kUnordered;
        if (c->kind() == Kind::CmpG && (set & kGreater)) set |= kUnordered;
        const Expr* x = c->operand(0);
        const Expr* y = c->operand(1);
        const bool nan = c->kind() != Kind::Cmp && (may_be_nan(x) || may_be_nan(y));
        if (x->is_const() && !y->is_const()) {
            // Constant on the right: x < y is y > x, also for NaN.
            std::swap(x, y);
            set = (set & (kEqual | kUnordered)) | ((set & kLess) ? kGreater : 0u) | ((set & kGreater) ? kLess : 0u);
        }
        if (!nan) {
            // The unordered case cannot happen: pick whichever reads better.
            const unsigned ordered = set & ~unsigned{kUnordered};
            const bool plain = ordered == 0 || ordered == kLess || ordered == kEqual || ordered == kGreater ||
                               ordered == (kLess | kEqual) || ordered == (kEqual | kGreater);
            set = plain ? ordered : ordered | kUnordered;
        }
        omit_widening(x, y);
        const Slot sx{x, Mode::Value, kComparand};
        const Slot sy{y, Mode::Value, kComparand};
        auto plain = [&](Rel r) { return infix(sx, rel_text(r), sy, rel_prec(r), Sort::Bool); };
        auto not_of = [&](Rel r) {
            Plan p = infix(sx, rel_text(r), sy, kUnary, Sort::Bool);
            p.pieces.front() = "!(";
            p.pieces.back() = ")";
            return p;
        };
        switch (set) {
            case 0: return truth(false);
            case kAll: return truth(true);
            case kLess: return plain(Rel::Lt);
            case kEqual: return plain(Rel::Eq);
            case kGreater: return plain(Rel::Gt);
            case kLess | kEqual: return plain(Rel::Le);
            case kEqual | kGreater: return plain(Rel::Ge);
            case kLess | kGreater | kUnordered: return plain(Rel::Ne);
            case kLess | kUnordered: return not_of(Rel::Ge);
            case kGreater | kUnordered: return not_of(Rel::Le);
            case kLess | kEqual | kUnordered: return not_of(Rel::Gt);
            case kEqual | kGreater | kUnordered: return not_of(Rel::Lt);
            default: break;
        }
        // Not reachable from one comparison result; print it as it is.
        return infix(Slot{c, Mode::Value, kComparand}, rel_text(rel), Slot{constant, Mode::Value, kComparand},
                     rel_prec(rel), Sort::Bool);
    }

    // ---- rendered nodes ----------------------------------------------------

    std::uint32_t intern(RNode n) {
        std::string key;
        key += static_cast<char>(n.op);
        key += static_cast<char>(n.prec);
        key += static_cast<char>(n.sort);
        for (const std::string& piece : n.pieces) {
            key += piece;
            key += '\x01';
        }
        for (std::size_t i = 0; i < n.children.size(); ++i) {
            key.append(reinterpret_cast<const char*>(&n.children[i]), sizeof n.children[i]);
            key += static_cast<char>(n.min_prec[i]);
        }
        auto [it, inserted] = interned_.emplace(std::move(key), static_cast<std::uint32_t>(nodes_.size()));
        if (inserted) nodes_.push_back(std::move(n));
        return it->second;
    }

    std::uint32_t make(const Plan& p, const std::vector<std::uint32_t>& c) {
        switch (p.op) {
            case Op::Alias: return c[0];
            case Op::True: return kTrueNode;
            case Op::False: return kFalseNode;
            case Op::Not:
                if (c[0] == kTrueNode) return kFalseNode;
                if (c[0] == kFalseNode) return kTrueNode;
                if (nodes_[c[0]].op == Op::Not) return nodes_[c[0]].children[0];
                break;
            case Op::And:
                if (c[0] == kFalseNode || c[1] == kFalseNode) return kFalseNode;
                if (c[0] == kTrueNode) return c[1];
                if (c[1] == kTrueNode || c[0] == c[1]) return c[0];
                break;
            case Op::Or:
                if (c[0] == kTrueNode || c[1] == kTrueNode) return kTrueNode;
                if (c[0] == kFalseNode) return c[1];
                if (c[1] == kFalseNode || c[0] == c[1]) return c[0];
                break;
            case Op::Ite:
                if (c[0] == kTrueNode) return c[1];
                if (c[0] == kFalseNode || c[1] == c[2]) return c[2];
                break;
            case Op::BoolEq:
            case Op::BoolNe: {
                // A side the parameter types decided: the other side or its negation.
                const bool eq = p.op == Op::BoolEq;
                for (int side = 0; side < 2; ++side) {
                    const std::uint32_t known = c[side];
                    const std::uint32_t other = c[1 - side];
                    if (known != kTrueNode && known != kFalseNode) continue;
                    return (known == kTrueNode) == eq ? other : negation(other);
                }
                if (c[0] == c[1]) return eq ? kTrueNode : kFalseNode;
                break;
            }
            case Op::Generic: break;
        }
        RNode n;
        n.op = p.op;
        n.prec = p.prec;
        n.sort = p.sort;
        n.pieces = p.pieces;
        n.children = c;
        for (std::size_t i = 0; i < c.size(); ++i) {
            int m = p.slots[i].min_prec;
            const RNode& child = nodes_[c[i]];
            const std::string& before = p.pieces[i];
            // "-" before "-x" would read as a decrement.
            if (!before.empty() && (before.back() == '-' || before.back() == '+') && child.first == before.back()) {
                m = kPrimary;
            }
            // a || (b && c): legal without the parentheses, clearer with them.
            if (p.op == Op::Or && child.op == Op::And) m = kPrimary;
            n.min_prec.push_back(m);
        }
        if (!n.pieces[0].empty()) {
            n.first = n.pieces[0][0];
        } else if (!c.empty()) {
            n.first = nodes_[c[0]].prec < n.min_prec[0] ? '(' : nodes_[c[0]].first;
        }
        return intern(std::move(n));
    }

    // !x for a rendered x.
    std::uint32_t negation(std::uint32_t x) {
        Plan p = prefix("!", Slot{nullptr, Mode::Value, kUnary}, kUnary, Sort::Bool, Op::Not);
        return make(p, {x});
    }

    std::uint32_t build(Key root) {
        if (auto it = built_.find(root); it != built_.end()) return it->second;
        struct Frame {
            Key key;
            Plan plan;
            bool planned = false;
        };
        std::vector<Frame> stack;
        stack.push_back(Frame{root, {}, false});
        std::vector<std::uint32_t> ids;
        while (!stack.empty()) {
            if (built_.count(stack.back().key) != 0) {
                stack.pop_back();
                continue;
            }
            if (!stack.back().planned) {
                Plan p = plan(stack.back().key);
                stack.back().plan = p;
                stack.back().planned = true;
                for (std::size_t i = p.slots.size(); i-- > 0;) {
                    const Key k{p.slots[i].e, p.slots[i].mode};
                    if (built_.count(k) == 0) stack.push_back(Frame{k, {}, false});
                }
                continue;
            }
            const Frame& top = stack.back();
            ids.clear();
            for (const Slot& s : top.plan.slots) ids.push_back(built_.at(Key{s.e, s.mode}));
            const std::uint32_t id = make(top.plan, ids);
            built_.emplace(top.key, id);
            stack.pop_back();
        }
        return built_.at(root);
    }

    // ---- emission ----------------------------------------------------------

    std::uint64_t reference_size(std::uint32_t child, int min_prec) const {
        if (named_[child]) return kNameEstimate;
        return size_[child] + (nodes_[child].prec < min_prec ? 2 : 0);
    }

    void write(std::uint32_t id, std::string& out) const {
        const RNode& n = nodes_[id];
        for (std::size_t i = 0; i < n.pieces.size(); ++i) {
            out += n.pieces[i];
            if (i < n.children.size()) write_reference(n.children[i], n.min_prec[i], out);
        }
    }

    void write_reference(std::uint32_t child, int min_prec, std::string& out) const {
        if (named_[child]) {
            out += names_[child];
        } else if (nodes_[child].prec < min_prec) {
            out += '(';
            write(child, out);
            out += ')';
        } else {
            write(child, out);
        }
    }

    std::uint64_t declaration_size(std::uint32_t id) const {
        return std::char_traits<char>::length(java_type(nodes_[id].sort)) + kNameEstimate + 5 + size_[id];
    }

    // The named nodes a conjunct needs declared, operands before their users,
    // as long as their estimated length stays within `limit`.
    bool collect(std::uint32_t id, std::vector<std::uint32_t>& fresh, std::unordered_set<std::uint32_t>& pending,
                 std::uint64_t& cost, std::uint64_t limit) const {
        for (std::uint32_t child : nodes_[id].children) {
            if (!named_[child]) {
                if (!collect(child, fresh, pending, cost, limit)) return false;
                continue;
            }
            if (!names_[child].empty() || pending.count(child) != 0) continue;
            cost += declaration_size(child);
            if (cost > limit) return false;
            pending.insert(child);
            if (!collect(child, fresh, pending, cost, limit)) return false;
            fresh.push_back(child);
        }
        return true;
    }

    std::string fresh_name() {
        for (;;) {
            std::string name = fmt::format("t{}", next_name_++);
            if (used_names_.count(name) == 0) return name;
        }
    }

    std::unordered_map<const Expr*, Type> types_;
    std::unordered_map<const Expr*, std::pair<const Expr*, std::uint64_t>> offsets_;
    std::unordered_map<const Expr*, std::string> names_of_vars_;
    std::unordered_set<std::string> used_names_;
    std::vector<RNode> nodes_;
    std::unordered_map<std::string, std::uint32_t> interned_;
    std::unordered_map<Key, std::uint32_t, KeyHash> built_;
    // Per RNode, filled by render: inline length, named?, the name once declared.
    std::vector<std::uint64_t> size_;
    std::vector<char> named_;
    std::vector<std::string> names_;
    std::size_t next_name_ = 1;
};

// The precedence of a binary operator token, or 0.
int operator_prec(std::string_view op) {
    static const std::pair<std::string_view, int> table[] = {
        {"?", kTernary},   {":", kTernary},    {"||", kOr},       {"&&", kAnd},     {"|", kBitOr},
        {"^", kBitXor},    {"&", kBitAnd},     {"==", kEquality}, {"!=", kEquality}, {"<", kRelational},
        {"<=", kRelational}, {">", kRelational}, {">=", kRelational}, {"<<", kShift}, {">>", kShift},
        {">>>", kShift},   {"+", kAdditive},   {"-", kAdditive},  {"*", kMultiplicative},
        {"/", kMultiplicative}, {"%", kMultiplicative},
    };
    for (const auto& [text, prec] : table) {
        if (text == op) return prec;
    }
    return 0;
}

// Splits a long line at spaces outside char literals into lines of at most
// kPathConditionWidth columns; continuation lines start with `indent`.
void wrap(std::string_view text, std::string_view indent, std::vector<std::string>& lines) {
    bool first = true;
    for (;;) {
        const std::size_t lead = first ? 0 : indent.size();
        if (lead + text.size() <= kPathConditionWidth) break;
        const std::size_t room = kPathConditionWidth - lead;
        // Where to break: preferably before a binary operator in the second
        // half of the line, the one nesting least in parentheses and binding
        // loosest (the last of equals); else the last space that fits; else
        // the first space at all.
        std::size_t cut = std::string_view::npos;
        std::size_t best = std::string_view::npos;
        std::pair<int, int> best_rank{0, 0};
        bool quoted = false;
        int depth = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (quoted) {
                if (c == '\\') {
                    ++i;
                } else if (c == '\'') {
                    quoted = false;
                }
            } else if (c == '\'') {
                quoted = true;
            } else if (c == '(') {
                ++depth;
            } else if (c == ')') {
                --depth;
            } else if (c == ' ' && i > 0) {
                if (i <= room || cut == std::string_view::npos) cut = i;
                if (i > room) break;
                if (i < room / 2) continue;
                // A binary operator is punctuation followed by a space ("-x" is unary).
                const std::size_t end = text.find(' ', i + 1);
                if (end == std::string_view::npos || end == i + 1 || end > i + 4) continue;
                const int prec = operator_prec(text.substr(i + 1, end - i - 1));
                if (prec == 0) continue;
                const std::pair<int, int> rank{depth, prec};
                if (best == std::string_view::npos || rank <= best_rank) {
                    best = i;
                    best_rank = rank;
                }
            }
        }
        if (best != std::string_view::npos) cut = best;
        if (cut == std::string_view::npos) break;
        lines.push_back(std::string(first ? "" : indent) + std::string(text.substr(0, cut)));
        text.remove_prefix(cut + 1);
        first = false;
    }
    lines.push_back(std::string(first ? "" : indent) + std::string(text));
}

// A conjunct's text, and whether it binds looser than && (a || b, c ? d : e)
// and so needs parentheses next to another conjunct.
struct Conjunct {
    std::string text;
    bool loose = false;
};

std::vector<std::string> layout(const std::vector<std::string>& declarations, const std::vector<Conjunct>& conjuncts,
                                const std::string& note) {
    std::vector<std::string> lines;
    for (const std::string& d : declarations) wrap(d, "    ", lines);
    std::string line;
    for (std::size_t j = 0; j < conjuncts.size(); ++j) {
        const Conjunct& c = conjuncts[j];
        const std::string text = c.loose && conjuncts.size() > 1 ? "(" + c.text + ")" : c.text;
        const std::string piece = j == 0 ? text : "&& " + text;
        if (!line.empty() && line.size() + 1 + piece.size() <= kPathConditionWidth) {
            line += ' ';
            line += piece;
            continue;
        }
        if (!line.empty()) lines.push_back(std::move(line));
        line.clear();
        if (piece.size() <= kPathConditionWidth) {
            line = piece;
        } else {
            wrap(piece, "   ", lines);
        }
    }
    if (!line.empty()) lines.push_back(std::move(line));
    if (!note.empty()) lines.push_back(note);
    return lines;
}

std::string more_note(std::size_t left_out, bool none_shown) {
    if (none_shown) return fmt::format("... {} condition{}, too long to show", left_out, left_out == 1 ? "" : "s");
    return fmt::format("... and {} more condition{}", left_out, left_out == 1 ? "" : "s");
}

// Belt and braces: nothing above produces these, and a comment must never
// contain them.
std::string comment_safe(std::string text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/' && !out.empty() && out.back() == '*') out += ' ';
        if (c == 'u' && !out.empty() && out.back() == '\\') out += ' ';
        out += static_cast<unsigned char>(c) < 0x80 ? c : '?';
    }
    return out;
}

std::string Renderer::render(const std::vector<const Expr*>& conjuncts) {
    // The conjuncts with && (and the negation of ||) taken apart, each
    // (node, mode) once.
    std::vector<Key> tops;
    std::unordered_set<Key, KeyHash> seen_keys;
    std::vector<Key> work;
    for (const Expr* conjunct : conjuncts) {
        if (conjunct == nullptr) continue;
        work.push_back(Key{conjunct, Mode::Value});
        while (!work.empty()) {
            const Key k = work.back();
            work.pop_back();
            if (!seen_keys.insert(k).second) continue;
            const Kind kind = k.e->kind();
            if (kind == Kind::Not) {
                work.push_back(Key{k.e->operand(0), k.mode == Mode::Value ? Mode::Negated : Mode::Value});
            } else if ((kind == Kind::BoolAnd && k.mode == Mode::Value) ||
                       (kind == Kind::BoolOr && k.mode == Mode::Negated)) {
                work.push_back(Key{k.e->operand(1), k.mode});
                work.push_back(Key{k.e->operand(0), k.mode});
            } else {
                tops.push_back(k);
            }
        }
    }

    // Rendered, with rendered && taken apart too, without the conjuncts the
    // parameter types make true, and without repeats.
    std::vector<std::uint32_t> roots;
    std::unordered_set<std::uint32_t> seen_roots;
    std::vector<std::uint32_t> pieces;
    for (const Key& k : tops) {
        pieces.push_back(build(k));
        while (!pieces.empty()) {
            const std::uint32_t id = pieces.back();
            pieces.pop_back();
            if (nodes_[id].op == Op::And) {
                pieces.push_back(nodes_[id].children[1]);
                pieces.push_back(nodes_[id].children[0]);
            } else if (id != kTrueNode && seen_roots.insert(id).second) {
                roots.push_back(id);
            }
        }
    }
    if (roots.empty()) return "true";

    // Sharing: nodes are interned after their operands, so ids are a
    // topological order.
    const std::size_t n = nodes_.size();
    std::vector<std::uint32_t> refs(n, 0);
    std::vector<char> reachable(n, 0);
    for (std::uint32_t r : roots) {
        ++refs[r];
        reachable[r] = 1;
    }
    for (std::size_t id = n; id-- > 0;) {
        if (!reachable[id]) continue;
        for (std::uint32_t c : nodes_[id].children) {
            ++refs[c];
            reachable[c] = 1;
        }
    }
    size_.assign(n, 0);
    named_.assign(n, 0);
    names_.assign(n, std::string());
    for (std::size_t id = 0; id < n; ++id) {
        if (!reachable[id]) continue;
        const RNode& node = nodes_[id];
        std::uint64_t size = 0;
        for (const std::string& piece : node.pieces) size += piece.size();
        for (std::size_t i = 0; i < node.children.size(); ++i) size += reference_size(node.children[i], node.min_prec[i]);
        size_[id] = std::min(size, kSizeCap);
        named_[id] = !node.children.empty() && refs[id] >= 2 && size_[id] > kInlineLimit;
    }

    // Emission, while the comment stays within budget.
    std::vector<std::string> declarations;
    std::vector<Conjunct> shown;
    std::size_t next = 0;
    for (; next < roots.size(); ++next) {
        const std::uint32_t r = roots[next];
        std::vector<std::uint32_t> fresh;
        std::unordered_set<std::uint32_t> pending;
        std::uint64_t cost = named_[r] && names_[r].empty() ? declaration_size(r) + kNameEstimate : size_[r];
        if (cost > kMaxPathConditionComment) break;
        if (named_[r]) {
            if (names_[r].empty()) {
                pending.insert(r);
                if (!collect(r, fresh, pending, cost, kMaxPathConditionComment)) break;
                fresh.push_back(r);
            }
        } else if (!collect(r, fresh, pending, cost, kMaxPathConditionComment)) {
            break;
        }
        const std::size_t saved_next_name = next_name_;
        for (std::uint32_t f : fresh) names_[f] = fresh_name();
        std::vector<std::string> more_declarations = declarations;
        for (std::uint32_t f : fresh) {
            std::string d = fmt::format("{} {} = ", java_type(nodes_[f].sort), names_[f]);
            write(f, d);
            d += ';';
            more_declarations.push_back(std::move(d));
        }
        Conjunct conjunct;
        write_reference(r, 0, conjunct.text);
        conjunct.loose = !named_[r] && nodes_[r].prec < kAnd;
        std::vector<Conjunct> more_shown = shown;
        more_shown.push_back(std::move(conjunct));
        const std::string note = next + 1 < roots.size() ? more_note(roots.size() - next - 1, false) : "";
        if (path_condition_comment_bytes(layout(more_declarations, more_shown, note)) > kMaxPathConditionComment) {
            for (std::uint32_t f : fresh) names_[f].clear();
            next_name_ = saved_next_name;
            break;
        }
        declarations = std::move(more_declarations);
        shown = std::move(more_shown);
    }
    const std::string note = next < roots.size() ? more_note(roots.size() - next, shown.empty()) : "";
    std::string out;
    for (const std::string& line : layout(declarations, shown, note)) {
        if (!out.empty()) out += '\n';
        out += line;
    }
    return comment_safe(std::move(out));
}

std::optional<Type> type_of(const classfile::FieldType& type) {
    if (type.dimensions != 0) return std::nullopt;
    switch (type.element) {
        case classfile::BaseType::Boolean: return Type::Boolean;
        case classfile::BaseType::Byte: return Type::Byte;
        case classfile::BaseType::Char: return Type::Char;
        case classfile::BaseType::Short: return Type::Short;
        case classfile::BaseType::Int: return Type::Int;
        case classfile::BaseType::Long: return Type::Long;
        case classfile::BaseType::Float: return Type::Float;
        case classfile::BaseType::Double: return Type::Double;
        default: return std::nullopt;
    }
}

}  // namespace

std::string render_path_condition(const std::vector<const expr::Expr*>& conjuncts,
                                  const std::vector<ConditionParameter>& parameters) {
    return Renderer(parameters).render(conjuncts);
}

std::vector<ConditionParameter> condition_parameters(const std::vector<expr::Value>& arguments,
                                                     const classfile::MethodType& type) {
    std::vector<ConditionParameter> parameters;
    for (std::size_t i = 0; i < arguments.size() && i < type.parameters.size(); ++i) {
        if (!arguments[i].is_symbolic() || !arguments[i].expr()->is_var()) continue;
        if (auto t = type_of(type.parameters[i])) parameters.push_back(ConditionParameter{arguments[i].expr(), *t});
    }
    return parameters;
}

std::size_t path_condition_comment_bytes(const std::vector<std::string>& lines) {
    // "    /* Path condition: " + line + " */\n"
    if (lines.size() <= 1) return 27 + (lines.empty() ? 4 : lines[0].size());
    // "    /*\n     * Path condition:\n", "     *   " + line + "\n" each, "     */\n"
    std::size_t bytes = 30 + 8;
    for (const std::string& line : lines) bytes += 10 + line.size();
    return bytes;
}

}  // namespace symcrete::testgen
