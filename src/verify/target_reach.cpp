// Reaching a target: resolve it to instructions, choose the entries the call
// graph says may lead there (nearest first), explore each with gen's pipeline
// and the engine guided to the target, and confirm a reaching test on the
// JVM with JaCoCo's line data. See target_reach.h for what each answer claims.
#include "verify/target_reach.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <map>

#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "engine/backward_proof.h"
#include "engine/work_budget.h"
#include "testgen/junit_writer.h"
#include "verify/made_field_by_field.h"
#include "verify/reproducer.h"
#include "verify/target_program.h"
#include "verify/target_search.h"

namespace symcrete::verify {

namespace {

using engine::MethodInfo;

bool parse_number(std::string_view text, auto& value) {
    if (text.empty()) return false;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
}

std::string java_name(std::string_view internal) { return classfile::internal_to_java_name(internal); }

// "total(int, int)" for messages and the entry line.
std::string method_words(const classfile::Method& method) {
    std::string words = method.name + "(";
    if (auto type = classfile::parse_method_descriptor(method.descriptor)) {
        for (std::size_t i = 0; i < type->parameters.size(); ++i)
            words += (i == 0 ? "" : ", ") + type->parameters[i].java_name();
    }
    return words + ")";
}

const ir::Function* function_of(const engine::CallGraph& graph, const MethodInfo* method) {
    const engine::Code* code = graph.code(method);
    return code == nullptr ? nullptr : code->fn;
}

// The lines of `cls` that hold code, for an error about one that does not.
std::vector<std::uint32_t> code_lines(const engine::CallGraph& graph, const engine::RuntimeClass& cls) {
    std::set<std::uint32_t> lines;
    for (const MethodInfo& method : cls.methods)
        if (const ir::Function* fn = function_of(graph, &method))
            for (const ir::Block& block : fn->blocks)
                for (const ir::Instr& instr : block.instrs)
                    if (instr.line != 0) lines.insert(instr.line);
    return {lines.begin(), lines.end()};
}

}  // namespace

const char* to_string(ReachAnswer answer) {
    switch (answer) {
        case ReachAnswer::Reached: return "reached";
        case ReachAnswer::Unreachable: return "unreachable";
        case ReachAnswer::Unknown: return "unknown";
    }
    return "unknown";
}

Result<TargetSpec> parse_target(std::string_view text) {
    TargetSpec spec;
    spec.text = std::string(text);
    if (const std::size_t at = text.rfind('@'); at != std::string_view::npos) {
        const std::size_t paren = text.find('(');
        const std::string_view method = text.substr(0, std::min(paren, at));
        const std::size_t dot = method.rfind('.');
        if (paren == std::string_view::npos || paren > at || dot == std::string_view::npos || dot == 0 ||
            !parse_number(text.substr(at + 1), spec.offset))
            return Error{fmt::format("--target '{}': expected <Class>.<method>(<descriptor>)@<bytecode offset>, "
                                     "e.g. com.acme.Calc.total(II)I@17",
                                     text)};
        spec.kind = TargetSpec::Kind::Offset;
        spec.class_name = classfile::java_to_internal_name(method.substr(0, dot));
        spec.method = std::string(method.substr(dot + 1));
        spec.descriptor = std::string(text.substr(paren, at - paren));
        return spec;
    }
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0 || !parse_number(text.substr(colon + 1), spec.line) ||
        spec.line <= 0)
        return Error{fmt::format("--target '{}': expected <Class>:<line>, e.g. com.acme.Calc:42, or "
                                 "<Class>.<method>(<descriptor>)@<bytecode offset>",
                                 text)};
    spec.class_name = classfile::java_to_internal_name(text.substr(0, colon));
    return spec;
}

