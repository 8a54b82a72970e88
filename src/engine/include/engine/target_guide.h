// Where `symcrete reach` wants paths to go: target instructions of the
// application, and, for any state, how far it is from one of them over the
// interprocedural control flow (KLEE's distance-guided search), or that it
// cannot get there at all. The engine uses it three ways when
// EngineOptions::target is set: a path entering a block that holds a target
// instruction is marked (State::reached_target); a branch side that cannot
// lead to a target is neither solved nor forked (when the guide `prunes()`);
// the TargetGuided searcher runs the nearest waiting state first.
//
// Distances count instructions along blocks and one per call, plus the
// callee's distance from its entry; they only order states. Whether a target
// can be reached at all is sound for the application's code: every normal
// and exceptional edge, every method a call may dispatch to (call_graph.h),
// and the JDK calling back into methods it can call when a call leaves the
// application. A method that did not lift turns pruning off.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/call_graph.h"
#include "engine/state.h"

namespace symcrete::engine {

// Target instructions of one method, by bytecode offset.
struct TargetPlace {
    const MethodInfo* method = nullptr;
    std::set<std::uint32_t> pcs;
};

class TargetGuide {
public:
    static constexpr std::uint32_t kNever = UINT32_MAX;

    // `prune`: false keeps every side (to measure what pruning saves).
    TargetGuide(const CallGraph& graph, const std::vector<TargetPlace>& places, bool prune = true);

    // The block holds a target instruction.
    bool is_target(const ir::Function* fn, ir::BlockId block) const {
        return target_blocks_.count({fn, block}) != 0;
    }
    // The line of the block's first target instruction (0: none known).
    std::uint32_t target_line(const ir::Function* fn, ir::BlockId block) const;
    // Some target instruction's block can be entered from its method's entry
    // (it is not dead code in the control flow).
    bool live_in_control_flow() const { return live_; }
    // The methods that may lead to a target (call_graph.h's leading_to).
    const std::set<const MethodInfo*>& leading() const { return leading_; }
    // May states that cannot reach a target be dropped?
    bool prunes() const { return prunes_; }
    // A path reached a target: every exploration guided by this guide ends
    // (one path is what `reach` asks for). Shared by the explorations of a
    // run, hence mutable through a const guide.
    void note_reached() const { reached_.store(true); }
    bool reached() const { return reached_.load(); }
    // From a method's first instruction (kNever when it cannot lead there).
    std::uint32_t distance_from_entry(const MethodInfo* method) const;
    // From the state's frames; `entry` is the method under test, which runs
    // after a construction's or setup call's bottom frame returns.
    std::uint32_t distance(const State& state, const MethodInfo* entry) const;
    // The same with the top frame about to enter block `next` of its method.
    std::uint32_t distance_entering(const State& state, ir::BlockId next, const MethodInfo* entry) const;

    // A concrete run's nearness to a target at a two-way branch it took
    // (search-based testing's approach level and branch distance): when the
    // side not taken is nearer to a target than the side taken, that side's
    // distance plus how far the operands were from taking it, normalised
    // into [0, 1) (Korel's distance for the relation wanted). Infinity when
    // the side taken is as near. `a cond b` chose successors[0] when true.
    double fitness_of_branch(const State& state, const ir::Block& block, ir::Cond cond, double a, double b,
                             bool taken_true, const MethodInfo* entry) const;
    bool guides(const ir::Function* fn) const { return tables_.count(fn) != 0; }

private:
    struct Event {
        std::uint32_t index = 0;  // the instruction, within its block
        std::uint32_t cost = 0;   // from it: 0 at a target, else 1 + the callee's distance
    };
    struct MethodTable {
        const ir::Function* fn = nullptr;
        std::vector<std::vector<Event>> events;  // by block, sorted by index
        std::vector<std::uint32_t> from_block;   // from each block's first instruction
        std::vector<std::uint32_t> after_block;  // from each block's successors and handlers
    };
    void compute(const CallGraph& graph);
    std::uint32_t from_position(const MethodTable& table, ir::BlockId block, std::uint32_t index) const;
    std::uint32_t frames_distance(const State& state, const MethodInfo* entry, const ir::BlockId* top_next) const;

    std::set<std::pair<const ir::Function*, ir::BlockId>> target_blocks_;
    std::map<std::pair<const ir::Function*, ir::BlockId>, std::uint32_t> target_index_;  // first target instruction
    std::set<const MethodInfo*> leading_;
    std::map<const ir::Function*, MethodTable> tables_;
    std::map<const MethodInfo*, std::uint32_t> entry_distance_;
    std::uint32_t through_jdk_ = kNever;  // from a call leaving the application
    bool prunes_ = true;
    bool live_ = false;
    mutable std::atomic<bool> reached_{false};
};

}  // namespace symcrete::engine
