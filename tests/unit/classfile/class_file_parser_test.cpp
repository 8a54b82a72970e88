// The class-file parser against class files that javac produces at test time
// from tests/java/classfile/: specific contents of every attribute the parser
// interprets, a cross-check of structural facts against `javap -v -p`, and a
// parse of every java.* class of the installed JDK.
#include "classfile/class_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "classfile/class_path.h"
#include "classfile/constant_pool.h"
#include "classfile_test_util.h"
#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using test::class_path_of;
using test::compiled_dir;
using test::read_bytes;

// ---- loading compiled classes ------------------------------------------------

// Parses cf/<name> from a source set compiled at `release`; cached for the run.
// On failure the test fails and an empty ClassFile comes back.
const ClassFile& parsed(const std::string& set, int release, const std::string& name) {
    static std::map<std::tuple<std::string, int, std::string>, std::unique_ptr<ClassFile>> cache;
    auto key = std::make_tuple(set, release, name);
    if (auto it = cache.find(key); it != cache.end()) return *it->second;
    fs::path file = class_path_of(set, release, name);
    auto result = parse_class_file(read_bytes(file), file.string());
    auto& slot = cache[key];
    if (result) {
        slot = std::make_unique<ClassFile>(std::move(result.value()));
    } else {
        ADD_FAILURE() << "parsing " << file << " failed: " << result.error().message;
        slot = std::make_unique<ClassFile>();
    }
    return *slot;
}

const ClassFile& java8(int release, const std::string& name) { return parsed("java8", release, name); }

const Method* method_named(const ClassFile& cls, std::string_view name) {
    for (const Method& m : cls.methods)
        if (m.name == name) return &m;
    return nullptr;
}

const Field* field_named(const ClassFile& cls, std::string_view name) {
    for (const Field& f : cls.fields)
        if (f.name == name) return &f;
    return nullptr;
}

const InnerClass* inner_entry(const ClassFile& cls, std::string_view inner) {
    for (const InnerClass& entry : cls.inner_classes)
        if (entry.inner_class == inner) return &entry;
    return nullptr;
}

const RawAttribute* raw_attribute(const std::vector<RawAttribute>& attributes, std::string_view name) {
    for (const RawAttribute& a : attributes)
        if (a.name == name) return &a;
    return nullptr;
}

// The 1-based line of the first line in a test Java source that contains `text`.
int source_line(const std::string& relative, const std::string& text) {
    std::ifstream in(fs::path(SYMCRETE_TEST_JAVA_DIR) / "classfile" / relative);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number)
        if (line.find(text) != std::string::npos) return number;
    ADD_FAILURE() << "no line containing '" << text << "' in " << relative;
    return -1;
}

std::uint16_t major_for(int release) { return static_cast<std::uint16_t>(44 + release); }

// ---- java8 sources at every release ---------------------------------------------

class EveryRelease : public ::testing::TestWithParam<int> {};
INSTANTIATE_TEST_SUITE_P(Releases, EveryRelease, ::testing::Values(8, 11, 17),
                         [](const auto& info) { return "release" + std::to_string(info.param); });

TEST_P(EveryRelease, ClassHeader) {
    const ClassFile& cls = java8(GetParam(), "Constants");
    EXPECT_EQ(cls.major_version, major_for(GetParam()));
    EXPECT_EQ(cls.minor_version, 0);
    EXPECT_EQ(cls.name, "cf/Constants");
    EXPECT_EQ(cls.super_name, "java/lang/Object");
    EXPECT_TRUE(cls.interfaces.empty());
    EXPECT_EQ(cls.access_flags, access::Public | access::Super);
    EXPECT_FALSE(cls.is_interface());
    EXPECT_EQ(cls.source_file, "Constants.java");
    EXPECT_FALSE(cls.signature);
    EXPECT_FALSE(cls.record);
    EXPECT_FALSE(cls.enclosing_method);
    EXPECT_TRUE(cls.bootstrap_methods.empty());
    EXPECT_TRUE(cls.permitted_subclasses.empty());
    EXPECT_EQ(cls.source, class_path_of("java8", GetParam(), "Constants").string());
    EXPECT_EQ(access_flags_to_string(cls.access_flags, AccessContext::Class), "public");
    // <init>, sum, <clinit>
    EXPECT_NE(cls.find_method("<init>", "()V"), nullptr);
    EXPECT_NE(cls.find_method("sum", "()I"), nullptr);
    EXPECT_NE(cls.find_method("<clinit>", "()V"), nullptr);
    EXPECT_EQ(cls.find_method("sum", "()J"), nullptr);
    EXPECT_NE(cls.find_field("INT", "I"), nullptr);
    EXPECT_EQ(cls.find_field("INT", "J"), nullptr);
}

TEST_P(EveryRelease, ConstantValues) {
    const ClassFile& cls = java8(GetParam(), "Constants");
    const ConstantPool& pool = cls.constant_pool;
    auto constant = [&](std::string_view name, std::string_view descriptor, CpTag tag) -> const CpEntry* {
        const Field* field = cls.find_field(name, descriptor);
        if (field == nullptr) {
            ADD_FAILURE() << "no field " << name << " " << descriptor;
            return nullptr;
        }
        if (field->constant_value == 0 || !pool.is(field->constant_value, tag)) {
            ADD_FAILURE() << name << ": ConstantValue " << field->constant_value << " is not a " << to_string(tag);
            return nullptr;
        }
        return &pool.at(field->constant_value);
    };
    if (auto* e = constant("INT", "I", CpTag::Integer)) { EXPECT_EQ(e->integer, 123456789); }
    if (auto* e = constant("MIN_INT", "I", CpTag::Integer)) {
        EXPECT_EQ(e->integer, std::numeric_limits<std::int32_t>::min());
    }
    if (auto* e = constant("LONG", "J", CpTag::Long)) { EXPECT_EQ(e->integer, 1234567890123LL); }
    if (auto* e = constant("MIN_LONG", "J", CpTag::Long)) {
        EXPECT_EQ(e->integer, std::numeric_limits<std::int64_t>::min());
    }
    if (auto* e = constant("FLOAT", "F", CpTag::Float)) { EXPECT_EQ(e->float_value, 1.5f); }
    if (auto* e = constant("NAN", "F", CpTag::Float)) { EXPECT_TRUE(std::isnan(e->float_value)); }
    if (auto* e = constant("DOUBLE", "D", CpTag::Double)) { EXPECT_EQ(e->double_value, 2.25); }
    if (auto* e = constant("NEG_ZERO", "D", CpTag::Double)) {
        EXPECT_EQ(e->double_value, 0.0);
        EXPECT_TRUE(std::signbit(e->double_value));
    }
    if (auto* e = constant("BOOL", "Z", CpTag::Integer)) { EXPECT_EQ(e->integer, 1); }
    if (auto* e = constant("CHAR", "C", CpTag::Integer)) { EXPECT_EQ(e->integer, 'x'); }
    if (auto* e = constant("BYTE", "B", CpTag::Integer)) { EXPECT_EQ(e->integer, -5); }
    if (auto* e = constant("SHORT", "S", CpTag::Integer)) { EXPECT_EQ(e->integer, -300); }
    if (const Field* f = cls.find_field("STRING", "Ljava/lang/String;"); f != nullptr) {
        ASSERT_TRUE(pool.is(f->constant_value, CpTag::String));
        EXPECT_EQ(pool.string(f->constant_value), "hello");
    } else {
        ADD_FAILURE() << "no field STRING";
    }
    // javac also gives final instance fields with a constant initializer a ConstantValue.
    if (auto* e = constant("instanceConstant", "I", CpTag::Integer)) { EXPECT_EQ(e->integer, 5); }

    const Field* not_final = cls.find_field("notFinal", "I");
    ASSERT_NE(not_final, nullptr);
    EXPECT_EQ(not_final->constant_value, 0);
    EXPECT_EQ(not_final->access_flags, access::Public | access::Static);
    const Field* not_constant = cls.find_field("NOT_CONSTANT", "Ljava/lang/Object;");
    ASSERT_NE(not_constant, nullptr);
    EXPECT_EQ(not_constant->constant_value, 0);
    EXPECT_EQ(not_constant->access_flags, access::Public | access::Static | access::Final);
    EXPECT_TRUE(not_constant->is_static());
    EXPECT_EQ(access_flags_to_string(not_constant->access_flags, AccessContext::Field), "public static final");

    // A Long or Double takes two slots; the second one is unusable.
    for (std::size_t i = 1; i < pool.size(); ++i) {
        CpTag tag = pool.at(i).tag;
        if (tag == CpTag::Long || tag == CpTag::Double) {
            ASSERT_LT(i + 1, pool.size());
            EXPECT_EQ(pool.at(i + 1).tag, CpTag::Empty) << "slot after entry " << i;
            ++i;
        } else {
            EXPECT_NE(tag, CpTag::Empty) << "entry " << i;
        }
    }
    EXPECT_EQ(pool.at(0).tag, CpTag::Empty);
}

