// Search-based inputs for `symcrete reach`, where the solver stops: a
// data-dependent loop that needs its thousandth iteration, a native call
// (Double.doubleToRawLongBits), trigonometry. The entry is run concretely
// in the engine and each run scored by how near it came to the target
// (TargetGuide::fitness_of_branch: the nearest side it missed and how far
// its operands were from taking it); Korel's alternating variable method
// moves one input at a time, doubling a step while the score improves,
// with restarts from deterministic pseudo-random points. Seed 003 runs its
// concolic walk on the same kind of score.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

#include "engine/engine.h"

namespace symcrete::verify {

struct SearchBudget {
    std::uint64_t work = 0;  // the engine's work units for all the runs
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* stop_requested = nullptr;
};

struct SearchOutcome {
    std::optional<engine::ReplayInputs> found;  // inputs whose run reached the target
    std::uint64_t runs = 0;
    double best = 0;  // the best score (0 when found)
};

// Whether the search can vary every input of `method` (made by
// `construction` first, for an instance method): primitives only.
bool searchable(const classfile::Method& method, const engine::MethodInfo* construction);

// `engine` must have EngineOptions::target set (runs are scored against it).
SearchOutcome search_inputs(engine::Engine& engine, const classfile::ClassFile& cls, const classfile::Method& method,
                            const engine::MethodInfo* construction, const SearchBudget& budget);

}  // namespace symcrete::verify
