// `symcrete run --python`: load (CPython's parser, then the subset) and run.
#include <fmt/format.h>

#include <cstdio>
#include <iostream>

#include "exit_codes.h"
#include "python/interpreter.h"
#include "python/lower.h"
#include "run_command.h"

namespace symcrete::app {

int run_python(const RunOptions& options) {
    Result<python::Module> module = python::load_module(options.python_file);
    if (!module) {
        fmt::print(stderr, "symcrete: {}\n", module.error().message);
        return module.error().kind == ErrorKind::Unsupported ? kExitUnsupported : kExitUsage;
    }
    python::RunLimits limits;
    limits.max_steps = options.max_steps;
    const python::RunOutcome outcome = python::run_module(*module, std::cout, limits);
    std::cout.flush();
    if (outcome.unsupported) {
        fmt::print(stderr, "symcrete: unsupported: {}\n", *outcome.unsupported);
        return kExitUnsupported;
    }
    if (outcome.uncaught) {
        fmt::print(stderr, "{}", outcome.traceback);
        return 1;
    }
    return kExitOk;
}

}  // namespace symcrete::app
