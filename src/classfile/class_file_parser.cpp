// Parses a class file (JVMS chapter 4) into the ClassFile model. Structural
// checks happen here so that later layers can trust the model: every
// constant-pool cross-reference has the right tag, every index used by the
// structures below points at an entry of the right kind, every attribute
// consumes exactly its declared length, and descriptors are well formed.
#include <algorithm>
#include <cstring>
#include <fmt/format.h>

#include "byte_reader.h"
#include "classfile/class_file.h"
#include "classfile/descriptor.h"
#include "support/java_text.h"

namespace symcrete::classfile {
namespace {

constexpr std::uint32_t kMagic = 0xCAFEBABE;

// JVMS table 4.7-C: attributes are only interpreted from the version that
// introduced them; older class files keep an attribute of that name as raw bytes.
struct AttributeSince {
    std::string_view name;
    std::uint16_t major;
};
constexpr AttributeSince kAttributeVersions[] = {
    {"ConstantValue", 45},        {"Code", 45},
    {"Exceptions", 45},           {"InnerClasses", 45},
    {"SourceFile", 45},           {"LineNumberTable", 45},
    {"LocalVariableTable", 45},   {"EnclosingMethod", 49},
    {"Signature", 49},            {"LocalVariableTypeTable", 49},
    {"StackMapTable", 50},        {"BootstrapMethods", 51},
    {"NestHost", 55},             {"NestMembers", 55},
    {"Record", 60},               {"PermittedSubclasses", 61},
};

class Parser {
public:
    Parser(std::span<const std::uint8_t> bytes, std::string source)
        : source_(std::move(source)), in_(bytes, source_) {}

    ClassFile parse() {
        ClassFile cls;
        cls.source = source_;
        if (std::uint32_t magic = in_.u4("magic 0xCAFEBABE"); magic != kMagic)
            in_.fail_at(0, fmt::format("expected magic 0xCAFEBABE, found 0x{:08X}", magic));
        cls.minor_version = in_.u2("minor_version");
        cls.major_version = in_.u2("major_version");
        if (cls.major_version < kMinMajorVersion || cls.major_version > kMaxMajorVersion) {
            in_.fail_at(6, fmt::format("expected a class-file major version from {} to {}, found {}",
                                       kMinMajorVersion, kMaxMajorVersion, cls.major_version));
        }
        major_ = cls.major_version;
        parse_constant_pool(cls.constant_pool);
        pool_ = &cls.constant_pool;

        cls.access_flags = in_.u2("access_flags");
        cls.name = class_ref(in_.u2("this_class"), "this_class");
        std::size_t super_offset = in_.offset();
        if (std::uint16_t super = in_.u2("super_class"); super != 0) {
            cls.super_name = std::string(class_at(super, super_offset, "super_class"));
        }
        std::uint16_t interface_count = in_.u2("interfaces_count");
        for (std::uint16_t i = 0; i < interface_count; ++i) {
            cls.interfaces.push_back(class_ref(in_.u2("interface index"), "interface"));
        }
        std::uint16_t field_count = in_.u2("fields_count");
        for (std::uint16_t i = 0; i < field_count; ++i) cls.fields.push_back(parse_field());
        std::uint16_t method_count = in_.u2("methods_count");
        for (std::uint16_t i = 0; i < method_count; ++i) cls.methods.push_back(parse_method());
        parse_class_attributes(cls);
        if (!in_.at_end()) in_.fail(fmt::format("expected end of file, found {} more bytes", in_.remaining()));
        check_bootstrap_references(cls);
        return cls;
    }

private:
    // ---- constant pool -------------------------------------------------

