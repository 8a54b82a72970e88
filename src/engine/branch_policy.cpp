// Branch policies for the worst-case search (branch_policy.h).
#include "engine/branch_policy.h"

#include <algorithm>
#include <set>

namespace symcrete::engine {

namespace {

// The last `limit` sides the branch (method, from) took in call `call` among
// decisions[0, end), oldest first.
std::vector<ir::BlockId> history_of(const std::string& method, ir::BlockId from, std::uint32_t call,
                                    const std::vector<Decision>& decisions, std::size_t end, std::size_t limit) {
    std::vector<ir::BlockId> history;
    for (std::size_t i = end; i-- > 0 && history.size() < limit;) {
        const Decision& d = decisions[i];
        if (d.call == call && d.edge.from == from && d.edge.method == method) history.push_back(d.edge.to);
    }
    std::reverse(history.begin(), history.end());
    return history;
}

}  // namespace

void BranchPolicy::count(const std::string& method, ir::BlockId from, const std::vector<ir::BlockId>& history,
                         ir::BlockId to, std::uint64_t times) {
    sides_[Context{method, from, history}][to] += times;
}

std::optional<ir::BlockId> BranchPolicy::preferred(const std::string& method, ir::BlockId from, std::uint32_t call,
                                                   const std::vector<Decision>& path) const {
    Context context{method, from, history_of(method, from, call, path, path.size(), kHistory)};
    if (context.history.empty())
        if (const auto flipped = first_in_call_.find({method, from, call}); flipped != first_in_call_.end())
            return flipped->second;
    for (;;) {
        if (const std::optional<ir::BlockId> side = learned(context)) return side;
        if (context.history.empty()) return std::nullopt;
        context.history.erase(context.history.begin());  // forget the oldest outcome
    }
}

std::optional<ir::BlockId> BranchPolicy::learned(const Context& context) const {
    const auto found = sides_.find(context);
    if (found == sides_.end()) return std::nullopt;
    if (const auto flipped = overrides_.find(context); flipped != overrides_.end()) return flipped->second;
    // The most taken side; the map's order makes a tie the lower block.
    const auto best = std::max_element(found->second.begin(), found->second.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    return best->first;
}

std::set<ir::BlockId> BranchPolicy::sides_of(const std::string& method, ir::BlockId from) const {
    std::set<ir::BlockId> sides;
    for (auto it = sides_.lower_bound(Context{method, from, {}}); it != sides_.end() && it->first.method == method &&
                                                                    it->first.from == from;
         ++it)
        for (const auto& [side, count] : it->second) sides.insert(side);
    if (const auto known = known_sides_.find({method, from}); known != known_sides_.end())
        sides.insert(known->second.begin(), known->second.end());
    return sides;
}

std::vector<BranchPolicy::Flip> BranchPolicy::flips() const {
    std::vector<Flip> out;
    for (const auto& [context, counts] : sides_) {
        const std::optional<ir::BlockId> taken = learned(context);
        for (ir::BlockId side : sides_of(context.method, context.from))
            if (side != taken) out.push_back(Flip{context, side});
    }
    return out;
}

std::vector<BranchPolicy::CallFlip> BranchPolicy::first_decision_flips(const std::vector<Decision>& path) const {
    std::vector<CallFlip> out;
    std::set<std::tuple<std::string, ir::BlockId, std::uint32_t>> seen;
    for (const Decision& d : path) {
        if (!seen.emplace(d.edge.method, d.edge.from, d.call).second) continue;
        for (ir::BlockId side : sides_of(d.edge.method, d.edge.from))
            if (side != d.edge.to) out.push_back(CallFlip{d.edge.method, d.edge.from, d.call, side});
    }
    return out;
}

BranchPolicy BranchPolicy::with(const CallFlip& flip) const {
    BranchPolicy changed = *this;
    changed.first_in_call_[{flip.method, flip.from, flip.call}] = flip.side;
    return changed;
}

BranchPolicy BranchPolicy::with(const Flip& flip) const {
    BranchPolicy changed = *this;
    changed.overrides_[flip.context] = flip.side;
    return changed;
}

BranchPolicy BranchPolicy::overlaid(const BranchPolicy& over) const {
    BranchPolicy out = *this;
    for (const auto& [context, counts] : over.sides_) {
        auto& mine = out.sides_[context];
        for (const auto& [side, count] : counts) mine[side] += count;
        if (const std::optional<ir::BlockId> side = over.learned(context)) out.overrides_[context] = *side;
    }
    for (const auto& [branch, sides] : over.known_sides_) out.known_sides_[branch].insert(sides.begin(), sides.end());
    return out;
}

BranchPolicy BranchPolicy::with_fresh(const PinSite& site) const {
    BranchPolicy out = *this;
    out.fresh_pins_.insert(site);
    return out;
}

void BranchPolicy::know_side(const std::string& method, ir::BlockId from, ir::BlockId to) {
    known_sides_[{method, from}].insert(to);
}

std::size_t BranchPolicy::size() const {
    std::set<std::pair<std::string, ir::BlockId>> branches;
    for (const auto& [context, sides] : sides_) branches.emplace(context.method, context.from);
    return branches.size();
}

BranchPolicy learn_policy(const std::vector<const std::vector<Decision>*>& paths) {
    BranchPolicy policy;
    for (const std::vector<Decision>* path : paths)
        for (std::size_t i = 0; i < path->size(); ++i) {
            const Edge& decision = (*path)[i].edge;
            std::vector<ir::BlockId> history =
                history_of(decision.method, decision.from, (*path)[i].call, *path, i, BranchPolicy::kHistory);
            for (;;) {
                policy.count(decision.method, decision.from, history, decision.to);
                if (history.empty()) break;
                history.erase(history.begin());
            }
        }
    return policy;
}

std::vector<CostedPath> distinct_shapes(const std::vector<CostedPath>& paths) {
    using Shape = std::map<std::pair<std::string, ir::BlockId>, ir::BlockId>;
    struct Kept {
        CostedPath path;
        std::uint64_t against = 0;  // decisions that went against the shape
    };
    std::map<Shape, Kept> purest;
    for (const CostedPath& path : paths) {
        std::map<std::pair<std::string, ir::BlockId>, std::map<ir::BlockId, std::uint64_t>> taken;
        for (const Decision& d : *path.decisions) ++taken[{d.edge.method, d.edge.from}][d.edge.to];
        Shape shape;
        std::uint64_t against = 0;
        for (const auto& [branch, sides] : taken) {
            const auto most = std::max_element(sides.begin(), sides.end(), [](const auto& a, const auto& b) {
                return a.second < b.second;
            });
            shape[branch] = most->first;
            for (const auto& [side, count] : sides)
                if (side != most->first) against += count;
        }
        const Kept kept{path, against};
        auto [at, added] = purest.try_emplace(std::move(shape), kept);
        if (!added && (against < at->second.against || (against == at->second.against && path.cost > at->second.path.cost)))
            at->second = kept;
    }
    std::vector<CostedPath> out;
    for (const auto& [shape, kept] : purest) out.push_back(kept.path);
    std::stable_sort(out.begin(), out.end(), [](const CostedPath& a, const CostedPath& b) { return a.cost > b.cost; });
    return out;
}

}  // namespace symcrete::engine
