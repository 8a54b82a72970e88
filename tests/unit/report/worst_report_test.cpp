// The report of `symcrete worst --out` (report/worst_report.h): the JSON's
// fields, and the page's table and plot (a dot per size with a worst cost,
// filled when exhaustive, the fitted curve, text escaped).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "report/worst_report.h"

namespace {

using namespace symcrete;

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

report::WorstReport sorted_report() {
    report::WorstReport r;
    r.method = "sort.Insertion<T>.sort";
    r.cost_model = "instructions";
    for (std::int32_t n = 1; n <= 6; ++n)
        r.rows.push_back({n, static_cast<std::uint64_t>(3 * n * n + 5), n <= 4 ? "exhaustive" : "guided",
                          n <= 4 ? static_cast<std::size_t>(n * 2) : 1, "a = {...}", "sort_returnsNormally"});
    r.rows.push_back({7, std::nullopt, "cut", 0, "", ""});
    r.exhaustive_to = 4;
    std::vector<std::pair<std::int64_t, double>> points;
    for (std::int32_t n = 1; n <= 6; ++n) points.emplace_back(n, 3.0 * n * n + 5);
    r.growth = report::fit_growth_curve(points);
    r.test_file = "sort/InsertionSymcreteTest.java";
    return r;
}

TEST(WorstReport, JsonHasEverySizeTheFitAndTheTests) {
    const report::WorstReport r = sorted_report();
    const auto json = nlohmann::ordered_json::parse(report::worst_report_json(r));
    EXPECT_EQ(json["schema"], "symcrete-worst-report");
    EXPECT_EQ(json["exhaustive_to"], 4);
    EXPECT_EQ(json["growth"]["name"], "n^2");
    EXPECT_NEAR(json["growth"]["a"].get<double>(), 3, 1e-6);
    ASSERT_EQ(json["rows"].size(), 7u);
    EXPECT_EQ(json["rows"][0]["cost"], 8);
    EXPECT_EQ(json["rows"][5]["search"], "guided");
    EXPECT_TRUE(json["rows"][6]["cost"].is_null());
    EXPECT_TRUE(json["rows"][6]["test"].is_null());
    EXPECT_EQ(json["test_file"], "sort/InsertionSymcreteTest.java");
}

TEST(WorstReport, ThePagePlotsEachSizeAndTheFittedCurve) {
    const std::string page = report::worst_report_html(sorted_report());
    EXPECT_EQ(count(page, "<svg "), 1u);
    // Four exhaustive sizes filled, two guided ones open, the cut one not plotted.
    EXPECT_EQ(count(page, "<circle class=\"exhaustive\""), 4u) << page;
    EXPECT_EQ(count(page, "<circle class=\"guided\""), 2u) << page;
    EXPECT_EQ(count(page, "<path class=\"fit\""), 1u) << page;
    EXPECT_NE(page.find("growth: <strong>n^2</strong>"), std::string::npos) << page;
    EXPECT_NE(page.find("Every path explored up to size 4"), std::string::npos) << page;
    EXPECT_NE(page.find("sort.Insertion&lt;T&gt;.sort"), std::string::npos) << page;
    EXPECT_EQ(page.find("Insertion<T>"), std::string::npos) << page;
    // Seven rows in the table, the cut one without a cost.
    EXPECT_EQ(count(page, "<tr><td class=\"num\">"), 7u) << page;
    EXPECT_NE(page.find("<tr><td class=\"num\">7</td><td class=\"num\">-</td><td>cut</td>"), std::string::npos) << page;
}

}  // namespace
