// The integer encoding of z3_int_translate.h.
#include "z3_int_translate.h"

#include "z3_translate.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "z3_translate.h"

namespace symcrete::solver {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;
using Wide = Z3IntTranslator::Wide;
using Range = Z3IntTranslator::Range;

Range sort_range(Sort sort) {
    if (sort == Sort::I32) return {std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
    return {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
}

Wide modulus(Sort sort) { return Wide{1} << (sort == Sort::I32 ? 32 : 64); }

std::int64_t signed_bits(Sort sort, std::uint64_t bits) {
    return sort == Sort::I32 ? static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)) : static_cast<std::int64_t>(bits);
}

std::string decimal(Wide v) {
    if (v == 0) return "0";
    const bool negative = v < 0;
    std::string digits;
    while (v != 0) {
        const int digit = static_cast<int>(v % 10);
        digits.push_back(static_cast<char>('0' + (digit < 0 ? -digit : digit)));
        v /= 10;
    }
    if (negative) digits.push_back('-');
    return std::string(digits.rbegin(), digits.rend());
}

// Truncating division of ranges by a positive constant is monotone.
Range divided(Range a, Wide m) { return {a.lo / m, a.hi / m}; }

}  // namespace



// The node's translation, or nullptr where the encoding cannot express it.
const Z3IntTranslator::Node* Z3IntTranslator::translate(const Expr* root) {
    std::vector<std::pair<const Expr*, bool>> stack{{root, false}};
    while (!stack.empty()) {
        auto [e, expanded] = stack.back();
        stack.pop_back();
        if (cache_.count(e) != 0) continue;
        if (Z3Translator::is_element_read(e)) {  // a constant of its own: its array is not translated
            cache_.emplace(e, element(e));
            continue;
        }
        if (!expanded) {
            stack.emplace_back(e, true);
            for (unsigned i = 0; i < e->arity(); ++i)
                if (cache_.count(e->operand(i)) == 0) stack.emplace_back(e->operand(i), false);
            continue;
        }
        bool operands_ok = true;
        for (unsigned i = 0; i < e->arity(); ++i) operands_ok = operands_ok && cache_.at(e->operand(i)).supported;
        Node node = operands_ok ? translate_node(e) : unsupported();
        for (unsigned i = 0; i < e->arity() && operands_ok; ++i) node.abstracted |= cache_.at(e->operand(i)).abstracted;
        cache_.emplace(e, std::move(node));
    }
    const Node& node = cache_.at(root);
    return node.supported ? &node : nullptr;
}

// Appends the facts of `root` and every node under it not yet in `seen`.
void Z3IntTranslator::collect_facts(const Expr* root, std::unordered_set<const Expr*>& seen,
                                    std::vector<z3::expr>& out, std::vector<const Expr*>* newly_seen) const {
    std::vector<const Expr*> stack{root};
    while (!stack.empty()) {
        const Expr* e = stack.back();
        stack.pop_back();
        if (!seen.insert(e).second) continue;
        if (newly_seen != nullptr) newly_seen->push_back(e);
        const Node& node = cache_.at(e);
        out.insert(out.end(), node.facts.begin(), node.facts.end());
        if (Z3Translator::is_element_read(e)) continue;
        for (unsigned i = 0; i < e->arity(); ++i) stack.push_back(e->operand(i));
    }
}


Z3IntTranslator::Node Z3IntTranslator::element(const Expr* read) {
    const Sort sort = read->sort();
    if (sort != Sort::Bool && !expr::is_integral(sort)) return unsupported();
    const std::string name = fmt::format("x{}[{}]", read->operand(0)->bits(),
                                         static_cast<std::int32_t>(static_cast<std::uint32_t>(read->operand(1)->bits())));
    if (sort == Sort::Bool) return boolean(ctx_.bool_const(name.c_str()));
    const z3::expr x = ctx_.int_const(name.c_str());
    const Range range = sort_range(sort);
    return Node{x, range, {x >= number(range.lo), x <= number(range.hi)}, true};
}

Z3IntTranslator::Node Z3IntTranslator::unsupported() { return Node{ctx_.bool_val(false), {0, 0}, {}, false}; }
Z3IntTranslator::Node Z3IntTranslator::plain(z3::expr term, Range range) { return Node{std::move(term), range, {}, true}; }
Z3IntTranslator::Node Z3IntTranslator::boolean(z3::expr term) { return Node{std::move(term), {0, 1}, {}, true}; }
z3::expr Z3IntTranslator::number(Wide v) { return ctx_.int_val(decimal(v).c_str()); }
z3::expr Z3IntTranslator::fresh(const char* prefix, const Expr* e) {
    return ctx_.int_const(fmt::format("{}{}", prefix, e->id()).c_str());
}

