// The independence layer: the slice is every constraint in the condition's
// classes of inputs (ConstraintClasses, kept from query to query).
#include "independence.h"

#include <cstdint>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "constraint_classes.h"
#include "solver_layer.h"

namespace symcrete::solver {
namespace {

class IndependenceLayer final : public SolverLayer {
public:
    explicit IndependenceLayer(std::unique_ptr<Solver> next) : SolverLayer("independence", std::move(next)) {}

private:
    SatResult answer(const Query& query, expr::Assignment* model) override {
        if (query.condition == nullptr) return ask_next(query, model);
        constraints_in_ += query.constraints.size();
        const std::uint64_t work_before = classes_.work();
        classes_.hold(query.constraints);
        Query slice;
        slice.condition = query.condition;
        for (std::size_t position : classes_.connected(classes_.inputs_of(query.condition)))
            slice.constraints.push_back(query.constraints[position]);
        add_work(classes_.work() - work_before);
        constraints_out_ += slice.constraints.size();
        // A condition without inputs is a constant the next layer settles.
        return ask_next(slice, model);
    }

    std::string detail() const override {
        return fmt::format("{} constraints in, {} kept", constraints_in_, constraints_out_);
    }

    ConstraintClasses classes_;
    std::uint64_t constraints_in_ = 0;
    std::uint64_t constraints_out_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_independence_layer(std::unique_ptr<Solver> next) {
    return std::make_unique<IndependenceLayer>(std::move(next));
}

}  // namespace symcrete::solver