    void parse_constant_pool(ConstantPool& pool) {
        std::uint16_t count = in_.u2("constant_pool_count");
        if (count == 0) in_.fail_at(8, "expected constant_pool_count >= 1, found 0");
        pool.entries.resize(count);
        for (std::uint16_t i = 1; i < count; ++i) {
            CpEntry& entry = pool.entries[i];
            entry.offset = static_cast<std::uint32_t>(in_.offset());
            std::uint8_t tag = in_.u1("constant pool tag");
            switch (tag) {
                case 1: {
                    entry.tag = CpTag::Utf8;
                    std::uint16_t length = in_.u2("Utf8 length");
                    std::size_t start = in_.offset();
                    auto bytes = in_.take(length, "Utf8 bytes");
                    if (auto error = java_text::decode_modified_utf8(bytes, entry.utf8))
                        in_.fail_at(start + error->offset, error->message);
                    break;
                }
                case 3: {
                    entry.tag = CpTag::Integer;
                    entry.integer = static_cast<std::int32_t>(in_.u4("Integer bytes"));
                    break;
                }
                case 4: {
                    entry.tag = CpTag::Float;
                    std::uint32_t bits = in_.u4("Float bytes");
                    std::memcpy(&entry.float_value, &bits, sizeof bits);
                    entry.integer = bits;
                    break;
                }
                case 5:
                case 6: {
                    std::uint64_t high = in_.u4(tag == 5 ? "Long high bytes" : "Double high bytes");
                    std::uint64_t low = in_.u4(tag == 5 ? "Long low bytes" : "Double low bytes");
                    std::uint64_t bits = (high << 32) | low;
                    entry.tag = tag == 5 ? CpTag::Long : CpTag::Double;
                    entry.integer = static_cast<std::int64_t>(bits);
                    std::memcpy(&entry.double_value, &bits, sizeof bits);
                    if (i + 1 >= count) {
                        in_.fail_at(entry.offset, fmt::format("{} constant at index {} needs two slots, "
                                                              "but the pool has only {} entries",
                                                              to_string(entry.tag), i, count));
                    }
                    ++i;  // the next slot is unusable (JVMS 4.4.5)
                    break;
                }
                case 7: case 8: case 16: case 19: case 20: {
                    entry.tag = static_cast<CpTag>(tag);
                    entry.ref1 = in_.u2("constant pool index");
                    break;
                }
                case 9: case 10: case 11: case 12: case 17: case 18: {
                    entry.tag = static_cast<CpTag>(tag);
                    entry.ref1 = in_.u2("constant pool index");
                    entry.ref2 = in_.u2("constant pool index");
                    break;
                }
                case 15: {
                    entry.tag = CpTag::MethodHandle;
                    std::uint8_t kind = in_.u1("reference_kind");
                    if (kind < 1 || kind > 9) {
                        in_.fail_at(in_.offset() - 1,
                                    fmt::format("expected a reference_kind from 1 to 9, found {}", kind));
                    }
                    entry.ref_kind = static_cast<RefKind>(kind);
                    entry.ref1 = in_.u2("reference_index");
                    break;
                }
                default:
                    in_.fail_at(entry.offset,
                                fmt::format("expected a constant pool tag (1, 3-12, 15-20) for entry {}, "
                                            "found {}", i, tag));
            }
            check_tag_version(entry, i);
        }
        for (std::size_t i = 1; i < pool.entries.size(); ++i) check_cross_references(pool, i);
    }

    void check_tag_version(const CpEntry& entry, std::size_t index) {
        std::uint16_t since = 45;
        switch (entry.tag) {
            case CpTag::MethodHandle: case CpTag::MethodType: case CpTag::InvokeDynamic: since = 51; break;
            case CpTag::Module: case CpTag::Package: since = 53; break;
            case CpTag::Dynamic: since = 55; break;
            default: break;
        }
        if (major_ < since) {
            in_.fail_at(entry.offset, fmt::format("constant pool entry {} is a {} constant, which needs "
                                                  "class-file version {} or later, but the file is version {}",
                                                  index, to_string(entry.tag), since, major_));
        }
    }

    void expect_entry(const ConstantPool& pool, std::size_t from, std::uint16_t index, CpTag tag,
                      std::string_view role) {
        if (!pool.is(index, tag)) describe_mismatch(pool, pool.entries[from].offset, index, tag, role);
    }

    [[noreturn]] void describe_mismatch(const ConstantPool& pool, std::size_t offset, std::uint16_t index,
                                        CpTag tag, std::string_view role) {
        if (index == 0 || index >= pool.size()) {
            in_.fail_at(offset, fmt::format("{}: expected a {} constant, but index {} is outside the "
                                            "constant pool (1..{})", role, to_string(tag), index,
                                            pool.size() - 1));
        }
        in_.fail_at(offset, fmt::format("{}: expected a {} constant at index {}, found {}", role,
                                        to_string(tag), index, to_string(pool.entries[index].tag)));
    }

