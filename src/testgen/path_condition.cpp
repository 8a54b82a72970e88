// Path conditions as Java text (see path_condition.h).
//
// Three passes, each linear in the DAG:
//
// 1. Planning and rendering. Each (node, mode) pair -- a node as a value, or a
//    condition negated -- gets a Plan: text pieces around operand slots, its
//    precedence and Java type. Java-level rewrites happen here (a bytecode
//    comparison becomes a Java comparison, an identity narrowing of a
//    parameter disappears, a comparison the parameter types decide becomes
//    true/false). Plans with their operands' results are interned as RNodes,
//    so two conditions that print the same are the same RNode: that is the
//    deduplication after normalisation. The walk uses an explicit stack.
// 2. Sharing. Reference counts over the RNode DAG; the inline length of each
//    RNode counts a named operand as its name, so lengths stay linear. An
//    RNode used more than once and longer than kInlineLimit is named.
// 3. Emission. Conjuncts are added in order while the comment stays within
//    budget, each with the declarations it needs first; a conjunct is only
//    turned into text once its computed length fits, so nothing large is
//    ever materialised.
//
// This file holds the three passes together (Renderer::render) and the public
// functions of path_condition.h. The parts are beside it, one concern each:
//   path_condition_plan.h/.cpp         precedence, plans, rendered nodes; the
//                                      plan builders and implicit widenings
//   path_condition_renderer.h          the Renderer and its state
//   path_condition_literals.h/.cpp     Java literals, type names, ASCII names
//   path_condition_facts.cpp           what the parameter types imply: ranges,
//                                      identity narrowings, NaN-free nodes
//   path_condition_expressions.cpp     pass 1: plans of expressions, folded
//                                      constant chains
//   path_condition_comparisons.cpp     pass 1: plans of comparisons, lcmp &
//                                      co as Java comparisons
//   path_condition_nodes.cpp           pass 1: interning and simplifying
//                                      rendered nodes
//   path_condition_emission.cpp        pass 3: writing nodes, names and
//                                      declarations
//   path_condition_layout.h/.cpp       pass 3: lines, wrapping, the note
#include "path_condition.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "path_condition_layout.h"
#include "path_condition_literals.h"
#include "path_condition_renderer.h"

