// Distances to target instructions, computed once per reach run: a fixpoint
// over the methods that may lead to a target, each method's blocks relaxed
// backwards (a block's distance is its first event's, else its length plus
// its nearest successor's or handler's), each call site costing one plus its
// callees' distance from entry. The least fixpoint is found by iterating
// until nothing shrinks; distances only ever shrink, so it ends.
#include "engine/target_guide.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

#include "ir/analysis.h"

namespace symcrete::engine {

namespace {

// Going through the JDK's code to a method it calls back costs this much.
constexpr std::uint32_t kThroughJdk = 64;
// Another thread may be the one that reaches a target: never dropped.
constexpr std::uint32_t kOtherThreads = 4096;

std::uint32_t plus(std::uint32_t a, std::uint32_t b) {
    if (a == TargetGuide::kNever || b == TargetGuide::kNever) return TargetGuide::kNever;
    const std::uint64_t sum = std::uint64_t{a} + b;
    return sum >= TargetGuide::kNever ? TargetGuide::kNever - 1 : static_cast<std::uint32_t>(sum);
}

}  // namespace

TargetGuide::TargetGuide(const CallGraph& graph, const std::vector<TargetPlace>& places, bool prune) : prunes_(prune) {
    std::set<const MethodInfo*> target_methods;
    for (const TargetPlace& place : places) {
        const Code* code = graph.code(place.method);
        if (code == nullptr) continue;
        target_methods.insert(place.method);
        const ir::Function& fn = *code->fn;
        for (const ir::Block& block : fn.blocks) {
            for (std::uint32_t index = 0; index < block.instrs.size(); ++index) {
                if (place.pcs.count(block.instrs[index].pc) == 0) continue;
                target_blocks_.insert({&fn, block.id});
                auto [it, inserted] = target_index_.emplace(std::pair{&fn, block.id}, index);
                if (!inserted) it->second = std::min(it->second, index);
                if (fn.analyses().reachable(block.id)) live_ = true;
            }
        }
    }
    leading_ = graph.leading_to(target_methods);
    if (!graph.skipped().empty()) prunes_ = false;
    compute(graph);
}

void TargetGuide::compute(const CallGraph& graph) {
    for (const MethodInfo* method : leading_) {
        const Code* code = graph.code(method);
        if (code == nullptr) continue;
        MethodTable& table = tables_[code->fn];
        table.fn = code->fn;
        table.events.assign(code->fn->blocks.size(), {});
        table.from_block.assign(code->fn->blocks.size(), kNever);
        table.after_block.assign(code->fn->blocks.size(), kNever);
        entry_distance_[method] = kNever;
    }
    std::set<const MethodInfo*> called_back;
    for (const MethodInfo* method : leading_)
        if (graph.called_from_jdk(method)) called_back.insert(method);

    for (bool changed = true; changed;) {
        changed = false;
        through_jdk_ = kNever;
        for (const MethodInfo* method : called_back) through_jdk_ = std::min(through_jdk_, plus(kThroughJdk, entry_distance_[method]));
        for (const MethodInfo* method : leading_) {
            const Code* code = graph.code(method);
            if (code == nullptr) continue;
            MethodTable& table = tables_[code->fn];
            const ir::Function& fn = *code->fn;
            for (auto& events : table.events) events.clear();
            for (const auto& [place, index] : target_index_)
                if (place.first == &fn) table.events[place.second].push_back({index, 0});
            for (const CallGraph::Site& site : graph.sites(method)) {
                std::uint32_t cost = site.leaves_application ? through_jdk_ : kNever;
                for (const MethodInfo* callee : site.callees) {
                    auto it = entry_distance_.find(callee);
                    if (it != entry_distance_.end()) cost = std::min(cost, it->second);
                }
                if (cost != kNever) table.events[site.block].push_back({site.index, plus(cost, 1)});
            }
            for (auto& events : table.events)
                std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) { return a.index < b.index; });
            // Backwards relaxation until stable (loops need more than one pass).
            for (bool moved = true; moved;) {
                moved = false;
                for (std::size_t b = fn.blocks.size(); b-- > 0;) {
                    const ir::Block& block = fn.blocks[b];
                    std::uint32_t after = kNever;
                    for (ir::BlockId next : block.successors) after = std::min(after, table.from_block[next]);
                    for (const ir::Handler& handler : block.handlers) after = std::min(after, table.from_block[handler.block]);
                    table.after_block[b] = after;
                    const std::uint32_t from = from_position(table, static_cast<ir::BlockId>(b), 0);
                    if (from < table.from_block[b]) {
                        table.from_block[b] = from;
                        moved = true;
                    }
                }
            }
            const std::uint32_t entry = table.from_block.empty() ? kNever : table.from_block[0];
            if (entry < entry_distance_[method]) {
                entry_distance_[method] = entry;
                changed = true;
            }
        }
    }
}

