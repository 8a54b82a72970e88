// "1 test", "3 tests": a count with its noun, for the lines a command prints.
#pragma once

#include <cstddef>
#include <string>

#include <fmt/format.h>

namespace symcrete::app {

inline std::string plural(std::size_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

}  // namespace symcrete::app
