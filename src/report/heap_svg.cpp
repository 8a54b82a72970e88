// Layered drawing of a heap graph (heap_svg.h). Boxes go in columns by their
// distance from the roots (breadth first), so a list reads left to right
// and a tree's children stand one column right of their parent. Sizes come
// from character counts at a fixed monospace advance, so the picture is the
// same in every browser and in tests. Arrows leave a row's right edge and end
// at the target's title; one that goes back (a cycle, a parent pointer)
// bends around as a curve, still ending at the title.
#include "heap_svg.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <iterator>
#include <optional>
#include <vector>

#include "support/html_text.h"

namespace symcrete::report::detail {
namespace {

using Json = nlohmann::ordered_json;

// A monospace character's advance at font-size 12 is 0.6 em, 7.2 px:
// widths are counted in tenths of a pixel and rounded up.
constexpr int kCharTenths = 73;
constexpr int kRowHeight = 16;
constexpr int kTitleHeight = 20;
constexpr int kPadding = 6;
constexpr int kColumnGap = 56;
constexpr int kBoxGap = 14;
constexpr int kMargin = 8;

struct Box {
    int column = 0;
    int x = 0, y = 0, width = 0, height = 0;
};

std::string row_text(const Json& row) {
    std::string text = row["name"].get<std::string>();
    if (row["value"].is_string()) text += " = " + row["value"].get<std::string>();
    return text;
}

int text_width(const std::string& text) { return (static_cast<int>(text.size()) * kCharTenths + 9) / 10; }

}  // namespace

std::string heap_svg(const Json& heap) {
    const Json& roots = heap["roots"];
    const Json& nodes = heap["nodes"];
    if (roots.empty()) return "<p class=\"heap-empty\">no objects</p>";
    const std::size_t n = nodes.size();

    // Columns: breadth first from the roots (column 1), unreached nodes last.
    std::vector<Box> boxes(n);
    std::vector<bool> placed(n, false);
    std::deque<std::size_t> queue;
    auto reach = [&](const Json& row, int column) {
        if (!row["target"].is_number()) return;
        const std::size_t target = row["target"].get<std::size_t>();
        if (target >= n || placed[target]) return;
        placed[target] = true;
        boxes[target].column = column;
        queue.push_back(target);
    };
    for (const Json& root : roots) reach(root, 1);
    while (!queue.empty()) {
        const std::size_t at = queue.front();
        queue.pop_front();
        for (const Json& row : nodes[at]["rows"]) reach(row, boxes[at].column + 1);
    }
    int columns = 1;
    for (std::size_t i = 0; i < n; ++i) {
        if (!placed[i]) boxes[i].column = std::max(1, columns);
        columns = std::max(columns, boxes[i].column + 1);
    }

    // Sizes, column widths and positions.
    std::vector<int> column_width(static_cast<std::size_t>(columns), 0);
    std::vector<int> column_height(static_cast<std::size_t>(columns), kMargin);
    int root_width = 0;
    for (const Json& root : roots) root_width = std::max(root_width, text_width(row_text(root)) + 2 * kPadding);
    column_width[0] = root_width;
    for (std::size_t i = 0; i < n; ++i) {
        int width = text_width(nodes[i]["label"].get<std::string>());
        for (const Json& row : nodes[i]["rows"]) width = std::max(width, text_width(row_text(row)));
        boxes[i].width = width + 2 * kPadding;
        boxes[i].height = kTitleHeight + static_cast<int>(nodes[i]["rows"].size()) * kRowHeight + kPadding / 2;
        auto& widest = column_width[static_cast<std::size_t>(boxes[i].column)];
        widest = std::max(widest, boxes[i].width);
    }
    std::vector<int> column_x(static_cast<std::size_t>(columns), kMargin);
    for (std::size_t c = 1; c < column_x.size(); ++c) column_x[c] = column_x[c - 1] + column_width[c - 1] + kColumnGap;
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<std::size_t>(boxes[i].column);
        boxes[i].x = column_x[c];
        boxes[i].y = column_height[c];
        column_height[c] += boxes[i].height + kBoxGap;
    }
    const int roots_height = static_cast<int>(roots.size()) * (kRowHeight + kBoxGap) + kMargin;
    int height = roots_height;
    for (int h : column_height) height = std::max(height, h);
    if (heap["truncated"].get<bool>()) height += kRowHeight;  // for the note
    const int width = column_x.back() + column_width.back() + kMargin;

