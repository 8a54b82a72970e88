// Lifts every method of the Java programs under tests/java/lifting (compiled
// at --release 8, 11 and 17) and tests/java/lifting_modern (17), and checks
// the shape of the IR for typical javac idioms.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "bytecode.h"
#include "ir/ir.h"
#include "ir/lifter.h"
#include "ir/printer.h"
#include "lift_test_util.h"
#include "support/java_compiler.h"

namespace symcrete::ir {
namespace {

using test::check_invariants;
using test::find_method;
using test::load_classes;

struct Corpus {
    std::string subdir;
    int release;
};

std::string corpus_name(const ::testing::TestParamInfo<Corpus>& info) {
    return info.param.subdir + "_" + std::to_string(info.param.release);
}

class LiftCorpusTest : public ::testing::TestWithParam<Corpus> {};

TEST_P(LiftCorpusTest, LiftsEveryMethod) {
    const auto dir = symcrete::testing::compile_java(GetParam().subdir, GetParam().release);
    ASSERT_FALSE(dir.empty());
    const auto classes = load_classes(dir);
    ASSERT_GE(classes.size(), 5u);
    std::size_t lifted = 0;
    std::vector<std::string> failures;
    for (const auto& cls : classes) {
        for (const auto& method : cls.methods) {
            if (!method.code) continue;
            auto fn = lift(cls, method);
            if (!fn) {
                failures.push_back(fn.error().message);
                continue;
            }
            ++lifted;
            const std::string broken = check_invariants(*fn);
            if (!broken.empty()) failures.push_back(broken);
            // Printing is deterministic and covers every instruction.
            const std::string text = print(*fn);
            auto again = lift(cls, method);
            ASSERT_TRUE(again.ok());
            EXPECT_EQ(text, print(*again)) << cls.name << "." << method.name;
            std::size_t instrs = 0;
            for (const Block& b : fn->blocks) instrs += b.instrs.size();
            EXPECT_EQ(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')),
                      1 + fn->blocks.size() + instrs);
        }
    }
    EXPECT_GT(lifted, GetParam().subdir == "lifting" ? 80u : 20u);
    EXPECT_TRUE(failures.empty()) << failures.size() << " failures, first: " << failures.front();
}

INSTANTIATE_TEST_SUITE_P(Releases, LiftCorpusTest,
                         ::testing::Values(Corpus{"lifting", 8}, Corpus{"lifting", 11}, Corpus{"lifting", 17},
                                           Corpus{"lifting_modern", 17}),
                         corpus_name);

// The Java corpus exercises every opcode javac can emit; the rest (nop, swap,
// jsr, ret, goto_w, jsr_w) are covered by hand-assembled tests.
TEST(LiftCorpusCoverage, UsesEveryOpcodeJavacEmits) {
    std::set<std::uint8_t> seen;
    std::set<std::uint8_t> seen_wide;
    for (int release : {8, 11, 17}) {
        const auto dir = symcrete::testing::compile_java("lifting", release);
        ASSERT_FALSE(dir.empty());
        for (const auto& cls : load_classes(dir)) {
            for (const auto& method : cls.methods) {
                if (!method.code) continue;
                const auto& code = method.code->bytecode;
                bytecode::Instruction insn;
                for (std::uint32_t pc = 0; pc < code.size(); pc += insn.length) {
                    ASSERT_EQ(bytecode::decode(code, pc, insn), bytecode::DecodeError::None);
                    (insn.wide ? seen_wide : seen).insert(insn.opcode);
                }
            }
        }
    }
    namespace op = bytecode::op;
    const std::set<std::uint8_t> not_from_javac = {op::nop, op::swap, op::jsr, op::ret, op::goto_w, op::jsr_w};
    std::string missing;
    for (unsigned opcode = 0; opcode < 256; ++opcode) {
        const auto o = static_cast<std::uint8_t>(opcode);
        if (!bytecode::is_valid_opcode(o) || o == op::wide || not_from_javac.count(o)) continue;
        if (!seen.count(o)) missing += std::string(" ") + bytecode::opcode_name(o);
    }
    EXPECT_EQ(missing, "");
    for (std::uint8_t o : {op::iload, op::lload, op::fload, op::dload, op::aload, op::istore, op::lstore,
                           op::fstore, op::dstore, op::astore, op::iinc}) {
        EXPECT_TRUE(seen_wide.count(o)) << "wide " << bytecode::opcode_name(o);
    }
}

// --- IR shapes of javac idioms ---------------------------------------------------------

class LiftShapeTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        const auto dir = symcrete::testing::compile_java("lifting", 17);
        ASSERT_FALSE(dir.empty());
        for (auto& cls : load_classes(dir)) {
            std::string name = cls.name;
            classes().emplace(name, std::move(cls));
        }
    }
    static std::map<std::string, classfile::ClassFile>& classes() {
        static std::map<std::string, classfile::ClassFile> map;
        return map;
    }
    static Function lifted(const std::string& class_name, const std::string& method_name) {
        auto it = classes().find(class_name);
        if (it == classes().end()) {
            ADD_FAILURE() << "no class " << class_name;
            return {};
        }
        const classfile::Method* m = find_method(it->second, method_name);
        if (m == nullptr) return {};
        auto fn = lift(it->second, *m);
        if (!fn) {
            ADD_FAILURE() << fn.error().message;
            return {};
        }
        EXPECT_EQ(check_invariants(*fn), "");
        return std::move(fn).value();
    }
    // The printed instructions (no line comments) of the whole function.
    static std::vector<std::string> instrs(const Function& fn) {
        std::vector<std::string> out;
        for (const Block& b : fn.blocks) {
            for (const Instr& in : b.instrs) out.push_back(print(fn, in));
        }
        return out;
    }
    static std::size_t find_seq(const std::vector<std::string>& all, const std::vector<std::string>& seq) {
        for (std::size_t i = 0; i + seq.size() <= all.size(); ++i) {
            if (std::equal(seq.begin(), seq.end(), all.begin() + static_cast<std::ptrdiff_t>(i))) return i;
        }
        return std::string::npos;
    }
    static std::string joined(const std::vector<std::string>& lines) {
        std::string out;
        for (const auto& l : lines) out += l + "\n";
        return out;
    }
};