    void check_cross_references(const ConstantPool& pool, std::size_t i) {
        const CpEntry& e = pool.entries[i];
        std::string role = fmt::format("constant pool entry {} ({})", i, to_string(e.tag));
        switch (e.tag) {
            case CpTag::Class: case CpTag::String: case CpTag::MethodType:
            case CpTag::Module: case CpTag::Package:
                expect_entry(pool, i, e.ref1, CpTag::Utf8, role);
                break;
            case CpTag::Fieldref: case CpTag::Methodref: case CpTag::InterfaceMethodref:
                expect_entry(pool, i, e.ref1, CpTag::Class, role);
                expect_entry(pool, i, e.ref2, CpTag::NameAndType, role);
                break;
            case CpTag::NameAndType:
                expect_entry(pool, i, e.ref1, CpTag::Utf8, role);
                expect_entry(pool, i, e.ref2, CpTag::Utf8, role);
                break;
            case CpTag::Dynamic: case CpTag::InvokeDynamic:
                expect_entry(pool, i, e.ref2, CpTag::NameAndType, role);
                break;
            case CpTag::MethodHandle: check_method_handle(pool, i); break;
            default: break;
        }
    }

    void check_method_handle(const ConstantPool& pool, std::size_t i) {
        const CpEntry& e = pool.entries[i];
        std::string role = fmt::format("constant pool entry {} (MethodHandle kind {})", i,
                                       static_cast<int>(e.ref_kind));
        switch (e.ref_kind) {
            case RefKind::GetField: case RefKind::GetStatic: case RefKind::PutField: case RefKind::PutStatic:
                expect_entry(pool, i, e.ref1, CpTag::Fieldref, role);
                break;
            case RefKind::InvokeVirtual: case RefKind::NewInvokeSpecial:
                expect_entry(pool, i, e.ref1, CpTag::Methodref, role);
                break;
            case RefKind::InvokeStatic: case RefKind::InvokeSpecial:
                // Interface methods are allowed here from version 52 (JVMS 4.4.8).
                if (!(major_ >= 52 && pool.is(e.ref1, CpTag::InterfaceMethodref)))
                    expect_entry(pool, i, e.ref1, CpTag::Methodref, role);
                break;
            case RefKind::InvokeInterface:
                expect_entry(pool, i, e.ref1, CpTag::InterfaceMethodref, role);
                break;
        }
    }

    // ---- typed index helpers (for indices read from structures) ----------

    std::string_view utf8_at(std::uint16_t index, std::size_t offset, std::string_view role) {
        if (!pool_->is(index, CpTag::Utf8)) describe_mismatch(*pool_, offset, index, CpTag::Utf8, role);
        return pool_->utf8(index);
    }
    std::string utf8_ref(std::uint16_t index, std::string_view role) {
        return std::string(utf8_at(index, in_.offset() - 2, role));
    }
    std::string_view class_at(std::uint16_t index, std::size_t offset, std::string_view role) {
        if (!pool_->is(index, CpTag::Class)) describe_mismatch(*pool_, offset, index, CpTag::Class, role);
        return pool_->class_name(index);
    }
    std::string class_ref(std::uint16_t index, std::string_view role) {
        return std::string(class_at(index, in_.offset() - 2, role));
    }
    void check_field_descriptor(const std::string& descriptor, std::size_t offset) {
        if (auto parsed = parse_field_descriptor(descriptor); !parsed) in_.fail_at(offset, parsed.error().message);
    }
    void check_method_descriptor(const std::string& descriptor, std::size_t offset) {
        if (auto parsed = parse_method_descriptor(descriptor); !parsed) in_.fail_at(offset, parsed.error().message);
    }

    // ---- members ----------------------------------------------------------

    Field parse_field() {
        Field field;
        field.access_flags = in_.u2("field access_flags");
        field.name = utf8_ref(in_.u2("field name_index"), "field name");
        field.descriptor = utf8_ref(in_.u2("field descriptor_index"), "field descriptor");
        check_field_descriptor(field.descriptor, in_.offset() - 2);
        std::uint16_t count = in_.u2("field attributes_count");
        for (std::uint16_t i = 0; i < count; ++i) {
            Attribute attr = next_attribute();
            if (attr.is("ConstantValue")) {
                field.constant_value = attr.body.u2("ConstantValue index");
                if (field.constant_value == 0 || field.constant_value >= pool_->size() ||
                    !is_loadable_constant_value(pool_->entries[field.constant_value].tag)) {
                    attr.body.fail_at(attr.body.offset() - 2,
                                      fmt::format("expected ConstantValue to name an Integer, Long, Float, "
                                                  "Double or String constant, found index {}",
                                                  field.constant_value));
                }
            } else if (attr.is("Signature")) {
                field.signature = utf8_ref_in(attr.body, "Signature");
            } else {
                field.other_attributes.push_back(keep_raw(std::move(attr)));
                continue;
            }
            finish(attr);
        }
        return field;
    }

