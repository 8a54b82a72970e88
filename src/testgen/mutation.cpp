// The mutation analysis loop of mutation.h. Tests and candidates are first
// rerun on the original, and only those whose rerun repeats their assertions
// are used; the longest rerun sets the step limit (ten times it, at least
// 100,000) past which a mutant's run counts as never ending. Each mutant is
// installed by swapping its method's Code and swapped back by a scope guard.
// Tests of the mutated method run first, then chosen candidates, then the rest,
// until one kills it. Initialisers, intrinsics and compiler-made methods (not
// lambda bodies) are not mutated.
#include "testgen/mutation.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "classfile/descriptor.h"
#include "outcome.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen {
namespace {

using engine::PathEnd;
using engine::PathResult;

// A run of a mutant lasting this many times the longest run of the
// original (and at least kMinStepLimit instructions) no longer ends: the
// mutant is killed, as a test that times out fails.
constexpr std::uint64_t kStepLimitFactor = 10;
constexpr std::uint64_t kMinStepLimit = 100'000;

// Runs tests on the program as it stands (original or mutated) within a budget.
class TestRunner {
public:
    TestRunner(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
               const classfile::ClassFile& cls, std::string test_package, const engine::EngineOptions& options,
               std::uint64_t budget)
        : program_(program),
          context_(context),
          solver_(solver),
          cls_(cls),
          test_package_(std::move(test_package)),
          options_(options),
          budget_(budget) {}

    bool budget_left() const { return spent_ < budget_; }
    std::uint64_t spent() const { return spent_; }
    std::size_t runs() const { return runs_; }
    std::uint64_t longest_run() const { return longest_; }
    void limit_steps(std::uint64_t steps) { options_.max_steps_per_path = steps; engine_.reset(); }

    // What the test would assert after this run; nullopt when the engine
    // could not run it to the end (nothing can be said then).
    std::optional<TestCase> observe(const TestRun& run) {
        if (!engine_) engine_ = std::make_unique<engine::Engine>(program_, context_, solver_, options_);
        const std::uint64_t before = engine_->stats().work;
        PathResult path = engine_->run(cls_, *run.method, run.inputs);
        const std::uint64_t work = engine_->stats().work - before;
        spent_ += std::max<std::uint64_t>(work, 1);
        ++runs_;
        longest_ = std::max(longest_, work);
        return observed_outcome(path, run.method->descriptor, test_package_);
    }

    // Does the test fail on the program as it stands?
    bool fails(const TestCase& test, const TestRun& run) {
        std::optional<TestCase> observed = observe(run);
        return observed && !same_assertions(test, *observed);
    }

private:
    engine::Program& program_;
    expr::ExprContext& context_;
    solver::Solver& solver_;
    const classfile::ClassFile& cls_;
    std::string test_package_;  // where the tests live (internal form)
    engine::EngineOptions options_;
    std::unique_ptr<engine::Engine> engine_;
    std::uint64_t budget_;
    std::uint64_t spent_ = 0;
    std::uint64_t longest_ = 0;
    std::size_t runs_ = 0;
};

// A mutant's code installed for as long as it lives.
class InstalledMutant {
public:
    InstalledMutant(const engine::MethodInfo& method, const ir::Function& original, const ir::Mutation& mutation)
        : method_(method), function_(ir::mutate(original, mutation)),
          code_(engine::Program::make_code(method, function_)),
          original_(engine::Program::replace_code(method, &code_)) {}
    ~InstalledMutant() { engine::Program::replace_code(method_, original_); }
    InstalledMutant(const InstalledMutant&) = delete;
    InstalledMutant& operator=(const InstalledMutant&) = delete;

private:
    const engine::MethodInfo& method_;
    ir::Function function_;
    engine::Code code_;
    const engine::Code* original_;
};

struct MutantSite {
    const engine::MethodInfo* method;
    const ir::Function* original;
    ir::Mutation mutation;
};

std::vector<MutantSite> mutant_sites(engine::Program& program, const classfile::ClassFile& cls) {
    std::vector<MutantSite> sites;
    auto runtime = program.klass(cls.name);
    if (!runtime) return sites;
    for (const engine::MethodInfo& info : (*runtime)->methods) {
        // Class initialisation runs once per test run, but tests restore the
        // statics it sets; its mutants would mostly be unobservable noise.
        if (info.intrinsic != nullptr || info.method->name == "<clinit>" || !info.method->code) continue;
        // Synthetic methods are the compiler's (bridges, enum helpers, record
        // plumbing), except a lambda's body, which is code the user wrote.
        if ((info.method->access_flags & classfile::access::Synthetic) && !info.method->name.starts_with("lambda$"))
            continue;
        auto code = program.code(info);
        if (!code) continue;
        for (ir::Mutation& mutation : ir::mutations_of(*(*code)->fn))
            sites.push_back(MutantSite{&info, (*code)->fn, std::move(mutation)});
    }
    return sites;
}

}  // namespace

