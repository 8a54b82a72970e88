// What a path costs, by the cost models of seed 002 (PET): JVM instructions
// run, method calls made, objects and arrays allocated and their bytes.
// Counted exactly by the engine along the path (deterministic, independent
// of the machine), in the program's own code while the method under test
// runs: not in the JDK's code, part of which the engine runs as C++, not in
// a class initialiser (the JVM runs one once, not per call) and not in the
// constructors that build the test's inputs. A test's cost is its concrete
// replay's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace symcrete::engine {

struct Cost {
    // JVM instructions (bytecodes) run; one that throws counts, the rest of
    // its block does not.
    std::uint64_t instructions = 0;
    // Calls the program's code made (each invoke that called a method,
    // EngineOptions::cost_calls_of narrowing them to one method's).
    std::uint64_t calls = 0;
    // Objects and arrays the program's code made (new, newarray, anewarray,
    // multianewarray: each array of a multianewarray counts)...
    std::uint64_t allocations = 0;
    // ... and their shallow sizes as 64-bit HotSpot lays them out with
    // compressed references: a 12-byte header and fields packed without
    // gaps, or a 16-byte header and the elements, rounded up to 8 bytes.
    std::uint64_t bytes = 0;
    friend bool operator==(const Cost&, const Cost&) = default;
};

enum class CostModel : std::uint8_t { Instructions, Calls, Allocations, Bytes };

// What --cost takes, for help and error messages.
inline constexpr const char* kCostModelChoices = "instructions, calls, calls=<method>, allocations or bytes";

// "instructions", "calls", "allocations", "bytes".
const char* to_string(CostModel model);
// The model a --cost value names ("calls=sort" names Calls; the method goes
// to EngineOptions::cost_calls_of); nullopt for any other text.
std::optional<CostModel> parse_cost_model(std::string_view text);
// The figure of `cost` that `model` counts.
std::uint64_t cost_of(const Cost& cost, CostModel model);
// The figure in words: "738 JVM instructions", "1 allocation", "48 bytes".
std::string cost_text(CostModel model, std::uint64_t value);

}  // namespace symcrete::engine