    static bool is_loadable_constant_value(CpTag tag) {
        return tag == CpTag::Integer || tag == CpTag::Long || tag == CpTag::Float ||
               tag == CpTag::Double || tag == CpTag::String;
    }

    Method parse_method() {
        Method method;
        method.access_flags = in_.u2("method access_flags");
        method.name = utf8_ref(in_.u2("method name_index"), "method name");
        method.descriptor = utf8_ref(in_.u2("method descriptor_index"), "method descriptor");
        check_method_descriptor(method.descriptor, in_.offset() - 2);
        std::uint16_t count = in_.u2("method attributes_count");
        for (std::uint16_t i = 0; i < count; ++i) {
            Attribute attr = next_attribute();
            if (attr.is("Code")) {
                if (method.code) attr.body.fail_at(attr.raw.offset, "expected at most one Code attribute");
                method.code = parse_code(attr.body);
            } else if (attr.is("Exceptions")) {
                std::uint16_t n = attr.body.u2("number_of_exceptions");
                for (std::uint16_t k = 0; k < n; ++k) {
                    std::uint16_t index = attr.body.u2("exception class index");
                    method.exceptions.emplace_back(class_at(index, attr.body.offset() - 2, "Exceptions"));
                }
            } else if (attr.is("Signature")) {
                method.signature = utf8_ref_in(attr.body, "Signature");
            } else {
                method.other_attributes.push_back(keep_raw(std::move(attr)));
                continue;
            }
            finish(attr);
        }
        return method;
    }

    Code parse_code(ByteReader& in) {
        Code code;
        code.max_stack = in.u2("max_stack");
        code.max_locals = in.u2("max_locals");
        std::size_t length_offset = in.offset();
        std::uint32_t length = in.u4("code_length");
        if (length == 0 || length > 65535) {
            in.fail_at(length_offset, fmt::format("expected code_length from 1 to 65535, found {}", length));
        }
        code.bytecode_offset = static_cast<std::uint32_t>(in.offset());
        auto bytes = in.take(length, "bytecode");
        code.bytecode.assign(bytes.begin(), bytes.end());

        std::uint16_t handler_count = in.u2("exception_table_length");
        for (std::uint16_t i = 0; i < handler_count; ++i) {
            std::size_t entry_offset = in.offset();
            ExceptionHandler handler;
            handler.start_pc = in.u2("exception start_pc");
            handler.end_pc = in.u2("exception end_pc");
            handler.handler_pc = in.u2("exception handler_pc");
            handler.catch_type = in.u2("exception catch_type");
            if (handler.start_pc >= handler.end_pc || handler.end_pc > length || handler.handler_pc >= length) {
                in.fail_at(entry_offset, fmt::format("expected an exception handler with start_pc < end_pc <= "
                                                     "{} and handler_pc < {}, found [{}, {}) -> {}", length,
                                                     length, handler.start_pc, handler.end_pc,
                                                     handler.handler_pc));
            }
            if (handler.catch_type != 0) class_at(handler.catch_type, entry_offset + 6, "exception catch_type");
            code.exception_table.push_back(handler);
        }

        std::uint16_t count = in.u2("Code attributes_count");
        for (std::uint16_t i = 0; i < count; ++i) {
            Attribute attr = next_attribute(in);
            if (attr.is("LineNumberTable")) {
                std::uint16_t n = attr.body.u2("line_number_table_length");
                for (std::uint16_t k = 0; k < n; ++k) {
                    LineNumber line;
                    line.start_pc = attr.body.u2("line start_pc");
                    line.line = attr.body.u2("line_number");
                    if (line.start_pc >= length) {
                        attr.body.fail_at(attr.body.offset() - 4,
                                          fmt::format("expected a line start_pc below code_length {}, found {}",
                                                      length, line.start_pc));
                    }
                    code.line_numbers.push_back(line);
                }
            } else if (attr.is("LocalVariableTable")) {
                parse_local_variables(attr.body, code.local_variables, "descriptor");
            } else if (attr.is("LocalVariableTypeTable")) {
                parse_local_variables(attr.body, code.local_variable_types, "signature");
            } else if (attr.is("StackMapTable")) {
                parse_stack_map(attr.body, code.stack_map);
            } else {
                code.other_attributes.push_back(keep_raw(std::move(attr)));
                continue;
            }
            finish(attr);
        }
        std::stable_sort(code.line_numbers.begin(), code.line_numbers.end(),
                         [](const LineNumber& a, const LineNumber& b) { return a.start_pc < b.start_pc; });
        return code;
    }

