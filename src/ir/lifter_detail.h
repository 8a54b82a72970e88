// Private to the ir library: the lifter's abstract-interpretation state and
// its Lifter class, shared by the files that implement it:
//   lifter.cpp               setup, errors, constant-pool access, run/finish, lift()
//   lifter_flow.cpp          blocks keyed by (pc, context), merging states, the worklist,
//                            emitting IR
//   lifter_instructions.cpp  each bytecode instruction's effect on the state and its IR
//   lifter_subroutines.cpp   jsr/ret inlining per call context
// Named namespace `detail` rather than an anonymous one, so that every file
// sees the same class.
//
// The bytecode-to-IR lifter. Overview:
//
//  1. Decode the whole code array once, recording instruction boundaries and
//     block leaders (pc 0, branch targets, the instruction after any branch,
//     return, throw, jsr or ret, handler pcs and try-range starts and ends).
//  2. Abstract interpretation over blocks keyed by (leader pc, subroutine
//     context), in a worklist ordered by pc. The state is the type of every
//     local and stack value (int, float, long, double, reference,
//     returnAddress, or unusable). Where paths meet, stack heights and types
//     must agree; locals that disagree become unusable. IR for a block is
//     emitted the first time it is interpreted: the entry stack never changes
//     afterwards (a mismatch is an error) and locals only lose precision, which
//     can add errors but never changes the code, so later visits only check
//     and propagate.
//  3. jsr/ret are inlined: `jsr` enters a new context (parent context, jsr pc)
//     and pushes a return address naming that context; `ret` continues at the
//     pc after that jsr, in the parent context. Each call site thus gets its own
//     copy of the subroutine. Total work is bounded (kMaxWork).
//  4. Blocks are numbered in ascending (pc, context) order, with contexts
//     ordered by their chain of jsr pcs (the top-level context first).
//     Handler entries get a CaughtException; a handler pc that is also reached
//     by normal control flow gets a separate one-instruction block
#pragma once

#include "ir/lifter.h"

#include <span>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <functional>
#include <queue>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "bytecode.h"

