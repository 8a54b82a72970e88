// Output paths checked before any work (output_paths.h): every check ends
// in making a temporary directory where the output would go, so the answer
// is the file system's own, for root as for anyone.
#include "output_paths.h"

#include <fstream>

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

namespace symcrete::app {

namespace fs = std::filesystem;

fs::path nearest_existing(const fs::path& path) {
    std::error_code ec;
    fs::path dir = path.is_absolute() ? path : fs::absolute(path, ec);
    if (ec) dir = path;
    while (!dir.empty() && !fs::exists(dir, ec)) {
        if (dir == dir.parent_path()) break;
        dir = dir.parent_path();
    }
    return dir.empty() ? fs::path(".") : dir;
}

Status try_making_a_directory(std::string_view option, const fs::path& shown, const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return Error{fmt::format("{} {}: {} is not a directory", option, shown.string(), dir.string())};
    std::string probe = (dir / ".symcrete-probe-XXXXXX").string();
    if (::mkdtemp(probe.data()) == nullptr)
        return Error{fmt::format("{} {}: cannot write into {}: {}", option, shown.string(), dir.string(),
                                 std::strerror(errno))};
    ::rmdir(probe.c_str());
    return Ok{};
}

Status check_output_dir(std::string_view option, const fs::path& dir) {
    std::error_code ec;
    if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
        return Error{fmt::format("{} {}: exists and is not a directory", option, dir.string())};
    return try_making_a_directory(option, dir, nearest_existing(dir));
}

Status check_output_file(std::string_view option, const fs::path& file) {
    std::error_code ec;
    if (fs::is_directory(file, ec)) return Error{fmt::format("{} {}: is a directory", option, file.string())};
    const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
    if (!fs::exists(folder, ec))
        return Error{fmt::format("{} {}: the folder {} does not exist", option, file.string(), folder.string())};
    if (fs::exists(file, ec) && ::access(file.c_str(), W_OK) != 0)
        return Error{fmt::format("{} {}: cannot write it: {}", option, file.string(), std::strerror(errno))};
    return try_making_a_directory(option, file, folder);
}

bool print_or_write_report(std::string_view who, const std::string& report, const std::string& file) {
    if (file.empty()) {
        fmt::print("{}", report);
        return true;
    }
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << report;
    if (!out) {
        fmt::print(stderr, "{}: cannot write {}\n", who, file);
        return false;
    }
    fmt::print(stderr, "{}: wrote {}\n", who, file);
    return true;
}

}  // namespace symcrete::app
