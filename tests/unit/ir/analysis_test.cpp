#include "ir/analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace symcrete::ir {
namespace {

using Ids = std::vector<BlockId>;
using Edges = std::vector<std::pair<BlockId, BlockId>>;

// A Function with `n` empty blocks, normal edges and exceptional edges (the
// second list: from a block to a handler block). The analyses look only at the
// edges, so blocks carry no instructions.
Function make_function(std::uint32_t n, const Edges& edges, const Edges& handlers = {}) {
    Function f;
    f.name = "test";
    f.blocks.resize(n);
    for (BlockId b = 0; b < n; ++b) f.blocks[b].id = b;
    for (auto [from, to] : edges) f.blocks[from].successors.push_back(to);
    for (auto [from, to] : handlers) f.blocks[from].handlers.push_back(Handler{std::nullopt, to});
    return f;
}

Ids idoms(const Function& f) {
    Ids out;
    for (BlockId b = 0; b < f.blocks.size(); ++b) out.push_back(f.analyses().idom(b));
    return out;
}

TEST(AnalysisTest, EmptyFunction) {
    Function f;
    const Analyses& a = f.analyses();
    EXPECT_TRUE(a.predecessors().empty());
    EXPECT_TRUE(a.loops().empty());
    EXPECT_TRUE(a.reverse_postorder().empty());
}

TEST(AnalysisTest, IsCachedByFunction) {
    Function f = make_function(1, {});
    EXPECT_EQ(&f.analyses(), &f.analyses());
}

TEST(AnalysisTest, SingleBlock) {
    Function f = make_function(1, {});
    const Analyses& a = f.analyses();
    EXPECT_TRUE(a.reachable(0));
    EXPECT_EQ(a.idom(0), 0u);
    EXPECT_TRUE(a.dominates(0, 0));
    EXPECT_EQ(a.dom_depth(0), 0u);
    EXPECT_TRUE(a.loops().empty());
    EXPECT_EQ(a.innermost_loop(0), -1);
}

TEST(AnalysisTest, StraightLine) {
    Function f = make_function(4, {{0, 1}, {1, 2}, {2, 3}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors(), (std::vector<Ids>{{}, {0}, {1}, {2}}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 2}));
    EXPECT_EQ(a.reverse_postorder(), (Ids{0, 1, 2, 3}));
    for (BlockId x = 0; x < 4; ++x) {
        EXPECT_TRUE(a.reachable(x));
        EXPECT_EQ(a.dom_depth(x), x);
        for (BlockId y = 0; y < 4; ++y) EXPECT_EQ(a.dominates(x, y), x <= y) << x << " " << y;
    }
    EXPECT_TRUE(a.loops().empty());
}

TEST(AnalysisTest, Diamond) {
    // 0 -> 1, 2 -> 3
    Function f = make_function(4, {{0, 1}, {0, 2}, {1, 3}, {2, 3}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors(), (std::vector<Ids>{{}, {0}, {0}, {1, 2}}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 0, 0}));
    EXPECT_TRUE(a.dominates(0, 3));
    EXPECT_FALSE(a.dominates(1, 3));
    EXPECT_FALSE(a.dominates(2, 3));
    EXPECT_FALSE(a.dominates(1, 2));
    EXPECT_FALSE(a.dominates(3, 0));
    EXPECT_TRUE(a.loops().empty());
}

TEST(AnalysisTest, DuplicateEdgesAreDeduplicated) {
    // An If whose two targets coincide, plus a handler equal to a successor.
    Function f = make_function(2, {{0, 1}, {0, 1}}, {{0, 1}});
    EXPECT_EQ(f.analyses().predecessors(), (std::vector<Ids>{{}, {0}}));
    EXPECT_EQ(idoms(f), (Ids{0, 0}));
}

TEST(AnalysisTest, WhileLoop) {
    // 0 -> 1 (header) -> 2 (body) -> 1; 1 -> 3 (exit)
    Function f = make_function(4, {{0, 1}, {1, 2}, {1, 3}, {2, 1}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors()[1], (Ids{0, 2}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 1}));
    ASSERT_EQ(a.loops().size(), 1u);
    const Loop& loop = a.loops()[0];
    EXPECT_EQ(loop.header, 1u);
    EXPECT_EQ(loop.blocks, (Ids{1, 2}));
    EXPECT_EQ(loop.latches, (Ids{2}));
    EXPECT_EQ(loop.parent, -1);
    EXPECT_EQ(loop.depth, 1u);
    EXPECT_EQ(a.innermost_loop(0), -1);
    EXPECT_EQ(a.innermost_loop(1), 0);
    EXPECT_EQ(a.innermost_loop(2), 0);
    EXPECT_EQ(a.innermost_loop(3), -1);
}

TEST(AnalysisTest, LoopAtEntry) {
    // The entry block itself is a loop header (bytecode may jump back to pc 0).
    Function f = make_function(3, {{0, 1}, {1, 0}, {1, 2}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors()[0], (Ids{1}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1}));
    ASSERT_EQ(a.loops().size(), 1u);
    EXPECT_EQ(a.loops()[0].header, 0u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{0, 1}));
    EXPECT_EQ(a.loops()[0].latches, (Ids{1}));
}

