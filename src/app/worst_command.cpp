// `symcrete worst` (worst_command.h).
#include "worst_command.h"

#include "class_path_option.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "report/growth_fit.h"
#include "report/worst_report.h"
#include "solver_layer_text.h"
#include "jdk_option.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "classfile/descriptor.h"
#include "engine/branch_policy.h"
#include "engine/cost.h"
#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "engine/work_budget.h"
#include "expr/evaluator.h"
#include "support/cpu_clock.h"
#include "output_paths.h"
#include "testgen/readable_model.h"
#include "worst_output.h"

namespace symcrete::app {

namespace {

// Sizes the exhaustive search's policy is learned from: the largest ones
// explored completely (the smallest are all edge cases).
constexpr std::size_t kSizesLearnedFrom = 3;
// The exhaustive sizes together may take this fraction (1/k) of the budget.
constexpr std::uint64_t kExhaustiveShare = 2;
// The policy's refinement may take this fraction (1/k) of what is left, in
// at most this many rounds.
constexpr std::uint64_t kRefineShare = 4;
constexpr int kRefineRounds = 4;
// Calls whose first decision of a branch is flipped in turn at the largest
// size (engine::BranchPolicy::CallFlip), at most.
constexpr std::size_t kMaxCallFlips = 64;
// Splits one path may make at one branch per element of its input, beyond
// the pairs of elements (the branch bound's, see explore): tables of
// constants that each element is compared against, up to this many.
constexpr std::int64_t kSplitsPerElement = 32;
// The run's safety net, in CPU time: this many times its budget. Work units
// stand for time at the rates work_budget.h assumes, which some solver
// queries fall far short of (a histogram's 64-bit divisions: Z3's count for
// two minutes was what it counts in three seconds of integer arithmetic).
constexpr double kCpuPerBudget = 1.5;
// A wish for a readable model (testgen::readable) is only for reading the
// input: one that takes longer than this is given up, and with it the
// path's later ones (a histogram's 64-bit divisions took seconds a wish).
constexpr std::chrono::milliseconds kWishTimeLimit{250};
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
    std::uint64_t work = 0;  // work units the exploration spent
    std::optional<engine::PathResult> worst;
    // The decisions of every path as costly as the worst (an exhaustive
    // search's ties), which the branch policy learns from.
    std::vector<std::vector<engine::Decision>> worst_decisions;
    std::set<engine::Edge> sides;  // the branch sides any finished path took
    bool guided = false;           // by a branch policy
    bool readable = false;         // `worst`'s model re-asked for small numbers (make_readable)
    // Every finished path's cost and decisions, of a search not guided: the
    // shapes the policy search tries (engine::distinct_shapes).
    std::vector<std::pair<std::uint64_t, std::vector<engine::Decision>>> costed;
};

// How a size was searched, as the table and the report say it.
std::string search_of(const SizeResult& result) {
    return result.exhaustive ? "exhaustive" : result.cut ? "cut" : result.guided ? "guided" : "partial";
}

// The share of the run's work budget a size gets: what is left, divided
// among the sizes still to come in proportion to n^2 (larger sizes cost more,
// and what a size leaves unspent goes to the later ones).
std::uint64_t allowance(std::uint64_t remaining, std::int32_t n, std::int32_t last) {
    auto weight = [](std::int32_t m) { return static_cast<double>(std::max(1, m)) * std::max(1, m); };
    double total = 0;
    for (std::int32_t m = n; m <= last; ++m) total += weight(m);
    return static_cast<std::uint64_t>(static_cast<double>(remaining) * weight(n) / total);
}

// Work an exhaustive search at the next size is likely to take, from the
// last two exhaustive sizes': paths grow geometrically with the size, so the
// last ratio (at least 2) repeats.
std::uint64_t predicted_work(const std::vector<std::uint64_t>& exhaustive_work) {
    if (exhaustive_work.size() < 2) return 0;
    const double last = static_cast<double>(exhaustive_work.back());
    const double before = static_cast<double>(std::max<std::uint64_t>(1, exhaustive_work[exhaustive_work.size() - 2]));
    return static_cast<std::uint64_t>(last * std::max(2.0, last / before));
}

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
    if (!options.out_dir.empty()) {
        if (Status status = check_output_dir("--out", options.out_dir); !status) return fail("symcrete worst", status.error());
    }
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

