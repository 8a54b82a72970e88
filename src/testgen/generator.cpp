#include "testgen/generator.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <iterator>
#include <map>
#include <fmt/format.h>
#include <set>

#include "classfile/descriptor.h"
#include "engine/jdk_value_classes.h"
#include "expr/evaluator.h"
#include "ir/ir.h"
#include "boundary_values.h"
#include "checked_exceptions.h"
#include "testgen/junit_writer.h"
#include "outcome.h"
#include "path_condition.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen {
namespace {

constexpr std::size_t kBoundaryPathsPerCondition = 4;
// A candidate test's model only gets readable()'s first wish (small,
// distinct and non-zero numbers): one query, not up to five.
constexpr std::size_t kCandidateWishes = 1;

using classfile::BaseType;
using engine::PathEnd;
using engine::PathResult;
using expr::Value;

// The Java value of a parameter of type `type` from a concrete engine value.
JavaValue to_java(const classfile::FieldType& type, const Value& v) { return java_value(type.descriptor()[0], v); }

std::string describe_value(const InputValue& value) {
    switch (value.kind) {
        case InputValue::Kind::Primitive: return fmt::format("0x{:x}", value.primitive.bits);
        case InputValue::Kind::Null: return "null";
        case InputValue::Kind::Object: return fmt::format("#{}", value.object);
    }
    return "?";
}

std::string describe_arguments(const std::vector<InputValue>& args) {
    std::string text;
    for (const InputValue& arg : args) {
        if (!text.empty()) text += ", ";
        text += describe_value(arg);
    }
    return text;
}

// Everything a test builds, so two tests with equal text are equal.
std::string describe_inputs(const TestCase& test) {
    std::string text = test.receiver ? describe_value(*test.receiver) + "." : "";
    if (test.construction) {
        text += test.construction->method + test.construction->descriptor + "(" +
                describe_arguments(test.construction->arguments) + ").";
        for (const TestCase::Call& call : test.construction->calls)
            text += call.method + call.descriptor + "(" + describe_arguments(call.arguments) + ").";
    }
    text += "(" + describe_arguments(test.arguments) + ")";
    for (const TestObject& object : test.objects) {
        text += " #" + object.type + "{";
        if (object.text) text += "\"" + std::string(object.text->begin(), object.text->end()) + "\"";
        if (object.constant) text += object.constant_owner + "." + *object.constant;
        if (object.collection != TestObject::Collection::None)
            text += fmt::format("collection{}", static_cast<int>(object.collection));
        if (object.boxed) text += fmt::format("0x{:x}", object.boxed->bits);
        if (object.number_text) text += *object.number_text;
        for (const auto& field : object.fields) text += field.name + "=" + describe_value(field.value) + ",";
        for (const auto& element : object.elements) text += describe_value(element) + ",";
        text += "}";
    }
    return text;
}

// How a path ended, for a replay-mismatch message: a returned value under
// the path's model (`predicted`), with the start of its expression (a
// hash over a symbolic string can print as megabytes).
std::string describe_outcome(const PathResult& path, const std::optional<Value>& predicted = std::nullopt) {
    constexpr std::size_t kExpressionShown = 300;
    if (path.end == PathEnd::Threw) return "throws " + path.exception_class;
    if (path.end != PathEnd::Returned) return engine::to_string(path.end);
    if (!path.return_value) return "returns";
    std::string expression = path.return_value->to_string();
    if (expression.size() > kExpressionShown) expression = expression.substr(0, kExpressionShown) + " ...";
    if (!predicted || predicted->to_string() == expression) return "returns " + expression;
    return fmt::format("returns {} (from {})", predicted->to_string(), expression);
}

std::string path_condition_text(const PathResult& path, const classfile::MethodType& type, bool is_static) {
    std::vector<Value> parameters = path.arguments;
    if (!is_static && !parameters.empty()) parameters.erase(parameters.begin());
    // An input's domain (lengths and chars in range) holds for every test: left out.
    std::vector<const expr::Expr*> shown = path.path_condition;
    if (path.inputs && !path.inputs->domain.empty()) {
        const std::set<const expr::Expr*> domain(path.inputs->domain.begin(), path.inputs->domain.end());
        shown.erase(std::remove_if(shown.begin(), shown.end(), [&](const expr::Expr* c) { return domain.count(c) != 0; }),
                    shown.end());
    }
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
    return render_path_condition(shown, named);
}

// A value of the path under its model: concrete as it is, symbolic evaluated.
Value under_model(const Value& value, const expr::Assignment& model) {
    return value.is_symbolic() ? expr::evaluate(value.expr(), model) : value;
}

// Replays one path concretely and builds its test, or explains the mismatch.
Result<TestCase> replay(engine::Engine& engine, expr::ExprContext& context, const classfile::ClassFile& cls, const classfile::Method& method,
                        const classfile::MethodType& type, const PathResult& path, classfile::ClassPath& class_path,
                        engine::ReplayInputs* replay_inputs = nullptr) {
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
    ConcreteInputs inputs = concrete_inputs(context, path, type, method.is_static(), cls.name);
    test.objects = std::move(inputs.objects);
    test.receiver = inputs.receiver;
    test.construction = std::move(inputs.construction);
    test.arguments = std::move(inputs.arguments);
    PathResult actual = engine.run(cls, method, inputs.replay);
    if (replay_inputs != nullptr) *replay_inputs = std::move(inputs.replay);

    // The symbolic prediction under the model must be what the replay did.
    std::optional<Value> predicted;
    if (path.return_value)
        predicted = under_model(*path.return_value, path.model);
    bool agrees = actual.end == path.end && actual.exception_class == path.exception_class &&
                  actual.setup_failed == path.setup_failed;
    // References are compared by the objects they describe, not addresses.
    if (agrees && predicted && actual.return_value && predicted->kind() != expr::ValueKind::Ref)
        agrees = predicted->bits() == actual.return_value->bits();
    if (!agrees) {
        return Error{fmt::format("replay mismatch in {}.{}{} on arguments ({}): symbolic execution predicted {}, "
                                 "the concrete run {}",
                                 cls.name, method.name, method.descriptor, describe_arguments(test.arguments),
                                 describe_outcome(path, predicted), describe_outcome(actual))};
    }
    record_outcome(actual, type, cls.name, test);
    test.path_condition = path_condition_text(path, type, method.is_static());
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
    total.wall_clock_fired = total.wall_clock_fired || more.wall_clock_fired;
    total.interrupted = total.interrupted || more.interrupted;
    total.work += more.work;
    total.depth_exceeded += more.depth_exceeded;
    total.steps_exceeded += more.steps_exceeded;
    total.lazy_objects += more.lazy_objects;
    total.aliases += more.aliases;
    total.concretized += more.concretized;
    total.time += more.time;
}

std::string plural(std::uint64_t n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

// Why a method's exploration ended, for its report line.
std::string stop_reason(bool finished, const engine::ExplorationStats& stats, const engine::EngineOptions& options) {
    std::vector<std::string> reasons;
    if (stats.interrupted)
        reasons.push_back("interrupted");
    else if (stats.wall_clock_fired)
        reasons.push_back("wall-clock safety net (the machine was too slow; results depend on its load)");
    else if (!finished)
        reasons.push_back("budget");
    else if (stats.paths >= options.max_paths)
        reasons.push_back(fmt::format("path limit ({})", options.max_paths));
    if (stats.bounded > 0)
        reasons.push_back(fmt::format("branch bound ({} not taken)", plural(stats.bounded, "fork", "forks")));
    if (stats.depth_exceeded > 0)
        reasons.push_back(fmt::format("call depth bound ({})", plural(stats.depth_exceeded, "path", "paths")));
    if (stats.steps_exceeded > 0)
        reasons.push_back(
            fmt::format("instruction bound per path ({})", plural(stats.steps_exceeded, "path", "paths")));
    if (stats.solver_unknown > 0)
        reasons.push_back(
            fmt::format("solver gave up ({})", plural(stats.solver_unknown, "branch side", "branch sides")));
    if (stats.unsupported > 0)
        reasons.push_back(fmt::format("unsupported ({})", plural(stats.unsupported, "path", "paths")));
    // A value pinned to one of its possible values (text handed to a regex,
    // an index in an exception's message) hides the paths its others take.
    if (stats.concretized > 0)
        reasons.push_back(fmt::format("values pinned ({})", stats.concretized));
    if (reasons.empty()) return "explored completely";
    std::string text;
    for (const std::string& reason : reasons) text += (text.empty() ? "" : ", ") + reason;
    return text;
}

// One way of exploring a method: with a receiver made by a construction
// (constructor or factory), or lazily (and static methods, without one).
struct Exploration {
    const classfile::Method* construction = nullptr;  // null: lazy receiver, or none
    std::unique_ptr<engine::Engine> engine;
    std::vector<const classfile::Method*> calls = {};  // setup calls after the construction
};

// A path waiting to become a candidate test for mutation analysis.
struct SetAside {
    PathResult path;
    engine::Engine* engine = nullptr;  // the exploration's, to replay it
    bool kept = false;                 // its test is in the suite already
};

// One method under exploration, across the rounds of the class budget.
struct MethodRun {
    const classfile::Method* method = nullptr;
    classfile::MethodType type;
    std::size_t report = 0;  // index into GenerationResult::methods
    // The constructions first (they win ties), the lazy receiver last.
    std::vector<Exploration> explorations;
    // Some construction exists: a lazily made receiver is a fallback, whose
    // paths become tests only for branch edges the constructed ones missed.
    // They wait in `deferred` until the constructions have finished.
    bool lazy_is_fallback = false;
    // A constructed receiver reached the method (a path past its
    // construction that returned or threw). While none has, the lazily made
    // receiver's paths also count for new endings, as without constructions.
    bool constructed_reached = false;
    std::vector<PathResult> deferred;
    std::set<engine::Edge> deferred_edges;
    std::set<std::string> deferred_endings;
    // Edges kept tests cover, by paths that returned and by paths that
    // threw. JaCoCo records an edge only when a probe after it runs, and an
    // exception thrown inside the block (a NullPointerException from
    // elements[--size]) skips that probe; so an edge only thrown through
    // still wants a test that passes it and returns.
    std::set<engine::Edge> covered;
    std::set<engine::Edge> thrown_through;
    bool adds_edge(const PathResult& path, const std::set<engine::Edge>& also_seen = {}) const {
        for (const engine::Edge& edge : path.covered)
            if (!covered.count(edge) && !also_seen.count(edge) && (path.end != PathEnd::Threw || !thrown_through.count(edge)))
                return true;
        return false;
    }
    std::set<std::string> seen_arguments;
    // Mutation analysis: paths waiting to become candidate tests (every one
    // for its boundaries, those not kept also as they are), and the
    // candidates made.
    std::vector<SetAside> set_aside;
    std::size_t candidates = 0;
    std::map<const expr::Expr*, std::size_t> boundaries_tried;  // comparisons: paths their boundary was asked on
    std::set<std::string> endings;
    std::set<std::string> input_limits;  // why paths could not make every input they wanted
    // Tests of the constructions themselves (a constructor refusing its
    // arguments), shared by every method's run so each is written once.
    struct RefusedConstructions* refused = nullptr;
    bool done = false;

    bool constructions_finished() const {
        for (const Exploration& e : explorations)
            if (e.construction != nullptr && !e.engine->finished()) return false;
        return true;
    }
    bool finished() const {
        for (const Exploration& e : explorations)
            if (!e.engine->finished()) return false;
        return true;
    }
    engine::ExplorationStats stats() const;
};

// What the class's constructors and factories refused, across all methods'
// runs: a path whose construction threw is a test of that construction
// (`assertThrows(..., () -> new Account(-1))`), kept once per branch edge
// or exception it adds.
struct RefusedConstructions {
    std::set<engine::Edge> covered;
    std::set<std::string> endings;
    std::set<std::string> seen_arguments;
};

// Integral inputs of the path condition non-zero and pairwise distinct (up
// to eight of them: the pairs grow quadratically).
std::vector<const expr::Expr*> distinct_non_zero(const PathResult& path, expr::ExprContext& context) {
    using expr::Kind;
    std::vector<const expr::Expr*> numbers;
    for (const expr::Expr* var : expr::collect_vars(path.path_condition))
        if (expr::is_integral(var->sort())) numbers.push_back(var);
    std::vector<const expr::Expr*> facts;
    if (numbers.size() > 8) return facts;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const expr::Expr* zero = numbers[i]->sort() == expr::Sort::I32 ? context.i32(0) : context.i64(0);
        facts.push_back(context.ne(numbers[i], zero));
        for (std::size_t j = 0; j < i; ++j)
            if (numbers[j]->sort() == numbers[i]->sort()) facts.push_back(context.ne(numbers[i], numbers[j]));
    }
    return facts;
}

// The path's constrained inputs made readable: see readable().
PathResult readable_constrained(const PathResult& path, expr::ExprContext& context, solver::Solver& solver,
                                std::size_t max_wishes) {
    using expr::Kind;
    std::vector<const expr::Expr*> words;
    std::vector<const expr::Expr*> short_inputs;
    std::vector<const expr::Expr*> int_arrays;  // an input int[]/long[]'s elements (Array-sorted vars)
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.length.is_symbolic())
                short_inputs.push_back(context.binary(Kind::Le, input.length.expr(), context.i32(4)));
            if (input.elements != nullptr && std::string_view("BSIJ").find(input.cls->element_type) != std::string_view::npos)
                int_arrays.push_back(input.elements);
            if (input.cls->shape != engine::ObjectShape::String) continue;
            for (const Value& c : input.slots) {
                if (!c.is_symbolic()) continue;
                words.push_back(context.binary(Kind::Le, context.i32('a'), c.expr()));
                words.push_back(context.binary(Kind::Le, c.expr(), context.i32('z')));
            }
        }
    }
    auto small = [&](std::int64_t bound) {
        std::vector<const expr::Expr*> facts;
        for (const expr::Expr* elements : int_arrays) {
            const bool wide = elements->sort() == expr::Sort::ArrayI64;
            for (std::int32_t i = 0; i < engine::InputBounds{}.max_array_length; ++i) {
                const expr::Expr* element = context.select(elements, context.i32(i));
                facts.push_back(context.binary(Kind::Le, wide ? context.i64(-bound) : context.i32(static_cast<std::int32_t>(-bound)), element));
                facts.push_back(context.binary(Kind::Le, element, wide ? context.i64(bound) : context.i32(static_cast<std::int32_t>(bound))));
            }
        }
        for (const expr::Expr* var : expr::collect_vars(path.path_condition)) {
            if (var->sort() == expr::Sort::I32) {
                facts.push_back(context.binary(Kind::Le, context.i32(static_cast<std::int32_t>(-bound)), var));
                facts.push_back(context.binary(Kind::Le, var, context.i32(static_cast<std::int32_t>(bound))));
            } else if (var->sort() == expr::Sort::I64) {
                facts.push_back(context.binary(Kind::Le, context.i64(-bound), var));
                facts.push_back(context.binary(Kind::Le, var, context.i64(bound)));
            }
        }
        return facts;
    };
    const std::vector<const expr::Expr*> tiny = small(100);
    const std::vector<const expr::Expr*> modest = small(10000);
    std::vector<std::vector<const expr::Expr*>> wishes;
    auto joined = [](std::vector<const expr::Expr*> a, const std::vector<const expr::Expr*>& b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    const std::vector<const expr::Expr*> distinct = distinct_non_zero(path, context);
    if (!distinct.empty()) wishes.push_back(joined(joined(joined(short_inputs, words), tiny), distinct));
    if (!short_inputs.empty()) wishes.push_back(joined(joined(short_inputs, words), tiny));
    if (!words.empty() || !tiny.empty()) wishes.push_back(joined(words, tiny));
    if (!modest.empty()) wishes.push_back(joined(words, modest));
    if (!words.empty() && !tiny.empty()) wishes.push_back(words);
    if (wishes.size() > max_wishes) wishes.resize(max_wishes);
    for (const auto& wish : wishes) {
        // The path's model satisfies its condition, so the wish is the
        // query's condition: the solver may leave out what it does not touch.
        const expr::Expr* wanted = context.boolean(true);
        for (const expr::Expr* fact : wish) wanted = context.binary(Kind::BoolAnd, wanted, fact);
        expr::Assignment model;
        if (solver.check(solver::Query{path.path_condition, wanted}, &model) != solver::SatResult::Sat) continue;
        PathResult better = path;
        better.model.merge(model);
        return better;
    }
    return path;
}

