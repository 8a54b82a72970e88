// Converting a value between a primitive and a reference type, or between
// primitives, as the JDK's method-handle adapters do (boxing, unboxing,
// primitive widening): for lambdas (invokedynamic.cpp) and for reflective
// calls (intrinsics_reflection.cpp). Private to src/engine.
#pragma once

#include "intrinsics.h"

namespace symcrete::engine {

// `value`, of descriptor type `from` ('I', 'L', '[' ...), as type `to`: a
// primitive boxed by its box's valueOf, a box unboxed by its own xxxValue
// (null throws NullPointerException) and then widened, a primitive
// widened. The caller has checked that the conversion is one Java allows.
Value adapt_value(IntrinsicHost& host, State& state, Value value, char from, char to);

}  // namespace symcrete::engine
