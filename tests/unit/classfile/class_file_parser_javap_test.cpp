// The class-file parser cross-checked against `javap -v -p`: every class
// compiled from tests/java/classfile/ (each source set at each of its releases)
// is parsed and its structural facts (constant pool, flags, members, code,
// lines, handlers, locals, frames, throws, bootstrap methods) compared with
// what the JDK's own disassembler reports, so that the parser is checked by
// an independent reading of the same bytes and not only by hand-written
// expectations.
#include "classfile/class_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "class_file_test_helpers.h"
#include "classfile/constant_pool.h"
#include "classfile_test_util.h"
#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using namespace test;  // the shared helpers and fixture (class_file_test_helpers.h)

// ---- cross-check against javap -v -p ---------------------------------------------

struct JavapMember {
    std::string header;
    std::string descriptor;
    std::uint16_t flags = 0;
    bool has_code = false;
    int max_stack = -1, max_locals = -1;
    std::vector<std::pair<int, std::string>> instructions;  // pc, mnemonic
    std::vector<LineNumber> lines;
    std::vector<std::tuple<int, int, int, int>> handlers;   // from, to, target, is_any
    std::vector<std::string> handler_types;
    std::vector<std::tuple<int, int, int, std::string, std::string>> locals;  // start, length, slot, name, type
    std::vector<std::tuple<int, int, int, std::string, std::string>> local_types;
    std::vector<int> frame_types;
    std::vector<std::string> throws;
};

struct JavapClass {
    std::string file;
    int minor = -1, major = -1;
    std::uint16_t flags = 0;
    int interfaces = -1, fields = -1, methods = -1;
    std::map<int, std::pair<std::string, std::string>> pool;  // index -> (tag, raw text after the tag)
    std::vector<JavapMember> members;  // fields and methods in class-file order
    int bootstrap_methods = 0;
};

// A cursor over one line of javap output. (No std::regex: GCC 12 warns about
// its internals under the sanitizers, and -Werror makes that fatal.)
struct Scan {
    std::string_view rest;

    explicit Scan(std::string_view line) : rest(line) {}
    std::size_t spaces() {
        std::size_t n = std::min(rest.find_first_not_of(' '), rest.size());
        rest.remove_prefix(n);
        return n;
    }
    bool literal(std::string_view text) {
        if (!rest.starts_with(text)) return false;
        rest.remove_prefix(text.size());
        return true;
    }
    std::optional<int> number(int base = 10) {
        std::size_t n = 0;
        while (n < rest.size() && (base == 16 ? std::isxdigit(static_cast<unsigned char>(rest[n]))
                                              : std::isdigit(static_cast<unsigned char>(rest[n]))))
            ++n;
        if (n == 0) return std::nullopt;
        int value = std::stoi(std::string(rest.substr(0, n)), nullptr, base);
        rest.remove_prefix(n);
        return value;
    }
    std::string word() {  // up to the next space
        std::size_t n = std::min(rest.find(' '), rest.size());
        std::string w(rest.substr(0, n));
        rest.remove_prefix(n);
        return w;
    }
    bool at_end() const { return rest.empty(); }
};

// "flags: (0x0021) ACC_PUBLIC, ACC_SUPER" after any indentation.
std::optional<std::uint16_t> flags_of(const std::string& line) {
    Scan s(line);
    s.spaces();
    if (!s.literal("flags: (0x")) return std::nullopt;
    auto value = s.number(16);
    if (!value) return std::nullopt;
    return static_cast<std::uint16_t>(*value);
}

