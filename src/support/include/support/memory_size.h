// Sizes of memory as users type them (java's -Xmx syntax: 512m, 2g) and as
// messages print them (2 GiB), and how much memory this process holds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace symcrete {

// Digits, then optionally k, m, g or t (either case) for KiB, MiB, GiB or
// TiB. nullopt if `text` is not one, or is zero, or overflows 64 bits.
std::optional<std::uint64_t> parse_memory_size(std::string_view text);

// The largest unit that keeps the number at least 1, to one decimal place
// when it is not whole: "2 GiB", "1.5 GiB", "300 MiB", "12 KiB", "100 bytes".
std::string format_memory_size(std::uint64_t bytes);

// The process's resident set (what the kernel counts against the machine's
// memory), from /proc/self/statm; 0 if it cannot be read.
std::uint64_t resident_bytes();

// Hands memory the allocator keeps for reuse back to the system, so that
// resident_bytes() falls after large structures are freed.
void return_free_memory();

}  // namespace symcrete
