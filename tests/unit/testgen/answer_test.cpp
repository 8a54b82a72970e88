// A person's answers (`gen --ask`, testgen/answer.h): Java literals read
// back exactly as the JUnit writer writes them, answers checked against the
// result type, compared with what the code did, written into the test, and
// kept in an answers file (testgen/answer_book.h).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <fstream>
#include <limits>

#include "java_literal_reader.h"
#include "support/java_compiler.h"
#include "testgen/answer.h"
#include "testgen/answer_book.h"
#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

ClassQueries jdk_like() {
    ClassQueries q;
    q.exists = [](const std::string& name) {
        return name == "java/lang/IllegalArgumentException" || name == "java/lang/RuntimeException" ||
               name == "java/util/NoSuchElementException" || name == "com/acme/Refused";
    };
    q.is_subtype = [](const std::string& sub, const std::string& super) {
        return sub == super || (sub == "java/lang/IllegalArgumentException" && super == "java/lang/RuntimeException");
    };
    return q;
}

// The JUnit writer's literal for a value, read back as an answer for a
// method returning its type, is that value, bit for bit: the writer and
// the reader are two copies of Java's literal syntax that must agree.
TEST(Answer, EveryLiteralTheWriterWritesReadsBackExactly) {
    struct Case {
        JavaValue value;
        const char* descriptor;
    };
    const float float_nan = std::numeric_limits<float>::quiet_NaN();
    const Case cases[] = {
        {JavaValue::integer(0), "()I"}, {JavaValue::integer(-7), "()I"},
        {JavaValue::integer(std::numeric_limits<std::int32_t>::min()), "()I"},
        {JavaValue::integer(std::numeric_limits<std::int32_t>::max()), "()I"},
        {JavaValue::long_value(-5), "()J"}, {JavaValue::long_value(std::numeric_limits<std::int64_t>::min()), "()J"},
        {JavaValue::byte(-128), "()B"}, {JavaValue::byte(-1), "()B"}, {JavaValue::short_value(-300), "()S"},
        {JavaValue::character('\n'), "()C"}, {JavaValue::character('\''), "()C"}, {JavaValue::character(0xe9), "()C"},
        {JavaValue::character(0), "()C"}, {JavaValue::boolean(true), "()Z"},
        {JavaValue::float_value(0.1f), "()F"}, {JavaValue::float_value(-0.0f), "()F"},
        {JavaValue::float_value(std::numeric_limits<float>::denorm_min()), "()F"},
        {JavaValue::float_value(std::numeric_limits<float>::max()), "()F"},
        {JavaValue::float_value(float_nan), "()F"}, {JavaValue::float_value(-std::numeric_limits<float>::infinity()), "()F"},
        {JavaValue::double_value(0.1), "()D"}, {JavaValue::double_value(-0.0), "()D"},
        {JavaValue::double_value(1e300), "()D"}, {JavaValue::double_value(std::numeric_limits<double>::denorm_min()), "()D"},
        {JavaValue::double_value(2.0 / 3.0), "()D"}, {JavaValue::double_value(std::numeric_limits<double>::infinity()), "()D"},
        {JavaValue::integer(42), "()Ljava/lang/Integer;"},
    };
    for (const Case& c : cases) {
        const std::string literal = java_literal(c.value);
        auto answer = parse_answer(literal, c.descriptor, jdk_like());
        ASSERT_TRUE(answer) << literal << ": " << answer.error().message;
        ASSERT_EQ(answer->kind, Answer::Kind::Value) << literal;
        ASSERT_TRUE(answer->outcome.value) << literal;
        const JavaValue read = *answer->outcome.value;
        EXPECT_EQ(read.type, c.value.type) << literal;
        const bool nan = (c.value.type == JavaValue::Type::Float && std::isnan(std::bit_cast<float>(static_cast<std::uint32_t>(c.value.bits)))) ||
                         (c.value.type == JavaValue::Type::Double && std::isnan(std::bit_cast<double>(c.value.bits)));
        if (!nan) {
            EXPECT_EQ(read.bits, c.value.bits) << literal;
        }
    }
    // Strings too, escapes and all.
    const std::u16string text = u"tab\there \"quoted\" \\ \u00e9\u4e2d\n";
    auto answer = parse_answer(java_string_literal(text), "()Ljava/lang/String;", jdk_like());
    ASSERT_TRUE(answer) << answer.error().message;
    EXPECT_EQ(answer->outcome.shape, Outcome::Shape::String);
    EXPECT_EQ(answer->outcome.text, text);
}

