// Examples of the records a class's methods take, gathered before its
// methods are explored (input_examples.cpp). Private to src/testgen.
#pragma once

#include <cstdint>

#include "generation_context.h"

namespace symcrete::testgen::generation_detail {

// Explores the canonical constructor of each application record the class's
// methods and constructors take (and the records those take, first), with
// at most `work` units in all, and adds the objects it accepted to
// generation.examples: the methods' paths may then take them ready-made
// beside fresh ones (engine::InputExamples). The work it spent.
std::uint64_t gather_input_examples(GenerationContext& generation, std::uint64_t work);

}  // namespace symcrete::testgen::generation_detail
