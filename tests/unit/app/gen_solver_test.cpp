// `symcrete gen` reaches branches whose conditions only the solver chain's
// layers decide in time: products of inputs, Math.sin, remainder chains.
// Every test passes on the JVM; the branch that no input reaches is the
// only one missed.
#include <gtest/gtest.h>

#include "support/java_compiler.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// `symcrete gen` on a class of tests/java/gen_solver, with `options`.
symcrete::testing::CommandResult gen(const std::string& cls, const std::string& options) {
    const auto classes = compile_java("gen_solver", 17);
    EXPECT_FALSE(classes.empty());
    const auto out = make_temp_dir("symcrete-gen-solver");
    return run_command(symcrete_command("gen --cp " + shell_quote(classes) + " --out " + shell_quote(out) + " --class " +
                                        cls + " " + options));
}

TEST(GenSolver, ReachesNonLinearTranscendentalAndRemainderBranches) {
    const auto result = gen("solve.Hard", "--budget 10 --stats");
    ASSERT_EQ(result.status, 0) << result.output;
    // a == b inside a right triangle is impossible (2a^2 = c^2): its true
    // side is the one branch of 26 no test can take.
    EXPECT_TRUE(contains(result.output, "passed on the JVM, 96.2% branch coverage (25 of 26 branches)")) << result.output;
    EXPECT_TRUE(contains(result.output, "triangle(III)Ljava/lang/String;: 12 (")) << result.output;
    EXPECT_TRUE(contains(result.output, "  triangle(III)Ljava/lang/String;: 8 paths, 12 tests (explored completely)"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "  wave(D)I: 3 paths, 4 tests (explored completely)")) << result.output;
    EXPECT_FALSE(contains(result.output, "removed")) << result.output;
}

// Wishes for readable values are charged to the budget only after a
// method's paths are taken, so each must be cheap: at the usual per-query
// limit, a record's hashCode (over a symbolic String) spent 42 million
// solver work units on them, ten times what a budget of 1 s allows.
TEST(GenSolver, WishesForReadableValuesStayWithinTheBudget) {
    const auto result = gen("solve.Label", "--method hashCode --budget 1 --stats --no-validate");
    ASSERT_EQ(result.status, 0) << result.output;
    const auto at = result.output.find(" solver work units");
    ASSERT_NE(at, std::string::npos) << result.output;
    const auto from = result.output.rfind(", ", at);
    ASSERT_NE(from, std::string::npos) << result.output;
    const unsigned long long units = std::stoull(result.output.substr(from + 2, at - from - 2));
    // A budget of 1 s is 40 million work units, 4 million solver units.
    EXPECT_LE(units, 4'000'000ULL) << result.output;
    EXPECT_TRUE(contains(result.output, "1 test written")) << result.output;
}

}  // namespace
