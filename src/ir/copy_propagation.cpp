// The pass of copy_propagation.h in three steps. A forward walk per block makes
// uses of a stack register that holds a copy read its source while neither is
// overwritten. A liveness fixpoint over stack registers only (locals always
// count as live; handler edges count as successors) finds what later blocks
// read. A backward walk per block then drops dead copies into stack registers
// and folds `s = op ...; L = move s` into `L = op ...` when s is dead
// afterwards.
#include "ir/copy_propagation.h"

#include <algorithm>
#include <vector>

namespace symcrete::ir {

namespace {

bool defines(const Instr& instr) { return instr.dst != kNoReg; }

// Backward liveness of stack registers (locals are always treated as live):
// which stack registers some successor may read before writing them.
std::vector<std::vector<bool>> stack_live_out(Function& fn) {
    const std::size_t n = fn.blocks.size();
    std::vector<std::vector<bool>> use(n, std::vector<bool>(fn.num_regs)), def = use, live_in = use, live_out = use;
    for (std::size_t b = 0; b < n; ++b) {
        for (Instr& instr : fn.blocks[b].instrs) {
            for_each_use(fn, instr, [&](Reg& r) {
                if (r >= fn.num_locals && !def[b][r]) use[b][r] = true;
            });
            if (defines(instr) && instr.dst >= fn.num_locals) def[b][instr.dst] = true;
        }
        live_in[b] = use[b];
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t b = n; b-- > 0;) {
            const Block& block = fn.blocks[b];
            std::vector<bool> out(fn.num_regs);
            auto merge = [&](BlockId s) {
                for (Reg r = fn.num_locals; r < fn.num_regs; ++r)
                    if (live_in[s][r]) out[r] = true;
            };
            for (BlockId s : block.successors) merge(s);
            for (const Handler& h : block.handlers) merge(h.block);
            if (out == live_out[b]) continue;
            live_out[b] = out;
            for (Reg r = fn.num_locals; r < fn.num_regs; ++r) {
                bool in = use[b][r] || (out[r] && !def[b][r]);
                if (in && !live_in[b][r]) {
                    live_in[b][r] = true;
                    changed = true;
                }
            }
        }
    }
    return live_out;
}

// Forward: uses of a stack register that holds a copy read the original
// instead, while neither is overwritten.
void substitute(Function& fn, Block& block) {
    std::vector<Reg> copy_of(fn.num_regs, kNoReg);
    std::vector<Reg> copied;  // stack registers currently holding a copy
    for (Instr& instr : block.instrs) {
        for_each_use(fn, instr, [&](Reg& r) {
            if (copy_of[r] != kNoReg) r = copy_of[r];
        });
        if (!defines(instr)) continue;
        const Reg d = instr.dst;
        // The write ends every copy of d and d's own copy.
        std::erase_if(copied, [&](Reg s) {
            if (s != d && copy_of[s] != d) return false;
            copy_of[s] = kNoReg;
            return true;
        });
        if (instr.op == Op::Move && d >= fn.num_locals && instr.a != d) {
            copy_of[d] = instr.a;
            copied.push_back(d);
        }
    }
}

// Backward: drop copies into stack registers nobody reads, and let an
// instruction whose stack result is only stored to a local write the local.
void eliminate(Function& fn, Block& block, std::vector<bool> live) {
    std::vector<Instr> kept;
    kept.reserve(block.instrs.size());
    auto is_live = [&](Reg r) { return r < fn.num_locals || live[r]; };
    for (std::size_t i = block.instrs.size(); i-- > 0;) {
        Instr instr = block.instrs[i];
        if (instr.op == Op::Move && instr.dst >= fn.num_locals && !is_live(instr.dst)) continue;
        if (instr.op == Op::Move && instr.dst < fn.num_locals && instr.a >= fn.num_locals && !live[instr.a] && i > 0 &&
            block.instrs[i - 1].dst == instr.a && block.instrs[i - 1].op != Op::CaughtException) {
            // `s = op ...; L = move s` with s dead afterwards: `L = op ...`.
            block.instrs[i - 1].dst = instr.dst;
            continue;
        }
        if (defines(instr) && instr.dst >= fn.num_locals) live[instr.dst] = false;
        for_each_use(fn, instr, [&](Reg& r) {
            if (r >= fn.num_locals) live[r] = true;
        });
        kept.push_back(instr);
    }
    std::reverse(kept.begin(), kept.end());
    block.instrs = std::move(kept);
}

}  // namespace

void propagate_copies(Function& fn) {
    if (fn.num_locals == 0 && fn.num_regs == 0) return;
    for (Block& block : fn.blocks) substitute(fn, block);
    std::vector<std::vector<bool>> live_out = stack_live_out(fn);
    for (std::size_t b = 0; b < fn.blocks.size(); ++b) eliminate(fn, fn.blocks[b], live_out[b]);
}

}  // namespace symcrete::ir
