// Decisions: where a path branches on a symbolic condition, the current
// state follows its model's choice and every other feasible alternative is
// forked off, under the branch bound (choose). Branches (If, Switch), input
// lengths (enumerate_int) and lazy initialisation (lazy_init.cpp) all decide
// through choose; concretize pins a value where the engine needs one, and
// the solver's work is charged to the budget (solve).
#include "interpreter.h"

#include "engine/branch_policy.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "ir/analysis.h"
#include "ir_semantics.h"
#include "symbolic_text.h"

namespace symcrete::engine::detail {

namespace {

using expr::Kind;
using ir::Op;

// Which successor of a loop header's two-way branch leaves the loop. Only
// the header's test counts: an early exit inside the body (a search that
// returns when it finds) is not the loop's bound.
std::optional<std::size_t> loop_exit(const ir::Function& fn, const ir::Block& block) {
    const ir::Analyses& analyses = fn.analyses();
    int loop = analyses.innermost_loop(block.id);
    if (loop < 0) return std::nullopt;
    const ir::Loop& info = analyses.loops()[static_cast<std::size_t>(loop)];
    if (info.header != block.id) return std::nullopt;
    const auto& body = info.blocks;
    for (std::size_t i = 0; i < block.successors.size(); ++i)
        if (!std::binary_search(body.begin(), body.end(), block.successors[i])) return i;
    return std::nullopt;
}

// Whether a block throws before it branches: it, or a chain of blocks
// each with one successor from it, ends in `throw` (a validating
// constructor's `throw new IllegalArgumentException(...)`).
bool throws_soon(const ir::Function& fn, ir::BlockId id) {
    constexpr int kChain = 4;
    for (int i = 0; i < kChain; ++i) {
        const ir::Block& block = fn.blocks[id];
        if (!block.instrs.empty() && block.instrs.back().op == Op::Throw) return true;
        if (block.successors.size() != 1) return false;
        id = block.successors[0];
    }
    return false;
}

// While inputs are built, a two-way branch one of whose sides (`targets`)
// throws at once is a validation: the other side, which choose takes first
// when feasible, also where the branch bound stops forking. So a validating
// constructor accepts its first inputs, where following the model went
// through every way to refuse them (Money's currency checks made 210
// refused paths before a Cart's setup call reached its method; an ISBN's
// thirteen-digit check loop followed the model into a refusal once it could
// no longer fork). The throwing side is still a fork.
std::optional<std::size_t> accepting_side(const State& state, std::span<const ir::BlockId> targets) {
    if (targets.size() != 2 || !state.building_inputs()) return std::nullopt;
    const ir::Function& fn = *state.frames.back().code->fn;
    const bool first = throws_soon(fn, targets[0]);
    const bool second = throws_soon(fn, targets[1]);
    if (first == second) return std::nullopt;
    return first ? 1 : 0;
}

}  // namespace

bool Interpreter::covers(const Code& code) const {
    const RuntimeClass* owner = code.method->owner;
    if (under_test_ == nullptr || owner == nullptr) return false;
    if (owner == under_test_) return true;
    if (owner != last_asked_) {
        last_asked_ = owner;
        // A nested class's binary name is its outer class's, a `$`, and its
        // own name or number (JLS 13.1).
        last_covered_ = owner->name.size() > under_test_->name.size() + 1 &&
                        owner->name.starts_with(under_test_->name) && owner->name[under_test_->name.size()] == '$';
    }
    return last_covered_;
}

Edge Interpreter::edge_of(const Code& code, ir::BlockId from, ir::BlockId to) const {
    const ir::Function& fn = *code.fn;
    const RuntimeClass* owner = code.method->owner;
    // The class under test's own methods go by name and descriptor alone.
    return Edge{owner == under_test_ ? fn.name + fn.descriptor : owner->name + "." + fn.name + fn.descriptor, from, to};
}

void Interpreter::jump(State& state, Frame& frame, ir::BlockId target) {
    if (covers(*frame.code)) state.covered.insert(edge_of(*frame.code, frame.block, target));
    frame.block = target;
    frame.index = 0;
    state.enter_block(frame, target);
}

// Chooses among mutually exclusive conditions. The current state follows the
// option its model satisfies; every other feasible option is forked off
// (while the branch bound allows). A fork re-executes the current
// instruction with its choices so far forced, so decisions stay in step. At
// the bound, the preferred option (`exit_option`: one leading to code no
// path has covered, or out of a loop, see preferred_side) is taken when
// feasible, so a loop with a symbolic bound ends instead of following a
// model whose bound may be huge. Inside Java code called from C++ (an
// intrinsic's callback) there is no instruction to re-run, so the state
// follows its model without forking.
State& Interpreter::fork_off(const State& state, std::size_t choice) {
    State& fork = run_.pending->emplace_back(state);
    if (const TargetGuide* guide = options_.target.get()) fork.target_distance = guide->distance(state, run_.entry);
    fork.forced_choices = run_.step_choices;
    fork.forced_choices.push_back(choice);
    fork.cost = run_.cost_at_step;  // the instruction runs again there, and counts there
    fork.replayed_resolutions = run_.step_resolutions;
    roll_back_partial_inputs(fork);
    fork.forked_building_inputs = state.building_inputs();
    fork.other_alternative_of.reset();
    if (run_.choosing_argument) {
        fork.other_alternative_of = State::ArgumentPoint{state.run_serial, *run_.choosing_argument};
        run_.forked_for_argument = true;
    }
    count_fork(fork);
    ++stats_.forks;
    return fork;
}

namespace {

// Notes in State::ways the side a symbolic decision took, once the method
// under test runs. FNV-1a over the method's name and the place, so the bit
// is the same from run to run.
void note_way(State& state, std::size_t side) {
    if (state.frames.empty() || state.building_inputs()) return;
    const Frame& frame = state.frames.back();
    std::uint64_t hash = 0xcbf29ce484222325ull;
    auto mix = [&](std::string_view text) {
        for (char c : text) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
    };
    mix(frame.code->fn->class_name);
    mix(frame.code->fn->name);
    mix(frame.code->fn->descriptor);
    mix(fmt::format("{}:{}", frame.block, side));
    state.ways |= std::uint64_t{1} << (hash % 64);
}

}  // namespace

std::size_t Interpreter::choose(State& state, const std::vector<const expr::Expr*>& options,
                                std::optional<std::size_t> exit_option, std::span<const ir::BlockId> targets,
                                bool bounded, std::optional<std::size_t> preferred) {
    if (auto forced = forced_choice(state)) {
        note_way(state, *forced);
        note_decision(state, targets, *forced);
        return *forced;
    }
    charge(state, kWorkPerDecision);
    settle_model(state);
    std::size_t taken = options.size();
    for (std::size_t i = 0; i < options.size() && taken == options.size(); ++i)
        if (expr::evaluate(options[i], state.model).as_bool()) taken = i;

    const Frame& frame = state.frames.back();
    unsigned& forks = state.branch_forks[BranchKey{frame.code->fn, frame.block, !bounded}];
    // The bound counts the times this path split here, not the decisions
    // it met: a loop condition that a path meets many times with only one
    // side feasible (a scan over text already bounded) uses none of it.
    // Enumerations count against a bound of their own (BranchKey::enumeration).
    const bool may_fork =
        symbolic_ && run_.host_depth == 0 && run_.pending != nullptr && forks < options_.branch_bound;
    // Sides taken instead of the model's when feasible: a validation's
    // accepting side (accepting_side), and at the bound the preferred exit.
    auto take_if_feasible = [&](std::size_t side) {
        if (side == taken || taken == options.size()) return;
        expr::Assignment model;
        if (solve(state, solver::Query{state.constraints(), options[side]}, &model) == solver::SatResult::Sat) {
            taken = side;
            state.model.mutate().merge(model);  // inputs the query left out keep their values
        }
    };
    if (symbolic_ && preferred) take_if_feasible(*preferred);
    if (symbolic_)
        if (const std::optional<std::size_t> accept = accepting_side(state, targets)) take_if_feasible(*accept);
    // `symcrete reach`: how far each side is from a target. A path whose
    // side cannot get there takes the nearest side that can, when feasible;
    // a side none can is not explored at all (not even solved).
    const TargetGuide* guide = options_.target.get();
    std::vector<std::uint32_t> distances;
    if (guide != nullptr && symbolic_ && run_.host_depth == 0) {
        distances.resize(options.size());
        for (std::size_t i = 0; i < options.size(); ++i)
            distances[i] = targets.size() == options.size() ? guide->distance_entering(state, targets[i], run_.entry)
                                                            : guide->distance(state, run_.entry);
        if (taken == options.size() || distances[taken] == TargetGuide::kNever) {
            std::vector<std::size_t> order(options.size());
            for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
            std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return distances[a] < distances[b]; });
            for (std::size_t side : order) {
                if (distances[side] == TargetGuide::kNever) break;
                const std::size_t before = taken;
                take_if_feasible(side);
                if (taken != before || taken == side) break;
            }
        }
    }
    auto cannot_lead = [&](std::size_t i) {
        return !distances.empty() && guide->prunes() && distances[i] == TargetGuide::kNever;
    };
    if (!may_fork && exit_option) take_if_feasible(*exit_option);
    // `symcrete worst`: the policy's side, and no fork to the others. In
    // the JDK, whose instructions no cost model counts, the model's side:
    // Math.floorMod's sign test on each of 32 keys split a guided path 2^32
    // ways. So too at a branch of the class under test that the policy
    // never saw decide (code the exhaustive sizes left concrete, such as a
    // skip list's walk over nodes that size 1 never made): forking there
    // made a guided path thousands.
    bool guided = false;
    if (options_.branch_policy && symbolic_ && run_.host_depth == 0) {
        guided = true;
        if (!is_jdk_class(frame.code->method->owner) && targets.size() == options.size() && covers(*frame.code)) {
            const Edge at = edge_of(*frame.code, frame.block, targets[0]);
            if (const std::optional<ir::BlockId> side =
                    options_.branch_policy->preferred(at.method, frame.block, frame.call, state.decisions))
                for (std::size_t i = 0; i < targets.size(); ++i)
                    if (targets[i] == *side) take_if_feasible(i);
        }
    }
    bool split = false;
    // A branch of the class under test: each fork records the edge it takes,
    // for the coverage-guided searcher.
    const bool records_edges = !targets.empty() && covers(*frame.code);
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (i == taken) continue;
        if (cannot_lead(i) && taken < options.size()) {
            ++stats_.pruned;
            continue;
        }
        if (guided && taken < options.size()) {
            ++stats_.pruned;
            lose_precision(state, PrecisionLossKind::Guided, "a branch policy followed one side");
            break;
        }
        if (!may_fork && taken < options.size()) {
            ++stats_.bounded;
            if (symbolic_) {
                if (run_.host_depth != 0)
                    lose_precision(state, PrecisionLossKind::HostBranch, "a branch inside Java called by the engine followed one side");
                else
                    lose_precision(state, PrecisionLossKind::BranchBound, "the branch bound left a side unexplored");
            }
            break;
        }
        expr::Assignment model;
        solver::SatResult sat = solve(state, solver::Query{state.constraints(), options[i]}, &model);
        if (sat != solver::SatResult::Sat) {
            ++(sat == solver::SatResult::Unsat ? stats_.infeasible : stats_.solver_unknown);
            if (sat != solver::SatResult::Unsat) {
                if (state.merges > 0)
                    lose_precision(state, PrecisionLossKind::MergedSolverGaveUp,
                                   "the solver gave up on a branch side over merged branches");
                else
                    lose_precision(state, PrecisionLossKind::SolverGaveUp, "the solver gave up on a branch side");
            }
            continue;
        }
        if (taken == options.size()) {  // no model choice yet: follow this one
            taken = i;
            state.model.mutate().merge(model);  // inputs the query left out keep their values
            continue;
        }
        if (!split) ++forks;  // before the copy: both sides of the split count it
        split = true;
        State& fork = fork_off(state, i);
        fork.forked_enumerating = !bounded;
        fork.add_constraint(options[i]);
        fork.model.mutate().merge(model);
        if (!distances.empty()) fork.target_distance = distances[i];
        if (records_edges) {
            assert(targets.size() == options.size());
            fork.fork_edge = edge_of(*frame.code, frame.block, targets[i]);
        }
    }
    if (taken == options.size()) unsupported("no branch is feasible (solver gave up)");
    state.add_constraint(options[taken]);
    note_way(state, taken);
    note_decision(state, targets, taken);
    run_.step_choices.push_back(taken);
    return taken;
}

