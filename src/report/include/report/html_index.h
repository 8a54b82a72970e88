// The HTML front page of a `gen --report` directory: index.html states the
// run's exit status, lists every class with its tests (passed, failed or
// removed by validation, with why), its branch coverage, a link to JaCoCo's
// page for it, and each explored method's paths, tests, stop reason and
// internal errors; then the methods that were skipped and the classes left
// out, each with the reason.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "report/gen_report.h"
#include "support/result.h"

namespace symcrete::report {

// Where JaCoCo's HTML report goes inside the report directory.
inline constexpr const char* kCoverageHtmlDir = "coverage";

// JaCoCo's page for a class, relative to its report's root:
// "a.b/Outer$Nested.html" ("default/X.html" in the default package).
std::string jacoco_class_page(const std::string& internal_name);

// The page's text, from the JSON report (gen_report.h) of a run or of
// merged shards. `coverage_pages`: JaCoCo's report is in kCoverageHtmlDir,
// so the classes link to it. Test files are linked relative to report_dir.
Result<std::string> html_index(std::string_view report_json, const std::filesystem::path& report_dir,
                               bool coverage_pages);

// Writes DIR/index.html.
Result<std::filesystem::path> write_html_index(std::string_view report_json, const std::filesystem::path& dir,
                                               bool coverage_pages);

}  // namespace symcrete::report
