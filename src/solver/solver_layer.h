// The common frame of every layer of the solver chain: counting, timing and
// passing limits down, so that each layer's own file holds only how it
// answers. A layer answers a query itself or asks the next layer.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "solver/solver.h"

namespace symcrete::solver {

// Work units a layer charges per conjunct it evaluates with expr::evaluate:
// about a microsecond, four of Z3's rlimit units.
inline constexpr std::uint64_t kWorkPerEvaluation = 4;
// And per this many nodes an expr::Evaluator computes (a memo entry and
// the operation each, about 60 ns).
inline constexpr std::uint64_t kNodesEvaluatedPerWorkUnit = 4;

class SolverLayer : public Solver {
public:
    // `next` is null only for the last layer (a solver backend).
    SolverLayer(std::string name, std::unique_ptr<Solver> next);

    using Solver::check;
    SatResult check(const Query& query, expr::Assignment* model) final;
    void set_limits(const QueryLimits& per_query) override;
    QueryLimits limits() const final { return limits_; }
    const SolverStats& stats() const final;
    void layer_stats(std::vector<LayerStats>& out) const final;

protected:
    // This layer's answer; see Solver::check for the model's contract.
    virtual SatResult answer(const Query& query, expr::Assignment* model) = 0;
    // Readable layer-specific counters for LayerStats::detail.
    virtual std::string detail() const { return {}; }

    // Passes a query on to the next layer (counted as not answered here).
    SatResult ask_next(const Query& query, expr::Assignment* model);
    bool has_next() const { return next_ != nullptr; }
    // Deterministic work this layer spent itself.
    void add_work(std::uint64_t units) { own_.work += units; }
    void count_model_mismatch() { ++own_.model_mismatches; }

private:
    std::string name_;
    std::unique_ptr<Solver> next_;
    QueryLimits limits_;
    SolverStats own_;              // this layer's counters; work is its own only
    std::uint64_t passed_on_ = 0;  // queries asked of the next layer
    mutable SolverStats total_;    // own_ with the work of the layers below (stats())
};

}  // namespace symcrete::solver