namespace symcrete::ir::detail {

namespace op = bytecode::op;
using classfile::ClassFile;
using classfile::Code;
using classfile::ConstantPool;
using classfile::CpEntry;
using classfile::CpTag;
using classfile::Method;

// Instructions interpreted, over all visits of all blocks, before giving up.
// Plain code needs about (instructions x a few); it is subroutine inlining that
// can blow up (exponentially in the nesting depth of jsr-based finally).
constexpr std::uint64_t kMaxWork = 4'000'000;
// Bound on (blocks x locals) of stored entry states, i.e. memory.
constexpr std::uint64_t kMaxStateValues = std::uint64_t{1} << 24;
constexpr std::uint32_t kMaxBlocks = 200'000;
constexpr std::uint32_t kMaxContexts = 65535;

struct Failure {
    std::string message;
};

template <class T>
inline void append_one(std::string& out, const T& value) {
    if constexpr (std::is_integral_v<T>) {
        out += std::to_string(value);
    } else {
        out += std::string_view(value);
    }
}

template <class... Args>
inline std::string cat(const Args&... args) {
    std::string out;
    (append_one(out, args), ...);
    return out;
}

// Computational types of the verifier (JVMS 2.11.1).
enum class VT : std::uint8_t { Unusable, Int, Float, Long, Double, Ref, RetAddr };

inline bool is_wide(VT t) { return t == VT::Long || t == VT::Double; }
inline std::uint32_t words(VT t) { return is_wide(t) ? 2 : 1; }

inline const char* vt_name(VT t) {
    switch (t) {
        case VT::Unusable: return "unusable";
        case VT::Int: return "int";
        case VT::Float: return "float";
        case VT::Long: return "long";
        case VT::Double: return "double";
        case VT::Ref: return "reference";
        case VT::RetAddr: return "returnAddress";
    }
    return "?";
}

inline Type ir_type(VT t) {
    switch (t) {
        case VT::Int: return Type::Int;
        case VT::Float: return Type::Float;
        case VT::Long: return Type::Long;
        case VT::Double: return Type::Double;
        case VT::Ref: case VT::RetAddr: return Type::Ref;
        case VT::Unusable: return Type::Void;
    }
    return Type::Void;
}

inline VT vt_of(Type t) {
    switch (t) {
        case Type::Boolean: case Type::Byte: case Type::Char: case Type::Short: case Type::Int:
            return VT::Int;
        case Type::Long: return VT::Long;
        case Type::Float: return VT::Float;
        case Type::Double: return VT::Double;
        case Type::Ref: return VT::Ref;
        case Type::Void: return VT::Unusable;
    }
    return VT::Unusable;
}

// Descriptor scanning without allocation (JVMS 4.3). Precise types: Boolean,
// Byte, ... for base types, Ref for classes and arrays.
inline bool scan_field_type(std::string_view s, std::size_t& i, Type& type) {
    std::size_t dims = 0;
    while (i < s.size() && s[i] == '[') {
        ++dims;
        ++i;
    }
    if (dims > 255 || i >= s.size()) return false;
    switch (s[i++]) {
        case 'Z': type = Type::Boolean; break;
        case 'B': type = Type::Byte; break;
        case 'C': type = Type::Char; break;
        case 'S': type = Type::Short; break;
        case 'I': type = Type::Int; break;
        case 'J': type = Type::Long; break;
        case 'F': type = Type::Float; break;
        case 'D': type = Type::Double; break;
        case 'L': {
            std::size_t end = s.find(';', i);
            if (end == std::string_view::npos || end == i) return false;
            for (std::size_t k = i; k < end; ++k) {
                if (s[k] == '.' || s[k] == '[') return false;
            }
            i = end + 1;
            type = Type::Ref;
            break;
        }
        default: return false;
    }
    if (dims > 0) type = Type::Ref;
    return true;
}

inline bool scan_field_descriptor(std::string_view s, Type& type) {
    std::size_t i = 0;
    return scan_field_type(s, i, type) && i == s.size();
}

inline bool scan_method_descriptor(std::string_view s, std::vector<Type>& params, Type& ret) {
    params.clear();
    if (s.empty() || s[0] != '(') return false;
    std::size_t i = 1;
    while (i < s.size() && s[i] != ')') {
        Type t = Type::Void;
        if (!scan_field_type(s, i, t)) return false;
        params.push_back(t);
    }
    if (i >= s.size()) return false;
    ++i;
    if (i < s.size() && s[i] == 'V') {
        ret = Type::Void;
        ++i;
    } else if (!scan_field_type(s, i, ret)) {
        return false;
    }
    return i == s.size();
}

struct Val {
    VT type = VT::Unusable;
    std::uint16_t sub = 0;  // RetAddr: the subroutine context this address returns from
    friend bool operator==(const Val&, const Val&) = default;
};

struct Frame {
    std::vector<Val> locals;
    std::vector<Val> stack;
    std::uint32_t words = 0;  // stack depth in words
};

// A subroutine context: entered by the jsr at `jsr_pc` executed in `parent`.
struct Context {
    std::uint32_t parent = 0;
    std::uint32_t jsr_pc = 0;
    std::uint32_t return_pc = 0;
    std::uint32_t target = 0;
    std::vector<std::uint32_t> chain;  // jsr pcs from the top level down, for ordering
};

struct BlockInfo {
    std::uint32_t pc = 0;
    std::uint32_t ctx = 0;
    Frame entry;
    bool has_state = false;
    bool queued = false;
    bool emitted = false;
    bool normal_entry = false;
    bool handler_entry = false;
    std::vector<Instr> instrs;
    std::vector<std::uint32_t> succ;  // block keys
    std::vector<std::pair<std::uint32_t, std::uint32_t>> handlers;  // (exception table index, key)
};

constexpr std::uint8_t kBoundary = 1;
constexpr std::uint8_t kLeader = 2;

struct Move {
    Reg dst = kNoReg;
    Reg src = kNoReg;
    Type type = Type::Void;
};

class Lifter {
public:
    Lifter(const ClassFile& cls, const Method& method, const Code& code)
        : cls_(cls), method_(method), code_(code), cp_(cls.constant_pool),
          bc_(code.bytecode.data(), code.bytecode.size()), max_locals_(code.max_locals),
          max_stack_(code.max_stack) {}

    Function run();

private:
    // --- errors -------------------------------------------------------------
    std::string where() const { return cat(cls_.name, ".", method_.name, method_.descriptor, ": "); }
    std::string opcode_label(std::uint32_t pc) const;
    [[noreturn]] void fail_method(const std::string& message) const { throw Failure{where() + message}; }
    [[noreturn]] void fail_at(std::uint32_t pc, const std::string& message) const {
        throw Failure{cat(where(), "pc ", pc, " (", opcode_label(pc), "): ", message)};
    }
    [[noreturn]] void fail(const std::string& message) const { fail_at(pc_, message); }

    // --- setup --------------------------------------------------------------
    void setup_signature(Frame& initial);
    void decode_all();
    void check_exception_table();

    // --- constant pool ------------------------------------------------------
    std::string tag_found(std::uint32_t index) const;
    std::string_view utf8_at(std::uint32_t index) const;
    std::string_view class_at(std::uint32_t index, const char* what) const;
    classfile::NameAndType nat_at(std::uint32_t index) const;
    classfile::MemberRef member_at(std::uint32_t index) const;
    std::uint32_t member_id(std::uint32_t cp_index, const classfile::MemberRef& ref);

