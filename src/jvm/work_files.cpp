// The files a run of the JVM's tools works with: reading and writing them
// whole, temporary and reset directories, and a cache directory filled once
// and published by a rename, so that concurrent Symcrete processes (gen's
// worker processes, parallel CI jobs) share compiled helpers safely.
#include "jvm/work_files.h"

#include <fmt/format.h>

#include <cstdlib>  // mkdtemp
#include <fstream>
#include <sstream>
#include <system_error>

namespace symcrete::jvm {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path, bool& ok) {
    std::ifstream file(path, std::ios::binary);
    ok = static_cast<bool>(file);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

bool write_file(const fs::path& path, std::string_view text) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
    file.close();
    return static_cast<bool>(file);
}

std::string tail(std::string_view text, std::size_t limit) {
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.remove_suffix(1);
    if (text.size() <= limit) return std::string(text);
    return "...\n" + std::string(text.substr(text.size() - limit));
}

std::string join_path_list(const std::vector<fs::path>& entries) {
    std::string out;
    for (const auto& entry : entries) {
        if (!out.empty()) out += ':';
        out += entry.string();
    }
    return out;
}

TempDir::~TempDir() {
    if (!path.empty()) {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
}

Result<fs::path> make_temp_dir(const fs::path& parent, const std::string& prefix) {
    std::error_code ec;
    fs::create_directories(parent, ec);
    std::string pattern = (parent / (prefix + "XXXXXX")).string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (::mkdtemp(buffer.data()) == nullptr) return Error{fmt::format("cannot create a directory like {}", pattern), ErrorKind::ToolFailed};
    return fs::path(buffer.data());
}

Status reset_dir(const fs::path& dir) {
    std::error_code ec;
    fs::remove_all(dir, ec);
    if (ec) return Error{fmt::format("cannot clear {}: {}", dir.string(), ec.message()), ErrorKind::ToolFailed};
    fs::create_directories(dir, ec);
    if (ec) return Error{fmt::format("cannot create {}: {}", dir.string(), ec.message()), ErrorKind::ToolFailed};
    return Ok{};
}

std::uint64_t fnv1a(std::string_view text, std::uint64_t hash) {
    for (unsigned char c : text) {
        hash ^= c;
        hash *= 0x100000001b3ull;
    }
    return hash;
}

std::string file_stamp(const fs::path& path) {
    std::error_code ec;
    auto size = fs::file_size(path, ec);
    auto time = fs::last_write_time(path, ec).time_since_epoch().count();
    return fmt::format("{}:{}:{};", path.string(), size, time);
}

// A directory under `cache_dir` named <prefix>-<hash of key>, filled once by
// `build` in a private temporary directory that is then published with a
// rename, so concurrent users never see half of it; later runs reuse it.
Result<fs::path> cached_build(const fs::path& cache_dir, const std::string& prefix, const std::string& key,
                              const std::function<Status(const fs::path&)>& build) {
    const fs::path final_dir = cache_dir / fmt::format("{}-{:016x}", prefix, fnv1a(key));
    std::error_code ec;
    if (fs::is_regular_file(final_dir / "complete", ec)) return final_dir;
    auto building = make_temp_dir(cache_dir, "tmp-" + prefix + "-");
    if (!building) return building.error();
    TempDir cleanup{*building};
    if (auto status = build(*building); !status) return status.error();
    if (!write_file(*building / "complete", "")) return Error{"cannot write in " + building->string(), ErrorKind::ToolFailed};
    fs::permissions(*building, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                   fs::perms::others_read | fs::perms::others_exec, ec);
    fs::rename(*building, final_dir, ec);
    if (!ec) cleanup.path.clear();  // published; otherwise another process was first
    if (!fs::is_regular_file(final_dir / "complete", ec)) {
        return Error{fmt::format("cannot publish {} into {}", prefix, final_dir.string()), ErrorKind::ToolFailed};
    }
    return final_dir;
}

}  // namespace symcrete::jvm
