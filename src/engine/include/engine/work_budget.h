// Exploration budgets count work, not time. A work unit is one executed IR
// instruction; a solver query costs a fixed amount plus its own
// deterministic work count (Z3's rlimit units) converted at a fixed rate. The
// same class and options therefore explore the same paths, and write the same
// tests, on a quiet and on a loaded machine. Users still give budgets in
// seconds: the rates below were measured on our 2-core reference machine
// (docs/benchmarks.md, "work units"), so a quiet machine spends about that
// long; a loaded one takes longer for the same result, up to the wall-clock
// safety net.
#pragma once

#include <chrono>
#include <cstdint>

namespace symcrete::engine {

// Work units per second on the reference machine: one unit is about an
// ordinary instruction (concrete ones run faster, about 100 million a second).
inline constexpr std::uint64_t kWorkPerSecond = 40'000'000;
// A decision on a symbolic condition (evaluating it under the model, the
// branch bookkeeping) costs this much more than an instruction.
inline constexpr std::uint64_t kWorkPerDecision = 20;
// A path's fixed cost, charged as it ends: taking its state from the
// queue, the input graph and heap it copied when it forked, its result and
// the generator's look at it. On explorations of many short paths (the
// net.datastructures classes, 100 to 150 instructions a path) this was most
// of the time: 50 to 110 µs a path, where its instructions were charged
// 4 µs (docs/benchmarks.md, "What a budget's second costs").
inline constexpr std::uint64_t kWorkPerPath = 3'000;
// A solver query's fixed cost to the engine (the query's conjuncts, the
// chain's lookups: a query answered by the cache or the ranges costs 10 to
// 60 µs in all) ...
inline constexpr std::uint64_t kWorkPerSolverQuery = 500;
// ... and its cost per solver work unit (solver.h: a Z3 rlimit unit, a Z3
// query's fixed cost of about 5 ms counted as 20,000 of them, the cheaper
// layers' evaluations): Z3 does 3 to 7 million units a second on the
// reference machine, floating point at the low end.
inline constexpr std::uint64_t kWorkPerSolverUnit = 10;
// The rlimit a query always gets, however little of its share is left
// (about 0.25 s of budget): below it, ordinary queries would give up.
inline constexpr std::uint64_t kMinSolverUnitsPerQuery = 1'000'000;

// What `queries` solver queries that spent `units` solver work units cost
// the budget, by the rates above: the one rule for exploration's queries
// and those that make a test's model readable.
constexpr std::uint64_t solver_work(std::uint64_t queries, std::uint64_t units) {
    return queries * kWorkPerSolverQuery + units * kWorkPerSolverUnit;
}

// The work a budget of `seconds` allows; 0 for a non-positive or NaN budget,
// saturating for huge ones.
std::uint64_t work_for_seconds(double seconds);

// The seconds that `work` units take on the reference machine.
double seconds_for_work(std::uint64_t work);

// The wall-clock safety net of an exploration with a budget of
// `budget_seconds` that starts now (EngineOptions::wall_clock_deadline). It
// only matters on a machine far slower than the reference one: eight times
// the budget, plus start-up. A CI runner with a few builds beside it is 2-3
// times slower, and work units undercount some solver queries (text built
// symbolically char by char: 2.5 times the CPU their units predict, measured
// on StringUtils.replaceChars), so four times fired on commons-lang3 with two
// processes beside it.
std::chrono::steady_clock::time_point safety_net_deadline(double budget_seconds);

// The time limit of a process that explores one class with a budget of
// `budget_seconds` (gen's workers). The safety net above ends exploring at
// eight times the budget, and mutation analysis may take as long again; this
// limit is for a process stuck outside the engine.
std::chrono::milliseconds worker_time_limit(double budget_seconds);

}  // namespace symcrete::engine
