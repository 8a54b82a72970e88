// Comparisons as the Java comparison a reader would write: the constant on
// the right, negations folded into the relation where that is exact (always
// for integers, for floating point only where neither side can be NaN), a
// comparison that the parameter types decide as true/false, a boolean
// parameter as b or !b, and a char compared with a printable character as a
// char literal. lcmp/fcmpl/fcmpg/dcmpl/dcmpg compared with a constant are the
// Java comparison of their operands they stand for, NaN included; elsewhere
// they are Long.compare(x, y) or an equivalent conditional.
#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "path_condition_literals.h"
#include "path_condition_renderer.h"

namespace symcrete::testgen::path_condition_detail {
namespace {

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

bool is_cmp(const Expr* e) {
    return e->kind() == Kind::Cmp || e->kind() == Kind::CmpL || e->kind() == Kind::CmpG;
}

}  // namespace

Plan Renderer::cmp_value(const Expr* e) {
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

Plan Renderer::compare(const Expr* e, bool negate) {
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

Plan Renderer::two_valued(bool when_first, bool when_second, const Plan& cond, const Plan& negated_cond) {
    if (when_first == when_second) return truth(when_first);
    return when_first ? cond : negated_cond;
}

Plan Renderer::compare_with_constant(const Expr* x, Rel rel, const Expr* constant) {
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

Plan Renderer::compare_cmp(const Expr* c, Rel rel, const Expr* constant) {
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

}  // namespace symcrete::testgen::path_condition_detail
