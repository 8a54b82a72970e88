// Verdicts on a program's property (SV-COMP's): explores main(String[])
// with Verifier.nondet*() symbolic and answers
//   False   only with an input sequence that, replayed concretely in the
//           engine, violates the property (the Violation);
//   True    only when every path ran to its end exactly: no value pinned,
//           no fork left out by a bound or by the solver, no unsupported
//           call, no time or depth limit;
//   Unknown otherwise, with the reasons.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "engine/nondet.h"
#include "solver/solver.h"
#include "support/result.h"
#include "verify/svcomp_task.h"

namespace symcrete::verify {

enum class Verdict { True, False, Unknown };
const char* to_string(Verdict verdict);  // "true", "false", "unknown"

struct Violation {
    std::string exception_class;              // internal name: java/lang/AssertionError
    std::string message;                      // its detail message, when known
    std::vector<engine::NondetValue> inputs;  // what Verifier.nondet*() return, in call order
    std::string trace;                        // the replay's report ("Exception in thread "main" ...")
};

struct VerifyOptions {
    std::chrono::milliseconds time_limit{10000};  // exploration, all rounds together
    // Rounds of exploration, each with larger bounds: forks per branch per
    // path, and chars of a nondetString(). Small bounds find most violations
    // fast; a round only follows when the last one met a bound. The last
    // takes texts to 128 chars: a violation needing 61 ('[', 30 '#', ']'
    // around them) was out of reach at 48.
    struct Round {
        unsigned branch_bound;
        std::int32_t max_string_length;
    };
    std::vector<Round> rounds = {{8, 16}, {64, 48}, {100000, 48}, {100000, 128}};
    // Frames, then StackOverflowError (a precision loss: HotSpot's depth varies).
    unsigned max_call_depth = engine::kJavaStackDepth;
};

struct VerificationResult {
    using Round = VerifyOptions::Round;
    Verdict verdict = Verdict::Unknown;
    std::optional<Violation> violation;
    // Why the answer is not True or False: reason -> paths (or 1 for the
    // exploration's own limits), each reason with one example location.
    std::map<std::string, std::uint64_t> unknown_reasons;
    std::map<std::string, std::string> reason_examples;
    std::uint64_t paths = 0;       // explored, over all rounds
    unsigned rounds = 0;
    Round final_round{0, 0};         // the bounds of the last round
    std::uint64_t unconfirmed = 0;  // violating paths whose replay did not violate
    std::uint64_t merged = 0;       // branches run on both sides at once, over all rounds
    std::vector<solver::LayerStats> solver_layers;  // exploration's solver chain, layer by layer
};

// How a round explores main: Verifier.nondet*() symbolic, assertions on,
// every value the JVM may choose kept free; no work or path budget (the
// time limit ends it). `symcrete reach` explores programs with these too.
engine::EngineOptions program_exploration_options(const VerifyOptions& options, VerifyOptions::Round round);

// Verifies `main_class` (binary or internal name) on the class path (which
// must hold the program and Verifier; the JDK is added).
Result<VerificationResult> verify_program(classfile::ClassPath& class_path, const std::string& main_class,
                                          Property property, const VerifyOptions& options);

}  // namespace symcrete::verify
