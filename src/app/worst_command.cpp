// `symcrete worst` (worst_command.h).
#include "worst_command.h"

#include "class_path_option.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "report/growth_fit.h"
#include "jdk_option.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <deque>
#include <memory>
#include <optional>

#include "classfile/descriptor.h"
#include "engine/branch_policy.h"
#include "engine/cost.h"
#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "engine/work_budget.h"
#include "expr/evaluator.h"

namespace symcrete::app {

namespace {

// Sizes the exhaustive search's policy is learned from: the largest ones
// explored completely (the smallest are all edge cases).
constexpr std::size_t kSizesLearnedFrom = 3;
// The largest input size: the engine's arrays are made element by element.
constexpr std::int32_t kMaxSize = 4096;

std::optional<std::pair<std::int32_t, std::int32_t>> parse_sizes(const std::string& text) {
    const auto dots = text.find("..");
    const std::string first = dots == std::string::npos ? text : text.substr(0, dots);
    const std::string last = dots == std::string::npos ? text : text.substr(dots + 2);
    std::int32_t from = 0, to = 0;
    auto number = [](const std::string& s, std::int32_t& out) {
        auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
        return !s.empty() && error == std::errc() && end == s.data() + s.size();
    };
    if (!number(first, from) || !number(last, to) || from < 0 || to < from || to > kMaxSize) return std::nullopt;
    return std::pair{from, to};
}

// The input of a path, as Java: its array inputs' elements and its
// primitive arguments under the path's model.
std::string input_text(const engine::PathResult& path, expr::ExprContext& context) {
    std::vector<std::string> parts;
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.elements == nullptr || !input.length.is_concrete()) continue;
            std::vector<std::string> elements;
            for (std::int32_t i = 0; i < input.length.as_i32(); ++i) {
                const expr::Value v = expr::evaluate(context.select(input.elements, context.i32(i)), path.model);
                switch (input.cls->element_type) {
                    case 'J': elements.push_back(std::to_string(v.as_i64()) + "L"); break;
                    case 'C': elements.push_back(std::to_string(static_cast<std::uint16_t>(v.as_i32()))); break;
                    case 'Z': elements.push_back(v.as_i32() != 0 ? "true" : "false"); break;
                    case 'F': case 'D': elements.push_back(fmt::format("{}", v.as_f64())); break;
                    default: elements.push_back(std::to_string(v.as_i32())); break;
                }
            }
            parts.push_back(fmt::format("{} = {{{}}}", input.origin, fmt::join(elements, ", ")));
        }
    }
    for (std::size_t i = 0; i < path.arguments.size(); ++i)
        if (path.arguments[i].is_symbolic())
            parts.push_back(fmt::format("p{} = {}", i, expr::evaluate(path.arguments[i].expr(), path.model).as_i64()));
    return fmt::format("{}", fmt::join(parts, ", "));
}

struct SizeResult {
    std::int32_t size = 0;
    bool exhaustive = false;
    std::size_t paths = 0;
    std::string unfinished;  // why the first path the engine could not finish stopped
    bool cut = false;        // the budget ran out before every path ended
    std::optional<engine::PathResult> worst;
};

}  // namespace

