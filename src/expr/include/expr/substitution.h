// An expression with some of its inputs replaced by other expressions: the
// step that instantiates a method summary at a call site (the callee's
// parameters become the caller's arguments). The result is rebuilt through
// ExprContext's smart constructors, so replacing inputs by constants folds
// exactly as building the expression over those constants would have.
#pragma once

#include <unordered_map>

#include "expr/expr.h"

namespace symcrete::expr {

// Var -> the expression that stands for it (of the Var's sort).
using Substitution = std::unordered_map<const Expr*, const Expr*>;

// `e` with every Var in `replacements` replaced; nodes no replaced Var is
// under are returned as they are. Iterative, so a deep DAG (a hash over a
// long text) cannot overflow the stack.
const Expr* substitute(ExprContext& context, const Expr* e, const Substitution& replacements);

}  // namespace symcrete::expr
