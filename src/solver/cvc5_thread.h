// The thread a cvc5 layer's solver lives on.
//
// cvc5 1.0.3 (Debian bookworm's) is not safe to use from two threads at
// once, even when each has its own solver and nothing is shared: valgrind's
// helgrind, on two threads that each make a solver and check one formula,
// reports writes without a lock to a std::vector<std::string> in static
// storage (SolverEngine::finishInit), to CaDiCaL's static option table and to
// the stream cvc5 writes discarded output to. The vector is reallocated by
// both threads, which corrupts the heap: `gen -j 2` on commons-lang3 crashed
// in glibc's malloc in two of three runs. So all cvc5 work of the process
// runs under one lock, and each layer runs it on a thread of its own:
//   - one at a time: a Cvc5Thread runs a task only while it holds the
//     process-wide cvc5 lock, and holds it too while the thread ends, when
//     cvc5 frees that thread's node manager (thread-local in cvc5 1.0);
//   - a thread per layer: a fresh thread means a fresh node manager, so node
//     ids depend on this layer's queries only, not on which classes a worker
//     explored before, and its nodes are freed with the layer.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace symcrete::solver {

class Cvc5Thread {
public:
    Cvc5Thread();
    // Ends the thread; tasks that need cvc5 to free its objects must have
    // been run before.
    ~Cvc5Thread();
    Cvc5Thread(const Cvc5Thread&) = delete;
    Cvc5Thread& operator=(const Cvc5Thread&) = delete;

    // Runs `task` on this thread while holding the process-wide cvc5 lock,
    // and returns when it is done, rethrowing what it threw. One caller at a
    // time; a task must not call run() itself.
    void run(const std::function<void()>& task);

    // The most tasks of all Cvc5Threads that ever ran at the same time: 1
    // once any has run, whatever the number of threads (the invariant the
    // lock keeps, for tests).
    static std::size_t peak_concurrent_tasks();

private:
    void serve();

    std::mutex mutex_;
    std::condition_variable changed_;
    const std::function<void()>* task_ = nullptr;  // set by run(), cleared when done
    std::exception_ptr thrown_;
    bool stopping_ = false;
    std::thread thread_;  // last: started once the members above exist
};

}  // namespace symcrete::solver
