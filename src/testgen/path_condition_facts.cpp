// What the parameter types tell about the inputs of a path condition: the
// range of an integral node (a char is 0..65535, b & 1 is 0 or 1), which
// narrowings and masks cannot change a value (so that (byte) b for a byte b
// prints as b and the engine's range facts drop out), which floating-point
// nodes may be NaN (so that a negated comparison may read plainly), and the
// ASCII name of each variable.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "path_condition_literals.h"
#include "path_condition_renderer.h"

namespace symcrete::testgen::path_condition_detail {

std::optional<Type> Renderer::param_type(const Expr* e) const {
    if (!e->is_var()) return std::nullopt;
    auto it = types_.find(e);
    if (it == types_.end()) return std::nullopt;
    return it->second;
}

bool Renderer::is_bool_param(const Expr* e) const {
    return e->sort() == Sort::I32 && param_type(e) == Type::Boolean;
}

Range Renderer::range(const Expr* e, int depth) const {
    const Range full = e->sort() == Sort::I64
                           ? Range{std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()}
                           : Range{std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
    if (depth > 8) return full;
    switch (e->kind()) {
        case Kind::Const: {
            const std::int64_t v = signed_value(e);
            return {v, v};
        }
        case Kind::Var:
            switch (param_type(e).value_or(Type::Int)) {
                case Type::Boolean: return {0, 1};
                case Type::Byte: return {-128, 127};
                case Type::Char: return {0, 65535};
                case Type::Short: return {-32768, 32767};
                default: return full;
            }
        case Kind::ToByte: return {-128, 127};
        case Kind::ToChar: return {0, 65535};
        case Kind::ToShort: return {-32768, 32767};
        case Kind::And:
            if (e->operand(1)->is_const() && signed_value(e->operand(1)) >= 0) return {0, signed_value(e->operand(1))};
            return full;
        case Kind::Ushr:
            if (e->operand(1)->is_const()) {
                const bool wide = e->sort() == Sort::I64;
                const unsigned s = static_cast<unsigned>(e->operand(1)->bits() & (wide ? 63 : 31));
                if (s > 0) {
                    const std::uint64_t max = wide ? ~std::uint64_t{0} : 0xffffffffull;
                    return {0, static_cast<std::int64_t>(max >> s)};
                }
            }
            return full;
        case Kind::Cmp:
        case Kind::CmpL:
        case Kind::CmpG: return {-1, 1};
        case Kind::Convert:
            if (e->sort() == Sort::I64 && e->operand(0)->sort() == Sort::I32) return range(e->operand(0), depth + 1);
            return full;
        case Kind::Ite: {
            const Range a = range(e->operand(1), depth + 1);
            const Range b = range(e->operand(2), depth + 1);
            return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
        }
        default: return full;
    }
}

bool Renderer::within(Range r, std::int64_t lo, std::int64_t hi) { return r.lo >= lo && r.hi <= hi; }

bool Renderer::is_identity(const Expr* e) const {
    switch (e->kind()) {
        case Kind::ToByte: return within(range(e->operand(0)), -128, 127);
        case Kind::ToShort: return within(range(e->operand(0)), -32768, 32767);
        case Kind::ToChar: return within(range(e->operand(0)), 0, 65535);
        case Kind::And: {
            if (!e->operand(1)->is_const()) return false;
            const std::int64_t m = signed_value(e->operand(1));
            const auto bits = static_cast<std::uint64_t>(m);
            return m >= 0 && (bits & (bits + 1)) == 0 && within(range(e->operand(0)), 0, m);
        }
        default: return false;
    }
}

const Expr* Renderer::strip(const Expr* e) const {
    while (is_identity(e)) e = e->operand(0);
    return e;
}

bool Renderer::may_be_nan(const Expr* e, int depth) {
    if (depth > 16) return true;
    switch (e->kind()) {
        case Kind::Const:
            return e->sort() == Sort::F32 ? std::isnan(std::bit_cast<float>(static_cast<std::uint32_t>(e->bits())))
                                          : std::isnan(std::bit_cast<double>(e->bits()));
        case Kind::Convert:
            return expr::is_floating(e->operand(0)->sort()) && may_be_nan(e->operand(0), depth + 1);
        case Kind::Neg: return may_be_nan(e->operand(0), depth + 1);
        case Kind::Ite: return may_be_nan(e->operand(1), depth + 1) || may_be_nan(e->operand(2), depth + 1);
        default: return true;
    }
}

const std::string& Renderer::var_name(const Expr* e) {
    auto it = names_of_vars_.find(e);
    if (it != names_of_vars_.end()) return it->second;
    std::string name = ascii_name(e->name());
    used_names_.insert(name);
    return names_of_vars_.emplace(e, std::move(name)).first->second;
}

}  // namespace symcrete::testgen::path_condition_detail
