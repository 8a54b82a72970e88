// The reports of `symcrete grade` (grade_report.h).
#include "verify/grade_report.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "classfile/descriptor.h"
#include "support/html_text.h"
#include "support/java_text.h"
#include "testgen/junit_writer.h"
#include "verify/check_report.h"
#include "verify/diff_report.h"

namespace symcrete::verify {

namespace {

std::string java_name(const std::string& internal) { return classfile::internal_to_java_name(internal); }

// The JVM's message on its first line, without the exception class's
// package: what a person needs to see in a cell.
std::string first_line(const std::string& message) {
    constexpr std::string_view kAssertion = "org.opentest4j.AssertionFailedError: ";
    std::string line = message.substr(0, message.find('\n'));
    if (line.starts_with(kAssertion)) line.erase(0, kAssertion.size());
    return line.size() > 160 ? line.substr(0, 157) + "..." : line;
}

const char* cell_mark(CellResult result) {
    switch (result) {
        case CellResult::Pass: return ".";
        case CellResult::Fail: return "F";
        case CellResult::Error: return "E";
        case CellResult::NotInSuite: return " ";
    }
    return "?";
}

const char* cell_key(CellResult result) {
    switch (result) {
        case CellResult::Pass: return "pass";
        case CellResult::Fail: return "fail";
        case CellResult::Error: return "error";
        case CellResult::NotInSuite: return "not_in_suite";
    }
    return "?";
}

std::string found_by_words(const GradeTest& test) {
    std::string words;
    for (const std::string& finder : test.found_by) words += (words.empty() ? "" : ", ") + finder;
    return words;
}

std::string summary_line(const GradeResult& grade) {
    std::size_t passing = 0, differing = 0, ungraded = 0;
    for (const GradeColumn& column : grade.columns) {
        if (!column.problem.empty())
            ++ungraded;
        else if (column.failed + column.errors > 0)
            ++differing;
        else
            ++passing;
    }
    return fmt::format("{} of {} submission{} pass every test of {} suite; {} differ{}; {} not graded", passing,
                       grade.columns.size(), grade.columns.size() == 1 ? "" : "s",
                       grade.columns.size() == 1 ? "its" : "their", differing, differing == 1 ? "s" : "", ungraded);
}

}  // namespace

std::string grade_verdict(const GradeColumn& column) {
    if (!column.problem.empty()) return "not graded: " + column.problem;
    if (column.failed + column.errors == 0)
        return fmt::format("passes every test ({} of {})", column.passed, column.in_suite);
    std::string words = fmt::format("fails {} of {} test{}", column.failed + column.errors, column.in_suite,
                                    column.in_suite == 1 ? "" : "s");
    if (column.errors > 0) words += fmt::format(" ({} with an error)", column.errors);
    return words;
}

bool every_submission_passes(const GradeResult& grade) {
    return std::all_of(grade.columns.begin(), grade.columns.end(), [](const GradeColumn& column) {
        return column.problem.empty() && column.failed + column.errors == 0;
    });
}

std::string format_grade_text(const GradeResult& grade) {
    std::string out = fmt::format("symcrete grade: {}, mode {}: {} test{}", java_name(grade.class_name),
                                  to_string(grade.mode), grade.tests.size(), grade.tests.size() == 1 ? "" : "s");
    if (grade.duplicates > 0) out += fmt::format(" ({} found again, kept once)", grade.duplicates);
    if (!grade.test_files.empty())
        out += fmt::format(" in {}{}", grade.test_files.front().string(),
                           grade.test_files.size() > 1 ? fmt::format(" and {} more files", grade.test_files.size() - 1) : "");
    out += "\n";
    for (std::size_t i = 0; i < grade.tests.size(); ++i) {
        const GradeTest& test = grade.tests[i];
        out += fmt::format("test {}: {}\n  call: {}\n  expects: {}\n", i + 1, test.name,
                           describe_call(grade.class_name, test.test), describe_outcome(test.test));
        if (test.test.printed && !test.test.printed->empty())
            out += fmt::format("  prints: {}\n", testgen::java_string_literal(java_text::to_utf16(*test.test.printed)));
        out += fmt::format("  found on the paths of: {}\n", found_by_words(test));
    }
    std::size_t graded = 0;
    for (const GradeColumn& column : grade.columns) graded += column.problem.empty() ? 1 : 0;
    if (graded > 0 && !grade.tests.empty()) {
        out += "matrix (. passes, F fails, E error, blank: not in its suite):\n";
        std::size_t width = 4;
        for (const GradeColumn& column : grade.columns) width = std::max(width, column.submission.size());
        std::string header = "  test";
        for (const GradeColumn& column : grade.columns)
            if (column.problem.empty()) header += fmt::format(" {:>{}}", column.submission, width);
        out += header + "\n";
        for (std::size_t i = 0; i < grade.tests.size(); ++i) {
            std::string row = fmt::format("  {:>4}", i + 1);
            for (const GradeColumn& column : grade.columns)
                if (column.problem.empty()) row += fmt::format(" {:>{}}", cell_mark(column.cells[i].result), width);
            out += row + "\n";
        }
    }
    for (const GradeColumn& column : grade.columns) {
        out += fmt::format("submission {}: {}\n", column.submission, grade_verdict(column));
        if (!column.problem.empty()) continue;
        std::size_t shown = 0;
        for (std::size_t i = 0; i < column.cells.size() && shown < 3; ++i) {
            const GradeCell& cell = column.cells[i];
            if (cell.result != CellResult::Fail && cell.result != CellResult::Error) continue;
            ++shown;
            out += fmt::format("  test {} ({}): {}\n", i + 1, grade.tests[i].name, first_line(cell.message));
        }
    }
    for (const testgen::MethodReport& method : grade.reference_methods)
        if (!method.skipped)
            out += fmt::format("explored on the reference: {}: {} paths, {} inputs ({})\n", method.method, method.paths,
                               method.tests, method.stopped);
    if (grade.not_comparable > 0) {
        out += fmt::format("inputs without a test: {} (", grade.not_comparable);
        for (std::size_t i = 0; i < grade.not_comparable_reasons.size(); ++i)
            out += (i == 0 ? "" : "; ") + grade.not_comparable_reasons[i];
        out += ")\n";
    }
    if (grade.failed_on_reference > 0)
        out += fmt::format("tests taken out because they failed on the reference: {}\n", grade.failed_on_reference);
    return out + "symcrete grade: " + summary_line(grade) + "\n";
}

std::string format_grade_json(const GradeResult& grade) {
    using nlohmann::ordered_json;
    ordered_json tests = ordered_json::array();
    for (const GradeTest& test : grade.tests)
        tests.push_back({{"name", test.name},
                         {"method", test.test.method + test.test.descriptor},
                         {"call", describe_call(grade.class_name, test.test)},
                         {"expects", describe_outcome(test.test)},
                         {"prints", test.test.printed.value_or("")},
                         {"found_by", test.found_by}});
    ordered_json submissions = ordered_json::array();
    for (const GradeColumn& column : grade.columns) {
        ordered_json entry{{"name", column.submission}, {"graded", column.problem.empty()}};
        if (!column.problem.empty()) {
            entry["reason"] = column.problem;
        } else {
            entry["in_suite"] = column.in_suite;
            entry["passed"] = column.passed;
            entry["failed"] = column.failed;
            entry["errors"] = column.errors;
            ordered_json results = ordered_json::object();
            for (std::size_t i = 0; i < column.cells.size(); ++i) {
                const GradeCell& cell = column.cells[i];
                if (cell.result == CellResult::NotInSuite) continue;
                ordered_json result{{"result", cell_key(cell.result)}};
                if (!cell.message.empty()) result["message"] = first_line(cell.message);
                results[grade.tests[i].name] = std::move(result);
            }
            entry["results"] = std::move(results);
        }
        entry["verdict"] = grade_verdict(column);
        submissions.push_back(std::move(entry));
    }
    ordered_json test_files = ordered_json::array();
    for (const auto& file : grade.test_files) test_files.push_back(file.string());
    ordered_json out{{"class", java_name(grade.class_name)},
                     {"mode", to_string(grade.mode)},
                     {"test_files", test_files},
                     {"tests", std::move(tests)},
                     {"submissions", std::move(submissions)},
                     {"duplicates", grade.duplicates},
                     {"inputs_without_test", grade.not_comparable},
                     {"inputs_without_test_reasons", grade.not_comparable_reasons},
                     {"failed_on_reference", grade.failed_on_reference}};
    return out.dump(2) + "\n";
}

std::string format_grade_html(const GradeResult& grade) {
    std::string out = fmt::format(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Symcrete: grades of {}</title>\n"
        "<style>body{{font-family:sans-serif;margin:1.5em}}table{{border-collapse:collapse}}"
        "td,th{{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}}"
        "td.pass{{background:#d7f5d7}}td.fail{{background:#f8caca}}td.error{{background:#fbe0b0}}"
        "td.not_in_suite{{background:#eee}}code{{font-size:90%}}</style>\n</head>\n<body>\n"
        "<h1>Grades of {}</h1>\n<p>Mode {}: {} test{}, expected outcomes from the reference.</p>\n",
        html_escape(java_name(grade.class_name)), html_escape(java_name(grade.class_name)), to_string(grade.mode),
        grade.tests.size(), grade.tests.size() == 1 ? "" : "s");
    out += "<h2>Submissions</h2>\n<table id=\"submissions\">\n<tr><th>submission</th><th>verdict</th></tr>\n";
    for (const GradeColumn& column : grade.columns)
        out += fmt::format("<tr><td>{}</td><td>{}</td></tr>\n", html_escape(column.submission),
                           html_escape(grade_verdict(column)));
    out += "</table>\n<h2>Tests</h2>\n<table id=\"matrix\">\n<tr><th>#</th><th>test</th><th>call</th><th>expects</th>";
    for (const GradeColumn& column : grade.columns)
        if (column.problem.empty()) out += fmt::format("<th>{}</th>", html_escape(column.submission));
    out += "</tr>\n";
    for (std::size_t i = 0; i < grade.tests.size(); ++i) {
        const GradeTest& test = grade.tests[i];
        out += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td><code>{}</code></td><td>{}</td>", i + 1,
                           html_escape(test.name), html_escape(describe_call(grade.class_name, test.test)),
                           html_escape(describe_outcome(test.test)));
        for (const GradeColumn& column : grade.columns) {
            if (!column.problem.empty()) continue;
            const GradeCell& cell = column.cells[i];
            out += fmt::format("<td class=\"{}\" title=\"{}\">{}</td>", cell_key(cell.result),
                               html_escape(first_line(cell.message)),
                               cell.result == CellResult::NotInSuite ? "" : cell_key(cell.result));
        }
        out += "</tr>\n";
    }
    return out + "</table>\n<p>" + html_escape(summary_line(grade)) + "</p>\n</body>\n</html>\n";
}

}  // namespace symcrete::verify
