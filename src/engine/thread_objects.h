// The java.lang.Thread objects behind a path's green threads (threads.h),
// kept as HotSpot keeps them: the main thread and its thread groups made as
// the JVM makes them at startup, and the fields the JVM writes (eetop,
// threadStatus) following each thread's state, so that the JDK's own
// Thread.isAlive, getState and join run as their bytecode. Implemented in
// intrinsics_threads.cpp, beside the natives that use them.
#pragma once

#include <cstdint>
#include <string>

#include "intrinsics.h"

namespace symcrete::engine::thread_objects {

// Makes thread 0's Thread object, "main" in the thread group "main" under
// "system", when the table is still empty; afterwards does nothing.
void ensure_main_thread(IntrinsicHost& host, State& state);
// Writes thread `index`'s threadStatus from its entry (RUNNABLE, WAITING,
// BLOCKED, ... as JVMTI numbers them), and eetop, which isAlive reads: 0
// once the thread has ended.
void publish_status(IntrinsicHost& host, State& state, std::uint32_t index);
// A Thread's name (UTF-8) and daemon flag, as the program set them.
std::string name(IntrinsicHost& host, const State& state, std::uint32_t thread);
bool is_daemon(IntrinsicHost& host, const State& state, std::uint32_t thread);
// What a parked thread parked for (LockSupport.park(blocker)), or 0.
std::uint32_t park_blocker(IntrinsicHost& host, const State& state, std::uint32_t thread);

}  // namespace symcrete::engine::thread_objects
