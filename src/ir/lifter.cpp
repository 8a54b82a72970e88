// The bytecode-to-IR lifter: setup and checks before interpretation, errors,
// constant-pool access, the driver (run, finish) and the public entry point.
// See lifter_detail.h for how the lifter is split and the overview of the algorithm.
#include "lifter_detail.h"

#include <algorithm>

namespace symcrete::ir {
namespace detail {

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

    // JVM instructions starting before each pc: a block's count of them up
    // to an instruction is a difference of two of these.
    std::vector<std::uint32_t> starts_before(bc_.size() + 1, 0);
    for (std::size_t pc = 0; pc < bc_.size(); ++pc) starts_before[pc + 1] = starts_before[pc] + ((flags_[pc] & kBoundary) ? 1 : 0);
    const auto count_bytecodes = [&](Block& block) {
        for (Instr& instr : block.instrs)
            instr.bytecodes_through = static_cast<std::uint16_t>(starts_before[instr.pc + 1] - starts_before[block.start_pc]);
        block.bytecodes = block.instrs.empty() ? 0 : block.instrs.back().bytecodes_through;
    };

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
            continue;  // counts nothing: the block it goes to counts the handler's instructions
        }
        if (info.handler_entry && !info.normal_entry) {
            block.instrs.reserve(info.instrs.size() + 1);
            block.instrs.push_back(caught);
            block.instrs.insert(block.instrs.end(), info.instrs.begin(), info.instrs.end());
        } else {
            block.instrs = std::move(info.instrs);
        }
        count_bytecodes(block);
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
    fn_.num_locals = max_locals_;
    return std::move(fn_);
}

}  // namespace detail

Result<Function> lift(const classfile::ClassFile& cls, const classfile::Method& method) {
    if (!method.code) {
        return Error{detail::cat(cls.name, ".", method.name, method.descriptor, ": expected a Code attribute, found none")};
    }
    try {
        detail::Lifter lifter(cls, method, *method.code);
        return lifter.run();
    } catch (const detail::Failure& failure) {
        return Error{failure.message};
    } catch (const std::bad_alloc&) {
        return Error{detail::cat(cls.name, ".", method.name, method.descriptor, ": out of memory while lifting")};
    }
}

}  // namespace symcrete::ir
