// SolverLayer: counters and timing around each layer's answer().
#include "solver_layer.h"

#include <ctime>
#include <utility>

namespace symcrete::solver {
namespace {

std::chrono::nanoseconds thread_cpu_time() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

}  // namespace

SolverLayer::SolverLayer(std::string name, std::unique_ptr<Solver> next) : name_(std::move(name)), next_(std::move(next)) {}

SatResult SolverLayer::check(const Query& query, expr::Assignment* model) {
    const auto start = std::chrono::steady_clock::now();
    const auto cpu_start = thread_cpu_time();
    ++own_.queries;
    SatResult result = SatResult::Unknown;
    try {
        result = answer(query, model);
    } catch (...) {
        // A node a backend does not support (std::invalid_argument): a
        // caller bug, so it propagates, but the counters stay whole.
        ++own_.unknown;
        own_.time += std::chrono::steady_clock::now() - start;
        own_.cpu_time += thread_cpu_time() - cpu_start;
        throw;
    }
    switch (result) {
        case SatResult::Sat: ++own_.sat; break;
        case SatResult::Unsat: ++own_.unsat; break;
        case SatResult::Unknown: ++own_.unknown; break;
    }
    own_.time += std::chrono::steady_clock::now() - start;
    own_.cpu_time += thread_cpu_time() - cpu_start;
    return result;
}

SatResult SolverLayer::ask_next(const Query& query, expr::Assignment* model) {
    ++passed_on_;
    return next_ != nullptr ? next_->check(query, model) : SatResult::Unknown;  // the last layer gives up
}

void SolverLayer::set_limits(const QueryLimits& per_query) {
    limits_ = per_query;
    if (next_ != nullptr) next_->set_limits(per_query);
}

const SolverStats& SolverLayer::stats() const {
    total_ = own_;
    if (next_ != nullptr) {
        total_.work += next_->stats().work;
        total_.model_mismatches += next_->stats().model_mismatches;
    }
    return total_;
}

void SolverLayer::layer_stats(std::vector<LayerStats>& out) const {
    LayerStats mine;
    mine.layer = name_;
    mine.stats = own_;
    mine.answered = own_.queries - passed_on_;
    mine.detail = detail();
    out.push_back(std::move(mine));
    if (next_ != nullptr) next_->layer_stats(out);
}

}  // namespace symcrete::solver
