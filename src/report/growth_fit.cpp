// The growth curve that fits (growth_fit.h).
#include "report/growth_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace symcrete::report {

namespace {

// Solves the k x k system m x = v (k <= 3) by Gaussian elimination with
// partial pivoting; none when it is singular.
template <std::size_t K>
std::optional<std::array<double, K>> solve(std::array<std::array<double, K>, K> m, std::array<double, K> v) {
    for (std::size_t col = 0; col < K; ++col) {
        std::size_t pivot = col;
        for (std::size_t row = col + 1; row < K; ++row)
            if (std::abs(m[row][col]) > std::abs(m[pivot][col])) pivot = row;
        if (std::abs(m[pivot][col]) < 1e-12) return std::nullopt;
        std::swap(m[col], m[pivot]);
        std::swap(v[col], v[pivot]);
        for (std::size_t row = 0; row < K; ++row) {
            if (row == col) continue;
            const double factor = m[row][col] / m[col][col];
            for (std::size_t c = col; c < K; ++c) m[row][c] -= factor * m[col][c];
            v[row] -= factor * v[col];
        }
    }
    std::array<double, K> x{};
    for (std::size_t i = 0; i < K; ++i) x[i] = v[i] / m[i][i];
    return x;
}

}  // namespace

namespace {

// How much more an exponential cost must be at the largest size than at half
// of it: twice the cubic's 8.
constexpr double kExponentialRatio = 16;

struct Curve {
    const char* name;
    double (*f)(double);
    bool linear_term;
};

// Simplest first.
constexpr Curve kCurves[] = {
    {"log n", [](double n) { return std::log2(n + 1); }, false},
    {"n", [](double n) { return n; }, false},
    {"n log n", [](double n) { return n * std::log2(n + 1); }, true},
    {"n^2", [](double n) { return n * n; }, true},
    {"n^3", [](double n) { return n * n * n; }, true},
    {"exponential", [](double n) { return std::exp2(n); }, true},
};

}  // namespace

double GrowthFit::at(double n) const {
    for (const Curve& curve : kCurves)
        if (name == curve.name) return a * curve.f(n) + b * n + c;
    return c;
}

namespace {

// Moving means of consecutive sizes' costs: costs that alternate with the
// size's parity (an input consumed two elements at a time, its last one
// alone at odd sizes) or step with it every few sizes (a window of n / 4
// elements, a table of n / 2 slots) zigzag by a few percent about their
// curve, which blurs the difference between curves as close as n log n and
// n^2 over sizes up to 32; the mean of k neighbours takes any period that
// divides k out and leaves the curve (shifted). Four neighbours where eight
// sizes or more are consecutive (a window of n / 4: 752, 822, 892, 962,
// 1110 ...), else two where five are.
std::vector<std::pair<double, double>> without_periods(const std::vector<std::pair<std::int64_t, double>>& points) {
    std::vector<std::pair<double, double>> out;
    bool consecutive = points.size() >= 5;
    for (std::size_t i = 1; i < points.size() && consecutive; ++i)
        consecutive = points[i].first == points[i - 1].first + 1;
    if (!consecutive) {
        for (const auto& [n, cost] : points) out.emplace_back(static_cast<double>(n), cost);
        return out;
    }
    const std::size_t window = points.size() >= 8 ? 4 : 2;
    for (std::size_t i = 0; i + window <= points.size(); ++i) {
        double n = 0, cost = 0;
        for (std::size_t j = i; j < i + window; ++j) {
            n += static_cast<double>(points[j].first);
            cost += points[j].second;
        }
        out.emplace_back(n / static_cast<double>(window), cost / static_cast<double>(window));
    }
    return out;
}

// The most of a curve's leading term at the largest size that its linear
// term may take away.
constexpr double kMostSubtracted = 0.5;

// Curve fitted to points by weighted least squares: each point weighted by
// 1 / cost^2, so the error minimised is the relative one. None when the
// curve's coefficient is not positive. A linear term that takes away more
// than kMostSubtracted of the leading term is left out: so much lets a
// gentler curve bend up to pass for a steeper one over sizes up to 32 (a
// cache's 8 n^2 + 200 n fitted 193 n log n - 587 n, which takes 60% away,
// closer than n^2 fitted it), where a curve's own shortfall (merge sort's
// n log n - n takes 20% away at 32) is less.
struct CurveFit {
    GrowthFit fit;
    double error = 0;  // the sum of squared relative errors
};
std::optional<CurveFit> fit_curve(const Curve& curve, const std::vector<std::pair<double, double>>& points,
                                  bool linear_term) {
    std::array<std::array<double, 3>, 3> m{};
    std::array<double, 3> v{};
    const std::size_t k = linear_term ? 3 : 2;
    auto basis = [&](double n) {
        return linear_term ? std::array<double, 3>{curve.f(n), n, 1} : std::array<double, 3>{curve.f(n), 1, 0};
    };
    for (const auto& [n, cost] : points) {
        const std::array<double, 3> x = basis(n);
        const double w = 1 / std::max(1.0, cost * cost);
        for (std::size_t i = 0; i < k; ++i) {
            for (std::size_t j = 0; j < k; ++j) m[i][j] += w * x[i] * x[j];
            v[i] += w * x[i] * cost;
        }
    }
    std::optional<std::array<double, 3>> coefficients;
    if (k == 3) {
        coefficients = solve<3>(m, v);
    } else {
        const auto two = solve<2>({{{m[0][0], m[0][1]}, {m[1][0], m[1][1]}}}, {v[0], v[1]});
        if (two) coefficients = std::array<double, 3>{(*two)[0], (*two)[1], 0};
    }
    if (!coefficients || !((*coefficients)[0] > 0) || !std::isfinite((*coefficients)[0])) return std::nullopt;
    if (linear_term && (*coefficients)[1] < 0) {
        double largest = 0;
        for (const auto& [n, cost] : points) largest = std::max(largest, n);
        if (-(*coefficients)[1] * largest > kMostSubtracted * (*coefficients)[0] * curve.f(largest))
            return fit_curve(curve, points, false);
    }
    CurveFit out;
    for (const auto& [n, cost] : points) {
        const std::array<double, 3> x = basis(n);
        double predicted = 0;
        for (std::size_t i = 0; i < k; ++i) predicted += (*coefficients)[i] * x[i];
        const double relative = (predicted - cost) / std::max(1.0, std::abs(cost));
        out.error += relative * relative;
    }
    const auto& [a, second, third] = *coefficients;
    // Without the linear term the second coefficient is the constant.
    out.fit = linear_term ? GrowthFit{curve.name, a, second, third} : GrowthFit{curve.name, a, 0, second};
    return out;
}

}  // namespace

