// Mutation operators on lifted code: the small faults mutation analysis
// plants in the class under test to measure how many of them its tests
// notice. Each mutant changes one bytecode instruction (as seen in the IR it
// lifts to), as PIT's default operators do:
//   - arithmetic: + and -, * and /, % to *, & and |, ^ to &, << and >>,
//     >>> to <<, and a negation removed;
//   - comparison: the condition of a branch negated (== and !=, < and >=,
//     > and <=), or its boundary moved (< and <=, > and >=);
//   - constants: an int or long constant 0 to 1, 1 to 0, else c to c + 1;
//     a float or double constant c to c + 1;
//   - calls: a call returning nothing (or a primitive) removed (its result
//     taken as 0); constructors are kept;
//   - return values: a primitive returned is changed (x ^ 1 for integral
//     types and boolean, x + 1 for floating types), a reference becomes null.
// Mutants are listed in a fixed order (block, instruction, operator) so a
// mutation score is reproducible.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace symcrete::ir {

enum class MutationOperator : std::uint8_t {
    Arithmetic,      // an arithmetic, bitwise or shift operator replaced, or a negation removed
    NegatedCondition,
    ConditionalBoundary,
    Constant,
    RemovedCall,
    ReturnValue,
};
const char* to_string(MutationOperator op);  // "arithmetic", "negated condition", ...
inline constexpr std::size_t kMutationOperatorCount = 6;

struct Mutation {
    MutationOperator op = MutationOperator::Arithmetic;
    BlockId block = 0;
    std::uint32_t index = 0;  // instruction within the block
    // The replacement: an operator (Arithmetic), a condition (the two
    // condition operators); unused by the others.
    Op new_op = Op::Move;
    Cond new_cond = Cond::Eq;
    std::uint32_t pc = 0;    // of the instruction changed
    std::uint32_t line = 0;  // its source line, 0 if unknown
    std::string description;  // "replaced + with -", "negated the condition (< to >=)", ...
    friend bool operator==(const Mutation&, const Mutation&) = default;
};

// The mutations of `fn`, in block, instruction and operator order.
std::vector<Mutation> mutations_of(const Function& fn);

// A copy of `fn` with `mutation` (one of mutations_of(fn)) applied.
Function mutate(const Function& fn, const Mutation& mutation);

// A deep copy of a function (its cached analyses are not copied).
Function copy_function(const Function& fn);

}  // namespace symcrete::ir
