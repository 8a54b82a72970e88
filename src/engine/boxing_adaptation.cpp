// Boxing, unboxing and widening between a value's type and the one a callee
// wants (boxing_adaptation.h): one implementation for lambdas and reflection.
#include "boxing_adaptation.h"

#include <fmt/format.h>

#include <string>
#include <string_view>

#include "engine/jdk_value_classes.h"
#include "expr/value.h"
#include "support/java_type.h"

namespace symcrete::engine {

namespace {

bool is_reference(char type) { return type == 'L' || type == '['; }

}  // namespace

Value adapt_value(IntrinsicHost& host, State& state, Value value, char from, char to) {
    if (is_reference(from) == is_reference(to)) {
        if (is_reference(to) || expr::value_kind_of(from) == expr::value_kind_of(to)) return value;
        return expr::convert(host.context(), expr::value_kind_of(to), value);
    }
    if (is_reference(to)) {  // box
        const char* box = java_type::box_class(from);
        return host.call_static(state, box, "valueOf", fmt::format("({})L{};", from, box), {value});
    }
    // unbox, then widen: the box's own type decides which xxxValue to call
    if (value.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    char held = unboxed_type(state.heap.get(value.as_ref()).cls->name);
    if (held == 0) held = to;
    static const char* names[] = {"booleanValue", "byteValue", "charValue", "shortValue",
                                  "intValue",     "longValue", "floatValue", "doubleValue"};
    const std::size_t which = std::string_view("ZBCSIJFD").find(held);
    Value raw = host.call_virtual(state, names[which], fmt::format("(){}", held), {value});
    if (expr::value_kind_of(held) == expr::value_kind_of(to)) return raw;
    return expr::convert(host.context(), expr::value_kind_of(to), raw);
}

}  // namespace symcrete::engine