// `value` (of `range`) brought into the sort's range by subtracting a
// multiple of 2^32 or 2^64, as two's complement arithmetic does.
Z3IntTranslator::Node Z3IntTranslator::wrapped(const Expr* e, const z3::expr& value, Range range) {
    const Range target = sort_range(e->sort());
    if (range.lo >= target.lo && range.hi <= target.hi) return plain(value, range);
    const z3::expr w = fresh("w", e);
    const z3::expr t = value - number(modulus(e->sort())) * w;
    return Node{t, target, {t >= number(target.lo), t <= number(target.hi)}, true};
}

// a = q * m + r with 0 <= r < m (m > 0): floor division, for masks and
// shifts of values whose low bits are wanted.
Z3IntTranslator::Node Z3IntTranslator::floor_div_mod(const Expr* e, const Node& a, Wide m, bool want_quotient) {
    const z3::expr q = fresh("q", e);
    const z3::expr r = fresh("r", e);
    std::vector<z3::expr> facts{a.term == number(m) * q + r, r >= 0, r < number(m)};
    if (want_quotient) {
        const Range range{a.range.lo >= 0 ? a.range.lo / m : -((-a.range.lo + m - 1) / m),
                          a.range.hi >= 0 ? a.range.hi / m : -((-a.range.hi + m - 1) / m)};
        return Node{q, range, std::move(facts), true};
    }
    return Node{r, {0, m - 1}, std::move(facts), true};
}

// Java's / and % by a constant c (not 0): truncating, the remainder with
// the sign of the dividend.
Z3IntTranslator::Node Z3IntTranslator::div_rem_const(const Expr* e, const Node& a, std::int64_t c) {
    const bool div = e->kind() == Kind::Div;
    const Wide m = c < 0 ? -Wide{c} : Wide{c};
    if (m == 1) {
        if (!div) return plain(number(0), {0, 0});
        return c > 0 ? plain(a.term, a.range) : wrapped(e, -a.term, Range{-a.range.hi, -a.range.lo});
    }
    const z3::expr q = fresh("q", e);
    const z3::expr r = fresh("r", e);
    std::vector<z3::expr> facts{a.term == number(m) * q + r,
                                z3::implies(a.term >= 0, r >= 0 && r < number(m)),
                                z3::implies(a.term < 0, r <= 0 && r > number(-m))};
    if (div) {
        const Range range = divided(a.range, m);
        if (c > 0) return Node{q, range, std::move(facts), true};
        return Node{-q, Range{-range.hi, -range.lo}, std::move(facts), true};
    }
    return Node{r, {std::max(-(m - 1), std::min<Wide>(a.range.lo, 0)), std::min(m - 1, std::max<Wide>(a.range.hi, 0))},
                std::move(facts), true};
}

// x * y of two non-constants (abstract_nonlinear): a fresh integer with the
// product's sign and, where it cannot wrap, the bounds of the corners of
// the operands' ranges.
Z3IntTranslator::Node Z3IntTranslator::product_abstraction(const Expr* e, const Node& a, const Node& b) {
    Wide lo = a.range.lo * b.range.lo;
    Wide hi = lo;
    for (Wide x : {a.range.lo, a.range.hi})
        for (Wide y : {b.range.lo, b.range.hi}) {
            lo = std::min(lo, x * y);
            hi = std::max(hi, x * y);
        }
    const Range target = sort_range(e->sort());
    const z3::expr m = fresh("m", e);
    if (lo < target.lo || hi > target.hi)  // may wrap: only its sort's range is sure
        return Node{m, target, {m >= number(target.lo), m <= number(target.hi)}, true, true};
    const z3::expr zero = number(0);
    const z3::expr& x = a.term;
    const z3::expr& y = b.term;
    std::vector<z3::expr> facts{m >= number(lo), m <= number(hi),
                                z3::implies(x == zero || y == zero, m == zero),
                                z3::implies((x > zero && y > zero) || (x < zero && y < zero), m > zero),
                                z3::implies((x > zero && y < zero) || (x < zero && y > zero), m < zero)};
    return Node{m, {lo, hi}, std::move(facts), true, true};
}

