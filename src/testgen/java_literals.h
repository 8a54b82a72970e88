// Values as Java source, for the parts of the JUnit writer: a JavaValue's
// bits read as its type, and the exact Java literal for it
// (java_literals.cpp). Private to src/testgen.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>

#include "classfile/descriptor.h"
#include "testgen/test_case.h"

namespace symcrete::testgen::detail {

// A value's bits as its type.
std::int32_t as_int(const JavaValue& v);
std::int64_t as_long(const JavaValue& v);
std::int8_t as_byte(const JavaValue& v);
std::int16_t as_short(const JavaValue& v);
std::uint16_t as_char(const JavaValue& v);
// The JVM narrows a boolean to its lowest bit (JVMS 2.3.4).
bool as_bool(const JavaValue& v);
std::uint32_t float_bits(const JavaValue& v);
// A float or double that is neither NaN nor infinite.
bool is_finite_floating(const JavaValue& v);

// The Java name of a primitive type: "boolean", "int", ...
const char* type_name(JavaValue::Type type);
// The value type a primitive field type holds; none for void, a reference or an array.
std::optional<JavaValue::Type> value_type_of(const classfile::FieldType& type);

// Simple names from java.lang that the generated code uses unqualified unless
// the class under test shadows them (a type in the test's own package wins
// over the implicit import of java.lang).
struct LangNames {
    std::set<std::string> shadowed;
    std::string operator()(const std::string& simple_name) const {
        return shadowed.count(simple_name) != 0 ? "java.lang." + simple_name : simple_name;
    }
};

// A String literal in plain ASCII, by the same escapes as char_literal
// (a \u escape for a line terminator would end the literal: those never get one).
std::string string_literal(const std::u16string& text);
// The Java expression for `v`, exactly of its type (java_literal in
// junit_writer.h), naming java.lang's classes as `lang` says.
std::string literal(const JavaValue& v, const LangNames& lang);

}  // namespace symcrete::testgen::detail
