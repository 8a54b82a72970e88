// Quoting for the shell commands tests build. A checkout may live anywhere,
// including a folder whose name has a space, so every path a test puts on a
// command line goes through shell_quote.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace symcrete::testing {

// `text` as one POSIX shell word: in single quotes, each ' written as '\''.
inline std::string shell_quote(std::string_view text) {
    std::string out = "'";
    for (char c : text) {
        if (c == '\'') out += "'\\''";
        else out += c;
    }
    return out + "'";
}

inline std::string shell_quote(const std::string& text) { return shell_quote(std::string_view(text)); }
inline std::string shell_quote(const char* text) { return shell_quote(std::string_view(text)); }
inline std::string shell_quote(const std::filesystem::path& path) {
    return shell_quote(std::string_view(path.native()));
}

}  // namespace symcrete::testing
