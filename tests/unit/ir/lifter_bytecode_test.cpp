// Lifting hand-assembled bytecode: what javac never emits (jsr/ret, swap,
// goto_w, the rarer dup forms, ldc of method handles and dynamic constants)
// and malformed code, which must give an Error naming the pc and opcode.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "bytecode.h"
#include "ir/ir.h"
#include "ir/lifter.h"
#include "ir/printer.h"
#include "lift_test_util.h"
#include "support/class_builder.h"

namespace symcrete::ir {
namespace {

namespace op = bytecode::op;
using symcrete::testing::Asm;
using symcrete::testing::ClassBuilder;
using test::check_invariants;

struct Lifted {
    classfile::ClassFile cls;
    Result<Function> fn = Error{"not lifted"};
};

Lifted lift_spec(ClassBuilder& builder, const std::string& method) {
    Lifted out;
    out.cls = test::parse_built(builder);
    const classfile::Method* m = test::find_method(out.cls, method);
    if (m != nullptr) out.fn = lift(out.cls, *m);
    return out;
}

Lifted lift_code(std::vector<std::uint8_t> code, const std::string& descriptor, std::uint16_t max_stack,
                 std::uint16_t max_locals, std::uint16_t major = 49,
                 std::vector<ClassBuilder::Handler> handlers = {}) {
    ClassBuilder builder("Built", major);
    ClassBuilder::MethodSpec spec;
    spec.name = "m";
    spec.descriptor = descriptor;
    spec.max_stack = max_stack;
    spec.max_locals = max_locals;
    spec.code = std::move(code);
    spec.handlers = std::move(handlers);
    builder.method(std::move(spec));
    return lift_spec(builder, "m");
}

Function expect_ok(Lifted lifted) {
    if (!lifted.fn.ok()) {
        ADD_FAILURE() << lifted.fn.error().message;
        return {};
    }
    EXPECT_EQ(check_invariants(*lifted.fn), "") << print(*lifted.fn);
    return std::move(lifted.fn).value();
}

// Runs straight-line code made of Const and Move and returns the registers
// (integer constants only; -1 for never written).
std::vector<long> simulate(const Function& fn) {
    std::vector<long> regs(fn.num_regs, -1);
    for (const Block& b : fn.blocks) {
        for (const Instr& in : b.instrs) {
            if (in.op == Op::Const) regs.at(in.dst) = fn.constants.at(in.aux).integer;
            if (in.op == Op::Move) regs.at(in.dst) = regs.at(in.a);
        }
    }
    return regs;
}

std::string expect_error(const Lifted& lifted) {
    if (lifted.fn.ok()) {
        ADD_FAILURE() << "expected an error, lifted:\n" << print(*lifted.fn);
        return "";
    }
    return lifted.fn.error().message;
}

std::vector<std::string> instrs(const Function& fn) {
    std::vector<std::string> out;
    for (const Block& b : fn.blocks) {
        for (const Instr& in : b.instrs) out.push_back(print(fn, in));
    }
    return out;
}

std::vector<const Block*> blocks_at(const Function& fn, std::uint32_t pc) {
    std::vector<const Block*> out;
    for (const Block& b : fn.blocks) {
        if (b.start_pc == pc) out.push_back(&b);
    }
    return out;
}

// --- jsr / ret ------------------------------------------------------------------------

// static int m(int x) {
//   if (x != 0) { r = 1; jsr SUB; return r; } else { r = 2; jsr SUB; return r; }
//   SUB: astore_2; iinc 1 10; ret 2
// }
Asm finally_subroutine() {
    Asm a;
    a.op(op::iload_0).op(op::ifeq).branch("else");
    a.op(op::iconst_1).op(op::istore_1);
    a.label("call1").op(op::jsr).branch("sub");
    a.label("back1").op(op::iload_1).op(op::ireturn);
    a.label("else").op(op::iconst_2).op(op::istore_1);
    a.label("call2").op(op::jsr).branch("sub");
    a.label("back2").op(op::iload_1).op(op::ireturn);
    a.label("sub").op(op::astore_2).op(op::iinc).u1(1).s1(10).op(op::ret).u1(2);
    return a;
}

TEST(LiftJsrTest, SubroutineIsInlinedPerCallSite) {
    Asm a = finally_subroutine();
    const Function fn = expect_ok(lift_code(a.bytes(), "(I)I", 2, 3));
    // pcs: 0 iload_0, 1 ifeq, 4 iconst_1, 5 istore_1, 6 jsr, 9 iload_1, 10 ireturn,
    // 11 iconst_2, 12 istore_1, 13 jsr, 16 iload_1, 17 ireturn, 18 astore_2, 19 iinc, 22 ret
    const auto subs = blocks_at(fn, 18);
    ASSERT_EQ(subs.size(), 2u) << print(fn);
    // Follow each call site: the jsr block goes to its own copy, whose ret goes back to that site.
    for (auto [call_pc, back_pc] : {std::pair{6u, 9u}, std::pair{13u, 16u}}) {
        const Block* caller = nullptr;
        for (const Block& b : fn.blocks) {
            if (b.instrs.back().op == Op::Goto && b.instrs.back().pc == call_pc) caller = &b;
        }
        ASSERT_NE(caller, nullptr) << call_pc << "\n" << print(fn);
        const Block& sub = fn.blocks[caller->successors[0]];
        EXPECT_EQ(sub.start_pc, 18u);
        ASSERT_EQ(sub.successors.size(), 1u);
        const Block& back = fn.blocks[sub.successors[0]];
        EXPECT_EQ(back.start_pc, back_pc) << print(fn);
        EXPECT_EQ(back.instrs.back().op, Op::Return);
    }
    // The subroutine body is lifted in both copies; astore of a return address emits nothing.
    for (const Block* sub : subs) {
        std::vector<std::string> body;
        for (const Instr& in : sub->instrs) body.push_back(print(fn, in));
        EXPECT_EQ(body, (std::vector<std::string>{"r3 = const.i 10", "r1 = add.i r1, r3", "goto -> B" +
                                                  std::to_string(sub->successors[0])}));
    }
    // Copies are ordered by call site: the copy for the first jsr comes first.
    EXPECT_LT(subs[0]->id, subs[1]->id);
    EXPECT_EQ(fn.blocks[subs[0]->successors[0]].start_pc, 9u);
}

TEST(LiftJsrTest, NestedSubroutines) {
    // Main calls OUTER twice; OUTER calls INNER; INNER returns into OUTER, OUTER into main.
    Asm a;
    a.op(op::jsr).branch("outer");
    a.op(op::jsr).branch("outer");
    a.op(op::iload_0).op(op::ireturn);
    a.label("outer").op(op::astore_1).op(op::iinc).u1(0).s1(1);
    a.op(op::jsr).branch("inner");
    a.op(op::ret).u1(1);
    a.label("inner").op(op::astore_2).op(op::iinc).u1(0).s1(100).op(op::ret).u1(2);
    // pcs: 0 jsr, 3 jsr, 6 iload_0, 7 ireturn, 8 astore_1, 9 iinc, 12 jsr, 15 ret, 17 astore_2, 18 iinc, 21 ret
    const Function fn = expect_ok(lift_code(a.bytes(), "(I)I", 1, 3));
    EXPECT_EQ(blocks_at(fn, 8).size(), 2u) << print(fn);
    EXPECT_EQ(blocks_at(fn, 17).size(), 2u);
    EXPECT_EQ(blocks_at(fn, 15).size(), 2u);
    // Walk the whole path: 0 -> outer#1 -> inner#1 -> 15#1 -> 3 -> outer#2 -> inner#2 -> 15#2 -> 6.
    std::vector<std::uint32_t> path;
    BlockId at = 0;
    for (int steps = 0; steps < 20; ++steps) {
        const Block& b = fn.blocks[at];
        path.push_back(b.start_pc);
        if (b.successors.empty()) break;
        at = b.successors[0];
    }
    EXPECT_EQ(path, (std::vector<std::uint32_t>{0, 8, 17, 15, 3, 8, 17, 15, 6}));
}

TEST(LiftJsrTest, WideRetAndJsrW) {
    Asm a;
    a.op(op::jsr_w).branch_w("sub");
    a.op(op::return_);
    a.label("sub").op(op::wide).u1(op::astore).u2(300);
    a.op(op::wide).u1(op::ret).u2(300);
    // pcs: 0 jsr_w, 5 return, 6 wide astore, 10 wide ret
    const Function fn = expect_ok(lift_code(a.bytes(), "()V", 1, 301));
    ASSERT_EQ(fn.blocks.size(), 3u) << print(fn);
    EXPECT_EQ(fn.blocks[0].successors, (std::vector<BlockId>{2}));
    EXPECT_EQ(fn.blocks[2].start_pc, 6u);
    EXPECT_EQ(fn.blocks[2].successors, (std::vector<BlockId>{1}));
    EXPECT_EQ(fn.blocks[1].start_pc, 5u);
    EXPECT_EQ(fn.blocks[1].instrs.back().op, Op::Return);
}

TEST(LiftJsrTest, LoopCallingSubroutineReachesFixpoint) {
    // for (i = 0; i < 10; i++) jsr SUB;  SUB modifies a local of another type each time.
    Asm a;
    a.op(op::iconst_0).op(op::istore_0);
    a.label("loop").op(op::iload_0).op(op::bipush).s1(10).op(op::if_icmpge).branch("done");
    a.op(op::jsr).branch("sub");
    a.op(op::iinc).u1(0).s1(1).op(op::goto_).branch("loop");
    a.label("done").op(op::return_);
    a.label("sub").op(op::astore_1).op(op::fconst_1).op(op::fstore_2).op(op::ret).u1(1);
    const Function fn = expect_ok(lift_code(a.bytes(), "()V", 2, 3));
    EXPECT_FALSE(fn.blocks.empty());
}

TEST(LiftJsrTest, RejectedInNewClassFiles) {
    Asm a = finally_subroutine();
    const std::string message = expect_error(lift_code(a.bytes(), "(I)I", 2, 3, 51));
    EXPECT_NE(message.find("Built.m(I)I: pc 6 (jsr): expected no jsr or ret in a class file of version 51"),
              std::string::npos)
        << message;
}

TEST(LiftJsrTest, RecursiveSubroutineIsAnError) {
    Asm a;
    a.op(op::jsr).branch("sub");
    a.op(op::return_);
    a.label("sub").op(op::astore_0).op(op::jsr).branch("sub");
    a.op(op::ret).u1(0);
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 1, 1));
    EXPECT_NE(message.find("pc 5 (jsr): expected no recursive subroutine call"), std::string::npos) << message;
}

