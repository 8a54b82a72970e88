// Removes the register copies that lifting leaves between locals and stack
// values. The lifter mirrors the operand stack one-for-one, so `x = a + b`
// lifts to four instructions (two loads into stack registers, the add, a
// store back); after this pass it is one. Only copies into stack registers
// are removed, and only where no later instruction or successor block reads
// them, so locals hold the same values at every instruction that can throw:
// exception handlers and stack traces see what they would have seen.
// Blocks, their order and successors are unchanged (coverage edges and loop
// analyses refer to them), and every kept instruction keeps its pc and line.
#pragma once

#include "ir/ir.h"

namespace symcrete::ir {

void propagate_copies(Function& fn);

}  // namespace symcrete::ir