TEST(AnalysisTest, SelfLoop) {
    Function f = make_function(3, {{0, 1}, {1, 1}, {1, 2}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors()[1], (Ids{0, 1}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1}));
    ASSERT_EQ(a.loops().size(), 1u);
    const Loop& loop = a.loops()[0];
    EXPECT_EQ(loop.header, 1u);
    EXPECT_EQ(loop.blocks, (Ids{1}));
    EXPECT_EQ(loop.latches, (Ids{1}));
    EXPECT_EQ(a.innermost_loop(1), 0);
    EXPECT_EQ(a.innermost_loop(2), -1);
}

TEST(AnalysisTest, NestedLoops) {
    // 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> 2; 2 -> 4 -> 1; 1 -> 5
    // plus a second, sibling inner loop 4 -> 6 -> 4 inside the outer one.
    Function f = make_function(
        7, {{0, 1}, {1, 2}, {1, 5}, {2, 3}, {2, 4}, {3, 2}, {4, 6}, {4, 1}, {6, 4}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 2, 2, 1, 4}));
    ASSERT_EQ(a.loops().size(), 3u);
    // Ordered by header id.
    const Loop& outer = a.loops()[0];
    const Loop& inner = a.loops()[1];
    const Loop& sibling = a.loops()[2];
    EXPECT_EQ(outer.header, 1u);
    EXPECT_EQ(outer.blocks, (Ids{1, 2, 3, 4, 6}));
    EXPECT_EQ(outer.latches, (Ids{4}));
    EXPECT_EQ(outer.parent, -1);
    EXPECT_EQ(outer.depth, 1u);
    EXPECT_EQ(inner.header, 2u);
    EXPECT_EQ(inner.blocks, (Ids{2, 3}));
    EXPECT_EQ(inner.latches, (Ids{3}));
    EXPECT_EQ(inner.parent, 0);
    EXPECT_EQ(inner.depth, 2u);
    EXPECT_EQ(sibling.header, 4u);
    EXPECT_EQ(sibling.blocks, (Ids{4, 6}));
    EXPECT_EQ(sibling.latches, (Ids{6}));
    EXPECT_EQ(sibling.parent, 0);
    EXPECT_EQ(sibling.depth, 2u);
    EXPECT_EQ(a.innermost_loop(0), -1);
    EXPECT_EQ(a.innermost_loop(1), 0);
    EXPECT_EQ(a.innermost_loop(2), 1);
    EXPECT_EQ(a.innermost_loop(3), 1);
    EXPECT_EQ(a.innermost_loop(4), 2);
    EXPECT_EQ(a.innermost_loop(5), -1);
    EXPECT_EQ(a.innermost_loop(6), 2);
}

