// Both sides of a worker process (class_worker.h). The parent runs `symcrete
// explore-worker` with a time limit and reads back a JSON file; the child reads
// the request, explores, and writes its result under a temporary name that it
// renames, so the parent never reads half a file. GenOptions travel as an
// explicit field list (NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE) that must name every
// field explore_class reads. The child dies with its parent (PR_SET_PDEATHSIG),
// and turns SIGINT into a stop request so an interrupted class keeps what it
// found.
#include "class_worker.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "exit_codes.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/work_budget.h"
#include "testgen/results_json.h"
#include "jvm/subprocess.h"

namespace symcrete::app {

// What explore_class reads of GenOptions, and nothing else: a field it
// starts to read must be added here, or workers run with its default.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(GenOptions, jdk_home, class_path, method, all_paths, cost, cost_above, top, mutation, setup_calls, stats,
                                   solver_layers, branch_bound, search, max_depth, max_objects, max_array_length,
                                   max_string_length, junit, max_memory, summaries, symbolic, assume, block_bound,
                                   loop_bound, oracle, reference_class_path)

namespace {

nlohmann::json exploration_to_json(const ClassExploration& result) {
    nlohmann::json json;
    json["internal_name"] = result.internal_name;
    json["java_name"] = result.java_name;
    json["error"] = result.error ? nlohmann::json(*result.error) : nlohmann::json(nullptr);
    json["internal_error"] = result.internal_error;
    json["suite"] = testgen::suite_to_json(result.suite);
    json["methods"] = testgen::method_reports_to_json(result.methods);
    json["exploration"] = testgen::exploration_stats_to_json(result.exploration);
    json["static_state_note"] =
        result.static_state_note ? nlohmann::json(*result.static_state_note) : nlohmann::json(nullptr);
    json["mutation"] =
        result.mutation ? testgen::mutation_report_to_json(*result.mutation) : nlohmann::json(nullptr);
    json["exploration_time"] = result.exploration_time.count();
    json["mutation_time"] = result.mutation_time.count();
    json["stats_text"] = result.stats_text;
    json["reference_keys"] = testgen::suite_to_json(result.reference_keys);
    json["reference_runs"] = testgen::suite_to_json(result.reference_runs);
    json["reference_missing"] = result.reference_missing;
    return json;
}

std::optional<std::string> optional_string(const nlohmann::json& json) {
    if (json.is_null()) return std::nullopt;
    return json.get<std::string>();
}

ClassExploration exploration_from_json(const nlohmann::json& json) {
    ClassExploration result;
    result.internal_name = json.at("internal_name").get<std::string>();
    result.java_name = json.at("java_name").get<std::string>();
    result.error = optional_string(json.at("error"));
    result.internal_error = json.at("internal_error").get<bool>();
    result.suite = testgen::suite_from_json(json.at("suite"));
    result.methods = testgen::method_reports_from_json(json.at("methods"));
    result.exploration = testgen::exploration_stats_from_json(json.at("exploration"));
    result.static_state_note = optional_string(json.at("static_state_note"));
    if (!json.at("mutation").is_null()) result.mutation = testgen::mutation_report_from_json(json.at("mutation"));
    result.exploration_time = std::chrono::nanoseconds(json.at("exploration_time").get<std::int64_t>());
    result.mutation_time = std::chrono::nanoseconds(json.at("mutation_time").get<std::int64_t>());
    result.stats_text = json.at("stats_text").get<std::string>();
    result.reference_keys = testgen::suite_from_json(json.at("reference_keys"));
    result.reference_runs = testgen::suite_from_json(json.at("reference_runs"));
    result.reference_missing = json.at("reference_missing").get<std::vector<std::string>>();
    return result;
}

Result<nlohmann::json> read_json(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error{fmt::format("{}: cannot read: {}", file.string(), std::strerror(errno)), ErrorKind::Internal};
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded()) return Error{fmt::format("{}: not valid JSON", file.string()), ErrorKind::Internal};
    return json;
}

// Written to a temporary name and renamed, so a reader never sees half a file.
// Its failures, like read_json's, are Internal: the files are the parent's
// and the worker's own, in a directory the parent made.
Status write_json(const nlohmann::json& json, const std::filesystem::path& file) {
    const std::filesystem::path partial = file.string() + ".partial";
    {
        std::ofstream out(partial, std::ios::binary | std::ios::trunc);
        out << json.dump();
        if (!out) return Error{fmt::format("{}: cannot write: {}", partial.string(), std::strerror(errno)), ErrorKind::Internal};
    }
    std::error_code ec;
    std::filesystem::rename(partial, file, ec);
    if (ec) return Error{fmt::format("{}: cannot write: {}", file.string(), ec.message()), ErrorKind::Internal};
    return Ok{};
}

// The last lines of a worker's output: what it said before it died.
std::string tail_lines(const std::string& output, std::size_t lines) {
    std::size_t start = output.size();
    while (start > 0 && (output[start - 1] == '\n' || output[start - 1] == ' ')) --start;
    const std::size_t end = start;
    for (std::size_t seen = 0; start > 0; --start) {
        if (output[start - 1] == '\n' && ++seen == lines) break;
    }
    return output.substr(start, end - start);
}

