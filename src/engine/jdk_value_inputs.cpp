// Inputs of the JDK's value classes (jdk_value_classes.h): BigInteger,
// BigDecimal and the java.time values, made from symbolic parts and laid out
// as the JDK's own constructors leave them, for paths and replays alike.
#include <fmt/format.h>

#include <limits>

#include "engine/jdk_value_classes.h"
#include "interpreter.h"

namespace symcrete::engine::detail {

using expr::Kind;

// A BigInteger or BigDecimal input. A BigInteger's magnitude of up to two
// ints (0, then one, then two: a choice) covers every long, with a symbolic
// sign and no leading zero int, as the JDK keeps it; a BigDecimal is a
// compact one (what new BigDecimal("12.50") makes): a symbolic unscaled long
// (not Long.MIN_VALUE, which marks an inflated one) and a scale from 0 to
// 6. Cached fields (bit length, precision, text) stay unset, as after the
// JDK's own constructors. Larger magnitudes and other scales are bounds.
// A java.time value is made from its parts (time_parts).
std::int32_t Interpreter::make_input_jdk_value(State& state, const RuntimeClass* cls, const std::string& origin) {
    InputObject input;
    if (is_time_class(cls->name)) {
        input.slots = time_parts(state, cls, origin);
    } else if (cls->name == "java/math/BigDecimal") {
        limit_inputs(state, fmt::format("{}: BigDecimals with a long unscaled value and a scale of 0 to 6", origin));
        const expr::Expr* unscaled = ctx_.var(expr::Sort::I64, origin + ".unscaledValue()");
        const expr::Expr* scale = ctx_.var(expr::Sort::I32, origin + ".scale()");
        const expr::Expr* inflated = ctx_.i64(std::numeric_limits<std::int64_t>::min());
        add_domain_fact(state, ctx_.unary(Kind::Not, ctx_.binary(Kind::Eq, unscaled, inflated)));
        add_domain_fact(state, ctx_.binary(Kind::Le, ctx_.i32(0), scale));
        add_domain_fact(state, ctx_.binary(Kind::Le, scale, ctx_.i32(6)));
        input.slots = {Value::symbolic(unscaled), Value::symbolic(scale)};
    } else {
        limit_inputs(state, fmt::format("{}: BigIntegers of up to 64 bits", origin));
        const std::size_t ints = choose_alternative(state, 3);
        Value signum = Value::i32(0);
        if (ints > 0) {
            const expr::Expr* sign = ctx_.var(expr::Sort::I32, origin + ".signum()");
            add_domain_fact(state, ctx_.binary(Kind::BoolOr, ctx_.binary(Kind::Eq, sign, ctx_.i32(1)),
                                               ctx_.binary(Kind::Eq, sign, ctx_.i32(-1))));
            signum = Value::symbolic(sign);
        }
        input.slots.push_back(signum);
        for (std::size_t i = 0; i < ints; ++i) {
            const expr::Expr* part = ctx_.var(expr::Sort::I32, fmt::format("{}.mag[{}]", origin, i));
            if (i == 0) add_domain_fact(state, ctx_.unary(Kind::Not, ctx_.binary(Kind::Eq, part, ctx_.i32(0))));
            input.slots.push_back(Value::symbolic(part));
        }
    }
    input.origin = origin;
    input.cls = cls;
    input.jdk_value = true;
    input.address = new_jdk_value(state, cls, input.slots);
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

// A java.time value's parts (jdk_value_classes.h), symbolic, with the facts
// its factory checks as domain facts, so every model is a value a test can
// make: a month of 1 to 12, a day its month has (February 29 in leap years
// only), a time of day within 24 hours, nanos below a second, an Instant
// within Instant.MIN and MAX. Dates run from 1900 to 2100, a bound (the
// years tests read, both kinds of century, 2000's leap day).
std::vector<Value> Interpreter::time_parts(State& state, const RuntimeClass* cls, const std::string& origin) {
    std::vector<Value> parts;
    auto part = [&](expr::Sort sort, const char* getter, std::int64_t low, std::int64_t high) {
        const expr::Expr* var = ctx_.var(sort, origin + "." + getter + "()");
        const bool wide = sort == expr::Sort::I64;
        add_domain_fact(state, ctx_.binary(Kind::Le, wide ? ctx_.i64(low) : ctx_.i32(static_cast<std::int32_t>(low)), var));
        add_domain_fact(state, ctx_.binary(Kind::Le, var, wide ? ctx_.i64(high) : ctx_.i32(static_cast<std::int32_t>(high))));
        parts.push_back(Value::symbolic(var));
        return var;
    };
    const std::string_view name = cls->name;
    if (name == "java/time/LocalDate" || name == "java/time/LocalDateTime") {
        limit_inputs(state, fmt::format("{}: dates from 1900 to 2100", origin));
        const expr::Expr* year = part(expr::Sort::I32, "getYear", 1900, 2100);
        const expr::Expr* month = part(expr::Sort::I32, "getMonthValue", 1, 12);
        const expr::Expr* day = part(expr::Sort::I32, "getDayOfMonth", 1, 31);
        auto eq = [&](const expr::Expr* a, std::int32_t b) { return ctx_.binary(Kind::Eq, a, ctx_.i32(b)); };
        auto any = [&](std::initializer_list<const expr::Expr*> terms) {
            const expr::Expr* result = nullptr;
            for (const expr::Expr* term : terms) result = result == nullptr ? term : ctx_.binary(Kind::BoolOr, result, term);
            return result;
        };
        const expr::Expr* long_month = any({eq(month, 1), eq(month, 3), eq(month, 5), eq(month, 7), eq(month, 8),
                                            eq(month, 10), eq(month, 12)});
        add_domain_fact(state, any({ctx_.binary(Kind::Le, day, ctx_.i32(30)), long_month}));
        const expr::Expr* leap = ctx_.binary(
            Kind::BoolAnd, eq(ctx_.binary(Kind::Rem, year, ctx_.i32(4)), 0),
            any({ctx_.unary(Kind::Not, eq(ctx_.binary(Kind::Rem, year, ctx_.i32(100)), 0)),
                 eq(ctx_.binary(Kind::Rem, year, ctx_.i32(400)), 0)}));
        add_domain_fact(state, any({ctx_.unary(Kind::Not, eq(month, 2)), ctx_.binary(Kind::Le, day, ctx_.i32(28)),
                                    ctx_.binary(Kind::BoolAnd, eq(day, 29), leap)}));
    }
    if (name == "java/time/LocalTime" || name == "java/time/LocalDateTime") {
        part(expr::Sort::I32, "getHour", 0, 23);
        part(expr::Sort::I32, "getMinute", 0, 59);
        part(expr::Sort::I32, "getSecond", 0, 59);
        part(expr::Sort::I32, "getNano", 0, 999'999'999);
    }
    if (name == "java/time/Instant") {
        part(expr::Sort::I64, "getEpochSecond", -31'557'014'167'219'200LL, 31'556'889'864'403'199LL);
        part(expr::Sort::I32, "getNano", 0, 999'999'999);
    }
    if (name == "java/time/Duration") {
        part(expr::Sort::I64, "getSeconds", std::numeric_limits<std::int64_t>::min(),
             std::numeric_limits<std::int64_t>::max());
        part(expr::Sort::I32, "getNano", 0, 999'999'999);
    }
    return parts;
}

// Lays out a BigInteger, BigDecimal or java.time value from its parts
// (InputObject::slots), symbolic for a path, concrete for a replay: the
// fields the JDK's constructors set, nothing cached.
std::uint32_t Interpreter::new_jdk_value(State& state, const RuntimeClass* cls, const std::vector<Value>& parts) {
    initialize(state, cls);
    auto object_of = [&](const RuntimeClass* of) {
        Object object;
        object.kind = Object::Kind::Instance;
        object.cls = of;
        object.slots = of->instance_template;
        return object;
    };
    auto slot_of = [&](const RuntimeClass* of, const char* name, const char* descriptor) {
        auto slot = program_.resolve_field(of, name, descriptor);
        if (!slot) unsupported(fmt::format("{} without its field {}", of->java_name(), name));
        return slot->index;
    };
    if (parts.size() < time_part_count(cls->name)) unsupported(fmt::format("{} without its parts", cls->java_name()));
    Object object = object_of(cls);
    const std::string_view name = cls->name;
    if (name == "java/time/LocalDateTime") {
        const RuntimeClass* date = klass("java/time/LocalDate");
        const RuntimeClass* time = klass("java/time/LocalTime");
        object.slots[slot_of(cls, "date", "Ljava/time/LocalDate;")] =
            Value::ref(new_jdk_value(state, date, {parts[0], parts[1], parts[2]}));
        object.slots[slot_of(cls, "time", "Ljava/time/LocalTime;")] =
            Value::ref(new_jdk_value(state, time, {parts[3], parts[4], parts[5], parts[6]}));
    } else if (name == "java/time/LocalDate") {
        object.slots[slot_of(cls, "year", "I")] = parts[0];
        object.slots[slot_of(cls, "month", "S")] = parts[1];
        object.slots[slot_of(cls, "day", "S")] = parts[2];
    } else if (name == "java/time/LocalTime") {
        object.slots[slot_of(cls, "hour", "B")] = parts[0];
        object.slots[slot_of(cls, "minute", "B")] = parts[1];
        object.slots[slot_of(cls, "second", "B")] = parts[2];
        object.slots[slot_of(cls, "nano", "I")] = parts[3];
    } else if (name == "java/time/Instant" || name == "java/time/Duration") {
        object.slots[slot_of(cls, "seconds", "J")] = parts[0];
        object.slots[slot_of(cls, "nanos", "I")] = parts[1];
    } else if (name == "java/math/BigDecimal") {
        object.slots[slot_of(cls, "intCompact", "J")] = parts.at(0);
        object.slots[slot_of(cls, "scale", "I")] = parts.at(1);
    } else {
        Object magnitude;
        magnitude.kind = Object::Kind::Array;
        magnitude.cls = klass("[I");
        magnitude.slots.assign(parts.begin() + 1, parts.end());
        object.slots[slot_of(cls, "signum", "I")] = parts.at(0);
        object.slots[slot_of(cls, "mag", "[I")] = Value::ref(state.heap.allocate(std::move(magnitude)));
    }
    return state.heap.allocate(std::move(object));
}

}  // namespace symcrete::engine::detail
