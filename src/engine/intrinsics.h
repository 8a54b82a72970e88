// C++ implementations that replace JDK methods: natives the engine must
// provide, and methods whose real bytecode would drag in machinery this
// slice does not model (Throwable's stack-trace capture, for one). To add
// one, write a function with the Intrinsic signature in intrinsics.cpp and
// register it under "owner.name descriptor" in the table there.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/state.h"
#include "expr/expr.h"

namespace symcrete::engine {

// What an intrinsic may ask of the executor.
class IntrinsicHost {
public:
    virtual ~IntrinsicHost() = default;
    [[noreturn]] virtual void unsupported(const std::string& what) = 0;  // ends the path
    virtual expr::ExprContext& context() = 0;
    virtual std::uint32_t new_string(State& state, const std::string& text) = 0;
    // The java.lang.Class object for a class, array descriptor or primitive name.
    virtual std::uint32_t class_object(State& state, const std::string& name) = 0;
    // Throws a new exception of the class (dispatched to handlers); the
    // intrinsic's result is then ignored.
    virtual void throw_new(State& state, const std::string& class_name, const std::string& message) = 0;
};

// Arguments include the receiver first for instance methods. Returns the
// result (nullopt for void).
using Intrinsic = std::function<std::optional<Value>(IntrinsicHost&, State&, const std::vector<Value>&)>;

// The intrinsic for "java/lang/Float.floatToRawIntBits(F)I", or null.
const Intrinsic* find_intrinsic(std::string_view key);

}  // namespace symcrete::engine