TEST_F(LiftShapeTest, AddPrintsExactly) {
    const Function fn = lifted("lifting/Arith", "add");
    EXPECT_EQ(print(fn),
              "method lifting/Arith.add(II)I regs=5 params=r0:ref,r1:i,r2:i\n"
              "B0 [pc 0]:\n"
              "  r3 = move.i r1                         ; line 7\n"
              "  r4 = move.i r2                         ; line 7\n"
              "  r3 = add.i r3, r4                      ; line 7\n"
              "  return.i r3                            ; line 7\n");
}

TEST_F(LiftShapeTest, StaticParamsSkipSecondSlotOfWideTypes) {
    const Function fn = lifted("lifting/Arith", "longSlots");  // (IJJ)J
    EXPECT_TRUE(fn.is_static);
    EXPECT_EQ(fn.params, (std::vector<Reg>{0, 1, 3}));
    EXPECT_EQ(fn.param_types, (std::vector<Type>{Type::Int, Type::Long, Type::Long}));
}

TEST_F(LiftShapeTest, ArrayCompoundAssignmentUsesDup2Moves) {
    // compound(int[] a, int i, int x): max_locals 5, so the stack starts at r5.
    // a[i] += x  is  aload_0 iload_1 dup2 iaload iload_2 iadd iastore
    const auto all = instrs(lifted("lifting/ArraysDemo", "compound"));
    EXPECT_NE(find_seq(all, {"r5 = move.ref r0", "r6 = move.i r1", "r7 = move.ref r5", "r8 = move.i r6",
                             "r7 = aload.i r7[r8]", "r8 = move.i r2", "r7 = add.i r7, r8",
                             "astore.i r5[r6], r7"}),
              std::string::npos)
        << joined(all);
    // int old = a[i]++  is  aload_0 iload_1 dup2 iaload dup_x2 iconst_1 iadd iastore istore_3:
    // dup_x2 turns [a, i, v] into [v, a, i, v].
    EXPECT_NE(find_seq(all, {"r7 = aload.i r7[r8]", "r8 = move.i r7", "r7 = move.i r6", "r6 = move.ref r5",
                             "r5 = move.i r8", "r9 = const.i 1", "r8 = add.i r8, r9",
                             "astore.i r6[r7], r8", "r3 = move.i r5"}),
              std::string::npos)
        << joined(all);
}

