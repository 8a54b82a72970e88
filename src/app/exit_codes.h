// The exit statuses of every `symcrete` command, in one place; the README's
// "Exit status" table lists the same. `run` exits with the program's own
// status as `java` would, and uses these only for its own failures.
#pragma once

namespace symcrete::app {

inline constexpr int kExitOk = 0;
// Bad options or input: an unknown option, a class or file that is not there
// or cannot be read, an output path that cannot be written.
inline constexpr int kExitUsage = 1;
// The engine could not go on: the program needs something Symcrete does not
// model yet (`run`).
inline constexpr int kExitUnsupported = 2;
// An internal error: symbolic execution and the concrete replay disagreed, or
// a test Symcrete wrote failed on the JVM. Please report it.
inline constexpr int kExitInternalError = 3;
// Validation could not run: a missing JDK, JUnit or JaCoCo, no sandbox, a
// generated test file that does not compile.
inline constexpr int kExitValidationFailed = 4;
// `check` found bugs (each with a reproducer that fails on the JVM).
inline constexpr int kExitBugsFound = 5;
// Stopped by SIGINT or SIGTERM; what was found so far was still written.
inline constexpr int kExitInterrupted = 130;

}  // namespace symcrete::app
