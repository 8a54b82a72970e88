// Why a path ended, and why it may stand for less than every execution its
// inputs allow: named kinds, as KLEE's termination types are, so that
// reports and verdicts count reasons rather than parse messages. The text
// beside a kind (PathResult::detail, PrecisionLoss::text) says the
// particulars: which native, which bound, where.
#pragma once

#include <cstdint>
#include <string>

namespace symcrete::engine {

enum class PathEnd : std::uint8_t {
    Returned,     // normal return (return_value set unless void)
    Threw,        // an exception escaped the method (exception_class set)
    Unsupported,  // something the engine cannot execute yet (detail says what)
    DepthExceeded,
    StepsExceeded,
    Exited,       // System.exit or Runtime.halt (exit_status set)
    Deadlock,     // every live thread waits for ever (detail says what each waits for)
};
const char* to_string(PathEnd end);

// Why a finished path claims less than all its inputs: each is recorded on
// the path where it happens (IntrinsicHost::lose_precision).
enum class PrecisionLossKind : std::uint8_t {
    BranchBound,          // the branch bound left a side unexplored
    HostBranch,           // a branch inside Java called by the engine followed one side
    SolverGaveUp,         // the solver answered unknown on a branch side
    MergedSolverGaveUp,   // ... on a path whose merged branches made the query (merge_pure_branches)
    NoDomainValues,       // the solver found no values for an input's domain
    ValuePinned,          // a symbolic value was pinned to one value
    InexactMath,          // a Math result may differ from HotSpot's in the last place
    InputBound,           // an input was cut at a bound (array length, objects, depth)
    NondetStringBound,    // nondetString() texts longer than the bound were not explored
    StackDepth,           // a StackOverflowError at the engine's depth, not HotSpot's
    IdentityHash,         // an identity hash code taken as one value
    Clock,                // the clock taken as one value
    BuilderCapacity,      // a StringBuilder's capacity assumed from symbolic text
    FloatCompareAsNumbers,  // VarHandle.compareAndSet compared symbolic floats as numbers
    ThreadInterleaving,   // a second thread started: one interleaving of the threads was explored
    Guided,               // a branch policy (branch_policy.h) followed one side where others were feasible
};
const char* to_string(PrecisionLossKind kind);
// Whether larger bounds (a later round) may remove this loss.
bool is_bound(PrecisionLossKind kind);

struct PrecisionLoss {
    PrecisionLossKind kind = PrecisionLossKind::ValuePinned;
    std::string text;  // "<what> (<Class>.<method> line <n>)"
    friend bool operator==(const PrecisionLoss&, const PrecisionLoss&) = default;
};

}  // namespace symcrete::engine