// Values for the inputs a path leaves free (in no constraint): small,
// distinct and non-zero, so that a test tells apart what 0 and equal values
// hide (a + b and a - b, a * b and a + b agree at 0 or 2, 2): 3, 5, 7, 11,
// ... for integers, 1.5, 2.5, ... for floats, true for booleans.
void give_free_inputs_values(const PathResult& path, expr::Assignment& model) {
    std::vector<const expr::Expr*> inputs;
    auto add = [&](const Value& v) {
        if (!v.is_symbolic()) return;
        for (const expr::Expr* var : expr::collect_vars(v.expr())) inputs.push_back(var);
    };
    for (const Value& argument : path.arguments) add(argument);
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            for (const Value& slot : input.slots) add(slot);
            add(input.length);
        }
    }
    std::sort(inputs.begin(), inputs.end(), [](const expr::Expr* a, const expr::Expr* b) { return a->id() < b->id(); });
    inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
    std::vector<const expr::Expr*> constrained = expr::collect_vars(path.path_condition);
    static constexpr std::int64_t kSmallPrimes[] = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
    std::size_t next = 0;
    for (const expr::Expr* var : inputs) {
        if (std::binary_search(constrained.begin(), constrained.end(), var,
                               [](const expr::Expr* a, const expr::Expr* b) { return a->id() < b->id(); }))
            continue;
        const std::int64_t small = kSmallPrimes[next % std::size(kSmallPrimes)] + 50 * static_cast<std::int64_t>(next / std::size(kSmallPrimes));
        switch (var->sort()) {
            case expr::Sort::Bool: model.set(var, 1); break;
            case expr::Sort::I32: model.set(var, static_cast<std::uint32_t>(static_cast<std::int32_t>(small))); break;
            case expr::Sort::I64: model.set(var, static_cast<std::uint64_t>(small)); break;
            case expr::Sort::F32: model.set(var, std::bit_cast<std::uint32_t>(static_cast<float>(next) + 1.5f)); break;
            case expr::Sort::F64: model.set(var, std::bit_cast<std::uint64_t>(static_cast<double>(next) + 1.5)); break;
            default: continue;
        }
        ++next;
    }
}

