// Writing rendered nodes as text: a named (shared) node as its name t1, t2,
// ..., any other one inline with the parentheses it needs; the inline length
// of a reference and the cost of a declaration, which bound the text before
// it is written; and the declarations a conjunct needs, in order.
#include <fmt/format.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "path_condition_literals.h"
#include "path_condition_renderer.h"

namespace symcrete::testgen::path_condition_detail {

std::uint64_t Renderer::reference_size(std::uint32_t child, int min_prec) const {
    if (named_[child]) return kNameEstimate;
    return size_[child] + (nodes_[child].prec < min_prec ? 2 : 0);
}

void Renderer::write(std::uint32_t id, std::string& out) const {
    const RNode& n = nodes_[id];
    for (std::size_t i = 0; i < n.pieces.size(); ++i) {
        out += n.pieces[i];
        if (i < n.children.size()) write_reference(n.children[i], n.min_prec[i], out);
    }
}

void Renderer::write_reference(std::uint32_t child, int min_prec, std::string& out) const {
    if (named_[child]) {
        out += names_[child];
    } else if (nodes_[child].prec < min_prec) {
        out += '(';
        write(child, out);
        out += ')';
    } else {
        write(child, out);
    }
}

std::uint64_t Renderer::declaration_size(std::uint32_t id) const {
    return std::char_traits<char>::length(java_type(nodes_[id].sort)) + kNameEstimate + 5 + size_[id];
}

bool Renderer::collect(std::uint32_t id, std::vector<std::uint32_t>& fresh, std::unordered_set<std::uint32_t>& pending,
                       std::uint64_t& cost, std::uint64_t limit) const {
    for (std::uint32_t child : nodes_[id].children) {
        if (!named_[child]) {
            if (!collect(child, fresh, pending, cost, limit)) return false;
            continue;
        }
        if (!names_[child].empty() || pending.count(child) != 0) continue;
        cost += declaration_size(child);
        if (cost > limit) return false;
        pending.insert(child);
        if (!collect(child, fresh, pending, cost, limit)) return false;
        fresh.push_back(child);
    }
    return true;
}

std::string Renderer::fresh_name() {
    for (;;) {
        std::string name = fmt::format("t{}", next_name_++);
        if (used_names_.count(name) == 0) return name;
    }
}

}  // namespace symcrete::testgen::path_condition_detail
