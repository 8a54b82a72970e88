// `symcrete diff`: checks the options, opens the reference and the candidate
// each on a class path and engine stack of its own (their classes share
// names), resolves the entry (a class, or Class.method), compares them
// (verify/program_diff.h), has the JVM confirm each difference, and reports.
// Exit 5 when a difference was found, 0 when none.
#include "diff_command.h"

#include <fmt/format.h>


#include "class_path_option.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "jdk_option.h"
#include "output_paths.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine_stack.h"
#include "engine/work_budget.h"
#include "verify/diff_report.h"
#include "verify/program_diff.h"

namespace symcrete::app {

namespace {

// The entry as a class and, for Class.method, a method filter.
struct Entry {
    std::string class_name;  // internal
    std::optional<std::string> method;
};

Result<Entry> resolve_entry(classfile::ClassPath& class_path, const std::string& entry) {
    if (entry.empty()) return Error{"--entry: expected a class (com.acme.Account) or a method (com.acme.Calc.add)"};
    const std::string whole = classfile::java_to_internal_name(entry);
    if (class_path.load(whole)) return Entry{whole, std::nullopt};
    const auto dot = entry.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == entry.size())
        return Error{fmt::format("--entry: no class {} in the reference", entry)};
    Entry split{classfile::java_to_internal_name(entry.substr(0, dot)), entry.substr(dot + 1)};
    auto cls = class_path.load(split.class_name);
    if (!cls) return Error{fmt::format("--entry: no class {} or {} in the reference", entry, entry.substr(0, dot))};
    const bool found = std::any_of((*cls)->methods.begin(), (*cls)->methods.end(), [&](const classfile::Method& m) {
        return testgen::method_matches(*split.method, m);
    });
    if (!found)
        return Error{fmt::format("--entry: {} has no method {}", entry.substr(0, dot), *split.method)};
    return split;
}

std::vector<std::string> with_shared(std::vector<std::string> own, const std::vector<std::string>& shared) {
    own.insert(own.end(), shared.begin(), shared.end());
    return own;
}

}  // namespace

int run_diff(const DiffCommandOptions& options) {
    if (options.format != "text" && options.format != "json") {
        fmt::print(stderr, "symcrete diff: --format: expected text or json, not '{}'\n", options.format);
        return kExitUsage;
    }
    verify::DiffOptions diff;
    if (options.inputs == "reference")
        diff.inputs = verify::DiffInputs::Reference;
    else if (options.inputs == "candidate")
        diff.inputs = verify::DiffInputs::Candidate;
    else if (options.inputs != "both") {
        fmt::print(stderr, "symcrete diff: --inputs: expected reference, candidate or both, not '{}'\n", options.inputs);
        return kExitUsage;
    }
    auto budget = parse_budget(options.budget);
    if (!budget) return fail("symcrete diff", budget.error());
    auto path_budget = parse_path_budget(options.path_budget);
    if (!path_budget) return fail("symcrete diff", path_budget.error());
    if (options.validate) {
        if (Status status = check_output_dir("--out", options.out_dir); !status) return fail("symcrete", status.error());
    }
    if (!options.report.empty()) {
        if (Status status = check_output_file("--report", options.report); !status)
            return fail("symcrete", status.error());
    }
    if (Status status = use_given_jdk(options.java_tools); !status) return fail("symcrete", status.error());

    const std::vector<std::string> reference_entries = with_shared(options.reference, options.shared);
    const std::vector<std::string> candidate_entries = with_shared(options.candidate, options.shared);
    classfile::ClassPath reference_path;
    if (Status status = fill_class_path(reference_path, reference_entries); !status)
        return fail("symcrete diff: --reference", status.error());
    classfile::ClassPath candidate_path;
    if (Status status = fill_class_path(candidate_path, candidate_entries); !status)
        return fail("symcrete diff: --candidate", status.error());
    auto entry = resolve_entry(reference_path, options.entry);
    if (!entry) return fail("symcrete diff", entry.error());
    auto reference_class = reference_path.load(entry->class_name);
    if (!reference_class) return fail("symcrete diff: the reference", reference_class.error());
    auto candidate_class = candidate_path.load(entry->class_name);
    if (!candidate_class)
        return fail("symcrete diff",
                    Error{fmt::format("the candidate has no class {}: {}", classfile::internal_to_java_name(entry->class_name),
                                      candidate_class.error().message)});

    auto jdk = choose_jdk_for(reference_path, {entry->class_name}, options.java_tools);
    if (!jdk && (jdk.error().kind == ErrorKind::BadInput || options.validate)) return fail("symcrete", jdk.error());
    diff.generate.engine.work_budget = engine::work_for_seconds(*budget);
    diff.budget_seconds = *budget;
    diff.generate.engine.path_budget = *path_budget;
    if (*path_budget) {
        // The path budget bounds how much of an input a path looks at (each
        // part it decides costs a call or a match on the way): the input
        // bounds follow it rather than cut a path the budget allows.
        engine::InputBounds& bounds = diff.generate.engine.inputs;
        bounds.max_depth = std::max<unsigned>(bounds.max_depth, (*path_budget)->budget + 2);
        bounds.max_objects = std::max<unsigned>(bounds.max_objects, 3 * ((*path_budget)->budget + 1));
    }
    diff.generate.method = entry->method;
    diff.validator.unsafe_validate = options.unsafe_validate;
    apply_java_tool_paths(options.java_tools, diff.validator.tools);
    if (jdk) apply_jdk(*jdk, diff.validator);
    diff.out_dir = options.out_dir;

    engine::EngineStack reference_stack(reference_path);
    engine::EngineStack candidate_stack(candidate_path);
    verify::DiffProgram reference{reference_stack, **reference_class, split_class_path(reference_entries)};
    verify::DiffProgram candidate{candidate_stack, **candidate_class, split_class_path(candidate_entries)};
    fmt::print(stderr, "symcrete diff: exploring {} (budget {} s of work per program)\n", options.entry, options.budget);
    auto compared = verify::diff_class(reference, candidate, diff);
    if (!compared) return fail("symcrete diff", compared.error());
    if (options.validate && !compared->differences.empty()) {
        fmt::print(stderr, "symcrete diff: running {} difference test{} on the JVM\n", compared->differences.size(),
                   compared->differences.size() == 1 ? "" : "s");
        if (Status status = verify::confirm_differences(*compared, reference, candidate, diff); !status)
            return fail("symcrete diff", status.error());
    }
    const std::string report = options.format == "json" ? verify::format_diff_json(*compared, options.validate)
                                                        : verify::format_diff_text(*compared, options.validate);
    if (!print_or_write_report("symcrete diff", report, options.report)) return kExitUsage;
    return compared->differences.empty() ? kExitOk : kExitBugsFound;
}

}  // namespace symcrete::app
