// The JUnit writer without a JVM: literals for every JavaValue type, test
// names, comments, class naming, checking and the exact file layout.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <fstream>
#include <limits>
#include <regex>
#include <set>
#include <sstream>

#include "support/java_compiler.h"
#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

JavaValue i(std::int32_t v) { return JavaValue::integer(v); }
JavaValue i64(std::int64_t v) { return JavaValue::long_value(v); }
JavaValue f32(float v) { return JavaValue::float_value(v); }
JavaValue f64(double v) { return JavaValue::double_value(v); }
JavaValue f32_bits(std::uint32_t bits) { return JavaValue::float_value(std::bit_cast<float>(bits)); }
JavaValue f64_bits(std::uint64_t bits) { return JavaValue::double_value(std::bit_cast<double>(bits)); }

Outcome returns(JavaValue v) { return Outcome{Outcome::Kind::Returns, v, {}}; }
Outcome returns_void() { return Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}}; }
Outcome throws(std::string exception) { return Outcome{Outcome::Kind::Throws, std::nullopt, std::move(exception)}; }

TestCase test(std::string method, std::string descriptor, std::vector<InputValue> args, Outcome outcome,
              std::string path = "") {
    return TestCase{std::move(method), std::move(descriptor), std::move(args), std::move(outcome), std::move(path)};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(JavaValueTest, FactoriesGiveCanonicalBits) {
    EXPECT_EQ(JavaValue::boolean(true).bits, 1u);
    EXPECT_EQ(JavaValue::boolean(false).bits, 0u);
    EXPECT_EQ(JavaValue::byte(-1).bits, 0xffu);
    EXPECT_EQ(JavaValue::byte(-1).type, JavaValue::Type::Byte);
    EXPECT_EQ(JavaValue::short_value(-2).bits, 0xfffeu);
    EXPECT_EQ(JavaValue::character(0xe9).bits, 0xe9u);
    EXPECT_EQ(JavaValue::integer(-1).bits, 0xffffffffu);
    EXPECT_EQ(JavaValue::long_value(-1).bits, ~std::uint64_t{0});
    EXPECT_EQ(JavaValue::float_value(-0.0f).bits, 0x80000000u);
    EXPECT_EQ(JavaValue::double_value(1.0).bits, 0x3ff0000000000000u);
    EXPECT_EQ(JavaValue::integer(5), JavaValue::integer(5));
    EXPECT_NE(JavaValue::integer(5), JavaValue::long_value(5));
    EXPECT_NE(JavaValue::float_value(0.0f), JavaValue::float_value(-0.0f));
}

TEST(JavaLiteralTest, Integers) {
    EXPECT_EQ(java_literal(i(0)), "0");
    EXPECT_EQ(java_literal(i(5)), "5");
    EXPECT_EQ(java_literal(i(-5)), "-5");
    EXPECT_EQ(java_literal(i(INT32_MIN)), "Integer.MIN_VALUE");
    EXPECT_EQ(java_literal(i(INT32_MAX)), "Integer.MAX_VALUE");
    EXPECT_EQ(java_literal(i(INT32_MIN + 1)), "-2147483647");
    EXPECT_EQ(java_literal(JavaValue::long_value(5)), "5L");
    EXPECT_EQ(java_literal(JavaValue::long_value(-5000000000)), "-5000000000L");
    EXPECT_EQ(java_literal(JavaValue::long_value(INT64_MIN)), "Long.MIN_VALUE");
    EXPECT_EQ(java_literal(JavaValue::long_value(INT64_MAX)), "Long.MAX_VALUE");
    EXPECT_EQ(java_literal(JavaValue::byte(-1)), "(byte) -1");
    EXPECT_EQ(java_literal(JavaValue::byte(7)), "(byte) 7");
    EXPECT_EQ(java_literal(JavaValue::byte(-128)), "Byte.MIN_VALUE");
    EXPECT_EQ(java_literal(JavaValue::byte(127)), "Byte.MAX_VALUE");
    EXPECT_EQ(java_literal(JavaValue::short_value(-300)), "(short) -300");
    EXPECT_EQ(java_literal(JavaValue::short_value(INT16_MIN)), "Short.MIN_VALUE");
    EXPECT_EQ(java_literal(JavaValue::short_value(INT16_MAX)), "Short.MAX_VALUE");
    EXPECT_EQ(java_literal(JavaValue::boolean(true)), "true");
    EXPECT_EQ(java_literal(JavaValue::boolean(false)), "false");
}

TEST(JavaLiteralTest, ReadsOnlyTheLowBitsOfIntegralValues) {
    // Sign-extended bits, as an engine holding sub-int values in ints gives them.
    EXPECT_EQ(java_literal(JavaValue{JavaValue::Type::Byte, 0xffffffffu}), "(byte) -1");
    EXPECT_EQ(java_literal(JavaValue{JavaValue::Type::Short, 0xffffffffffff8000u}), "Short.MIN_VALUE");
    EXPECT_EQ(java_literal(JavaValue{JavaValue::Type::Char, 0xffff0041u}), "'A'");
    EXPECT_EQ(java_literal(JavaValue{JavaValue::Type::Int, 0xffffffff00000007u}), "7");
    EXPECT_EQ(java_literal(JavaValue{JavaValue::Type::Boolean, 3}), "true");
}

TEST(JavaLiteralTest, Chars) {
    auto c = [](std::uint16_t v) { return java_literal(JavaValue::character(v)); };
    EXPECT_EQ(c('a'), "'a'");
    EXPECT_EQ(c(' '), "' '");
    EXPECT_EQ(c('"'), "'\"'");
    EXPECT_EQ(c('\''), "'\\''");
    EXPECT_EQ(c('\\'), "'\\\\'");
    EXPECT_EQ(c('\n'), "'\\n'");
    EXPECT_EQ(c('\r'), "'\\r'");
    EXPECT_EQ(c('\t'), "'\\t'");
    EXPECT_EQ(c('\b'), "'\\b'");
    EXPECT_EQ(c('\f'), "'\\f'");
    EXPECT_EQ(c(0), "'\\0'");
    EXPECT_EQ(c(1), "'\\u0001'");
    EXPECT_EQ(c(0x7f), "'\\u007f'");
    EXPECT_EQ(c(0xe9), "'\\u00e9'");
    EXPECT_EQ(c(0xd800), "'\\ud800'");
    EXPECT_EQ(c(0xffff), "'\\uffff'");
}

TEST(JavaLiteralTest, Floats) {
    EXPECT_EQ(java_literal(f32(1.5f)), "1.5f");
    EXPECT_EQ(java_literal(f32(-1.5f)), "-1.5f");
    EXPECT_EQ(java_literal(f32(0.1f)), "0.1f");
    EXPECT_EQ(java_literal(f32(0.0f)), "0.0f");
    EXPECT_EQ(java_literal(f32(-0.0f)), "-0.0f");
    EXPECT_EQ(java_literal(f32(100.0f)), "100.0f");
    EXPECT_EQ(java_literal(f32(0.001f)), "0.001f");
    EXPECT_EQ(java_literal(f32(1.0e-4f)), "1.0E-4f");
    EXPECT_EQ(java_literal(f32(1234567.0f)), "1234567.0f");
    EXPECT_EQ(java_literal(f32(1.0e7f)), "1.0E7f");
    // Twice Float.MIN_VALUE: Java prints 2.8E-45, but the shortest literal that
    // reads back as it is 3.0E-45f.
    EXPECT_EQ(java_literal(f32_bits(2)), "3.0E-45f");
    EXPECT_EQ(java_literal(f32(16777216.0f)), "1.6777216E7f");
    EXPECT_EQ(java_literal(f32(std::numeric_limits<float>::quiet_NaN())), "Float.NaN");
    EXPECT_EQ(java_literal(f32_bits(0x7fc00001)), "Float.intBitsToFloat(0x7fc00001)");
    EXPECT_EQ(java_literal(f32_bits(0xffc00000)), "Float.intBitsToFloat(0xffc00000)");
    EXPECT_EQ(java_literal(f32(INFINITY)), "Float.POSITIVE_INFINITY");
    EXPECT_EQ(java_literal(f32(-INFINITY)), "Float.NEGATIVE_INFINITY");
    EXPECT_EQ(java_literal(f32_bits(1)), "Float.MIN_VALUE");
    EXPECT_EQ(java_literal(f32_bits(0x80000001)), "-Float.MIN_VALUE");
    EXPECT_EQ(java_literal(f32(std::numeric_limits<float>::max())), "Float.MAX_VALUE");
    EXPECT_EQ(java_literal(f32(-std::numeric_limits<float>::max())), "-Float.MAX_VALUE");
    EXPECT_EQ(java_literal(f32(std::numeric_limits<float>::min())), "Float.MIN_NORMAL");
}

TEST(JavaLiteralTest, Doubles) {
    EXPECT_EQ(java_literal(f64(1.5)), "1.5");
    EXPECT_EQ(java_literal(f64(0.1)), "0.1");
    EXPECT_EQ(java_literal(f64(0.1 + 0.2)), "0.30000000000000004");
    EXPECT_EQ(java_literal(f64(-0.0)), "-0.0");
    EXPECT_EQ(java_literal(f64(0.0)), "0.0");
    EXPECT_EQ(java_literal(f64(1.0)), "1.0");
    EXPECT_EQ(java_literal(f64(1e21)), "1.0E21");
    EXPECT_EQ(java_literal(f64(123456789.0)), "1.23456789E8");
    EXPECT_EQ(java_literal(f64(1e-5)), "1.0E-5");
    EXPECT_EQ(java_literal(f64_bits(2)), "1.0E-323");
    EXPECT_EQ(java_literal(f64(std::numeric_limits<double>::quiet_NaN())), "Double.NaN");
    EXPECT_EQ(java_literal(f64_bits(0x7ff0000000000001)), "Double.longBitsToDouble(0x7ff0000000000001L)");
    EXPECT_EQ(java_literal(f64(INFINITY)), "Double.POSITIVE_INFINITY");
    EXPECT_EQ(java_literal(f64(-INFINITY)), "Double.NEGATIVE_INFINITY");
    EXPECT_EQ(java_literal(f64_bits(1)), "Double.MIN_VALUE");
    EXPECT_EQ(java_literal(f64(std::numeric_limits<double>::max())), "Double.MAX_VALUE");
    EXPECT_EQ(java_literal(f64(std::numeric_limits<double>::min())), "Double.MIN_NORMAL");
    EXPECT_EQ(java_literal(f64(-std::numeric_limits<double>::min())), "-Double.MIN_NORMAL");
}

TEST(JunitWriterTest, GoldenFile) {
    TestSuite suite{"com/example/Calc",
                    {
                        test("abs", "(I)I", {i(-5)}, returns(i(5)), "x < 0"),
                        test("abs", "(I)I", {i(5)}, returns(i(5)), "!(x < 0)"),
                        test("abs", "(I)I", {i(0)}, returns(i(0)), "!(x < 0) && x == 0"),
                        test("divide", "(II)I", {i(1), i(0)}, throws("java/lang/ArithmeticException"), "b == 0"),
                        test("isPositive", "(I)Z", {i(3)}, returns(JavaValue::boolean(true)), "x > 0"),
                        test("reset", "()V", {}, returns_void(), ""),
                        test("first", "(I)I", {i(0)}, throws("java/util/NoSuchElementException"), "size == 0"),
                    }};
    const std::string expected = R"(// Generated by Symcrete for com.example.Calc. Regenerate rather than edit.
package com.example;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class CalcSymcreteTest {

    /* Path condition: x < 0 */
    @Test
    void abs_returns5_forMinus5() {
        assertEquals(5, Calc.abs(-5));
    }

    /* Path condition: !(x < 0) */
    @Test
    void abs_returns5_for5() {
        assertEquals(5, Calc.abs(5));
    }

    /* Path condition: !(x < 0) && x == 0 */
    @Test
    void abs_returns0() {
        assertEquals(0, Calc.abs(0));
    }

    /* Path condition: b == 0 */
    @Test
    void divide_throwsArithmetic() {
        assertThrows(ArithmeticException.class, () -> Calc.divide(1, 0));
    }

    /* Path condition: x > 0 */
    @Test
    void isPositive_returnsTrue() {
        assertTrue(Calc.isPositive(3));
    }

    /* Path condition: true */
    @Test
    void reset_returnsNormally() {
        Calc.reset();
    }

    /* Path condition: size == 0 */
    @Test
    void first_throwsNoSuchElement() {
        assertThrows(java.util.NoSuchElementException.class, () -> Calc.first(0));
    }
}
)";
    EXPECT_TRUE(check_suite(suite)) << check_suite(suite).error().message;
    EXPECT_EQ(write_junit(suite), expected);
    EXPECT_EQ(write_junit(suite), write_junit(suite));
    EXPECT_EQ(junit_class_name(suite.class_name), "com.example.CalcSymcreteTest");
    EXPECT_EQ(junit_relative_path(suite.class_name), "com/example/CalcSymcreteTest.java");
}