TEST(LiftJsrTest, RetNeedsReturnAddress) {
    Asm a;
    a.op(op::iconst_0).op(op::istore_0).op(op::ret).u1(0);
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 1, 1));
    EXPECT_EQ(message, "Built.m()V: pc 2 (ret): expected returnAddress in local 0, found int");
}

TEST(LiftJsrTest, LoadingReturnAddressIsAnError) {
    Asm a;
    a.op(op::jsr).branch("sub");
    a.op(op::return_);
    a.label("sub").op(op::astore_0).op(op::aload_0).op(op::areturn);
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 1, 1));
    EXPECT_NE(message.find("pc 5 (aload_0): expected reference in local 0, found returnAddress"), std::string::npos)
        << message;
}

TEST(LiftJsrTest, ExponentialInliningIsBounded) {
    // 24 subroutines, each calling the next twice: 2^24 copies would be needed.
    Asm a;
    a.op(op::jsr).branch("s0");
    a.op(op::return_);
    for (int i = 0; i < 24; ++i) {
        const std::string self = "s" + std::to_string(i);
        const std::string next = "s" + std::to_string(i + 1);
        a.label(self).op(op::astore).u1(static_cast<unsigned>(i));
        if (i + 1 < 24) {
            a.op(op::jsr).branch(next);
            a.op(op::jsr).branch(next);
        }
        a.op(op::ret).u1(static_cast<unsigned>(i));
    }
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 1, 24));
    EXPECT_NE(message.find("expected at most"), std::string::npos) << message;
}

