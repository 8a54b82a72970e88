// Compiles the Java test programs under tests/java/<subdir> with javac at test
// time (class files are never committed).
#pragma once

#include <filesystem>
#include <string>

#include "support/shell.h"

namespace symcrete::testing {

// Compiles every .java file under tests/java/<subdir> with `javac --release
// <release>` and returns the output directory. The result is cached in the
// build tree across test processes and reused until a source changes, so
// callers must treat the directory as read-only. Fails the calling test
// (ADD_FAILURE) and returns an empty path if javac fails.
std::filesystem::path compile_java(const std::string& subdir, int release);
// The same for any source tree, with the given javac flags ("--release 17"),
// cached under a name derived from `name` and the flags.
std::filesystem::path compile_java_tree(const std::filesystem::path& source_dir, const std::string& name,
                                        const std::string& javac_flags);

// A fresh empty directory under the system temp dir, removed at process exit.
std::filesystem::path make_temp_dir(const std::string& prefix);
// A fresh empty directory outside /tmp and /run, which the validation
// sandbox hides: under the build tree unless the checkout itself lies under
// one of them, else under /var/tmp. Removed at process exit.
std::filesystem::path make_host_dir(const std::string& prefix);

// Runs a shell command, returning its exit status and combined stdout+stderr.
struct CommandResult {
    int status = -1;
    std::string output;
};
CommandResult run_command(const std::string& command);

// The command line running the symcrete binary under test (its path quoted)
// with `args`, which the caller quotes.
std::string symcrete_command(const std::string& args);

}  // namespace symcrete::testing
