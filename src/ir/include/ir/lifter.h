// Lifting JVM bytecode into the register IR (ir.h).
#pragma once

#include "classfile/class_file.h"
#include "ir/ir.h"
#include "support/result.h"

namespace symcrete::ir {

// Lifts one method that has a Code attribute. Abstract interpretation over the
// bytecode checks stack discipline (no underflow, no overflow of max_stack,
// equal heights where paths meet) and operand types (int/long/float/double/
// reference/return address), resolves every stack slot to a register, splits
// blocks at branch targets and try-range boundaries, and inlines jsr/ret
// subroutines. Any inconsistency is an Error naming the class, the method,
// the pc and what was expected; never a crash.
Result<Function> lift(const classfile::ClassFile& cls, const classfile::Method& method);

}  // namespace symcrete::ir
