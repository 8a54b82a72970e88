// Small text helpers the tests share: reading a whole file, substring tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace symcrete::testing {

inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace symcrete::testing
