// Boundary values: for a comparison a path passes, the condition that puts
// its inputs at the edge of that side (`x <= limit` at x == limit, `x <
// limit` at x == limit - 1, `x > limit` at x == limit + 1). A test there
// tells `<` from `<=` and `limit` from `limit + 1`, which mutation analysis
// (mutation.h) counts and a path's ordinary model rarely shows.
#pragma once

#include "expr/expr.h"

namespace symcrete::testgen {

// The condition that puts `condition` (a conjunct of a path condition) at
// its boundary, or null when it has none worth a test: it is no comparison,
// an equality, or a strict comparison of floats.
const expr::Expr* boundary_condition(expr::ExprContext& context, const expr::Expr* condition);

}  // namespace symcrete::testgen
