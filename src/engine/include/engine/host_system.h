// The process's standard streams, environment and working directory, which a
// run of a program (`symcrete run`) uses as `java` would: System.out and
// System.err write to file descriptors 1 and 2 when HotSpot's would,
// System.in reads descriptor 0, System.getenv and user.dir are the process's.
// Exploration and replays have none (EngineOptions::system is null): what a
// path prints is captured in its State (paths fork; the text is part of a
// path's outcome), System.in is empty, and the environment and user.dir are
// fixed, so exploration stays deterministic (design decision 6).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace symcrete::engine {

class HostSystem {
public:
    virtual ~HostSystem() = default;
    // Writes all of `bytes` to descriptor 1 or 2: 0, or the errno of the
    // failure (EPIPE for a reader that went away), which Java reports through
    // PrintStream.checkError() or a FileOutputStream's IOException.
    virtual int write(int fd, std::string_view bytes) = 0;
    // Reads at most `size` bytes of standard input, blocking as read(2)
    // does: how many (0 at the end of the input), or -1 on an error.
    virtual std::int64_t read(char* buffer, std::size_t size) = 0;
    // Bytes standard input can give without blocking (FileInputStream.available).
    virtual std::int64_t available() = 0;
    virtual std::string working_directory() = 0;
    struct User {
        std::string name;  // user.name
        std::string home;  // user.home
    };
    virtual User user() = 0;  // as the JDK reads them: the password entry of the real user id
    virtual std::vector<std::pair<std::string, std::string>> environment() = 0;  // in the process's order
};

// The real thing: descriptors 0, 1 and 2, environ and getcwd. Ignores
// SIGPIPE, so that writing to a closed pipe is an error Java code sees
// (checkError) rather than the end of the process.
std::unique_ptr<HostSystem> make_process_system();

}  // namespace symcrete::engine
