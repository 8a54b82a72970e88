// The JSON report of a gen run: its fields, their order, and what it says
// about classes that were not explored or not validated.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "report/gen_report.h"
#include "heap_svg.h"
#include "report/html_index.h"

namespace {

using namespace symcrete;

report::ClassEntry explored_class() {
    report::ClassEntry entry;
    entry.class_name = "a/b/Calc";
    testgen::MethodReport sign;
    sign.method = "sign(I)I";
    sign.paths = 3;
    sign.tests = 3;
    sign.stopped = "explored completely";
    testgen::MethodReport hidden;
    hidden.method = "hidden()V";
    hidden.skipped = "private (tests can only call it through the class's other methods)";
    entry.methods = {sign, hidden};
    entry.exploration.paths = 3;
    entry.test_file = "out/a/b/CalcSymcreteTest.java";
    entry.tests_written = 3;
    entry.validated = true;
    entry.tests = {{"a.b.CalcSymcreteTest", "sign_returns1", true, "", false},
                   {"a.b.CalcSymcreteTest", "sign_returns0", true, "", false},
                   {"a.b.CalcSymcreteTest", "sign_returnsMinus1", true, "", false}};
    entry.removed = {{"a.b.CalcSymcreteTest", "sign_returns7", false, "expected: <7> but was: <1>", false}};
    testgen::ClassCoverage coverage;
    coverage.class_name = "a/b/Calc";
    coverage.branches = {4, 4};
    coverage.lines = {5, 6};
    coverage.covered_lines = {3, 4, 7, 9, 10};
    testgen::MethodCoverage method;
    method.name = "sign";
    method.descriptor = "(I)I";
    method.first_line = 4;
    method.branches = {4, 4};
    coverage.method_details = {method};
    entry.coverage = coverage;
    entry.exploration_seconds = 0.25;
    return entry;
}

TEST(GenReport, DescribesClassesMethodsAndTotals) {
    report::GenRun run;
    run.budget_seconds = 10;
    run.classes.push_back(explored_class());
    report::ClassEntry broken;
    broken.class_name = "a/b/Broken";
    broken.error = "class a/b/Missing not found";
    run.classes.push_back(broken);
    run.left_out = {{"a/b/Calc$1", "a local or anonymous class (declared inside a method)"}};
    run.wall_seconds = 1.5;

    const std::string text = report::gen_report_json(run);
    const nlohmann::ordered_json json = nlohmann::ordered_json::parse(text);
    // The keys come in the documented order.
    std::vector<std::string> keys;
    for (const auto& [key, value] : json.items()) keys.push_back(key);
    EXPECT_EQ(keys, (std::vector<std::string>{"schema", "version", "budget_seconds", "validated", "mutation",
                                              "assumptions", "totals", "classes", "left_out", "exit_status", "timings"}));
    EXPECT_EQ(json["version"], report::kGenReportVersion);
    EXPECT_TRUE(json["assumptions"].is_null());  // no --assume
    EXPECT_EQ(json["totals"]["classes"], 2);
    EXPECT_EQ(json["totals"]["explored"], 1);
    EXPECT_EQ(json["totals"]["tests"], 3);
    EXPECT_EQ(json["totals"]["passed"], 3);
    EXPECT_EQ(json["totals"]["branches"]["covered"], 4);

    const auto& calc = json["classes"][0];
    EXPECT_EQ(calc["class"], "a.b.Calc");
    EXPECT_EQ(calc["validation"]["passed"], 3);
    ASSERT_EQ(calc["validation"]["removed"].size(), 1u);
    EXPECT_EQ(calc["validation"]["removed"][0]["reason"], "expected: <7> but was: <1>");
    EXPECT_EQ(calc["coverage"]["lines"]["total"], 6);
    EXPECT_EQ(calc["coverage"]["covered_lines"].get<std::vector<int>>(), (std::vector<int>{3, 4, 7, 9, 10}));
    ASSERT_EQ(calc["methods"].size(), 2u);
    EXPECT_EQ(calc["methods"][0]["coverage"]["branches"]["covered"], 4);
    EXPECT_EQ(calc["methods"][0]["stopped"], "explored completely");
    EXPECT_TRUE(calc["methods"][1]["coverage"].is_null());
    EXPECT_TRUE(calc["methods"][1]["stopped"].is_null());
    EXPECT_EQ(calc["methods"][0]["stop_reasons"], nlohmann::ordered_json::object());
    EXPECT_TRUE(calc["methods"][1]["stop_reasons"].is_null());
    EXPECT_EQ(calc["methods"][1]["skipped"], "private (tests can only call it through the class's other methods)");
    EXPECT_EQ(calc["timings"]["exploration_seconds"], 0.25);

    const auto& broken_json = json["classes"][1];
    EXPECT_FALSE(broken_json["explored"].get<bool>());
    EXPECT_EQ(broken_json["error"], "class a/b/Missing not found");
    EXPECT_TRUE(broken_json["validation"].is_null());
    EXPECT_TRUE(broken_json["test_file"].is_null());
    EXPECT_EQ(json["left_out"][0]["class"], "a.b.Calc$1");
}

TEST(GenReport, UnvalidatedRunsClaimNoPassesOrCoverage) {
    report::GenRun run;
    run.validate = false;
    report::ClassEntry entry = explored_class();
    entry.validated = false;
    entry.tests.clear();
    entry.removed.clear();
    entry.coverage.reset();
    run.classes.push_back(entry);
    const nlohmann::json json = nlohmann::json::parse(report::gen_report_json(run));
    EXPECT_TRUE(json["totals"]["passed"].is_null());
    EXPECT_TRUE(json["totals"]["branches"].is_null());
    EXPECT_TRUE(json["classes"][0]["validation"].is_null());
    EXPECT_TRUE(json["classes"][0]["coverage"].is_null());
    EXPECT_TRUE(json["classes"][0]["methods"][0]["coverage"].is_null());
}

// Two shards' reports merge into the report of one run with both classes:
// the same text once timings are equal.
TEST(GenReport, ShardsMergeIntoTheReportOfOneRun) {
    report::ClassEntry second = explored_class();
    second.class_name = "a/b/Aardvark";  // sorts first
    report::GenRun whole;
    whole.classes = {second, explored_class()};
    whole.left_out = {{"a/b/Calc$1", "a local or anonymous class (declared inside a method)"}};
    report::GenRun shard1;
    shard1.classes = {explored_class()};
    shard1.left_out = whole.left_out;
    report::GenRun shard2;
    shard2.classes = {second};
    auto merged = report::merge_gen_reports({report::gen_report_json(shard1), report::gen_report_json(shard2)});
    ASSERT_TRUE(merged) << merged.error().message;
    EXPECT_EQ(*merged, report::gen_report_json(whole));

    // The same class twice, other options, or something else: errors.
    auto twice = report::merge_gen_reports({report::gen_report_json(shard1), report::gen_report_json(shard1)});
    ASSERT_FALSE(twice);
    EXPECT_NE(twice.error().message.find("class a.b.Calc is in two reports"), std::string::npos);
    report::GenRun other = shard2;
    other.budget_seconds = 5;
    auto options = report::merge_gen_reports({report::gen_report_json(shard1), report::gen_report_json(other)});
    ASSERT_FALSE(options);
    EXPECT_NE(options.error().message.find("budget_seconds"), std::string::npos);
    EXPECT_FALSE(report::merge_gen_reports({"{}"}));
    EXPECT_FALSE(report::merge_gen_reports({"not json"}));
    EXPECT_FALSE(report::merge_gen_reports({}));
}

// Why methods stopped, by name: each method's counts, and how many methods
// each reason cut short, every reason listed, also after a merge.
TEST(GenReport, CountsWhyMethodsStopped) {
    report::ClassEntry entry = explored_class();
    entry.methods[0].stopped = "budget, branch bound (3 forks not taken)";
    entry.methods[0].stop_reasons = {{testgen::StopReason::Budget, 1}, {testgen::StopReason::BranchBound, 3}};
    testgen::MethodReport abs;
    abs.method = "abs(I)I";
    abs.stopped = "solver gave up (2 branch sides)";
    abs.stop_reasons = {{testgen::StopReason::SolverGaveUp, 2}};
    entry.methods.push_back(abs);
    report::ClassEntry other = entry;
    other.class_name = "a/b/Other";
    report::GenRun run;
    run.classes = {entry, other};
    const nlohmann::ordered_json json = nlohmann::ordered_json::parse(report::gen_report_json(run));
    const auto& sign = json["classes"][0]["methods"][0];
    EXPECT_EQ(sign["stop_reasons"]["budget"], 1);
    EXPECT_EQ(sign["stop_reasons"]["branch_bound"], 3);
    EXPECT_EQ(sign["stop_reasons"].size(), 2u);
    const auto& stopped_by = json["totals"]["methods_stopped_by"];
    EXPECT_EQ(stopped_by.size(), testgen::kStopReasons.size());
    EXPECT_EQ(stopped_by["budget"], 2);
    EXPECT_EQ(stopped_by["branch_bound"], 2);
    EXPECT_EQ(stopped_by["solver_gave_up"], 2);
    EXPECT_EQ(stopped_by["interrupted"], 0);

    report::GenRun first;
    first.classes = {entry};
    report::GenRun second;
    second.classes = {other};
    auto merged = report::merge_gen_reports({report::gen_report_json(first), report::gen_report_json(second)});
    ASSERT_TRUE(merged) << merged.error().message;
    EXPECT_EQ(nlohmann::ordered_json::parse(*merged)["totals"]["methods_stopped_by"], stopped_by);
}

// The run's exit status: none in the report of a run still going on, the
// worst of the shards' after a merge (none if a shard had not ended).
TEST(GenReport, StatesTheRunsExitStatus) {
    report::GenRun ongoing;
    ongoing.classes = {explored_class()};
    EXPECT_TRUE(nlohmann::json::parse(report::gen_report_json(ongoing))["exit_status"].is_null());
    report::GenRun ok = ongoing;
    ok.exit_status = {0, "done"};
    report::GenRun failed;
    failed.classes = {explored_class()};
    failed.classes[0].class_name = "a/b/Other";
    failed.exit_status = {3, "internal error"};
    const nlohmann::json json = nlohmann::json::parse(report::gen_report_json(failed));
    EXPECT_EQ(json["exit_status"]["code"], 3);
    EXPECT_EQ(json["exit_status"]["meaning"], "internal error");
    auto merged = report::merge_gen_reports({report::gen_report_json(ok), report::gen_report_json(failed)});
    ASSERT_TRUE(merged) << merged.error().message;
    EXPECT_EQ(nlohmann::json::parse(*merged)["exit_status"]["code"], 3);
    report::GenRun other_ongoing = ongoing;
    other_ongoing.classes[0].class_name = "a/b/Other";
    merged = report::merge_gen_reports({report::gen_report_json(ok), report::gen_report_json(other_ongoing)});
    ASSERT_TRUE(merged) << merged.error().message;
    EXPECT_TRUE(nlohmann::json::parse(*merged)["exit_status"].is_null());
}

// The front page shows what a person needs beside the numbers: the exit
// status, each method's stop reason, internal errors, and the tests
// validation took out, with why.
TEST(HtmlIndex, ShowsExitStatusStopReasonsErrorsAndRemovedTests) {
    report::GenRun run;
    run.classes = {explored_class()};
    run.classes[0].methods[0].stopped = "budget, values pinned (2)";
    run.classes[0].methods[0].internal_errors = {"replay mismatch: <predicted> 1 <got> 2"};
    run.exit_status = {3, "internal error"};
    auto page = report::html_index(report::gen_report_json(run), "report", false);
    ASSERT_TRUE(page) << page.error().message;
    EXPECT_NE(page->find("<p id=\"exit-status\" class=\"failed\">Exit status 3: internal error.</p>"),
              std::string::npos)
        << *page;
    EXPECT_NE(page->find("<tr><td>sign(I)I</td><td class=\"num\">3</td><td class=\"num\">3</td><td>budget, values "
                         "pinned (2)<br><span class=\"failed\">internal error: replay mismatch: &lt;predicted&gt; 1 "
                         "&lt;got&gt; 2</span></td></tr>"),
              std::string::npos)
        << *page;
    EXPECT_NE(page->find("a.b.Calc (3 tests, 1 removed)"), std::string::npos) << *page;
    EXPECT_NE(page->find("sign_returns7 (removed: expected: &lt;7&gt; but was: &lt;1&gt;)"), std::string::npos)
        << *page;
    // The skipped method is listed among the skipped, not in the table of explored ones.
    EXPECT_EQ(page->find("<tr><td>hidden()V</td><td class=\"num\">"), std::string::npos) << *page;

    run.exit_status.reset();
    page = report::html_index(report::gen_report_json(run), "report", false);
    ASSERT_TRUE(page) << page.error().message;
    EXPECT_NE(page->find("The run had not ended when this report was written."), std::string::npos) << *page;
}

// A symbolic test case of a list's push: this -> List, whose head is a new
// Node whose next is the old head (a node the path never read).
testgen::SymbolicCase pushed_case() {
    testgen::SymbolicCase shown;
    shown.constraint = "this.size < 10 && v > 0";
    shown.output = "void";
    shown.input_heap.roots = {{"this", "", 0}};
    shown.input_heap.nodes = {{"List", {{"head", "?"}, {"size", "this.size"}}}};
    shown.output_heap.roots = {{"this", "", 0}};
    shown.output_heap.nodes = {{"List", {{"head", "", 1}, {"size", "this.size + 1"}}},
                               {"Node", {{"value", "v"}, {"next", "", 0}}}};
    return shown;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(HeapSvg, DrawsABoxPerObjectARowPerFieldAndAnArrowPerReference) {
    const testgen::SymbolicCase shown = pushed_case();
    report::GenRun run;
    run.classes = {explored_class()};
    run.classes[0].symbolic = {{"push_returns", shown}};
    const auto json = nlohmann::ordered_json::parse(report::gen_report_json(run));
    const auto& after = json["classes"][0]["symbolic"][0]["output_heap"];
    const std::string svg = report::detail::heap_svg(after);
    EXPECT_TRUE(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")) << svg;
    EXPECT_EQ(count(svg, "<rect "), 2u) << svg;
    // this -> List, head -> Node, next -> List (backwards, dashed).
    EXPECT_EQ(count(svg, "marker-end=\"url(#heap-arrow)\""), 3u) << svg;
    EXPECT_EQ(count(svg, "stroke-dasharray"), 1u) << svg;
    EXPECT_NE(svg.find(">size = this.size + 1</text>"), std::string::npos) << svg;
    EXPECT_NE(svg.find(">value = v</text>"), std::string::npos) << svg;
    // Text is escaped.
    auto lt = after;
    lt["nodes"][1]["rows"][0]["value"] = "a < b && c";
    EXPECT_NE(report::detail::heap_svg(lt).find(">value = a &lt; b &amp;&amp; c</text>"), std::string::npos);
}

TEST(HtmlIndex, ShowsSymbolicTestCasesWithTheirHeaps) {
    report::GenRun run;
    run.classes = {explored_class()};
    run.classes[0].symbolic = {{"push_returns", pushed_case()}};
    const std::string json = report::gen_report_json(run);
    const auto parsed = nlohmann::ordered_json::parse(json);
    const auto& shown = parsed["classes"][0]["symbolic"][0];
    EXPECT_EQ(shown["test"], "push_returns");
    EXPECT_EQ(shown["constraint"], "this.size < 10 && v > 0");
    EXPECT_EQ(shown["output"], "void");
    EXPECT_TRUE(shown["exception"].is_null());
    EXPECT_EQ(shown["output_heap"]["nodes"][0]["rows"][0]["target"], 1);
    EXPECT_TRUE(shown["output_heap"]["nodes"][0]["rows"][0]["value"].is_null());
    auto page = report::html_index(json, "report", false);
    ASSERT_TRUE(page) << page.error().message;
    EXPECT_NE(page->find("<summary>push_returns: returns void</summary>"), std::string::npos) << *page;
    EXPECT_NE(page->find("this.size &lt; 10 &amp;&amp; v &gt; 0"), std::string::npos) << *page;
    EXPECT_EQ(count(*page, "<svg "), 2u) << *page;
    // Without --symbolic the report has no such section.
    run.classes[0].symbolic.clear();
    const std::string plain = report::gen_report_json(run);
    EXPECT_TRUE(nlohmann::ordered_json::parse(plain)["classes"][0]["symbolic"].is_null());
    page = report::html_index(plain, "report", false);
    ASSERT_TRUE(page);
    EXPECT_EQ(page->find("Symbolic test cases"), std::string::npos);
}

}  // namespace
