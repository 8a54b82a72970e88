// jsr/ret: a jsr enters a new subroutine context and a ret returns to the pc
// after the jsr that entered it, so each call site gets its own copy.
#include "lifter_detail.h"

#include <algorithm>

namespace symcrete::ir::detail {

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

}  // namespace symcrete::ir::detail
