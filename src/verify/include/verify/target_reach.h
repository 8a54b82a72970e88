// `symcrete reach`: inputs that make execution reach a chosen place of the
// code, or a proof that none can (seed 003's job). A target is a source line,
// a bytecode offset of a method, or each call of a marker method. The search
// runs forward from entry methods (the target's own class's public methods
// and constructors, and those of every class whose code may call into it,
// nearest first) with the engine guided towards the target (target_guide.h):
// states nearest to it first, branch sides that cannot lead to it dropped
// unsolved. A path that enters the target becomes a JUnit test through gen's
// own pipeline (receivers built by constructors and calls), which is run on
// the JVM; the answer is `reached` only once JaCoCo's line data shows the
// test ran the target's line.
//
// `unreachable` is claimed only when the target is dead in the control flow,
// when no entry's calls lead to it (the call graph), when no way back from
// it to its method's start can run (the backward proof), or when every entry was
// explored to the end with nothing lost: no budget, bound, pinned value,
// unsupported call, limited input or inexact path; otherwise `unknown`, with
// why.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/call_graph.h"
#include "engine/engine_stack.h"
#include "engine/searcher.h"
#include "engine/target_guide.h"
#include "support/result.h"
#include "testgen/generator.h"
#include "testgen/validator.h"

namespace symcrete::verify {

// A target as the user wrote it.
struct TargetSpec {
    enum class Kind { Line, Offset, Call };
    Kind kind = Kind::Line;
    std::string text;        // as given
    std::string class_name;  // internal name (Line, Offset); Call: the marker's class
    int line = 0;            // Line
    std::string method;      // Offset: name; Call: the marker's name
    std::string descriptor;  // Offset
    std::uint32_t offset = 0;
};

// "com.acme.Calc:42" or "com.acme.Calc.total(II)I@17"; the error says what
// was expected.
Result<TargetSpec> parse_target(std::string_view text);
// "--target-call com.acme.Marks.here": every call of that method.
Result<TargetSpec> parse_target_call(std::string_view text);

// A target found in the code: its instructions, by method.
struct ResolvedTarget {
    std::string description;  // "line 42 of com.acme.Calc", "the failure of the assert on line 9 of ..."
    std::string class_name;   // internal name of the class holding it
    int line = -1;            // its source line, -1 when unknown
    bool assertion = false;   // the failing side of an `assert` statement (assertions are then enabled)
    std::vector<engine::TargetPlace> places;
};

// The targets a spec names. A line holding an `assert` stands for its
// failing side (the AssertionError's construction), as the rest of the line
// runs whenever the assert is checked. A line with no code, an offset that
// starts no instruction, or a marker never called is an error naming it.
Result<std::vector<ResolvedTarget>> resolve_target(engine::Program& program, const engine::CallGraph& graph,
                                                   const TargetSpec& spec);

// Every line of code of a class ("com.acme.Calc") or of its methods of a
// name ("com.acme.Calc.total"), each a target, in ascending order.
Result<std::vector<ResolvedTarget>> resolve_lines(engine::Program& program, const engine::CallGraph& graph,
                                                  std::string_view text);

enum class ReachAnswer { Reached, Unreachable, Unknown };
const char* to_string(ReachAnswer answer);  // "reached", "unreachable", "unknown"

struct ReachOptions {
    // engine.work_budget is the whole target's, shared by its entries (each
    // an equal part of what is left, in order); engine.search is the order.
    testgen::GenerateOptions generate;
    // Entry methods or classes ("com.acme.Calc", "com.acme.Calc.total(II)I");
    // empty: chosen from the call graph.
    std::vector<std::string> entries;
    // Seed 003's two directions: backward, a proof from the target back to
    // its method's start that no way in can run (engine/backward_proof.h);
    // forward, the guided exploration and search from the entries.
    bool backward = true;
    bool forward = true;
    bool prune = true;      // drop branch sides that cannot lead to the target
    bool search = true;     // where exploring stops short, search concretely (target_search.h)
    bool validate = true;   // run the test on the JVM and confirm the line with JaCoCo
    testgen::ValidatorOptions validator;
    std::filesystem::path work_dir;  // where each test is validated (a fresh folder per target)
};

struct ReachResult {
    ReachAnswer answer = ReachAnswer::Unknown;
    std::string why;                       // unreachable: how it was shown; unknown: what stopped it
    std::string entry;                     // reached: "com.acme.Calc.total(int, int)"
    std::vector<std::string> chain;        // reached: the frames at the target, outermost first
    std::optional<testgen::TestSuite> suite;  // reached: the one test, as validated
    std::filesystem::path test_file;       // reached and validated: where it was written
    std::vector<int> covered_lines;        // reached and validated: the target's class's lines the test ran
    std::vector<std::string> entries;      // the entries explored, in order
    std::uint64_t segments = 0;            // ways back from the target checked by the backward proof
    std::uint64_t paths = 0;
    std::uint64_t pruned = 0;              // branch sides dropped as leading nowhere near the target
    std::uint64_t searched = 0;            // concrete runs of the search (target_search.h)
    double seconds = 0;                    // in all
    double search_seconds = 0;             // of which finding it (or giving up), before the JVM ran the test
};

Result<ReachResult> reach_target(engine::EngineStack& stack, const engine::CallGraph& graph,
                                 const ResolvedTarget& target, const ReachOptions& options);

}  // namespace symcrete::verify
