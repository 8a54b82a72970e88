// The boundary condition of one conjunct (boundary_values.h). It peels a
// negation, looks through javac's compare-then-test-against-zero pattern (lcmp,
// fcmpl, ...) to the operands actually compared, and rewrites the comparison as
// an equality at its edge: `l <= r` as `l == r`, and `l < r` as `l + 1 == r`.
// The strict case needs the next value, so it is given for ints and longs only;
// for floats `+ 1` does not reach it.
#include "boundary_values.h"

#include <utility>

namespace symcrete::testgen {
namespace {

using expr::Expr;
using expr::Kind;
using expr::Sort;

bool integral(Sort sort) { return sort == Sort::I32 || sort == Sort::I64; }

bool is_zero(const Expr* e) { return e->kind() == Kind::Const && e->bits() == 0; }

bool is_compare(const Expr* e) { return e->kind() == Kind::Cmp || e->kind() == Kind::CmpL || e->kind() == Kind::CmpG; }

const Expr* one(expr::ExprContext& context, Sort sort) {
    return sort == Sort::I64 ? context.i64(1) : context.i32(1);
}

}  // namespace

const Expr* boundary_condition(expr::ExprContext& context, const Expr* condition) {
    bool negated = false;
    if (condition->kind() == Kind::Not) {
        negated = true;
        condition = condition->operand(0);
    }
    if (condition->kind() != Kind::Lt && condition->kind() != Kind::Le) return nullptr;
    const Expr* left = condition->operand(0);
    const Expr* right = condition->operand(1);
    bool strict = condition->kind() == Kind::Lt;
    // lcmp/fcmp results compared with 0 (what javac emits for long, float
    // and double comparisons) compare their operands the same way.
    if (is_compare(left) && is_zero(right)) {
        right = left->operand(1);
        left = left->operand(0);
    } else if (is_zero(left) && is_compare(right)) {  // 0 < cmp(x, y) is y < x
        left = right->operand(1);
        right = right->operand(0);
    }
    // not (l < r) is r <= l; not (l <= r) is r < l.
    if (negated) {
        std::swap(left, right);
        strict = !strict;
    }
    if (!strict) return context.binary(Kind::Eq, left, right);
    if (!integral(left->sort())) return nullptr;
    return context.binary(Kind::Eq, context.binary(Kind::Add, left, one(context, left->sort())), right);
}

}  // namespace symcrete::testgen
