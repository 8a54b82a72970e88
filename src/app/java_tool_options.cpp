// Registers the JVM-tool options (JUnit launcher, JaCoCo and ASM jars) on a
// CLI11 command, each with its environment variable, and lets the paths given
// override testgen::JavaTools' defaults. Help texts show the defaults of a
// default-constructed JavaTools, so they name exactly the paths used when no
// option is given.
#include "java_tool_options.h"

namespace symcrete::app {

CLI::Option* add_java_home_option(CLI::App& command, std::string& java_home, const std::string& what) {
    return command
        .add_option("--java-home", java_home,
                    "The JDK " + what + ", the only one tried. Default: JAVA_HOME or the java on PATH, or when "
                    "that is too old for the classes' class files, the oldest JDK under /usr/lib/jvm that can "
                    "run them")
        ->envname("SYMCRETE_JAVA_HOME");
}

void add_java_tool_options(CLI::App& command, JavaToolPaths& paths) {
    const testgen::JavaTools defaults;
    const std::string group = "JVM tools (defaults: Debian's paths)";
    add_java_home_option(command, paths.java_home, "that runs the tests and whose class library is explored")
        ->group(group);
    command.add_option("--junit-launcher", paths.junit_launcher,
                       "The JUnit Platform console launcher, standalone jar (default " +
                           defaults.junit_console_jar.string() + ")")
        ->envname("SYMCRETE_JUNIT_LAUNCHER")
        ->group(group);
    command.add_option("--jacoco-agent", paths.jacoco_agent,
                       "JaCoCo's agent jar (default " + defaults.jacoco_agent_jar.string() + ")")
        ->envname("SYMCRETE_JACOCO_AGENT")
        ->group(group);
    command.add_option("--jacoco-core", paths.jacoco_core,
                       "JaCoCo's core jar (default " + defaults.jacoco_core_jar.string() + ")")
        ->envname("SYMCRETE_JACOCO_CORE")
        ->group(group);
    command.add_option("--jacoco-report", paths.jacoco_report,
                       "JaCoCo's report jar (default " + defaults.jacoco_report_jar.string() + ")")
        ->envname("SYMCRETE_JACOCO_REPORT")
        ->group(group);
    std::string asm_default;
    for (const auto& jar : defaults.asm_jars) asm_default += (asm_default.empty() ? "" : ":") + jar.string();
    command.add_option("--asm-jars", paths.asm_jars, "ASM's jars, ':'-separated (default " + asm_default + ")")
        ->envname("SYMCRETE_ASM_JARS")
        ->group(group);
}

void apply_java_tool_paths(const JavaToolPaths& paths, testgen::JavaTools& tools) {
    // The JDK asked for runs javac and java (gen and check choose it for
    // their classes, app/jdk_option.h, and set these again).
    if (!paths.java_home.empty()) {
        tools.java = (std::filesystem::path(paths.java_home) / "bin" / "java").string();
        tools.javac = (std::filesystem::path(paths.java_home) / "bin" / "javac").string();
    }
    if (!paths.junit_launcher.empty()) tools.junit_console_jar = paths.junit_launcher;
    if (!paths.jacoco_agent.empty()) tools.jacoco_agent_jar = paths.jacoco_agent;
    if (!paths.jacoco_core.empty()) tools.jacoco_core_jar = paths.jacoco_core;
    if (!paths.jacoco_report.empty()) tools.jacoco_report_jar = paths.jacoco_report;
    if (!paths.asm_jars.empty()) {
        tools.asm_jars.clear();
        for (std::size_t start = 0; start <= paths.asm_jars.size();) {
            std::size_t end = paths.asm_jars.find(':', start);
            if (end == std::string::npos) end = paths.asm_jars.size();
            if (end > start) tools.asm_jars.emplace_back(paths.asm_jars.substr(start, end - start));
            start = end + 1;
        }
    }
}

}  // namespace symcrete::app
