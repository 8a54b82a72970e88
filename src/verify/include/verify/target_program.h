// `symcrete reach` on a program that takes its inputs from SV-COMP's
// Verifier (org.sosy_lab.sv_benchmarks.Verifier.nondet*()) rather than
// from main's arguments: main is explored as `svcomp` explores it, with each
// nondet value symbolic, guided towards the target; a path that reaches it
// becomes a test that runs main with a Verifier of its own replaying that
// path's values (reproducer.h). For the failure of an assert that test is
// svcomp's reproducer, which must fail on the JVM with the AssertionError.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "engine/engine_stack.h"
#include "engine/nondet.h"
#include "engine/target_guide.h"
#include "solver/solver.h"
#include "support/result.h"

namespace symcrete::verify {

// Whether the class path's programs read SV-COMP's Verifier: it is there,
// and not the JDK's.
bool reads_verifier_inputs(engine::Program& program);

// main(String[]) explored towards the target.
struct MainExploration {
    bool reached = false;
    // reached: the path's Verifier values in call order, how it ended
    // (exception_class empty: main returned), the frames at the target.
    std::vector<engine::NondetValue> inputs;
    std::string exception_class;
    bool exited = false;  // System.exit ended the path: no JUnit test can run it
    std::vector<std::string> chain;
    std::uint64_t paths = 0;
    std::uint64_t pruned = 0;
    std::uint64_t work = 0;
    // Why the paths explored do not stand for every execution of main (a
    // bound, a pinned value, the budget, ...); empty when they do.
    std::string not_exact;
};

struct MainExplorationOptions {
    std::uint64_t work_budget = 0;
    unsigned branch_bound = 8;  // the first round's; later rounds lift it while the budget lasts
    bool enable_assertions = true;
    // reach's own, counted in work as the rest of its exploration (svcomp's
    // bound each query by time alone).
    solver::QueryLimits solver_limits;
    std::optional<std::chrono::steady_clock::time_point> wall_clock_deadline;
    const std::atomic<bool>* stop_requested = nullptr;
};

Result<MainExploration> explore_main_towards(engine::EngineStack& stack, std::shared_ptr<engine::TargetGuide> guide,
                                             const classfile::ClassFile& main, const MainExplorationOptions& options);

}  // namespace symcrete::verify
