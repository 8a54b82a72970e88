// Exploring a Verifier-reading program's main towards a target
// (target_program.h). Rounds as svcomp's: the first with reach's branch bound,
// later ones with larger bounds while some path met a bound and the budget
// lasts; each round a fresh exploration. Branches are not merged: a merged
// branch runs both sides in one state, and the target's block would count as
// entered on a side the inputs do not take.
#include "verify/target_program.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "engine/engine.h"
#include "verify/program_verifier.h"

namespace symcrete::verify {

bool reads_verifier_inputs(engine::Program& program) {
    auto verifier = program.klass("org/sosy_lab/sv_benchmarks/Verifier");
    return verifier && (*verifier)->file != nullptr && !engine::is_jdk_class(*verifier);
}

Result<MainExploration> explore_main_towards(engine::EngineStack& stack, std::shared_ptr<engine::TargetGuide> guide,
                                             const classfile::ClassFile& main, const MainExplorationOptions& options) {
    MainExploration result;
    std::uint64_t budget = options.work_budget;
    const VerifyOptions svcomp;
    // The first round's nondetString() texts hold printable chars, as gen's
    // input Strings: a parser's paths over any char mostly fail on control
    // and non-ASCII chars, and the target usually needs the others. When
    // some text was so restricted, the round runs again without it.
    struct Pass {
        VerifyOptions::Round round;
        bool printable = false;
    };
    const VerifyOptions::Round first{options.branch_bound, 16};
    std::vector<Pass> passes = {{first, true}, {first, false}};
    for (const VerifyOptions::Round& round : svcomp.rounds)
        if (round.branch_bound > options.branch_bound) passes.push_back({round, false});
    for (std::size_t i = 0; i < passes.size(); ++i) {
        const VerifyOptions::Round& round = passes[i].round;
        const bool printable = passes[i].printable;
        engine::EngineOptions explore = program_exploration_options(svcomp, round);
        explore.inputs.printable_strings = printable;
        bool printable_texts = false;
        explore.merge_pure_branches = false;
        // The JVM's run confirms what a path reaches, so its clocks and
        // identity hashes may be one value each here: symbolic, they split
        // the JDK's own hash tables (its class loaders', its locale data's)
        // into paths that all end alike.
        explore.jvm_choices_symbolic = false;
        explore.enable_assertions = options.enable_assertions;
        explore.target = guide;
        explore.search = engine::SearchStrategy::TargetGuided;
        explore.work_budget = budget;
        explore.solver_limits = options.solver_limits;
        explore.wall_clock_deadline = options.wall_clock_deadline;
        explore.stop_requested = options.stop_requested;
        engine::Engine engine(stack.program, stack.context, *stack.solver, explore);
        if (Status status = engine.begin_main(main, {}); !status) return status.error();
        std::string not_exact;
        bool bounded = false;
        auto note = [&](const std::string& why) {
            if (not_exact.empty()) not_exact = why;
        };
        while (!engine.finished() && engine.stats().work < budget) {
            const std::vector<engine::PathResult> paths = engine.resume(budget - engine.stats().work);
            if (paths.empty() && !engine.finished()) break;  // a limit ended it
            for (const engine::PathResult& path : paths) {
                ++result.paths;
                if (path.reached_target) {
                    result.reached = true;
                    result.inputs = path.nondet;
                    result.chain = path.target_chain;
                    result.exited = path.end == engine::PathEnd::Exited;
                    if (path.end == engine::PathEnd::Threw) result.exception_class = path.exception_class;
                    // A path cut short (a bound, an unsupported call) after
                    // the target still reached it; the JVM's run confirms.
                    break;
                }
                switch (path.end) {
                    case engine::PathEnd::Unsupported: note("unsupported: " + path.detail); break;
                    case engine::PathEnd::DepthExceeded: note("the call depth bound ended a path"); break;
                    case engine::PathEnd::StepsExceeded: note("the step bound ended a path"); break;
                    default: break;
                }
                for (const engine::PrecisionLoss& loss : path.precision_lost) {
                    note(loss.text);
                    bounded |= engine::is_bound(loss.kind);
                    printable_texts |= printable && loss.kind == engine::PrecisionLossKind::NondetStringBound;
                }
            }
            if (result.reached) break;
        }
        const engine::ExplorationStats& stats = engine.stats();
        result.pruned += stats.pruned;
        result.work += stats.work;
        budget -= std::min(budget, stats.work);
        if (result.reached) {
            result.not_exact.clear();
            return result;
        }
        // What more budget would lift comes first.
        if (!engine.finished() || stats.work >= budget || stats.budget_exhausted || stats.wall_clock_fired)
            not_exact = (options.stop_requested != nullptr && options.stop_requested->load() ? "interrupted"
                                                                                           : "the budget ended exploration") +
                        (not_exact.empty() ? "" : " (and " + not_exact + ")");
        result.not_exact = not_exact;
        if (printable) {
            if (printable_texts && budget > 0) continue;  // the same round over every char
            ++i;  // no text was restricted: over every char it would explore the same paths
        }
        // Larger bounds may reach it, or make every path exact.
        if (not_exact.empty() || !bounded || budget == 0) break;
    }
    return result;
}

}  // namespace symcrete::verify
