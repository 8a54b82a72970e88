// Why a method's exploration did not cover every path, by name. The report
// line's text ("budget, branch bound (3 forks not taken)") and the JSON
// report's counts come from the same list, so reports can count reasons over
// methods and classes as KLEE's termination types let its statistics do.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace symcrete::testgen {

enum class StopReason : std::uint8_t {
    Interrupted,    // the user stopped the run (Ctrl-C)
    MemoryCeiling,  // the process reached its memory ceiling (gen --max-memory)
    WallClock,      // the wall-clock safety net fired: the machine was too slow
    Budget,         // the method's share of the work budget ran out
    PathLimit,      // EngineOptions::max_paths paths finished
    BranchBound,    // forks not taken past the branch bound
    CallDepth,      // paths cut at the call depth bound
    StepBound,      // paths cut at the instruction bound per path
    SolverGaveUp,   // branch sides the solver could not decide
    Unsupported,    // paths that reached something the engine cannot run
    ValuesPinned,   // symbolic values pinned to one of their values
    InputsLimited,  // inputs the engine could not make, or bounds on them
};

inline constexpr std::array<StopReason, 12> kStopReasons = {
    StopReason::Interrupted, StopReason::MemoryCeiling, StopReason::WallClock,  StopReason::Budget,
    StopReason::PathLimit,
    StopReason::BranchBound, StopReason::CallDepth,    StopReason::StepBound,   StopReason::SolverGaveUp,
    StopReason::Unsupported, StopReason::ValuesPinned, StopReason::InputsLimited,
};

// The reason's key in the JSON report (docs/report-schema.md).
constexpr std::string_view key(StopReason reason) {
    switch (reason) {
        case StopReason::Interrupted: return "interrupted";
        case StopReason::MemoryCeiling: return "memory_ceiling";
        case StopReason::WallClock: return "wall_clock";
        case StopReason::Budget: return "budget";
        case StopReason::PathLimit: return "path_limit";
        case StopReason::BranchBound: return "branch_bound";
        case StopReason::CallDepth: return "call_depth";
        case StopReason::StepBound: return "step_bound";
        case StopReason::SolverGaveUp: return "solver_gave_up";
        case StopReason::Unsupported: return "unsupported";
        case StopReason::ValuesPinned: return "values_pinned";
        case StopReason::InputsLimited: return "inputs_limited";
    }
    return "unknown";
}

// One reason and how often it cut exploration: forks, paths, branch sides,
// values or input limits, as the reason counts; 1 for Interrupted,
// WallClock and Budget; the ceiling in bytes for MemoryCeiling; the limit for PathLimit.
struct StopCount {
    StopReason reason = StopReason::Budget;
    std::uint64_t count = 1;
    friend bool operator==(const StopCount&, const StopCount&) = default;
};

// A method's reasons, in kStopReasons order; empty when it was explored
// completely.
using StopReasons = std::vector<StopCount>;

}  // namespace symcrete::testgen
