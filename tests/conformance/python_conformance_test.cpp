// Symcrete's Python interpreter against CPython: every program under
// tests/python/conformance runs on `python3` and under `symcrete run
// --python`; stdout, the last line of stderr (an uncaught exception's
// "TypeError: ..." line; tracebacks' frame lines are not compared) and the
// exit status must match byte for byte, and the interpreter must never have
// stopped at something it does not support. One test per program.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"
#include "support/shell.h"
#include "support/test_paths.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::shell_quote;

fs::path program_dir() { return symcrete::testing::source_root() / "tests" / "python" / "conformance"; }

std::vector<std::string> programs() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(program_dir()))
        if (entry.path().extension() == ".py") names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

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

std::string last_line(std::string text) {
    while (!text.empty() && text.back() == '\n') text.pop_back();
    const std::size_t newline = text.rfind('\n');
    return newline == std::string::npos ? text : text.substr(newline + 1);
}

Outcome run(const std::string& command, const fs::path& scratch) {
    const fs::path out = scratch / "out";
    const fs::path err = scratch / "err";
    const std::string full = "LC_ALL=C.UTF-8 " + command + " > " + shell_quote(out) + " 2> " + shell_quote(err) + " < /dev/null";
    const int status = std::system(full.c_str());
    return Outcome{read_file(out), read_file(err), WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

class PythonConformance : public ::testing::TestWithParam<std::string> {};

TEST_P(PythonConformance, MatchesCPython) {
    const fs::path source = program_dir() / (GetParam() + ".py");
    const fs::path scratch = symcrete::testing::make_temp_dir("symcrete-python-conformance");
    const Outcome cpython = run("python3 " + shell_quote(source), scratch);
    const Outcome ours = run(shell_quote(symcrete::testing::symcrete_binary()) + " run --python " + shell_quote(source), scratch);
    EXPECT_EQ(ours.err.find("symcrete:"), std::string::npos) << ours.err;
    EXPECT_EQ(ours.out, cpython.out);
    EXPECT_EQ(last_line(ours.err), last_line(cpython.err));
    EXPECT_EQ(ours.status, cpython.status);
    fs::remove_all(scratch);
}

INSTANTIATE_TEST_SUITE_P(Programs, PythonConformance, ::testing::ValuesIn(programs()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// The suite is as large as issue 32 asks.
TEST(PythonConformanceSuite, HasAtLeast100Programs) { EXPECT_GE(programs().size(), 100u); }

}  // namespace
