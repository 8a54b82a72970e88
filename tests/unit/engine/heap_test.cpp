// Forked states share their heap (a persistent trie of copy-on-write
// objects, heap.h) and their larger members (CopyOnWrite, state.h): what one
// state writes or allocates after a fork must never show in another, however
// the objects fall across the trie's nodes and however many forks share them;
// and addresses stay the allocation order, from 1.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/heap.h"
#include "engine/state.h"

namespace {

using namespace symcrete;
using engine::Heap;
using engine::Object;
using engine::State;
using expr::Value;

Object object_holding(std::int32_t value) {
    Object object;
    object.slots = {Value::i32(value)};
    return object;
}

std::int32_t value_at(const Heap& heap, std::uint32_t address) { return heap.get(address).slots[0].as_i32(); }

void write(Heap& heap, std::uint32_t address, std::int32_t value) { heap.mutate(address).slots[0] = Value::i32(value); }

// A heap whose object at address a holds a * 10.
Heap heap_of(std::uint32_t objects) {
    Heap heap;
    for (std::uint32_t a = 1; a <= objects; ++a) heap.allocate(object_holding(static_cast<std::int32_t>(a * 10)));
    return heap;
}

// Addresses on both sides of the trie's node boundaries (32 objects a leaf,
// 32 children a branch) and at the ends.
const std::vector<std::uint32_t> kBoundaries = {1, 2, 31, 32, 33, 64, 65, 1023, 1024, 1025, 2048, 2049, 4999, 5000};

TEST(Heap, AddressesCountFromOneInAllocationOrderThroughEveryLevel) {
    Heap heap;
    // 32^3 = 32,768 objects fill three levels; the rest need a fourth.
    for (std::uint32_t a = 1; a <= 40000; ++a) {
        ASSERT_EQ(heap.allocate(object_holding(static_cast<std::int32_t>(a))), a);
        ASSERT_EQ(heap.size(), a);
    }
    for (std::uint32_t a = 1; a <= 40000; ++a) ASSERT_EQ(value_at(heap, a), static_cast<std::int32_t>(a)) << a;
}

TEST(Heap, WritesAfterAForkStayInTheStateThatMadeThem) {
    Heap parent = heap_of(5000);
    Heap fork = parent;
    for (std::uint32_t a : kBoundaries) write(fork, a, -static_cast<std::int32_t>(a));
    for (std::uint32_t a : kBoundaries) {
        EXPECT_EQ(value_at(parent, a), static_cast<std::int32_t>(a * 10)) << a;
        EXPECT_EQ(value_at(fork, a), -static_cast<std::int32_t>(a)) << a;
    }
    // And the other way round, on objects the fork has already copied.
    for (std::uint32_t a : kBoundaries) write(parent, a, static_cast<std::int32_t>(a) + 7);
    for (std::uint32_t a : kBoundaries) {
        EXPECT_EQ(value_at(parent, a), static_cast<std::int32_t>(a) + 7) << a;
        EXPECT_EQ(value_at(fork, a), -static_cast<std::int32_t>(a)) << a;
    }
    // Objects neither side wrote are still the same for both.
    for (std::uint32_t a = 1; a <= 5000; ++a)
        if (std::find(kBoundaries.begin(), kBoundaries.end(), a) == kBoundaries.end()) {
            ASSERT_EQ(value_at(parent, a), static_cast<std::int32_t>(a * 10)) << a;
            ASSERT_EQ(value_at(fork, a), static_cast<std::int32_t>(a * 10)) << a;
        }
}

TEST(Heap, AllocationsAfterAForkGetTheSameAddressesInEachState) {
    // Forks at sizes where the next allocation opens a leaf, a branch or a
    // new root level.
    for (std::uint32_t size : {0u, 1u, 31u, 32u, 33u, 1024u, 1025u, 32768u}) {
        Heap parent = heap_of(size);
        Heap fork = parent;
        for (std::uint32_t i = 1; i <= 40; ++i) {
            ASSERT_EQ(fork.allocate(object_holding(-1)), size + i);
            ASSERT_EQ(parent.allocate(object_holding(-2)), size + i);
        }
        EXPECT_EQ(parent.size(), size + 40);
        EXPECT_EQ(fork.size(), size + 40);
        for (std::uint32_t i = 1; i <= 40; ++i) {
            EXPECT_EQ(value_at(fork, size + i), -1) << size << " + " << i;
            EXPECT_EQ(value_at(parent, size + i), -2) << size << " + " << i;
        }
        if (size > 0) {
            EXPECT_EQ(value_at(fork, size), static_cast<std::int32_t>(size * 10));
            EXPECT_EQ(value_at(parent, size), static_cast<std::int32_t>(size * 10));
        }
    }
}

TEST(Heap, ManyForksOfForksEachSeeOnlyTheirOwnHistory) {
    // Random forks, writes and allocations over many states, checked against
    // a plain copy of each state's values.
    std::vector<Heap> heaps;
    std::vector<std::vector<std::int32_t>> expected;
    heaps.push_back(heap_of(3000));
    expected.emplace_back();
    for (std::uint32_t a = 1; a <= 3000; ++a) expected[0].push_back(static_cast<std::int32_t>(a * 10));
    std::uint64_t rng = 12345;
    auto next = [&](std::uint64_t bound) {
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        return (rng >> 33) % bound;
    };
    for (int step = 0; step < 6000; ++step) {
        std::size_t s = next(heaps.size());
        switch (next(6)) {
            case 0:
                if (heaps.size() < 64) {
                    heaps.push_back(heaps[s]);
                    expected.push_back(expected[s]);
                }
                break;
            case 1: {
                auto& values = expected[s];
                values.push_back(step);
                ASSERT_EQ(heaps[s].allocate(object_holding(step)), values.size());
                break;
            }
            case 2:
            case 3: {
                auto address = static_cast<std::uint32_t>(next(expected[s].size()) + 1);
                write(heaps[s], address, step);
                expected[s][address - 1] = step;
                break;
            }
            default: {  // reads between the writes, so a stale cached leaf would show
                auto address = static_cast<std::uint32_t>(next(expected[s].size()) + 1);
                ASSERT_EQ(value_at(heaps[s], address), expected[s][address - 1]) << "step " << step;
            }
        }
    }
    ASSERT_GT(heaps.size(), 32u);
    for (std::size_t s = 0; s < heaps.size(); ++s) {
        ASSERT_EQ(heaps[s].size(), expected[s].size()) << "state " << s;
        for (std::uint32_t a = 1; a <= expected[s].size(); ++a)
            ASSERT_EQ(value_at(heaps[s], a), expected[s][a - 1]) << "state " << s << ", object " << a;
    }
}

TEST(Heap, AReadAfterAWriteSeesItThoughTheStatesReadTheSameLeafBefore) {
    // Each heap remembers the leaf it last read; a write that copies that
    // leaf must not leave the heap reading the old one.
    Heap parent = heap_of(100);
    EXPECT_EQ(value_at(parent, 40), 400);
    Heap fork = parent;
    EXPECT_EQ(value_at(fork, 41), 410);
    write(fork, 40, 1);
    EXPECT_EQ(value_at(fork, 40), 1);
    EXPECT_EQ(value_at(fork, 41), 410);
    EXPECT_EQ(value_at(parent, 40), 400);
    write(parent, 41, 2);
    EXPECT_EQ(value_at(parent, 41), 2);
    EXPECT_EQ(value_at(fork, 41), 410);
    EXPECT_EQ(value_at(parent, 40), 400);
}

TEST(Heap, AMovedFromHeapIsEmpty) {
    Heap heap = heap_of(70);
    EXPECT_EQ(value_at(heap, 65), 650);
    Heap moved = std::move(heap);
    EXPECT_EQ(value_at(moved, 65), 650);
    EXPECT_EQ(heap.size(), 0u);  // NOLINT(bugprone-use-after-move): what a moved-from heap holds
    EXPECT_EQ(heap.allocate(object_holding(5)), 1u);
    EXPECT_EQ(value_at(heap, 1), 5);
    heap = std::move(moved);
    EXPECT_EQ(heap.size(), 70u);
    EXPECT_EQ(value_at(heap, 1), 10);
}

TEST(Heap, AStateThatSharesNothingWritesInPlace) {
    Heap heap = heap_of(100);
    const Object* before = &heap.get(70);
    EXPECT_EQ(&heap.mutate(70), before);  // never forked: no copy
    {
        Heap fork = heap;
        EXPECT_NE(&heap.mutate(70), before);  // shared: the writer gets a copy
        EXPECT_EQ(&fork.get(70), before);     // and the other state keeps the original
    }
    const Object* copy = &heap.get(70);
    EXPECT_EQ(&heap.mutate(70), copy);  // the fork is gone: in place again
}

TEST(Heap, AForkIsChargedOnlyForWhatItAllocates) {
    Heap parent = heap_of(50);
    const engine::Footprint used = parent.used();
    Heap fork = parent;
    fork.allocate(object_holding(1));
    EXPECT_EQ(parent.used().java, used.java);
    EXPECT_EQ(parent.used().engine, used.engine);
    EXPECT_GT(fork.used().java, used.java);
}

TEST(StateFork, CoveredEdgesModelStaticsAndStringsAreTheForksOwn) {
    State parent;
    parent.covered.insert(engine::Edge{"f()V", 0, 1});
    expr::Assignment model;
    model.set_id(1, 5);
    parent.model = model;
    parent.statics.resize(3);
    parent.statics[2] = std::make_shared<std::vector<Value>>(2, Value::i32(4));
    static const int constant = 0;
    parent.literals.emplace(&constant, 9u);
    parent.interned.emplace(u"a", 9u);

    State fork = parent;
    fork.covered.insert(engine::Edge{"f()V", 1, 2});
    fork.covered.insert(engine::Edge{"f()V", 0, 1});  // already there
    expr::Assignment other;
    other.set_id(1, 6);
    fork.model = other;
    fork.static_slot(2, 1) = Value::i32(8);
    fork.literals.emplace(&constant + 1, 10u);
    fork.interned.emplace(u"b", 10u);

    EXPECT_EQ(parent.covered.size(), 1u);
    EXPECT_EQ(fork.covered.size(), 2u);
    EXPECT_EQ(parent.model.get().values().at(1), 5u);
    EXPECT_EQ(fork.model.get().values().at(1), 6u);
    EXPECT_EQ(parent.static_value(2, 1).as_i32(), 4);
    EXPECT_EQ(fork.static_value(2, 1).as_i32(), 8);
    EXPECT_EQ(parent.literals.size(), 1u);
    EXPECT_EQ(fork.literals.size(), 2u);
    EXPECT_EQ(parent.interned.find(u"b"), parent.interned.end());
    EXPECT_NE(fork.interned.find(u"b"), fork.interned.end());

    // The parent's own writes after the fork stay its own too.
    parent.static_slot(2, 0) = Value::i32(1);
    parent.covered.insert(engine::Edge{"g()V", 0, 1});
    EXPECT_EQ(fork.static_value(2, 0).as_i32(), 4);
    EXPECT_EQ(fork.covered.size(), 2u);
    EXPECT_EQ(parent.covered.size(), 2u);
    EXPECT_EQ(parent.covered.count(engine::Edge{"f()V", 1, 2}), 0u);
    EXPECT_EQ(fork.covered.count(engine::Edge{"f()V", 1, 2}), 1u);
}

}  // namespace
