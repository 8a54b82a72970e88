// CPU time as std::chrono clocks: the whole process's (every thread), and
// the calling thread's. Limits kept in CPU time give the same result on a
// loaded machine as on a quiet one, only later in wall time; SV-COMP's
// BenchExec limits a verifier's CPU time the same way.
#pragma once

#include <chrono>
#include <ctime>

namespace symcrete {

struct ProcessCpuClock {
    using duration = std::chrono::nanoseconds;
    using rep = duration::rep;
    using period = duration::period;
    using time_point = std::chrono::time_point<ProcessCpuClock>;
    static constexpr bool is_steady = true;
    static time_point now() noexcept;
};

// The CPU time a thread has used, read from any thread by its clock id
// (pthread_getcpuclockid): what Z3Alarm compares a check's limit against.
std::chrono::nanoseconds cpu_time(clockid_t clock) noexcept;
// The calling thread's clock id.
clockid_t this_thread_cpu_clock() noexcept;

}  // namespace symcrete
