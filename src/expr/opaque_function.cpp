// The installed opaque functions of opaque_function.h.
#include "expr/opaque_function.h"

#include <atomic>
#include <cassert>

namespace symcrete::expr {
namespace {

std::atomic<double (*)(std::uint32_t, double, double)> installed_call{nullptr};
std::atomic<std::string (*)(std::uint32_t)> installed_name{nullptr};

}  // namespace

void install_opaque_functions(const OpaqueFunctions& functions) {
    installed_call.store(functions.call);
    installed_name.store(functions.name);
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
