// The values a JVM chooses freely, as fresh values with what HotSpot
// guarantees (IntrinsicHost::jvm_choice, EngineOptions::jvm_choices_symbolic),
// so that a verdict covers every choice instead of resting on one:
//
//   identity hash   the same for an object each time it is asked; 31 bits
//                   and never 0 (HotSpot keeps it in 31 bits of the object
//                   header and draws again on 0)
//   nanoTime        never decreasing along a run, and not negative (Linux's
//                   CLOCK_MONOTONIC, time since boot)
//   currentTimeMillis  never decreasing along a run, and no earlier than the
//                   moment exploration started: the program runs now or
//                   later, on a machine whose clock is not set back meanwhile
//
// The model starts each at a value that meets these, so the path the engine
// follows first is an ordinary one.
#include <limits>

#include <fmt/format.h>

#include "interpreter.h"

namespace symcrete::engine::detail {

std::optional<Value> Interpreter::jvm_choice(State& state, JvmChoice choice, std::uint32_t object) {
    if (!options_.jvm_choices_symbolic) return std::nullopt;
    using expr::Kind;
    const std::uint32_t n = state.jvm_choices++;
    auto fresh = [&](expr::Sort sort, const char* name, std::uint64_t start) {
        const expr::Expr* v = ctx_.var(sort, fmt::format("{}#{}", name, n));
        state.model.mutate().set(v, start);
        return v;
    };
    // Where a new reading starts in the model: `step` after the earlier
    // one's value, saturating (a solver may have put that near the top).
    auto after = [&](const expr::Expr* earlier, std::int64_t step) {
        const std::int64_t value = expr::evaluate(earlier, state.model).as_i64();
        return value > std::numeric_limits<std::int64_t>::max() - step ? value : value + step;
    };
    switch (choice) {
        case JvmChoice::IdentityHash: {
            if (auto known = state.identity_hashes.find(object); known != state.identity_hashes.end())
                return Value::symbolic(known->second);
            const expr::Expr* hash = fresh(expr::Sort::I32, "identityHashCode", 0x1000 + n);
            assume(state, ctx_.binary(Kind::Le, ctx_.i32(1), hash));
            state.identity_hashes.emplace(object, hash);
            return Value::symbolic(hash);
        }
        case JvmChoice::NanoTime: {
            const std::int64_t start = state.last_nano_time ? after(state.last_nano_time, 1000) : 1'000'000'000;
            const expr::Expr* time = fresh(expr::Sort::I64, "nanoTime", static_cast<std::uint64_t>(start));
            assume(state, ctx_.binary(Kind::Le, state.last_nano_time ? state.last_nano_time : ctx_.i64(0), time));
            state.last_nano_time = time;
            return Value::symbolic(time);
        }
        case JvmChoice::CurrentTimeMillis: {
            const std::int64_t start = state.last_millis ? after(state.last_millis, 1) : explored_since_;
            const expr::Expr* time = fresh(expr::Sort::I64, "currentTimeMillis", static_cast<std::uint64_t>(start));
            assume(state, ctx_.binary(Kind::Le, state.last_millis ? state.last_millis : ctx_.i64(explored_since_), time));
            state.last_millis = time;
            return Value::symbolic(time);
        }
    }
    return std::nullopt;
}

}  // namespace symcrete::engine::detail
