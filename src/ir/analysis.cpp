// The CFG analyses of analysis.h, computed once in the constructor over
// compressed adjacency lists in which handler edges count as successors.
// Dominators come from Cooper, Harvey and Kennedy's iterative algorithm on
// reverse-postorder indices; a preorder numbering of the dominator tree then
// makes dominates() an O(1) interval test. Natural loops are collected per
// header from its back edges and nested by visiting them largest first. The
// depth-first search keeps an explicit stack, so a long chain of blocks cannot
// overflow the C++ stack.
#include "ir/analysis.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <utility>

namespace symcrete::ir {

namespace {

constexpr std::uint32_t kUndef = UINT32_MAX;

// Compressed adjacency lists: the neighbours of node i are
// targets[offsets[i] .. offsets[i + 1]).
struct Csr {
    std::vector<std::uint32_t> offsets;
    std::vector<std::uint32_t> targets;
};

// Normal successors followed by handlers, in order (duplicates kept; they are
// harmless to the traversals below).
Csr successor_lists(const Function& function) {
    const auto n = static_cast<std::uint32_t>(function.blocks.size());
    Csr csr;
    csr.offsets.reserve(n + 1);
    std::size_t edges = 0;
    for (const Block& block : function.blocks) edges += block.successors.size() + block.handlers.size();
    csr.targets.reserve(edges);
    csr.offsets.push_back(0);
    for (const Block& block : function.blocks) {
        for (BlockId s : block.successors) {
            assert(s < n && "successor out of range");
            csr.targets.push_back(s);
        }
        for (const Handler& h : block.handlers) {
            assert(h.block < n && "handler out of range");
            csr.targets.push_back(h.block);
        }
        csr.offsets.push_back(static_cast<std::uint32_t>(csr.targets.size()));
    }
    return csr;
}

}  // namespace

Analyses::Analyses(const Function& function) {
    const auto n = static_cast<std::uint32_t>(function.blocks.size());
    preds_.assign(n, {});
    reachable_.assign(n, false);
    idom_.resize(n);
    for (BlockId b = 0; b < n; ++b) idom_[b] = b;
    dom_depth_.assign(n, 0);
    dom_pre_.assign(n, kUndef);
    dom_size_.assign(n, 0);
    innermost_.assign(n, -1);
    if (n == 0) return;

    const Csr succ = successor_lists(function);

    // Predecessors. Sources are visited in increasing order, so each list comes
    // out sorted and a duplicate edge can only repeat the last element.
    {
        std::vector<std::uint32_t> count(n, 0);
        for (std::uint32_t t : succ.targets) ++count[t];
        for (BlockId b = 0; b < n; ++b) preds_[b].reserve(count[b]);
        for (BlockId b = 0; b < n; ++b) {
            for (std::uint32_t e = succ.offsets[b]; e < succ.offsets[b + 1]; ++e) {
                auto& list = preds_[succ.targets[e]];
                if (list.empty() || list.back() != b) list.push_back(b);
            }
        }
    }

    // Reachability and reverse postorder: iterative depth-first search.
    std::vector<std::uint32_t> rpo_index(n, kUndef);
    {
        std::vector<BlockId> postorder;
        postorder.reserve(n);
        std::vector<std::uint32_t> cursor(n);  // next edge to explore, per block on the stack
        std::vector<BlockId> stack;
        reachable_[0] = true;
        cursor[0] = succ.offsets[0];
        stack.push_back(0);
        while (!stack.empty()) {
            const BlockId b = stack.back();
            if (cursor[b] < succ.offsets[b + 1]) {
                const BlockId s = succ.targets[cursor[b]++];
                if (!reachable_[s]) {
                    reachable_[s] = true;
                    cursor[s] = succ.offsets[s];
                    stack.push_back(s);
                }
            } else {
                postorder.push_back(b);
                stack.pop_back();
            }
        }
        rpo_.assign(postorder.rbegin(), postorder.rend());
        for (std::uint32_t i = 0; i < rpo_.size(); ++i) rpo_index[rpo_[i]] = i;
    }
    const auto r = static_cast<std::uint32_t>(rpo_.size());

    // Immediate dominators: Cooper, Harvey & Kennedy, "A Simple, Fast
    // Dominance Algorithm", working on RPO indices (a dominator always has a
    // smaller index than the blocks it dominates).
    std::vector<std::uint32_t> dom(r, kUndef);  // idom by RPO index
    {
        // Reachable predecessors of each block, by RPO index.
        Csr rpreds;
        rpreds.offsets.reserve(r + 1);
        rpreds.offsets.push_back(0);
        for (std::uint32_t i = 0; i < r; ++i) {
            for (BlockId p : preds_[rpo_[i]]) {
                if (reachable_[p]) rpreds.targets.push_back(rpo_index[p]);
            }
            rpreds.offsets.push_back(static_cast<std::uint32_t>(rpreds.targets.size()));
        }

        auto intersect = [&dom](std::uint32_t a, std::uint32_t b) {
            while (a != b) {
                while (a > b) a = dom[a];
                while (b > a) b = dom[b];
            }
            return a;
        };

        dom[0] = 0;
        bool changed = true;
        while (changed) {
            changed = false;
            for (std::uint32_t i = 1; i < r; ++i) {
                std::uint32_t new_idom = kUndef;
                for (std::uint32_t e = rpreds.offsets[i]; e < rpreds.offsets[i + 1]; ++e) {
                    const std::uint32_t p = rpreds.targets[e];
                    if (dom[p] == kUndef) continue;  // not processed yet
                    new_idom = new_idom == kUndef ? p : intersect(p, new_idom);
                }
                // The DFS-tree parent precedes i in RPO, so some predecessor
                // has always been processed.
                assert(new_idom != kUndef);
                if (dom[i] != new_idom) {
                    dom[i] = new_idom;
                    changed = true;
                }
            }
        }
    }

    // Dominator tree numbering. Parents precede children in RPO, so one pass
    // backwards gives subtree sizes and one pass forwards gives preorder
    // numbers (each parent hands out consecutive ranges to its children).
    {
        std::vector<std::uint32_t> size(r, 1);
        for (std::uint32_t i = r; i-- > 1;) size[dom[i]] += size[i];
        std::vector<std::uint32_t> pre(r), next(r), depth(r);
        pre[0] = 0;
        next[0] = 1;
        depth[0] = 0;
        for (std::uint32_t i = 1; i < r; ++i) {
            const std::uint32_t p = dom[i];
            pre[i] = next[p];
            next[p] += size[i];
            next[i] = pre[i] + 1;
            depth[i] = depth[p] + 1;
        }
        for (std::uint32_t i = 0; i < r; ++i) {
            const BlockId b = rpo_[i];
            idom_[b] = rpo_[dom[i]];
            dom_depth_[b] = depth[i];
            dom_pre_[b] = pre[i];
            dom_size_[b] = size[i];
        }
    }

    // Natural loops, by increasing header id. A back edge is t -> h with h
    // dominating t; the body is h plus every block that reaches a latch
    // backwards without passing h. Every reachable predecessor of a body block
    // other than h is itself dominated by h, so the walk stays inside the loop;
    // unreachable predecessors are skipped.
    {
        std::vector<std::uint32_t> mark(n, kUndef);  // index of the last loop that took the block
        std::vector<BlockId> work;
        for (BlockId h = 0; h < n; ++h) {
            if (!reachable_[h]) continue;
            Loop loop;
            for (BlockId p : preds_[h]) {
                if (reachable_[p] && dominates(h, p)) loop.latches.push_back(p);
            }
            if (loop.latches.empty()) continue;
            const auto index = static_cast<std::uint32_t>(loops_.size());
            loop.header = h;
            mark[h] = index;
            loop.blocks.push_back(h);
            for (BlockId t : loop.latches) {
                if (mark[t] == index) continue;
                mark[t] = index;
                loop.blocks.push_back(t);
                work.push_back(t);
            }
            while (!work.empty()) {
                const BlockId x = work.back();
                work.pop_back();
                for (BlockId p : preds_[x]) {
                    if (!reachable_[p] || mark[p] == index) continue;
                    mark[p] = index;
                    loop.blocks.push_back(p);
                    work.push_back(p);
                }
            }
            std::sort(loop.blocks.begin(), loop.blocks.end());
            loops_.push_back(std::move(loop));
        }
    }

    // Nesting. Natural loops with distinct headers are disjoint or strictly
    // nested, so visiting them from largest to smallest and letting each one
    // claim its blocks leaves innermost_ right; when a loop is visited, the
    // loop that last claimed its header is its innermost enclosing loop.
    if (!loops_.empty()) {
        std::vector<std::uint32_t> order(loops_.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
            return loops_[a].blocks.size() > loops_[b].blocks.size();
        });
        for (std::uint32_t i : order) {
            Loop& loop = loops_[i];
            loop.parent = innermost_[loop.header];
            loop.depth = loop.parent < 0 ? 1 : loops_[static_cast<std::size_t>(loop.parent)].depth + 1;
            for (BlockId b : loop.blocks) innermost_[b] = static_cast<int>(i);
        }
    }
}

bool Analyses::dominates(BlockId a, BlockId b) const {
    if (a == b) return true;
    if (!reachable_[a] || !reachable_[b]) return false;
    return dom_pre_[a] <= dom_pre_[b] && dom_pre_[b] < dom_pre_[a] + dom_size_[a];
}

}  // namespace symcrete::ir
