// The natives behind Java's threads, on the path's green threads (threads.h):
// Thread's (currentThread, start0, sleep, yield, interrupt0, holdsLock),
// Object.wait/notify/notifyAll, and Unsafe.park/unpark, which LockSupport
// and so all of java.util.concurrent (locks, queues, executors, futures)
// rest on; their Java code runs as it is. A native that must wait records
// what for (thread_model.h) and throws ThreadBlocked: the scheduler
// (scheduler.cpp) runs another thread, and the call runs again when this
// one can go on, then completes. HotSpot's checks and messages are kept
// (IllegalMonitorStateException "current thread is not owner", "sleep
// interrupted").
#include <limits>
#include <optional>
#include <utility>

#include "engine/program.h"
#include "intrinsic_table.h"
#include "thread_model.h"
#include "thread_objects.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

// Thread.threadStatus as HotSpot writes it, in JVMTI's bits (alive 0x1,
// terminated 0x2, runnable 0x4, waiting 0x80 indefinitely 0x10 or with a
// timeout 0x20, sleeping 0x40, in Object.wait 0x100, parked 0x200, blocked
// on a monitor 0x400), which jdk.internal.misc.VM.toThreadState reads.
enum ThreadStatus : std::int32_t {
    kRunnable = 0x0005,
    kSleeping = 0x00e1,
    kInObjectWait = 0x0191,
    kInObjectWaitTimed = 0x01a1,
    kParked = 0x0291,
    kParkedTimed = 0x02a1,
    kBlockedOnMonitorEnter = 0x0401,
    kTerminated = 0x0002,
};

using thread_model::kNanosPerMilli;

constexpr std::string_view kThread = "java/lang/Thread";
constexpr std::string_view kFieldHolder = "java/lang/Thread$FieldHolder";

// The object and class that hold a Thread's priority, daemon flag or
// status: the Thread itself up to JDK 20, its FieldHolder (Thread.holder,
// set by the constructor) from JDK 21 on. Nothing before the holder is set.
std::optional<std::pair<std::uint32_t, std::string_view>> holder_of(IntrinsicHost& host, const State& state,
                                                                    std::uint32_t thread, std::string_view name,
                                                                    std::string_view descriptor) {
    if (host.program().resolve_field(host.klass(kThread), name, descriptor)) return std::pair{thread, kThread};
    const Value holder = field_value(host, state, thread, kThread, "holder", "Ljava/lang/Thread$FieldHolder;");
    if (!holder.is_concrete() || holder.as_ref() == 0) return std::nullopt;
    return std::pair{holder.as_ref(), kFieldHolder};
}

void set_held_field(IntrinsicHost& host, State& state, std::uint32_t thread, std::string_view name,
                    std::string_view descriptor, Value value) {
    if (auto at = holder_of(host, state, thread, name, descriptor))
        field_to_write(host, state, at->first, at->second, name, descriptor) = value;
}

// The running thread's Thread object, made first if it is main's.
std::uint32_t current_object(IntrinsicHost& host, State& state) {
    thread_objects::ensure_main_thread(host, state);
    return thread_model::running(state)->object;
}

// Thread.interrupted() as the JVM's waits take it: true, and cleared, when
// the running thread was interrupted.
bool is_interrupted(IntrinsicHost& host, State& state) {
    const GreenThread* running = thread_model::running(state);
    if (running == nullptr) return false;  // no Thread object yet: nothing could interrupt it
    const Value interrupted = field_value(host, state, running->object, kThread, "interrupted", "Z");
    return host.concretize(state, interrupted).as_i32() != 0;
}

bool take_interrupt(IntrinsicHost& host, State& state) {
    if (!is_interrupted(host, state)) return false;
    field_to_write(host, state, thread_model::running(state)->object, kThread, "interrupted", "Z") = Value::i32(0);
    return true;
}

// Milliseconds as nanoseconds, saturating: a wait of Long.MAX_VALUE ms is for ever.
std::int64_t millis_to_nanos(std::int64_t millis) {
    constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
    return millis > kMax / kNanosPerMilli ? kMax : millis * kNanosPerMilli;
}

Value current_thread(IntrinsicHost& host, State& state, Args) { return Value::ref(current_object(host, state)); }

