// Functions the solvers cannot reason about, kept in the expression as
// calls (Kind::Call) instead of pinning their arguments: Math.sin(x) > 0.5
// stays a condition on x that the concolic walk (solver/concolic_walk.h)
// can search by running the function on concrete values. The expr library
// sits below the engine that knows Java's Math, so the engine installs the
// implementation here once; an id names each function.
#pragma once

#include <cstdint>
#include <string>

namespace symcrete::expr {

struct OpaqueFunctions {
    // f(x) or f(x, y) for the function with this id (y unused for one argument).
    double (*call)(std::uint32_t function, double x, double y) = nullptr;
    // The readable name of a function id ("Math.sin").
    std::string (*name)(std::uint32_t function) = nullptr;
};

// Installs the implementation; later calls with the same one are harmless.
void install_opaque_functions(const OpaqueFunctions& functions);
// Runs a function; precondition: installed.
double call_opaque(std::uint32_t function, double x, double y);
// "Math.sin", or "f<id>" when nothing is installed.
std::string opaque_name(std::uint32_t function);

}  // namespace symcrete::expr