std::atomic<bool> g_worker_stop{false};

extern "C" void on_worker_stop_signal(int) { g_worker_stop.store(true); }

}  // namespace

Result<std::filesystem::path> this_executable() {
    std::error_code ec;
    std::filesystem::path path = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) return Error{fmt::format("cannot find this program (/proc/self/exe): {}", ec.message())};
    return path;
}

Status write_worker_request(const GenOptions& options, double budget_seconds, const std::filesystem::path& file) {
    nlohmann::json json;
    json["options"] = options;
    json["budget_seconds"] = budget_seconds;
    return write_json(json, file);
}

ClassExploration explore_class_in_worker(const std::string& internal_name, const WorkerRun& run,
                                         double budget_seconds) {
    ClassExploration failed;
    failed.internal_name = internal_name;
    failed.java_name = classfile::internal_to_java_name(internal_name);
    failed.internal_error = true;  // every way a worker fails is a bug or a broken system
    std::string file_name = internal_name;
    std::replace(file_name.begin(), file_name.end(), '/', '.');
    const std::filesystem::path result_file = run.results_dir / (file_name + ".json");
    const std::vector<std::string> argv = {run.executable.string(),
                                           "explore-worker",
                                           "--request",
                                           run.request.string(),
                                           "--class",
                                           internal_name,
                                           "--result",
                                           result_file.string(),
                                           "--budget",
                                           fmt::format("{}", budget_seconds)};
    const std::chrono::milliseconds limit = engine::worker_time_limit(budget_seconds);
    auto process = jvm::run_process(argv, {}, limit, {}, run.stop_requested, run.abort_requested);
    if (!process) {
        failed.error = fmt::format("cannot start a worker: {}", process.error().message);
        return failed;
    }
    std::error_code ec;
    if (process->exit_code == 0 && std::filesystem::exists(result_file, ec)) {
        auto json = read_json(result_file);
        std::filesystem::remove(result_file, ec);
        if (!json) {
            failed.error = fmt::format("the worker's result is unreadable: {}", json.error().message);
            return failed;
        }
        try {
            ClassExploration result = exploration_from_json(*json);
            // What the worker printed (it prints nothing when all is well).
            if (!process->output.empty()) fmt::print(stderr, "{}", process->output);
            return result;
        } catch (const nlohmann::json::exception& e) {
            failed.error = fmt::format("the worker's result is malformed: {}", e.what());
            return failed;
        }
    }
    const std::string said = tail_lines(process->output, 3);
    // Killed by a second interrupt: the user's doing, not the explorer's.
    if (process->cancelled) {
        failed.internal_error = false;
        failed.error = "interrupted before it finished";
        return failed;
    }
    if (process->timed_out) {
        failed.error = fmt::format("the explorer did not finish in {} s and was stopped",
                                   std::chrono::duration_cast<std::chrono::seconds>(limit).count());
    } else if (process->term_signal != 0) {
        failed.error = fmt::format("the explorer crashed (signal {}, {}){}{}", process->term_signal,
                                   strsignal(process->term_signal), said.empty() ? "" : ": ", said);
    } else {
        failed.error = fmt::format("the explorer failed (exit status {}){}{}", process->exit_code,
                                   said.empty() ? "" : ": ", said);
    }
    return failed;
}

int run_explore_worker(const std::string& request_file, const std::string& internal_name,
                       const std::string& result_file, std::optional<double> budget_seconds) {
    auto request = read_json(request_file);
    if (!request) {
        return fail("symcrete explore-worker", request.error());
    }
    GenOptions options;
    ClassExplorationOptions explore_options;
    try {
        options = request->at("options").get<GenOptions>();
        explore_options.budget_seconds = budget_seconds ? *budget_seconds : request->at("budget_seconds").get<double>();
    } catch (const nlohmann::json::exception& e) {
        fmt::print(stderr, "symcrete explore-worker: {}: {}\n", request_file, e.what());
        return kExitUsage;
    }
    explore_options.gen = &options;
    // The JDK the parent chose for the classes: its library is explored.
    if (!options.jdk_home.empty()) classfile::set_jdk_home(options.jdk_home);
    // A worker ends with its parent (a second Ctrl-C, a kill): its result
    // would have no reader, and it could run for eight times the budget.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() == 1) return kExitInterrupted;  // the parent died before the line above
    // The parent forwards an interrupt as SIGINT: the class ends early and
    // keeps what it found, as it would in the parent.
    // run_process starts a worker with SIGINT blocked, so a stop that came
    // before this line is pending, and arrives now.
    std::signal(SIGINT, on_worker_stop_signal);
    std::signal(SIGTERM, on_worker_stop_signal);
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    ::sigprocmask(SIG_UNBLOCK, &interrupt, nullptr);
    explore_options.stop_requested = &g_worker_stop;
    // Fault injection for the tests of crash isolation.
    if (const char* crash = std::getenv("SYMCRETE_WORKER_ABORT_ON"); crash != nullptr && internal_name == crash)
        std::abort();
    const ClassExploration result = explore_class(internal_name, explore_options);
    if (Status written = write_json(exploration_to_json(result), result_file); !written) {
        return fail("symcrete explore-worker", written.error());
    }
    return kExitOk;
}

}  // namespace symcrete::app
