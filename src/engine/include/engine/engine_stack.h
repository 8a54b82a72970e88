// What an engine runs on, built the one way the commands build it: the
// Program over a class path, an expression context, and a solver chain
// (solver/solver_chain.h), constructed in that order and destroyed in the
// reverse one. An Engine borrows all three.
#pragma once

#include <memory>

#include "classfile/class_path.h"
#include "engine/program.h"
#include "expr/expr.h"
#include "solver/solver.h"
#include "solver/solver_chain.h"

namespace symcrete::engine {

struct EngineStack {
    // `class_path` must outlive the stack; `layers` picks the solver chain's layers.
    explicit EngineStack(classfile::ClassPath& class_path, const solver::ChainOptions& layers = {});
    EngineStack(const EngineStack&) = delete;
    EngineStack& operator=(const EngineStack&) = delete;

    Program program;
    expr::ExprContext context;
    std::unique_ptr<solver::Solver> solver;
};

}  // namespace symcrete::engine