TEST(JunitWriterTest, EmptySuiteIsAnEmptyClass) {
    TestSuite suite{"Lonely", {}};
    EXPECT_EQ(write_junit(suite), R"(// Generated by Symcrete for Lonely. Regenerate rather than edit.

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class LonelySymcreteTest {
}
)");
}

TEST(JunitWriterTest, ArgumentsAndExpectedValuesAreTypedExactly) {
    TestSuite suite{"p/Types",
                    {
                        test("b", "(B)B", {JavaValue::byte(-1)}, returns(JavaValue::byte(1))),
                        test("s", "(S)S", {JavaValue::short_value(5)}, returns(JavaValue::short_value(2))),
                        test("c", "(C)C", {JavaValue::character('\n')}, returns(JavaValue::character('\''))),
                        test("j", "(J)J", {JavaValue::long_value(5)}, returns(JavaValue::long_value(-10))),
                        test("f", "(F)F", {f32(-0.0f)}, returns(f32(NAN))),
                        test("d", "(D)D", {f64(INFINITY)}, returns(f64(-0.0))),
                        test("z", "(Z)Z", {JavaValue::boolean(false)}, returns(JavaValue::boolean(false))),
                        test("mix", "(IJFDBSCZ)V",
                             {i(1), JavaValue::long_value(2), f32(3.0f), f64(4.0), JavaValue::byte(5),
                              JavaValue::short_value(6), JavaValue::character('7'), JavaValue::boolean(true)},
                             returns_void()),
                    }};
    ASSERT_TRUE(check_suite(suite)) << check_suite(suite).error().message;
    const std::string out = write_junit(suite);
    EXPECT_TRUE(contains(out, "assertEquals((byte) 1, Types.b((byte) -1));")) << out;
    EXPECT_TRUE(contains(out, "assertEquals((short) 2, Types.s((short) 5));")) << out;
    EXPECT_TRUE(contains(out, "assertEquals('\\'', Types.c('\\n'));")) << out;
    EXPECT_TRUE(contains(out, "assertEquals(-10L, Types.j(5L));")) << out;
    EXPECT_TRUE(contains(out, "assertEquals(Float.NaN, Types.f(-0.0f));")) << out;
    EXPECT_TRUE(contains(out, "assertEquals(-0.0, Types.d(Double.POSITIVE_INFINITY));")) << out;
    EXPECT_TRUE(contains(out, "assertFalse(Types.z(false));")) << out;
    EXPECT_TRUE(contains(out, "Types.mix(1, 2L, 3.0f, 4.0, (byte) 5, (short) 6, '7', true);")) << out;
    EXPECT_TRUE(contains(out, "void f_returnsNaN() {")) << out;
    EXPECT_TRUE(contains(out, "void c_returnsCharU0027() {")) << out;
    EXPECT_TRUE(contains(out, "void d_returnsMinus0_0() {")) << out;
}

