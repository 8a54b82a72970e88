// Expr -> Z3 translation (see z3_translate.h for the semantics of each kind).
#include "z3_translate.h"

#include <bit>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "z3_fp_rem.h"

namespace symcrete::solver {

using expr::Expr;
using expr::Kind;
using expr::Sort;

namespace {

unsigned width_of(Sort sort) {
    return sort == Sort::I64 || sort == Sort::F64 ? 64 : 32;
}

[[noreturn]] void unsupported(const Expr* e) {
    std::string message = "z3 translation: unsupported ";
    message += expr::to_string(e->kind());
    message += " of sort ";
    message += expr::to_string(e->sort());
    if (e->arity() > 0) {
        message += " on ";
        message += expr::to_string(e->operand(0)->sort());
    }
    throw std::invalid_argument(message);
}

z3::expr rne(z3::context& c) {
    return z3::to_expr(c, Z3_mk_fpa_rne(c));
}

z3::expr bv_const(z3::context& c, std::int64_t value, unsigned width) {
    return c.bv_val(value, width);  // two's complement for negative values
}

// f2i, f2l, d2i, d2l: NaN -> 0, >= 2^(w-1) -> MAX, <= -2^(w-1) -> MIN, else
// truncation. The bounds are powers of two, exact in both FP sorts, and
// fp.to_sbv is only used strictly inside them, where it is specified.
z3::expr saturating_to_int(const z3::expr& x, unsigned width) {
    z3::context& c = x.ctx();
    const z3::sort from = x.get_sort();
    const z3::expr bound = z3::to_expr(c, Z3_mk_fpa_numeral_double(c, std::ldexp(1.0, static_cast<int>(width) - 1), from));
    const z3::expr minus_bound = z3::to_expr(c, Z3_mk_fpa_neg(c, bound));
    const std::uint64_t min_bits = std::uint64_t{1} << (width - 1);
    const z3::expr min = c.bv_val(min_bits, width);
    const z3::expr max = c.bv_val(min_bits - 1, width);
    const z3::expr truncated = z3::to_expr(c, Z3_mk_fpa_to_sbv(c, z3::to_expr(c, Z3_mk_fpa_rtz(c)), x, width));
    return z3::ite(z3::to_expr(c, Z3_mk_fpa_is_nan(c, x)), c.bv_val(std::uint64_t{0}, width),
                   z3::ite(z3::to_expr(c, Z3_mk_fpa_geq(c, x, bound)), max,
                           z3::ite(z3::to_expr(c, Z3_mk_fpa_leq(c, x, minus_bound)), min, truncated)));
}

}  // namespace

z3::sort Z3Translator::sort_of(Sort sort) {
    switch (sort) {
        case Sort::Bool: return ctx_.bool_sort();
        case Sort::I32: return ctx_.bv_sort(32);
        case Sort::I64: return ctx_.bv_sort(64);
        case Sort::F32: return ctx_.fpa_sort(8, 24);
        case Sort::F64: return ctx_.fpa_sort(11, 53);
        case Sort::ArrayI32:
        case Sort::ArrayI64:
        case Sort::ArrayF32:
        case Sort::ArrayF64: return ctx_.array_sort(ctx_.bv_sort(32), sort_of(expr::element_sort(sort)));
    }
    throw std::invalid_argument("z3 translation: unknown sort");
}

z3::expr Z3Translator::var(const Expr* v) {
    const std::string name = "v" + std::to_string(v->bits()) + "_" + v->name();
    return ctx_.constant(name.c_str(), sort_of(v->sort()));
}

bool Z3Translator::is_element_read(const Expr* e) {
    return e->kind() == Kind::Select && e->operand(0)->is_var() && e->operand(1)->is_const();
}

z3::expr Z3Translator::element_link(const Expr* read) {
    assert(element_constant(read));
    return translate(read) == z3::select(translate(read->operand(0)), translate(read->operand(1)));
}

std::vector<const Expr*> collect_element_reads(const std::vector<const Expr*>& roots) {
    std::vector<const Expr*> reads;
    std::unordered_set<const Expr*> seen;
    std::vector<const Expr*> stack;
    for (const Expr* root : roots)
        if (seen.insert(root).second) stack.push_back(root);
    while (!stack.empty()) {
        const Expr* e = stack.back();
        stack.pop_back();
        if (Z3Translator::is_element_read(e)) reads.push_back(e);
        for (unsigned i = 0; i < e->arity(); ++i)
            if (seen.insert(e->operand(i)).second) stack.push_back(e->operand(i));
    }
    return reads;
}

z3::expr Z3Translator::call(const Expr* c) {
    const std::string name = "call" + std::to_string(c->id());
    return ctx_.constant(name.c_str(), sort_of(c->sort()));
}

z3::expr Z3Translator::constant(Sort sort, std::uint64_t bits) {
    switch (sort) {
        case Sort::Bool: return ctx_.bool_val(bits != 0);
        case Sort::I32: return ctx_.bv_val(static_cast<std::uint64_t>(static_cast<std::uint32_t>(bits)), 32);
        case Sort::I64: return ctx_.bv_val(bits, 64);
        case Sort::F32: {
            const float f = std::bit_cast<float>(static_cast<std::uint32_t>(bits));
            if (std::isnan(f)) return z3::to_expr(ctx_, Z3_mk_fpa_nan(ctx_, sort_of(sort)));
            return z3::to_expr(ctx_, Z3_mk_fpa_numeral_float(ctx_, f, sort_of(sort)));
        }
        case Sort::F64: {
            const double d = std::bit_cast<double>(bits);
            if (std::isnan(d)) return z3::to_expr(ctx_, Z3_mk_fpa_nan(ctx_, sort_of(sort)));
            return z3::to_expr(ctx_, Z3_mk_fpa_numeral_double(ctx_, d, sort_of(sort)));
        }
        case Sort::ArrayI32:
        case Sort::ArrayI64:
        case Sort::ArrayF32:
        case Sort::ArrayF64:  // filled_array
            return z3::const_array(ctx_.bv_sort(32), constant(element_sort(sort), bits));
        default: break;
    }
    throw std::invalid_argument("z3 translation: unknown sort");
}

z3::expr Z3Translator::translate(const Expr* root) {
    // Post-order over an explicit stack, so deep path conditions cost heap,
    // not call stack. A cached entry that does not match its node means the
    // address was reused by another context: the whole cache is stale, so
    // drop it and start over (a best-effort guard; see the header).
    for (;;) {
        bool stale = false;
        auto done = [&](const Expr* node) {
            auto it = cache_.find(node);
            if (it == cache_.end()) return false;
            if (!it->second.matches(node)) stale = true;
            return !stale;
        };
        std::vector<std::pair<const Expr*, bool>> stack;
        if (!done(root) && !stale) stack.emplace_back(root, false);
        while (!stack.empty() && !stale) {
            auto [node, expanded] = stack.back();
            if (expanded) {
                stack.pop_back();
                if (cache_.count(node) == 0) {
                    const expr::Sort sort = node->sort();
                    const expr::Sort values = expr::is_array(sort) ? expr::element_sort(sort) : sort;
                    std::uint8_t theories = (expr::is_array(sort) ? kArrays : 0) | (expr::is_floating(values) ? kFloats : 0);
                    // An element read is a constant of its own: no array theory.
                    for (unsigned i = element_constant(node) ? 1 : 0; i < node->arity(); ++i)
                        theories |= cache_.at(node->operand(i)).theories;
                    cache_.emplace(node, Entry{translate_node(node), node->id(), node->kind(), node->sort(), node->bits(), theories});
                }
                continue;
            }
            if (done(node)) {
                stack.pop_back();
                continue;
            }
            stack.back().second = true;
            for (unsigned i = node->arity(); i-- > 0;) {
                if (!done(node->operand(i))) stack.emplace_back(node->operand(i), false);
            }
        }
        if (!stale) return cached(root);
        cache_.clear();
    }
}

const char* z3_logic(std::uint8_t theories) {
    switch (theories) {
        case 0: return "QF_BV";
        case Z3Translator::kArrays: return "QF_ABV";
        case Z3Translator::kFloats: return "QF_FPBV";
        default: return nullptr;
    }
}

z3::expr Z3Translator::translate_node(const Expr* e) {
    switch (e->kind()) {
        case Kind::Const: return constant(e->sort(), e->bits());
        case Kind::Var: return var(e);
        case Kind::Neg:
        case Kind::Not:
        case Kind::ToByte:
        case Kind::ToChar:
        case Kind::ToShort: return unary(e);
        case Kind::Convert: return convert(e);
        case Kind::Ite: {
            if (e->operand(0)->sort() != Sort::Bool) unsupported(e);
            return z3::ite(cached(e->operand(0)), cached(e->operand(1)), cached(e->operand(2)));
        }
        case Kind::Select:
            if (element_constant(e)) {
                const std::string name = "v" + std::to_string(e->operand(0)->bits()) + "_" + e->operand(0)->name() +
                                         "[" + std::to_string(static_cast<std::int32_t>(e->operand(1)->bits())) + "]";
                return ctx_.constant(name.c_str(), sort_of(e->sort()));
            }
            return z3::select(cached(e->operand(0)), cached(e->operand(1)));
        case Kind::Store: return z3::store(cached(e->operand(0)), cached(e->operand(1)), cached(e->operand(2)));
        case Kind::Call: return call(e);
        default: return binary(e);
    }
}

z3::expr Z3Translator::unary(const Expr* e) {
    const z3::expr& a = cached(e->operand(0));
    const Sort s = e->operand(0)->sort();
    switch (e->kind()) {
        case Kind::Neg:
            if (expr::is_integral(s)) return -a;
            if (expr::is_floating(s)) return z3::to_expr(ctx_, Z3_mk_fpa_neg(ctx_, a));
            break;
        case Kind::Not:
            if (s == Sort::Bool) return !a;
            break;
        case Kind::ToByte:
            if (s == Sort::I32) return z3::sext(a.extract(7, 0), 24);
            break;
        case Kind::ToShort:
            if (s == Sort::I32) return z3::sext(a.extract(15, 0), 16);
            break;
        case Kind::ToChar:
            if (s == Sort::I32) return z3::zext(a.extract(15, 0), 16);
            break;
        default: break;
    }
    unsupported(e);
}

namespace {

// k when `divisor` is the constant 2^k, positive (k < width - 1): Java's /
// and % by it are a shift and a mask, the same values as bvsdiv and bvsrem
// without the divider circuit bit-blasting builds for them (two `% 16` a
// key made each query of a hash table's buckets take about 37 ms).
std::optional<unsigned> shift_of_divisor(const Expr* divisor) {
    if (!divisor->is_const() || !expr::is_integral(divisor->sort())) return std::nullopt;
    const std::uint64_t bits = divisor->sort() == Sort::I32 ? divisor->bits() & 0xffffffffu : divisor->bits();
    const unsigned width = divisor->sort() == Sort::I32 ? 32 : 64;
    if (bits == 0 || !std::has_single_bit(bits) || std::countr_zero(bits) >= static_cast<int>(width) - 1) return std::nullopt;
    return static_cast<unsigned>(std::countr_zero(bits));
}

}  // namespace

z3::expr Z3Translator::binary(const Expr* e) {
    if (e->arity() != 2) unsupported(e);
    const z3::expr& a = cached(e->operand(0));
    const z3::expr& b = cached(e->operand(1));
    const Sort s = e->operand(0)->sort();
    const bool integral = expr::is_integral(s);
    const bool floating = expr::is_floating(s);
    const unsigned width = width_of(s);
    auto fp = [this](Z3_ast (*mk)(Z3_context, Z3_ast, Z3_ast, Z3_ast), const z3::expr& x, const z3::expr& y) {
        return z3::to_expr(ctx_, mk(ctx_, rne(ctx_), x, y));
    };
    auto zero = [&] { return ctx_.bv_val(std::uint64_t{0}, width); };
    switch (e->kind()) {
        case Kind::Add:
            if (integral) return a + b;
            if (floating) return fp(Z3_mk_fpa_add, a, b);
            break;
        case Kind::Sub:
            if (integral) return a - b;
            if (floating) return fp(Z3_mk_fpa_sub, a, b);
            break;
        case Kind::Mul:
            if (integral) return a * b;
            if (floating) return fp(Z3_mk_fpa_mul, a, b);
            break;
        case Kind::Div:
            if (integral && shift_of_divisor(e->operand(1))) {
                // Truncation toward 0: a negative dividend is biased by 2^k - 1 before the shift.
                const unsigned k = *shift_of_divisor(e->operand(1));
                const z3::expr bias = z3::ite(a < zero(), ctx_.bv_val((std::uint64_t{1} << k) - 1, width), zero());
                return z3::ashr(a + bias, ctx_.bv_val(std::uint64_t{k}, width));
            }
            // bvsdiv(MIN, -1) == MIN as in Java; x / 0 is 0 as in expr::java.
            if (integral) return z3::ite(b == zero(), zero(), z3::to_expr(ctx_, Z3_mk_bvsdiv(ctx_, a, b)));
            if (floating) return fp(Z3_mk_fpa_div, a, b);
            break;
        case Kind::Rem:
            if (integral && shift_of_divisor(e->operand(1))) {
                // The low k bits, less 2^k when the dividend is negative and they are not 0.
                const std::uint64_t divisor = std::uint64_t{1} << *shift_of_divisor(e->operand(1));
                const z3::expr low = a & ctx_.bv_val(divisor - 1, width);
                return z3::ite(a < zero() && low != zero(), low - ctx_.bv_val(divisor, width), low);
            }
            // bvsrem takes the dividend's sign and gives MIN % -1 == 0.
            if (integral) return z3::ite(b == zero(), zero(), z3::srem(a, b));
            if (floating) return java_fp_rem(a, b);
            break;
        case Kind::And:
            if (integral) return a & b;
            break;
        case Kind::Or:
            if (integral) return a | b;
            break;
        case Kind::Xor:
            if (integral) return a ^ b;
            break;
        case Kind::Shl:
        case Kind::Shr:
        case Kind::Ushr: {
            if (!integral || e->operand(1)->sort() != Sort::I32) break;
            const z3::expr distance = (width == 64 ? z3::zext(b, 32) : b) & ctx_.bv_val(std::uint64_t{width - 1}, width);
            if (e->kind() == Kind::Shl) return z3::shl(a, distance);
            if (e->kind() == Kind::Shr) return z3::ashr(a, distance);
            return z3::lshr(a, distance);
        }
        case Kind::Cmp:
            if (integral) {
                return z3::ite(z3::slt(a, b), bv_const(ctx_, -1, 32), z3::ite(a == b, bv_const(ctx_, 0, 32), bv_const(ctx_, 1, 32)));
            }
            break;
        case Kind::CmpL:  // NaN -> -1
            if (floating) {
                return z3::ite(z3::to_expr(ctx_, Z3_mk_fpa_gt(ctx_, a, b)), bv_const(ctx_, 1, 32),
                               z3::ite(z3::to_expr(ctx_, Z3_mk_fpa_eq(ctx_, a, b)), bv_const(ctx_, 0, 32), bv_const(ctx_, -1, 32)));
            }
            break;
        case Kind::CmpG:  // NaN -> 1
            if (floating) {
                return z3::ite(z3::to_expr(ctx_, Z3_mk_fpa_lt(ctx_, a, b)), bv_const(ctx_, -1, 32),
                               z3::ite(z3::to_expr(ctx_, Z3_mk_fpa_eq(ctx_, a, b)), bv_const(ctx_, 0, 32), bv_const(ctx_, 1, 32)));
            }
            break;
        case Kind::Eq:
            if (floating) return z3::to_expr(ctx_, Z3_mk_fpa_eq(ctx_, a, b));
            return a == b;  // bit-vector equality, or iff on Bool
        case Kind::Lt:
            if (integral) return z3::slt(a, b);
            if (floating) return z3::to_expr(ctx_, Z3_mk_fpa_lt(ctx_, a, b));
            break;
        case Kind::Le:
            if (integral) return z3::sle(a, b);
            if (floating) return z3::to_expr(ctx_, Z3_mk_fpa_leq(ctx_, a, b));
            break;
        case Kind::BoolAnd:
            if (s == Sort::Bool) return a && b;
            break;
        case Kind::BoolOr:
            if (s == Sort::Bool) return a || b;
            break;
        default: break;
    }
    unsupported(e);
}

z3::expr Z3Translator::convert(const Expr* e) {
    const z3::expr& a = cached(e->operand(0));
    const Sort from = e->operand(0)->sort();
    const Sort to = e->sort();
    if (from == to) return a;
    if (from == Sort::I32 && to == Sort::I64) return z3::sext(a, 32);
    if (from == Sort::I64 && to == Sort::I32) return a.extract(31, 0);
    // i2f, i2d, l2f, l2d: one rounding from the exact integer.
    if (expr::is_integral(from) && expr::is_floating(to)) {
        return z3::to_expr(ctx_, Z3_mk_fpa_to_fp_signed(ctx_, rne(ctx_), a, sort_of(to)));
    }
    // f2d is exact, d2f rounds; both keep NaN a NaN.
    if (expr::is_floating(from) && expr::is_floating(to)) {
        return z3::to_expr(ctx_, Z3_mk_fpa_to_fp_float(ctx_, rne(ctx_), a, sort_of(to)));
    }
    if (expr::is_floating(from) && expr::is_integral(to)) return saturating_to_int(a, width_of(to));
    unsupported(e);
}

}  // namespace symcrete::solver
