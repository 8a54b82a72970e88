// When a layer of the solver chain should stop trying queries it keeps
// giving up on. A layer that gives up has spent its share of the query's
// work and the next layer answers anyway: on the split strings of a parser
// (7,000-node ite chains over the chars) cvc5 gave up on 17 of 27 queries,
// 2 s of wall time each, and the integer layer charged a quarter of each
// query's work limit before Z3's bit-vector core answered every one in
// 50 ms, so a 30 s budget explored 8 paths. Queries alike in size tend to be
// alike in difficulty, so the layer backs off per size class (the query's
// node count, by powers of two): after a give-up it passes on the next 1,
// then 3, 7, ... (at most kMaxSkipped) queries of that class and the larger
// ones untried, and an answer ends the backoff of its class and the smaller. Which queries are tried depends
// only on earlier answers, which depend on deterministic work limits, so
// exploration stays the same from run to run.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace symcrete::solver {

class GiveUpBackoff {
public:
    static constexpr std::uint32_t kMaxSkipped = 63;

    // Whether the layer should try a query of `nodes` nodes; counts a
    // query passed on untried.
    bool should_try(std::size_t nodes) {
        SizeClass& c = classes_[class_of(nodes)];
        if (c.to_skip == 0) return true;
        --c.to_skip;
        ++skipped_;
        return false;
    }
    // What the layer made of a query it tried. Larger queries are taken to
    // be no easier: a give-up counts for its class and every larger one, an
    // answer ends the backoff of its class and every smaller one.
    void record(std::size_t nodes, bool gave_up) {
        const std::size_t at = class_of(nodes);
        if (!gave_up) {
            for (std::size_t k = 0; k <= at; ++k) classes_[k] = SizeClass{};
            return;
        }
        for (std::size_t k = at; k < kClasses; ++k) {
            SizeClass& c = classes_[k];
            c.streak = std::min<std::uint32_t>(c.streak + 1, 6);
            c.to_skip = std::min<std::uint32_t>((1u << c.streak) - 1, kMaxSkipped);
        }
    }
    std::uint64_t skipped() const { return skipped_; }

private:
    struct SizeClass {
        std::uint32_t streak = 0;   // give-ups since the last answer
        std::uint32_t to_skip = 0;  // queries still to pass on untried
    };
    static std::size_t class_of(std::size_t nodes) {
        return std::min<std::size_t>(static_cast<std::size_t>(std::bit_width(nodes)), kClasses - 1);
    }
    static constexpr std::size_t kClasses = 40;
    std::array<SizeClass, kClasses> classes_{};
    std::uint64_t skipped_ = 0;
};

}  // namespace symcrete::solver
