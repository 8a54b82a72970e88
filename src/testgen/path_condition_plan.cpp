// Plans are the unit of a path condition's first pass: these builders make
// the common shapes (a token, true/false, an alias of another node, a prefix
// or infix operator), and the widening helpers leave out the casts Java's
// binary numeric promotion would make by itself ((long) x + y is x + y).
#include "path_condition_plan.h"

#include <string>
#include <utility>

namespace symcrete::testgen::path_condition_detail {

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

Plan prefix(std::string text, Slot operand, int prec, Sort sort, Op op) {
    Plan p;
    p.op = op;
    p.prec = prec;
    p.sort = sort;
    p.pieces = {std::move(text), ""};
    p.slots = {operand};
    return p;
}

Plan infix(Slot a, std::string op_text, Slot b, int prec, Sort sort, Op op) {
    Plan p;
    p.op = op;
    p.prec = prec;
    p.sort = sort;
    p.pieces = {"", std::move(op_text), ""};
    p.slots = {a, b};
    return p;
}

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

void omit_widening(const Expr*& a, const Expr*& b) {
    if (is_widening(b)) {
        b = b->operand(0);
    } else if (is_widening(a)) {
        a = a->operand(0);
    }
}

}  // namespace symcrete::testgen::path_condition_detail
