#include "support/jdks.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "support/test_paths.h"

namespace symcrete::testing {

namespace fs = std::filesystem;

int jdk_feature(const fs::path& home) {
    std::ifstream file(home / "release");
    std::stringstream text;
    text << file.rdbuf();
    const std::string release = text.str();
    const std::string key = "JAVA_VERSION=\"";
    const auto at = release.find(key);
    if (at == std::string::npos) return 0;
    return static_cast<int>(std::strtol(release.c_str() + at + key.size(), nullptr, 10));
}

fs::path build_jdk_home() {
    std::error_code ec;
    return fs::canonical(javac_path(), ec).parent_path().parent_path();
}

std::optional<fs::path> installed_jdk(int at_least) {
    std::optional<fs::path> best;
    int best_feature = 0;
    std::error_code ec;
    for (auto it = fs::directory_iterator("/usr/lib/jvm", ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const fs::path home = fs::canonical(it->path(), ec);
        if (ec || !fs::is_regular_file(home / "bin" / "javac", ec) || !fs::is_regular_file(home / "bin" / "java", ec))
            continue;
        const int feature = jdk_feature(home);
        if (feature >= at_least && (!best || feature < best_feature)) {
            best = home;
            best_feature = feature;
        }
    }
    return best;
}

}  // namespace symcrete::testing
