// Small text helpers the tests share: reading a whole file, substring
// tests, the @Test methods of a generated suite.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace symcrete::testing {

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The @Test methods of a generated suite, each from its annotation to its closing brace.
inline std::vector<std::string> test_bodies(const std::string& source) {
    std::vector<std::string> bodies;
    for (std::size_t at = source.find("@Test"); at != std::string::npos; at = source.find("@Test", at + 1)) {
        const std::size_t end = source.find("\n    }\n", at);
        bodies.push_back(source.substr(at, end == std::string::npos ? std::string::npos : end - at));
    }
    return bodies;
}

}  // namespace symcrete::testing
