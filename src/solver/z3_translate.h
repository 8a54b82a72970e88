// Translation of expression DAGs into Z3 terms with exact Java semantics.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "expr/expr.h"

namespace symcrete::solver {

// Bool -> Bool; I32/I64 -> bit-vectors of 32/64 bits; F32/F64 -> FP (8, 24)
// and (11, 53). Every operation matches the concrete semantics of value.h
// (expr::java) bit for bit, up to the payload of NaNs, which Java cannot
// observe through these operations:
//   Div/Rem    x / 0 and x % 0 are 0 as in expr::java (callers guard them);
//              bvsdiv already gives MIN / -1 == MIN and bvsrem MIN % -1 == 0
//   shifts     the distance is masked to 5 or 6 bits (an I32 distance is
//              zero-extended for I64 first)
//   floats     RNE arithmetic; % is fmod (z3_fp_rem.h); Neg is fp.neg
//   f2i & co   NaN -> 0, saturation at the powers of two, else to_sbv RTZ
//   Eq/Lt/Le   IEEE on floats (fp.eq: NaN unordered, -0.0 == 0.0), iff on Bool
//
// Terms are cached by node address for the translator's lifetime: nodes are
// immutable and hash-consed, so the translation of a node never changes, and
// a shared subterm is translated once. The cache assumes every node comes
// from one ExprContext that outlives the translator. A node of a later
// context at the address of a dead one is noticed when its id, kind, sort or
// bits differ (the cache is then dropped), but not in general.
// An opaque call (Kind::Call: Math.sin(x)) is a constant of its own, one
// per call node, about which Z3 knows only the facts the path condition
// states (the engine adds Java's guarantees, such as |sin| <= 1, beside the
// call). Unsat is then sound; a Sat model may be wrong about the call, and
// the solver's check of every model under the concrete semantics catches
// that (the concolic walk may still find a real one). Untranslatable nodes
// are caller bugs (std::invalid_argument).
class Z3Translator {
public:
    // `element_constants`: input array elements at constant indices are
    // constants of their own (element_constant, below).
    explicit Z3Translator(z3::context& ctx, bool element_constants = false)
        : ctx_(ctx), element_constants_(element_constants) {}

    z3::expr translate(const expr::Expr* e);

    z3::sort sort_of(expr::Sort sort);
    // The Z3 constant of a Var node, named "v<id>_<name>" (ids are unique).
    z3::expr var(const expr::Expr* v);
    // The Z3 constant standing for a Call node, named "call<id>".
    z3::expr call(const expr::Expr* c);
    // An input array's element at a constant index, Select(Var, Const)
    // (is_element_read): a constant of the element's sort of its own, named
    // "v<id>_<name>[<index>]", not a read of the array. A query that reads
    // its arrays only so stays in QF_BV, which Z3 bit-blasts: on the
    // comparisons of a sort over an array of known length its array theory
    // was about ten times slower. A query that also uses the array as a
    // whole (a store, a read at a symbolic index) gets the array theory
    // (kArrays) and must tie each element constant to its read
    // (element_link).
    static bool is_element_read(const expr::Expr* e);
    bool element_constant(const expr::Expr* e) const { return element_constants_ && is_element_read(e); }
    z3::expr element_link(const expr::Expr* read);
    // A constant of `sort` with raw bits as in expr::Expr::bits().
    z3::expr constant(expr::Sort sort, std::uint64_t bits);

    std::size_t cache_size() const { return cache_.size(); }

    // The theories a translated node's term uses (Theory bits): what
    // z3_logic() names a solver's logic by.
    enum Theory : std::uint8_t { kArrays = 1, kFloats = 2 };
    std::uint8_t theories(const expr::Expr* e) const { return cache_.at(e).theories; }

private:
    // The node's id, kind, sort and bits alongside its term, to notice an
    // address reused by a node of another context.
    struct Entry {
        z3::expr term;
        std::uint32_t id;
        expr::Kind kind;
        expr::Sort sort;
        std::uint64_t bits;
        std::uint8_t theories;  // Theory bits of the node and its operands
        bool matches(const expr::Expr* e) const {
            return id == e->id() && kind == e->kind() && sort == e->sort() && bits == e->bits();
        }
    };
    z3::expr translate_node(const expr::Expr* e);  // operands already cached
    const z3::expr& cached(const expr::Expr* e) const { return cache_.at(e).term; }

    z3::expr unary(const expr::Expr* e);
    z3::expr binary(const expr::Expr* e);
    z3::expr convert(const expr::Expr* e);

    z3::context& ctx_;
    const bool element_constants_;
    std::unordered_map<const expr::Expr*, Entry> cache_;
};

// The element reads (Z3Translator::is_element_read) under `roots`.
std::vector<const expr::Expr*> collect_element_reads(const std::vector<const expr::Expr*>& roots);

// The SMT-LIB logic of terms using `theories` (Z3Translator::Theory bits),
// for z3::solver(ctx, logic); nullptr where Z3 has no logic for the mix
// (arrays of floats). Naming the logic makes Z3 build that logic's tactic
// alone: its default solver builds a probe-selected cascade of every
// logic's tactic for each fresh solver, which cost about 9 ms a query, 3 to
// 4 times what the small queries of a byte-array method took to solve.
// The cascade picks the same tactic for these logics.
const char* z3_logic(std::uint8_t theories);

}  // namespace symcrete::solver
