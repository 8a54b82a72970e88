// texts_differ (inputs.h): what tells two String inputs apart, for the
// engine (the keys of a map input: Interpreter::assume_distinct_texts) and
// for readable models alike.
#include <algorithm>
#include <vector>

#include "engine/inputs.h"
#include "interpreter.h"

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

namespace symcrete::engine::detail {

// A set's elements and a map's keys are as many as the size chosen: two
// String ones that are distinct objects have distinct texts. add and put
// compare them as the model has them while the collection is built, which
// no later query has to keep (a readable model made two keys one text, and
// the JVM's map one entry shorter than the path's): said on the path, and
// the model settled before the build. `slots[0], slots[stride], ...` are
// the keys.
void Interpreter::assume_distinct_texts(State& state, const std::vector<Value>& slots, std::size_t stride) {
    std::vector<std::size_t> texts;  // indexes into the input graph's objects
    for (std::size_t i = 0; i < slots.size(); i += stride) {
        if (!is_lazy_reference(slots[i])) continue;
        const std::int32_t target = state.inputs->references[lazy_reference_id(slots[i])].target;
        if (target < 0) continue;
        const auto index = static_cast<std::size_t>(target);
        const InputObject& key = state.inputs->objects[index];
        if (key.cls != nullptr && key.cls->shape == ObjectShape::String && key.length.kind() == ValueKind::Int &&
            std::find(texts.begin(), texts.end(), index) == texts.end())
            texts.push_back(index);
    }
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            assume(state, texts_differ(ctx_, state.inputs->objects[texts[i]], state.inputs->objects[texts[j]]));
    settle_model(state);
}

}  // namespace symcrete::engine::detail