std::uint32_t TargetGuide::from_position(const MethodTable& table, ir::BlockId block, std::uint32_t index) const {
    std::uint32_t best = kNever;
    for (const Event& event : table.events[block])
        if (event.index >= index) best = std::min(best, plus(event.index - index, event.cost));
    const std::uint32_t length = static_cast<std::uint32_t>(table.fn->blocks[block].instrs.size());
    return std::min(best, plus(length > index ? length - index : 1, table.after_block[block]));
}

std::uint32_t TargetGuide::target_line(const ir::Function* fn, ir::BlockId block) const {
    auto it = target_index_.find({fn, block});
    return it == target_index_.end() ? 0 : fn->blocks[block].instrs[it->second].line;
}

std::uint32_t TargetGuide::distance_from_entry(const MethodInfo* method) const {
    auto it = entry_distance_.find(method);
    return it == entry_distance_.end() ? kNever : it->second;
}

std::uint32_t TargetGuide::frames_distance(const State& state, const MethodInfo* entry, const ir::BlockId* top_next) const {
    // In the target's block already: every way on but an exception out of
    // it reaches it (State::target_pending).
    if (state.target_pending != 0) return 0;
    std::uint32_t best = kNever;
    std::uint32_t below = 0;  // returns taken to get to the frame
    for (std::size_t i = state.frames.size(); i-- > 0;) {
        const Frame& frame = state.frames[i];
        const bool top = i + 1 == state.frames.size();
        if (auto it = tables_.find(frame.code->fn); it != tables_.end()) {
            const std::uint32_t here = top && top_next != nullptr ? from_position(it->second, *top_next, 0)
                                                                  : from_position(it->second, frame.block, frame.index);
            best = std::min(best, plus(below, here));
        } else if (is_jdk_class(frame.code->method->owner)) {
            best = std::min(best, plus(below, through_jdk_));
        }
        below = plus(below, 1);
        if (frame.kind == Frame::Kind::Construction || frame.kind == Frame::Kind::SetupCall)
            best = std::min(best, plus(below, distance_from_entry(entry)));
    }
    if (state.threads.threads.size() > 1) best = std::min(best, kOtherThreads);
    return best;
}

std::uint32_t TargetGuide::distance(const State& state, const MethodInfo* entry) const {
    return frames_distance(state, entry, nullptr);
}

std::uint32_t TargetGuide::distance_entering(const State& state, ir::BlockId next, const MethodInfo* entry) const {
    return frames_distance(state, entry, &next);
}

double TargetGuide::fitness_of_branch(const State& state, const ir::Block& block, ir::Cond cond, double a, double b,
                                      bool taken_true, const MethodInfo* entry) const {
    const ir::BlockId taken = block.successors[taken_true ? 0 : 1];
    const ir::BlockId other = block.successors[taken_true ? 1 : 0];
    const std::uint32_t near = distance_entering(state, other, entry);
    if (near == kNever || near >= distance_entering(state, taken, entry)) return std::numeric_limits<double>::infinity();
    // The relation wanted: `cond` itself when the other side is its true side.
    ir::Cond wanted = cond;
    if (taken_true) {
        switch (cond) {
            case ir::Cond::Eq: wanted = ir::Cond::Ne; break;
            case ir::Cond::Ne: wanted = ir::Cond::Eq; break;
            case ir::Cond::Lt: wanted = ir::Cond::Ge; break;
            case ir::Cond::Ge: wanted = ir::Cond::Lt; break;
            case ir::Cond::Gt: wanted = ir::Cond::Le; break;
            case ir::Cond::Le: wanted = ir::Cond::Gt; break;
        }
    }
    double distance = 0;
    const double gap = a - b;
    switch (wanted) {
        case ir::Cond::Eq: distance = std::fabs(gap); break;
        case ir::Cond::Ne: distance = 1; break;
        case ir::Cond::Lt: distance = gap + 1; break;
        case ir::Cond::Le: distance = gap; break;
        case ir::Cond::Gt: distance = -gap + 1; break;
        case ir::Cond::Ge: distance = -gap; break;
    }
    if (!(distance >= 0)) distance = std::isnan(distance) ? 1e300 : 0;  // NaN operands: far
    return near + distance / (distance + 1);
}

}  // namespace symcrete::engine
