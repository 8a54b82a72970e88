// The parser on corrupted class files: real class files compiled at test time,
// truncated, patched and bit-flipped. Every failure must be an Error (never a
// crash) whose message starts with the source name and gives the byte offset
// of the problem.
#include "classfile/class_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <cctype>
#include <string>
#include <vector>

#include "classfile/constant_pool.h"
#include "classfile_test_util.h"

namespace symcrete::classfile {
namespace {

using Bytes = std::vector<std::uint8_t>;
using test::get_u2;
using test::get_u4;
using test::put_u2;
using test::put_u4;

// ---- an independent walk over the class-file layout ---------------------------------
//
// Where each structure sits, so a test can corrupt one field and know the
// offset the parser must report. It trusts its input: it only walks files
// that javac wrote.

struct PoolSlot {
    std::uint8_t tag = 0;
    std::size_t offset = 0;  // of the tag byte
};

struct AttributeAt {
    std::string name;
    std::size_t offset = 0;  // of attribute_name_index; the body starts at offset + 6
    std::uint32_t length = 0;
    std::vector<AttributeAt> nested;  // a Code attribute's own attributes
};

struct MemberAt {
    std::size_t offset = 0;  // of access_flags
    std::string name, descriptor;
    std::vector<AttributeAt> attributes;
    const AttributeAt* attribute(std::string_view name) const {
        for (const AttributeAt& a : attributes)
            if (a.name == name) return &a;
        return nullptr;
    }
};

struct Layout {
    std::vector<PoolSlot> pool;  // pool[0] unused
    std::size_t pool_end = 0;    // offset of access_flags
    std::vector<MemberAt> fields, methods;
    std::vector<AttributeAt> attributes;

