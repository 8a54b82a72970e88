// The in-memory model of one class file (JVMS chapter 4). A ClassFile is built
// once by the parser and never changed afterwards; everything else reads it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "classfile/constant_pool.h"
#include "support/result.h"

namespace symcrete::classfile {

namespace access {
inline constexpr std::uint16_t Public = 0x0001;
inline constexpr std::uint16_t Private = 0x0002;
inline constexpr std::uint16_t Protected = 0x0004;
inline constexpr std::uint16_t Static = 0x0008;
inline constexpr std::uint16_t Final = 0x0010;
inline constexpr std::uint16_t Super = 0x0020;         // class
inline constexpr std::uint16_t Synchronized = 0x0020;  // method
inline constexpr std::uint16_t Volatile = 0x0040;      // field
inline constexpr std::uint16_t Bridge = 0x0040;        // method
inline constexpr std::uint16_t Transient = 0x0080;     // field
inline constexpr std::uint16_t Varargs = 0x0080;       // method
inline constexpr std::uint16_t Native = 0x0100;
inline constexpr std::uint16_t Interface = 0x0200;
inline constexpr std::uint16_t Abstract = 0x0400;
inline constexpr std::uint16_t Strict = 0x0800;
inline constexpr std::uint16_t Synthetic = 0x1000;
inline constexpr std::uint16_t Annotation = 0x2000;
inline constexpr std::uint16_t Enum = 0x4000;
inline constexpr std::uint16_t Module = 0x8000;
}  // namespace access

enum class AccessContext { Class, Field, Method, InnerClass };
// "public static final" etc., in the order javap prints them.
std::string access_flags_to_string(std::uint16_t flags, AccessContext context);

// An attribute the parser does not interpret (annotations, MethodParameters,
// Module, vendor attributes, ...). Kept byte for byte.
struct RawAttribute {
    std::string name;
    std::uint32_t offset = 0;  // offset of attribute_name_index in the file
    std::vector<std::uint8_t> bytes;
};

struct ExceptionHandler {
    std::uint16_t start_pc = 0;
    std::uint16_t end_pc = 0;    // exclusive
    std::uint16_t handler_pc = 0;
    std::uint16_t catch_type = 0;  // Class index, 0 = any (finally)
};

struct LineNumber {
    std::uint16_t start_pc = 0;
    std::uint16_t line = 0;
};

// Shared by LocalVariableTable (descriptor) and LocalVariableTypeTable (signature).
struct LocalVariable {
    std::uint16_t start_pc = 0;
    std::uint16_t length = 0;
    std::string name;
    std::string descriptor;
    std::uint16_t index = 0;
};

enum class VerificationTag : std::uint8_t {
    Top = 0, Integer = 1, Float = 2, Double = 3, Long = 4, Null = 5,
    UninitializedThis = 6, Object = 7, Uninitialized = 8,
};

struct VerificationType {
    VerificationTag tag = VerificationTag::Top;
    std::uint16_t value = 0;  // Object: Class index; Uninitialized: offset of `new`
};

struct StackMapFrame {
    std::uint8_t frame_type = 0;  // the raw frame_type byte
    std::uint16_t offset_delta = 0;
    std::uint8_t chopped = 0;     // chop frames: how many locals are removed
    std::vector<VerificationType> locals;  // same_locals_1..., append, full
    std::vector<VerificationType> stack;
};

struct Code {
    std::uint16_t max_stack = 0;
    std::uint16_t max_locals = 0;
    std::vector<std::uint8_t> bytecode;
    std::uint32_t bytecode_offset = 0;  // where bytecode[0] sits in the class file
    std::vector<ExceptionHandler> exception_table;
    std::vector<LineNumber> line_numbers;  // all LineNumberTables, stably sorted by start_pc
    std::vector<LocalVariable> local_variables;
    std::vector<LocalVariable> local_variable_types;
    std::vector<StackMapFrame> stack_map;
    std::vector<RawAttribute> other_attributes;

    // The source line of the instruction at `pc`, 0 when unknown.
    std::uint16_t line_at(std::uint32_t pc) const;
};

struct Field {
    std::uint16_t access_flags = 0;
    std::string name;
    std::string descriptor;
    std::optional<std::string> signature;
    std::uint16_t constant_value = 0;  // ConstantValue attribute, 0 when absent
    std::vector<RawAttribute> other_attributes;

    bool is_static() const { return access_flags & access::Static; }
};

struct Method {
    std::uint16_t access_flags = 0;
    std::string name;
    std::string descriptor;
    std::optional<std::string> signature;
    std::optional<Code> code;
    std::vector<std::string> exceptions;  // Exceptions attribute: internal names
    std::vector<RawAttribute> other_attributes;

    bool is_static() const { return access_flags & access::Static; }
    bool is_abstract() const { return access_flags & access::Abstract; }
    bool is_native() const { return access_flags & access::Native; }
    bool is_synchronized() const { return access_flags & access::Synchronized; }
};

struct BootstrapMethod {
    std::uint16_t method_handle = 0;  // MethodHandle index
    std::vector<std::uint16_t> arguments;  // loadable constant indices
};

struct InnerClass {
    std::string inner_class;
    std::optional<std::string> outer_class;
    std::optional<std::string> inner_name;  // absent for anonymous classes
    std::uint16_t access_flags = 0;
};

struct EnclosingMethod {
    std::string class_name;
    std::optional<std::string> method_name;
    std::optional<std::string> method_descriptor;
};

struct RecordComponent {
    std::string name;
    std::string descriptor;
    std::optional<std::string> signature;
    std::vector<RawAttribute> other_attributes;
};

struct ClassFile {
    std::string source;  // where it was read from, for messages
    std::uint16_t minor_version = 0;
    std::uint16_t major_version = 0;
    ConstantPool constant_pool;
    std::uint16_t access_flags = 0;
    std::string name;                        // internal name, e.g. java/lang/String
    std::optional<std::string> super_name;   // absent only for java/lang/Object and module-info
    std::vector<std::string> interfaces;
    std::vector<Field> fields;
    std::vector<Method> methods;

    std::optional<std::string> source_file;
    std::optional<std::string> signature;
    std::vector<BootstrapMethod> bootstrap_methods;
    std::vector<InnerClass> inner_classes;
    std::optional<EnclosingMethod> enclosing_method;
    std::optional<std::vector<RecordComponent>> record;  // present for records
    std::vector<std::string> permitted_subclasses;
    std::optional<std::string> nest_host;
    std::vector<std::string> nest_members;
    std::vector<RawAttribute> other_attributes;

    bool is_interface() const { return access_flags & access::Interface; }
    bool is_abstract() const { return access_flags & access::Abstract; }
    const Method* find_method(std::string_view name, std::string_view descriptor) const;
    const Field* find_field(std::string_view name, std::string_view descriptor) const;
};

// Lowest and highest class-file major versions we accept: Java 1.1 .. Java 25.
inline constexpr std::uint16_t kMinMajorVersion = 45;
inline constexpr std::uint16_t kMaxMajorVersion = 69;

// Parses a complete class file. `source` names the file (or jar!entry) in errors,
// which also give the byte offset and what was expected there.
Result<ClassFile> parse_class_file(std::span<const std::uint8_t> bytes, std::string source);

}  // namespace symcrete::classfile
