// What exploring a class produced, as JSON: the test suite, the method
// reports, the exploration's counters and the mutation report. A class
// explored in a worker process (app/class_worker.h) hands these back to the
// parent this way, so the format only needs to be read by the same build
// that wrote it; every field is written, and reading requires every field.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <vector>

#include "engine/engine.h"
#include "testgen/generator.h"
#include "testgen/mutation.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// The readers throw nlohmann::json::exception on a value of the wrong shape
// or a missing field.
nlohmann::json suite_to_json(const TestSuite& suite);
TestSuite suite_from_json(const nlohmann::json& json);

nlohmann::json method_reports_to_json(const std::vector<MethodReport>& reports);
std::vector<MethodReport> method_reports_from_json(const nlohmann::json& json);

nlohmann::json exploration_stats_to_json(const engine::ExplorationStats& stats);
engine::ExplorationStats exploration_stats_from_json(const nlohmann::json& json);

nlohmann::json mutation_report_to_json(const MutationReport& report);
MutationReport mutation_report_from_json(const nlohmann::json& json);

}  // namespace symcrete::testgen
