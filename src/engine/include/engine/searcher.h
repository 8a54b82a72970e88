// Which waiting state exploration runs next. The engine keeps the pending
// states (forks, oldest first); a Searcher picks one of them each time a path
// has ended, and is told what was added and what each finished path covered.
// Every searcher is deterministic: the pick depends only on the states'
// order, their fork edges and the finished paths' coverage, never on
// addresses, clocks or randomness, so the same options explore the same paths.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string_view>

#include "engine/state.h"

namespace symcrete::engine {

enum class SearchStrategy : std::uint8_t {
    DepthFirst,      // the newest state first, forks made building inputs last
    BreadthFirst,    // the oldest state first: short paths before long ones
    CoverageGuided,  // a state forked onto an edge no finished path covered, else depth-first
    TargetGuided,    // the state nearest to EngineOptions::target (State::target_distance), newest first
};

// "dfs", "bfs", "covnew", "target", as the command line spells them.
const char* to_string(SearchStrategy strategy);
std::optional<SearchStrategy> parse_search_strategy(std::string_view text);

class Searcher {
public:
    virtual ~Searcher() = default;
    // pending[first...] were just added (the first state, or the forks one
    // run made), in the order they were made.
    virtual void added(const PendingStates& pending, std::size_t first) = 0;
    // The index of the state to run next (pending is not empty). The engine
    // removes that state and runs it; a state it pauses goes back to the end
    // and runs next without asking (it is not added again).
    virtual std::size_t select(const PendingStates& pending) = 0;
    // A path ended, having covered these edges of the class under test;
    // `never_started` when the method under test never ran on it (an input's
    // or the receiver's constructor refused what it was given).
    virtual void finished(const std::set<Edge>& covered, bool never_started = false) = 0;
};

std::unique_ptr<Searcher> make_searcher(SearchStrategy strategy);

// KLEE's "covnew" idea over branch edges: a fork whose edge (State::
// fork_edge) no finished path has covered yet goes first; among those, and
// when there is none, the newest. Counts of waiting states per uncovered
// edge make a pick without such a state O(1) and one with it a scan from the
// back that stops at the first.
class CoverageGuidedSearcher final : public Searcher {
public:
    void added(const PendingStates& pending, std::size_t first) override;
    std::size_t select(const PendingStates& pending) override;
    void finished(const std::set<Edge>& covered, bool never_started = false) override;

    // Pending states forked onto an edge still uncovered (for tests).
    std::size_t waiting_on_new_edges() const { return waiting_total_; }

private:
    std::set<Edge> covered_;               // by finished paths
    std::map<Edge, std::size_t> waiting_;  // uncovered edge -> pending states forked onto it
    std::size_t waiting_total_ = 0;        // the sum of waiting_'s counts
};

}  // namespace symcrete::engine
