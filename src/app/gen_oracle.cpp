#include "gen_oracle.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "exit_codes.h"
#include "plural.h"
#include "testgen/answer.h"
#include "testgen/junit_writer.h"

namespace symcrete::app {
namespace {

// --oracle reference: each test expects what the reference did on its
// inputs (run in the worker, ClassExploration::reference_runs); a test the
// reference could not run keeps the code's result, and the line says why.
std::string expect_reference_results(testgen::TestSuite& suite, const ClassExploration& result) {
    std::size_t agree = 0, differ = 0, missing = 0;
    std::vector<std::string> reasons;
    for (testgen::TestCase& test : suite.tests) {
        const auto& keys = result.reference_keys.tests;
        const auto key = std::find(keys.begin(), keys.end(), test);
        const std::size_t at = static_cast<std::size_t>(key - keys.begin());
        if (key == keys.end() || at >= result.reference_runs.tests.size() || !result.reference_missing[at].empty()) {
            ++missing;
            const std::string reason = key == keys.end() ? "a test found after the reference's runs" : result.reference_missing[at];
            if (std::find(reasons.begin(), reasons.end(), reason) == reasons.end()) reasons.push_back(reason);
            continue;
        }
        ++(testgen::expect_reference(test, result.reference_runs.tests[at]) == testgen::Agreement::Agrees ? agree : differ);
    }
    std::string text = fmt::format("{} the reference's results", plural(agree + differ, "test expects", "tests expect"));
    if (differ > 0) text += fmt::format(", {} of them not this code's (those tests fail)", differ);
    if (missing > 0)
        text += fmt::format("; {} the code's own, the reference could not run them ({})",
                            plural(missing, "test keeps", "tests keep"), fmt::join(reasons, "; "));
    return text;
}

// The person's answers (--ask) as text for the class's line.
std::string asked_text(const AskSummary& asked, const GenOptions& options) {
    std::vector<std::string> parts;
    parts.push_back(plural(asked.asked, "question answered", "questions answered"));
    if (asked.reused > 0) parts.push_back(fmt::format("{} kept from {}", plural(asked.reused, "answer", "answers"), options.answers_file));
    if (asked.differ > 0) parts.push_back(fmt::format("{} the code disagrees with (those tests fail)", plural(asked.differ, "answer", "answers")));
    if (asked.unchecked > 0) parts.push_back(fmt::format("{} checked only when the suite runs", plural(asked.unchecked, "expression", "expressions")));
    if (asked.skipped > 0) parts.push_back(fmt::format("{} skipped", plural(asked.skipped, "test", "tests")));
    if (asked.unanswered > 0)
        parts.push_back(fmt::format("{} (the input ended): those tests keep the code's results",
                                    plural(asked.unanswered, "question unanswered", "questions unanswered")));
    return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace

// --oracle ask or reference: the expectations of the tests that passed on
// the JVM as the code's own (with --no-validate, of those found) become the
// person's answers or the reference's results, and each file is written
// again; a test whose expectation the code disagrees with stays, and fails.
// The answers file is saved after each class, so an interrupted run keeps
// what was answered.
int apply_oracle(const std::vector<const ClassExploration*>& batch, std::vector<ClassOutcome>& outcomes,
                 const GenOptions& options, Asker* asker) {
    int status = kExitOk;
    for (std::size_t i = 0; i < outcomes.size() && i < batch.size(); ++i) {
        ClassOutcome& outcome = outcomes[i];
        if (!outcome.validation && (outcome.validation_error || outcome.test_file.empty())) continue;
        testgen::TestSuite suite = outcome.validation ? outcome.validation->suite : batch[i]->suite;
        const std::string said = asker != nullptr ? asked_text(asker->ask(suite), options)
                                                  : expect_reference_results(suite, *batch[i]);
        auto file = testgen::write_junit_file(suite, options.out_dir);
        if (!file) {
            fmt::print(stderr, "symcrete: {}\n", file.error().message);
            status = std::max(status, kExitUsage);
            continue;
        }
        outcome.tests_written = suite.tests.size();
        if (outcome.validation) outcome.validation->suite = std::move(suite);
        fmt::print("symcrete: {}: {}; wrote {}\n", batch[i]->java_name, said, file->string());
        if (asker == nullptr) continue;
        // Lines no test reaches, each once (seed 001): what `reach` can
        // find an input for, or prove no input reaches.
        if (outcome.validation && outcome.validation->report.coverage) {
            std::vector<std::string> explored;
            for (const testgen::MethodReport& method : batch[i]->methods)
                if (!method.skipped) explored.push_back(method.method);
            const std::vector<int> unreached = asker->unreached_lines(
                batch[i]->internal_name, explored, outcome.validation->report.coverage->covered_lines);
            if (!unreached.empty())
                fmt::print("symcrete: {}: no test reaches line{} {}; `symcrete reach --cp ... --target {}:<line>` looks "
                           "for an input that does, or proves there is none\n",
                           batch[i]->java_name, unreached.size() == 1 ? "" : "s", fmt::join(unreached, ", "),
                           batch[i]->java_name);
        }
        if (Status saved = asker->save(); !saved) {
            fmt::print(stderr, "symcrete: {}\n", saved.error().message);
            status = std::max(status, kExitUsage);
        }
    }
    std::fflush(stdout);
    return status;
}

}  // namespace symcrete::app
