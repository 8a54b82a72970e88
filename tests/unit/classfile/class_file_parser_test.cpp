// The class-file parser against class files that javac produces at test time
// from tests/java/classfile/: the java8 sources compiled at every release
// (8, 11 and 17), checking the specific contents the parser interprets in the
// class header, constant values, generic signatures and the Code attribute
// (local variables, line numbers, stack map frames, exception handlers,
// bootstrap methods). The same sources' class-level features, the release 11
// and 17 sources and the JDK are in class_file_parser_features_test.cpp; the
// cross-check against `javap -v -p` is in class_file_parser_javap_test.cpp.
#include "classfile/class_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "class_file_test_helpers.h"
#include "classfile/constant_pool.h"
#include "classfile_test_util.h"
#include "support/test_paths.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using namespace test;  // the shared helpers and fixture (class_file_test_helpers.h)

// ---- loading compiled classes (more in class_file_test_helpers.h) -------------

// The 1-based line of the first line in a test Java source that contains `text`.
int source_line(const std::string& relative, const std::string& text) {
    std::ifstream in(symcrete::testing::test_java_dir() / "classfile" / relative);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number)
        if (line.find(text) != std::string::npos) return number;
    ADD_FAILURE() << "no line containing '" << text << "' in " << relative;
    return -1;
}

// ---- java8 sources at every release ---------------------------------------------

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

}  // namespace
}  // namespace symcrete::classfile
