// A readable text form of lifted IR, for `symcrete inspect --ir` and tests.
#pragma once

#include <string>

#include "ir/ir.h"

namespace symcrete::ir {

std::string print(const Function& function);
std::string print(const Function& function, const Instr& instr);  // one instruction, no newline

}  // namespace symcrete::ir
