// The constraints of a path condition grouped by shared inputs, kept from
// one query to the next. Successive queries mostly extend the path condition
// of the one before (the same path, one branch further) or share a long
// prefix with it (a fork's sibling), so the classes of that prefix are kept
// and only the rest is undone and added: a union-find over input ids without
// path compression, with an undo log, and per class the positions of its
// constraints. Rebuilding the classes of a long path for every query cost
// more than the solver did (issue 30: HeapPriorityQueue.insert, 26 million
// constraints scanned in 7,285 queries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "expr/expr.h"

namespace symcrete::solver {

class ConstraintClasses {
public:
    // Makes the held constraints `constraints`: keeps the longest common
    // prefix, undoes the rest and adds the new ones.
    void hold(std::span<const expr::Expr* const> constraints);

    // The positions, in ascending order, of the held constraints connected
    // to any input in `ids` (directly or through other constraints).
    // Constraints without inputs are in no class.
    std::vector<std::size_t> connected(std::span<const std::uint64_t> ids) const;

    // The ids of the inputs `e` reads, in id order (computed once per node:
    // nodes are immutable).
    const std::vector<std::uint64_t>& inputs_of(const expr::Expr* e);

    std::size_t size() const { return held_.size(); }
    // Deterministic work done so far, in solver work units: constraints
    // compared, added and undone, inputs looked up.
    std::uint64_t work() const;

private:
    struct Undo {
        bool joined;           // a join of `child` under `root`, else a member added to `root`
        std::uint32_t root;
        std::uint32_t child;
        std::size_t members;   // root's member count before the join
    };

    void add(const expr::Expr* constraint);
    void undo_last();
    std::uint32_t slot(std::uint64_t id);
    std::uint32_t find(std::uint32_t slot) const;
    std::uint32_t join(std::uint32_t a, std::uint32_t b);

    std::vector<const expr::Expr*> held_;
    std::vector<std::size_t> log_start_;  // per held constraint, the log's size before it was added
    std::vector<Undo> log_;
    std::unordered_map<std::uint64_t, std::uint32_t> slot_of_;  // input id -> union-find slot
    std::vector<std::uint32_t> parent_;
    std::vector<std::uint32_t> slots_under_;  // per root, the slots in its tree (union by size)
    std::vector<std::vector<std::uint32_t>> members_;  // per root, positions of its constraints
    std::unordered_map<const expr::Expr*, std::vector<std::uint64_t>> inputs_;
    std::uint64_t steps_ = 0;
};

}  // namespace symcrete::solver
