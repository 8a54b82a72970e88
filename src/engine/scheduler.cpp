// The scheduler of a path's green threads (threads.h): which thread runs,
// and what happens when one starts, waits or ends. One deterministic
// interleaving: the running thread goes on until it waits, ends, yields
// (Thread.yield, onSpinWait, sleep(0)) or has run a quantum of
// instructions while another could run; then the runnable thread with the
// lowest id runs (after a wait or an end), or the next one after it (after
// a yield or a quantum, so that two threads yielding to each other both go
// on). When no thread can run, time passes to the earliest timed wait; when
// none has a timeout, the path ends as a deadlock that says what each
// thread waits for. Only the outermost instruction loop switches threads:
// Java called from C++ runs to its end on the thread that called it.
//
// A thread other than the first starts at its Thread.run() and ends as
// HotSpot ends it: Thread.dispatchUncaughtException if run() threw (the
// "Exception in thread ..." report, or the program's handler), then
// Thread.exit(), both as ordinary frames of the ending thread; then it is
// marked terminated and its joiners are notified. The path's own thread
// ends the path when a method is explored or replayed; a program (main)
// goes on until every non-daemon thread has ended, as the JVM does.
#include <fmt/format.h>

#include "interpreter.h"
#include "thread_model.h"
#include "thread_objects.h"