// Thread.start0: the new thread runs when the scheduler first picks it,
// from its run() (scheduler.cpp). From here on the path is one
// interleaving of many.
Value start0(IntrinsicHost& host, State& state, Args a) {
    thread_objects::ensure_main_thread(host, state);
    GreenThread thread;
    thread.object = a[0].as_ref();
    state.threads.threads.push_back(std::move(thread));
    thread_objects::publish_status(host, state, static_cast<std::uint32_t>(state.threads.threads.size() - 1));
    host.lose_precision(state, PrecisionLossKind::ThreadInterleaving,
                        "a second thread started: one interleaving of its threads was explored");
    thread_model::start_quantum(state);
    return Value();
}

Value yield(IntrinsicHost&, State& state, Args) {
    thread_model::yield_turn(state);
    return Value();
}

// Thread.sleep(millis) up to JDK 20; sleep0 (JDK 21) and sleepNanos0
// (JDK 22+) take nanoseconds, and their Java callers check the sign.
template <bool kNanos>
Value sleep(IntrinsicHost& host, State& state, Args a) {
    if (thread_model::end_wait(state, ThreadWait::Sleep)) {
        if (take_interrupt(host, state)) host.throw_new(state, "java/lang/InterruptedException", "sleep interrupted");
        return Value();
    }
    const std::int64_t amount = host.concretize(state, a[0]).as_i64();
    if (amount < 0) host.throw_new(state, "java/lang/IllegalArgumentException", "timeout value is negative");
    const std::int64_t nanos = kNanos ? amount : millis_to_nanos(amount);
    if (take_interrupt(host, state)) host.throw_new(state, "java/lang/InterruptedException", "sleep interrupted");
    // Nothing else to run: the time just passes.
    if (thread_model::live_threads(state) <= 1 && thread_model::pass_time_alone(state, nanos)) return Value();
    if (nanos == 0) {
        thread_model::yield_turn(state);
        return Value();
    }
    thread_objects::ensure_main_thread(host, state);  // a record of what main waits for
    thread_model::begin_wait(state, ThreadWait::Sleep, 0, nanos);
    throw ThreadBlocked{};
}

Value interrupt0(IntrinsicHost&, State& state, Args a) {
    if (auto index = thread_model::thread_of(state, a[0].as_ref())) thread_model::interrupt_wait(state, *index);
    return Value();
}

Value holds_lock(IntrinsicHost& host, State& state, Args a) {
    if (a[0].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    return Value::i32(thread_model::holds_monitor(state, a[0].as_ref()) ? 1 : 0);
}

void check_owner(IntrinsicHost& host, State& state, std::uint32_t object) {
    if (!thread_model::holds_monitor(state, object))
        host.throw_new(state, "java/lang/IllegalMonitorStateException", "current thread is not owner");
}

// Object.wait(timeout): gives the monitor up, waits for a notify, an
// interrupt or the timeout, and takes the monitor back as often as it held
// it before it returns (or throws InterruptedException).
Value object_wait(IntrinsicHost& host, State& state, Args a) {
    const std::uint32_t object = a[0].as_ref();
    if (GreenThread* running = thread_model::running(state);
        running != nullptr && running->wait == ThreadWait::ObjectWait) {
        const std::uint32_t reentries = running->reentries;
        thread_model::end_wait(state, ThreadWait::ObjectWait);
        thread_model::take_monitor(state, object, reentries);  // free: the scheduler ran this thread
        if (take_interrupt(host, state)) host.throw_new(state, "java/lang/InterruptedException", std::nullopt);
        return Value();
    }
    const std::int64_t millis = host.concretize(state, a[1]).as_i64();
    if (millis < 0) host.throw_new(state, "java/lang/IllegalArgumentException", "timeout value is negative");
    check_owner(host, state, object);
    if (take_interrupt(host, state)) host.throw_new(state, "java/lang/InterruptedException", std::nullopt);
    // No one to notify it: it times out.
    if (millis > 0 && thread_model::live_threads(state) <= 1 &&
        thread_model::pass_time_alone(state, millis_to_nanos(millis)))
        return Value();
    thread_objects::ensure_main_thread(host, state);  // a record of what main waits for
    const std::uint32_t reentries = thread_model::release_monitor(state, object);
    thread_model::begin_wait(state, ThreadWait::ObjectWait, object,
                             millis > 0 ? std::optional<std::int64_t>(millis_to_nanos(millis)) : std::nullopt);
    thread_model::running(state)->reentries = reentries;
    throw ThreadBlocked{};
}

template <bool All>
Value object_notify(IntrinsicHost& host, State& state, Args a) {
    check_owner(host, state, a[0].as_ref());
    thread_model::notify(state, a[0].as_ref(), All);
    return Value();
}

// Unsafe.park(isAbsolute, time): returns at once with a permit (taking it)
// or an interrupt pending; else waits for unpark, an interrupt or the
// time: nanoseconds from now, or a deadline in milliseconds since the
// epoch (isAbsolute); 0 and not absolute waits for ever.
Value park(IntrinsicHost& host, State& state, Args a) {
    if (thread_model::end_wait(state, ThreadWait::Park)) return Value();
    thread_objects::ensure_main_thread(host, state);
    GreenThread& running = *thread_model::running(state);
    if (running.permit) {
        running.permit = false;
        return Value();
    }
    if (is_interrupted(host, state)) return Value();
    const bool absolute = host.concretize(state, a[1]).as_i32() != 0;
    const std::int64_t time = host.concretize(state, a[2]).as_i64();
    if (time < 0 || (absolute && time == 0)) return Value();
    std::optional<std::int64_t> nanos;
    if (absolute) {
        const std::int64_t now_millis = thread_model::kEpochMillis + thread_model::clock_nanos(state) / kNanosPerMilli;
        if (time <= now_millis) return Value();
        nanos = millis_to_nanos(time - now_millis);
    } else if (time > 0) {
        nanos = time;
    }
    if (nanos && thread_model::live_threads(state) <= 1 && thread_model::pass_time_alone(state, *nanos))
        return Value();
    thread_model::begin_wait(state, ThreadWait::Park, 0, nanos);
    throw ThreadBlocked{};
}

Value unpark(IntrinsicHost&, State& state, Args a) {
    if (a[1].as_ref() == 0) return Value();
    auto index = thread_model::thread_of(state, a[1].as_ref());
    if (index && !state.threads.threads[*index].terminated) thread_model::unpark(state, *index);
    return Value();
}

Value no_op(IntrinsicHost&, State&, Args) { return Value(); }

// A ForkJoinPool's worker takes the system class loader as its context
// class loader; the engine models no class loaders (every class is the
// boot loader's, Class.getClassLoader() is null), so it keeps none.
Value fork_join_worker_init(IntrinsicHost& host, State& state, Args a) {
    const MethodInfo* constructor = host.klass("java/util/concurrent/ForkJoinWorkerThread")
                                        ->find_method("<init>", "(Ljava/lang/ThreadGroup;Ljava/util/concurrent/ForkJoinPool;ZZ)V");
    return host.call_bytecode(state, *constructor, {a[0], a[1], a[2], Value::i32(0), a[4]});
}

}  // namespace

