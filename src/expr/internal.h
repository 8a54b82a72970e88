// Internals of the expr library shared between its source files (not part of
// the public interface): the one implementation of every concrete operation,
// used by constant folding, the Value fast path and the evaluator alike, the
// simplifier behind the smart constructors, and the literal printer.
#pragma once

#include <cstdint>
#include <string>

#include "expr/expr.h"

namespace symcrete::expr::detail {

// Operand and result values travel as raw bits in the representation of
// expr.h: Bool 0/1, I32 and F32 zero-extended to 64 bits, F32/F64 as their IEEE
// bit patterns. `operand` is the sort of the (first) operand.
std::uint64_t apply_unary(Kind kind, Sort operand, std::uint64_t a);
std::uint64_t apply_binary(Kind kind, Sort operand, std::uint64_t a, std::uint64_t b);
std::uint64_t apply_convert(Sort from, Sort to, std::uint64_t a);

// The sort of binary(kind, a, b) for operands of sort `operand`.
Sort binary_result_sort(Kind kind, Sort operand);
// Truncates bits to the width of `sort` (Bool: 0 or 1).
std::uint64_t normalize_bits(Sort sort, std::uint64_t bits);

// Rewrites for the smart constructors, called after sort checking and
// constant folding with the operands in canonical order. Each returns the
// simplified expression, or nullptr when no rule applies. Every rule is exact
// for all inputs, including NaN bit patterns and signed zeros.
const Expr* simplify_unary(ExprContext& ctx, Kind kind, const Expr* a);
const Expr* simplify_binary(ExprContext& ctx, Kind kind, const Expr* a, const Expr* b);
const Expr* simplify_convert(ExprContext& ctx, Sort target, const Expr* a);
const Expr* simplify_ite(ExprContext& ctx, const Expr* c, const Expr* a, const Expr* b);

// A Java literal for a constant: 42, -1L, 1.5f, -0.0, true, Float.NaN,
// Double.POSITIVE_INFINITY, Float.intBitsToFloat(0x7f800001) (NaNs other
// than the canonical one keep their bits).
std::string format_constant(Sort sort, std::uint64_t bits);

}  // namespace symcrete::expr::detail
