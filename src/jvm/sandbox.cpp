// Building the bubblewrap command line for sandbox.h: which paths are bound
// read-only or writable, the private /tmp, the namespaces, the resource
// limits applied through prlimit, and (as root) the switch to an
// unprivileged uid with setpriv. A sandbox is started once at creation, so
// a system that forbids user namespaces is a clear error before any test
// runs.
#include "jvm/sandbox.h"

#include <signal.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

namespace symcrete::jvm {
namespace {

namespace fs = std::filesystem;

constexpr std::uint32_t kUidBase = 1u << 30;

// The end of a long output, where a failing tool says why.
std::string tail(std::string_view text, std::size_t limit = 3000) {
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.remove_suffix(1);
    if (text.size() <= limit) return std::string(text);
    return "...\n" + std::string(text.substr(text.size() - limit));
}

bool is_under(const fs::path& path, const fs::path& dir) {
    auto p = path.begin();
    for (auto d = dir.begin(); d != dir.end(); ++d, ++p) {
        if (d->empty()) continue;  // a trailing separator
        if (p == path.end() || *p != *d) return false;
    }
    return true;
}

// Replaced by an empty tmpfs inside; paths under them are bound back as needed.
constexpr const char* kHiddenDirs[] = {"/tmp", "/run"};

bool is_hidden(const fs::path& path) {
    return std::any_of(std::begin(kHiddenDirs), std::end(kHiddenDirs),
                       [&](const char* dir) { return is_under(path, dir); });
}

fs::path absolute_path(const fs::path& path) {
    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? fs::absolute(path, ec).lexically_normal() : canonical;
}

// Hands every file and directory under `root` (not following symbolic links)
// to uid:gid. A failure shows later, as a tool that cannot write.
void chown_tree(const fs::path& root, uid_t uid, gid_t gid) {
    auto give = [&](const fs::path& path) {
        if (::lchown(path.c_str(), uid, gid) != 0) return;
    };
    give(root);
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        give(it->path());
    }
}

const char* signal_name(int sig) {
    switch (sig) {
        case SIGABRT: return "SIGABRT";
        case SIGKILL: return "SIGKILL";
        case SIGSEGV: return "SIGSEGV";
        case SIGBUS: return "SIGBUS";
        case SIGTERM: return "SIGTERM";
        case SIGXCPU: return "SIGXCPU, the CPU time limit";
        case SIGXFSZ: return "SIGXFSZ, the file size limit";
        default: return nullptr;
    }
}

std::string describe_signal(int sig) {
    const char* name = signal_name(sig);
    return name != nullptr ? fmt::format("signal {}, {}", sig, name) : fmt::format("signal {}", sig);
}

}  // namespace

std::string describe_end(const ProcessResult& result, bool sandboxed, std::chrono::milliseconds time_limit) {
    if (result.timed_out) {
        auto seconds = std::chrono::duration_cast<std::chrono::seconds>(time_limit).count();
        return seconds > 0 ? fmt::format("killed at the time limit of {} s", seconds)
                           : fmt::format("killed at the time limit of {} ms", time_limit.count());
    }
    if (result.term_signal != 0) return "killed by " + describe_signal(result.term_signal);
    if (sandboxed && result.exit_code > 128 && result.exit_code < 128 + 65) {
        return fmt::format("exit code {} ({})", result.exit_code, describe_signal(result.exit_code - 128));
    }
    return fmt::format("exit code {}", result.exit_code);
}

Sandbox Sandbox::none() { return Sandbox(); }

Result<Sandbox> Sandbox::create(const SandboxOptions& options) {
    Sandbox sandbox;
    sandbox.options_ = options;
    sandbox.enabled_ = true;
    sandbox.as_root_ = ::geteuid() == 0;
    sandbox.uid_ = options.uid != 0 ? options.uid : kUidBase + static_cast<std::uint32_t>(::getpid()) % 65536u;

    const std::string fix =
        "Install bubblewrap (Debian: apt-get install bubblewrap), or pass --unsafe-validate to run the tests "
        "without a sandbox (they can then change your files, use the network and start processes)";
    auto bwrap = find_executable(options.bwrap);
    if (!bwrap) {
        return Error{fmt::format("cannot validate tests: the sandbox cannot start: bubblewrap ('{}') was not found{}. {}",
                                 options.bwrap, options.bwrap.find('/') == std::string::npos ? " on PATH" : "", fix), ErrorKind::ToolFailed};
    }
    sandbox.bwrap_ = *bwrap;
    auto prlimit = find_executable("prlimit");
    auto setpriv = find_executable("setpriv");
    if (!prlimit || (sandbox.as_root_ && !setpriv)) {
        return Error{fmt::format("cannot validate tests: the sandbox cannot start: {} not found on PATH. Install "
                                 "util-linux, or pass --unsafe-validate to run the tests without a sandbox",
                                 !prlimit ? "prlimit" : "setpriv"), ErrorKind::ToolFailed};
    }
    sandbox.prlimit_ = *prlimit;
    if (setpriv) sandbox.setpriv_ = *setpriv;

    // Start one to see that this system lets bwrap create its namespaces.
    auto truth = find_executable("true");
    std::vector<std::string> probe = sandbox.command({truth ? truth->string() : "/bin/true"}, "/", {}, {});
    auto ran = run_process(probe, "/", std::chrono::seconds(30));
    if (!ran) {
        return Error{fmt::format("cannot validate tests: the sandbox cannot start: {}. {}", ran.error().message, fix), ErrorKind::ToolFailed};
    }
    if (ran->exit_code != 0) {
        std::string why = tail(ran->output);
        return Error{fmt::format("cannot validate tests: the sandbox cannot start ({} ended with {}){}{}\n{}. If "
                                 "bubblewrap is installed, user namespaces may be disabled on this system "
                                 "(sysctl kernel.unprivileged_userns_clone or user.max_user_namespaces)",
                                 sandbox.bwrap_.string(), describe_end(*ran, false, std::chrono::seconds(30)),
                                 why.empty() ? "" : ":\n", why, fix), ErrorKind::ToolFailed};
    }
    return sandbox;
}

