// The Renderer that turns a path condition into text: one per
// render_path_condition call, holding the parameter types, the interned
// rendered nodes and the sharing state of the three passes (path_condition.cpp
// describes them). Its members are defined by concern, in the files named
// above each group below.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "path_condition.h"
#include "path_condition_plan.h"

namespace symcrete::testgen::path_condition_detail {

// A shared subexpression longer than this is declared once as t1, t2, ...
constexpr std::uint64_t kInlineLimit = 16;
// What a name costs in the length estimates ("t99"); only a filter before the
// exact layout is measured.
constexpr std::uint64_t kNameEstimate = 3;
constexpr std::uint64_t kSizeCap = std::uint64_t{1} << 50;

// Comparisons after orientation (the non-constant side left) and negation.
enum class Rel : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

// Bounds of an integral value, both inclusive.
struct Range {
    std::int64_t lo;
    std::int64_t hi;
};

class Renderer {
public:
    explicit Renderer(const std::vector<ConditionParameter>& parameters) {
        for (const ConditionParameter& p : parameters) {
            if (p.var != nullptr) types_[p.var] = p.type;
        }
        RNode yes;
        yes.op = Op::True;
        yes.pieces = {"true"};
        yes.first = 't';
        intern(std::move(yes));
        RNode no;
        no.op = Op::False;
        no.pieces = {"false"};
        no.first = 'f';
        intern(std::move(no));
    }

    // The text of the conjunction: the three passes (path_condition.cpp).
    std::string render(const std::vector<const Expr*>& conjuncts);

private:
    // ---- facts about inputs (path_condition_facts.cpp) --------------------

    std::optional<Type> param_type(const Expr* e) const;
    bool is_bool_param(const Expr* e) const;
    // Bounds of an integral node's value (signed), from the parameter types
    // and the operations that limit their result.
    Range range(const Expr* e, int depth = 0) const;
    static bool within(Range r, std::int64_t lo, std::int64_t hi);
    // A narrowing or mask that cannot change its operand's value, given the
    // parameter types: (byte) b for a byte b, c & 0xffff for a char c, b & 1
    // for a boolean b.
    bool is_identity(const Expr* e) const;
    const Expr* strip(const Expr* e) const;
    // Can this floating-point node be NaN? Conservative: only conversions
    // from integers and non-NaN constants are known not to be.
    static bool may_be_nan(const Expr* e, int depth = 0);
    const std::string& var_name(const Expr* e);

    // ---- plans (path_condition_expressions.cpp) ---------------------------

    Plan plan(const Key& k);
    Plan plan_negated(const Expr* e);
    Plan arithmetic(const Expr* e, const char* op_text, int prec);
    Plan plan_value(const Expr* e);
    // An integral node as base + constant, following additions and
    // subtractions of constants (wrapping arithmetic is associative), so
    // that a loop's x - 1 - 1 - 1 reads x - 3. Memoised: chains can be long.
    std::pair<const Expr*, std::uint64_t> offset_form(const Expr* e);
    Plan offset(const Expr* e);
    // x / 10 / 10 as x / 100: truncating division by positive constants
    // composes while the product fits.
    static std::optional<Plan> division_chain(const Expr* e);
    // x >> 1 >> 1 >> 1 (a loop halving x) as x >> 3: shifts of one kind by
    // constants add up exactly while the total stays below the width.
    static std::optional<Plan> shift_chain(const Expr* e);

    // ---- plans of comparisons (path_condition_comparisons.cpp) ------------

    // lcmp/fcmpl/fcmpg as a value, not compared with a constant: the Java
    // expression with the same result, NaN included.
    Plan cmp_value(const Expr* e);
    // Eq/Lt/Le, or their negation.
    Plan compare(const Expr* e, bool negate);
    // A condition on one two-valued operand: true where `when_first` (the
    // truth for the first value) and `when_second` say, as `cond`, its
    // negation, or a constant.
    static Plan two_valued(bool when_first, bool when_second, const Plan& cond, const Plan& negated_cond);
    // x rel k for an integral x and a constant k.
    Plan compare_with_constant(const Expr* x, Rel rel, const Expr* constant);
    // cmp(x, y) rel k, for lcmp, fcmpl/dcmpl and fcmpg/dcmpg: the Java
    // comparison of x and y it stands for.
    Plan compare_cmp(const Expr* c, Rel rel, const Expr* constant);

    // ---- rendered nodes (path_condition_nodes.cpp) ------------------------

    std::uint32_t intern(RNode n);
    std::uint32_t make(const Plan& p, const std::vector<std::uint32_t>& c);
    // !x for a rendered x.
    std::uint32_t negation(std::uint32_t x);
    std::uint32_t build(Key root);

    // ---- emission (path_condition_emission.cpp) ---------------------------

    std::uint64_t reference_size(std::uint32_t child, int min_prec) const;
    void write(std::uint32_t id, std::string& out) const;
    void write_reference(std::uint32_t child, int min_prec, std::string& out) const;
    std::uint64_t declaration_size(std::uint32_t id) const;
    // The named nodes a conjunct needs declared, operands before their users,
    // as long as their estimated length stays within `limit`.
    bool collect(std::uint32_t id, std::vector<std::uint32_t>& fresh, std::unordered_set<std::uint32_t>& pending,
                 std::uint64_t& cost, std::uint64_t limit) const;
    std::string fresh_name();

    std::unordered_map<const Expr*, Type> types_;
    std::unordered_map<const Expr*, std::pair<const Expr*, std::uint64_t>> offsets_;
    std::unordered_map<const Expr*, std::string> names_of_vars_;
    std::unordered_set<std::string> used_names_;
    std::vector<RNode> nodes_;
    std::unordered_map<std::string, std::uint32_t> interned_;
    std::unordered_map<Key, std::uint32_t, KeyHash> built_;
    // Per RNode, filled by render: inline length, named?, the name once declared.
    std::vector<std::uint64_t> size_;
    std::vector<char> named_;
    std::vector<std::string> names_;
    std::size_t next_name_ = 1;
};

}  // namespace symcrete::testgen::path_condition_detail