TEST_P(EveryRelease, GenericSignatures) {
    const ClassFile& cls = java8(GetParam(), "Generics");
    EXPECT_EQ(cls.signature, "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;Ljava/lang/Iterable<TT;>;"
                             "Ljava/lang/Comparable<Lcf/Generics<TT;>;>;");
    EXPECT_EQ(cls.interfaces, (std::vector<std::string>{"java/lang/Iterable", "java/lang/Comparable"}));

    const Field* items = field_named(cls, "items");
    ASSERT_NE(items, nullptr);
    EXPECT_EQ(items->descriptor, "Ljava/util/List;");
    EXPECT_EQ(items->signature, "Ljava/util/List<TT;>;");
    EXPECT_EQ(items->access_flags, access::Private | access::Final);
    const Field* index = field_named(cls, "index");
    ASSERT_NE(index, nullptr);
    EXPECT_EQ(index->signature, "Ljava/util/Map<Ljava/lang/String;Ljava/util/List<TT;>;>;");
    const Field* plain = field_named(cls, "plain");
    ASSERT_NE(plain, nullptr);
    EXPECT_FALSE(plain->signature);

    const Method* single = cls.find_method("single", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;");
    ASSERT_NE(single, nullptr);
    EXPECT_EQ(single->signature, "<K:Ljava/lang/Object;V:Ljava/lang/Object;>(TK;TV;)Ljava/util/Map<TK;TV;>;");
    EXPECT_TRUE(single->is_static());
    const Method* add_all = cls.find_method("addAll", "(Ljava/util/Collection;)V");
    ASSERT_NE(add_all, nullptr);
    EXPECT_EQ(add_all->signature, "<U:TT;>(Ljava/util/Collection<+TU;>;)V");
    const Method* iterator = cls.find_method("iterator", "()Ljava/util/Iterator;");
    ASSERT_NE(iterator, nullptr);
    EXPECT_EQ(iterator->signature, "()Ljava/util/Iterator<TT;>;");

    // compareTo(Generics) and its bridge compareTo(Object).
    const Method* compare = cls.find_method("compareTo", "(Lcf/Generics;)I");
    ASSERT_NE(compare, nullptr);
    EXPECT_EQ(compare->signature, "(Lcf/Generics<TT;>;)I");
    EXPECT_EQ(compare->access_flags, access::Public);
    const Method* bridge = cls.find_method("compareTo", "(Ljava/lang/Object;)I");
    ASSERT_NE(bridge, nullptr);
    EXPECT_EQ(bridge->access_flags, access::Public | access::Bridge | access::Synthetic);
    EXPECT_FALSE(bridge->signature);
}

TEST_P(EveryRelease, LocalVariableTables) {
    const ClassFile& cls = java8(GetParam(), "Generics");
    const Method* sum = cls.find_method("sum", "(Ljava/util/List;)I");
    ASSERT_NE(sum, nullptr);
    ASSERT_TRUE(sum->code);
    const Code& code = *sum->code;
    std::map<std::string, const LocalVariable*> vars, types;
    for (const LocalVariable& v : code.local_variables) vars[v.name] = &v;
    for (const LocalVariable& v : code.local_variable_types) types[v.name] = &v;
    for (const char* name : {"numbers", "total", "n", "copy"}) ASSERT_TRUE(vars.count(name)) << name;
    EXPECT_EQ(vars["numbers"]->descriptor, "Ljava/util/List;");
    EXPECT_EQ(vars["numbers"]->index, 0);
    EXPECT_EQ(vars["numbers"]->start_pc, 0);
    EXPECT_EQ(vars["numbers"]->length, code.bytecode.size());
    EXPECT_EQ(vars["total"]->descriptor, "I");
    EXPECT_EQ(vars["total"]->index, 1);
    EXPECT_EQ(vars["n"]->descriptor, "Ljava/lang/Integer;");
    EXPECT_EQ(vars["copy"]->descriptor, "Ljava/util/List;");
    // Only variables of generic types are in LocalVariableTypeTable.
    EXPECT_EQ(types.size(), 2u);
    ASSERT_TRUE(types.count("numbers"));
    ASSERT_TRUE(types.count("copy"));
    EXPECT_EQ(types["numbers"]->descriptor, "Ljava/util/List<Ljava/lang/Integer;>;");
    EXPECT_EQ(types["copy"]->descriptor, "Ljava/util/List<Ljava/lang/Integer;>;");
    EXPECT_EQ(types["copy"]->index, vars["copy"]->index);
    EXPECT_EQ(types["copy"]->start_pc, vars["copy"]->start_pc);
    EXPECT_EQ(types["copy"]->length, vars["copy"]->length);
    for (const LocalVariable& v : code.local_variables) {
        EXPECT_LE(v.start_pc + v.length, code.bytecode.size()) << v.name;
        EXPECT_LT(v.index, code.max_locals) << v.name;
    }

    // Instance methods see `this` with the class's generic type.
    const Method* iterator = cls.find_method("iterator", "()Ljava/util/Iterator;");
    ASSERT_NE(iterator, nullptr);
    ASSERT_TRUE(iterator->code);
    ASSERT_EQ(iterator->code->local_variable_types.size(), 1u);
    EXPECT_EQ(iterator->code->local_variable_types[0].name, "this");
    EXPECT_EQ(iterator->code->local_variable_types[0].descriptor, "Lcf/Generics<TT;>;");
    ASSERT_EQ(iterator->code->local_variables.size(), 1u);
    EXPECT_EQ(iterator->code->local_variables[0].descriptor, "Lcf/Generics;");

    const Method* nested = java8(GetParam(), "Loops").find_method("nested", "(I)I");
    ASSERT_NE(nested, nullptr);
    ASSERT_TRUE(nested->code);
    std::map<std::string, std::uint16_t> slots;
    for (const LocalVariable& v : nested->code->local_variables) {
        EXPECT_EQ(v.descriptor, "I") << v.name;
        slots[v.name] = v.index;
    }
    EXPECT_EQ(slots, (std::map<std::string, std::uint16_t>{{"n", 0}, {"total", 1}, {"i", 2}, {"j", 3}}));
    EXPECT_TRUE(nested->code->local_variable_types.empty());
}

TEST_P(EveryRelease, LineNumbers) {
    const ClassFile& cls = java8(GetParam(), "Loops");
    const Method* nested = cls.find_method("nested", "(I)I");
    ASSERT_NE(nested, nullptr);
    ASSERT_TRUE(nested->code);
    const Code& code = *nested->code;
    ASSERT_FALSE(code.line_numbers.empty());
    EXPECT_EQ(code.line_numbers.front().start_pc, 0);
    EXPECT_TRUE(std::is_sorted(code.line_numbers.begin(), code.line_numbers.end(),
                               [](const LineNumber& a, const LineNumber& b) { return a.start_pc < b.start_pc; }));
    int first = source_line("java8/cf/Loops.java", "int total = 0;");
    int ret = source_line("java8/cf/Loops.java", "return total > 0 ? total : -total;");
    EXPECT_EQ(code.line_at(0), first);
    EXPECT_EQ(code.line_at(1), first);  // istore_1 belongs to the same line
    // The last instructions of the method belong to the return statement.
    EXPECT_EQ(code.line_at(static_cast<std::uint32_t>(code.bytecode.size() - 1)), ret);
    EXPECT_EQ(code.line_at(100000), ret);
    // Every entry is found at its own start_pc.
    std::set<int> lines;
    for (const LineNumber& entry : code.line_numbers) {
        lines.insert(entry.line);
        EXPECT_LT(entry.start_pc, code.bytecode.size());
    }
    for (const char* text : {"for (int i = 0; i < n; i++)", "for (int j = 0; j < i; j++)", "total += j;",
                             "if (total > 100)", "total -= 100;"}) {
        EXPECT_TRUE(lines.count(source_line("java8/cf/Loops.java", text))) << text;
    }

    const Method* sum = java8(GetParam(), "Constants").find_method("sum", "()I");
    ASSERT_NE(sum, nullptr);
    ASSERT_TRUE(sum->code);
    EXPECT_EQ(sum->code->line_at(0), source_line("java8/cf/Constants.java", "return INT + (int) LONG"));
}

TEST(LineAt, HandMadeTables) {
    Code code;
    EXPECT_EQ(code.line_at(0), 0);
    code.line_numbers = {{2, 10}, {5, 11}, {5, 12}, {9, 7}};
    EXPECT_EQ(code.line_at(0), 0);  // before the first entry
    EXPECT_EQ(code.line_at(1), 0);
    EXPECT_EQ(code.line_at(2), 10);
    EXPECT_EQ(code.line_at(4), 10);
    EXPECT_EQ(code.line_at(5), 12);  // the last of equal start_pcs wins
    EXPECT_EQ(code.line_at(8), 12);
    EXPECT_EQ(code.line_at(9), 7);   // lines need not increase with pc
    EXPECT_EQ(code.line_at(0xFFFFFFFFu), 7);
}

TEST_P(EveryRelease, StackMapFrames) {
    const ClassFile& cls = java8(GetParam(), "Loops");
    const ConstantPool& pool = cls.constant_pool;
    const Method* nested = cls.find_method("nested", "(I)I");
    ASSERT_NE(nested, nullptr);
    ASSERT_TRUE(nested->code);
    const Code& code = *nested->code;
    ASSERT_FALSE(code.stack_map.empty());
    bool same = false, same_locals_1 = false, append = false, chop = false;
    std::uint32_t pc = 0;
    for (std::size_t k = 0; k < code.stack_map.size(); ++k) {
        const StackMapFrame& f = code.stack_map[k];
        pc = k == 0 ? f.offset_delta : pc + f.offset_delta + 1;
        EXPECT_LT(pc, code.bytecode.size());
        if (f.frame_type <= 63) {
            same = true;
            EXPECT_EQ(f.offset_delta, f.frame_type);
            EXPECT_TRUE(f.locals.empty() && f.stack.empty());
        } else if (f.frame_type <= 127) {
            same_locals_1 = true;
            EXPECT_EQ(f.offset_delta, f.frame_type - 64);
            ASSERT_EQ(f.stack.size(), 1u);
            EXPECT_EQ(f.stack[0].tag, VerificationTag::Integer);  // the ternary's operand
        } else if (f.frame_type >= 248 && f.frame_type <= 250) {
            chop = true;
            EXPECT_EQ(f.chopped, 251 - f.frame_type);
            EXPECT_TRUE(f.locals.empty() && f.stack.empty());
        } else if (f.frame_type >= 252 && f.frame_type <= 254) {
            append = true;
            ASSERT_EQ(f.locals.size(), f.frame_type - 251u);
            for (const VerificationType& t : f.locals) EXPECT_EQ(t.tag, VerificationTag::Integer);
        } else {
            ADD_FAILURE() << "unexpected frame type " << int(f.frame_type);
        }
    }
    EXPECT_TRUE(same && same_locals_1 && append && chop);

    // Five new locals at once, then back to two: full frames.
    const Method* full = cls.find_method("full", "(I)J");
    ASSERT_NE(full, nullptr);
    ASSERT_TRUE(full->code);
    const auto& frames = full->code->stack_map;
    ASSERT_EQ(frames.size(), 2u);
    for (const StackMapFrame& f : frames) {
        EXPECT_EQ(f.frame_type, 255);
        EXPECT_TRUE(f.stack.empty());
        EXPECT_EQ(f.chopped, 0);
    }
    using VT = VerificationTag;
    std::vector<VT> tags;
    for (const VerificationType& t : frames[0].locals) tags.push_back(t.tag);
    // n, result, a, b, c, d, e, k: a long or double is one entry.
    EXPECT_EQ(tags, (std::vector<VT>{VT::Integer, VT::Long, VT::Integer, VT::Long, VT::Object, VT::Double,
                                     VT::Object, VT::Integer}));
    if (tags.size() == 8) {
        ASSERT_TRUE(pool.is(frames[0].locals[4].value, CpTag::Class));
        EXPECT_EQ(pool.class_name(frames[0].locals[4].value), "java/lang/String");
        EXPECT_EQ(pool.class_name(frames[0].locals[6].value), "java/lang/Object");
    }
    tags.clear();
    for (const VerificationType& t : frames[1].locals) tags.push_back(t.tag);
    EXPECT_EQ(tags, (std::vector<VT>{VT::Integer, VT::Long}));

    // Constructors and straight-line code have no frames.
    const Method* init = cls.find_method("<init>", "()V");
    ASSERT_NE(init, nullptr);
    ASSERT_TRUE(init->code);
    EXPECT_TRUE(init->code->stack_map.empty());
}

TEST_P(EveryRelease, ExceptionsAndHandlers) {
    const ClassFile& cls = java8(GetParam(), "Exceptions");
    const ConstantPool& pool = cls.constant_pool;
    const Method* declared = cls.find_method("declared", "()V");
    ASSERT_NE(declared, nullptr);
    EXPECT_EQ(declared->exceptions,
              (std::vector<std::string>{"java/io/IOException", "java/lang/InterruptedException"}));
    const Method* rethrow = cls.find_method("rethrow", "(Ljava/lang/Runnable;)V");
    ASSERT_NE(rethrow, nullptr);
    EXPECT_EQ(rethrow->exceptions, (std::vector<std::string>{"java/lang/Exception"}));
    const Method* try_catch = cls.find_method("tryCatch", "(Ljava/lang/String;)I");
    ASSERT_NE(try_catch, nullptr);
    EXPECT_TRUE(try_catch->exceptions.empty());
    ASSERT_TRUE(try_catch->code);

    const Code& code = *try_catch->code;
    ASSERT_GE(code.exception_table.size(), 2u);
    const ExceptionHandler& first = code.exception_table[0];
    ASSERT_TRUE(pool.is(first.catch_type, CpTag::Class));
    EXPECT_EQ(pool.class_name(first.catch_type), "java/lang/NumberFormatException");
    EXPECT_EQ(first.start_pc, 0);
    bool has_finally = false;
    for (const ExceptionHandler& h : code.exception_table) {
        EXPECT_LT(h.start_pc, h.end_pc);
        EXPECT_LE(h.end_pc, code.bytecode.size());
        EXPECT_LT(h.handler_pc, code.bytecode.size());
        has_finally |= h.catch_type == 0;
    }
    EXPECT_TRUE(has_finally);
    // Handler entries start with a frame whose stack holds the exception.
    bool handler_frame = false;
    for (const StackMapFrame& f : code.stack_map) {
        if (f.stack.size() == 1 && f.stack[0].tag == VerificationTag::Object &&
            pool.class_name(f.stack[0].value) == "java/lang/NumberFormatException")
            handler_frame = true;
    }
    EXPECT_TRUE(handler_frame);

    const Method* multi = cls.find_method("multiCatch", "(Ljava/lang/Object;)I");
    ASSERT_NE(multi, nullptr);
    ASSERT_TRUE(multi->code);
    const auto& table = multi->code->exception_table;
    ASSERT_EQ(table.size(), 2u);
    EXPECT_EQ(pool.class_name(table[0].catch_type), "java/lang/ClassCastException");
    EXPECT_EQ(pool.class_name(table[1].catch_type), "java/lang/NullPointerException");
    EXPECT_EQ(table[0].handler_pc, table[1].handler_pc);
    EXPECT_EQ(table[0].start_pc, table[1].start_pc);
    EXPECT_EQ(table[0].end_pc, table[1].end_pc);
}

// Kinds of the loadable constants a bootstrap method takes.
std::vector<CpTag> argument_kinds(const ConstantPool& pool, const BootstrapMethod& bsm) {
    std::vector<CpTag> kinds;
    for (std::uint16_t arg : bsm.arguments) kinds.push_back(pool.at(arg).tag);
    return kinds;
}

TEST_P(EveryRelease, BootstrapMethodsAndInvokeDynamic) {
    const int release = GetParam();
    const ClassFile& cls = java8(release, "Lambdas");
    const ConstantPool& pool = cls.constant_pool;
    // Six lambdas and method references; from release 9 two string concatenations
    // with different recipes.
    ASSERT_EQ(cls.bootstrap_methods.size(), release == 8 ? 6u : 8u);

    std::multiset<RefKind> implementation_kinds;
    std::set<std::string> recipes;
    for (const BootstrapMethod& bsm : cls.bootstrap_methods) {
        ASSERT_TRUE(pool.is(bsm.method_handle, CpTag::MethodHandle));
        const CpEntry& handle = pool.at(bsm.method_handle);
        EXPECT_EQ(handle.ref_kind, RefKind::InvokeStatic);
        MemberRef factory = pool.member_ref(handle.ref1);
        if (factory.owner == "java/lang/invoke/LambdaMetafactory") {
            EXPECT_EQ(factory.name, "metafactory");
            ASSERT_EQ(argument_kinds(pool, bsm),
                      (std::vector<CpTag>{CpTag::MethodType, CpTag::MethodHandle, CpTag::MethodType}));
            const CpEntry& impl = pool.at(bsm.arguments[1]);
            implementation_kinds.insert(impl.ref_kind);
            MemberRef target = pool.member_ref(impl.ref1);
            if (impl.ref_kind == RefKind::InvokeInterface) {
                EXPECT_TRUE(target.is_interface);
                EXPECT_EQ(target.owner, "java/util/List");
                EXPECT_EQ(target.name, "size");
            }
            if (impl.ref_kind == RefKind::NewInvokeSpecial) {
                EXPECT_EQ(target.owner, "java/util/ArrayList");
                EXPECT_EQ(target.name, "<init>");
                EXPECT_EQ(target.descriptor, "()V");
            }
            if (impl.ref_kind == RefKind::InvokeVirtual) { EXPECT_EQ(target.owner, "java/lang/String"); }
        } else {
            EXPECT_EQ(factory.owner, "java/lang/invoke/StringConcatFactory");
            EXPECT_EQ(factory.name, "makeConcatWithConstants");
            ASSERT_EQ(argument_kinds(pool, bsm), (std::vector<CpTag>{CpTag::String}));
            recipes.insert(std::string(pool.string(bsm.arguments[0])));
        }
    }
    EXPECT_EQ(implementation_kinds.count(RefKind::InvokeStatic), 3u);  // two lambda bodies, Integer::sum
    EXPECT_EQ(implementation_kinds.count(RefKind::InvokeVirtual), 1u);
    EXPECT_EQ(implementation_kinds.count(RefKind::InvokeInterface), 1u);
    EXPECT_EQ(implementation_kinds.count(RefKind::NewInvokeSpecial), 1u);
    if (release == 8) {
        EXPECT_TRUE(recipes.empty());
    } else {
        EXPECT_EQ(recipes, (std::set<std::string>{"\x01\x01/\x01", "Hello, \x01!"}));
    }

    // The MethodType of the greeter lambda's erased interface method.
    const MemberRef first_factory = pool.member_ref(pool.at(cls.bootstrap_methods[0].method_handle).ref1);
    EXPECT_EQ(first_factory.owner, "java/lang/invoke/LambdaMetafactory");
    EXPECT_EQ(pool.utf8(pool.at(cls.bootstrap_methods[0].arguments[0]).ref1), "()Ljava/lang/Object;");

    // Every InvokeDynamic names an existing bootstrap method.
    std::size_t indys = 0;
    for (std::size_t i = 1; i < pool.size(); ++i) {
        const CpEntry& e = pool.at(i);
        if (e.tag != CpTag::InvokeDynamic) continue;
        ++indys;
        EXPECT_LT(e.ref1, cls.bootstrap_methods.size());
        NameAndType nat = pool.name_and_type(e.ref2);
        EXPECT_EQ(nat.descriptor.substr(0, 1), "(");
    }
    EXPECT_EQ(indys, release == 8 ? 6u : 8u);

    // greeter: aload_0; invokedynamic #n, 0, 0; areturn
    const Method* greeter = cls.find_method("greeter", "(Ljava/lang/String;)Ljava/util/function/Supplier;");
    ASSERT_NE(greeter, nullptr);
    ASSERT_TRUE(greeter->code);
    const auto& bc = greeter->code->bytecode;
    ASSERT_EQ(bc.size(), 7u);
    EXPECT_EQ(bc[0], 0x2A);
    EXPECT_EQ(bc[1], 0xBA);
    std::uint16_t indy = static_cast<std::uint16_t>((bc[2] << 8) | bc[3]);
    ASSERT_TRUE(pool.is(indy, CpTag::InvokeDynamic));
    EXPECT_EQ(pool.name_and_type(pool.at(indy).ref2).name, "get");
    EXPECT_EQ(pool.name_and_type(pool.at(indy).ref2).descriptor, "(Ljava/lang/String;)Ljava/util/function/Supplier;");
    EXPECT_EQ(bc[4], 0);
    EXPECT_EQ(bc[5], 0);
    EXPECT_EQ(bc[6], 0xB0);

    // The lambda bodies are private static synthetic methods.
    const Method* body = method_named(cls, "lambda$greeter$0");
    ASSERT_NE(body, nullptr);
    EXPECT_EQ(body->access_flags, access::Private | access::Static | access::Synthetic);
    EXPECT_EQ(body->descriptor, "(Ljava/lang/String;)Ljava/lang/String;");

    // Release 8 concatenates with StringBuilder instead.
    bool uses_builder = false;
    for (std::size_t i = 1; i < pool.size(); ++i)
        if (pool.is_member_ref(i) && pool.member_ref(i).owner == "java/lang/StringBuilder") uses_builder = true;
    EXPECT_EQ(uses_builder, release == 8);
}

TEST_P(EveryRelease, InterfaceMethods) {
    const ClassFile& shape = java8(GetParam(), "Shape");
    EXPECT_TRUE(shape.is_interface());
    EXPECT_EQ(shape.access_flags, access::Public | access::Interface | access::Abstract);
    EXPECT_EQ(shape.super_name, "java/lang/Object");
    EXPECT_EQ(access_flags_to_string(shape.access_flags, AccessContext::Class), "public");
    const Method* area = shape.find_method("area", "()D");
    ASSERT_NE(area, nullptr);
    EXPECT_TRUE(area->is_abstract());
    EXPECT_FALSE(area->code);
    EXPECT_EQ(access_flags_to_string(area->access_flags, AccessContext::Method), "public abstract");
    const Method* describe = shape.find_method("describe", "()Ljava/lang/String;");
    ASSERT_NE(describe, nullptr);
    EXPECT_FALSE(describe->is_abstract());
    EXPECT_FALSE(describe->is_static());
    EXPECT_TRUE(describe->code);
    const Method* unit = shape.find_method("unit", "()Lcf/Shape;");
    ASSERT_NE(unit, nullptr);
    EXPECT_TRUE(unit->is_static());
    EXPECT_TRUE(unit->code);

    // Lambdas in default methods: their bodies are private interface methods,
    // so the implementation handles name InterfaceMethodrefs, which JVMS 4.4.8
    // allows for invokeStatic and invokeSpecial from version 52 on.
    //   printer(): captures `this`  -> instance body, REF_invokeSpecial
    //               (javac 17 at release 17: REF_invokeInterface)
    //   kind():    captures nothing -> static body,   REF_invokeStatic
    const ConstantPool& pool = shape.constant_pool;
    std::map<std::string, RefKind> bodies;
    std::size_t concats = 0;
    for (const BootstrapMethod& bsm : shape.bootstrap_methods) {
        if (bsm.arguments.size() != 3) {
            ++concats;
            continue;
        }
        const CpEntry& impl = pool.at(bsm.arguments[1]);
        ASSERT_EQ(impl.tag, CpTag::MethodHandle);
        ASSERT_TRUE(pool.is(impl.ref1, CpTag::InterfaceMethodref));
        MemberRef target = pool.member_ref(impl.ref1);
        EXPECT_EQ(target.owner, "cf/Shape");
        EXPECT_TRUE(target.is_interface);
        bodies[std::string(target.name)] = impl.ref_kind;
    }
    const RefKind instance_kind = GetParam() >= 17 ? RefKind::InvokeInterface : RefKind::InvokeSpecial;
    EXPECT_EQ(bodies, (std::map<std::string, RefKind>{{"lambda$printer$0", instance_kind},
                                                      {"lambda$kind$1", RefKind::InvokeStatic}}));
    EXPECT_EQ(concats, GetParam() == 8 ? 0u : 1u);  // describe()
    const Method* printer_body = method_named(shape, "lambda$printer$0");
    ASSERT_NE(printer_body, nullptr);
    EXPECT_EQ(printer_body->access_flags, access::Private | access::Synthetic);
    const Method* kind_body = method_named(shape, "lambda$kind$1");
    ASSERT_NE(kind_body, nullptr);
    EXPECT_EQ(kind_body->access_flags, access::Private | access::Static | access::Synthetic);
    EXPECT_TRUE(kind_body->code);
}

TEST_P(EveryRelease, NestedClasses) {
    const int release = GetParam();
    const ClassFile& outer = java8(release, "Outer");
    struct Expected {
        const char* inner;
        std::optional<std::string> outer;
        std::optional<std::string> name;
        std::uint16_t flags;
    };
    const Expected expected[] = {
        {"cf/Outer$StaticNested", "cf/Outer", "StaticNested", access::Public | access::Static},
        {"cf/Outer$Inner", "cf/Outer", "Inner", access::Public},
        {"cf/Outer$Callback", "cf/Outer", "Callback",
         access::Protected | access::Static | access::Interface | access::Abstract},
        {"cf/Outer$Mode", "cf/Outer", "Mode", access::Private | access::Static | access::Final | access::Enum},
        {"cf/Outer$1", std::nullopt, std::nullopt, 0},
        {"cf/Outer$2", std::nullopt, std::nullopt, 0},
        {"cf/Outer$1Local", std::nullopt, "Local", 0},
    };
    for (const Expected& e : expected) {
        const InnerClass* entry = inner_entry(outer, e.inner);
        ASSERT_NE(entry, nullptr) << e.inner;
        EXPECT_EQ(entry->outer_class, e.outer) << e.inner;
        EXPECT_EQ(entry->inner_name, e.name) << e.inner;
        EXPECT_EQ(entry->access_flags, e.flags) << e.inner;
    }
    EXPECT_EQ(access_flags_to_string(inner_entry(outer, "cf/Outer$Callback")->access_flags, AccessContext::InnerClass),
              "protected static");

    // Anonymous and local classes name their enclosing method; an anonymous
    // class in a field initializer names only the class.
    const ClassFile& in_field = java8(release, "Outer$1");
    ASSERT_TRUE(in_field.enclosing_method);
    EXPECT_EQ(in_field.enclosing_method->class_name, "cf/Outer");
    EXPECT_FALSE(in_field.enclosing_method->method_name);
    EXPECT_FALSE(in_field.enclosing_method->method_descriptor);
    EXPECT_EQ(in_field.interfaces, std::vector<std::string>{"java/lang/Runnable"});
    const ClassFile& anonymous = java8(release, "Outer$2");
    ASSERT_TRUE(anonymous.enclosing_method);
    EXPECT_EQ(anonymous.enclosing_method->class_name, "cf/Outer");
    EXPECT_EQ(anonymous.enclosing_method->method_name, "anonymous");
    EXPECT_EQ(anonymous.enclosing_method->method_descriptor, "()Ljava/lang/Runnable;");
    const ClassFile& local = java8(release, "Outer$1Local");
    ASSERT_TRUE(local.enclosing_method);
    EXPECT_EQ(local.enclosing_method->method_name, "local");
    EXPECT_EQ(local.enclosing_method->method_descriptor, "()Ljava/lang/Object;");
    const InnerClass* self = inner_entry(local, "cf/Outer$1Local");
    ASSERT_NE(self, nullptr);
    EXPECT_EQ(self->inner_name, "Local");

    const ClassFile& inner = java8(release, "Outer$Inner");
    EXPECT_FALSE(inner.enclosing_method);
    const Field* this0 = field_named(inner, "this$0");
    ASSERT_NE(this0, nullptr);
    EXPECT_EQ(this0->descriptor, "Lcf/Outer;");
    EXPECT_EQ(this0->access_flags, access::Final | access::Synthetic);
    EXPECT_NE(inner.find_method("<init>", "(Lcf/Outer;)V"), nullptr);

    // Nest-based access from release 11; synthetic accessors before it.
    bool has_accessor = false;
    for (const Method& m : outer.methods)
        if (m.name.starts_with("access$")) {
            has_accessor = true;
            EXPECT_EQ(m.access_flags & (access::Static | access::Synthetic), access::Static | access::Synthetic);
        }
    if (release == 8) {
        EXPECT_TRUE(has_accessor);
        EXPECT_TRUE(outer.nest_members.empty());
        EXPECT_FALSE(inner.nest_host);
    } else {
        EXPECT_FALSE(has_accessor);
        std::set<std::string> members(outer.nest_members.begin(), outer.nest_members.end());
        EXPECT_EQ(members, (std::set<std::string>{"cf/Outer$StaticNested", "cf/Outer$Inner", "cf/Outer$Callback",
                                                  "cf/Outer$Mode", "cf/Outer$1", "cf/Outer$2", "cf/Outer$1Local"}));
        EXPECT_EQ(members.size(), outer.nest_members.size());
        EXPECT_FALSE(outer.nest_host);
        for (const char* name : {"Outer$Inner", "Outer$1", "Outer$1Local", "Outer$Mode", "Outer$StaticNested"}) {
            EXPECT_EQ(java8(release, name).nest_host, "cf/Outer") << name;
            EXPECT_TRUE(java8(release, name).nest_members.empty()) << name;
        }
    }
}

TEST_P(EveryRelease, Enums) {
    const int release = GetParam();
    const ClassFile& planet = java8(release, "Planet");
    EXPECT_EQ(planet.super_name, "java/lang/Enum");
    EXPECT_EQ(planet.signature, "Ljava/lang/Enum<Lcf/Planet;>;");
    EXPECT_TRUE(planet.access_flags & access::Enum);
    EXPECT_FALSE(planet.access_flags & access::Final);  // MERCURY has a body
    for (const char* name : {"MERCURY", "EARTH", "MARS"}) {
        const Field* f = planet.find_field(name, "Lcf/Planet;");
        ASSERT_NE(f, nullptr) << name;
        EXPECT_EQ(f->access_flags, access::Public | access::Static | access::Final | access::Enum);
    }
    const Field* values = planet.find_field("$VALUES", "[Lcf/Planet;");
    ASSERT_NE(values, nullptr);
    EXPECT_EQ(values->access_flags, access::Private | access::Static | access::Final | access::Synthetic);
    EXPECT_NE(planet.find_method("values", "()[Lcf/Planet;"), nullptr);
    EXPECT_NE(planet.find_method("valueOf", "(Ljava/lang/String;)Lcf/Planet;"), nullptr);

    const ClassFile& body = java8(release, "Planet$1");
    EXPECT_EQ(body.super_name, "cf/Planet");
    EXPECT_TRUE(body.access_flags & access::Enum);
    ASSERT_TRUE(body.enclosing_method);
    EXPECT_EQ(body.enclosing_method->class_name, "cf/Planet");
    EXPECT_FALSE(body.enclosing_method->method_name);
    // From release 17 an enum with constant bodies is sealed.
    if (release >= 17) {
        EXPECT_EQ(planet.permitted_subclasses, std::vector<std::string>{"cf/Planet$1"});
    } else {
        EXPECT_TRUE(planet.permitted_subclasses.empty());
    }

    const ClassFile& mode = java8(release, "Outer$Mode");
    EXPECT_EQ(mode.access_flags, access::Final | access::Super | access::Enum);
}

TEST_P(EveryRelease, AnnotationsStayRaw) {
    const int release = GetParam();
    const ClassFile& annotated = java8(release, "Annotated");
    const std::vector<std::uint8_t> file = read_bytes(class_path_of("java8", release, "Annotated"));
    const ConstantPool& pool = annotated.constant_pool;

    // A raw attribute is kept byte for byte and knows where it came from.
    auto check_raw_in = [](const ClassFile& cls, const std::vector<std::uint8_t>& file, const RawAttribute& raw) {
        const ConstantPool& pool = cls.constant_pool;
        ASSERT_LE(raw.offset + 6 + raw.bytes.size(), file.size());
        std::uint16_t name_index = test::get_u2(file, raw.offset);
        ASSERT_TRUE(pool.is(name_index, CpTag::Utf8));
        EXPECT_EQ(pool.utf8(name_index), raw.name);
        EXPECT_EQ(test::get_u4(file, raw.offset + 2), raw.bytes.size());
        EXPECT_TRUE(std::equal(raw.bytes.begin(), raw.bytes.end(), file.begin() + raw.offset + 6)) << raw.name;
    };
    auto check_raw = [&](const RawAttribute& raw) { check_raw_in(annotated, file, raw); };
    // The type of the first annotation in a RuntimeVisibleAnnotations body.
    auto first_type = [&](const RawAttribute& raw) -> std::string {
        if (raw.bytes.size() < 4) return "";
        return std::string(pool.utf8(static_cast<std::uint16_t>((raw.bytes[2] << 8) | raw.bytes[3])));
    };

    const RawAttribute* on_class = raw_attribute(annotated.other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_class, nullptr);
    check_raw(*on_class);
    EXPECT_EQ(test::get_u2(on_class->bytes, 0), 1);  // num_annotations
    EXPECT_EQ(first_type(*on_class), "Lcf/Marker;");

    const Field* field = field_named(annotated, "field");
    ASSERT_NE(field, nullptr);
    const RawAttribute* on_field = raw_attribute(field->other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_field, nullptr);
    check_raw(*on_field);
    EXPECT_EQ(first_type(*on_field), "Lcf/Marker;");

    const Method* method = annotated.find_method("method", "()V");
    ASSERT_NE(method, nullptr);
    const RawAttribute* on_method = raw_attribute(method->other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_method, nullptr);
    check_raw(*on_method);
    EXPECT_EQ(test::get_u2(on_method->bytes, 0), 2);  // @Marker and @Deprecated
    const RawAttribute* deprecated = raw_attribute(method->other_attributes, "Deprecated");
    ASSERT_NE(deprecated, nullptr);
    check_raw(*deprecated);
    EXPECT_TRUE(deprecated->bytes.empty());
    // The interpreted Code attribute is not among the raw ones.
    EXPECT_EQ(raw_attribute(method->other_attributes, "Code"), nullptr);
    EXPECT_TRUE(method->code);

    const ClassFile& marker = java8(release, "Marker");
    EXPECT_EQ(marker.access_flags, access::Public | access::Interface | access::Abstract | access::Annotation);
    EXPECT_EQ(marker.interfaces, std::vector<std::string>{"java/lang/annotation/Annotation"});
    const Method* priority = marker.find_method("priority", "()I");
    ASSERT_NE(priority, nullptr);
    const RawAttribute* default_value = raw_attribute(priority->other_attributes, "AnnotationDefault");
    ASSERT_NE(default_value, nullptr);
    check_raw_in(marker, read_bytes(class_path_of("java8", release, "Marker")), *default_value);
    ASSERT_EQ(default_value->bytes.size(), 3u);
    EXPECT_EQ(default_value->bytes[0], 'I');
    std::uint16_t value_index = test::get_u2(default_value->bytes, 1);
    ASSERT_TRUE(marker.constant_pool.is(value_index, CpTag::Integer));
    EXPECT_EQ(marker.constant_pool.at(value_index).integer, 1);
    EXPECT_NE(raw_attribute(marker.other_attributes, "RuntimeVisibleAnnotations"), nullptr);  // @Retention, @Target
}

TEST_P(EveryRelease, ModifiedUtf8IsDecoded) {
    const ClassFile& cls = java8(GetParam(), "Unicode");
    const ConstantPool& pool = cls.constant_pool;
    auto string_constant = [&](std::string_view name) -> std::string {
        const Field* f = cls.find_field(name, "Ljava/lang/String;");
        if (f == nullptr || !pool.is(f->constant_value, CpTag::String)) {
            ADD_FAILURE() << "no String constant " << name;
            return "";
        }
        return std::string(pool.string(f->constant_value));
    };
    // "\0" is C0 80 in the class file and a single NUL byte here.
    EXPECT_EQ(string_constant("NUL"), std::string("a\0b", 3));
    // U+1F600 is two surrogates (six bytes) in the file, four bytes here.
    EXPECT_EQ(string_constant("MIXED"), "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
    // A lone surrogate keeps its three-byte form.
    EXPECT_EQ(string_constant("LONE"), "x\xED\xA0\x80y");

    EXPECT_NE(cls.find_field("\xC3\xA9t\xC3\xA9", "I"), nullptr);       // été
    EXPECT_NE(cls.find_field("\xF0\x9D\x92\xB3", "I"), nullptr);         // U+1D4B3, a supplementary letter
    const Method* chinese = cls.find_method("\xE4\xB8\xAD\xE6\x96\x87", "()Ljava/lang/String;");  // 中文
    ASSERT_NE(chinese, nullptr);

    const ClassFile& delta = java8(GetParam(), "\xCE\x94" "elta");  // Δelta
    EXPECT_EQ(delta.name, "cf/\xCE\x94" "elta");
    EXPECT_NE(delta.find_field("\xCE\xBB", "I"), nullptr);  // λ
    EXPECT_EQ(delta.source_file, "Unicode.java");
    EXPECT_EQ(delta.access_flags, access::Super);  // package-private
}

// ---- java11 and java17 sources ------------------------------------------------------

TEST(Release11, PrivateInterfaceMethods) {
    for (int release : {11, 17}) {
        const ClassFile& greeting = parsed("java11", release, "Greeting");
        EXPECT_EQ(greeting.major_version, major_for(release));
        EXPECT_TRUE(greeting.is_interface());
        const Method* decorate = greeting.find_method("decorate", "(Ljava/lang/String;)Ljava/lang/String;");
        ASSERT_NE(decorate, nullptr);
        EXPECT_EQ(decorate->access_flags, access::Private);
        EXPECT_TRUE(decorate->code);
        const Method* prefix = greeting.find_method("prefix", "()Ljava/lang/String;");
        ASSERT_NE(prefix, nullptr);
        EXPECT_EQ(prefix->access_flags, access::Private | access::Static);
        const Method* name = greeting.find_method("name", "()Ljava/lang/String;");
        ASSERT_NE(name, nullptr);
        EXPECT_EQ(name->access_flags, access::Public | access::Abstract);
        EXPECT_FALSE(name->code);
        // A capturing lambda (of) and two string concatenations (greet, decorate).
        EXPECT_EQ(greeting.bootstrap_methods.size(), 3u);
    }
}

const ClassFile& java17(const std::string& name) { return parsed("java17", 17, name); }

TEST(Release17, RecordAttribute) {
    const ClassFile& point = java17("Point");
    EXPECT_EQ(point.major_version, 61);
    EXPECT_EQ(point.super_name, "java/lang/Record");
    EXPECT_EQ(point.access_flags, access::Public | access::Final | access::Super);
    ASSERT_TRUE(point.record);
    ASSERT_EQ(point.record->size(), 2u);
    EXPECT_EQ((*point.record)[0].name, "x");
    EXPECT_EQ((*point.record)[0].descriptor, "I");
    EXPECT_FALSE((*point.record)[0].signature);
    EXPECT_TRUE((*point.record)[0].other_attributes.empty());
    EXPECT_EQ((*point.record)[1].name, "y");
    EXPECT_EQ((*point.record)[1].descriptor, "I");
    // The component fields are private final; the accessors are public.
    const Field* x = point.find_field("x", "I");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->access_flags, access::Private | access::Final);
    EXPECT_NE(point.find_method("x", "()I"), nullptr);
    EXPECT_NE(point.find_method("<init>", "(II)V"), nullptr);

    // toString/hashCode/equals share one ObjectMethods bootstrap:
    // (Class, String "x;y", MethodHandle getField x, MethodHandle getField y).
    const ConstantPool& pool = point.constant_pool;
    ASSERT_EQ(point.bootstrap_methods.size(), 1u);
    const BootstrapMethod& bsm = point.bootstrap_methods[0];
    MemberRef bootstrap = pool.member_ref(pool.at(bsm.method_handle).ref1);
    EXPECT_EQ(bootstrap.owner, "java/lang/runtime/ObjectMethods");
    EXPECT_EQ(bootstrap.name, "bootstrap");
    ASSERT_EQ(argument_kinds(pool, bsm), (std::vector<CpTag>{CpTag::Class, CpTag::String, CpTag::MethodHandle,
                                                             CpTag::MethodHandle}));
    EXPECT_EQ(pool.class_name(bsm.arguments[0]), "cf/Point");
    EXPECT_EQ(pool.string(bsm.arguments[1]), "x;y");
    for (int k = 0; k < 2; ++k) {
        const CpEntry& getter = pool.at(bsm.arguments[2 + k]);
        EXPECT_EQ(getter.ref_kind, RefKind::GetField);
        ASSERT_TRUE(pool.is(getter.ref1, CpTag::Fieldref));
        MemberRef field = pool.member_ref(getter.ref1);
        EXPECT_EQ(field.owner, "cf/Point");
        EXPECT_EQ(field.name, k == 0 ? "x" : "y");
        EXPECT_EQ(field.descriptor, "I");
    }
    std::size_t indys = 0;
    for (std::size_t i = 1; i < pool.size(); ++i) indys += pool.at(i).tag == CpTag::InvokeDynamic;
    EXPECT_EQ(indys, 3u);  // toString, hashCode, equals

    // A non-record has no Record attribute (as opposed to an empty one).
    EXPECT_FALSE(java17("Neg").record);
}

TEST(Release17, GenericRecordComponents) {
    const ClassFile& pair = java17("Pair");
    EXPECT_EQ(pair.signature, "<A:Ljava/lang/Object;B::Ljava/lang/Comparable<TB;>;>Ljava/lang/Record;");
    ASSERT_TRUE(pair.record);
    ASSERT_EQ(pair.record->size(), 4u);
    const auto& c = *pair.record;
    EXPECT_EQ(c[0].name, "first");
    EXPECT_EQ(c[0].descriptor, "Ljava/lang/Object;");
    EXPECT_EQ(c[0].signature, "TA;");
    EXPECT_EQ(c[1].name, "second");
    EXPECT_EQ(c[1].descriptor, "Ljava/lang/Comparable;");
    EXPECT_EQ(c[1].signature, "TB;");
    EXPECT_EQ(c[2].name, "rest");
    EXPECT_EQ(c[2].descriptor, "Ljava/util/List;");
    EXPECT_EQ(c[2].signature, "Ljava/util/List<+TA;>;");
    EXPECT_EQ(c[3].name, "count");
    EXPECT_EQ(c[3].descriptor, "J");
    EXPECT_FALSE(c[3].signature);
    ASSERT_EQ(pair.bootstrap_methods.size(), 1u);
    EXPECT_EQ(pair.constant_pool.string(pair.bootstrap_methods[0].arguments[1]), "first;second;rest;count");
    EXPECT_EQ(pair.bootstrap_methods[0].arguments.size(), 6u);

    // An annotated component keeps its annotations as a raw attribute.
    const ClassFile& tagged = java17("Tagged");
    ASSERT_TRUE(tagged.record);
    ASSERT_EQ(tagged.record->size(), 2u);
    const RecordComponent& value = (*tagged.record)[0];
    EXPECT_EQ(value.name, "value");
    const RawAttribute* annotations = raw_attribute(value.other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(annotations, nullptr);
    ASSERT_GE(annotations->bytes.size(), 4u);
    EXPECT_EQ(tagged.constant_pool.utf8(test::get_u2(annotations->bytes, 2)), "Lcf/Tagged$Tag;");
    EXPECT_TRUE((*tagged.record)[1].other_attributes.empty());
    EXPECT_EQ(tagged.nest_members, std::vector<std::string>{"cf/Tagged$Tag"});
}

TEST(Release17, SealedTypes) {
    const ClassFile& expr = java17("Expr");
    EXPECT_TRUE(expr.is_interface());
    EXPECT_EQ(expr.permitted_subclasses,
              (std::vector<std::string>{"cf/Expr$Num", "cf/Expr$Add", "cf/Neg", "cf/Var"}));
    std::set<std::string> members(expr.nest_members.begin(), expr.nest_members.end());
    EXPECT_EQ(members, (std::set<std::string>{"cf/Expr$Num", "cf/Expr$Add"}));

    const ClassFile& num = java17("Expr$Num");
    EXPECT_EQ(num.nest_host, "cf/Expr");
    EXPECT_EQ(num.interfaces, std::vector<std::string>{"cf/Expr"});
    ASSERT_TRUE(num.record);
    ASSERT_EQ(num.record->size(), 1u);
    EXPECT_EQ((*num.record)[0].name, "value");
    const InnerClass* self = inner_entry(num, "cf/Expr$Num");
    ASSERT_NE(self, nullptr);
    EXPECT_EQ(self->outer_class, "cf/Expr");
    EXPECT_EQ(self->access_flags, access::Public | access::Static | access::Final);

    const ClassFile& vehicle = java17("Vehicle");
    EXPECT_EQ(vehicle.permitted_subclasses, (std::vector<std::string>{"cf/Car", "cf/Truck"}));
    EXPECT_TRUE(vehicle.access_flags & access::Abstract);
    const Method* wheels = vehicle.find_method("wheels", "()I");
    ASSERT_NE(wheels, nullptr);
    EXPECT_TRUE(wheels->is_abstract());
    EXPECT_EQ(java17("Car").access_flags, access::Final | access::Super);
    EXPECT_EQ(java17("Car").super_name, "cf/Vehicle");
    // non-sealed leaves no trace in the class file.
    EXPECT_EQ(java17("Truck").access_flags, access::Super);
    EXPECT_TRUE(java17("Truck").permitted_subclasses.empty());
    EXPECT_TRUE(java17("Var").permitted_subclasses.empty());
    EXPECT_EQ(java17("Neg").access_flags, access::Public | access::Final | access::Super);
}

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

// ---- the JDK --------------------------------------------------------------------------

TEST(JdkClasses, EveryJavaClassParses) {
    ClassPath path;
    Status added = path.add_jdk();
    ASSERT_TRUE(added) << added.error().message;
    std::vector<std::string> names = path.list_classes();
    std::size_t parsed_count = 0, failures = 0, with_code = 0;
    std::string messages;
    for (const std::string& name : names) {
        if (!name.starts_with("java/")) continue;
        ++parsed_count;
        auto cls = path.parse_uncached(name);
        if (!cls) {
            if (++failures <= 20) messages += cls.error().message + "\n";
            continue;
        }
        EXPECT_EQ(cls->name, name);
        for (const Method& m : cls->methods) with_code += m.code.has_value();
    }
    std::cout << "[          ] parsed " << parsed_count << " java/* classes, " << with_code
              << " methods with code\n";
    EXPECT_EQ(failures, 0u) << messages;
    EXPECT_GT(parsed_count, 3000u);
    EXPECT_GT(with_code, 30000u);

    // java/lang/Object is the one class without a superclass.
    auto object = path.parse_uncached("java/lang/Object");
    ASSERT_TRUE(object) << object.error().message;
    EXPECT_FALSE(object->super_name);
    EXPECT_TRUE(object->interfaces.empty());
    EXPECT_NE(object->find_method("hashCode", "()I"), nullptr);
    EXPECT_TRUE(object->find_method("hashCode", "()I")->is_native());
}

}  // namespace
}  // namespace symcrete::classfile