void Interpreter::note_decision(State& state, std::span<const ir::BlockId> targets, std::size_t taken) {
    // A branch policy reads the path's decisions as its history.
    if ((!options_.record_decisions && !options_.branch_policy) || taken >= targets.size() || state.frames.empty()) return;
    const Frame& frame = state.frames.back();
    if (covers(*frame.code)) state.decisions.push_back(Decision{edge_of(*frame.code, frame.block, targets[taken]), frame.call});
}

std::optional<std::size_t> Interpreter::forced_choice(State& state) {
    if (state.forced_choices.empty()) return std::nullopt;
    const std::size_t forced = state.forced_choices.front();
    state.forced_choices.erase(state.forced_choices.begin());
    run_.step_choices.push_back(forced);
    return forced;
}

bool Interpreter::branch_preferring(State& state, Value condition) {
    if (condition.is_concrete()) return condition.as_bool();
    const expr::Expr* c = condition.expr();
    return choose(state, {c, ctx_.unary(Kind::Not, c)}, std::nullopt, {}, true, 0) == 0;
}

bool Interpreter::decide(State& state, Value condition, std::optional<std::size_t> exit_option,
                         std::span<const ir::BlockId> targets) {
    if (condition.is_concrete()) return condition.as_bool();
    const expr::Expr* c = condition.expr();
    return choose(state, {c, ctx_.unary(Kind::Not, c)}, exit_option, targets) == 0;
}

