// `symcrete diff`: checks the options, opens the reference and the candidate
// each on a class path and engine stack of its own (their classes share
// names), resolves the entry (a class, or Class.method), compares them
// (verify/program_diff.h), has the JVM confirm each difference, and reports.
// Exit 5 when a difference was found, 0 when none.
#include "diff_command.h"

#include <fmt/format.h>

#include "class_path_option.h"
#include "comparison_setup.h"
#include "exit_codes.h"
#include "jdk_option.h"
#include "output_paths.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine_stack.h"
#include "verify/diff_report.h"
#include "verify/program_diff.h"

namespace symcrete::app {

int run_diff(const DiffCommandOptions& options) {
    if (options.format != "text" && options.format != "json") {
        fmt::print(stderr, "symcrete diff: --format: expected text or json, not '{}'\n", options.format);
        return kExitUsage;
    }
    verify::DiffInputs inputs = verify::DiffInputs::Both;
    if (options.inputs == "reference")
        inputs = verify::DiffInputs::Reference;
    else if (options.inputs == "candidate")
        inputs = verify::DiffInputs::Candidate;
    else if (options.inputs != "both") {
        fmt::print(stderr, "symcrete diff: --inputs: expected reference, candidate or both, not '{}'\n", options.inputs);
        return kExitUsage;
    }
    if (options.settings.validate) {
        if (Status status = check_output_dir("--out", options.settings.out_dir); !status) return fail("symcrete", status.error());
    }
    if (!options.report.empty()) {
        if (Status status = check_output_file("--report", options.report); !status)
            return fail("symcrete", status.error());
    }
    if (Status status = use_given_jdk(options.settings.java_tools); !status) return fail("symcrete", status.error());

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

    auto configured = comparison_options(options.settings, reference_path, *entry);
    if (!configured) return fail("symcrete diff", configured.error());
    verify::DiffOptions& diff = *configured;
    diff.inputs = inputs;

    engine::EngineStack reference_stack(reference_path);
    engine::EngineStack candidate_stack(candidate_path);
    verify::DiffProgram reference{reference_stack, **reference_class, split_class_path(reference_entries)};
    verify::DiffProgram candidate{candidate_stack, **candidate_class, split_class_path(candidate_entries)};
    fmt::print(stderr, "symcrete diff: exploring {} (budget {} s of work per program)\n", options.entry, options.settings.budget);
    auto compared = verify::diff_class(reference, candidate, diff);
    if (!compared) return fail("symcrete diff", compared.error());
    if (options.settings.validate && !compared->differences.empty()) {
        fmt::print(stderr, "symcrete diff: running {} difference test{} on the JVM\n", compared->differences.size(),
                   compared->differences.size() == 1 ? "" : "s");
        if (Status status = verify::confirm_differences(*compared, reference, candidate, diff); !status)
            return fail("symcrete diff", status.error());
    }
    const std::string report = options.format == "json" ? verify::format_diff_json(*compared, options.settings.validate)
                                                        : verify::format_diff_text(*compared, options.settings.validate);
    if (!print_or_write_report("symcrete diff", report, options.report)) return kExitUsage;
    return compared->differences.empty() ? kExitOk : kExitBugsFound;
}

}  // namespace symcrete::app
