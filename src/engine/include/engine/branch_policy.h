// A branch policy for the worst-case search (`symcrete worst`, seed 002's
// successors WISE and Badger): at each branch of the class under test, the
// side the costliest paths took at small input sizes, given what that
// branch decided the last few times on the path. An engine given one
// (EngineOptions::branch_policy) follows that side where it is feasible and
// does not fork the others, so a large size costs one path instead of
// exponentially many; the paths it leaves out are recorded (PrecisionLoss
// Guided), since the worst input found is then a lower bound.
//
// Why a history: the worst merge of two sorted runs alternates between
// them, so the costly side of its comparison is "the other one than last
// time", which no single side per branch can say (WISE's policies had no
// history and missed such cases; SPF-WCA's "context-preserving histories"
// added it). The history is the branch's outcomes in the same call of its
// method: each merge starts afresh (its first comparison decides which run
// ends first), where a path-wide history would run on from the merge
// before. A policy looks the longest history up first, and falls back to
// shorter ones it never saw.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/state.h"

namespace symcrete::engine {

class BranchPolicy {
public:
    // The outcomes of the same branch a decision is conditioned on.
    static constexpr std::size_t kHistory = 2;

    // Counts that the branch ending block `from` of `method` (Edge::method)
    // took `to` after the outcomes `history` (oldest first, at most kHistory).
    void count(const std::string& method, ir::BlockId from, const std::vector<ir::BlockId>& history, ir::BlockId to,
               std::uint64_t times = 1);
    // The side to take at that branch, in call `call` (Frame::call) of a
    // path whose symbolic decisions so far were `path` (PathResult::
    // decisions, in order): the side taken most often after the longest
    // history of this branch in this call that was seen (ties: the lower
    // block); nothing for a branch never seen.
    std::optional<ir::BlockId> preferred(const std::string& method, ir::BlockId from, std::uint32_t call,
                                         const std::vector<Decision>& path) const;
    // Branches the policy knows.
    std::size_t size() const;

    // A branch in a history, and the side to take there instead of the
    // learned one: a step of the search for a better policy (a worst path
    // at a small size may owe its cost to what small sizes make costly,
    // and the bug that grows be on a side it did not take).
    struct Context {
        std::string method;
        ir::BlockId from = 0;
        std::vector<ir::BlockId> history;
        friend auto operator<=>(const Context&, const Context&) = default;
    };
    struct Flip {
        Context context;
        ir::BlockId side = 0;
    };
    // Every side of a branch the policy knows (`know_side`) other than the
    // one it takes, in each history it has learned.
    std::vector<Flip> flips() const;
    // This policy with `flip` taken where its history is the one found.
    BranchPolicy with(const Flip& flip) const;
    // That the branch ending `from` of `method` has the side `to` (seen on
    // some path, worst or not).
    void know_side(const std::string& method, ir::BlockId from, ir::BlockId to);
    std::size_t flipped() const { return overrides_.size(); }
    // This policy with `over`'s side taken in every history `over` knows
    // (its own elsewhere): a path's shape tried at larger sizes, the
    // learned policy still guiding the branches that path never met.
    BranchPolicy overlaid(const BranchPolicy& over) const;

    // The first decision a branch makes in one call, and the side to take
    // there in that call alone: calls of one method may want different
    // sides where no history tells them apart (a merge of an odd number of
    // elements should first take the left run, of an even number the
    // right one, to end on the costlier exit). Call numbers are Frame::call,
    // which only the size at hand repeats, so these are searched there.
    struct CallFlip {
        std::string method;
        ir::BlockId from = 0;
        std::uint32_t call = 0;
        ir::BlockId side = 0;
    };
    // For each first decision of a branch in a call on `path`, each other
    // side the policy knows for that branch.
    std::vector<CallFlip> first_decision_flips(const std::vector<Decision>& path) const;
    // This policy with `flip`'s side taken at its branch's first decision in
    // its call.
    BranchPolicy with(const CallFlip& flip) const;

    // Index pins (Interpreter::guided_index) that take an index no read or
    // pin of the array took before on the path, where one exists, instead
    // of the model's value: a model keeps inputs where the path left them,
    // so both ends of every edge of a union-find land on one node, where the
    // slow input's second ends are each a new one. Which sites want that
    // is searched at larger sizes, as the call flips are.
    bool pins_fresh(const PinSite& site) const { return fresh_pins_.contains(site); }
    bool any_fresh_pins() const { return !fresh_pins_.empty(); }
    std::size_t fresh_pins() const { return fresh_pins_.size(); }
    BranchPolicy with_fresh(const PinSite& site) const;

private:
    std::optional<ir::BlockId> learned(const Context& context) const;
    std::set<ir::BlockId> sides_of(const std::string& method, ir::BlockId from) const;

    std::map<Context, std::map<ir::BlockId, std::uint64_t>> sides_;
    std::map<Context, ir::BlockId> overrides_;
    std::map<std::pair<std::string, ir::BlockId>, std::set<ir::BlockId>> known_sides_;
    std::map<std::tuple<std::string, ir::BlockId, std::uint32_t>, ir::BlockId> first_in_call_;
    std::set<PinSite> fresh_pins_;
};

// The policy of paths' symbolic decisions (PathResult::decisions): every
// decision counts, under each of its histories from none to kHistory.
BranchPolicy learn_policy(const std::vector<const std::vector<Decision>*>& paths);

// A path of a size searched exhaustively, by its cost and decisions.
struct CostedPath {
    std::uint64_t cost = 0;
    const std::vector<Decision>* decisions = nullptr;
};
// One path per shape, costliest first: a shape is the side each branch took
// most often on the path (ties: the lower block), whatever the history, and
// a shape's path is the one that kept to it most (the fewest decisions the
// other way; then the costliest), as all equal elements keep to "equal"
// where some equal ones do half the time. Inputs of one shape at a small size
// (all elements equal, strictly descending, keys in one bucket) are what a
// policy learnt from that path makes at larger sizes, and the shape whose
// cost grows fastest need not be the costliest where it was found: a
// quadratic shift of duplicates costs less than a heap sort's comparisons
// up to about 32 elements.
std::vector<CostedPath> distinct_shapes(const std::vector<CostedPath>& paths);

}  // namespace symcrete::engine
