// The installed opaque functions of opaque_function.h.
#include "expr/opaque_function.h"

#include <atomic>
#include <cassert>

namespace symcrete::expr {
namespace {

std::atomic<double (*)(std::uint32_t, double, double)> installed_call{nullptr};
std::atomic<std::string (*)(std::uint32_t)> installed_name{nullptr};
std::atomic<OpaqueResults (*)(std::uint32_t, double, double)> installed_allowed{nullptr};
std::atomic<OpaqueShape (*)(std::uint32_t, double)> installed_shape{nullptr};

}  // namespace

void install_opaque_functions(const OpaqueFunctions& functions) {
    installed_call.store(functions.call);
    installed_name.store(functions.name);
    installed_allowed.store(functions.allowed);
    installed_shape.store(functions.shape);
}

OpaqueResults opaque_allowed(std::uint32_t function, double x, double y) {
    if (auto allowed = installed_allowed.load()) return allowed(function, x, y);
    const double value = call_opaque(function, x, y);
    return OpaqueResults{value, value};
}

OpaqueShape opaque_shape(std::uint32_t function, double x) {
    auto shape = installed_shape.load();
    return shape != nullptr ? shape(function, x) : OpaqueShape{};
}

double call_opaque(std::uint32_t function, double x, double y) {
    auto call = installed_call.load();
    assert(call != nullptr);
    return call(function, x, y);
}

std::string opaque_name(std::uint32_t function) {
    auto name = installed_name.load();
    return name != nullptr ? name(function) : "f" + std::to_string(function);
}

}  // namespace symcrete::expr
