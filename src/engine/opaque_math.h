// Java's Math and StrictMath functions as opaque calls in expressions
// (expr/opaque_function.h): a symbolic argument no longer pins, the call
// stays in the path condition, and the concolic walk searches it by running
// the function. Ids name the engine's functions; install() gives the expr
// library their implementation (the same code the intrinsics run
// concretely, so evaluating a call and running it agree by construction).
#pragma once

#include <cstdint>

#include "java_math.h"
#include "strict_math.h"

namespace symcrete::engine::opaque_math {

std::uint32_t id(java_math::Function f);
std::uint32_t id(strict_math::Function f);
inline constexpr std::uint32_t kSqrt = 0x300;
// cbrt and hypot (Math and StrictMath alike): Java code in JDK 17 (FdLibm),
// made opaque calls only for symbolic arguments in verdicts, where the
// code's bit manipulation would pin them. Computed here in extended
// precision and rounded, within an ulp of fdlibm's (both are within one of
// the exact value), so specified_math's latitude covers both.
inline constexpr std::uint32_t kCbrt = 0x301;
inline constexpr std::uint32_t kHypot = 0x302;

// Installs the implementation in the expr library (idempotent; every
// Interpreter does on construction).
void install();

}  // namespace symcrete::engine::opaque_math