TEST_F(LiftShapeTest, LongArrayPostIncrementUsesDup2X2) {
    // compoundLong(long[] a, int i, long x): locals a=0 i=1 x=2,3 old=4,5 set=6,7 -> stack at r8.
    // long old = a[i]++  is  aload_0 iload_1 dup2 laload dup2_x2 lconst_1 ladd lastore lstore 4:
    // dup2_x2 (form 2: a long over two category-1 values) turns [a, i, v] into [v, a, i, v].
    const auto all = instrs(lifted("lifting/ArraysDemo", "compoundLong"));
    EXPECT_NE(find_seq(all, {"r10 = aload.l r10[r11]", "r11 = move.l r10", "r10 = move.i r9",
                             "r9 = move.ref r8", "r8 = move.l r11", "r12 = const.l 1",
                             "r11 = add.l r11, r12", "astore.l r9[r10], r11", "r4 = move.l r8"}),
              std::string::npos)
        << joined(all);
}

TEST_F(LiftShapeTest, FieldAssignmentValueUsesDupX1) {
    // fieldOps(Objects other): int a = (other.f = 5)  is  aload_1 iconst_5 dup_x1 putfield istore_2.
    const Function fn = lifted("lifting/Objects", "fieldOps");
    const auto all = instrs(fn);
    const std::string s = "r" + std::to_string(fn.num_regs);  // not used; keeps the shape readable
    (void)s;
    // max_locals: this, other, a, b(2), c(2), d, e(2) = 10 -> stack at r10.
    EXPECT_NE(find_seq(all, {"r10 = move.ref r1", "r11 = const.i 5", "r12 = move.i r11", "r11 = move.ref r10",
                             "r10 = move.i r12", "putfield.i r11, lifting/Objects.f:I, r12", "r2 = move.i r10"}),
              std::string::npos)
        << joined(all);
}

TEST_F(LiftShapeTest, ChainedLongFieldAssignmentUsesDup2X1) {
    // this.lf = o.lf = z  is  aload_0 aload_1 lload_2 dup2_x1 putfield putfield:
    // dup2_x1 (form 2) turns [this, o, z] into [this, z, o, z].
    const auto all = instrs(lifted("lifting/Objects", "chain"));
    EXPECT_EQ(all, (std::vector<std::string>{
                       "r4 = move.ref r0", "r5 = move.ref r1", "r6 = move.l r2", "r7 = move.l r6",
                       "r6 = move.ref r5", "r5 = move.l r7", "putfield.l r6, lifting/Objects.lf:J, r7",
                       "putfield.l r4, lifting/Objects.lf:J, r5", "return"}));
}

TEST_F(LiftShapeTest, StaticLongPostIncrementUsesDup2) {
    // long e = sl++  is  getstatic dup2 lconst_1 ladd putstatic lstore.
    const auto all = instrs(lifted("lifting/Objects", "fieldOps"));
    EXPECT_NE(find_seq(all, {"r10 = getstatic.l lifting/Objects.sl:J", "r11 = move.l r10", "r12 = const.l 1",
                             "r11 = add.l r11, r12", "putstatic.l lifting/Objects.sl:J, r11"}),
              std::string::npos)
        << joined(all);
}

