// Branch policies for the worst-case search (branch_policy.h).
#include "engine/branch_policy.h"

namespace symcrete::engine {

void BranchPolicy::prefer(const std::string& method, ir::BlockId from, ir::BlockId to) { sides_[{method, from}] = to; }

std::optional<ir::BlockId> BranchPolicy::preferred(const std::string& method, ir::BlockId from) const {
    const auto found = sides_.find({method, from});
    if (found == sides_.end()) return std::nullopt;
    return found->second;
}

BranchPolicy learn_policy(const std::vector<const std::map<Edge, std::uint32_t>*>& decisions) {
    std::map<Edge, std::uint64_t> taken;
    for (const auto* path : decisions)
        for (const auto& [edge, count] : *path) taken[edge] += count;
    BranchPolicy policy;
    std::map<std::pair<std::string, ir::BlockId>, std::uint64_t> best;
    for (const auto& [edge, count] : taken) {  // by method, then from, then to: a tie keeps the lower block
        auto [at, fresh] = best.try_emplace({edge.method, edge.from}, count);
        if (fresh || count > at->second) {
            at->second = count;
            policy.prefer(edge.method, edge.from, edge.to);
        }
    }
    return policy;
}

}  // namespace symcrete::engine
