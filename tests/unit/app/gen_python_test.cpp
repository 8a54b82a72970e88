// `symcrete gen --python` end to end (issue 32): seed 001's Fig 1.1 gives
// its TypeError test and its None test and leaves line 10 unreached; a
// method's tests make the object and call other methods first; graded
// against the linked-list assignment's reference, buggy students' suites
// fail. pytest runs every suite (in the sandbox).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/shell.h"
#include "support/test_paths.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

fs::path python_dir() { return symcrete::testing::source_root() / "tests" / "python"; }

// Budgets are CPU time, and the sanitizers make each step several times
// dearer: the same search needs more of it there.
std::string budget(int seconds) { return " --budget " + std::to_string(symcrete::testing::kSanitized ? 4 * seconds : seconds); }

std::string read(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

symcrete::testing::CommandResult gen(const std::string& args, const fs::path& out) {
    return run_command(symcrete::testing::symcrete_command("gen --python " + args + " --out " + shell_quote(out)));
}

TEST(GenPython, SeedFigureOneGivesTheThesisTests) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-gen-python");
    const auto result = gen(shell_quote(python_dir() / "seed" / "clements_example.py") + budget(10), out);
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read(out / "test_clements_example.py");
    EXPECT_NE(tests.find("func = import_module('clements_example').func"), std::string::npos) << tests;
    EXPECT_NE(tests.find("with pytest.raises(TypeError):\n        func(a)"), std::string::npos) << tests;
    EXPECT_NE(tests.find("assert actual is None"), std::string::npos) << tests;
    EXPECT_NE(result.output.find("not reached: 10"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("2 tests, coverage of clements_example.py: lines 8/9, branches 5/6"), std::string::npos)
        << result.output;
}

TEST(GenPython, AskShowsTheFunctionAndKeepsAnAnswerTheCodeDisagreesWith) {
    // Seed 001's Fig 1.2: the question, then the person's answer as the expected value.
    const fs::path out = symcrete::testing::make_host_dir("symcrete-gen-python");
    const auto result = run_command("printf 'True\\n' | " + symcrete::testing::symcrete_command(
                                        "gen --python " + shell_quote(python_dir() / "seed" / "clements_example.py") +
                                        " --ask" + budget(5) + " --out " + shell_quote(out)));
    EXPECT_EQ(result.status, 5) << result.output;  // the kept answer's test fails
    EXPECT_NE(result.output.find("Suppose we pass the following arguments:\n{'a': 2}"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("the code returns None here, not True"), std::string::npos) << result.output;
    const std::string tests = read(out / "test_clements_example.py");
    EXPECT_NE(tests.find("expected = True\n    assert actual == expected"), std::string::npos) << tests;
    EXPECT_NE(tests.find("with pytest.raises(TypeError)"), std::string::npos) << tests;
}

TEST(GenPython, AMethodsObjectIsMadeAndPreparedByOtherMethods) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-gen-python");
    const auto result = gen(shell_quote(python_dir() / "beginners" / "c2_gradebook.py") +
                                " --function Gradebook.average" + budget(10),
                            out);
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read(out / "test_c2_gradebook.py");
    EXPECT_NE(tests.find("gradebook = Gradebook()"), std::string::npos) << tests;
    EXPECT_NE(tests.find("gradebook.add_grade("), std::string::npos) << tests;
    EXPECT_NE(tests.find("actual = gradebook.average("), std::string::npos) << tests;
    EXPECT_NE(result.output.find("lines reached 5/5"), std::string::npos) << result.output;
}

TEST(GenPython, GradingAgainstTheReferenceCatchesTheStudentsBugs) {
    // The subtle three of the eight (bench/issue32/linked_list.sh runs all):
    // add's bounds, set mutating its argument, and the insertion of an unstable sort.
    const std::pair<const char*, const char*> cases[] = {{"student_1", "add"}, {"student_3", "set"}, {"student_6", "insert_sorted"}};
    for (const auto& [student, function] : cases) {
        const fs::path out = symcrete::testing::make_host_dir("symcrete-gen-python");
        const auto result = gen(shell_quote(python_dir() / "linked_list" / (std::string(student) + ".py")) +
                                    " --function " + function + " --oracle reference --reference " +
                                    shell_quote(python_dir() / "linked_list" / "reference.py") + budget(10),
                                out);
        EXPECT_EQ(result.status, 5) << student << ": " << result.output;  // kExitBugsFound
        EXPECT_NE(result.output.find("fails: the code disagrees with the reference"), std::string::npos)
            << student << ": " << result.output;
    }
}

}  // namespace
