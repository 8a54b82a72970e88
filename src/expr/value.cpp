// Java operations over Values: concrete operands are computed in place by the
// shared implementation (internal.h) without touching the context; a symbolic
// operand sends the operation through the context's smart constructors, and
// a result that folds to a constant comes back concrete.
#include "expr/value.h"

#include <cassert>

#include "internal.h"
#include "support/java_type.h"

namespace symcrete::expr {

Sort sort_of(ValueKind kind) {
    switch (kind) {
        case ValueKind::Bool: return Sort::Bool;
        case ValueKind::Int: return Sort::I32;
        case ValueKind::Long: return Sort::I64;
        case ValueKind::Float: return Sort::F32;
        case ValueKind::Double: return Sort::F64;
        case ValueKind::Ref: break;
    }
    assert(false && "references have no sort");
    return Sort::I32;
}

ValueKind kind_of(Sort sort) {
    switch (sort) {
        case Sort::Bool: return ValueKind::Bool;
        case Sort::I32: return ValueKind::Int;
        case Sort::I64: return ValueKind::Long;
        case Sort::F32: return ValueKind::Float;
        case Sort::F64: return ValueKind::Double;
        default: break;
    }
    assert(false && "arrays are not Java values");
    return ValueKind::Int;
}

Value Value::of_bits(ValueKind kind, std::uint64_t bits) {
    return Value(kind, kind == ValueKind::Ref ? static_cast<std::uint32_t>(bits)
                                              : detail::normalize_bits(sort_of(kind), bits));
}

Value Value::symbolic(const Expr* e) {
    assert(e != nullptr);
    Value v(kind_of(e->sort()), 0);
    if (e->is_const()) {
        v.bits_ = e->bits();
    } else {
        v.expr_ = e;
    }
    return v;
}

const Expr* Value::to_expr(ExprContext& ctx) const {
    if (expr_ != nullptr) return expr_;
    return ctx.constant(sort_of(kind_), bits_);
}

std::string Value::to_string() const {
    if (expr_ != nullptr) return expr::to_string(expr_);
    if (kind_ == ValueKind::Ref) return bits_ == 0 ? "null" : "@" + std::to_string(bits_);
    return detail::format_constant(sort_of(kind_), bits_);
}

namespace {

Value concrete(Sort sort, std::uint64_t bits) {
    return Value::of_bits(kind_of(sort), bits);
}

Sort unary_result_sort(Kind kind, Sort operand) {
    return kind == Kind::Neg || kind == Kind::Not ? operand : Sort::I32;
}

}  // namespace

ValueKind value_kind_of(char descriptor_char) {
    switch (java_type::stack_kind(descriptor_char)) {
        case java_type::StackKind::Long: return ValueKind::Long;
        case java_type::StackKind::Float: return ValueKind::Float;
        case java_type::StackKind::Double: return ValueKind::Double;
        case java_type::StackKind::Reference: return ValueKind::Ref;
        case java_type::StackKind::Int: break;
    }
    return ValueKind::Int;
}

Value unary(ExprContext& ctx, Kind kind, Value a) {
    const Sort operand = sort_of(a.kind());
    if (a.is_concrete()) {
        return concrete(unary_result_sort(kind, operand), detail::apply_unary(kind, operand, a.bits()));
    }
    return Value::symbolic(ctx.unary(kind, a.expr()));
}

Value binary(ExprContext& ctx, Kind kind, Value a, Value b) {
    const Sort operand = sort_of(a.kind());
    if (a.is_concrete() && b.is_concrete()) {
        assert(b.kind() == a.kind() || (b.kind() == ValueKind::Int && (kind == Kind::Shl || kind == Kind::Shr ||
                                                                       kind == Kind::Ushr)));
        return concrete(detail::binary_result_sort(kind, operand),
                        detail::apply_binary(kind, operand, a.bits(), b.bits()));
    }
    return Value::symbolic(ctx.binary(kind, a.to_expr(ctx), b.to_expr(ctx)));
}

Value convert(ExprContext& ctx, ValueKind target, Value a) {
    const Sort to = sort_of(target);
    if (a.is_concrete()) return concrete(to, detail::apply_convert(sort_of(a.kind()), to, a.bits()));
    return Value::symbolic(ctx.convert(to, a.expr()));
}

Value ite(ExprContext& ctx, Value cond, Value then_value, Value else_value) {
    assert(cond.kind() == ValueKind::Bool && then_value.kind() == else_value.kind());
    if (cond.is_concrete()) return cond.as_bool() ? then_value : else_value;
    if (then_value == else_value) return then_value;
    return Value::symbolic(ctx.ite(cond.expr(), then_value.to_expr(ctx), else_value.to_expr(ctx)));
}

}  // namespace symcrete::expr