int run_worst(const WorstOptions& options) {
    const auto model = engine::parse_cost_model(options.cost);
    if (!model)
        return fail("symcrete worst",
                    Error{fmt::format("--cost: expected {}, not '{}'", engine::kCostModelChoices, options.cost)});
    const auto sizes = parse_sizes(options.sizes);
    if (!sizes)
        return fail("symcrete worst",
                    Error{fmt::format("--sizes: expected FROM..TO with 0 <= FROM <= TO <= {}, not '{}'", kMaxSize,
                                      options.sizes)});
    const auto budget = parse_budget(options.budget);
    if (!budget) return fail("symcrete worst", budget.error());
    // Class.method or Class.method(descriptor).
    const std::size_t open = options.method.find('(');
    const std::string qualified = options.method.substr(0, open);
    const std::string descriptor = open == std::string::npos ? "" : options.method.substr(open);
    const std::size_t dot = qualified.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == qualified.size())
        return fail("symcrete worst", Error{fmt::format("--method: expected Class.method, not '{}'", options.method)});
    const std::string class_name = classfile::java_to_internal_name(qualified.substr(0, dot));
    const std::string method_name = qualified.substr(dot + 1);

    JavaToolPaths jdk_paths;
    jdk_paths.java_home = options.java_home;
    if (Status status = use_given_jdk(jdk_paths); !status) return fail("symcrete worst", status.error());
    classfile::ClassPath class_path;
    auto cls = open_class(class_path, options.class_path, class_name);
    if (!cls) return fail("symcrete worst", cls.error());
    const classfile::Method* method = nullptr;
    for (const classfile::Method& m : (*cls)->methods)
        if (m.name == method_name && (descriptor.empty() || m.descriptor == descriptor)) {
            if (method != nullptr)
                return fail("symcrete worst", Error{fmt::format("--method: {} has several overloads; name one, "
                                                                "e.g. '{}{}'", method_name, qualified, m.descriptor)});
            method = &m;
        }
    if (method == nullptr)
        return fail("symcrete worst", Error{fmt::format("--method: {} has no method {}", qualified.substr(0, dot),
                                                        method_name + descriptor)});
    if (!method->is_static())
        return fail("symcrete worst", Error{fmt::format("--method: {} is an instance method; worst takes static "
                                                        "methods for now", options.method)});

    engine::EngineStack stack(class_path);
    const std::string calls_of = options.cost.starts_with("calls=") ? options.cost.substr(6) : "";
    std::vector<SizeResult> results;
    std::deque<std::map<engine::Edge, std::uint32_t>> learned_from;  // the worst paths' decisions, newest last
    std::shared_ptr<const engine::BranchPolicy> policy;
    fmt::print("worst {} by {}, sizes {}..{}, {} s of work per size\n", options.method, options.cost, sizes->first,
               sizes->second, *budget);
    fmt::print("{:>6} {:>14} {:>11} {:>7}  {}\n", "size", engine::to_string(*model), "search", "paths", "input");
    for (std::int32_t n = sizes->first; n <= sizes->second; ++n) {
        auto explore = [&](std::shared_ptr<const engine::BranchPolicy> guide) {
            const bool guided = guide != nullptr;
            engine::EngineOptions engine_options;
            engine_options.work_budget = engine::work_for_seconds(*budget);
            engine_options.inputs.exact_array_length = n;
            engine_options.inputs.non_null = true;  // an input of size n is an array of n, never null
            engine_options.inputs.max_array_length = std::max(engine_options.inputs.max_array_length, n);
            engine_options.branch_bound = static_cast<unsigned>(std::max<std::int64_t>(6, std::int64_t{n} * n + 2));
            engine_options.record_decisions = true;
            engine_options.branch_policy = std::move(guide);
            engine_options.cost_calls_of = calls_of;
            engine::Engine engine(stack.program, stack.context, *stack.solver, engine_options);
            SizeResult result;
            result.size = n;
            auto paths = engine.explore(**cls, *method);
            if (!paths) return std::optional<SizeResult>{};
            bool lost = engine.stats().budget_exhausted || engine.stats().wall_clock_fired;
            for (engine::PathResult& path : *paths) {
                lost |= std::any_of(path.precision_lost.begin(), path.precision_lost.end(), [](const auto& loss) {
                    return loss.kind == engine::PrecisionLossKind::BranchBound ||
                           loss.kind == engine::PrecisionLossKind::SolverGaveUp;
                });
                if (path.end != engine::PathEnd::Returned && path.end != engine::PathEnd::Threw) {
                    // A path the engine could not finish: its cost is unknown.
                    if (!path.input_refused) {
                        lost = true;
                        if (result.unfinished.empty()) result.unfinished = path.detail;
                    }
                    continue;
                }
                ++result.paths;
                if (!result.worst || engine::cost_of(path.cost, *model) > engine::cost_of(result.worst->cost, *model))
                    result.worst = std::move(path);
            }
            result.exhaustive = !guided && !lost;
            // A guided search cut by the budget: its one path did not end.
            result.cut = engine.stats().budget_exhausted || engine.stats().wall_clock_fired;
            return std::optional<SizeResult>{std::move(result)};
        };
        std::optional<SizeResult> result;
        if (policy == nullptr) {
            result = explore(nullptr);
            if (result && !result->exhaustive && !learned_from.empty()) {
                std::vector<const std::map<engine::Edge, std::uint32_t>*> decisions;
                for (const auto& d : learned_from) decisions.push_back(&d);
                policy = std::make_shared<const engine::BranchPolicy>(engine::learn_policy(decisions));
            }
        }
        if (policy != nullptr) {
            std::optional<SizeResult> guided = explore(policy);
            // The exhaustive search's partial result stands if it found worse.
            if (guided && (!result || !result->worst ||
                           (guided->worst && engine::cost_of(guided->worst->cost, *model) >=
                                                 engine::cost_of(result->worst->cost, *model))))
                result = std::move(guided);
        }
        if (!result) return fail("symcrete worst", Error{fmt::format("{} could not be explored", options.method)});
        if (result->exhaustive && result->worst) {
            learned_from.push_back(result->worst->decisions);
            if (learned_from.size() > kSizesLearnedFrom) learned_from.pop_front();
        }
        const std::string search = result->exhaustive          ? "exhaustive"
                                   : result->cut                ? "cut"
                                   : policy != nullptr          ? "guided"
                                                                : "partial";
        if (result->worst)
            fmt::print("{:>6} {:>14} {:>11} {:>7}  {}\n", n, engine::cost_of(result->worst->cost, *model), search,
                       result->paths, input_text(*result->worst, stack.context));
        else
            fmt::print("{:>6} {:>14} {:>11} {:>7}  (no path returned or threw)\n", n, "-", search, result->paths);
        if (!result->unfinished.empty()) fmt::print("{:>6}   (a path was not finished: {})\n", "", result->unfinished);
        std::fflush(stdout);
        results.push_back(std::move(*result));
    }
    std::vector<std::pair<std::int64_t, double>> points;
    std::int32_t exhaustive_to = -1;
    bool all_exhaustive = true;
    for (const SizeResult& r : results) {
        if (r.exhaustive && all_exhaustive) exhaustive_to = r.size;
        all_exhaustive &= r.exhaustive;
        // The smallest sizes are edge cases of most algorithms (an empty
        // loop, a pattern as long as the text): the fit starts at a quarter
        // of the largest size.
        if (r.worst && !r.cut && r.size >= std::max<std::int32_t>(2, sizes->second / 4)) points.emplace_back(r.size, static_cast<double>(engine::cost_of(r.worst->cost, *model)));
    }
    if (all_exhaustive)
        fmt::print("every size explored exhaustively: each worst input is the worst\n");
    else if (exhaustive_to >= 0)
        fmt::print("exhaustive up to size {}; beyond it guided by the branch policy learned there ({} branches): "
                   "each worst found is a lower bound\n",
                   exhaustive_to, policy ? policy->size() : 0);
    else
        fmt::print("no size explored exhaustively: each worst found is a lower bound\n");
    fmt::print("growth: {}\n", report::fit_growth(points));
    return kExitOk;
}

}  // namespace symcrete::app