    std::string utf8(const Bytes& b, std::size_t index) const {
        std::size_t at = pool.at(index).offset;
        return std::string(b.begin() + at + 3, b.begin() + at + 3 + get_u2(b, at + 1));
    }
    std::size_t this_class_offset() const { return pool_end + 2; }
    const MemberAt* method(std::string_view name) const {
        for (const MemberAt& m : methods)
            if (m.name == name) return &m;
        return nullptr;
    }
    const AttributeAt* attribute(std::string_view name) const {
        for (const AttributeAt& a : attributes)
            if (a.name == name) return &a;
        return nullptr;
    }
};

std::vector<AttributeAt> walk_attributes(const Bytes& b, const Layout& layout, std::size_t& at) {
    std::vector<AttributeAt> result;
    std::uint16_t count = get_u2(b, at);
    at += 2;
    for (std::uint16_t i = 0; i < count; ++i) {
        AttributeAt attr;
        attr.offset = at;
        attr.name = layout.utf8(b, get_u2(b, at));
        attr.length = get_u4(b, at + 2);
        if (attr.name == "Code") {
            std::size_t code_at = at + 6;
            std::uint32_t code_length = get_u4(b, code_at + 4);
            std::size_t nested_at = code_at + 8 + code_length;
            nested_at += 2 + 8 * get_u2(b, nested_at);
            attr.nested = walk_attributes(b, layout, nested_at);
        }
        at += 6 + attr.length;
        result.push_back(std::move(attr));
    }
    return result;
}

std::vector<MemberAt> walk_members(const Bytes& b, const Layout& layout, std::size_t& at) {
    std::vector<MemberAt> result;
    std::uint16_t count = get_u2(b, at);
    at += 2;
    for (std::uint16_t i = 0; i < count; ++i) {
        MemberAt member;
        member.offset = at;
        member.name = layout.utf8(b, get_u2(b, at + 2));
        member.descriptor = layout.utf8(b, get_u2(b, at + 4));
        at += 6;
        member.attributes = walk_attributes(b, layout, at);
        result.push_back(std::move(member));
    }
    return result;
}

Layout walk(const Bytes& b) {
    Layout layout;
    std::uint16_t count = get_u2(b, 8);
    layout.pool.resize(count);
    std::size_t at = 10;
    for (std::uint16_t i = 1; i < count; ++i) {
        std::uint8_t tag = b.at(at);
        layout.pool[i] = {tag, at};
        switch (tag) {
            case 1: at += 3 + get_u2(b, at + 1); break;
            case 3: case 4: at += 5; break;
            case 5: case 6: at += 9; ++i; break;
            case 7: case 8: case 16: case 19: case 20: at += 3; break;
            case 15: at += 4; break;
            default: at += 5; break;  // 9-12, 17, 18
        }
    }
    layout.pool_end = at;
    at += 6;                       // access_flags, this_class, super_class
    at += 2 + 2 * get_u2(b, at);   // interfaces
    layout.fields = walk_members(b, layout, at);
    layout.methods = walk_members(b, layout, at);
    layout.attributes = walk_attributes(b, layout, at);
    EXPECT_EQ(at, b.size()) << "the layout walk must end at the end of the file";
    return layout;
}

// ---- fixtures -------------------------------------------------------------------------

struct Sample {
    std::string source;  // the path, used as the source name in messages
    Bytes bytes;
};

Sample sample(const std::string& set, int release, const std::string& name) {
    auto path = test::class_path_of(set, release, name);
    return {path.string(), test::read_bytes(path)};
}

Result<ClassFile> parse(const Sample& s, const Bytes& bytes) { return parse_class_file(bytes, s.source); }

// The parse must fail, the message must start with the source name and name
// `offset`, and it must contain each of `words`.
void expect_error_at(const Sample& s, const Bytes& bytes, std::size_t offset,
                     std::initializer_list<std::string_view> words = {}) {
    auto result = parse(s, bytes);
    ASSERT_FALSE(result) << "expected an error at offset " << offset;
    const std::string& message = result.error().message;
    std::string prefix = s.source + ": offset " + std::to_string(offset) + ": ";
    EXPECT_TRUE(message.starts_with(prefix)) << "expected prefix '" << prefix << "' in\n  " << message;
    for (std::string_view word : words)
        EXPECT_NE(message.find(word), std::string::npos) << "expected '" << word << "' in\n  " << message;
}

// Any error: from the right source, with some offset inside (or just past) the input.
void expect_well_formed_error(const std::string& source, const std::string& message, std::size_t size) {
    ASSERT_TRUE(message.starts_with(source + ": offset ")) << message;
    std::string rest = message.substr(source.size() + 9);
    std::size_t digits = 0;
    while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) ++digits;
    ASSERT_GT(digits, 0u) << message;
    ASSERT_TRUE(rest.substr(digits).starts_with(": ")) << message;
    ASSERT_GT(rest.size(), digits + 2) << "no text after the offset: " << message;
    EXPECT_LE(std::stoul(rest.substr(0, digits)), size) << message;
}

// Reads every part of a parsed class the way later layers do, so that a
// "successful" parse of a corrupt file cannot leave dangling indices behind.
void touch_everything(const ClassFile& cls) {
    const ConstantPool& pool = cls.constant_pool;
    std::size_t sink = 0;
    for (std::size_t i = 1; i < pool.size(); ++i) {
        const CpEntry& e = pool.at(i);
        switch (e.tag) {
            case CpTag::Class: sink += pool.class_name(i).size(); break;
            case CpTag::String: sink += pool.string(i).size(); break;
            case CpTag::NameAndType: sink += pool.name_and_type(i).name.size(); break;
            case CpTag::Fieldref: case CpTag::Methodref: case CpTag::InterfaceMethodref:
                sink += pool.member_ref(i).descriptor.size();
                break;
            case CpTag::MethodHandle: sink += pool.member_ref(e.ref1).name.size(); break;
            case CpTag::MethodType: case CpTag::Module: case CpTag::Package: sink += pool.utf8(e.ref1).size(); break;
            case CpTag::Dynamic: case CpTag::InvokeDynamic:
                EXPECT_LT(e.ref1, cls.bootstrap_methods.size());
                sink += pool.name_and_type(e.ref2).descriptor.size();
                break;
            default: break;
        }
    }
    for (const Field& f : cls.fields)
        if (f.constant_value != 0) sink += static_cast<std::size_t>(pool.at(f.constant_value).tag);
    for (const Method& m : cls.methods) {
        if (!m.code) continue;
        const Code& code = *m.code;
        EXPECT_FALSE(code.bytecode.empty());
        for (const ExceptionHandler& h : code.exception_table) {
            EXPECT_LT(h.handler_pc, code.bytecode.size());
            if (h.catch_type != 0) sink += pool.class_name(h.catch_type).size();
        }
        for (const StackMapFrame& f : code.stack_map) {
            for (const auto* list : {&f.locals, &f.stack})
                for (const VerificationType& t : *list)
                    if (t.tag == VerificationTag::Object) sink += pool.class_name(t.value).size();
        }
        sink += code.line_at(0) + code.line_at(static_cast<std::uint32_t>(code.bytecode.size()));
    }
    for (const BootstrapMethod& bsm : cls.bootstrap_methods) {
        EXPECT_TRUE(pool.is(bsm.method_handle, CpTag::MethodHandle));
        for (std::uint16_t arg : bsm.arguments) EXPECT_LT(arg, pool.size());
    }
    (void)sink;
}

// The classes the tests corrupt: together they hold every constant kind javac
// emits and every attribute the parser interprets.
std::vector<Sample> corpus() {
    return {
        sample("java8", 17, "Exceptions"), sample("java8", 17, "Lambdas"), sample("java8", 8, "Loops"),
        sample("java8", 17, "Constants"),  sample("java8", 17, "Outer$2"), sample("java8", 11, "Generics"),
        sample("java8", 17, "Unicode"),    sample("java17", 17, "Point"),  sample("java17", 17, "Expr"),
    };
}

// ---- sanity -----------------------------------------------------------------------------

TEST(Malformed, CorpusParsesUnchangedAndWalks) {
    for (const Sample& s : corpus()) {
        auto result = parse(s, s.bytes);
        ASSERT_TRUE(result) << result.error().message;
        touch_everything(*result);
        Layout layout = walk(s.bytes);
        EXPECT_EQ(layout.methods.size(), result->methods.size());
        EXPECT_EQ(layout.pool.size(), result->constant_pool.size());
        for (std::size_t i = 1; i < layout.pool.size(); ++i)
            if (layout.pool[i].tag != 0) { EXPECT_EQ(layout.pool[i].offset, result->constant_pool.at(i).offset); }
    }
}

// ---- truncation ---------------------------------------------------------------------------

TEST(Malformed, EveryTruncationIsAnError) {
    for (const Sample& s : corpus()) {
        SCOPED_TRACE(s.source);
        for (std::size_t length = 0; length < s.bytes.size(); ++length) {
            Bytes cut(s.bytes.begin(), s.bytes.begin() + static_cast<std::ptrdiff_t>(length));
            auto result = parse(s, cut);
            ASSERT_FALSE(result) << "a prefix of " << length << " bytes parsed";
            ASSERT_NO_FATAL_FAILURE(expect_well_formed_error(s.source, result.error().message, length))
                << "prefix of " << length << " bytes";
        }
    }
}

TEST(Malformed, TruncationMessages) {
    Sample s = sample("java8", 17, "Exceptions");
    expect_error_at(s, {}, 0, {"magic", "4 bytes", "0 bytes left"});
    expect_error_at(s, Bytes(s.bytes.begin(), s.bytes.begin() + 3), 0, {"magic", "3 bytes left"});
    expect_error_at(s, Bytes(s.bytes.begin(), s.bytes.begin() + 5), 4, {"minor_version", "1 byte left"});
    expect_error_at(s, Bytes(s.bytes.begin(), s.bytes.begin() + 8), 8, {"constant_pool_count"});
    expect_error_at(s, Bytes(s.bytes.begin(), s.bytes.begin() + 10), 10, {"constant pool tag"});
    // One byte short: the last attribute's body runs past the end.
    Layout layout = walk(s.bytes);
    const AttributeAt& last = layout.attributes.back();
    expect_error_at(s, Bytes(s.bytes.begin(), s.bytes.end() - 1), last.offset + 2,
                    {"attribute " + last.name, "declares " + std::to_string(last.length) + " bytes",
                     "only " + std::to_string(last.length - 1) + " bytes are left"});
}

// ---- header -----------------------------------------------------------------------------

TEST(Malformed, BadMagic) {
    Sample s = sample("java8", 17, "Exceptions");
    Bytes b = s.bytes;
    b[0] = 0xCB;
    expect_error_at(s, b, 0, {"magic 0xCAFEBABE", "0xCBFEBABE"});
    b = s.bytes;
    b[3] = 0x00;
    expect_error_at(s, b, 0, {"0xCAFEBA00"});
}

TEST(Malformed, UnsupportedVersions) {
    Sample s = sample("java8", 17, "Exceptions");
    for (std::uint16_t version : {0, 44, 70, 0xFFFF}) {
        Bytes b = s.bytes;
        put_u2(b, 6, version);
        expect_error_at(s, b, 6, {"major version", "from 45 to 69", "found " + std::to_string(version)});
    }
    // The limits themselves are accepted (this class has nothing newer than 45 needs
    // except its StackMapTable, which older versions keep raw).
    for (std::uint16_t version : {45, 69}) {
        Bytes b = s.bytes;
        put_u2(b, 6, version);
        auto result = parse(s, b);
        EXPECT_TRUE(result) << version << ": " << result.error().message;
    }
}

TEST(Malformed, AttributesNewerThanTheFileStayRaw) {
    // StackMapTable is interpreted from version 50; at 49 it is kept as raw bytes.
    Sample loops = sample("java8", 8, "Loops");
    Bytes b = loops.bytes;
    put_u2(b, 6, 49);
    auto old = parse(loops, b);
    ASSERT_TRUE(old) << old.error().message;
    const Method* nested = old->find_method("nested", "(I)I");
    ASSERT_NE(nested, nullptr);
    ASSERT_TRUE(nested->code);
    EXPECT_TRUE(nested->code->stack_map.empty());
    ASSERT_EQ(nested->code->other_attributes.size(), 1u);
    EXPECT_EQ(nested->code->other_attributes[0].name, "StackMapTable");
    EXPECT_FALSE(nested->code->other_attributes[0].bytes.empty());
    EXPECT_FALSE(nested->code->line_numbers.empty());  // LineNumberTable is from 45

    // Record is interpreted from version 60, PermittedSubclasses from 61.
    Sample expr = sample("java17", 17, "Expr");
    b = expr.bytes;
    put_u2(b, 6, 60);
    auto sixty = parse(expr, b);
    ASSERT_TRUE(sixty) << sixty.error().message;
    EXPECT_TRUE(sixty->permitted_subclasses.empty());
    bool raw_permitted = false;
    for (const RawAttribute& a : sixty->other_attributes)
        raw_permitted |= a.name == "PermittedSubclasses" && a.bytes.size() == 2 + 2 * 4;
    EXPECT_TRUE(raw_permitted);
    EXPECT_FALSE(sixty->nest_members.empty());  // NestMembers is from 55

    Sample point = sample("java17", 17, "Point");
    b = point.bytes;
    put_u2(b, 6, 59);
    auto fifty_nine = parse(point, b);
    ASSERT_TRUE(fifty_nine) << fifty_nine.error().message;
    EXPECT_FALSE(fifty_nine->record);
    bool raw_record = false;
    for (const RawAttribute& a : fifty_nine->other_attributes) raw_record |= a.name == "Record" && !a.bytes.empty();
    EXPECT_TRUE(raw_record);
}

// ---- constant pool -------------------------------------------------------------------------

std::size_t first_entry_with_tag(const Layout& layout, std::uint8_t tag) {
    for (std::size_t i = 1; i < layout.pool.size(); ++i)
        if (layout.pool[i].tag == tag) return i;
    ADD_FAILURE() << "no constant with tag " << int(tag);
    return 0;
}

TEST(Malformed, UnknownConstantTags) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    for (std::size_t index : {std::size_t{1}, layout.pool.size() / 2, layout.pool.size() - 1}) {
        if (layout.pool[index].tag == 0) --index;  // the slot after a Long or Double
        for (std::uint8_t tag : {2, 13, 14, 21, 99, 255}) {
            Bytes b = s.bytes;
            b[layout.pool[index].offset] = tag;
            expect_error_at(s, b, layout.pool[index].offset,
                            {"constant pool tag", "entry " + std::to_string(index), "found " + std::to_string(tag)});
        }
    }
}

