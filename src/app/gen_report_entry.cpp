// A class's report entry (gen_report_entry.h). The per-test parts (costs,
// symbolic cases) are read from the suite as written: validation may have
// taken tests out, and the names are those of the written file.
#include "gen_report_entry.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "testgen/junit_writer.h"

namespace symcrete::app {

report::ClassEntry report_entry(const ClassExploration& result, const ClassOutcome& outcome, double budget_seconds) {
    report::ClassEntry entry;
    entry.budget_seconds = budget_seconds;
    entry.class_name = result.internal_name;
    entry.error = result.error;
    entry.methods = result.methods;
    entry.exploration = result.exploration;
    entry.mutation = outcome.mutation ? outcome.mutation : result.mutation;
    entry.test_file = outcome.test_file;
    entry.tests_written = outcome.tests_written;
    const testgen::TestSuite& written = outcome.validation ? outcome.validation->suite : result.suite;
    entry.cost_model = written.cost_model;
    const std::vector<std::string> names = testgen::junit_test_names(written);
    for (std::size_t i = 0; i < names.size() && i < written.tests.size(); ++i) {
        const testgen::TestCase& test = written.tests[i];
        if (entry.cost_model && test.cost.measured) entry.test_costs.emplace_back(names[i], *test.cost.measured);
        if (test.symbolic.shown) entry.symbolic.emplace_back(names[i], *test.symbolic.shown);
    }
    if (entry.cost_model)
        std::stable_sort(entry.test_costs.begin(), entry.test_costs.end(), [&](const auto& a, const auto& b) {
            return engine::cost_of(a.second, *entry.cost_model) > engine::cost_of(b.second, *entry.cost_model);
        });
    entry.validation_error = outcome.validation_error;
    if (outcome.validation) {
        entry.validated = true;
        entry.tests = outcome.validation->report.tests;
        entry.removed = outcome.validation->removed_outcomes;
        entry.coverage = outcome.validation->report.coverage;
        if (!outcome.validation->report.coverage_unavailable.empty())
            entry.coverage_unavailable = outcome.validation->report.coverage_unavailable;
    }
    entry.exploration_seconds = std::chrono::duration<double>(result.exploration_time).count();
    entry.mutation_seconds = std::chrono::duration<double>(result.mutation_time).count();
    return entry;
}

}  // namespace symcrete::app