TEST(AnalysisTest, ThreeLevelNestingWithHeaderOrderReversed) {
    // The innermost loop has the smallest header id: 0 -> 5 -> 4 -> 1 -> 1,
    // 1 -> 4 ... exercises nesting independently of block numbering.
    // 5: outer header, 4: middle header, 1: inner (self loop) header.
    Function f = make_function(
        7, {{0, 5}, {5, 4}, {5, 6}, {4, 1}, {4, 5}, {1, 1}, {1, 2}, {2, 4}, {3, 3}});
    const Analyses& a = f.analyses();
    EXPECT_FALSE(a.reachable(3));
    ASSERT_EQ(a.loops().size(), 3u);  // the unreachable self loop at 3 is not reported
    EXPECT_EQ(a.loops()[0].header, 1u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{1}));
    EXPECT_EQ(a.loops()[0].parent, 1);
    EXPECT_EQ(a.loops()[0].depth, 3u);
    EXPECT_EQ(a.loops()[1].header, 4u);
    EXPECT_EQ(a.loops()[1].blocks, (Ids{1, 2, 4}));
    EXPECT_EQ(a.loops()[1].latches, (Ids{2}));
    EXPECT_EQ(a.loops()[1].parent, 2);
    EXPECT_EQ(a.loops()[1].depth, 2u);
    EXPECT_EQ(a.loops()[2].header, 5u);
    EXPECT_EQ(a.loops()[2].blocks, (Ids{1, 2, 4, 5}));
    EXPECT_EQ(a.loops()[2].latches, (Ids{4}));
    EXPECT_EQ(a.loops()[2].parent, -1);
    EXPECT_EQ(a.loops()[2].depth, 1u);
    EXPECT_EQ(a.innermost_loop(1), 0);
    EXPECT_EQ(a.innermost_loop(2), 1);
    EXPECT_EQ(a.innermost_loop(3), -1);
    EXPECT_EQ(a.innermost_loop(5), 2);
    EXPECT_EQ(a.innermost_loop(6), -1);
}

TEST(AnalysisTest, TwoBackEdgesToOneHeaderAreMerged) {
    // 0 -> 1 (header) -> 2 -> 3 -> 1 (latch), 2 -> 4 -> 1 (latch), 1 -> 5
    Function f = make_function(6, {{0, 1}, {1, 2}, {1, 5}, {2, 3}, {2, 4}, {3, 1}, {4, 1}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors()[1], (Ids{0, 3, 4}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 2, 2, 1}));
    ASSERT_EQ(a.loops().size(), 1u);
    const Loop& loop = a.loops()[0];
    EXPECT_EQ(loop.header, 1u);
    EXPECT_EQ(loop.blocks, (Ids{1, 2, 3, 4}));
    EXPECT_EQ(loop.latches, (Ids{3, 4}));
    EXPECT_EQ(loop.depth, 1u);
    EXPECT_EQ(a.innermost_loop(5), -1);
}

TEST(AnalysisTest, LoopExitOnlyThroughExceptionalEdge) {
    // while (true) { may_throw(); } inside a try: 0 -> 1 (header) -> 2 -> 1,
    // and 2's only way out is its handler 3.
    Function f = make_function(4, {{0, 1}, {1, 2}, {2, 1}}, {{2, 3}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(a.predecessors(), (std::vector<Ids>{{}, {0, 2}, {1}, {2}}));
    EXPECT_TRUE(a.reachable(3));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 2}));
    ASSERT_EQ(a.loops().size(), 1u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{1, 2}));
    EXPECT_EQ(a.loops()[0].latches, (Ids{2}));
    EXPECT_EQ(a.innermost_loop(3), -1);
}

TEST(AnalysisTest, LoopClosedThroughHandler) {
    // The back edge itself is normal, but the loop body is entered from the
    // header only through an exceptional edge: 1 (header) -h-> 2 -> 1.
    Function f = make_function(4, {{0, 1}, {1, 3}, {2, 1}}, {{1, 2}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 1}));
    ASSERT_EQ(a.loops().size(), 1u);
    EXPECT_EQ(a.loops()[0].header, 1u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{1, 2}));
}