TEST(JunitWriterTest, NamesAreUniqueValidAndStable) {
    TestSuite suite{"T",
                    {
                        test("f", "(I)I", {i(1)}, returns(i(1))),
                        test("f", "(I)I", {i(1)}, returns(i(1))),  // a duplicate
                        test("f", "(J)I", {JavaValue::long_value(1)}, returns(i(1))),  // an overload
                        test("g", "()I", {}, returns(i(2))),
                        test("g", "()I", {}, returns(i(2))),
                        test("h", "(F)F", {f32(1.5f)}, returns(f32(5.2f))),
                        test("h", "(F)F", {f32(2.5f)}, returns(f32(5.0f))),
                        test("h", "(F)F", {f32(3.5f)}, returns(f32(5.0f))),
                        test("k", "(D)V", {f64(-1e-300)}, throws("java/lang/IllegalStateException")),
                        test("k", "(D)V", {f64(2.0)}, throws("java/lang/IllegalStateException")),
                        test("m", "(II)V", {i(INT32_MIN), i(-3)}, returns_void()),
                        test("m", "(II)V", {i(INT32_MAX), i(3)}, returns_void()),
                        test("u", "(C)C", {JavaValue::character('a')}, returns(JavaValue::character('b'))),
                    }};
    const std::vector<std::string> names = junit_test_names(suite);
    const std::vector<std::string> expected = {
        "f_returns1_for1",         "f_returns1_for1_2",
        "f_returns1_for1_3",       "g_returns2",
        "g_returns2_2",            "h_returns5_2",
        "h_returns5_0_for2_5",     "h_returns5_0_for3_5",
        "k_throwsIllegalState_forMinus1_0EMinus300",
        "k_throwsIllegalState_for2_0",
        "m_returnsNormally_forMinValueAndMinus3",
        "m_returnsNormally_forMaxValueAnd3",
        "u_returnsCharb",
    };
    EXPECT_EQ(names, expected);
    EXPECT_EQ(junit_test_names(suite), names);
    std::set<std::string> unique(names.begin(), names.end());
    EXPECT_EQ(unique.size(), names.size());
    const std::regex identifier("[A-Za-z_][A-Za-z0-9_]*");
    for (const auto& name : names) EXPECT_TRUE(std::regex_match(name, identifier)) << name;
}

