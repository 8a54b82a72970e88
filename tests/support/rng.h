// The randomised tests' random source: support/split_mix.h, with the
// helpers tests use.
#pragma once

#include <cstdint>
#include <vector>

#include "support/split_mix.h"

namespace symcrete::testing {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : source_(seed) {}
    std::uint64_t next() { return source_.next(); }
    unsigned below(unsigned n) { return static_cast<unsigned>(source_.next() % n); }
    bool chance(unsigned percent) { return below(100) < percent; }
    template <typename T>
    const T& pick(const std::vector<T>& items) {
        return items[below(static_cast<unsigned>(items.size()))];
    }

private:
    SplitMix64 source_;
};

}  // namespace symcrete::testing
