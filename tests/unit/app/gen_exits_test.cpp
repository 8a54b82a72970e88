// `symcrete gen` ends honestly (issue 27): an output folder that cannot be
// written ends the run before any exploration (exit 1, one line naming the
// option, the path and why), `--junit 4` stays JUnit 4 when validation takes
// a test out and rewrites the file, and Ctrl-C does what it says: the first
// stops exploring and still validates and writes what was found, the second
// writes it at once without validation, both exit 130 and leave no
// temporary folder behind, and a run over many classes stops its workers
// within seconds. The interrupts are sent with kill(2) to the gen process,
// as a terminal's Ctrl-C reaches it (gen's children run in process groups
// of their own, so the terminal's SIGINT reaches gen alone);
// scripts/ctrl-c-check.sh does the same through tmux.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <thread>
#include <vector>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"
#include "support/text.h"
#include "support/text.h"

extern char** environ;

namespace {

// How long a run explores before the first interrupt: long enough to find
// tests (under the sanitizers, lifting the JDK's code alone takes seconds).
constexpr auto kExploring = symcrete::testing::kSanitized ? std::chrono::seconds(20) : std::chrono::seconds(2);

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The children of `pid` now, with their command lines (from /proc).
std::vector<std::pair<pid_t, std::string>> children_of(pid_t pid) {
    std::vector<std::pair<pid_t, std::string>> children;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator("/proc", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
        const std::string stat = read_file(entry.path() / "stat");
        const std::size_t close = stat.rfind(')');
        if (close == std::string::npos) continue;
        char state = 0;
        int parent = 0;
        if (std::sscanf(stat.c_str() + close + 1, " %c %d", &state, &parent) != 2 || parent != pid) continue;
        std::string command = read_file(entry.path() / "cmdline");
        for (char& c : command)
            if (c == '\0') c = ' ';
        children.emplace_back(static_cast<pid_t>(std::stoi(name)), command);
    }
    return children;
}

std::size_t workers_of(pid_t pid) {
    std::size_t n = 0;
    for (const auto& [child, command] : children_of(pid)) n += contains(command, "explore-worker") ? 1 : 0;
    return n;
}

// `symcrete <args>` in the background, its stdout and stderr in a log and
// its temporary folders in a TMPDIR of its own (empty again once it ended,
// if it cleaned up after itself).
class BackgroundRun {
public:
    BackgroundRun(const std::vector<std::string>& args, const fs::path& dir)
        : log_(dir / "log"), tmp_(dir / "tmp") {
        fs::create_directories(tmp_);
        std::vector<std::string> argv = {symcrete::testing::symcrete_binary().string()};
        argv.insert(argv.end(), args.begin(), args.end());
        std::vector<char*> c_argv;
        for (std::string& arg : argv) c_argv.push_back(arg.data());
        c_argv.push_back(nullptr);
        std::vector<std::string> env = {"TMPDIR=" + tmp_.string()};
        for (char** e = environ; *e != nullptr; ++e)
            if (std::string_view(*e).rfind("TMPDIR=", 0) != 0) env.emplace_back(*e);
        std::vector<char*> c_env;
        for (std::string& entry : env) c_env.push_back(entry.data());
        c_env.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 1, log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        posix_spawn_file_actions_adddup2(&actions, 1, 2);
        // A SIGINT the test runner ignores must not stay ignored in gen.
        posix_spawnattr_t attributes;
        posix_spawnattr_init(&attributes);
        sigset_t defaults;
        sigemptyset(&defaults);
        sigaddset(&defaults, SIGINT);
        posix_spawnattr_setsigdefault(&attributes, &defaults);
        sigset_t none;
        sigemptyset(&none);
        posix_spawnattr_setsigmask(&attributes, &none);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
        if (::posix_spawn(&pid_, c_argv[0], &actions, &attributes, c_argv.data(), c_env.data()) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
    }
    ~BackgroundRun() {
        if (pid_ > 0 && !status_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
    }
    pid_t pid() const { return pid_; }
    std::string log() const { return read_file(log_); }
    const fs::path& tmp() const { return tmp_; }
    void interrupt() const { ::kill(pid_, SIGINT); }

    // Polls `condition` every 50 ms for up to `limit`; false if it never held
    // or the run ended first.
    bool wait_for(const std::function<bool()>& condition, std::chrono::seconds limit) {
        const auto end = Clock::now() + limit;
        while (Clock::now() < end) {
            if (condition()) return true;
            if (ended()) return condition();
            std::this_thread::sleep_for(50ms);
        }
        return false;
    }
    // The exit status (128 + the signal for a killed run), or none if it did
    // not end within `limit` (it is then killed).
    std::optional<int> wait_exit(std::chrono::seconds limit) {
        if (!wait_for([&] { return ended(); }, limit)) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
            status_ = -1;
            return std::nullopt;
        }
        return status_;
    }

private:
    bool ended() {
        if (status_) return true;
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) != pid_) return false;
        status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        return true;
    }