GrowthFit fit_growth_curve(const std::vector<std::pair<std::int64_t, double>>& measured) {
    // The curve is chosen on the period-free points, its coefficients are
    // the measured points' (a neighbours' mean lies a little off a convex
    // curve).
    const std::vector<std::pair<double, double>> points = without_periods(measured);
    GrowthFit constant;
    for (const auto& [n, cost] : measured) constant.c += cost / static_cast<double>(measured.size());
    if (points.size() < 4) return constant;
    double lowest = points.front().second, highest = lowest;
    for (const auto& [n, cost] : points) {
        lowest = std::min(lowest, cost);
        highest = std::max(highest, cost);
    }
    if (highest <= lowest) return constant;
    // Exponential growth at least doubles the cost per added element, so
    // from half the largest size to it the cost grows far more than any
    // polynomial here could (n^3: 8 times); a lower bound's jump at the last
    // size, fitted by a tiny 2^n term, is no such thing.
    const std::pair<double, double> last = *std::max_element(points.begin(), points.end());
    const double largest = last.first;
    const double top = last.second;
    const auto [half, middle] = *std::min_element(points.begin(), points.end(), [largest](const auto& a, const auto& b) {
        return std::abs(2 * a.first - largest) < std::abs(2 * b.first - largest);
    });
    const bool may_be_exponential = half < largest && top > kExponentialRatio * std::max(1.0, middle);
    const Curve* best = nullptr;
    double best_error = std::numeric_limits<double>::infinity();
    for (const Curve& curve : kCurves) {
        if (std::string_view(curve.name) == "exponential" && !may_be_exponential) continue;
        const std::optional<CurveFit> fit = fit_curve(curve, points, curve.linear_term);
        if (fit && fit->error < best_error * 0.5) {
            best_error = fit->error;
            best = &curve;
        }
    }
    if (best == nullptr) return constant;
    std::vector<std::pair<double, double>> exact;
    for (const auto& [n, cost] : measured) exact.emplace_back(static_cast<double>(n), cost);
    if (const std::optional<CurveFit> fit = fit_curve(*best, exact, best->linear_term)) return fit->fit;
    return constant;
}

int growth_rank(std::string_view name) {
    if (name == "1") return 0;
    int rank = 1;
    for (const Curve& curve : kCurves) {
        if (name == curve.name) return rank;
        ++rank;
    }
    return -1;
}

std::string fit_growth(const std::vector<std::pair<std::int64_t, double>>& points) {
    return fit_growth_curve(points).name;
}

}  // namespace symcrete::report