    // Z3's SMT core first: a guided path is one long chain of comparisons
    // (solver.h, make_z3_solver).
    solver::ChainOptions layers;
    layers.core_first = true;
    engine::EngineStack stack(class_path, layers);
    const std::string calls_of = options.cost.starts_with("calls=") ? options.cost.substr(6) : "";
    std::vector<SizeResult> results;
    auto not_explored = [&] {
        return fail("symcrete worst", Error{fmt::format("{} could not be explored", options.method)});
    };
    // The tied worst paths' decisions of the last exhaustive sizes, newest last.
    std::deque<std::vector<std::vector<engine::Decision>>> learned_from;
    std::vector<std::uint64_t> exhaustive_work;  // of each exhaustive size, in order
    std::set<engine::Edge> sides_seen;           // by the exhaustive sizes' paths
    // The largest exhaustive size's paths, by cost and decisions.
    std::vector<std::pair<std::uint64_t, std::vector<engine::Decision>>> last_costed;
    std::shared_ptr<const engine::BranchPolicy> policy;
    std::uint64_t remaining = engine::work_for_seconds(*budget);
    const ProcessCpuClock::time_point cpu_deadline =
        ProcessCpuClock::now() + std::chrono::duration_cast<ProcessCpuClock::duration>(std::chrono::duration<double>(kCpuPerBudget * *budget));
    fmt::print("worst {} by {}, sizes {}..{}, {} s of work in all\n", options.method, options.cost, sizes->first,
               sizes->second, *budget);
    fmt::print("{:>6} {:>14} {:>11} {:>7}  {}\n", "size", engine::to_string(*model), "search", "paths", "input");
    auto explore = [&](std::int32_t n, std::shared_ptr<const engine::BranchPolicy> guide, std::uint64_t work) {
        const bool guided = guide != nullptr;
        engine::EngineOptions engine_options;
        engine_options.work_budget = work;
        engine_options.cpu_deadline = cpu_deadline;
        engine_options.inputs.exact_array_length = n;
        engine_options.inputs.non_null = true;  // an input of size n is an array of n, never null
        engine_options.inputs.max_array_length = std::max(engine_options.inputs.max_array_length, n);
        // Splits one path may make at one branch: every pair of elements
        // compared once (a sort), and every element against a table of
        // constants (a lexer's operator characters, a switch as an if
        // chain). A bound below that cuts paths the size has, and the size
        // is then not exhaustive; only loops on an element's value (which
        // the size does not bound) reach it.
        engine_options.branch_bound = static_cast<unsigned>(std::int64_t{n} * n + kSplitsPerElement * (std::int64_t{n} + 1));
        engine_options.record_decisions = true;
        engine_options.branch_policy = std::move(guide);
        engine_options.cost_calls_of = calls_of;
        engine::Engine engine(stack.program, stack.context, *stack.solver, engine_options);
        SizeResult result;
        result.size = n;
        const solver::SolverStats before = stack.solver->stats();
        const auto started = std::chrono::steady_clock::now();
        auto paths = engine.explore(**cls, *method);
        if (!paths) return std::optional<SizeResult>{};
        result.work = engine.stats().work;
        remaining -= std::min(remaining, result.work);
        if (options.stats) {
            const solver::SolverStats& after = stack.solver->stats();
            const engine::ExplorationStats& e = engine.stats();
            fmt::print(stderr, "stats: size {} {}: {:.3f} s, {} paths, {} forks, {} solver queries in {:.3f} s, {} of {} work units{}\n",
                       n, guided ? "guided" : "exhaustive",
                       std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(),
                       paths->size(), e.forks, after.queries - before.queries,
                       std::chrono::duration<double>(after.time - before.time).count(), e.work, work,
                       e.budget_exhausted ? ", budget exhausted" : "");
        }
        bool lost = engine.stats().budget_exhausted || engine.stats().wall_clock_fired;
        std::vector<engine::PathResult> finished;
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
            finished.push_back(std::move(path));
        }
        result.paths = finished.size();
        for (const engine::PathResult& path : finished)
            for (const engine::Decision& d : path.decisions) result.sides.insert(d.edge);
        std::uint64_t worst_cost = 0;
        for (const engine::PathResult& path : finished) worst_cost = std::max(worst_cost, engine::cost_of(path.cost, *model));
        if (!guided)
            for (const engine::PathResult& path : finished)
                result.costed.emplace_back(engine::cost_of(path.cost, *model), path.decisions);
        for (engine::PathResult& path : finished) {
            if (engine::cost_of(path.cost, *model) != worst_cost) continue;
            result.worst_decisions.push_back(path.decisions);
            if (!result.worst) result.worst = std::move(path);
        }
        result.exhaustive = !guided && !lost;
        // A guided search cut by the budget: its one path did not end.
        result.cut = engine.stats().budget_exhausted || engine.stats().wall_clock_fired;
        return std::optional<SizeResult>{std::move(result)};
    };
    // A size's worst as it is shown (the table, the tests of --out): its
    // model re-asked with small numbers where the path allows (an operator
    // character as 62, not as -2147483586); the path, and so its cost, stay.
    // Its queries are charged to the run's budget, each within
    // kWishTimeLimit and the CPU time limit (a histogram's 64-bit divisions
    // made them take 2 to 5 s a size, four times the budget in all); past
    // the budget or the limit the model is shown as it is.
    auto make_readable = [&](SizeResult& result) {
        const auto cpu_left = cpu_deadline - ProcessCpuClock::now();
        if (result.worst && !result.readable && remaining > 0 && cpu_left.count() > 0) {
            const solver::SolverStats before = stack.solver->stats();
            const solver::QueryLimits usual = stack.solver->limits();
            solver::QueryLimits capped = usual;
            const auto left = std::clamp(std::chrono::duration_cast<std::chrono::milliseconds>(cpu_left),
                                         std::chrono::milliseconds(1), kWishTimeLimit);
            capped.timeout = usual.timeout.count() == 0 ? left : std::min(usual.timeout, left);
            stack.solver->set_limits(capped);
            result.worst = testgen::readable(*result.worst, stack.context, *stack.solver);
            stack.solver->set_limits(usual);
            const solver::SolverStats& after = stack.solver->stats();
            remaining -= std::min(remaining, engine::solver_work(after.queries - before.queries, after.work - before.work));
        }
        result.readable = true;
    };
    auto print_row = [&](SizeResult& result, bool guided) {
        result.guided = guided;
        make_readable(result);
        const std::string search = search_of(result);
        if (result.worst)
            fmt::print("{:>6} {:>14} {:>11} {:>7}  {}\n", result.size, engine::cost_of(result.worst->cost, *model), search,
                       result.paths, input_text(*result.worst, stack.context));
        else
            fmt::print("{:>6} {:>14} {:>11} {:>7}  (no path returned or threw)\n", result.size, "-", search, result.paths);
        if (!result.unfinished.empty()) fmt::print("{:>6}   (a path was not finished: {})\n", "", result.unfinished);
        std::fflush(stdout);
    };
    // The policies to guide the larger sizes with, found at a probe size
    // beyond the exhaustive ones (twice the largest, and at least a quarter
    // of the last size, where chains and clusters are long enough to tell
    // apart from loops; at most the last size), within a quarter of the
    // budget left:
    // - Shapes first: the learned policy overlaid with each shape of path
    //   the largest exhaustive size had (engine::distinct_shapes), each
    //   tried at the probe. The worst paths of small sizes owe much to what
    //   is costly there (a heap sort's comparisons at five elements), and
    //   the shape whose cost grows with n (duplicates shifted one by one)
    //   may be a cheaper one there.
    // - Then the index pins of the costliest path's reads and writes at
    //   symbolic indices, each made fresh in turn (BranchPolicy::
    //   pins_fresh), while one costs more: the slow inputs of a union-find
    //   fed edges hang each edge on a node no edge touched before.
    // - Then hill climbing from the costliest at the probe: each round
    //   tries every flip of one branch's side in one history, and keeps the
    //   one whose guided path costs most, while one costs more.
    // Returns the policy that cost most at the probe and, if another shape's
    // cost grew more from the exhaustive size to the probe, that one's too.
    struct Policies {
        engine::BranchPolicy costliest;
        std::optional<engine::BranchPolicy> fastest_growing;
    };
    auto find_policies = [&](const engine::BranchPolicy& learned,
                             const std::vector<engine::CostedPath>& shapes, std::int32_t exhaustive_to,
                             std::int32_t last) {
        const std::int32_t probe = std::min(last, std::max({exhaustive_to + 1, 2 * exhaustive_to, last / 4}));
        std::uint64_t climb = remaining / kRefineShare;
        std::vector<engine::PinSite> last_pins;  // the index pins of the path cost_at last costed
        std::string last_input;                  // and its input, under --stats
        auto cost_at = [&](std::int32_t size, const engine::BranchPolicy& candidate,
                           std::uint64_t work) -> std::optional<std::uint64_t> {
            if (work > climb) return std::nullopt;
            std::optional<SizeResult> result = explore(size, std::make_shared<const engine::BranchPolicy>(candidate), work);
            climb -= std::min(climb, result ? result->work : work);
            if (!result || result->cut || !result->worst) return std::nullopt;
            last_pins = result->worst->pin_sites;
            if (options.stats) last_input = input_text(*result->worst, stack.context);
            return engine::cost_of(result->worst->cost, *model);
        };
        auto cost_at_probe = [&](const engine::BranchPolicy& candidate, std::uint64_t work) {
            return cost_at(probe, candidate, work);
        };
        const std::optional<std::uint64_t> base = cost_at_probe(learned, climb / 4);
        if (!base) return Policies{learned, std::nullopt};
        const std::uint64_t per_try = std::max<std::uint64_t>(1, climb / 16);
        engine::BranchPolicy best_policy = learned;
        std::uint64_t best = *base;
        std::vector<engine::PinSite> best_pins = last_pins;
        // A shape's growth: its cost at the last size over that at the probe
        // (over that at the exhaustive size, when the probe is the last
        // size), compared as cross products; the learned policy's is none.
        std::optional<engine::BranchPolicy> fastest;
        std::size_t fastest_shape = 0, best_shape = 0;  // 1-based; 0: none, the learned policy
        std::uint64_t fastest_at_end = 1, fastest_at_start = std::numeric_limits<std::uint64_t>::max();
        const std::uint64_t shapes_until = climb / 2;  // the other half is the climb's
        std::size_t shapes_tried = 0;
        for (const engine::CostedPath& shape : shapes) {
            if (climb < per_try || climb < shapes_until) break;
            engine::BranchPolicy candidate = learned.overlaid(engine::learn_policy({shape.decisions}));
            const std::optional<std::uint64_t> cost = cost_at_probe(candidate, per_try);
            ++shapes_tried;
            if (options.stats)
                fmt::print(stderr, "stats: shape {} (cost {} at size {}): {} at size {}\n", shapes_tried, shape.cost,
                           exhaustive_to, cost ? std::to_string(*cost) : "cut", probe);
            if (!cost) continue;
            const std::optional<std::uint64_t> end = probe < last ? cost_at(last, candidate, per_try) : cost;
            const std::uint64_t start = std::max<std::uint64_t>(1, probe < last ? *cost : shape.cost);
            if (end && static_cast<double>(*end) * static_cast<double>(fastest_at_start) >
                           static_cast<double>(fastest_at_end) * static_cast<double>(start)) {
                fastest = candidate;
                fastest_shape = shapes_tried;
                fastest_at_end = *end;
                fastest_at_start = start;
            }
            if (*cost > best) {
                best = *cost;
                best_shape = shapes_tried;
                best_policy = std::move(candidate);
                best_pins = last_pins;
            }
        }
        const std::uint64_t after_shapes = best;
        // Then the costliest path's index pins made fresh (engine::
        // BranchPolicy::pins_fresh), one site a round, while one costs more.
        for (int round = 0; round < kRefineRounds && climb >= per_try; ++round) {
            std::optional<engine::BranchPolicy> better;
            std::vector<engine::PinSite> better_pins;
            for (const engine::PinSite& site : best_pins) {
                if (best_policy.pins_fresh(site)) continue;
                engine::BranchPolicy candidate = best_policy.with_fresh(site);
                const std::optional<std::uint64_t> cost = cost_at_probe(candidate, per_try);
                if (options.stats)
                    fmt::print(stderr, "stats: index pin at {}:{}:{} (from {}:{}:{}) fresh: {} at size {}: {}\n",
                               site.method, site.block, site.index, site.caller, site.caller_block, site.caller_index,
                               cost ? std::to_string(*cost) : "cut", probe, cost ? last_input : "");
                if (cost && *cost > best) {
                    best = *cost;
                    better = std::move(candidate);
                    better_pins = last_pins;
                }
                if (climb < per_try) break;
            }
            if (!better) break;
            best_policy = std::move(*better);
            best_pins = std::move(better_pins);
        }
        for (int round = 0; round < kRefineRounds; ++round) {
            std::optional<engine::BranchPolicy> better;
            for (const engine::BranchPolicy::Flip& flip : best_policy.flips()) {
                engine::BranchPolicy candidate = best_policy.with(flip);
                const std::optional<std::uint64_t> cost = cost_at_probe(candidate, per_try);
                if (cost && *cost > best) {
                    best = *cost;
                    better = std::move(candidate);
                }
                if (climb < per_try) break;
            }
            if (!better) break;
            best_policy = std::move(*better);
        }
        if (best != *base)
            fmt::print("policy searched at size {}: {} shape(s) of size {} tried, then {} index pin(s) made fresh and "
                       "{} branch side(s) flipped; worst found there {} -> {} -> {}\n",
                       probe, shapes_tried, exhaustive_to, best_policy.fresh_pins(), best_policy.flipped(), *base,
                       after_shapes, best);
        // The fastest growing shape is swept apart only if it is not the
        // policy the sweep has.
        if (fastest_shape == best_shape && best == after_shapes) fastest.reset();
        return Policies{std::move(best_policy), std::move(fastest)};
    };
    // Exhaustive sizes, smallest first, while half the budget is likely to
    // allow the next: the policy is only as good as the sizes it learns
    // from, and a search cut short spends its share on a partial answer.
    // "Likely" with a margin of half the prediction again: the ratio of
    // paths from size to size grows with the size (a hash table's 15x from
    // 2 to 3 was 17x from 3 to 4), and a size that overran its share took
    // half the run's budget with it.
    const std::uint64_t total = remaining;
    std::uint64_t exhaustive_spent = 0;
    std::int32_t n = sizes->first;
    std::optional<SizeResult> partial;  // the first size not explored completely, if tried
    for (; n <= sizes->second; ++n) {
        const std::uint64_t share = total / kExhaustiveShare > exhaustive_spent ? total / kExhaustiveShare - exhaustive_spent : 0;
        if (!learned_from.empty() && predicted_work(exhaustive_work) * 3 / 2 > share) break;
        std::optional<SizeResult> result = explore(n, nullptr, share);
        if (!result) return not_explored();
        exhaustive_spent += result->work;
        if (!result->exhaustive || !result->worst) {
            partial = std::move(result);
            break;
        }
        exhaustive_work.push_back(result->work);
        learned_from.push_back(std::move(result->worst_decisions));
        sides_seen.insert(result->sides.begin(), result->sides.end());
        if (learned_from.size() > kSizesLearnedFrom) learned_from.pop_front();
        last_costed = std::move(result->costed);
        print_row(*result, false);
        results.push_back(std::move(*result));
    }
    if (n <= sizes->second && learned_from.empty()) {
        // Nothing to learn from: the partial search is all there is.
        if (partial) {
            print_row(*partial, false);
            results.push_back(std::move(*partial));
        }
        ++n;
        for (; n <= sizes->second; ++n) {
            std::optional<SizeResult> result = explore(n, nullptr, allowance(remaining, n, sizes->second));
            if (!result) return not_explored();
            print_row(*result, false);
            results.push_back(std::move(*result));
        }
    }
    // The sizes the growth is fitted on: the smallest are edge cases of
    // most algorithms (an empty loop, a pattern as long as the text), so
    // from a quarter of the largest size.
    const std::int32_t fitted_from = std::max<std::int32_t>(2, sizes->second / 4);
    // The guided costs of the shape whose cost grew fastest, when it was
    // not the costliest (find_policies), and its input at its largest size.
    struct Family {
        std::vector<std::pair<std::int64_t, double>> points;
        std::int32_t size = 0;
        std::string input;
    } fastest;
    // The costliest policy's guided costs, before another family's worse
    // finds replace rows: the growth is fitted on each family's own costs,
    // as one family's curve over sizes mixed with another's is neither's
    // (where the costliest policy's path was cut, a cheaper family's cost
    // stands in its row).
    std::map<std::int32_t, std::uint64_t> costliest_guided;
    if (n <= sizes->second) {
        std::vector<const std::vector<engine::Decision>*> decisions;
        for (const auto& size_paths : learned_from)
            for (const auto& path : size_paths) decisions.push_back(&path);
        engine::BranchPolicy learned = engine::learn_policy(decisions);
        for (const engine::Edge& edge : sides_seen) learned.know_side(edge.method, edge.from, edge.to);
        std::vector<engine::CostedPath> costed;
        for (const auto& [cost, path] : last_costed) costed.push_back(engine::CostedPath{cost, &path});
        Policies found = find_policies(learned, engine::distinct_shapes(costed), n - 1, sizes->second);
        policy = std::make_shared<const engine::BranchPolicy>(std::move(found.costliest));
        // Guided sizes, the largest first with half of what is left (the
        // size the growth hangs on, and the costliest), then the others
        // halving the gaps, each with an equal share of what is left: a
        // budget too small for all leaves the sizes that matter least
        // unexplored, not the largest.
        std::vector<std::int32_t> order{sizes->second};
        std::vector<std::pair<std::int32_t, std::int32_t>> gaps{{n - 1, sizes->second}};
        while (!gaps.empty()) {
            std::vector<std::pair<std::int32_t, std::int32_t>> next;
            for (auto [low, high] : gaps) {
                if (high - low < 2) {
                    if (low >= n && std::find(order.begin(), order.end(), low) == order.end()) order.push_back(low);
                    continue;
                }
                const std::int32_t mid = low + (high - low) / 2;
                order.push_back(mid);
                next.emplace_back(low, mid);
                next.emplace_back(mid, high);
            }
            gaps = std::move(next);
        }
        if (std::find(order.begin(), order.end(), n) == order.end()) order.push_back(n);
        // Every guided size under one policy, within `pot` work units.
        auto sweep = [&](const std::shared_ptr<const engine::BranchPolicy>& guide, std::uint64_t pot) {
            std::map<std::int32_t, SizeResult> swept;
            for (std::size_t i = 0; i < order.size(); ++i) {
                std::optional<SizeResult> guided = explore(order[i], guide, i == 0 ? pot / 2 : pot / (order.size() - i));
                if (!guided) return std::optional<std::map<std::int32_t, SizeResult>>{};
                pot -= std::min(pot, guided->work);
                swept.emplace(order[i], std::move(*guided));
            }
            return std::optional<std::map<std::int32_t, SizeResult>>{std::move(swept)};
        };
        auto cost_of_result = [&](const SizeResult& r) {
            return r.worst && !r.cut ? std::optional<std::uint64_t>(engine::cost_of(r.worst->cost, *model)) : std::nullopt;
        };
        std::optional<std::map<std::int32_t, SizeResult>> guided_results =
            sweep(policy, found.fastest_growing ? remaining / 2 : remaining);
        if (!guided_results) return not_explored();
        for (const auto& [m, result] : *guided_results)
            if (const std::optional<std::uint64_t> cost = cost_of_result(result)) costliest_guided.emplace(m, *cost);
        if (found.fastest_growing) {
            auto other = sweep(std::make_shared<const engine::BranchPolicy>(std::move(*found.fastest_growing)), remaining);
            if (!other) return not_explored();
            // Its input at the largest size it finished, as shown.
            for (auto it = other->rbegin(); it != other->rend(); ++it) {
                if (!cost_of_result(it->second)) continue;
                make_readable(it->second);
                fastest.size = it->first;
                fastest.input = input_text(*it->second.worst, stack.context);
                break;
            }
            for (auto& [m, result] : *other) {
                const std::optional<std::uint64_t> cost = cost_of_result(result);
                if (!cost) continue;
                if (m >= fitted_from) fastest.points.emplace_back(m, static_cast<double>(*cost));
                SizeResult& mine = guided_results->at(m);
                if (!cost_of_result(mine) || *cost > *cost_of_result(mine)) mine = std::move(result);
            }
        }
        // The largest size once more, with what the sweeps left: a branch's
        // first decision in each call of the costliest policy's path flipped
        // in turn, each flip that costs more kept (one pass, first gain
        // taken). Calls of one method may need their own first sides (merges
        // of odd and of even counts), which the policy's contexts, learned at
        // sizes with other calls, cannot say.
        if (auto at_last = guided_results->find(sizes->second); at_last != guided_results->end()) {
            const std::optional<std::uint64_t> cost = cost_of_result(at_last->second);
            const auto own = costliest_guided.find(sizes->second);
            if (cost && own != costliest_guided.end() && *cost == own->second &&
                !at_last->second.worst_decisions.empty()) {
                engine::BranchPolicy current = *policy;
                std::uint64_t best = *cost;
                const std::vector<engine::BranchPolicy::CallFlip> flips =
                    current.first_decision_flips(at_last->second.worst_decisions.front());
                const std::size_t tries = std::min(flips.size(), kMaxCallFlips);
                std::size_t kept = 0;
                for (std::size_t i = 0; i < tries; ++i) {
                    const std::uint64_t per_try = remaining / (tries - i);
                    engine::BranchPolicy candidate = current.with(flips[i]);
                    std::optional<SizeResult> result =
                        explore(sizes->second, std::make_shared<const engine::BranchPolicy>(candidate), per_try);
                    if (!result) return not_explored();
                    const std::optional<std::uint64_t> flipped = cost_of_result(*result);
                    if (!flipped || *flipped <= best) continue;
                    best = *flipped;
                    current = std::move(candidate);
                    at_last->second = std::move(*result);
                    ++kept;
                }
                if (kept > 0)
                    fmt::print("size {}: {} of {} calls' first decision(s) flipped; worst found there {} -> {}\n",
                               sizes->second, kept, tries, *cost, best);
            }
        }
        for (auto& [m, guided] : *guided_results) {
            // The exhaustive search's partial result stands if it found worse.
            if (partial && partial->size == m && partial->worst &&
                (!cost_of_result(guided) || *cost_of_result(guided) < engine::cost_of(partial->worst->cost, *model)))
                guided = std::move(*partial);
            print_row(guided, true);
            results.push_back(std::move(guided));
        }
    }
    std::sort(results.begin(), results.end(), [](const SizeResult& a, const SizeResult& b) { return a.size < b.size; });
    std::vector<std::pair<std::int64_t, double>> points;
    std::int32_t exhaustive_to = -1;
    bool all_exhaustive = true;
    for (const SizeResult& r : results) {
        if (r.exhaustive && all_exhaustive) exhaustive_to = r.size;
        all_exhaustive &= r.exhaustive;
        if (r.size < fitted_from) continue;
        if (r.exhaustive) {
            if (r.worst) points.emplace_back(r.size, static_cast<double>(engine::cost_of(r.worst->cost, *model)));
        } else if (r.guided || r.cut) {
            if (auto own = costliest_guided.find(r.size); own != costliest_guided.end())
                points.emplace_back(r.size, static_cast<double>(own->second));
        } else if (r.worst && !r.cut) {
            points.emplace_back(r.size, static_cast<double>(engine::cost_of(r.worst->cost, *model)));
        }
    }
    if (all_exhaustive)
        fmt::print("every size explored exhaustively: each worst input is the worst\n");
    else if (exhaustive_to >= 0)
        fmt::print("exhaustive up to size {}; beyond it guided by the branch policy learned there ({} branches): "
                   "each worst found is a lower bound\n",
                   exhaustive_to, policy ? policy->size() : 0);
    else
        fmt::print("no size explored exhaustively: each worst found is a lower bound\n");
    if (ProcessCpuClock::now() >= cpu_deadline)
        fmt::print("the search stopped at its CPU time limit ({:g} s, {:g} times the budget): the work it counted "
                   "took longer than the budget's rates assume\n",
                   kCpuPerBudget * *budget, kCpuPerBudget);
    if (options.stats) {
        std::vector<solver::LayerStats> layers;
        stack.solver->layer_stats(layers);
        fmt::print(stderr, "{}", solver_layer_text(layers));
    }
    // The worst case grows at least as fast as any family of inputs: a
    // shape that grows faster than the costliest inputs found at these sizes
    // decides the growth (duplicates shifted out one slot at a time pass a
    // heap sort's cost only beyond them).
    report::GrowthFit growth = report::fit_growth_curve(points);
    if (fastest.points.size() >= 4) {
        const report::GrowthFit family = report::fit_growth_curve(fastest.points);
        if (report::growth_rank(family.name) > report::growth_rank(growth.name)) {
            fmt::print("inputs shaped like {} (size {}) grow as {}, faster than the costliest found at these sizes\n",
                       fastest.input, fastest.size, family.name);
            growth = family;
        }
    }
    if (!options.out_dir.empty()) {
        report::WorstReport written;
        written.method = options.method;
        written.cost_model = engine::to_string(*model);
        if (exhaustive_to >= 0) written.exhaustive_to = exhaustive_to;
        written.growth = growth;
        std::vector<const engine::PathResult*> worst;
        for (const SizeResult& r : results) {
            written.rows.push_back(report::WorstRow{
                r.size, r.worst ? std::optional<std::uint64_t>(engine::cost_of(r.worst->cost, *model)) : std::nullopt,
                search_of(r), r.paths, r.worst ? input_text(*r.worst, stack.context) : std::string(), ""});
            worst.push_back(r.worst ? &*r.worst : nullptr);
        }
        if (Status status = write_worst_outputs(options, stack, class_path, **cls, *method, *model, worst, written); !status)
            return fail("symcrete worst", status.error());
    }
    // The last line, for scripts.
    fmt::print("growth: {}\n", growth.name);
    return kExitOk;
}

}  // namespace symcrete::app