Result<TargetSpec> parse_target_call(std::string_view text) {
    const std::size_t dot = text.rfind('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 == text.size() || text.find('(') != std::string_view::npos)
        return Error{fmt::format("--target-call '{}': expected <Class>.<method>, e.g. com.acme.Marks.here", text)};
    TargetSpec spec;
    spec.kind = TargetSpec::Kind::Call;
    spec.text = std::string(text);
    spec.class_name = classfile::java_to_internal_name(text.substr(0, dot));
    spec.method = std::string(text.substr(dot + 1));
    return spec;
}

Result<std::vector<ResolvedTarget>> resolve_target(engine::Program& program, const engine::CallGraph& graph,
                                                   const TargetSpec& spec) {
    std::vector<ResolvedTarget> found;
    if (spec.kind == TargetSpec::Kind::Call) {
        for (const MethodInfo* method : graph.methods()) {
            const ir::Function* fn = function_of(graph, method);
            if (fn == nullptr) continue;
            for (const ir::Block& block : fn->blocks) {
                for (const ir::Instr& instr : block.instrs) {
                    if (instr.op != ir::Op::Invoke) continue;
                    const ir::Member& member = fn->members[fn->calls[instr.aux].member];
                    if (member.owner != spec.class_name || member.name != spec.method) continue;
                    ResolvedTarget target;
                    target.class_name = fn->class_name;
                    target.line = instr.line != 0 ? static_cast<int>(instr.line) : -1;
                    target.description = fmt::format("the call of {} in {}.{}{}", spec.text, java_name(fn->class_name),
                                                     fn->name, instr.line != 0 ? fmt::format(" (line {})", instr.line) : "");
                    target.places.push_back({method, {instr.pc}});
                    found.push_back(std::move(target));
                }
            }
        }
        if (found.empty())
            return Error{fmt::format("--target-call {}: no method of the class path calls it", spec.text)};
        return found;
    }

    auto cls = program.klass(spec.class_name);
    if (!cls) return Error{fmt::format("--target {}: {}", spec.text, cls.error().message)};
    if (is_jdk_class(*cls))
        return Error{fmt::format("--target {}: {} is a class of the JDK; a target must be in the class path's code",
                                 spec.text, java_name(spec.class_name))};
    ResolvedTarget target;
    target.class_name = spec.class_name;
    if (spec.kind == TargetSpec::Kind::Offset) {
        const MethodInfo* method = (*cls)->find_method(spec.method, spec.descriptor);
        const ir::Function* fn = method == nullptr ? nullptr : function_of(graph, method);
        if (fn == nullptr)
            return Error{fmt::format("--target {}: {} has no method {}{} with code", spec.text, java_name(spec.class_name),
                                     spec.method, spec.descriptor)};
        for (const ir::Block& block : fn->blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.pc == spec.offset) {
                    target.places = {{method, {spec.offset}}};
                    target.line = instr.line != 0 ? static_cast<int>(instr.line) : -1;
                }
        if (target.places.empty())
            return Error{fmt::format("--target {}: no instruction of {}.{}{} starts at offset {}", spec.text,
                                     java_name(spec.class_name), spec.method, spec.descriptor, spec.offset)};
        target.description = fmt::format("offset {} of {}.{}{}", spec.offset, java_name(spec.class_name), spec.method,
                                         spec.descriptor);
        found.push_back(std::move(target));
        return found;
    }

    // A line: every instruction javac mapped to it, in every method (a
    // lambda's body is a method of its own on the same line); when the
    // class has none, in the other classes compiled from its source file
    // (nested ones, Outer$1, and a second top-level class of the file). The
    // class holding it is the one JaCoCo measures.
    std::vector<engine::TargetPlace> failing_asserts;
    auto collect = [&](const MethodInfo& method) {
        const ir::Function* fn = function_of(graph, &method);
        if (fn == nullptr) return;
        engine::TargetPlace place{&method, {}};
        engine::TargetPlace failure{&method, {}};
        for (const ir::Block& block : fn->blocks) {
            for (const ir::Instr& instr : block.instrs) {
                if (instr.line != static_cast<std::uint32_t>(spec.line)) continue;
                place.pcs.insert(instr.pc);
                if (instr.op == ir::Op::New && fn->type_names[instr.aux] == "java/lang/AssertionError")
                    failure.pcs.insert(instr.pc);
            }
        }
        if (!place.pcs.empty()) {
            if (target.places.empty()) target.class_name = method.owner->name;
            target.places.push_back(std::move(place));
        }
        if (!failure.pcs.empty()) failing_asserts.push_back(std::move(failure));
    };
    for (const MethodInfo& method : (*cls)->methods) collect(method);
    if (target.places.empty()) {
        const std::string nested = spec.class_name + "$";
        const std::string package = spec.class_name.substr(0, spec.class_name.rfind('/') + 1);
        const std::optional<std::string>& source = (*cls)->file != nullptr ? (*cls)->file->source_file : std::nullopt;
        auto same_source = [&](const engine::RuntimeClass* other) {
            if (other->name.starts_with(nested)) return true;
            if (!source || other->file == nullptr || other->file->source_file != source) return false;
            return other->name.substr(0, other->name.rfind('/') + 1) == package;
        };
        for (const MethodInfo* method : graph.methods())
            if (method->owner != *cls && same_source(method->owner)) collect(*method);
    }
    target.line = spec.line;
    if (target.places.empty()) {
        const std::vector<std::uint32_t> lines = code_lines(graph, **cls);
        std::string near;
        auto after = std::lower_bound(lines.begin(), lines.end(), static_cast<std::uint32_t>(spec.line));
        if (after != lines.begin()) near += fmt::format("{}", *std::prev(after));
        if (after != lines.end()) near += fmt::format("{}{}", near.empty() ? "" : " and ", *after);
        return Error{fmt::format("--target {}: line {} of {} holds no code{}", spec.text, spec.line,
                                 java_name(spec.class_name),
                                 lines.empty() ? std::string(" (the class has no line numbers: compile it with -g)")
                                               : fmt::format(" (the nearest lines with code: {})", near))};
    }
    const std::string holder =
        target.class_name == spec.class_name ? "" : fmt::format(" (in {})", java_name(target.class_name));
    if (!failing_asserts.empty()) {
        target.assertion = true;
        target.places = std::move(failing_asserts);
        target.description =
            fmt::format("the failure of the assert on line {} of {}{}", spec.line, java_name(spec.class_name), holder);
    } else {
        target.description = fmt::format("line {} of {}{}", spec.line, java_name(spec.class_name), holder);
    }
    found.push_back(std::move(target));
    return found;
}

Result<std::vector<ResolvedTarget>> resolve_lines(engine::Program& program, const engine::CallGraph& graph,
                                                  std::string_view text) {
    // "com.acme.Calc" or "com.acme.Calc.total": a class's lines, or one method's.
    std::string class_name = classfile::java_to_internal_name(text);
    std::string method;
    auto cls = program.klass(class_name);
    if (!cls) {
        const std::size_t dot = text.rfind('.');
        if (dot == std::string_view::npos)
            return Error{fmt::format("--lines {}: no such class on the class path", text)};
        class_name = classfile::java_to_internal_name(text.substr(0, dot));
        method = std::string(text.substr(dot + 1));
        cls = program.klass(class_name);
        if (!cls) return Error{fmt::format("--lines {}: no such class or method on the class path", text)};
    }
    if (is_jdk_class(*cls))
        return Error{fmt::format("--lines {}: a class of the JDK; the lines must be the class path's code", text)};
    std::set<std::uint32_t> lines;
    bool found_method = method.empty();
    for (const MethodInfo& m : (*cls)->methods) {
        if (!method.empty() && m.name() != method) continue;
        found_method = true;
        if (const ir::Function* fn = function_of(graph, &m))
            for (const ir::Block& block : fn->blocks)
                for (const ir::Instr& instr : block.instrs)
                    if (instr.line != 0) lines.insert(instr.line);
    }
    if (!found_method) return Error{fmt::format("--lines {}: {} has no method {}", text, java_name(class_name), method)};
    if (lines.empty())
        return Error{fmt::format("--lines {}: no line numbers (compile with -g, or javac's default -g:source,lines)", text)};
    std::vector<ResolvedTarget> targets;
    for (std::uint32_t line : lines) {
        TargetSpec spec;
        spec.class_name = class_name;
        spec.line = static_cast<int>(line);
        spec.text = fmt::format("{}:{}", java_name(class_name), line);
        auto resolved = resolve_target(program, graph, spec);
        if (!resolved) return resolved.error();
        for (ResolvedTarget& target : *resolved) targets.push_back(std::move(target));
    }
    return targets;
}

namespace {

struct Entry {
    const engine::RuntimeClass* cls = nullptr;
    const classfile::Method* method = nullptr;
    std::uint32_t distance = engine::TargetGuide::kNever;
};

// The public methods of `cls` worth trying: those that may lead to the
// target, or any instance method when a constructor of the class may (its
// receiver is made by one first).
void add_entries(std::vector<Entry>& entries, const engine::RuntimeClass* cls, const engine::TargetGuide& guide,
                 bool only_leading, const std::string& only_method) {
    std::uint32_t construction = engine::TargetGuide::kNever;
    for (const MethodInfo& method : cls->methods)
        if (method.name() == "<init>") construction = std::min(construction, guide.distance_from_entry(&method));
    for (const MethodInfo& method : cls->methods) {
        const classfile::Method& m = *method.method;
        if (m.name == "<init>" || m.name == "<clinit>" || (m.access_flags & classfile::access::Public) == 0 ||
            (m.access_flags & classfile::access::Synthetic) != 0 || m.is_abstract())
            continue;
        if (!only_method.empty() && !testgen::method_matches(only_method, m)) continue;
        std::uint32_t distance = guide.distance_from_entry(&method);
        if (!m.is_static()) distance = std::min(distance, construction);
        if (only_leading && distance == engine::TargetGuide::kNever) continue;
        if (std::any_of(entries.begin(), entries.end(), [&](const Entry& e) { return e.method == &m; })) continue;
        entries.push_back({cls, &m, distance});
    }
}

Result<std::vector<Entry>> choose_entries(engine::Program& program, const engine::TargetGuide& guide,
                                          const ResolvedTarget& target, const std::vector<std::string>& given) {
    std::vector<Entry> entries;
    if (given.empty()) {
        std::set<const engine::RuntimeClass*> classes;
        if (auto cls = program.klass(target.class_name)) classes.insert(*cls);
        for (const MethodInfo* method : guide.leading()) classes.insert(method->owner);
        for (const engine::RuntimeClass* cls : classes)
            if (cls->file != nullptr && !cls->is_interface()) add_entries(entries, cls, guide, true, "");
    } else {
        for (const std::string& text : given) {
            // "com.acme.Calc" (a class) or "com.acme.Calc.total" / "...total(II)I".
            const std::size_t paren = text.find('(');
            auto whole = program.klass(classfile::java_to_internal_name(text));
            if (whole && paren == std::string::npos) {
                add_entries(entries, *whole, guide, false, "");
                continue;
            }
            const std::size_t dot = text.rfind('.', paren);
            auto cls = dot == std::string::npos ? whole : program.klass(classfile::java_to_internal_name(text.substr(0, dot)));
            if (!cls) return Error{fmt::format("--entry {}: no such class or method on the class path", text)};
            const std::size_t before = entries.size();
            add_entries(entries, *cls, guide, false, text.substr(dot + 1));
            if (entries.size() == before)
                return Error{fmt::format("--entry {}: {} has no public method {}", text, java_name((*cls)->name),
                                         text.substr(dot + 1))};
        }
    }
    // The target's own class first (a distance through the JDK's code, the
    // same from every method that calls it, says little), nearest first.
    std::stable_sort(entries.begin(), entries.end(), [&](const Entry& a, const Entry& b) {
        const bool a_own = a.cls->name == target.class_name, b_own = b.cls->name == target.class_name;
        return a_own != b_own ? a_own : a.distance < b.distance;
    });
    return entries;
}

bool is_main(const classfile::Method& method) {
    return method.name == "main" && method.descriptor == "([Ljava/lang/String;)V" && method.is_static();
}

// Why an entry's exploration does not show the target unreachable, or empty.
std::string not_exhaustive(const testgen::MethodReport& report) {
    if (report.skipped) return "not explored: " + *report.skipped;
    if (!report.stop_reasons.empty()) return report.stopped;
    if (report.unsupported != 0) return fmt::format("{} unsupported paths", report.unsupported);
    if (!report.internal_errors.empty()) return "a replay disagreed with the exploration";
    if (report.imprecise_paths != 0) return fmt::format("{} paths not exact ({})", report.imprecise_paths, report.imprecision);
    return {};
}

}  // namespace

Result<ReachResult> reach_target(engine::EngineStack& stack, const engine::CallGraph& graph,
                                 const ResolvedTarget& target, const ReachOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    ReachResult result;
    bool found = false;  // search_seconds is when a path found it, before the JVM's run
    auto finish = [&]() -> Result<ReachResult> {
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        if (!found) result.search_seconds = result.seconds;
        return std::move(result);
    };
    auto guide = std::make_shared<engine::TargetGuide>(graph, target.places, options.prune);
    if (!guide->live_in_control_flow()) {
        result.answer = ReachAnswer::Unreachable;
        result.why = "dead code: no path from its method's start leads there";
        return finish();
    }
    auto entries = choose_entries(stack.program, *guide, target, options.entries);
    if (!entries) return entries.error();
    // A program reading SV-COMP's Verifier gets its inputs there, not from
    // main's arguments, and runs from main (a task's entry point): its main
    // is explored as a program, and, unless --entry says otherwise, only it.
    const bool program_inputs = reads_verifier_inputs(stack.program);
    if (program_inputs && options.entries.empty()) {
        std::erase_if(*entries, [](const Entry& entry) { return !is_main(*entry.method); });
        if (entries->empty() && guide->prunes()) {
            result.answer = ReachAnswer::Unreachable;
            result.why = "no main method calls into it (call graph by class hierarchy), and a program reading "
                         "SV-COMP's Verifier runs from main";
            return finish();
        }
    }
    if (entries->empty()) {
        // A public constructor that leads there is an entry too, but one
        // reach explores only through its class's instance methods.
        const bool constructor_leads = std::any_of(guide->leading().begin(), guide->leading().end(), [](const MethodInfo* m) {
            return m->name() == "<init>" && (m->method->access_flags & classfile::access::Public) != 0;
        });
        if (constructor_leads) {
            result.why = "only a constructor leads there, and its class has no public instance method to explore it through";
        } else if (options.entries.empty() && guide->prunes()) {
            result.answer = ReachAnswer::Unreachable;
            result.why = "no public method or constructor on the class path calls into it (call graph by class hierarchy)";
        } else {
            result.why = "no public method leads to it";
        }
        return finish();
    }

    // Backward first: a few solver queries may show what forward
    // exploration would need every path of every entry for.
    if (options.backward) {
        // A twentieth of the budget at most, each query a fifth of a second
        // at most: a query it cannot answer that fast leaves the way open.
        // Its own expressions and solver: the forward search then runs as it
        // would alone (shared inputs' numbering would change the models Z3
        // picks, and so which paths come first).
        expr::ExprContext context;
        std::unique_ptr<solver::Solver> solver = solver::make_z3_solver();
        const solver::QueryLimits& forward_limits = options.generate.engine.solver_limits;
        solver->set_limits(solver::QueryLimits{std::min(forward_limits.timeout, std::chrono::milliseconds(200)),
                                               std::min<std::uint64_t>(forward_limits.work, 2'000'000)});
        engine::BackwardLimits limits;
        limits.deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(
                              engine::seconds_for_work(options.generate.engine.work_budget) / 20));
        const engine::BackwardProof proof =
            engine::prove_unreachable_backward(graph, target.places, context, *solver, limits);
        result.segments = proof.segments;
        if (proof.unreachable) {
            result.answer = ReachAnswer::Unreachable;
            result.why = fmt::format("shown backward: no way into it from its method's start can run ({} {} "
                                     "checked from the target back, whatever the callers pass)",
                                     proof.segments, proof.segments == 1 ? "way" : "ways");
            return finish();
        }
        if (!options.forward) {
            result.why = "not shown unreachable backward: " + proof.why_not;
            return finish();
        }
    }

    // The answer from JaCoCo's line data of the target's class, for a test
    // that passed on the JVM.
    auto confirm_line = [&](const std::optional<testgen::ClassCoverage>& coverage,
                            const std::string& unavailable) -> Result<ReachResult> {
        if (target.line <= 0 || !coverage) {
            result.answer = ReachAnswer::Reached;
            result.why = target.line <= 0 ? "the target has no line number to confirm; the test passed on the JVM"
                                          : "the test passed on the JVM; JaCoCo could not confirm the line: " + unavailable;
            return finish();
        }
        const std::vector<int>& lines = coverage->covered_lines;
        result.covered_lines = lines;
        if (std::find(lines.begin(), lines.end(), target.line) == lines.end()) {
            result.why = fmt::format("the test passed on the JVM but JaCoCo shows line {} not run", target.line);
            return finish();
        }
        result.answer = ReachAnswer::Reached;
        result.why = fmt::format("confirmed on the JVM: JaCoCo shows line {} run by the test", target.line);
        return finish();
    };

    // --no-validate: the engine's word, with the test written.
    auto written_not_run = [&](const std::filesystem::path& test_file) -> Result<ReachResult> {
        result.test_file = test_file;
        result.answer = ReachAnswer::Reached;
        result.why = "found by the engine; not run on the JVM (--no-validate)";
        return finish();
    };

    // A test that reached the target in the engine, run on the JVM: the
    // answer is `reached` once JaCoCo shows its line run.
    auto confirm = [&](const std::string& name, const testgen::TestSuite& generated,
                       const testgen::TestCase& test) -> Result<ReachResult> {
        found = true;
        result.search_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            result.entry = name;
            result.chain = test.target_chain;
            testgen::TestSuite suite{generated.class_name, {test}, generated.static_state};
            suite.test_package = generated.test_package;
            result.suite = suite;
            if (!options.validate) {
                // Still written, so the user has the test to run; its header
                // says it was never run.
                auto written = testgen::write_junit_file(suite, options.work_dir, "--no-validate was given");
                if (!written) return written.error();
                return written_not_run(*written);
            }
            testgen::ValidatorOptions validator = options.validator;
            validator.enable_assertions |= target.assertion;
            auto validated = testgen::write_and_validate(suite, options.work_dir, validator, true);
            if (!validated) return validated.error();
            if (validated->suite.tests.empty()) {
                const std::string outcome = validated->removed_outcomes.empty() ? std::string("it did not run")
                                                                                : validated->removed_outcomes.front().message;
                result.why = fmt::format("the test that reached it in the engine failed on the JVM: {}", outcome);
                return finish();
            }
            result.test_file = validated->source;
            // JaCoCo's line data: the test's own class is measured already;
            // another class holding the target is measured by a second run.
            std::optional<testgen::ClassCoverage> coverage = validated->report.coverage;
            std::string unavailable = validated->report.coverage_unavailable;
            if (target.class_name != suite.class_name) {
                auto again = testgen::validate({validated->source}, target.class_name, validator);
                if (!again) return again.error();
                coverage = again->coverage;
                unavailable = again->coverage_unavailable;
            }
            if (target.line <= 0 || !coverage) return confirm_line(coverage, unavailable);
            if (target.assertion) {
                // The assert's line runs whenever it is checked: its failure
                // is what the passing test saw (assertThrows AssertionError).
                const bool failed = test.outcome.kind == testgen::Outcome::Kind::Throws &&
                                    test.outcome.exception == "java/lang/AssertionError";
                result.answer = failed ? ReachAnswer::Reached : ReachAnswer::Unknown;
                result.why = failed ? "confirmed on the JVM: the test saw the assert fail"
                                    : "the test passed on the JVM, but the assert did not fail in it";
                return finish();
            }
            return confirm_line(coverage, unavailable);
    };

    // A program reading Verifier's values: its test runs main with a
    // Verifier replaying them (target_program.h).
    auto confirm_main_run = [&](const std::string& name, const engine::RuntimeClass& main,
                                const MainExploration& explored) -> Result<ReachResult> {
        found = true;
        result.search_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        result.entry = name;
        result.chain = explored.chain;
        if (explored.exited) {
            result.why = "a run of main reached it in the engine, but it ends in System.exit, which a JUnit test cannot run";
            return finish();
        }
        const std::string main_class = java_name(main.name);
        testgen::ValidatorOptions validator = options.validator;
        validator.enable_assertions |= target.assertion;
        if (target.assertion) {
            if (explored.exception_class != "java/lang/AssertionError") {
                result.why = "a run of main reached the assert's failure in the engine, but ended without its AssertionError";
                return finish();
            }
            const Violation violation{explored.exception_class, "", explored.inputs, ""};
            auto reproducer = write_reproducer(options.work_dir, main_class, violation);
            if (!reproducer) return reproducer.error();
            if (!options.validate) return written_not_run(reproducer->test);
            result.test_file = reproducer->test;
            if (Status checked = check_reproducer(*reproducer, violation, validator); !checked) {
                result.why = "the test that reached it in the engine did not fail as it should on the JVM: " +
                             checked.error().message;
                return finish();
            }
            result.answer = ReachAnswer::Reached;
            result.why = "confirmed on the JVM: the test (main with Verifier's values replayed) failed with the AssertionError";
            return finish();
        }
        auto test = write_main_run_test(options.work_dir, main_class, explored.inputs, explored.exception_class);
        if (!test) return test.error();
        if (!options.validate) return written_not_run(test->test);
        result.test_file = test->test;
        validator.measure_coverage = true;
        auto report = testgen::validate({test->verifier, test->test}, target.class_name, validator);
        if (!report) return report.error();
        const auto ran = std::find_if(report->tests.begin(), report->tests.end(), [&](const testgen::TestOutcome& o) {
            return o.test_class == test->test_class;
        });
        if (ran == report->tests.end() || !ran->passed) {
            result.why = fmt::format("the test that reached it in the engine failed on the JVM: {}",
                                     ran == report->tests.end() ? std::string("it did not run") : ran->message);
            return finish();
        }
        return confirm_line(report->coverage, report->coverage_unavailable);
    };

    // Half the budget to exploring, the rest (and what exploring left) to
    // the search, which takes over where the solver stopped.
    std::uint64_t budget = options.generate.engine.work_budget / 2;
    std::uint64_t search_budget = options.generate.engine.work_budget - budget;
    bool exhaustive = true;
    std::string unknown_why;
    for (std::size_t i = 0; i < entries->size() && !guide->reached(); ++i) {
        const Entry& entry = (*entries)[i];
        if (options.generate.engine.stop_requested != nullptr && options.generate.engine.stop_requested->load()) {
            exhaustive = false;
            unknown_why = "interrupted";
            break;
        }
        const std::string name = fmt::format("{}.{}", java_name(entry.cls->name), method_words(*entry.method));
        // The same share as below.
        const std::uint64_t share = i + 1 == entries->size() ? budget : budget / 2;
        if (program_inputs && is_main(*entry.method)) {
            result.entries.push_back(name);
            MainExplorationOptions explore;
            explore.work_budget = share;
            explore.branch_bound = options.generate.engine.branch_bound;
            explore.enable_assertions = options.generate.engine.enable_assertions || target.assertion;
            explore.solver_limits = options.generate.engine.solver_limits;
            explore.wall_clock_deadline = options.generate.engine.wall_clock_deadline;
            explore.stop_requested = options.generate.engine.stop_requested;
            auto explored = explore_main_towards(stack, guide, *entry.cls->file, explore);
            if (!explored) return explored.error();
            result.paths += explored->paths;
            result.pruned += explored->pruned;
            budget -= std::min(budget, explored->work);
            if (explored->reached) return confirm_main_run(name, *entry.cls, *explored);
            if (!explored->not_exact.empty() && exhaustive) {
                exhaustive = false;
                unknown_why = fmt::format("{}: {}", name, explored->not_exact);
            }
            continue;
        }
        testgen::GenerateOptions generate = options.generate;
        generate.method = entry.method->name + entry.method->descriptor;
        // The nearest entry gets half of what is left, the next half of the
        // rest, ...: a target the JDK calls back (a lambda's body) makes every
        // method that calls the JDK an entry, most of them far.
        generate.engine.work_budget = share;
        generate.engine.target = guide;
        generate.engine.enable_assertions |= target.assertion;
        result.entries.push_back(name);
        auto generated = testgen::generate_tests(stack.program, stack.context, *stack.solver, *entry.cls->file, generate);
        if (!generated) return generated.error();
        result.paths += generated->exploration.paths;
        result.pruned += generated->exploration.pruned;
        const std::uint64_t spent = generated->exploration.work;
        budget -= std::min(budget, spent);
        for (const testgen::MethodReport& report : generated->methods) {
            const std::string why = not_exhaustive(report);
            if (!why.empty() && exhaustive) {
                exhaustive = false;
                unknown_why = fmt::format("{}: {}", name, why);
            }
        }
        // One on objects made as a caller makes them, if any.
        auto reaching = std::find_if(generated->suite.tests.begin(), generated->suite.tests.end(),
                                     [](const testgen::TestCase& t) {
                                         return t.reaches_target && !rests_on_object_made_field_by_field(t);
                                     });
        if (reaching == generated->suite.tests.end())
            reaching = std::find_if(generated->suite.tests.begin(), generated->suite.tests.end(),
                                    [](const testgen::TestCase& t) { return t.reaches_target; });
        // A receiver or argument made field by field may be in a state no
        // constructor leaves: reaching the target on it shows nothing a
        // caller can do.
        if (reaching != generated->suite.tests.end() && rests_on_object_made_field_by_field(*reaching)) {
            result.why = fmt::format("reached only on an object the test makes field by field ({}), which no "
                                     "constructor may leave in that state",
                                     name);
            return finish();
        }
        if (reaching == generated->suite.tests.end()) {
            if (guide->reached()) {
                exhaustive = false;
                unknown_why = "a path reached it in the engine, but its inputs could not be replayed as a test";
            }
            continue;
        }
        return confirm(name, generated->suite, *reaching);
    }
    if (exhaustive && !guide->reached()) {
        result.answer = ReachAnswer::Unreachable;
        result.why = fmt::format("every path from {} was explored exactly, {} branch {} cut as leading elsewhere",
                                 entries->size() == 1 ? std::string("its one entry") : fmt::format("its {} entries", entries->size()),
                                 result.pruned, result.pruned == 1 ? "side" : "sides");
        return finish();
    }
    // Where exploring stopped short, search: run each entry whose inputs are
    // all primitives concretely, scored by how near each run came.
    search_budget += budget;
    const bool stopped = options.generate.engine.stop_requested != nullptr && options.generate.engine.stop_requested->load();
    if (!guide->reached() && !stopped && options.search) {
        auto searching = std::make_shared<engine::TargetGuide>(graph, target.places, options.prune);
        engine::EngineOptions run_options = options.generate.engine;
        run_options.target = searching;
        run_options.enable_assertions |= target.assertion;
        engine::Engine engine(stack.program, stack.context, *stack.solver, run_options);
        std::vector<std::pair<const Entry*, const MethodInfo*>> searchable_entries;
        for (const Entry& entry : *entries) {
            if (entry.method->is_static()) {
                if (searchable(*entry.method, nullptr)) searchable_entries.push_back({&entry, nullptr});
                continue;
            }
            for (const MethodInfo& made : entry.cls->methods)
                if (made.name() == "<init>" && (made.method->access_flags & classfile::access::Public) != 0 &&
                    searchable(*entry.method, &made))
                    searchable_entries.push_back({&entry, &made});
        }
        for (std::size_t i = 0; i < searchable_entries.size(); ++i) {
            const auto [entry, made] = searchable_entries[i];
            // Runs cost more time than their work counts (each a fresh
            // interpreter): the share's seconds, twice over, bound it too.
            const std::uint64_t work = i + 1 == searchable_entries.size() ? search_budget : search_budget / 2;
            auto deadline = std::chrono::steady_clock::now() +
                            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                std::chrono::duration<double>(2 * engine::seconds_for_work(work)));
            if (run_options.wall_clock_deadline) deadline = std::min(deadline, *run_options.wall_clock_deadline);
            SearchBudget share{work, deadline, run_options.stop_requested};
            const std::uint64_t before = engine.stats().work;
            const SearchOutcome found = search_inputs(engine, *entry->cls->file, *entry->method, made, share);
            search_budget -= std::min(search_budget, engine.stats().work - before);
            result.searched += found.runs;
            if (!found.found) continue;
            const std::string name = fmt::format("{}.{}", java_name(entry->cls->name), method_words(*entry->method));
            testgen::GenerateOptions generate = options.generate;
            generate.engine = run_options;
            auto test = testgen::test_for_inputs(stack.program, stack.context, *stack.solver, *entry->cls->file,
                                                 *entry->method, *found.found, generate);
            if (!test) {
                unknown_why = fmt::format("a run of {} reached it, but no test could be made of its inputs: {}", name,
                                          test.error().message);
                continue;
            }
            if (std::find(result.entries.begin(), result.entries.end(), name) == result.entries.end())
                result.entries.push_back(name);
            testgen::TestSuite suite{entry->cls->name, {}, {}};
            return confirm(name, suite, *test);
        }
        if (!searchable_entries.empty() && unknown_why.find("reached it") == std::string::npos)
            unknown_why += fmt::format("; a search over the inputs of {} {} ({} runs) did not reach it either",
                                       searchable_entries.size(), searchable_entries.size() == 1 ? "entry" : "entries",
                                       result.searched);
    }
    result.why = unknown_why.empty() ? "not reached within the budget" : unknown_why;
    return finish();
}

}  // namespace symcrete::verify
