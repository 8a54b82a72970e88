// Progress of a long run on stderr. On a terminal one status line is
// rewritten in place (and cleared before other output); otherwise each
// update that matters is a plain line of its own, for logs and CI.
#pragma once

#include <cstdio>
#include <mutex>
#include <string>

namespace symcrete::app {

class ProgressLine {
public:
    explicit ProgressLine(std::FILE* out);
    bool live() const { return live_; }
    // Replaces the status line (a terminal only; elsewhere nothing).
    void status(const std::string& text);
    // A status on a terminal, a line of its own elsewhere.
    void update(const std::string& text) { live_ ? status(text) : line(text); }
    // A line that stays: printed above the status line on a terminal.
    void line(const std::string& text);
    // Clears the status line (before a report goes to stdout).
    void clear();

private:
    std::FILE* out_;
    bool live_;
    bool shown_ = false;
    std::mutex mutex_;
};

}  // namespace symcrete::app
