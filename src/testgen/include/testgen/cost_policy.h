// Seed 002's (PET's) selection policies over tests by their cost: keep only
// tests above a threshold, or each method's n most expensive (`gen
// --cost-above`, `--top`). A test's cost is its replay's (TestCase::cost).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "engine/cost.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

struct CostPolicy {
    engine::CostModel model = engine::CostModel::Instructions;
    std::optional<std::uint64_t> above;  // keep tests costing more than this
    std::optional<std::size_t> top;      // keep each method's (name and descriptor) this many costliest
    // Either selects: every path is a candidate, not only those adding coverage.
    bool selects() const { return above.has_value() || top.has_value(); }
};

// Drops from `suite` the tests the policy does not keep (a test without a
// measured cost is not kept when the policy selects), in place, keeping the
// order of the rest; returns how many were dropped.
std::size_t apply_cost_policy(TestSuite& suite, const CostPolicy& policy);

}  // namespace symcrete::testgen
