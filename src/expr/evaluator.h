// Evaluates expressions under a concrete assignment of their inputs.
#pragma once

#include <cstdint>
#include <unordered_map>

#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {

// Values of inputs by var id, as raw bits (Bool 0/1, I32 zero-extended,
// floats as their IEEE bit pattern). Inputs without a value read as 0.
class Assignment {
public:
    void set(const Expr* var, std::uint64_t bits) { values_[var->bits()] = bits; }
    void set_id(std::uint64_t var_id, std::uint64_t bits) { values_[var_id] = bits; }
    std::uint64_t get(const Expr* var) const;
    bool has(const Expr* var) const { return values_.count(var->bits()) != 0; }
    const std::unordered_map<std::uint64_t, std::uint64_t>& values() const { return values_; }

private:
    std::unordered_map<std::uint64_t, std::uint64_t> values_;
};

// The concrete value of `e` (a Value of the kind matching its sort).
// Iterative with memoisation, so deep or heavily shared DAGs are fine.
Value evaluate(const Expr* e, const Assignment& assignment);

}  // namespace symcrete::expr