TEST(Malformed, ConstantKindsNewerThanTheFile) {
    // InvokeDynamic, MethodHandle and MethodType need version 51.
    Sample s = sample("java8", 8, "Lambdas");
    Layout layout = walk(s.bytes);
    std::size_t first = 0;
    for (std::size_t i = 1; i < layout.pool.size() && first == 0; ++i) {
        std::uint8_t tag = layout.pool[i].tag;
        if (tag == 15 || tag == 16 || tag == 18) first = i;
    }
    ASSERT_NE(first, 0u);
    Bytes b = s.bytes;
    put_u2(b, 6, 50);
    expect_error_at(s, b, layout.pool[first].offset,
                    {"constant pool entry " + std::to_string(first), "needs class-file version 51", "version 50"});
}

TEST(Malformed, ClassEntryNamingAnInteger) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    std::size_t integer = first_entry_with_tag(layout, 3);
    std::size_t klass = first_entry_with_tag(layout, 7);
    ASSERT_TRUE(integer && klass);
    Bytes b = s.bytes;
    put_u2(b, layout.pool[klass].offset + 1, static_cast<std::uint16_t>(integer));
    expect_error_at(s, b, layout.pool[klass].offset,
                    {"constant pool entry " + std::to_string(klass) + " (Class)",
                     "expected a Utf8 constant at index " + std::to_string(integer), "found Integer"});

    // A Methodref whose class_index names a Utf8, a NameAndType whose name names a Class.
    std::size_t methodref = first_entry_with_tag(layout, 10);
    b = s.bytes;
    put_u2(b, layout.pool[methodref].offset + 1, get_u2(s.bytes, layout.pool[klass].offset + 1));
    expect_error_at(s, b, layout.pool[methodref].offset, {"(Methodref)", "expected a Class constant", "found Utf8"});
    std::size_t nat = first_entry_with_tag(layout, 12);
    b = s.bytes;
    put_u2(b, layout.pool[nat].offset + 1, static_cast<std::uint16_t>(klass));
    expect_error_at(s, b, layout.pool[nat].offset, {"(NameAndType)", "expected a Utf8 constant", "found Class"});
    // String pointing at the unusable slot after a Long.
    std::size_t string = first_entry_with_tag(layout, 8);
    std::size_t long_entry = first_entry_with_tag(layout, 5);
    b = s.bytes;
    put_u2(b, layout.pool[string].offset + 1, static_cast<std::uint16_t>(long_entry + 1));
    expect_error_at(s, b, layout.pool[string].offset, {"(String)", "found (unused)"});
}