    // --- blocks and flow ----------------------------------------------------
    std::uint32_t block_key(std::uint32_t pc, std::uint32_t ctx);
    std::uint32_t check_target(std::int64_t target) const;
    std::uint32_t target_key(std::int64_t target) { return block_key(check_target(target), ctx_); }
    std::uint32_t fallthrough_key();
    void flow(std::uint32_t key, const Frame& in, bool exceptional);
    void interpret(std::uint32_t key);
    bool execute(const bytecode::Instruction& insn);  // true if it ended the block
    void edge(std::uint32_t key) {
        flow(key, cur_, false);
        if (emit_) block_->succ.push_back(key);
    }

    // --- state helpers ------------------------------------------------------
    Reg sreg(std::uint32_t k) const { return max_locals_ + k; }
    void note_height(std::uint32_t values) { max_height_ = std::max(max_height_, values); }
    std::uint32_t push(VT t, std::uint16_t sub = 0);
    std::uint32_t pop(VT t);
    Val pop_any();
    void check_local_index(std::uint32_t n, VT t);
    void set_local(std::uint32_t n, Val v);

    // --- emission -----------------------------------------------------------
    Instr& emit(Op op, Type type, Reg dst = kNoReg, Reg a = kNoReg, Reg b = kNoReg, Reg c = kNoReg);
    std::uint32_t add_constant(Constant&& constant);
    std::uint32_t add_type_name(std::string name);
    std::uint32_t add_call(Call&& call);
    void emit_moves(Move* moves, std::size_t count, std::uint32_t temp_slot);

    // --- instruction families -----------------------------------------------
    void constant(VT vt, Constant&& c);
    void const_int(std::int32_t value);
    void ldc(std::uint32_t index, bool two_words);
    void load(VT t, std::uint32_t n);
    void store(VT t, std::uint32_t n);
    void iinc(std::uint32_t n, std::int32_t delta);
    void array_load(VT t, Type elem);
    void array_store(VT t, Type elem);
    void dup_family(std::uint32_t dup_words, std::uint32_t skip_words);
    void pop_words(std::uint32_t n);
    void swap();
    void binary(Op o, VT t);
    void shift(Op o, VT t);
    void unary(Op o, VT t);
    void convert(VT from, VT to, Type to_type);
    void compare(Op o, VT t);
    void if_zero(Cond cond, VT t, const bytecode::Instruction& insn);
    void if_cmp(Cond cond, VT t, const bytecode::Instruction& insn);
    void jsr(const bytecode::Instruction& insn);
    void ret(std::uint32_t n);
    void switch_(const bytecode::Instruction& insn);
    void return_(VT t);
    void field(std::uint8_t opcode, std::uint32_t index);
    void invoke(const bytecode::Instruction& insn);
    void invokedynamic(const bytecode::Instruction& insn);
    void new_object(std::uint32_t index);
    void new_array(std::uint32_t atype);
    void anewarray(std::uint32_t index);
    void multianewarray(std::uint32_t index, std::int32_t dims);
    void type_check(Op o, std::uint32_t index);

    Function finish();

    const ClassFile& cls_;
    const Method& method_;
    const Code& code_;
    const ConstantPool& cp_;
    std::span<const std::uint8_t> bc_;
    std::uint32_t max_locals_;
    std::uint32_t max_stack_;

    std::vector<std::uint8_t> flags_;  // per pc: kBoundary, kLeader
    std::deque<BlockInfo> blocks_;     // indexed by block key; references stay valid
    std::vector<std::uint32_t> root_keys_;  // pc -> key + 1 for the top-level context
    std::unordered_map<std::uint64_t, std::uint32_t> sub_keys_;  // (ctx << 32 | pc) -> key
    std::vector<Context> contexts_;
    std::unordered_map<std::uint64_t, std::uint32_t> context_ids_;  // (parent << 32 | jsr pc)
    std::priority_queue<std::uint64_t, std::vector<std::uint64_t>, std::greater<>> worklist_;
    std::unordered_map<std::uint32_t, std::uint32_t> member_ids_;  // cp index -> members index

    Function fn_;
    Type method_ret_ = Type::Void;
    std::vector<Type> method_params_;

    // Interpretation state for the current block.
    BlockInfo* block_ = nullptr;
    std::uint32_t ctx_ = 0;
    std::uint32_t pc_ = 0;
    std::uint32_t line_ = 0;
    bool emit_ = false;
    Frame cur_;
    Frame handler_frame_;
    std::vector<Val> handler_locals_;  // merge of the locals before each instruction
    bool locals_dirty_ = false;
    Instr scratch_;
    std::uint64_t work_ = 0;
    std::uint32_t max_height_ = 0;
    std::vector<Type> arg_types_;
    std::vector<std::uint32_t> scratch_keys_;
};

}  // namespace symcrete::ir::detail
