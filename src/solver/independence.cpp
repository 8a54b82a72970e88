// The independence layer: a union-find over input ids joins the inputs that
// occur in one constraint; the slice is every constraint in the condition's
// classes. Each constraint's inputs are computed once (nodes are immutable).
#include "independence.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "solver_layer.h"

namespace symcrete::solver {
namespace {

using expr::Expr;

// Union-find over input ids, made for one query.
class InputClasses {
public:
    std::uint32_t find(std::uint64_t id) {
        auto [it, fresh] = index_.try_emplace(id, static_cast<std::uint32_t>(parent_.size()));
        if (fresh) parent_.push_back(it->second);
        std::uint32_t root = it->second;
        while (parent_[root] != root) root = parent_[root];
        for (std::uint32_t at = it->second; parent_[at] != root;) at = std::exchange(parent_[at], root);
        return root;
    }
    void join(std::uint64_t a, std::uint64_t b) {
        const std::uint32_t ra = find(a);
        const std::uint32_t rb = find(b);
        if (ra != rb) parent_[std::max(ra, rb)] = std::min(ra, rb);
    }

private:
    std::unordered_map<std::uint64_t, std::uint32_t> index_;
    std::vector<std::uint32_t> parent_;
};

class IndependenceLayer final : public SolverLayer {
public:
    explicit IndependenceLayer(std::unique_ptr<Solver> next) : SolverLayer("independence", std::move(next)) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        if (query.condition == nullptr) return ask_next(query, model);
        constraints_in_ += query.constraints.size();
        InputClasses classes;
        for (const Expr* c : query.constraints) {
            const std::vector<std::uint64_t>& ids = inputs_of(c);
            for (std::size_t i = 1; i < ids.size(); ++i) classes.join(ids[0], ids[i]);
        }
        const std::vector<std::uint64_t>& wanted = inputs_of(query.condition);
        for (std::size_t i = 1; i < wanted.size(); ++i) classes.join(wanted[0], wanted[i]);
        Query slice;
        slice.condition = query.condition;
        if (!wanted.empty()) {
            const std::uint32_t root = classes.find(wanted[0]);
            for (const Expr* c : query.constraints) {
                const std::vector<std::uint64_t>& ids = inputs_of(c);
                if (!ids.empty() && classes.find(ids[0]) == root) slice.constraints.push_back(c);
            }
        }
        constraints_out_ += slice.constraints.size();
        // A condition without inputs is a constant the next layer settles.
        return ask_next(slice, model);
    }

    std::string detail() const override {
        return fmt::format("{} constraints in, {} kept", constraints_in_, constraints_out_);
    }

    // The ids of the inputs `e` reads, in id order.
    const std::vector<std::uint64_t>& inputs_of(const Expr* e) {
        auto [it, fresh] = inputs_.try_emplace(e);
        if (fresh) {
            for (const Expr* v : expr::collect_vars(e)) it->second.push_back(v->bits());
            add_work(it->second.size() + 1);
        }
        return it->second;
    }

    std::unordered_map<const Expr*, std::vector<std::uint64_t>> inputs_;
    std::uint64_t constraints_in_ = 0;
    std::uint64_t constraints_out_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_independence_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<IndependenceLayer>(std::move(next));
}

}  // namespace symcrete::solver