TEST(Malformed, IndexBeyondThePool) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    const std::size_t count = layout.pool.size();
    // this_class
    for (std::size_t index : {std::size_t{0}, count, count + 5, std::size_t{0xFFFF}}) {
        Bytes b = s.bytes;
        put_u2(b, layout.this_class_offset(), static_cast<std::uint16_t>(index));
        expect_error_at(s, b, layout.this_class_offset(),
                        {"this_class", "index " + std::to_string(index), "outside the constant pool",
                         "(1.." + std::to_string(count - 1) + ")"});
    }
    // super_class pointing at a Utf8
    Bytes b = s.bytes;
    put_u2(b, layout.this_class_offset() + 2, static_cast<std::uint16_t>(first_entry_with_tag(layout, 1)));
    expect_error_at(s, b, layout.this_class_offset() + 2, {"super_class", "expected a Class constant", "found Utf8"});
    // A Methodref's class_index
    std::size_t methodref = first_entry_with_tag(layout, 10);
    b = s.bytes;
    put_u2(b, layout.pool[methodref].offset + 1, 0xFFFF);
    expect_error_at(s, b, layout.pool[methodref].offset, {"index 65535", "outside the constant pool"});
    // A field's name_index
    ASSERT_FALSE(layout.fields.empty());
    b = s.bytes;
    put_u2(b, layout.fields[0].offset + 2, static_cast<std::uint16_t>(count));
    expect_error_at(s, b, layout.fields[0].offset + 2, {"field name", "outside the constant pool"});
    // An attribute's name index
    ASSERT_FALSE(layout.attributes.empty());
    b = s.bytes;
    put_u2(b, layout.attributes[0].offset, 0);
    expect_error_at(s, b, layout.attributes[0].offset, {"attribute name", "index 0"});
}

