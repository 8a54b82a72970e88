// Running the JDK tools: a child process with an argument vector (no shell),
// a working directory, a time limit and its stdout and stderr captured
// together. Used by the testgen library, and by app to run Maven.
#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::jvm {

struct ProcessResult {
    int exit_code = -1;      // -1 when killed by a signal
    int term_signal = 0;     // the signal that killed it, else 0
    bool timed_out = false;  // killed (with its process group) at the time limit
    bool cancelled = false;  // killed (with its process group) because `cancel` became true
    std::string output;      // stdout and stderr interleaved, the first 8 MiB
};

// `name` itself when it contains a '/', else the first executable file called
// `name` on PATH.
std::optional<std::filesystem::path> find_executable(const std::string& name);

// Runs argv[0] (a path, see find_executable) with the environment plus
// `environment` ("KEY=value" entries replace inherited ones), stdin from
// /dev/null. An Error only when the process cannot be started; a failing or
// timed-out process is a result. When `stop` is given, the process starts
// with SIGINT blocked, and once `stop` becomes true its group gets one
// SIGINT: a program run so must install a handler and then unblock SIGINT,
// and so learns of a stop however early it came, to end early and keep its
// work. Once `cancel` becomes true the process group is killed (SIGKILL) at
// once, as at the time limit: for a run that must end now (gen's second
// Ctrl-C). Both flags are looked at every 100 ms.
Result<ProcessResult> run_process(const std::vector<std::string>& argv, const std::filesystem::path& working_dir,
                                  std::chrono::milliseconds time_limit,
                                  const std::vector<std::string>& environment = {},
                                  const std::atomic<bool>* stop = nullptr, const std::atomic<bool>* cancel = nullptr);

// "a b 'c d'": a command line for messages, quoted for a POSIX shell.
std::string command_line(const std::vector<std::string>& argv);

}  // namespace symcrete::jvm