// --- rare stack forms ---------------------------------------------------------------------

TEST(LiftStackTest, SwapUsesATemporary) {
    Asm a;
    a.op(op::iconst_1).op(op::aconst_null).op(op::swap).op(op::pop).op(op::areturn);
    const Function fn = expect_ok(lift_code(a.bytes(), "()Ljava/lang/Object;", 2, 0));
    EXPECT_EQ(instrs(fn), (std::vector<std::string>{"r0 = const.i 1", "r1 = const.ref null", "r2 = move.i r0",
                                                    "r0 = move.ref r1", "r1 = move.i r2", "return.ref r0"}));
    EXPECT_EQ(fn.num_regs, 3u);
}

TEST(LiftStackTest, Dup2X1WithThreeCategory1Values) {
    // [1, 2, 3] -> dup2_x1 -> [2, 3, 1, 2, 3]
    Asm a;
    a.op(op::iconst_1).op(op::iconst_2).op(op::iconst_3).op(op::dup2_x1);
    a.op(op::pop2).op(op::pop2).op(op::ireturn);
    const Function fn = expect_ok(lift_code(a.bytes(), "()I", 5, 0));
    EXPECT_EQ(instrs(fn), (std::vector<std::string>{"r0 = const.i 1", "r1 = const.i 2", "r2 = const.i 3",
                                                    "r3 = move.i r1", "r1 = move.i r2", "r4 = move.i r1",
                                                    "r2 = move.i r0", "r0 = move.i r3", "return.i r0"}));
    const auto regs = simulate(fn);
    EXPECT_EQ(std::vector<long>(regs.begin(), regs.begin() + 5), (std::vector<long>{2, 3, 1, 2, 3}));
}

