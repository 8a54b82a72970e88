// Exploration results through JSON and back: every field of every struct is
// set to something other than its default, so a field the JSON leaves out
// comes back different and the comparison fails.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "testgen/results_json.h"

namespace symcrete::testgen {
namespace {

TestCase full_test_case() {
    TestCase test;
    test.method = "transfer";
    test.descriptor = "(LAccount;J)Z";
    test.arguments = {InputValue::object_at(1), JavaValue::long_value(-7), InputValue::null()};
    test.outcome.kind = Outcome::Kind::Returns;
    test.outcome.value = JavaValue::double_value(-0.0);
    test.outcome.exception = "java/lang/IllegalStateException";
    test.outcome.approximate = true;
    test.outcome.shape = Outcome::Shape::List;
    test.outcome.text = u"a\xD800z";  // an unpaired surrogate survives
    test.outcome.elements = {JavaValue::float_value(1.5F), JavaValue::character(0xFFFF)};
    test.outcome.type = "java/util/ArrayList";
    test.outcome.getters = {Getter{"getName", JavaValue::boolean(true), true, u"n\u00E9", ""}};
    test.outcome.constant = "RED";
    test.outcome.nameable = false;
    test.outcome.cast = true;
    test.outcome.cast_through_object = true;
    test.outcome.items = {Outcome::Item{Outcome::Item::Kind::Boxed, u"x", "java/lang/Integer", JavaValue::integer(3), 2,
                                        {Getter{"id", JavaValue::integer(0), true, u"C1", ""}}}};
    test.path_condition = "amount > 0";
    test.throws_checked = true;
    test.receiver = InputValue::object_at(0);
    TestObject account;
    account.type = "bank/Account";
    account.origin = "this";
    account.fields = {TestObject::Field{"balance", "J", JavaValue::long_value(std::int64_t{1} << 40)}};
    account.elements = {JavaValue::byte(-1)};
    account.boxed = JavaValue::short_value(-300);
    account.text = u"";
    account.constant = "EMPTY";
    account.constant_owner = "bank/Accounts";
    account.value_text = "12345678901234567890";
    account.collection = TestObject::Collection::Map;
    account.element_type = "java/lang/String";
    account.value_type = "java/lang/Long";
    account.nameable = false;
    account.optional = true;
    account.constructor = "(Ljava/lang/String;)V";
    account.constructor_arguments = {InputValue::null()};
    account.calls = {TestObject::Call{"deposit", "(J)V"}};
    account.function = "apply";
    account.function_descriptor = "(Ljava/lang/Object;)Ljava/lang/Object;";
    account.state_read = true;
    test.objects = {account, TestObject{}};
    test.arrays_after = {TestCase::ArrayAfter{1, {JavaValue::integer(4)}}};
    test.reaches_target = true;
    test.target_chain = {"bank.Account.transfer", "bank.Account.check"};
    test.receiver_after = {Getter{"getBalance", JavaValue::long_value(0), false, std::nullopt, "size", 1}};
    test.signature = "(TT;)V";
    test.construction = TestCase::Construction{
        "of", "(J)Lbank/Account;", {JavaValue::long_value(1)}, {TestCase::Call{"deposit", "(J)V", {InputValue::null()}}}};
    test.exception_trace = {StackFrame{"bank.Account", "transfer", "Account.java", 42, true}};
    test.exception_explicit = true;
    test.exception_message = "no funds";
    return test;
}

TEST(ResultsJson, ASuiteComesBackEqual) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    suite.tests = {full_test_case(), TestCase{}};
    suite.static_state = {StaticField{"count", "I", true, JavaValue::integer(-5)}};
    suite.reproducers = true;
    suite.junit4 = true;
    // Through text, as between processes.
    const TestSuite back = suite_from_json(nlohmann::json::parse(suite_to_json(suite).dump()));
    EXPECT_EQ(back, suite);
    ASSERT_EQ(back.tests.size(), 2U);
    EXPECT_EQ(back.tests[0].outcome.text, std::u16string(u"a\xD800z"));
}

TEST(ResultsJson, MethodReportsComeBackEqual) {
    MethodReport report;
    report.method = "transfer(LAccount;J)Z";
    report.skipped = "abstract";
    report.paths = 12;
    report.tests = 4;
    report.stopped = "budget";
    report.stop_reasons = {{StopReason::Budget, 1}, {StopReason::BranchBound, 3}};
    report.work_seconds = 0.1 + 0.2;  // not exact in decimal: must come back to the same bits
    report.exits = {ExitReport{3, 2, "(1, 2)"}};
    report.constructed_tests = 5;
    report.setup_failed = 6;
    report.setup_failures = {"Account(long) threw"};
    report.construction_tests = 7;
    report.unsupported = 8;
    report.unsupported_reasons = {"native method"};
    report.internal_errors = {"oops"};
    const std::vector<MethodReport> reports = {report, MethodReport{}};
    EXPECT_EQ(method_reports_from_json(nlohmann::json::parse(method_reports_to_json(reports).dump())), reports);
}

TEST(ResultsJson, ExplorationStatsComeBackEqual) {
    engine::ExplorationStats stats;
    stats.paths = 1;
    stats.forks = 2;
    stats.infeasible = 3;
    stats.solver_unknown = 4;
    stats.bounded = 5;
    stats.unsupported = 6;
    stats.budget_exhausted = true;
    stats.wall_clock_fired = true;
    stats.interrupted = true;
    stats.work = std::uint64_t{1} << 60;
    stats.depth_exceeded = 7;
    stats.steps_exceeded = 8;
    stats.lazy_objects = 9;
    stats.aliases = 10;
    stats.concretized = 11;
    stats.unread_alternatives = 12;
    stats.time = std::chrono::nanoseconds(123'456'789'012);
    EXPECT_EQ(exploration_stats_from_json(nlohmann::json::parse(exploration_stats_to_json(stats).dump())), stats);
}

TEST(ResultsJson, AMutationReportComesBackEqual) {
    MutationReport report;
    report.mutants = 9;
    report.killed = 4;
    report.not_run = 2;
    report.by_operator[0] = {3, 1};
    report.by_operator[ir::kMutationOperatorCount - 1] = {6, 3};
    ir::Mutation mutation;
    mutation.op = ir::MutationOperator::ConditionalBoundary;
    mutation.block = 3;
    mutation.index = 2;
    mutation.new_op = ir::Op::Sub;
    mutation.new_cond = ir::Cond::Le;
    mutation.pc = 17;
    mutation.line = 12;
    mutation.description = "replaced < with <=";
    report.outcomes = {MutantOutcome{"f(I)I", mutation, MutantOutcome::Status::Survived, std::nullopt},
                       MutantOutcome{"f(I)I", mutation, MutantOutcome::Status::Killed, 3}};
    report.tests_added = 1;
    report.killed_by_removed_tests = 1;
    report.tests_not_rerun = 2;
    report.budget_exhausted = true;
    report.runs = 30;
    report.work = 4000;
    EXPECT_EQ(mutation_report_from_json(nlohmann::json::parse(mutation_report_to_json(report).dump())), report);
}

TEST(ResultsJson, AMissingFieldIsAnError) {
    nlohmann::json json = exploration_stats_to_json(engine::ExplorationStats{});
    json.erase("forks");
    EXPECT_THROW(exploration_stats_from_json(json), nlohmann::json::exception);
}

}  // namespace
}  // namespace symcrete::testgen