TEST(JunitWriterTest, NumberedNamesDoNotTakeAnotherTestsName) {
    // "h_returns5_2" is both the name of 5.2 and a candidate numbering of "h_returns5".
    TestSuite suite{"T",
                    {
                        test("h", "()I", {}, returns(i(5))),
                        test("h", "()I", {}, returns(i(5))),
                        test("h", "()F", {}, returns(f32(5.2f))),
                    }};
    EXPECT_EQ(junit_test_names(suite), (std::vector<std::string>{"h_returns5", "h_returns5_3", "h_returns5_2"}));
}

// Arguments name a test only as far as the name stays short: the first
// always, then as many as fit in kMaxTestNameLength; tests whose shortened
// names meet are numbered. An exception's name drops its "Exception" unless
// the stem is short (IOException).
TEST(JunitWriterTest, NamesStayShortWhenArgumentsAreMany) {
    TestSuite suite{"T",
                    {
                        test("progressBar", "(III)V", {i(3), i(-1), i(1)}, throws("java/lang/IllegalArgumentException")),
                        test("progressBar", "(III)V", {i(3), i(-1), i(2)}, throws("java/lang/IllegalArgumentException")),
                        test("progressBar", "(III)V", {i(1), i(2), i(3)}, throws("java/lang/IllegalArgumentException")),
                        test("aMethodWithAVeryLongNameIndeedThatGoesOnAndOn", "(I)V", {i(INT32_MIN)},
                             throws("java/io/IOException")),
                        test("aMethodWithAVeryLongNameIndeedThatGoesOnAndOn", "(I)V", {i(INT32_MAX)},
                             throws("java/io/IOException")),
                    }};
    const std::vector<std::string> names = junit_test_names(suite);
    const std::vector<std::string> expected = {
        "progressBar_throwsIllegalArgument_for3AndMinus1And1",
        "progressBar_throwsIllegalArgument_for3AndMinus1And2",
        "progressBar_throwsIllegalArgument_for1And2And3",
        "aMethodWithAVeryLongNameIndeedThatGoesOnAndOn_throwsIOException_forMinValue",
        "aMethodWithAVeryLongNameIndeedThatGoesOnAndOn_throwsIOException_forMaxValue",
    };
    EXPECT_EQ(names, expected);
    // Many wide arguments: only those that fit, then numbering.
    TestSuite wide{"T",
                   {
                       test("clamp", "(JJJJJ)J", {i64(INT64_MIN), i64(INT64_MAX), i64(INT64_MIN), i64(INT64_MAX), i64(-7)},
                            returns(i64(0))),
                       test("clamp", "(JJJJJ)J", {i64(INT64_MIN), i64(INT64_MAX), i64(INT64_MIN), i64(INT64_MAX), i64(-8)},
                            returns(i64(0))),
                   }};
    const std::vector<std::string> wide_names = junit_test_names(wide);
    EXPECT_EQ(wide_names, (std::vector<std::string>{"clamp_returns0_forMinValueAndMaxValueAndMinValue",
                                                    "clamp_returns0_forMinValueAndMaxValueAndMinValue_2"}));
    for (const auto& name : wide_names) EXPECT_LE(name.size(), kMaxTestNameLength) << name;
}

