// The engine stack (engine_stack.h): `symcrete run`, gen's and check's class
// exploration and the SV-COMP verifier each need a Program, an expression
// context and a solver chain for one class path, made in the same order; this
// is that construction, once.
#include "engine/engine_stack.h"

namespace symcrete::engine {

EngineStack::EngineStack(classfile::ClassPath& class_path, const solver::ChainOptions& layers)
    : program(class_path), solver(solver::make_solver_chain(layers)) {}

}  // namespace symcrete::engine