// The path with a model that reads well where the path allows it: String
// inputs as lowercase words, strings and arrays short (up to 4), numbers
// small (|x| <= 100, else <= 10000), array elements too, and where the path
// allows, numbers non-zero and distinct. Tried in that order, each one more
// solver query per test kept; the first the path condition allows wins,
// else the model stays as it was. Inputs the path leaves free get small,
// distinct, non-zero values (give_free_inputs_values).
PathResult readable(const PathResult& path, expr::ExprContext& context, solver::Solver& solver,
                    std::size_t max_wishes = SIZE_MAX) {
    PathResult better = readable_constrained(path, context, solver, max_wishes);
    give_free_inputs_values(better, better.model);
    return better;
}

// "new Account(long)", "Account.open(long)".
std::string describe_construction(const classfile::Method& made, const classfile::ClassFile& cls) {
    std::string simple = classfile::internal_to_java_name(cls.name);
    simple = simple.substr(simple.rfind('.') + 1);
    std::string parameters;
    if (auto type = classfile::parse_method_descriptor(made.descriptor)) {
        for (const classfile::FieldType& param : type->parameters)
            parameters += (parameters.empty() ? "" : ", ") + param.java_name();
    }
    return fmt::format("{}{}({})", made.name == "<init>" ? "new " : "", made.name == "<init>" ? simple : simple + "." + made.name,
                       parameters);
}

