// Cvc5Thread of cvc5_thread.h: a thread that waits for one task at a time
// and runs it under the process-wide cvc5 lock.
#include "cvc5_thread.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <utility>

namespace symcrete::solver {
namespace {

std::mutex& cvc5_lock() {
    static std::mutex lock;
    return lock;
}

std::atomic<std::size_t> running_tasks{0};
std::atomic<std::size_t> peak_tasks{0};

// Counts a task as running while it exists.
class RunningTask {
public:
    RunningTask() {
        const std::size_t now = running_tasks.fetch_add(1) + 1;
        std::size_t peak = peak_tasks.load();
        while (now > peak && !peak_tasks.compare_exchange_weak(peak, now)) {
        }
    }
    ~RunningTask() { running_tasks.fetch_sub(1); }
    RunningTask(const RunningTask&) = delete;
    RunningTask& operator=(const RunningTask&) = delete;
};

}  // namespace

Cvc5Thread::Cvc5Thread() : thread_([this] { serve(); }) {}

Cvc5Thread::~Cvc5Thread() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    thread_.join();
}

void Cvc5Thread::run(const std::function<void()>& task) {
    std::unique_lock lock(mutex_);
    assert(task_ == nullptr && !stopping_);
    task_ = &task;
    changed_.notify_all();
    changed_.wait(lock, [this] { return task_ == nullptr; });
    if (thrown_) std::rethrow_exception(std::exchange(thrown_, nullptr));
}

std::size_t Cvc5Thread::peak_concurrent_tasks() { return peak_tasks.load(); }

void Cvc5Thread::serve() {
    // Made before any cvc5 call makes this thread's node manager, so
    // destroyed after it: locked below when the thread ends, it keeps the
    // cvc5 lock held through cvc5's thread-local destructors.
    thread_local std::unique_lock<std::mutex> held_while_ending(cvc5_lock(), std::defer_lock);
    std::unique_lock lock(mutex_);
    while (true) {
        changed_.wait(lock, [this] { return task_ != nullptr || stopping_; });
        if (task_ == nullptr) break;
        const std::function<void()>* task = task_;
        lock.unlock();
        std::exception_ptr thrown;
        {
            std::lock_guard cvc5(cvc5_lock());
            RunningTask counted;
            try {
                (*task)();
            } catch (...) {
                thrown = std::current_exception();
            }
        }
        lock.lock();
        thrown_ = std::move(thrown);
        task_ = nullptr;
        changed_.notify_all();
    }
    lock.unlock();
    held_while_ending.lock();
}

}  // namespace symcrete::solver
