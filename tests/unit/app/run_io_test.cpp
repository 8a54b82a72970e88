// `symcrete run` on the process's own descriptors, as `java`: standard input
// through a pipe, stdout and stderr interleaved on one pipe byte for byte,
// output visible before the program ends, and a reader that goes away. And
// the class library of a JDK that can run the main class.
#include <gtest/gtest.h>

#include "support/java_compiler.h"
#include "support/jdks.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

std::string symcrete_run(const std::string& classes, const std::string& main) {
    return symcrete::testing::symcrete_command("run --cp " + shell_quote(classes) + " " + main);
}

std::string java_run(const std::string& classes, const std::string& main) {
    return "java -cp " + shell_quote(classes) + " " + main;
}

TEST(RunIo, PipedStdinEchoesByteForByteAsJavaDoes) {
    auto classes = compile_java("runio", 17).string();
    const std::string input = "printf 'a\\nb\\n\\nlast line, no newline' | ";
    auto java = run_command(input + java_run(classes, "Echo") + " 2>&1");
    auto engine = run_command(input + symcrete_run(classes, "Echo") + " 2>&1");
    EXPECT_EQ(java.status, 0) << java.output;
    EXPECT_EQ(engine.status, 0) << engine.output;
    EXPECT_EQ(engine.output, java.output);
    EXPECT_NE(engine.output.find("line: b\nlength 1\nline: \nlength 0\n"), std::string::npos) << engine.output;
}

TEST(RunIo, OutputIsVisibleBeforeTheProgramEnds) {
    auto classes = compile_java("runio", 17).string();
    auto killed = run_command("timeout -s KILL 3 " + symcrete_run(classes, "Spin") + " 2>&1");
    EXPECT_NE(killed.status, 0);
    EXPECT_EQ(killed.output.substr(0, 16), "started\nworking\n") << killed.output;  // then the shell's "Killed"
}

TEST(RunIo, AReaderThatGoesAwayIsAnErrorTheProgramSees) {
    auto classes = compile_java("runio", 17).string();
    // As on the JVM: no signal ends the program; checkError() tells.
    const auto first_line_and_status = [](const std::string& command) {
        return "bash -c " +
               shell_quote("set -o pipefail; " + command + " 2>&1 | head -n 1; echo status ${PIPESTATUS[0]}");
    };
    auto java = run_command(first_line_and_status(java_run(classes, "Chatty")));
    auto engine = run_command(first_line_and_status(symcrete_run(classes, "Chatty")));
    EXPECT_EQ(java.output, "line 0\nstatus 0\n");
    EXPECT_EQ(engine.output, java.output);
}

TEST(RunIo, AJava21ProgramRunsOnTheClassLibraryOfAJdkThatCanRunIt) {
    const auto jdk = symcrete::testing::installed_jdk(21);
    if (!jdk) GTEST_SKIP() << "no JDK 21 or later under /usr/lib/jvm";
    const std::string classes = symcrete::testing::make_temp_dir("symcrete-run-java21").string();
    const auto compiled =
        run_command(shell_quote(*jdk / "bin" / "javac") + " --release 21 -d " + shell_quote(classes) + " " +
                    shell_quote(symcrete::testing::test_java_dir() / "run21" / "Sequenced.java") + " 2>&1");
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    auto java = run_command(shell_quote(*jdk / "bin" / "java") + " -cp " + shell_quote(classes) + " Sequenced");
    ASSERT_EQ(java.status, 0) << java.output;
    // stdout alone is the program's: the note on the JDK goes to stderr.
    auto engine = run_command("(env -u SYMCRETE_JAVA_HOME " + symcrete_run(classes, "Sequenced") + " 2>/dev/null)");
    EXPECT_EQ(engine.status, 0) << engine.output;
    EXPECT_EQ(engine.output, java.output);
    if (symcrete::testing::jdk_feature(symcrete::testing::build_jdk_home()) >= 21) return;
    // Asked for a JDK too old for the class file: one line says so.
    auto too_old = run_command(symcrete::testing::symcrete_command(
        "run --java-home " + shell_quote(symcrete::testing::build_jdk_home()) + " --cp " + shell_quote(classes) +
        " Sequenced 2>&1"));
    EXPECT_EQ(too_old.status, 4) << too_old.output;
    EXPECT_TRUE(symcrete::testing::contains(too_old.output, "symcrete: cannot run the program: the classes are Java 21"))
        << too_old.output;
}

}  // namespace
