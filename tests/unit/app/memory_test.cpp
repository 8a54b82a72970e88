// Java's heap as `symcrete run` and `symcrete gen` see it: --max-heap, an
// uncaught OutOfMemoryError reported as HotSpot does, and a path that throws
// one becoming a test that passes on the JVM.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "support/java_compiler.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

TEST(RunMemory, MaxHeapTakesJavasSizes) {
    auto help = run_command(symcrete_command("run --help"));
    EXPECT_NE(help.output.find("--max-heap"), std::string::npos) << help.output;
    auto classes = compile_java("memory", 17);
    for (const char* size : {"512m", "2g", "2G", "65536k", "1t", "1073741824"}) {
        auto run = run_command(
            symcrete_command("run --max-heap " + std::string(size) + " --cp " + shell_quote(classes) + " Empty"));
        EXPECT_EQ(run.status, 0) << size << ": " << run.output;
    }
    for (const char* bad : {"m", "0", "12x", "1.5g", "-1g", "1gb", "99999999999999999999"}) {
        auto run = run_command(
            symcrete_command("run --max-heap " + shell_quote(bad) + " --cp " + shell_quote(classes) + " Empty"));
        EXPECT_EQ(run.status, 1) << bad;  // a usage error (exit_codes.h)
        EXPECT_NE(run.output.find("invalid --max-heap"), std::string::npos) << bad << ": " << run.output;
    }
}

TEST(RunMemory, ASmallHeapFillsAndJavaCodeCatchesTheError) {
    auto classes = compile_java("memory", 17);
    auto run = run_command(symcrete_command("run --max-heap 64m --cp " + shell_quote(classes) + " Fill"));
    EXPECT_EQ(run.status, 0) << run.output;
    // 1 MiB blocks in a 64 MiB heap that also holds the JDK's own objects.
    int blocks = 0;
    ASSERT_EQ(std::sscanf(run.output.c_str(), "full after %d blocks: Java heap space", &blocks), 1) << run.output;
    EXPECT_GT(blocks, 50);
    EXPECT_LT(blocks, 64);
    // The same on java -Xmx64m, within what its own objects and GC layout take.
    auto java = run_command("java -Xmx64m -cp " + shell_quote(classes) + " Fill");
    EXPECT_NE(java.output.find("Java heap space"), std::string::npos) << java.output;
}

TEST(GenMemory, APathPastTheHeapBecomesAnAssertThrowsThatPassesOnTheJvm) {
    auto classes = compile_java("memory", 17);
    auto out = make_temp_dir("symcrete-gen-memory");
    auto gen = run_command(
        symcrete_command("gen --cp " + shell_quote(classes) + " --class demo.Huge --out " + shell_quote(out)));
    ASSERT_EQ(gen.status, 0) << gen.output;
    std::ifstream in(out / "demo" / "HugeSymcreteTest.java");
    std::stringstream source;
    source << in.rdbuf();
    EXPECT_NE(source.str().find("assertThrows(OutOfMemoryError.class"), std::string::npos) << source.str();
    EXPECT_NE(gen.output.find("demo.Huge: 3 tests written, 3 passed on the JVM"), std::string::npos) << gen.output;
}

// --max-memory: the class's exploration ends at the ceiling (400 MiB; the
// process starts at about 130, 160 under the sanitizers), keeps the tests
// found before, and the method's line and the report say why it stopped.
TEST(GenMemory, AClassAtItsMemoryCeilingKeepsTheTestsFoundAndSaysSo) {
    auto help = run_command(symcrete_command("gen --help"));
    EXPECT_NE(help.output.find("--max-memory"), std::string::npos) << help.output;
    auto classes = compile_java("memory", 17);
    auto out = make_temp_dir("symcrete-gen-memory-ceiling");
    auto gen = run_command(symcrete_command("gen --cp " + shell_quote(classes) +
                                            " --class ceiling.Hoard --max-memory 400m --out " + shell_quote(out / "tests") +
                                            " --report " + shell_quote(out / "report")));
    ASSERT_EQ(gen.status, 0) << gen.output;
    EXPECT_NE(gen.output.find("clamp(I)I: 3 paths, 4 tests (explored completely)"), std::string::npos) << gen.output;
    EXPECT_NE(gen.output.find("hoard(I)I: 0 paths, 0 tests (memory ceiling (400 MiB resident; --max-memory))"),
              std::string::npos)
        << gen.output;
    EXPECT_NE(gen.output.find("ceiling.Hoard: 4 tests written, 4 passed on the JVM"), std::string::npos) << gen.output;
    std::ifstream in(out / "report" / "symcrete-report.json");
    std::stringstream report;
    report << in.rdbuf();
    EXPECT_NE(report.str().find("\"memory_ceiling\": 419430400"), std::string::npos) << report.str();

    auto bad = run_command(symcrete_command("gen --cp " + shell_quote(classes) + " --class ceiling.Hoard --max-memory 2x"));
    EXPECT_EQ(bad.status, 1) << bad.output;
    EXPECT_NE(bad.output.find("--max-memory: expected a size such as 2g or 512m, not '2x'"), std::string::npos)
        << bad.output;
}

// check takes the same ceiling; a class at it says so on its method's line.
TEST(CheckMemory, AClassAtItsMemoryCeilingSaysSo) {
    auto help = run_command(symcrete_command("check --help"));
    EXPECT_NE(help.output.find("--max-memory"), std::string::npos) << help.output;
    auto classes = compile_java("memory", 17);
    auto check = run_command(
        symcrete_command("check --cp " + shell_quote(classes) + " --class ceiling.Hoard --max-memory 400m"));
    EXPECT_EQ(check.status, 0) << check.output;
    EXPECT_NE(check.output.find("clamp(I)I: 3 paths (explored completely)"), std::string::npos) << check.output;
    EXPECT_NE(check.output.find("hoard(I)I: 0 paths (memory ceiling (400 MiB resident; --max-memory))"),
              std::string::npos)
        << check.output;
    auto bad = run_command(symcrete_command("check --cp " + shell_quote(classes) + " --class ceiling.Hoard --max-memory 4x"));
    EXPECT_EQ(bad.status, 1) << bad.output;
    EXPECT_NE(bad.output.find("--max-memory: expected a size such as 2g or 512m, not '4x'"), std::string::npos)
        << bad.output;
}

}  // namespace
