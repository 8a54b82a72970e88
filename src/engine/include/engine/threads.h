// The Java threads of one path, as green threads inside its State: each
// thread has its own frames and registers (the running one's are State's
// own), its java.lang.Thread, and what it waits for when it cannot run.
// Monitors (synchronized, Object.wait/notify) and LockSupport's permits are
// here too, so that a fork copies every thread with the path and the
// scheduler (scheduler.cpp) needs nothing outside the State to decide which
// thread runs next. One interleaving is explored: the running thread goes
// on until it blocks, ends, yields or uses up its quantum.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <vector>

#include "engine/frame.h"
#include "engine/runtime_class.h"

namespace symcrete::engine {

// Why a thread cannot go on. Its blocking call (or instruction) runs again
// when the thread is scheduled once more, and then completes.
enum class ThreadWait : std::uint8_t {
    None,        // runnable
    Monitor,     // monitorenter or a synchronized method: another thread holds the monitor
    ObjectWait,  // Object.wait (Thread.join waits so on the Thread); takes its monitor back after
    Park,        // LockSupport.park (Unsafe.park) without a permit
    Sleep,       // Thread.sleep
    ClassInit,   // another thread runs the class's initialiser
};

struct GreenThread {
    std::uint32_t object = 0;  // its java.lang.Thread
    bool started = false;      // its Thread.run() frame is pushed (when it first runs)
    bool terminated = false;
    ThreadWait wait = ThreadWait::None;
    // Monitor, ObjectWait: the object; ClassInit: the class id.
    std::uint32_t on = 0;
    // ObjectWait: how many times the thread had entered the monitor, which
    // it holds as often again when wait returns.
    std::uint32_t reentries = 0;
    std::uint64_t wait_order = 0;  // ObjectWait: notify wakes the earliest waiter, as HotSpot does
    // Timed waits: the idle time (ThreadTable::idle_nanos) at which it ends.
    std::optional<std::int64_t> deadline;
    // The wait is over (notified, unparked, timed out, interrupted): the
    // blocking call, run again, returns (after taking back the monitor).
    bool woken = false;
    bool permit = false;  // LockSupport's permit: an unpark before the park
    // The thread's uncaught exception, reported when it ends.
    std::uint32_t uncaught = 0;
    // While another thread runs: its stack, registers and the exception
    // it was dispatching (State::pending_exception).
    std::vector<Frame> frames;
    std::vector<Value> registers;
    std::uint32_t pending_exception = 0;
};

// A monitor some thread holds, and how many times it entered it.
struct Monitor {
    std::uint32_t object = 0;  // whose monitor
    std::uint32_t owner = 0;   // index into ThreadTable::threads
    std::uint32_t count = 0;
};

struct ThreadTable {
    // [0] is the thread the path started on ("main"); the table stays empty
    // until the program first needs a Thread object (currentThread), so a
    // path that never does pays nothing.
    std::vector<GreenThread> threads;
    std::uint32_t current = 0;  // the running thread (0 while the table is empty)
    // The monitors held, oldest first: a few at a time, so a vector
    // searched from the newest is cheaper to change and to fork than a map.
    std::vector<Monitor> monitors;
    // Classes whose initialiser a thread is running (class id -> thread),
    // while it runs; those begun before a second thread existed are main's.
    std::map<std::uint32_t, std::uint32_t> initializing;
    // Time that passed while no thread could run (every one sleeping or in
    // a timed wait), and when a spinning thread yielded to a sleeping one.
    // Timed waits end on it alone: running code takes no time, as on a fast
    // machine, so a timeout never fires while some thread can still run.
    std::int64_t idle_nanos = 0;
    std::uint64_t waits = 0;  // Object.wait calls so far, ordering the waiters
    // The next Thread id JDK 21+ hands out (Thread$ThreadIdentifiers.next,
    // a counter HotSpot keeps natively); 1 is the primordial thread's.
    std::int64_t next_thread_id = 2;
    // State::steps at which the running thread gives way to the next
    // runnable one (yield, onSpinWait, or a quantum used up while others
    // can run); the largest value when it need not. A quantum ends at the
    // next jump target (a loop's head, say), so straight-line code such as
    // a field's `count++` is never cut in two, as it rarely is on HotSpot;
    // a yield ends the turn at once.
    std::uint64_t switch_at = std::numeric_limits<std::uint64_t>::max();
    bool yielding = false;
};

}  // namespace symcrete::engine