TEST(Malformed, LongInTheLastPoolSlot) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    const std::uint16_t count = get_u2(s.bytes, 8);
    // Append a Long as the new last entry: its second slot would lie outside the pool.
    Bytes b = s.bytes;
    put_u2(b, 8, static_cast<std::uint16_t>(count + 1));
    const std::uint8_t long_entry[] = {5, 0, 0, 0, 0, 0, 0, 0, 42};
    b.insert(b.begin() + static_cast<std::ptrdiff_t>(layout.pool_end), std::begin(long_entry), std::end(long_entry));
    expect_error_at(s, b, layout.pool_end, {"Long constant at index " + std::to_string(count), "two slots"});
    // The same with a Double.
    b[layout.pool_end] = 6;
    expect_error_at(s, b, layout.pool_end, {"Double constant", "two slots"});
    // With room for both slots the file parses again.
    put_u2(b, 8, static_cast<std::uint16_t>(count + 2));
    auto result = parse(s, b);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->constant_pool.at(count).tag, CpTag::Double);
    EXPECT_EQ(result->constant_pool.at(count + 1).tag, CpTag::Empty);
}

TEST(Malformed, BadMethodHandles) {
    Sample s = sample("java8", 17, "Lambdas");
    Layout layout = walk(s.bytes);
    std::size_t handle = first_entry_with_tag(layout, 15);
    ASSERT_NE(handle, 0u);
    const std::size_t at = layout.pool[handle].offset;
    for (std::uint8_t kind : {0, 10, 255}) {
        Bytes b = s.bytes;
        b[at + 1] = kind;
        expect_error_at(s, b, at + 1, {"reference_kind from 1 to 9", "found " + std::to_string(kind)});
    }
    // invokeStatic LambdaMetafactory.metafactory as getField: needs a Fieldref.
    Bytes b = s.bytes;
    b[at + 1] = 1;
    expect_error_at(s, b, at, {"MethodHandle kind 1", "expected a Fieldref constant", "found Methodref"});
    // invokeInterface needs an InterfaceMethodref.
    b[at + 1] = 9;
    expect_error_at(s, b, at, {"expected a InterfaceMethodref constant", "found Methodref"});
}

TEST(Malformed, InvokeDynamicBootstrapIndex) {
    Sample s = sample("java8", 17, "Lambdas");
    Layout layout = walk(s.bytes);
    std::size_t indy = first_entry_with_tag(layout, 18);
    ASSERT_NE(indy, 0u);
    Bytes b = s.bytes;
    put_u2(b, layout.pool[indy].offset + 1, 99);
    expect_error_at(s, b, layout.pool[indy].offset, {"names bootstrap method 99", "BootstrapMethods has"});

    // Without the BootstrapMethods attribute (renamed to an unknown name).
    const AttributeAt* bsm = layout.attribute("BootstrapMethods");
    ASSERT_NE(bsm, nullptr);
    b = s.bytes;
    // The class's own name is no attribute name at all.
    std::size_t this_name = get_u2(s.bytes, layout.pool[get_u2(s.bytes, layout.this_class_offset())].offset + 1);
    put_u2(b, bsm->offset, static_cast<std::uint16_t>(this_name));
    expect_error_at(s, b, layout.pool[indy].offset, {"needs a BootstrapMethods attribute"});
}

// ---- modified UTF-8 -------------------------------------------------------------------------

TEST(Malformed, ModifiedUtf8) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    // A Utf8 of at least four ASCII bytes.
    std::size_t index = 0;
    for (std::size_t i = 1; i < layout.pool.size() && index == 0; ++i)
        if (layout.pool[i].tag == 1 && layout.utf8(s.bytes, i).size() >= 4) index = i;
    ASSERT_NE(index, 0u);
    const std::size_t start = layout.pool[index].offset + 3;
    const std::size_t length = get_u2(s.bytes, start - 2);

    struct Case {
        std::size_t at;  // relative to the text
        std::vector<std::uint8_t> bytes;
        std::size_t error_at;  // relative to the text
        std::string expected;
    };
    const Case cases[] = {
        {0, {0xFF}, 0, "byte 0xFF is not allowed"},
        {1, {0x00}, 1, "byte 0x00 is not allowed"},          // NUL is C0 80 in modified UTF-8
        {0, {0x80}, 0, "byte 0x80 is not allowed"},          // a lone continuation byte
        {0, {0xF0, 0x9F, 0x98, 0x80}, 0, "byte 0xF0 is not allowed"},  // standard UTF-8 4-byte form
        {length - 1, {0xC3}, length - 1, "2-byte sequence that is cut short"},
        {length - 2, {0xE2, 0x82}, length - 2, "3-byte sequence that is cut short"},
        {length - 1, {0xE2}, length - 1, "3-byte sequence that is cut short"},
        {1, {0xC3, 0x41}, 1, "2-byte sequence that is cut short"},  // second byte no continuation
        {1, {0xE2, 0x82, 0x41}, 1, "3-byte sequence that is cut short"},
    };
    for (const Case& c : cases) {
        Bytes b = s.bytes;
        std::copy(c.bytes.begin(), c.bytes.end(), b.begin() + static_cast<std::ptrdiff_t>(start + c.at));
        SCOPED_TRACE(c.expected);
        expect_error_at(s, b, start + c.error_at, {"malformed modified UTF-8", c.expected});
    }
}

// ---- attributes -------------------------------------------------------------------------

