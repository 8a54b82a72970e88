// From a finished path to a test (replay.h): the concrete run that gives the
// test its exact outcome, checked against the symbolic prediction, and the
// path condition as the Java text of the test's comment.
#include "replay.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>
#include <fmt/format.h>

#include "checked_exceptions.h"
#include "descriptions.h"
#include "expr/evaluator.h"
#include "outcome.h"
#include "path_condition.h"
#include "symbolic_view.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen::generation_detail {

using engine::PathEnd;
using engine::PathResult;
using expr::Value;

namespace {

// How a path ended, for a replay-mismatch message: a returned value under
// the path's model (`predicted`), with the start of its expression (a
// hash over a symbolic string can print as megabytes).
std::string describe_outcome(const PathResult& path, const std::optional<Value>& predicted = std::nullopt) {
    constexpr std::size_t kExpressionShown = 300;
    if (path.end == PathEnd::Threw) return "throws " + path.exception_class;
    if (path.end != PathEnd::Returned)
        return path.detail.empty() ? engine::to_string(path.end)
                                   : fmt::format("{} ({})", engine::to_string(path.end), path.detail);
    if (!path.return_value) return "returns";
    std::string expression = path.return_value->to_string();
    if (expression.size() > kExpressionShown) expression = expression.substr(0, kExpressionShown) + " ...";
    if (!predicted || predicted->to_string() == expression) return "returns " + expression;
    return fmt::format("returns {} (from {})", predicted->to_string(), expression);
}

// The inputs the path's condition and values name, with their Java types:
// the method's parameters, and the construction's and setup calls'.
std::vector<ConditionParameter> named_inputs(const PathResult& path, const classfile::MethodType& type, bool is_static) {
    std::vector<Value> parameters = path.arguments;
    if (!is_static && !parameters.empty()) parameters.erase(parameters.begin());
    std::vector<ConditionParameter> named = condition_parameters(parameters, type);
    if (path.construction) {
        // The construction's parameters read in their types too (booleans, chars).
        auto made = classfile::parse_method_descriptor(path.construction->method->descriptor());
        if (made) {
            std::vector<ConditionParameter> more = condition_parameters(path.construction->arguments, *made);
            named.insert(named.end(), more.begin(), more.end());
        }
        for (const engine::SetupCall& call : path.construction->calls) {
            auto called = classfile::parse_method_descriptor(call.method->descriptor());
            if (!called) continue;
            std::vector<ConditionParameter> more = condition_parameters(call.arguments, *called);
            named.insert(named.end(), more.begin(), more.end());
        }
    }
    return named;
}

std::string path_condition_text(const PathResult& path, const std::vector<ConditionParameter>& named) {
    // An input's domain (lengths and chars in range) holds for every test: left out.
    std::vector<const expr::Expr*> shown = path.path_condition;
    if (path.inputs && !path.inputs->domain.empty()) {
        const std::set<const expr::Expr*> domain(path.inputs->domain.begin(), path.inputs->domain.end());
        shown.erase(std::remove_if(shown.begin(), shown.end(), [&](const expr::Expr* c) { return domain.count(c) != 0; }),
                    shown.end());
    }
    return render_path_condition(shown, named);
}

// A value of the path under its model: concrete as it is, symbolic evaluated.
Value under_model(const Value& value, const expr::Assignment& model) {
    return value.is_symbolic() ? expr::evaluate(value.expr(), model) : value;
}

// Whether runs with identity hash codes other than `actual`'s (two other
// salts) end as it did: the same exception, or the same value and output.
bool same_under_other_identity_hashes(engine::Engine& engine, const classfile::ClassFile& cls,
                                      const classfile::Method& method, const engine::ReplayInputs& inputs,
                                      const PathResult& actual) {
    constexpr std::uint32_t kOtherSalts[] = {0x5bd1e995u, 0xc2b2ae35u};
    bool same = true;
    for (std::uint32_t salt : kOtherSalts) {
        engine.set_identity_hash_salt(salt);
        const PathResult again = engine.run(cls, method, inputs);
        same = again.end == actual.end && again.exception_class == actual.exception_class &&
               again.out == actual.out && again.err == actual.err &&
               again.return_value.has_value() == actual.return_value.has_value() &&
               (!again.return_value || again.return_value->bits() == actual.return_value->bits());
        if (!same) break;
    }
    engine.set_identity_hash_salt(0);
    return same;
}

}  // namespace

