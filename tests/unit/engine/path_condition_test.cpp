// A path condition is a shared linked list: dropping a very long one must
// not recurse once per node (it overflowed the stack under AddressSanitizer
// on an SV-COMP loop), and forks sharing a prefix keep it intact.
#include <gtest/gtest.h>

#include "engine/state.h"
#include "expr/expr.h"

namespace symcrete::engine {
namespace {

TEST(PathCondition, ManyConjunctsAreReleasedWithoutDeepRecursion) {
    expr::ExprContext context;
    const expr::Expr* x = context.var(expr::Sort::I32, "x");
    auto state = std::make_unique<State>();
    for (std::int32_t i = 0; i < 300'000; ++i) state->add_constraint(context.binary(expr::Kind::Lt, context.i32(-i - 2), x));
    EXPECT_EQ(state->path_condition_size, 300'000u);
    state.reset();  // would overflow the stack if each node released the next
}

TEST(PathCondition, AForkKeepsTheSharedPrefixWhenTheOtherIsReleased) {
    expr::ExprContext context;
    const expr::Expr* x = context.var(expr::Sort::I32, "x");
    auto first = std::make_unique<State>();
    for (std::int32_t i = 0; i < 1000; ++i) first->add_constraint(context.binary(expr::Kind::Lt, context.i32(-i - 2), x));
    State fork = *first;
    fork.add_constraint(context.binary(expr::Kind::Lt, x, context.i32(5)));
    first.reset();
    const std::vector<const expr::Expr*> kept = fork.constraints();
    ASSERT_EQ(kept.size(), 1001u);
    EXPECT_EQ(kept.front(), context.binary(expr::Kind::Lt, context.i32(-2), x));
    EXPECT_EQ(kept.back(), context.binary(expr::Kind::Lt, x, context.i32(5)));
}

}  // namespace
}  // namespace symcrete::engine
