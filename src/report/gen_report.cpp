// Building, merging and writing symcrete-report.json (gen_report.h) with
// nlohmann's ordered_json, so keys come out in the order docs/report-schema.md
// documents and the text is stable from run to run. Totals are computed from
// the class entries' JSON, so merging shards recomputes them exactly as a
// single run does. The file is written beside its final name and renamed over
// it, so no reader sees half a report.
#include "report/gen_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "classfile/descriptor.h"
#include "testgen/stop_reason.h"

namespace symcrete::report {
namespace {

// ordered_json keeps keys in insertion order, so the text is stable and
// reads in the order the schema documents.
using Json = nlohmann::ordered_json;

Json counter(const testgen::Counter& c) {
    Json out;
    out["covered"] = c.covered;
    out["total"] = c.total;
    return out;
}

Json optional_text(const std::optional<std::string>& text) { return text ? Json(*text) : Json(nullptr); }

Json method_json(const testgen::MethodReport& method, const std::optional<testgen::ClassCoverage>& coverage) {
    Json out;
    out["method"] = method.method;
    out["skipped"] = optional_text(method.skipped);
    out["paths"] = method.paths;
    out["tests"] = method.tests;
    out["stopped"] = method.skipped ? Json(nullptr) : Json(method.stopped);
    Json reasons = Json::object();
    for (const testgen::StopCount& stop : method.stop_reasons) reasons[std::string(testgen::key(stop.reason))] = stop.count;
    out["stop_reasons"] = method.skipped ? Json(nullptr) : reasons;
    out["work_seconds"] = method.work_seconds;
    out["unsupported"] = method.unsupported_reasons;
    Json exits = Json::array();
    for (const testgen::ExitReport& exit : method.exits)
        exits.push_back(Json{{"status", exit.status}, {"paths", exit.paths}, {"example", exit.example}});
    out["system_exits"] = exits;
    out["receivers"] = Json{{"constructed_tests", method.constructed_tests},
                            {"setup_failed_paths", method.setup_failed},
                            {"setup_failures", method.setup_failures}};
    out["internal_errors"] = method.internal_errors;
    Json covered = nullptr;
    if (coverage) {
        for (const testgen::MethodCoverage& m : coverage->method_details) {
            if (m.name + m.descriptor != method.method) continue;
            Json missed = Json::array();
            for (const testgen::MissedBranches& line : m.missed)
                missed.push_back(Json{{"line", line.line}, {"covered", line.branches.covered},
                                      {"total", line.branches.total}});
            covered = Json{{"first_line", m.first_line},
                           {"branches", counter(m.branches)},
                           {"lines", counter(m.lines)},
                           {"instructions", counter(m.instructions)},
                           {"lines_with_missed_branches", missed}};
        }
    }
    out["coverage"] = covered;
    return out;
}

Json mutation_json(const testgen::MutationReport& mutation) {
    Json out;
    out["mutants"] = mutation.mutants;
    out["killed"] = mutation.killed;
    out["not_run"] = mutation.not_run;
    out["score"] = mutation.score();
    out["tests_added"] = mutation.tests_added;
    out["killed_by_removed_tests"] = mutation.killed_by_removed_tests;
    Json by_operator = Json::object();
    for (std::size_t i = 0; i < mutation.by_operator.size(); ++i) {
        const auto& count = mutation.by_operator[i];
        if (count.mutants == 0) continue;
        by_operator[ir::to_string(static_cast<ir::MutationOperator>(i))] =
            Json{{"mutants", count.mutants}, {"killed", count.killed}};
    }
    out["by_operator"] = by_operator;
    Json survivors = Json::array();
    for (const testgen::MutantOutcome& outcome : mutation.outcomes) {
        if (outcome.status != testgen::MutantOutcome::Status::Survived) continue;
        survivors.push_back(Json{{"method", outcome.method},
                                 {"line", outcome.mutation.line},
                                 {"change", outcome.mutation.description}});
    }
    out["survivors"] = survivors;
    return out;
}

Json heap_json(const testgen::HeapGraph& graph) {
    auto rows = [](const std::vector<testgen::HeapGraph::Row>& list) {
        Json out = Json::array();
        for (const testgen::HeapGraph::Row& row : list)
            out.push_back(Json{{"name", row.name},
                               {"value", row.target ? Json(nullptr) : Json(row.value)},
                               {"target", row.target ? Json(*row.target) : Json(nullptr)}});
        return out;
    };
    Json nodes = Json::array();
    for (const testgen::HeapGraph::Node& node : graph.nodes) nodes.push_back(Json{{"label", node.label}, {"rows", rows(node.rows)}});
    return Json{{"roots", rows(graph.roots)}, {"nodes", nodes}, {"truncated", graph.truncated}};
}

Json symbolic_json(const std::vector<std::pair<std::string, testgen::SymbolicCase>>& cases) {
    Json out = Json::array();
    for (const auto& [name, shown] : cases)
        out.push_back(Json{{"test", name},
                           {"constraint", shown.constraint},
                           {"output", shown.exception ? Json(nullptr) : Json(shown.output)},
                           {"exception", shown.exception ? Json(shown.exception_class) : Json(nullptr)},
                           {"input_heap", heap_json(shown.input_heap)},
                           {"output_heap", heap_json(shown.output_heap)}});
    return out;
}

Json class_json(const ClassEntry& entry) {
    Json out;
    out["class"] = classfile::internal_to_java_name(entry.class_name);
    out["explored"] = !entry.error.has_value();
    out["error"] = optional_text(entry.error);
    out["test_file"] = entry.test_file.empty() ? Json(nullptr) : Json(entry.test_file.string());
    out["tests"] = entry.tests_written;
    out["paths"] = entry.exploration.paths;
    out["budget_exhausted"] = entry.exploration.budget_exhausted;
    if (entry.validated || entry.validation_error) {
        std::size_t passed = 0;
        Json outcomes = Json::array();
        for (const testgen::TestOutcome& test : entry.tests) {
            passed += test.passed ? 1 : 0;
            outcomes.push_back(Json{{"test", test.name},
                                    {"passed", test.passed},
                                    {"message", test.passed ? Json(nullptr) : Json(test.message)}});
        }
        Json removed = Json::array();
        for (const testgen::TestOutcome& test : entry.removed)
            removed.push_back(Json{{"test", test.name}, {"reason", test.message}});
        out["validation"] = Json{{"error", optional_text(entry.validation_error)},
                                 {"passed", passed},
                                 {"tests", outcomes},
                                 {"removed", removed},
                                 {"coverage_unavailable", optional_text(entry.coverage_unavailable)}};
    } else {
        out["validation"] = nullptr;
    }
    if (entry.coverage) {
        out["coverage"] = Json{{"branches", counter(entry.coverage->branches)},
                               {"lines", counter(entry.coverage->lines)},
                               {"instructions", counter(entry.coverage->instructions)},
                               {"methods", counter(entry.coverage->methods)},
                               {"covered_lines", entry.coverage->covered_lines}};
    } else {
        out["coverage"] = nullptr;
    }
    if (entry.cost_model) {
        Json tests = Json::array();
        for (const auto& [name, cost] : entry.test_costs)
            tests.push_back(Json{{"test", name},
                                 {"cost", engine::cost_of(cost, *entry.cost_model)},
                                 {"instructions", cost.instructions},
                                 {"calls", cost.calls},
                                 {"allocations", cost.allocations},
                                 {"bytes", cost.bytes}});
        out["costs"] = Json{{"model", engine::to_string(*entry.cost_model)}, {"tests", tests}};
    } else {
        out["costs"] = nullptr;
    }
    out["symbolic"] = entry.symbolic.empty() ? Json(nullptr) : symbolic_json(entry.symbolic);
    Json methods = Json::array();
    for (const testgen::MethodReport& method : entry.methods) methods.push_back(method_json(method, entry.coverage));
    out["methods"] = methods;
    out["mutation"] = entry.mutation ? mutation_json(*entry.mutation) : Json(nullptr);
    out["timings"] = Json{{"budget_seconds", entry.budget_seconds},
                          {"exploration_seconds", entry.exploration_seconds},
                          {"mutation_seconds", entry.mutation_seconds}};
    return out;
}

}  // namespace

namespace {

Json totals_of(const Json& classes, bool validated) {
    std::size_t tests = 0, passed = 0, explored = 0;
    std::uint64_t covered = 0, total = 0;
    for (const Json& cls : classes) {
        explored += cls["explored"].get<bool>() ? 1 : 0;
        tests += cls["tests"].get<std::size_t>();
        if (cls["validation"].is_object()) passed += cls["validation"]["passed"].get<std::size_t>();
        if (cls["coverage"].is_object()) {
            covered += cls["coverage"]["branches"]["covered"].get<std::uint64_t>();
            total += cls["coverage"]["branches"]["total"].get<std::uint64_t>();
        }
    }
    // How many methods each reason cut short (testgen/stop_reason.h), every
    // reason listed, from the methods' own counts so merged shards agree.
    Json stopped_by = Json::object();
    for (testgen::StopReason reason : testgen::kStopReasons) stopped_by[std::string(testgen::key(reason))] = 0;
    for (const Json& cls : classes)
        for (const Json& method : cls["methods"]) {
            const auto reasons = method.find("stop_reasons");  // absent in reports of older versions
            if (reasons == method.end() || !reasons->is_object()) continue;
            for (const auto& [reason, count] : reasons->items())
                if (stopped_by.contains(reason)) stopped_by[reason] = stopped_by[reason].get<std::size_t>() + 1;
        }
    return Json{{"classes", classes.size()},
                {"explored", explored},
                {"tests", tests},
                {"passed", validated ? Json(passed) : Json(nullptr)},
                {"branches", validated ? Json{{"covered", covered}, {"total", total}} : Json(nullptr)},
                {"methods_stopped_by", stopped_by}};
}

}  // namespace

std::string gen_report_json(const GenRun& run) {
    Json out;
    out["schema"] = "symcrete-gen-report";
    out["version"] = kGenReportVersion;
    out["budget_seconds"] = run.budget_seconds;
    out["validated"] = run.validate;
    out["mutation"] = run.mutation;
    out["assumptions"] = run.assumptions.empty() ? Json(nullptr) : Json(run.assumptions);
    Json classes = Json::array();
    for (const ClassEntry& entry : run.classes) classes.push_back(class_json(entry));
    out["totals"] = totals_of(classes, run.validate);
    out["classes"] = classes;
    Json left_out = Json::array();
    for (const auto& [name, why] : run.left_out)
        left_out.push_back(Json{{"class", classfile::internal_to_java_name(name)}, {"reason", why}});
    out["left_out"] = left_out;
    out["exit_status"] = run.exit_status ? Json{{"code", run.exit_status->first}, {"meaning", run.exit_status->second}}
                                         : Json(nullptr);
    out["timings"] = Json{{"wall_seconds", run.wall_seconds}};
    return out.dump(2) + "\n";
}

Result<std::string> merge_gen_reports(const std::vector<std::string>& reports) {
    if (reports.empty()) return Error{"no reports to merge"};
    Json merged;
    Json classes = Json::array();
    Json left_out = Json::array();
    double wall = 0;
    // The shards' worst exit status (the one gen would give the whole run);
    // none when a shard's run had not ended.
    Json exit_status = Json(nullptr);
    bool every_shard_ended = true;
    for (std::size_t i = 0; i < reports.size(); ++i) {
        Json report = Json::parse(reports[i], nullptr, false);
        if (report.is_discarded() || !report.is_object())
            return Error{fmt::format("report {}: not JSON", i + 1)};
        if (report.value("schema", "") != "symcrete-gen-report")
            return Error{fmt::format("report {}: not a symcrete gen report", i + 1)};
        if (report.value("version", 0) != kGenReportVersion)
            return Error{fmt::format("report {}: version {}, this Symcrete reads version {}", i + 1,
                                     report.value("version", 0), kGenReportVersion)};
        if (i == 0) {
            merged["schema"] = report["schema"];
            merged["version"] = report["version"];
            merged["budget_seconds"] = report["budget_seconds"];
            merged["validated"] = report["validated"];
            merged["mutation"] = report["mutation"];
            merged["assumptions"] = report.value("assumptions", Json(nullptr));  // absent in older reports
        } else {
            if (report.value("assumptions", Json(nullptr)) != merged["assumptions"])
                return Error{fmt::format("report {}: assumptions are {}, report 1 has {}: shards of one run share "
                                         "their options",
                                         i + 1, report.value("assumptions", Json(nullptr)).dump(),
                                         merged["assumptions"].dump())};
            for (const char* key : {"budget_seconds", "validated", "mutation"})
                if (report[key] != merged[key])
                    return Error{fmt::format("report {}: {} is {}, report 1 has {}: shards of one run share their "
                                             "options",
                                             i + 1, key, report[key].dump(), merged[key].dump())};
        }
        for (Json& cls : report["classes"]) classes.push_back(std::move(cls));
        for (Json& entry : report["left_out"]) left_out.push_back(std::move(entry));
        wall = std::max(wall, report["timings"].value("wall_seconds", 0.0));
        const auto shard_exit = report.find("exit_status");  // absent in reports of older versions
        if (shard_exit == report.end() || !shard_exit->is_object()) every_shard_ended = false;
        else if (exit_status.is_null() || (*shard_exit)["code"].get<int>() > exit_status["code"].get<int>())
            exit_status = *shard_exit;
    }
    auto by_class = [](const Json& a, const Json& b) { return a["class"].get<std::string>() < b["class"].get<std::string>(); };
    std::sort(classes.begin(), classes.end(), by_class);
    std::sort(left_out.begin(), left_out.end(), by_class);
    for (std::size_t i = 1; i < classes.size(); ++i)
        if (classes[i]["class"] == classes[i - 1]["class"])
            return Error{fmt::format("class {} is in two reports: shards of one run have no class in common",
                                     classes[i]["class"].get<std::string>())};
    merged["totals"] = totals_of(classes, merged["validated"].get<bool>());
    merged["classes"] = std::move(classes);
    merged["left_out"] = std::move(left_out);
    merged["exit_status"] = every_shard_ended ? exit_status : Json(nullptr);
    merged["timings"] = Json{{"wall_seconds", wall}};
    return merged.dump(2) + "\n";
}

Result<std::filesystem::path> write_report_file(const std::string& text, const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return Error{fmt::format("{}: cannot create the directory: {}", dir.string(), ec.message())};
    // Written beside it and renamed over it, so a reader (or a run killed
    // while writing) never sees half a report.
    const std::filesystem::path file = dir / kGenReportFile;
    const std::filesystem::path partial = dir / (std::string(kGenReportFile) + ".partial");
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) return Error{fmt::format("cannot write {}", partial.string())};
    std::filesystem::rename(partial, file, ec);
    if (ec) return Error{fmt::format("cannot write {}: {}", file.string(), ec.message())};
    return file;
}



}  // namespace symcrete::report