TEST(Answer, LiteralsFollowJavasRules) {
    using detail::read_java_literal;
    using detail::ReadLiteral;
    EXPECT_EQ(read_java_literal("0xFFFFFFFF")->integer, -1);  // hex ints are two's complement
    EXPECT_EQ(read_java_literal("0b101")->integer, 5);
    EXPECT_EQ(read_java_literal("017")->integer, 15);
    EXPECT_EQ(read_java_literal("1_000")->integer, 1000);
    EXPECT_EQ(read_java_literal("-2147483648")->integer, std::numeric_limits<std::int32_t>::min());
    std::string error;
    EXPECT_FALSE(read_java_literal("2147483648", &error));
    EXPECT_EQ(error, "int literal 2147483648 is too large");
    EXPECT_TRUE(read_java_literal("2147483648L")->long_suffix);
    EXPECT_EQ(read_java_literal("'\\u0041'")->text, u"A");
    EXPECT_EQ(read_java_literal("\"\\101\\7\"")->text, u"A\a");
    const auto array = read_java_literal("new int[] {1, -2, 3,}");
    ASSERT_TRUE(array);
    EXPECT_EQ(array->kind, ReadLiteral::Kind::Array);
    EXPECT_EQ(array->elements.size(), 3u);
    EXPECT_FALSE(read_java_literal("List.of(1, 2)"));
    EXPECT_FALSE(read_java_literal("1 + 2"));
}

TEST(Answer, AnswersAreReadAgainstTheResultType) {
    auto same = parse_answer("  same ", "(II)I", jdk_like());
    ASSERT_TRUE(same);
    EXPECT_EQ(same->kind, Answer::Kind::Same);
    EXPECT_EQ(parse_answer("skip", "(II)I", jdk_like())->kind, Answer::Kind::Skip);
    auto widened = parse_answer("3", "(I)D", jdk_like());
    ASSERT_TRUE(widened);
    EXPECT_EQ(*widened->outcome.value, JavaValue::double_value(3.0));
    auto wrong = parse_answer("2.5", "(II)I", jdk_like());
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().message, "expected an int: 2.5 is a double literal");
    EXPECT_FALSE(parse_answer("300", "()B", jdk_like()));  // no byte holds it
    EXPECT_FALSE(parse_answer("3", "(I)V", jdk_like()));   // nothing is returned
    auto array = parse_answer("{1, 2}", "()[I", jdk_like());
    ASSERT_TRUE(array);
    EXPECT_EQ(array->outcome.shape, Outcome::Shape::Array);
    EXPECT_EQ(array->outcome.elements.size(), 2u);
    EXPECT_EQ(parse_answer("null", "()Ljava/util/List;", jdk_like())->outcome.shape, Outcome::Shape::Null);
    auto expression = parse_answer("List.of(1, 2)", "()Ljava/util/List;", jdk_like());
    ASSERT_TRUE(expression);
    EXPECT_EQ(expression->kind, Answer::Kind::Expression);
    EXPECT_FALSE(parse_answer("f(); g()", "()Ljava/util/List;", jdk_like()));
    auto word = parse_answer("maybe", "()Z", jdk_like());
    ASSERT_FALSE(word);
    EXPECT_EQ(word.error().message.rfind("maybe is no value", 0), 0u) << word.error().message;
    EXPECT_FALSE(parse_answer("f((1)", "()Ljava/util/List;", jdk_like()));

    auto thrown = parse_answer("throws IllegalArgumentException", "(I)I", jdk_like());
    ASSERT_TRUE(thrown);
    EXPECT_EQ(thrown->outcome.exception, "java/lang/IllegalArgumentException");
    EXPECT_EQ(parse_answer("throws NoSuchElementException", "(I)I", jdk_like())->outcome.exception,
              "java/util/NoSuchElementException");
    EXPECT_EQ(parse_answer("throws com.acme.Refused", "(I)I", jdk_like())->outcome.exception, "com/acme/Refused");
    auto unknown = parse_answer("throws Nope", "(I)I", jdk_like());
    ASSERT_FALSE(unknown);
    EXPECT_NE(unknown.error().message.find("no class Nope in java.lang, java.util or java.io"), std::string::npos);
}