    void parse_local_variables(ByteReader& in, std::vector<LocalVariable>& out, std::string_view type_role) {
        std::uint16_t n = in.u2("local variable table length");
        for (std::uint16_t k = 0; k < n; ++k) {
            LocalVariable var;
            var.start_pc = in.u2("local variable start_pc");
            var.length = in.u2("local variable length");
            var.name = std::string(utf8_at(in.u2("local variable name_index"), in.offset() - 2, "local variable name"));
            var.descriptor = std::string(utf8_at(in.u2("local variable type index"), in.offset() - 2, type_role));
            var.index = in.u2("local variable index");
            out.push_back(std::move(var));
        }
    }

    VerificationType parse_verification_type(ByteReader& in) {
        std::size_t offset = in.offset();
        std::uint8_t tag = in.u1("verification_type_info tag");
        if (tag > 8) in.fail_at(offset, fmt::format("expected a verification type tag from 0 to 8, found {}", tag));
        VerificationType type;
        type.tag = static_cast<VerificationTag>(tag);
        if (type.tag == VerificationTag::Object) {
            type.value = in.u2("Object_variable_info cpool_index");
            class_at(type.value, offset + 1, "StackMapTable Object type");
        } else if (type.tag == VerificationTag::Uninitialized) {
            type.value = in.u2("Uninitialized_variable_info offset");
        }
        return type;
    }

    void parse_stack_map(ByteReader& in, std::vector<StackMapFrame>& frames) {
        std::uint16_t n = in.u2("number_of_entries");
        for (std::uint16_t k = 0; k < n; ++k) {
            StackMapFrame frame;
            std::size_t offset = in.offset();
            frame.frame_type = in.u1("stack map frame_type");
            std::uint8_t t = frame.frame_type;
            if (t <= 63) {
                frame.offset_delta = t;  // same_frame
            } else if (t <= 127) {
                frame.offset_delta = t - 64;  // same_locals_1_stack_item_frame
                frame.stack.push_back(parse_verification_type(in));
            } else if (t <= 246) {
                in.fail_at(offset, fmt::format("expected a stack map frame type (0-127, 247-255), found "
                                               "reserved type {}", t));
            } else if (t == 247) {
                frame.offset_delta = in.u2("offset_delta");
                frame.stack.push_back(parse_verification_type(in));
            } else if (t <= 250) {
                frame.offset_delta = in.u2("offset_delta");
                frame.chopped = static_cast<std::uint8_t>(251 - t);
            } else if (t == 251) {
                frame.offset_delta = in.u2("offset_delta");
            } else if (t <= 254) {
                frame.offset_delta = in.u2("offset_delta");
                for (int i = 0; i < t - 251; ++i) frame.locals.push_back(parse_verification_type(in));
            } else {
                frame.offset_delta = in.u2("offset_delta");
                std::uint16_t locals = in.u2("number_of_locals");
                for (std::uint16_t i = 0; i < locals; ++i) frame.locals.push_back(parse_verification_type(in));
                std::uint16_t stack = in.u2("number_of_stack_items");
                for (std::uint16_t i = 0; i < stack; ++i) frame.stack.push_back(parse_verification_type(in));
            }
            frames.push_back(std::move(frame));
        }
    }

    // ---- class attributes ---------------------------------------------------

