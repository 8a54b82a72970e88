// `symcrete gen --ask` in a real terminal (tmux): the questions for an
// examples class are answered as they appear, one of them wrongly on
// purpose; the tool flags that answer before it asks the next question, the
// suite compiles, and exactly the test with the wrong answer fails.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <chrono>
#include <cstdint>
#include <limits>
#include <regex>
#include <string>
#include <thread>

#include <unistd.h>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/shell.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::contains;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

const char* const kJunit = "/usr/share/java/junit-platform-console-standalone.jar";

// A tmux session running one command, ended when the test ends.
class Terminal {
public:
    Terminal(const std::string& name, const std::string& command) : name_(name) {
        run_command(fmt::format("tmux kill-session -t {} 2>/dev/null", name_));
        const auto started = run_command(fmt::format(
            "tmux new-session -d -s {} -x 160 -y 50 {} && tmux set-option -t {} history-limit 100000", name_,
            shell_quote(command + "; echo SYMCRETE-EXIT=$?; sleep 600"), name_));
        EXPECT_EQ(started.status, 0) << started.output;
    }
    ~Terminal() { run_command(fmt::format("tmux kill-session -t {} 2>/dev/null", name_)); }
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;

    // Everything the terminal has shown, its scrollback included.
    std::string screen() const { return run_command(fmt::format("tmux capture-pane -p -J -S - -t {}", name_)).output; }

    void type(const std::string& line) const {
        run_command(fmt::format("tmux send-keys -t {} -l {}", name_, shell_quote(line)));
        run_command(fmt::format("tmux send-keys -t {} Enter", name_));
    }

private:
    std::string name_;
};

// The screen once it ends with a prompt (a question waiting) or the run
// has ended; empty after two minutes of neither.
std::string wait_for_prompt_or_end(const Terminal& terminal, std::size_t answered) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
    while (std::chrono::steady_clock::now() < deadline) {
        std::string screen = terminal.screen();
        while (!screen.empty() && (screen.back() == '\n' || screen.back() == ' ')) screen.pop_back();
        std::size_t prompts = 0;  // lines that start with the prompt
        for (std::size_t at = screen.find("\n>"); at != std::string::npos; at = screen.find("\n>", at + 1)) ++prompts;
        if (contains(screen, "SYMCRETE-EXIT=") || (screen.ends_with(">") && prompts > answered)) return screen;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return "";
}

// What Arithmetic.safeDivide(a, b) returns (examples/src/examples/Arithmetic.java).
std::int64_t safe_divide(std::int64_t a, std::int64_t b) {
    if (b == 0) return 0;
    if (a == std::numeric_limits<std::int32_t>::min() && b == -1) return std::numeric_limits<std::int32_t>::max();
    return a / b;
}

std::int64_t java_int(const std::string& text) {
    if (text == "Integer.MIN_VALUE") return std::numeric_limits<std::int32_t>::min();
    if (text == "Integer.MAX_VALUE") return std::numeric_limits<std::int32_t>::max();
    return std::stoll(text);
}

TEST(GenAskTerminal, AWrongAnswerIsFlaggedAtOnceAndItsTestAloneFails) {
    const fs::path classes = symcrete::testing::compile_java_tree(symcrete::testing::source_root() / "examples" / "src",
                                                                  "examples", "-g --release 17");
    ASSERT_FALSE(classes.empty());
    const fs::path work = symcrete::testing::make_host_dir("symcrete-ask-terminal");
    const std::string command = symcrete::testing::symcrete_command(fmt::format(
        "gen --ask{} --budget 10 --cp {} --class examples.Arithmetic --sources {} --out {}", symcrete::testing::kValidation,
        shell_quote(classes), shell_quote(symcrete::testing::source_root() / "examples" / "src"),
        shell_quote(work / "tests")));
    Terminal terminal(fmt::format("symcrete-ask-{}", ::getpid()), command);
    const std::regex last_question(R"(Question (\d+): [^\n]*\n +Arithmetic\.(\w+)\(([^,)]*), ([^)]*)\)\n[^\n]*\n> ?$)");
    std::size_t answered = 0;
    std::string wrong_answer, wrong_call;
    std::string screen;
    while (true) {
        screen = wait_for_prompt_or_end(terminal, answered);
        ASSERT_FALSE(screen.empty()) << terminal.screen();
        if (contains(screen, "SYMCRETE-EXIT=")) break;
        std::smatch match;
        std::string trimmed = screen;
        while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
        trimmed += " ";
        const bool safe_divide_question = std::regex_search(trimmed, match, last_question) && match[2] == "safeDivide";
        // The first safeDivide question gets a wrong answer; the others `same`.
        if (safe_divide_question && wrong_answer.empty()) {
            wrong_call = fmt::format("Arithmetic.safeDivide({}, {})", match[3].str(), match[4].str());
            // One off the right result, within an int.
            const std::int64_t right = safe_divide(java_int(match[3]), java_int(match[4]));
            wrong_answer = std::to_string(right == std::numeric_limits<std::int32_t>::max() ? right - 1 : right + 1);
            terminal.type(wrong_answer);
        } else {
            terminal.type("same");
        }
        ++answered;
        ASSERT_LT(answered, 40u) << screen;
    }
    ASSERT_FALSE(wrong_answer.empty()) << screen;
    EXPECT_TRUE(contains(screen, "SYMCRETE-EXIT=0")) << screen;
    // The status line stood during validation and was cleared before the
    // output below it ("...on the JVMwrote ..." before).
    EXPECT_FALSE(contains(screen, "validating 1 class on the JVM")) << screen;
    // Flagged at once: the line after the answer, before any other question.
    const std::size_t typed = screen.find(wrong_call + "\n");
    ASSERT_NE(typed, std::string::npos) << screen;
    const std::size_t flag = screen.find("this test will fail", typed);
    ASSERT_NE(flag, std::string::npos) << screen;
    EXPECT_EQ(screen.find("Question", typed), screen.find("Question", flag)) << screen;
    EXPECT_TRUE(contains(screen.substr(typed, flag - typed), "you expect " + wrong_answer + "; the code returns")) << screen;
    EXPECT_EQ(screen.find("this test will fail", flag + 1), std::string::npos) << screen;

    if (symcrete::testing::kSanitized) return;
    const fs::path source = work / "tests" / "examples" / "ArithmeticSymcreteTest.java";
    const auto compiled = run_command(fmt::format("{} -cp {} -d {} {}", shell_quote(symcrete::testing::javac_path()),
                                                  shell_quote(classes.string() + ":" + kJunit),
                                                  shell_quote(work / "test-classes"), shell_quote(source)));
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    const auto run = run_command(fmt::format(
        "java -jar {} --disable-banner --details=summary --class-path {} --select-class examples.ArithmeticSymcreteTest",
        shell_quote(kJunit), shell_quote(classes.string() + ":" + (work / "test-classes").string())));
    EXPECT_TRUE(std::regex_search(run.output, std::regex(R"(\[\s+1 tests failed\s+\])"))) << run.output;
    EXPECT_TRUE(contains(run.output, "expected: <" + wrong_answer + ">")) << run.output;
}

}  // namespace
