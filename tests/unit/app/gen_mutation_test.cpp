// `symcrete gen --mutation`: the score it reports, and tests strong enough
// to catch the seven kinds of bug a trial seeded into a small project (an
// operator, a constant, a dropped term, a boundary, a negated condition, a
// removed call, a wrong value returned). The tests are generated for the
// correct class; each bug is then seeded into its source, compiled, and the
// same tests run on it on the JVM must fail.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

const char* const kJunit = "/usr/share/java/junit-platform-console-standalone.jar";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_file(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Compiles `source` as mutation/Till.java and runs the generated tests
// (compiled once, against the correct class) on it: the JUnit console's exit
// status (0: every test passed).
int run_tests_on(const std::string& source, const fs::path& test_classes, const std::string& name) {
    const fs::path dir = make_temp_dir(fmt::format("symcrete-seeded-{}", name));
    fs::create_directories(dir / "src" / "mutation");
    std::ofstream(dir / "src" / "mutation" / "Till.java") << source;
    const auto classes =
        run_command(fmt::format("{} -d {} {}", shell_quote(symcrete::testing::javac_path()), shell_quote(dir / "classes"),
                                shell_quote(dir / "src" / "mutation" / "Till.java")));
    EXPECT_EQ(classes.status, 0) << classes.output;
    const auto run = run_command(fmt::format(
        "java -jar {} --disable-banner --details=none --class-path {} --select-class mutation.TillSymcreteTest",
        shell_quote(kJunit), shell_quote((dir / "classes").string() + ":" + test_classes.string())));
    return run.status;
}

TEST(GenMutation, TestsCatchEachSeededBugKind) {
    const auto classes = compile_java("gen_mutation", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-mutation");
    const auto result = run_command(symcrete_command(fmt::format(
        "gen --cp {} --out {} --class mutation.Till --budget 10 --mutation", shell_quote(classes), shell_quote(out))));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "mutation.Till: mutation score ")) << result.output;
    EXPECT_TRUE(contains(result.output, "by operator: arithmetic operator ")) << result.output;
    EXPECT_FALSE(contains(result.output, "removed test")) << result.output;
    // The seeded versions run on the JVM alone, the same in every build: the
    // sanitizer build has checked Symcrete's part by now.
    if (symcrete::testing::kSanitized) return;
    const fs::path test_classes = out / "classes";
    const auto compiled =
        run_command(fmt::format("{} -cp {} -d {} {}", shell_quote(symcrete::testing::javac_path()),
                                shell_quote(classes.string() + ":" + kJunit), shell_quote(test_classes),
                                shell_quote(out / "mutation" / "TillSymcreteTest.java")));
    ASSERT_EQ(compiled.status, 0) << compiled.output;

    const std::string correct = read_file(symcrete::testing::test_java_dir() / "gen_mutation" / "mutation" / "Till.java");
    ASSERT_EQ(run_tests_on(correct, test_classes, "correct"), 0);
    struct Seeded {
        const char* kind;
        const char* from;
        const char* to;
    };
    const Seeded bugs[] = {
        {"operator", "return a + b;", "return a - b;"},
        {"constant", "amount * 0.07", "amount * 0.08"},
        {"dropped-term", "discounted + shipping + 50", "discounted + shipping"},
        {"boundary", "quantity >= 10", "quantity > 10"},
        {"negated-condition", "express ? 500 : 0", "express ? 0 : 500"},
        {"removed-call", "        addToTotal(price);\n", ""},
        {"wrong-return", "return discounted + shipping + 50;", "return subtotal + shipping + 50;"},
    };
    for (const Seeded& bug : bugs) {
        std::string buggy = correct;
        const std::size_t at = buggy.find(bug.from);
        ASSERT_NE(at, std::string::npos) << bug.kind;
        buggy.replace(at, std::string(bug.from).size(), bug.to);
        EXPECT_NE(run_tests_on(buggy, test_classes, bug.kind), 0) << "no test caught the seeded bug: " << bug.kind;
    }
}

// Mutation candidates replay paths whose receiver a test builds field by
// field, some closed into a cycle (mutation/Ring.java). After `insert`
// returns, the replay asks the receiver's queries; toString() on a cycle
// appends for ever. Each query now has its own allowance of instructions
// and memory, past which it is left unasked: the run hung appending (and
// on the linked list of issue 31 ended "internal error: replay mismatch ...
// step budget exceeded", exit 3).
TEST(GenMutation, AQueryThatNeverEndsIsLeftUnasked) {
    const auto classes = compile_java("gen_mutation", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-ring");
    const auto result = run_command(
        "timeout -s KILL 120 " +
        symcrete_command(fmt::format("gen --cp {} --class mutation.Ring --method insert --mutation --budget 5 --out {}",
                                     shell_quote(classes.string()), shell_quote(out.string()))));
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "replay mismatch")) << result.output;
    EXPECT_TRUE(contains(result.output, "passed on the JVM")) << result.output;
}

}  // namespace
