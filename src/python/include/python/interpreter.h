// Symcrete's concrete Python interpreter: runs a module of the subset
// (program.h) as CPython 3.11 would, printing what it prints. It is the
// Python front end's oracle-checked base: the conformance suite under
// tests/python/conformance compares its output with CPython's byte for byte.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "python/program.h"

namespace symcrete::python {

struct RunLimits {
    // Statements executed before the run stops (0: no limit).
    std::uint64_t max_steps = 0;
    // Nested Python calls before RecursionError, as CPython's default limit.
    int max_depth = 1000;
};

struct RunOutcome {
    // The uncaught exception, as CPython's traceback ends: "ValueError: bad
    // input" (just the class name when its message is empty).
    std::optional<std::string> uncaught;
    // "Traceback (most recent call last):" and one line per frame, innermost
    // last, then `uncaught`: what CPython prints on stderr, without the
    // source lines.
    std::string traceback;
    // Why the run stopped short: a construct or builtin outside the subset,
    // or the step limit.
    std::optional<std::string> unsupported;
};

// Runs the module's top level, writing print's output (UTF-8) to `out` as it
// is printed.
RunOutcome run_module(const Module& module, std::ostream& out, const RunLimits& limits = {});

}  // namespace symcrete::python
