// texts_differ (inputs.h): what tells two String inputs apart, for the
// engine (the keys of a map input) and for readable models alike.
#include <algorithm>

#include "engine/inputs.h"

namespace symcrete::engine {

// Text differs when the lengths do or a char within both does.
const expr::Expr* texts_differ(expr::ExprContext& context, const InputObject& a, const InputObject& b) {
    using expr::Kind;
    const expr::Expr* a_length = a.length.to_expr(context);
    const expr::Expr* b_length = b.length.to_expr(context);
    const expr::Expr* differ = context.ne(a_length, b_length);
    for (std::size_t k = 0; k < std::min(a.slots.size(), b.slots.size()); ++k) {
        const expr::Expr* index = context.i32(static_cast<std::int32_t>(k));
        const expr::Expr* within = context.binary(Kind::BoolAnd, context.binary(Kind::Lt, index, a_length),
                                                  context.binary(Kind::Lt, index, b_length));
        const expr::Expr* chars = context.ne(a.slots[k].to_expr(context), b.slots[k].to_expr(context));
        differ = context.binary(Kind::BoolOr, differ, context.binary(Kind::BoolAnd, within, chars));
    }
    return differ;
}

}  // namespace symcrete::engine
