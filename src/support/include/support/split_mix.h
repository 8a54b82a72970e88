// A small portable random source: splitmix64, so a seed gives the same
// sequence on every platform and standard library. What the engine's
// searches use where they must be deterministic (the concolic walk), and
// what the randomised tests draw from.
#pragma once

#include <cstdint>

namespace symcrete {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); 0 for n == 0.
    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
    // Uniform in [0, 1), on the 53 bits of a double.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t state_;
};

}  // namespace symcrete
