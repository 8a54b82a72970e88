// One value type for concrete and symbolic data (design decision 2). A Value
// is either a concrete Java value held inline, or a pointer to an expression.
// Operations on concrete operands compute directly and never touch the
// ExprContext; a symbolic operand makes the result an expression built by the
// context's smart constructors. Concrete execution is therefore the same code
// path at interpreter speed.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "expr/expr.h"

namespace symcrete::expr {

// Reference values are heap addresses owned by the engine; 0 is null.
enum class ValueKind : std::uint8_t { Bool, Int, Long, Float, Double, Ref };
// The kind of a value of the type a descriptor character names: its
// computational type (support/java_type.h); boolean, byte, char and short
// are Int.
ValueKind value_kind_of(char descriptor_char);

class Value {
public:
    Value() = default;
    static Value boolean(bool v) { return Value(ValueKind::Bool, v ? 1 : 0); }
    static Value i32(std::int32_t v) { return Value(ValueKind::Int, static_cast<std::uint32_t>(v)); }
    static Value i64(std::int64_t v) { return Value(ValueKind::Long, static_cast<std::uint64_t>(v)); }
    static Value f32(float v) { return Value(ValueKind::Float, std::bit_cast<std::uint32_t>(v)); }
    static Value f64(double v) { return Value(ValueKind::Double, std::bit_cast<std::uint64_t>(v)); }
    static Value ref(std::uint32_t address) { return Value(ValueKind::Ref, address); }
    static Value null() { return ref(0); }
    // A concrete value from raw bits in the representation of expr.h (Bool
    // 0/1, Int and Float zero-extended, floats as IEEE bit patterns); bits
    // beyond the kind's width are dropped.
    static Value of_bits(ValueKind kind, std::uint64_t bits);
    // A symbolic value of the kind matching the expression's sort; a constant
    // expression gives the concrete value instead.
    static Value symbolic(const Expr* e);

    ValueKind kind() const { return kind_; }
    bool is_symbolic() const { return expr_ != nullptr; }
    bool is_concrete() const { return expr_ == nullptr; }
    const Expr* expr() const { return expr_; }  // symbolic only

    // Concrete accessors (precondition: is_concrete() and the right kind).
    bool as_bool() const { return bits_ != 0; }
    std::int32_t as_i32() const { return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits_)); }
    std::int64_t as_i64() const { return static_cast<std::int64_t>(bits_); }
    float as_f32() const { return std::bit_cast<float>(static_cast<std::uint32_t>(bits_)); }
    double as_f64() const { return std::bit_cast<double>(bits_); }
    std::uint32_t as_ref() const { return static_cast<std::uint32_t>(bits_); }
    std::uint64_t bits() const { return bits_; }  // raw bits of a concrete value

    // The expression for this value: its own if symbolic, else a constant.
    const Expr* to_expr(ExprContext& ctx) const;

    // Same kind and same concrete bits, or the same expression.
    friend bool operator==(const Value& a, const Value& b) {
        return a.kind_ == b.kind_ && a.bits_ == b.bits_ && a.expr_ == b.expr_;
    }

    // "42", "-1L", "1.5f", "-0.0", "true", "Double.NaN", "null", "@12" (a
    // reference), or the expression: the literals of expr::to_string.
    std::string to_string() const;

private:
    Value(ValueKind kind, std::uint64_t bits) : kind_(kind), bits_(bits) {}
    ValueKind kind_ = ValueKind::Int;
    std::uint64_t bits_ = 0;
    const Expr* expr_ = nullptr;
};

Sort sort_of(ValueKind kind);       // Ref has no sort (asserts)
ValueKind kind_of(Sort sort);

// Java operations over Values. Operands must have matching kinds (shift
// distances are always Int). `kind` is one of the Kinds of expr.h.
Value unary(ExprContext& ctx, Kind kind, Value a);          // Neg, Not, ToByte, ToChar, ToShort
Value binary(ExprContext& ctx, Kind kind, Value a, Value b); // arithmetic, bitwise, shifts, Cmp*, Eq, Lt, Le, BoolAnd, BoolOr
Value convert(ExprContext& ctx, ValueKind target, Value a);
// A symbolic condition needs then/else values that are not references
// unless they are equal.
Value ite(ExprContext& ctx, Value cond, Value then_value, Value else_value);

// The exact concrete Java semantics, shared by the Value fast path, constant
// folding and the evaluator. Division by zero is the caller's responsibility
// (these return 0 for it, a value Java never observes).
namespace java {
std::int32_t idiv(std::int32_t a, std::int32_t b);
std::int32_t irem(std::int32_t a, std::int32_t b);
std::int64_t ldiv(std::int64_t a, std::int64_t b);
std::int64_t lrem(std::int64_t a, std::int64_t b);
std::int32_t ishl(std::int32_t a, std::int32_t distance);
std::int32_t ishr(std::int32_t a, std::int32_t distance);
std::int32_t iushr(std::int32_t a, std::int32_t distance);
std::int64_t lshl(std::int64_t a, std::int32_t distance);
std::int64_t lshr(std::int64_t a, std::int32_t distance);
std::int64_t lushr(std::int64_t a, std::int32_t distance);
float frem(float a, float b);
double drem(double a, double b);
std::int32_t f2i(float v);
std::int64_t f2l(float v);
std::int32_t d2i(double v);
std::int64_t d2l(double v);
std::int32_t fcmpl(float a, float b);
std::int32_t fcmpg(float a, float b);
std::int32_t dcmpl(double a, double b);
std::int32_t dcmpg(double a, double b);
}  // namespace java

}  // namespace symcrete::expr
