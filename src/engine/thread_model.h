// The rules of Java's synchronisation on a path's ThreadTable (threads.h),
// shared by the interpreter (monitorenter, synchronized methods, class
// initialisation), the thread intrinsics (Object.wait/notify, park/unpark,
// sleep) and the scheduler: who holds which monitor, who waits for what,
// when a wait is over, and so which threads can run. Nothing here runs Java.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/state.h"

namespace symcrete::engine::thread_model {

// Nanoseconds the program has run: one microsecond per instruction (the
// engine's deterministic clock) plus the time that passed while threads
// waited (ThreadTable::idle_nanos). System.nanoTime and currentTimeMillis
// read it, from this moment on (in milliseconds since the epoch).
std::int64_t clock_nanos(const State& state);
inline constexpr std::int64_t kEpochMillis = 1'700'000'000'000;
inline constexpr std::int64_t kNanosPerMilli = 1'000'000;

// Instructions a thread runs before the next runnable one gets its turn
// (ThreadTable::switch_at), so that a thread spinning on a flag another
// sets cannot run for ever. Large, so that short critical work is not cut.
inline constexpr std::uint64_t kQuantum = 1'000'000;
// Starts the running thread's quantum, or none when it is the only thread.
void start_quantum(State& state);
// Ends the running thread's turn once its current call returns (yield).
void yield_turn(State& state);
// Whether the running thread's turn is over before its next instruction:
// `at_jump_target`, it is the first of its block.
inline bool turn_over(const State& state, bool at_jump_target) {
    return state.steps >= state.threads.switch_at && (at_jump_target || state.threads.yielding);
}

// The running thread's entry, or null while the table is empty (one
// thread, whose Thread object nothing has asked for yet).
GreenThread* running(State& state);
// The thread whose java.lang.Thread is `object`, if it was started.
std::optional<std::uint32_t> thread_of(const State& state, std::uint32_t object);
// Threads started and not yet ended (the running one included).
std::size_t live_threads(const State& state);

// Enters the monitor of `object` for the running thread: false, changing
// nothing, when another thread holds it.
bool enter_monitor(State& state, std::uint32_t object);
// Leaves it once: false when the running thread does not hold it.
bool exit_monitor(State& state, std::uint32_t object);
bool holds_monitor(const State& state, std::uint32_t object);
// The monitor of `object` if some thread holds it.
const Monitor* held_monitor(const State& state, std::uint32_t object);
// Object.wait gives the monitor up entirely and takes it back as often.
std::uint32_t release_monitor(State& state, std::uint32_t object);
void take_monitor(State& state, std::uint32_t object, std::uint32_t count);

// Object.notify (the earliest waiter) or notifyAll on `object`.
void notify(State& state, std::uint32_t object, bool all);
// Ends the waits that can be interrupted (Object.wait, park, sleep) of
// thread `index`: Thread.interrupt.
void interrupt_wait(State& state, std::uint32_t index);
// Gives thread `index` LockSupport's permit, or ends its park.
void unpark(State& state, std::uint32_t index);

// Idle time passes up to this (about 36 years), so that the clocks never
// overflow; a wait that would end later waits for ever.
inline constexpr std::int64_t kMaxIdleNanos = std::int64_t{1} << 60;
// The running thread, alone, waits `nanos`: the time just passes. False
// when that would pass kMaxIdleNanos (the wait is then for ever).
bool pass_time_alone(State& state, std::int64_t nanos);

// Makes the running thread wait (`nanos`: at most that much idle time, if
// given); the caller then throws ThreadBlocked, and the blocked call runs
// again once the thread is scheduled.
void begin_wait(State& state, ThreadWait wait, std::uint32_t on, std::optional<std::int64_t> nanos);
// The running thread's wait of kind `wait` is over (its call runs again):
// clears it and returns true; false when it was not waiting so.
bool end_wait(State& state, ThreadWait wait);

// Whether thread `index` can run now.
bool runnable(const State& state, std::uint32_t index);
// Ends the timed waits whose deadline the idle clock has passed.
void wake_timed_out(State& state);
// Lets idle time pass up to the earliest deadline of a waiting thread and
// wakes it: false when no thread waits with a deadline.
bool pass_idle_time(State& state);

}  // namespace symcrete::engine::thread_model