namespace symcrete::engine::detail {

namespace {

// Whether a live thread other than `except` is not a daemon: the JVM goes
// on while one is.
bool other_user_thread(Interpreter& host, const State& state, std::uint32_t except) {
    const auto& threads = state.threads.threads;
    for (std::size_t i = 0; i < threads.size(); ++i)
        if (i != except && !threads[i].terminated && !thread_objects::is_daemon(host, state, threads[i].object))
            return true;
    return false;
}

}  // namespace

const std::vector<Frame>& Interpreter::entry_thread_frames(const State& state) {
    const ThreadTable& table = state.threads;
    return table.threads.empty() || table.current == 0 ? state.frames : table.threads[0].frames;
}

void Interpreter::block_thread(State& state, ThreadWait wait, std::uint32_t on) {
    // A wait inside an intrinsic or Java called from C++ cannot be undone
    // and run again later: the C++ frames between would run twice.
    if (run_.host_depth != 0 || run_.intrinsic_depth != 0)
        unsupported("a thread had to wait inside Java that the engine called from C++");
    thread_model::begin_wait(state, wait, on, std::nullopt);
    throw ThreadBlocked{};
}

std::optional<std::uint32_t> Interpreter::next_runnable(const State& state, std::uint32_t first) const {
    const std::size_t count = state.threads.threads.size();
    for (std::size_t k = 0; k < count; ++k) {
        const auto index = static_cast<std::uint32_t>((first + k) % count);
        if (thread_model::runnable(state, index)) return index;
    }
    return std::nullopt;
}

void Interpreter::switch_to(State& state, std::uint32_t next) {
    ThreadTable& table = state.threads;
    const std::uint32_t previous = table.current;
    if (next != previous) {
        GreenThread& from = table.threads[previous];
        from.frames.swap(state.frames);
        from.registers.swap(state.registers);
        from.pending_exception = state.pending_exception;
        GreenThread& to = table.threads[next];
        state.frames.swap(to.frames);
        state.registers.swap(to.registers);
        state.pending_exception = to.pending_exception;
        to.frames.clear();
        to.registers.clear();
        table.current = next;
        thread_objects::publish_status(*this, state, previous);
    }
    GreenThread& to = table.threads[next];
    // A monitor or a class initialisation is tried again by the instruction
    // that waited for it; the other waits end in their call's second run.
    if (to.wait == ThreadWait::Monitor || to.wait == ThreadWait::ClassInit) thread_model::end_wait(state, to.wait);
    thread_objects::publish_status(*this, state, next);
    thread_model::start_quantum(state);
    if (!to.started) {
        to.started = true;
        const Value thread = Value::ref(to.object);
        const MethodInfo* run = klass("java/lang/Thread")->find_method("run", "()V");
        const MethodInfo* target = program_.select(state.heap.get(to.object).cls, *run);
        push_frame(state, target != nullptr ? *target : *run, &thread, ir::kNoReg, Frame::Kind::ThreadRun);
    }
}

void Interpreter::run_next_thread(State& state) {
    thread_model::wake_timed_out(state);
    std::optional<std::uint32_t> next = next_runnable(state, 0);
    while (!next && thread_model::pass_idle_time(state)) next = next_runnable(state, 0);
    if (!next) deadlock(state);
    switch_to(state, *next);
}

void Interpreter::give_way(State& state) {
    ThreadTable& table = state.threads;
    table.switch_at = std::numeric_limits<std::uint64_t>::max();
    table.yielding = false;
    if (table.threads.empty()) return;
    thread_model::wake_timed_out(state);
    const std::uint32_t after = table.current + 1;
    std::optional<std::uint32_t> next = next_runnable(state, after);
    // Only the running thread can run: a thread spinning until a sleeping
    // one acts lets the time pass.
    if (next == table.current && thread_model::pass_idle_time(state)) next = next_runnable(state, after);
    if (next) switch_to(state, *next);
}

bool Interpreter::thread_ended(State& state) {
    ThreadTable& table = state.threads;
    if (table.threads.empty()) return false;  // no other thread was ever started
    const std::uint32_t ended = table.current;
    if (ended == 0) {
        if (!whole_program_ || !other_user_thread(*this, state, 0)) return false;
        // main's uncaught exception is reported as main ends, before the
        // other threads go on (as HotSpot's launcher detaches the thread).
        if (run_.uncaught != 0 && !symbolic_) {
            report_uncaught(state);
            run_.uncaught_reported = true;
        }
    }
    GreenThread& thread = table.threads[ended];
    thread.terminated = true;
    thread.wait = ThreadWait::None;
    std::erase_if(table.monitors, [ended](const Monitor& m) { return m.owner == ended; });
    thread_objects::publish_status(*this, state, ended);
    thread_model::notify(state, thread.object, true);  // Thread.join waits on the thread
    // A program ends with its last non-daemon thread; a method's path
    // ended with its own thread already.
    if (whole_program_ && !other_user_thread(*this, state, ended)) return false;
    run_next_thread(state);
    return true;
}

void Interpreter::end_thread_frame(State& state, const Frame& finished, std::uint32_t exception) {
    const GreenThread* thread = thread_model::running(state);
    const RuntimeClass* thread_class = klass("java/lang/Thread");
    const Value object = Value::ref(thread->object);
    if (finished.kind == Frame::Kind::ThreadRun && exception != 0) {
        const Value args[] = {object, Value::ref(exception)};
        push_frame(state, *thread_class->find_method("dispatchUncaughtException", "(Ljava/lang/Throwable;)V"), args,
                   ir::kNoReg, Frame::Kind::ThreadUncaught);
        return;
    }
    if (finished.kind == Frame::Kind::ThreadExit) return;  // the thread is over (thread_ended)
    push_frame(state, *thread_class->find_method("exit", "()V"), &object, ir::kNoReg, Frame::Kind::ThreadExit);
    if (finished.kind == Frame::Kind::ThreadUncaught && exception != 0) {
        // What HotSpot prints when the handler itself throws.
        try {
            Heap::Unlimited unlimited(state.heap);
            const RuntimeClass* system = klass("java/lang/System");
            auto err = program_.resolve_field(system, "err", "Ljava/io/PrintStream;");
            const Value stream = err ? state.static_value(system->id, err->index) : Value::null();
            if (stream.as_ref() != 0)
                call_virtual(state, "println", "(Ljava/lang/String;)V",
                             {stream, Value::ref(new_string(
                                          state, utf16(fmt::format(
                                                     "\nException: {} thrown from the UncaughtExceptionHandler in "
                                                     "thread \"{}\"",
                                                     state.heap.get(exception).cls->java_name(),
                                                     thread_objects::name(*this, state, object.as_ref())))))});
        } catch (const JavaThrow&) {
        }
    }
}

void Interpreter::deadlock(State& state) {
    std::string waits;
    const auto& threads = state.threads.threads;
    for (std::size_t i = 0; i < threads.size(); ++i) {
        if (threads[i].terminated) continue;
        if (!waits.empty()) waits += "; ";
        waits += fmt::format("\"{}\" {}", thread_objects::name(*this, state, threads[i].object),
                             describe_wait(state, static_cast<std::uint32_t>(i)));
    }
    throw PathEnded{PathEnd::Deadlock, "all threads blocked: " + waits};
}

std::string Interpreter::describe_wait(const State& state, std::uint32_t index) {
    const GreenThread& thread = state.threads.threads[index];
    auto object = [&](std::uint32_t address) {
        const RuntimeClass* cls = state.heap.get(address).cls;
        if (program_.is_subclass(cls, klass("java/lang/Thread")))
            return fmt::format("thread \"{}\"", thread_objects::name(*this, state, address));
        return "a " + cls->java_name();
    };
    switch (thread.wait) {
        case ThreadWait::Monitor: {
            const Monitor* held = thread_model::held_monitor(state, thread.on);
            const std::string owner = held == nullptr ? std::string("?")
                                                      : thread_objects::name(*this, state, state.threads.threads[held->owner].object);
            return fmt::format("waits to lock {} held by \"{}\"", object(thread.on), owner);
        }
        case ThreadWait::ObjectWait:
            if (thread_model::thread_of(state, thread.on) && program_.is_subclass(state.heap.get(thread.on).cls, klass("java/lang/Thread")))
                return fmt::format("waits for {} to end (Thread.join)", object(thread.on));
            return fmt::format("waits in Object.wait() on {}", object(thread.on));
        case ThreadWait::Park: {
            const std::uint32_t blocker = thread_objects::park_blocker(*this, state, thread.object);
            return blocker != 0 ? fmt::format("is parked (LockSupport.park) for {}", object(blocker))
                                : std::string("is parked (LockSupport.park)");
        }
        case ThreadWait::Sleep: return "sleeps for ever";  // a deadline past kMaxIdleNanos
        case ThreadWait::ClassInit: {
            auto by = state.threads.initializing.find(thread.on);
            const std::uint32_t initializer = by != state.threads.initializing.end() ? by->second : 0;
            return fmt::format("waits for the initialisation of {} by \"{}\"", program_.class_at(thread.on)->java_name(),
                               thread_objects::name(*this, state, state.threads.threads[initializer].object));
        }
        case ThreadWait::None: break;
    }
    return "is runnable";
}

}  // namespace symcrete::engine::detail