solver::SatResult Interpreter::solve(State& state, const solver::Query& query, expr::Assignment* model) {
    // Past a deadline nothing is decided: one intrinsic (a split of long
    // text) may ask hundreds of queries before exploration next looks at
    // the clock.
    if (symbolic_ && past_deadline(options_)) return solver::SatResult::Unknown;
    // A query may use up to this resume's whole share (and at least a
    // floor), never more than the configured limit: one hard query must not
    // take the budget of the methods explored after it (ShapeStats: two
    // methods got 0 paths), and the overshoot past a share is at most one
    // share. Work counts are deterministic, so this is too.
    solver::QueryLimits limits = options_.solver_limits;
    // Merging made this query from branches it would otherwise have
    // explored one by one: when it is hard, those paths are the cheaper
    // route (engine.h, merge_pure_branches), so it gets less time. Half:
    // a quarter gave up on a selection sort of six whose merged query Z3
    // proves in 1.5 s, where path by path takes 720 permutations.
    constexpr int kMergedQueryTimeShare = 2;
    if (state.merges > 0 && limits.timeout.count() > 0)
        limits.timeout = std::max(limits.timeout / kMergedQueryTimeShare, std::chrono::milliseconds(1));
    if (options_.solver_limits.work > 0 && run_.work_limit != std::numeric_limits<std::uint64_t>::max()) {
        const std::uint64_t used = stats_.work + (state.steps - run_.steps_at_start);
        const std::uint64_t left = run_.work_limit > used ? run_.work_limit - used : 0;
        limits.work = std::clamp(std::max(left, run_.resume_share) / kWorkPerSolverUnit,
                                 std::min(kMinSolverUnitsPerQuery, options_.solver_limits.work),
                                 options_.solver_limits.work);
    }
    // Nor past a deadline, where one is set (a verdict's time limit).
    // (A timeout of 0 is none.)
    if (const auto left = time_to_deadline(options_); symbolic_ && left) {
        const auto cap = std::max(std::chrono::duration_cast<std::chrono::milliseconds>(*left), std::chrono::milliseconds(1));
        limits.timeout = limits.timeout.count() == 0 ? cap : std::min(cap, limits.timeout);
    }
    solver_.set_limits(limits);
    const std::uint64_t before = solver_.stats().work;
    const solver::SatResult result = solver_.check(query, model);
    solver_.set_limits(options_.solver_limits);  // other users of the solver get the configured limits
    const std::uint64_t spent = solver_work(1, solver_.stats().work - before);
    stats_.solver_work += spent;
    charge(state, spent);
    return result;
}

