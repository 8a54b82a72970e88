// A small portable random source for randomised tests: splitmix64, so a seed
// gives the same sequence on every platform and standard library.
#pragma once

#include <cstdint>
#include <vector>

namespace symcrete::testing {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    unsigned below(unsigned n) { return static_cast<unsigned>(next() % n); }
    bool chance(unsigned percent) { return below(100) < percent; }
    template <typename T>
    const T& pick(const std::vector<T>& items) {
        return items[below(static_cast<unsigned>(items.size()))];
    }

private:
    std::uint64_t state_;
};

}  // namespace symcrete::testing