std::vector<JavapClass> run_javap(const std::vector<fs::path>& files) {
    // UTF-8 so that javap prints non-ASCII file names as they are.
    std::string command = "LC_ALL=C.UTF-8 " + test::jdk_tool("javap") + " -J-Duser.language=en -v -p";
    for (const fs::path& f : files) command += " " + test::shell_quote(f.string());
    auto result = symcrete::testing::run_command(command);
    EXPECT_EQ(result.status, 0) << command << "\n" << result.output.substr(0, 2000);

    std::vector<JavapClass> classes;
    JavapClass* cls = nullptr;
    JavapMember* member = nullptr;
    enum class Part { Header, Pool, Members, Trailer } part = Part::Header;
    std::string section;
    std::istringstream in(result.output);
    std::string line;
    while (std::getline(in, line)) {
        if (line.starts_with("Classfile ")) {
            classes.emplace_back();
            cls = &classes.back();
            cls->file = line.substr(10);
            member = nullptr;
            part = Part::Header;
            continue;
        }
        if (cls == nullptr) continue;
        Scan s(line);
        const std::size_t indent = s.spaces();
        if (part == Part::Header) {
            if (s.literal("minor version: ")) {
                cls->minor = s.number().value_or(-1);
            } else if (s.literal("major version: ")) {
                cls->major = s.number().value_or(-1);
            } else if (auto flags = flags_of(line)) {
                cls->flags = *flags;
            } else if (s.literal("interfaces: ")) {
                cls->interfaces = s.number().value_or(-1);
                if (s.literal(", fields: ")) cls->fields = s.number().value_or(-1);
                if (s.literal(", methods: ")) cls->methods = s.number().value_or(-1);
            } else if (line == "Constant pool:") {
                part = Part::Pool;
            }
        } else if (part == Part::Pool) {
            // "   #12 = Utf8               text"
            if (line == "{") {
                part = Part::Members;
            } else if (s.literal("#")) {
                auto index = s.number();
                if (index && s.literal(" = ")) {
                    std::string tag = s.word();
                    cls->pool[*index] = {tag, std::string(s.rest)};
                }
            }
        } else if (part == Part::Members) {
            if (line == "}") {
                part = Part::Trailer;
                section.clear();
            } else if (indent == 2) {
                cls->members.emplace_back();
                member = &cls->members.back();
                member->header = line;
                section.clear();
            } else if (member == nullptr || s.at_end()) {
                continue;
            } else if (indent == 4 && s.literal("descriptor: ")) {
                member->descriptor = std::string(s.rest);
            } else if (indent == 4 && flags_of(line)) {
                member->flags = *flags_of(line);
            } else if (indent == 4 && line.ends_with("Code:")) {
                member->has_code = true;
                section = "Code";
            } else if (indent == 4) {
                section = s.word();  // "Exceptions:", "Signature:", ...
            } else if (indent == 6 && s.literal("stack=")) {
                member->max_stack = s.number().value_or(-1);
                if (s.literal(", locals=")) member->max_locals = s.number().value_or(-1);
            } else if (indent == 6 && section == "Exceptions:" && s.literal("throws ")) {
                std::string list(s.rest);
                std::size_t start = 0;
                while (true) {
                    std::size_t comma = list.find(", ", start);
                    std::string name = list.substr(start, comma - start);
                    std::replace(name.begin(), name.end(), '.', '/');
                    member->throws.push_back(name);
                    if (comma == std::string::npos) break;
                    start = comma + 2;
                }
            } else if (indent == 6 && !std::isdigit(static_cast<unsigned char>(s.rest[0]))) {
                section = line.substr(6, line.find(':') - 6);  // "LineNumberTable", "Exception table", ...
            } else if (section == "Code") {
                // "        12: invokevirtual #7 ..."; switch arms ("1: 36", "default: 48") have no mnemonic.
                auto pc = s.number();
                if (pc && indent >= 6 && s.literal(": ") && !s.rest.empty() &&
                    std::islower(static_cast<unsigned char>(s.rest[0]))) {
                    member->instructions.emplace_back(*pc, s.word());
                }
            } else if (section == "LineNumberTable" && s.literal("line ")) {
                auto number = s.number();
                auto pc = s.literal(": ") ? s.number() : std::nullopt;
                if (number && pc) {
                    member->lines.push_back({static_cast<std::uint16_t>(*pc), static_cast<std::uint16_t>(*number)});
                }
            } else if (section == "Exception table") {
                // "     0     5    17   Class java/lang/NumberFormatException" or "... any"
                auto from = s.number();
                s.spaces();
                auto to = s.number();
                s.spaces();
                auto target = s.number();
                s.spaces();
                if (from && to && target) {
                    bool any = s.literal("any");
                    std::string type = !any && s.literal("Class ") ? std::string(s.rest) : std::string();
                    member->handlers.emplace_back(*from, *to, *target, any);
                    member->handler_types.push_back(type);
                }
            } else if (section == "LocalVariableTable" || section == "LocalVariableTypeTable") {
                // "     0      16     0  this   Lcf/Generics;"
                auto start = s.number();
                s.spaces();
                auto length = s.number();
                s.spaces();
                auto slot = s.number();
                s.spaces();
                std::string name = s.word();
                s.spaces();
                std::string type = s.word();
                if (start && length && slot && !type.empty()) {
                    auto row = std::make_tuple(*start, *length, *slot, name, type);
                    (section == "LocalVariableTable" ? member->locals : member->local_types).push_back(row);
                }
            } else if (section == "StackMapTable" && s.literal("frame_type = ")) {
                member->frame_types.push_back(s.number().value_or(-1));
            }
        } else if (part == Part::Trailer) {
            // "  0: #83 REF_invokeStatic java/lang/invoke/LambdaMetafactory.metafactory:..."
            if (line == "BootstrapMethods:") {
                section = "BootstrapMethods";
            } else if (indent == 0) {
                section.clear();
            } else if (section == "BootstrapMethods" && indent == 2 && s.number() && s.literal(": #") && s.number() &&
                       s.literal(" REF_")) {
                ++cls->bootstrap_methods;
            }
        }
    }
    return classes;
}

