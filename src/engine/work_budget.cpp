// Seconds to work units and back at kWorkPerSecond, the reference machine's
// rate (work_budget.h). A budget that is not positive, NaN included, allows no
// work, and one too large for 64 bits saturates instead of overflowing the
// conversion.
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

}  // namespace symcrete::engine
