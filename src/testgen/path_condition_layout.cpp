// Line layout of a path condition's text, none wider than
// kPathConditionWidth unless a single token is: conjuncts are packed onto
// lines, and a line too long is wrapped at a space outside char literals,
// preferably before the loosest binary operator in its second half.
#include "path_condition_layout.h"

#include <fmt/format.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "path_condition.h"
#include "path_condition_plan.h"

namespace symcrete::testgen::path_condition_detail {
namespace {

// The precedence of a binary operator token, or 0.
int operator_prec(std::string_view op) {
    static const std::pair<std::string_view, int> table[] = {
        {"?", kTernary},   {":", kTernary},    {"||", kOr},       {"&&", kAnd},     {"|", kBitOr},
        {"^", kBitXor},    {"&", kBitAnd},     {"==", kEquality}, {"!=", kEquality}, {"<", kRelational},
        {"<=", kRelational}, {">", kRelational}, {">=", kRelational}, {"<<", kShift}, {">>", kShift},
        {">>>", kShift},   {"+", kAdditive},   {"-", kAdditive},  {"*", kMultiplicative},
        {"/", kMultiplicative}, {"%", kMultiplicative},
    };
    for (const auto& [text, prec] : table) {
        if (text == op) return prec;
    }
    return 0;
}

// Splits a long line at spaces outside char literals into lines of at most
// kPathConditionWidth columns; continuation lines start with `indent`.
void wrap(std::string_view text, std::string_view indent, std::vector<std::string>& lines) {
    bool first = true;
    for (;;) {
        const std::size_t lead = first ? 0 : indent.size();
        if (lead + text.size() <= kPathConditionWidth) break;
        const std::size_t room = kPathConditionWidth - lead;
        // Where to break: preferably before a binary operator in the second
        // half of the line, the one nesting least in parentheses and binding
        // loosest (the last of equals); else the last space that fits; else
        // the first space at all.
        std::size_t cut = std::string_view::npos;
        std::size_t best = std::string_view::npos;
        std::pair<int, int> best_rank{0, 0};
        bool quoted = false;
        int depth = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (quoted) {
                if (c == '\\') {
                    ++i;
                } else if (c == '\'') {
                    quoted = false;
                }
            } else if (c == '\'') {
                quoted = true;
            } else if (c == '(') {
                ++depth;
            } else if (c == ')') {
                --depth;
            } else if (c == ' ' && i > 0) {
                if (i <= room || cut == std::string_view::npos) cut = i;
                if (i > room) break;
                if (i < room / 2) continue;
                // A binary operator is punctuation followed by a space ("-x" is unary).
                const std::size_t end = text.find(' ', i + 1);
                if (end == std::string_view::npos || end == i + 1 || end > i + 4) continue;
                const int prec = operator_prec(text.substr(i + 1, end - i - 1));
                if (prec == 0) continue;
                const std::pair<int, int> rank{depth, prec};
                if (best == std::string_view::npos || rank <= best_rank) {
                    best = i;
                    best_rank = rank;
                }
            }
        }
        if (best != std::string_view::npos) cut = best;
        if (cut == std::string_view::npos) break;
        lines.push_back(std::string(first ? "" : indent) + std::string(text.substr(0, cut)));
        text.remove_prefix(cut + 1);
        first = false;
    }
    lines.push_back(std::string(first ? "" : indent) + std::string(text));
}

}  // namespace

std::vector<std::string> layout(const std::vector<std::string>& declarations, const std::vector<Conjunct>& conjuncts,
                                const std::string& note) {
    std::vector<std::string> lines;
    for (const std::string& d : declarations) wrap(d, "    ", lines);
    std::string line;
    for (std::size_t j = 0; j < conjuncts.size(); ++j) {
        const Conjunct& c = conjuncts[j];
        const std::string text = c.loose && conjuncts.size() > 1 ? "(" + c.text + ")" : c.text;
        const std::string piece = j == 0 ? text : "&& " + text;
        if (!line.empty() && line.size() + 1 + piece.size() <= kPathConditionWidth) {
            line += ' ';
            line += piece;
            continue;
        }
        if (!line.empty()) lines.push_back(std::move(line));
        line.clear();
        if (piece.size() <= kPathConditionWidth) {
            line = piece;
        } else {
            wrap(piece, "   ", lines);
        }
    }
    if (!line.empty()) lines.push_back(std::move(line));
    if (!note.empty()) lines.push_back(note);
    return lines;
}

std::string more_note(std::size_t left_out, bool none_shown) {
    if (none_shown) return fmt::format("... {} condition{}, too long to show", left_out, left_out == 1 ? "" : "s");
    return fmt::format("... and {} more condition{}", left_out, left_out == 1 ? "" : "s");
}

std::string comment_safe(std::string text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '/' && !out.empty() && out.back() == '*') out += ' ';
        if (c == 'u' && !out.empty() && out.back() == '\\') out += ' ';
        out += static_cast<unsigned char>(c) < 0x80 ? c : '?';
    }
    return out;
}

}  // namespace symcrete::testgen::path_condition_detail
