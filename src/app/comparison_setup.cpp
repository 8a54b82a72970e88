// The set-up `symcrete diff` and `symcrete grade` share (comparison_setup.h).
#include "comparison_setup.h"

#include <fmt/format.h>

#include <algorithm>

#include "gen_command.h"
#include "jdk_option.h"
#include "classfile/descriptor.h"
#include "engine/work_budget.h"
#include "testgen/generator.h"

namespace symcrete::app {

Result<Entry> resolve_entry(classfile::ClassPath& reference, const std::string& entry) {
    if (entry.empty()) return Error{"--entry: expected a class (com.acme.Account) or a method (com.acme.Calc.add)"};
    const std::string whole = classfile::java_to_internal_name(entry);
    if (reference.load(whole)) return Entry{whole, std::nullopt};
    const auto dot = entry.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == entry.size())
        return Error{fmt::format("--entry: no class {} in the reference", entry)};
    Entry split{classfile::java_to_internal_name(entry.substr(0, dot)), entry.substr(dot + 1)};
    auto cls = reference.load(split.class_name);
    if (!cls) return Error{fmt::format("--entry: no class {} or {} in the reference", entry, entry.substr(0, dot))};
    const bool found = std::any_of((*cls)->methods.begin(), (*cls)->methods.end(), [&](const classfile::Method& m) {
        return testgen::method_matches(*split.method, m);
    });
    if (!found) return Error{fmt::format("--entry: {} has no method {}", entry.substr(0, dot), *split.method)};
    return split;
}

std::vector<std::string> with_shared(std::vector<std::string> own, const std::vector<std::string>& shared) {
    own.insert(own.end(), shared.begin(), shared.end());
    return own;
}

Result<verify::DiffOptions> comparison_options(const ComparisonSettings& settings, classfile::ClassPath& reference,
                                               const Entry& entry) {
    auto budget = parse_budget(settings.budget);
    if (!budget) return budget.error();
    auto path_budget = parse_path_budget(settings.path_budget);
    if (!path_budget) return path_budget.error();
    verify::DiffOptions options;
    auto jdk = choose_jdk_for(reference, {entry.class_name}, settings.java_tools);
    if (!jdk && (jdk.error().kind == ErrorKind::BadInput || settings.validate)) return jdk.error();
    options.generate.engine.work_budget = engine::work_for_seconds(*budget);
    options.budget_seconds = *budget;
    options.generate.engine.path_budget = *path_budget;
    if (*path_budget) {
        // The path budget bounds how much of an input a path looks at (each
        // part it decides costs a call or a match on the way): the input
        // bounds follow it rather than cut a path the budget allows.
        engine::InputBounds& bounds = options.generate.engine.inputs;
        bounds.max_depth = std::max<unsigned>(bounds.max_depth, (*path_budget)->budget + 2);
        bounds.max_objects = std::max<unsigned>(bounds.max_objects, 3 * ((*path_budget)->budget + 1));
    }
    options.generate.method = entry.method;
    options.generate.record_output = true;  // what a program prints is part of its behaviour
    // What a refused operation leaves behind too (a failed transfer that
    // still debited the source).
    options.generate.engine.observe_after_throw = true;
    options.validator.unsafe_validate = settings.unsafe_validate;
    apply_java_tool_paths(settings.java_tools, options.validator.tools);
    if (jdk) apply_jdk(*jdk, options.validator);
    options.out_dir = settings.out_dir;
    return options;
}

}  // namespace symcrete::app
