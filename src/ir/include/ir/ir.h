// The register IR: typed three-address code in explicit basic blocks, lifted
// from JVM bytecode (see lifter.h). Stack slots are resolved at lift time:
// local variable n lives in register n, and the k-th value on the operand
// stack (counting values, not words, from the bottom) lives in register
// max_locals + k. A long or double occupies one register.
//
// Every block ends in exactly one terminator (Goto, If, Switch, Return, Throw).
// `jsr`/`ret` subroutines are inlined by the lifter, so they have no IR form.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace symcrete::ir {

using Reg = std::uint32_t;
using BlockId = std::uint32_t;
inline constexpr Reg kNoReg = UINT32_MAX;

enum class Type : std::uint8_t {
    Void, Boolean, Byte, Char, Short, Int, Long, Float, Double, Ref,
};
const char* to_string(Type type);  // "void", "z", "b", "c", "s", "i", "l", "f", "d", "ref"

enum class Op : std::uint8_t {
    Const,            // dst = constants[aux]
    Move,             // dst = a
    CaughtException,  // dst = the exception being handled; first instruction of a handler block
    Neg,              // dst = -a
    Add, Sub, Mul, Div, Rem,  // dst = a op b (Div/Rem on Int/Long throw ArithmeticException)
    Shl, Shr, Ushr, And, Or, Xor,
    Convert,          // dst:type = (type) a, where a has type `from` (i2l, l2f, i2b, ...)
    Cmp,              // lcmp: dst = compare(a, b) as -1/0/1
    CmpL, CmpG,       // fcmpl/dcmpl and fcmpg/dcmpg: NaN gives -1 (L) or 1 (G)
    If,               // if (a cond b) goto successors[0] else successors[1];
                      // b == kNoReg compares against 0 (Int) or null (Ref)
    Goto,             // goto successors[0]
    Switch,           // switch on a (Int) by switches[aux]
    Return,           // return a (a == kNoReg for void)
    Throw,            // throw a
    GetStatic,        // dst = members[aux]
    PutStatic,        // members[aux] = a
    GetField,         // dst = a.members[aux]
    PutField,         // a.members[aux] = b
    Invoke,           // dst (kNoReg for void) = call calls[aux] with its args (receiver first)
    InvokeDynamic,    // dst = call site calls[aux] with its args
    New,              // dst = new type_names[aux] (uninitialised until <init> runs)
    NewArray,         // dst = new type_names[aux] with length a; type_names holds the array descriptor
    MultiNewArray,    // dst = new calls[aux].descriptor with the dimension lengths calls[aux].args
    ArrayLength,      // dst = a.length
    ArrayLoad,        // dst:type = a[b]; type is the element type (Boolean for baload is Byte)
    ArrayStore,       // a[b] = c; type is the element type
    CheckCast,        // dst = (type_names[aux]) a; throws ClassCastException
    InstanceOf,       // dst = a instanceof type_names[aux]
    MonitorEnter,     // monitorenter a
    MonitorExit,      // monitorexit a
};
const char* to_string(Op op);

enum class Cond : std::uint8_t { Eq, Ne, Lt, Ge, Gt, Le };
const char* to_string(Cond cond);

enum class InvokeKind : std::uint8_t { Virtual, Special, Static, Interface };
const char* to_string(InvokeKind kind);

struct Instr {
    Op op = Op::Move;
    Type type = Type::Void;  // result type, or operand type for stores, compares and branches
    Type from = Type::Void;  // Convert: source type
    Cond cond = Cond::Eq;    // If
    InvokeKind invoke = InvokeKind::Static;  // Invoke
    // JVM instructions of the block run once this one has run or thrown:
    // those from the block's first up to the one this was lifted from (a
    // load or dup folded into a later instruction counts with it). The
    // engine's instruction cost model reads it (engine.h, Cost).
    std::uint16_t bytecodes_through = 0;
    Reg dst = kNoReg;
    Reg a = kNoReg;
    Reg b = kNoReg;
    Reg c = kNoReg;
    std::uint32_t aux = 0;   // index into the Function's side table that `op` names
    std::uint32_t pc = 0;    // bytecode offset of the originating instruction
    std::uint32_t line = 0;  // source line, 0 when the class has no LineNumberTable

