// Tests found by exploring one program, run in the engine on another whose
// classes have the same names: a candidate implementation of the same API
// (a student's submission beside the reference). The test's inputs are
// carried over (engine/replay_transfer.h), the method runs concretely, and
// what the test would assert there is read off that run as for any test
// (outcome.h); same_outcome then says whether the test tells the two
// programs apart.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "engine/engine.h"
#include "support/result.h"
#include "testgen/generator.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

// Pseudo-exception of an observed outcome whose run did not end within the
// step limit: a test of it would time out.
inline constexpr const char* kRunDidNotEnd = "(no end)";

class OtherProgram {
public:
    // `options.max_steps_per_path` bounds each run: past it, the outcome is
    // a kRunDidNotEnd "exception".
    OtherProgram(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                 const engine::EngineOptions& options);
    ~OtherProgram();
    OtherProgram(const OtherProgram&) = delete;
    OtherProgram& operator=(const OtherProgram&) = delete;

    // What `run` (a test of class `class_name`, internal name, written in
    // package `test_package`) would meet on this program: a TestCase whose
    // outcome, receiver_after and arrays_after are set. Error (Unsupported):
    // its inputs cannot be carried over, or the run stopped at something the
    // engine does not run.
    Result<TestCase> rerun(const TestRun& run, const std::string& class_name, const std::string& test_package);

    // Work the reruns took (engine work units).
    std::uint64_t work() const;

private:
    engine::Program& program_;
    std::unique_ptr<engine::Engine> engine_;
};

// Do two observations of one test assert alike (same_assertions, outcome.h)?
// Of the receiver's queries afterwards, only those both runs observed count:
// a query one run could not observe (it threw, or made a call the engine
// does not follow) says nothing of how the other program differs.
bool same_outcome(const TestCase& expected, const TestCase& observed);

}  // namespace symcrete::testgen