// x / y and x % y of two non-constants (abstract_nonlinear): the quotient
// lies between 0 and x with the sign of x / y (before the one wrap,
// MIN / -1), the remainder has x's sign, and |x % y| < |y| and <= |x|;
// both are 0 for y == 0, as expr::java gives.
Z3IntTranslator::Node Z3IntTranslator::quotient_abstraction(const Expr* e, const Node& a, const Node& b) {
    const z3::expr zero = number(0);
    const z3::expr& x = a.term;
    const z3::expr& y = b.term;
    if (e->kind() == Kind::Div) {
        const z3::expr q = fresh("q", e);
        std::vector<z3::expr> facts{z3::implies(y == zero, q == zero),
                                    z3::implies(x >= zero, q <= x && q >= -x),
                                    z3::implies(x < zero, q >= x && q <= -x),
                                    z3::implies((x >= zero && y > zero) || (x <= zero && y < zero), q >= zero),
                                    z3::implies((x >= zero && y < zero) || (x <= zero && y > zero), q <= zero)};
        const Wide magnitude = std::max(-a.range.lo, a.range.hi);
        Node node = wrapped(e, q, {-magnitude, magnitude});
        node.facts.insert(node.facts.end(), facts.begin(), facts.end());
        node.abstracted = true;
        return node;
    }
    const Wide divisor = std::max(-b.range.lo, b.range.hi);
    if (divisor == 0) return plain(zero, {0, 0});
    const z3::expr r = fresh("r", e);
    const Range range{a.range.lo >= 0 ? 0 : std::max(a.range.lo, 1 - divisor), a.range.hi <= 0 ? 0 : std::min(a.range.hi, divisor - 1)};
    std::vector<z3::expr> facts{z3::implies(y == zero, r == zero),
                                z3::implies(y > zero, r > -y && r < y),
                                z3::implies(y < zero, r > y && r < -y),
                                z3::implies(x >= zero, r >= zero && r <= x),
                                z3::implies(x <= zero, r <= zero && r >= x),
                                r >= number(range.lo), r <= number(range.hi)};
    return Node{r, range, std::move(facts), true, true};
}

