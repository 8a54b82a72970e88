// Reading input values out of a Z3 model.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <optional>

#include "expr/evaluator.h"
#include "expr/expr.h"

namespace symcrete::solver {

// Quiet NaNs with an empty payload, the bits Java's Float.NaN and Double.NaN
// have; every NaN in a model reads as these (Java cannot tell NaNs apart
// through the operations of expr.h).
inline constexpr std::uint64_t kCanonicalNaN32 = 0x7fc00000u;
inline constexpr std::uint64_t kCanonicalNaN64 = 0x7ff8000000000000ull;

// The value of `term` (of the Z3 sort of `sort`) in `model`, completed with
// defaults for terms the model leaves open, as raw bits in the convention of
// expr::Assignment: Bool 0/1, I32 zero-extended, F32/F64 IEEE bit patterns.
// Nothing if the model does not give a numeral.
std::optional<std::uint64_t> model_bits(const z3::model& model, const z3::expr& term, expr::Sort sort);

// The value of an array-sorted term in `model`: the elements the model
// stores and the value of all others. Nothing if Z3 answers in a form other
// than stores over a constant array or a function interpretation.
std::optional<expr::ArrayValue> model_array(const z3::model& model, const z3::expr& term, expr::Sort sort);

}  // namespace symcrete::solver
