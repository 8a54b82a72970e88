// A limit on the CPU time of Z3 checks, kept by a thread of our own that
// calls Z3_interrupt when the checking thread has used its limit. CPU time,
// not wall time: on a machine busy with other work a check gets as far as
// on a quiet one before it gives up (only later), so answers do not depend
// on the load.
//
// Why not Z3's "timeout" parameter: Z3 4.8.12 (Debian bookworm) keeps it with
// a pool of timer threads that race with the solving thread. A 30-line
// program with one solving thread and short timeouts deadlocked inside Z3
// (one of 34 runs of 3,000 checks), a commons-lang3 worker deadlocked
// the same way, and parallel gen runs died of heap corruption in Z3's
// allocations. Upstream fixed races in that code after 4.8.12 (Z3 pull
// requests 5371 and 6102). An interrupt only cancels the check running at
// the time: the next check on the context starts afresh.
#pragma once

#include <z3++.h>

#include <chrono>
#include <ctime>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace symcrete::solver {

class Z3Alarm {
public:
    static constexpr int kWallClockFactor = 8;

    Z3Alarm() = default;
    ~Z3Alarm();
    Z3Alarm(const Z3Alarm&) = delete;
    Z3Alarm& operator=(const Z3Alarm&) = delete;

    // Checks `solver` (of `context`), interrupted once the calling thread
    // has spent `timeout` of CPU time in it, or at the latest after
    // kWallClockFactor times `timeout` of wall time (a check waiting on
    // something other than its own CPU must still end); 0 means no limit.
    // One check at a time.
    z3::check_result check(z3::context& context, z3::solver& solver, std::chrono::milliseconds timeout);

    // Checks this alarm ever interrupted (for tests and statistics).
    std::size_t interrupts() const;

private:
    void watch();
    // Ends the check of `context`: no interrupt after this, and none left
    // pending on the context.
    void disarm(z3::context& context);

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    z3::context* armed_ = nullptr;  // the context of the check running, while one runs with a limit
    clockid_t checker_ = CLOCK_THREAD_CPUTIME_ID;  // the checking thread's CPU clock
    std::chrono::nanoseconds deadline_{};           // ... and the CPU time at which it is interrupted
    std::chrono::steady_clock::time_point wall_deadline_;  // the backstop in wall time
    std::size_t interrupts_ = 0;
    bool fired_ = false;  // the check running was interrupted
    bool stopping_ = false;
    std::optional<std::thread> thread_;  // started by the first check with a limit
};

}  // namespace symcrete::solver
