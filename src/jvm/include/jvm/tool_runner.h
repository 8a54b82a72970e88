// Finds the JDK's tools (java, javac, the JUnit launcher, JaCoCo and ASM
// jars) and runs them, in the bubblewrap sandbox unless unsafe_validate.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "jvm/java_tools.h"
#include "jvm/sandbox.h"
#include "jvm/subprocess.h"
#include "support/result.h"

namespace symcrete::jvm {

struct ResolvedTools {
    std::filesystem::path java;
    std::filesystem::path javac;
};

// Finds java, javac and the JUnit launcher (and for coverage the JaCoCo and
// ASM jars). The error names everything missing and the Debian package that
// provides it.
Result<ResolvedTools> resolve_tools(const JavaTools& tools, bool need_coverage);

// The environment every tool runs with (a UTF-8 locale: javac reads sources
// and names class files in the locale's encoding).
const std::vector<std::string>& tool_environment();

// The JDK's feature version from its `release` file (JAVA_VERSION="17.0.15"),
// found beside the bin directory of the resolved java; 0 when unknown.
int java_feature_version(const std::filesystem::path& java);

// The sandbox the tools run in, or none with unsafe_validate.
Result<Sandbox> make_sandbox(const ToolOptions& options);

// What one run of the tools works with: the tools found, the sandbox they
// run in, and the options.
struct ToolRunner {
    const ToolOptions& options;
    ResolvedTools tools;
    Sandbox sandbox;

    // A JDK tool, in the sandbox unless unsafe_validate: only `writable` can
    // be written; `readable` are what it reads (needed where the sandbox's
    // private /tmp would hide them). Once options.cancel is set, the tool is
    // killed and the run is an Error, so no caller reads a killed tool's
    // output as the tests' doing.
    Result<ProcessResult> run(const std::vector<std::string>& argv, const std::filesystem::path& working_dir,
                              const std::vector<std::filesystem::path>& writable,
                              const std::vector<std::filesystem::path>& readable) const {
        if (cancelled()) return Error{"interrupted", ErrorKind::ToolFailed};
        auto ran = sandbox.run(argv, working_dir, writable, readable, options.run_timeout, tool_environment(),
                               options.cancel);
        if (ran && ran->cancelled) return Error{"interrupted", ErrorKind::ToolFailed};
        return ran;
    }
    bool cancelled() const { return options.cancel != nullptr && options.cancel->load(); }
    std::string heap_flag() const { return "-Xmx" + options.jvm_max_heap; }
    std::string javac_heap_flag() const { return "-J-Xmx" + options.jvm_max_heap; }
};

// Compiles `sources` (class name, Java text) into `out` against `class_path`,
// in the sandbox; `what` names them in the error.
Status compile_sources(const ToolRunner& runner, const std::filesystem::path& out,
                       const std::vector<std::filesystem::path>& class_path,
                       const std::vector<std::pair<std::string_view, std::string_view>>& sources, std::string_view what);

// An archive of the classes javac loads (a dynamic CDS archive), made once
// per cache directory and JDK by compiling a small class with
// -XX:ArchiveClassesAtExit. Errors only mean compiling without it.
Result<std::filesystem::path> javac_class_archive(const ToolRunner& runner, const std::filesystem::path& cache_dir);

// A line javac reported an error on.
struct JavacError {
    std::filesystem::path file;
    std::size_t line = 0;
};

// The error lines in javac's output ("/w/staging/a/BTest.java:12: error: ...").
std::vector<JavacError> javac_errors(const std::string& output);

}  // namespace symcrete::jvm