void Interpreter::assume(State& state, const expr::Expr* fact) {
    state.add_constraint(fact);
    if (!expr::evaluate(fact, state.model).as_bool()) state.unmet_facts.push_back(fact);
}

void Interpreter::settle_model(State& state) {
    if (state.unmet_facts.empty()) return;
    const expr::Expr* unmet = ctx_.boolean(true);
    for (const expr::Expr* fact : state.unmet_facts) unmet = ctx_.binary(Kind::BoolAnd, unmet, fact);
    state.unmet_facts.clear();
    expr::Assignment model;
    const solver::SatResult result = solve(state, solver::Query{state.constraints(), unmet}, &model);
    if (result == solver::SatResult::Sat)
        state.model.mutate().merge(model);
    else
        lose_precision(state, PrecisionLossKind::NoDomainValues, "the solver found no values for an input's domain");
}

// A value the path condition already fixes (a length enumerated to one
// value, a char compared equal to a constant) loses nothing by being made
// concrete: one query asks whether it could be anything else. Integral and
// boolean values only: Eq on floats is IEEE's (-0.0 == 0.0), not identity.
Value Interpreter::concretize(State& state, Value v) {
    if (v.is_concrete()) return v;
    ++stats_.concretized;
    charge(state, kWorkPerDecision);
    settle_model(state);
    Value chosen = expr::evaluate(v.expr(), state.model);
    const bool number = v.kind() == ValueKind::Int || v.kind() == ValueKind::Long;
    const bool integral = number || v.kind() == ValueKind::Bool;
    // A number pinned where the model left it near zero (a solver's first
    // model is mostly 0) makes a test that tells little: `count += n` with
    // n == 0 reads the same as `count -= n`. Where the path allows, the pin
    // takes 3 or more instead, as the readable model wishes for tests
    // (readable_model.cpp): one query, only for such values.
    if (number && (chosen.kind() == ValueKind::Int ? std::abs(static_cast<std::int64_t>(chosen.as_i32())) < 3
                                                   : chosen.as_i64() > -3 && chosen.as_i64() < 3)) {
        const expr::Expr* three = v.kind() == ValueKind::Int ? ctx_.i32(3) : ctx_.i64(3);
        expr::Assignment model;
        if (solve(state, solver::Query{state.constraints(), ctx_.binary(Kind::Le, three, v.expr())}, &model) ==
            solver::SatResult::Sat) {
            state.model.mutate().merge(model);
            chosen = expr::evaluate(v.expr(), state.model);
        }
    }
    const expr::Expr* same = ctx_.binary(Kind::Eq, v.expr(), chosen.to_expr(ctx_));
    if (!integral || solve(state, solver::Query{state.constraints(), ctx_.unary(Kind::Not, same)}, nullptr) !=
                         solver::SatResult::Unsat)
        lose_precision(state, PrecisionLossKind::ValuePinned, "a symbolic value was pinned to one value");
    state.add_constraint(same);
    return chosen;
}

