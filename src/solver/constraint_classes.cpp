#include "constraint_classes.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace symcrete::solver {

namespace {

// Steps of about 25 ns each, from timing the layer on HeapPriorityQueue: a
// pointer comparison is a small fraction of one; an add or undo costs hash
// lookups. A solver work unit (solver.h, SolverStats::work) is about 250 ns:
// ten steps.
constexpr std::uint64_t kComparedPerStep = 16;
constexpr std::uint64_t kStepsPerAdd = 2;
constexpr std::uint64_t kStepsPerInputLookup = 2;
constexpr std::uint64_t kStepsPerUndo = 1;
constexpr std::uint64_t kStepsPerWorkUnit = 10;

}  // namespace

void ConstraintClasses::hold(std::span<const expr::Expr* const> constraints) {
    std::size_t common = 0;
    const std::size_t limit = std::min(constraints.size(), held_.size());
    while (common < limit && constraints[common] == held_[common]) ++common;
    steps_ += common / kComparedPerStep + 1;
    while (held_.size() > common) undo_last();
    for (std::size_t i = common; i < constraints.size(); ++i) add(constraints[i]);
}

std::uint64_t ConstraintClasses::work() const { return steps_ / kStepsPerWorkUnit; }

std::vector<std::size_t> ConstraintClasses::connected(std::span<const std::uint64_t> ids) const {
    std::vector<std::uint32_t> roots;
    for (std::uint64_t id : ids) {
        const auto it = slot_of_.find(id);
        if (it == slot_of_.end()) continue;  // an input no held constraint reads
        const std::uint32_t root = find(it->second);
        if (std::find(roots.begin(), roots.end(), root) == roots.end()) roots.push_back(root);
    }
    std::vector<std::size_t> positions;
    for (std::uint32_t root : roots) positions.insert(positions.end(), members_[root].begin(), members_[root].end());
    std::sort(positions.begin(), positions.end());
    return positions;
}

const std::vector<std::uint64_t>& ConstraintClasses::inputs_of(const expr::Expr* e) {
    auto [it, fresh] = inputs_.try_emplace(e);
    if (fresh) {
        for (const expr::Expr* v : expr::collect_vars(e)) it->second.push_back(v->bits());
        steps_ += kStepsPerInputLookup * (it->second.size() + 1);
    }
    return it->second;
}

void ConstraintClasses::add(const expr::Expr* constraint) {
    const std::uint32_t position = static_cast<std::uint32_t>(held_.size());
    held_.push_back(constraint);
    log_start_.push_back(log_.size());
    const std::vector<std::uint64_t>& ids = inputs_of(constraint);
    steps_ += kStepsPerAdd + kStepsPerInputLookup * ids.size();
    if (ids.empty()) return;  // a constant: connected to nothing
    std::uint32_t root = find(slot(ids[0]));
    for (std::size_t i = 1; i < ids.size(); ++i) root = join(root, find(slot(ids[i])));
    members_[root].push_back(position);
    log_.push_back(Undo{false, root, 0, 0});
}

void ConstraintClasses::undo_last() {
    assert(!held_.empty());
    const std::size_t start = log_start_.back();
    steps_ += kStepsPerUndo * (log_.size() - start + 1);
    while (log_.size() > start) {
        const Undo undo = log_.back();
        log_.pop_back();
        if (undo.joined) {
            members_[undo.root].resize(undo.members);
            slots_under_[undo.root] -= slots_under_[undo.child];
            parent_[undo.child] = undo.child;
        } else {
            members_[undo.root].pop_back();
        }
    }
    log_start_.pop_back();
    held_.pop_back();
}

std::uint32_t ConstraintClasses::slot(std::uint64_t id) {
    auto [it, fresh] = slot_of_.try_emplace(id, static_cast<std::uint32_t>(parent_.size()));
    if (fresh) {
        parent_.push_back(it->second);
        slots_under_.push_back(1);
        members_.emplace_back();
    }
    return it->second;
}

std::uint32_t ConstraintClasses::find(std::uint32_t at) const {
    // No path compression, so that a join is undone by resetting one
    // parent; union by size keeps trees O(log n) deep.
    while (parent_[at] != at) at = parent_[at];
    return at;
}

std::uint32_t ConstraintClasses::join(std::uint32_t a, std::uint32_t b) {
    if (a == b) return a;
    if (slots_under_[a] < slots_under_[b]) std::swap(a, b);
    parent_[b] = a;
    slots_under_[a] += slots_under_[b];
    log_.push_back(Undo{true, a, b, members_[a].size()});
    // b's list stays as it was, so undoing the join only truncates a's.
    members_[a].insert(members_[a].end(), members_[b].begin(), members_[b].end());
    steps_ += members_[b].size() / kComparedPerStep;
    return a;
}

}  // namespace symcrete::solver