TEST(JunitWriterTest, PathConditionCommentsAreEscaped) {
    TestSuite suite{"T",
                    {
                        test("a", "()I", {}, returns(i(1)), "x */ y"),
                        test("b", "()I", {}, returns(i(2)), "s == \"\\u002a/\" && t == \\\\u000a"),
                        test("c", "()I", {}, returns(i(3)), "x > 0\ny < 0\r\nz == 1"),
                        test("d", "()I", {}, returns(i(4)), std::string("bad \xff utf8 \x01 ok \xc3\xa9")),
                    }};
    const std::string out = write_junit(suite);
    EXPECT_TRUE(contains(out, "/* Path condition: x * / y */")) << out;
    // The backslash before u is doubled, so no Unicode escape starts there.
    EXPECT_TRUE(contains(out, "/* Path condition: s == \"\\\\u002a/\" && t == \\\\u000a */")) << out;
    EXPECT_TRUE(contains(out, "    /*\n     * Path condition:\n     *   x > 0\n     *   y < 0\n     *   z == 1\n     */\n"))
        << out;
    EXPECT_TRUE(contains(out, "/* Path condition: bad ? utf8   ok \xc3\xa9 */")) << out;
    // The only "*/" are the comments' own ends.
    std::size_t closes = 0;
    for (auto pos = out.find("*/"); pos != std::string::npos; pos = out.find("*/", pos + 1)) ++closes;
    EXPECT_EQ(closes, 4u);
}

