// The real HostSystem (host_system.h) for `symcrete run`, on POSIX calls:
// writes retry after EINTR and short writes and return errno, reads of standard
// input block as read(2) does, and FIONREAD answers available(). SIGPIPE is
// ignored so that writing to a closed pipe is an EPIPE that Java code sees
// (checkError, an IOException) rather than the end of the process. The user and
// environment are read as the JDK reads them: getpwuid of the real user id, and
// environ entries that hold a '='.
#include "engine/host_system.h"

#include <pwd.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <climits>

extern char** environ;

namespace symcrete::engine {

namespace {

class ProcessSystem final : public HostSystem {
public:
    ProcessSystem() { std::signal(SIGPIPE, SIG_IGN); }

    int write(int fd, std::string_view bytes) override {
        while (!bytes.empty()) {
            ssize_t n = ::write(fd, bytes.data(), bytes.size());
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) return errno;
            if (n == 0) return EIO;
            bytes.remove_prefix(static_cast<std::size_t>(n));
        }
        return 0;
    }

    std::int64_t read(char* buffer, std::size_t size) override {
        for (;;) {
            ssize_t n = ::read(0, buffer, size);
            if (n < 0 && errno == EINTR) continue;
            return n;
        }
    }

    std::int64_t available() override {
        int n = 0;
        return ioctl(0, FIONREAD, &n) == 0 ? n : 0;
    }

    std::string working_directory() override {
        char path[PATH_MAX];
        return getcwd(path, sizeof path) != nullptr ? std::string(path) : std::string("/");
    }

    User user() override {
        // The JDK's fallback is "?" when the user has no password entry.
        const passwd* entry = getpwuid(getuid());
        if (entry == nullptr) return {"?", "?"};
        return {entry->pw_name != nullptr ? entry->pw_name : "?", entry->pw_dir != nullptr ? entry->pw_dir : "?"};
    }

    std::vector<std::pair<std::string, std::string>> environment() override {
        std::vector<std::pair<std::string, std::string>> variables;
        for (char** entry = environ; entry != nullptr && *entry != nullptr; ++entry) {
            std::string_view text(*entry);
            auto equals = text.find('=');
            // As the JDK's environ(): entries without '=' are skipped.
            if (equals == std::string_view::npos || equals == 0) continue;
            variables.emplace_back(std::string(text.substr(0, equals)), std::string(text.substr(equals + 1)));
        }
        return variables;
    }
};

}  // namespace

std::unique_ptr<HostSystem> make_process_system() { return std::make_unique<ProcessSystem>(); }

}  // namespace symcrete::engine