TestCase returning(JavaValue value) {
    TestCase test;
    test.method = "f";
    test.descriptor = "(I)I";
    test.arguments = {JavaValue::integer(1)};
    test.outcome.kind = Outcome::Kind::Returns;
    test.outcome.value = value;
    return test;
}

TEST(Answer, AppliedAnswersSayWhetherTheCodeAgrees) {
    TestCase agreeing = returning(JavaValue::integer(3));
    EXPECT_EQ(apply_answer(agreeing, *parse_answer("3", "(I)I", jdk_like()), Expectation::Source::Person, jdk_like()),
              Agreement::Agrees);
    EXPECT_EQ(agreeing.expected.source, Expectation::Source::Person);
    EXPECT_TRUE(agreeing.expected.code_does.empty());

    TestCase differing = returning(JavaValue::integer(2));
    Getter size;
    size.method = "size";
    size.value = JavaValue::integer(0);
    differing.receiver_after = {size};
    TestCase agreeing_with_state = differing;
    EXPECT_EQ(apply_answer(differing, *parse_answer("3", "(I)I", jdk_like()), Expectation::Source::Person, jdk_like()),
              Agreement::Differs);
    EXPECT_EQ(differing.expected.code_does, "returns 2");
    EXPECT_EQ(*differing.outcome.value, JavaValue::integer(3));
    // The code is wrong here by the person's word: what it left is no expectation.
    EXPECT_TRUE(differing.receiver_after.empty());
    EXPECT_FALSE(differing.expected.state_from_code);
    // A value the code agrees with vouches for the result only: the state
    // the code left is not asserted. `same` (the code is right) keeps it.
    TestCase valued_with_state = agreeing_with_state;
    EXPECT_EQ(apply_answer(valued_with_state, *parse_answer("2", "(I)I", jdk_like()), Expectation::Source::Person,
                           jdk_like()),
              Agreement::Agrees);
    EXPECT_TRUE(valued_with_state.receiver_after.empty());
    EXPECT_FALSE(valued_with_state.expected.state_from_code);
    EXPECT_EQ(apply_answer(agreeing_with_state, *parse_answer("same", "(I)I", jdk_like()), Expectation::Source::Person,
                           jdk_like()),
              Agreement::Agrees);
    EXPECT_EQ(agreeing_with_state.receiver_after.size(), 1u);
    EXPECT_TRUE(agreeing_with_state.expected.state_from_code);

    // assertThrows passes for a subclass of the class named.
    TestCase throwing = returning(JavaValue::integer(0));
    throwing.outcome = Outcome{};
    throwing.outcome.kind = Outcome::Kind::Throws;
    throwing.outcome.exception = "java/lang/IllegalArgumentException";
    throwing.exception_explicit = true;
    throwing.exception_message = "no";
    TestCase broader = throwing;
    EXPECT_EQ(apply_answer(broader, *parse_answer("throws RuntimeException", "(I)I", jdk_like()),
                           Expectation::Source::Person, jdk_like()),
              Agreement::Agrees);
    EXPECT_EQ(broader.outcome.exception, "java/lang/RuntimeException");
    EXPECT_TRUE(broader.exception_message.empty());
    // An expression is checked when the suite runs, unless the call throws.
    TestCase expression = returning(JavaValue::integer(2));
    EXPECT_EQ(apply_answer(expression, *parse_answer("Math.max(1, 2)", "(I)I", jdk_like()), Expectation::Source::Person,
                           jdk_like()),
              Agreement::Unchecked);
    EXPECT_EQ(apply_answer(throwing, *parse_answer("Math.max(1, 2)", "(I)I", jdk_like()), Expectation::Source::Person,
                           jdk_like()),
              Agreement::Differs);
    EXPECT_EQ(throwing.expected.code_does, "throws java.lang.IllegalArgumentException");

    // The test as written: the answer asserted, and where it came from.
    TestSuite suite;
    suite.class_name = "com/acme/Calc";
    suite.tests = {differing, expression};
    suite.tests[0].method = "twice";
    suite.tests[1].method = "half";
    const std::string source = write_junit(suite);
    EXPECT_NE(source.find("// Expected: your answer; this code returns 2, so the test fails.\n"), std::string::npos) << source;
    EXPECT_NE(source.find("assertEquals(3, Calc.twice(1));"), std::string::npos) << source;
    EXPECT_NE(source.find("// Expected: your answer, as written.\n"), std::string::npos) << source;
    EXPECT_NE(source.find("assertEquals(Math.max(1, 2), Calc.half(1));"), std::string::npos) << source;
    const TestCallText call = junit_test_call(suite, 0);
    EXPECT_EQ(call.call, "Calc.twice(1)");
    EXPECT_EQ(call.statements, "");
}

