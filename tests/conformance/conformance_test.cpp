// The engine against HotSpot: every program under tests/conformance/ runs
// on `java` and under `symcrete run`; stdout, the first line of stderr and
// the exit status must match byte for byte, and the engine must never have
// reached something it does not support. One test per program. Programs
// under assertions/ run with -ea on both. Programs
// under io/ read <Name>.stdin, if there is one, on standard input, and are
// also run with stdout and stderr on one pipe (2>&1): that combined output
// must match in full, as it shows when each byte reached its descriptor.
// Programs under tests/conformance_preview17 use Java 17's preview features
// (pattern switches) and run with --enable-preview on a JDK 17; those under
// tests/conformance_java21 are Java 21 programs (record patterns), run on a
// JDK 21 or later from /usr/lib/jvm, which the engine then explores too.
// The thread programs also run on that JDK's class library (its Thread
// keeps state in a FieldHolder and hides Thread.runWith from stack traces),
// stderr compared in full.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "support/java_compiler.h"
#include "support/jdks.h"
#include "support/test_paths.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::shell_quote;

const fs::path kSourceDir = SYMCRETE_CONFORMANCE_DIR;

struct Outcome {
    std::string out;
    std::string err;
    int status = -1;
};

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// Runs a command with stdout and stderr captured separately (or together,
// in `out`, when `combined`), standard input from `input`.
Outcome run(const std::string& command, const fs::path& scratch, const fs::path& input, bool combined = false) {
    fs::path out = scratch / "out";
    fs::path err = scratch / "err";
    std::string redirect =
        combined ? " > " + shell_quote(out) + " 2>&1" : " > " + shell_quote(out) + " 2> " + shell_quote(err);
    std::string full = command + redirect + " < " + shell_quote(input);
    int status = std::system(full.c_str());
    Outcome result;
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = read_file(out);
    result.err = combined ? "" : read_file(err);
    return result;
}

// Every program except those in gaps/, which document what the engine does
// not model yet (see gaps/README.md); they still compile with the rest.
// Name -> source file.
std::map<std::string, fs::path> program_sources() {
    std::map<std::string, fs::path> sources;
    for (const auto& entry : fs::recursive_directory_iterator(kSourceDir))
        if (entry.path().extension() == ".java" && entry.path().parent_path().filename() != "gaps")
            sources[entry.path().stem().string()] = entry.path();
    return sources;
}

std::vector<std::string> programs() {
    std::vector<std::string> names;
    for (const auto& [name, source] : program_sources()) names.push_back(name);
    return names;
}

class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, MatchesHotSpot) {
    // Without -g, as HotSpot's helpful NullPointerException messages then
    // name locals "<local4>", which some programs print.
    fs::path classes = symcrete::testing::compile_java_tree(kSourceDir, "conformance", "--release 17");
    ASSERT_FALSE(classes.empty());
    fs::path scratch = symcrete::testing::make_temp_dir("symcrete-conformance");
    const std::string& name = GetParam();
    const fs::path source = program_sources().at(name);
    fs::path input = source.parent_path() / (name + ".stdin");
    if (!fs::exists(input)) input = "/dev/null";
    // The engine's system properties are those of a C.UTF-8 locale (file.encoding UTF-8), so
    // java runs in one too: under LANG=C it would read and print non-ASCII text as '?'.
    const std::string ea = source.parent_path().filename() == "assertions" ? " -ea" : "";
    const std::string java_command =
        "LC_ALL=C.UTF-8 " + shell_quote(SYMCRETE_JAVA) + ea + " -cp " + shell_quote(classes) + " " + name;
    const std::string engine_command =
        "LC_ALL=C.UTF-8 " + shell_quote(symcrete::testing::symcrete_binary()) + " run" + ea + " --cp " + shell_quote(classes) + " " + name;
    Outcome java = run(java_command, scratch, input);
    Outcome engine = run(engine_command, scratch, input);
    EXPECT_EQ(engine.err.find("symcrete: unsupported"), std::string::npos) << engine.err;
    EXPECT_EQ(engine.out, java.out);
    EXPECT_EQ(first_line(engine.err), first_line(java.err));
    EXPECT_EQ(engine.status, java.status);
    if (source.parent_path().filename() == "io") {
        Outcome java_combined = run(java_command, scratch, input, true);
        Outcome engine_combined = run(engine_command, scratch, input, true);
        EXPECT_EQ(engine_combined.out, java_combined.out) << "stdout and stderr on one pipe (2>&1)";
        EXPECT_EQ(engine_combined.status, java_combined.status);
    }
}

