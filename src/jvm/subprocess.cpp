// Child processes without a shell: fork and exec with the argument vector,
// stdout and stderr captured together through one pipe (capped at 8 MiB),
// a time limit enforced by killing the whole process group, and exec
// failures reported back through a close-on-exec status pipe, so a missing
// program is an error value, not an exit code to guess at.
#include "jvm/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>

extern char** environ;

namespace symcrete::jvm {
namespace {

constexpr std::size_t kMaxOutput = std::size_t{8} << 20;

struct Fd {
    int fd = -1;
    Fd() = default;
    explicit Fd(int f) : fd(f) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() { reset(); }
    void reset() {
        if (fd >= 0) ::close(fd);
        fd = -1;
    }
};

bool is_executable_file(const std::filesystem::path& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

std::string key_of(const std::string& entry) { return entry.substr(0, entry.find('=')); }

}  // namespace

std::optional<std::filesystem::path> find_executable(const std::string& name) {
    if (name.empty()) return std::nullopt;
    if (name.find('/') != std::string::npos) {
        if (is_executable_file(name)) return std::filesystem::path(name);
        return std::nullopt;
    }
    const char* path = std::getenv("PATH");
    std::string dirs = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= dirs.size()) {
        auto end = dirs.find(':', start);
        if (end == std::string::npos) end = dirs.size();
        std::string_view dir = std::string_view(dirs).substr(start, end - start);
        std::filesystem::path candidate = std::filesystem::path(dir.empty() ? std::string_view(".") : dir) / name;
        if (is_executable_file(candidate)) return candidate;
        start = end + 1;
    }
    return std::nullopt;
}

std::string command_line(const std::vector<std::string>& argv) {
    std::string out;
    for (const auto& arg : argv) {
        if (!out.empty()) out += ' ';
        bool plain = !arg.empty() && arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                           "0123456789-_./=:,+@%") == std::string::npos;
        if (plain) {
            out += arg;
            continue;
        }
        out += '\'';
        for (char c : arg) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        out += '\'';
    }
    return out;
}

