// JaCoCo's counters for classes under test, as Symcrete's coverage helper
// (jacoco_tool.h) prints them, and the agent's `includes` pattern that
// selects those classes.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::jvm {

struct Counter {
    std::uint32_t covered = 0;
    std::uint32_t total = 0;
    double percent() const;  // 100 when there is nothing to cover
    // "87.5% (7 of 8)", or "none to cover" for 0 of 0 (not a claim of 100%).
    std::string text() const;
    friend bool operator==(const Counter&, const Counter&) = default;
};

// A source line where the tests took some of the branches but not all.
struct MissedBranches {
    int line = 0;
    Counter branches;  // of this line
    friend bool operator==(const MissedBranches&, const MissedBranches&) = default;
};

struct MethodCoverage {
    std::string name;
    std::string descriptor;
    int first_line = -1;  // -1 without debug information
    Counter branches;
    Counter lines;
    Counter instructions;
    std::vector<MissedBranches> missed;  // by line; empty without debug information
};

// JaCoCo's counters for the class under test (its own methods, including the
// bodies of its lambdas; not its nested classes).
struct ClassCoverage {
    std::string class_name;  // internal name
    bool executed = false;   // the tests loaded the class at all
    bool patched = false;    // measured on a copy without PermittedSubclasses (testgen/validator.h)
    Counter branches;
    Counter lines;
    Counter instructions;
    Counter methods;
    std::vector<MethodCoverage> method_details;  // in class-file order
    std::vector<int> covered_lines;  // lines with an instruction the tests ran, ascending
};

// The coverage helper's output: one section per class under test, opened by
// its "class" line; returned in the order of `class_names` (internal names).
// `patched`: classes measured on a copy without PermittedSubclasses.
Result<std::vector<ClassCoverage>> parse_coverage(const std::string& output, const std::vector<std::string>& class_names,
                                                  const std::set<std::string>& patched);

// JaCoCo's includes pattern: binary names joined by ':', where the option
// syntax's own separators (and its wildcards) become the single-character
// wildcard.
std::string includes_pattern(const std::vector<std::string>& internal_names);

}  // namespace symcrete::jvm
