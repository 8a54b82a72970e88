// worst.json and worst.html (worst_report.h). The plot is drawn here, not by
// a script: cost against size on linear axes, the exhaustive sizes as
// filled dots (each the worst), the guided ones as rings (lower bounds),
// and the fitted curve over the whole range, so a reader sees at once where
// the search stopped being exhaustive and whether the bounds follow the
// curve.
#include "report/worst_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "support/html_text.h"

namespace symcrete::report {
namespace {

using Json = nlohmann::ordered_json;

constexpr int kPlotWidth = 560;
constexpr int kPlotHeight = 320;
constexpr int kLeft = 72;    // room for the cost axis' labels
constexpr int kBottom = 40;  // room for the size axis' labels
constexpr int kTop = 16;
constexpr int kRight = 16;
constexpr int kCurveSteps = 64;

// Ticks for [0, top]: 5 to 10 of them, at 1, 2 or 5 times a power of ten.
std::vector<double> ticks(double top) {
    if (top <= 0) return {0};
    double step = std::pow(10, std::floor(std::log10(top)));
    if (top / step < 2)
        step /= 5;
    else if (top / step < 5)
        step /= 2;
    std::vector<double> out;
    for (int i = 0; i * step <= top * 1.0001; ++i) out.push_back(i * step);
    if (out.back() < top) out.push_back(out.back() + step);
    return out;
}

// A tick's label: an integer as one, else three significant digits.
std::string number(double value) {
    return value == std::floor(value) ? fmt::format("{}", static_cast<std::int64_t>(value)) : fmt::format("{:.3g}", value);
}

std::string plot_svg(const WorstReport& report) {
    std::vector<const WorstRow*> points;
    for (const WorstRow& row : report.rows)
        if (row.cost && row.search != "cut") points.push_back(&row);
    if (points.empty()) return "<p>No size has a worst cost to plot.</p>";
    const double max_size = std::max(1, std::max_element(points.begin(), points.end(), [](auto a, auto b) {
                                            return a->size < b->size;
                                        })[0]->size);
    double max_cost = 1;
    for (const WorstRow* row : points) max_cost = std::max(max_cost, static_cast<double>(*row->cost));
    for (int i = 0; i <= kCurveSteps; ++i) max_cost = std::max(max_cost, report.growth.at(max_size * i / kCurveSteps));
    const std::vector<double> cost_ticks = ticks(max_cost);
    const std::vector<double> size_ticks = ticks(max_size);
    const double cost_top = std::max(max_cost, cost_ticks.back());
    const double size_top = std::max(max_size, size_ticks.back());
    const int inner_width = kPlotWidth - kLeft - kRight, inner_height = kPlotHeight - kTop - kBottom;
    auto x = [&](double size) { return kLeft + size / size_top * inner_width; };
    auto y = [&](double cost) { return kTop + inner_height - std::max(0.0, cost) / cost_top * inner_height; };

    std::string out;
    auto put = std::back_inserter(out);
    fmt::format_to(put,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" width=\"{}\" height=\"{}\" "
                   "font-family=\"sans-serif\" font-size=\"11\">\n",
                   kPlotWidth, kPlotHeight);
    for (double t : cost_ticks)
        fmt::format_to(put, "<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{:.1f}\" "
                            "text-anchor=\"end\">{}</text>\n",
                       kLeft, y(t), kPlotWidth - kRight, y(t), kLeft - 4, y(t) + 4, number(t));
    for (double t : size_ticks)
        fmt::format_to(put, "<text x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x(t),
                       kPlotHeight - kBottom + 14, number(t));
    fmt::format_to(put, "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#444\"/>"
                        "<line x1=\"{0}\" y1=\"{2}\" x2=\"{3}\" y2=\"{2}\" stroke=\"#444\"/>\n",
                   kLeft, kTop, kTop + inner_height, kPlotWidth - kRight);
    fmt::format_to(put, "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">size</text>\n", kLeft + inner_width / 2,
                   kPlotHeight - 6);
    fmt::format_to(put, "<text x=\"12\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 12 {})\">{}</text>\n",
                   kTop + inner_height / 2, kTop + inner_height / 2, html_escape(report.cost_model));
    // The fitted curve, from size 0 (or 1 for log n) to the largest.
    std::string curve;
    for (int i = 0; i <= kCurveSteps; ++i) {
        const double n = max_size * i / kCurveSteps;
        curve += fmt::format("{}{:.1f},{:.1f}", i == 0 ? "M" : " L", x(n), y(report.growth.at(n)));
    }
    fmt::format_to(put, "<path class=\"fit\" d=\"{}\" fill=\"none\" stroke=\"#c60\" stroke-width=\"1.5\"/>\n", curve);
    for (const WorstRow* row : points) {
        const bool exhaustive = row->search == "exhaustive";
        fmt::format_to(put, "<circle class=\"{}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"3.5\" fill=\"{}\" stroke=\"#235\"><title>size {}: {}</title></circle>\n",
                       exhaustive ? "exhaustive" : "guided", x(row->size), y(static_cast<double>(*row->cost)),
                       exhaustive ? "#235" : "white", row->size, *row->cost);
    }
    fmt::format_to(put, "<text x=\"{}\" y=\"{}\" fill=\"#c60\">growth: {}</text>\n", kLeft + 8, kTop + 12,
                   html_escape(report.growth.name));
    fmt::format_to(put, "</svg>");
    return out;
}

}  // namespace

std::string worst_report_json(const WorstReport& report) {
    Json rows = Json::array();
    for (const WorstRow& row : report.rows)
        rows.push_back(Json{{"size", row.size},
                            {"cost", row.cost ? Json(*row.cost) : Json(nullptr)},
                            {"search", row.search},
                            {"paths", row.paths},
                            {"input", row.input},
                            {"test", row.test.empty() ? Json(nullptr) : Json(row.test)}});
    Json out;
    out["schema"] = "symcrete-worst-report";
    out["method"] = report.method;
    out["cost_model"] = report.cost_model;
    out["exhaustive_to"] = report.exhaustive_to ? Json(*report.exhaustive_to) : Json(nullptr);
    out["growth"] = Json{{"name", report.growth.name}, {"a", report.growth.a}, {"b", report.growth.b}, {"c", report.growth.c}};
    out["test_file"] = report.test_file.empty() ? Json(nullptr) : Json(report.test_file);
    out["rows"] = rows;
    return out.dump(2) + "\n";
}

std::string worst_report_html(const WorstReport& report) {
    std::string out;
    auto put = std::back_inserter(out);
    fmt::format_to(put,
                   "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Symcrete worst: {0}</title>\n"
                   "<style>body{{font-family:sans-serif;margin:2em;color:#222}}table{{border-collapse:collapse;margin:1em 0}}"
                   "th,td{{border:1px solid #ccc;padding:.3em .6em;text-align:left}}th{{background:#eee}}td.num{{text-align:right}}"
                   "code{{font-size:.9em}}</style>\n</head>\n<body>\n<h1>Worst inputs of {0}</h1>\n",
                   html_escape(report.method));
    fmt::format_to(put, "<p id=\"growth\">Cost by {}; growth: <strong>{}</strong>. ", html_escape(report.cost_model),
                   html_escape(report.growth.name));
    if (report.exhaustive_to)
        fmt::format_to(put, "Every path explored up to size {}: those worsts are the worst; beyond, the worst found "
                            "is a lower bound (guided by the branch policy learned there).</p>\n",
                       *report.exhaustive_to);
    else
        fmt::format_to(put, "No size was explored exhaustively: each worst found is a lower bound.</p>\n");
    fmt::format_to(put, "<figure>{}<figcaption>Filled: exhaustive (the worst); open: guided (a lower bound); line: "
                        "the fitted growth.</figcaption></figure>\n",
                   plot_svg(report));
    if (!report.test_file.empty())
        fmt::format_to(put, "<p>Tests: <code>{}</code>, one per size, each running the worst input and asserting its "
                            "result.</p>\n",
                       html_escape(report.test_file));
    fmt::format_to(put, "<table id=\"sizes\">\n<thead><tr><th>Size</th><th>Worst cost</th><th>Search</th><th>Paths</th>"
                        "<th>Input</th><th>Test</th></tr></thead>\n<tbody>\n");
    for (const WorstRow& row : report.rows)
        fmt::format_to(put, "<tr><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td><td class=\"num\">{}</td>"
                            "<td><code>{}</code></td><td>{}</td></tr>\n",
                       row.size, row.cost ? std::to_string(*row.cost) : "-", html_escape(row.search), row.paths,
                       html_escape(row.input), html_escape(row.test));
    fmt::format_to(put, "</tbody>\n</table>\n</body>\n</html>\n");
    return out;
}

Status write_worst_report(const WorstReport& report, const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return Error{fmt::format("{}: cannot create the directory: {}", dir.string(), ec.message())};
    for (const auto& [name, text] : {std::pair<const char*, std::string>{"worst.json", worst_report_json(report)},
                                     std::pair<const char*, std::string>{"worst.html", worst_report_html(report)}}) {
        const std::filesystem::path file = dir / name;
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        if (!out) return Error{fmt::format("cannot write {}", file.string())};
    }
    return Ok{};
}

}  // namespace symcrete::report
