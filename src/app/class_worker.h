// Exploring a class in a worker process: `gen` over many classes runs each
// class in a child, `symcrete explore-worker`, which writes what it found
// as JSON (testgen/results_json.h). Classes explored at once share no
// memory, so no solver library's thread-safety is relied on; a class that
// crashes the explorer, or never ends, costs only its own tests; and each
// class's memory goes back to the system when it is done.
#pragma once

#include <atomic>
#include <filesystem>
#include <optional>
#include <string>

#include "support/result.h"

#include "class_exploration.h"
#include "gen_command.h"

namespace symcrete::app {

// What every worker of one run shares.
struct WorkerRun {
    std::filesystem::path executable;   // this program
    std::filesystem::path request;      // written by write_worker_request
    std::filesystem::path results_dir;  // where workers write their results
    const std::atomic<bool>* stop_requested = nullptr;  // when set, workers are asked to stop
    const std::atomic<bool>* abort_requested = nullptr; // when set, workers are killed at once
};

// The program running now, from /proc/self/exe.
Result<std::filesystem::path> this_executable();

// Writes what a worker needs of `options` (the class path, bounds, solver
// layers, ...) and the budget to `file`.
Status write_worker_request(const GenOptions& options, double budget_seconds, const std::filesystem::path& file);

// Runs a worker on `internal_name` with `budget_seconds` of work and waits
// for it. Never throws; a worker that crashed or did not finish in time
// gives a result with an `error`.
ClassExploration explore_class_in_worker(const std::string& internal_name, const WorkerRun& run,
                                         double budget_seconds);

// The worker's side: explores `internal_name` as the request says, with
// `budget_seconds` of work when given (else the request's), and writes the
// result to `result_file`. Returns the process's exit status.
int run_explore_worker(const std::string& request_file, const std::string& internal_name,
                       const std::string& result_file, std::optional<double> budget_seconds = std::nullopt);

}  // namespace symcrete::app
