// The small queries on the parsed ClassFile model; parsing itself is in
// class_file_parser.cpp. Access flags print as javap prints them: a bit that
// means two things (0x0020 is synchronized on a method, super on a class) is
// printed only where it is a Java keyword, and an interface's implicit abstract
// is left out. A pc's source line is a binary search of the sorted line-number
// table; members are found by name and descriptor.
#include "classfile/class_file.h"

#include <algorithm>

namespace symcrete::classfile {

std::string access_flags_to_string(std::uint16_t flags, AccessContext context) {
    struct Flag {
        std::uint16_t bit;
        const char* word;
    };
    // Only flags with a Java keyword are printed, in javap's order.
    static constexpr Flag kFlags[] = {
        {access::Public, "public"},     {access::Private, "private"},
        {access::Protected, "protected"}, {access::Static, "static"},
        {access::Final, "final"},       {access::Synchronized, "synchronized"},
        {access::Volatile, "volatile"}, {access::Transient, "transient"},
        {access::Native, "native"},     {access::Abstract, "abstract"},
        {access::Strict, "strictfp"},
    };
    std::string result;
    for (const Flag& flag : kFlags) {
        if (!(flags & flag.bit)) continue;
        // The same bits mean different things in different places.
        if (flag.bit == access::Synchronized && context != AccessContext::Method) continue;
        if ((flag.bit == access::Volatile || flag.bit == access::Transient) &&
            context != AccessContext::Field)
            continue;
        if ((flag.bit == access::Native || flag.bit == access::Strict) && context != AccessContext::Method)
            continue;
        if (flag.bit == access::Abstract && (flags & access::Interface) &&
            context != AccessContext::Method)
            continue;  // every interface is abstract; javap omits it too
        if (!result.empty()) result += ' ';
        result += flag.word;
    }
    return result;
}

std::uint16_t Code::line_at(std::uint32_t pc) const {
    // line_numbers is sorted by start_pc; the last entry starting at or before pc wins.
    auto it = std::upper_bound(line_numbers.begin(), line_numbers.end(), pc,
                               [](std::uint32_t value, const LineNumber& entry) {
                                   return value < entry.start_pc;
                               });
    return it == line_numbers.begin() ? 0 : std::prev(it)->line;
}

const Method* ClassFile::find_method(std::string_view method_name, std::string_view desc) const {
    auto it = std::find_if(methods.begin(), methods.end(), [&](const Method& m) {
        return m.name == method_name && m.descriptor == desc;
    });
    return it == methods.end() ? nullptr : &*it;
}

const Field* ClassFile::find_field(std::string_view field_name, std::string_view desc) const {
    auto it = std::find_if(fields.begin(), fields.end(), [&](const Field& f) {
        return f.name == field_name && f.descriptor == desc;
    });
    return it == fields.end() ? nullptr : &*it;
}

}  // namespace symcrete::classfile
