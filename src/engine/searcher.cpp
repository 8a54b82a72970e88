// The three searchers of searcher.h. Depth-first and breadth-first keep no
// state: they pick the end or the front of the pending list. The
// coverage-guided searcher counts the waiting states forked onto each uncovered
// edge, updating the counts as states are added and picked and as finished
// paths cover edges, so it scans the pending list only when some such state
// exists.
#include "engine/searcher.h"

#include <cassert>

namespace symcrete::engine {

const char* to_string(SearchStrategy strategy) {
    switch (strategy) {
        case SearchStrategy::DepthFirst: return "dfs";
        case SearchStrategy::BreadthFirst: return "bfs";
        case SearchStrategy::CoverageGuided: return "covnew";
        case SearchStrategy::TargetGuided: return "target";
    }
    return "?";
}

std::optional<SearchStrategy> parse_search_strategy(std::string_view text) {
    for (SearchStrategy strategy :
         {SearchStrategy::DepthFirst, SearchStrategy::BreadthFirst, SearchStrategy::CoverageGuided,
          SearchStrategy::TargetGuided})
        if (text == to_string(strategy)) return strategy;
    return std::nullopt;
}

namespace {

// The newest state, but once the method ran, its own forks at branches
// before other ways of building its inputs (State::forked_building_inputs)
// and before other values of an enumerated position (forked_enumerating):
// a budget goes to the method's branches on the first inputs that could be
// built, not to every way a validating constructor accepts them, nor to the
// same branches at every position a separator can take. While no built
// input was accepted, the newest state, to find one.
class DepthFirstSearcher final : public Searcher {
public:
    void added(const PendingStates& pending, std::size_t first) override {
        for (std::size_t i = first; i < pending.size(); ++i) method_forks_ += pending[i].deferred_fork() ? 0 : 1;
    }
    std::size_t select(const PendingStates& pending) override {
        if (method_forks_ > 0 && !last_never_started_) {
            for (std::size_t i = pending.size(); i-- > 0;) {
                if (!pending[i].deferred_fork()) {
                    --method_forks_;
                    return i;
                }
            }
            method_forks_ = 0;  // a count gone stale (states dropped without a pick)
        }
        if (!pending.back().deferred_fork() && method_forks_ > 0) --method_forks_;
        return pending.size() - 1;
    }
    void finished(const std::set<Edge>&, bool never_started) override { last_never_started_ = never_started; }

private:
    std::size_t method_forks_ = 0;  // pending states not deferred (at most)
    bool last_never_started_ = false;
};

class BreadthFirstSearcher final : public Searcher {
public:
    void added(const PendingStates&, std::size_t) override {}
    std::size_t select(const PendingStates&) override { return 0; }
    void finished(const std::set<Edge>&, bool) override {}
};

// The waiting state nearest to a target (its distance when it was forked,
// State::target_distance), the newest among equals: a scan, as a pick
// happens once per finished path.
class TargetGuidedSearcher final : public Searcher {
public:
    void added(const PendingStates&, std::size_t) override {}
    std::size_t select(const PendingStates& pending) override {
        std::size_t best = pending.size() - 1;
        for (std::size_t i = pending.size() - 1; i-- > 0;)
            if (pending[i].target_distance < pending[best].target_distance) best = i;
        return best;
    }
    void finished(const std::set<Edge>&, bool) override {}
};

}  // namespace

void CoverageGuidedSearcher::added(const PendingStates& pending, std::size_t first) {
    for (std::size_t i = first; i < pending.size(); ++i) {
        const std::optional<Edge>& edge = pending[i].fork_edge;
        if (!edge || covered_.count(*edge) != 0) continue;
        ++waiting_[*edge];
        ++waiting_total_;
    }
}

std::size_t CoverageGuidedSearcher::select(const PendingStates& pending) {
    assert(!pending.empty());
    if (waiting_total_ != 0) {
        // Every state counted in waiting_ is pending (a selected one is
        // uncounted here, and a paused one runs next without a pick), so the
        // scan stops at the newest of them.
        for (std::size_t i = pending.size(); i-- > 0;) {
            const std::optional<Edge>& edge = pending[i].fork_edge;
            if (!edge) continue;
            auto it = waiting_.find(*edge);
            if (it == waiting_.end()) continue;
            if (--it->second == 0) waiting_.erase(it);
            --waiting_total_;
            return i;
        }
        assert(false && "a counted state is missing from the pending list");
    }
    return pending.size() - 1;
}

void CoverageGuidedSearcher::finished(const std::set<Edge>& covered, bool) {
    for (const Edge& edge : covered) {
        if (!covered_.insert(edge).second) continue;
        if (auto it = waiting_.find(edge); it != waiting_.end()) {
            waiting_total_ -= it->second;
            waiting_.erase(it);
        }
    }
}

std::unique_ptr<Searcher> make_searcher(SearchStrategy strategy) {
    switch (strategy) {
        case SearchStrategy::DepthFirst: return std::make_unique<DepthFirstSearcher>();
        case SearchStrategy::BreadthFirst: return std::make_unique<BreadthFirstSearcher>();
        case SearchStrategy::CoverageGuided: return std::make_unique<CoverageGuidedSearcher>();
        case SearchStrategy::TargetGuided: return std::make_unique<TargetGuidedSearcher>();
    }
    return std::make_unique<DepthFirstSearcher>();
}

}  // namespace symcrete::engine
