// How the class's methods, and each method's explorations, share the class's
// work budget and its wall-clock safety net while generate_tests
// (generator.h) explores them (budget_scheduler.cpp). What becomes of the
// paths is its caller's business. Private to src/testgen.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/engine.h"
#include "method_run.h"

namespace symcrete::testgen::generation_detail {

// The policy. The class's methods share one work budget in rounds: in each
// round every method still exploring gets an equal share of the budget left,
// and resumes where it stopped. A method that finishes early leaves its
// unused share to the others in the next round, so one hard method cannot
// starve the rest, and because shares count work, not time, the outcome does
// not depend on the machine's load.
//
// Within a round, a method's explorations (its constructions, then the
// lazily made receiver) split its share equally; those with setup calls
// share one part among them, so trying sequences does not starve the plain
// explorations. No share or part is below what a resume is worth (about
// 10 ms of work), and once less than that is left, every method still
// exploring ends. The wall-clock safety net is split the same way, each
// time from what is left of it: a method's part is an equal share among the
// methods still to resume in the round, and an exploration's an equal share
// of its method's part.
class BudgetScheduler {
public:
    // Takes the paths that one resume of `exploration`, of `run`, finished,
    // and returns the work that making their tests cost (the solver queries
    // that make models readable): the budget pays for it too.
    using TakePaths = std::function<std::uint64_t(MethodRun& run, Exploration& exploration,
                                                  std::vector<engine::PathResult> paths)>;
    // Makes `run`'s report final: its exploration has ended, finished or out
    // of budget.
    using Finish = std::function<void(MethodRun& run)>;

    // The budget of `options`: its work_budget and wall_clock_deadline.
    explicit BudgetScheduler(const engine::EngineOptions& options);

    // Resumes the runs' explorations, in the runs' order, round after round
    // until each run has finished or the budget is spent: `take_paths` gets
    // the paths of each resume, and `finish` each run once, when it ends
    // (after which the run is `done`). Once an exploration finds the process
    // over its memory ceiling, every run ends there.
    void run(std::vector<MethodRun>& runs, const TakePaths& take_paths, const Finish& finish);

private:
    // One method's turn in a round: its unfinished explorations resumed on
    // their parts of `share`, and of the time left for the `waiting`
    // methods, this one included, still to resume in the round.
    void resume(MethodRun& run, std::uint64_t share, std::size_t waiting, const TakePaths& take_paths);
    // An exploration of `run` found the process over its memory ceiling
    // (EngineOptions::max_resident_bytes).
    static bool at_memory_ceiling(const MethodRun& run);
    // Ends every run still exploring, as at the ceiling.
    void stop_at_memory_ceiling(std::vector<MethodRun>& runs, const Finish& finish);

    std::uint64_t pool_;  // the work units left
    const std::optional<std::chrono::steady_clock::time_point> deadline_;
    // A share smaller than this is not worth a resume (about 10 ms).
    const std::uint64_t min_share_;
};

}  // namespace symcrete::testgen::generation_detail