TEST(LiftStackTest, Dup2X2Forms) {
    // Form 1: four category-1 values. [1, 2, 3, 4] -> [3, 4, 1, 2, 3, 4]
    {
        Asm a;
        a.op(op::iconst_1).op(op::iconst_2).op(op::iconst_3).op(op::iconst_4).op(op::dup2_x2);
        for (int i = 0; i < 5; ++i) a.op(op::pop);
        a.op(op::ireturn);
        const Function fn = expect_ok(lift_code(a.bytes(), "()I", 6, 0));
        const auto regs = simulate(fn);
        EXPECT_EQ(std::vector<long>(regs.begin(), regs.begin() + 6), (std::vector<long>{3, 4, 1, 2, 3, 4}));
    }
    // Form 3: a long under two category-1 values. [L, 1, 2] -> [1, 2, L, 1, 2]
    {
        ClassBuilder builder("Built");
        Asm a;
        a.op(op::ldc2_w).u2(builder.long_value(7)).op(op::iconst_1).op(op::iconst_2).op(op::dup2_x2);
        a.op(op::pop2).op(op::pop2).op(op::pop2).op(op::return_);
        builder.method("m", "()V", 6, 0, a.bytes());
        const Function fn = expect_ok(lift_spec(builder, "m"));
        const auto regs = simulate(fn);
        EXPECT_EQ(std::vector<long>(regs.begin(), regs.begin() + 5), (std::vector<long>{1, 2, 7, 1, 2}));
        const auto all = instrs(fn);
        EXPECT_NE(std::find(all.begin(), all.end(), "r2 = move.l r0"), all.end()) << print(fn);
    }
    // Form 4: two longs. [L1, L2] -> [L2, L1, L2]
    {
        Asm a;
        a.op(op::lconst_0).op(op::lconst_1).op(op::dup2_x2).op(op::pop2).op(op::pop2).op(op::lreturn);
        const Function fn = expect_ok(lift_code(a.bytes(), "()J", 6, 0));
        EXPECT_EQ(instrs(fn), (std::vector<std::string>{"r0 = const.l 0", "r1 = const.l 1", "r2 = move.l r1",
                                                        "r1 = move.l r0", "r0 = move.l r2", "return.l r0"}));
    }
}

TEST(LiftStackTest, DupOfLongIsAnError) {
    Asm a;
    a.op(op::lconst_0).op(op::dup).op(op::return_);
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 4, 0));
    EXPECT_NE(message.find("pc 1 (dup): expected the values duplicated to consist of whole values"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("found a long"), std::string::npos) << message;
}

TEST(LiftStackTest, Pop2OfIntAndLongIsAnError) {
    Asm a;
    a.op(op::lconst_0).op(op::iconst_0).op(op::pop2).op(op::return_);
    const std::string message = expect_error(lift_code(a.bytes(), "()V", 4, 0));
    EXPECT_EQ(message, "Built.m()V: pc 2 (pop2): expected a category-1 value on the operand stack, found long");
}

// --- other instructions javac does not emit -------------------------------------------------

TEST(LiftOtherTest, NopAndGotoW) {
    Asm a;
    a.op(op::nop).op(op::goto_w).branch_w("end");
    a.op(op::nop);  // unreachable
    a.label("end").op(op::return_);
    const Function fn = expect_ok(lift_code(a.bytes(), "()V", 0, 0));
    ASSERT_EQ(fn.blocks.size(), 2u) << print(fn);
    EXPECT_EQ(fn.blocks[0].instrs.size(), 1u);
    EXPECT_EQ(fn.blocks[0].instrs[0].pc, 1u);  // the goto_w
    EXPECT_EQ(fn.blocks[1].start_pc, 7u);
}

TEST(LiftOtherTest, EmptyLookupswitch) {
    // javac emits these (e.g. in the JDK's jdk.incubator.vector); the table ends right at the code's end.
    Asm a;
    a.op(op::iload_0).op(op::lookupswitch).align4().branch_w("end").s4(0);
    a.label("end").op(op::return_);
    const Function fn = expect_ok(lift_code(a.bytes(), "(I)V", 1, 1));
    ASSERT_EQ(fn.switches.size(), 1u);
    EXPECT_TRUE(fn.switches[0].cases.empty());
    ASSERT_EQ(fn.blocks.size(), 2u);
    EXPECT_EQ(fn.blocks[1].start_pc, 12u);
    EXPECT_EQ(fn.blocks[0].successors, (std::vector<BlockId>{1}));
    EXPECT_EQ(print(fn, fn.blocks[0].instrs.back()), "switch r1 {default -> B1}");
}

TEST(LiftOtherTest, TableswitchTargetsAndDuplicateSuccessors) {
    Asm a;
    a.op(op::iload_0).op(op::tableswitch).align4().branch_w("dflt").s4(5).s4(8);
    a.branch_w("one").branch_w("dflt").branch_w("one").branch_w("two");
    a.label("one").op(op::iconst_1).op(op::ireturn);
    a.label("two").op(op::iconst_2).op(op::ireturn);
    a.label("dflt").op(op::iconst_0).op(op::ireturn);
    const Function fn = expect_ok(lift_code(a.bytes(), "(I)I", 1, 1));
    ASSERT_EQ(fn.switches.size(), 1u);
    const SwitchTable& t = fn.switches[0];
    ASSERT_EQ(t.cases.size(), 4u);
    EXPECT_EQ(t.cases[0].first, 5);
    EXPECT_EQ(t.cases[3].first, 8);
    EXPECT_EQ(t.cases[0].second, t.cases[2].second);
    EXPECT_EQ(t.cases[1].second, t.default_target);
    // Successors: distinct targets, default first, then in key order.
    EXPECT_EQ(fn.blocks[0].successors, (std::vector<BlockId>{t.default_target, t.cases[0].second, t.cases[3].second}));
}

