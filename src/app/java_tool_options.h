// Where the JVM-side tools are, for every command that runs tests on the
// JVM: the JDK, the JUnit console launcher and JaCoCo's and ASM's jars. Each
// is an option and an environment variable; the defaults are Debian's paths
// (testgen::JavaTools), and the JDK is chosen for the classes
// (app/jdk_option.h).
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "testgen/validator.h"

namespace symcrete::app {

struct JavaToolPaths {
    std::string java_home;       // --java-home, SYMCRETE_JAVA_HOME: the only JDK tried
    std::string junit_launcher;  // --junit-launcher, SYMCRETE_JUNIT_LAUNCHER
    std::string jacoco_agent;    // --jacoco-agent, SYMCRETE_JACOCO_AGENT
    std::string jacoco_core;     // --jacoco-core, SYMCRETE_JACOCO_CORE
    std::string jacoco_report;   // --jacoco-report, SYMCRETE_JACOCO_REPORT
    std::string asm_jars;        // --asm-jars, SYMCRETE_ASM_JARS: ':'-separated
};

// Adds --java-home (SYMCRETE_JAVA_HOME) alone: `what` the JDK is for.
CLI::Option* add_java_home_option(CLI::App& command, std::string& java_home, const std::string& what);

// Adds the options (in a group of their own) to `command`.
void add_java_tool_options(CLI::App& command, JavaToolPaths& paths);

// The given paths in place of the defaults (java and javac from --java-home).
void apply_java_tool_paths(const JavaToolPaths& paths, testgen::JavaTools& tools);

}  // namespace symcrete::app
