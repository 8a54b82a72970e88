// State::constraints() reads the path condition through an array shared by
// forks (State::ConjunctArray); these tests check it against the conjuncts
// each state added, over forks that extend, diverge and die in any order.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/conjunct_set.h"
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

// ConjunctSet against a plain set per state, over forks that add, die and
// pass the layer limit, in any order: a fork's additions stay its own.
TEST(PathCondition, ConjunctSetsOfForksHoldWhatEachAdded) {
    expr::ExprContext ctx;
    std::mt19937 random(31);
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    std::vector<const expr::Expr*> pool;
    for (int i = 0; i < 200; ++i) pool.push_back(ctx.var(expr::Sort::Bool, "c" + std::to_string(i)));
    struct Tracked {
        ConjunctSet set;
        std::set<const expr::Expr*> expected;
    };
    std::vector<Tracked> live(1);
    std::size_t deepest = 0;
    for (int step = 0; step < 20000; ++step) {
        const std::size_t at = pick(live.size());
        switch (pick(4)) {
            case 0:  // a fork
                if (live.size() < 16) live.push_back(live[at]);
                break;
            case 1:  // a path ends
                if (live.size() > 1) live.erase(live.begin() + static_cast<std::ptrdiff_t>(at));
                break;
            default: {  // a conjunct, new to the path or not
                const expr::Expr* conjunct = pool[pick(pool.size())];
                EXPECT_EQ(live[at].set.insert(conjunct), live[at].expected.insert(conjunct).second) << "step " << step;
                break;
            }
        }
        for (const Tracked& t : live) deepest = std::max(deepest, t.set.layers());
        const Tracked& asked = live[pick(live.size())];
        ASSERT_EQ(asked.set.size(), asked.expected.size()) << "step " << step;
        const expr::Expr* probe = pool[pick(pool.size())];
        ASSERT_EQ(asked.set.contains(probe), asked.expected.count(probe) != 0) << "step " << step;
    }
    EXPECT_EQ(deepest, ConjunctSet::kMaxLayers);  // the merge ran, and bounds the layers
}

}  // namespace
}  // namespace symcrete::engine