TEST(AnalysisTest, HandlerReachableOnlyThroughExceptionalEdges) {
    // try { 1; 2 } catch -> 4; 0 -> 1 -> 2 -> 3 (return); 4 -> 3.
    Function f = make_function(5, {{0, 1}, {1, 2}, {2, 3}, {4, 3}}, {{1, 4}, {2, 4}});
    const Analyses& a = f.analyses();
    EXPECT_TRUE(a.reachable(4));
    EXPECT_EQ(a.predecessors()[4], (Ids{1, 2}));
    EXPECT_EQ(a.predecessors()[3], (Ids{2, 4}));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 1, 1}));
    EXPECT_TRUE(a.dominates(1, 4));
    EXPECT_FALSE(a.dominates(2, 4));
    EXPECT_FALSE(a.dominates(2, 3));
    EXPECT_TRUE(a.loops().empty());
}

TEST(AnalysisTest, UnreachableBlocks) {
    // 0 -> 1; 2 -> 1, 2 -> 3, 3 -> 2 (an unreachable cycle feeding a reachable block).
    Function f = make_function(4, {{0, 1}, {2, 1}, {2, 3}, {3, 2}});
    const Analyses& a = f.analyses();
    EXPECT_TRUE(a.reachable(0));
    EXPECT_TRUE(a.reachable(1));
    EXPECT_FALSE(a.reachable(2));
    EXPECT_FALSE(a.reachable(3));
    // Predecessors include edges from unreachable blocks...
    EXPECT_EQ(a.predecessors()[1], (Ids{0, 2}));
    // ...but they do not affect dominance.
    EXPECT_EQ(idoms(f), (Ids{0, 0, 2, 3}));
    EXPECT_TRUE(a.dominates(0, 1));
    EXPECT_TRUE(a.dominates(2, 2));
    EXPECT_FALSE(a.dominates(0, 2));
    EXPECT_FALSE(a.dominates(2, 1));
    EXPECT_FALSE(a.dominates(2, 3));
    EXPECT_FALSE(a.dominates(3, 2));
    EXPECT_EQ(a.dom_depth(2), 0u);
    EXPECT_EQ(a.reverse_postorder(), (Ids{0, 1}));
    EXPECT_TRUE(a.loops().empty());
    EXPECT_EQ(a.innermost_loop(2), -1);
}

TEST(AnalysisTest, UnreachablePredecessorOfLoopBody) {
    // A reachable loop 1 <-> 2 with an unreachable block 3 jumping into its body.
    Function f = make_function(5, {{0, 1}, {1, 2}, {2, 1}, {2, 4}, {3, 2}});
    const Analyses& a = f.analyses();
    EXPECT_FALSE(a.reachable(3));
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 3, 2}));
    ASSERT_EQ(a.loops().size(), 1u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{1, 2}));
    EXPECT_EQ(a.innermost_loop(3), -1);
}