INSTANTIATE_TEST_SUITE_P(Programs, Conformance, ::testing::ValuesIn(programs()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// The suite is as large as the issue asks.
TEST(ConformanceSuite, HasAtLeast150Programs) { EXPECT_GE(programs().size(), 150u); }

// The programs (file stems) of a folder of the checkout's tests/.
std::vector<std::string> programs_in(const std::string& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(symcrete::testing::source_root() / "tests" / folder))
        if (entry.path().extension() == ".java") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

// `java` (a command line, flags included) and `symcrete run` (with its
// environment) on the program must agree on stdout, the first line of
// stderr (all of it, when `whole_stderr`) and the exit status, and the
// engine must support all it reached.
void expect_same_run(const std::string& java, const std::string& engine_environment, const fs::path& classes,
                     const std::string& name, bool whole_stderr = false) {
    fs::path scratch = symcrete::testing::make_temp_dir("symcrete-conformance");
    const Outcome on_java = run("LC_ALL=C.UTF-8 " + java + " -cp " + shell_quote(classes) + " " + name, scratch, "/dev/null");
    const Outcome on_engine = run("LC_ALL=C.UTF-8 " + engine_environment + shell_quote(symcrete::testing::symcrete_binary()) +
                                      " run --cp " + shell_quote(classes) + " " + name,
                                  scratch, "/dev/null");
    EXPECT_EQ(on_engine.err.find("symcrete: unsupported"), std::string::npos) << on_engine.err;
    EXPECT_EQ(on_engine.out, on_java.out);
    if (whole_stderr)
        EXPECT_EQ(on_engine.err, on_java.err);
    else
        EXPECT_EQ(first_line(on_engine.err), first_line(on_java.err));
    EXPECT_EQ(on_engine.status, on_java.status);
}

// As expect_same_run, on that JDK's `java`; the engine explores the class
// library of the JDK the program runs on.
void expect_same_run_on(const fs::path& jdk, const fs::path& classes, const std::string& name,
                        bool whole_stderr = false) {
    expect_same_run(shell_quote(jdk / "bin" / "java"), "JAVA_HOME=" + shell_quote(jdk) + " ", classes, name,
                    whole_stderr);
}

class ConformancePreview17 : public ::testing::TestWithParam<std::string> {};

TEST_P(ConformancePreview17, MatchesHotSpot) {
    const fs::path jdk = symcrete::testing::build_jdk_home();
    if (symcrete::testing::jdk_feature(jdk) != 17)
        GTEST_SKIP() << "Java 17's preview features compile and run only on a JDK 17; the build's JDK is " << jdk;
    const fs::path classes = symcrete::testing::compile_java_tree(
        symcrete::testing::source_root() / "tests" / "conformance_preview17", "conformance-preview17",
        "--release 17 --enable-preview");
    ASSERT_FALSE(classes.empty());
    expect_same_run(shell_quote(jdk / "bin" / "java") + " --enable-preview", "", classes, GetParam());
}

INSTANTIATE_TEST_SUITE_P(Programs, ConformancePreview17, ::testing::ValuesIn(programs_in("conformance_preview17")),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

class ConformanceJava21 : public ::testing::TestWithParam<std::string> {};

TEST_P(ConformanceJava21, MatchesHotSpot) {
    const auto jdk = symcrete::testing::installed_jdk(21);
    if (!jdk) GTEST_SKIP() << "no JDK 21 or later under /usr/lib/jvm to compile and run Java 21 programs";
    const fs::path source = symcrete::testing::source_root() / "tests" / "conformance_java21" / (GetParam() + ".java");
    const fs::path classes = symcrete::testing::make_temp_dir("symcrete-conformance-java21");
    const auto compiled = symcrete::testing::run_command(shell_quote(*jdk / "bin" / "javac") + " --release 21 -d " +
                                                         shell_quote(classes) + " " + shell_quote(source));
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    expect_same_run_on(*jdk, classes, GetParam());
}

INSTANTIATE_TEST_SUITE_P(Programs, ConformanceJava21, ::testing::ValuesIn(programs_in("conformance_java21")),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

class ConformanceThreadsOnJava21 : public ::testing::TestWithParam<std::string> {};

TEST_P(ConformanceThreadsOnJava21, MatchesHotSpot) {
    const auto jdk = symcrete::testing::installed_jdk(21);
    if (!jdk) GTEST_SKIP() << "no JDK 21 or later under /usr/lib/jvm";
    const fs::path classes = symcrete::testing::compile_java_tree(kSourceDir / "threads", "conformance-threads",
                                                                  "--release 17");
    ASSERT_FALSE(classes.empty());
    expect_same_run_on(*jdk, classes, GetParam(), true);
}

INSTANTIATE_TEST_SUITE_P(Programs, ConformanceThreadsOnJava21, ::testing::ValuesIn(programs_in("conformance/threads")),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
