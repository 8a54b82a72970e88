// Comments in the generated tests: the path condition above each test, and
// any text that ends up inside a Java comment (a class name, why a test was
// left out) made safe there - valid UTF-8, no "*/", and no backslash-u, which
// javac translates even inside comments.
#include "test_comments.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "java_names.h"
#include "support/java_text.h"

namespace symcrete::testgen {
namespace detail {

std::string comment_text(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == '\r') {
                if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
                out += '\n';
            } else if (c == '\n') {
                out += '\n';
            } else if (c < 0x20 || c == 0x7f) {
                out += ' ';
            } else if (c == '/' && !out.empty() && out.back() == '*') {
                out += " /";
            } else if (c == '\\' && i + 1 < text.size() && text[i + 1] == 'u') {
                // Eligible to start an escape when preceded by an even number of
                // backslashes: double it so it is not.
                std::size_t run = 0;
                for (auto it = out.rbegin(); it != out.rend() && *it == '\\'; ++it) ++run;
                out += run % 2 == 0 ? "\\\\" : "\\";
            } else {
                out += static_cast<char>(c);
            }
            ++i;
            continue;
        }
        // A UTF-8 sequence: copy it when well formed.
        const auto sequence = java_text::utf8_sequence(text.substr(i));
        const bool valid = sequence && sequence->strict();
        const std::size_t length = valid ? sequence->length : 0;
        if (valid) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out += '?';
            ++i;
        }
    }
    return out;
}

}  // namespace detail

namespace {

std::string trim(std::string_view text) {
    auto begin = text.find_first_not_of(" \t\n");
    if (begin == std::string_view::npos) return {};
    auto end = text.find_last_not_of(" \t\n");
    return std::string(text.substr(begin, end - begin + 1));
}

// A long line of conjuncts is broken before each top-level " && ".
std::vector<std::string> wrap_conjunction(const std::string& line) {
    constexpr std::size_t kMaxWidth = 96;
    if (line.size() <= kMaxWidth) return {line};
    std::vector<std::string> parts;
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t k = 0; k < line.size(); ++k) {
        char c = line[k];
        if (c == '(' || c == '[' || c == '{') ++depth;
        if (c == ')' || c == ']' || c == '}') --depth;
        if (depth == 0 && k > start && line.compare(k, 4, " && ") == 0) {
            parts.push_back(line.substr(start, k - start));
            start = k + 1;
        }
    }
    parts.push_back(line.substr(start));
    return parts;
}

}  // namespace

namespace detail {

void append_path_comment(std::string& out, const std::string& path_condition) {
    std::string text = trim(comment_text(path_condition));
    if (text.empty()) text = "true";
    std::vector<std::string> lines;
    for (const auto& line : split(text, '\n')) {
        for (auto& part : wrap_conjunction(line)) lines.push_back(std::move(part));
    }
    if (lines.size() == 1) {
        out += "    /* Path condition: " + lines[0] + " */\n";
        return;
    }
    out += "    /*\n     * Path condition:\n";
    for (const auto& line : lines) {
        std::string body = line;
        while (!body.empty() && body.back() == ' ') body.pop_back();
        out += body.empty() ? "     *\n" : "     *   " + body + "\n";
    }
    out += "     */\n";
}

void append_expectation_comment(std::string& out, const Expectation& expected) {
    if (expected.source == Expectation::Source::Code) return;
    const bool person = expected.source == Expectation::Source::Person;
    std::string line = person ? "Expected: your answer" : "Expected: the reference implementation's result";
    if (!expected.code_does.empty())
        line += "; this code " + expected.code_does + ", so the test fails";
    else if (!expected.expression.empty())
        line += ", as written";
    else
        line += ", which this code agrees with";
    if (expected.state_from_code) line += "; the state after the call is asserted as this code leaves it";
    std::string text = comment_text(line);
    std::replace(text.begin(), text.end(), '\n', ' ');
    out += "    // " + text + ".\n";
}

}  // namespace detail

}  // namespace symcrete::testgen
