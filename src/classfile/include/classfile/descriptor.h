// Field and method descriptors (JVMS 4.3) parsed into types.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::classfile {

enum class BaseType : std::uint8_t {
    Boolean, Byte, Char, Short, Int, Long, Float, Double, Void, Object,
};

// A field type: a base type, or a class, or an array of either.
struct FieldType {
    BaseType element = BaseType::Int;  // element type for arrays
    std::uint8_t dimensions = 0;       // 0 = not an array (at most 255, JVMS 4.3.2)
    std::string class_name;            // internal name when element == Object

    bool is_array() const { return dimensions > 0; }
    bool is_reference() const { return dimensions > 0 || element == BaseType::Object; }
    // Long and double take two local-variable slots and two stack words.
    bool is_wide() const {
        return dimensions == 0 && (element == BaseType::Long || element == BaseType::Double);
    }
    std::string descriptor() const;  // back to "[Ljava/lang/String;"
    std::string java_name() const;   // "java.lang.String[]", "int"

    friend bool operator==(const FieldType&, const FieldType&) = default;
};

struct MethodType {
    std::vector<FieldType> parameters;
    FieldType return_type;  // element == Void for void methods

    // Local-variable slots the parameters take, not counting `this`.
    unsigned parameter_slots() const;
};

// Errors say which descriptor, the character offset and what was expected.
Result<FieldType> parse_field_descriptor(std::string_view descriptor);
Result<MethodType> parse_method_descriptor(std::string_view descriptor);

// "java/lang/String" -> "java.lang.String"
std::string internal_to_java_name(std::string_view internal_name);
// "java.lang.String" -> "java/lang/String"
std::string java_to_internal_name(std::string_view java_name);

}  // namespace symcrete::classfile
