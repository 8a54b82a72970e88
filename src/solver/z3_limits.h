// What the Z3 layers share: per-query limits and the reading of Z3's
// deterministic work counter.
#pragma once

#include <z3++.h>

#include <cstdint>

#include "solver/solver.h"

namespace symcrete::solver {

// A Z3 query's fixed cost in work units, beside its rlimit count: a fresh
// Z3 solver, translation, model extraction and checking take about 5 ms on
// the reference machine, as long as 20,000 rlimit units
// (engine/work_budget.h converts both at the same rate).
inline constexpr std::uint64_t kWorkPerZ3Query = 20'000;
// The same for a query Z3's SMT core decides alone (ChainOptions::
// core_first, without the bit-blasting tactic's setup): 1 ms. A skip list's
// 1,857 queries took 0.68 ms each and were charged 5 ms, so a 30 s budget
// of `worst` ran 4 s and no guided size finished.
inline constexpr std::uint64_t kWorkPerZ3CoreQuery = 4'000;
// The same for a query in a scope of a solver kept across queries (the
// integer layer): 0.5 ms on the reference machine (TreeMirror: 4,158
// queries, 2.3 s, most of it in their rlimit counts).
inline constexpr std::uint64_t kWorkPerScopedZ3Query = 2'000;

// Sets the rlimit of `limits` on `solver`, divided by `rlimit_divisor` (a
// layer that may spend only a share). The wall timeout is not Z3's to keep
// (z3_alarm.h): check through a Z3Alarm with limits.timeout.
void apply_work_limit(z3::context& ctx, z3::solver& solver, const QueryLimits& limits,
                      std::uint64_t rlimit_divisor = 1);

// Z3's "rlimit count" statistic is its context's running total; a meter
// turns it into the units each query spent.
class RlimitMeter {
public:
    std::uint64_t spent(const z3::solver& solver);

private:
    std::uint64_t seen_ = 0;  // the context's count at the last reading
};

}  // namespace symcrete::solver
