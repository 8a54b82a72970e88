// Evaluates expressions under a concrete assignment of their inputs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <array>
#include <map>
#include <memory_resource>
#include <unordered_map>
#include <utility>
#include <vector>

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

// Evaluates expressions under one assignment, remembering the value of
// every node it computed: conjuncts that share subterms (the stores of one
// array, a running sum) are computed once across all of them. Iterative, so
// deep DAGs are fine.
//
// An evaluator lives for one check (a branch condition under a path's model,
// a cached model against a query), so its memo is allocated from an arena
// that starts in the object itself and is freed all at once: node by node,
// malloc and free took a third of the time of explorations with many short
// paths.
class Evaluator {
public:
    // Node values by node: what value() computed so far.
    using Memo = std::pmr::unordered_map<const Expr*, std::uint64_t>;

    explicit Evaluator(const Assignment& assignment) : assignment_(assignment) {}
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;
    // The concrete value of `e` (a Value of the kind matching its sort).
    Value value(const Expr* e);
    // Nodes computed so far: the cost of the evaluations, for budgets.
    std::size_t nodes_computed() const { return memo_.size(); }

private:
    const Assignment& assignment_;
    std::array<std::byte, 2048> first_block_;  // before the arena asks the heap
    std::pmr::monotonic_buffer_resource arena_{first_block_.data(), first_block_.size()};
    Memo memo_{&arena_};
    // Nodes still to compute, each with whether its operands were pushed.
    std::pmr::vector<std::pair<const Expr*, bool>> stack_{&arena_};
};

// The concrete value of `e`, by an Evaluator of its own.
Value evaluate(const Expr* e, const Assignment& assignment);

}  // namespace symcrete::expr
