// `symcrete svcomp`: reads the task, picks the property, compiles the sources
// with javac into a scratch directory removed afterwards (unless --cp gives
// compiled classes), runs verify_program and ends with the `verdict:` line. A
// user cache directory ($XDG_CACHE_HOME or ~/.cache) keeps a class-data-sharing
// archive of javac's classes between runs, which makes compiling faster. With
// --out, a false verdict's JUnit reproducer is run on the JVM; if it does not
// fail as the engine predicted, the verdict becomes unknown.
#include "svcomp_command.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>

#include "class_path_option.h"
#include "jdk_option.h"
#include "exit_codes.h"
#include "solver_layer_text.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "verify/program_verifier.h"
#include "verify/reproducer.h"
#include "verify/svcomp_task.h"

namespace symcrete::app {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// A private directory for the compiled task, removed when done.
struct ScratchDir {
    fs::path path;
    ScratchDir() {
        std::string pattern = (fs::temp_directory_path() / "symcrete-svcomp-XXXXXX").string();
        if (mkdtemp(pattern.data()) != nullptr) path = pattern;
    }
    ~ScratchDir() {
        std::error_code ec;
        if (!path.empty()) fs::remove_all(path, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
};

// $XDG_CACHE_HOME/symcrete, else ~/.cache/symcrete; empty without either.
fs::path user_cache_dir() {
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && *xdg == '/') return fs::path(xdg) / "symcrete";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home == '/')
        return fs::path(home) / ".cache" / "symcrete";
    return {};
}

}  // namespace

int run_svcomp(const SvcompOptions& options) {
    const Clock::time_point started = Clock::now();
    auto task = verify::read_svcomp_task(options.task);
    if (!task) {
        return fail("symcrete", task.error());
    }
    // The property: the one asked for, else the task's first that we check.
    const verify::TaskProperty* chosen = nullptr;
    for (const verify::TaskProperty& property : task->properties) {
        if (!property.property) continue;
        if (options.property.empty() || options.property == verify::to_string(*property.property)) {
            chosen = &property;
            break;
        }
    }
    if (chosen == nullptr) {
        fmt::print(stderr, "symcrete: {}: {}\n", options.task,
                   options.property.empty() ? "no property Symcrete checks (valid-assert, no-runtime-exception)"
                                            : fmt::format("no property {}", options.property));
        return kExitUsage;
    }

    // The JDK asked for compiles the task and is the class library explored.
    if (Status status = use_given_jdk(options.java_tools); !status) return fail("symcrete", status.error());
    testgen::ValidatorOptions tools;
    tools.unsafe_validate = options.unsafe_validate;
    apply_java_tool_paths(options.java_tools, tools.tools);
    tools.cache_dir = user_cache_dir();
    ScratchDir scratch;
    fs::path classes = options.class_path;
    double javac_seconds = 0;
    if (classes.empty()) {
        if (scratch.path.empty()) {
            fmt::print(stderr, "symcrete: cannot create a temporary directory\n");
            return kExitUsage;
        }
        classes = scratch.path / "classes";
        const Clock::time_point compiling = Clock::now();
        if (Status status = testgen::compile_program(task->input_files, classes, tools); !status) {
            return fail(fmt::format("symcrete: {}: compiling the task", options.task), status.error());
        }
        javac_seconds = seconds_since(compiling);
    }

    classfile::ClassPath class_path;
    if (Status status = fill_class_path(class_path, {classes.string()}); !status) {
        return fail("symcrete", status.error());
    }
    verify::VerifyOptions verify_options;
    verify_options.time_limit = std::chrono::milliseconds(static_cast<std::int64_t>(options.timeout * 1000));
    const Clock::time_point exploring = Clock::now();
    auto result = verify::verify_program(class_path, task->entry_class, *chosen->property, verify_options);
    const double explore_seconds = seconds_since(exploring);
    if (!result) {
        fmt::print("symcrete: {}\nverdict: unknown\n", result.error().message);
        return kExitOk;
    }

    verify::Verdict verdict = result->verdict;
    fmt::print("property: {}\n", verify::to_string(*chosen->property));
    if (result->violation) {
        const verify::Violation& violation = *result->violation;
        fmt::print("violation: {} escapes main\n", classfile::internal_to_java_name(violation.exception_class));
        std::string inputs;
        for (const engine::NondetValue& value : violation.inputs)
            inputs += (inputs.empty() ? "" : ", ") + verify::java_expression(value);
        fmt::print("inputs (Verifier.nondet* in call order): {}\n", inputs.empty() ? "none" : inputs);
        if (!options.out_dir.empty()) {
            auto reproducer = verify::write_reproducer(options.out_dir, task->entry_class, violation);
            if (!reproducer) {
                return fail("symcrete", reproducer.error());
            }
            tools.class_path = {classes};
            if (Status checked = verify::check_reproducer(*reproducer, violation, tools); !checked) {
                // The engine's replay and the JVM disagree: an engine bug, and
                // no verdict we can stand by.
                fmt::print("reproducer: {} does not reproduce: {}\n", reproducer->test.string(), checked.error().message);
                verdict = verify::Verdict::Unknown;
            } else {
                fmt::print("reproducer: {} fails on the JVM with {}\n", reproducer->test.string(),
                           classfile::internal_to_java_name(violation.exception_class));
            }
        }
    } else if (verdict == verify::Verdict::Unknown) {
        fmt::print("no violation found; not every execution was explored exactly:\n");
        for (const auto& [kind, count] : result->unknown_reasons)
            fmt::print("  {} ({} path{}), e.g. {}\n", kind, count, count == 1 ? "" : "s",
                       result->reason_examples.at(kind));
    }
    if (options.stats) {
        fmt::print(stderr,
                   "symcrete: {} paths ({} branches merged), {} round(s), last with branch bound {} and strings up to "
                   "{} chars; javac {:.2f} s, exploring {:.2f} s, total {:.2f} s\n",
                   result->paths, result->merged, result->rounds, result->final_round.branch_bound,
                   result->final_round.max_string_length, javac_seconds, explore_seconds, seconds_since(started));
        fmt::print(stderr, "{}", solver_layer_text(result->solver_layers));
    }
    fmt::print("verdict: {}\n", verify::to_string(verdict));
    return kExitOk;
}

}  // namespace symcrete::app
