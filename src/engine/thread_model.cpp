// Monitors, wait sets, permits and timed waits (thread_model.h). Only held
// monitors are kept, so a single-threaded program pays a short search and
// a push and pop per synchronized block and nothing else. A monitor
// contended is never queued: the scheduler lets a thread blocked on it run
// again once it is free, and the thread's monitorenter runs again.
#include "thread_model.h"

#include <algorithm>
#include <limits>

namespace symcrete::engine::thread_model {

std::int64_t clock_nanos(const State& state) {
    constexpr std::uint64_t kNanosPerStep = 1000;
    return static_cast<std::int64_t>(state.steps * kNanosPerStep) + state.threads.idle_nanos;
}

void start_quantum(State& state) {
    state.threads.switch_at =
        live_threads(state) > 1 ? state.steps + kQuantum : std::numeric_limits<std::uint64_t>::max();
    state.threads.yielding = false;
}

void yield_turn(State& state) {
    if (live_threads(state) <= 1) return;
    state.threads.switch_at = state.steps;
    state.threads.yielding = true;
}

GreenThread* running(State& state) {
    ThreadTable& table = state.threads;
    return table.threads.empty() ? nullptr : &table.threads[table.current];
}

std::optional<std::uint32_t> thread_of(const State& state, std::uint32_t object) {
    const auto& threads = state.threads.threads;
    for (std::size_t i = 0; i < threads.size(); ++i)
        if (threads[i].object == object) return static_cast<std::uint32_t>(i);
    return std::nullopt;
}

std::size_t live_threads(const State& state) {
    const auto& threads = state.threads.threads;
    return static_cast<std::size_t>(
        std::count_if(threads.begin(), threads.end(), [](const GreenThread& t) { return !t.terminated; }));
}

namespace {

// Held monitors are few and mostly entered and left in nested order, so the
// newest is looked at first.
std::vector<Monitor>::iterator find_monitor(std::vector<Monitor>& monitors, std::uint32_t object) {
    auto it = std::find_if(monitors.rbegin(), monitors.rend(), [object](const Monitor& m) { return m.object == object; });
    return it == monitors.rend() ? monitors.end() : std::prev(it.base());
}

}  // namespace

const Monitor* held_monitor(const State& state, std::uint32_t object) {
    const auto& monitors = state.threads.monitors;
    auto it = std::find_if(monitors.rbegin(), monitors.rend(), [object](const Monitor& m) { return m.object == object; });
    return it == monitors.rend() ? nullptr : &*it;
}

bool enter_monitor(State& state, std::uint32_t object) {
    ThreadTable& table = state.threads;
    auto it = find_monitor(table.monitors, object);
    if (it == table.monitors.end()) {
        table.monitors.push_back(Monitor{object, table.current, 1});
        return true;
    }
    if (it->owner != table.current) return false;
    ++it->count;
    return true;
}

bool exit_monitor(State& state, std::uint32_t object) {
    ThreadTable& table = state.threads;
    auto it = find_monitor(table.monitors, object);
    if (it == table.monitors.end() || it->owner != table.current) return false;
    if (--it->count == 0) table.monitors.erase(it);
    return true;
}

bool holds_monitor(const State& state, std::uint32_t object) {
    const Monitor* monitor = held_monitor(state, object);
    return monitor != nullptr && monitor->owner == state.threads.current;
}

std::uint32_t release_monitor(State& state, std::uint32_t object) {
    auto it = find_monitor(state.threads.monitors, object);
    if (it == state.threads.monitors.end()) return 0;
    const std::uint32_t count = it->count;
    state.threads.monitors.erase(it);
    return count;
}

void take_monitor(State& state, std::uint32_t object, std::uint32_t count) {
    state.threads.monitors.push_back(Monitor{object, state.threads.current, count});
}

void notify(State& state, std::uint32_t object, bool all) {
    GreenThread* earliest = nullptr;
    for (GreenThread& thread : state.threads.threads) {
        if (thread.wait != ThreadWait::ObjectWait || thread.on != object || thread.woken) continue;
        if (all) {
            thread.woken = true;
        } else if (earliest == nullptr || thread.wait_order < earliest->wait_order) {
            earliest = &thread;
        }
    }
    if (earliest != nullptr) earliest->woken = true;
}

void interrupt_wait(State& state, std::uint32_t index) {
    GreenThread& thread = state.threads.threads[index];
    if (thread.wait == ThreadWait::ObjectWait || thread.wait == ThreadWait::Park || thread.wait == ThreadWait::Sleep)
        thread.woken = true;
}

void unpark(State& state, std::uint32_t index) {
    GreenThread& thread = state.threads.threads[index];
    if (thread.wait == ThreadWait::Park)
        thread.woken = true;
    else
        thread.permit = true;
}

bool pass_time_alone(State& state, std::int64_t nanos) {
    if (nanos > kMaxIdleNanos - state.threads.idle_nanos) return false;
    state.threads.idle_nanos += nanos;
    return true;
}

void begin_wait(State& state, ThreadWait wait, std::uint32_t on, std::optional<std::int64_t> nanos) {
    GreenThread& thread = *running(state);
    thread.wait = wait;
    thread.on = on;
    thread.woken = false;
    thread.deadline.reset();
    const std::int64_t now = state.threads.idle_nanos;
    if (nanos && *nanos <= kMaxIdleNanos - now) thread.deadline = now + *nanos;  // else for ever
    if (wait == ThreadWait::ObjectWait) thread.wait_order = ++state.threads.waits;
}

bool end_wait(State& state, ThreadWait wait) {
    GreenThread* thread = running(state);
    if (thread == nullptr || thread->wait != wait) return false;
    thread->wait = ThreadWait::None;
    thread->on = 0;
    thread->woken = false;
    thread->deadline.reset();
    return true;
}

bool runnable(const State& state, std::uint32_t index) {
    const ThreadTable& table = state.threads;
    const GreenThread& thread = table.threads[index];
    if (thread.terminated) return false;
    auto monitor_free = [&](std::uint32_t object) {
        const Monitor* monitor = held_monitor(state, object);
        return monitor == nullptr || monitor->owner == index;
    };
    switch (thread.wait) {
        case ThreadWait::None: return true;
        case ThreadWait::Monitor: return monitor_free(thread.on);
        case ThreadWait::ObjectWait: return thread.woken && monitor_free(thread.on);
        case ThreadWait::Park:
        case ThreadWait::Sleep: return thread.woken;
        case ThreadWait::ClassInit: return state.init_status(thread.on) != InitStatus::InProgress;
    }
    return false;
}

void wake_timed_out(State& state) {
    for (GreenThread& thread : state.threads.threads)
        if (!thread.terminated && !thread.woken && thread.deadline && *thread.deadline <= state.threads.idle_nanos) {
            thread.woken = true;
            thread.deadline.reset();
        }
}

bool pass_idle_time(State& state) {
    std::optional<std::int64_t> earliest;
    for (const GreenThread& thread : state.threads.threads)
        if (!thread.terminated && !thread.woken && thread.deadline && (!earliest || *thread.deadline < *earliest))
            earliest = thread.deadline;
    if (!earliest) return false;
    state.threads.idle_nanos = std::max(state.threads.idle_nanos, *earliest);
    wake_timed_out(state);
    return true;
}

}  // namespace symcrete::engine::thread_model
