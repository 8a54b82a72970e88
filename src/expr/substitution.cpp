// substitute() (substitution.h): a post-order walk of the DAG with an
// explicit stack, each node rebuilt once from its rebuilt operands.
#include "expr/substitution.h"

#include <cassert>
#include <utility>
#include <vector>

namespace symcrete::expr {

namespace {

// The node of `e`'s kind over `operands` (already rebuilt), through the
// smart constructor that kind is made by.
const Expr* rebuild(ExprContext& context, const Expr* e, const Expr* const* operands) {
    switch (e->kind()) {
        case Kind::Const:
        case Kind::Var: return e;
        case Kind::Neg:
        case Kind::Not:
        case Kind::ToByte:
        case Kind::ToChar:
        case Kind::ToShort: return context.unary(e->kind(), operands[0]);
        case Kind::Convert: return context.convert(e->sort(), operands[0]);
        case Kind::Ite: return context.ite(operands[0], operands[1], operands[2]);
        case Kind::Select: return context.select(operands[0], operands[1]);
        case Kind::Store: return context.store(operands[0], operands[1], operands[2]);
        case Kind::Call:
            return context.call(static_cast<std::uint32_t>(e->bits()), operands[0], e->arity() > 1 ? operands[1] : nullptr);
        default: return context.binary(e->kind(), operands[0], operands[1]);
    }
}

}  // namespace

const Expr* substitute(ExprContext& context, const Expr* e, const Substitution& replacements) {
    if (replacements.empty()) return e;
    std::unordered_map<const Expr*, const Expr*> done;
    // (node, operands pushed): a node is rebuilt on its second visit.
    std::vector<std::pair<const Expr*, bool>> stack{{e, false}};
    while (!stack.empty()) {
        auto [node, expanded] = stack.back();
        if (done.count(node) != 0) {
            stack.pop_back();
            continue;
        }
        if (node->is_var()) {
            const auto replacement = replacements.find(node);
            assert(replacement == replacements.end() || replacement->second->sort() == node->sort());
            done.emplace(node, replacement == replacements.end() ? node : replacement->second);
            stack.pop_back();
            continue;
        }
        if (!expanded) {
            stack.back().second = true;
            for (unsigned i = 0; i < node->arity(); ++i)
                if (done.count(node->operand(i)) == 0) stack.emplace_back(node->operand(i), false);
            continue;
        }
        stack.pop_back();
        const Expr* operands[3] = {nullptr, nullptr, nullptr};
        bool changed = false;
        for (unsigned i = 0; i < node->arity(); ++i) {
            operands[i] = done.at(node->operand(i));
            changed = changed || operands[i] != node->operand(i);
        }
        done.emplace(node, changed ? rebuild(context, node, operands) : node);
    }
    return done.at(e);
}

}  // namespace symcrete::expr
