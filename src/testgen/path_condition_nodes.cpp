// Rendered nodes (RNodes): a plan with the ids of its rendered operands,
// interned, so that two conditions that print the same are one node -- the
// deduplication after normalisation. Making a node simplifies it where its
// operands are known: true/false fold through !, &&, ||, ?: and ==, double
// negations cancel, and the parentheses each operand needs are fixed. build
// walks the expression DAG with an explicit stack, each (node, mode) once.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "path_condition_renderer.h"

namespace symcrete::testgen::path_condition_detail {

std::uint32_t Renderer::intern(RNode n) {
    std::string key;
    key += static_cast<char>(n.op);
    key += static_cast<char>(n.prec);
    key += static_cast<char>(n.sort);
    for (const std::string& piece : n.pieces) {
        key += piece;
        key += '\x01';
    }
    for (std::size_t i = 0; i < n.children.size(); ++i) {
        key.append(reinterpret_cast<const char*>(&n.children[i]), sizeof n.children[i]);
        key += static_cast<char>(n.min_prec[i]);
    }
    auto [it, inserted] = interned_.emplace(std::move(key), static_cast<std::uint32_t>(nodes_.size()));
    if (inserted) nodes_.push_back(std::move(n));
    return it->second;
}

std::uint32_t Renderer::make(const Plan& p, const std::vector<std::uint32_t>& c) {
    switch (p.op) {
        case Op::Alias: return c[0];
        case Op::True: return kTrueNode;
        case Op::False: return kFalseNode;
        case Op::Not:
            if (c[0] == kTrueNode) return kFalseNode;
            if (c[0] == kFalseNode) return kTrueNode;
            if (nodes_[c[0]].op == Op::Not) return nodes_[c[0]].children[0];
            break;
        case Op::And:
            if (c[0] == kFalseNode || c[1] == kFalseNode) return kFalseNode;
            if (c[0] == kTrueNode) return c[1];
            if (c[1] == kTrueNode || c[0] == c[1]) return c[0];
            break;
        case Op::Or:
            if (c[0] == kTrueNode || c[1] == kTrueNode) return kTrueNode;
            if (c[0] == kFalseNode) return c[1];
            if (c[1] == kFalseNode || c[0] == c[1]) return c[0];
            break;
        case Op::Ite:
            if (c[0] == kTrueNode) return c[1];
            if (c[0] == kFalseNode || c[1] == c[2]) return c[2];
            break;
        case Op::BoolEq:
        case Op::BoolNe: {
            // A side the parameter types decided: the other side or its negation.
            const bool eq = p.op == Op::BoolEq;
            for (int side = 0; side < 2; ++side) {
                const std::uint32_t known = c[side];
                const std::uint32_t other = c[1 - side];
                if (known != kTrueNode && known != kFalseNode) continue;
                return (known == kTrueNode) == eq ? other : negation(other);
            }
            if (c[0] == c[1]) return eq ? kTrueNode : kFalseNode;
            break;
        }
        case Op::Generic: break;
    }
    RNode n;
    n.op = p.op;
    n.prec = p.prec;
    n.sort = p.sort;
    n.pieces = p.pieces;
    n.children = c;
    for (std::size_t i = 0; i < c.size(); ++i) {
        int m = p.slots[i].min_prec;
        const RNode& child = nodes_[c[i]];
        const std::string& before = p.pieces[i];
        // "-" before "-x" would read as a decrement.
        if (!before.empty() && (before.back() == '-' || before.back() == '+') && child.first == before.back()) {
            m = kPrimary;
        }
        // a || (b && c): legal without the parentheses, clearer with them.
        if (p.op == Op::Or && child.op == Op::And) m = kPrimary;
        n.min_prec.push_back(m);
    }
    if (!n.pieces[0].empty()) {
        n.first = n.pieces[0][0];
    } else if (!c.empty()) {
        n.first = nodes_[c[0]].prec < n.min_prec[0] ? '(' : nodes_[c[0]].first;
    }
    return intern(std::move(n));
}

std::uint32_t Renderer::negation(std::uint32_t x) {
    Plan p = prefix("!", Slot{nullptr, Mode::Value, kUnary}, kUnary, Sort::Bool, Op::Not);
    return make(p, {x});
}

std::uint32_t Renderer::build(Key root) {
    if (auto it = built_.find(root); it != built_.end()) return it->second;
    struct Frame {
        Key key;
        Plan plan;
        bool planned = false;
    };
    std::vector<Frame> stack;
    stack.push_back(Frame{root, {}, false});
    std::vector<std::uint32_t> ids;
    while (!stack.empty()) {
        if (built_.count(stack.back().key) != 0) {
            stack.pop_back();
            continue;
        }
        if (!stack.back().planned) {
            Plan p = plan(stack.back().key);
            stack.back().plan = p;
            stack.back().planned = true;
            for (std::size_t i = p.slots.size(); i-- > 0;) {
                const Key k{p.slots[i].e, p.slots[i].mode};
                if (built_.count(k) == 0) stack.push_back(Frame{k, {}, false});
            }
            continue;
        }
        const Frame& top = stack.back();
        ids.clear();
        for (const Slot& s : top.plan.slots) ids.push_back(built_.at(Key{s.e, s.mode}));
        const std::uint32_t id = make(top.plan, ids);
        built_.emplace(top.key, id);
        stack.pop_back();
    }
    return built_.at(root);
}

}  // namespace symcrete::testgen::path_condition_detail
