#include "support/java_compiler.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

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

}  // namespace

std::filesystem::path make_temp_dir(const std::string& prefix) {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
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

std::filesystem::path compile_java(const std::string& subdir, int release) {
    static std::map<std::pair<std::string, int>, std::filesystem::path> cache;
    auto key = std::make_pair(subdir, release);
    if (auto it = cache.find(key); it != cache.end()) return it->second;

    std::filesystem::path source_dir = std::filesystem::path(SYMCRETE_TEST_JAVA_DIR) / subdir;
    std::string sources;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(source_dir)) {
        if (entry.path().extension() == ".java") sources += " '" + entry.path().string() + "'";
    }
    // A nested subdir ("classfile/java8") must not put a '/' into the temp dir's name.
    std::string tag = subdir;
    std::replace(tag.begin(), tag.end(), '/', '-');
    std::filesystem::path out = make_temp_dir("symcrete-javac-" + tag + "-" + std::to_string(release));
    // javac names class files (and reads sources) in the locale's encoding; under
    // LANG=C it cannot write a class whose name is not ASCII. Fix it to UTF-8.
    std::string command = "LC_ALL=C.UTF-8 " + std::string(SYMCRETE_JAVAC) + " -nowarn -g --release " +
                          std::to_string(release) + " -d '" + out.string() + "'" + sources;
    CommandResult result = run_command(command);
    if (result.status != 0) {
        ADD_FAILURE() << "javac failed: " << command << "\n" << result.output;
        return {};
    }
    cache[key] = out;
    return out;
}

}  // namespace symcrete::testing
