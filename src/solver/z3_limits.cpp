// Limits and work counting for the Z3 layers, and the parameters every Z3
// query gets.
#include "z3_limits.h"

#include <algorithm>
#include <limits>

namespace symcrete::solver {

// Z3 takes the limit as unsigned; larger values saturate. Its rlimit counts
// from where the context stands, so the limit is per query.
void apply_work_limit(z3::context& ctx, z3::solver& solver, const QueryLimits& limits, std::uint64_t rlimit_divisor) {
    constexpr auto max = std::numeric_limits<unsigned>::max();
    z3::params params(ctx);
    // Z3 would otherwise catch SIGINT during a check itself, to cancel that
    // check alone: a Ctrl-C (or gen's stop, forwarded to a worker as SIGINT)
    // that landed inside a query was swallowed and exploration went on.
    params.set("ctrl_c", false);
    if (limits.work > 0) {
        const std::uint64_t units = std::max<std::uint64_t>(limits.work / std::max<std::uint64_t>(rlimit_divisor, 1), 1);
        params.set("rlimit", static_cast<unsigned>(std::min<std::uint64_t>(units, max)));
    }
    solver.set(params);
}

std::uint64_t RlimitMeter::spent(const z3::solver& solver) {
    const z3::stats statistics = solver.statistics();
    for (unsigned i = 0; i < statistics.size(); ++i) {
        if (statistics.key(i) != "rlimit count") continue;
        const double total = statistics.is_uint(i) ? statistics.uint_value(i) : statistics.double_value(i);
        const auto count = static_cast<std::uint64_t>(total);
        const std::uint64_t delta = count > seen_ ? count - seen_ : 0;
        seen_ = std::max(seen_, count);
        return delta;
    }
    return 0;
}

}  // namespace symcrete::solver