TEST(JunitWriterTest, LongPathConditionsBreakAtTopLevelConjunctions) {
    const std::string condition =
        "a0 > 0 && (a1 < 100 && a1 != 7) && a2 == 3 && a3 != -17 && a4 >= 1000000 && a5 <= -1000000 && a6 == 1";
    TestSuite suite{"T", {test("f", "()I", {}, returns(i(1)), condition)}};
    EXPECT_TRUE(contains(write_junit(suite), R"(    /*
     * Path condition:
     *   a0 > 0
     *   && (a1 < 100 && a1 != 7)
     *   && a2 == 3
     *   && a3 != -17
     *   && a4 >= 1000000
     *   && a5 <= -1000000
     *   && a6 == 1
     */
)")) << write_junit(suite);
}

TEST(JunitWriterTest, DefaultPackageAndNestedClasses) {
    TestSuite top{"Plain", {test("f", "()I", {}, returns(i(1)))}};
    std::string out = write_junit(top);
    EXPECT_EQ(out.find("package"), std::string::npos);
    EXPECT_TRUE(contains(out, "class PlainSymcreteTest {"));
    EXPECT_EQ(junit_relative_path("Plain"), "PlainSymcreteTest.java");
    EXPECT_EQ(junit_class_name("Plain"), "PlainSymcreteTest");

    TestSuite nested{"a/b/Outer$Inner", {test("f", "()I", {}, returns(i(1)))}};
    out = write_junit(nested);
    EXPECT_TRUE(contains(out, "package a.b;\n"));
    EXPECT_TRUE(contains(out, "class Outer_InnerSymcreteTest {"));
    EXPECT_TRUE(contains(out, "assertEquals(1, Outer.Inner.f());"));
    EXPECT_EQ(junit_class_name("a/b/Outer$Inner"), "a.b.Outer_InnerSymcreteTest");
    EXPECT_EQ(junit_relative_path("a/b/Outer$Inner"), "a/b/Outer_InnerSymcreteTest.java");

    // A '$' that leaves an empty part is part of the name.
    TestSuite dollar{"p/Odd$", {test("f", "()I", {}, returns(i(1)))}};
    EXPECT_TRUE(check_suite(dollar));
    EXPECT_TRUE(contains(write_junit(dollar), "Odd$.f()"));

    TestSuite anonymous{"p/Outer$1", {test("f", "()I", {}, returns(i(1)))}};
    auto status = check_suite(anonymous);
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.error().message, "anonymous or local")) << status.error().message;
}