    fs::path log_, tmp_;
    pid_t pid_ = -1;
    std::optional<int> status_;
};

// What a temporary folder holds, for a message.
std::string listing(const fs::path& dir) {
    std::string text;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) text += entry.path().filename().string() + "\n";
    return text;
}

// 1. Output folders are tried before anything is explored. The budget is
//    long and validation on: a run that explored first would take minutes.

TEST(GenExits, AnOutputFolderThatCannotBeWrittenEndsTheRunAtOnce) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-out");
    std::ofstream(dir / "plain-file") << "x";
    fs::create_directories(dir / "locked");
    ::chmod((dir / "locked").c_str(), 0555);
    struct Case {
        std::string options;
        std::string message;
    };
    std::vector<Case> cases = {
        {"--out /proc/symcrete-out", "symcrete: --out /proc/symcrete-out: cannot write into /proc: "},
        {"--out " + shell_quote(dir / "plain-file"), "exists and is not a directory"},
        {"--out " + shell_quote(dir / "plain-file" / "tests"), (dir / "plain-file").string() + " is not a directory"},
        {"--out " + shell_quote(dir / "tests") + " --report /proc/symcrete-report",
         "symcrete: --report /proc/symcrete-report: cannot write into /proc: "},
    };
    // Root writes into a folder without write permission: only a user's
    // read-only folder is refused.
    if (::geteuid() != 0)
        cases.push_back({"--out " + shell_quote(dir / "locked" / "tests"),
                         fmt::format("cannot write into {}: Permission denied", (dir / "locked").string())});
    for (const std::string& what : {std::string("--class exits.slow.Bits"), std::string("--package exits.slow")}) {
        for (const Case& c : cases) {
            const auto start = Clock::now();
            const auto result = run_command(
                symcrete_command(fmt::format("gen --cp {} {} --budget 600 {}", shell_quote(classes), what, c.options)));
            EXPECT_EQ(result.status, 1) << c.options << "\n" << result.output;
            EXPECT_TRUE(contains(result.output, c.message)) << c.message << "\n" << result.output;
            EXPECT_FALSE(contains(result.output, "exploring")) << result.output;
            EXPECT_EQ(std::count(result.output.begin(), result.output.end(), '\n'), 1) << result.output;
            EXPECT_LT(seconds_since(start), 20.0) << c.options;
        }
    }
    EXPECT_FALSE(fs::exists(dir / "tests")) << "the check leaves nothing behind";
    ::chmod((dir / "locked").c_str(), 0755);
}

TEST(GenExits, CheckTriesItsOutputsBeforeExploring) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-check-exits-out");
    const std::string bugs = "--out " + shell_quote(dir / "bugs") + " ";
    for (const auto& [options, message] : std::vector<std::pair<std::string, std::string>>{
             {"--out /proc/symcrete-bugs", "symcrete: --out /proc/symcrete-bugs: cannot write into /proc: "},
             {bugs + "--report /proc/symcrete-report.sarif --format sarif",
              "symcrete: --report /proc/symcrete-report.sarif: cannot write into /proc: "},
             {bugs + "--report /proc/nowhere/report.sarif --format sarif",
              "symcrete: --report /proc/nowhere/report.sarif: the folder /proc/nowhere does not exist"},
             {bugs + "--report " + shell_quote(dir), fmt::format("symcrete: --report {}: is a directory", dir.string())}}) {
        const auto start = Clock::now();
        const auto result = run_command(symcrete_command(fmt::format(
            "check --cp {} --class exits.slow.Bits --budget 600 {}", shell_quote(classes), options)));
        EXPECT_EQ(result.status, 1) << options << "\n" << result.output;
        EXPECT_TRUE(contains(result.output, message)) << message << "\n" << result.output;
        EXPECT_LT(seconds_since(start), 20.0) << options;
    }
}

// 2. A test that fails on the JVM (exits.Clock.seconds: the engine's clock is
//    not the JVM's) is taken out and the file written again: still JUnit 4,
//    for one class in this process and for a package in a worker.

