// CFG analyses over a lifted Function: predecessors, dominators and natural
// loops. Exceptional edges (Block::handlers) count as CFG edges.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/ir.h"

namespace symcrete::ir {

struct Loop {
    BlockId header = 0;
    std::vector<BlockId> blocks;     // sorted; includes the header
    std::vector<BlockId> latches;    // sources of back edges to the header, sorted
    int parent = -1;                 // index of the innermost enclosing loop, -1 if none
    unsigned depth = 1;              // 1 for outermost loops
};

class Analyses {
public:
    explicit Analyses(const Function& function);

    // Normal and exceptional predecessors of each block, sorted.
    const std::vector<std::vector<BlockId>>& predecessors() const { return preds_; }
    bool reachable(BlockId block) const { return reachable_[block]; }
    // Immediate dominator; the entry and unreachable blocks return themselves.
    BlockId idom(BlockId block) const { return idom_[block]; }
    // Whether a dominates b (reflexive). O(1). An unreachable block is
    // dominated by itself only, and dominates nothing but itself.
    bool dominates(BlockId a, BlockId b) const;
    // Depth in the dominator tree: 0 for the entry and for unreachable blocks.
    unsigned dom_depth(BlockId block) const { return dom_depth_[block]; }
    // The reachable blocks in reverse postorder of a depth-first search from
    // the entry that visits successors, then handlers, in order. Handy as an
    // iteration order for forward dataflow.
    const std::vector<BlockId>& reverse_postorder() const { return rpo_; }
    // Natural loops, one per header (back edges to the same header are merged),
    // ordered by header block id.
    const std::vector<Loop>& loops() const { return loops_; }
    // Index of the innermost loop containing `block`, -1 if none.
    int innermost_loop(BlockId block) const { return innermost_[block]; }

private:
    std::vector<std::vector<BlockId>> preds_;
    std::vector<bool> reachable_;
    std::vector<BlockId> idom_;
    std::vector<unsigned> dom_depth_;
    std::vector<BlockId> rpo_;
    // Preorder number and subtree size in the dominator tree (reachable blocks
    // only): a dominates b iff dom_pre_[a] <= dom_pre_[b] < dom_pre_[a] + dom_size_[a].
    std::vector<std::uint32_t> dom_pre_;
    std::vector<std::uint32_t> dom_size_;
    std::vector<Loop> loops_;
    std::vector<int> innermost_;
};

}  // namespace symcrete::ir
