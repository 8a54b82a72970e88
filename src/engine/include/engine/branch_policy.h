// A branch policy for the worst-case search (`symcrete worst`, seed 002's
// successors WISE and Badger): at each branch of the class under test, the
// side the costliest paths took at small input sizes. An engine given one
// (EngineOptions::branch_policy) follows that side where it is feasible and
// does not fork the others, so a large size costs one path instead of
// exponentially many; the paths it leaves out are recorded (PrecisionLoss
// Guided), since the worst input found is then a lower bound.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/state.h"

namespace symcrete::engine {

class BranchPolicy {
public:
    // At the branch ending block `from` of `method` (Edge::method), take `to`.
    void prefer(const std::string& method, ir::BlockId from, ir::BlockId to);
    std::optional<ir::BlockId> preferred(const std::string& method, ir::BlockId from) const;
    std::size_t size() const { return sides_.size(); }
    const std::map<std::pair<std::string, ir::BlockId>, ir::BlockId>& sides() const { return sides_; }

private:
    std::map<std::pair<std::string, ir::BlockId>, ir::BlockId> sides_;
};

// The policy of paths' symbolic decisions (PathResult::decisions): at each
// branch, the side taken most often over all of them (ties: the lower block).
BranchPolicy learn_policy(const std::vector<const std::map<Edge, std::uint32_t>*>& decisions);

}  // namespace symcrete::engine
