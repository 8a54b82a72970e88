// Where the JVM's tools are (java, javac, the JUnit console launcher,
// JaCoCo, ASM) and the limits of the sandbox they run in: the options every
// part that starts a JVM tool shares (the validator, check's reproducers,
// the Maven/Gradle project runner).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace symcrete::jvm {

// Where the tools are; the defaults are Debian's locations.
struct JavaTools {
    std::string java = "java";    // a path, or a name looked up on PATH
    std::string javac = "javac";
    std::filesystem::path junit_console_jar = "/usr/share/java/junit-platform-console-standalone.jar";
    // For JUnit 4 tests (TestSuite::junit4), which the launcher's vintage
    // engine runs: JUnit 4 and the Hamcrest it needs (Debian package junit4).
    std::vector<std::filesystem::path> junit4_jars = {"/usr/share/java/junit4.jar", "/usr/share/java/hamcrest-core.jar"};
    std::filesystem::path jacoco_agent_jar = "/usr/share/java/org.jacoco.agent.jar";
    std::filesystem::path jacoco_core_jar = "/usr/share/java/org.jacoco.core.jar";
    std::filesystem::path jacoco_report_jar = "/usr/share/java/org.jacoco.report.jar";
    std::vector<std::filesystem::path> asm_jars = {
        "/usr/share/java/asm.jar", "/usr/share/java/asm-commons.jar", "/usr/share/java/asm-tree.jar"};
};

// Limits and tools of the sandbox every javac and java process runs in
// (jvm/sandbox.h says how it is built and what holds).
struct SandboxOptions {
    std::string bwrap = "bwrap";  // bubblewrap: a path, or a name looked up on PATH
    std::chrono::seconds cpu_time{900};               // RLIMIT_CPU of each process
    std::uint64_t memory_bytes = std::uint64_t{3} << 30;  // RLIMIT_DATA of each process
    std::uint64_t max_processes = 512;                // RLIMIT_NPROC: processes and threads inside
    std::uint64_t max_file_bytes = std::uint64_t{1} << 30;  // RLIMIT_FSIZE: the largest file written
    std::uint64_t tmp_bytes = std::uint64_t{256} << 20;     // size of the private /tmp
    // As root: the uid the tools run as. 0 picks one per Symcrete process
    // (1073741824 + pid % 65536), so concurrent runs do not share a process count.
    std::uint32_t uid = 0;
};


// How every JVM tool is started: where the tools are, the sandbox, and the
// limits each javac or java process gets.
struct ToolOptions {
    JavaTools tools;
    SandboxOptions sandbox;
    // Run the tools without the sandbox: the tests can then read and change
    // the user's files, use the network and start processes. Without it a
    // sandbox that cannot start is an Error saying how to fix that.
    bool unsafe_validate = false;
    std::string jvm_max_heap = "1g";  // -Xmx of every JVM started (javac's too)
    // Compiled helpers are built into this once and reused by later runs
    // and other processes. Empty: inside the run's work directory, every run.
    std::filesystem::path cache_dir;
    std::chrono::seconds run_timeout{600};  // each javac or java process as a whole
    // When this becomes true, the tool running is killed and its run is an
    // Error ("interrupted"): gen's second Ctrl-C ends validation at once.
    const std::atomic<bool>* cancel = nullptr;
};

}  // namespace symcrete::jvm
