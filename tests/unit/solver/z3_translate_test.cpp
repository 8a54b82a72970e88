// The translator's plumbing: constants survive the trip into Z3 and back
// bit for bit, inputs map to one named constant each, shared nodes are
// translated once, and deep expressions do not recurse.
#include "z3_translate.h"

#include <gtest/gtest.h>
#include <z3++.h>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "expr/expr.h"
#include "z3_model.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::ExprContext;
using expr::Kind;
using expr::Sort;

TEST(Z3TranslateTest, ConstantsRoundTripThroughModels) {
    z3::context ctx;
    Z3Translator translator(ctx);
    const z3::model empty(ctx);
    testing::Rng rng(3);
    for (Sort sort : {Sort::Bool, Sort::I32, Sort::I64, Sort::F32, Sort::F64}) {
        std::vector<std::uint64_t> values = testing::edge_values(sort);
        for (int i = 0; i < 2000; ++i) values.push_back(testing::random_value(rng, sort));
        for (std::uint64_t bits : values) {
            const std::optional<std::uint64_t> back = model_bits(empty, translator.constant(sort, bits), sort);
            ASSERT_TRUE(back.has_value());
            if (testing::is_nan_bits(sort, bits)) {
                EXPECT_EQ(*back, sort == Sort::F32 ? kCanonicalNaN32 : kCanonicalNaN64);
            } else {
                EXPECT_EQ(*back, bits) << expr::to_string(sort);
            }
        }
    }
}

TEST(Z3TranslateTest, SortsMatchJava) {
    z3::context ctx;
    Z3Translator translator(ctx);
    EXPECT_TRUE(translator.sort_of(Sort::Bool).is_bool());
    EXPECT_EQ(translator.sort_of(Sort::I32).bv_size(), 32u);
    EXPECT_EQ(translator.sort_of(Sort::I64).bv_size(), 64u);
    EXPECT_EQ(translator.sort_of(Sort::F32).fpa_ebits(), 8u);
    EXPECT_EQ(translator.sort_of(Sort::F32).fpa_sbits(), 24u);
    EXPECT_EQ(translator.sort_of(Sort::F64).fpa_ebits(), 11u);
    EXPECT_EQ(translator.sort_of(Sort::F64).fpa_sbits(), 53u);
}

// With element constants, an input array read at a constant index is a
// constant of its own, with no array theory (a read at a symbolic index
// keeps it); without, it is an array read.
TEST(Z3TranslateTest, ElementReadsAreConstantsWithoutArrayTheory) {
    z3::context ctx;
    Z3Translator translator(ctx, true);
    ExprContext exprs;
    const Expr* a = exprs.var(Sort::ArrayI32, "a");
    const Expr* i = exprs.var(Sort::I32, "i");
    const Expr* constant_read = exprs.binary(Kind::Lt, exprs.select(a, exprs.i32(2)), exprs.i32(7));
    const Expr* symbolic_read = exprs.binary(Kind::Lt, exprs.select(a, i), exprs.i32(7));
    const z3::expr term = translator.translate(exprs.select(a, exprs.i32(2)));
    EXPECT_TRUE(term.is_const());
    EXPECT_EQ(term.decl().name().str(), "v" + std::to_string(a->bits()) + "_a[2]");
    translator.translate(constant_read);
    translator.translate(symbolic_read);
    EXPECT_EQ(translator.theories(constant_read), 0);
    EXPECT_EQ(translator.theories(symbolic_read), Z3Translator::kArrays);
    EXPECT_TRUE(Z3Translator::is_element_read(exprs.select(a, exprs.i32(2))));
    EXPECT_FALSE(Z3Translator::is_element_read(exprs.select(a, i)));
    EXPECT_EQ(collect_element_reads({constant_read, symbolic_read}), std::vector<const Expr*>{exprs.select(a, exprs.i32(2))});
    Z3Translator plain(ctx);
    plain.translate(constant_read);
    EXPECT_EQ(plain.theories(constant_read), Z3Translator::kArrays);
    EXPECT_FALSE(plain.element_constant(exprs.select(a, exprs.i32(2))));
}