std::int32_t Interpreter::concrete_int(State& state, Value v) { return concretize(state, v).as_i32(); }

// The model's width, kept: one path, no fork (every message with a number
// in it would otherwise split by width), at the cost of a precision loss.
std::pair<bool, int> Interpreter::number_width(State& state, Value v, bool wide) {
    const int most = wide ? 19 : 10;
    const auto constant = [&](std::int64_t c) { return wide ? ctx_.i64(c) : ctx_.i32(static_cast<std::int32_t>(c)); };
    settle_model(state);
    const Value modelled = v.is_concrete() ? v : expr::evaluate(v.expr(), state.model);
    const std::int64_t m = wide ? modelled.as_i64() : modelled.as_i32();
    const bool minus = m < 0;
    // -|m| (Long.MIN_VALUE's too) lies in (-10^digits, -10^(digits-1)].
    const std::int64_t magnitude = minus ? m : -m;
    int digits = 1;
    std::int64_t floor_power = 1;  // 10^(digits-1)
    while (digits < most && magnitude <= -(floor_power * 10)) {
        floor_power *= 10;
        ++digits;
    }
    if (v.is_concrete()) return {minus, digits};
    const expr::Expr* e = v.expr();
    const expr::Expr* nonpositive = minus ? e : ctx_.unary(Kind::Neg, e);
    const expr::Expr* same = minus ? ctx_.binary(Kind::Lt, e, constant(0)) : ctx_.binary(Kind::Le, constant(0), e);
    if (digits < most) same = ctx_.binary(Kind::BoolAnd, same, ctx_.binary(Kind::Lt, constant(-floor_power * 10), nonpositive));
    if (digits > 1) same = ctx_.binary(Kind::BoolAnd, same, ctx_.binary(Kind::Le, nonpositive, constant(-floor_power)));
    charge(state, kWorkPerDecision);
    lose_precision(state, PrecisionLossKind::ValuePinned, "a number put into text kept its model's sign and number of digits");
    state.add_constraint(same);
    return {minus, digits};
}

