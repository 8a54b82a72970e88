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

// The values a function may return for one argument: [low, high], or NaN
// (both NaN) where only NaN is allowed.
struct OpaqueResults {
    double low = 0, high = 0;
};

// The shape of a one-argument function around an argument: on [low, high]
// it never decreases (direction 1) or never increases (-1), direction 0
// saying nothing is known; and the magnitude of its slope there is at most
// `slope` (0: no bound known).
struct OpaqueShape {
    double low = 0, high = 0;
    int direction = 0;
    double slope = 0;
};

struct OpaqueFunctions {
    // f(x) or f(x, y) for the function with this id (y unused for one argument).
    double (*call)(std::uint32_t function, double x, double y) = nullptr;
    // The readable name of a function id ("Math.sin").
    std::string (*name)(std::uint32_t function) = nullptr;
    // The results the function's specification allows at (x, y), which
    // contain call's (a JVM may differ from it in the last place); null:
    // call's value alone.
    OpaqueResults (*allowed)(std::uint32_t function, double x, double y) = nullptr;
    // The shape of the function around x (one-argument functions); null:
    // nothing known.
    OpaqueShape (*shape)(std::uint32_t function, double x) = nullptr;
};

// Installs the implementation; later calls with the same one are harmless.
void install_opaque_functions(const OpaqueFunctions& functions);
// Runs a function; precondition: installed.
double call_opaque(std::uint32_t function, double x, double y);
// The allowed results and the shape of opaque_function.h's functions, with
// the defaults described there.
OpaqueResults opaque_allowed(std::uint32_t function, double x, double y);
OpaqueShape opaque_shape(std::uint32_t function, double x);
// "Math.sin", or "f<id>" when nothing is installed.
std::string opaque_name(std::uint32_t function);

}  // namespace symcrete::expr
