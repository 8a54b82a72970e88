// Z3Alarm's watcher thread and the arming around each check (z3_alarm.h). One
// thread per alarm, started by its first check with a limit, sleeps on a
// condition variable for the CPU time the check has left (it cannot use CPU
// faster than wall time passes), reads the checking thread's CPU clock
// again, and once the limit is spent (or the wall-clock backstop passed)
// interrupts the context once. The interrupt is sent under the mutex and
// only while armed, and the check disarms however it ends, so a late
// interrupt can never reach the next check.
#include "z3_alarm.h"

#include <algorithm>

#include "support/cpu_clock.h"

namespace symcrete::solver {

Z3Alarm::~Z3Alarm() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    if (thread_) thread_->join();
}

z3::check_result Z3Alarm::check(z3::context& context, z3::solver& solver, std::chrono::milliseconds timeout) {
    if (timeout.count() <= 0) return solver.check();
    {
        std::lock_guard lock(mutex_);
        if (!thread_) thread_.emplace([this] { watch(); });
        armed_ = &context;
        checker_ = this_thread_cpu_clock();
        deadline_ = cpu_time(checker_) + timeout;
        wall_deadline_ = std::chrono::steady_clock::now() + timeout * kWallClockFactor;
    }
    changed_.notify_all();
    // Disarmed however the check ends, so that no interrupt reaches a later
    // one (the interrupt is sent under the lock, only while armed).
    z3::check_result answer = z3::unknown;
    try {
        answer = solver.check();
    } catch (...) {
        disarm(context);
        throw;
    }
    disarm(context);
    return answer;
}

void Z3Alarm::disarm(z3::context& context) {
    bool fired = false;
    {
        std::lock_guard lock(mutex_);
        armed_ = nullptr;
        fired = fired_;
        fired_ = false;
    }
    if (!fired) return;
    // An interrupt that lands after Z3 finished the check but before it
    // returned leaves the context cancelled: reading the model of a sat
    // answer, or simplifying, would throw "canceled". Z3 clears that at the
    // start of a check, so an empty check (0.2 ms) on a solver without
    // tactics clears it now.
    try {
        z3::solver empty(context, z3::solver::simple());
        empty.check();
    } catch (const z3::exception&) {
        // The next check clears it as well; callers treat "canceled" as unknown.
    }
}

std::size_t Z3Alarm::interrupts() const {
    std::lock_guard lock(mutex_);
    return interrupts_;
}

void Z3Alarm::watch() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        if (armed_ == nullptr) {
            changed_.wait(lock);
            continue;
        }
        const std::chrono::nanoseconds left = deadline_ - cpu_time(checker_);
        const auto wall_left = wall_deadline_ - std::chrono::steady_clock::now();
        if (left.count() > 0 && wall_left.count() > 0) {
            changed_.wait_for(lock, std::min<std::chrono::nanoseconds>(left, wall_left));
            continue;
        }
        armed_->interrupt();
        ++interrupts_;
        fired_ = true;
        armed_ = nullptr;  // once per check
    }
}

}  // namespace symcrete::solver
