// The engine against HotSpot: every program under tests/conformance/ runs
// on `java` and under `symcrete run`; stdout, the first line of stderr and
// the exit status must match byte for byte, and the engine must never have
// reached something it does not support. One test per program. Programs
// under assertions/ run with -ea on both. Programs
// under io/ read <Name>.stdin, if there is one, on standard input, and are
// also run with stdout and stderr on one pipe (2>&1): that combined output
// must match in full, as it shows when each byte reached its descriptor.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "support/java_compiler.h"
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

}  // namespace