TEST_F(LiftShapeTest, TryCatchHasHandlerBlock) {
    const Function fn = lifted("lifting/Exceptions", "divide");
    const Block* protected_block = nullptr;
    for (const Block& b : fn.blocks) {
        if (!b.handlers.empty()) protected_block = &b;
    }
    ASSERT_NE(protected_block, nullptr) << print(fn);
    ASSERT_EQ(protected_block->handlers.size(), 1u);
    EXPECT_EQ(protected_block->handlers[0].catch_type, "java/lang/ArithmeticException");
    bool divides = false;
    for (const Instr& in : protected_block->instrs) divides |= in.op == Op::Div && in.type == Type::Int;
    EXPECT_TRUE(divides) << print(fn);
    const Block& handler = fn.blocks[protected_block->handlers[0].block];
    ASSERT_FALSE(handler.instrs.empty());
    EXPECT_EQ(handler.instrs[0].op, Op::CaughtException);
    EXPECT_EQ(handler.instrs[0].dst, 3u);  // max_locals 3 (a, b, e): the first stack register
    EXPECT_NE(print(fn).find(" handlers: java/lang/ArithmeticException -> B"), std::string::npos);
}

TEST_F(LiftShapeTest, FinallyAndSynchronizedUseCatchAll) {
    const Function fn = lifted("lifting/Exceptions", "blocks");
    bool any = false;
    int enters = 0;
    int exits = 0;
    for (const Block& b : fn.blocks) {
        for (const Handler& h : b.handlers) any |= !h.catch_type.has_value();
        for (const Instr& in : b.instrs) {
            enters += in.op == Op::MonitorEnter;
            exits += in.op == Op::MonitorExit;
        }
    }
    EXPECT_TRUE(any);
    EXPECT_EQ(enters, 2);
    EXPECT_GE(exits, 4);  // normal and exceptional exits of both blocks
    EXPECT_NE(print(fn).find("any -> B"), std::string::npos);
}

TEST_F(LiftShapeTest, TableswitchBecomesSwitch) {
    const Function fn = lifted("lifting/Branches", "table");
    ASSERT_EQ(fn.switches.size(), 1u);
    const SwitchTable& t = fn.switches[0];
    ASSERT_EQ(t.cases.size(), 7u);  // 0..6, with 5 going to default
    for (std::size_t i = 0; i < 7; ++i) EXPECT_EQ(t.cases[i].first, static_cast<std::int32_t>(i));
    EXPECT_EQ(t.cases[5].second, t.default_target);
    EXPECT_EQ(t.cases[3].second, t.cases[4].second);
    EXPECT_NE(t.cases[0].second, t.cases[1].second);
    // Each case returns its constant.
    auto returns = [&](BlockId id) {
        const Block& b = fn.blocks[id];
        const Instr& c = b.instrs.at(0);
        return c.op == Op::Const ? fn.constants[c.aux].integer : -999;
    };
    EXPECT_EQ(returns(t.cases[0].second), 10);
    EXPECT_EQ(returns(t.cases[6].second), 16);
    EXPECT_EQ(returns(t.default_target), -1);
    EXPECT_NE(print(fn).find("switch r1 {0 -> B"), std::string::npos) << print(fn);
}

TEST_F(LiftShapeTest, LookupswitchKeepsSparseKeys) {
    const Function fn = lifted("lifting/Branches", "lookup");
    ASSERT_EQ(fn.switches.size(), 1u);
    const SwitchTable& t = fn.switches[0];
    ASSERT_EQ(t.cases.size(), 3u);
    EXPECT_EQ(t.cases[0].first, -1000);
    EXPECT_EQ(t.cases[1].first, 7);
    EXPECT_EQ(t.cases[2].first, 100000);
}

TEST_F(LiftShapeTest, StringSwitchUsesHashCodeLookup) {
    const Function fn = lifted("lifting/Branches", "strings");
    EXPECT_GE(fn.switches.size(), 2u);  // lookupswitch on hashCode, tableswitch on the index
    EXPECT_NE(print(fn).find("invoke.virtual java/lang/String.hashCode:()I(r"), std::string::npos);
}

TEST_F(LiftShapeTest, IincBecomesConstAndAdd) {
    const auto all = instrs(lifted("lifting/Branches", "loops"));
    // i++ on local 2 with an empty stack: the constant goes to the first stack register
    // (max_locals is 5: n, sum, i, and x/y reusing the slots of i and j).
    EXPECT_NE(find_seq(all, {"r5 = const.i 1", "r2 = add.i r2, r5"}), std::string::npos)
        << joined(all);
}