TEST(LiftOtherTest, UnsortedLookupswitchIsAnError) {
    Asm a;
    a.op(op::iload_0).op(op::lookupswitch).align4().branch_w("end").s4(2);
    a.s4(5).branch_w("end").s4(5).branch_w("end");
    a.label("end").op(op::return_);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "(I)V", 1, 1)),
              "Built.m(I)V: pc 1 (lookupswitch): expected lookupswitch keys in ascending order, found 5 after 5");
}

TEST(LiftOtherTest, LdcOfEveryLoadableKind) {
    ClassBuilder builder("Built", 55);
    const std::uint16_t bsm_ref = builder.method_ref(
        "java/lang/invoke/ConstantBootstraps", "nullConstant",
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;");
    const std::uint16_t bsm = builder.bootstrap_method(builder.method_handle(6, bsm_ref));
    const std::uint16_t cls = builder.class_ref("java/lang/String");
    const std::uint16_t mtype = builder.method_type("(I)V");
    const std::uint16_t mh = builder.method_handle(6, builder.method_ref("java/lang/Integer", "valueOf",
                                                                         "(I)Ljava/lang/Integer;"));
    const std::uint16_t dyn = builder.dynamic(bsm, "nothing", "Ljava/lang/Object;");
    const std::uint16_t dyn_long = builder.dynamic(bsm, "zero", "J");
    const std::uint16_t f = builder.float_value(0.1f);
    const std::uint16_t big = builder.integer(-123456789);
    // Modified UTF-8: U+1F600 is a surrogate pair of 3-byte sequences.
    const std::uint16_t str = builder.string("tab\there \"q\" \xe2\x82\xac \xed\xa0\xbd\xed\xb8\x80");
    const std::uint16_t d = builder.double_value(-0.0);
    Asm a;
    for (std::uint16_t index : {cls, mtype, mh, dyn, f, big, str}) a.op(op::ldc_w).u2(index);
    a.op(op::ldc2_w).u2(dyn_long).op(op::ldc2_w).u2(d);
    a.op(op::return_);
    ClassBuilder::MethodSpec spec;
    spec.name = "m";
    spec.descriptor = "()V";
    spec.max_stack = 12;
    spec.code = a.bytes();
    builder.method(std::move(spec));
    const Function fn = expect_ok(lift_spec(builder, "m"));
    EXPECT_EQ(instrs(fn), (std::vector<std::string>{
                              "r0 = const.ref class java/lang/String",
                              "r1 = const.ref methodtype (I)V",
                              "r2 = const.ref methodhandle invokestatic java/lang/Integer.valueOf:(I)Ljava/lang/Integer;",
                              "r3 = const.ref dynamic bsm0 nothing:Ljava/lang/Object;",
                              "r4 = const.f 0.1",
                              "r5 = const.i -123456789",
                              "r6 = const.ref \"tab\\there \\\"q\\\" \\u20ac \\ud83d\\ude00\"",
                              "r7 = const.l dynamic bsm0 zero:J",
                              "r8 = const.d -0",
                              "return",
                          }));
}

TEST(LiftOtherTest, HandlerAlsoReachedByFallthroughGetsSeparateEntry) {
    // 0 aconst_null; 1 nop (covered by a catch-all at 2); 2 athrow
    Asm a;
    a.op(op::aconst_null).op(op::nop).op(op::athrow);
    const Function fn = expect_ok(lift_code(a.bytes(), "()V", 1, 0, 49, {{0, 2, 2, 0}}));
    // B0 [0,2) -> B1 (pc 2, normal) ; B2 = caught; goto B1
    ASSERT_EQ(fn.blocks.size(), 3u) << print(fn);
    ASSERT_EQ(fn.blocks[0].handlers.size(), 1u);
    const Block& entry = fn.blocks[fn.blocks[0].handlers[0].block];
    EXPECT_EQ(entry.instrs.size(), 2u);
    EXPECT_EQ(entry.instrs[0].op, Op::CaughtException);
    EXPECT_EQ(entry.instrs[1].op, Op::Goto);
    EXPECT_EQ(entry.successors[0], fn.blocks[0].successors[0]);
    EXPECT_NE(fn.blocks[fn.blocks[0].successors[0]].instrs[0].op, Op::CaughtException);
}

TEST(LiftOtherTest, HandlerSeesMergedLocals) {
    // Local 0 is int before pc 2 and float after it inside the try range: the
    // handler sees it unusable, so loading it as int there is an error.
    Asm b;
    b.op(op::iconst_0).op(op::istore_0);              // 0, 1
    b.op(op::fconst_0).op(op::fstore_0);              // 2, 3   try [2, 6)
    b.op(op::iconst_0).op(op::ireturn);               // 4, 5
    b.op(op::pop).op(op::iload_0).op(op::ireturn);    // 6 handler
    const std::string merged = expect_error(lift_code(b.bytes(), "()I", 1, 1, 49, {{2, 6, 6, 0}}));
    EXPECT_EQ(merged, "Built.m()I: pc 7 (iload_0): expected int in local 0, found unusable");
    Asm c;
    c.op(op::iconst_0).op(op::istore_0);              // 0, 1   try [0, 2)
    c.op(op::fconst_0).op(op::fstore_0);              // 2, 3
    c.op(op::iconst_0).op(op::ireturn);               // 4, 5
    c.op(op::pop).op(op::iload_0).op(op::ireturn);    // 6 handler
    const std::string first = expect_error(lift_code(c.bytes(), "()I", 1, 1, 49, {{0, 2, 6, 0}}));
    // Local 0 is not yet set before either instruction of the try range [0, 2).
    EXPECT_EQ(first, "Built.m()I: pc 7 (iload_0): expected int in local 0, found unusable");
    Asm d;
    d.op(op::iconst_0).op(op::istore_0);              // 0, 1
    d.op(op::iconst_1).op(op::istore_0);              // 2, 3   try [2, 6): int throughout
    d.op(op::iconst_0).op(op::ireturn);               // 4, 5
    d.op(op::pop).op(op::iload_0).op(op::ireturn);    // 6 handler
    expect_ok(lift_code(d.bytes(), "()I", 1, 1, 49, {{2, 6, 6, 0}}));
}

// --- malformed code ---------------------------------------------------------------------------

TEST(LiftErrorTest, StackUnderflow) {
    Asm a;
    a.op(op::iconst_1).op(op::iadd).op(op::ireturn);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()I", 2, 0)),
              "Built.m()I: pc 1 (iadd): expected int on the operand stack, found an empty stack");
}