namespace thread_objects {

// As HotSpot's create_initial_thread_group and create_initial_thread: the
// Thread's constructor calls currentThread(), which must already answer
// the object under construction, with its priority set.
void ensure_main_thread(IntrinsicHost& host, State& state) {
    if (!state.threads.threads.empty()) return;
    const RuntimeClass* group_class = host.klass("java/lang/ThreadGroup");
    host.initialize(state, group_class);
    const std::uint32_t system = host.new_instance(state, group_class);
    host.call(state, *group_class->find_method("<init>", "()V"), {Value::ref(system)});
    const std::uint32_t main_group = host.new_instance(state, group_class);
    host.call(state, *group_class->find_method("<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"),
              {Value::ref(main_group), Value::ref(system), Value::ref(host.intern(state, u"main"))});
    const RuntimeClass* thread_class = host.klass("java/lang/Thread");
    host.initialize(state, thread_class);
    const std::uint32_t thread = host.new_instance(state, thread_class);
    GreenThread main;
    main.object = thread;
    main.started = true;
    state.threads.threads.push_back(std::move(main));
    state.threads.current = 0;
    // Up to JDK 20 the constructor reads the current thread's priority; from
    // JDK 21 on it sees it is attaching itself and reads none.
    set_held_field(host, state, thread, "priority", "I", Value::i32(5));  // Thread.NORM_PRIORITY
    host.call(state, *thread_class->find_method("<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"),
              {Value::ref(thread), Value::ref(main_group), Value::ref(host.intern(state, u"main"))});
    publish_status(host, state, 0);
}

void publish_status(IntrinsicHost& host, State& state, std::uint32_t index) {
    const GreenThread& thread = state.threads.threads[index];
    ThreadStatus status = kRunnable;
    if (thread.terminated) {
        status = kTerminated;
    } else if (index != state.threads.current) {
        switch (thread.wait) {
            case ThreadWait::None: status = kRunnable; break;
            case ThreadWait::Monitor:
            case ThreadWait::ClassInit: status = kBlockedOnMonitorEnter; break;
            case ThreadWait::ObjectWait: status = thread.deadline ? kInObjectWaitTimed : kInObjectWait; break;
            case ThreadWait::Park: status = thread.deadline ? kParkedTimed : kParked; break;
            case ThreadWait::Sleep: status = kSleeping; break;
        }
    }
    const std::uint32_t object = thread.object;
    set_held_field(host, state, object, "threadStatus", "I", Value::i32(status));
    // isAlive() reads eetop: any value but 0 while the thread lives.
    field_to_write(host, state, object, kThread, "eetop", "J") = Value::i64(thread.terminated ? 0 : index + 1);
}

std::string name(IntrinsicHost& host, const State& state, std::uint32_t thread) {
    const Value name = field_value(host, state, thread, kThread, "name", "Ljava/lang/String;");
    if (!name.is_concrete() || name.as_ref() == 0 || state.heap.get(name.as_ref()).kind != Object::Kind::String)
        return "?";
    return utf8(string_chars(state, name));
}

bool is_daemon(IntrinsicHost& host, const State& state, std::uint32_t thread) {
    const auto at = holder_of(host, state, thread, "daemon", "Z");
    if (!at) return false;
    const Value daemon = field_value(host, state, at->first, at->second, "daemon", "Z");
    return daemon.is_concrete() && daemon.as_i32() != 0;
}

std::uint32_t park_blocker(IntrinsicHost& host, const State& state, std::uint32_t thread) {
    const Value blocker = field_value(host, state, thread, kThread, "parkBlocker", "Ljava/lang/Object;");
    return blocker.is_concrete() ? blocker.as_ref() : 0;
}

}  // namespace thread_objects

