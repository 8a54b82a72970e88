#include "report/html_index.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>

#include "classfile/descriptor.h"

namespace symcrete::report {
namespace {

std::string escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

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

std::string percent(const testgen::Counter& c) {
    return fmt::format("{:.1f}% ({} of {})", c.percent(), c.covered, c.total);
}

constexpr const char* kStyle = R"(body{font-family:sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left}
th{background:#eee}td.num{text-align:right}.failed{color:#b00}.passed{color:#070}
details{margin:.3em 0}summary{cursor:pointer})";

}  // namespace

std::string jacoco_class_page(const std::string& internal_name) {
    const std::size_t slash = internal_name.rfind('/');
    const std::string package =
        slash == std::string::npos ? "default" : classfile::internal_to_java_name(internal_name.substr(0, slash));
    const std::string simple = slash == std::string::npos ? internal_name : internal_name.substr(slash + 1);
    return package + "/" + simple + ".html";
}

std::string html_index(const GenRun& run, const std::filesystem::path& report_dir, bool coverage_pages) {
    std::string out;
    auto put = std::back_inserter(out);
    std::size_t tests = 0, passed = 0;
    testgen::Counter branches;
    for (const ClassEntry& entry : run.classes) {
        tests += entry.tests_written;
        for (const testgen::TestOutcome& test : entry.tests) passed += test.passed ? 1 : 0;
        if (entry.coverage) {
            branches.covered += entry.coverage->branches.covered;
            branches.total += entry.coverage->branches.total;
        }
    }
    fmt::format_to(put, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                        "<title>Symcrete: generated tests</title>\n<style>{}</style>\n</head>\n<body>\n",
                   kStyle);
    fmt::format_to(put, "<h1>Symcrete: generated tests</h1>\n<p id=\"totals\">{} classes, {} tests", run.classes.size(),
                   tests);
    if (run.validate) fmt::format_to(put, ", {} passed on the JVM, branch coverage {}", passed, percent(branches));
    else fmt::format_to(put, ", not run on the JVM (--no-validate)");
    fmt::format_to(put, ".</p>\n");
    if (coverage_pages)
        fmt::format_to(put, "<p><a href=\"{}/index.html\">JaCoCo's coverage report</a></p>\n", kCoverageHtmlDir);

    fmt::format_to(put, "<h2>Classes</h2>\n<table id=\"classes\">\n<thead><tr><th>Class</th><th>Tests</th>"
                        "<th>Passed</th><th>Branch coverage</th><th>Line coverage</th><th>Test file</th></tr></thead>\n"
                        "<tbody>\n");
    for (const ClassEntry& entry : run.classes) {
        const std::string name = escape(classfile::internal_to_java_name(entry.class_name));
        std::string cell = name;
        if (coverage_pages && entry.coverage)
            cell = fmt::format("<a href=\"{}/{}\">{}</a>", kCoverageHtmlDir,
                               escape(url_path(jacoco_class_page(entry.class_name))), name);
        if (entry.error) {
            fmt::format_to(put, "<tr class=\"class\"><td>{}</td><td colspan=\"5\">not explored: {}</td></tr>\n", cell,
                           escape(*entry.error));
            continue;
        }
        std::size_t class_passed = 0;
        for (const testgen::TestOutcome& test : entry.tests) class_passed += test.passed ? 1 : 0;
        std::string file;
        if (!entry.test_file.empty()) {
            std::error_code ec;
            std::filesystem::path relative = std::filesystem::relative(
                std::filesystem::absolute(entry.test_file, ec), std::filesystem::absolute(report_dir, ec), ec);
            if (ec || relative.empty()) relative = entry.test_file;
            file = fmt::format("<a href=\"{}\">{}</a>", escape(url_path(relative.string())),
                               escape(entry.test_file.filename().string()));
        }
        fmt::format_to(put,
                       "<tr class=\"class\"><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td>"
                       "<td>{}</td><td>{}</td></tr>\n",
                       cell, entry.tests_written, run.validate ? std::to_string(class_passed) : "-",
                       entry.coverage ? percent(entry.coverage->branches)
                                      : escape(entry.validation_error ? "validation failed" : "-"),
                       entry.coverage ? percent(entry.coverage->lines) : "-", file);
    }
    fmt::format_to(put, "</tbody>\n</table>\n");

    fmt::format_to(put, "<h2>Tests</h2>\n");
    for (const ClassEntry& entry : run.classes) {
        if (entry.error) continue;
        fmt::format_to(put, "<details class=\"tests\"><summary>{} ({} tests)</summary>\n<ul>\n",
                       escape(classfile::internal_to_java_name(entry.class_name)), entry.tests_written);
        for (const testgen::TestOutcome& test : entry.tests)
            fmt::format_to(put, "<li class=\"{}\">{}{}</li>\n", test.passed ? "passed" : "failed", escape(test.name),
                           test.passed ? "" : ": " + escape(test.message));
        for (const testgen::TestOutcome& test : entry.removed)
            fmt::format_to(put, "<li class=\"failed\">{} (removed: {})</li>\n", escape(test.name), escape(test.message));
        fmt::format_to(put, "</ul>\n</details>\n");
    }

    fmt::format_to(put, "<h2>Skipped methods</h2>\n<table id=\"skipped\">\n<thead><tr><th>Class</th><th>Method</th>"
                        "<th>Why</th></tr></thead>\n<tbody>\n");
    for (const ClassEntry& entry : run.classes)
        for (const testgen::MethodReport& method : entry.methods)
            if (method.skipped)
                fmt::format_to(put, "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                               escape(classfile::internal_to_java_name(entry.class_name)), escape(method.method),
                               escape(*method.skipped));
    fmt::format_to(put, "</tbody>\n</table>\n");
    if (!run.left_out.empty()) {
        fmt::format_to(put, "<h2>Classes left out</h2>\n<table id=\"left-out\">\n<thead><tr><th>Class</th><th>Why</th>"
                            "</tr></thead>\n<tbody>\n");
        for (const auto& [name, why] : run.left_out)
            fmt::format_to(put, "<tr><td>{}</td><td>{}</td></tr>\n", escape(classfile::internal_to_java_name(name)),
                           escape(why));
        fmt::format_to(put, "</tbody>\n</table>\n");
    }
    fmt::format_to(put, "</body>\n</html>\n");
    return out;
}

Result<std::filesystem::path> write_html_index(const GenRun& run, const std::filesystem::path& dir,
                                               bool coverage_pages) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return Error{fmt::format("--report {}: cannot create the directory: {}", dir.string(), ec.message())};
    const std::filesystem::path file = dir / "index.html";
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << html_index(run, dir, coverage_pages);
    out.close();
    if (!out) return Error{fmt::format("--report {}: cannot write {}", dir.string(), file.string())};
    return file;
}

}  // namespace symcrete::report
