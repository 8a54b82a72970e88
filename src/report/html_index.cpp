// index.html is rendered from the JSON report's text, not from the in-memory
// run, so a single run and `symcrete merge` of shards make the page the same
// way. It is one static page with inline CSS: every name and message is
// HTML-escaped, and links to test files and JaCoCo's pages are percent-encoded
// relative paths, so the report directory can be moved or served as it is.
#include "report/html_index.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "classfile/descriptor.h"
#include "jvm/coverage.h"
#include "heap_svg.h"
#include "support/html_text.h"

namespace symcrete::report {
namespace {

// A path as a URL path: each byte outside the unreserved set percent-encoded.
std::string url_path(const std::string& path) {
    std::string out;
    for (unsigned char c : path) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '.' ||
            c == '-' || c == '_' || c == '~')
            out += static_cast<char>(c);
        else
            out += fmt::format("%{:02X}", c);
    }
    return out;
}

using Json = nlohmann::ordered_json;

// A JSON counter {"covered", "total"} as "87.5% (7 of 8)"; "none to cover" for 0 of 0.
std::string percent(const Json& counter) {
    return jvm::Counter{counter["covered"].get<std::uint32_t>(), counter["total"].get<std::uint32_t>()}.text();
}

constexpr const char* kStyle = R"(body{font-family:sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left}
th{background:#eee}td.num{text-align:right}.failed{color:#b00}.passed{color:#070}
details{margin:.3em 0}summary{cursor:pointer}.heaps{display:flex;flex-wrap:wrap;gap:2em}
figure{margin:0}figcaption{font-size:.9em;color:#555}pre.constraint{background:#f4f4f4;padding:.4em})";

// `gen --symbolic`: each test as PET shows a test case, its heaps drawn.
void put_symbolic_cases(std::back_insert_iterator<std::string> put, const Json& cases) {
    fmt::format_to(put, "<h3>Symbolic test cases</h3>\n");
    for (const Json& shown : cases) {
        const std::string outcome = shown["exception"].is_string()
                                        ? "throws " + shown["exception"].get<std::string>()
                                        : "returns " + shown["output"].get<std::string>();
        fmt::format_to(put,
                       "<details class=\"symbolic\"><summary>{}: {}</summary>\n<p>Inputs such that</p>\n"
                       "<pre class=\"constraint\">{}</pre>\n<p>Output: <code>{}</code>; exception: {}</p>\n"
                       "<div class=\"heaps\"><figure><figcaption>Heap before the call</figcaption>{}</figure>"
                       "<figure><figcaption>Heap after it</figcaption>{}</figure></div>\n</details>\n",
                       html_escape(shown["test"].get<std::string>()), html_escape(outcome),
                       html_escape(shown["constraint"].get<std::string>()),
                       html_escape(shown["exception"].is_string() ? "-" : shown["output"].get<std::string>()),
                       shown["exception"].is_string() ? "yes, " + html_escape(shown["exception"].get<std::string>()) : "no",
                       detail::heap_svg(shown["input_heap"]), detail::heap_svg(shown["output_heap"]));
    }
}

}  // namespace

std::string jacoco_class_page(const std::string& internal_name) {
    const std::size_t slash = internal_name.rfind('/');
    const std::string package =
        slash == std::string::npos ? "default" : classfile::internal_to_java_name(internal_name.substr(0, slash));
    const std::string simple = slash == std::string::npos ? internal_name : internal_name.substr(slash + 1);
    return package + "/" + simple + ".html";
}

Result<std::string> html_index(std::string_view report_json, const std::filesystem::path& report_dir,
                               bool coverage_pages) {
    const Json run = Json::parse(report_json, nullptr, false);
    if (run.is_discarded() || !run.is_object() || !run.contains("classes"))
        return Error{"the report to show is not a gen report"};
    const bool validated = run.value("validated", false);
    std::string out;
    auto put = std::back_inserter(out);
    fmt::format_to(put, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<title>Symcrete: generated tests</title>\n<style>{}</style>\n</head>\n<body>\n",
                   kStyle);
    const Json& totals = run["totals"];
    fmt::format_to(put, "<h1>Symcrete: generated tests</h1>\n<p id=\"totals\">{} classes, {} tests",
                   totals["classes"].get<std::size_t>(), totals["tests"].get<std::size_t>());
    if (validated)
        fmt::format_to(put, ", {} passed on the JVM, branch coverage {}", totals["passed"].get<std::size_t>(),
                       percent(totals["branches"]));
    else
        fmt::format_to(put, ", not run on the JVM (--no-validate)");
    fmt::format_to(put, ".</p>\n");
    // The exit status a script sees, beside what a person reads.
    if (const auto exit = run.find("exit_status"); exit != run.end() && exit->is_object()) {
        const int code = (*exit)["code"].get<int>();
        fmt::format_to(put, "<p id=\"exit-status\" class=\"{}\">Exit status {}: {}.</p>\n",
                       code == 0 ? "passed" : "failed", code, html_escape((*exit)["meaning"].get<std::string>()));
    } else {
        fmt::format_to(put, "<p id=\"exit-status\">The run had not ended when this report was written.</p>\n");
    }
    // Paths outside the user's heap assumptions were not explored: said up front.
    if (const auto assumed = run.find("assumptions"); assumed != run.end() && assumed->is_string())
        fmt::format_to(put, "<p id=\"assumptions\">Inputs were made under the heap assumptions: {}.</p>\n",
                       html_escape(assumed->get<std::string>()));
    if (coverage_pages)
        fmt::format_to(put, "<p><a href=\"{}/index.html\">JaCoCo's coverage report</a></p>\n", kCoverageHtmlDir);

    fmt::format_to(put, "<h2>Classes</h2>\n<table id=\"classes\">\n<thead><tr><th>Class</th><th>Tests</th>"
                        "<th>Passed</th><th>Branch coverage</th><th>Line coverage</th><th>Test file</th></tr></thead>\n"
                        "<tbody>\n");
    for (const Json& cls : run["classes"]) {
        const std::string java_name = cls["class"].get<std::string>();
        const std::string name = html_escape(java_name);
        const Json& coverage = cls["coverage"];
        std::string cell = name;
        if (coverage_pages && coverage.is_object())
            cell = fmt::format("<a href=\"{}/{}\">{}</a>", kCoverageHtmlDir,
                               html_escape(url_path(jacoco_class_page(classfile::java_to_internal_name(java_name)))), name);
        if (!cls["explored"].get<bool>()) {
            fmt::format_to(put, "<tr class=\"class\"><td>{}</td><td colspan=\"5\">not explored: {}</td></tr>\n", cell,
                           html_escape(cls["error"].get<std::string>()));
            continue;
        }
        const Json& validation = cls["validation"];
        std::string file;
        if (cls["test_file"].is_string()) {
            const std::filesystem::path test_file = cls["test_file"].get<std::string>();
            std::error_code ec;
            std::filesystem::path relative = std::filesystem::relative(
                std::filesystem::absolute(test_file, ec), std::filesystem::absolute(report_dir, ec), ec);
            if (ec || relative.empty()) relative = test_file;
            file = fmt::format("<a href=\"{}\">{}</a>", html_escape(url_path(relative.string())),
                               html_escape(test_file.filename().string()));
        }
        std::string branches = "-";
        if (coverage.is_object()) branches = percent(coverage["branches"]);
        else if (validation.is_object() && validation["error"].is_string()) branches = "validation failed";
        fmt::format_to(put,
                       "<tr class=\"class\"><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td>"
                       "<td>{}</td><td>{}</td></tr>\n",
                       cell, cls["tests"].get<std::size_t>(),
                       validation.is_object() ? std::to_string(validation["passed"].get<std::size_t>()) : "-",
                       branches, coverage.is_object() ? percent(coverage["lines"]) : "-", file);
    }
    fmt::format_to(put, "</tbody>\n</table>\n");

    fmt::format_to(put, "<h2>Tests</h2>\n");
    for (const Json& cls : run["classes"]) {
        if (!cls["explored"].get<bool>()) continue;
        const Json& validation = cls["validation"];
        const std::size_t removed = validation.is_object() ? validation["removed"].size() : 0;
        fmt::format_to(put, "<details class=\"tests\"><summary>{} ({} tests{})</summary>\n",
                       html_escape(cls["class"].get<std::string>()), cls["tests"].get<std::size_t>(),
                       removed == 0 ? "" : fmt::format(", {} removed", removed));
        if (validation.is_object() && validation["error"].is_string())
            fmt::format_to(put, "<p class=\"failed\">Validation could not run: {}</p>\n",
                           html_escape(validation["error"].get<std::string>()));
        // Each explored method: how far exploration went and why it stopped
        // (the reasons are listed in `symcrete gen --help` and the README).
        fmt::format_to(put, "<table class=\"methods\">\n<thead><tr><th>Method</th><th>Paths</th><th>Tests</th>"
                            "<th>Exploration stopped</th></tr></thead>\n<tbody>\n");
        for (const Json& method : cls["methods"]) {
            if (!method["stopped"].is_string()) continue;
            std::string errors;
            for (const Json& error : method["internal_errors"])
                errors += fmt::format("<br><span class=\"failed\">internal error: {}</span>",
                                      html_escape(error.get<std::string>()));
            fmt::format_to(put, "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}{}</td></tr>\n",
                           html_escape(method["method"].get<std::string>()), method["paths"].get<std::uint64_t>(),
                           method["tests"].get<std::size_t>(), html_escape(method["stopped"].get<std::string>()), errors);
        }
        fmt::format_to(put, "</tbody>\n</table>\n<ul>\n");
        if (validation.is_object()) {
            for (const Json& test : validation["tests"]) {
                const bool passed = test["passed"].get<bool>();
                fmt::format_to(put, "<li class=\"{}\">{}{}</li>\n", passed ? "passed" : "failed",
                               html_escape(test["test"].get<std::string>()),
                               passed ? "" : ": " + html_escape(test["message"].get<std::string>()));
            }
            for (const Json& test : validation["removed"])
                fmt::format_to(put, "<li class=\"failed\">{} (removed: {})</li>\n",
                               html_escape(test["test"].get<std::string>()), html_escape(test["reason"].get<std::string>()));
        }
        fmt::format_to(put, "</ul>\n");
        if (cls["costs"].is_object()) {
            fmt::format_to(put, "<table class=\"costs\">\n<thead><tr><th>Test</th><th>Cost ({})</th><th>Instructions</th>"
                                "<th>Calls</th><th>Allocations</th><th>Bytes</th></tr></thead>\n<tbody>\n",
                           html_escape(cls["costs"]["model"].get<std::string>()));
            for (const Json& test : cls["costs"]["tests"])
                fmt::format_to(put, "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
                                    "<td class=\"num\">{}</td><td class=\"num\">{}</td></tr>\n",
                               html_escape(test["test"].get<std::string>()), test["cost"].get<std::uint64_t>(),
                               test["instructions"].get<std::uint64_t>(), test["calls"].get<std::uint64_t>(),
                               test["allocations"].get<std::uint64_t>(), test["bytes"].get<std::uint64_t>());
            fmt::format_to(put, "</tbody>\n</table>\n");
        }
        if (cls["symbolic"].is_array()) put_symbolic_cases(put, cls["symbolic"]);
        fmt::format_to(put, "</details>\n");
    }

    fmt::format_to(put, "<h2>Skipped methods</h2>\n<table id=\"skipped\">\n<thead><tr><th>Class</th><th>Method</th>"
                        "<th>Why</th></tr></thead>\n<tbody>\n");
    for (const Json& cls : run["classes"])
        for (const Json& method : cls["methods"])
            if (method["skipped"].is_string())
                fmt::format_to(put, "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                               html_escape(cls["class"].get<std::string>()), html_escape(method["method"].get<std::string>()),
                               html_escape(method["skipped"].get<std::string>()));
    fmt::format_to(put, "</tbody>\n</table>\n");
    if (!run["left_out"].empty()) {
        fmt::format_to(put, "<h2>Classes left out</h2>\n<table id=\"left-out\">\n<thead><tr><th>Class</th><th>Why</th>"
                            "</tr></thead>\n<tbody>\n");
        for (const Json& entry : run["left_out"])
            fmt::format_to(put, "<tr><td>{}</td><td>{}</td></tr>\n", html_escape(entry["class"].get<std::string>()),
                           html_escape(entry["reason"].get<std::string>()));
        fmt::format_to(put, "</tbody>\n</table>\n");
    }
    fmt::format_to(put, "</body>\n</html>\n");
    return out;
}

Result<std::filesystem::path> write_html_index(std::string_view report_json, const std::filesystem::path& dir,
                                               bool coverage_pages) {
    auto text = html_index(report_json, dir, coverage_pages);
    if (!text) return text.error();
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return Error{fmt::format("{}: cannot create the directory: {}", dir.string(), ec.message())};
    const std::filesystem::path file = dir / "index.html";
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << *text;
    out.close();
    if (!out) return Error{fmt::format("cannot write {}", file.string())};
    return file;
}

}  // namespace symcrete::report
