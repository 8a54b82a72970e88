// `symcrete run`: execute a program's main method concretely in the engine,
// printing what it prints and exiting with its status, as `java` would. The
// program's System.out, System.err and System.in are the process's own
// descriptors, and its environment and working directory are the process's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace symcrete::app {

struct RunOptions {
    std::vector<std::string> class_path;
    std::vector<std::string> command;  // the main class, then its arguments
    std::uint64_t max_steps = 0;       // 0: no limit
    bool stats = false;
    bool enable_assertions = false;    // java -ea
    std::string max_heap;              // java's -Xmx syntax ("512m", "2g"); empty: java's default
    std::string java_home;             // --java-home; empty: chosen for the main class's class file
};

int run_run(const RunOptions& options);

}  // namespace symcrete::app
