// The process's resident memory against EngineOptions::max_resident_bytes:
// what paths waiting in the searcher, the solver and the heap's objects hold
// together, however it grew. Reading it costs a file read (/proc), so it is
// read at most every kReadInterval; once over, an exploration stays over.
#pragma once

#include <chrono>
#include <cstdint>

#include "support/memory_size.h"

namespace symcrete::engine::detail {

class MemoryCeiling {
public:
    explicit MemoryCeiling(std::uint64_t max_bytes) : max_bytes_(max_bytes) {}

    bool exceeded() {
        if (max_bytes_ == 0 || exceeded_) return exceeded_;
        const auto now = std::chrono::steady_clock::now();
        if (now < next_read_) return false;
        next_read_ = now + kReadInterval;
        exceeded_ = resident_bytes() > max_bytes_;
        return exceeded_;
    }

private:
    static constexpr std::chrono::milliseconds kReadInterval{10};
    std::uint64_t max_bytes_;  // 0: no ceiling
    std::chrono::steady_clock::time_point next_read_{};
    bool exceeded_ = false;
};

}  // namespace symcrete::engine::detail
