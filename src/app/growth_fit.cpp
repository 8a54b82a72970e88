// The growth curve that fits (growth_fit.h).
#include "growth_fit.h"

#include <cmath>
#include <functional>
#include <limits>

namespace symcrete::app {

std::string fit_growth(const std::vector<std::pair<std::int64_t, double>>& points) {
    if (points.size() < 3) return "1";
    double lowest = points.front().second, highest = lowest;
    for (const auto& [n, cost] : points) {
        lowest = std::min(lowest, cost);
        highest = std::max(highest, cost);
    }
    if (highest <= lowest) return "1";
    struct Curve {
        const char* name;
        std::function<double(double)> f;
    };
    // Simplest first: a more complex curve must fit clearly better to win.
    const Curve curves[] = {
        {"log n", [](double n) { return std::log2(n + 1); }},
        {"n", [](double n) { return n; }},
        {"n log n", [](double n) { return n * std::log2(n + 1); }},
        {"n^2", [](double n) { return n * n; }},
        {"n^3", [](double n) { return n * n * n; }},
        {"exponential", [](double n) { return std::exp2(n); }},
    };
    const char* best = "1";
    double best_error = std::numeric_limits<double>::infinity();
    for (const Curve& curve : curves) {
        // Least squares for a * f(n) + b.
        double sx = 0, sy = 0, sxx = 0, sxy = 0;
        const double count = static_cast<double>(points.size());
        for (const auto& [n, cost] : points) {
            const double x = curve.f(static_cast<double>(n));
            sx += x;
            sy += cost;
            sxx += x * x;
            sxy += x * cost;
        }
        const double denominator = count * sxx - sx * sx;
        if (denominator <= 0 || !std::isfinite(denominator)) continue;
        const double a = (count * sxy - sx * sy) / denominator;
        const double b = (sy - a * sx) / count;
        if (!(a > 0)) continue;
        // Relative errors, so the largest sizes do not decide alone.
        double error = 0;
        for (const auto& [n, cost] : points) {
            const double predicted = a * curve.f(static_cast<double>(n)) + b;
            const double relative = (predicted - cost) / std::max(1.0, std::abs(cost));
            error += relative * relative;
        }
        if (error < best_error * 0.5) {
            best_error = error;
            best = curve.name;
        }
    }
    return best;
}

}  // namespace symcrete::app
