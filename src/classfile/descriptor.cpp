// Field and method descriptors (JVMS 4.3), parsed by recursive descent over a
// TextCursor. The grammar:
//
//   FieldDescriptor:  FieldType
//   MethodDescriptor: '(' {FieldType} ')' (FieldType | 'V')
//   FieldType:        BaseType | 'L' ClassName ';' | '[' FieldType
//   BaseType:         one of B C D F I J S Z
//
// ClassName is an internal name (JVMS 4.2.1, 4.2.2): non-empty segments
// separated by '/', none holding '.', ';' or '['. Any other byte is allowed.
// An array type has at most 255 dimensions (4.3.2) and the parameters of a
// method take at most 255 local-variable slots (4.3.3).
#include "classfile/descriptor.h"

#include <cstddef>
#include <optional>
#include <utility>

#include "text_cursor.h"
#include "support/java_type.h"

namespace symcrete::classfile {
namespace {

using detail::quote_char;
using detail::TextCursor;

constexpr unsigned kMaxArrayDimensions = 255;
constexpr unsigned kMaxParameterSlots = 255;

std::optional<BaseType> base_type_for(char c) {
    switch (c) {
        case 'B': return BaseType::Byte;
        case 'C': return BaseType::Char;
        case 'D': return BaseType::Double;
        case 'F': return BaseType::Float;
        case 'I': return BaseType::Int;
        case 'J': return BaseType::Long;
        case 'S': return BaseType::Short;
        case 'Z': return BaseType::Boolean;
        default: return std::nullopt;
    }
}

char descriptor_char(BaseType type) {
    switch (type) {
        case BaseType::Boolean: return 'Z';
        case BaseType::Byte: return 'B';
        case BaseType::Char: return 'C';
        case BaseType::Short: return 'S';
        case BaseType::Int: return 'I';
        case BaseType::Long: return 'J';
        case BaseType::Float: return 'F';
        case BaseType::Double: return 'D';
        case BaseType::Void: return 'V';
        case BaseType::Object: return 'L';
    }
    return '?';
}

const char* java_keyword(BaseType type) {
    return type == BaseType::Object ? "java.lang.Object" : java_type::keyword(descriptor_char(type));
}

// Where a field type stands decides whether 'V' is allowed and what an error
// says was expected.
enum class Position { Field, Parameter, Return };

std::string expected_type(Position position, unsigned dimensions) {
    if (dimensions > 0) return "expected an array component type (one of B C D F I J S Z, 'L' or '[')";
    switch (position) {
        case Position::Field: return "expected a field type (one of B C D F I J S Z, 'L' or '[')";
        case Position::Parameter: return "expected a parameter type (one of B C D F I J S Z, 'L' or '[') or ')'";
        case Position::Return: return "expected a return type (one of B C D F I J S Z V, 'L' or '[')";
    }
    return "expected a type";
}

class DescriptorParser {
public:
    DescriptorParser(std::string_view what, std::string_view text) : cursor_(what, text) {}

    Result<FieldType> field_descriptor() {
        auto type = field_type(Position::Field);
        if (!type) return type;
        if (!cursor_.at_end()) return cursor_.error("expected the end of the descriptor after the field type");
        return type;
    }

    Result<MethodType> method_descriptor() {
        if (!cursor_.consume('(')) return cursor_.error("expected '(' to start the parameter types");
        MethodType method;
        unsigned slots = 0;
        while (!cursor_.consume(')')) {
            std::size_t start = cursor_.offset();
            auto parameter = field_type(Position::Parameter);
            if (!parameter) return parameter.error();
            slots += parameter->is_wide() ? 2 : 1;
            if (slots > kMaxParameterSlots) {
                return cursor_.error_at(start,
                                        "expected parameters taking at most 255 local-variable slots "
                                        "(long and double take two each)");
            }
            method.parameters.push_back(std::move(parameter).value());
        }
        auto result = field_type(Position::Return);
        if (!result) return result.error();
        method.return_type = std::move(result).value();
        if (!cursor_.at_end()) return cursor_.error("expected the end of the descriptor after the return type");
        return method;
    }

private:
    Result<FieldType> field_type(Position position) {
        FieldType type;
        while (cursor_.next_is('[')) {
            if (type.dimensions == kMaxArrayDimensions) {
                return cursor_.error("expected at most 255 array dimensions");
            }
            cursor_.advance();
            ++type.dimensions;
        }
        if (cursor_.at_end()) return cursor_.error(expected_type(position, type.dimensions));

        char c = cursor_.peek();
        if (c == 'L') {
            cursor_.advance();
            auto name = class_name();
            if (!name) return name.error();
            type.element = BaseType::Object;
            type.class_name = std::move(name).value();
            return type;
        }
        if (auto base = base_type_for(c)) {
            cursor_.advance();
            type.element = *base;
            return type;
        }
        if (c == 'V' && position == Position::Return && type.dimensions == 0) {
            cursor_.advance();
            type.element = BaseType::Void;
            return type;
        }
        if (c == 'V') {
            return cursor_.error(expected_type(position, type.dimensions) +
                                 "; 'V' (void) is only allowed as a method's return type");
        }
        return cursor_.error(expected_type(position, type.dimensions));
    }

    // The internal name after 'L', up to and consuming the ';'.
    Result<std::string> class_name() {
        const std::size_t start = cursor_.offset();
        std::size_t segment_start = start;
        for (;;) {
            if (cursor_.at_end()) {
                return cursor_.error("expected ';' to end the class name that starts at offset " +
                                     std::to_string(start));
            }
            const char c = cursor_.peek();
            if (c == ';' || c == '/') {
                if (cursor_.offset() == segment_start) {
                    std::string what = segment_start == start ? "a class name" : "a class name segment after '/'";
                    return cursor_.error("expected " + what + " before " + quote_char(c));
                }
                cursor_.advance();
                if (c == ';') return std::string(cursor_.text().substr(start, cursor_.offset() - 1 - start));
                segment_start = cursor_.offset();
                continue;
            }
            if (c == '.' || c == '[') {
                return cursor_.error("expected a class name character or ';'; " + quote_char(c) +
                                     " is not allowed in an internal class name");
            }
            cursor_.advance();
        }
    }

    TextCursor cursor_;
};

}  // namespace

std::string FieldType::descriptor() const {
    std::string out(static_cast<std::size_t>(dimensions), '[');
    if (element == BaseType::Object) {
        out += 'L';
        out += class_name;
        out += ';';
    } else {
        out += descriptor_char(element);
    }
    return out;
}

std::string FieldType::java_name() const {
    std::string out = element == BaseType::Object ? internal_to_java_name(class_name) : java_keyword(element);
    for (unsigned i = 0; i < dimensions; ++i) out += "[]";
    return out;
}

unsigned MethodType::parameter_slots() const {
    unsigned slots = 0;
    for (const FieldType& parameter : parameters) slots += parameter.is_wide() ? 2 : 1;
    return slots;
}

Result<FieldType> parse_field_descriptor(std::string_view descriptor) {
    return DescriptorParser("field descriptor", descriptor).field_descriptor();
}

Result<MethodType> parse_method_descriptor(std::string_view descriptor) {
    return DescriptorParser("method descriptor", descriptor).method_descriptor();
}

std::string internal_to_java_name(std::string_view internal_name) {
    std::string out(internal_name);
    for (char& c : out) {
        if (c == '/') c = '.';
    }
    return out;
}

std::string java_to_internal_name(std::string_view java_name) {
    std::string out(java_name);
    for (char& c : out) {
        if (c == '.') c = '/';
    }
    return out;
}

}  // namespace symcrete::classfile