TEST(GenExits, Junit4StaysJunit4WhenATestIsTakenOut) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-junit4");
    // The package holds the slow classes too, each explored in a worker
    // for the short budget.
    for (const auto& [what, folder] : std::vector<std::pair<std::string, std::string>>{
             {"--class exits.Clock", "one"}, {"--package exits", "many"}}) {
        const fs::path out = dir / folder;
        const auto result = run_command(symcrete_command(
            fmt::format("gen --cp {} {} --junit 4 --budget 2 --out {}", shell_quote(classes), what, shell_quote(out))));
        ASSERT_EQ(result.status, 0) << result.output;
        EXPECT_TRUE(contains(result.output, "exits.Clock: removed test seconds_returns")) << result.output;
        EXPECT_TRUE(contains(result.output, "; 1 removed: failed on the JVM")) << result.output;
        const std::string text = read_file(out / "exits" / "ClockSymcreteTest.java");
        EXPECT_TRUE(contains(text, "import static org.junit.Assert.*;")) << text;
        EXPECT_TRUE(contains(text, "public class ClockSymcreteTest {")) << text;
        EXPECT_TRUE(contains(text, "public void sign_returns")) << text;
        EXPECT_FALSE(contains(text, "jupiter")) << text;
        EXPECT_FALSE(contains(text, "Clock.seconds()")) << text;
    }
}

// The mutation score is the written suite's: the mutants of seconds() that
// only the removed test killed count as surviving, in the output and the
// JSON report.
TEST(GenExits, TheMutationScoreIsOfTheSuiteAsWritten) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-mutation");
    const auto result = run_command(symcrete_command(fmt::format(
        "gen --cp {} --class exits.Clock --mutation --budget 2 --out {} --report {}", shell_quote(classes),
        shell_quote(dir / "out"), shell_quote(dir / "report"))));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "exits.Clock: removed test seconds_returns")) << result.output;
    const std::smatch before = [&] {
        std::smatch m;
        std::regex_search(result.output, m, std::regex(R"(exits.Clock: mutation score [0-9.]+% \((\d+) of (\d+) mutants killed)"));
        return m;
    }();
    ASSERT_FALSE(before.empty()) << result.output;
    std::smatch after;
    ASSERT_TRUE(std::regex_search(result.output, after,
                                  std::regex(R"(exits.Clock: mutation score of the suite as written [0-9.]+% \((\d+) of (\d+) mutants killed; (\d+) were killed only by removed tests\))")))
        << result.output;
    const int killed_before = std::stoi(before[1]), killed_after = std::stoi(after[1]), lost = std::stoi(after[3]);
    EXPECT_GT(lost, 0);
    EXPECT_EQ(killed_after, killed_before - lost);
    const nlohmann::json report =
        nlohmann::json::parse(symcrete::testing::read_file(dir / "report" / "symcrete-report.json"));
    const nlohmann::json& mutation = report["classes"][0]["mutation"];
    EXPECT_EQ(mutation["killed"], killed_after);
    EXPECT_EQ(mutation["killed_by_removed_tests"], lost);
    bool seconds_survives = false;
    for (const auto& survivor : mutation["survivors"]) seconds_survives |= survivor["method"] == "seconds()J";
    EXPECT_TRUE(seconds_survives) << mutation.dump(2);
}

// 3. Ctrl-C.

// The first interrupt stops exploring; the tests found are validated and
// written, and the run exits 130 without leaving a temporary folder.
TEST(GenExits, OneInterruptStillValidatesAndWritesWhatWasFound) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-int1");
    BackgroundRun gen({"gen", "--cp", classes.string(), "--class", "exits.slow.Bits", "--budget", "600", "--out",
                       (dir / "out").string()},
                      dir);
    ASSERT_GT(gen.pid(), 0);
    ASSERT_TRUE(gen.wait_for([&] { return contains(gen.log(), "symcrete: exploring exits.slow.Bits"); }, 60s))
        << gen.log();
    std::this_thread::sleep_for(kExploring);
    gen.interrupt();
    const std::optional<int> status = gen.wait_exit(300s);
    const std::string log = gen.log();
    ASSERT_TRUE(status) << "still running 300 s after the interrupt\n" << log;
    EXPECT_EQ(*status, 130) << log;
    EXPECT_TRUE(contains(log, "symcrete: stopping: the tests found so far are still validated and written")) << log;
    EXPECT_TRUE(contains(log, "count(I)I: ")) << log;
    EXPECT_TRUE(contains(log, "(interrupted)")) << log;
    EXPECT_TRUE(contains(log, "passed on the JVM")) << log;
    EXPECT_TRUE(contains(log, "symcrete: interrupted: the tests found before were written\n")) << log;
    EXPECT_TRUE(fs::is_regular_file(dir / "out" / "exits" / "slow" / "BitsSymcreteTest.java")) << log;
    EXPECT_TRUE(fs::is_empty(gen.tmp())) << listing(gen.tmp());
}

