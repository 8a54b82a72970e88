// The sandbox the Validator runs the JDK tools in: javac, the JUnit launcher
// and the JaCoCo helper all run the user's code (or could), so each runs
// inside bubblewrap (bwrap, Debian package bubblewrap) with
//
//   - the host's file system read-only (--ro-bind / /), a private /tmp (a
//     tmpfs of limited size), /run hidden the same way (it holds the host's
//     sockets: D-Bus, the user's runtime directory, whose connect() a
//     read-only mount does not stop), and read-write only the directories
//     the caller names (the validator's work directory); paths under /tmp
//     or /run the tools must read are bound back read-only;
//   - no network (a new, empty network namespace), its own PID, IPC and UTS
//     namespaces, a new session, and SIGKILL for everything inside when the
//     caller dies or kills it at the time limit;
//   - resource limits set by prlimit(1) just before the tool starts: CPU
//     time, data segment (heap and every other private writable mapping:
//     the JVM's heap, native memory and thread stacks), processes (threads
//     count), largest file, no core dumps.
//
// RLIMIT_NPROC is not enforced for uid 0 (nor for a process with
// CAP_SYS_RESOURCE or CAP_SYS_ADMIN), and a user namespace set up by root
// maps the sandbox's uid to root outside. So as root bwrap runs privileged
// without a user namespace, keeps only the capabilities to switch users, and
// setpriv(1) switches to a uid of the sandbox's own (2^30 + pid mod 65536,
// which no account normally has, one per Symcrete process) with no
// capabilities except CAP_DAC_READ_SEARCH (to read, never write, files the
// invoking root could read) and no_new_privs. The securebit no_setuid_fixup
// keeps that capability for access(2) too, which javac uses to check its
// sources. The writable directories are handed to that uid for the run and
// back afterwards. As any other user bwrap creates a user namespace (mapping the
// user to itself, with further user namespaces disabled) and the process
// limit counts only the sandbox's own processes.
//
// setpriv and prlimit come from util-linux (an essential package on Debian).
#pragma once

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "support/result.h"
#include "jvm/subprocess.h"
#include "jvm/java_tools.h"

namespace symcrete::jvm {

class Sandbox {
public:
    // Resolves bwrap, setpriv and prlimit and starts a sandbox once to check
    // that it works here. The error says what failed and how to fix it.
    static Result<Sandbox> create(const SandboxOptions& options);
    // No sandbox: processes run as they are (--unsafe-validate).
    static Sandbox none();

    bool enabled() const { return enabled_; }

    // Runs argv (argv[0] a path) like run_process, inside the sandbox:
    // `writable` directories (which must exist) are read-write, `readable`
    // paths are visible even when under /tmp. The working directory must be
    // one of either. `cancel` as for run_process.
    Result<ProcessResult> run(const std::vector<std::string>& argv, const std::filesystem::path& working_dir,
                              const std::vector<std::filesystem::path>& writable,
                              const std::vector<std::filesystem::path>& readable, std::chrono::milliseconds time_limit,
                              const std::vector<std::string>& environment = {},
                              const std::atomic<bool>* cancel = nullptr) const;

    // The full command run() starts for argv (without the hand-over of the
    // writable directories), for messages and tests.
    std::vector<std::string> command(const std::vector<std::string>& argv, const std::filesystem::path& working_dir,
                                     const std::vector<std::filesystem::path>& writable,
                                     const std::vector<std::filesystem::path>& readable) const;

private:
    Sandbox() = default;
    SandboxOptions options_;
    bool enabled_ = false;
    bool as_root_ = false;  // privileged bwrap, then setpriv to uid_
    uid_t uid_ = 0;
    std::filesystem::path bwrap_;
    std::filesystem::path setpriv_;
    std::filesystem::path prlimit_;
};

// "exit code 134 (signal 6: Aborted)", "killed by signal 9 (Killed)",
// "killed at the time limit of 600 s": how a process ended, for messages.
// `sandboxed`: exit codes above 128 are bwrap's report of a signal.
std::string describe_end(const ProcessResult& result, bool sandboxed, std::chrono::milliseconds time_limit);

}  // namespace symcrete::jvm
