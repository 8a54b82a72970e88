#include "testgen/generator.h"

#include <fmt/format.h>
#include <set>

#include "classfile/descriptor.h"
#include "expr/evaluator.h"
#include "testgen/checked_exceptions.h"

namespace symcrete::testgen {
namespace {

using classfile::BaseType;
using engine::PathEnd;
using engine::PathResult;
using expr::Value;

// The Java value of a parameter of type `type` from a concrete engine value.
JavaValue to_java(const classfile::FieldType& type, const Value& v) {
    switch (type.element) {
        case BaseType::Boolean: return JavaValue::boolean(v.as_i32() != 0);
        case BaseType::Byte: return JavaValue::byte(static_cast<std::int8_t>(v.as_i32()));
        case BaseType::Char: return JavaValue::character(static_cast<std::uint16_t>(v.as_i32()));
        case BaseType::Short: return JavaValue::short_value(static_cast<std::int16_t>(v.as_i32()));
        case BaseType::Long: return JavaValue::long_value(v.as_i64());
        case BaseType::Float: return JavaValue::float_value(v.as_f32());
        case BaseType::Double: return JavaValue::double_value(v.as_f64());
        default: return JavaValue::integer(v.as_i32());
    }
}

std::string describe_arguments(const std::vector<JavaValue>& args) {
    std::string text;
    for (const JavaValue& arg : args) {
        if (!text.empty()) text += ", ";
        text += fmt::format("0x{:x}", arg.bits);
    }
    return text;
}

std::string describe_outcome(const PathResult& path) {
    if (path.end == PathEnd::Threw) return "throws " + path.exception_class;
    if (path.end != PathEnd::Returned) return engine::to_string(path.end);
    return path.return_value ? "returns " + path.return_value->to_string() : "returns";
}

std::string path_condition_text(const PathResult& path) {
    std::string text;
    for (const expr::Expr* conjunct : path.path_condition) {
        if (!text.empty()) text += " && ";
        text += expr::to_string(conjunct);
    }
    return text.empty() ? "true" : text;
}

// Replays one path concretely and builds its test, or explains the mismatch.
Result<TestCase> replay(engine::Engine& engine, const classfile::ClassFile& cls, const classfile::Method& method,
                        const classfile::MethodType& type, const PathResult& path, classfile::ClassPath& class_path) {
    std::vector<Value> concrete_args;
    TestCase test;
    test.method = method.name;
    test.descriptor = method.descriptor;
    test.throws_checked = declares_checked_exception(class_path, method);
    for (std::size_t i = 0; i < path.arguments.size(); ++i) {
        const Value& arg = path.arguments[i];
        Value concrete = arg.is_symbolic() ? expr::evaluate(arg.expr(), path.model) : arg;
        concrete_args.push_back(concrete);
        test.arguments.push_back(to_java(type.parameters[i], concrete));
    }
    PathResult actual = engine.run(cls, method, concrete_args);

    // The symbolic prediction under the model must be what the replay did.
    std::optional<Value> predicted;
    if (path.return_value)
        predicted = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                     : *path.return_value;
    bool agrees = actual.end == path.end && actual.exception_class == path.exception_class;
    if (agrees && predicted && actual.return_value) agrees = predicted->bits() == actual.return_value->bits();
    if (!agrees) {
        return Error{fmt::format("replay mismatch in {}.{}{} on arguments ({}): symbolic execution predicted {}, "
                                 "the concrete run {}",
                                 cls.name, method.name, method.descriptor, describe_arguments(test.arguments),
                                 describe_outcome(path), describe_outcome(actual))};
    }
    if (actual.end == PathEnd::Threw) {
        test.outcome.kind = Outcome::Kind::Throws;
        test.outcome.exception = actual.exception_class;
    } else if (type.return_type.element == BaseType::Void) {
        test.outcome.kind = Outcome::Kind::ReturnsVoid;
    } else {
        test.outcome.kind = Outcome::Kind::Returns;
        test.outcome.value = to_java(type.return_type, *actual.return_value);
    }
    test.path_condition = path_condition_text(path);
    return test;
}

void add_stats(engine::ExplorationStats& total, const engine::ExplorationStats& more) {
    total.paths += more.paths;
    total.forks += more.forks;
    total.infeasible += more.infeasible;
    total.solver_unknown += more.solver_unknown;
    total.bounded += more.bounded;
    total.unsupported += more.unsupported;
    total.budget_exhausted = total.budget_exhausted || more.budget_exhausted;
    total.time += more.time;
}

}  // namespace

Result<GenerationResult> generate_tests(engine::Program& program, expr::ExprContext& context,
                                        solver::Solver& solver, const classfile::ClassFile& cls,
                                        const GenerateOptions& options) {
    GenerationResult result;
    result.suite.class_name = cls.name;
    auto class_started = std::chrono::steady_clock::now();
    for (const classfile::Method& method : cls.methods) {
        if (options.method && method.name != *options.method) continue;
        if (method.name == "<clinit>" || method.name == "<init>") continue;
        if (method.access_flags & (classfile::access::Private | classfile::access::Synthetic)) continue;
        MethodReport report;
        report.method = method.name + method.descriptor;
        if (auto reason = engine::Engine::unsupported_reason(method)) {
            report.skipped = *reason;
            result.methods.push_back(std::move(report));
            continue;
        }
        // The class's time budget is shared by its methods, in declaration order.
        engine::EngineOptions engine_options = options.engine;
        auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                           class_started);
        engine_options.time_budget = std::max(std::chrono::milliseconds(0), options.engine.time_budget - spent);
        engine::Engine engine(program, context, solver, engine_options);
        auto paths = engine.explore(cls, method);
        if (!paths) {
            report.skipped = paths.error().message;
            result.methods.push_back(std::move(report));
            continue;
        }
        auto type = classfile::parse_method_descriptor(method.descriptor);
        std::set<engine::Edge> covered;
        std::set<std::string> seen_arguments;
        std::set<std::string> endings;
        for (const PathResult& path : *paths) {
            ++report.paths;
            if (path.end != PathEnd::Returned && path.end != PathEnd::Threw) {
                ++report.unsupported;
                std::string reason = fmt::format("{}: {}", engine::to_string(path.end), path.detail);
                if (std::find(report.unsupported_reasons.begin(), report.unsupported_reasons.end(), reason) ==
                    report.unsupported_reasons.end())
                    report.unsupported_reasons.push_back(reason);
                continue;
            }
            // Kept: a path that covers a new branch edge, or that ends in a way
            // no kept test shows yet (an exception the method can throw).
            bool adds_coverage = false;
            for (const engine::Edge& edge : path.covered) adds_coverage |= !covered.count(edge);
            std::string ending = path.end == PathEnd::Threw ? path.exception_class : "return";
            bool new_ending = !endings.count(ending);
            if (!options.all_paths && !adds_coverage && !new_ending) continue;
            auto test = replay(engine, cls, method, *type, path, program.class_path());
            if (!test) {
                report.internal_errors.push_back(test.error().message);
                continue;
            }
            if (!seen_arguments.insert(describe_arguments(test->arguments)).second) continue;
            covered.insert(path.covered.begin(), path.covered.end());
            endings.insert(ending);
            result.suite.tests.push_back(std::move(test.value()));
            ++report.tests;
        }
        add_stats(result.exploration, engine.stats());
        result.methods.push_back(std::move(report));
    }
    return result;
}

}  // namespace symcrete::testgen