// A call that throws is asked about (asks_about): the code's exception
// may be the bug ("no second largest" for {1, 2}). A value answered for it,
// or `returns` for a void method, makes a test that fails on this code and
// passes once the call returns.
TEST(Answer, ACallThatThrowsIsAskedAboutAndAValueAnswerFailsOnIt) {
    TestCase throwing = returning(JavaValue::integer(0));
    throwing.outcome = Outcome{};
    throwing.outcome.kind = Outcome::Kind::Throws;
    throwing.outcome.exception = "java/lang/IllegalArgumentException";
    EXPECT_TRUE(asks_about(throwing));
    EXPECT_TRUE(asks_about(returning(JavaValue::integer(1))));
    TestCase finished = returning(JavaValue::integer(0));
    finished.descriptor = "(I)V";
    finished.outcome = Outcome{};
    finished.outcome.kind = Outcome::Kind::ReturnsVoid;
    EXPECT_FALSE(asks_about(finished));  // no query after it: nothing to ask about

    TestCase valued = throwing;
    EXPECT_EQ(apply_answer(valued, *parse_answer("1", "(I)I", jdk_like()), Expectation::Source::Person, jdk_like()),
              Agreement::Differs);
    EXPECT_EQ(valued.outcome.kind, Outcome::Kind::Returns);
    EXPECT_EQ(valued.expected.code_does, "throws java.lang.IllegalArgumentException");

    // A void method: `returns` means it should finish normally.
    auto returns = parse_answer("returns", "(I)V", jdk_like());
    ASSERT_TRUE(returns);
    EXPECT_EQ(returns->outcome.kind, Outcome::Kind::ReturnsVoid);
    EXPECT_FALSE(parse_answer("returns", "(I)I", jdk_like()));  // an int method returns a value
    TestCase void_throwing = throwing;
    void_throwing.descriptor = "(I)V";
    EXPECT_EQ(apply_answer(void_throwing, *returns, Expectation::Source::Person, jdk_like()), Agreement::Differs);
    EXPECT_EQ(void_throwing.outcome.kind, Outcome::Kind::ReturnsVoid);
    TestCase void_finished = finished;
    EXPECT_EQ(apply_answer(void_finished, *returns, Expectation::Source::Person, jdk_like()), Agreement::Agrees);
    auto refused = parse_answer("3", "(I)V", jdk_like());
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("`returns` (it finishes normally)"), std::string::npos) << refused.error().message;
}