bool is_plain_ascii(const std::string& text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x21 && c < 0x7F && c != '\\'; });
}

// Length of the instruction that ends a method, from its mnemonic.
int final_instruction_length(const std::string& mnemonic) {
    if (mnemonic.ends_with("return") || mnemonic == "athrow") return 1;
    if (mnemonic == "goto") return 3;
    if (mnemonic == "goto_w") return 5;
    ADD_FAILURE() << "unexpected last instruction " << mnemonic;
    return 0;
}

// What a cross-check compared, so that a javap output format the parser above
// does not understand cannot make the comparison vacuous.
struct Compared {
    std::size_t methods_with_code = 0, lines = 0, handlers = 0, locals = 0, local_types = 0, frames = 0,
                throws = 0, bootstrap_methods = 0;
};

void compare_with_javap(const ClassFile& cls, const JavapClass& javap, Compared& compared) {
    SCOPED_TRACE(cls.source);
    EXPECT_EQ(cls.major_version, javap.major);
    EXPECT_EQ(cls.minor_version, javap.minor);
    EXPECT_EQ(cls.access_flags, javap.flags);
    EXPECT_EQ(static_cast<int>(cls.interfaces.size()), javap.interfaces);
    EXPECT_EQ(static_cast<int>(cls.fields.size()), javap.fields);
    EXPECT_EQ(static_cast<int>(cls.methods.size()), javap.methods);
    EXPECT_EQ(static_cast<int>(cls.bootstrap_methods.size()), javap.bootstrap_methods);
    compared.bootstrap_methods += static_cast<std::size_t>(javap.bootstrap_methods);

    // Constant pool: the count, every entry's kind, and the texts javap prints verbatim.
    ASSERT_FALSE(javap.pool.empty());
    auto last = javap.pool.rbegin();
    int count = last->first + (last->second.first == "Long" || last->second.first == "Double" ? 2 : 1);
    EXPECT_EQ(static_cast<int>(cls.constant_pool.size()), count);
    int compared_texts = 0;
    for (const auto& [index, entry] : javap.pool) {
        if (index >= static_cast<int>(cls.constant_pool.size())) break;
        const CpEntry& ours = cls.constant_pool.at(index);
        EXPECT_EQ(to_string(ours.tag), entry.first) << "entry " << index;
        if (ours.tag == CpTag::Utf8 && entry.second.size() > 1) {
            std::string text = entry.second;
            text.erase(0, text.find_first_not_of(' '));
            if (is_plain_ascii(text) && is_plain_ascii(ours.utf8) && text.find(' ') == std::string::npos) {
                EXPECT_EQ(ours.utf8, text) << "entry " << index;
                ++compared_texts;
            }
        }
        if (ours.tag == CpTag::Integer) {
            EXPECT_EQ(std::to_string(ours.integer), entry.second.substr(entry.second.find_first_not_of(' ')))
                << "entry " << index;
        }
    }
    EXPECT_GT(compared_texts, 5);

    // Members in class-file order: fields, then methods.
    ASSERT_EQ(javap.members.size(), cls.fields.size() + cls.methods.size());
    for (std::size_t i = 0; i < cls.fields.size(); ++i) {
        const JavapMember& j = javap.members[i];
        EXPECT_EQ(cls.fields[i].descriptor, j.descriptor) << j.header;
        EXPECT_EQ(cls.fields[i].access_flags, j.flags) << j.header;
    }
    for (std::size_t i = 0; i < cls.methods.size(); ++i) {
        const Method& method = cls.methods[i];
        const JavapMember& j = javap.members[cls.fields.size() + i];
        SCOPED_TRACE(method.name + method.descriptor + " vs " + j.header);
        EXPECT_EQ(method.descriptor, j.descriptor);
        EXPECT_EQ(method.access_flags, j.flags);
        EXPECT_EQ(method.exceptions, j.throws);
        ASSERT_EQ(method.code.has_value(), j.has_code);
        compared.throws += j.throws.size();
        if (!method.code) continue;
        ++compared.methods_with_code;
        compared.lines += j.lines.size();
        compared.handlers += j.handlers.size();
        compared.locals += j.locals.size();
        compared.local_types += j.local_types.size();
        compared.frames += j.frame_types.size();
        const Code& code = *method.code;
        EXPECT_EQ(code.max_stack, j.max_stack);
        EXPECT_EQ(code.max_locals, j.max_locals);
        ASSERT_FALSE(j.instructions.empty());
        const auto& [last_pc, last_mnemonic] = j.instructions.back();
        EXPECT_EQ(code.bytecode.size(), static_cast<std::size_t>(last_pc + final_instruction_length(last_mnemonic)));

        // Line numbers: javap prints table order, we keep them sorted by pc.
        std::vector<std::pair<int, int>> ours_lines, javap_lines;
        for (const LineNumber& l : code.line_numbers) ours_lines.emplace_back(l.start_pc, l.line);
        for (const LineNumber& l : j.lines) javap_lines.emplace_back(l.start_pc, l.line);
        std::stable_sort(javap_lines.begin(), javap_lines.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        EXPECT_EQ(ours_lines, javap_lines);

        ASSERT_EQ(code.exception_table.size(), j.handlers.size());
        for (std::size_t k = 0; k < j.handlers.size(); ++k) {
            const ExceptionHandler& h = code.exception_table[k];
            auto [from, to, target, any] = j.handlers[k];
            EXPECT_EQ(h.start_pc, from);
            EXPECT_EQ(h.end_pc, to);
            EXPECT_EQ(h.handler_pc, target);
            EXPECT_EQ(h.catch_type == 0, any != 0);
            if (h.catch_type != 0) { EXPECT_EQ(cls.constant_pool.class_name(h.catch_type), j.handler_types[k]); }
        }

        auto compare_locals = [&](const std::vector<LocalVariable>& ours, const auto& theirs) {
            ASSERT_EQ(ours.size(), theirs.size());
            for (std::size_t k = 0; k < ours.size(); ++k) {
                const auto& [start, length, slot, name, type] = theirs[k];
                EXPECT_EQ(ours[k].start_pc, start);
                EXPECT_EQ(ours[k].length, length);
                EXPECT_EQ(ours[k].index, slot);
                if (is_plain_ascii(ours[k].name)) { EXPECT_EQ(ours[k].name, name); }
                if (is_plain_ascii(ours[k].descriptor)) { EXPECT_EQ(ours[k].descriptor, type); }
            }
        };
        compare_locals(code.local_variables, j.locals);
        compare_locals(code.local_variable_types, j.local_types);

        std::vector<int> frame_types;
        for (const StackMapFrame& f : code.stack_map) frame_types.push_back(f.frame_type);
        EXPECT_EQ(frame_types, j.frame_types);
    }
}

struct SourceSet {
    std::string set;
    int release;
    friend void PrintTo(const SourceSet& s, std::ostream* os) { *os << s.set << "@" << s.release; }
};

class JavapCrossCheck : public ::testing::TestWithParam<SourceSet> {};
INSTANTIATE_TEST_SUITE_P(Sets, JavapCrossCheck,
                         ::testing::Values(SourceSet{"java8", 8}, SourceSet{"java8", 11}, SourceSet{"java8", 17},
                                           SourceSet{"java11", 11}, SourceSet{"java17", 17}),
                         [](const auto& info) {
                             return info.param.set + "_release" + std::to_string(info.param.release);
                         });

TEST_P(JavapCrossCheck, AgreesWithJavap) {
    const auto [set, release] = GetParam();
    fs::path dir = compiled_dir(set, release);
    ASSERT_FALSE(dir.empty());
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
        if (entry.path().extension() == ".class") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    ASSERT_FALSE(files.empty());
    std::vector<JavapClass> javap = run_javap(files);
    ASSERT_EQ(javap.size(), files.size());
    Compared compared;
    for (std::size_t i = 0; i < files.size(); ++i) {
        ASSERT_EQ(javap[i].file, files[i].string());
        auto cls = parse_class_file(read_bytes(files[i]), files[i].string());
        ASSERT_TRUE(cls) << cls.error().message;
        EXPECT_EQ(cls->major_version, major_for(release));
        compare_with_javap(*cls, javap[i], compared);
    }
    EXPECT_GT(compared.methods_with_code, 0u);
    EXPECT_GT(compared.lines, 0u);
    EXPECT_GT(compared.locals, 0u);
    EXPECT_GT(compared.bootstrap_methods, 0u);
    if (set == "java8") {
        EXPECT_GE(compared.handlers, 7u);  // Exceptions: 4 + 2 + 1
        EXPECT_GT(compared.local_types, 10u);
        EXPECT_GT(compared.frames, 20u);
        EXPECT_GT(compared.throws, 2u);
    }
}

}  // namespace
}  // namespace symcrete::classfile