// One value at a time, the model's first: {v == m, v != m}, the fork
// re-running this call and meeting the same choice with its own model's
// value. A value the path condition fixes costs one query; each other
// feasible value one path and one query. Only the choice's index is
// replayed in a fork's re-run, so the options may depend on the model.
std::optional<std::int32_t> Interpreter::enumerate_within(State& state, Value v, std::int32_t low, std::int32_t high) {
    if (v.is_concrete()) {
        const std::int32_t k = v.as_i32();
        return k >= low && k <= high ? std::optional(k) : std::nullopt;
    }
    if (state.frames.empty()) return std::nullopt;  // no instruction to branch at
    const expr::Expr* e = v.expr();
    for (;;) {
        // A fork's re-run takes its recorded choice before looking at m.
        std::int32_t m = 0;
        if (state.forced_choices.empty()) {
            settle_model(state);
            m = expr::evaluate(e, state.model).as_i32();
            if (m < low || m > high) return std::nullopt;
        }
        const expr::Expr* same = ctx_.binary(Kind::Eq, e, ctx_.i32(m));
        // The model holds the value chosen, a forced one's too.
        if (choose(state, {same, ctx_.unary(Kind::Not, same)}, std::nullopt, {}, false) == 0)
            return expr::evaluate(e, state.model).as_i32();
    }
}

// Pinning a length to the model's value alone would hide every loop trip
// count but one. Here the lengths that matter most to loops (0, 1, 2, 3)
// are alternatives of their own, then one for the rest up to
// max_array_length and one beyond it: a fork per feasible alternative (one
// decision against the branch bound), each pinning a value in its range;
// under EngineOptions::exact_values the rest splits further, into a path
// per length.
// Values beyond are not enumerated (each fork could hold an array that
// large, and a solver's arbitrary choice may be huge): that path takes the
// smallest, max_array_length + 1, when it can, and says its inputs were
// limited.
std::int32_t Interpreter::enumerate_int(State& state, Value v) {
    if (v.is_concrete()) return v.as_i32();
    if (state.frames.empty()) return concrete_int(state, v);  // no instruction to branch at
    constexpr std::int32_t kEach = 4;
    const std::int32_t max = options_.inputs.max_array_length;
    const expr::Expr* e = v.expr();
    std::vector<const expr::Expr*> options;
    for (std::int32_t k = 0; k < kEach; ++k) options.push_back(ctx_.binary(Kind::Eq, e, ctx_.i32(k)));
    const expr::Expr* rest = ctx_.binary(Kind::BoolAnd, ctx_.binary(Kind::Le, ctx_.i32(kEach), e),
                                         ctx_.binary(Kind::Le, e, ctx_.i32(max)));
    options.push_back(rest);
    options.push_back(ctx_.unary(Kind::Not, ctx_.binary(Kind::BoolAnd, ctx_.binary(Kind::Le, ctx_.i32(0), e),
                                                        ctx_.binary(Kind::Le, e, ctx_.i32(max)))));
    const std::size_t which = choose(state, options);
    if (which < static_cast<std::size_t>(kEach)) return static_cast<std::int32_t>(which);
    if (which == static_cast<std::size_t>(kEach)) {
        if (!options_.exact_values) return concrete_int(state, v);  // the model's value in the rest
        // Every length in the rest, by bisection: the alternatives at each
        // split depend only on the splits before, as a fork's re-run needs.
        std::int32_t low = kEach;
        std::int32_t high = max;
        while (low < high) {
            const std::int32_t mid = low + (high - low) / 2;
            const expr::Expr* below = ctx_.binary(Kind::Le, e, ctx_.i32(mid));
            if (choose(state, {below, ctx_.unary(Kind::Not, below)}) == 0)
                high = mid;
            else
                low = mid + 1;
        }
        return low;  // the path condition holds e == low
    }
    limit_inputs(state, fmt::format("lengths above {} are represented by one", max));
    const expr::Expr* next = ctx_.binary(Kind::Eq, e, ctx_.i32(max + 1));
    expr::Assignment model;
    if (solve(state, solver::Query{state.constraints(), next}, &model) != solver::SatResult::Sat)
        return concrete_int(state, v);
    state.model.mutate().merge(model);
    state.add_constraint(next);
    ++stats_.concretized;
    return max + 1;
}

