// Annotation types from their attributes (annotations.h). The attributes stay
// raw in the ClassFile (RawAttribute); this reads them on demand, with the
// same bounds-checked reader as the parser, so malformed bytes give an Error
// with an offset, never a crash.
#include "classfile/annotations.h"

#include <fmt/format.h>

#include "byte_reader.h"
#include "classfile/descriptor.h"

namespace symcrete::classfile {

namespace {

constexpr std::string_view kVisible = "RuntimeVisibleAnnotations";
constexpr std::string_view kInvisible = "RuntimeInvisibleAnnotations";
constexpr std::string_view kVisibleParameters = "RuntimeVisibleParameterAnnotations";
constexpr std::string_view kInvisibleParameters = "RuntimeInvisibleParameterAnnotations";
constexpr std::string_view kVisibleTypes = "RuntimeVisibleTypeAnnotations";
constexpr std::string_view kInvisibleTypes = "RuntimeInvisibleTypeAnnotations";
constexpr std::uint8_t kFormalParameterTarget = 0x16;

// Reads annotations of one attribute; `file` resolves constant pool indices.
class AnnotationReader {
public:
    AnnotationReader(const ClassFile& file, const RawAttribute& attribute)
        : file_(file), in_(attribute.bytes, file.source, attribute.offset + 6) {}

    ByteReader& in() { return in_; }

    // annotation: type_index, then its element-value pairs (read past; the
    // enum constants they name go to `constants` when it is given).
    std::string annotation(std::vector<std::string>* constants = nullptr) {
        constants_ = constants;
        const std::size_t at = in_.offset();
        const std::uint16_t type_index = in_.u2("type_index");
        if (!file_.constant_pool.is(type_index, CpTag::Utf8))
            in_.fail_at(at, fmt::format("expected a Utf8 constant (annotation type), found index {}", type_index));
        const std::string_view descriptor = file_.constant_pool.utf8(type_index);
        if (descriptor.size() < 3 || descriptor.front() != 'L' || descriptor.back() != ';')
            in_.fail_at(at, fmt::format("expected an annotation type descriptor (Lname;), found '{}'", descriptor));
        const std::uint16_t pairs = in_.u2("num_element_value_pairs");
        for (std::uint16_t i = 0; i < pairs; ++i) {
            in_.u2("element_name_index");
            element_value(0);
        }
        constants_ = nullptr;
        return std::string(descriptor.substr(1, descriptor.size() - 2));
    }

    std::vector<std::string> annotations() {
        std::vector<std::string> types;
        const std::uint16_t count = in_.u2("num_annotations");
        for (std::uint16_t i = 0; i < count; ++i) types.push_back(annotation());
        return types;
    }

    // type_annotation: target, type path, then an annotation. The type, or
    // nothing when it is not on a formal parameter's own type.
    std::pair<int, std::string> type_annotation() {
        const std::size_t at = in_.offset();
        const std::uint8_t target = in_.u1("target_type");
        int parameter = -1;
        switch (target) {
            case 0x00: case 0x01: in_.u1("type_parameter_index"); break;
            case 0x10: in_.u2("supertype_index"); break;
            case 0x11: case 0x12: in_.u1("type_parameter_index"); in_.u1("bound_index"); break;
            case 0x13: case 0x14: case 0x15: break;
            case kFormalParameterTarget: parameter = in_.u1("formal_parameter_index"); break;
            case 0x17: in_.u2("throws_type_index"); break;
            case 0x40: case 0x41: {
                const std::uint16_t length = in_.u2("table_length");
                for (std::uint16_t i = 0; i < length; ++i) {
                    in_.u2("start_pc");
                    in_.u2("length");
                    in_.u2("index");
                }
                break;
            }
            case 0x42: in_.u2("exception_table_index"); break;
            case 0x43: case 0x44: case 0x45: case 0x46: in_.u2("offset"); break;
            case 0x47: case 0x48: case 0x49: case 0x4A: case 0x4B:
                in_.u2("offset");
                in_.u1("type_argument_index");
                break;
            default: in_.fail_at(at, fmt::format("expected a type annotation target_type, found 0x{:02x}", target));
        }
        const std::uint8_t path_length = in_.u1("path_length");
        for (std::uint8_t i = 0; i < path_length; ++i) {
            in_.u1("type_path_kind");
            in_.u1("type_argument_index");
        }
        std::string type = annotation();
        return {path_length == 0 ? parameter : -1, std::move(type)};
    }

private:
    // Nested annotations and arrays are bounded by the attribute's bytes;
    // the depth bound keeps a crafted file from exhausting the stack.
    void element_value(unsigned depth) {
        if (depth > 64) in_.fail("expected element values nested at most 64 deep");
        const std::uint8_t tag = in_.u1("element_value tag");
        switch (tag) {
            case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z': case 's':
                in_.u2("const_value_index");
                return;
            case 'e': {
                in_.u2("type_name_index");
                const std::size_t at = in_.offset();
                const std::uint16_t name = in_.u2("const_name_index");
                if (constants_ == nullptr) return;
                if (!file_.constant_pool.is(name, CpTag::Utf8))
                    in_.fail_at(at, fmt::format("expected a Utf8 constant (enum constant name), found index {}", name));
                constants_->emplace_back(file_.constant_pool.utf8(name));
                return;
            }
            case 'c': in_.u2("class_info_index"); return;
            case '@': {
                in_.u2("type_index");
                const std::uint16_t pairs = in_.u2("num_element_value_pairs");
                for (std::uint16_t i = 0; i < pairs; ++i) {
                    in_.u2("element_name_index");
                    element_value(depth + 1);
                }
                return;
            }
            case '[': {
                const std::uint16_t values = in_.u2("num_values");
                for (std::uint16_t i = 0; i < values; ++i) element_value(depth + 1);
                return;
            }
            default:
                in_.fail_at(in_.offset() - 1, fmt::format("expected an element_value tag, found 0x{:02x}", tag));
        }
    }