    std::string out;
    auto put = std::back_inserter(out);
    fmt::format_to(put,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"heap\" width=\"{}\" height=\"{}\" "
                   "font-family=\"monospace\" font-size=\"12\">\n"
                   "<defs><marker id=\"heap-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" "
                   "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#444\"/></marker></defs>\n",
                   width, height);
    // An arrow from (x, y) to the title of node `target`.
    auto arrow = [&](int x, int y, std::size_t target) {
        const Box& to = boxes[target];
        const int tx = to.x, ty = to.y + kTitleHeight / 2;
        if (tx > x) {
            fmt::format_to(put, "<path d=\"M{},{} C{},{} {},{} {},{}\" fill=\"none\" stroke=\"#444\" marker-end=\"url(#heap-arrow)\"/>\n",
                           x, y, x + kColumnGap / 2, y, tx - kColumnGap / 2, ty, tx, ty);
        } else {  // backwards: out to the right, around, into the title from the left
            const int out_x = x + kColumnGap / 2, in_x = tx - kColumnGap / 3;
            const int below = std::max(y, ty) + kRowHeight;
            fmt::format_to(put, "<path d=\"M{},{} C{},{} {},{} {},{} S{},{} {},{}\" fill=\"none\" stroke=\"#444\" "
                                "stroke-dasharray=\"4 2\" marker-end=\"url(#heap-arrow)\"/>\n",
                           x, y, out_x, y, out_x, below, (x + tx) / 2, below, in_x, ty, tx, ty);
        }
    };
    for (std::size_t r = 0; r < roots.size(); ++r) {
        const Json& root = roots[r];
        const int y = kMargin + static_cast<int>(r) * (kRowHeight + kBoxGap);
        fmt::format_to(put, "<text x=\"{}\" y=\"{}\" font-weight=\"bold\">{}</text>\n", kMargin, y + kRowHeight - 4,
                       html_escape(row_text(root)));
        if (root["target"].is_number() && root["target"].get<std::size_t>() < n)
            arrow(kMargin + text_width(row_text(root)) + kPadding / 2, y + kRowHeight / 2, root["target"].get<std::size_t>());
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Box& box = boxes[i];
        fmt::format_to(put, "<g class=\"object\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" fill=\"#f7f7ff\" "
                            "stroke=\"#557\"/>\n<text x=\"{}\" y=\"{}\" font-weight=\"bold\">{}</text>\n",
                       box.x, box.y, box.width, box.height, box.x + kPadding, box.y + kTitleHeight - 6,
                       html_escape(nodes[i]["label"].get<std::string>()));
        fmt::format_to(put, "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#557\"/>\n", box.x, box.y + kTitleHeight - 2,
                       box.x + box.width, box.y + kTitleHeight - 2);
        const Json& rows = nodes[i]["rows"];
        for (std::size_t k = 0; k < rows.size(); ++k) {
            const int y = box.y + kTitleHeight + static_cast<int>(k) * kRowHeight;
            fmt::format_to(put, "<text x=\"{}\" y=\"{}\">{}</text>\n", box.x + kPadding, y + kRowHeight - 4,
                           html_escape(row_text(rows[k])));
        }
        fmt::format_to(put, "</g>\n");
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Json& rows = nodes[i]["rows"];
        for (std::size_t k = 0; k < rows.size(); ++k)
            if (rows[k]["target"].is_number() && rows[k]["target"].get<std::size_t>() < n)
                arrow(boxes[i].x + boxes[i].width, boxes[i].y + kTitleHeight + static_cast<int>(k) * kRowHeight + kRowHeight / 2,
                      rows[k]["target"].get<std::size_t>());
    }
    if (heap["truncated"].get<bool>())
        fmt::format_to(put, "<text x=\"{}\" y=\"{}\" fill=\"#b00\">more objects than drawn</text>\n", kMargin, height - 2);
    fmt::format_to(put, "</svg>");
    return out;
}

}  // namespace symcrete::report::detail
