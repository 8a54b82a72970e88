// JSON for exploration results. Each struct lists its fields once, in a
// nlohmann macro; the round-trip test (results_json_test.cpp) sets every
// field to a value other than its default, so a field left out of a list
// shows there.
#include "testgen/results_json.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <string>

namespace nlohmann {

// An absent value is null.
template <typename T>
struct adl_serializer<std::optional<T>> {
    static void to_json(json& j, const std::optional<T>& value) {
        if (value) j = *value;
        else j = nullptr;
    }
    static void from_json(const json& j, std::optional<T>& value) {
        if (j.is_null()) {
            value.reset();
        } else {
            // T{} and get_to, not get<T>() or emplace(): clang does not take
            // TestCase::Construction (nested, with default member
            // initializers) for default-constructible, though T{} is fine.
            value = T{};
            j.get_to(*value);
        }
    }
};

// UTF-16 text as its code units: Java strings may hold unpaired surrogates,
// which no UTF-8 string can carry.
template <>
struct adl_serializer<std::u16string> {
    static void to_json(json& j, const std::u16string& text) {
        j = json::array();
        for (char16_t unit : text) j.push_back(static_cast<std::uint16_t>(unit));
    }
    static void from_json(const json& j, std::u16string& text) {
        text.clear();
        for (const json& unit : j) text.push_back(static_cast<char16_t>(unit.get<std::uint16_t>()));
    }
};

template <>
struct adl_serializer<std::chrono::nanoseconds> {
    static void to_json(json& j, const std::chrono::nanoseconds& duration) { j = duration.count(); }
    static void from_json(const json& j, std::chrono::nanoseconds& duration) {
        duration = std::chrono::nanoseconds(j.get<std::chrono::nanoseconds::rep>());
    }
};

}  // namespace nlohmann

namespace symcrete::ir {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Mutation, op, block, index, new_op, new_cond, pc, line, description)
}  // namespace symcrete::ir

namespace symcrete::engine {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ExplorationStats, paths, forks, infeasible, solver_unknown, bounded, unsupported,
                                   budget_exhausted, wall_clock_fired, interrupted, memory_ceiling, work, depth_exceeded,
                                   steps_exceeded, lazy_objects, aliases, concretized, unread_alternatives, pruned,
                                   summarized_calls, summaries_made, summaries_refused, target_reached, time)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Cost, instructions, calls, allocations, bytes)
}  // namespace symcrete::engine

namespace symcrete::testgen {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(JavaValue, type, bits)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(InputValue, kind, primitive, object)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestObject::Field, name, descriptor, value)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestObject::Call, method, descriptor)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestObject, type, origin, fields, elements, boxed, text, constant, constant_owner,
                                   value_text, collection, element_type, value_type, optional, constructor,
                                   constructor_arguments, calls, function, function_descriptor, nameable, state_read)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Getter, method, value, is_string, text, then, argument)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Outcome::Item, kind, text, type, value, object, getters)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Outcome, kind, value, exception, approximate, shape, text, elements, type, getters,
                                   cast, cast_through_object, constant, nameable, items)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(StackFrame, class_name, method, file, line, in_jdk)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestCase::Call, method, descriptor, arguments, refused_with)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestCost, measured)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(HeapGraph::Row, name, value, target)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(HeapGraph::Node, label, rows)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(HeapGraph, roots, nodes, truncated)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SymbolicCase, constraint, output, exception, exception_class, input_heap, output_heap)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(SymbolicView, shown)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Expectation, source, expression, code_does, state_from_code)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestCase::Construction, method, descriptor, arguments, calls)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestCase::ArrayAfter, argument, elements)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestCase, method, descriptor, arguments, outcome, path_condition, throws_checked, reaches_target,
                                   target_chain, receiver, objects, receiver_after, arrays_after, signature, construction,
                                   exception_trace, exception_explicit, exception_message, printed, cost,
                                   symbolic, expected, covers)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(StaticField, name, descriptor, is_private, initial, owner, atomic)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(TestSuite, class_name, tests, static_state, reproducers, junit4, test_package,
                                   capture_output, part, cost_model)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(ExitReport, status, paths, example)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(StopCount, reason, count)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(MethodReport, method, skipped, paths, tests, stop_reasons, stopped, work_seconds, exits,
                                   constructed_tests, setup_failed, setup_failures, construction_tests, unsupported,
                                   unsupported_reasons, internal_errors)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(MutantOutcome, method, mutation, status, killed_by)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(MutationReport::Count, mutants, killed)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(MutationReport, mutants, killed, not_run, by_operator, outcomes, tests_added,
                                   tests_not_rerun, killed_by_removed_tests, budget_exhausted, runs, work)

nlohmann::json suite_to_json(const TestSuite& suite) { return suite; }
TestSuite suite_from_json(const nlohmann::json& json) { return json.get<TestSuite>(); }

nlohmann::json method_reports_to_json(const std::vector<MethodReport>& reports) { return reports; }
std::vector<MethodReport> method_reports_from_json(const nlohmann::json& json) {
    return json.get<std::vector<MethodReport>>();
}

nlohmann::json exploration_stats_to_json(const engine::ExplorationStats& stats) { return stats; }
engine::ExplorationStats exploration_stats_from_json(const nlohmann::json& json) {
    return json.get<engine::ExplorationStats>();
}

nlohmann::json mutation_report_to_json(const MutationReport& report) { return report; }
MutationReport mutation_report_from_json(const nlohmann::json& json) { return json.get<MutationReport>(); }

}  // namespace symcrete::testgen
