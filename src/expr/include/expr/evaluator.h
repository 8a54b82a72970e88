// Evaluates expressions under a concrete assignment of their inputs.
#pragma once

#include <cstdint>
#include <map>
#include <unordered_map>

#include "expr/expr.h"
#include "expr/value.h"

namespace symcrete::expr {

// The value of an array input: the elements a model names, and one value
// for every other index (SMT arrays are total).
struct ArrayValue {
    std::uint64_t otherwise = 0;
    std::map<std::int32_t, std::uint64_t> elements;
    std::uint64_t at(std::int32_t index) const {
        auto it = elements.find(index);
        return it == elements.end() ? otherwise : it->second;
    }
    friend bool operator==(const ArrayValue&, const ArrayValue&) = default;
};

// Values of inputs by var id, as raw bits (Bool 0/1, I32 zero-extended,
// floats as their IEEE bit patterns), and of array inputs. Inputs without a
// value read as 0 (every element, for arrays).
class Assignment {
public:
    void set(const Expr* var, std::uint64_t bits) { values_[var->bits()] = bits; }
    void set_id(std::uint64_t var_id, std::uint64_t bits) { values_[var_id] = bits; }
    std::uint64_t get(const Expr* var) const;
    bool has(const Expr* var) const { return values_.count(var->bits()) != 0; }
    const std::unordered_map<std::uint64_t, std::uint64_t>& values() const { return values_; }

    void set_array(const Expr* var, ArrayValue value) { arrays_[var->bits()] = std::move(value); }
    const ArrayValue& array(const Expr* var) const;
    bool has_array(const Expr* var) const { return arrays_.count(var->bits()) != 0; }
    const std::unordered_map<std::uint64_t, ArrayValue>& arrays() const { return arrays_; }

    // This assignment with every input `newer` gives taking newer's value:
    // a model of a later query overrides, and inputs it did not mention
    // keep the values they had (a partial model never resets them to 0).
    void merge(const Assignment& newer);

private:
    std::unordered_map<std::uint64_t, std::uint64_t> values_;
    std::unordered_map<std::uint64_t, ArrayValue> arrays_;
};

// The concrete value of `e` (a Value of the kind matching its sort).
// Iterative with memoisation, so deep or heavily shared DAGs are fine.
Value evaluate(const Expr* e, const Assignment& assignment);

}  // namespace symcrete::expr
