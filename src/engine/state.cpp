#include "engine/state.h"

namespace symcrete::engine {

void State::add_constraint(const expr::Expr* conjunct) {
    if (conjunct->is_const() && conjunct->bits() == 1) return;  // true adds nothing
    path_condition = std::make_shared<const PathConditionNode>(PathConditionNode{conjunct, path_condition});
    ++path_condition_size;
}

std::vector<const expr::Expr*> State::constraints() const {
    std::vector<const expr::Expr*> result(path_condition_size);
    std::size_t i = path_condition_size;
    for (const PathConditionNode* node = path_condition.get(); node != nullptr; node = node->next.get())
        result[--i] = node->conjunct;
    return result;
}

}  // namespace symcrete::engine
