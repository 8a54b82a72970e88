// Setup calls chosen by what the calls read and fill (setup_plan.h): each
// call's level, the fewest calls that must run before it, found by
// relaxation over the fields; chains built from the least levels.
#include "setup_plan.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "class_methods.h"
#include "engine/field_effects.h"

namespace symcrete::testgen::generation_detail {
namespace {

// Calls in one sequence chosen by what the method reads, the method's own last one included.
constexpr std::size_t kMaxChainCalls = 5;
constexpr std::size_t kNoLevel = SIZE_MAX;
// Chains ending in another call that fills what the method reads, per method.
constexpr std::size_t kMaxOtherFillers = 2;

// The setup calls a dependency chain chooses among: what each reads and
// fills, and its level, the fewest calls before it that fill what it needs
// (0 for an adder that needs nothing filled first; kNoLevel when its needs
// go round in a circle).
struct Producer {
    const classfile::Method* method = nullptr;
    engine::FieldEffects effects;
    std::size_t level = kNoLevel;
};

// What `p` needs filled before it: fields it reads that another call fills
// and it does not fill itself (an empty collection it adds to is a state
// to start from), in the order it reads them.
std::vector<std::string> needs(const std::vector<Producer>& producers, const Producer& p) {
    std::vector<std::string> found;
    for (const std::string& field : p.effects.read_order) {
        if (p.effects.fills.count(field)) continue;
        if (std::any_of(producers.begin(), producers.end(),
                        [&](const Producer& q) { return &q != &p && q.method != p.method && q.effects.fills.count(field); }))
            found.push_back(field);
    }
    return found;
}

// The call of least level that fills `field`, other than `p`: returning
// nothing first among equals (an adder), then in declaration order.
const Producer* best_filler(const std::vector<Producer>& producers, const Producer& p, const std::string& field) {
    const Producer* best = nullptr;
    for (const Producer& q : producers) {
        if (q.method == p.method || !q.effects.fills.count(field) || q.level == kNoLevel) continue;
        const bool adder = q.method->descriptor.ends_with(")V");
        if (best == nullptr || q.level < best->level ||
            (q.level == best->level && adder && !best->method->descriptor.ends_with(")V")))
            best = &q;
    }
    return best;
}

// Appends the calls `p` needs, each after its own needs, once each.
void add_fillers(const std::vector<Producer>& producers, const Producer& p, std::vector<const Producer*>& chain) {
    for (const std::string& field : needs(producers, p)) {
        const Producer* filler = best_filler(producers, p, field);
        if (filler == nullptr || std::find(chain.begin(), chain.end(), filler) != chain.end()) continue;
        add_fillers(producers, *filler, chain);
        if (chain.size() + 1 < kMaxChainCalls && std::find(chain.begin(), chain.end(), filler) == chain.end())
            chain.push_back(filler);
    }
}

// The class's state-changing calls (setup_calls' candidates) with their
// levels settled: each round settles the calls whose needs are settled.
std::vector<Producer> producers_of(engine::Program& program, const classfile::ClassFile& cls,
                                   const classfile::Method& method) {
    std::vector<Producer> producers;
    for (const classfile::Method* call : setup_calls(program, cls, method, SIZE_MAX))
        producers.push_back({call, engine::field_effects(program, cls, *call)});
    for (std::size_t round = 0; round <= producers.size(); ++round) {
        bool changed = false;
        for (Producer& p : producers) {
            std::size_t level = 0;
            for (const std::string& field : needs(producers, p)) {
                const Producer* filler = best_filler(producers, p, field);
                level = filler == nullptr ? kNoLevel : std::max(level, filler->level + 1);
                if (level == kNoLevel) break;
            }
            if (level != p.level) {
                p.level = level;
                changed = true;
            }
        }
        if (!changed) break;
    }
    return producers;
}

// A method that goes over the entries of a field it needs filled (a
// ranking, a search), or looks two of them up (a transfer between two
// accounts), tells them apart only when there are two: `chain` with the
// call that fills the first such field called again right after itself
// (two customers registered before one spends).
// One call longer than kMaxChainCalls allows: the call repeated takes
// arguments its own tests returned with (InputExamples::calls_of) and
// costs little.
std::optional<Calls> with_a_filler_twice(const std::vector<Producer>& producers, const Producer& target,
                                         const std::vector<const Producer*>& chain) {
    if (chain.size() + 1 >= kMaxChainCalls + 1) return std::nullopt;
    for (const std::string& field : needs(producers, target)) {
        const auto lookups = target.effects.lookups.find(field);
        const bool two_entries = lookups != target.effects.lookups.end() && lookups->second >= 2;
        if (!target.effects.walks.count(field) && !two_entries) continue;
        const auto at = std::find(chain.begin(), chain.end(), best_filler(producers, target, field));
        if (at == chain.end()) continue;
        Calls calls;
        for (auto it = chain.begin(); it != chain.end(); ++it) {
            calls.push_back((*it)->method);
            if (it == at) calls.push_back((*it)->method);
        }
        return calls;
    }
    return std::nullopt;
}

std::vector<Calls> dependency_sequences(const std::vector<Producer>& producers, engine::Program& program,
                                        const classfile::ClassFile& cls, const classfile::Method& method) {
    std::vector<Calls> sequences;
    const Producer target{&method, engine::field_effects(program, cls, method)};
    std::vector<const Producer*> chain;
    add_fillers(producers, target, chain);
    const std::optional<Calls> twice = with_a_filler_twice(producers, target, chain);
    if (chain.size() < 2) {
        if (twice) sequences.push_back(*twice);
        return sequences;
    }
    Calls calls;
    for (const Producer* p : chain) calls.push_back(p->method);
    sequences.push_back(calls);
    if (twice) sequences.push_back(*twice);
    // A method that fills what it reads, after itself (an `enrol` after an `enrol`).
    const bool fills_what_it_reads = std::any_of(target.effects.reads.begin(), target.effects.reads.end(),
                                                 [&](const std::string& f) { return target.effects.fills.count(f) > 0; });
    const bool changes_state = std::any_of(producers.begin(), producers.end(), [&](const Producer& p) { return p.method == &method; });
    if (changes_state && fills_what_it_reads && calls.size() + 1 < kMaxChainCalls) {
        calls.push_back(&method);
        sequences.push_back(std::move(calls));
    }
    // Then each other call that fills a field the method reads, after what
    // it needs: an `undo` after a `returnItem`, not only after the `rent`
    // that fills the history first. A few, the least levels first.
    std::vector<const Producer*> others;
    for (const std::string& field : needs(producers, target)) {
        const Producer* best = best_filler(producers, target, field);
        for (const Producer& q : producers)
            if (&q != best && q.method != &method && q.level != kNoLevel && q.effects.fills.count(field) &&
                std::find(others.begin(), others.end(), &q) == others.end())
                others.push_back(&q);
    }
    std::stable_sort(others.begin(), others.end(), [](const Producer* a, const Producer* b) { return a->level < b->level; });
    std::size_t added = 0;
    for (const Producer* other : others) {
        if (added == kMaxOtherFillers) break;
        std::vector<const Producer*> alternative;
        add_fillers(producers, *other, alternative);
        if (alternative.size() + 1 >= kMaxChainCalls) continue;
        alternative.push_back(other);
        Calls other_calls;
        for (const Producer* p : alternative) other_calls.push_back(p->method);
        if (std::find(sequences.begin(), sequences.end(), other_calls) != sequences.end()) continue;
        sequences.push_back(std::move(other_calls));
        ++added;
    }
    return sequences;
}

}  // namespace

std::vector<Calls> dependency_sequences(engine::Program& program, const classfile::ClassFile& cls,
                                        const classfile::Method& method) {
    return dependency_sequences(producers_of(program, cls, method), program, cls, method);
}

std::vector<PlannedCalls> setup_plan(engine::Program& program, const classfile::ClassFile& cls,
                                     const classfile::Method& method) {
    const std::vector<Producer> producers = producers_of(program, cls, method);
    std::vector<PlannedCalls> plan;
    const auto add = [&](Calls calls, std::optional<std::size_t> refused = std::nullopt) {
        PlannedCalls planned{std::move(calls), refused};
        if (std::find(plan.begin(), plan.end(), planned) == plan.end()) plan.push_back(std::move(planned));
    };
    std::size_t singles = 0;
    for (const Producer& p : producers) {
        if (singles == kMaxSetupCalls) break;
        if (!needs(producers, p).empty()) continue;
        add({p.method});
        ++singles;
    }
    for (Calls& calls : setup_sequences(program, cls, method)) add(std::move(calls));
    for (Calls& calls : dependency_sequences(producers, program, cls, method)) add(std::move(calls));
    // What a refusal leaves: the method refused, then called again, after
    // the calls it needs. The state a throw leaves is compared where a
    // method throws, but some of it (a counter moved on) shows only in
    // what the next call does.
    const auto changes_state = std::find_if(producers.begin(), producers.end(),
                                            [&](const Producer& p) { return p.method == &method; });
    if (changes_state != producers.end() && changes_state->level != kNoLevel) {
        std::vector<const Producer*> chain;
        add_fillers(producers, *changes_state, chain);
        if (chain.size() + 2 <= kMaxChainCalls) {
            Calls calls;
            for (const Producer* p : chain) calls.push_back(p->method);
            calls.push_back(&method);
            add(std::move(calls), chain.size());
        }
    }
    return plan;
}

}  // namespace symcrete::testgen::generation_detail
