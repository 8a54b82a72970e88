// Model values -> raw bits.
#include "solver/z3_model.h"

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
    }
    return std::nullopt;
}

}  // namespace symcrete::solver
