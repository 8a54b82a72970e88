// The growth of a cost with the input size: the curve among 1, log n, n,
// n log n, n^2, n^3 and 2^n that fits measured (size, cost) points best, by
// least squares on cost = a * f(n) + b with a > 0.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace symcrete::app {

// "1", "log n", "n", "n log n", "n^2", "n^3" or "exponential"; "1" for
// fewer than three points or a cost that does not grow.
std::string fit_growth(const std::vector<std::pair<std::int64_t, double>>& points);

}  // namespace symcrete::app
