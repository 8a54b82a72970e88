// State::constraints() reads the path condition through an array shared by
// forks (State::ConjunctArray); these tests check it against the conjuncts
// each state added, over forks that extend, diverge and die in any order.
#include <gtest/gtest.h>

#include <cstddef>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "engine/state.h"
#include "expr/expr.h"

namespace symcrete::engine {
namespace {

struct Tracked {
    std::unique_ptr<State> state;
    std::vector<const expr::Expr*> added;
};

TEST(PathCondition, ForksReadTheirOwnConjunctsThroughTheSharedArray) {
    expr::ExprContext ctx;
    std::mt19937 random(30);
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    std::vector<Tracked> live;
    live.push_back(Tracked{std::make_unique<State>(), {}});
    int fresh = 0;
    for (int step = 0; step < 5000; ++step) {
        Tracked& at = live[pick(live.size())];
        switch (pick(6)) {
            case 0:  // a fork
                if (live.size() < 24) {
                    Tracked copy{std::make_unique<State>(*at.state), at.added};
                    live.push_back(std::move(copy));
                }
                break;
            case 1:  // a path ends
                if (live.size() > 1) live.erase(live.begin() + static_cast<std::ptrdiff_t>(pick(live.size())));
                break;
            default: {  // one branch further
                const expr::Expr* conjunct = ctx.var(expr::Sort::Bool, "c" + std::to_string(fresh++));
                at.state->add_constraint(conjunct);
                at.added.push_back(conjunct);
                break;
            }
        }
        const Tracked& asked = live[pick(live.size())];
        ASSERT_EQ(asked.state->constraints(), asked.added) << "step " << step;
    }
}

}  // namespace
}  // namespace symcrete::engine
