#include "jar_manifest.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

namespace symcrete::classfile {
namespace {

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// The manifest's physical lines, continuation lines joined to the line they continue.
std::vector<std::string> logical_lines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find_first_of("\r\n", at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        if (end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n') ++at;
        if (line.starts_with(' ') && !lines.empty() && !lines.back().empty()) {
            lines.back() += line.substr(1);
        } else {
            lines.emplace_back(line);
        }
    }
    return lines;
}

}  // namespace

bool JarManifest::seals(std::string_view package) const {
    if (package.empty()) return false;  // the unnamed package cannot be sealed
    std::string entry = std::string(package) + "/";
    if (auto it = sealed_entries.find(entry); it != sealed_entries.end()) return it->second;
    return sealed_by_default;
}

JarManifest parse_jar_manifest(std::string_view text) {
    JarManifest manifest;
    bool main_section = true;
    std::optional<std::string> entry;  // the current per-entry section's name
    for (const std::string& line : logical_lines(text)) {
        if (line.empty()) {
            main_section = false;
            entry.reset();
            continue;
        }
        const std::size_t colon = line.find(": ");
        if (colon == std::string::npos) continue;
        const std::string_view name = std::string_view(line).substr(0, colon);
        // As the JDK reads it: trailing spaces stay part of the value (so
        // "true " does not seal).
        const std::string_view value = std::string_view(line).substr(colon + 2);
        if (!main_section && equals_ignoring_case(name, "Name")) {
            entry = std::string(value);
        } else if (equals_ignoring_case(name, "Sealed")) {
            const bool sealed = equals_ignoring_case(value, "true");
            if (main_section) manifest.sealed_by_default = sealed;
            else if (entry) manifest.sealed_entries[*entry] = sealed;
        }
    }
    return manifest;
}

}  // namespace symcrete::classfile
