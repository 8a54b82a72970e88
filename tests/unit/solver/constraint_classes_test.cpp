// ConstraintClasses keeps its classes from one set of constraints to the
// next; these tests check it against classes computed from scratch, on
// sequences of path conditions shaped like an exploration's (extensions,
// forks back to a shorter prefix, unrelated paths).
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "constraint_classes.h"
#include "expr/expr.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

// The positions of `constraints` connected to `ids`, by a fixpoint over
// the inputs each constraint reads: the definition, slowly.
std::vector<std::size_t> connected_from_scratch(const std::vector<const Expr*>& constraints,
                                                const std::vector<std::uint64_t>& ids) {
    std::vector<std::set<std::uint64_t>> reads;
    for (const Expr* c : constraints) {
        std::set<std::uint64_t> inputs;
        for (const Expr* v : expr::collect_vars(c)) inputs.insert(v->bits());
        reads.push_back(inputs);
    }
    std::set<std::uint64_t> reached(ids.begin(), ids.end());
    std::vector<bool> in(constraints.size(), false);
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = 0; i < constraints.size(); ++i) {
            if (in[i]) continue;
            for (std::uint64_t id : reads[i]) {
                if (reached.count(id) == 0) continue;
                in[i] = grew = true;
                reached.insert(reads[i].begin(), reads[i].end());
                break;
            }
        }
    }
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i < in.size(); ++i)
        if (in[i]) positions.push_back(i);
    return positions;
}

TEST(ConstraintClasses, JoinsThroughSharedInputsAndLeavesConstantsOut) {
    ExprContext ctx;
    const Expr* x = ctx.var(Sort::I32, "x");
    const Expr* y = ctx.var(Sort::I32, "y");
    const Expr* z = ctx.var(Sort::I32, "z");
    const std::vector<const Expr*> constraints{ctx.binary(Kind::Lt, x, ctx.i32(3)), ctx.binary(Kind::Lt, y, z),
                                               ctx.binary(Kind::Eq, ctx.i32(1), ctx.i32(1)),
                                               ctx.binary(Kind::Lt, z, ctx.i32(9))};
    ConstraintClasses classes;
    classes.hold(constraints);
    EXPECT_EQ(classes.connected(classes.inputs_of(y)), (std::vector<std::size_t>{1, 3}));
    EXPECT_EQ(classes.connected(classes.inputs_of(x)), (std::vector<std::size_t>{0}));
    EXPECT_EQ(classes.connected(classes.inputs_of(ctx.binary(Kind::Lt, x, z))), (std::vector<std::size_t>{0, 1, 3}));
    // Back to a prefix: the join of y and z through constraint 1 is undone.
    classes.hold(std::vector<const Expr*>{constraints[0], constraints[3]});
    EXPECT_EQ(classes.connected(classes.inputs_of(y)), (std::vector<std::size_t>{}));
    EXPECT_EQ(classes.connected(classes.inputs_of(z)), (std::vector<std::size_t>{1}));
}

TEST(ConstraintClasses, AgreesWithClassesComputedFromScratchOverRandomExplorations) {
    ExprContext ctx;
    std::vector<const Expr*> vars;
    for (int i = 0; i < 24; ++i) vars.push_back(ctx.var(Sort::I32, "v" + std::to_string(i)));
    std::mt19937 random(30);
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    // A constraint over one to three inputs (sometimes none).
    auto constraint = [&]() -> const Expr* {
        const std::size_t arity = pick(4);
        const Expr* e = ctx.i32(static_cast<std::int32_t>(pick(100)));
        for (std::size_t i = 0; i < arity; ++i) e = ctx.binary(Kind::Add, e, vars[pick(vars.size())]);
        return ctx.binary(Kind::Lt, e, ctx.i32(50));
    };
    ConstraintClasses classes;
    std::vector<std::vector<const Expr*>> paths{{}};
    for (int step = 0; step < 2000; ++step) {
        std::vector<const Expr*> path = paths[pick(paths.size())];
        switch (pick(4)) {
            case 0: path.resize(pick(path.size() + 1)); break;  // a fork's sibling
            case 1: path.clear(); break;                        // another method
            default: break;                                     // the same path, further
        }
        for (std::size_t added = pick(6); added > 0; --added) path.push_back(constraint());
        paths.push_back(path);
        if (paths.size() > 16) paths.erase(paths.begin());
        classes.hold(path);
        ASSERT_EQ(classes.size(), path.size());
        std::vector<std::uint64_t> ids;
        for (std::size_t n = pick(3) + 1; n > 0; --n) ids.push_back(vars[pick(vars.size())]->bits());
        ASSERT_EQ(classes.connected(ids), connected_from_scratch(path, ids)) << "step " << step;
    }
}

}  // namespace
}  // namespace symcrete::solver