TEST(Malformed, AttributeLengthBeyondTheFile) {
    Sample s = sample("java8", 17, "Exceptions");
    Layout layout = walk(s.bytes);
    // A class attribute, a method's Code and an attribute nested in Code.
    const AttributeAt* source_file = layout.attribute("SourceFile");
    ASSERT_NE(source_file, nullptr);
    const MemberAt* try_catch = layout.method("tryCatch");
    ASSERT_NE(try_catch, nullptr);
    const AttributeAt* code = try_catch->attribute("Code");
    ASSERT_NE(code, nullptr);
    ASSERT_FALSE(code->nested.empty());
    for (const AttributeAt* attr : {source_file, code, &code->nested[0]}) {
        for (std::uint32_t length : {0xFFFFFFFFu, 0x80000000u, 0x10000u}) {
            Bytes b = s.bytes;
            put_u4(b, attr->offset + 2, length);
            expect_error_at(s, b, attr->offset + 2,
                            {"attribute " + attr->name, "declares " + std::to_string(length) + " bytes"});
        }
    }
    // A known attribute must be consumed exactly: SourceFile with a 3-byte body.
    Bytes b = s.bytes;
    put_u4(b, source_file->offset + 2, 3);
    b.insert(b.begin() + static_cast<std::ptrdiff_t>(source_file->offset + 8), 0x00);
    expect_error_at(s, b, source_file->offset + 8, {"expected the end of attribute SourceFile", "1 more bytes"});
}

TEST(Malformed, CodeLength) {
    Sample s = sample("java8", 17, "Exceptions");
    Layout layout = walk(s.bytes);
    const AttributeAt* code = layout.method("tryCatch")->attribute("Code");
    ASSERT_NE(code, nullptr);
    const std::size_t length_at = code->offset + 6 + 4;
    for (std::uint32_t length : {0u, 65536u, 0xFFFFFFFFu}) {
        Bytes b = s.bytes;
        put_u4(b, length_at, length);
        expect_error_at(s, b, length_at, {"code_length from 1 to 65535", "found " + std::to_string(length)});
    }
    // A code_length that runs past the attribute.
    Bytes b = s.bytes;
    put_u4(b, length_at, code->length);
    expect_error_at(s, b, length_at + 4, {"bytecode"});
}

TEST(Malformed, ExceptionHandlersOutOfRange) {
    Sample s = sample("java8", 17, "Exceptions");
    Layout layout = walk(s.bytes);
    const AttributeAt* code = layout.method("tryCatch")->attribute("Code");
    ASSERT_NE(code, nullptr);
    const std::size_t body = code->offset + 6;
    const std::uint32_t code_length = get_u4(s.bytes, body + 4);
    const std::size_t table = body + 8 + code_length;
    ASSERT_GE(get_u2(s.bytes, table), 2);
    const std::size_t entry = table + 2 + 8;  // the second handler
    auto patched = [&](std::size_t field, std::uint16_t value) {
        Bytes b = s.bytes;
        put_u2(b, entry + field, value);
        return b;
    };
    const std::string len = std::to_string(code_length);
    expect_error_at(s, patched(4, static_cast<std::uint16_t>(code_length)), entry, {"handler_pc < " + len});
    expect_error_at(s, patched(4, 0xFFFF), entry, {"-> 65535"});
    expect_error_at(s, patched(2, static_cast<std::uint16_t>(code_length + 1)), entry, {"end_pc <= " + len});
    expect_error_at(s, patched(0, get_u2(s.bytes, entry + 2)), entry, {"start_pc < end_pc"});  // empty range
    // end_pc == code_length is fine (exclusive).
    auto ok = parse(s, patched(2, static_cast<std::uint16_t>(code_length)));
    EXPECT_TRUE(ok) << ok.error().message;
    // catch_type naming a Utf8, or outside the pool.
    expect_error_at(s, patched(6, static_cast<std::uint16_t>(first_entry_with_tag(layout, 1))), entry + 6,
                    {"exception catch_type", "expected a Class constant"});
    expect_error_at(s, patched(6, 0xFFFF), entry + 6, {"exception catch_type", "outside the constant pool"});
}

TEST(Malformed, LineNumbersAndStackMaps) {
    Sample s = sample("java8", 8, "Loops");
    Layout layout = walk(s.bytes);
    const AttributeAt* code = layout.method("nested")->attribute("Code");
    ASSERT_NE(code, nullptr);
    const std::uint32_t code_length = get_u4(s.bytes, code->offset + 6 + 4);
    const AttributeAt* lines = nullptr;
    const AttributeAt* frames = nullptr;
    for (const AttributeAt& a : code->nested) {
        if (a.name == "LineNumberTable") lines = &a;
        if (a.name == "StackMapTable") frames = &a;
    }
    ASSERT_TRUE(lines && frames);

    // start_pc of the second line entry at code_length.
    Bytes b = s.bytes;
    const std::size_t line_entry = lines->offset + 6 + 2 + 4;
    put_u2(b, line_entry, static_cast<std::uint16_t>(code_length));
    expect_error_at(s, b, line_entry, {"line start_pc below code_length " + std::to_string(code_length)});

    // The first frame is an append frame (252..254): reserved types are rejected.
    const std::size_t first_frame = frames->offset + 6 + 2;
    ASSERT_GE(s.bytes[first_frame], 252);
    for (std::uint8_t type : {128, 200, 246}) {
        b = s.bytes;
        b[first_frame] = type;
        expect_error_at(s, b, first_frame, {"reserved type " + std::to_string(type)});
    }
    // Its first verification type: tag 9 does not exist; an Object type needs a Class.
    const std::size_t first_type = first_frame + 3;
    b = s.bytes;
    b[first_type] = 9;
    expect_error_at(s, b, first_type, {"verification type tag from 0 to 8", "found 9"});
    // Turning the frame into one with too few bytes left makes the attribute
    // inconsistent: a full frame needs more bytes than the attribute has.
    b = s.bytes;
    b[first_frame] = 255;
    auto result = parse(s, b);
    ASSERT_FALSE(result);
    expect_well_formed_error(s.source, result.error().message, b.size());
}