engine::ExplorationStats MethodRun::stats() const {
    engine::ExplorationStats total;
    for (const Exploration& e : explorations) add_stats(total, e.engine->stats());
    return total;
}

// How a path ended, as far as keeping a test for each way goes: "return",
// or the exception's class (and with distinct_throw_sites, where the
// application's code raised it or called what raised it).
std::string ending_of(const PathResult& path, const GenerateOptions& options) {
    if (path.end != PathEnd::Threw) return "return";
    if (!options.distinct_throw_sites) return path.exception_class;
    for (const engine::TraceFrame& frame : path.exception_trace)
        if (!frame.in_jdk) return fmt::format("{}@{}:{}", path.exception_class, frame.class_name, frame.line);
    return path.exception_class;
}

// Mutation analysis: tests at the boundaries of the comparisons the path
// passes (boundary_values.h), set aside as candidates. Each comparison is
// tried on the first few paths that pass it: what a path does after the
// comparison decides whether its boundary shows (a boundary the next check
// rejects anyway tells nothing).
// Mutation analysis: replays `path` (with readable()'s first wish) and sets
// its test aside as a candidate, unless the replay failed (an internal
// error) or another test has its inputs already. Whether it was added.
bool add_candidate(MethodRun& run, engine::Engine& engine, expr::ExprContext& context, solver::Solver& solver,
                   const PathResult& path, const classfile::ClassFile& cls, classfile::ClassPath& class_path,
                   MethodReport& report, GenerationResult& result) {
    engine::ReplayInputs inputs;
    auto test = replay(engine, context, cls, *run.method, run.type, readable(path, context, solver, kCandidateWishes),
                       class_path, &inputs);
    if (!test) {
        report.internal_errors.push_back(test.error().message);
        return false;
    }
    if (!run.seen_arguments.insert(describe_inputs(*test)).second) return false;
    ++run.candidates;
    result.candidates.push_back(Candidate{std::move(test.value()), TestRun{run.method, std::move(inputs)}, run.report});
    return true;
}

void add_boundary_candidates(MethodRun& run, engine::Engine& engine, expr::ExprContext& context, solver::Solver& solver,
                             const PathResult& path, const classfile::ClassFile& cls, classfile::ClassPath& class_path,
                             const GenerateOptions& options, MethodReport& report, GenerationResult& result) {
    for (const expr::Expr* condition : path.path_condition) {
        if (run.candidates >= options.candidates_per_method || solver.stats().work >= options.candidate_solver_work) return;
        if (++run.boundaries_tried[condition] > kBoundaryPathsPerCondition) continue;
        const expr::Expr* boundary = boundary_condition(context, condition);
        if (boundary == nullptr) continue;
        expr::Assignment model;
        if (solver.check(solver::Query{path.path_condition, boundary}, &model) != solver::SatResult::Sat) continue;
        PathResult at_boundary = path;
        at_boundary.model.merge(model);
        at_boundary.path_condition.push_back(boundary);
        add_candidate(run, engine, context, solver, at_boundary, cls, class_path, report, result);
    }
}

// Mutation analysis: the candidate tests of a method's paths set aside, made
// once exploration has ended (so exploration, and the tests kept for
// coverage, are what they are without mutation analysis: the candidates'
// queries make expressions, and the solvers' choices follow their order).
void make_candidates(MethodRun& run, expr::ExprContext& context, solver::Solver& solver,
                     const classfile::ClassFile& cls, classfile::ClassPath& class_path, const GenerateOptions& options,
                     MethodReport& report, GenerationResult& result) {
    for (const SetAside& aside : run.set_aside) {
        if (run.candidates >= options.candidates_per_method || solver.stats().work >= options.candidate_solver_work) break;
        if (!aside.kept &&
            !add_candidate(run, *aside.engine, context, solver, aside.path, cls, class_path, report, result))
            continue;
        add_boundary_candidates(run, *aside.engine, context, solver, aside.path, cls, class_path, options, report,
                                result);
    }
    run.set_aside.clear();
}