TEST(LiftErrorTest, TypeMismatch) {
    Asm a;
    a.op(op::fconst_1).op(op::iconst_1).op(op::iadd).op(op::ireturn);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()I", 2, 0)),
              "Built.m()I: pc 2 (iadd): expected int on the operand stack, found float");
}

TEST(LiftErrorTest, BranchIntoTheMiddleOfAnInstruction) {
    Asm a;
    a.op(op::sipush).s2(1000).op(op::goto_).s2(-2).op(op::return_);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()V", 1, 0)),
              "Built.m()V: pc 3 (goto): expected a branch target at an instruction boundary, found 1 "
              "(inside the instruction at pc 0)");
}

TEST(LiftErrorTest, BranchOutsideTheCode) {
    Asm a;
    a.op(op::iconst_0).op(op::ifeq).s2(100).op(op::return_);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()V", 1, 0)),
              "Built.m()V: pc 1 (ifeq): expected a branch target inside the code (0..4), found 101");
}

TEST(LiftErrorTest, FallingOffTheEnd) {
    Asm a;
    a.op(op::iconst_0).op(op::pop);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()V", 1, 0)),
              "Built.m()V: pc 1 (pop): expected another instruction after this one, found the end of the "
              "code (execution falls off the end)");
}

TEST(LiftErrorTest, BadConstantPoolIndexInLdc) {
    Asm a;
    a.op(op::ldc).u1(250).op(op::areturn);
    const std::string message = expect_error(lift_code(a.bytes(), "()Ljava/lang/Object;", 1, 0));
    EXPECT_NE(message.find("Built.m()Ljava/lang/Object;: pc 0 (ldc): expected an Integer, Float, String, Class, "
                           "MethodType, MethodHandle or Dynamic constant, found index 250 outside the constant "
                           "pool (size "),
              std::string::npos)
        << message;
}

TEST(LiftErrorTest, WrongConstantPoolTag) {
    ClassBuilder builder("Built");
    const std::uint16_t method = builder.method_ref("Built", "m", "()V");
    const std::uint16_t field = builder.field_ref("Built", "f", "I");
    Asm a;
    a.op(op::ldc).u1(method).op(op::pop).op(op::return_);
    builder.method("m", "()V", 1, 0, a.bytes());
    Asm b;
    b.op(op::invokestatic).u2(field).op(op::return_);
    builder.method("n", "()V", 1, 0, b.bytes());
    Asm c;
    c.op(op::ldc2_w).u2(builder.integer(5)).op(op::pop2).op(op::return_);
    builder.method("o", "()V", 2, 0, c.bytes());
    const classfile::ClassFile cls = test::parse_built(builder);
    auto m = lift(cls, *test::find_method(cls, "m"));
    ASSERT_FALSE(m.ok());
    EXPECT_NE(m.error().message.find("pc 0 (ldc): expected an Integer, Float, String, Class, MethodType, "
                                     "MethodHandle or Dynamic constant, found a Methodref constant at index " +
                                     std::to_string(method)),
              std::string::npos)
        << m.error().message;
    auto n = lift(cls, *test::find_method(cls, "n"));
    ASSERT_FALSE(n.ok());
    EXPECT_NE(n.error().message.find("pc 0 (invokestatic): expected a Methodref or InterfaceMethodref constant, "
                                     "found a Fieldref constant"),
              std::string::npos)
        << n.error().message;
    auto o = lift(cls, *test::find_method(cls, "o"));
    ASSERT_FALSE(o.ok());
    EXPECT_NE(o.error().message.find("pc 0 (ldc2_w): expected a Long, Double or Dynamic (J or D) constant, found "
                                     "an Integer constant"),
              std::string::npos)
        << o.error().message;
}

