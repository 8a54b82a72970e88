// Model values -> raw bits.
#include "z3_model.h"

namespace symcrete::solver {

std::optional<std::uint64_t> model_bits(const z3::model& model, const z3::expr& term, expr::Sort sort) {
    z3::context& c = term.ctx();
    const z3::expr value = model.eval(term, /*model_completion=*/true);
    std::uint64_t bits = 0;
    switch (sort) {
        case expr::Sort::Bool:
            switch (Z3_get_bool_value(c, value)) {
                case Z3_L_TRUE: return 1;
                case Z3_L_FALSE: return 0;
                default: return std::nullopt;
            }
        case expr::Sort::I32:
        case expr::Sort::I64:
            if (value.is_numeral_u64(bits)) return bits;
            return std::nullopt;
        case expr::Sort::F32:
        case expr::Sort::F64: {
            if (!value.is_fpa()) return std::nullopt;
            if (Z3_fpa_is_numeral_nan(c, value)) return sort == expr::Sort::F32 ? kCanonicalNaN32 : kCanonicalNaN64;
            // fp.to_ieee_bv is specified for every value but NaN.
            const z3::expr ieee = z3::to_expr(c, Z3_mk_fpa_to_ieee_bv(c, value)).simplify();
            if (ieee.is_numeral_u64(bits)) return bits;
            return std::nullopt;
        }
        default: break;
    }
    return std::nullopt;
}

std::optional<expr::ArrayValue> model_array(const z3::model& model, const z3::expr& term, expr::Sort sort) {
    z3::context& c = term.ctx();
    const expr::Sort element = expr::element_sort(sort);
    expr::ArrayValue result;
    z3::expr value = model.eval(term, /*model_completion=*/true);
    // Stores nest newest outermost: the first store seen at an index wins.
    std::vector<std::pair<std::int32_t, std::uint64_t>> stores;
    while (value.is_app() && value.decl().decl_kind() == Z3_OP_STORE) {
        std::uint64_t index = 0;
        const auto bits = model_bits(model, value.arg(2), element);
        if (!value.arg(1).is_numeral_u64(index) || !bits) return std::nullopt;
        stores.emplace_back(static_cast<std::int32_t>(static_cast<std::uint32_t>(index)), *bits);
        value = value.arg(0);
    }
    if (value.is_app() && value.decl().decl_kind() == Z3_OP_CONST_ARRAY) {
        const auto bits = model_bits(model, value.arg(0), element);
        if (!bits) return std::nullopt;
        result.otherwise = *bits;
    } else if (value.is_app() && value.decl().decl_kind() == Z3_OP_AS_ARRAY) {
        const z3::func_decl f(c, Z3_get_as_array_func_decl(c, value));
        const z3::func_interp interpretation = model.get_func_interp(f);
        const auto otherwise = model_bits(model, interpretation.else_value(), element);
        if (!otherwise) return std::nullopt;
        result.otherwise = *otherwise;
        for (unsigned i = 0; i < interpretation.num_entries(); ++i) {
            const z3::func_entry entry = interpretation.entry(i);
            std::uint64_t index = 0;
            const auto bits = model_bits(model, entry.value(), element);
            if (!entry.arg(0).is_numeral_u64(index) || !bits) return std::nullopt;
            result.elements.emplace(static_cast<std::int32_t>(static_cast<std::uint32_t>(index)), *bits);
        }
    } else {
        return std::nullopt;
    }
    for (auto it = stores.rbegin(); it != stores.rend(); ++it) result.elements[it->first] = it->second;
    for (auto it = result.elements.begin(); it != result.elements.end();) {
        it = it->second == result.otherwise ? result.elements.erase(it) : std::next(it);
    }
    return result;
}

}  // namespace symcrete::solver