// A void call that returns is asked about through a query after it: one
// that takes the call's argument first (countAbove(100) after
// record(100)). The answer is the test's only assertion after the call; the
// code's other queries, which fail on a fixed class where the code is
// wrong, go. `same` keeps them all.
TEST(Answer, AVoidCallIsAskedAboutThroughAQueryAfterIt) {
    TestCase recorded = returning(JavaValue::integer(0));
    recorded.method = "record";
    recorded.descriptor = "(I)V";
    recorded.arguments = {JavaValue::integer(100)};
    recorded.outcome = Outcome{};
    recorded.outcome.kind = Outcome::Kind::ReturnsVoid;
    Getter count, above;
    count.method = "count";
    count.value = JavaValue::integer(1);
    above.method = "countAbove";
    above.value = JavaValue::integer(1);
    above.argument = 0;
    recorded.receiver_after = {count, above};
    ASSERT_TRUE(asks_about(recorded));
    ASSERT_EQ(asked_query(recorded), std::optional<std::size_t>(1));
    EXPECT_EQ(query_descriptor(recorded.receiver_after[1]), "()I");

    TestCase answered = recorded;
    EXPECT_EQ(apply_query_answer(answered, 1, *parse_answer("0", "()I", jdk_like())), Agreement::Differs);
    ASSERT_EQ(answered.receiver_after.size(), 1u);
    EXPECT_EQ(answered.receiver_after[0].method, "countAbove");
    EXPECT_EQ(answered.receiver_after[0].value, JavaValue::integer(0));
    EXPECT_EQ(answered.expected.code_does, "leaves countAbove(100) = 1");
    EXPECT_EQ(answered.outcome.kind, Outcome::Kind::ReturnsVoid);

    TestCase agreed = recorded;
    EXPECT_EQ(apply_query_answer(agreed, 1, *parse_answer("1", "()I", jdk_like())), Agreement::Agrees);
    EXPECT_EQ(agreed.receiver_after.size(), 1u);  // count() was the code's word
    TestCase same = recorded;
    EXPECT_EQ(apply_query_answer(same, 1, *parse_answer("same", "()I", jdk_like())), Agreement::Agrees);
    EXPECT_EQ(same.receiver_after.size(), 2u);

    // Without a query taking the argument, the first; without queries, nothing to ask.
    recorded.receiver_after[1].argument.reset();
    EXPECT_EQ(asked_query(recorded), std::optional<std::size_t>(0));
    recorded.receiver_after.clear();
    EXPECT_FALSE(asks_about(recorded));
}

TEST(AnswerBook, KeepsAnswersAcrossRunsAndNamesABadFile) {
    const auto dir = symcrete::testing::make_temp_dir("answer-book");
    const auto file = dir / "answers.json";
    auto empty = AnswerBook::load(file);
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->answers().empty());
    AnswerBook book;
    book.record({"com.acme.Calc", "f", "(I)I", "Calc.f(1)", "v1", "3", "returns 2"});
    book.record({"com.acme.Calc", "f", "(I)I", "Calc.f(2)", "v1", "same", "returns 4"});
    book.record({"com.acme.Calc", "f", "(I)I", "Calc.f(1)", "v2", "4", "returns 2"});  // replaces the first
    ASSERT_TRUE(book.save(file));
    auto loaded = AnswerBook::load(file);
    ASSERT_TRUE(loaded) << loaded.error().message;
    ASSERT_EQ(loaded->answers().size(), 2u);
    const RecordedAnswer* first = loaded->find("com.acme.Calc", "f", "(I)I", "Calc.f(1)");
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->answer, "4");
    EXPECT_EQ(first->code_version, "v2");
    EXPECT_EQ(loaded->find("com.acme.Calc", "f", "(I)I", "Calc.f(3)"), nullptr);

    std::ofstream(file) << "{\"answers\": []}";
    auto foreign = AnswerBook::load(file);
    ASSERT_FALSE(foreign);
    EXPECT_EQ(foreign.error().message, file.string() + ": not a Symcrete answers file (no \"format\": \"symcrete-answers\")");
    std::ofstream(file) << "{";
    EXPECT_FALSE(AnswerBook::load(file));
}

}  // namespace
}  // namespace symcrete::testgen
