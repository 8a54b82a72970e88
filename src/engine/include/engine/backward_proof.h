// Seed 003's backward part, within a method: from a target block back
// towards its method's entry, one block (a path segment) at a time, asking
// the solver at each step whether the way from that block to the target can
// run at all. A way is run symbolically from the start of its first block
// with every register a fresh value, so its conditions over-approximate
// every state a caller could bring there: when every way back is infeasible
// before it reaches the method's entry, no call of the method, from
// anywhere, reaches the target. Values it does not model (fields, calls,
// arrays, references) are fresh too, and an exception edge forgets every
// register; that only loses precision, never soundness.
//
// It answers "unreachable" or "not shown"; reaching is the forward
// search's job (target_reach.h runs this first: `unreach` of the thesis is
// shown in two segments where forward exploration runs 512 paths).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/call_graph.h"
#include "engine/target_guide.h"
#include "expr/expr.h"
#include "solver/solver.h"

namespace symcrete::engine {

struct BackwardLimits {
    unsigned max_blocks = 32;          // a way longer than this (a loop, usually) stops the proof
    std::uint64_t max_segments = 4000;  // ways checked in all
    // The proof is the quick first look: past this it stops (floating-point
    // conditions can cost the solver seconds each).
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

struct BackwardProof {
    bool unreachable = false;
    std::uint64_t segments = 0;  // ways checked (each a solver query)
    std::string why_not;         // when not shown: what stopped it
};

BackwardProof prove_unreachable_backward(const CallGraph& graph, const std::vector<TargetPlace>& places,
                                         expr::ExprContext& context, solver::Solver& solver,
                                         const BackwardLimits& limits = {});

}  // namespace symcrete::engine