MutationReport analyse_mutants(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                               const classfile::ClassFile& cls, GenerationResult& result,
                               const MutationOptions& options) {
    MutationReport report;
    const std::string test_package =
        result.suite.test_package.empty() ? package_of(cls.name) : result.suite.test_package;
    TestRunner runner(program, context, solver, cls, test_package, options.engine, options.work_budget);

    // The original first: only tests whose rerun repeats their outcome can
    // tell a mutant apart (the rest are left out, and counted).
    std::vector<std::size_t> usable;
    for (std::size_t i = 0; i < result.suite.tests.size() && runner.budget_left(); ++i) {
        std::optional<TestCase> observed = runner.observe(result.test_runs[i]);
        if (observed && same_assertions(result.suite.tests[i], *observed)) usable.push_back(i);
        else ++report.tests_not_rerun;
    }
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < result.candidates.size() && runner.budget_left(); ++i) {
        std::optional<TestCase> observed = runner.observe(result.candidates[i].run);
        if (observed && same_assertions(result.candidates[i].test, *observed)) candidates.push_back(i);
    }
    runner.limit_steps(std::max(kMinStepLimit, kStepLimitFactor * runner.longest_run()));

    std::vector<bool> selected(result.candidates.size(), false);
    std::vector<std::size_t> chosen;  // selected candidates, in the order they were chosen
    for (const MutantSite& site : mutant_sites(program, cls)) {
        MutantOutcome outcome{site.method->name() + site.method->descriptor(), site.mutation, MutantOutcome::Status::NotRun, std::nullopt};
        ++report.mutants;
        ++report.by_operator[static_cast<std::size_t>(site.mutation.op)].mutants;
        if (!runner.budget_left()) {
            ++report.not_run;
            report.budget_exhausted = true;
            report.outcomes.push_back(std::move(outcome));
            continue;
        }
        const InstalledMutant mutant(*site.method, *site.original, site.mutation);
        // Tests of the mutated method first: they reach the mutant surely,
        // the others only through calls.
        const classfile::Method* mutated = site.method->method;
        auto tests_first = [&](const std::vector<std::size_t>& order, auto run_of) {
            std::vector<std::size_t> sorted = order;
            std::stable_partition(sorted.begin(), sorted.end(),
                                  [&](std::size_t i) { return run_of(i).method == mutated; });
            return sorted;
        };
        auto kept_run = [&](std::size_t i) -> const TestRun& { return result.test_runs[i]; };
        auto candidate_run = [&](std::size_t i) -> const TestRun& { return result.candidates[i].run; };
        bool killed = false;
        for (std::size_t i : tests_first(usable, kept_run)) {
            if ((killed = runner.fails(result.suite.tests[i], result.test_runs[i]))) outcome.killed_by = i;
            if (killed || !runner.budget_left()) break;
        }
        // Then the candidates already chosen, then the others in order. A
        // candidate's suite index is known once the chosen join the suite.
        std::optional<std::size_t> killing_candidate;
        for (std::size_t i : tests_first(chosen, candidate_run)) {
            if (killed || !runner.budget_left()) break;
            if ((killed = runner.fails(result.candidates[i].test, result.candidates[i].run))) killing_candidate = i;
        }
        for (std::size_t i : tests_first(candidates, candidate_run)) {
            if (killed || !runner.budget_left()) break;
            if (selected[i]) continue;
            if ((killed = runner.fails(result.candidates[i].test, result.candidates[i].run))) {
                selected[i] = true;
                chosen.push_back(i);
                killing_candidate = i;
            }
        }
        if (killing_candidate) outcome.killed_by = result.suite.tests.size() + *killing_candidate;  // fixed below
        outcome.status = killed ? MutantOutcome::Status::Killed : MutantOutcome::Status::Survived;
        if (killed) {
            ++report.killed;
            ++report.by_operator[static_cast<std::size_t>(site.mutation.op)].killed;
        }
        report.budget_exhausted |= !runner.budget_left();
        report.outcomes.push_back(std::move(outcome));
    }

    // The chosen candidates join the suite, in the order their paths ended;
    // the mutants they killed name their place there.
    const std::size_t kept_tests = result.suite.tests.size();
    std::vector<std::size_t> suite_index(result.candidates.size());
    for (std::size_t i = 0, next = kept_tests; i < result.candidates.size(); ++i)
        if (selected[i]) suite_index[i] = next++;
    for (MutantOutcome& outcome : report.outcomes)
        if (outcome.killed_by && *outcome.killed_by >= kept_tests)
            outcome.killed_by = suite_index[*outcome.killed_by - kept_tests];
    for (std::size_t i = 0; i < result.candidates.size(); ++i) {
        if (!selected[i]) continue;
        Candidate& candidate = result.candidates[i];
        result.suite.tests.push_back(std::move(candidate.test));
        result.test_runs.push_back(std::move(candidate.run));
        ++result.methods[candidate.method_report].tests;
        ++report.tests_added;
    }
    std::vector<Candidate> rest;
    for (std::size_t i = 0; i < result.candidates.size(); ++i)
        if (!selected[i]) rest.push_back(std::move(result.candidates[i]));
    result.candidates = std::move(rest);
    report.runs = runner.runs();
    report.work = runner.spent();
    return report;
}

MutationReport after_removals(const MutationReport& report, const std::vector<bool>& removed) {
    MutationReport kept = report;
    for (MutantOutcome& outcome : kept.outcomes) {
        if (outcome.status != MutantOutcome::Status::Killed || !outcome.killed_by) continue;
        if (*outcome.killed_by >= removed.size() || !removed[*outcome.killed_by]) continue;
        outcome.status = MutantOutcome::Status::Survived;
        outcome.killed_by.reset();
        --kept.killed;
        --kept.by_operator[static_cast<std::size_t>(outcome.mutation.op)].killed;
        ++kept.killed_by_removed_tests;
    }
    return kept;
}

}  // namespace symcrete::testgen
