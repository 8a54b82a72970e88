// Concolic exploration of Python functions (python/explore.h) and the
// terms it steers by (symbolic.h): the terms of floor division and modulo
// agree with the interpreter's arithmetic on every sign; a type error in
// one branch does not keep the others from being explored; objects are made
// by their constructors; a reference's decisions join the search.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "numbers.h"
#include "python/explore.h"
#include "python/lower.h"
#include "solver/smt_text.h"
#include "symbolic.h"

namespace {

namespace fs = std::filesystem;
using namespace symcrete::python;

Module load(const std::string& name, const std::string& source) {
    static int serial = 0;
    const fs::path dir = fs::temp_directory_path() / ("symcrete-explore-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
    fs::create_directories(dir);
    std::ofstream(dir / (name + ".py")) << source;
    auto module = load_module(dir / (name + ".py"));
    EXPECT_TRUE(module) << module.error().message;
    return module ? std::move(*module) : Module{};
}

TEST(PythonTerms, FloorDivisionAndModuloTermsAgreeWithTheInterpreter) {
    symcrete::solver::SmtTextSolver solver;
    std::mt19937 random(5);
    for (int i = 0; i < 60; ++i) {
        const long a = static_cast<long>(random() % 41) - 20;
        long b = static_cast<long>(random() % 13) - 6;
        if (b == 0) b = 7;
        const std::string declarations = "(declare-const a Int)\n(declare-const b Int)\n(declare-const q Int)\n(declare-const r Int)\n";
        const auto answer = solver.check(
            declarations,
            {"(= a " + PathTracer::literal(a)->smt + ")", "(= b " + PathTracer::literal(b)->smt + ")",
             "(= q " + floor_divide_smt("a", "b") + ")", "(= r " + floor_modulo_smt("a", "b") + ")"},
            {});
        ASSERT_EQ(answer.result, symcrete::solver::SatResult::Sat);
        EXPECT_EQ(answer.model.at("q").integer, int_floor_divide(a, b).get_str()) << a << " // " << b;
        EXPECT_EQ(answer.model.at("r").integer, int_floor_modulo(a, b).get_str()) << a << " % " << b;
    }
}

TEST(Explore, ATypeErrorInOneBranchDoesNotBlockTheOthers) {
    // Seed 001's Fig 1.1: a < 2 makes c a str, and c + 2 a TypeError; line 10 is unreachable.
    const Module module = load("fig11",
                               "def func(a):\n    if a < 2:\n        c = 'abc'\n        d = 3\n    else:\n"
                               "        c = 4\n        d = -2\n    if d > 0:\n        if c + 2 > 4:\n            return True\n");
    ExploreOptions options;
    options.module_name = "fig11";
    options.function = "func";
    const auto explored = explore_function(module, options);
    ASSERT_TRUE(explored) << explored.error().message;
    EXPECT_TRUE(explored->complete) << explored->stop_reason;
    EXPECT_EQ(explored->covered_lines, (std::set<int>{2, 3, 4, 6, 7, 8, 9}));
    bool type_error = false, returned_none = false;
    for (const ExploredTest& test : explored->tests) {
        type_error = type_error || test.result.raised == "TypeError";
        returned_none = returned_none || (test.result.returned && test.result.returned->is_none());
    }
    EXPECT_TRUE(type_error);
    EXPECT_TRUE(returned_none);
}

TEST(Explore, ObjectsAreMadeByTheirConstructors) {
    // Seed 001's Fig 7.1: a type error the code never reaches on None.
    const Module module = load("fig71",
                               "class Pair:\n    def __init__(self, left, right):\n        self.left = left\n"
                               "        self.right = right\n\n"
                               "def first_or_true(val):\n    if val == None:\n        a = True\n    else:\n"
                               "        a = val.left\n    return a\n");
    ExploreOptions options;
    options.module_name = "fig71";
    options.function = "first_or_true";
    const auto explored = explore_function(module, options);
    ASSERT_TRUE(explored) << explored.error().message;
    bool made_a_pair = false;
    for (const ExploredTest& test : explored->tests)
        made_a_pair = made_a_pair || (test.argument_sources.front().rfind("Pair(", 0) == 0 && test.result.raised.empty());
    EXPECT_TRUE(made_a_pair);
    EXPECT_EQ(explored->covered_lines, (std::set<int>{7, 8, 10, 11}));
}

TEST(Explore, AReferencesDecisionsFindWhereItDiffers) {
    // The code forgot a case the reference has: only the reference's own
    // decision (n == 7) leads to an input that shows it.
    const Module code = load("code", "def f(n):\n    return n + 1\n");
    const Module reference = load("ref", "def f(n):\n    if n == 7:\n        return 0\n    return n + 1\n");
    ExploreOptions options;
    options.module_name = "code";
    options.function = "f";
    options.reference = &reference;
    options.reference_module_name = "ref";
    const auto explored = explore_function(code, options);
    ASSERT_TRUE(explored) << explored.error().message;
    EXPECT_GE(explored->differences, 1u);
    bool shown = false;
    for (const ExploredTest& test : explored->tests)
        shown = shown || (test.differs && test.argument_sources.front() == "7");
    EXPECT_TRUE(shown);
}

}  // namespace
