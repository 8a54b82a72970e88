// `symcrete gen` on methods that start threads and wait for them (a Thread
// joined, an executor's future): the engine runs them in one interleaving,
// and the tests it writes call them as they are and pass on the JVM.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

TEST(GenThreads, TestsOfMethodsThatStartThreadsPassOnTheJvm) {
    auto classes = compile_java("gen_threads", 17);
    auto out = make_temp_dir("symcrete-gen-threads");
    auto result = run_command(
        symcrete_command("gen --cp " + shell_quote(classes) + " --class threads.ParallelWork --out " + shell_quote(out)));
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string summary = result.output.substr(result.output.rfind("symcrete: threads.ParallelWork:"));
    std::size_t written = 0, passed = 0;
    ASSERT_EQ(std::sscanf(summary.c_str(), "symcrete: threads.ParallelWork: %zu tests written, %zu passed on the JVM",
                          &written, &passed),
              2)
        << summary;
    EXPECT_GE(written, 6u);
    EXPECT_EQ(written, passed);
    std::ifstream in(out / "threads" / "ParallelWorkSymcreteTest.java");
    std::stringstream source;
    source << in.rdbuf();
    // What the threads computed is asserted: sum's halves and the pool's answers.
    EXPECT_NE(source.str().find("assertEquals(3L, ParallelWork.sum(2))"), std::string::npos) << source.str();
    EXPECT_NE(source.str().find("assertEquals(\"big odd\", ParallelWork.classify("), std::string::npos) << source.str();
    EXPECT_NE(source.str().find("assertThrows(IllegalArgumentException.class, () -> ParallelWork.sum("),
              std::string::npos)
        << source.str();
}

}  // namespace
