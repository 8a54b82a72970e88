// Java names: which strings Java source accepts as identifiers, and how a
// class's internal name (pkg/Outer$Inner) reads in source (pkg.Outer.Inner).
// The JUnit writer checks the names it prints against these rules, and
// refers to the class under test, exceptions and argument types by them.
#include "java_names.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/descriptor.h"

namespace symcrete::testgen::detail {

bool is_keyword(std::string_view word) {
    static const std::set<std::string_view> keywords = {
        "_",        "abstract", "assert",     "boolean",   "break",      "byte",     "case",
        "catch",    "char",     "class",      "const",     "continue",   "default",  "do",
        "double",   "else",     "enum",       "extends",   "false",      "final",    "finally",
        "float",    "for",      "goto",       "if",        "implements", "import",   "instanceof",
        "int",      "interface", "long",      "native",    "new",        "null",     "package",
        "private",  "protected", "public",    "return",    "short",      "static",   "strictfp",
        "super",    "switch",   "synchronized", "this",    "throw",      "throws",   "transient",
        "true",     "try",      "void",       "volatile",  "while",
    };
    return keywords.count(word) != 0;
}

bool is_java_identifier(std::string_view name) {
    if (name.empty() || (name[0] >= '0' && name[0] <= '9') || is_keyword(name)) return false;
    return std::all_of(name.begin(), name.end(), [](char ch) {
        auto c = static_cast<unsigned char>(ch);
        return c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '$';
    });
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        auto pos = text.find(separator, start);
        parts.emplace_back(text.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start));
        if (pos == std::string_view::npos) break;
        start = pos + 1;
    }
    return parts;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i != 0) out += separator;
        out += parts[i];
    }
    return out;
}

ClassName split_class_name(std::string_view internal_name) {
    ClassName name;
    auto slash = internal_name.rfind('/');
    std::string_view simple = internal_name;
    if (slash != std::string_view::npos) {
        name.package = split(internal_name.substr(0, slash), '/');
        simple = internal_name.substr(slash + 1);
    }
    name.nesting = split(simple, '$');
    if (std::any_of(name.nesting.begin(), name.nesting.end(), [](const std::string& s) { return s.empty(); })) {
        name.nesting = {std::string(simple)};
    }
    return name;
}

Status check_class_name(std::string_view internal_name, std::string_view what) {
    if (internal_name.empty()) return Error{fmt::format("{} has an empty class name", what)};
    ClassName name = split_class_name(internal_name);
    for (const auto& part : name.package) {
        if (!is_java_identifier(part)) {
            return Error{fmt::format("{} {}: package name part '{}' is not a Java identifier", what,
                                     classfile::internal_to_java_name(internal_name), part)};
        }
    }
    for (const auto& part : name.nesting) {
        if (!part.empty() && part[0] >= '0' && part[0] <= '9') {
            return Error{fmt::format("{} {} is an anonymous or local class, which Java source cannot name", what,
                                     classfile::internal_to_java_name(internal_name))};
        }
        if (!is_java_identifier(part)) {
            return Error{fmt::format("{} {}: '{}' is not a Java identifier", what,
                                     classfile::internal_to_java_name(internal_name), part)};
        }
    }
    return Ok{};
}

}  // namespace symcrete::testgen::detail