TEST(LiftErrorTest, MaxStackExceeded) {
    Asm a;
    a.op(op::iconst_0).op(op::iconst_1).op(op::iadd).op(op::ireturn);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "()I", 1, 0)),
              "Built.m()I: pc 1 (iconst_1): expected at most max_stack = 1 words on the operand stack, found 2");
    Asm b;
    b.op(op::lconst_0).op(op::lreturn);
    EXPECT_EQ(expect_error(lift_code(b.bytes(), "()J", 1, 0)),
              "Built.m()J: pc 0 (lconst_0): expected at most max_stack = 1 words on the operand stack, found 2");
}

TEST(LiftErrorTest, LocalIndexOutOfRange) {
    Asm a;
    a.op(op::iload_1).op(op::ireturn);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "(I)I", 1, 1)),
              "Built.m(I)I: pc 0 (iload_1): expected a local index < max_locals = 1, found 1");
    Asm b;
    b.op(op::lconst_0).op(op::lstore_1).op(op::return_);
    EXPECT_EQ(expect_error(lift_code(b.bytes(), "()V", 2, 2)),
              "Built.m()V: pc 1 (lstore_1): expected a local index + 1 < max_locals = 2, found 1 "
              "(a long or double takes two slots)");
    Asm c;
    c.op(op::wide).u1(op::iinc).u2(7).s2(1000).op(op::return_);
    EXPECT_EQ(expect_error(lift_code(c.bytes(), "()V", 0, 7)),
              "Built.m()V: pc 0 (wide iinc): expected a local index < max_locals = 7, found 7");
}

TEST(LiftErrorTest, ParametersNeedEnoughLocals) {
    Asm a;
    a.op(op::return_);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "(JI)V", 0, 2)),
              "Built.m(JI)V: expected max_locals >= 3 to hold the parameters, found 2");
}

TEST(LiftErrorTest, InconsistentStackHeightAtMerge) {
    Asm a;
    a.op(op::iload_0).op(op::ifeq).branch("join");
    a.op(op::iconst_1);
    a.label("join").op(op::return_);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "(I)V", 1, 1)),
              "Built.m(I)V: pc 5 (return): expected stack height 0 as on other paths to here, found 1 coming "
              "from pc 4");
}

TEST(LiftErrorTest, InconsistentStackTypeAtMerge) {
    Asm a;
    a.op(op::iload_0).op(op::ifeq).branch("other");
    a.op(op::iconst_1).op(op::goto_).branch("join");
    a.label("other").op(op::fconst_1);
    a.label("join").op(op::pop).op(op::return_);
    const std::string message = expect_error(lift_code(a.bytes(), "(I)V", 1, 1));
    EXPECT_NE(message.find("pc 9 (pop): expected "), std::string::npos) << message;
    EXPECT_NE(message.find(" at stack slot 0 as on other paths to here, found "), std::string::npos) << message;
}

TEST(LiftErrorTest, ConflictingLocalIsUnusable) {
    Asm a;
    a.op(op::iload_0).op(op::ifeq).branch("float");
    a.op(op::iconst_1).op(op::istore_1).op(op::goto_).branch("join");
    a.label("float").op(op::fconst_1).op(op::fstore_1);
    a.label("join").op(op::iload_1).op(op::ireturn);
    EXPECT_EQ(expect_error(lift_code(a.bytes(), "(I)I", 1, 2)),
              "Built.m(I)I: pc 11 (iload_1): expected int in local 1, found unusable");
    // Not using the conflicting local is fine.
    Asm b;
    b.op(op::iload_0).op(op::ifeq).branch("float");
    b.op(op::iconst_1).op(op::istore_1).op(op::goto_).branch("join");
    b.label("float").op(op::fconst_1).op(op::fstore_1);
    b.label("join").op(op::iload_0).op(op::ireturn);
    expect_ok(lift_code(b.bytes(), "(I)I", 1, 2));
}

TEST(LiftErrorTest, UndefinedOpcodeAndTruncation) {
    EXPECT_EQ(expect_error(lift_code({op::nop, 0xcb, op::return_}, "()V", 0, 0)),
              "Built.m()V: pc 1 (opcode 0xcb): expected a valid instruction, found an undefined or reserved opcode");
    EXPECT_EQ(expect_error(lift_code({op::nop, op::sipush, 1}, "()V", 1, 0)),
              "Built.m()V: pc 1 (sipush): expected a valid instruction, found an instruction running past the end "
              "of the code");
    EXPECT_EQ(expect_error(lift_code({op::wide, op::nop, op::return_}, "()V", 1, 0)),
              "Built.m()V: pc 0 (wide nop): expected a valid instruction, found wide before an opcode it cannot "
              "modify");
}