// The side a two-way branch takes at the branch bound when feasible: an
// edge of the class under test no finished path has covered yet, if only
// one side is; else the side leaving a loop. Following the model there
// would mostly repeat what earlier paths did. The path's own edges do not
// count: a search loop's first path has taken the "not found" side in every
// earlier iteration, and steering it to "found" at the bound lost the one
// path that runs to the end (LookupTable.indexOfPrime never returned -1).
std::optional<std::size_t> Interpreter::preferred_side(const State& state, const Frame& frame, const ir::Block& block) {
    const ir::Function& fn = *frame.code->fn;
    const std::optional<std::size_t> exit = loop_exit(fn, block);
    if (!covers(*frame.code) || block.successors.size() != 2) return exit;
    auto forks = state.branch_forks.find(BranchKey{&fn, frame.block});
    if (forks == state.branch_forks.end() || forks->second < options_.branch_bound) return exit;
    std::optional<std::size_t> uncovered;
    for (std::size_t side = 0; side < 2; ++side) {
        const Edge edge = edge_of(*frame.code, frame.block, block.successors[side]);
        if (covered_so_far_.count(edge) != 0) continue;
        if (uncovered) return exit;
        uncovered = side;
    }
    return uncovered ? uncovered : exit;
}

void Interpreter::execute_if(State& state, Frame& frame, const ir::Block& block, const ir::Instr& instr,
                             Value* regs) {
    Value a = regs[instr.a];
    bool taken;
    if (instr.type == ir::Type::Ref) {
        std::uint32_t b = instr.b == ir::kNoReg ? 0 : regs[instr.b].as_ref();
        bool equal = a.as_ref() == b;
        taken = instr.cond == ir::Cond::Eq ? equal : !equal;
    } else {
        Value b = instr.b == ir::kNoReg ? Value::i32(0) : regs[instr.b];
        if (a.is_concrete() && b.is_concrete() && a.kind() == ValueKind::Int) {
            std::int32_t x = a.as_i32();
            std::int32_t y = b.as_i32();
            taken = holds(instr.cond, x, y);
        } else {
            Value condition;
            switch (instr.cond) {
                case ir::Cond::Eq: condition = expr::binary(ctx_, Kind::Eq, a, b); break;
                case ir::Cond::Ne: condition = expr::unary(ctx_, Kind::Not, expr::binary(ctx_, Kind::Eq, a, b)); break;
                case ir::Cond::Lt: condition = expr::binary(ctx_, Kind::Lt, a, b); break;
                case ir::Cond::Ge: condition = expr::binary(ctx_, Kind::Le, b, a); break;
                case ir::Cond::Gt: condition = expr::binary(ctx_, Kind::Lt, b, a); break;
                case ir::Cond::Le: condition = expr::binary(ctx_, Kind::Le, a, b); break;
            }
            if (!condition.is_concrete() && merge_pure_sides(state, frame, block, condition)) return;
            taken = condition.is_concrete() ? condition.as_bool()
                                            : decide(state, condition, preferred_side(state, frame, block),
                                                     block.successors);
        }
    }
    if (state.target != nullptr && !symbolic_ && instr.type != ir::Type::Ref) note_target_fitness(state, frame, block, instr, regs, taken);
    jump(state, frame, block.successors[taken ? 0 : 1]);
}

// A concrete run towards `symcrete reach`'s target: how near this branch
// came to its side nearer the target. Long, float and double comparisons
// reach the If as lcmp/dcmpl's -1, 0 or 1; their operands, in the
// instruction before, say how far apart the values were.
void Interpreter::note_target_fitness(State& state, const Frame& frame, const ir::Block& block, const ir::Instr& instr,
                                      const Value* regs, bool taken) {
    if (!state.target->guides(frame.code->fn) || block.successors.size() != 2) return;
    auto number = [](const Value& v) -> std::optional<double> {
        if (!v.is_concrete()) return std::nullopt;
        switch (v.kind()) {
            case ValueKind::Int: return v.as_i32();
            case ValueKind::Long: return static_cast<double>(v.as_i64());
            case ValueKind::Float: return v.as_f32();
            case ValueKind::Double: return v.as_f64();
            default: return std::nullopt;
        }
    };
    std::optional<double> a = number(regs[instr.a]);
    std::optional<double> b = instr.b == ir::kNoReg ? std::optional<double>(0) : number(regs[instr.b]);
    const std::size_t at = frame.index;  // the If's own place in its block
    if (instr.b == ir::kNoReg && at > 0) {
        const ir::Instr& before = block.instrs[at - 1];
        if ((before.op == ir::Op::Cmp || before.op == ir::Op::CmpL || before.op == ir::Op::CmpG) && before.dst == instr.a) {
            a = number(regs[before.a]);
            b = number(regs[before.b]);
        }
    }
    if (!a || !b) return;
    const double fitness = state.target->fitness_of_branch(state, block, instr.cond, *a, *b, taken, run_.entry);
    state.target_fitness = std::min(state.target_fitness, fitness);
}