// The second interrupt, while the tests are validated, kills the JVM and
// writes the tests as found, at once, with one message saying so.
TEST(GenExits, ASecondInterruptWritesTheTestsAtOnce) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-int2");
    BackgroundRun gen({"gen", "--cp", classes.string(), "--class", "exits.slow.Bits", "--budget", "600", "--out",
                       (dir / "out").string()},
                      dir);
    ASSERT_GT(gen.pid(), 0);
    ASSERT_TRUE(gen.wait_for([&] { return contains(gen.log(), "symcrete: exploring exits.slow.Bits"); }, 60s))
        << gen.log();
    std::this_thread::sleep_for(kExploring);
    gen.interrupt();
    // One class is explored in gen itself: its first child is a tool of the
    // validation (the sandbox's probe, javac, the JVM).
    ASSERT_TRUE(gen.wait_for([&] { return !children_of(gen.pid()).empty(); }, 120s)) << gen.log();
    std::this_thread::sleep_for(500ms);
    const auto second = Clock::now();
    gen.interrupt();
    const std::optional<int> status = gen.wait_exit(120s);
    const double after_second = seconds_since(second);
    const std::string log = gen.log();
    ASSERT_TRUE(status) << "still running 120 s after the second interrupt\n" << log;
    EXPECT_EQ(*status, 130) << log;
    EXPECT_LT(after_second, symcrete::testing::kSanitized ? 30.0 : 10.0) << log;
    EXPECT_TRUE(contains(log, "symcrete: exits.slow.Bits: ")) << log;
    EXPECT_TRUE(contains(log, " written, not validated (interrupted)\n")) << log;
    EXPECT_FALSE(contains(log, "passed on the JVM")) << log;
    EXPECT_TRUE(contains(log, "symcrete: interrupted again: the tests found before were written; validation was cut "
                              "short\n"))
        << log;
    EXPECT_FALSE(contains(log, "symcrete: interrupted: the tests")) << "one message, not two\n" << log;
    const std::string tests = read_file(dir / "out" / "exits" / "slow" / "BitsSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "Bits.count(")) << log;
    EXPECT_TRUE(fs::is_empty(gen.tmp())) << listing(gen.tmp());
}

// Many classes, each in a worker: one interrupt stops both workers within
// seconds, the tests they found are validated and written, and the run
// exits 130 (not 3: an interrupted worker is no crash).
TEST(GenExits, OneInterruptStopsAManyClassRunWithinSeconds) {
    const fs::path classes = compile_java("gen_exits", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-exits-many");
    BackgroundRun gen({"gen", "--cp", classes.string(), "--package", "exits.slow", "-j", "2", "--budget", "600",
                       "--out", (dir / "out").string()},
                      dir);
    ASSERT_GT(gen.pid(), 0);
    ASSERT_TRUE(gen.wait_for([&] { return workers_of(gen.pid()) == 2; }, 60s)) << gen.log();
    std::this_thread::sleep_for(kExploring);
    const auto interrupted = Clock::now();
    gen.interrupt();
    const bool stopped = gen.wait_for([&] { return workers_of(gen.pid()) == 0; }, 60s);
    const double workers_stopped = seconds_since(interrupted);
    const std::optional<int> status = gen.wait_exit(300s);
    const double ended = seconds_since(interrupted);
    const std::string log = gen.log();
    ASSERT_TRUE(stopped) << log;
    ASSERT_TRUE(status) << "still running 300 s after the interrupt\n" << log;
    EXPECT_EQ(*status, 130) << log;
    const double scale = symcrete::testing::kSanitized ? 3.0 : 1.0;
    EXPECT_LT(workers_stopped, 5.0 * scale) << log;
    EXPECT_LT(ended, 60.0 * scale) << log;  // validation of what the workers found
    std::cerr << fmt::format("[ timing   ] workers stopped {:.1f} s and gen ended {:.1f} s after the interrupt\n",
                             workers_stopped, ended);
    EXPECT_TRUE(contains(log, "symcrete: interrupted: the tests found before were written\n")) << log;
    EXPECT_FALSE(contains(log, "crashed")) << log;
    for (const char* name : {"Bits", "Mask"})
        EXPECT_TRUE(fs::is_regular_file(dir / "out" / "exits" / "slow" / (std::string(name) + "SymcreteTest.java")))
            << name << "\n" << log;
    EXPECT_TRUE(fs::is_empty(gen.tmp())) << listing(gen.tmp());
}

}  // namespace
