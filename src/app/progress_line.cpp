// ProgressLine's output. On a terminal a status is drawn after a carriage
// return and an erase-line escape and left without a newline; a line that stays
// first erases it. A mutex keeps callers on different threads from interleaving
// their escapes, and each write is flushed so the status shows at once.
#include "progress_line.h"

#include <fmt/format.h>
#include <unistd.h>

namespace symcrete::app {

ProgressLine::ProgressLine(std::FILE* out) : out_(out), live_(::isatty(::fileno(out)) != 0) {}

void ProgressLine::status(const std::string& text) {
    if (!live_) return;
    std::lock_guard lock(mutex_);
    fmt::print(out_, "\r\033[K{}", text);
    std::fflush(out_);
    shown_ = true;
}

void ProgressLine::line(const std::string& text) {
    std::lock_guard lock(mutex_);
    fmt::print(out_, "{}{}\n", shown_ ? "\r\033[K" : "", text);
    std::fflush(out_);
    shown_ = false;
}

void ProgressLine::clear() {
    std::lock_guard lock(mutex_);
    if (!shown_) return;
    fmt::print(out_, "\r\033[K");
    std::fflush(out_);
    shown_ = false;
}

}  // namespace symcrete::app