    const ClassFile& file_;
    ByteReader in_;
    std::vector<std::string>* constants_ = nullptr;  // the annotation being read keeps its enum constants here
};

template <typename Read>
Status read_attribute(const RawAttribute& attribute, Read&& read) {
    try {
        read();
        return Ok{};
    } catch (const ParseError& error) {
        return Error{fmt::format("{} (in {})", error.message, attribute.name), ErrorKind::BadInput};
    }
}

}  // namespace

Result<std::vector<Annotation>> annotations(const ClassFile& file, const std::vector<RawAttribute>& attributes) {
    std::vector<Annotation> found;
    for (const RawAttribute& attribute : attributes) {
        if (attribute.name != kVisible && attribute.name != kInvisible) continue;
        AnnotationReader reader(file, attribute);
        Status read = read_attribute(attribute, [&] {
            const std::uint16_t count = reader.in().u2("num_annotations");
            for (std::uint16_t i = 0; i < count; ++i) {
                Annotation annotation;
                annotation.type = reader.annotation(&annotation.enum_constants);
                found.push_back(std::move(annotation));
            }
        });
        if (!read) return read.error();
    }
    return found;
}

Result<std::vector<std::string>> annotation_types(const ClassFile& file, const std::vector<RawAttribute>& attributes) {
    auto found = annotations(file, attributes);
    if (!found) return found.error();
    std::vector<std::string> types;
    for (Annotation& annotation : *found) types.push_back(std::move(annotation.type));
    return types;
}

Result<std::vector<std::vector<std::string>>> parameter_annotation_types(const ClassFile& file, const Method& method) {
    auto parsed = parse_method_descriptor(method.descriptor);
    if (!parsed) return parsed.error();
    const std::size_t count = parsed->parameters.size();
    std::vector<std::vector<std::string>> types(count);
    for (const RawAttribute& attribute : method.other_attributes) {
        AnnotationReader reader(file, attribute);
        Status read = Ok{};
        if (attribute.name == kVisibleParameters || attribute.name == kInvisibleParameters) {
            read = read_attribute(attribute, [&] {
                const std::uint8_t listed = reader.in().u1("num_parameters");
                if (listed > count)
                    reader.in().fail(fmt::format("expected at most {} parameters (the descriptor's), found {}", count,
                                                 listed));
                for (std::size_t i = 0; i < listed; ++i)
                    for (std::string& type : reader.annotations()) types[count - listed + i].push_back(std::move(type));
            });
        } else if (attribute.name == kVisibleTypes || attribute.name == kInvisibleTypes) {
            read = read_attribute(attribute, [&] {
                const std::uint16_t annotations = reader.in().u2("num_annotations");
                for (std::uint16_t i = 0; i < annotations; ++i) {
                    auto [parameter, type] = reader.type_annotation();
                    if (parameter >= 0 && static_cast<std::size_t>(parameter) < count)
                        types[static_cast<std::size_t>(parameter)].push_back(std::move(type));
                }
            });
        }
        if (!read) return read.error();
    }
    return types;
}

}  // namespace symcrete::classfile
