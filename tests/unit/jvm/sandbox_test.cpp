// The sandbox the Validator runs the JDK tools in, with plain shell commands:
// what is writable, what is hidden, and which limits hold.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <fmt/format.h>
#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"
#include "jvm/sandbox.h"

namespace symcrete::jvm {
namespace {

namespace fs = std::filesystem;
using jvm::ProcessResult;
using jvm::Sandbox;
using symcrete::testing::shell_quote;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

class SandboxTest : public ::testing::Test {
protected:
    Result<ProcessResult> sh(const std::string& script, const SandboxOptions& options = {},
                             const std::vector<fs::path>& writable = {},
                             std::chrono::milliseconds limit = std::chrono::seconds(60)) {
        auto sandbox = Sandbox::create(options);
        if (!sandbox) return sandbox.error();
        const fs::path dir = writable.empty() ? fs::path("/") : writable.front();
        return sandbox->run({"/bin/sh", "-c", script}, dir, writable, {}, limit);
    }
};

TEST_F(SandboxTest, WritesOnlyWhereAllowed) {
    // Outside /tmp, so the sandbox shows it read-only.
    const fs::path host = symcrete::testing::make_host_dir("sandbox-host");
    const fs::path precious = host / "precious.txt";
    std::ofstream(precious) << "keep me";
    const fs::path work = symcrete::testing::make_temp_dir("symcrete-sandbox-work");
    const std::string inside_tmp = fmt::format("/tmp/symcrete-sandbox-private-{}", ::getpid());

    auto result = sh(fmt::format("echo ok > {0}/written; echo changed > {1}; rm -f {1}; touch {2}/new; "
                                 "touch {3} && echo tmp-writable; [ -z \"$(ls -A /run)\" ] && echo run-hidden; id -u",
                                 shell_quote(work), shell_quote(precious), shell_quote(host), inside_tmp),
                     {}, {work});
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(read_text(work / "written"), "ok\n");
    EXPECT_EQ(read_text(precious), "keep me");
    EXPECT_FALSE(fs::exists(host / "new"));
    EXPECT_TRUE(contains(result->output, "Read-only file system")) << result->output;
    // /tmp is private: writable inside, nothing of it outside.
    EXPECT_TRUE(contains(result->output, "tmp-writable")) << result->output;
    EXPECT_FALSE(fs::exists(inside_tmp));
    // So is /run, where the host's sockets are (D-Bus, the user's runtime directory).
    EXPECT_TRUE(contains(result->output, "run-hidden")) << result->output;
    // Never root inside.
    EXPECT_FALSE(contains(result->output, "\n0\n")) << result->output;
    // The writable directory is the caller's again afterwards.
    struct stat st {};
    ASSERT_EQ(::stat((work / "written").c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, ::geteuid());
}

TEST_F(SandboxTest, HostProcessesAreOutOfReach) {
    auto result = sh(fmt::format("kill -0 {} && echo reached; ls /proc | grep -c '^[0-9]'", ::getpid()));
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_FALSE(contains(result->output, "reached")) << result->output;
    // Its own PID namespace: bwrap's init, the shell and ls.
    EXPECT_LT(std::stoi(result->output.substr(result->output.find_last_of('\n', result->output.size() - 2) + 1)), 10)
        << result->output;
}

TEST_F(SandboxTest, CpuTimeLimitHolds) {
    SandboxOptions options;
    options.cpu_time = std::chrono::seconds(1);
    auto result = sh("while :; do :; done", options);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_FALSE(result->timed_out);
    EXPECT_EQ(result->exit_code, 128 + SIGXCPU);
    EXPECT_TRUE(contains(jvm::describe_end(*result, true, std::chrono::seconds(60)), "SIGXCPU"));
}

TEST_F(SandboxTest, ProcessLimitHolds) {
    SandboxOptions options;
    options.max_processes = 20;
    auto result = sh("for i in $(seq 60); do sleep 2 & done; echo started-all", options);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_FALSE(contains(result->output, "started-all")) << result->output;
    EXPECT_TRUE(contains(result->output, "fork")) << result->output;
}

TEST_F(SandboxTest, MemoryLimitHolds) {
    SandboxOptions options;
    options.memory_bytes = 64 << 20;
    auto result = sh("x=$(head -c 200000000 /dev/zero | tr '\\0' a); echo length ${#x}", options);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_FALSE(contains(result->output, "length 200000000")) << result->output;
    EXPECT_NE(result->exit_code, 0);
}

TEST_F(SandboxTest, FileSizeLimitHolds) {
    SandboxOptions options;
    options.max_file_bytes = 1 << 20;
    const fs::path work = symcrete::testing::make_temp_dir("symcrete-sandbox-fsize");
    auto result = sh(fmt::format("head -c 3000000 /dev/zero > {}/big", shell_quote(work)), options, {work});
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_NE(result->exit_code, 0);
    EXPECT_LE(fs::file_size(work / "big"), std::uintmax_t{1} << 20);
}

TEST_F(SandboxTest, KillsEverythingInsideAtTheTimeLimit) {
    const auto start = std::chrono::steady_clock::now();
    auto result = sh("sleep 100 & sleep 100", {}, {}, std::chrono::milliseconds(500));
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(result->timed_out);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST_F(SandboxTest, PathsUnderTmpAreBoundBackReadOnly) {
    const fs::path outside = symcrete::testing::make_temp_dir("symcrete-sandbox-readable");
    std::ofstream(outside / "input.txt") << "visible";
    auto sandbox = Sandbox::create({});
    ASSERT_TRUE(sandbox) << sandbox.error().message;
    auto result =
        sandbox->run({"/bin/sh", "-c", fmt::format("cat {0}/input.txt; echo x > {0}/input.txt", shell_quote(outside))},
                     "/", {}, {outside / "input.txt"}, std::chrono::seconds(60));
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(contains(result->output, "visible")) << result->output;
    EXPECT_EQ(read_text(outside / "input.txt"), "visible");
}

TEST(SandboxCreateTest, MissingOrBrokenBubblewrapIsAClearError) {
    SandboxOptions missing;
    missing.bwrap = "/nonexistent/bwrap";
    auto created = Sandbox::create(missing);
    ASSERT_FALSE(created);
    const std::string& message = created.error().message;
    EXPECT_TRUE(contains(message, "sandbox cannot start")) << message;
    EXPECT_TRUE(contains(message, "/nonexistent/bwrap")) << message;
    EXPECT_TRUE(contains(message, "apt-get install bubblewrap")) << message;
    EXPECT_TRUE(contains(message, "--unsafe-validate")) << message;

    SandboxOptions broken;
    broken.bwrap = "/bin/false";
    created = Sandbox::create(broken);
    ASSERT_FALSE(created);
    EXPECT_TRUE(contains(created.error().message, "sandbox cannot start (/bin/false ended with exit code 1)"))
        << created.error().message;
    EXPECT_TRUE(contains(created.error().message, "--unsafe-validate")) << created.error().message;
}

TEST(SandboxCreateTest, CommandShowsTheIsolation) {
    auto sandbox = Sandbox::create({});
    ASSERT_TRUE(sandbox) << sandbox.error().message;
    EXPECT_TRUE(sandbox->enabled());
    const std::string command =
        jvm::command_line(sandbox->command({"/usr/bin/java", "-version"}, "/tmp/w", {"/tmp/w"}, {"/opt/x.jar"}));
    for (const char* part : {"--unshare-net", "--unshare-pid", "--die-with-parent", "--ro-bind / /", "--tmpfs /tmp",
                             "--bind /tmp/w /tmp/w", "--chdir /tmp/w", "--core=0", "-- /usr/bin/java -version"}) {
        EXPECT_TRUE(contains(command, part)) << part << "\n" << command;
    }
    EXPECT_FALSE(contains(command, "/opt/x.jar")) << command;  // visible anyway: not under /tmp
    EXPECT_FALSE(Sandbox::none().enabled());
    EXPECT_EQ(Sandbox::none().command({"a", "b"}, "/", {}, {}), (std::vector<std::string>{"a", "b"}));
}

}  // namespace
}  // namespace symcrete::jvm
