#include "ir/printer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "ir/ir.h"

namespace symcrete::ir {
namespace {

Instr make(Op op, Type type, Reg dst = kNoReg, Reg a = kNoReg, Reg b = kNoReg, Reg c = kNoReg,
           std::uint32_t aux = 0, std::uint32_t line = 0) {
    Instr i;
    i.op = op;
    i.type = type;
    i.dst = dst;
    i.a = a;
    i.b = b;
    i.c = c;
    i.aux = aux;
    i.line = line;
    return i;
}

std::uint32_t add_constant(Function& fn, Constant c) {
    fn.constants.push_back(std::move(c));
    return static_cast<std::uint32_t>(fn.constants.size() - 1);
}

Constant int_const(std::int64_t v) {
    Constant c;
    c.kind = Constant::Kind::Int;
    c.integer = v;
    return c;
}

TEST(PrinterTest, WholeFunction) {
    Function fn;
    fn.class_name = "Foo";
    fn.name = "bar";
    fn.descriptor = "(II)I";
    fn.is_static = true;
    fn.num_regs = 5;
    fn.params = {0, 1};
    fn.param_types = {Type::Int, Type::Int};
    fn.blocks.resize(5);
    for (BlockId id = 0; id < 5; ++id) fn.blocks[id].id = id;
    fn.blocks[0].start_pc = 0;
    fn.blocks[0].instrs = {make(Op::Const, Type::Int, 2, kNoReg, kNoReg, kNoReg, add_constant(fn, int_const(3)), 5),
                           make(Op::If, Type::Int, kNoReg, 0, 2)};
    fn.blocks[0].instrs[1].cond = Cond::Lt;
    fn.blocks[0].successors = {1, 2};
    fn.blocks[1].start_pc = 7;
    fn.blocks[1].instrs = {make(Op::Div, Type::Int, 2, 0, 1, kNoReg, 0, 6), make(Op::Return, Type::Int, kNoReg, 2)};
    fn.blocks[1].handlers = {Handler{"java/lang/ArithmeticException", 3}, Handler{std::nullopt, 4}};
    fn.switches.push_back(SwitchTable{{{-1, 3}, {7, 4}}, 1});
    fn.blocks[2].start_pc = 9;
    fn.blocks[2].instrs = {make(Op::Switch, Type::Int, kNoReg, 0, kNoReg, kNoReg, 0, 123456)};
    fn.blocks[2].successors = {1, 3, 4};
    fn.blocks[3].start_pc = 20;
    fn.blocks[3].instrs = {make(Op::CaughtException, Type::Ref, 2), make(Op::Throw, Type::Ref, kNoReg, 2)};
    fn.blocks[4].start_pc = 21;
    fn.blocks[4].instrs = {make(Op::CaughtException, Type::Ref, 2), make(Op::Goto, Type::Void)};
    fn.blocks[4].successors = {0};
    EXPECT_EQ(print(fn),
              "method Foo.bar(II)I static regs=5 params=r0:i,r1:i\n"
              "B0 [pc 0]:\n"
              "  r2 = const.i 3                         ; line 5\n"
              "  if.lt.i r0, r2 -> B1, B2\n"
              "B1 [pc 7] handlers: java/lang/ArithmeticException -> B3, any -> B4\n"
              "  r2 = div.i r0, r1                      ; line 6\n"
              "  return.i r2\n"
              "B2 [pc 9]:\n"
              "  switch r0 {-1 -> B3, 7 -> B4, default -> B1} ; line 123456\n"
              "B3 [pc 20]:\n"
              "  r2 = caught\n"
              "  throw r2\n"
              "B4 [pc 21]:\n"
              "  r2 = caught\n"
              "  goto -> B0\n");
    // One instruction alone: no newline, no line comment; targets found through the block.
    EXPECT_EQ(print(fn, fn.blocks[0].instrs[1]), "if.lt.i r0, r2 -> B1, B2");
    EXPECT_EQ(print(fn, fn.blocks[0].instrs[0]), "r2 = const.i 3");
    // A copy lives in no block, so its targets are unknown.
    const Instr copy = fn.blocks[4].instrs[1];
    EXPECT_EQ(print(fn, copy), "goto -> ?");
}

TEST(PrinterTest, ConstantsAndEscapes) {
    Function fn;
    auto text = [&](Constant c) {
        const std::uint32_t index = add_constant(fn, std::move(c));
        return print(fn, make(Op::Const, Type::Ref, 1, kNoReg, kNoReg, kNoReg, index));
    };
    auto floating = [&](Constant::Kind kind, double value) {
        Constant c;
        c.kind = kind;
        c.float_value = static_cast<float>(value);
        c.double_value = value;
        return text(c);
    };
    Constant s;
    s.kind = Constant::Kind::String;
    static const char kRaw[] = "a\"b\\c\n\r\t\b\f\x01\x7f \xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80 \xff end";
    s.text = std::string(kRaw, sizeof kRaw - 1);
    EXPECT_EQ(text(s),
              "r1 = const.ref \"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0001\\u007f \\u00e9 \\u20ac \\ud83d\\ude00 \\xff end\"");
    Constant nul;
    s.text = std::string("x\0y", 3);
    EXPECT_EQ(text(s), "r1 = const.ref \"x\\u0000y\"");
    EXPECT_EQ(text(nul), "r1 = const.ref null");
    EXPECT_EQ(floating(Constant::Kind::Float, 0.1), "r1 = const.ref 0.1");
    EXPECT_EQ(floating(Constant::Kind::Double, 0.1), "r1 = const.ref 0.1");
    EXPECT_EQ(floating(Constant::Kind::Double, 1e300), "r1 = const.ref 1e+300");
    EXPECT_EQ(floating(Constant::Kind::Double, -0.0), "r1 = const.ref -0");
    EXPECT_EQ(floating(Constant::Kind::Float, std::numeric_limits<double>::infinity()), "r1 = const.ref Infinity");
    EXPECT_EQ(floating(Constant::Kind::Double, -std::numeric_limits<double>::infinity()),
              "r1 = const.ref -Infinity");
    EXPECT_EQ(floating(Constant::Kind::Double, std::nan("")), "r1 = const.ref NaN");
    Constant l;
    l.kind = Constant::Kind::Long;
    l.integer = INT64_MIN;
    EXPECT_EQ(text(l), "r1 = const.ref -9223372036854775808");
    Constant k;
    k.kind = Constant::Kind::Class;
    k.text = "[Ljava/lang/String;";
    EXPECT_EQ(text(k), "r1 = const.ref class [Ljava/lang/String;");
    Constant mh;
    mh.kind = Constant::Kind::MethodHandle;
    mh.integer = 8;
    mh.owner = "java/lang/Object";
    mh.text = "<init>";
    mh.descriptor = "()V";
    EXPECT_EQ(text(mh), "r1 = const.ref methodhandle newinvokespecial java/lang/Object.<init>:()V");
}

TEST(PrinterTest, EveryOpPrints) {
    Function fn;
    fn.members.push_back(Member{"Foo", "x", "I", false});
    fn.members.push_back(Member{"Itf", "m", "(J)V", true});
    fn.type_names = {"java/lang/String", "[I"};
    Call call;
    call.member = 1;
    call.args = {3, 4};
    fn.calls.push_back(call);
    Call indy;
    indy.bootstrap = 2;
    indy.name = "run";
    indy.descriptor = "()Ljava/lang/Runnable;";
    fn.calls.push_back(indy);
    Call multi;
    multi.descriptor = "[[I";
    multi.args = {5, 6};
    fn.calls.push_back(multi);
    auto p = [&](Instr i) { return print(fn, i); };
    Instr conv = make(Op::Convert, Type::Byte, 1, 1);
    conv.from = Type::Int;
    EXPECT_EQ(p(conv), "r1 = convert.i2b r1");
    EXPECT_EQ(p(make(Op::Move, Type::Long, 1, 2)), "r1 = move.l r2");
    EXPECT_EQ(p(make(Op::Neg, Type::Double, 1, 1)), "r1 = neg.d r1");
    EXPECT_EQ(p(make(Op::Ushr, Type::Long, 1, 1, 2)), "r1 = ushr.l r1, r2");
    EXPECT_EQ(p(make(Op::CmpG, Type::Float, 1, 1, 2)), "r1 = cmpg.f r1, r2");
    EXPECT_EQ(p(make(Op::Return, Type::Void)), "return");
    EXPECT_EQ(p(make(Op::GetStatic, Type::Int, 1, kNoReg, kNoReg, kNoReg, 0)), "r1 = getstatic.i Foo.x:I");
    EXPECT_EQ(p(make(Op::PutStatic, Type::Int, kNoReg, 1, kNoReg, kNoReg, 0)), "putstatic.i Foo.x:I, r1");
    EXPECT_EQ(p(make(Op::GetField, Type::Int, 1, 2, kNoReg, kNoReg, 0)), "r1 = getfield.i r2, Foo.x:I");
    EXPECT_EQ(p(make(Op::PutField, Type::Int, kNoReg, 2, 1, kNoReg, 0)), "putfield.i r2, Foo.x:I, r1");
    Instr inv = make(Op::Invoke, Type::Void, kNoReg, kNoReg, kNoReg, kNoReg, 0);
    inv.invoke = InvokeKind::Static;
    EXPECT_EQ(p(inv), "invoke.static Itf.m:(J)V itf(r3, r4)");
    inv.invoke = InvokeKind::Interface;
    EXPECT_EQ(p(inv), "invoke.interface Itf.m:(J)V(r3, r4)");
    EXPECT_EQ(p(make(Op::InvokeDynamic, Type::Ref, 7, kNoReg, kNoReg, kNoReg, 1)),
              "r7 = invokedynamic bsm2 run:()Ljava/lang/Runnable;()");
    EXPECT_EQ(p(make(Op::MultiNewArray, Type::Ref, 5, kNoReg, kNoReg, kNoReg, 2)), "r5 = multinewarray [[I(r5, r6)");
    EXPECT_EQ(p(make(Op::New, Type::Ref, 1, kNoReg, kNoReg, kNoReg, 0)), "r1 = new java/lang/String");
    EXPECT_EQ(p(make(Op::NewArray, Type::Ref, 1, 1, kNoReg, kNoReg, 1)), "r1 = newarray [I(r1)");
    EXPECT_EQ(p(make(Op::ArrayLength, Type::Int, 1, 1)), "r1 = arraylength r1");
    EXPECT_EQ(p(make(Op::ArrayLoad, Type::Char, 1, 1, 2)), "r1 = aload.c r1[r2]");
    EXPECT_EQ(p(make(Op::ArrayStore, Type::Boolean, kNoReg, 1, 2, 3)), "astore.z r1[r2], r3");
    EXPECT_EQ(p(make(Op::CheckCast, Type::Ref, 1, 1, kNoReg, kNoReg, 0)), "r1 = checkcast r1, java/lang/String");
    EXPECT_EQ(p(make(Op::InstanceOf, Type::Int, 1, 1, kNoReg, kNoReg, 0)), "r1 = instanceof r1, java/lang/String");
    EXPECT_EQ(p(make(Op::MonitorEnter, Type::Ref, kNoReg, 1)), "monitorenter r1");
    EXPECT_EQ(p(make(Op::MonitorExit, Type::Ref, kNoReg, 1)), "monitorexit r1");
    Instr nullcheck = make(Op::If, Type::Ref, kNoReg, 1);
    nullcheck.cond = Cond::Ne;
    EXPECT_EQ(p(nullcheck), "if.ne.ref r1, null -> ?");
    // Out-of-range side-table indices print a marker instead of crashing.
    EXPECT_EQ(p(make(Op::Const, Type::Int, 1, kNoReg, kNoReg, kNoReg, 99)), "r1 = const.i <constant?>");
    EXPECT_EQ(p(make(Op::Switch, Type::Int, kNoReg, 1, kNoReg, kNoReg, 99)), "switch r1 {<switch?>}");
}

}  // namespace
}  // namespace symcrete::ir
