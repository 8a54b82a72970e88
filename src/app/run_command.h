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
    std::string python_file;           // --python: run this Python file instead of a class
};

int run_run(const RunOptions& options);
// `symcrete run --python <file.py>`: the file's top level in Symcrete's
// Python interpreter; exits 1 after an uncaught exception's traceback, as
// python3 does (python_run.cpp).
int run_python(const RunOptions& options);

}  // namespace symcrete::app