TEST(Malformed, ConstantValueOfTheWrongKind) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    const MemberAt& field = layout.fields[0];  // INT
    const AttributeAt* constant = field.attribute("ConstantValue");
    ASSERT_NE(constant, nullptr);
    const std::size_t index_at = constant->offset + 6;
    std::size_t klass = first_entry_with_tag(layout, 7);
    for (std::size_t index : {std::size_t{0}, klass, layout.pool.size()}) {
        Bytes b = s.bytes;
        put_u2(b, index_at, static_cast<std::uint16_t>(index));
        expect_error_at(s, b, index_at, {"ConstantValue", "found index " + std::to_string(index)});
    }
}

TEST(Malformed, BadDescriptors) {
    Sample s = sample("java8", 17, "Constants");
    Layout layout = walk(s.bytes);
    // Point a field's descriptor at a Utf8 that is no descriptor (the class name).
    std::size_t this_name = get_u2(s.bytes, layout.pool[get_u2(s.bytes, layout.this_class_offset())].offset + 1);
    Bytes b = s.bytes;
    put_u2(b, layout.fields[0].offset + 4, static_cast<std::uint16_t>(this_name));
    expect_error_at(s, b, layout.fields[0].offset + 4);
    // And a method's descriptor at a field descriptor.
    std::size_t field_descriptor = get_u2(s.bytes, layout.fields[0].offset + 4);
    b = s.bytes;
    put_u2(b, layout.methods[0].offset + 4, static_cast<std::uint16_t>(field_descriptor));
    expect_error_at(s, b, layout.methods[0].offset + 4);
}

TEST(Malformed, KnownAttributeInAnUnexpectedPlaceIsKeptRaw) {
    // Rename the class's SourceFile attribute to "Code": Code means nothing on a
    // class, so it is kept as it is, bytes and all.
    Sample s = sample("java8", 17, "Exceptions");
    Layout layout = walk(s.bytes);
    const AttributeAt* source_file = layout.attribute("SourceFile");
    ASSERT_NE(source_file, nullptr);
    std::size_t code_name = 0;
    for (std::size_t i = 1; i < layout.pool.size(); ++i)
        if (layout.pool[i].tag == 1 && layout.utf8(s.bytes, i) == "Code") code_name = i;
    ASSERT_NE(code_name, 0u);
    Bytes b = s.bytes;
    put_u2(b, source_file->offset, static_cast<std::uint16_t>(code_name));
    auto result = parse(s, b);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_FALSE(result->source_file);
    ASSERT_EQ(result->other_attributes.size(), 1u);
    const RawAttribute& raw = result->other_attributes[0];
    EXPECT_EQ(raw.name, "Code");
    EXPECT_EQ(raw.offset, source_file->offset);
    EXPECT_EQ(raw.bytes, Bytes(s.bytes.begin() + static_cast<std::ptrdiff_t>(source_file->offset + 6),
                               s.bytes.begin() + static_cast<std::ptrdiff_t>(source_file->offset + 8)));
}

TEST(Malformed, DuplicateCode) {
    // declared() has Code, then Exceptions: call the second one Code too.
    Sample s = sample("java8", 17, "Exceptions");
    Layout layout = walk(s.bytes);
    const MemberAt* declared = layout.method("declared");
    ASSERT_NE(declared, nullptr);
    const AttributeAt* code = declared->attribute("Code");
    const AttributeAt* exceptions = declared->attribute("Exceptions");
    ASSERT_TRUE(code && exceptions);
    ASSERT_LT(code->offset, exceptions->offset);
    Bytes b = s.bytes;
    put_u2(b, exceptions->offset, get_u2(s.bytes, code->offset));
    expect_error_at(s, b, exceptions->offset, {"at most one Code attribute"});
}

