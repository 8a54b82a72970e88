// Items worked on by several threads and handed back in item order: the
// threads take items 0, 1, 2 ... as they come free, and the caller waits for
// item 0's result, then item 1's, so what it prints does not depend on the
// number of threads (gen and check over many classes).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace symcrete::app {

template <typename Result>
class InOrderPool {
public:
    // Starts `threads` threads that run `work(i)` for every i below `count`.
    InOrderPool(std::size_t count, unsigned threads, std::function<Result(std::size_t)> work)
        : work_(std::move(work)), results_(count), finished_(count, false) {
        for (unsigned t = 0; t < threads; ++t) threads_.emplace_back([this] { serve(); });
    }
    ~InOrderPool() { join(); }
    InOrderPool(const InOrderPool&) = delete;
    InOrderPool& operator=(const InOrderPool&) = delete;

    // Item i's result, once its work is done. It stays in place (results()).
    Result& wait(std::size_t i) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return finished_[i]; });
        return results_[i];
    }

    // Items whose work is done, in any order.
    std::size_t finished() {
        std::lock_guard lock(mutex_);
        return done_;
    }

    // Waits for every thread to end (all items done).
    void join() {
        for (std::thread& thread : threads_)
            if (thread.joinable()) thread.join();
    }

    // Every result; only those already waited for (or all, after join()).
    const std::vector<Result>& results() const { return results_; }

private:
    void serve() {
        for (std::size_t i = next_++; i < results_.size(); i = next_++) {
            Result result = work_(i);
            std::lock_guard lock(mutex_);
            results_[i] = std::move(result);
            finished_[i] = true;
            ++done_;
            changed_.notify_all();
        }
    }

    std::function<Result(std::size_t)> work_;
    std::vector<Result> results_;
    std::vector<bool> finished_;
    std::size_t done_ = 0;
    std::atomic<std::size_t> next_{0};
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<std::thread> threads_;  // last: started once the members above exist
};

}  // namespace symcrete::app