Z3IntTranslator::Node Z3IntTranslator::translate_node(const Expr* e) {
    const Sort sort = e->sort();
    if (sort != Sort::Bool && !expr::is_integral(sort)) return unsupported();
    auto op = [&](unsigned i) -> const Node& { return cache_.at(e->operand(i)); };
    auto constant_operand = [&](unsigned i) -> std::optional<std::int64_t> {
        const Expr* o = e->operand(i);
        if (!o->is_const() || !expr::is_integral(o->sort())) return std::nullopt;
        return signed_bits(o->sort(), o->bits());
    };
    switch (e->kind()) {
        case Kind::Const:
            if (sort == Sort::Bool) return boolean(ctx_.bool_val(e->bits() != 0));
            return plain(number(signed_bits(sort, e->bits())), {signed_bits(sort, e->bits()), signed_bits(sort, e->bits())});
        case Kind::Var:
            if (sort == Sort::Bool) return boolean(ctx_.bool_const(fmt::format("b{}", e->bits()).c_str()));
            {
                const z3::expr x = ctx_.int_const(fmt::format("x{}", e->bits()).c_str());
                const Range range = sort_range(sort);
                return Node{x, range, {x >= number(range.lo), x <= number(range.hi)}, true};
            }
        case Kind::Add:
            return wrapped(e, op(0).term + op(1).term, {op(0).range.lo + op(1).range.lo, op(0).range.hi + op(1).range.hi});
        case Kind::Sub:
            return wrapped(e, op(0).term - op(1).term, {op(0).range.lo - op(1).range.hi, op(0).range.hi - op(1).range.lo});
        case Kind::Neg: return wrapped(e, -op(0).term, {-op(0).range.hi, -op(0).range.lo});
        case Kind::Mul: {
            const auto left = constant_operand(0);
            const auto right = constant_operand(1);
            if (!left && !right) {  // non-linear: Z3 decides it far slower than with bits
                return abstract_nonlinear_ ? product_abstraction(e, op(0), op(1)) : unsupported();
            }
            const Wide c = left ? *left : *right;
            const Node& other = left ? op(1) : op(0);
            const Wide a = c * other.range.lo;
            const Wide b = c * other.range.hi;
            return wrapped(e, number(c) * other.term, {std::min(a, b), std::max(a, b)});
        }
        case Kind::Div:
        case Kind::Rem: {
            const auto divisor = constant_operand(1);
            if (!divisor) return abstract_nonlinear_ ? quotient_abstraction(e, op(0), op(1)) : unsupported();
            if (*divisor == 0) return plain(number(0), {0, 0});  // as expr::java; callers guard it
            return div_rem_const(e, op(0), *divisor);
        }
        case Kind::Shl:
        case Kind::Shr:
        case Kind::Ushr: {
            const auto distance = constant_operand(1);
            if (!distance) return unsupported();
            const unsigned bits = sort == Sort::I32 ? 32 : 64;
            const int k = static_cast<int>(*distance & (bits - 1));
            if (k == 0) return plain(op(0).term, op(0).range);
            const Wide power = Wide{1} << k;
            if (e->kind() == Kind::Shl) {
                return wrapped(e, number(power) * op(0).term, {op(0).range.lo * power, op(0).range.hi * power});
            }
            if (e->kind() == Kind::Shr) return floor_div_mod(e, op(0), power, true);
            // >>> k: the unsigned reading of the bits, divided (k >= 1, so it fits).
            const Node& a = op(0);
            const z3::expr unsigned_value = z3::ite(a.term < 0, a.term + number(modulus(sort)), a.term);
            Node reading{unsigned_value, {0, modulus(sort) - 1}, {}, true};
            return floor_div_mod(e, reading, power, true);
        }
        case Kind::And: {
            // x & (2^k - 1): the low k bits, x mod 2^k.
            const auto left = constant_operand(0);
            const auto right = constant_operand(1);
            if (!left && !right) return unsupported();
            const std::uint64_t mask = static_cast<std::uint64_t>(left ? *left : *right) &
                                       (sort == Sort::I32 ? 0xffffffffu : ~std::uint64_t{0});
            if (mask == 0 || (mask & (mask + 1)) != 0 || mask == (sort == Sort::I32 ? 0xffffffffu : ~std::uint64_t{0}))
                return unsupported();
            return floor_div_mod(e, left ? op(1) : op(0), Wide{mask} + 1, false);
        }
        case Kind::Convert: {
            const Sort from = e->operand(0)->sort();
            if (!expr::is_integral(from)) return unsupported();
            return wrapped(e, op(0).term, op(0).range);  // i2l never wraps, l2i may
        }
        case Kind::ToByte:
        case Kind::ToShort: {
            const Wide half = e->kind() == Kind::ToByte ? 128 : 32768;
            const Node& a = op(0);
            if (a.range.lo >= -half && a.range.hi < half) return plain(a.term, a.range);
            const z3::expr w = fresh("w", e);
            const z3::expr t = a.term - number(2 * half) * w;
            return Node{t, {-half, half - 1}, {t >= number(-half), t < number(half)}, true};
        }
        case Kind::ToChar: {
            const Node& a = op(0);
            if (a.range.lo >= 0 && a.range.hi < 65536) return plain(a.term, a.range);
            return floor_div_mod(e, a, 65536, false);
        }
        case Kind::Cmp: {
            if (!expr::is_integral(e->operand(0)->sort())) return unsupported();
            const z3::expr& a = op(0).term;
            const z3::expr& b = op(1).term;
            return plain(z3::ite(a < b, ctx_.int_val(-1), z3::ite(a == b, ctx_.int_val(0), ctx_.int_val(1))), {-1, 1});
        }
        case Kind::Eq:
            if (e->operand(0)->sort() != Sort::Bool && !expr::is_integral(e->operand(0)->sort())) return unsupported();
            return boolean(op(0).term == op(1).term);
        case Kind::Lt:
            if (!expr::is_integral(e->operand(0)->sort())) return unsupported();
            return boolean(op(0).term < op(1).term);
        case Kind::Le:
            if (!expr::is_integral(e->operand(0)->sort())) return unsupported();
            return boolean(op(0).term <= op(1).term);
        case Kind::Not: return boolean(!op(0).term);
        case Kind::BoolAnd: return boolean(op(0).term && op(1).term);
        case Kind::BoolOr: return boolean(op(0).term || op(1).term);
        case Kind::Ite: {
            const Node& a = op(1);
            const Node& b = op(2);
            return plain(z3::ite(op(0).term, a.term, b.term),
                         sort == Sort::Bool ? Range{0, 1} : Range{std::min(a.range.lo, b.range.lo), std::max(a.range.hi, b.range.hi)});
        }
        default: return unsupported();  // floating point, arrays, Or/Xor, float comparisons
    }
}

}  // namespace symcrete::solver
