#include "support/cpu_clock.h"

#include <pthread.h>

namespace symcrete {

std::chrono::nanoseconds cpu_time(clockid_t clock) noexcept {
    timespec now{};
    if (clock_gettime(clock, &now) != 0) return std::chrono::nanoseconds(0);
    return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

ProcessCpuClock::time_point ProcessCpuClock::now() noexcept {
    return time_point(cpu_time(CLOCK_PROCESS_CPUTIME_ID));
}

clockid_t this_thread_cpu_clock() noexcept {
    clockid_t clock = CLOCK_THREAD_CPUTIME_ID;
    if (pthread_getcpuclockid(pthread_self(), &clock) != 0) return CLOCK_THREAD_CPUTIME_ID;
    return clock;
}

}  // namespace symcrete
