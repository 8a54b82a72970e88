// The growth of a cost with the input size: the curve among 1, log n, n,
// n log n, n^2, n^3 and 2^n that fits measured (size, cost) points best. A
// curve f is fitted as cost = a f(n) + b n + c by least squares (a > 0; the
// linear term only for curves above n, since a loop's setup and its
// per-element work add a linear part to most costs), on relative errors so
// the largest sizes do not decide alone; a more complex curve wins only
// when it halves the error.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace symcrete::report {

// "1", "log n", "n", "n log n", "n^2", "n^3" or "exponential"; "1" for
// fewer than four points or a cost that does not grow.
std::string fit_growth(const std::vector<std::pair<std::int64_t, double>>& points);

}  // namespace symcrete::report
