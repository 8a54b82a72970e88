// Tests kept by cost (cost_policy.h).
#include "testgen/cost_policy.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace symcrete::testgen {

std::size_t apply_cost_policy(TestSuite& suite, const CostPolicy& policy) {
    if (!policy.selects()) return 0;
    std::vector<bool> keep(suite.tests.size(), false);
    // Candidates per method, as (cost, index): those above the threshold.
    std::map<std::string, std::vector<std::pair<std::uint64_t, std::size_t>>> by_method;
    for (std::size_t i = 0; i < suite.tests.size(); ++i) {
        const TestCase& test = suite.tests[i];
        if (!test.cost.measured) continue;
        const std::uint64_t cost = engine::cost_of(*test.cost.measured, policy.model);
        if (policy.above && cost <= *policy.above) continue;
        by_method[test.method + test.descriptor].emplace_back(cost, i);
    }
    for (auto& [method, candidates] : by_method) {
        // Costliest first; among equals, the earlier test.
        std::stable_sort(candidates.begin(), candidates.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        const std::size_t kept = policy.top ? std::min(*policy.top, candidates.size()) : candidates.size();
        for (std::size_t k = 0; k < kept; ++k) keep[candidates[k].second] = true;
    }
    std::vector<TestCase> kept;
    for (std::size_t i = 0; i < suite.tests.size(); ++i)
        if (keep[i]) kept.push_back(std::move(suite.tests[i]));
    const std::size_t dropped = suite.tests.size() - kept.size();
    suite.tests = std::move(kept);
    return dropped;
}

}  // namespace symcrete::testgen