namespace symcrete::testgen {
namespace path_condition_detail {

std::string Renderer::render(const std::vector<const Expr*>& conjuncts) {
    // The conjuncts with && (and the negation of ||) taken apart, each
    // (node, mode) once.
    std::vector<Key> tops;
    std::unordered_set<Key, KeyHash> seen_keys;
    std::vector<Key> work;
    for (const Expr* conjunct : conjuncts) {
        if (conjunct == nullptr) continue;
        work.push_back(Key{conjunct, Mode::Value});
        while (!work.empty()) {
            const Key k = work.back();
            work.pop_back();
            if (!seen_keys.insert(k).second) continue;
            const Kind kind = k.e->kind();
            if (kind == Kind::Not) {
                work.push_back(Key{k.e->operand(0), k.mode == Mode::Value ? Mode::Negated : Mode::Value});
            } else if ((kind == Kind::BoolAnd && k.mode == Mode::Value) ||
                       (kind == Kind::BoolOr && k.mode == Mode::Negated)) {
                work.push_back(Key{k.e->operand(1), k.mode});
                work.push_back(Key{k.e->operand(0), k.mode});
            } else {
                tops.push_back(k);
            }
        }
    }

    // Rendered, with rendered && taken apart too, without the conjuncts the
    // parameter types make true, and without repeats.
    std::vector<std::uint32_t> roots;
    std::unordered_set<std::uint32_t> seen_roots;
    std::vector<std::uint32_t> pieces;
    for (const Key& k : tops) {
        pieces.push_back(build(k));
        while (!pieces.empty()) {
            const std::uint32_t id = pieces.back();
            pieces.pop_back();
            if (nodes_[id].op == Op::And) {
                pieces.push_back(nodes_[id].children[1]);
                pieces.push_back(nodes_[id].children[0]);
            } else if (id != kTrueNode && seen_roots.insert(id).second) {
                roots.push_back(id);
            }
        }
    }
    if (roots.empty()) return "true";

    // Sharing: nodes are interned after their operands, so ids are a
    // topological order.
    const std::size_t n = nodes_.size();
    std::vector<std::uint32_t> refs(n, 0);
    std::vector<char> reachable(n, 0);
    for (std::uint32_t r : roots) {
        ++refs[r];
        reachable[r] = 1;
    }
    for (std::size_t id = n; id-- > 0;) {
        if (!reachable[id]) continue;
        for (std::uint32_t c : nodes_[id].children) {
            ++refs[c];
            reachable[c] = 1;
        }
    }
    size_.assign(n, 0);
    named_.assign(n, 0);
    names_.assign(n, std::string());
    for (std::size_t id = 0; id < n; ++id) {
        if (!reachable[id]) continue;
        const RNode& node = nodes_[id];
        std::uint64_t size = 0;
        for (const std::string& piece : node.pieces) size += piece.size();
        for (std::size_t i = 0; i < node.children.size(); ++i) size += reference_size(node.children[i], node.min_prec[i]);
        size_[id] = std::min(size, kSizeCap);
        named_[id] = !node.children.empty() && refs[id] >= 2 && size_[id] > kInlineLimit;
    }

    // Emission, while the comment stays within budget.
    std::vector<std::string> declarations;
    std::vector<Conjunct> shown;
    std::size_t next = 0;
    for (; next < roots.size(); ++next) {
        const std::uint32_t r = roots[next];
        std::vector<std::uint32_t> fresh;
        std::unordered_set<std::uint32_t> pending;
        std::uint64_t cost = named_[r] && names_[r].empty() ? declaration_size(r) + kNameEstimate : size_[r];
        if (cost > kMaxPathConditionComment) break;
        if (named_[r]) {
            if (names_[r].empty()) {
                pending.insert(r);
                if (!collect(r, fresh, pending, cost, kMaxPathConditionComment)) break;
                fresh.push_back(r);
            }
        } else if (!collect(r, fresh, pending, cost, kMaxPathConditionComment)) {
            break;
        }
        const std::size_t saved_next_name = next_name_;
        for (std::uint32_t f : fresh) names_[f] = fresh_name();
        std::vector<std::string> more_declarations = declarations;
        for (std::uint32_t f : fresh) {
            std::string d = fmt::format("{} {} = ", java_type(nodes_[f].sort), names_[f]);
            write(f, d);
            d += ';';
            more_declarations.push_back(std::move(d));
        }
        Conjunct conjunct;
        write_reference(r, 0, conjunct.text);
        conjunct.loose = !named_[r] && nodes_[r].prec < kAnd;
        std::vector<Conjunct> more_shown = shown;
        more_shown.push_back(std::move(conjunct));
        const std::string note = next + 1 < roots.size() ? more_note(roots.size() - next - 1, false) : "";
        if (path_condition_comment_bytes(layout(more_declarations, more_shown, note)) > kMaxPathConditionComment) {
            for (std::uint32_t f : fresh) names_[f].clear();
            next_name_ = saved_next_name;
            break;
        }
        declarations = std::move(more_declarations);
        shown = std::move(more_shown);
    }
    const std::string note = next < roots.size() ? more_note(roots.size() - next, shown.empty()) : "";
    std::string out;
    for (const std::string& line : layout(declarations, shown, note)) {
        if (!out.empty()) out += '\n';
        out += line;
    }
    return comment_safe(std::move(out));
}

}  // namespace path_condition_detail

namespace {

using Type = JavaValue::Type;

std::optional<Type> type_of(const classfile::FieldType& type) {
    if (type.dimensions != 0) return std::nullopt;
    switch (type.element) {
        case classfile::BaseType::Boolean: return Type::Boolean;
        case classfile::BaseType::Byte: return Type::Byte;
        case classfile::BaseType::Char: return Type::Char;
        case classfile::BaseType::Short: return Type::Short;
        case classfile::BaseType::Int: return Type::Int;
        case classfile::BaseType::Long: return Type::Long;
        case classfile::BaseType::Float: return Type::Float;
        case classfile::BaseType::Double: return Type::Double;
        default: return std::nullopt;
    }
}

}  // namespace

std::string render_path_condition(const std::vector<const expr::Expr*>& conjuncts,
                                  const std::vector<ConditionParameter>& parameters) {
    return path_condition_detail::Renderer(parameters).render(conjuncts);
}

std::vector<ConditionParameter> condition_parameters(const std::vector<expr::Value>& arguments,
                                                     const classfile::MethodType& type) {
    std::vector<ConditionParameter> parameters;
    for (std::size_t i = 0; i < arguments.size() && i < type.parameters.size(); ++i) {
        if (!arguments[i].is_symbolic() || !arguments[i].expr()->is_var()) continue;
        if (auto t = type_of(type.parameters[i])) parameters.push_back(ConditionParameter{arguments[i].expr(), *t});
    }
    return parameters;
}

std::size_t path_condition_comment_bytes(const std::vector<std::string>& lines) {
    // "    /* Path condition: " + line + " */\n"
    if (lines.size() <= 1) return 27 + (lines.empty() ? 4 : lines[0].size());
    // "    /*\n     * Path condition:\n", "     *   " + line + "\n" each, "     */\n"
    std::size_t bytes = 30 + 8;
    for (const std::string& line : lines) bytes += 10 + line.size();
    return bytes;
}

}  // namespace symcrete::testgen