void add_thread_intrinsics(IntrinsicTable& t) {
    t["java/lang/Thread.currentThread()Ljava/lang/Thread;"] = current_thread;
    t["java/lang/Thread.currentCarrierThread()Ljava/lang/Thread;"] = current_thread;  // JDK 21+: no virtual threads
    t["java/lang/Thread.start0()V"] = start0;
    t["java/lang/Thread.yield()V"] = yield;
    t["java/lang/Thread.onSpinWait()V"] = yield;  // a spinning thread waits for another: let it run
    t["java/lang/Thread.sleep(J)V"] = sleep<false>;
    t["java/lang/Thread.sleep0(J)V"] = sleep<true>;        // JDK 21
    t["java/lang/Thread.sleepNanos0(J)V"] = sleep<true>;   // JDK 22+
    t["java/lang/Thread.yield0()V"] = yield;               // JDK 21+
    // JDK 21+: scoped values keep their bindings on the stack, which the
    // engine does not walk.
    t["java/lang/Thread.ensureMaterializedForStackWalk(Ljava/lang/Object;)V"] = no_op;
    // No continuations, so no virtual threads: JDK 21+ then keeps no
    // container of platform threads either.
    t["jdk/internal/vm/ContinuationSupport.isSupported0()Z"] = [](IntrinsicHost&, State&, Args) { return Value::i32(0); };
    // JDK 21+ takes Thread ids from a native counter through Unsafe at an
    // address (getNextThreadIdOffset); the path keeps the counter instead.
    t["java/lang/Thread.getNextThreadIdOffset()J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(0); };
    t["java/lang/Thread$ThreadIdentifiers.next()J"] = [](IntrinsicHost&, State& state, Args) {
        return Value::i64(state.threads.next_thread_id++);
    };
    t["java/lang/Thread.interrupt0()V"] = interrupt0;
    t["java/lang/Thread.clearInterruptEvent()V"] = no_op;  // Windows only
    t["java/lang/Thread.holdsLock(Ljava/lang/Object;)Z"] = holds_lock;
    t["java/lang/Thread.setPriority0(I)V"] = no_op;  // one interleaving, whatever the priorities
    t["java/lang/Thread.setNativeName(Ljava/lang/String;)V"] = no_op;
    t["java/lang/Object.wait(J)V"] = object_wait;
    t["java/lang/Object.notify()V"] = object_notify<false>;
    t["java/lang/Object.notifyAll()V"] = object_notify<true>;
    t["jdk/internal/misc/Unsafe.park(ZJ)V"] = park;
    t["jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V"] = unpark;
    t["java/util/concurrent/ForkJoinWorkerThread.<init>(Ljava/lang/ThreadGroup;Ljava/util/concurrent/ForkJoinPool;ZZ)V"] =
        fork_join_worker_init;
    // No protection domains on the stack: AccessController.getContext()
    // makes the empty context the Thread constructor keeps.
    t["java/security/AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;"] =
        [](IntrinsicHost&, State&, Args) { return Value::null(); };
}

}  // namespace symcrete::engine
