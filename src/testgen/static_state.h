// The class's static state that tests restore before each one
// (static_state.cpp): a test may leave a static field changed for the next.
// Private to src/testgen.
#pragma once

#include <optional>
#include <string>

#include "generation_context.h"

namespace symcrete::testgen::generation_detail {

// What the tests restore before each one: every non-final primitive static
// the class assigns, set back to its value after class initialisation (the
// state each path was explored from). Added to the result's suite; why none
// could be, if so (the class's initialiser could not run in the engine).
std::optional<std::string> collect_static_state(GenerationContext& generation);

}  // namespace symcrete::testgen::generation_detail
