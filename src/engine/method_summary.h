// A method summary (issue 29, seed 000's per-function summaries): the paths
// of a pure static method explored once, with its parameters as inputs of
// their own, kept as cases. A call whose arguments are symbolic then takes
// the cases as the sides of one decision, each case's condition and result
// read in the caller's arguments (expr/substitution.h), instead of running
// the callee's code again. Private to src/engine.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "engine/state.h"
#include "expr/expr.h"

namespace symcrete::engine::detail {

struct MethodSummary {
    struct Case {
        const expr::Expr* condition = nullptr;  // over `parameters`: the path's whole condition
        // The value returned, over `parameters`; null when the path throws:
        // a call taking this case then runs the callee, along this path only.
        const expr::Expr* result = nullptr;
        std::set<Edge> covered;  // branch edges of the caller's class under test the path covered
    };
    std::vector<const expr::Expr*> parameters;  // the callee's inputs, in order
    std::vector<Case> cases;
};

// At most this many cases: a summary is one decision with a side per case,
// each asked of the solver at every call.
inline constexpr std::size_t kMaxSummaryCases = 32;

}  // namespace symcrete::engine::detail
