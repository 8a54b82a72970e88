// The constant pool of one class file. Cross-references between entries are
// checked when the class is parsed, so the accessors below can assume a
// well-formed pool for indices that came from the pool itself. Indices that come
// from bytecode are checked by the caller with `is(index, tag)`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace symcrete::classfile {

enum class CpTag : std::uint8_t {
    Empty = 0,  // index 0 and the slot after a Long or Double
    Utf8 = 1,
    Integer = 3,
    Float = 4,
    Long = 5,
    Double = 6,
    Class = 7,
    String = 8,
    Fieldref = 9,
    Methodref = 10,
    InterfaceMethodref = 11,
    NameAndType = 12,
    MethodHandle = 15,
    MethodType = 16,
    Dynamic = 17,
    InvokeDynamic = 18,
    Module = 19,
    Package = 20,
};

std::string_view to_string(CpTag tag);

// JVMS 4.4.8 reference kinds.
enum class RefKind : std::uint8_t {
    GetField = 1,
    GetStatic = 2,
    PutField = 3,
    PutStatic = 4,
    InvokeVirtual = 5,
    InvokeStatic = 6,
    InvokeSpecial = 7,
    NewInvokeSpecial = 8,
    InvokeInterface = 9,
};

struct CpEntry {
    CpTag tag = CpTag::Empty;
    // Meaning by tag:
    //   Class, String, MethodType, Module, Package: ref1 = Utf8 index
    //   Field/Method/InterfaceMethodref: ref1 = Class, ref2 = NameAndType
    //   NameAndType: ref1 = name Utf8, ref2 = descriptor Utf8
    //   MethodHandle: ref_kind, ref1 = member ref
    //   Dynamic, InvokeDynamic: ref1 = bootstrap method index, ref2 = NameAndType
    std::uint16_t ref1 = 0;
    std::uint16_t ref2 = 0;
    RefKind ref_kind = RefKind::GetField;
    std::int64_t integer = 0;  // Integer (sign-extended) and Long
    float float_value = 0;
    double double_value = 0;
    std::string utf8;          // Utf8, decoded from modified UTF-8 into standard UTF-8
    std::uint32_t offset = 0;  // byte offset of the tag in the class file, for messages
};

// A symbolic reference to a field or method, resolved to strings.
struct MemberRef {
    std::string_view owner;       // internal name (java/lang/Object) or array descriptor
    std::string_view name;
    std::string_view descriptor;
    bool is_interface = false;    // InterfaceMethodref
};

struct NameAndType {
    std::string_view name;
    std::string_view descriptor;
};

class ConstantPool {
public:
    std::vector<CpEntry> entries;  // entries[0] is the unused slot

    std::size_t size() const { return entries.size(); }
    bool is(std::size_t index, CpTag tag) const {
        return index > 0 && index < entries.size() && entries[index].tag == tag;
    }
    bool is_member_ref(std::size_t index) const {
        return is(index, CpTag::Fieldref) || is(index, CpTag::Methodref) ||
               is(index, CpTag::InterfaceMethodref);
    }
    const CpEntry& at(std::size_t index) const { return entries.at(index); }

    // Preconditions: the entry at `index` has the tag the accessor reads.
    std::string_view utf8(std::size_t index) const;
    std::string_view class_name(std::size_t index) const;  // Class -> internal name
    std::string_view string(std::size_t index) const;      // String -> its text
    NameAndType name_and_type(std::size_t index) const;
    MemberRef member_ref(std::size_t index) const;         // Field/Method/InterfaceMethodref
};

}  // namespace symcrete::classfile
