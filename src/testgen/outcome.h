// What a test asserts, from a concrete run: the outcome (a return value, an
// exception) and what the receiver's getters say afterwards. Tests are made
// from a replay this way, and mutation analysis tells a mutant apart by
// comparing what a run of it would make a test assert.
#pragma once

#include <optional>
#include <string>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// Sets test.outcome, the exception's trace, message and explicitness, and
// test.receiver_after from `run`, a concrete run of a method of `type`, for
// a test in `test_package` (internal form).
void record_outcome(const engine::PathResult& run, const classfile::MethodType& type, const std::string& test_package,
                    TestCase& test);

// Would `expected`'s assertions (outcome and receiver_after, as the JUnit
// writer writes them) also hold for `observed`? Exception messages and
// traces are not asserted, so they are not compared.
bool same_assertions(const TestCase& expected, const TestCase& observed);

// The outcome a test of a method of `descriptor` would meet after `run`, a
// concrete run of it: record_outcome's, or for a run stopped by the step
// or depth limit the pseudo-exception kRunDidNotEnd (rerun.h: a test would
// time out);
// nullopt when the run ended otherwise (unsupported, out of memory):
// nothing can be said of it then.
std::optional<TestCase> observed_outcome(const engine::PathResult& run, const std::string& descriptor,
                                         const std::string& test_package);

}  // namespace symcrete::testgen
