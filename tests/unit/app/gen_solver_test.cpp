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

TEST(GenSolver, ReachesNonLinearTranscendentalAndRemainderBranches) {
    const auto classes = compile_java("gen_solver", 17);
    ASSERT_FALSE(classes.empty());
    const auto out = make_temp_dir("symcrete-gen-solver");
    const auto result = run_command(symcrete_command("gen --cp " + shell_quote(classes) + " --out " + shell_quote(out) +
                                                     " --class solve.Hard --budget 10 --stats"));
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

}  // namespace
