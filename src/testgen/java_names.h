// Java names, for the parts of the JUnit writer: keywords and identifiers,
// and a class's internal name as Java source names it (java_names.cpp).
// Private to src/testgen.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::testgen::detail {

// A reserved word of Java (the literals true, false, null and "_" among them).
bool is_keyword(std::string_view word);
// ASCII letters, digits, '_' and '$', and any non-ASCII character (javac has
// the final word on those), not starting with a digit, not a keyword.
bool is_java_identifier(std::string_view name);

// The parts of `text` between the separators: "a/b" -> a, b; "" -> one empty part.
std::vector<std::string> split(std::string_view text, char separator);
// `parts` with `separator` between each two.
std::string join(const std::vector<std::string>& parts, std::string_view separator);

// An internal class name split for source: package segments and the chain of
// nested class names ("Outer$Inner" -> Outer, Inner). '$' is read as nesting
// unless that leaves an empty part (a '$' that is just part of a name).
struct ClassName {
    std::vector<std::string> package;
    std::vector<std::string> nesting;

    std::string package_name() const { return join(package, "."); }
    std::string source_name() const { return join(nesting, "."); }  // relative to its package
    std::string qualified_source_name() const {
        return package.empty() ? source_name() : package_name() + "." + source_name();
    }
};

ClassName split_class_name(std::string_view internal_name);

// Ok when Java source can name the class: every part a Java identifier, no
// anonymous or local class. The error starts with `what` ("class under test").
Status check_class_name(std::string_view internal_name, std::string_view what);

}  // namespace symcrete::testgen::detail
