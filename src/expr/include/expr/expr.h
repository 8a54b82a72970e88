// The symbolic expression DAG. Nodes are immutable and hash-consed by an
// ExprContext: structurally equal expressions are the same pointer, so
// equality is pointer comparison and sharing is free. Operations carry exact
// Java semantics (see value.h for the concrete rules): integral values are
// 32- or 64-bit two's-complement bit-vectors, float and double are IEEE 754
// binary32/binary64 with round-to-nearest-even.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace symcrete::expr {

// Java's int (and boolean/byte/char/short after promotion) is I32, long is
// I64. Bool is the sort of conditions. The Array sorts are SMT arrays from an
// I32 index to an element of the named sort: the contents of an input array
// whose elements and length are symbolic (the engine keeps the length apart).
// They appear only under Select and Store, never as a Java Value.
enum class Sort : std::uint8_t { Bool, I32, I64, F32, F64, ArrayI32, ArrayI64, ArrayF32, ArrayF64 };
const char* to_string(Sort sort);
bool is_integral(Sort sort);  // I32, I64
bool is_floating(Sort sort);  // F32, F64
bool is_array(Sort sort);     // ArrayI32 ... ArrayF64
Sort element_sort(Sort array);    // precondition: is_array
Sort array_sort_of(Sort element); // precondition: I32, I64, F32 or F64

enum class Kind : std::uint8_t {
    Const,  // bits holds the value (Bool: 0/1; floats: their IEEE bit pattern)
    Var,    // an input; bits holds its id, name() its readable name

    // Arithmetic on I32/I64/F32/F64 operands of the node's sort.
    Add, Sub, Mul,
    Div,    // integral: truncating, MIN / -1 == MIN; callers guard the zero divisor
    Rem,    // integral: sign of the dividend; floating: C fmod (Java's %)
    Neg,
    // Bitwise and shifts on I32/I64; the shift distance (always I32) is
    // masked to 5 or 6 bits as Java does.
    And, Or, Xor, Shl, Shr, Ushr,

    // Conversions (JVMS i2l, l2i, f2i, ...): the node's sort is the target.
    // Floating to integral saturates and maps NaN to 0; integral to floating
    // and narrowing between floats round to nearest even.
    Convert,
    // I32 narrowings that stay I32: i2b, i2c (zero-extends), i2s.
    ToByte, ToChar, ToShort,

    // lcmp, fcmpl/dcmpl, fcmpg/dcmpg: I32 results -1, 0 or 1.
    Cmp, CmpL, CmpG,

    // Conditions (sort Bool). Eq/Lt/Le on floats are IEEE comparisons
    // (NaN is unordered, -0.0 == 0.0); Eq on Bool is iff.
    Eq, Lt, Le,
    Not, BoolAnd, BoolOr,
    // If-then-else: a is Bool, b and c have the node's sort.
    Ite,
    // Arrays: Select(array, index) is the element at the I32 index (sort:
    // the element sort); Store(array, index, value) is the array with that
    // element replaced. Indices are never out of bounds: the engine checks
    // them against the length before it selects or stores.
    Select, Store,
    // An opaque function of one or two F64 operands (opaque_function.h):
    // bits holds its id; the node's sort is F64. Only the evaluator (and so
    // the concolic walk) can compute it.
    Call,
};
const char* to_string(Kind kind);

class Expr {
public:
    Kind kind() const { return kind_; }
    Sort sort() const { return sort_; }
    unsigned arity() const { return arity_; }
    const Expr* operand(unsigned i) const { return operands_[i]; }
    std::uint64_t bits() const { return bits_; }  // Const: the value; Var: the id
    const std::string& name() const { return name_; }  // Var only
    std::size_t hash() const { return hash_; }
    std::uint32_t id() const { return id_; }  // creation order in its context; deterministic

