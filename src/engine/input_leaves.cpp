// Input objects of primitive contents, made when a path first reads an
// input reference (lazy_init.cpp decides which): a String of symbolic chars
// and an array of primitives or of lazy references, each recorded in the
// path's input graph (inputs.h).
#include "interpreter.h"

#include <fmt/format.h>

#include "symbolic_text.h"

namespace symcrete::engine::detail {

using expr::Kind;

// A String input: a symbolic length up to max_string_length and that many
// symbolic chars, each printable ASCII or a line break (see
// InputBounds::printable_strings).
std::int32_t Interpreter::make_input_string(State& state, const RuntimeClass* cls, const std::string& origin) {
    auto text = fresh_text(origin, options_.inputs.max_string_length, options_.inputs.printable_strings,
                           [&](const expr::Expr* fact) { add_domain_fact(state, fact); });
    Object object;
    object.kind = Object::Kind::SymbolicString;
    object.cls = cls;
    object.symbolic_text = text;
    InputObject input;
    input.origin = origin;
    input.cls = cls;
    input.length = text->length;
    input.slots = text->chars;
    input.address = state.heap.allocate(std::move(object));
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

// An array of primitives has a symbolic length (0 to max_array_length) and
// symbolic contents. An array of references takes each length up to
// max_reference_array_length as a choice, with lazy elements.
std::int32_t Interpreter::make_input_array(State& state, const RuntimeClass* cls, const std::string& origin,
                                           unsigned depth) {
    Object object;
    object.kind = Object::Kind::Array;
    object.cls = cls;
    InputObject input;
    input.origin = origin;
    input.cls = cls;
    if (cls->element_kind != ValueKind::Ref) {
        Value length;
        if (options_.inputs.exact_array_length) {
            length = Value::i32(*options_.inputs.exact_array_length);
        } else {
            const expr::Expr* var = ctx_.var(expr::Sort::I32, origin + ".length");
            add_domain_fact(state, ctx_.binary(Kind::Le, ctx_.i32(0), var));
            add_domain_fact(state, ctx_.binary(Kind::Le, var, ctx_.i32(options_.inputs.max_array_length)));
            length = Value::symbolic(var);
        }
        const expr::Sort element = expr::sort_of(cls->element_kind);
        const expr::Expr* elements = ctx_.var(expr::array_sort_of(element), origin);
        object.symbolic = Object::SymbolicContents{length, elements};
        input.length = length;
        input.elements = elements;
    } else {
        const auto max = static_cast<std::size_t>(options_.inputs.max_reference_array_length);
        limit_inputs(state, fmt::format("{}: arrays of references up to {} elements", origin, max));
        const std::size_t length = choose_alternative(state, max + 1);
        for (std::size_t i = 0; i < length; ++i) {
            object.slots.push_back(new_lazy_reference(state, cls->component, fmt::format("{}[{}]", origin, i),
                                                      depth + 1, false));
        }
        input.length = Value::i32(static_cast<std::int32_t>(length));
        input.slots = object.slots;
    }
    input.address = state.heap.allocate(std::move(object));
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

}  // namespace symcrete::engine::detail
