// Two small Java classes the Validator puts on the test JVM's class path,
// kept as source so nothing binary is committed; they are compiled at run
// time against the JUnit console launcher (once per cache directory, as the
// JaCoCo helper is). The validator (testgen) runs every test JVM with them.
#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

#include "jvm/tool_runner.h"
#include "support/result.h"

namespace symcrete::jvm {

// A SecurityManager installed with -Djava.security.manager=SymcreteExitGuard
// (JDK 17 to 23 instantiate it from the system class path at start-up). It
// refuses System.exit and Runtime.halt with a SecurityException, so a test
// that calls them fails alone instead of ending the JVM under the other
// tests; it permits everything else, and the JUnit launcher's own System.exit
// at the end (the caller of System.exit is ConsoleLauncher.main).
inline constexpr std::string_view kExitGuardClass = "SymcreteExitGuard";
std::string_view exit_guard_source();

// A JUnit Platform TestExecutionListener, registered through
// META-INF/services, that appends a line per event to the file the system
// property symcrete.events names, written through at once so the lines
// survive the JVM dying in the middle of a test. Tab-separated, with tabs,
// newlines and backslashes in the message escaped as \t, \n, \\:
//   planned   <class> <method>                     every test of the plan, first
//   started   <class> <method>
//   finished  <class> <method> <SUCCESSFUL|FAILED|ABORTED> <message>
//   skipped   <class> <method> <reason>
inline constexpr std::string_view kTestEventsClass = "SymcreteTestEvents";
std::string_view test_events_source();

// The Java helpers, compiled together (one javac) once per cache directory:
// the exit guard and the test event listener above and, for coverage, the
// JaCoCo helper (jacoco_tool.h) with the agent it extracts.
struct Helpers {
    std::filesystem::path dir;                      // the compiled helpers: on the test JVM's class path
    std::filesystem::path agent_jar;                // for coverage
    std::vector<std::filesystem::path> jacoco_jars;  // the JaCoCo and ASM jars
    std::vector<std::filesystem::path> tool_class_path() const {  // to run the JaCoCo helper
        std::vector<std::filesystem::path> cp = {dir};
        cp.insert(cp.end(), jacoco_jars.begin(), jacoco_jars.end());
        return cp;
    }
};

// The helpers, built once into the runner's options.cache_dir, or into
// work_dir/tools without one.
Result<Helpers> cached_helpers(const ToolRunner& runner, const std::filesystem::path& work_dir, bool coverage);

}  // namespace symcrete::jvm