TEST(JunitWriterTest, NamesThatClashWithImportsAreQualified) {
    TestSuite named_test{"p/Test", {test("one", "()I", {}, returns(i(1)))}};
    std::string out = write_junit(named_test);
    EXPECT_EQ(out.find("import org.junit.jupiter.api.Test;"), std::string::npos) << out;
    EXPECT_TRUE(contains(out, "    @org.junit.jupiter.api.Test\n    void one_returns1() {")) << out;
    EXPECT_TRUE(contains(out, "assertEquals(1, Test.one());")) << out;

    TestSuite shadow{"p/Integer", {test("min", "()I", {}, returns(i(INT32_MIN)))}};
    out = write_junit(shadow);
    EXPECT_TRUE(contains(out, "assertEquals(java.lang.Integer.MIN_VALUE, Integer.min());")) << out;

    TestSuite exception{"p/ArithmeticException",
                        {test("f", "()I", {}, throws("java/lang/ArithmeticException")),
                         test("g", "()I", {}, throws("p/Failure$Bad")),
                         test("h", "()I", {}, throws("q/Other$Bad"))}};
    out = write_junit(exception);
    EXPECT_TRUE(contains(out, "assertThrows(java.lang.ArithmeticException.class, () -> ArithmeticException.f());"))
        << out;
    EXPECT_TRUE(contains(out, "assertThrows(Failure.Bad.class, () -> ArithmeticException.g());")) << out;
    EXPECT_TRUE(contains(out, "assertThrows(q.Other.Bad.class, () -> ArithmeticException.h());")) << out;
    EXPECT_TRUE(contains(out, "void g_throwsFailureBad() {")) << out;
}

// The application's own `throw new X("...")` is asserted with its message
// (two refusals of one exception type differ there); an exception the JVM
// or the JDK raised, or one without a known message, by its type alone.
TEST(JunitWriterTest, ExplicitExceptionsAreAssertedWithTheirMessage) {
    TestCase own = test("make", "(I)V", {i(0)}, throws("java/lang/IllegalArgumentException"));
    own.exception_explicit = true;
    own.exception_message = "quantity must be positive: 0 \"x\"";
    TestCase raised = test("div", "(I)I", {i(0)}, throws("java/lang/ArithmeticException"));
    raised.exception_message = "/ by zero";
    TestCase silent = test("fail", "()V", {}, throws("java/lang/IllegalStateException"));
    silent.exception_explicit = true;
    const std::string out = write_junit(TestSuite{"p/Shop", {own, raised, silent}});
    EXPECT_TRUE(contains(out, "IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> "
                              "Shop.make(0));\n        assertEquals(\"quantity must be positive: 0 \\\"x\\\"\", "
                              "thrown.getMessage());"))
        << out;
    EXPECT_TRUE(contains(out, "assertThrows(ArithmeticException.class, () -> Shop.div(0));")) << out;
    EXPECT_FALSE(contains(out, "/ by zero")) << out;
    EXPECT_TRUE(contains(out, "assertThrows(IllegalStateException.class, () -> Shop.fail());")) << out;
}

