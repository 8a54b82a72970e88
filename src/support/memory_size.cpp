// Memory sizes (memory_size.h). The resident set is read from /proc rather
// than getrusage: ru_maxrss is the peak, and a ceiling needs the current size.
#include "support/memory_size.h"

#include <fmt/format.h>
#include <malloc.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <limits>

namespace symcrete {

std::optional<std::uint64_t> parse_memory_size(std::string_view text) {
    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits == 0 || text.size() > digits + 1 || digits > 19) return std::nullopt;
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < digits; ++i) {
        const std::uint64_t digit = static_cast<std::uint64_t>(text[i] - '0');
        if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    unsigned shift = 0;
    if (digits < text.size()) {
        switch (text[digits]) {
            case 'k': case 'K': shift = 10; break;
            case 'm': case 'M': shift = 20; break;
            case 'g': case 'G': shift = 30; break;
            case 't': case 'T': shift = 40; break;
            default: return std::nullopt;
        }
    }
    if (value == 0 || value > (std::numeric_limits<std::uint64_t>::max() >> shift)) return std::nullopt;
    return value << shift;
}

std::string format_memory_size(std::uint64_t bytes) {
    static constexpr std::array<const char*, 4> kUnits = {"TiB", "GiB", "MiB", "KiB"};
    for (std::size_t i = 0; i < kUnits.size(); ++i) {
        const unsigned shift = static_cast<unsigned>(40 - 10 * i);
        if (bytes < (std::uint64_t{1} << shift)) continue;
        // Tenths, rounded down so that a size just under a limit never
        // prints as the limit.
        const std::uint64_t tenths = ((bytes >> (shift - 10)) * 10) >> 10;
        if (tenths % 10 == 0) return fmt::format("{} {}", tenths / 10, kUnits[i]);
        return fmt::format("{}.{} {}", tenths / 10, tenths % 10, kUnits[i]);
    }
    return fmt::format("{} bytes", bytes);
}

std::uint64_t resident_bytes() {
    std::FILE* statm = std::fopen("/proc/self/statm", "r");
    if (statm == nullptr) return 0;
    unsigned long long size = 0;
    unsigned long long resident = 0;
    const int read = std::fscanf(statm, "%llu %llu", &size, &resident);
    std::fclose(statm);
    if (read != 2) return 0;
    const long page = ::sysconf(_SC_PAGESIZE);
    return resident * static_cast<std::uint64_t>(page > 0 ? page : 4096);
}

void return_free_memory() { ::malloc_trim(0); }

}  // namespace symcrete
