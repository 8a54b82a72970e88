// Tag names and the typed accessors of ConstantPool (constant_pool.h). The
// accessors only assert their preconditions: the parser has already checked
// every cross-reference inside the pool, and callers check indices that come
// from bytecode with is(), so the accessors cost nothing once asserts are
// compiled out.
#include "classfile/constant_pool.h"

#include <cassert>

namespace symcrete::classfile {

std::string_view to_string(CpTag tag) {
    switch (tag) {
        case CpTag::Empty: return "(unused)";
        case CpTag::Utf8: return "Utf8";
        case CpTag::Integer: return "Integer";
        case CpTag::Float: return "Float";
        case CpTag::Long: return "Long";
        case CpTag::Double: return "Double";
        case CpTag::Class: return "Class";
        case CpTag::String: return "String";
        case CpTag::Fieldref: return "Fieldref";
        case CpTag::Methodref: return "Methodref";
        case CpTag::InterfaceMethodref: return "InterfaceMethodref";
        case CpTag::NameAndType: return "NameAndType";
        case CpTag::MethodHandle: return "MethodHandle";
        case CpTag::MethodType: return "MethodType";
        case CpTag::Dynamic: return "Dynamic";
        case CpTag::InvokeDynamic: return "InvokeDynamic";
        case CpTag::Module: return "Module";
        case CpTag::Package: return "Package";
    }
    return "(unknown)";
}

std::string_view ConstantPool::utf8(std::size_t index) const {
    assert(is(index, CpTag::Utf8));
    return entries[index].utf8;
}

std::string_view ConstantPool::class_name(std::size_t index) const {
    assert(is(index, CpTag::Class));
    return utf8(entries[index].ref1);
}

std::string_view ConstantPool::string(std::size_t index) const {
    assert(is(index, CpTag::String));
    return utf8(entries[index].ref1);
}

NameAndType ConstantPool::name_and_type(std::size_t index) const {
    assert(is(index, CpTag::NameAndType));
    return {utf8(entries[index].ref1), utf8(entries[index].ref2)};
}

MemberRef ConstantPool::member_ref(std::size_t index) const {
    assert(is_member_ref(index));
    const CpEntry& entry = entries[index];
    NameAndType nat = name_and_type(entry.ref2);
    return {class_name(entry.ref1), nat.name, nat.descriptor,
            entry.tag == CpTag::InterfaceMethodref};
}

}  // namespace symcrete::classfile