std::vector<std::string> Sandbox::command(const std::vector<std::string>& argv, const fs::path& working_dir,
                                          const std::vector<fs::path>& writable,
                                          const std::vector<fs::path>& readable) const {
    if (!enabled_) return argv;
    std::vector<std::string> cmd = {bwrap_.string(), "--die-with-parent", "--new-session", "--unshare-ipc",
                                    "--unshare-pid", "--unshare-net",    "--unshare-uts", "--unshare-cgroup-try"};
    if (!as_root_) {
        for (const char* arg : {"--unshare-user", "--disable-userns"}) cmd.push_back(arg);
    }
    for (const char* arg : {"--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"}) cmd.push_back(arg);
    // A private /tmp, and /run (the host's sockets: D-Bus, the user's
    // runtime directory) hidden.
    for (const char* hidden : kHiddenDirs) {
        for (const std::string& arg :
             {std::string("--perms"), std::string(std::string_view(hidden) == "/tmp" ? "1777" : "0755"),
              std::string("--size"), std::to_string(options_.tmp_bytes), std::string("--tmpfs"), std::string(hidden)}) {
            cmd.push_back(arg);
        }
    }

    // Parents before children; a path already visible through an earlier
    // mount is left as it is.
    struct Mount {
        fs::path path;
        bool write;
    };
    std::vector<Mount> mounts;
    for (const auto& path : writable) mounts.push_back({absolute_path(path), true});
    for (const auto& path : readable) mounts.push_back({absolute_path(path), false});
    if (!working_dir.empty()) mounts.push_back({absolute_path(working_dir), false});
    std::sort(mounts.begin(), mounts.end(), [](const Mount& a, const Mount& b) {
        return a.path != b.path ? a.path < b.path : a.write > b.write;
    });
    std::vector<Mount> done;
    for (const Mount& mount : mounts) {
        const Mount* cover = nullptr;
        for (const Mount& earlier : done) {
            if (is_under(mount.path, earlier.path)) cover = &earlier;  // the innermost one
        }
        bool visible = cover != nullptr ? (cover->write || !mount.write) : !is_hidden(mount.path) && !mount.write;
        if (visible) continue;
        cmd.push_back(mount.write ? "--bind" : "--ro-bind");
        cmd.push_back(mount.path.string());
        cmd.push_back(mount.path.string());
        done.push_back(mount);
    }
    if (!working_dir.empty()) {
        cmd.push_back("--chdir");
        cmd.push_back(absolute_path(working_dir).string());
    }

    if (as_root_) {
        cmd.push_back("--cap-drop");
        cmd.push_back("ALL");
        for (const char* cap : {"CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP", "CAP_DAC_READ_SEARCH"}) {
            cmd.push_back("--cap-add");
            cmd.push_back(cap);
        }
        cmd.push_back("--");
        for (const std::string& arg :
             {setpriv_.string(), fmt::format("--reuid={}", uid_), fmt::format("--regid={}", uid_),
              std::string("--clear-groups"), std::string("--securebits=+no_setuid_fixup"),
              std::string("--inh-caps=-all,+dac_read_search"),
              std::string("--ambient-caps=-all,+dac_read_search"), std::string("--bounding-set=-all,+dac_read_search"),
              std::string("--no-new-privs")}) {
            cmd.push_back(arg);
        }
    }
    cmd.push_back("--");
    cmd.push_back(prlimit_.string());
    // SIGXCPU at the limit (which says why), SIGKILL a little later.
    cmd.push_back(fmt::format("--cpu={}:{}", options_.cpu_time.count(), options_.cpu_time.count() + 5));
    cmd.push_back(fmt::format("--data={}", options_.memory_bytes));
    cmd.push_back(fmt::format("--nproc={}", options_.max_processes));
    cmd.push_back(fmt::format("--fsize={}", options_.max_file_bytes));
    cmd.push_back("--core=0");
    cmd.push_back("--");
    cmd.insert(cmd.end(), argv.begin(), argv.end());
    return cmd;
}

Result<ProcessResult> Sandbox::run(const std::vector<std::string>& argv, const fs::path& working_dir,
                                   const std::vector<fs::path>& writable, const std::vector<fs::path>& readable,
                                   std::chrono::milliseconds time_limit,
                                   const std::vector<std::string>& environment,
                                   const std::atomic<bool>* cancel) const {
    if (!enabled_) return run_process(argv, working_dir, time_limit, environment, nullptr, cancel);
    if (!as_root_)
        return run_process(command(argv, working_dir, writable, readable), working_dir, time_limit, environment, nullptr,
                           cancel);

    // The sandbox's uid owns the writable directories while it runs.
    for (const auto& dir : writable) chown_tree(dir, uid_, uid_);
    auto result =
        run_process(command(argv, working_dir, writable, readable), working_dir, time_limit, environment, nullptr, cancel);
    for (const auto& dir : writable) chown_tree(dir, ::geteuid(), ::getegid());
    return result;
}

}  // namespace symcrete::jvm