    bool is_const() const { return kind_ == Kind::Const; }
    bool is_var() const { return kind_ == Kind::Var; }

private:
    friend class ExprContext;
    Kind kind_ = Kind::Const;
    Sort sort_ = Sort::I32;
    std::uint8_t arity_ = 0;
    const Expr* operands_[3] = {nullptr, nullptr, nullptr};
    std::uint64_t bits_ = 0;
    std::size_t hash_ = 0;
    std::uint32_t id_ = 0;
    std::string name_;
};

// Owns every node it creates; nodes live as long as the context. Not
// thread-safe: one context per exploration.
class ExprContext {
public:
    ExprContext();
    ~ExprContext();
    ExprContext(const ExprContext&) = delete;
    ExprContext& operator=(const ExprContext&) = delete;

    // Leaves: constants are hash-consed; every var() call makes a new input.
    const Expr* constant(Sort sort, std::uint64_t bits);
    const Expr* boolean(bool value) { return constant(Sort::Bool, value ? 1 : 0); }
    const Expr* i32(std::int32_t value) { return constant(Sort::I32, static_cast<std::uint32_t>(value)); }
    const Expr* i64(std::int64_t value) { return constant(Sort::I64, static_cast<std::uint64_t>(value)); }
    const Expr* f32(float value);
    const Expr* f64(double value);
    const Expr* var(Sort sort, std::string name);
    // An array-sorted constant: every element `element_bits` (a new Java
    // array's zeros). A Const node of an Array sort.
    const Expr* filled_array(Sort array_sort, std::uint64_t element_bits);

    // Smart constructors: check operand sorts (assert), fold constant operands
    // with the exact Java semantics of value.h, apply cheap algebraic
    // simplifications (x+0, x*1, x^x, not(not(x)), ite on a constant, ...),
    // and hash-cons the result. Floating-point simplifications are only those
    // that are exact for every input including NaN and -0.0.
    const Expr* unary(Kind kind, const Expr* a);                  // Neg, Not, ToByte, ToChar, ToShort
    const Expr* binary(Kind kind, const Expr* a, const Expr* b);  // arithmetic, bitwise, shifts, Cmp*, Eq, Lt, Le, BoolAnd, BoolOr
    const Expr* convert(Sort target, const Expr* a);
    const Expr* ite(const Expr* cond, const Expr* then_value, const Expr* else_value);
    const Expr* select(const Expr* array, const Expr* index);
    const Expr* store(const Expr* array, const Expr* index, const Expr* value);
    // function(x) or function(x, y) (y null for one argument), folded when
    // the arguments are constants.
    const Expr* call(std::uint32_t function, const Expr* x, const Expr* y = nullptr);
    // Derived conditions, for readability at call sites.
    const Expr* ne(const Expr* a, const Expr* b) { return unary(Kind::Not, binary(Kind::Eq, a, b)); }
    const Expr* gt(const Expr* a, const Expr* b) { return binary(Kind::Lt, b, a); }
    const Expr* ge(const Expr* a, const Expr* b) { return binary(Kind::Le, b, a); }

    std::size_t node_count() const;
    std::uint32_t var_count() const { return next_var_; }

private:
    // Returns the node with these fields, making it if it is new.
    const Expr* intern(Kind kind, Sort sort, std::uint64_t bits, const Expr* a, const Expr* b, const Expr* c);
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::uint32_t next_var_ = 0;
};

// The distinct Var nodes an expression depends on, ordered by var id.
std::vector<const Expr*> collect_vars(const Expr* e);
std::vector<const Expr*> collect_vars(const std::vector<const Expr*>& es);
// The distinct opaque calls (Kind::Call) the expressions hold, ordered by id.
std::vector<const Expr*> collect_calls(const std::vector<const Expr*>& es);
// The number of distinct nodes under the expressions (shared ones once).
std::size_t dag_size(const std::vector<const Expr*>& es);

// Readable, deterministic infix form, e.g. "(x + 1) < y", "(long) x", "fcmpl(a, b)".
// Output past 4 MiB ends in " ..." (the tree form of a DAG with much sharing
// can be exponentially large).
std::string to_string(const Expr* e);

}  // namespace symcrete::expr