TEST(JunitWriterTest, CheckSuiteNamesWhatIsWrong) {
    auto error_of = [](TestCase t) {
        TestSuite suite{"p/C", {test("ok", "()V", {}, returns_void()), std::move(t)}};
        auto status = check_suite(suite);
        return status ? std::string() : status.error().message;
    };
    EXPECT_TRUE(contains(error_of(test("f", "(I)I", {JavaValue::long_value(1)}, returns(i(1)))),
                         "test 1 (f(I)I): argument 0 is a long but the parameter is a int"));
    EXPECT_TRUE(contains(error_of(test("f", "(II)I", {i(1)}, returns(i(1)))), "2 parameters but the test has 1"));
    EXPECT_TRUE(contains(error_of(test("f", "(I", {i(1)}, returns(i(1)))), "test 1 (f(I)"));
    EXPECT_TRUE(contains(error_of(test("f", "(Ljava/lang/String;)I", {i(1)}, returns(i(1)))),
                         "parameter 0 has type java.lang.String"));
    EXPECT_TRUE(contains(error_of(test("f", "()V", {}, returns(i(1)))), "returns void"));
    EXPECT_TRUE(contains(error_of(test("f", "()J", {}, returns(i(1)))), "expected value is a int"));
    EXPECT_TRUE(contains(error_of(test("f", "()Ljava/lang/String;", {}, returns(i(1)))), "returns java.lang.String"));
    EXPECT_TRUE(contains(error_of(test("f", "()I", {}, Outcome{Outcome::Kind::Returns, std::nullopt, {}})),
                         "without a value"));
    EXPECT_TRUE(contains(error_of(test("<clinit>", "()V", {}, returns_void())), "not a Java identifier"));
    EXPECT_TRUE(contains(error_of(test("class", "()V", {}, returns_void())), "not a Java identifier"));
    EXPECT_TRUE(contains(error_of(test("f", "()V", {}, throws("Bare"))), "unnamed package"));
    EXPECT_TRUE(contains(error_of(test("f", "()V", {}, throws("p/C$2"))), "anonymous or local"));
    EXPECT_EQ(error_of(test("f", "()Ljava/lang/String;", {}, returns_void())), "");  // just called
    EXPECT_EQ(error_of(test("f", "()V", {}, throws("java/lang/Error"))), "");

    // write_junit still writes a compilable file, leaving the bad test out.
    TestSuite suite{"p/C", {test("f", "(J)I", {i(1)}, returns(i(1)))}};
    const std::string out = write_junit(suite);
    EXPECT_TRUE(contains(out, "    // Left out: test 0 (f(J)I): argument 0 is a int but the parameter is a long\n")) << out;
    EXPECT_EQ(out.find("@Test\n"), std::string::npos);
}

TEST(JunitWriterTest, WritesTheFileInItsPackageDirectory) {
    const auto dir = symcrete::testing::make_temp_dir("symcrete-writer");
    TestSuite suite{"com/example/Calc", {test("abs", "(I)I", {i(-5)}, returns(i(5)), "x < 0")}};
    auto path = write_junit_file(suite, dir);
    ASSERT_TRUE(path) << path.error().message;
    EXPECT_EQ(*path, dir / "com/example/CalcSymcreteTest.java");
    std::ifstream file(*path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    EXPECT_EQ(text.str(), write_junit(suite));
    EXPECT_FALSE(std::filesystem::exists(path->string() + ".tmp"));

    // Rewriting replaces it.
    suite.tests.clear();
    ASSERT_TRUE(write_junit_file(suite, dir));
    std::ifstream again(*path, std::ios::binary);
    std::stringstream text2;
    text2 << again.rdbuf();
    EXPECT_EQ(text2.str(), write_junit(suite));

    TestSuite bad{"com/example/Calc", {test("abs", "(I)I", {}, returns(i(5)))}};
    auto failed = write_junit_file(bad, dir);
    ASSERT_FALSE(failed);
    EXPECT_TRUE(contains(failed.error().message, "class com.example.Calc: test 0 (abs(I)I)")) << failed.error().message;
}

}  // namespace
}  // namespace symcrete::testgen
