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
//     `caught; goto` so that the normal path does not clobber the stack.
#include "ir/lifter.h"

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

#include "ir/bytecode.h"

namespace symcrete::ir {
namespace {

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
void append_one(std::string& out, const T& value) {
    if constexpr (std::is_integral_v<T>) {
        out += std::to_string(value);
    } else {
        out += std::string_view(value);
    }
}

template <class... Args>
std::string cat(const Args&... args) {
    std::string out;
    (append_one(out, args), ...);
    return out;
}

// Computational types of the verifier (JVMS 2.11.1).
enum class VT : std::uint8_t { Unusable, Int, Float, Long, Double, Ref, RetAddr };

bool is_wide(VT t) { return t == VT::Long || t == VT::Double; }
std::uint32_t words(VT t) { return is_wide(t) ? 2 : 1; }

const char* vt_name(VT t) {
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

Type ir_type(VT t) {
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

VT vt_of(Type t) {
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
bool scan_field_type(std::string_view s, std::size_t& i, Type& type) {
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

bool scan_field_descriptor(std::string_view s, Type& type) {
    std::size_t i = 0;
    return scan_field_type(s, i, type) && i == s.size();
}

bool scan_method_descriptor(std::string_view s, std::vector<Type>& params, Type& ret) {
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

// --- errors -------------------------------------------------------------------

std::string Lifter::opcode_label(std::uint32_t pc) const {
    if (pc >= bc_.size()) return "end of code";
    std::uint8_t opcode = bc_[pc];
    if (opcode == op::wide && pc + 1 < bc_.size() && bytecode::is_valid_opcode(bc_[pc + 1])) {
        return cat("wide ", bytecode::opcode_name(bc_[pc + 1]));
    }
    if (!bytecode::is_valid_opcode(opcode)) {
        static const char* hex = "0123456789abcdef";
        std::string label = "opcode 0x";
        label += hex[opcode >> 4];
        label += hex[opcode & 15];
        return label;
    }
    return bytecode::opcode_name(opcode);
}

// --- setup --------------------------------------------------------------------

void Lifter::setup_signature(Frame& initial) {
    if (!scan_method_descriptor(method_.descriptor, method_params_, method_ret_)) {
        fail_method(cat("expected a valid method descriptor, found \"", method_.descriptor, "\""));
    }
    fn_.class_name = cls_.name;
    fn_.name = method_.name;
    fn_.descriptor = method_.descriptor;
    fn_.is_static = method_.is_static();

    std::uint32_t slots = (fn_.is_static ? 0 : 1);
    for (Type t : method_params_) slots += words(vt_of(t));
    if (slots > max_locals_) {
        fail_method(cat("expected max_locals >= ", slots, " to hold the parameters, found ", max_locals_));
    }
    initial.locals.assign(max_locals_, Val{});
    std::uint32_t slot = 0;
    if (!fn_.is_static) {
        fn_.params.push_back(0);
        fn_.param_types.push_back(Type::Ref);
        initial.locals[0] = Val{VT::Ref, 0};
        slot = 1;
    }
    for (Type t : method_params_) {
        fn_.params.push_back(slot);
        fn_.param_types.push_back(t);
        initial.locals[slot] = Val{vt_of(t), 0};
        slot += words(vt_of(t));
    }
}

void Lifter::decode_all() {
    const std::uint32_t size = static_cast<std::uint32_t>(bc_.size());
    flags_.assign(std::size_t{size} + 1, 0);
    auto mark = [&](std::int64_t target) {
        if (target >= 0 && target < size) flags_[static_cast<std::size_t>(target)] |= kLeader;
    };
    bytecode::Instruction insn;
    std::uint32_t pc = 0;
    while (pc < size) {
        bytecode::DecodeError error = bytecode::decode(bc_, pc, insn);
        if (error != bytecode::DecodeError::None) {
            fail_at(pc, cat("expected a valid instruction, found ", bytecode::to_string(error)));
        }
        flags_[pc] |= kBoundary;
        const std::uint32_t next = pc + insn.length;
        switch (insn.opcode) {
            case op::ifeq: case op::ifne: case op::iflt: case op::ifge: case op::ifgt:
            case op::ifle: case op::if_icmpeq: case op::if_icmpne: case op::if_icmplt:
            case op::if_icmpge: case op::if_icmpgt: case op::if_icmple: case op::if_acmpeq:
            case op::if_acmpne: case op::goto_: case op::jsr: case op::ifnull:
            case op::ifnonnull: case op::goto_w: case op::jsr_w:
                mark(insn.target);
                mark(next);
                break;
            case op::tableswitch: case op::lookupswitch:
                mark(insn.target);
                for (std::uint32_t i = 0; i < insn.count; ++i) mark(bytecode::switch_target(bc_, insn, i));
                mark(next);
                break;
            case op::ireturn: case op::lreturn: case op::freturn: case op::dreturn:
            case op::areturn: case op::return_: case op::athrow: case op::ret:
                mark(next);
                break;
            default: break;
        }
        pc = next;
    }
    flags_[0] |= kLeader;
}

void Lifter::check_exception_table() {
    const std::uint32_t size = static_cast<std::uint32_t>(bc_.size());
    const auto& table = code_.exception_table;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto& h = table[i];
        auto bad = [&](const std::string& message) {
            fail_method(cat("exception table entry ", i, ": ", message));
        };
        if (h.start_pc >= size || !(flags_[h.start_pc] & kBoundary)) {
            bad(cat("expected start_pc at an instruction boundary, found ", h.start_pc));
        }
        if (h.end_pc > size || (h.end_pc < size && !(flags_[h.end_pc] & kBoundary))) {
            bad(cat("expected end_pc at an instruction boundary or the end of the code, found ", h.end_pc));
        }
        if (h.start_pc >= h.end_pc) {
            bad(cat("expected start_pc < end_pc, found start_pc ", h.start_pc, " and end_pc ", h.end_pc));
        }
        if (h.handler_pc >= size || !(flags_[h.handler_pc] & kBoundary)) {
            bad(cat("expected handler_pc at an instruction boundary, found ", h.handler_pc));
        }
        if (h.catch_type != 0 && !(cp_.is(h.catch_type, CpTag::Class) &&
                                   cp_.is(cp_.entries[h.catch_type].ref1, CpTag::Utf8))) {
            bad(cat("expected catch_type 0 or a Class constant, found ", tag_found(h.catch_type)));
        }
        flags_[h.start_pc] |= kLeader;
        flags_[h.end_pc] |= kLeader;  // flags_ has room for end_pc == size
        flags_[h.handler_pc] |= kLeader;
    }
}

// --- constant pool --------------------------------------------------------------

std::string Lifter::tag_found(std::uint32_t index) const {
    if (index == 0 || index >= cp_.size()) {
        return cat("index ", index, " outside the constant pool (size ", cp_.size(), ")");
    }
    const std::string_view tag = classfile::to_string(cp_.entries[index].tag);
    const bool vowel = !tag.empty() && std::string_view("AEIOU").find(tag[0]) != std::string_view::npos;
    return cat(vowel ? "an " : "a ", tag, " constant at index ", index);
}

std::string_view Lifter::utf8_at(std::uint32_t index) const {
    if (!cp_.is(index, CpTag::Utf8)) fail(cat("expected a Utf8 constant, found ", tag_found(index)));
    return cp_.entries[index].utf8;
}

std::string_view Lifter::class_at(std::uint32_t index, const char* what) const {
    if (!cp_.is(index, CpTag::Class)) fail(cat("expected a Class constant ", what, ", found ", tag_found(index)));
    return utf8_at(cp_.entries[index].ref1);
}

classfile::NameAndType Lifter::nat_at(std::uint32_t index) const {
    if (!cp_.is(index, CpTag::NameAndType)) {
        fail(cat("expected a NameAndType constant, found ", tag_found(index)));
    }
    const CpEntry& e = cp_.entries[index];
    return {utf8_at(e.ref1), utf8_at(e.ref2)};
}

classfile::MemberRef Lifter::member_at(std::uint32_t index) const {
    const CpEntry& e = cp_.entries[index];  // caller checked the tag
    classfile::NameAndType nat = nat_at(e.ref2);
    return {class_at(e.ref1, "as member owner"), nat.name, nat.descriptor,
            e.tag == CpTag::InterfaceMethodref};
}

std::uint32_t Lifter::member_id(std::uint32_t cp_index, const classfile::MemberRef& ref) {
    if (!emit_) return 0;
    auto [it, inserted] = member_ids_.try_emplace(cp_index, static_cast<std::uint32_t>(fn_.members.size()));
    if (inserted) {
        fn_.members.push_back(Member{std::string(ref.owner), std::string(ref.name),
                                     std::string(ref.descriptor), ref.is_interface});
    }
    return it->second;
}

// --- blocks and flow ---------------------------------------------------------------

std::uint32_t Lifter::block_key(std::uint32_t pc, std::uint32_t ctx) {
    std::uint32_t* slot = nullptr;
    if (ctx == 0) {
        slot = &root_keys_[pc];
        if (*slot != 0) return *slot - 1;
    } else {
        auto it = sub_keys_.find((std::uint64_t{ctx} << 32) | pc);
        if (it != sub_keys_.end()) return it->second;
    }
    if (blocks_.size() >= kMaxBlocks) {
        fail(cat("expected at most ", kMaxBlocks, " blocks (counting inlined subroutine copies), found more"));
    }
    if ((blocks_.size() + 1) * (std::uint64_t{max_locals_} + max_stack_ + 1) > kMaxStateValues) {
        fail(cat("expected at most ", kMaxStateValues, " abstract values in block entry states, found ",
                 blocks_.size() + 1, " blocks of ", max_locals_, " locals and ", max_stack_, " stack words"));
    }
    const std::uint32_t key = static_cast<std::uint32_t>(blocks_.size());
    BlockInfo& b = blocks_.emplace_back();
    b.pc = pc;
    b.ctx = ctx;
    if (slot != nullptr) {
        *slot = key + 1;
    } else {
        sub_keys_.emplace((std::uint64_t{ctx} << 32) | pc, key);
    }
    return key;
}

std::uint32_t Lifter::check_target(std::int64_t target) const {
    const std::int64_t size = static_cast<std::int64_t>(bc_.size());
    if (target < 0 || target >= size) {
        fail(cat("expected a branch target inside the code (0..", size - 1, "), found ", target));
    }
    std::uint32_t t = static_cast<std::uint32_t>(target);
    if (!(flags_[t] & kBoundary)) {
        std::uint32_t start = t;
        while (start > 0 && !(flags_[start] & kBoundary)) --start;
        fail(cat("expected a branch target at an instruction boundary, found ", t,
                 " (inside the instruction at pc ", start, ")"));
    }
    return t;
}

std::uint32_t Lifter::fallthrough_key() {
    bytecode::Instruction insn;
    (void)bytecode::decode(bc_, pc_, insn);  // decoded fine in decode_all
    const std::uint32_t next = pc_ + insn.length;
    if (next >= bc_.size()) {
        fail("expected another instruction after this one, found the end of the code (execution falls off the end)");
    }
    return block_key(next, ctx_);
}

void Lifter::flow(std::uint32_t key, const Frame& in, bool exceptional) {
    BlockInfo& b = blocks_[key];
    if (exceptional) {
        b.handler_entry = true;
    } else {
        b.normal_entry = true;
    }
    bool changed = false;
    if (!b.has_state) {
        b.entry = in;
        b.has_state = true;
        changed = true;
    } else {
        const auto& have = b.entry.stack;
        if (have.size() != in.stack.size()) {
            fail_at(b.pc, cat("expected stack height ", have.size(), " as on other paths to here, found ",
                              in.stack.size(), " coming from pc ", pc_));
        }
        for (std::size_t i = 0; i < have.size(); ++i) {
            if (!(have[i] == in.stack[i])) {
                fail_at(b.pc, cat("expected ", vt_name(have[i].type), " at stack slot ", i,
                                  " as on other paths to here, found ", vt_name(in.stack[i].type),
                                  " coming from pc ", pc_));
            }
        }
        auto& locals = b.entry.locals;
        for (std::size_t i = 0; i < locals.size(); ++i) {
            if (locals[i].type != VT::Unusable && !(locals[i] == in.locals[i])) {
                locals[i] = Val{};
                changed = true;
            }
        }
    }
    if (changed && !b.queued) {
        b.queued = true;
        worklist_.push((std::uint64_t{b.pc} << 32) | key);
    }
}

std::uint32_t Lifter::push(VT t, std::uint16_t sub) {
    const std::uint32_t w = words(t);
    if (cur_.words + w > max_stack_) {
        fail(cat("expected at most max_stack = ", max_stack_, " words on the operand stack, found ",
                 cur_.words + w));
    }
    cur_.stack.push_back(Val{t, sub});
    cur_.words += w;
    const std::uint32_t k = static_cast<std::uint32_t>(cur_.stack.size() - 1);
    note_height(k + 1);
    return k;
}

std::uint32_t Lifter::pop(VT t) {
    if (cur_.stack.empty()) fail(cat("expected ", vt_name(t), " on the operand stack, found an empty stack"));
    const Val v = cur_.stack.back();
    if (v.type != t) fail(cat("expected ", vt_name(t), " on the operand stack, found ", vt_name(v.type)));
    cur_.stack.pop_back();
    cur_.words -= words(t);
    return static_cast<std::uint32_t>(cur_.stack.size());
}

Val Lifter::pop_any() {
    if (cur_.stack.empty()) fail("expected a value on the operand stack, found an empty stack");
    const Val v = cur_.stack.back();
    cur_.stack.pop_back();
    cur_.words -= words(v.type);
    return v;
}

void Lifter::check_local_index(std::uint32_t n, VT t) {
    if (n >= max_locals_ || (is_wide(t) && n + 1 >= max_locals_)) {
        fail(cat("expected a local index ", is_wide(t) ? "+ 1 " : "", "< max_locals = ", max_locals_,
                 ", found ", n, is_wide(t) ? " (a long or double takes two slots)" : ""));
    }
}

void Lifter::set_local(std::uint32_t n, Val v) {
    auto& locals = cur_.locals;
    if (n > 0 && is_wide(locals[n - 1].type)) locals[n - 1] = Val{};
    locals[n] = v;
    if (is_wide(v.type)) locals[n + 1] = Val{};
    locals_dirty_ = true;
}

// --- emission -------------------------------------------------------------------

Instr& Lifter::emit(Op o, Type type, Reg dst, Reg a, Reg b, Reg c) {
    Instr* instr = &scratch_;
    if (emit_) instr = &block_->instrs.emplace_back();
    *instr = Instr{};
    instr->op = o;
    instr->type = type;
    instr->dst = dst;
    instr->a = a;
    instr->b = b;
    instr->c = c;
    instr->pc = pc_;
    instr->line = line_;
    return *instr;
}

std::uint32_t Lifter::add_constant(Constant&& constant) {
    if (!emit_) return 0;
    fn_.constants.push_back(std::move(constant));
    return static_cast<std::uint32_t>(fn_.constants.size() - 1);
}

std::uint32_t Lifter::add_type_name(std::string name) {
    if (!emit_) return 0;
    fn_.type_names.push_back(std::move(name));
    return static_cast<std::uint32_t>(fn_.type_names.size() - 1);
}

std::uint32_t Lifter::add_call(Call&& call) {
    if (!emit_) return 0;
    fn_.calls.push_back(std::move(call));
    return static_cast<std::uint32_t>(fn_.calls.size() - 1);
}

// Emits a parallel assignment as a sequence of moves; cycles go through the
// register of stack slot `temp_slot`.
void Lifter::emit_moves(Move* moves, std::size_t count, std::uint32_t temp_slot) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (moves[i].dst != moves[i].src && moves[i].type != Type::Void) moves[n++] = moves[i];
    }
    while (n > 0) {
        bool progress = false;
        for (std::size_t i = 0; i < n; ++i) {
            bool blocked = false;
            for (std::size_t j = 0; j < n; ++j) {
                if (j != i && moves[j].src == moves[i].dst) blocked = true;
            }
            if (!blocked) {
                const Move done = moves[i];
                emit(Op::Move, done.type, done.dst, done.src);
                moves[i] = moves[--n];
                // done.dst now holds the same value as done.src and is never
                // written again: reading it instead frees done.src sooner.
                for (std::size_t j = 0; j < n; ++j) {
                    if (moves[j].src == done.src) moves[j].src = done.dst;
                }
                progress = true;
                break;
            }
        }
        if (!progress) {
            // Every destination is still read by another move: save one.
            const Reg saved = moves[0].dst;
            const Reg temp = sreg(temp_slot);
            note_height(temp_slot + 1);
            Type type = Type::Void;
            for (std::size_t j = 0; j < n; ++j) {
                if (moves[j].src == saved) type = moves[j].type;
            }
            emit(Op::Move, type, temp, saved);
            for (std::size_t j = 0; j < n; ++j) {
                if (moves[j].src == saved) moves[j].src = temp;
            }
        }
    }
}

// --- instruction families ------------------------------------------------------------

void Lifter::constant(VT vt, Constant&& c) {
    const std::uint32_t k = push(vt);
    const Type type = ir_type(vt);
    emit(Op::Const, type, sreg(k)).aux = add_constant(std::move(c));
}

void Lifter::const_int(std::int32_t value) {
    Constant c;
    c.kind = Constant::Kind::Int;
    c.integer = value;
    constant(VT::Int, std::move(c));
}

void Lifter::ldc(std::uint32_t index, bool two_words) {
    auto bad = [&]() {
        fail(cat("expected ",
                 two_words ? "a Long, Double or Dynamic (J or D) constant"
                           : "an Integer, Float, String, Class, MethodType, MethodHandle or Dynamic constant",
                 ", found ", tag_found(index)));
    };
    if (index == 0 || index >= cp_.size()) bad();
    const CpEntry& e = cp_.entries[index];
    Constant c;
    VT vt = VT::Ref;
    switch (e.tag) {
        case CpTag::Integer:
            c.kind = Constant::Kind::Int;
            c.integer = static_cast<std::int32_t>(e.integer);
            vt = VT::Int;
            break;
        case CpTag::Float:
            c.kind = Constant::Kind::Float;
            c.float_value = e.float_value;
            vt = VT::Float;
            break;
        case CpTag::Long:
            c.kind = Constant::Kind::Long;
            c.integer = e.integer;
            vt = VT::Long;
            break;
        case CpTag::Double:
            c.kind = Constant::Kind::Double;
            c.double_value = e.double_value;
            vt = VT::Double;
            break;
        case CpTag::String:
            c.kind = Constant::Kind::String;
            c.text = utf8_at(e.ref1);
            break;
        case CpTag::Class:
            c.kind = Constant::Kind::Class;
            c.text = class_at(index, "for ldc");
            break;
        case CpTag::MethodType:
            c.kind = Constant::Kind::MethodType;
            c.text = utf8_at(e.ref1);
            break;
        case CpTag::MethodHandle: {
            if (!cp_.is_member_ref(e.ref1)) {
                fail(cat("expected a member reference in the MethodHandle, found ", tag_found(e.ref1)));
            }
            classfile::MemberRef m = member_at(e.ref1);
            c.kind = Constant::Kind::MethodHandle;
            c.integer = static_cast<std::int64_t>(e.ref_kind);
            c.owner = m.owner;
            c.text = m.name;
            c.descriptor = m.descriptor;
            break;
        }
        case CpTag::Dynamic: {
            classfile::NameAndType nat = nat_at(e.ref2);
            Type type = Type::Void;
            if (!scan_field_descriptor(nat.descriptor, type)) {
                fail(cat("expected a field descriptor in the Dynamic constant, found \"", nat.descriptor, "\""));
            }
            if (e.ref1 >= cls_.bootstrap_methods.size()) {
                fail(cat("expected a bootstrap method index < ", cls_.bootstrap_methods.size(), ", found ", e.ref1));
            }
            c.kind = Constant::Kind::Dynamic;
            c.text = nat.name;
            c.descriptor = nat.descriptor;
            c.bootstrap = e.ref1;
            vt = vt_of(type);
            break;
        }
        default:
            bad();
    }
    if (is_wide(vt) != two_words) bad();
    constant(vt, std::move(c));
}

void Lifter::load(VT t, std::uint32_t n) {
    check_local_index(n, t);
    const Val v = cur_.locals[n];
    if (v.type != t) fail(cat("expected ", vt_name(t), " in local ", n, ", found ", vt_name(v.type)));
    const std::uint32_t k = push(t);
    emit(Op::Move, ir_type(t), sreg(k), n);
}

void Lifter::store(VT t, std::uint32_t n) {
    check_local_index(n, t);
    if (cur_.stack.empty()) fail(cat("expected ", vt_name(t), " on the operand stack, found an empty stack"));
    const Val v = cur_.stack.back();
    const bool ok = v.type == t || (t == VT::Ref && v.type == VT::RetAddr);
    if (!ok) {
        fail(cat("expected ", vt_name(t), t == VT::Ref ? " or returnAddress" : "",
                 " on the operand stack, found ", vt_name(v.type)));
    }
    pop_any();
    const std::uint32_t k = static_cast<std::uint32_t>(cur_.stack.size());
    set_local(n, v);
    if (v.type != VT::RetAddr) emit(Op::Move, ir_type(t), n, sreg(k));
}

void Lifter::iinc(std::uint32_t n, std::int32_t delta) {
    check_local_index(n, VT::Int);
    if (cur_.locals[n].type != VT::Int) {
        fail(cat("expected int in local ", n, ", found ", vt_name(cur_.locals[n].type)));
    }
    // The increment goes through the register of the next free stack slot.
    const std::uint32_t temp = static_cast<std::uint32_t>(cur_.stack.size());
    note_height(temp + 1);
    Constant c;
    c.kind = Constant::Kind::Int;
    c.integer = delta;
    emit(Op::Const, Type::Int, sreg(temp)).aux = add_constant(std::move(c));
    emit(Op::Add, Type::Int, n, n, sreg(temp));
    set_local(n, Val{VT::Int, 0});
}

void Lifter::array_load(VT t, Type elem) {
    const Reg index = sreg(pop(VT::Int));
    const Reg array = sreg(pop(VT::Ref));
    const std::uint32_t k = push(t);
    emit(Op::ArrayLoad, elem, sreg(k), array, index);
}

void Lifter::array_store(VT t, Type elem) {
    const Reg value = sreg(pop(t));
    const Reg index = sreg(pop(VT::Int));
    const Reg array = sreg(pop(VT::Ref));
    emit(Op::ArrayStore, elem, kNoReg, array, index, value);
}

// dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2: copies the values making up the
// top `dup_words` words and inserts the copy below the values making up the
// next `skip_words` words. Which form applies follows from the categories.
void Lifter::dup_family(std::uint32_t dup_words, std::uint32_t skip_words) {
    auto& stack = cur_.stack;
    const std::size_t h = stack.size();
    auto take = [&](std::size_t from, std::uint32_t want, const char* what) {
        std::size_t i = from;
        std::uint32_t got = 0;
        while (got < want) {
            if (i == 0) {
                fail(cat("expected ", dup_words + skip_words, " words on the operand stack, found ", cur_.words));
            }
            --i;
            got += words(stack[i].type);
        }
        if (got != want) {
            fail(cat("expected ", what, " to consist of whole values (", want,
                     want == 1 ? " word" : " words", "), found a ", vt_name(stack[i].type),
                     " straddling the boundary"));
        }
        return i;
    };
    const std::size_t dup_start = take(h, dup_words, "the values duplicated");
    const std::size_t skip_start = take(dup_start, skip_words, "the values skipped");
    if (cur_.words + dup_words > max_stack_) {
        fail(cat("expected at most max_stack = ", max_stack_, " words on the operand stack, found ",
                 cur_.words + dup_words));
    }
    const std::size_t nd = h - dup_start;
    const std::size_t ns = dup_start - skip_start;
    Val old[4];
    for (std::size_t i = 0; i < nd + ns; ++i) old[i] = stack[skip_start + i];
    // New layout from skip_start: dup values, skipped values, dup values.
    Move moves[6];
    std::size_t count = 0;
    auto place = [&](std::size_t new_pos, std::size_t old_pos) {
        const Val v = old[old_pos - skip_start];
        if (new_pos < h) {
            stack[new_pos] = v;
        } else {
            stack.push_back(v);
        }
        if (v.type != VT::RetAddr) {
            moves[count++] = Move{sreg(static_cast<std::uint32_t>(new_pos)),
                                  sreg(static_cast<std::uint32_t>(old_pos)), ir_type(v.type)};
        }
    };
    for (std::size_t j = 0; j < nd; ++j) place(skip_start + j, dup_start + j);
    for (std::size_t j = 0; j < ns; ++j) place(skip_start + nd + j, skip_start + j);
    for (std::size_t j = 0; j < nd; ++j) place(skip_start + nd + ns + j, dup_start + j);
    cur_.words += dup_words;
    note_height(static_cast<std::uint32_t>(stack.size()));
    emit_moves(moves, count, static_cast<std::uint32_t>(stack.size()));
}

void Lifter::pop_words(std::uint32_t n) {
    std::uint32_t got = 0;
    while (got < n) {
        if (cur_.stack.empty()) fail(cat("expected ", n, " words on the operand stack, found ", got));
        const Val v = cur_.stack.back();
        if (got + words(v.type) > n) {
            fail(cat("expected a category-1 value on the operand stack, found ", vt_name(v.type)));
        }
        pop_any();
        got += words(v.type);
    }
}

void Lifter::swap() {
    auto& stack = cur_.stack;
    const std::size_t h = stack.size();
    if (h < 2) fail(cat("expected two values on the operand stack, found ", h));
    for (std::size_t i = h - 2; i < h; ++i) {
        if (is_wide(stack[i].type)) {
            fail(cat("expected a category-1 value on the operand stack, found ", vt_name(stack[i].type)));
        }
    }
    std::swap(stack[h - 2], stack[h - 1]);
    const auto lo = static_cast<std::uint32_t>(h - 2);
    const auto hi = static_cast<std::uint32_t>(h - 1);
    Move moves[2] = {
        Move{sreg(lo), sreg(hi), stack[h - 2].type == VT::RetAddr ? Type::Void : ir_type(stack[h - 2].type)},
        Move{sreg(hi), sreg(lo), stack[h - 1].type == VT::RetAddr ? Type::Void : ir_type(stack[h - 1].type)},
    };
    emit_moves(moves, 2, static_cast<std::uint32_t>(h));
}

void Lifter::binary(Op o, VT t) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::shift(Op o, VT t) {
    const Reg b = sreg(pop(VT::Int));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::unary(Op o, VT t) {
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a);
}

void Lifter::convert(VT from, VT to, Type to_type) {
    const Reg a = sreg(pop(from));
    const std::uint32_t k = push(to);
    emit(Op::Convert, to_type, sreg(k), a).from = ir_type(from);
}

void Lifter::compare(Op o, VT t) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(VT::Int);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::if_zero(Cond cond, VT t, const bytecode::Instruction& insn) {
    const Reg a = sreg(pop(t));
    const std::uint32_t taken = target_key(insn.target);
    const std::uint32_t fall = fallthrough_key();
    emit(Op::If, ir_type(t), kNoReg, a).cond = cond;
    edge(taken);
    edge(fall);
}

void Lifter::if_cmp(Cond cond, VT t, const bytecode::Instruction& insn) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t taken = target_key(insn.target);
    const std::uint32_t fall = fallthrough_key();
    emit(Op::If, ir_type(t), kNoReg, a, b).cond = cond;
    edge(taken);
    edge(fall);
}

void Lifter::jsr(const bytecode::Instruction& insn) {
    if (cls_.major_version >= 51) {
        fail(cat("expected no jsr or ret in a class file of version 51 or later, found version ",
                 cls_.major_version));
    }
    const std::uint32_t target = check_target(insn.target);
    // Recursion would inline forever: the verifier rejects it too.
    for (std::uint32_t c = ctx_; c != 0; c = contexts_[c].parent) {
        if (contexts_[c].target == target) {
            fail(cat("expected no recursive subroutine call, found a jsr to the subroutine at pc ", target,
                     " inside that subroutine"));
        }
    }
    const std::uint64_t id_key = (std::uint64_t{ctx_} << 32) | pc_;
    auto it = context_ids_.find(id_key);
    std::uint32_t sub = 0;
    if (it != context_ids_.end()) {
        sub = it->second;
    } else {
        if (contexts_.size() > kMaxContexts) {
            fail(cat("expected at most ", kMaxContexts, " inlined subroutine calls, found more"));
        }
        sub = static_cast<std::uint32_t>(contexts_.size());
        Context c;
        c.parent = ctx_;
        c.jsr_pc = pc_;
        c.return_pc = pc_ + insn.length;
        c.target = target;
        c.chain = contexts_[ctx_].chain;
        c.chain.push_back(pc_);
        contexts_.push_back(std::move(c));
        context_ids_.emplace(id_key, sub);
    }
    push(VT::RetAddr, static_cast<std::uint16_t>(sub));
    const std::uint32_t key = block_key(target, sub);  // the subroutine's copy
    emit(Op::Goto, Type::Void);
    edge(key);
}

void Lifter::ret(std::uint32_t n) {
    if (cls_.major_version >= 51) {
        fail(cat("expected no jsr or ret in a class file of version 51 or later, found version ",
                 cls_.major_version));
    }
    check_local_index(n, VT::RetAddr);
    const Val v = cur_.locals[n];
    if (v.type != VT::RetAddr) fail(cat("expected returnAddress in local ", n, ", found ", vt_name(v.type)));
    bool active = false;
    for (std::uint32_t c = ctx_; c != 0; c = contexts_[c].parent) {
        if (c == v.sub) active = true;
    }
    const Context& sub = contexts_[v.sub];
    if (!active) {
        fail(cat("expected the return address of an active subroutine, found that of the jsr at pc ",
                 sub.jsr_pc, ", which has returned"));
    }
    if (sub.return_pc >= bc_.size()) {
        fail(cat("expected a return address inside the code, found ", sub.return_pc,
                 " (the jsr at pc ", sub.jsr_pc, " is the last instruction)"));
    }
    const std::uint32_t key = block_key(sub.return_pc, sub.parent);
    emit(Op::Goto, Type::Void);
    edge(key);
}

void Lifter::switch_(const bytecode::Instruction& insn) {
    const Reg a = sreg(pop(VT::Int));
    auto& keys = scratch_keys_;
    keys.clear();
    keys.push_back(target_key(insn.target));
    SwitchTable table;
    if (emit_) table.cases.reserve(insn.count);
    std::int64_t previous = INT64_MIN;
    for (std::uint32_t i = 0; i < insn.count; ++i) {
        const std::int32_t value = bytecode::switch_key(bc_, insn, i);
        if (value <= previous) {
            fail(cat("expected lookupswitch keys in ascending order, found ", value, " after ", previous));
        }
        previous = value;
        const std::uint32_t key = target_key(bytecode::switch_target(bc_, insn, i));
        keys.push_back(key);
        if (emit_) table.cases.emplace_back(value, key);
    }
    table.default_target = keys[0];
    Instr& instr = emit(Op::Switch, Type::Int, kNoReg, a);
    if (emit_) {
        fn_.switches.push_back(std::move(table));
        instr.aux = static_cast<std::uint32_t>(fn_.switches.size() - 1);
    }
    // Successors: distinct targets, default first, then in key order.
    std::vector<std::uint32_t> sorted(keys);
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (std::uint32_t key : sorted) flow(key, cur_, false);
    if (emit_) {
        std::vector<bool> used(sorted.size(), false);
        for (std::uint32_t key : keys) {
            std::size_t pos = static_cast<std::size_t>(std::lower_bound(sorted.begin(), sorted.end(), key) - sorted.begin());
            if (!used[pos]) {
                used[pos] = true;
                block_->succ.push_back(key);
            }
        }
    }
}

void Lifter::return_(VT t) {
    const VT expected = vt_of(method_ret_);
    if (t != expected) {
        auto name = [](VT v) {
            switch (v) {
                case VT::Int: return "ireturn";
                case VT::Long: return "lreturn";
                case VT::Float: return "freturn";
                case VT::Double: return "dreturn";
                case VT::Ref: return "areturn";
                default: return "return";
            }
        };
        fail(cat("expected ", name(expected), " for the method's return type, found ", name(t)));
    }
    if (t == VT::Unusable) {
        emit(Op::Return, Type::Void);
        return;
    }
    const Reg a = sreg(pop(t));
    emit(Op::Return, ir_type(t), kNoReg, a);
}

void Lifter::field(std::uint8_t opcode, std::uint32_t index) {
    if (!cp_.is(index, CpTag::Fieldref)) fail(cat("expected a Fieldref constant, found ", tag_found(index)));
    const classfile::MemberRef m = member_at(index);
    Type type = Type::Void;
    if (!scan_field_descriptor(m.descriptor, type)) {
        fail(cat("expected a field descriptor, found \"", m.descriptor, "\""));
    }
    const VT vt = vt_of(type);
    const std::uint32_t id = member_id(index, m);
    switch (opcode) {
        case op::getstatic: {
            const std::uint32_t k = push(vt);
            emit(Op::GetStatic, type, sreg(k)).aux = id;
            break;
        }
        case op::putstatic: {
            const Reg a = sreg(pop(vt));
            emit(Op::PutStatic, type, kNoReg, a).aux = id;
            break;
        }
        case op::getfield: {
            const Reg object = sreg(pop(VT::Ref));
            const std::uint32_t k = push(vt);
            emit(Op::GetField, type, sreg(k), object).aux = id;
            break;
        }
        default: {  // putfield
            const Reg value = sreg(pop(vt));
            const Reg object = sreg(pop(VT::Ref));
            emit(Op::PutField, type, kNoReg, object, value).aux = id;
            break;
        }
    }
}

void Lifter::invoke(const bytecode::Instruction& insn) {
    const std::uint32_t index = insn.index;
    const std::uint8_t opcode = insn.opcode;
    bool ok = false;
    const char* expected = "a Methodref";
    switch (opcode) {
        case op::invokevirtual: ok = cp_.is(index, CpTag::Methodref); break;
        case op::invokeinterface:
            ok = cp_.is(index, CpTag::InterfaceMethodref);
            expected = "an InterfaceMethodref";
            break;
        default:
            ok = cp_.is(index, CpTag::Methodref) || cp_.is(index, CpTag::InterfaceMethodref);
            expected = "a Methodref or InterfaceMethodref";
            break;
    }
    if (!ok) fail(cat("expected ", expected, " constant, found ", tag_found(index)));
    const classfile::MemberRef m = member_at(index);
    Type ret = Type::Void;
    if (!scan_method_descriptor(m.descriptor, arg_types_, ret)) {
        fail(cat("expected a method descriptor, found \"", m.descriptor, "\""));
    }
    if (!m.name.empty() && m.name[0] == '<') {
        if (m.name != "<init>" || opcode != op::invokespecial || ret != Type::Void) {
            fail(cat("expected a method other than ", m.name, m.descriptor, " for ",
                     bytecode::opcode_name(opcode), ", found ", m.name));
        }
    }
    std::uint32_t arg_words = 0;
    for (Type t : arg_types_) arg_words += words(vt_of(t));
    if (opcode == op::invokeinterface) {
        if (static_cast<std::uint32_t>(insn.value) != arg_words + 1) {
            fail(cat("expected count ", arg_words + 1, " (argument words + 1), found ", insn.value));
        }
        if (insn.extra != 0) fail(cat("expected a zero fourth operand byte, found ", insn.extra));
    }
    const bool has_receiver = opcode != op::invokestatic;
    for (std::size_t i = arg_types_.size(); i-- > 0;) pop(vt_of(arg_types_[i]));
    if (has_receiver) pop(VT::Ref);
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t nargs = static_cast<std::uint32_t>(arg_types_.size()) + (has_receiver ? 1 : 0);
    Reg dst = kNoReg;
    if (ret != Type::Void) dst = sreg(push(vt_of(ret)));
    InvokeKind kind = InvokeKind::Static;
    switch (opcode) {
        case op::invokevirtual: kind = InvokeKind::Virtual; break;
        case op::invokespecial: kind = InvokeKind::Special; break;
        case op::invokeinterface: kind = InvokeKind::Interface; break;
        default: break;
    }
    Instr& instr = emit(Op::Invoke, ret, dst);
    instr.invoke = kind;
    if (emit_) {
        Call call;
        call.member = member_id(index, m);
        call.args.reserve(nargs);
        for (std::uint32_t i = 0; i < nargs; ++i) call.args.push_back(sreg(base + i));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::invokedynamic(const bytecode::Instruction& insn) {
    const std::uint32_t index = insn.index;
    if (!cp_.is(index, CpTag::InvokeDynamic)) {
        fail(cat("expected an InvokeDynamic constant, found ", tag_found(index)));
    }
    if (insn.extra != 0) fail(cat("expected two zero operand bytes, found ", insn.extra));
    const CpEntry& e = cp_.entries[index];
    const classfile::NameAndType nat = nat_at(e.ref2);
    if (e.ref1 >= cls_.bootstrap_methods.size()) {
        fail(cat("expected a bootstrap method index < ", cls_.bootstrap_methods.size(), ", found ", e.ref1));
    }
    Type ret = Type::Void;
    if (!scan_method_descriptor(nat.descriptor, arg_types_, ret)) {
        fail(cat("expected a method descriptor, found \"", nat.descriptor, "\""));
    }
    for (std::size_t i = arg_types_.size(); i-- > 0;) pop(vt_of(arg_types_[i]));
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t nargs = static_cast<std::uint32_t>(arg_types_.size());
    Reg dst = kNoReg;
    if (ret != Type::Void) dst = sreg(push(vt_of(ret)));
    Instr& instr = emit(Op::InvokeDynamic, ret, dst);
    if (emit_) {
        Call call;
        call.bootstrap = e.ref1;
        call.name = nat.name;
        call.descriptor = nat.descriptor;
        call.args.reserve(nargs);
        for (std::uint32_t i = 0; i < nargs; ++i) call.args.push_back(sreg(base + i));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::new_object(std::uint32_t index) {
    const std::string_view name = class_at(index, "for new");
    if (!name.empty() && name[0] == '[') fail(cat("expected a class type for new, found the array type ", name));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::New, Type::Ref, sreg(k)).aux = add_type_name(std::string(name));
}

void Lifter::new_array(std::uint32_t atype) {
    static const char* const kDescriptors[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    if (atype < 4 || atype > 11) fail(cat("expected an array type code 4..11, found ", atype));
    const Reg length = sreg(pop(VT::Int));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::NewArray, Type::Ref, sreg(k), length).aux = add_type_name(kDescriptors[atype - 4]);
}

void Lifter::anewarray(std::uint32_t index) {
    const std::string_view name = class_at(index, "for anewarray");
    std::string descriptor = "[";
    if (!name.empty() && name[0] == '[') {
        descriptor += name;
    } else {
        descriptor += 'L';
        descriptor += name;
        descriptor += ';';
    }
    const std::size_t dims = descriptor.find_first_not_of('[');
    if (dims > 255) fail(cat("expected an array type of at most 255 dimensions, found ", dims));
    const Reg length = sreg(pop(VT::Int));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::NewArray, Type::Ref, sreg(k), length).aux = add_type_name(std::move(descriptor));
}

void Lifter::multianewarray(std::uint32_t index, std::int32_t dims) {
    const std::string_view name = class_at(index, "for multianewarray");
    const std::size_t have = std::min(name.find_first_not_of('['), name.size());
    if (dims < 1) fail(cat("expected at least 1 dimension, found ", dims));
    if (have < static_cast<std::size_t>(dims)) {
        fail(cat("expected an array type of at least ", dims, " dimensions, found ", name));
    }
    for (std::int32_t i = 0; i < dims; ++i) pop(VT::Int);
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t k = push(VT::Ref);
    Instr& instr = emit(Op::MultiNewArray, Type::Ref, sreg(k));
    if (emit_) {
        Call call;
        call.descriptor = name;
        call.args.reserve(static_cast<std::size_t>(dims));
        for (std::int32_t i = 0; i < dims; ++i) call.args.push_back(sreg(base + static_cast<std::uint32_t>(i)));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::type_check(Op o, std::uint32_t index) {
    const std::string_view name = class_at(index, o == Op::CheckCast ? "for checkcast" : "for instanceof");
    const Reg a = sreg(pop(VT::Ref));
    const std::uint32_t k = push(o == Op::CheckCast ? VT::Ref : VT::Int);
    emit(o, o == Op::CheckCast ? Type::Ref : Type::Int, sreg(k), a).aux = add_type_name(std::string(name));
}

// --- the interpreter ---------------------------------------------------------------------

bool Lifter::execute(const bytecode::Instruction& insn) {
    const std::uint8_t opc = insn.opcode;
    switch (opc) {
        case op::nop: return false;
        case op::aconst_null: {
            Constant c;
            c.kind = Constant::Kind::Null;
            constant(VT::Ref, std::move(c));
            return false;
        }
        case op::iconst_m1: case op::iconst_0: case op::iconst_1: case op::iconst_2:
        case op::iconst_3: case op::iconst_4: case op::iconst_5:
            const_int(static_cast<std::int32_t>(opc) - op::iconst_0);
            return false;
        case op::lconst_0: case op::lconst_1: {
            Constant c;
            c.kind = Constant::Kind::Long;
            c.integer = opc - op::lconst_0;
            constant(VT::Long, std::move(c));
            return false;
        }
        case op::fconst_0: case op::fconst_1: case op::fconst_2: {
            Constant c;
            c.kind = Constant::Kind::Float;
            c.float_value = static_cast<float>(opc - op::fconst_0);
            constant(VT::Float, std::move(c));
            return false;
        }
        case op::dconst_0: case op::dconst_1: {
            Constant c;
            c.kind = Constant::Kind::Double;
            c.double_value = opc - op::dconst_0;
            constant(VT::Double, std::move(c));
            return false;
        }
        case op::bipush: case op::sipush: const_int(insn.value); return false;
        case op::ldc: case op::ldc_w: ldc(insn.index, false); return false;
        case op::ldc2_w: ldc(insn.index, true); return false;

        case op::iload: load(VT::Int, insn.index); return false;
        case op::lload: load(VT::Long, insn.index); return false;
        case op::fload: load(VT::Float, insn.index); return false;
        case op::dload: load(VT::Double, insn.index); return false;
        case op::aload: load(VT::Ref, insn.index); return false;
        case op::iload_0: case op::iload_1: case op::iload_2: case op::iload_3:
            load(VT::Int, opc - op::iload_0);
            return false;
        case op::lload_0: case op::lload_1: case op::lload_2: case op::lload_3:
            load(VT::Long, opc - op::lload_0);
            return false;
        case op::fload_0: case op::fload_1: case op::fload_2: case op::fload_3:
            load(VT::Float, opc - op::fload_0);
            return false;
        case op::dload_0: case op::dload_1: case op::dload_2: case op::dload_3:
            load(VT::Double, opc - op::dload_0);
            return false;
        case op::aload_0: case op::aload_1: case op::aload_2: case op::aload_3:
            load(VT::Ref, opc - op::aload_0);
            return false;

        case op::iaload: array_load(VT::Int, Type::Int); return false;
        case op::laload: array_load(VT::Long, Type::Long); return false;
        case op::faload: array_load(VT::Float, Type::Float); return false;
        case op::daload: array_load(VT::Double, Type::Double); return false;
        case op::aaload: array_load(VT::Ref, Type::Ref); return false;
        case op::baload: array_load(VT::Int, Type::Byte); return false;
        case op::caload: array_load(VT::Int, Type::Char); return false;
        case op::saload: array_load(VT::Int, Type::Short); return false;

        case op::istore: store(VT::Int, insn.index); return false;
        case op::lstore: store(VT::Long, insn.index); return false;
        case op::fstore: store(VT::Float, insn.index); return false;
        case op::dstore: store(VT::Double, insn.index); return false;
        case op::astore: store(VT::Ref, insn.index); return false;
        case op::istore_0: case op::istore_1: case op::istore_2: case op::istore_3:
            store(VT::Int, opc - op::istore_0);
            return false;
        case op::lstore_0: case op::lstore_1: case op::lstore_2: case op::lstore_3:
            store(VT::Long, opc - op::lstore_0);
            return false;
        case op::fstore_0: case op::fstore_1: case op::fstore_2: case op::fstore_3:
            store(VT::Float, opc - op::fstore_0);
            return false;
        case op::dstore_0: case op::dstore_1: case op::dstore_2: case op::dstore_3:
            store(VT::Double, opc - op::dstore_0);
            return false;
        case op::astore_0: case op::astore_1: case op::astore_2: case op::astore_3:
            store(VT::Ref, opc - op::astore_0);
            return false;

        case op::iastore: array_store(VT::Int, Type::Int); return false;
        case op::lastore: array_store(VT::Long, Type::Long); return false;
        case op::fastore: array_store(VT::Float, Type::Float); return false;
        case op::dastore: array_store(VT::Double, Type::Double); return false;
        case op::aastore: array_store(VT::Ref, Type::Ref); return false;
        case op::bastore: array_store(VT::Int, Type::Byte); return false;
        case op::castore: array_store(VT::Int, Type::Char); return false;
        case op::sastore: array_store(VT::Int, Type::Short); return false;

        case op::pop: pop_words(1); return false;
        case op::pop2: pop_words(2); return false;
        case op::dup: dup_family(1, 0); return false;
        case op::dup_x1: dup_family(1, 1); return false;
        case op::dup_x2: dup_family(1, 2); return false;
        case op::dup2: dup_family(2, 0); return false;
        case op::dup2_x1: dup_family(2, 1); return false;
        case op::dup2_x2: dup_family(2, 2); return false;
        case op::swap: swap(); return false;

        case op::iadd: binary(Op::Add, VT::Int); return false;
        case op::ladd: binary(Op::Add, VT::Long); return false;
        case op::fadd: binary(Op::Add, VT::Float); return false;
        case op::dadd: binary(Op::Add, VT::Double); return false;
        case op::isub: binary(Op::Sub, VT::Int); return false;
        case op::lsub: binary(Op::Sub, VT::Long); return false;
        case op::fsub: binary(Op::Sub, VT::Float); return false;
        case op::dsub: binary(Op::Sub, VT::Double); return false;
        case op::imul: binary(Op::Mul, VT::Int); return false;
        case op::lmul: binary(Op::Mul, VT::Long); return false;
        case op::fmul: binary(Op::Mul, VT::Float); return false;
        case op::dmul: binary(Op::Mul, VT::Double); return false;
        case op::idiv: binary(Op::Div, VT::Int); return false;
        case op::ldiv: binary(Op::Div, VT::Long); return false;
        case op::fdiv: binary(Op::Div, VT::Float); return false;
        case op::ddiv: binary(Op::Div, VT::Double); return false;
        case op::irem: binary(Op::Rem, VT::Int); return false;
        case op::lrem: binary(Op::Rem, VT::Long); return false;
        case op::frem: binary(Op::Rem, VT::Float); return false;
        case op::drem: binary(Op::Rem, VT::Double); return false;
        case op::ineg: unary(Op::Neg, VT::Int); return false;
        case op::lneg: unary(Op::Neg, VT::Long); return false;
        case op::fneg: unary(Op::Neg, VT::Float); return false;
        case op::dneg: unary(Op::Neg, VT::Double); return false;
        case op::ishl: shift(Op::Shl, VT::Int); return false;
        case op::lshl: shift(Op::Shl, VT::Long); return false;
        case op::ishr: shift(Op::Shr, VT::Int); return false;
        case op::lshr: shift(Op::Shr, VT::Long); return false;
        case op::iushr: shift(Op::Ushr, VT::Int); return false;
        case op::lushr: shift(Op::Ushr, VT::Long); return false;
        case op::iand: binary(Op::And, VT::Int); return false;
        case op::land: binary(Op::And, VT::Long); return false;
        case op::ior: binary(Op::Or, VT::Int); return false;
        case op::lor: binary(Op::Or, VT::Long); return false;
        case op::ixor: binary(Op::Xor, VT::Int); return false;
        case op::lxor: binary(Op::Xor, VT::Long); return false;
        case op::iinc: iinc(insn.index, insn.value); return false;

        case op::i2l: convert(VT::Int, VT::Long, Type::Long); return false;
        case op::i2f: convert(VT::Int, VT::Float, Type::Float); return false;
        case op::i2d: convert(VT::Int, VT::Double, Type::Double); return false;
        case op::l2i: convert(VT::Long, VT::Int, Type::Int); return false;
        case op::l2f: convert(VT::Long, VT::Float, Type::Float); return false;
        case op::l2d: convert(VT::Long, VT::Double, Type::Double); return false;
        case op::f2i: convert(VT::Float, VT::Int, Type::Int); return false;
        case op::f2l: convert(VT::Float, VT::Long, Type::Long); return false;
        case op::f2d: convert(VT::Float, VT::Double, Type::Double); return false;
        case op::d2i: convert(VT::Double, VT::Int, Type::Int); return false;
        case op::d2l: convert(VT::Double, VT::Long, Type::Long); return false;
        case op::d2f: convert(VT::Double, VT::Float, Type::Float); return false;
        case op::i2b: convert(VT::Int, VT::Int, Type::Byte); return false;
        case op::i2c: convert(VT::Int, VT::Int, Type::Char); return false;
        case op::i2s: convert(VT::Int, VT::Int, Type::Short); return false;

        case op::lcmp: compare(Op::Cmp, VT::Long); return false;
        case op::fcmpl: compare(Op::CmpL, VT::Float); return false;
        case op::fcmpg: compare(Op::CmpG, VT::Float); return false;
        case op::dcmpl: compare(Op::CmpL, VT::Double); return false;
        case op::dcmpg: compare(Op::CmpG, VT::Double); return false;

        case op::ifeq: if_zero(Cond::Eq, VT::Int, insn); return true;
        case op::ifne: if_zero(Cond::Ne, VT::Int, insn); return true;
        case op::iflt: if_zero(Cond::Lt, VT::Int, insn); return true;
        case op::ifge: if_zero(Cond::Ge, VT::Int, insn); return true;
        case op::ifgt: if_zero(Cond::Gt, VT::Int, insn); return true;
        case op::ifle: if_zero(Cond::Le, VT::Int, insn); return true;
        case op::if_icmpeq: if_cmp(Cond::Eq, VT::Int, insn); return true;
        case op::if_icmpne: if_cmp(Cond::Ne, VT::Int, insn); return true;
        case op::if_icmplt: if_cmp(Cond::Lt, VT::Int, insn); return true;
        case op::if_icmpge: if_cmp(Cond::Ge, VT::Int, insn); return true;
        case op::if_icmpgt: if_cmp(Cond::Gt, VT::Int, insn); return true;
        case op::if_icmple: if_cmp(Cond::Le, VT::Int, insn); return true;
        case op::if_acmpeq: if_cmp(Cond::Eq, VT::Ref, insn); return true;
        case op::if_acmpne: if_cmp(Cond::Ne, VT::Ref, insn); return true;
        case op::ifnull: if_zero(Cond::Eq, VT::Ref, insn); return true;
        case op::ifnonnull: if_zero(Cond::Ne, VT::Ref, insn); return true;
        case op::goto_: case op::goto_w: {
            const std::uint32_t key = target_key(insn.target);
            emit(Op::Goto, Type::Void);
            edge(key);
            return true;
        }
        case op::jsr: case op::jsr_w: jsr(insn); return true;
        case op::ret: ret(insn.index); return true;
        case op::tableswitch: case op::lookupswitch: switch_(insn); return true;

        case op::ireturn: return_(VT::Int); return true;
        case op::lreturn: return_(VT::Long); return true;
        case op::freturn: return_(VT::Float); return true;
        case op::dreturn: return_(VT::Double); return true;
        case op::areturn: return_(VT::Ref); return true;
        case op::return_: return_(VT::Unusable); return true;
        case op::athrow: {
            const Reg a = sreg(pop(VT::Ref));
            emit(Op::Throw, Type::Ref, kNoReg, a);
            return true;
        }

        case op::getstatic: case op::putstatic: case op::getfield: case op::putfield:
            field(opc, insn.index);
            return false;
        case op::invokevirtual: case op::invokespecial: case op::invokestatic:
        case op::invokeinterface:
            invoke(insn);
            return false;
        case op::invokedynamic: invokedynamic(insn); return false;
        case op::new_: new_object(insn.index); return false;
        case op::newarray: new_array(insn.index); return false;
        case op::anewarray: anewarray(insn.index); return false;
        case op::multianewarray: multianewarray(insn.index, insn.value); return false;
        case op::arraylength: {
            const Reg a = sreg(pop(VT::Ref));
            const std::uint32_t k = push(VT::Int);
            emit(Op::ArrayLength, Type::Int, sreg(k), a);
            return false;
        }
        case op::checkcast: type_check(Op::CheckCast, insn.index); return false;
        case op::instanceof: type_check(Op::InstanceOf, insn.index); return false;
        case op::monitorenter: case op::monitorexit: {
            const Reg a = sreg(pop(VT::Ref));
            emit(opc == op::monitorenter ? Op::MonitorEnter : Op::MonitorExit, Type::Ref, kNoReg, a);
            return false;
        }
        default:
            fail("expected a valid instruction, found an undefined or reserved opcode");
    }
}

void Lifter::interpret(std::uint32_t key) {
    BlockInfo& b = blocks_[key];
    block_ = &b;
    ctx_ = b.ctx;
    pc_ = b.pc;
    cur_.locals = b.entry.locals;
    cur_.stack = b.entry.stack;
    cur_.words = b.entry.words;
    note_height(static_cast<std::uint32_t>(cur_.stack.size()));
    emit_ = !b.emitted;
    b.emitted = true;

    if (emit_) {
        const auto& table = code_.exception_table;
        for (std::size_t i = 0; i < table.size(); ++i) {
            if (table[i].start_pc <= b.pc && b.pc < table[i].end_pc) {
                b.handlers.emplace_back(static_cast<std::uint32_t>(i), block_key(table[i].handler_pc, ctx_));
            }
        }
    }
    const bool track_handlers = !b.handlers.empty();
    if (track_handlers) handler_locals_ = cur_.locals;
    locals_dirty_ = false;

    bytecode::Instruction insn;
    std::uint32_t pc = b.pc;
    for (;;) {
        if (++work_ > kMaxWork) {
            fail(cat("expected to finish within ", kMaxWork,
                     " interpreted instructions, found more (too many inlined subroutine copies?)"));
        }
        (void)bytecode::decode(bc_, pc, insn);  // decoded fine in decode_all
        pc_ = pc;
        line_ = code_.line_at(pc);
        if (track_handlers && locals_dirty_) {
            for (std::size_t i = 0; i < handler_locals_.size(); ++i) {
                if (!(handler_locals_[i] == cur_.locals[i])) handler_locals_[i] = Val{};
            }
            locals_dirty_ = false;
        }
        if (execute(insn)) break;
        const std::uint32_t next = pc + insn.length;
        if (next >= bc_.size()) {
            fail("expected another instruction after this one, found the end of the code (execution falls off the end)");
        }
        if (flags_[next] & kLeader) {
            const std::uint32_t succ = block_key(next, ctx_);
            emit(Op::Goto, Type::Void);
            edge(succ);
            break;
        }
        pc = next;
    }

    if (track_handlers) {
        handler_frame_.locals = handler_locals_;
        handler_frame_.stack.assign(1, Val{VT::Ref, 0});
        handler_frame_.words = 1;
        for (const auto& [index, handler_key] : b.handlers) {
            (void)index;
            if (max_stack_ < 1) {
                fail_at(blocks_[handler_key].pc, "expected max_stack >= 1 to hold the caught exception, found 0");
            }
            flow(handler_key, handler_frame_, true);
        }
    }
}

Function Lifter::run() {
    if (bc_.empty()) fail_method("expected a non-empty code array, found code_length 0");
    if (bc_.size() > 65535) fail_method(cat("expected code_length <= 65535, found ", bc_.size()));
    Frame initial;
    setup_signature(initial);
    decode_all();
    check_exception_table();
    root_keys_.assign(bc_.size(), 0);
    contexts_.emplace_back();  // the top-level context

    pc_ = 0;
    const std::uint32_t entry = block_key(0, 0);
    flow(entry, initial, false);
    while (!worklist_.empty()) {
        const auto key = static_cast<std::uint32_t>(worklist_.top() & 0xffffffffu);
        worklist_.pop();
        blocks_[key].queued = false;
        interpret(key);
    }
    return finish();
}

Function Lifter::finish() {
    struct Slot {
        std::uint32_t key;
        bool synthetic;  // the `caught; goto` block in front of a handler also reached normally
    };
    std::vector<Slot> order;
    order.reserve(blocks_.size() + 4);
    for (std::uint32_t key = 0; key < blocks_.size(); ++key) {
        order.push_back(Slot{key, false});
        const BlockInfo& b = blocks_[key];
        if (b.handler_entry && b.normal_entry) order.push_back(Slot{key, true});
    }
    std::sort(order.begin(), order.end(), [&](const Slot& x, const Slot& y) {
        const BlockInfo& a = blocks_[x.key];
        const BlockInfo& b = blocks_[y.key];
        if (a.pc != b.pc) return a.pc < b.pc;
        if (a.ctx != b.ctx) return contexts_[a.ctx].chain < contexts_[b.ctx].chain;
        return x.synthetic < y.synthetic;
    });
    constexpr BlockId kNone = UINT32_MAX;
    std::vector<BlockId> main_id(blocks_.size(), kNone);
    std::vector<BlockId> handler_id(blocks_.size(), kNone);
    for (std::size_t i = 0; i < order.size(); ++i) {
        (order[i].synthetic ? handler_id : main_id)[order[i].key] = static_cast<BlockId>(i);
    }
    for (std::size_t key = 0; key < blocks_.size(); ++key) {
        if (handler_id[key] == kNone) handler_id[key] = main_id[key];
    }

    const Reg exception_reg = max_locals_;
    fn_.blocks.resize(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        BlockInfo& info = blocks_[order[i].key];
        Block& block = fn_.blocks[i];
        block.id = static_cast<BlockId>(i);
        block.start_pc = info.pc;
        Instr caught;
        caught.op = Op::CaughtException;
        caught.type = Type::Ref;
        caught.dst = exception_reg;
        caught.pc = info.pc;
        caught.line = code_.line_at(info.pc);
        if (order[i].synthetic) {
            Instr jump = caught;
            jump.op = Op::Goto;
            jump.type = Type::Void;
            jump.dst = kNoReg;
            block.instrs = {caught, jump};
            block.successors = {main_id[order[i].key]};
            continue;
        }
        if (info.handler_entry && !info.normal_entry) {
            block.instrs.reserve(info.instrs.size() + 1);
            block.instrs.push_back(caught);
            block.instrs.insert(block.instrs.end(), info.instrs.begin(), info.instrs.end());
        } else {
            block.instrs = std::move(info.instrs);
        }
        block.successors.reserve(info.succ.size());
        for (std::uint32_t key : info.succ) block.successors.push_back(main_id[key]);
        block.handlers.reserve(info.handlers.size());
        for (const auto& [index, key] : info.handlers) {
            Handler handler;
            const std::uint16_t catch_type = code_.exception_table[index].catch_type;
            if (catch_type != 0) handler.catch_type = std::string(cp_.class_name(catch_type));
            handler.block = handler_id[key];
            block.handlers.push_back(std::move(handler));
        }
    }
    for (SwitchTable& table : fn_.switches) {
        table.default_target = main_id[table.default_target];
        for (auto& entry : table.cases) entry.second = main_id[entry.second];
    }
    fn_.num_regs = max_locals_ + max_height_;
    return std::move(fn_);
}

}  // namespace

Result<Function> lift(const classfile::ClassFile& cls, const classfile::Method& method) {
    if (!method.code) {
        return Error{cat(cls.name, ".", method.name, method.descriptor, ": expected a Code attribute, found none")};
    }
    try {
        Lifter lifter(cls, method, *method.code);
        return lifter.run();
    } catch (const Failure& failure) {
        return Error{failure.message};
    } catch (const std::bad_alloc&) {
        return Error{cat(cls.name, ".", method.name, method.descriptor, ": out of memory while lifting")};
    }
}

}  // namespace symcrete::ir