TEST(LiftErrorTest, ReturnTypeMismatch) {
    EXPECT_EQ(expect_error(lift_code({op::fconst_0, op::freturn}, "()I", 1, 0)),
              "Built.m()I: pc 1 (freturn): expected ireturn for the method's return type, found freturn");
}

TEST(LiftErrorTest, BadExceptionTable) {
    // The parser already rejects these; the lifter checks again for ClassFiles built otherwise.
    // 0 nop, 1 sipush, 4 pop, 5 return, 6 athrow
    const std::vector<std::uint8_t> code = {op::nop, op::sipush, 0, 1, op::pop, op::return_, op::athrow};
    Lifted lifted = lift_code(code, "()V", 1, 0);
    ASSERT_TRUE(lifted.fn.ok());
    classfile::Method method = lifted.cls.methods.at(0);
    auto lift_with = [&](classfile::ExceptionHandler handler) {
        method.code->exception_table = {handler};
        auto fn = lift(lifted.cls, method);
        return fn.ok() ? std::string("lifted") : fn.error().message;
    };
    EXPECT_EQ(lift_with({0, 2, 6, 0}),
              "Built.m()V: exception table entry 0: expected end_pc at an instruction boundary or the end of the "
              "code, found 2");
    EXPECT_EQ(lift_with({1, 1, 6, 0}),
              "Built.m()V: exception table entry 0: expected start_pc < end_pc, found start_pc 1 and end_pc 1");
    EXPECT_EQ(lift_with({0, 1, 9, 0}),
              "Built.m()V: exception table entry 0: expected handler_pc at an instruction boundary, found 9");
    EXPECT_EQ(lift_with({2, 4, 6, 0}),
              "Built.m()V: exception table entry 0: expected start_pc at an instruction boundary, found 2");
    EXPECT_EQ(lift_with({0, 6, 6, 999}),
              "Built.m()V: exception table entry 0: expected catch_type 0 or a Class constant, found index 999 "
              "outside the constant pool (size " + std::to_string(lifted.cls.constant_pool.size()) + ")");
    EXPECT_EQ(lift_with({0, 6, 6, 0}), "lifted");
}

TEST(LiftErrorTest, InvokeinterfaceCount) {
    ClassBuilder builder("Built");
    const std::uint16_t ref = builder.interface_method_ref("java/lang/Runnable", "run", "()V");
    Asm a;
    a.op(op::aload_0).op(op::invokeinterface).u2(ref).u1(2).u1(0).op(op::return_);
    ClassBuilder::MethodSpec spec;
    spec.name = "m";
    spec.descriptor = "(Ljava/lang/Runnable;)V";
    spec.max_stack = 1;
    spec.max_locals = 1;
    spec.code = a.bytes();
    builder.method(std::move(spec));
    EXPECT_EQ(expect_error(lift_spec(builder, "m")),
              "Built.m(Ljava/lang/Runnable;)V: pc 1 (invokeinterface): expected count 1 (argument words + 1), "
              "found 2");
}

TEST(LiftErrorTest, NoCodeAttribute) {
    classfile::ClassFile cls;
    cls.name = "Abstract";
    classfile::Method method;
    method.name = "m";
    method.descriptor = "()V";
    auto fn = lift(cls, method);
    ASSERT_FALSE(fn.ok());
    EXPECT_EQ(fn.error().message, "Abstract.m()V: expected a Code attribute, found none");
}

// Every truncation and every single-byte corruption of a small valid method
// either lifts or fails cleanly (the sanitizer build checks "cleanly").
TEST(LiftErrorTest, CorruptionsNeverCrash) {
    Asm a = finally_subroutine();
    const std::vector<std::uint8_t> code = a.bytes();
    for (std::size_t len = 1; len <= code.size(); ++len) {
        auto lifted = lift_code(std::vector<std::uint8_t>(code.begin(), code.begin() + static_cast<long>(len)),
                                "(I)I", 2, 3);
        if (lifted.fn.ok()) {
            EXPECT_EQ(check_invariants(*lifted.fn), "");
        }
    }
    for (std::size_t at = 0; at < code.size(); ++at) {
        for (unsigned value : {0u, 1u, 0x10u, 0x57u, 0x59u, 0x5fu, 0xa7u, 0xa8u, 0xa9u, 0xaau, 0xc4u, 0xffu}) {
            std::vector<std::uint8_t> bad = code;
            bad[at] = static_cast<std::uint8_t>(value);
            auto lifted = lift_code(bad, "(I)I", 2, 3);
            if (lifted.fn.ok()) {
                EXPECT_EQ(check_invariants(*lifted.fn), "");
            } else {
                EXPECT_NE(lifted.fn.error().message.find("expected"), std::string::npos);
            }
        }
    }
}

}  // namespace
}  // namespace symcrete::ir
