// Tests run on another program (rerun.h): the inputs carried over by name,
// one engine for every rerun, outcomes read as outcome.h reads any run.
#include "testgen/rerun.h"

#include <fmt/format.h>

#include <algorithm>

#include "engine/replay_transfer.h"
#include "outcome.h"

namespace symcrete::testgen {

OtherProgram::OtherProgram(engine::Program& program, expr::ExprContext& context, solver::Solver& solver,
                           const engine::EngineOptions& options)
    : program_(program), engine_(std::make_unique<engine::Engine>(program, context, solver, options)) {}

OtherProgram::~OtherProgram() = default;

std::uint64_t OtherProgram::work() const { return engine_->stats().work; }

Result<TestCase> OtherProgram::rerun(const TestRun& run, const std::string& class_name,
                                     const std::string& test_package) {
    auto cls = program_.klass(class_name);
    if (!cls || (*cls)->file == nullptr)
        return Error{fmt::format("the other program has no class {}", class_name), ErrorKind::Unsupported};
    const classfile::Method* method = (*cls)->file->find_method(run.method->name, run.method->descriptor);
    if (method == nullptr)
        return Error{fmt::format("the other program's {} has no method {}{}", class_name, run.method->name,
                                 run.method->descriptor),
                     ErrorKind::Unsupported};
    auto inputs = engine::transfer_replay_inputs(run.inputs, program_);
    if (!inputs) return inputs.error();
    engine::PathResult path = engine_->run(*(*cls)->file, *method, *inputs);
    // A construction or setup call that refused what the test gives it is
    // no outcome of the method: the test's statement before the call fails.
    if (path.setup_failed)
        return Error{fmt::format("the receiver's construction or a call before the method ended {}{}",
                                 engine::to_string(path.end), path.detail.empty() ? "" : ": " + path.detail),
                     ErrorKind::Unsupported};
    std::optional<TestCase> observed = observed_outcome(path, method->descriptor, test_package);
    if (!observed)
        return Error{fmt::format("the run ended {}: {}", engine::to_string(path.end), path.detail),
                     ErrorKind::Unsupported};
    observed->printed = path.out;
    return std::move(*observed);
}

namespace {

// The getters of `getters` that `other` has a value of too.
std::vector<Getter> observed_by_both(const std::vector<Getter>& getters, const std::vector<Getter>& other) {
    std::vector<Getter> common;
    for (const Getter& getter : getters)
        if (std::any_of(other.begin(), other.end(), [&](const Getter& g) {
                return g.method == getter.method && g.argument == getter.argument && g.then == getter.then;
            }))
            common.push_back(getter);
    return common;
}

}  // namespace

bool same_outcome(const TestCase& expected, const TestCase& observed) {
    TestCase a = expected, b = observed;
    a.receiver_after = observed_by_both(expected.receiver_after, observed.receiver_after);
    b.receiver_after = observed_by_both(observed.receiver_after, expected.receiver_after);
    return same_assertions(a, b);
}

}  // namespace symcrete::testgen
