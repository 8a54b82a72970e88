// Reading JaCoCo's counters as the coverage helper prints them (a line per
// class, counter, method and missed line, tab-separated): a plain text
// protocol of our own, so the helper stays a few lines of Java.
#include "jvm/coverage.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>  // strtoul, strtol
#include <sstream>

#include "classfile/descriptor.h"
#include "jvm/work_files.h"

namespace symcrete::jvm {

double Counter::percent() const {
    return total == 0 ? 100.0 : 100.0 * static_cast<double>(covered) / static_cast<double>(total);
}

std::string Counter::text() const {
    if (total == 0) return "none to cover";
    return fmt::format("{:.1f}% ({} of {})", percent(), covered, total);
}

Result<std::vector<ClassCoverage>> parse_coverage(const std::string& output,
                                                  const std::vector<std::string>& class_names,
                                                  const std::set<std::string>& patched) {
    std::vector<ClassCoverage> found;
    ClassCoverage* coverage = nullptr;
    std::istringstream lines(output);
    std::string line;
    auto to_u32 = [](const std::string& s) { return static_cast<std::uint32_t>(std::strtoul(s.c_str(), nullptr, 10)); };
    while (std::getline(lines, line)) {
        std::vector<std::string> fields;
        std::size_t start = 0;
        while (true) {
            auto tab = line.find('\t', start);
            fields.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
            if (tab == std::string::npos) break;
            start = tab + 1;
        }
        if (fields[0] == "class" && fields.size() == 4) {
            coverage = &found.emplace_back();
            coverage->class_name = fields[1];
            coverage->patched = patched.count(fields[1]) != 0;
            coverage->executed = fields[2] == "1";
            if (fields[3] == "1") {
                return Error{fmt::format("the coverage data for {} belongs to a different version of the class "
                                         "than the one on the class path",
                                         fields[1]), ErrorKind::ToolFailed};
            }
        } else if (coverage == nullptr) {
            continue;
        } else if (fields[0] == "counter" && fields.size() == 4) {
            Counter counter{to_u32(fields[2]), to_u32(fields[3])};
            if (fields[1] == "branch") coverage->branches = counter;
            else if (fields[1] == "line") coverage->lines = counter;
            else if (fields[1] == "instruction") coverage->instructions = counter;
            else if (fields[1] == "method") coverage->methods = counter;
        } else if (fields[0] == "method" && fields.size() == 10) {
            MethodCoverage method;
            method.branches = {to_u32(fields[1]), to_u32(fields[2])};
            method.lines = {to_u32(fields[3]), to_u32(fields[4])};
            method.instructions = {to_u32(fields[5]), to_u32(fields[6])};
            method.first_line = static_cast<int>(std::strtol(fields[7].c_str(), nullptr, 10));
            method.name = fields[8];
            method.descriptor = fields[9];
            coverage->method_details.push_back(std::move(method));
        } else if (fields[0] == "lines" && fields.size() == 2) {
            for (std::size_t start = 0; start < fields[1].size();) {
                std::size_t comma = fields[1].find(',', start);
                if (comma == std::string::npos) comma = fields[1].size();
                coverage->covered_lines.push_back(static_cast<int>(std::strtol(fields[1].substr(start, comma - start).c_str(), nullptr, 10)));
                start = comma + 1;
            }
        } else if (fields[0] == "missed" && fields.size() == 4 && !coverage->method_details.empty()) {
            coverage->method_details.back().missed.push_back(
                {static_cast<int>(std::strtol(fields[1].c_str(), nullptr, 10)), {to_u32(fields[2]), to_u32(fields[3])}});
        }
    }
    std::vector<ClassCoverage> ordered;
    for (const std::string& name : class_names) {
        auto it = std::find_if(found.begin(), found.end(), [&](const ClassCoverage& c) { return c.class_name == name; });
        if (it == found.end())
            return Error{fmt::format("the JaCoCo helper printed no coverage for {}:\n{}",
                                     classfile::internal_to_java_name(name), tail(output)), ErrorKind::ToolFailed};
        ordered.push_back(std::move(*it));
    }
    return ordered;
}

std::string includes_pattern(const std::vector<std::string>& internal_names) {
    std::string patterns;
    for (const std::string& internal_name : internal_names) {
        std::string pattern = classfile::internal_to_java_name(internal_name);
        for (char& c : pattern) {
            if (c == ':' || c == ',' || c == '=' || c == '*' || c == '?') c = '?';
        }
        patterns += (patterns.empty() ? "" : ":") + pattern;
    }
    return patterns;
}

}  // namespace symcrete::jvm
