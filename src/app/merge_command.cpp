// `symcrete merge`: reads each shard's symcrete-report.json, joins them with
// report::merge_gen_reports, copies every shard's JaCoCo .exec files into one
// coverage-data directory (each class's data is in exactly one shard) and,
// given --cp, has JaCoCo render the HTML pages of all classes before index.html
// is written. If JaCoCo's pages fail, the merged report and index are still
// written and the exit status says validation failed.
#include "merge_command.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "class_path_option.h"
#include "exit_codes.h"
#include "classfile/descriptor.h"
#include "report/gen_report.h"
#include "report/html_index.h"
#include "testgen/validator.h"

namespace symcrete::app {
namespace {

namespace fs = std::filesystem;

constexpr const char* kCoverageData = "coverage-data";

}  // namespace

int run_merge(const MergeOptions& options) {
    std::vector<std::string> texts;
    for (const std::string& dir : options.reports) {
        const fs::path file = fs::path(dir) / report::kGenReportFile;
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            fmt::print(stderr, "symcrete merge: {}: no {} (give the directories that gen --report wrote)\n", dir,
                       report::kGenReportFile);
            return kExitUsage;
        }
        std::stringstream text;
        text << in.rdbuf();
        texts.push_back(text.str());
    }
    auto merged = report::merge_gen_reports(texts);
    if (!merged) {
        return fail("symcrete merge", merged.error());
    }
    const fs::path out = options.out_dir;
    auto written = report::write_report_file(*merged, out);
    if (!written) {
        return fail("symcrete merge", written.error());
    }
    fmt::print("wrote {}\n", written->string());

    // Each class's coverage data is in exactly one shard.
    std::vector<testgen::CoverageHtmlClass> measured;
    std::error_code ec;
    fs::create_directories(out / kCoverageData, ec);
    for (const std::string& dir : options.reports) {
        for (auto it = fs::directory_iterator(fs::path(dir) / kCoverageData, ec); !ec && it != fs::directory_iterator();
             it.increment(ec)) {
            if (it->path().extension() != ".exec") continue;
            const fs::path target = out / kCoverageData / it->path().filename();
            fs::copy_file(it->path(), target, fs::copy_options::overwrite_existing, ec);
            if (ec) {
                fmt::print(stderr, "symcrete merge: cannot copy {}: {}\n", it->path().string(), ec.message());
                return kExitUsage;
            }
            measured.push_back({classfile::java_to_internal_name(it->path().stem().string()), target});
        }
        ec.clear();
    }
    std::sort(measured.begin(), measured.end(),
              [](const auto& a, const auto& b) { return a.class_name < b.class_name; });
    bool coverage_pages = false;
    int status = kExitOk;
    if (!options.class_path.empty() && !measured.empty()) {
        testgen::ValidatorOptions validator;
        validator.class_path = split_class_path(options.class_path);
        validator.unsafe_validate = options.unsafe_validate;
        apply_java_tool_paths(options.java_tools, validator.tools);
        std::vector<fs::path> sources(options.source_dirs.begin(), options.source_dirs.end());
        Status html = testgen::write_coverage_html(measured, sources, out / report::kCoverageHtmlDir, validator);
        if (!html) {
            fmt::print(stderr, "symcrete merge: {}\n", html.error().message);
            status = kExitValidationFailed;
        } else {
            coverage_pages = true;
        }
    }
    auto index = report::write_html_index(*merged, out, coverage_pages);
    if (!index) {
        return fail("symcrete merge", index.error());
    }
    fmt::print("wrote {}\n", index->string());
    return status;
}

}  // namespace symcrete::app
