// How each kind of expression node prints in Java: the plan of a node as a
// value or negated, with Java's operators, casts, literals and calls. The
// bytecode idioms read as the Java that compiled to them: x ^ -1 is ~x, and
// the chains of constants that loops build fold exactly (x - 1 - 1 is x - 2,
// x / 10 / 10 is x / 100, x >> 1 >> 1 is x >> 2). Comparisons have their own
// file (path_condition_comparisons.cpp).
#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "expr/opaque_function.h"
#include "path_condition_literals.h"
#include "path_condition_renderer.h"

namespace symcrete::testgen::path_condition_detail {

Plan Renderer::plan(const Key& k) {
    switch (k.mode) {
        case Mode::AsBool: return atom(var_name(k.e), kPrimary, Sort::Bool);
        case Mode::Negated: return plan_negated(k.e);
        case Mode::Value: return plan_value(k.e);
    }
    return plan_value(k.e);
}

Plan Renderer::plan_negated(const Expr* e) {
    switch (e->kind()) {
        case Kind::Const: return truth(e->bits() == 0);
        case Kind::Not: return alias(e->operand(0), Mode::Value);
        case Kind::Eq:
        case Kind::Lt:
        case Kind::Le: return compare(e, true);
        default: return prefix("!", Slot{e, Mode::Value, kUnary}, kUnary, Sort::Bool, Op::Not);
    }
}

Plan Renderer::arithmetic(const Expr* e, const char* op_text, int prec) {
    const Expr* a = e->operand(0);
    const Expr* b = e->operand(1);
    omit_widening(a, b);
    return infix(Slot{a, Mode::Value, prec}, op_text, Slot{b, Mode::Value, prec + 1}, prec, e->sort());
}

Plan Renderer::plan_value(const Expr* e) {
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

std::pair<const Expr*, std::uint64_t> Renderer::offset_form(const Expr* e) {
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

Plan Renderer::offset(const Expr* e) {
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

std::optional<Plan> Renderer::division_chain(const Expr* e) {
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

std::optional<Plan> Renderer::shift_chain(const Expr* e) {
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

}  // namespace symcrete::testgen::path_condition_detail
