// The growth of a cost with the input size: the curve among 1, log n, n,
// n log n, n^2, n^3 and 2^n that fits measured (size, cost) points best. A
// curve f is fitted as cost = a f(n) + b n + c by least squares (a > 0; the
// linear term only for curves above n, since a loop's setup and its
// per-element work add a linear part to most costs), on relative errors so
// the largest sizes do not decide alone; a more complex curve wins only
// when it halves the error. Costs at consecutive sizes are fitted as the
// means of neighbours, which takes out an alternation with the size's
// parity.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace symcrete::report {

// The curve that fits, with its coefficients: cost(n) = a f(n) + b n + c.
struct GrowthFit {
    // "1", "log n", "n", "n log n", "n^2", "n^3" or "exponential"; "1" for
    // fewer than four points or a cost that does not grow (then c is the
    // points' mean and a = b = 0).
    std::string name = "1";
    double a = 0, b = 0, c = 0;
    double at(double n) const;  // the fitted cost at size n
};
GrowthFit fit_growth_curve(const std::vector<std::pair<std::int64_t, double>>& points);

// The place of a curve's name among the curves, slowest first ("1" is 0);
// -1 for a name that is none of them.
int growth_rank(std::string_view name);

// fit_growth_curve's name.
std::string fit_growth(const std::vector<std::pair<std::int64_t, double>>& points);

}  // namespace symcrete::report
