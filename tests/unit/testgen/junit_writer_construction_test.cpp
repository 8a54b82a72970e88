// The JUnit writer on receivers made by a constructor or a static factory
// (TestCase::construction): the statement that makes it, its arguments
// (primitives, nulls cast to their parameter's type, the test's objects),
// the call on it, and no reflection helper when nothing needs one.
#include <gtest/gtest.h>

#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TestCase withdraw_test(TestCase::Construction construction, Outcome outcome) {
    TestCase test;
    test.method = "withdraw";
    test.descriptor = "(J)Z";
    test.arguments = {JavaValue::long_value(5)};
    test.outcome = std::move(outcome);
    test.construction = std::move(construction);
    return test;
}

TEST(JunitWriterConstructionTest, AConstructorMakesTheReceiver) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    TestObject owner;
    owner.type = "java/lang/String";
    owner.origin = "new.owner";
    owner.text = u"ann";
    TestCase test = withdraw_test({"<init>", "(Ljava/lang/String;JLbank/Limit;)V",
                                   {InputValue::object_at(0), JavaValue::long_value(100), InputValue::null()}},
                                  Outcome{Outcome::Kind::Returns, JavaValue::boolean(true), {}});
    test.objects = {owner};
    suite.tests = {test};
    ASSERT_TRUE(check_suite(suite)) << check_suite(suite).error().message;
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        String newOwner = \"ann\";\n"
                                 "        Account account = new Account(newOwner, 100L, (Limit) null);\n"
                                 "        assertTrue(account.withdraw(5L));\n"))
        << source;
    // Nothing is built by reflection: no helper, no `throws Exception`.
    EXPECT_FALSE(contains(source, "newInstance")) << source;
    EXPECT_FALSE(contains(source, "throws Exception")) << source;
}

TEST(JunitWriterConstructionTest, AFactoryMakesTheReceiverAndThrowsStayInTheLambda) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    suite.tests = {withdraw_test({"open", "(I)Lbank/Account;", {JavaValue::integer(7)}},
                                 Outcome{Outcome::Kind::Throws, std::nullopt, "java/lang/IllegalStateException"})};
    ASSERT_TRUE(check_suite(suite));
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        Account account = Account.open(7);\n"
                                 "        assertThrows(IllegalStateException.class, () -> account.withdraw(5L));\n"))
        << source;
}

// Setup calls follow the construction as statements on the receiver, with
// their own arguments; a call's bad name or argument is refused like any.
TEST(JunitWriterConstructionTest, SetupCallsFollowTheConstruction) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    TestObject memo;
    memo.type = "java/lang/String";
    memo.origin = "deposit.memo";
    memo.text = u"pay";
    TestCase::Construction made{"<init>", "()V", {}};
    made.calls.push_back({"deposit", "(JLjava/lang/String;)V", {JavaValue::long_value(20), InputValue::object_at(0)}});
    made.calls.push_back({"freeze", "()V", {}});
    TestCase test = withdraw_test(made, Outcome{Outcome::Kind::Throws, std::nullopt, "java/lang/IllegalStateException"});
    test.objects = {memo};
    suite.tests = {test};
    ASSERT_TRUE(check_suite(suite)) << check_suite(suite).error().message;
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        Account account = new Account();\n"
                                 "        account.deposit(20L, depositMemo);\n"
                                 "        account.freeze();\n"
                                 "        assertThrows(IllegalStateException.class, () -> account.withdraw(5L));\n"))
        << source;

    suite.tests[0].construction->calls[1].method = "class";
    EXPECT_FALSE(check_suite(suite));
    suite.tests[0].construction->calls[1] = {"deposit", "(J)V", {JavaValue::integer(1)}};
    EXPECT_FALSE(check_suite(suite));  // an int for a long parameter
}

// A test of the constructor itself: the method is "<init>", called with new.
TEST(JunitWriterConstructionTest, AConstructorRefusingItsArgumentsIsATestOfItsOwn) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    TestCase test;
    test.method = "<init>";
    test.descriptor = "(J)V";
    test.arguments = {JavaValue::long_value(-1)};
    test.outcome = Outcome{Outcome::Kind::Throws, std::nullopt, "java/lang/IllegalArgumentException"};
    suite.tests = {test};
    ASSERT_TRUE(check_suite(suite)) << check_suite(suite).error().message;
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "    void newAccount_throwsIllegalArgument() {\n"
                                 "        assertThrows(IllegalArgumentException.class, () -> new Account(-1L));\n"))
        << source;
}

TEST(JunitWriterConstructionTest, TheReceiverNameDoesNotClashWithAnObjects) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    TestObject other;
    other.type = "bank/Account";
    other.origin = "account";  // a parameter of the method named like the receiver would be
    TestCase test;
    test.method = "transfer";
    test.descriptor = "(Lbank/Account;)V";
    test.arguments = {InputValue::object_at(0)};
    test.outcome = Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}};
    test.construction = TestCase::Construction{"<init>", "()V", {}};
    test.objects = {other};
    suite.tests = {test};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        Account account2 = new Account();\n"
                                 "        account2.transfer(account);\n"))
        << source;
    // The parameter object still comes from the reflection helper.
    EXPECT_TRUE(contains(source, "Account account = newInstance(Account.class);")) << source;
}

TEST(JunitWriterConstructionTest, CheckSuiteChecksTheConstructionsArguments) {
    TestSuite suite;
    suite.class_name = "bank/Account";
    suite.tests = {withdraw_test({"<init>", "(J)V", {JavaValue::integer(1)}},
                                 Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}})};
    auto checked = check_suite(suite);
    ASSERT_FALSE(checked);
    EXPECT_TRUE(contains(checked.error().message, "constructor argument 0 is a int but the parameter is a long"))
        << checked.error().message;
    suite.tests = {withdraw_test({"<init>", "(J)V", {}}, Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}})};
    EXPECT_FALSE(check_suite(suite));
    suite.tests = {withdraw_test({"1open", "()Lbank/Account;", {}}, Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}})};
    EXPECT_FALSE(check_suite(suite));
}

}  // namespace
}  // namespace symcrete::testgen