TEST(Z3TranslateTest, InputsAreConstantsNamedById) {
    ExprContext ectx;
    const Expr* x = ectx.var(Sort::I32, "x");
    const Expr* x_again = ectx.var(Sort::I32, "x");
    z3::context ctx;
    Z3Translator translator(ctx);
    const z3::expr tx = translator.translate(x);
    EXPECT_TRUE(tx.is_const());
    EXPECT_EQ(tx.decl().name().str(), "v0_x");
    EXPECT_EQ(translator.translate(x_again).decl().name().str(), "v1_x");
    EXPECT_TRUE(z3::eq(translator.var(x), tx));
}

TEST(Z3TranslateTest, SharedNodesAreTranslatedOnce) {
    ExprContext ectx;
    const Expr* x = ectx.var(Sort::I64, "x");
    const Expr* shared = ectx.binary(Kind::Mul, x, ectx.i64(3));
    const Expr* e = ectx.binary(Kind::Xor, ectx.binary(Kind::Add, shared, ectx.i64(1)), ectx.binary(Kind::Sub, shared, ectx.i64(1)));
    z3::context ctx;
    Z3Translator translator(ctx);
    const z3::expr first = translator.translate(e);
    // x, 3, x * 3, 1, + , -, ^ (1 is shared by + and -).
    EXPECT_EQ(translator.cache_size(), 7u);
    EXPECT_TRUE(z3::eq(translator.translate(e), first));
    EXPECT_EQ(translator.cache_size(), 7u);
    translator.translate(ectx.binary(Kind::Lt, shared, ectx.i64(0)));
    EXPECT_EQ(translator.cache_size(), 9u);  // 0 and <
}

TEST(Z3TranslateTest, DeepExpressionsUseNoRecursion) {
    ExprContext ectx;
    const Expr* x = ectx.var(Sort::I32, "x");
    const Expr* e = x;
    for (int i = 0; i < 100000; ++i) e = ectx.binary(i % 2 == 0 ? Kind::Mul : Kind::Xor, e, ectx.i32(i | 3));
    z3::context ctx;
    Z3Translator translator(ctx);
    EXPECT_TRUE(translator.translate(e).is_bv());
    EXPECT_GT(translator.cache_size(), 100000u);
}

// The logic a query's solver gets follows the sorts anywhere in its terms:
// a comparison of doubles is a Bool over floats, an element of an int array
// an int over arrays.
TEST(Z3TranslateTest, TheLogicFollowsTheSortsTheTermsUse) {
    ExprContext ectx;
    const Expr* i = ectx.var(Sort::I32, "i");
    const Expr* d = ectx.var(Sort::F64, "d");
    const Expr* ints = ectx.var(Sort::ArrayI32, "ints");
    const Expr* doubles = ectx.var(Sort::ArrayF64, "doubles");
    z3::context ctx;
    Z3Translator translator(ctx);
    auto logic_of = [&](const Expr* e) {
        translator.translate(e);
        const char* logic = z3_logic(translator.theories(e));
        return std::string(logic == nullptr ? "default" : logic);
    };
    EXPECT_EQ(logic_of(ectx.binary(Kind::Lt, i, ectx.i32(3))), "QF_BV");
    EXPECT_EQ(logic_of(ectx.binary(Kind::Lt, d, ectx.f64(0.5))), "QF_FPBV");
    EXPECT_EQ(logic_of(ectx.binary(Kind::Eq, ectx.select(ints, i), ectx.i32(17))), "QF_ABV");
    EXPECT_EQ(logic_of(ectx.binary(Kind::Lt, ectx.select(doubles, i), d)), "default");
    // Cached operands keep their theories: an int comparison over the
    // float comparison translated above still uses floats.
    const Expr* chosen = ectx.ite(ectx.binary(Kind::Lt, d, ectx.f64(0.5)), i, ectx.i32(0));
    EXPECT_EQ(logic_of(ectx.binary(Kind::Lt, chosen, ectx.i32(3))), "QF_FPBV");
}

}  // namespace
}  // namespace symcrete::solver
