// The report of a `symcrete worst` run (--out DIR): worst.json and
// worst.html, the table of sizes with the worst cost found, how each was
// searched and its input, the growth that fits, and on the page a plot of
// cost against size with the fitted curve.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "report/growth_fit.h"
#include "support/result.h"

namespace symcrete::report {

struct WorstRow {
    std::int32_t size = 0;
    std::optional<std::uint64_t> cost;  // none: no path returned or threw
    std::string search;                 // "exhaustive", "guided", "partial" or "cut"
    std::size_t paths = 0;
    std::string input;                  // the worst input, as Java
    std::string test;                   // the JUnit test that runs it, empty when none was written
};

struct WorstReport {
    std::string method;      // as given: Class.method
    std::string cost_model;  // engine::to_string of the model
    std::vector<WorstRow> rows;  // by size
    // The largest size up to which every size was explored exhaustively;
    // none when the first was not.
    std::optional<std::int32_t> exhaustive_to;
    GrowthFit growth;
    std::string test_file;  // the written test class, relative to the report, empty when none
};

std::string worst_report_json(const WorstReport& report);
// One static page, inline CSS and SVG, every text escaped.
std::string worst_report_html(const WorstReport& report);

// Writes DIR/worst.json and DIR/worst.html (DIR made if needed).
Status write_worst_report(const WorstReport& report, const std::filesystem::path& dir);

}  // namespace symcrete::report
