// Files and directories for runs of the JVM's tools: whole-file reads and
// writes, the end of a long tool output, class path lists, temporary and
// cached directories.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::jvm {

// The whole file; `ok` says whether it could be opened.
std::string read_file(const std::filesystem::path& path, bool& ok);
// Replaces the file with `text`; false when it could not be written.
bool write_file(const std::filesystem::path& path, std::string_view text);

// The end of a long tool output (at most `limit` characters), which is where
// javac and java say what failed.
std::string tail(std::string_view text, std::size_t limit = 6000);

// Entries joined with ':', as java's -cp takes them.
std::string join_path_list(const std::vector<std::filesystem::path>& entries);

// A directory that removes itself unless released (path cleared).
struct TempDir {
    std::filesystem::path path;
    ~TempDir();
};

// A new directory <parent>/<prefix>XXXXXX (mkdtemp).
Result<std::filesystem::path> make_temp_dir(const std::filesystem::path& parent, const std::string& prefix);
// Removes the directory and everything in it, then creates it empty.
Status reset_dir(const std::filesystem::path& dir);

// 64-bit FNV-1a: cache keys, not security.
std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 0xcbf29ce484222325ull);
// Path, size and modification time: a key part that changes with the file.
std::string file_stamp(const std::filesystem::path& path);

// A directory under `cache_dir` named <prefix>-<hash of key>, filled once by
// `build` in a private temporary directory that is then published with a
// rename, so concurrent users never see half of it; later runs reuse it.
Result<std::filesystem::path> cached_build(const std::filesystem::path& cache_dir, const std::string& prefix,
                                           const std::string& key,
                                           const std::function<Status(const std::filesystem::path&)>& build);

}  // namespace symcrete::jvm