void Interpreter::execute_switch(State& state, Frame& frame, const ir::Instr& instr, Value* regs) {
    const ir::SwitchTable& table = frame.code->fn->switches[instr.aux];
    Value key = regs[instr.a];
    if (key.is_concrete()) {
        auto it = std::lower_bound(table.cases.begin(), table.cases.end(), key.as_i32(),
                                   [](const auto& entry, std::int32_t k) { return entry.first < k; });
        ir::BlockId target = it != table.cases.end() && it->first == key.as_i32() ? it->second : table.default_target;
        return jump(state, frame, target);
    }
    // A switch on a symbolic String's hashCode (how javac compiles a switch
    // on a String): a case whose value is the hash of some string literal
    // of the method's class is tried as that text, which the solver finds
    // at once, where inverting the hash of arbitrary text often gives up.
    // Other texts of the same hash fail the equals javac puts in the case
    // and go where the default goes; those paths are not explored, and the
    // path says so.
    std::vector<std::pair<std::int32_t, Object::SymbolicText>> labels;
    if (auto hashed = text_hashes_.find(key.expr()); hashed != text_hashes_.end()) {
        const classfile::ClassFile* file = frame.code->method->owner->file;
        for (std::size_t i = 1; file != nullptr && i < file->constant_pool.size(); ++i) {
            if (!file->constant_pool.is(i, classfile::CpTag::String)) continue;
            const std::u16string text = utf16(file->constant_pool.string(i));
            std::int32_t h = 0;
            for (char16_t c : text) h = static_cast<std::int32_t>(31u * static_cast<std::uint32_t>(h) + c);
            labels.emplace_back(h, TextAlgebra::lift(text));
        }
        if (!labels.empty()) limit_inputs(state, "a switch on a String tried its case labels, not other texts of the same hash");
    }
    auto label_hit = [&](std::int32_t value) -> const expr::Expr* {
        const expr::Expr* hit = nullptr;
        for (const auto& [h, text] : labels) {
            if (h != value) continue;
            const expr::Expr* same =
                TextAlgebra(ctx_).equals(text_hashes_.at(key.expr()), text).to_expr(ctx_);
            hit = hit == nullptr ? same : ctx_.binary(Kind::BoolOr, hit, same);
        }
        return hit;
    };
    // One option per distinct target, the default last.
    std::vector<ir::BlockId> targets;
    std::vector<const expr::Expr*> options;
    std::vector<const expr::Expr*> not_any;
    for (const auto& [value, block_id] : table.cases) {
        const expr::Expr* hit = ctx_.binary(Kind::Eq, key.expr(), ctx_.i32(value));
        not_any.push_back(ctx_.unary(Kind::Not, hit));
        if (const expr::Expr* label = label_hit(value)) hit = label;
        auto it = std::find(targets.begin(), targets.end(), block_id);
        if (it == targets.end()) {
            targets.push_back(block_id);
            options.push_back(hit);
        } else {
            auto& option = options[static_cast<std::size_t>(it - targets.begin())];
            option = ctx_.binary(Kind::BoolOr, option, hit);
        }
    }
    const expr::Expr* fallback = ctx_.boolean(true);
    for (const expr::Expr* e : not_any) fallback = ctx_.binary(Kind::BoolAnd, fallback, e);
    targets.push_back(table.default_target);
    options.push_back(fallback);
    std::size_t taken = choose(state, options, std::nullopt, targets);
    jump(state, frame, targets[taken]);
}

}  // namespace symcrete::engine::detail
