// How IR operations map onto the expression layer's Java semantics: the
// value kind of an IR type, the expression kind of an arithmetic opcode, an
// int comparison on concrete operands, and Java's narrowing of an int to a
// field's or array element's type. Shared by step(), the concrete fast path,
// array stores and loads, and VarHandle writes, so each rule is written once.
#pragma once

#include <cstdint>

#include "expr/value.h"
#include "ir/ir.h"

namespace symcrete::engine::detail {

inline expr::ValueKind value_kind(ir::Type type) {
    switch (type) {
        case ir::Type::Long: return expr::ValueKind::Long;
        case ir::Type::Float: return expr::ValueKind::Float;
        case ir::Type::Double: return expr::ValueKind::Double;
        case ir::Type::Ref: return expr::ValueKind::Ref;
        default: return expr::ValueKind::Int;
    }
}

inline expr::Kind arithmetic_kind(ir::Op op) {
    switch (op) {
        case ir::Op::Add: return expr::Kind::Add;
        case ir::Op::Sub: return expr::Kind::Sub;
        case ir::Op::Mul: return expr::Kind::Mul;
        case ir::Op::Div: return expr::Kind::Div;
        case ir::Op::Rem: return expr::Kind::Rem;
        case ir::Op::Shl: return expr::Kind::Shl;
        case ir::Op::Shr: return expr::Kind::Shr;
        case ir::Op::Ushr: return expr::Kind::Ushr;
        case ir::Op::And: return expr::Kind::And;
        case ir::Op::Or: return expr::Kind::Or;
        case ir::Op::Xor: return expr::Kind::Xor;
        case ir::Op::Cmp: return expr::Kind::Cmp;
        case ir::Op::CmpL: return expr::Kind::CmpL;
        default: return expr::Kind::CmpG;
    }
}

// An int comparison of an If on concrete operands.
inline bool holds(ir::Cond cond, std::int32_t x, std::int32_t y) {
    switch (cond) {
        case ir::Cond::Eq: return x == y;
        case ir::Cond::Ne: return x != y;
        case ir::Cond::Lt: return x < y;
        case ir::Cond::Ge: return x >= y;
        case ir::Cond::Gt: return x > y;
        case ir::Cond::Le: return x <= y;
    }
    return false;
}

// Java's narrowing of an int value stored into (or read from) a field or
// array element of descriptor type `type`: byte and short sign-extend, char
// zero-extends, boolean keeps the low bit (as bastore does); other types
// are unchanged. Concrete values fold without touching the expression DAG.
inline expr::Value narrow_to(expr::ExprContext& ctx, char type, expr::Value value) {
    switch (type) {
        case 'B': return expr::unary(ctx, expr::Kind::ToByte, value);
        case 'C': return expr::unary(ctx, expr::Kind::ToChar, value);
        case 'S': return expr::unary(ctx, expr::Kind::ToShort, value);
        case 'Z': return expr::binary(ctx, expr::Kind::And, value, expr::Value::i32(1));
        default: return value;
    }
}

// The Convert instruction: i2b, i2c and i2s narrow within int (narrow_to),
// every other conversion changes the value's kind (expr::convert).
inline expr::Value convert_to(expr::ExprContext& ctx, ir::Type to, expr::Value value) {
    switch (to) {
        case ir::Type::Byte: return narrow_to(ctx, 'B', value);
        case ir::Type::Char: return narrow_to(ctx, 'C', value);
        case ir::Type::Short: return narrow_to(ctx, 'S', value);
        default: return expr::convert(ctx, value_kind(to), value);
    }
}

}  // namespace symcrete::engine::detail