    void parse_class_attributes(ClassFile& cls) {
        std::uint16_t count = in_.u2("class attributes_count");
        for (std::uint16_t i = 0; i < count; ++i) {
            Attribute attr = next_attribute();
            ByteReader& in = attr.body;
            if (attr.is("SourceFile")) {
                cls.source_file = utf8_ref_in(in, "SourceFile");
            } else if (attr.is("Signature")) {
                cls.signature = utf8_ref_in(in, "Signature");
            } else if (attr.is("BootstrapMethods")) {
                std::uint16_t n = in.u2("num_bootstrap_methods");
                for (std::uint16_t k = 0; k < n; ++k) {
                    BootstrapMethod bsm;
                    bsm.method_handle = in.u2("bootstrap_method_ref");
                    if (!pool_->is(bsm.method_handle, CpTag::MethodHandle))
                        describe_mismatch(*pool_, in.offset() - 2, bsm.method_handle, CpTag::MethodHandle,
                                          "bootstrap_method_ref");
                    std::uint16_t args = in.u2("num_bootstrap_arguments");
                    for (std::uint16_t a = 0; a < args; ++a) {
                        std::uint16_t arg = in.u2("bootstrap argument");
                        if (!is_loadable(arg)) {
                            in.fail_at(in.offset() - 2, fmt::format("expected a loadable constant as bootstrap "
                                                                    "argument, found index {}", arg));
                        }
                        bsm.arguments.push_back(arg);
                    }
                    cls.bootstrap_methods.push_back(std::move(bsm));
                }
                has_bootstrap_methods_ = true;
            } else if (attr.is("InnerClasses")) {
                std::uint16_t n = in.u2("number_of_classes");
                for (std::uint16_t k = 0; k < n; ++k) {
                    InnerClass inner;
                    inner.inner_class = class_ref_in(in, "inner_class_info");
                    inner.outer_class = optional_class_ref_in(in, "outer_class_info");
                    std::uint16_t name = in.u2("inner_name_index");
                    if (name != 0) inner.inner_name = std::string(utf8_at(name, in.offset() - 2, "inner_name"));
                    inner.access_flags = in.u2("inner_class_access_flags");
                    cls.inner_classes.push_back(std::move(inner));
                }
            } else if (attr.is("EnclosingMethod")) {
                EnclosingMethod enclosing;
                enclosing.class_name = class_ref_in(in, "EnclosingMethod class");
                std::uint16_t method = in.u2("EnclosingMethod method_index");
                if (method != 0) {
                    if (!pool_->is(method, CpTag::NameAndType))
                        describe_mismatch(*pool_, in.offset() - 2, method, CpTag::NameAndType, "EnclosingMethod");
                    NameAndType nat = pool_->name_and_type(method);
                    enclosing.method_name = std::string(nat.name);
                    enclosing.method_descriptor = std::string(nat.descriptor);
                }
                cls.enclosing_method = std::move(enclosing);
            } else if (attr.is("Record")) {
                std::vector<RecordComponent> components;
                std::uint16_t n = in.u2("components_count");
                for (std::uint16_t k = 0; k < n; ++k) components.push_back(parse_record_component(in));
                cls.record = std::move(components);
            } else if (attr.is("PermittedSubclasses")) {
                read_class_list(in, cls.permitted_subclasses, "PermittedSubclasses");
            } else if (attr.is("NestHost")) {
                cls.nest_host = class_ref_in(in, "NestHost");
            } else if (attr.is("NestMembers")) {
                read_class_list(in, cls.nest_members, "NestMembers");
            } else {
                cls.other_attributes.push_back(keep_raw(std::move(attr)));
                continue;
            }
            finish(attr);
        }
    }

    RecordComponent parse_record_component(ByteReader& in) {
        RecordComponent component;
        component.name = utf8_ref_in(in, "record component name");
        component.descriptor = utf8_ref_in(in, "record component descriptor");
        check_field_descriptor(component.descriptor, in.offset() - 2);
        std::uint16_t count = in.u2("record component attributes_count");
        for (std::uint16_t i = 0; i < count; ++i) {
            Attribute attr = next_attribute(in);
            if (attr.is("Signature")) {
                component.signature = utf8_ref_in(attr.body, "Signature");
                finish(attr);
            } else {
                component.other_attributes.push_back(keep_raw(std::move(attr)));
            }
        }
        return component;
    }

    void read_class_list(ByteReader& in, std::vector<std::string>& out, std::string_view role) {
        std::uint16_t n = in.u2("number_of_classes");
        for (std::uint16_t k = 0; k < n; ++k) out.push_back(class_ref_in(in, role));
    }

    bool is_loadable(std::uint16_t index) const {
        if (index == 0 || index >= pool_->size()) return false;
        switch (pool_->entries[index].tag) {
            case CpTag::Integer: case CpTag::Float: case CpTag::Long: case CpTag::Double:
            case CpTag::Class: case CpTag::String: case CpTag::MethodHandle: case CpTag::MethodType:
            case CpTag::Dynamic:
                return true;
            default:
                return false;
        }
    }

