#include "support/java_compiler.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>
#include "support/test_paths.h"

namespace symcrete::testing {
namespace {

struct TempDirs {
    std::vector<std::filesystem::path> dirs;
    ~TempDirs() {
        std::error_code ignored;
        for (const auto& dir : dirs) std::filesystem::remove_all(dir, ignored);
    }
};

TempDirs& temp_dirs() {
    static TempDirs dirs;
    return dirs;
}

std::filesystem::path make_dir_under(const std::filesystem::path& parent, const std::string& prefix) {
    std::error_code ec;
    std::filesystem::create_directories(parent, ec);
    std::string pattern = (parent / (prefix + "-XXXXXX")).string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (mkdtemp(buffer.data()) == nullptr) {
        ADD_FAILURE() << "mkdtemp failed for " << pattern;
        return {};
    }
    std::filesystem::path dir(buffer.data());
    temp_dirs().dirs.push_back(dir);
    return dir;
}

bool under_hidden_dir(const std::filesystem::path& path) {
    const std::string text = std::filesystem::weakly_canonical(path).string();
    for (std::string_view hidden : {"/tmp", "/run"}) {
        if (text == hidden || text.starts_with(std::string(hidden) + "/")) return true;
    }
    return false;
}

}  // namespace

std::filesystem::path make_temp_dir(const std::string& prefix) {
    return make_dir_under(std::filesystem::temp_directory_path(), prefix);
}

std::filesystem::path make_host_dir(const std::string& prefix) {
    const std::filesystem::path build_tree(test_cache_dir());
    return make_dir_under(under_hidden_dir(build_tree) ? std::filesystem::path("/var/tmp") : build_tree, prefix);
}

std::string symcrete_command(const std::string& args) { return shell_quote(symcrete_binary()) + " " + args; }

CommandResult run_command(const std::string& command) {
    CommandResult result;
    std::string full = command + " 2>&1";
    FILE* pipe = popen(full.c_str(), "r");
    if (pipe == nullptr) return result;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.output.append(buffer.data(), n);
    int status = pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

namespace {

// Identifies a set of sources by their paths, sizes and modification times, so
// an edited source gets a fresh compilation.
std::string fingerprint(const std::vector<std::filesystem::path>& sources) {
    std::string key;
    for (const auto& source : sources) {
        std::error_code ec;
        key += source.string() + ':' + std::to_string(std::filesystem::file_size(source, ec)) + ':' +
               std::to_string(std::filesystem::last_write_time(source, ec).time_since_epoch().count()) + ';';
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016zx", std::hash<std::string>{}(key));
    return hex;
}

}  // namespace

// Every test runs in its own process (gtest_discover_tests), so the classes are
// cached on disk under the build tree, keyed by a fingerprint of the sources.
// Concurrent test processes compile into private directories and publish with
// an atomic rename; the loser of a race uses the winner's copy.
std::filesystem::path compile_java(const std::string& subdir, int release) {
    return compile_java_tree(test_java_dir() / subdir, subdir,
                             "-g --release " + std::to_string(release));
}

std::filesystem::path compile_java_tree(const std::filesystem::path& source_dir, const std::string& name,
                                        const std::string& javac_flags) {
    static std::map<std::pair<std::string, std::string>, std::filesystem::path> cache;
    auto key = std::make_pair(source_dir.string(), javac_flags);
    if (auto it = cache.find(key); it != cache.end()) return it->second;

    std::vector<std::filesystem::path> source_files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(source_dir)) {
        if (entry.path().extension() == ".java") source_files.push_back(entry.path());
    }
    std::sort(source_files.begin(), source_files.end());
    std::string sources;
    for (const auto& file : source_files) sources += " " + shell_quote(file);

    // A nested subdir ("classfile/java8") must not put a '/' into a directory name.
    std::string tag = name;
    std::replace(tag.begin(), tag.end(), '/', '-');
    for (char c : javac_flags)
        if (std::isalnum(static_cast<unsigned char>(c))) tag += c;
    std::filesystem::path cache_root(test_cache_dir());
    std::filesystem::path final_dir =
        cache_root / (tag + "-" + fingerprint(source_files));
    std::error_code ec;
    if (std::filesystem::is_directory(final_dir, ec)) return cache[key] = final_dir;

    std::filesystem::create_directories(cache_root, ec);
    std::string pattern = (cache_root / "tmp-XXXXXX").string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (mkdtemp(buffer.data()) == nullptr) {
        ADD_FAILURE() << "mkdtemp failed for " << pattern;
        return {};
    }
    std::filesystem::path out(buffer.data());
    // javac names class files (and reads sources) in the locale's encoding; under
    // LANG=C it cannot write a class whose name is not ASCII. Fix it to UTF-8.
    std::string command = "LC_ALL=C.UTF-8 " + shell_quote(javac_path()) + " -nowarn " + javac_flags + " -d " +
                          shell_quote(out) + sources;
    CommandResult result = run_command(command);
    if (result.status != 0) {
        std::filesystem::remove_all(out, ec);
        ADD_FAILURE() << "javac failed: " << command << "\n" << result.output;
        return {};
    }
    std::filesystem::rename(out, final_dir, ec);
    if (ec) std::filesystem::remove_all(out, ec);  // another process published first
    return cache[key] = final_dir;
}

}  // namespace symcrete::testing