TEST(Malformed, ClassAttributeIndices) {
    // EnclosingMethod: class_index, method_index.
    Sample anonymous = sample("java8", 17, "Outer$2");
    Layout layout = walk(anonymous.bytes);
    const AttributeAt* enclosing = layout.attribute("EnclosingMethod");
    ASSERT_NE(enclosing, nullptr);
    const std::size_t body = enclosing->offset + 6;
    const auto utf8 = static_cast<std::uint16_t>(first_entry_with_tag(layout, 1));
    const auto klass = static_cast<std::uint16_t>(first_entry_with_tag(layout, 7));
    Bytes b = anonymous.bytes;
    put_u2(b, body, utf8);
    expect_error_at(anonymous, b, body, {"EnclosingMethod class", "expected a Class constant"});
    b = anonymous.bytes;
    put_u2(b, body + 2, klass);
    expect_error_at(anonymous, b, body + 2, {"EnclosingMethod", "expected a NameAndType constant", "found Class"});
    // NestHost.
    const AttributeAt* nest_host = layout.attribute("NestHost");
    ASSERT_NE(nest_host, nullptr);
    b = anonymous.bytes;
    put_u2(b, nest_host->offset + 6, 0xFFFF);
    expect_error_at(anonymous, b, nest_host->offset + 6, {"NestHost", "outside the constant pool"});
    // InnerClasses: the first entry's inner_name_index naming a Class.
    const AttributeAt* inner = layout.attribute("InnerClasses");
    ASSERT_NE(inner, nullptr);
    const std::size_t first = inner->offset + 6 + 2;
    b = anonymous.bytes;
    put_u2(b, first, utf8);
    expect_error_at(anonymous, b, first, {"inner_class_info", "expected a Class constant"});
    b = anonymous.bytes;
    put_u2(b, first + 4, klass);
    expect_error_at(anonymous, b, first + 4, {"inner_name", "expected a Utf8 constant", "found Class"});

    // PermittedSubclasses and NestMembers: their second class.
    Sample expr = sample("java17", 17, "Expr");
    layout = walk(expr.bytes);
    for (const char* name : {"PermittedSubclasses", "NestMembers"}) {
        const AttributeAt* list = layout.attribute(name);
        ASSERT_NE(list, nullptr) << name;
        const std::size_t second = list->offset + 6 + 2 + 2;
        b = expr.bytes;
        put_u2(b, second, 0);
        expect_error_at(expr, b, second, {name, "index 0"});
    }

    // Record: a component's descriptor, and its attribute's length.
    Sample point = sample("java17", 17, "Point");
    layout = walk(point.bytes);
    const AttributeAt* record = layout.attribute("Record");
    ASSERT_NE(record, nullptr);
    const std::size_t component = record->offset + 6 + 2;
    const std::size_t this_class = get_u2(point.bytes, layout.this_class_offset());
    const std::size_t this_name = get_u2(point.bytes, layout.pool[this_class].offset + 1);
    b = point.bytes;
    put_u2(b, component + 2, static_cast<std::uint16_t>(this_name));  // "cf/Point" is no field descriptor
    expect_error_at(point, b, component + 2);
    b = point.bytes;
    put_u4(b, record->offset + 2, record->length - 1);  // the Record body one byte short
    auto result = parse(point, b);
    ASSERT_FALSE(result);
    expect_well_formed_error(point.source, result.error().message, b.size());

    // BootstrapMethods: a bootstrap_method_ref that is no MethodHandle, an argument that is not loadable.
    const AttributeAt* bsm = layout.attribute("BootstrapMethods");
    ASSERT_NE(bsm, nullptr);
    const std::size_t entry = bsm->offset + 6 + 2;
    b = point.bytes;
    put_u2(b, entry, static_cast<std::uint16_t>(first_entry_with_tag(layout, 7)));
    expect_error_at(point, b, entry, {"bootstrap_method_ref", "expected a MethodHandle constant", "found Class"});
    const auto nat = static_cast<std::uint16_t>(first_entry_with_tag(layout, 12));
    b = point.bytes;
    put_u2(b, entry + 4, nat);  // the first argument
    expect_error_at(point, b, entry + 4, {"loadable constant", "index " + std::to_string(nat)});
}

TEST(Malformed, TrailingBytes) {
    Sample s = sample("java8", 17, "Exceptions");
    Bytes b = s.bytes;
    b.push_back(0);
    expect_error_at(s, b, s.bytes.size(), {"expected end of file", "found 1 more bytes"});
    b.insert(b.end(), 99, 0xCA);
    expect_error_at(s, b, s.bytes.size(), {"found 100 more bytes"});
}

// ---- random corruption ---------------------------------------------------------------------

TEST(Malformed, RandomByteFlipsNeverCrash) {
    std::mt19937 rng(20240611);  // fixed: failures must reproduce
    std::size_t ok = 0, errors = 0;
    for (const Sample& s : corpus()) {
        SCOPED_TRACE(s.source);
        std::uniform_int_distribution<std::size_t> position(0, s.bytes.size() - 1);
        std::uniform_int_distribution<int> value(0, 255), flips(1, 4), mode(0, 2);
        for (int round = 0; round < 1500; ++round) {
            Bytes b = s.bytes;
            int n = flips(rng);
            for (int k = 0; k < n; ++k) {
                std::size_t at = position(rng);
                switch (mode(rng)) {
                    case 0: b[at] ^= static_cast<std::uint8_t>(1u << (value(rng) % 8)); break;  // one bit
                    case 1: b[at] = static_cast<std::uint8_t>(value(rng)); break;           // any byte
                    default: b[at] = value(rng) % 2 ? 0xFF : 0x00; break;                  // extremes
                }
            }
            auto result = parse(s, b);
            if (result) {
                ++ok;
                ASSERT_NO_FATAL_FAILURE(touch_everything(*result)) << "round " << round;
            } else {
                ++errors;
                ASSERT_NO_FATAL_FAILURE(expect_well_formed_error(s.source, result.error().message, b.size()))
                    << "round " << round;
            }
        }
    }
    // Both outcomes occur: flips in bytecode or strings are harmless to the parser.
    EXPECT_GT(ok, 100u);
    EXPECT_GT(errors, 1000u);
}

}  // namespace
}  // namespace symcrete::classfile
