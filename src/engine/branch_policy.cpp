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
    std::vector<ir::BlockId> history = history_of(method, from, call, path, path.size(), kHistory);
    for (;;) {
        const auto found = sides_.find(Context{method, from, history});
        if (found != sides_.end()) {
            // The most taken side; the map's order makes a tie the lower block.
            const auto best = std::max_element(found->second.begin(), found->second.end(),
                                               [](const auto& a, const auto& b) { return a.second < b.second; });
            return best->first;
        }
        if (history.empty()) return std::nullopt;
        history.erase(history.begin());  // forget the oldest outcome
    }
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

}  // namespace symcrete::engine
