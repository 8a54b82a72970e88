// `symcrete check`: validates the options, selects the classes as gen does (or
// takes the --main program, run with non-null arguments as the java launcher
// passes them), explores each class with a class path and engine stack of its
// own on an in-order pool, so the findings do not depend on -j, then runs the
// reproducers on the JVM to confirm them and writes the report. The exit status
// says whether any bug was found.
#include "check_command.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <fmt/format.h>
#include <unistd.h>

#include "class_path_option.h"
#include "jdk_option.h"
#include "common_options.h"
#include "class_selection.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "output_paths.h"
#include "in_order_pool.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine_stack.h"
#include "engine/searcher.h"
#include "engine/work_budget.h"
#include "verify/bug_finder.h"
#include "verify/check_report.h"

namespace symcrete::app {

int run_check(const CheckCommandOptions& options) {
    if (options.format != "text" && options.format != "json" && options.format != "sarif") {
        fmt::print(stderr, "symcrete check: --format: expected text, json or sarif, not '{}'\n", options.format);
        return kExitUsage;
    }
    if (!options.main_class.empty() && (!options.classes.empty() || !options.packages.empty())) {
        fmt::print(stderr, "symcrete check: give classes to check (--class, --package) or a program (--main), not "
                           "both\n");
        return kExitUsage;
    }
    auto budget = parse_budget(options.budget);
    if (!budget) {
        return fail("symcrete check", budget.error());
    }
    auto max_memory = parse_max_memory(options.max_memory);
    if (!max_memory) {
        return fail("symcrete check", max_memory.error());
    }
    const std::optional<engine::SearchStrategy> search = engine::parse_search_strategy(options.search);
    if (!search) {
        fmt::print(stderr, "symcrete check: --search: expected dfs, bfs or covnew, not '{}'\n", options.search);
        return kExitUsage;
    }
    // Where the reproducers (written only to confirm bugs on the JVM) and
    // the report go, before exploring: one that cannot be written ends the
    // run now, not after every class's budget.
    if (options.validate) {
        if (Status status = check_output_dir("--out", options.out_dir); !status) return fail("symcrete", status.error());
    }
    if (!options.report.empty()) {
        if (Status status = check_output_file("--report", options.report); !status)
            return fail("symcrete", status.error());
    }
    if (Status status = use_given_jdk(options.java_tools); !status) return fail("symcrete", status.error());
    classfile::ClassPath class_path;
    if (Status status = fill_class_path(class_path, options.class_path); !status) {
        return fail("symcrete", status.error());
    }
    // The classes as gen selects them (app/class_selection.h): named,
    // whole packages, or every class on the class path.
    std::vector<std::string> names = {options.main_class};
    if (options.main_class.empty()) {
        auto selection = select_classes(class_path, options.classes, options.packages);
        if (!selection) {
            return fail("symcrete", selection.error());
        }
        names.clear();
        for (const std::string& name : selection->classes) names.push_back(classfile::internal_to_java_name(name));
    }
    for (const std::string& name : names) {
        auto cls = class_path.load(classfile::java_to_internal_name(name));
        if (!cls) {
            return fail("symcrete", cls.error());
        }
        if (!options.main_class.empty() && (*cls)->find_method("main", "([Ljava/lang/String;)V") == nullptr) {
            fmt::print(stderr, "symcrete: {} has no main(String[])\n", name);
            return kExitUsage;
        }
    }

    // The JDK that can run these classes (jdk_option.h). Without one no
    // reproducer can run, so no bug can be confirmed: the run ends here.
    std::vector<std::string> internal_names;
    for (const std::string& name : names) internal_names.push_back(classfile::java_to_internal_name(name));
    auto jdk = choose_jdk_for(class_path, internal_names, options.java_tools);
    if (!jdk && (jdk.error().kind == ErrorKind::BadInput || options.validate)) return fail("symcrete", jdk.error());

    verify::CheckOptions check;
    check.generate.engine.work_budget = engine::work_for_seconds(*budget);
    check.generate.engine.search = *search;
    if (!options.main_class.empty()) {
        check.generate.method = "main([Ljava/lang/String;)V";
        check.generate.engine.inputs.non_null = true;  // as the java launcher passes them
    }
    check.validator.class_path = split_class_path(options.class_path);
    check.validator.unsafe_validate = options.unsafe_validate;
    apply_java_tool_paths(options.java_tools, check.validator.tools);
    if (jdk) apply_jdk(*jdk, check.validator);
    check.out_dir = options.out_dir;
    const bool live = ::isatty(STDERR_FILENO) != 0;
    const bool single = names.size() == 1;
    if (single) {
        check.generate.on_method_done = [&](const testgen::MethodReport& report) {
            if (report.skipped) return;
            std::string line = fmt::format("symcrete: {}: {} paths ({})", report.method, report.paths, report.stopped);
            if (live)
                fmt::print(stderr, "\r\033[K{}", line);
            else
                fmt::print(stderr, "{}\n", line);
        };
    }
    const unsigned jobs =
        static_cast<unsigned>(std::min<std::size_t>(options.jobs != 0 ? options.jobs : default_jobs(), names.size()));
    // The classes checked at once share this process, and so its memory.
    check.generate.engine.max_resident_bytes = *max_memory * jobs;
    if (single)
        fmt::print(stderr, "{}symcrete: checking {} (budget {} s of work){}", live ? "\r\033[K" : "", names[0],
                   options.budget, live ? "" : "\n");
    else
        fmt::print(stderr, "symcrete: checking {} classes, {} at a time (budget {} s of work each)\n", names.size(), jobs,
                   options.budget);

    // Each class with a class path and program of its own, as gen's workers
    // (app/class_exploration.h): what it gives does not depend on -j.
    struct Checked {
        std::optional<verify::ClassCheck> check;
        std::string error;  // without a check: why
    };
    InOrderPool<Checked> pool(names.size(), jobs, [&](std::size_t i) {
        Checked checked;
        classfile::ClassPath own_path;
        auto cls = open_class(own_path, options.class_path, classfile::java_to_internal_name(names[i]));
        if (!cls) {
            checked.error = cls.error().message;
            return checked;
        }
        verify::CheckOptions own = check;
        // As gen's safety net, per class.
        own.generate.engine.wall_clock_deadline = engine::safety_net_deadline(*budget);
        engine::EngineStack stack(own_path);
        auto result = verify::explore_class(stack, **cls, own);
        if (result)
            checked.check = std::move(result).value();
        else
            checked.error = result.error().message;
        return checked;
    });
    std::vector<verify::ClassCheck> checks;
    for (std::size_t i = 0; i < names.size(); ++i) {
        Checked& checked = pool.wait(i);
        if (single && live) fmt::print(stderr, "\r\033[K");
        if (!checked.check) {
            fmt::print(stderr, "symcrete: {}: {}\n", names[i], checked.error);
            return kExitUsage;
        }
        const verify::ClassCheck& result = *checked.check;
        if (!single)
            fmt::print(stderr, "symcrete: [{}/{}] {} explored: {} paths, {} possible {}\n", i + 1, names.size(), names[i],
                       result.exploration.paths, result.bugs.size(), result.bugs.size() == 1 ? "bug" : "bugs");
        if (result.exploration.wall_clock_fired)
            fmt::print(stderr, "symcrete: warning: the wall-clock safety net ended exploring {}: the machine was much "
                               "slower than the budget assumes\n",
                       names[i]);
        if (options.stats)
            fmt::print(stderr, "symcrete: {}: {} paths, {} forks, {} solver queries given up\n", names[i],
                       result.exploration.paths, result.exploration.forks, result.exploration.solver_unknown);
        checks.push_back(std::move(*checked.check));
    }

    if (options.validate) {
        fmt::print(stderr, "symcrete: running the reproducers on the JVM\n");
        if (Status status = verify::confirm_bugs(checks, check); !status) {
            return fail("symcrete: the reproducers could not run", status.error());
        }
        for (const verify::ClassCheck& c : checks)
            for (const std::string& example : c.unconfirmed_examples)
                fmt::print(stderr, "symcrete: not reported, its reproducer did not fail as predicted: {}\n", example);
    }
    verify::ReportOptions report_options;
    report_options.contracts = options.contracts;
    std::string report = options.format == "json"    ? verify::format_json(checks, report_options)
                         : options.format == "sarif" ? verify::format_sarif(checks, report_options)
                                                     : verify::format_text(checks, report_options);
    if (!print_or_write_report("symcrete", report, options.report)) return kExitUsage;
    std::size_t bugs = 0;
    for (const verify::ClassCheck& c : checks) bugs += c.bugs.size();
    return bugs > 0 ? kExitBugsFound : kExitOk;
}

}  // namespace symcrete::app
