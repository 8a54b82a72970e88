// Differences between a reference and a candidate (program_diff.h): explore,
// rerun every input on the other program (testgen/rerun.h), group what
// differs, then let the JVM confirm it.
#include "verify/program_diff.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <tuple>

#include "classfile/descriptor.h"
#include "engine/work_budget.h"
#include "testgen/junit_writer.h"
#include "testgen/rerun.h"
#include "verify/made_field_by_field.h"

namespace symcrete::verify {

std::string describe(Difference::Kind kind) {
    switch (kind) {
        case Difference::Kind::Value: return "another value";
        case Difference::Kind::ValueVsException: return "an exception where the reference returns";
        case Difference::Kind::ExceptionVsValue: return "a value where the reference throws";
        case Difference::Kind::ExceptionClass: return "another exception";
        case Difference::Kind::NoEnd: return "no end (the run did not finish)";
        case Difference::Kind::Output: return "another output on System.out";
        case Difference::Kind::StateAfterException: return "the same exception, the object left otherwise";
    }
    return "?";
}

std::string key(Difference::Kind kind) {
    switch (kind) {
        case Difference::Kind::Value: return "value";
        case Difference::Kind::ValueVsException: return "value_vs_exception";
        case Difference::Kind::ExceptionVsValue: return "exception_vs_value";
        case Difference::Kind::ExceptionClass: return "exception_class";
        case Difference::Kind::NoEnd: return "no_end";
        case Difference::Kind::Output: return "output";
        case Difference::Kind::StateAfterException: return "state_after_exception";
    }
    return "?";
}

testgen::TestCase expecting_reference(const testgen::TestCase& inputs, const testgen::TestCase& reference) {
    testgen::TestCase test = inputs;
    test.outcome = reference.outcome;
    test.receiver_after = reference.receiver_after;
    test.arrays_after = reference.arrays_after;
    test.exception_trace = reference.exception_trace;
    test.exception_explicit = reference.exception_explicit;
    test.exception_message.clear();
    test.printed = reference.printed;
    return test;
}

void add_reason(std::vector<std::string>& reasons, std::string reason) {
    if (reasons.size() < 8 && std::find(reasons.begin(), reasons.end(), reason) == reasons.end())
        reasons.push_back(std::move(reason));
}

namespace {

// A run that stopped at the step limit.
bool did_not_end(const testgen::TestCase& test) {
    return test.outcome.kind == testgen::Outcome::Kind::Throws && test.outcome.exception == testgen::kRunDidNotEnd;
}

Difference::Kind kind_of(const testgen::TestCase& reference, const testgen::TestCase& candidate) {
    using testgen::Outcome;
    if (did_not_end(candidate)) return Difference::Kind::NoEnd;
    testgen::TestCase quiet_reference = reference, quiet_candidate = candidate;
    quiet_reference.printed.reset();
    quiet_candidate.printed.reset();
    if (testgen::same_outcome(quiet_reference, quiet_candidate)) return Difference::Kind::Output;
    const bool reference_threw = reference.outcome.kind == Outcome::Kind::Throws;
    const bool candidate_threw = candidate.outcome.kind == Outcome::Kind::Throws;
    if (reference_threw && candidate_threw)
        return reference.outcome.exception == candidate.outcome.exception ? Difference::Kind::StateAfterException
                                                                          : Difference::Kind::ExceptionClass;
    if (reference_threw) return Difference::Kind::ExceptionVsValue;
    if (candidate_threw) return Difference::Kind::ValueVsException;
    return Difference::Kind::Value;
}

// How far a number is from 0 (-1 as near as 1; a float by its integral part).
std::uint64_t magnitude(const testgen::JavaValue& value) {
    using Type = testgen::JavaValue::Type;
    std::int64_t number = 0;
    switch (value.type) {
        case Type::Boolean:
        case Type::Char: number = static_cast<std::int64_t>(value.bits & 0xFFFF); break;
        case Type::Byte: number = static_cast<std::int8_t>(value.bits); break;
        case Type::Short: number = static_cast<std::int16_t>(value.bits); break;
        case Type::Int: number = static_cast<std::int32_t>(value.bits); break;
        case Type::Long: number = static_cast<std::int64_t>(value.bits); break;
        case Type::Float:
        case Type::Double: {
            double real = 0;
            if (value.type == Type::Float) {
                float f = 0;
                const auto low = static_cast<std::uint32_t>(value.bits);
                std::memcpy(&f, &low, sizeof f);
                real = f;
            } else {
                std::memcpy(&real, &value.bits, sizeof real);
            }
            if (!(std::abs(real) < 9e18)) return std::numeric_limits<std::uint64_t>::max() / 4;  // NaN, huge
            number = static_cast<std::int64_t>(real);
        }
    }
    return number < 0 ? static_cast<std::uint64_t>(-(number + 1)) + 1 : static_cast<std::uint64_t>(number);
}

// How big an input is, for choosing the smallest of those showing one
// difference: its objects, then the length of its texts, then the size of
// its numbers.
std::tuple<std::size_t, std::size_t, std::uint64_t> input_size(const testgen::TestCase& test) {
    std::size_t objects = 0;
    std::size_t text = 0;
    std::uint64_t numbers = 0;
    auto add = [&](const testgen::InputValue& value) {
        if (value.kind != testgen::InputValue::Kind::Primitive) return;
        numbers += magnitude(value.primitive);
    };
    for (const testgen::TestObject& object : test.objects) {
        if (object.text) {
            text += object.text->size();
            continue;
        }
        ++objects;
        for (const auto& field : object.fields) add(field.value);
        for (const auto& element : object.elements) add(element);
        for (const auto& argument : object.constructor_arguments) add(argument);
    }
    for (const auto& argument : test.arguments) add(argument);
    if (test.construction) {
        for (const auto& argument : test.construction->arguments) add(argument);
        for (const auto& call : test.construction->calls) {
            ++objects;  // each setup call is a step more
            for (const auto& argument : call.arguments) add(argument);
        }
    }
    return {objects, text, numbers};
}

// The differences' tests; with their runners-up after each when asked.
testgen::TestSuite suite_of(const ClassDiff& diff, bool with_runners_up = false) {
    testgen::TestSuite suite;
    suite.class_name = diff.class_name;
    suite.static_state = diff.static_state;
    suite.test_package = diff.test_package;
    for (const Difference& difference : diff.differences) {
        suite.tests.push_back(difference.test);
        if (with_runners_up)
            for (const Difference& other : difference.runners_up) suite.tests.push_back(other.test);
        suite.capture_output |= difference.kind == Difference::Kind::Output;
    }
    return suite;
}

// Inputs kept per difference: the smallest and its runners-up.
constexpr std::size_t kInputsPerDifference = 3;

// Adds `found` to `known`'s inputs if it is among the smallest few, the
// smallest first; counts it either way.
void add_input(Difference& known, Difference found) {
    const std::size_t seen = known.inputs + 1;
    std::vector<Difference> ranked = std::move(known.runners_up);
    known.runners_up.clear();
    ranked.insert(ranked.begin(), std::move(known));
    const bool repeated = std::any_of(ranked.begin(), ranked.end(), [&](const Difference& d) { return d.test == found.test; });
    if (!repeated) {
        const auto size = input_size(found.test);
        const auto at = std::find_if(ranked.begin(), ranked.end(), [&](const Difference& d) { return size < input_size(d.test); });
        ranked.insert(at, std::move(found));
    }
    if (ranked.size() > kInputsPerDifference) ranked.resize(kInputsPerDifference);
    known = std::move(ranked.front());
    known.runners_up.assign(std::make_move_iterator(ranked.begin() + 1), std::make_move_iterator(ranked.end()));
    known.inputs = seen;
}

void name_tests(ClassDiff& diff) {
    const std::vector<std::string> names = testgen::junit_test_names(suite_of(diff));
    for (std::size_t i = 0; i < diff.differences.size(); ++i) diff.differences[i].test_name = names[i];
}

// A run of the other program taking this many times the steps of the
// longest path explored (and at least kMinSteps) does not end.
constexpr std::uint64_t kMinSteps = 1'000'000;

}  // namespace

Result<ExploredInputs> explore_and_rerun(DiffProgram& explored, DiffProgram* other, const DiffOptions& options,
                                         const InputVisitor& visit) {
    testgen::GenerateOptions generate = options.generate;
    generate.all_paths = true;
    generate.public_only = true;  // the API both programs offer, not a program's own helpers
    if (options.budget_seconds > 0)
        generate.engine.wall_clock_deadline = engine::safety_net_deadline(options.budget_seconds);
    auto generated = testgen::generate_tests(explored.stack.program, explored.stack.context, *explored.stack.solver,
                                             explored.cls, generate);
    if (!generated) return generated.error();
    ExploredInputs result;
    result.methods = generated->methods;
    result.static_state = generated->suite.static_state;
    result.test_package = generated->suite.test_package;
    std::optional<testgen::OtherProgram> rerun;
    if (other != nullptr) {
        engine::EngineOptions rerun_options = options.generate.engine;
        rerun_options.max_steps_per_path = std::max(kMinSteps, options.generate.engine.max_steps_per_path);
        rerun_options.path_budget.reset();  // a concrete run goes as deep as its input takes it
        rerun.emplace(other->stack.program, other->stack.context, *other->stack.solver, rerun_options);
    }
    auto not_comparable = [&](std::string reason) {
        ++result.not_comparable;
        add_reason(result.not_comparable_reasons, std::move(reason));
    };
    const testgen::TestSuite& suite = generated->suite;
    for (std::size_t i = 0; i < suite.tests.size(); ++i) {
        const testgen::TestCase& test = suite.tests[i];
        if (rests_on_object_made_field_by_field(test)) {
            not_comparable("an input made field by field (a state no code may make)");
            continue;
        }
        std::optional<testgen::TestCase> observed;
        if (rerun) {
            auto run = rerun->rerun(generated->test_runs[i], suite.class_name, suite.test_package);
            if (!run) {
                not_comparable(run.error().message);
                continue;
            }
            observed = std::move(*run);
        }
        if (auto reason = visit(test, observed ? *observed : test)) not_comparable(std::move(*reason));
    }
    return result;
}

Result<ClassDiff> diff_class(DiffProgram& reference, DiffProgram& candidate, const DiffOptions& options) {
    ClassDiff diff;
    diff.class_name = reference.cls.name;
    // Differences by method and kind (and exceptions): the smallest input of
    // each, and how many showed it.
    std::map<std::string, std::size_t> groups;
    auto compare = [&](DiffProgram& explored, DiffProgram& other, bool explored_is_reference) -> Status {
        auto explored_inputs = explore_and_rerun(
            explored, &other, options,
            [&](const testgen::TestCase& test, const testgen::TestCase& observed) -> std::optional<std::string> {
                const testgen::TestCase& reference_run = explored_is_reference ? test : observed;
                const testgen::TestCase& candidate_run = explored_is_reference ? observed : test;
                if (did_not_end(reference_run)) return "the reference's run did not end";
                ++diff.inputs;
                if (testgen::same_outcome(reference_run, candidate_run)) return std::nullopt;
                Difference difference;
                difference.kind = kind_of(reference_run, candidate_run);
                difference.method = test.method + test.descriptor;
                difference.test = expecting_reference(test, reference_run);
                difference.candidate = candidate_run;
                difference.found_by = explored_is_reference ? "reference" : "candidate";
                difference.inputs = 1;
                const std::string group = fmt::format("{}|{}|{}|{}", difference.method, key(difference.kind),
                                                      reference_run.outcome.exception, candidate_run.outcome.exception);
                auto [at, added] = groups.emplace(group, diff.differences.size());
                if (added) {
                    diff.differences.push_back(std::move(difference));
                    return std::nullopt;
                }
                add_input(diff.differences[at->second], std::move(difference));
                return std::nullopt;
            });
        if (!explored_inputs) return explored_inputs.error();
        (explored_is_reference ? diff.reference_methods : diff.candidate_methods) = explored_inputs->methods;
        if (explored_is_reference) {
            diff.static_state = explored_inputs->static_state;
            diff.test_package = explored_inputs->test_package;
        }
        diff.not_comparable += explored_inputs->not_comparable;
        for (std::string& reason : explored_inputs->not_comparable_reasons) add_reason(diff.not_comparable_reasons, reason);
        return Ok{};
    };
    if (options.inputs != DiffInputs::Candidate)
        if (Status status = compare(reference, candidate, true); !status) return status.error();
    if (options.inputs != DiffInputs::Reference)
        if (Status status = compare(candidate, reference, false); !status) return status.error();
    name_tests(diff);
    return diff;
}

Status confirm_differences(ClassDiff& diff, const DiffProgram& reference, const DiffProgram& candidate,
                           const DiffOptions& options) {
    if (diff.differences.empty()) return Ok{};
    testgen::ValidatorOptions validator = options.validator;
    validator.measure_coverage = false;
    validator.class_path = reference.class_path;
    // On the reference, every test must pass: one that fails shows an
    // engine bug, not a difference, and is taken out.
    const std::filesystem::path work = options.out_dir / ".symcrete-diff";
    auto on_reference = testgen::write_and_validate(suite_of(diff, true), work, validator, /*remove_failing=*/true);
    if (!on_reference) {
        std::error_code ec;
        std::filesystem::remove_all(work, ec);
        return on_reference.error();
    }
    validator.class_path = candidate.class_path;
    auto on_candidate = testgen::validate({on_reference->source}, diff.class_name, validator);
    std::error_code ec;
    std::filesystem::remove_all(work, ec);
    if (!on_candidate)
        return Error{fmt::format("the difference tests do not run on the candidate: {}", on_candidate.error().message),
                     on_candidate.error().kind};
    const std::vector<std::string> passing_names = testgen::junit_test_names(on_reference->suite);
    // Why an input's test does not confirm its difference; nothing when it does.
    auto refutation = [&](Difference& difference) -> std::optional<std::string> {
        const auto& tests = on_reference->suite.tests;
        const auto at = std::find(tests.begin(), tests.end(), difference.test);
        if (at == tests.end()) return "its test failed on the reference";
        const std::string& name = passing_names[static_cast<std::size_t>(at - tests.begin())];
        const testgen::TestOutcome* outcome = on_candidate->find(name);
        if (outcome == nullptr) return "JUnit did not run it on the candidate";
        if (outcome->passed) return "its test passed on the candidate";
        difference.candidate_failure = outcome->message;
        return std::nullopt;
    };
    std::vector<Difference> confirmed;
    for (Difference& difference : diff.differences) {
        std::optional<std::string> why = refutation(difference);
        for (std::size_t k = 0; why && k < difference.runners_up.size(); ++k) {
            if (refutation(difference.runners_up[k])) continue;
            Difference other = std::move(difference.runners_up[k]);
            other.inputs = difference.inputs;
            difference = std::move(other);
            why.reset();
        }
        difference.runners_up.clear();
        if (!why) {
            confirmed.push_back(std::move(difference));
            continue;
        }
        ++diff.unconfirmed;
        if (diff.unconfirmed_examples.size() < 4)
            diff.unconfirmed_examples.push_back(fmt::format("{} in {}: {}", describe(difference.kind), difference.method, *why));
    }
    diff.differences = std::move(confirmed);
    if (diff.differences.empty()) return Ok{};
    name_tests(diff);
    auto file = testgen::write_junit_file(suite_of(diff), options.out_dir);
    if (!file) return file.error();
    diff.test_file = *file;
    return Ok{};
}

}  // namespace symcrete::verify