    // Dynamic and InvokeDynamic constants index BootstrapMethods, which is only
    // known once the class attributes have been read.
    void check_bootstrap_references(const ClassFile& cls) {
        for (std::size_t i = 1; i < pool_->size(); ++i) {
            const CpEntry& e = pool_->entries[i];
            if (e.tag != CpTag::Dynamic && e.tag != CpTag::InvokeDynamic) continue;
            if (!has_bootstrap_methods_) {
                in_.fail_at(e.offset, fmt::format("constant pool entry {} ({}) needs a BootstrapMethods "
                                                  "attribute, but the class has none", i, to_string(e.tag)));
            }
            if (e.ref1 >= cls.bootstrap_methods.size()) {
                in_.fail_at(e.offset, fmt::format("constant pool entry {} ({}) names bootstrap method {}, but "
                                                  "BootstrapMethods has {}", i, to_string(e.tag), e.ref1,
                                                  cls.bootstrap_methods.size()));
            }
        }
    }

    // ---- attributes -----------------------------------------------------------

    struct Attribute {
        RawAttribute raw;   // name, offset, bytes (copied only when the attribute is not known)
        ByteReader body;    // reader over the bytes, with absolute offsets
        bool known = false; // interpreted by the parser at this class-file version
        std::span<const std::uint8_t> bytes;  // the body, within the class file

        bool is(std::string_view name) const { return known && raw.name == name; }
    };

    // An attribute the caller does not interpret, kept byte for byte. A known
    // name in a place where it means nothing (a "Code" attribute on a field)
    // has not had its bytes copied yet.
    static RawAttribute keep_raw(Attribute&& attr) {
        if (attr.known) attr.raw.bytes.assign(attr.bytes.begin(), attr.bytes.end());
        return std::move(attr.raw);
    }

    Attribute next_attribute() { return next_attribute(in_); }

    Attribute next_attribute(ByteReader& in) {
        std::size_t offset = in.offset();
        std::uint16_t name_index = in.u2("attribute_name_index");
        std::string name(utf8_at(name_index, offset, "attribute name"));
        std::uint32_t length = in.u4("attribute_length");
        if (length > in.remaining()) {
            in.fail_at(offset + 2, fmt::format("attribute {} declares {} bytes, but only {} bytes are left",
                                               name, length, in.remaining()));
        }
        std::size_t body_offset = in.offset();
        auto bytes = in.take(length, "attribute body");
        bool known = std::any_of(std::begin(kAttributeVersions), std::end(kAttributeVersions),
                                 [&](const AttributeSince& a) { return a.name == name && major_ >= a.major; });
        RawAttribute raw{std::move(name), static_cast<std::uint32_t>(offset), {}};
        if (!known) raw.bytes.assign(bytes.begin(), bytes.end());
        return Attribute{std::move(raw), ByteReader(bytes, source_, body_offset), known, bytes};
    }

    // A known attribute must be consumed exactly.
    void finish(const Attribute& attr) {
        if (!attr.body.at_end()) {
            attr.body.fail(fmt::format("expected the end of attribute {}, found {} more bytes", attr.raw.name,
                                       attr.body.remaining()));
        }
    }

    std::string utf8_ref_in(ByteReader& in, std::string_view role) {
        std::uint16_t index = in.u2(role);
        return std::string(utf8_at(index, in.offset() - 2, role));
    }
    std::string class_ref_in(ByteReader& in, std::string_view role) {
        std::uint16_t index = in.u2(role);
        return std::string(class_at(index, in.offset() - 2, role));
    }
    std::optional<std::string> optional_class_ref_in(ByteReader& in, std::string_view role) {
        std::uint16_t index = in.u2(role);
        if (index == 0) return std::nullopt;
        return std::string(class_at(index, in.offset() - 2, role));
    }

    std::string source_;
    ByteReader in_;
    std::uint16_t major_ = 0;
    const ConstantPool* pool_ = nullptr;
    bool has_bootstrap_methods_ = false;
};

}  // namespace

Result<ClassFile> parse_class_file(std::span<const std::uint8_t> bytes, std::string source) {
    try {
        Parser parser(bytes, std::move(source));
        return parser.parse();
    } catch (const ParseError& error) {
        return Error{error.message};
    }
}

}  // namespace symcrete::classfile
