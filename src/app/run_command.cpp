// `symcrete run`: loads the main class, reads --max-heap as java's -Xmx would,
// and runs main concretely in the engine with the process's own streams,
// environment and working directory (make_process_system), java's stack depth
// and a StackOverflowError past it. The exit status is the program's own,
// except when the engine rather than the program could not go on (an
// unsupported call, the step limit): then it is kExitUnsupported, so a caller
// can tell the two apart.
#include "run_command.h"

#include "class_path_option.h"
#include "exit_codes.h"
#include "jdk_option.h"

#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>
#include <fmt/format.h>

#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "support/memory_size.h"

namespace symcrete::app {

namespace {

// Exit status when the engine, not the program, could not go on (exit_codes.h).
constexpr int kEngineFailure = kExitUnsupported;

}  // namespace

int run_run(const RunOptions& options) {
    if (!options.python_file.empty()) return run_python(options);
    if (options.command.empty()) {
        fmt::print(stderr, "symcrete run: which class? usage: symcrete run --cp <path> <MainClass> [args...]\n");
        return kExitUsage;
    }
    std::optional<std::uint64_t> max_heap;
    if (!options.max_heap.empty()) {
        max_heap = parse_memory_size(options.max_heap);
        if (!max_heap) {
            fmt::print(stderr, "symcrete run: invalid --max-heap '{}': a size such as 512m or 2g\n", options.max_heap);
            return kExitUsage;
        }
    }
    JavaToolPaths jdk_paths;
    jdk_paths.java_home = options.java_home;
    if (Status status = use_given_jdk(jdk_paths); !status) return fail("symcrete", status.error());
    const std::string main_class = classfile::java_to_internal_name(options.command[0]);
    {
        // The class library of a JDK that can run the main class's class file,
        // chosen before any of the library is read.
        classfile::ClassPath user_classes;
        for (const std::string& entry : options.class_path) {
            if (Status status = user_classes.add_list(entry); !status) return fail("symcrete", status.error());
        }
        if (auto jdk = choose_jdk_for(user_classes, {main_class}, jdk_paths, true);
            !jdk && (jdk.error().kind == ErrorKind::BadInput || user_classes.load(main_class)))
            return fail("symcrete", jdk.error());
    }
    classfile::ClassPath class_path;
    auto cls = open_class(class_path, options.class_path, main_class);
    if (!cls) {
        return fail("symcrete", cls.error());
    }

    engine::EngineStack stack(class_path);
    engine::EngineOptions engine_options;
    engine_options.max_steps_per_path =
        options.max_steps == 0 ? std::numeric_limits<std::uint64_t>::max() : options.max_steps;
    engine_options.max_call_depth = engine::kJavaStackDepth;
    engine_options.stack_overflow_throws = true;
    engine_options.enable_assertions = options.enable_assertions;
    if (max_heap) engine_options.max_heap_bytes = *max_heap;
    // The program's output reaches our descriptors when java's would, and it
    // reads our standard input.
    std::unique_ptr<engine::HostSystem> system = engine::make_process_system();
    engine_options.system = system.get();
    engine::Engine engine(stack.program, stack.context, *stack.solver, engine_options);

    auto started = std::chrono::steady_clock::now();
    std::vector<std::string> args(options.command.begin() + 1, options.command.end());
    engine::Engine::MainResult result = engine.run_main(**cls, args);
    auto elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

    int status = result.exit_status;
    switch (result.end) {
        case engine::PathEnd::Returned:
        case engine::PathEnd::Threw:
        case engine::PathEnd::Exited: break;
        default:
            fmt::print(stderr, "symcrete: {}: {}\n", engine::to_string(result.end), result.detail);
            status = kEngineFailure;
            break;
    }
    if (options.stats) fmt::print(stderr, "symcrete: {:.3f} s\n", elapsed);
    return status;
}

}  // namespace symcrete::app
