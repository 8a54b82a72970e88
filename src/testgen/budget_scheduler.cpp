// The budget scheduler (budget_scheduler.h): rounds over the methods still
// exploring, each method's share split among its explorations, and the
// wall-clock safety net divided the same way. It counts work only, so the
// shares, and what each exploration finds, do not depend on the machine.
#include "budget_scheduler.h"

#include <algorithm>
#include <utility>

#include "engine/work_budget.h"
#include "support/memory_size.h"

namespace symcrete::testgen::generation_detail {

BudgetScheduler::BudgetScheduler(const engine::EngineOptions& options)
    : pool_(options.work_budget),
      deadline_(options.wall_clock_deadline),
      min_share_(engine::work_for_seconds(0.01)) {}

void BudgetScheduler::run(std::vector<MethodRun>& runs, const TakePaths& take_paths, const Finish& finish) {
    auto end = [&](MethodRun& run) {
        finish(run);
        run.done = true;
    };
    while (true) {
        std::size_t exploring = 0;
        for (const MethodRun& run : runs) exploring += run.done ? 0 : 1;
        if (exploring == 0) break;
        if (pool_ < min_share_) {
            for (MethodRun& run : runs)
                if (!run.done) end(run);
            break;
        }
        const std::uint64_t share = std::max(pool_ / exploring, min_share_);
        std::size_t waiting = exploring;  // methods still to resume in this round, this one included
        for (MethodRun& run : runs) {
            if (run.done) continue;
            resume(run, share, waiting, take_paths);
            --waiting;
            if (run.finished()) end(run);
            if (at_memory_ceiling(run)) {
                stop_at_memory_ceiling(runs, finish);
                return;
            }
            if (pool_ < min_share_) break;
        }
    }
}

bool BudgetScheduler::at_memory_ceiling(const MethodRun& run) {
    return std::any_of(run.explorations.begin(), run.explorations.end(),
                       [](const Exploration& e) { return e.engine->stats().memory_ceiling; });
}

// The memory is the process's, held by every method's waiting paths at once:
// all of them stop, which frees what their paths held, so that writing the
// tests found so far does not run out of memory.
void BudgetScheduler::stop_at_memory_ceiling(std::vector<MethodRun>& runs, const Finish& finish) {
    for (MethodRun& run : runs) {
        if (run.done) continue;
        for (Exploration& exploration : run.explorations)
            if (!exploration.engine->finished()) exploration.engine->stop_at_memory_ceiling();
        finish(run);
        run.done = true;
    }
    return_free_memory();
}

void BudgetScheduler::resume(MethodRun& run, std::uint64_t share, std::size_t waiting, const TakePaths& take_paths) {
    // A method's explorations (its constructions, then the lazily made
    // receiver) split its share, and its part of the time, equally;
    // those with setup calls share one part among them, so trying
    // sequences does not starve the plain explorations.
    std::size_t plain = 0;
    std::size_t with_calls = 0;
    for (const Exploration& e : run.explorations)
        if (!e.engine->finished()) ++(e.calls.empty() ? plain : with_calls);
    const std::size_t parts = plain + with_calls;
    const std::uint64_t part =
        std::max(share / std::max<std::size_t>(plain + (with_calls > 0 ? 1 : 0), 1), min_share_);
    const std::uint64_t setup_part = std::max(part / std::max<std::size_t>(with_calls, 1), min_share_);
    std::optional<std::chrono::steady_clock::time_point> method_deadline;
    // The wall-clock safety net is shared the same way: on a machine so
    // slow that it fires, every method still gets its part of the time.
    if (deadline_) {
        const auto now = std::chrono::steady_clock::now();
        const auto deadline = *deadline_;
        method_deadline = deadline <= now ? deadline : now + (deadline - now) / static_cast<long>(waiting);
    }
    std::size_t left = parts;  // explorations of this method still to resume, this one included
    for (Exploration& exploration : run.explorations) {
        if (exploration.engine->finished() || pool_ == 0) continue;
        if (method_deadline) {
            const auto now = std::chrono::steady_clock::now();
            exploration.engine->set_wall_clock_deadline(
                *method_deadline <= now ? *method_deadline
                                        : now + (*method_deadline - now) / static_cast<long>(left));
        }
        --left;
        const std::uint64_t before = exploration.engine->stats().work;
        std::vector<PathResult> paths =
            exploration.engine->resume(std::min(exploration.calls.empty() ? part : setup_part, pool_));
        const std::uint64_t making = take_paths(run, exploration, std::move(paths));
        run.test_making_work += making;
        const std::uint64_t used = exploration.engine->stats().work - before + making;
        pool_ -= std::min(used, pool_);
    }
}

}  // namespace symcrete::testgen::generation_detail
