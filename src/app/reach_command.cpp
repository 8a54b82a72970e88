// `symcrete reach`: checks the options and the output folder before any
// exploring, builds the class path, its call graph and one engine stack,
// resolves every target, answers each in turn (verify/target_reach.h) and
// prints per target what it found, the last line being `result: ...` so a
// script can read it. Ctrl-C stops the exploration under way; the targets
// answered so far are still printed.
#include "reach_command.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include "class_path_option.h"
#include "common_options.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "jdk_option.h"
#include "output_paths.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/call_graph.h"
#include "engine/engine_stack.h"
#include "engine/work_budget.h"
#include "testgen/junit_writer.h"
#include "testgen/validator.h"
#include "verify/target_reach.h"

namespace symcrete::app {

namespace {

std::atomic<bool> g_reach_stop{false};

extern "C" void on_reach_signal(int signal) {
    if (!g_reach_stop.exchange(true)) {
        static const char kNote[] = "symcrete: stopping: the targets answered so far are still printed\n";
        (void)!::write(STDERR_FILENO, kNote, sizeof kNote - 1);
        return;
    }
    std::signal(signal, SIG_DFL);
}

// The @Test method of a written test file, as text (what a user would copy).
std::string test_method_text(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::string line, text;
    bool inside = false;
    int depth = 0;
    while (std::getline(in, line)) {
        if (!inside && (line.find("@Test") != std::string::npos || line.find("@org.junit.jupiter.api.Test") != std::string::npos))
            inside = true;
        if (!inside) continue;
        text += line + "\n";
        for (char c : line) depth += c == '{' ? 1 : c == '}' ? -1 : 0;
        if (depth == 0 && line.find('}') != std::string::npos) break;
    }
    return text;
}

struct Answered {
    verify::ResolvedTarget target;
    verify::ReachResult result;
};

void print_text(const Answered& answered) {
    const verify::ReachResult& r = answered.result;
    fmt::print("target: {}\n", answered.target.description);
    fmt::print("  {}: {}\n", verify::to_string(r.answer), r.why);
    if (r.answer == verify::ReachAnswer::Reached) {
        fmt::print("  entry: {}\n", r.entry);
        if (!r.chain.empty()) {
            std::string chain;
            for (const std::string& frame : r.chain) chain += (chain.empty() ? "" : " -> ") + frame;
            fmt::print("  call chain: {}\n", chain);
        }
        if (!r.test_file.empty()) {
            fmt::print("  test: {}\n", r.test_file.string());
            std::istringstream lines(test_method_text(r.test_file));
            for (std::string line; std::getline(lines, line);) fmt::print("    {}\n", line);
        }
    }
    fmt::print("  explored: {} {} back from the target, {} {}, {} {}, {} branch {} cut as leading elsewhere, {} concrete {} searching, {:.2f} s ({:.2f} s with the JVM's run)\n",
               r.segments, r.segments == 1 ? "way" : "ways", r.entries.size(), r.entries.size() == 1 ? "entry" : "entries", r.paths, r.paths == 1 ? "path" : "paths",
               r.pruned, r.pruned == 1 ? "side" : "sides", r.searched, r.searched == 1 ? "run" : "runs", r.search_seconds,
               r.seconds);
}

// --lines: a line per line of code.
void print_line(const Answered& answered) {
    const verify::ReachResult& r = answered.result;
    std::string what = fmt::format("{}: {}", verify::to_string(r.answer), r.why);
    if (r.answer == verify::ReachAnswer::Reached && !r.entry.empty()) what += fmt::format(" (entry {})", r.entry);
    fmt::print("line {}{}: {}\n", answered.target.line, answered.target.assertion ? " (the assert's failure)" : "", what);
}

nlohmann::json to_json(const Answered& answered) {
    const verify::ReachResult& r = answered.result;
    nlohmann::json j;
    j["target"] = answered.target.description;
    j["class"] = classfile::internal_to_java_name(answered.target.class_name);
    if (answered.target.line > 0) j["line"] = answered.target.line;
    j["result"] = verify::to_string(r.answer);
    j["why"] = r.why;
    if (!r.entry.empty()) j["entry"] = r.entry;
    j["call_chain"] = r.chain;
    if (!r.test_file.empty()) j["test_file"] = r.test_file.string();
    j["entries"] = r.entries;
    j["backward_segments"] = r.segments;
    j["paths"] = r.paths;
    j["pruned"] = r.pruned;
    j["search_runs"] = r.searched;
    j["seconds"] = r.seconds;
    j["search_seconds"] = r.search_seconds;
    return j;
}

}  // namespace

int run_reach(const ReachCommandOptions& options) {
    if (options.format != "text" && options.format != "json") {
        fmt::print(stderr, "symcrete reach: --format: expected text or json, not '{}'\n", options.format);
        return kExitUsage;
    }
    if (options.targets.empty() && options.target_calls.empty() && options.lines.empty()) {
        fmt::print(stderr, "symcrete reach: give a target: --target <Class>:<line>, --target "
                           "<Class>.<method>(<descriptor>)@<offset> or --target-call <Class>.<method>\n");
        return kExitUsage;
    }
    if (options.direction != "both" && options.direction != "forward" && options.direction != "backward") {
        fmt::print(stderr, "symcrete reach: --direction: expected both, forward or backward, not '{}'\n", options.direction);
        return kExitUsage;
    }
    auto budget = parse_budget(options.budget);
    if (!budget) return fail("symcrete reach", budget.error());
    const std::optional<engine::SearchStrategy> search = engine::parse_search_strategy(options.search);
    if (!search) {
        fmt::print(stderr, "symcrete reach: --search: expected target, dfs, bfs or covnew, not '{}'\n", options.search);
        return kExitUsage;
    }
    std::vector<verify::TargetSpec> specs;
    for (const std::string& text : options.targets) {
        auto spec = verify::parse_target(text);
        if (!spec) return fail("symcrete reach", spec.error());
        specs.push_back(std::move(*spec));
    }
    for (const std::string& text : options.target_calls) {
        auto spec = verify::parse_target_call(text);
        if (!spec) return fail("symcrete reach", spec.error());
        specs.push_back(std::move(*spec));
    }
    if (Status status = check_output_dir("--out", options.out_dir); !status) return fail("symcrete", status.error());
    if (Status status = use_given_jdk(options.java_tools); !status) return fail("symcrete", status.error());
    classfile::ClassPath class_path;
    if (Status status = fill_class_path(class_path, options.class_path); !status) return fail("symcrete", status.error());

    engine::EngineStack stack(class_path);
    fmt::print(stderr, "symcrete: reading the class path's code and calls\n");
    const engine::CallGraph graph = engine::CallGraph::build(stack.program);
    for (const std::string& skipped : graph.skipped())
        fmt::print(stderr, "symcrete: warning: left out of the call graph (so nothing is shown unreachable through "
                           "it): {}\n",
                   skipped);
    std::vector<verify::ResolvedTarget> targets;
    if (!options.lines.empty()) {
        auto lines = verify::resolve_lines(stack.program, graph, options.lines);
        if (!lines) return fail("symcrete reach", lines.error());
        targets = std::move(*lines);
    }
    for (const verify::TargetSpec& spec : specs) {
        auto resolved = verify::resolve_target(stack.program, graph, spec);
        if (!resolved) return fail("symcrete reach", resolved.error());
        for (verify::ResolvedTarget& target : *resolved) targets.push_back(std::move(target));
    }

    verify::ReachOptions reach;
    reach.entries = options.entries;
    reach.prune = options.prune;
    reach.backward = options.direction != "forward";
    reach.forward = options.direction != "backward";
    reach.search = options.search_phase;
    reach.validate = options.validate;
    reach.generate.engine.search = *search;
    reach.generate.engine.branch_bound = options.branch_bound;
    reach.generate.engine.enable_assertions = options.enable_assertions;
    reach.generate.engine.stop_requested = &g_reach_stop;
    reach.validator.class_path = split_class_path(options.class_path);
    reach.validator.unsafe_validate = options.unsafe_validate;
    reach.validator.enable_assertions = options.enable_assertions;
    apply_java_tool_paths(options.java_tools, reach.validator.tools);
    if (options.validate) {
        std::vector<std::string> classes;
        for (const verify::ResolvedTarget& target : targets) classes.push_back(target.class_name);
        auto jdk = choose_jdk_for(class_path, classes, options.java_tools);
        if (!jdk) return fail("symcrete", jdk.error());
        apply_jdk(*jdk, reach.validator);
    }
    std::signal(SIGINT, on_reach_signal);
    std::signal(SIGTERM, on_reach_signal);

    // --lines: each line's test is validated in a folder of its own, and
    // the lines it ran are answered by it; at the end the tests go to --out
    // as one suite per class.
    const bool every_line = !options.lines.empty();
    const std::filesystem::path lines_work = std::filesystem::path(options.out_dir) / ".symcrete-lines";
    std::map<std::pair<std::string, int>, std::size_t> ran_by;  // (class, line) -> the answer whose test ran it
    std::vector<Answered> answered;
    for (std::size_t i = 0; i < targets.size() && !g_reach_stop.load(); ++i) {
        if (every_line) {
            auto it = ran_by.find({targets[i].class_name, targets[i].line});
            if (it != ran_by.end() && !targets[i].assertion) {
                verify::ReachResult shared;
                shared.answer = verify::ReachAnswer::Reached;
                shared.why = fmt::format("run by the test of line {} (JaCoCo)", answered[it->second].target.line);
                shared.entry = answered[it->second].result.entry;
                answered.push_back({targets[i], std::move(shared)});
                if (options.format == "text") print_line(answered.back());
                continue;
            }
        }
        fmt::print(stderr, "symcrete: [{}/{}] reaching {} (budget {} s of work)\n", i + 1, targets.size(),
                   targets[i].description, options.budget);
        verify::ReachOptions own = reach;
        own.generate.engine.work_budget = engine::work_for_seconds(*budget);
        own.generate.engine.wall_clock_deadline = engine::safety_net_deadline(*budget);
        // One target's test in --out itself; several, each in a folder of its own.
        own.work_dir = every_line             ? lines_work / fmt::format("line-{}", targets[i].line)
                       : targets.size() == 1 ? std::filesystem::path(options.out_dir)
                                             : std::filesystem::path(options.out_dir) / fmt::format("target-{}", i + 1);
        auto result = verify::reach_target(stack, graph, targets[i], own);
        if (!result) return fail("symcrete", result.error());
        if (every_line && result->answer == verify::ReachAnswer::Reached)
            for (int line : result->covered_lines) ran_by.emplace(std::pair{targets[i].class_name, line}, answered.size());
        answered.push_back({targets[i], std::move(*result)});
        if (options.format == "text") (every_line ? print_line : print_text)(answered.back());
        std::fflush(stdout);
    }
    if (every_line) {
        // One suite per class, each test once (the first line that needed it).
        std::map<std::string, testgen::TestSuite> suites;
        for (Answered& a : answered) {
            if (a.result.answer != verify::ReachAnswer::Reached || !a.result.suite || a.result.test_file.empty()) continue;
            const testgen::TestSuite& one = *a.result.suite;
            auto [it, fresh] = suites.try_emplace(one.class_name, one);
            if (!fresh) it->second.tests.insert(it->second.tests.end(), one.tests.begin(), one.tests.end());
        }
        std::vector<testgen::TestSuite> all;
        for (auto& [name, suite] : suites) all.push_back(std::move(suite));
        std::error_code ignored;
        std::filesystem::remove_all(lines_work, ignored);
        if (!all.empty() && !options.validate) {
            for (const testgen::TestSuite& suite : all) {
                auto written = testgen::write_junit_file(suite, options.out_dir, "--no-validate was given");
                if (!written) return fail("symcrete", written.error());
                if (options.format == "text")
                    fmt::print("suite: {} ({} {}, not run)\n", written->string(), suite.tests.size(),
                               suite.tests.size() == 1 ? "test" : "tests");
            }
        } else if (!all.empty()) {
            testgen::ValidatorOptions validator = reach.validator;
            for (const verify::ResolvedTarget& target : targets) validator.enable_assertions |= target.assertion;
            const auto written = testgen::write_and_validate_all(all, options.out_dir, validator);
            for (const auto& suite : written) {
                if (!suite) return fail("symcrete", suite.error());
                if (options.format == "text")
                    fmt::print("suite: {} ({} {})\n", suite->source.string(), suite->suite.tests.size(),
                               suite->suite.tests.size() == 1 ? "test" : "tests");
            }
        }
    }

    bool any_unknown = answered.size() < targets.size(), any_unreachable = false;
    for (const Answered& a : answered) {
        any_unknown |= a.result.answer == verify::ReachAnswer::Unknown;
        any_unreachable |= a.result.answer == verify::ReachAnswer::Unreachable;
    }
    const verify::ReachAnswer overall = any_unknown       ? verify::ReachAnswer::Unknown
                                        : any_unreachable ? verify::ReachAnswer::Unreachable
                                                          : verify::ReachAnswer::Reached;
    if (options.format == "json") {
        nlohmann::json j;
        j["targets"] = nlohmann::json::array();
        for (const Answered& a : answered) j["targets"].push_back(to_json(a));
        j["result"] = verify::to_string(overall);
        fmt::print("{}\n", j.dump(2));
    }
    // With one target, its answer; with several, the summary: the last line
    // is what scripts read (JSON carries both as fields, and nothing after).
    if (options.format == "text" && targets.size() > 1)
        fmt::print("{} of {} targets reached, {} unreachable\n",
                   std::count_if(answered.begin(), answered.end(),
                                 [](const Answered& a) { return a.result.answer == verify::ReachAnswer::Reached; }),
                   targets.size(),
                   std::count_if(answered.begin(), answered.end(),
                                 [](const Answered& a) { return a.result.answer == verify::ReachAnswer::Unreachable; }));
    if (options.format == "text") fmt::print("result: {}\n", verify::to_string(overall));
    if (g_reach_stop.load()) return kExitInterrupted;
    return overall == verify::ReachAnswer::Reached       ? kExitOk
           : overall == verify::ReachAnswer::Unreachable ? kExitTargetUnreachable
                                                         : kExitTargetUnknown;
}

}  // namespace symcrete::app