Result<ProcessResult> run_process(const std::vector<std::string>& argv, const std::filesystem::path& working_dir,
                                  std::chrono::milliseconds time_limit, const std::vector<std::string>& environment,
                                  const std::atomic<bool>* stop, const std::atomic<bool>* cancel) {
    if (argv.empty()) return Error{"run_process: empty command", ErrorKind::ToolFailed};

    // Everything the child needs is prepared before fork: after it, the child
    // only makes async-signal-safe calls.
    std::vector<std::string> env_entries;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
        std::string entry(*e);
        bool replaced = false;
        for (const auto& extra : environment) replaced = replaced || key_of(extra) == key_of(entry);
        if (!replaced) env_entries.push_back(std::move(entry));
    }
    env_entries.insert(env_entries.end(), environment.begin(), environment.end());
    std::vector<char*> envp;
    for (auto& entry : env_entries) envp.push_back(entry.data());
    envp.push_back(nullptr);
    std::vector<std::string> args = argv;
    std::vector<char*> c_argv;
    for (auto& arg : args) c_argv.push_back(arg.data());
    c_argv.push_back(nullptr);
    const std::string dir = working_dir.string();

    std::array<int, 2> out_pipe{-1, -1};
    std::array<int, 2> status_pipe{-1, -1};  // carries errno if exec fails
    if (::pipe2(out_pipe.data(), O_CLOEXEC) != 0) return Error{fmt::format("pipe: {}", std::strerror(errno)), ErrorKind::ToolFailed};
    Fd out_read(out_pipe[0]);
    Fd out_write(out_pipe[1]);
    if (::pipe2(status_pipe.data(), O_CLOEXEC) != 0) return Error{fmt::format("pipe: {}", std::strerror(errno)), ErrorKind::ToolFailed};
    Fd status_read(status_pipe[0]);
    Fd status_write(status_pipe[1]);

    // A child that can be stopped starts with SIGINT blocked, and the mask
    // survives exec: a stop sent before the program has installed its
    // handler waits as a pending signal, where it would otherwise kill the
    // program (default action) or, before exec, reach this process's own
    // handler in the child and be lost. The program unblocks SIGINT once it
    // handles it (class_worker.cpp). Blocked here in the parent's thread
    // around fork, so the child has it blocked from its first instruction.
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    sigset_t before;
    if (stop != nullptr) ::pthread_sigmask(SIG_BLOCK, &interrupt, &before);
    const pid_t pid = ::fork();
    if (pid != 0 && stop != nullptr) ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    if (pid < 0) return Error{fmt::format("fork: {}", std::strerror(errno)), ErrorKind::ToolFailed};
    if (pid == 0) {
        ::setpgid(0, 0);
        int null_fd = ::open("/dev/null", O_RDONLY);
        if (null_fd >= 0) ::dup2(null_fd, 0);
        ::dup2(out_pipe[1], 1);
        ::dup2(out_pipe[1], 2);
        int err = 0;
        if (!dir.empty() && ::chdir(dir.c_str()) != 0) {
            err = errno;
        } else {
            ::execve(c_argv[0], c_argv.data(), envp.data());
            err = errno;
        }
        ssize_t ignored = ::write(status_pipe[1], &err, sizeof err);
        (void)ignored;
        ::_exit(127);
    }
    ::setpgid(pid, pid);  // also in the parent, so a kill cannot race the child's own call
    out_write.reset();
    status_write.reset();

    ProcessResult result;
    const auto deadline = std::chrono::steady_clock::now() + time_limit;
    auto grace_deadline = std::chrono::steady_clock::time_point::max();
    bool stop_sent = false;
    std::array<char, 65536> buffer{};
    while (true) {
        auto now = std::chrono::steady_clock::now();
        if (stop != nullptr && !stop_sent && stop->load()) {
            ::kill(-pid, SIGINT);
            stop_sent = true;
        }
        const bool killed = result.timed_out || result.cancelled;
        if (!killed && cancel != nullptr && cancel->load()) {
            ::kill(-pid, SIGKILL);
            result.cancelled = true;
            grace_deadline = now + std::chrono::seconds(2);
        } else if (!killed && now >= deadline) {
            ::kill(-pid, SIGKILL);
            result.timed_out = true;
            grace_deadline = now + std::chrono::seconds(2);
        }
        if ((result.timed_out || result.cancelled) && now >= grace_deadline) break;  // a stray holder of the pipe
        auto until = result.timed_out || result.cancelled ? grace_deadline : deadline;
        auto wait_ms = std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count();
        // A flag to watch: look again soon, so a stop or a cancel acts within 100 ms.
        const long long poll_ms = stop != nullptr || cancel != nullptr ? 100 : 1000;
        pollfd pfd{out_read.fd, POLLIN, 0};
        int ready = ::poll(&pfd, 1, static_cast<int>(std::clamp<long long>(wait_ms, 0, poll_ms)));
        if (ready < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (ready == 0) continue;
        ssize_t n = ::read(out_read.fd, buffer.data(), buffer.size());
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            break;
        }
        if (n == 0) break;
        if (result.output.size() < kMaxOutput) {
            result.output.append(buffer.data(), std::min(static_cast<std::size_t>(n), kMaxOutput - result.output.size()));
        }
    }

    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    int exec_errno = 0;
    if (::read(status_read.fd, &exec_errno, sizeof exec_errno) == static_cast<ssize_t>(sizeof exec_errno)) {
        return Error{fmt::format("cannot run {}{}: {}", args[0],
                                 dir.empty() ? "" : " in " + dir, std::strerror(exec_errno)), ErrorKind::ToolFailed};
    }
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.term_signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return result;
}

}  // namespace symcrete::jvm