TEST(AnalysisTest, IrreducibleCycleIsNotALoop) {
    // 0 -> 1, 0 -> 2, 1 <-> 2, 2 -> 3: the cycle {1, 2} has two entries.
    Function f = make_function(4, {{0, 1}, {0, 2}, {1, 2}, {2, 1}, {2, 3}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(idoms(f), (Ids{0, 0, 0, 2}));
    EXPECT_FALSE(a.dominates(1, 2));
    EXPECT_FALSE(a.dominates(2, 1));
    EXPECT_TRUE(a.dominates(2, 3));
    EXPECT_TRUE(a.loops().empty());
    for (BlockId b = 0; b < 4; ++b) EXPECT_EQ(a.innermost_loop(b), -1);
}

TEST(AnalysisTest, IrreducibleCycleInsideNaturalLoop) {
    // Outer natural loop 1 .. 4 -> 1 containing the irreducible cycle 2 <-> 3
    // (entered from 1 at both 2 and 3).
    Function f = make_function(
        6, {{0, 1}, {1, 2}, {1, 3}, {2, 3}, {3, 2}, {3, 4}, {4, 1}, {4, 5}});
    const Analyses& a = f.analyses();
    EXPECT_EQ(idoms(f), (Ids{0, 0, 1, 1, 3, 4}));
    ASSERT_EQ(a.loops().size(), 1u);
    EXPECT_EQ(a.loops()[0].header, 1u);
    EXPECT_EQ(a.loops()[0].blocks, (Ids{1, 2, 3, 4}));
    EXPECT_EQ(a.loops()[0].latches, (Ids{4}));
    EXPECT_EQ(a.innermost_loop(2), 0);
    EXPECT_EQ(a.innermost_loop(3), 0);
}

TEST(AnalysisTest, LargeGraphsDoNotRecurse) {
    // A long chain followed by a deep nest of loops; a recursive DFS would
    // overflow the stack on these sizes.
    const std::uint32_t chain = 200000;
    const std::uint32_t nest = 2000;  // headers chain+i, latches chain+2*nest-1-i
    const std::uint32_t n = chain + 2 * nest + 1;
    Edges edges;
    for (BlockId b = 0; b + 1 < chain; ++b) edges.push_back({b, b + 1});
    edges.push_back({chain - 1, chain});
    for (std::uint32_t i = 0; i + 1 < 2 * nest; ++i) edges.push_back({chain + i, chain + i + 1});
    for (std::uint32_t i = 0; i < nest; ++i) edges.push_back({chain + 2 * nest - 1 - i, chain + i});
    edges.push_back({chain + 2 * nest - 1, n - 1});
    Function f = make_function(n, edges);
    const Analyses& a = f.analyses();
    EXPECT_TRUE(a.reachable(n - 1));
    EXPECT_EQ(a.idom(n - 1), n - 2);
    EXPECT_EQ(a.dom_depth(n - 1), n - 1);
    EXPECT_TRUE(a.dominates(0, n - 1));
    EXPECT_FALSE(a.dominates(n - 1, 0));
    ASSERT_EQ(a.loops().size(), nest);
    for (std::uint32_t i = 0; i < nest; ++i) {
        const Loop& loop = a.loops()[i];
        EXPECT_EQ(loop.header, chain + i);
        EXPECT_EQ(loop.blocks.size(), 2 * (nest - i));
        EXPECT_EQ(loop.depth, i + 1);
        EXPECT_EQ(loop.parent, static_cast<int>(i) - 1);
    }
    EXPECT_EQ(a.innermost_loop(chain + nest - 1), static_cast<int>(nest - 1));
    EXPECT_EQ(a.innermost_loop(chain + nest), static_cast<int>(nest - 1));
}

// ---------------------------------------------------------------------------
// Randomised cross-check against straightforward reference implementations.

struct Reference {
    std::vector<Ids> preds;
    std::vector<bool> reachable;
    std::vector<std::vector<bool>> dom;  // dom[b][a]: a dominates b
    Ids idom;
    std::vector<Loop> loops;
    std::vector<int> innermost;
};

Reference reference(const Function& f) {
    const auto n = static_cast<std::uint32_t>(f.blocks.size());
    Reference r;
    std::vector<Ids> succs(n);
    r.preds.assign(n, {});
    for (BlockId b = 0; b < n; ++b) {
        for (BlockId s : f.blocks[b].successors) succs[b].push_back(s);
        for (const Handler& h : f.blocks[b].handlers) succs[b].push_back(h.block);
        for (BlockId s : succs[b]) r.preds[s].push_back(b);
    }
    for (Ids& p : r.preds) {
        std::sort(p.begin(), p.end());
        p.erase(std::unique(p.begin(), p.end()), p.end());
    }

    // Reachability by fixpoint.
    r.reachable.assign(n, false);
    r.reachable[0] = true;
    for (bool changed = true; changed;) {
        changed = false;
        for (BlockId b = 0; b < n; ++b) {
            if (!r.reachable[b]) continue;
            for (BlockId s : succs[b]) {
                if (!r.reachable[s]) r.reachable[s] = changed = true;
            }
        }
    }

    // Dominator sets by the classic dataflow equations.
    r.dom.assign(n, std::vector<bool>(n, false));
    for (BlockId b = 0; b < n; ++b) {
        if (!r.reachable[b]) r.dom[b][b] = true;
        else if (b == 0) r.dom[0][0] = true;
        else r.dom[b].assign(n, true);
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (BlockId b = 1; b < n; ++b) {
            if (!r.reachable[b]) continue;
            std::vector<bool> next(n, true);
            for (BlockId p : r.preds[b]) {
                if (!r.reachable[p]) continue;
                for (BlockId x = 0; x < n; ++x) next[x] = next[x] && r.dom[p][x];
            }
            next[b] = true;
            if (next != r.dom[b]) {
                r.dom[b] = next;
                changed = true;
            }
        }
    }
    // The immediate dominator is the strict dominator with the most dominators.
    r.idom.resize(n);
    for (BlockId b = 0; b < n; ++b) {
        r.idom[b] = b;
        std::size_t best = 0;
        for (BlockId x = 0; x < n; ++x) {
            if (x == b || !r.dom[b][x]) continue;
            const auto count = static_cast<std::size_t>(std::count(r.dom[x].begin(), r.dom[x].end(), true));
            if (count > best) {
                best = count;
                r.idom[b] = x;
            }
        }
    }

    // Natural loops straight from the definition.
    for (BlockId h = 0; h < n; ++h) {
        if (!r.reachable[h]) continue;
        Loop loop;
        loop.header = h;
        for (BlockId t : r.preds[h]) {
            if (r.reachable[t] && r.dom[t][h]) loop.latches.push_back(t);
        }
        if (loop.latches.empty()) continue;
        std::vector<bool> in(n, false);
        in[h] = true;
        Ids work;
        for (BlockId t : loop.latches) {
            if (!in[t]) {
                in[t] = true;
                work.push_back(t);
            }
        }
        while (!work.empty()) {
            BlockId x = work.back();
            work.pop_back();
            for (BlockId p : r.preds[x]) {
                if (r.reachable[p] && !in[p]) {
                    in[p] = true;
                    work.push_back(p);
                }
            }
        }
        for (BlockId b = 0; b < n; ++b) {
            if (in[b]) loop.blocks.push_back(b);
        }
        r.loops.push_back(loop);
    }
    auto contains = [&](const Loop& loop, BlockId b) {
        return std::binary_search(loop.blocks.begin(), loop.blocks.end(), b);
    };
    // Innermost = the smallest loop containing the block; parent = the
    // innermost loop, other than itself, containing the header; depth = the
    // number of loops containing the header.
    r.innermost.assign(n, -1);
    for (BlockId b = 0; b < n; ++b) {
        for (std::size_t i = 0; i < r.loops.size(); ++i) {
            if (!contains(r.loops[i], b)) continue;
            int& best = r.innermost[b];
            if (best < 0 || r.loops[i].blocks.size() < r.loops[static_cast<std::size_t>(best)].blocks.size()) {
                best = static_cast<int>(i);
            }
        }
    }
    for (std::size_t i = 0; i < r.loops.size(); ++i) {
        Loop& loop = r.loops[i];
        loop.depth = 0;
        for (std::size_t j = 0; j < r.loops.size(); ++j) {
            if (!contains(r.loops[j], loop.header)) continue;
            ++loop.depth;
            if (j == i) continue;
            if (loop.parent < 0 ||
                r.loops[j].blocks.size() < r.loops[static_cast<std::size_t>(loop.parent)].blocks.size()) {
                loop.parent = static_cast<int>(j);
            }
        }
    }
    return r;
}

Function random_function(std::mt19937& rng) {
    // Plain modulo keeps the graphs identical across standard libraries
    // (std::uniform_int_distribution is implementation-defined).
    auto below = [&rng](std::uint32_t bound) { return static_cast<std::uint32_t>(rng() % bound); };
    const std::uint32_t n = 1 + below(40);
    Edges edges, handlers;
    const std::uint32_t style = below(3);
    for (BlockId b = 0; b < n; ++b) {
        // Mostly forward edges with a few backward ones (loop-like code), or
        // anything at all (arbitrary, often irreducible graphs).
        const std::uint32_t out = below(3);
        for (std::uint32_t k = 0; k < out; ++k) {
            BlockId target;
            if (style != 0 && below(4) != 0 && b + 1 < n) target = b + 1 + below(std::min<std::uint32_t>(n - b - 1, 4));
            else target = below(n);
            edges.push_back({b, target});
        }
        if (below(6) == 0) handlers.push_back({b, below(n)});
    }
    return make_function(n, edges, handlers);
}

TEST(AnalysisTest, RandomGraphsMatchReference) {
    std::mt19937 rng(0x5eed);
    std::size_t total_loops = 0, unreachable = 0;
    for (int iteration = 0; iteration < 3000; ++iteration) {
        Function f = random_function(rng);
        const auto n = static_cast<std::uint32_t>(f.blocks.size());
        const Reference r = reference(f);
        const Analyses& a = f.analyses();
        SCOPED_TRACE(::testing::Message() << "iteration " << iteration << ", " << n << " blocks");

        ASSERT_EQ(a.predecessors(), r.preds);
        for (BlockId b = 0; b < n; ++b) {
            ASSERT_EQ(a.reachable(b), r.reachable[b]) << "block " << b;
            unreachable += !r.reachable[b];
        }
        ASSERT_EQ(idoms(f), r.idom);
        for (BlockId x = 0; x < n; ++x) {
            for (BlockId y = 0; y < n; ++y) {
                ASSERT_EQ(a.dominates(x, y), static_cast<bool>(r.dom[y][x])) << x << " dom " << y;
            }
            if (r.reachable[x]) {
                const auto strict = static_cast<unsigned>(std::count(r.dom[x].begin(), r.dom[x].end(), true)) - 1;
                ASSERT_EQ(a.dom_depth(x), strict) << "block " << x;
            }
        }

        // Reverse postorder: every reachable block exactly once, entry first,
        // and every forward (non-back) edge goes from earlier to later.
        const Ids& rpo = a.reverse_postorder();
        ASSERT_EQ(rpo.size(), static_cast<std::size_t>(std::count(r.reachable.begin(), r.reachable.end(), true)));
        ASSERT_EQ(rpo.front(), 0u);
        std::vector<std::size_t> position(n, SIZE_MAX);
        for (std::size_t i = 0; i < rpo.size(); ++i) position[rpo[i]] = i;
        for (BlockId b = 0; b < n; ++b) {
            if (!r.reachable[b]) continue;
            ASSERT_NE(position[b], SIZE_MAX);
            if (b != 0) {
                ASSERT_LT(position[a.idom(b)], position[b]);
            }
        }

        ASSERT_EQ(a.loops().size(), r.loops.size());
        total_loops += r.loops.size();
        for (std::size_t i = 0; i < r.loops.size(); ++i) {
            const Loop& got = a.loops()[i];
            const Loop& want = r.loops[i];
            ASSERT_EQ(got.header, want.header);
            ASSERT_EQ(got.blocks, want.blocks);
            ASSERT_EQ(got.latches, want.latches);
            ASSERT_EQ(got.parent, want.parent) << "loop " << i;
            ASSERT_EQ(got.depth, want.depth) << "loop " << i;
        }
        for (BlockId b = 0; b < n; ++b) ASSERT_EQ(a.innermost_loop(b), r.innermost[b]) << "block " << b;
    }
    // The generator must actually exercise loops and unreachable code.
    EXPECT_GT(total_loops, 1000u);
    EXPECT_GT(unreachable, 1000u);
}

}  // namespace
}  // namespace symcrete::ir