// Replays a path and keeps its test when it adds a branch edge or (unless
// `edges_only`) a new ending.
void consider(MethodRun& run, engine::Engine& engine, expr::ExprContext& context, solver::Solver& solver,
              const PathResult& path, const classfile::ClassFile& cls, classfile::ClassPath& class_path,
              const GenerateOptions& options, bool edges_only, MethodReport& report, GenerationResult& result) {
    const bool adds_coverage = run.adds_edge(path);
    std::string ending = ending_of(path, options);
    bool new_ending = !edges_only && !run.endings.count(ending);
    const bool keep = options.all_paths || adds_coverage || new_ending;
    // Mutation analysis: a path that adds nothing may still tell a mutant
    // apart, and a kept one has boundaries; up to candidates_per_method of
    // them wait aside until exploration has ended (make_candidates).
    if (options.candidate_solver != nullptr && run.set_aside.size() < options.candidates_per_method)
        run.set_aside.push_back(SetAside{path, &engine, keep});
    if (!keep) return;
    engine::ReplayInputs inputs;
    auto test = replay(engine, context, cls, *run.method, run.type, readable(path, context, solver), class_path, &inputs);
    if (!test) {
        report.internal_errors.push_back(test.error().message);
        return;
    }
    if (!run.seen_arguments.insert(describe_inputs(*test)).second) return;
    (path.end == PathEnd::Threw ? run.thrown_through : run.covered).insert(path.covered.begin(), path.covered.end());
    run.endings.insert(ending);
    if (test->construction) ++report.constructed_tests;
    result.suite.tests.push_back(std::move(test.value()));
    result.test_runs.push_back(TestRun{run.method, std::move(inputs)});
    ++report.tests;
}

// The lazily made receiver's paths that waited for the constructions.
void take_deferred(MethodRun& run, expr::ExprContext& context, solver::Solver& solver, const classfile::ClassFile& cls,
                   classfile::ClassPath& class_path, const GenerateOptions& options, MethodReport& report,
                   GenerationResult& result) {
    std::vector<PathResult> deferred = std::move(run.deferred);
    run.deferred.clear();
    run.deferred_edges.clear();
    run.deferred_endings.clear();
    for (const PathResult& path : deferred)
        consider(run, *run.explorations.back().engine, context, solver, path, cls, class_path, options,
                 run.constructed_reached, report, result);
}

// A construction that threw, as a test of the constructor or factory alone.
void test_refused_construction(MethodRun& run, engine::Engine& engine, expr::ExprContext& context,
                               solver::Solver& solver, const PathResult& path, const classfile::ClassFile& cls,
                               classfile::ClassPath& class_path, MethodReport& report, GenerationResult& result) {
    RefusedConstructions& refused = *run.refused;
    const classfile::Method& made = *path.construction->method->method;
    const std::string ending = made.name + made.descriptor + " " + path.exception_class;
    bool adds = !refused.endings.count(ending);
    for (const engine::Edge& edge : path.covered) adds |= !refused.covered.count(edge);
    if (!adds) return;
    engine::ReplayInputs inputs;
    auto test = replay(engine, context, cls, *run.method, run.type, readable(path, context, solver), class_path, &inputs);
    if (!test) {
        report.internal_errors.push_back(test.error().message);
        return;
    }
    TestCase::Construction construction = std::move(*test->construction);
    test->method = construction.method;
    test->descriptor = construction.descriptor;
    test->arguments = std::move(construction.arguments);
    test->construction.reset();
    test->receiver.reset();
    test->receiver_after.clear();
    test->signature = made.signature;
    test->throws_checked = declares_checked_exception(class_path, made);
    if (!refused.seen_arguments.insert(test->method + test->descriptor + describe_inputs(*test)).second) return;
    refused.endings.insert(ending);
    refused.covered.insert(path.covered.begin(), path.covered.end());
    ++report.construction_tests;
    ++report.tests;
    result.suite.tests.push_back(std::move(test.value()));
    result.test_runs.push_back(TestRun{run.method, std::move(inputs)});
}

