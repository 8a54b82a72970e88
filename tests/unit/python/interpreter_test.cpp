// The interpreter's limits (interpreter.h): CPython's recursion depth, a
// statement budget that stops a run and says so, and a run that reaches
// something outside the subset stopping with its name rather than guessing.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "python/interpreter.h"
#include "python/lower.h"

namespace {

namespace fs = std::filesystem;
using namespace symcrete::python;

struct Ran {
    std::string out;
    RunOutcome outcome;
};

Ran run(const std::string& source, RunLimits limits = {}) {
    static int serial = 0;
    const fs::path dir = fs::temp_directory_path() / ("symcrete-interp-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
    fs::create_directories(dir);
    std::ofstream(dir / "m.py") << source;
    auto module = load_module(dir / "m.py");
    fs::remove_all(dir);
    EXPECT_TRUE(module) << module.error().message;
    std::ostringstream out;
    Ran ran;
    ran.outcome = run_module(*module, out, limits);
    ran.out = out.str();
    return ran;
}

TEST(Interpreter, RecursesAsDeepAsCPythonThenRaisesRecursionError) {
    const Ran deep = run("def down(n):\n    return 0 if n == 0 else 1 + down(n - 1)\nprint(down(900))\n");
    EXPECT_EQ(deep.out, "900\n");
    EXPECT_FALSE(deep.outcome.uncaught);
    const Ran endless = run("def f(n):\n    return f(n + 1)\nf(0)\n");
    ASSERT_TRUE(endless.outcome.uncaught);
    EXPECT_EQ(*endless.outcome.uncaught, "RecursionError: maximum recursion depth exceeded");
}

TEST(Interpreter, AStatementBudgetStopsTheRunAndSaysSo) {
    RunLimits limits;
    limits.max_steps = 1000;
    const Ran ran = run("i = 0\nwhile True:\n    i += 1\n", limits);
    ASSERT_TRUE(ran.outcome.unsupported);
    EXPECT_NE(ran.outcome.unsupported->find("limit of 1000 statements"), std::string::npos);
}

TEST(Interpreter, ABuiltinOutsideTheSubsetStopsTheRunByName) {
    const Ran ran = run("print('before')\nx = input()\n");
    EXPECT_EQ(ran.out, "before\n");
    ASSERT_TRUE(ran.outcome.unsupported);
    EXPECT_EQ(*ran.outcome.unsupported, "the builtin input");
}

TEST(Interpreter, AnUncaughtExceptionEndsWithCPythonsLastLine) {
    const Ran ran = run("def f(d):\n    return d['k']\nf({})\n");
    ASSERT_TRUE(ran.outcome.uncaught);
    EXPECT_EQ(*ran.outcome.uncaught, "KeyError: 'k'");
    EXPECT_NE(ran.outcome.traceback.find("line 2, in f"), std::string::npos) << ran.outcome.traceback;
    EXPECT_NE(ran.outcome.traceback.find("line 3, in <module>"), std::string::npos) << ran.outcome.traceback;
}

}  // namespace