Result<TestCase> replay(GenerationContext& generation, engine::Engine& engine, const classfile::Method& method,
                        const classfile::MethodType& type, const PathResult& path,
                        engine::ReplayInputs* replay_inputs) {
    const classfile::ClassFile& cls = generation.cls;
    classfile::ClassPath& class_path = generation.class_path;
    TestCase test;
    test.method = method.name;
    test.descriptor = method.descriptor;
    test.throws_checked = declares_checked_exception(class_path, method);
    test.signature = method.signature;
    if (path.construction) {
        test.throws_checked |= declares_checked_exception(class_path, *path.construction->method->method);
        for (const engine::SetupCall& call : path.construction->calls)
            test.throws_checked |= declares_checked_exception(class_path, *call.method->method);
    }
    ConcreteInputs inputs = concrete_inputs(generation.context, path, type, method.is_static(), generation.test_package);
    test.objects = std::move(inputs.objects);
    test.receiver = inputs.receiver;
    test.construction = std::move(inputs.construction);
    test.arguments = std::move(inputs.arguments);
    PathResult actual = engine.run(cls, method, inputs.replay);
    test.cost.measured = actual.cost;

    // The symbolic prediction under the model must be what the replay did.
    std::optional<Value> predicted;
    if (path.return_value)
        predicted = under_model(*path.return_value, path.model);
    bool agrees = actual.end == path.end && actual.exception_class == path.exception_class &&
                  actual.setup_failed == path.setup_failed &&
                  actual.refused_call_exception == path.refused_call_exception;
    if (test.construction)
        for (std::size_t i = 0; i < test.construction->calls.size() && i < inputs.replay.construction->calls.size(); ++i)
            if (inputs.replay.construction->calls[i].refused)
                test.construction->calls[i].refused_with = actual.refused_call_exception;
    // A value that took an identity hash code (an enum's or a plain
    // object's hashCode(), a record's over one) may differ on every JVM run,
    // and no test can assert it. The JDK's own tables take such hashes too
    // (its class loaders' and locale providers' caches, Map.of) for outcomes
    // that do not depend on them: replays under other hashes tell the two
    // apart.
    auto took_identity_hash = [](const PathResult& run) {
        return std::any_of(run.precision_lost.begin(), run.precision_lost.end(), [](const engine::PrecisionLoss& loss) {
            return loss.kind == engine::PrecisionLossKind::IdentityHash;
        });
    };
    if (agrees && predicted && predicted->kind() != expr::ValueKind::Ref &&
        (took_identity_hash(path) || took_identity_hash(actual)) &&
        !same_under_other_identity_hashes(engine, cls, method, inputs.replay, actual))
        return Error{"its result depends on an identity hash code, which the JVM chooses anew on every run",
                     ErrorKind::Unsupported};
    if (replay_inputs != nullptr) *replay_inputs = std::move(inputs.replay);
    // References are compared by the objects they describe, not addresses.
    if (agrees && predicted && actual.return_value && predicted->kind() != expr::ValueKind::Ref)
        agrees = predicted->bits() == actual.return_value->bits();
    if (!agrees) {
        return Error{fmt::format("replay mismatch in {}.{}{} on arguments ({}): symbolic execution predicted {}, "
                                 "the concrete run {}",
                                 cls.name, method.name, method.descriptor, describe_arguments(test.arguments),
                                 describe_outcome(path, predicted), describe_outcome(actual))};
    }
    record_outcome(actual, type, generation.test_package, test);
    if (generation.options.record_output) test.printed = actual.out;
    const std::vector<ConditionParameter> named = named_inputs(path, type, method.is_static());
    test.path_condition = path_condition_text(path, named);
    if (generation.options.engine.record_heaps) test.symbolic.shown = symbolic_case(path, type, named, test.path_condition);
    return test;
}

}  // namespace symcrete::testgen::generation_detail
