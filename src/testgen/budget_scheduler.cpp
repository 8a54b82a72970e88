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

namespace {
constexpr std::uint64_t kRoundsPerPool = 8;
}  // namespace

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
        // A round hands out an eighth of what is left, so that the
        // explorations' weights (resume) follow what they still have to
        // explore rather than being fixed by the first round.
        const std::uint64_t share = std::max(pool_ / exploring / kRoundsPerPool, min_share_);
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

// An exploration whose waiting paths are all deferred forks (other ways to
// build the same inputs, other positions of an enumeration) weighs this
// much less than one that still has forks of the method: a validating
// constructor's argument variants took a third of a method's budget while
// the exploration with a setup call that reached the method's branch got a
// ninth (Cart.quantityOf needed 10 s alone to find its test).
constexpr std::uint64_t kWeightWithMethodForks = 4;
constexpr std::uint64_t kWeightDeferredOnly = 1;

void BudgetScheduler::resume(MethodRun& run, std::uint64_t share, std::size_t waiting, const TakePaths& take_paths) {
    // Sequences begin (or begin again) at the method's turn
    // (Exploration::start); one that cannot begin has nothing to explore
    // (finished).
    for (Exploration& exploration : run.explorations)
        if (exploration.start) (void)exploration.start(exploration);
    // A method's explorations (its constructions, then the lazily made
    // receiver) split its share, and its part of the time, by weight; those
    // with setup calls share one part among them (weighing as their
    // heaviest), so trying sequences does not starve the plain explorations.
    std::vector<std::uint64_t> weight(run.explorations.size(), 0);
    std::uint64_t plain_weight = 0;
    std::uint64_t calls_weight = 0;  // the setup calls' part: their heaviest
    std::uint64_t calls_total = 0;   // their weights together
    std::size_t parts = 0;
    for (std::size_t i = 0; i < run.explorations.size(); ++i) {
        const Exploration& e = run.explorations[i];
        if (e.engine->finished()) continue;
        ++parts;
        weight[i] = e.engine->has_method_forks() ? kWeightWithMethodForks : kWeightDeferredOnly;
        if (e.calls.empty()) {
            plain_weight += weight[i];
        } else {
            calls_weight = std::max(calls_weight, weight[i]);
            calls_total += weight[i];
        }
    }
    // The lazily made receiver, a fallback behind constructions (MethodRun::
    // lazy_is_fallback), weighs half while a construction still has forks
    // of the method to explore: its tests are kept only for what those miss.
    const std::size_t lazy = run.explorations.size() - 1;
    if (run.lazy_is_fallback && weight[lazy] == kWeightWithMethodForks) {
        const bool constructions_busy = std::any_of(run.explorations.begin(), run.explorations.end() - 1,
                                                    [](const Exploration& e) {
                                                        return !e.engine->finished() && e.engine->has_method_forks();
                                                    });
        if (constructions_busy) {
            weight[lazy] = kWeightWithMethodForks / 2;
            plain_weight -= kWeightWithMethodForks / 2;
        }
    }
    const std::uint64_t total = std::max<std::uint64_t>(plain_weight + calls_weight, 1);
    auto part_of = [&](std::size_t i) {
        const Exploration& e = run.explorations[i];
        // share * weight / total without overflow: shares are far below 2^58.
        const std::uint64_t part = e.calls.empty() ? share / total * weight[i]
                                                   : share / total * calls_weight / std::max<std::uint64_t>(calls_total, 1) * weight[i];
        return std::max(part, min_share_);
    };
    std::optional<std::chrono::steady_clock::time_point> method_deadline;
    // The wall-clock safety net is shared the same way: on a machine so
    // slow that it fires, every method still gets its part of the time.
    if (deadline_) {
        const auto now = std::chrono::steady_clock::now();
        const auto deadline = *deadline_;
        method_deadline = deadline <= now ? deadline : now + (deadline - now) / static_cast<long>(waiting);
    }
    std::size_t left = parts;  // explorations of this method still to resume, this one included
    for (std::size_t i = 0; i < run.explorations.size(); ++i) {
        Exploration& exploration = run.explorations[i];
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
            exploration.engine->resume(std::min(part_of(i), pool_));
        const std::uint64_t making = take_paths(run, exploration, std::move(paths));
        run.test_making_work += making;
        const std::uint64_t used = exploration.engine->stats().work - before + making;
        pool_ -= std::min(used, pool_);
    }
}

}  // namespace symcrete::testgen::generation_detail
