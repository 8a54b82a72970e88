// A test's setup values in other orders, run on the code and the reference
// (reordered_inputs.h).
#include "testgen/reordered_inputs.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace symcrete::testgen {
namespace {

// One parameter of one setup method across its calls: the calls (indexes
// into the construction's calls) whose argument there is a number.
struct Slot {
    const engine::MethodInfo* method = nullptr;
    std::size_t parameter = 0;
    std::vector<std::size_t> calls;
};

bool is_number(const expr::Value& value) {
    return value.is_concrete() && value.kind() != expr::ValueKind::Ref && value.kind() != expr::ValueKind::Bool;
}

// The slots whose calls took at least two different numbers: only they
// have another order. The engine's calls and the test's statements are
// the same calls in the same order; a refused call stays as it is (it
// must throw again).
std::vector<Slot> reorderable_slots(const TestCase& test, const TestRun& run) {
    std::vector<Slot> slots;
    if (!test.construction || !run.inputs.construction) return slots;
    const std::vector<engine::SetupCall>& calls = run.inputs.construction->calls;
    if (calls.size() != test.construction->calls.size()) return slots;
    for (std::size_t k = 0; k < calls.size(); ++k) {
        if (calls[k].refused) continue;
        for (std::size_t p = 0; p < calls[k].arguments.size(); ++p) {
            if (!is_number(calls[k].arguments[p]) || p >= test.construction->calls[k].arguments.size() ||
                test.construction->calls[k].arguments[p].kind != InputValue::Kind::Primitive)
                continue;
            auto slot = std::find_if(slots.begin(), slots.end(),
                                     [&](const Slot& s) { return s.method == calls[k].method && s.parameter == p; });
            if (slot == slots.end()) slot = slots.insert(slots.end(), Slot{calls[k].method, p, {}});
            slot->calls.push_back(k);
        }
    }
    std::erase_if(slots, [&](const Slot& slot) {
        const expr::Value& first = calls[slot.calls.front()].arguments[slot.parameter];
        return std::all_of(slot.calls.begin(), slot.calls.end(),
                           [&](std::size_t k) { return calls[k].arguments[slot.parameter] == first; });
    });
    return slots;
}

// `test` and `run` with the slot's k-th call taking the value the
// `order[k]`-th call took.
std::pair<TestCase, TestRun> reordered(const TestCase& test, const TestRun& run, const Slot& slot,
                                       const std::vector<std::size_t>& order) {
    std::pair<TestCase, TestRun> copy{test, run};
    for (std::size_t k = 0; k < slot.calls.size(); ++k) {
        const std::size_t to = slot.calls[k], from = slot.calls[order[k]];
        copy.second.inputs.construction->calls[to].arguments[slot.parameter] =
            run.inputs.construction->calls[from].arguments[slot.parameter];
        copy.first.construction->calls[to].arguments[slot.parameter] =
            test.construction->calls[from].arguments[slot.parameter];
    }
    return copy;
}

}  // namespace

std::optional<ReorderedTest> reorder_to_differ(const TestCase& test, const TestRun& run, const TestSuite& suite,
                                               OtherProgram& code, OtherProgram& reference,
                                               const std::string& class_name, const std::string& test_package) {
    const auto made_already = [&](const TestCase& candidate) {
        return std::any_of(suite.tests.begin(), suite.tests.end(), [&](const TestCase& other) {
            return other.method == candidate.method && other.descriptor == candidate.descriptor &&
                   other.construction == candidate.construction && other.arguments == candidate.arguments;
        });
    };
    std::size_t tried = 0;
    for (const Slot& slot : reorderable_slots(test, run)) {
        std::vector<std::size_t> order(slot.calls.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        while (std::next_permutation(order.begin(), order.end())) {
            if (tried++ == kMaxReorderings) return std::nullopt;
            auto [candidate, candidate_run] = reordered(test, run, slot, order);
            if (made_already(candidate)) continue;
            auto by_code = code.rerun(candidate_run, class_name, test_package);
            if (!by_code || by_code->outcome.exception == kRunDidNotEnd) continue;
            auto by_reference = reference.rerun(candidate_run, class_name, test_package);
            if (!by_reference || by_reference->outcome.exception == kRunDidNotEnd) continue;
            // The test as the code runs it: what it asserts is the code's.
            candidate.outcome = by_code->outcome;
            candidate.receiver_after = by_code->receiver_after;
            candidate.arrays_after = by_code->arrays_after;
            candidate.exception_trace = by_code->exception_trace;
            candidate.exception_explicit = by_code->exception_explicit;
            candidate.exception_message = by_code->exception_message;
            if (test.printed) candidate.printed = by_code->printed;
            if (same_outcome(candidate, *by_reference)) continue;
            // The path's condition need not hold for the new order.
            candidate.path_condition = test.path_condition +
                                       "\n(not for these inputs: the path's values for the calls before the method, in "
                                       "another order, on which the reference differs)";
            return ReorderedTest{std::move(candidate), std::move(candidate_run), std::move(*by_reference)};
        }
    }
    return std::nullopt;
}

}  // namespace symcrete::testgen
