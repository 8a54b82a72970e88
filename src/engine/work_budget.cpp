// Seconds to work units and back at kWorkPerSecond, the reference machine's
// rate (work_budget.h). A budget that is not positive, NaN included, allows no
// work, and one too large for 64 bits saturates instead of overflowing the
// conversion. The wall-clock limits derived from a budget are here too, so
// every command that explores computes them by the same rule.
#include "engine/work_budget.h"

#include <cmath>
#include <limits>

namespace symcrete::engine {

std::uint64_t work_for_seconds(double seconds) {
    if (!(seconds > 0)) return 0;  // also NaN
    const double work = seconds * static_cast<double>(kWorkPerSecond);
    constexpr auto max = std::numeric_limits<std::uint64_t>::max();
    if (work >= static_cast<double>(max)) return max;
    return static_cast<std::uint64_t>(work);
}

double seconds_for_work(std::uint64_t work) {
    return static_cast<double>(work) / static_cast<double>(kWorkPerSecond);
}

std::chrono::steady_clock::time_point safety_net_deadline(double budget_seconds) {
    return std::chrono::steady_clock::now() +
           std::chrono::milliseconds(static_cast<std::int64_t>(budget_seconds * 8000) + 5000);
}

std::chrono::milliseconds worker_time_limit(double budget_seconds) {
    return std::chrono::milliseconds(static_cast<std::int64_t>(budget_seconds * 20'000) + 120'000);
}

}  // namespace symcrete::engine
