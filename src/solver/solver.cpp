// Solver-independent parts of solver.h.
#include "solver/solver.h"

namespace symcrete::solver {

const char* to_string(SatResult result) {
    switch (result) {
        case SatResult::Sat: return "sat";
        case SatResult::Unsat: return "unsat";
        case SatResult::Unknown: return "unknown";
    }
    return "?";
}

std::vector<const expr::Expr*> Query::conjuncts() const {
    std::vector<const expr::Expr*> all = constraints;
    if (condition != nullptr) all.push_back(condition);
    return all;
}

}  // namespace symcrete::solver
