// Evaluation of expressions under an assignment, by the same concrete
// operations as constant folding and the Value fast path (internal.h). The
// walk is a post-order over an explicit stack with one memo entry per node,
// so depth costs heap, not stack, and shared nodes are computed once.
#include "expr/evaluator.h"

#include <bit>

#include "expr/opaque_function.h"

#include <cassert>
#include <unordered_map>
#include <vector>

#include "internal.h"

namespace symcrete::expr {

std::uint64_t Assignment::get(const Expr* var) const {
    auto it = values_.find(var->bits());
    return it == values_.end() ? 0 : it->second;
}

const ArrayValue& Assignment::array(const Expr* var) const {
    static const ArrayValue kZeros;
    auto it = arrays_.find(var->bits());
    return it == arrays_.end() ? kZeros : it->second;
}

void Assignment::merge(const Assignment& newer) {
    for (const auto& [id, bits] : newer.values_) values_[id] = bits;
    for (const auto& [id, array] : newer.arrays_) arrays_[id] = array;
}

namespace {

// The element at `index` of an array-sorted expression: through its stores,
// newest first, down to an input array.
std::uint64_t select_element(const Expr* array, std::uint64_t index, const Assignment& assignment,
                             const Evaluator::Memo& memo) {
    while (array->kind() == Kind::Store) {
        if (memo.at(array->operand(1)) == index) return memo.at(array->operand(2));
        array = array->operand(0);
    }
    if (array->is_const()) return array->bits();  // filled_array: every element the same
    assert(array->is_var());
    return detail::normalize_bits(element_sort(array->sort()),
                                  assignment.array(array).at(static_cast<std::int32_t>(static_cast<std::uint32_t>(index))));
}

std::uint64_t compute(const Expr* e, const Assignment& assignment, const Evaluator::Memo& memo) {
    auto value = [&memo](const Expr* operand) { return memo.at(operand); };
    switch (e->kind()) {
        case Kind::Const: return e->bits();
        case Kind::Var: return detail::normalize_bits(e->sort(), assignment.get(e));
        case Kind::Neg:
        case Kind::Not:
        case Kind::ToByte:
        case Kind::ToChar:
        case Kind::ToShort: return detail::apply_unary(e->kind(), e->operand(0)->sort(), value(e->operand(0)));
        case Kind::Convert:
            return detail::apply_convert(e->operand(0)->sort(), e->sort(), value(e->operand(0)));
        case Kind::Ite: return value(e->operand(0)) != 0 ? value(e->operand(1)) : value(e->operand(2));
        case Kind::Select: return select_element(e->operand(0), value(e->operand(1)), assignment, memo);
        case Kind::Store: return 0;  // array-sorted: read only through Select
        case Kind::Call: {
            const double x = std::bit_cast<double>(value(e->operand(0)));
            const double y = e->arity() > 1 ? std::bit_cast<double>(value(e->operand(1))) : 0.0;
            return std::bit_cast<std::uint64_t>(call_opaque(static_cast<std::uint32_t>(e->bits()), x, y));
        }
        default:
            return detail::apply_binary(e->kind(), e->operand(0)->sort(), value(e->operand(0)),
                                        value(e->operand(1)));
    }
}

}  // namespace

Value Evaluator::value(const Expr* e) {
    // (node, operands pushed?) pairs.
    std::vector<std::pair<const Expr*, bool>> stack;
    stack.emplace_back(e, false);
    while (!stack.empty()) {
        auto [node, expanded] = stack.back();
        if (expanded) {
            stack.pop_back();
            memo_.emplace(node, compute(node, assignment_, memo_));
            continue;
        }
        if (memo_.count(node) != 0) {
            stack.pop_back();
            continue;
        }
        stack.back().second = true;
        for (unsigned i = node->arity(); i-- > 0;) {
            if (memo_.count(node->operand(i)) == 0) stack.emplace_back(node->operand(i), false);
        }
    }
    return Value::of_bits(kind_of(e->sort()), memo_.at(e));
}

Value evaluate(const Expr* e, const Assignment& assignment) { return Evaluator(assignment).value(e); }

}  // namespace symcrete::expr
