// InOrderPool: every item's work done once, on the threads asked for, and
// handed back in item order even when later items finish first.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "in_order_pool.h"

namespace symcrete::app {
namespace {

TEST(InOrderPool, HandsBackResultsInItemOrderWhateverOrderTheyFinish) {
    constexpr std::size_t kItems = 12;
    std::mutex mutex;
    std::set<std::thread::id> threads;
    std::vector<std::size_t> finish_order;
    InOrderPool<std::string> pool(kItems, 3, [&](std::size_t i) {
        // Early items take longest, so later ones finish first.
        std::this_thread::sleep_for(std::chrono::milliseconds(5 * (kItems - i)));
        std::lock_guard lock(mutex);
        threads.insert(std::this_thread::get_id());
        finish_order.push_back(i);
        return "item " + std::to_string(i);
    });
    for (std::size_t i = 0; i < kItems; ++i) EXPECT_EQ(pool.wait(i), "item " + std::to_string(i));
    pool.join();
    EXPECT_EQ(pool.finished(), kItems);
    EXPECT_EQ(pool.results().size(), kItems);
    std::sort(finish_order.begin(), finish_order.end());
    for (std::size_t i = 0; i < kItems; ++i) EXPECT_EQ(finish_order[i], i);  // each item once
    // (Which thread took what, and the order they finished in, is the
    // scheduler's; on a quiet machine later items finish first.)
    EXPECT_LE(threads.size(), 3u);
}

TEST(InOrderPool, OneThreadWorksInItemOrder) {
    std::vector<std::size_t> order;
    InOrderPool<int> pool(5, 1, [&](std::size_t i) {
        order.push_back(i);
        return static_cast<int>(i * i);
    });
    EXPECT_EQ(pool.wait(4), 16);
    pool.join();
    EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
}

}  // namespace
}  // namespace symcrete::app
