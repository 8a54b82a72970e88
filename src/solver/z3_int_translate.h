// The integer encoding of Java's integral arithmetic (z3_integer.h) as Z3
// terms: each node translates once to a term, a conservative range of its
// values (to leave out the wrap counter where no wrap is possible), and the
// facts that define its fresh integers. Used by the integer layer, and by
// the concolic walk for the linear part of a query.
#pragma once

#include <z3++.h>

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "expr/expr.h"

namespace symcrete::solver {

class Z3IntTranslator {
public:
    using Wide = __int128;
    struct Range {
        Wide lo;
        Wide hi;
    };
    struct Node {
        z3::expr term;
        Range range;
        std::vector<z3::expr> facts;  // what defines this node's fresh integers
        bool supported;
        // This node or one under it is a product or quotient of two inputs
        // bounded by facts that hold of it, not defined by them
        // (abstract_nonlinear): Unsat answers hold, Sat models need checking.
        bool abstracted = false;
    };

    // With `abstract_nonlinear`, a product, quotient or remainder of two
    // non-constants is a fresh integer with linear facts Java's arithmetic
    // guarantees (signs, |x % y| < |y|, |x / y| <= |x|, a product's
    // corners), an over-approximation; without, it is not expressible.
    explicit Z3IntTranslator(z3::context& ctx, bool abstract_nonlinear = false)
        : ctx_(ctx), abstract_nonlinear_(abstract_nonlinear) {}

    // The node's translation, or nullptr where the encoding cannot express
    // it: floating point, arrays (but for reads of an input array at a
    // constant index), a product, quotient or bit operation of
    // two inputs (but see abstract_nonlinear), bit operations other than
    // masks of low bits.
    const Node* translate(const expr::Expr* root);
    // Appends the facts of `root` and every node under it not yet in `seen`
    // (root translated), and those nodes to `newly_seen` if given.
    void collect_facts(const expr::Expr* root, std::unordered_set<const expr::Expr*>& seen,
                       std::vector<z3::expr>& out, std::vector<const expr::Expr*>* newly_seen = nullptr) const;
    // The integer (or Bool) constant of an input or of an input array's
    // element read at a constant index (translated).
    z3::expr var_term(const expr::Expr* v) const { return cache_.at(v).term; }

private:
    Node translate_node(const expr::Expr* e);
    // An input array's element at a constant index
    // (Z3Translator::is_element_read): an integer constant of its own.
    Node element(const expr::Expr* read);
    Node unsupported();
    Node plain(z3::expr term, Range range);
    Node boolean(z3::expr term);
    z3::expr number(Wide v);
    z3::expr fresh(const char* prefix, const expr::Expr* e);
    Node wrapped(const expr::Expr* e, const z3::expr& value, Range range);
    Node floor_div_mod(const expr::Expr* e, const Node& a, Wide m, bool want_quotient);
    Node div_rem_const(const expr::Expr* e, const Node& a, std::int64_t c);
    Node product_abstraction(const expr::Expr* e, const Node& a, const Node& b);
    Node quotient_abstraction(const expr::Expr* e, const Node& a, const Node& b);

    z3::context& ctx_;
    bool abstract_nonlinear_;
    std::unordered_map<const expr::Expr*, Node> cache_;
};

}  // namespace symcrete::solver