    bool is_terminator() const {
        return op == Op::If || op == Op::Goto || op == Op::Switch || op == Op::Return ||
               op == Op::Throw;
    }
};

struct Constant {
    enum class Kind : std::uint8_t {
        Null, Int, Long, Float, Double, String, Class, MethodType, MethodHandle, Dynamic,
    };
    Kind kind = Kind::Null;
    std::int64_t integer = 0;  // Int (sign-extended), Long; MethodHandle: reference kind
    float float_value = 0;
    double double_value = 0;
    // String: the text; Class: internal name or array descriptor; MethodType:
    // descriptor; MethodHandle: member; Dynamic: name and descriptor.
    std::string text;
    std::string owner;         // MethodHandle: member owner
    std::string descriptor;    // MethodHandle / Dynamic: descriptor
    std::uint16_t bootstrap = 0;  // Dynamic: index into the class's BootstrapMethods
};

struct Member {
    std::string owner;  // internal name, or an array descriptor for methods like clone()
    std::string name;
    std::string descriptor;
    bool is_interface = false;
};

// The operands of Invoke, InvokeDynamic and MultiNewArray.
struct Call {
    std::uint32_t member = 0;     // Invoke: index into members
    std::uint16_t bootstrap = 0;  // InvokeDynamic: BootstrapMethods index
    std::string name;             // InvokeDynamic: call site name
    std::string descriptor;       // InvokeDynamic: call site descriptor; MultiNewArray: array type
    std::vector<Reg> args;        // MultiNewArray: the dimension lengths
};

struct SwitchTable {
    std::vector<std::pair<std::int32_t, BlockId>> cases;  // sorted by key
    BlockId default_target = 0;
};

struct Handler {
    std::optional<std::string> catch_type;  // internal name; nullopt catches everything
    BlockId block = 0;
};

struct Block {
    BlockId id = 0;
    std::uint32_t start_pc = 0;
    // JVM instructions the block stands for, run when it runs to its end
    // (the terminator's bytecodes_through); 0 for the lifter's `caught;
    // goto` block in front of a handler also reached normally.
    std::uint32_t bytecodes = 0;
    std::vector<Instr> instrs;         // the last one is the terminator
    std::vector<BlockId> successors;   // normal edges, in terminator order
    std::vector<Handler> handlers;     // exceptional edges, in the order they are tried
};

class Analyses;  // dominators and loops, computed on demand (analysis.h)

struct Function {
    std::string class_name;
    std::string name;
    std::string descriptor;
    bool is_static = false;
    std::uint32_t num_regs = 0;
    std::uint32_t num_locals = 0;  // registers below this are locals; the rest hold stack values
    std::vector<Reg> params;  // the registers holding `this` and the parameters, in order
    std::vector<Type> param_types;
    std::vector<Block> blocks;  // blocks[0] is the entry

    std::vector<Constant> constants;
    std::vector<Member> members;
    std::vector<Call> calls;
    std::vector<SwitchTable> switches;
    std::vector<std::string> type_names;

    Function();
    ~Function();
    Function(Function&&) noexcept;
    Function& operator=(Function&&) noexcept;

    // Dominator tree and natural loops; computed on first use, then cached.
    const Analyses& analyses() const;

private:
    mutable std::unique_ptr<Analyses> analyses_;
};

// Calls visit(reg) for each register the instruction reads: a, b, c and a
// call's arguments. With a non-const function and instruction the visitor
// gets references it may rewrite (copy propagation does).
template <typename FunctionT, typename InstrT, typename Visit>
void for_each_use(FunctionT& fn, InstrT& instr, Visit visit) {
    for (auto* r : {&instr.a, &instr.b, &instr.c})
        if (*r != kNoReg) visit(*r);
    if (instr.op == Op::Invoke || instr.op == Op::InvokeDynamic || instr.op == Op::MultiNewArray)
        for (auto& r : fn.calls[instr.aux].args) visit(r);
}

}  // namespace symcrete::ir