TEST_F(LiftShapeTest, WideIincAndWideLocals) {
    const Function fn = lifted("lifting/ManyLocals", "many");
    const auto all = instrs(fn);
    // v259 is local 260 (a is 0): v259 += 1000 is wide iinc.
    EXPECT_NE(find_seq(all, {"r" + std::to_string(fn.num_regs - 3) + " = const.i 1000", "r260 = add.i r260, r" +
                                                                                        std::to_string(fn.num_regs - 3)}),
              std::string::npos);
    bool wide_store = false;
    for (const auto& s : all) wide_store |= s.rfind("r261 = move.l", 0) == 0;  // long l0 in local 261
    EXPECT_TRUE(wide_store) << joined(all);
}

TEST_F(LiftShapeTest, LambdaAndConcatAreInvokeDynamic) {
    const Function apply = lifted("lifting/Lambdas", "apply");
    EXPECT_NE(print(apply).find("invokedynamic bsm"), std::string::npos);
    EXPECT_NE(print(apply).find(" applyAsInt:(I)Ljava/util/function/IntBinaryOperator;(r"), std::string::npos)
        << print(apply);
    const Function concat = lifted("lifting/Lambdas", "concat");
    const Call* indy = nullptr;
    for (const Block& b : concat.blocks) {
        for (const Instr& in : b.instrs) {
            if (in.op == Op::InvokeDynamic) indy = &concat.calls[in.aux];
        }
    }
    ASSERT_NE(indy, nullptr);
    EXPECT_EQ(indy->name, "makeConcatWithConstants");
    EXPECT_EQ(indy->args.size(), 7u);
    EXPECT_EQ(indy->args.front(), 9u);  // the first stack register: max_locals is 9
}

TEST_F(LiftShapeTest, ConstantsOfEveryKind) {
    const Function fn = lifted("lifting/Arith", "constants");
    const std::string text = print(fn);
    for (const char* expected :
         {"const.i -1", "const.i 5", "const.i 100", "const.i 30000", "const.i 1000000", "const.l 0", "const.l 123456789012", "const.f 3.5",
          "const.f 2", "const.d 2.25", "const.ref null",
          "const.ref \"constant\\n\\t\\\"quoted\\\" \\u00e9\\u4e2d\""}) {
        EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
    }
    const std::string discard = print(lifted("lifting/Objects", "discard"));
    EXPECT_NE(discard.find("const.ref class java/lang/String"), std::string::npos) << discard;
    EXPECT_NE(discard.find("const.ref class [I"), std::string::npos) << discard;
    EXPECT_NE(discard.find("getstatic.ref java/lang/Integer.TYPE:Ljava/lang/Class;"), std::string::npos);
}

TEST_F(LiftShapeTest, ConversionsAndComparisons) {
    const std::string conv = print(lifted("lifting/Arith", "conversions"));
    for (const char* c : {"convert.i2l", "convert.f2l", "convert.d2l", "convert.l2i", "convert.f2i", "convert.d2i",
                          "convert.i2f", "convert.l2f", "convert.d2f", "convert.i2d", "convert.l2d", "convert.f2d",
                          "convert.i2b", "convert.i2c", "convert.i2s"}) {
        EXPECT_NE(conv.find(c), std::string::npos) << c;
    }
    const std::string cmp = print(lifted("lifting/Arith", "compares"));
    for (const char* c : {"cmp.l", "cmpl.f", "cmpg.f", "cmpl.d", "cmpg.d", "if.ge.i", "if.le.i"}) {
        EXPECT_NE(cmp.find(c), std::string::npos) << c;
    }
}

