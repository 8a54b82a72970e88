#include "app/progress_line.h"

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
