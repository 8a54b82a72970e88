// The exit statuses of every `symcrete` command, in one place; the README's
// "Exit status" table lists the same. `run` exits with the program's own
// status as `java` would, and uses these only for its own failures.
#pragma once

#include <fmt/format.h>

#include <cstdio>
#include <string_view>

#include "support/result.h"

namespace symcrete::app {

inline constexpr int kExitOk = 0;
// Bad options or input: an unknown option, a class or file that is not there
// or cannot be read, an output path that cannot be written.
inline constexpr int kExitUsage = 1;
// The engine could not go on: the program needs something Symcrete does not
// model yet (`run`), or a class got no test at all for that reason (`gen`).
inline constexpr int kExitUnsupported = 2;
// An internal error: symbolic execution and the concrete replay disagreed, or
// the explorer crashed. Please report it. (A test that failed on the JVM is
// taken out of the suite and named; the run still succeeds.)
inline constexpr int kExitInternalError = 3;
// Validation could not run: a missing JDK, JUnit or JaCoCo, no sandbox, a
// generated test file that does not compile, a test class JUnit cannot load
// (in a package its jar seals).
inline constexpr int kExitValidationFailed = 4;
// `check` found bugs (each with a reproducer that fails on the JVM).
inline constexpr int kExitBugsFound = 5;
// `reach`: a target shown unreachable (and none left unknown), or one
// neither reached nor shown unreachable.
inline constexpr int kExitTargetUnreachable = 6;
inline constexpr int kExitTargetUnknown = 7;
// Stopped by SIGINT or SIGTERM; what was found so far was still written.
inline constexpr int kExitInterrupted = 130;

// What gen's exit status says, in words, for its reports.
constexpr std::string_view gen_exit_meaning(int status) {
    switch (status) {
        case kExitOk: return "done: every test written passed, or was not run (--no-validate)";
        case kExitUsage: return "bad options or input";
        case kExitUnsupported: return "a class got no test: every path stopped at something Symcrete does not model";
        case kExitInternalError: return "internal error: a replay disagreed with exploration, or the explorer crashed";
        case kExitValidationFailed: return "validation could not run";
        case kExitInterrupted: return "interrupted: the tests found before were written";
    }
    return "unknown";
}

// The exit status for a failure the user reads: its kind decides, so the
// same failure ends every command the same way.
constexpr int exit_status_for(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::BadInput: return kExitUsage;
        case ErrorKind::Unsupported: return kExitUnsupported;
        case ErrorKind::ToolFailed: return kExitValidationFailed;
        case ErrorKind::Internal: return kExitInternalError;
    }
    return kExitInternalError;
}

// Prints "<who>: <message>" on stderr and returns the error's exit status:
// `return fail("symcrete", error);` ends a command on an error value.
inline int fail(std::string_view who, const Error& error) {
    fmt::print(stderr, "{}: {}\n", who, error.message);
    return exit_status_for(error.kind);
}

}  // namespace symcrete::app