TEST_F(LiftShapeTest, BranchesOfEveryKind) {
    const std::string text = print(lifted("lifting/Branches", "ifs"));
    // ifs(int a, int b, Object o, Object p) with local r: the stack starts at r5.
    for (const char* c : {"if.ne.i r5, 0 ->", "if.eq.i r5, 0 ->", "if.ge.i r5, 0 ->", "if.lt.i r5, 0 ->",
                          "if.le.i r5, 0 ->", "if.gt.i r5, 0 ->", "if.ne.i r5, r6 ->", "if.eq.i r5, r6 ->",
                          "if.ge.i r5, r6 ->", "if.lt.i r5, r6 ->", "if.le.i r5, r6 ->", "if.gt.i r5, r6 ->",
                          "if.ne.ref r5, r6 ->", "if.eq.ref r5, r6 ->", "if.ne.ref r5, null ->",
                          "if.eq.ref r5, null ->"}) {
        EXPECT_NE(text.find(c), std::string::npos) << c << "\n" << text;
    }
}

TEST_F(LiftShapeTest, ArraysOfEveryElementType) {
    const Function fn = lifted("lifting/ArraysDemo", "all");
    const std::string text = print(fn);
    for (const char* c : {"newarray [Z(", "newarray [B(", "newarray [C(", "newarray [S(", "newarray [I(",
                          "newarray [J(", "newarray [F(", "newarray [D(", "newarray [Ljava/lang/String;(",
                          "astore.b", "astore.c", "astore.s", "astore.i", "astore.l", "astore.f", "astore.d",
                          "astore.ref", "aload.b", "aload.c", "aload.s", "aload.l", "aload.ref", "arraylength"}) {
        EXPECT_NE(text.find(c), std::string::npos) << c;
    }
    const std::string multi = print(lifted("lifting/ArraysDemo", "multi"));
    EXPECT_NE(multi.find("multinewarray [[I(r"), std::string::npos) << multi;
    EXPECT_NE(multi.find("multinewarray [[[J(r"), std::string::npos) << multi;
    EXPECT_NE(multi.find("newarray [[Ljava/lang/String;("), std::string::npos) << multi;
}

TEST_F(LiftShapeTest, CallsOfEveryKind) {
    const Function fn = lifted("lifting/Objects", "calls");
    const std::string text = print(fn);
    for (const char* c : {"invoke.interface lifting/Objects$Shape.area:()D(r",
                          "invoke.static lifting/Objects$Shape.unit:()Llifting/Objects$Shape; itf()",
                          "invoke.virtual java/lang/Object.toString:()Ljava/lang/String;(r",
                          "invoke.special java/util/ArrayList.<init>:()V(r", "new java/util/ArrayList",
                          "instanceof r", "checkcast r", "invoke.static java/lang/Math.max:(II)I(r"}) {
        EXPECT_NE(text.find(c), std::string::npos) << c << "\n" << text;
    }
    const std::string clone = print(lifted("lifting/Objects", "clone"));
    EXPECT_NE(clone.find("invoke.virtual [I.clone:()Ljava/lang/Object;(r"), std::string::npos) << clone;
}

TEST_F(LiftShapeTest, EveryInstructionHasPcAndLine) {
    const Function fn = lifted("lifting/Exceptions", "nested");
    std::set<std::uint32_t> lines;
    for (const Block& b : fn.blocks) {
        for (const Instr& in : b.instrs) {
            EXPECT_NE(in.line, 0u) << print(fn, in);
            lines.insert(in.line);
        }
    }
    EXPECT_GE(lines.size(), 5u);
    EXPECT_NE(print(fn).find("; line "), std::string::npos);
}

TEST_F(LiftShapeTest, BlocksAreSortedAndFallthroughGetsGoto) {
    const Function fn = lifted("lifting/Branches", "loops");
    for (std::size_t i = 1; i < fn.blocks.size(); ++i) {
        EXPECT_LT(fn.blocks[i - 1].start_pc, fn.blocks[i].start_pc);
    }
    // The do-while body starts a block (a branch target) that is entered by falling through.
    bool fallthrough_goto = false;
    for (const Block& b : fn.blocks) {
        const Instr& last = b.instrs.back();
        if (last.op == Op::Goto && b.successors[0] == b.id + 1) fallthrough_goto = true;
    }
    EXPECT_TRUE(fallthrough_goto);
}

}  // namespace
}  // namespace symcrete::ir