// Turns newly finished paths into tests: kept when a path covers a new branch
// edge, or ends in a way no kept test shows yet (an exception the method can
// throw); paths that end in System.exit are counted for the report.
void take_paths(MethodRun& run, Exploration& exploration, expr::ExprContext& context, solver::Solver& solver,
                std::vector<PathResult> paths, const classfile::ClassFile& cls, classfile::ClassPath& class_path,
                const GenerateOptions& options, MethodReport& report, GenerationResult& result) {
    const bool fallback = run.lazy_is_fallback && exploration.construction == nullptr;
    for (PathResult& path : paths) {
        ++report.paths;
        if (path.inputs && path.inputs->bounded && run.input_limits.size() < 4) run.input_limits.insert(path.inputs->bound_reason);
        if (path.end == PathEnd::Exited) {
            auto exit = std::find_if(report.exits.begin(), report.exits.end(),
                                     [&](const ExitReport& e) { return e.status == path.exit_status; });
            if (exit == report.exits.end()) {
                ExitReport first{path.exit_status, 0, {}};
                std::string arguments;
                const ConcreteInputs inputs = concrete_inputs(context, path, run.type, run.method->is_static(), cls.name);
                for (std::size_t i = 0; i < inputs.arguments.size(); ++i) {
                    const InputValue& argument = inputs.arguments[i];
                    arguments += (i == 0 ? "" : ", ") +
                                 (argument.kind == InputValue::Kind::Primitive ? java_literal(argument.primitive)
                                  : argument.kind == InputValue::Kind::Null    ? std::string("null")
                                                                                : "an object");
                }
                first.example = arguments;
                report.exits.push_back(std::move(first));
                exit = report.exits.end() - 1;
            }
            ++exit->paths;
            continue;
        }
        if (path.end != PathEnd::Returned && path.end != PathEnd::Threw) {
            ++report.unsupported;
            std::string reason = fmt::format("{}: {}", engine::to_string(path.end), path.detail);
            if (std::find(report.unsupported_reasons.begin(), report.unsupported_reasons.end(), reason) ==
                report.unsupported_reasons.end())
                report.unsupported_reasons.push_back(reason);
            continue;
        }
        if (path.setup_failed) {
            // The construction refused its arguments: no receiver, no test of
            // the method, but maybe one of the construction. (With setup calls
            // the construction or a call refused: the exploration without
            // calls, and the call's own tests, cover both.)
            ++report.setup_failed;
            if (!exploration.calls.empty()) continue;
            if (path.end == PathEnd::Threw && run.refused != nullptr)
                test_refused_construction(run, *exploration.engine, context, solver, path, cls, class_path, report, result);
            std::string reason = fmt::format(
                "{} {}", describe_construction(*path.construction->method->method, cls),
                path.end == PathEnd::Threw ? "threw " + classfile::internal_to_java_name(path.exception_class)
                                           : std::string("returned null"));
            if (std::find(report.setup_failures.begin(), report.setup_failures.end(), reason) ==
                    report.setup_failures.end() &&
                report.setup_failures.size() < 4)
                report.setup_failures.push_back(reason);
            continue;
        }
        if (exploration.construction != nullptr) run.constructed_reached = true;
        // A setup call's own edges are its tests' business: a path counts
        // for what the method under test covered after them.
        if (!exploration.calls.empty())
            for (const engine::Edge& edge : path.setup_covered) path.covered.erase(edge);
        if (fallback && !run.constructions_finished()) {
            // Kept for later only if it reaches an edge or an ending nothing has yet.
            std::string ending = ending_of(path, options);
            bool adds = options.all_paths || (!run.constructed_reached && !run.endings.count(ending) &&
                                              !run.deferred_endings.count(ending));
            run.deferred_endings.insert(ending);
            adds |= run.adds_edge(path, run.deferred_edges);
            if (!adds) continue;
            run.deferred_edges.insert(path.covered.begin(), path.covered.end());
            run.deferred.push_back(std::move(path));
            continue;
        }
        consider(run, *exploration.engine, context, solver, path, cls, class_path, options,
                 fallback && run.constructed_reached, report, result);
    }
    if (!run.deferred.empty() && run.constructions_finished())
        take_deferred(run, context, solver, cls, class_path, options, report, result);
}

bool is_primitive_descriptor(const std::string& descriptor) {
    return descriptor.size() == 1 && std::string_view("ZBCSIJFD").find(descriptor[0]) != std::string_view::npos;
}

// The static fields of the class its own methods assign outside <clinit>:
// what a test can leave changed for the next. Keyed "name:descriptor".
std::set<std::string> assigned_statics(engine::Program& program, const classfile::ClassFile& cls) {
    std::set<std::string> assigned;
    auto runtime = program.klass(cls.name);
    if (!runtime) return assigned;
    for (const engine::MethodInfo& info : (*runtime)->methods) {
        if (info.method->name == "<clinit>" || !info.method->code) continue;
        auto code = program.code(info);
        if (!code) continue;
        const ir::Function& fn = *(*code)->fn;
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs) {
                if (instr.op != ir::Op::PutStatic) continue;
                const ir::Member& member = fn.members[instr.aux];
                if (member.owner == cls.name) assigned.insert(member.name + ":" + member.descriptor);
            }
    }
    return assigned;
}

// What the tests restore before each one: every non-final primitive static
// the class assigns, set back to its value after class initialisation (the
// state each path was explored from).
std::optional<std::string> collect_static_state(engine::Program& program, expr::ExprContext& context,
                                                solver::Solver& solver, const classfile::ClassFile& cls,
                                                const GenerateOptions& options, TestSuite& suite) {
    std::set<std::string> assigned = assigned_statics(program, cls);
    if (assigned.empty()) return std::nullopt;
    engine::Engine engine(program, context, solver, options.engine);
    auto initial = engine.initial_statics(cls);
    if (!initial) return initial.error().message;
    for (const classfile::Field& field : cls.fields) {
        const std::string key = field.name + ":" + field.descriptor;
        if (!field.is_static() || (field.access_flags & classfile::access::Final) || !assigned.count(key)) continue;
        if (!is_primitive_descriptor(field.descriptor)) continue;
        auto value = initial->find(key);
        if (value == initial->end()) continue;
        auto type = classfile::parse_field_descriptor(field.descriptor);
        if (!type) continue;
        StaticField restored;
        restored.name = field.name;
        restored.descriptor = field.descriptor;
        restored.is_private = (field.access_flags & classfile::access::Private) != 0;
        restored.initial = to_java(*type, value->second);
        suite.static_state.push_back(std::move(restored));
    }
    return std::nullopt;
}

// At most this many constructions per method, fewest parameters first:
// each shares the method's budget.
constexpr std::size_t kMaxConstructions = 4;

// Does the type name `cls` (or an array of it)?
bool names_class(const classfile::FieldType& type, const std::string& cls) {
    return type.element == BaseType::Object && type.class_name == cls;
}

