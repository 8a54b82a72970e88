// SmtTextSolver (solver/smt_text.h): unbounded integers and Unicode strings
// come back exactly; an unsatisfiable query is Unsat; text Z3 cannot read
// is Unknown with the parser's reason.
#include <gtest/gtest.h>

#include "solver/smt_text.h"

namespace {

using namespace symcrete::solver;

TEST(SmtTextSolver, ModelsHoldUnboundedIntegersAndUnicodeStrings) {
    SmtTextSolver solver;
    const std::u32string greeting = U"h\u00e9llo \u00df\"\\\n";
    const auto answer = solver.check(
        "(declare-const x Int)\n(declare-const s String)\n(declare-const b Bool)\n",
        {"(= x (- (* 100000000000000000000 100000000000000000000)))", "(= s " + smt_string_literal(greeting) + ")",
         "(not b)"},
        QueryLimits{});
    ASSERT_EQ(answer.result, SatResult::Sat) << answer.reason;
    EXPECT_EQ(answer.model.at("x").kind, SmtValue::Kind::Int);
    EXPECT_EQ(answer.model.at("x").integer, "-10000000000000000000000000000000000000000");
    EXPECT_EQ(answer.model.at("s").kind, SmtValue::Kind::String);
    EXPECT_EQ(answer.model.at("s").text, greeting);
    EXPECT_EQ(answer.model.at("b").kind, SmtValue::Kind::Bool);
    EXPECT_FALSE(answer.model.at("b").flag);
    EXPECT_GT(solver.work(), 0u);
    EXPECT_TRUE(smt_string_representable(greeting));
    EXPECT_FALSE(smt_string_representable(U"\u65e5"));
}

TEST(SmtTextSolver, UnsatisfiableIsUnsatAndBadTextIsUnknown) {
    SmtTextSolver solver;
    EXPECT_EQ(solver.check("(declare-const x Int)\n", {"(> x 3)", "(< x 2)"}, QueryLimits{}).result, SatResult::Unsat);
    const auto bad = solver.check("(declare-const x Int)\n", {"(> y 3)"}, QueryLimits{});
    EXPECT_EQ(bad.result, SatResult::Unknown);
    EXPECT_FALSE(bad.reason.empty());
}

}  // namespace
