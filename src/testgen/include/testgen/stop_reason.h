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
    CallDepth,      // paths cut at the call depth bound or the path budget (path_budget.h)
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

// The reason's words at the head of a method's report line ("branch bound
// (3 forks not taken)"); `gen --help` and the README list them.
constexpr std::string_view label(StopReason reason) {
    switch (reason) {
        case StopReason::Interrupted: return "interrupted";
        case StopReason::MemoryCeiling: return "memory ceiling";
        case StopReason::WallClock: return "wall-clock safety net";
        case StopReason::Budget: return "budget";
        case StopReason::PathLimit: return "path limit";
        case StopReason::BranchBound: return "branch bound";
        case StopReason::CallDepth: return "call depth or path budget";
        case StopReason::StepBound: return "instruction bound per path";
        case StopReason::SolverGaveUp: return "solver gave up";
        case StopReason::Unsupported: return "unsupported";
        case StopReason::ValuesPinned: return "values pinned";
        case StopReason::InputsLimited: return "inputs limited";
    }
    return "unknown";
}

// What the reason means for the user, and what to change to go further.
constexpr std::string_view meaning(StopReason reason) {
    switch (reason) {
        case StopReason::Interrupted: return "Ctrl-C (or SIGTERM) stopped the run";
        case StopReason::MemoryCeiling:
            return "the class's exploration reached --max-memory; the tests found before were kept";
        case StopReason::WallClock:
            return "the machine was far slower than the budget assumes (it was busy): the results then depend on "
                   "its load";
        case StopReason::Budget: return "the method's share of --budget ran out; a larger budget explores more paths";
        case StopReason::PathLimit: return "the limit on finished paths per method was reached";
        case StopReason::BranchBound:
            return "one branch (a loop, a recursion) split more than --branch-bound times on a path; forks past it "
                   "were not taken";
        case StopReason::CallDepth: return "calls nested deeper than the engine follows, or past the path budget (--path-budget) or the block or loop bound (--block-bound, --loop-bound); those paths were cut";
        case StopReason::StepBound:
            return "a path ran more instructions than one path may (a long or endless loop); it was cut";
        case StopReason::SolverGaveUp:
            return "the solver could not decide, in its time, whether a branch side can be taken; that side was not "
                   "explored";
        case StopReason::Unsupported:
            return "a path reached something Symcrete does not model yet (the JSON report names it); the path ended";
        case StopReason::ValuesPinned:
            return "a symbolic value was fixed to one value (a length, text given to a regular expression, an "
                   "argument of native code), so its other values were not explored";
        case StopReason::InputsLimited:
            return "an input could not be made, or was bounded (--max-string-length, --max-array-length, "
                   "--max-objects, --max-depth, a type not made yet); the brackets say which";
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
