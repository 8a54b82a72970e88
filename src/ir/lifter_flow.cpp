// The lifter's blocks and flow: block keys per (pc, context), merging entry
// states, the worklist interpretation of a block, and emitting IR.
#include "lifter_detail.h"

#include <algorithm>

namespace symcrete::ir::detail {

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

}  // namespace symcrete::ir::detail