// How a user makes an object of `cls`: its public constructors and public
// static factories (returning `cls` itself), fewest parameters first, in
// declaration order among equals. None for abstract classes and interfaces,
// enums, and classes a test cannot name; no constructors for an inner
// (non-static nested) class, which need an enclosing instance. Ones taking
// `cls` itself are left out: they need a receiver already.
std::vector<const classfile::Method*> constructions(const classfile::ClassFile& cls) {
    std::vector<const classfile::Method*> found;
    if (cls.is_abstract() || cls.is_interface() || (cls.access_flags & classfile::access::Enum)) return found;
    bool inner = false;
    for (const classfile::InnerClass& entry : cls.inner_classes) {
        if (entry.inner_class != cls.name) continue;
        if (!entry.inner_name || !entry.outer_class || (entry.access_flags & classfile::access::Private)) return found;
        inner = (entry.access_flags & classfile::access::Static) == 0;
    }
    std::vector<std::pair<std::size_t, const classfile::Method*>> ranked;
    for (const classfile::Method& method : cls.methods) {
        if (!(method.access_flags & classfile::access::Public) || !method.code) continue;
        if (method.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
        auto type = classfile::parse_method_descriptor(method.descriptor);
        if (!type) continue;
        const bool is_init = method.name == "<init>" && !inner;
        const bool is_factory = method.is_static() && method.name != "<clinit>" && type->return_type.dimensions == 0 &&
                                names_class(type->return_type, cls.name);
        if (!is_init && !is_factory) continue;
        if (std::any_of(type->parameters.begin(), type->parameters.end(),
                        [&](const classfile::FieldType& p) { return names_class(p, cls.name); }))
            continue;
        ranked.emplace_back(type->parameters.size(), &method);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [count, method] : ranked) {
        if (found.size() == kMaxConstructions) break;
        found.push_back(method);
    }
    return found;
}

// At most this many setup calls are tried per method, each as its own
// exploration after the first construction.
constexpr std::size_t kMaxSetupCalls = 3;

// Names of calls that only look (getters, queries, comparisons, parsing).
bool looks_like_a_query(const std::string& name) {
    for (const char* prefix : {"get", "is", "has", "contains", "size", "length", "equals", "hashCode", "toString",
                               "compareTo", "valueOf", "parse", "charAt", "indexOf", "isEmpty", "iterator", "stream"})
        if (name.starts_with(prefix)) return true;
    return false;
}

// May the method change its receiver's state? It writes one of its fields,
// or reads a field and makes a call that is not a query (a `put` on the map
// a field holds): a cheap look at its own code, not what its callees do.
bool may_change_state(engine::Program& program, const classfile::ClassFile& cls, const classfile::Method& method) {
    auto runtime = program.klass(cls.name);
    if (!runtime) return false;
    const engine::MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return false;
    auto code = program.code(*info);
    if (!code) return false;
    const ir::Function& fn = *(*code)->fn;
    bool reads_field = false;
    bool changing_call = false;
    for (const ir::Block& block : fn.blocks) {
        for (const ir::Instr& instr : block.instrs) {
            if (instr.op == ir::Op::PutField) return true;
            reads_field |= instr.op == ir::Op::GetField;
            if (instr.op == ir::Op::Invoke && instr.invoke != ir::InvokeKind::Static) {
                const ir::Member& member = fn.members[fn.calls[instr.aux].member];
                changing_call |= member.name != "<init>" && !looks_like_a_query(member.name);
            }
        }
    }
    return reads_field && changing_call;
}

// The calls that may bring a constructed receiver into the state `method`
// needs, as a user would make them before calling it (`cart.add(...)`
// before `cart.totalCents(...)`): public instance methods of the class
// that may change its state and are not getters (they take arguments or
// return nothing), the method itself first (add after add), then those returning
// nothing, then the rest, in declaration order; at most kMaxSetupCalls.
std::vector<const classfile::Method*> setup_calls(engine::Program& program, const classfile::ClassFile& cls,
                                                  const classfile::Method& method) {
    std::vector<std::pair<int, const classfile::Method*>> ranked;
    for (const classfile::Method& candidate : cls.methods) {
        if (!(candidate.access_flags & classfile::access::Public) || candidate.is_static() || !candidate.code) continue;
        if (candidate.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
        if (candidate.name == "<init>" || candidate.name == "equals" || candidate.name == "hashCode" ||
            candidate.name == "toString" || candidate.name == "compareTo")
            continue;
        const bool returns_void = candidate.descriptor.ends_with(")V");
        if (candidate.descriptor.starts_with("()") && !returns_void) continue;  // a getter
        if (engine::Engine::unsupported_reason(candidate) || !may_change_state(program, cls, candidate)) continue;
        const int rank = &candidate == &method ? 0 : returns_void ? 1 : 2;
        ranked.emplace_back(rank, &candidate);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const classfile::Method*> found;
    for (const auto& [rank, candidate] : ranked) {
        if (found.size() == kMaxSetupCalls) break;
        found.push_back(candidate);
    }
    return found;
}

}  // namespace

bool method_matches(const std::string& filter, const classfile::Method& method) {
    if (filter.find('(') == std::string::npos) return method.name == filter;
    return method.name + method.descriptor == filter;
}

// The class's methods share one work budget in rounds: in each round every
// method still exploring gets an equal share of the budget left, and resumes
// where it stopped. A method that finishes early leaves its unused share to
// the others in the next round, so one hard method cannot starve the rest,
// and because shares count work, not time, the outcome does not depend on
// the machine's load.
Result<GenerationResult> generate_tests(engine::Program& program, expr::ExprContext& context,
                                        solver::Solver& solver, const classfile::ClassFile& cls,
                                        const GenerateOptions& options) {
    GenerationResult result;
    result.suite.class_name = cls.name;
    const std::vector<const classfile::Method*> made_by = constructions(cls);
    RefusedConstructions refused;
    std::vector<MethodRun> runs;
    for (const classfile::Method& method : cls.methods) {
        if (options.method && !method_matches(*options.method, method)) continue;
        if (method.name == "<clinit>" || method.name == "<init>") continue;
        if (method.access_flags & classfile::access::Synthetic) continue;
        MethodReport report;
        report.method = method.name + method.descriptor;
        if (method.access_flags & classfile::access::Private) {
            report.skipped = "private (tests can only call it through the class's other methods)";
        } else if (options.public_only && !(method.access_flags & classfile::access::Public)) {
            report.skipped = "not public (only public methods are the class's interface here)";
        } else if (auto reason = engine::Engine::unsupported_reason(method)) {
            report.skipped = *reason;
        } else {
            MethodRun run;
            run.refused = &refused;
            run.method = &method;
            run.type = *classfile::parse_method_descriptor(method.descriptor);
            run.report = result.methods.size();
            // An instance method's receiver as a user makes it, with each
            // construction in turn; the lazily made one last, as a fallback.
            if (!method.is_static()) {
                for (const classfile::Method* construction : made_by) {
                    Exploration exploration{construction,
                                            std::make_unique<engine::Engine>(program, context, solver, options.engine)};
                    if (exploration.engine->begin(cls, method, construction))
                        run.explorations.push_back(std::move(exploration));
                }
                // Then the first construction followed by one setup call.
                if (!run.explorations.empty() && options.setup_calls) {
                    const classfile::Method* first = run.explorations.front().construction;
                    for (const classfile::Method* call : setup_calls(program, cls, method)) {
                        Exploration exploration{first,
                                                std::make_unique<engine::Engine>(program, context, solver, options.engine),
                                                {call}};
                        if (exploration.engine->begin(cls, method, first, exploration.calls))
                            run.explorations.push_back(std::move(exploration));
                    }
                }
            }
            run.lazy_is_fallback = !run.explorations.empty();
            Exploration lazy{nullptr, std::make_unique<engine::Engine>(program, context, solver, options.engine)};
            if (Status begun = lazy.engine->begin(cls, method); !begun) {
                report.skipped = begun.error().message;
            } else {
                run.explorations.push_back(std::move(lazy));
                runs.push_back(std::move(run));
            }
        }
        result.methods.push_back(std::move(report));
    }
    for (const MethodReport& report : result.methods)
        if (report.skipped && options.on_method_done) options.on_method_done(report);

    // A share smaller than this is not worth a resume (about 10 ms).
    const std::uint64_t min_share = engine::work_for_seconds(0.01);
    std::uint64_t pool = options.engine.work_budget;
    auto finish = [&](MethodRun& run) {
        MethodReport& report = result.methods[run.report];
        if (!run.deferred.empty())
            take_deferred(run, context, solver, cls, program.class_path(), options, report, result);
        const engine::ExplorationStats stats = run.stats();
        report.stopped = stop_reason(run.finished(), stats, options.engine);
        if (!run.input_limits.empty()) {
            // Inputs the engine could not make, or bounds on them: the paths
            // explored are all there were only for the inputs it made.
            std::string limits;
            for (const std::string& limit : run.input_limits) limits += (limits.empty() ? "" : "; ") + limit;
            report.stopped = (report.stopped == "explored completely" ? "" : report.stopped + ", ") +
                             "inputs limited (" + limits + ")";
        }
        report.work_seconds = engine::seconds_for_work(stats.work);
        add_stats(result.exploration, stats);
        run.done = true;
        if (options.on_method_done) options.on_method_done(report);
    };
    while (true) {
        std::size_t exploring = 0;
        for (const MethodRun& run : runs) exploring += run.done ? 0 : 1;
        if (exploring == 0) break;
        if (pool < min_share) {
            for (MethodRun& run : runs)
                if (!run.done) finish(run);
            break;
        }
        const std::uint64_t share = std::max(pool / exploring, min_share);
        std::size_t waiting = exploring;  // methods still to resume in this round, this one included
        for (MethodRun& run : runs) {
            if (run.done) continue;
            // A method's explorations (its constructions, then the lazily made
            // receiver) split its share, and its part of the time, equally;
            // those with setup calls share one part among them, so trying
            // sequences does not starve the plain explorations.
            std::size_t plain = 0;
            std::size_t with_calls = 0;
            for (const Exploration& e : run.explorations)
                if (!e.engine->finished()) ++(e.calls.empty() ? plain : with_calls);
            const std::size_t parts = plain + with_calls;
            const std::uint64_t part =
                std::max(share / std::max<std::size_t>(plain + (with_calls > 0 ? 1 : 0), 1), min_share);
            const std::uint64_t setup_part = std::max(part / std::max<std::size_t>(with_calls, 1), min_share);
            std::optional<std::chrono::steady_clock::time_point> method_deadline;
            // The wall-clock safety net is shared the same way: on a machine so
            // slow that it fires, every method still gets its part of the time.
            if (options.engine.wall_clock_deadline) {
                const auto now = std::chrono::steady_clock::now();
                const auto deadline = *options.engine.wall_clock_deadline;
                method_deadline = deadline <= now ? deadline : now + (deadline - now) / static_cast<long>(waiting);
            }
            --waiting;
            std::size_t left = parts;  // explorations of this method still to resume, this one included
            for (Exploration& exploration : run.explorations) {
                if (exploration.engine->finished() || pool == 0) continue;
                if (method_deadline) {
                    const auto now = std::chrono::steady_clock::now();
                    exploration.engine->set_wall_clock_deadline(
                        *method_deadline <= now ? *method_deadline
                                                : now + (*method_deadline - now) / static_cast<long>(left));
                }
                --left;
                const std::uint64_t before = exploration.engine->stats().work;
                std::vector<PathResult> paths =
                    exploration.engine->resume(std::min(exploration.calls.empty() ? part : setup_part, pool));
                take_paths(run, exploration, context, solver, std::move(paths), cls, program.class_path(), options,
                           result.methods[run.report], result);
                const std::uint64_t used = exploration.engine->stats().work - before;
                pool -= std::min(used, pool);
            }
            if (run.finished()) finish(run);
            if (pool < min_share) break;
        }
    }
    result.static_state_note = collect_static_state(program, context, solver, cls, options, result.suite);
    if (options.candidate_solver != nullptr) {
        for (MethodRun& run : runs)
            make_candidates(run, context, *options.candidate_solver, cls, program.class_path(), options,
                            result.methods[run.report], result);
    }
    return result;
}

}  // namespace symcrete::testgen
