// The Validator on the real JVM: written tests for tests/java/testgen compile
// and run under JUnit 5, failures are reported, JaCoCo's branch coverage is
// right, failing tests can be removed, and missing tools are clear errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

#include "support/java_compiler.h"
#include "testgen/junit_writer.h"
#include "testgen/validator.h"
#include "support/test_paths.h"

namespace symcrete::testgen {
namespace {

namespace fs = std::filesystem;

JavaValue i(std::int32_t v) { return JavaValue::integer(v); }
Outcome returns(JavaValue v) { return Outcome{Outcome::Kind::Returns, v, {}}; }
Outcome returns_void() { return Outcome{Outcome::Kind::ReturnsVoid, std::nullopt, {}}; }
Outcome throws(std::string exception) { return Outcome{Outcome::Kind::Throws, std::nullopt, std::move(exception)}; }
TestCase test(std::string method, std::string descriptor, std::vector<InputValue> args, Outcome outcome) {
    return TestCase{std::move(method), std::move(descriptor), std::move(args), std::move(outcome), "path"};
}
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

class ValidatorTest : public ::testing::Test {
protected:
    void SetUp() override {
        classes_ = symcrete::testing::compile_java("testgen", 17);
        ASSERT_FALSE(classes_.empty());
        out_ = symcrete::testing::make_temp_dir("symcrete-tests-out");
        options_.class_path = {classes_};
        options_.work_dir = symcrete::testing::make_temp_dir("symcrete-validate");
        // The coverage helper is built once for all test processes.
        options_.cache_dir = symcrete::testing::test_cache_dir() / "testgen-tools";
    }

    Result<ValidationReport> run(const TestSuite& suite) {
        auto path = write_junit_file(suite, out_);
        if (!path) return path.error();
        return validate({*path}, suite.class_name, options_);
    }

    fs::path classes_;
    fs::path out_;
    ValidatorOptions options_;
};

TEST_F(ValidatorTest, RunsTestsReportsFailuresAndMeasuresCoverage) {
    options_.test_timeout = std::chrono::seconds(2);
    TestSuite suite{"sample/Calc",
                    {
                        test("abs", "(I)I", {i(-5)}, returns(i(5))),
                        test("abs", "(I)I", {i(5)}, returns(i(5))),
                        test("abs", "(I)I", {i(-7)}, returns(i(8))),  // wrong
                        test("divide", "(II)I", {i(1), i(0)}, throws("java/lang/ArithmeticException")),
                        test("divide", "(II)I", {i(4), i(2)}, throws("java/lang/ArithmeticException")),  // wrong
                        test("divide", "(II)I", {i(6), i(3)}, returns(i(2))),
                        test("twice", "(J)J", {JavaValue::long_value(5)}, returns(JavaValue::long_value(10))),
                        test("twice", "(J)J", {JavaValue::long_value(INT64_MIN)}, returns(JavaValue::long_value(0))),
                        test("isPositive", "(I)Z", {i(3)}, returns(JavaValue::boolean(true))),
                        test("isPositive", "(I)Z", {i(0)}, returns(JavaValue::boolean(false))),
                        test("next", "(C)C", {JavaValue::character('a')}, returns(JavaValue::character('b'))),
                        test("next", "(C)C", {JavaValue::character(0xffff)}, returns(JavaValue::character(0))),
                        test("next", "(C)C", {JavaValue::character('\n')}, returns(JavaValue::character(0x0b))),
                        test("next", "(C)C", {JavaValue::character(0xe8)}, returns(JavaValue::character(0xe9))),
                        test("next", "(C)C", {JavaValue::character('&')}, returns(JavaValue::character('\''))),
                        test("negate", "(B)B", {JavaValue::byte(-128)}, returns(JavaValue::byte(-128))),
                        test("negate", "(B)B", {JavaValue::byte(5)}, returns(JavaValue::byte(-5))),
                        test("half", "(S)S", {JavaValue::short_value(-7)}, returns(JavaValue::short_value(-3))),
                        test("identityF", "(F)F", {JavaValue::float_value(NAN)}, returns(JavaValue::float_value(NAN))),
                        test("identityF", "(F)F", {JavaValue::float_value(-0.0f)},
                             returns(JavaValue::float_value(-0.0f))),
                        test("identityD", "(D)D", {JavaValue::double_value(-0.0)},
                             returns(JavaValue::double_value(0.0))),  // wrong: JUnit compares the bits
                        test("requireNonNegative", "(I)V", {i(1)}, returns_void()),
                        test("requireNonNegative", "(I)V", {i(-1)}, throws("java/lang/IllegalArgumentException")),
                        test("first", "(I)I", {i(0)}, throws("java/util/NoSuchElementException")),
                        test("spin", "(I)I", {i(1)}, returns(i(0))),  // never returns
                    }};
    auto report = run(suite);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->tests.size(), suite.tests.size()) << report->output;
    for (const auto& name : junit_test_names(suite)) EXPECT_NE(report->find(name), nullptr) << name;
    EXPECT_EQ(report->failed(), 4u) << report->output;
    EXPECT_EQ(report->passed(), suite.tests.size() - 4);
    EXPECT_EQ(report->failing_tests(),
              (std::vector<std::string>{"abs_returns8", "divide_throwsArithmetic_for4And2",
                                        "identityD_returns0_0", "spin_returns0"}));
    for (const auto& outcome : report->tests) {
        EXPECT_EQ(outcome.test_class, "sample.CalcSymcreteTest");
        EXPECT_EQ(outcome.passed, outcome.message.empty()) << outcome.name << ": " << outcome.message;
    }
    const TestOutcome* wrong = report->find("abs_returns8");
    ASSERT_NE(wrong, nullptr);
    EXPECT_FALSE(wrong->passed);
    EXPECT_EQ(wrong->message, "org.opentest4j.AssertionFailedError: expected: <8> but was: <7>");
    const TestOutcome* no_throw = report->find("divide_throwsArithmetic_for4And2");
    ASSERT_NE(no_throw, nullptr);
    EXPECT_FALSE(no_throw->passed);
    EXPECT_TRUE(contains(no_throw->message, "Expected java.lang.ArithmeticException to be thrown")) << no_throw->message;
    const TestOutcome* zero = report->find("identityD_returns0_0");
    ASSERT_NE(zero, nullptr);
    EXPECT_FALSE(zero->passed);
    EXPECT_TRUE(contains(zero->message, "expected: <0.0> but was: <-0.0>")) << zero->message;
    const TestOutcome* spin = report->find("spin_returns0");
    ASSERT_NE(spin, nullptr);
    EXPECT_FALSE(spin->passed);
    EXPECT_TRUE(contains(spin->message, "java.util.concurrent.TimeoutException")) << spin->message;
    for (const char* passing : {"abs_returns5_forMinus5", "abs_returns5_for5", "divide_throwsArithmetic_for1And0",
                                "twice_returns0", "next_returnsCharNul", "next_returnsCharU000B",
                                "next_returnsCharU00E9", "next_returnsCharU0027", "half_returnsMinus3",
                                "negate_returnsMinValue", "identityF_returnsNaN", "identityF_returnsMinus0_0",
                                "requireNonNegative_throwsIllegalArgument", "first_throwsNoSuchElement"}) {
        const TestOutcome* outcome = report->find(passing);
        ASSERT_NE(outcome, nullptr) << passing;
        EXPECT_TRUE(outcome->passed) << passing << ": " << outcome->message;
    }

    // Branches of Calc: abs 2, isPositive 2, requireNonNegative 2, first 2, spin 2.
    ASSERT_TRUE(report->coverage.has_value());
    const ClassCoverage& coverage = *report->coverage;
    EXPECT_EQ(coverage.class_name, "sample/Calc");
    EXPECT_TRUE(coverage.executed);
    EXPECT_FALSE(coverage.patched);
    EXPECT_EQ(coverage.branches.total, 10u);
    EXPECT_EQ(coverage.branches.covered, 8u);  // all but first's size != 0 and spin's exit
    EXPECT_GT(coverage.lines.covered, 0u);
    EXPECT_GE(coverage.lines.total, coverage.lines.covered);
    bool saw_abs = false;
    for (const auto& method : coverage.method_details) {
        if (method.name == "abs") {
            saw_abs = true;
            EXPECT_EQ(method.descriptor, "(I)I");
            EXPECT_EQ(method.branches, (Counter{2, 2}));
            EXPECT_GT(method.first_line, 0);
        }
        if (method.name == "first") {
            EXPECT_EQ(method.branches, (Counter{1, 2}));
            ASSERT_EQ(method.missed.size(), 1u);
            EXPECT_GE(method.missed[0].line, method.first_line);
            EXPECT_EQ(method.missed[0].branches, (Counter{1, 2}));
        }
        if (method.name == "abs") {
            EXPECT_TRUE(method.missed.empty());
        }
    }
    EXPECT_TRUE(saw_abs);
}

TEST_F(ValidatorTest, BranchCoverageOfOneIf) {
    TestSuite both{"sample/OneIf",
                   {test("pick", "(I)I", {i(1)}, returns(i(1))), test("pick", "(I)I", {i(0)}, returns(i(2)))}};
    auto report = run(both);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_TRUE(report->coverage);
    EXPECT_EQ(report->coverage->branches, (Counter{2, 2}));
    EXPECT_DOUBLE_EQ(report->coverage->branches.percent(), 100.0);

    TestSuite one{"sample/OneIf", {test("pick", "(I)I", {i(-4)}, returns(i(2)))}};
    report = run(one);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_TRUE(report->coverage);
    EXPECT_EQ(report->coverage->branches, (Counter{1, 2}));
    EXPECT_DOUBLE_EQ(report->coverage->branches.percent(), 50.0);
    EXPECT_EQ(report->passed(), 1u);

    TestSuite none{"sample/OneIf", {}};
    report = run(none);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_TRUE(report->tests.empty());
    ASSERT_TRUE(report->coverage);
    EXPECT_FALSE(report->coverage->executed);
    EXPECT_EQ(report->coverage->branches, (Counter{0, 2}));
    EXPECT_DOUBLE_EQ(report->coverage->branches.percent(), 0.0);
}

TEST_F(ValidatorTest, NestedDefaultPackageAndAwkwardNames) {
    std::vector<TestSuite> suites = {
        {"sample/Calc$Inner", {test("twice", "(I)I", {i(21)}, returns(i(42)))}},
        {"DefaultPackaged", {test("inc", "(I)I", {i(INT32_MAX)}, returns(i(INT32_MIN)))}},
        {"sample/Test", {test("one", "()I", {}, returns(i(1)))}},
        {"shadow/Integer", {test("min", "()I", {}, returns(i(INT32_MIN)))}},
    };
    for (const auto& suite : suites) {
        auto path = write_junit_file(suite, out_);
        ASSERT_TRUE(path) << path.error().message;
    }
    auto report = validate({out_}, "sample/Calc$Inner", options_);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->tests.size(), 4u) << report->output;
    EXPECT_EQ(report->failed(), 0u) << report->output;
    EXPECT_EQ(report->tests[0].test_class, "DefaultPackagedSymcreteTest");
    EXPECT_EQ(report->tests[1].test_class, "sample.Calc_InnerSymcreteTest");
    EXPECT_EQ(report->tests[2].test_class, "sample.TestSymcreteTest");
    EXPECT_EQ(report->tests[3].test_class, "shadow.IntegerSymcreteTest");
    ASSERT_TRUE(report->coverage);
    EXPECT_EQ(report->coverage->class_name, "sample/Calc$Inner");
    EXPECT_TRUE(report->coverage->executed);
    EXPECT_EQ(report->coverage->branches.total, 0u);
    EXPECT_DOUBLE_EQ(report->coverage->branches.percent(), 100.0);
    EXPECT_EQ(report->coverage->methods, (Counter{1, 2}));  // twice, not the constructor
}

TEST_F(ValidatorTest, SealedClassIsMeasuredOnAPatchedCopy) {
    // The classes come from a jar this time.
    const fs::path jar = symcrete::testing::make_temp_dir("symcrete-jar") / "classes.jar";
    auto jarred = symcrete::testing::run_command("cd " + symcrete::testing::shell_quote(classes_) + " && jar cf " +
                                                 symcrete::testing::shell_quote(jar) + " .");
    ASSERT_EQ(jarred.status, 0) << jarred.output;
    options_.class_path = {jar};
    TestSuite suite{"sample/Shape",
                    {test("kind", "(I)I", {i(0)}, returns(i(0))), test("kind", "(I)I", {i(4)}, returns(i(1)))}};
    auto report = run(suite);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->passed(), 2u) << report->output;
    ASSERT_TRUE(report->coverage);
    EXPECT_TRUE(report->coverage->patched);
    EXPECT_TRUE(report->coverage->executed);
    EXPECT_EQ(report->coverage->branches, (Counter{2, 2}));
}

TEST_F(ValidatorTest, WriteAndValidateRemovesFailingTests) {
    TestSuite suite{"sample/OneIf",
                    {test("pick", "(I)I", {i(1)}, returns(i(1))), test("pick", "(I)I", {i(0)}, returns(i(1))),
                     test("pick", "(I)I", {i(-1)}, returns(i(2)))}};
    auto run = write_and_validate(suite, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->removed.size(), 1u);
    EXPECT_EQ(run->removed[0].arguments, std::vector<InputValue>{i(0)});
    ASSERT_EQ(run->removed_outcomes.size(), 1u);
    EXPECT_EQ(run->removed_outcomes[0].name, "pick_returns1_for0");
    EXPECT_TRUE(contains(run->removed_outcomes[0].message, "expected: <1> but was: <2>"));
    EXPECT_EQ(run->suite.tests.size(), 2u);
    EXPECT_EQ(run->report.passed(), 2u);
    EXPECT_EQ(run->report.failed(), 0u);
    ASSERT_TRUE(run->report.coverage);
    EXPECT_EQ(run->report.coverage->branches, (Counter{2, 2}));
    // The file that stays is the suite without the failing test, named afresh.
    EXPECT_EQ(run->source, out_ / "sample/OneIfSymcreteTest.java");
    const std::string text = read_text(run->source);
    EXPECT_EQ(text, write_junit(run->suite));
    EXPECT_TRUE(contains(text, "void pick_returns1() {"));
    EXPECT_TRUE(contains(text, "void pick_returns2() {"));
    EXPECT_FALSE(contains(text, "pick(0)"));

    // Without removal the report keeps the failure and the file all tests.
    auto kept = write_and_validate(suite, out_, options_, /*remove_failing=*/false);
    ASSERT_TRUE(kept) << kept.error().message;
    EXPECT_TRUE(kept->removed.empty());
    EXPECT_EQ(kept->report.failing_tests(), std::vector<std::string>{"pick_returns1_for0"});
    EXPECT_EQ(kept->suite.tests.size(), 3u);
}

// Several suites validated together: each result has its own tests, its
// own class's coverage and its own removals; a suite that cannot compile at
// all fails alone, and the others are still validated.
TEST_F(ValidatorTest, WriteAndValidateAllKeepsEachClassApart) {
    const std::vector<TestSuite> suites = {
        {"sample/OneIf",
         {test("pick", "(I)I", {i(1)}, returns(i(1))), test("pick", "(I)I", {i(0)}, returns(i(1)))}},
        {"sample/Shape", {test("kind", "(I)I", {i(0)}, returns(i(0))), test("kind", "(I)I", {i(4)}, returns(i(1)))}},
        {"sample/Calc$Inner", {test("twice", "(I)I", {i(21)}, returns(i(42)))}},
    };
    auto runs = write_and_validate_all(suites, out_, options_);
    ASSERT_EQ(runs.size(), 3u);
    for (const auto& run : runs) ASSERT_TRUE(run) << run.error().message;
    EXPECT_EQ(runs[0]->removed_outcomes.size(), 1u);
    EXPECT_EQ(runs[0]->report.tests.size(), 1u);
    ASSERT_TRUE(runs[0]->report.coverage);
    EXPECT_EQ(runs[0]->report.coverage->class_name, "sample/OneIf");
    EXPECT_EQ(runs[0]->report.coverage->branches, (Counter{1, 2}));
    EXPECT_TRUE(runs[1]->removed.empty());
    EXPECT_EQ(runs[1]->report.passed(), 2u);
    ASSERT_TRUE(runs[1]->report.coverage);
    EXPECT_TRUE(runs[1]->report.coverage->patched);
    EXPECT_EQ(runs[1]->report.coverage->branches, (Counter{2, 2}));
    EXPECT_EQ(runs[2]->report.passed(), 1u);
    ASSERT_TRUE(runs[2]->report.coverage);
    EXPECT_EQ(runs[2]->report.coverage->class_name, "sample/Calc$Inner");
    for (std::size_t k = 0; k < runs.size(); ++k) {
        EXPECT_EQ(read_text(runs[k]->source), write_junit(runs[k]->suite));
        for (const auto& outcome : runs[k]->report.tests)
            EXPECT_EQ(outcome.test_class, junit_class_name(suites[k].class_name));
    }
    // The same results as each suite alone.
    for (std::size_t k = 0; k < suites.size(); ++k) {
        auto alone = write_and_validate(suites[k], out_, options_);
        ASSERT_TRUE(alone) << alone.error().message;
        EXPECT_EQ(alone->report.tests.size(), runs[k]->report.tests.size());
        EXPECT_EQ(alone->report.coverage->branches, runs[k]->report.coverage->branches);
        EXPECT_EQ(alone->suite.tests.size(), runs[k]->suite.tests.size());
    }

    // A class that is not there: javac fails on every test of its suite.
    std::vector<TestSuite> with_missing = suites;
    with_missing.insert(with_missing.begin() + 1, TestSuite{"sample/Missing", {test("f", "()I", {}, returns(i(1)))}});
    runs = write_and_validate_all(with_missing, out_, options_);
    ASSERT_EQ(runs.size(), 4u);
    ASSERT_FALSE(runs[1]);
    EXPECT_TRUE(contains(runs[1].error().message, "javac failed to compile the tests")) << runs[1].error().message;
    for (std::size_t k : {0u, 2u, 3u}) ASSERT_TRUE(runs[k]) << runs[k].error().message;
    EXPECT_EQ(runs[0]->report.passed(), 1u);
    EXPECT_EQ(runs[2]->report.coverage->branches, (Counter{2, 2}));
    EXPECT_EQ(runs[3]->report.passed(), 1u);
}

// A suite written for JUnit 4 compiles against JUnit 4 and runs on the
// launcher's vintage engine: exact float and double comparisons (with a
// delta of 0, or boxed for a zero, whose sign a delta cannot tell),
// exceptions, failing tests reported as such.
TEST_F(ValidatorTest, Junit4SuitesRunOnTheVintageEngine) {
    TestSuite suite{"sample/Calc",
                    {test("identityD", "(D)D", {JavaValue::double_value(2.5)}, returns(JavaValue::double_value(2.5))),
                     test("identityF", "(F)F", {JavaValue::float_value(-1.5f)}, returns(JavaValue::float_value(-1.5f))),
                     test("divide", "(II)I", {i(1), i(0)}, throws("java/lang/ArithmeticException")),
                     test("abs", "(I)I", {i(-5)}, returns(i(4))),
                     test("identityF", "(F)F", {JavaValue::float_value(-0.0f)}, returns(JavaValue::float_value(-0.0f))),
                     // Wrong: the identity of 0.0 is 0.0, not -0.0.
                     test("identityD", "(D)D", {JavaValue::double_value(0.0)}, returns(JavaValue::double_value(-0.0)))}};
    suite.junit4 = true;
    const std::string text = write_junit(suite);
    EXPECT_TRUE(contains(text, "import static org.junit.Assert.*;")) << text;
    EXPECT_TRUE(contains(text, "import org.junit.Test;")) << text;
    EXPECT_TRUE(contains(text, "public class CalcSymcreteTest {")) << text;
    EXPECT_TRUE(contains(text, "assertEquals(2.5, Calc.identityD(2.5), 0.0);")) << text;
    EXPECT_TRUE(contains(text, "assertEquals(-1.5f, Calc.identityF(-1.5f), 0.0f);")) << text;
    EXPECT_FALSE(contains(text, "jupiter")) << text;
    EXPECT_TRUE(contains(text, "assertEquals(Float.valueOf(-0.0f), Float.valueOf(Calc.identityF(-0.0f)));")) << text;
    auto report = run(suite);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->tests.size(), 6u) << report->output;
    EXPECT_EQ(report->passed(), 4u) << report->output;
    const std::vector<std::string> failing = report->failing_tests();
    ASSERT_EQ(failing.size(), 2u) << report->output;
    EXPECT_NE(std::find(failing.begin(), failing.end(), "abs_returns4"), failing.end()) << report->output;
    ASSERT_TRUE(report->coverage);
    EXPECT_TRUE(report->coverage->executed);
}

TEST_F(ValidatorTest, ExactFloatingPointLiteralsPassOnTheJvm) {
    const std::vector<std::uint32_t> floats = {
        0x00000000, 0x80000000, 0x00000001, 0x00000002, 0x007fffff, 0x00800000, 0x00800001, 0x3f800000,
        0x3f800001, 0x3dcccccd, 0x3eaaaaab, 0x4b800001, 0x7f7fffff, 0x7f7ffffe, 0x7f800000, 0xff800000,
        0x7fc00000, 0x501502f9, 0x0da24260, 0x3f7fffff, 0xbf000001, 0x358637bd, 0x2f0d8a8f,
    };
    const std::vector<std::uint64_t> doubles = {
        0x0000000000000000, 0x8000000000000000, 0x0000000000000001, 0x0000000000000002, 0x000fffffffffffff,
        0x0010000000000000, 0x3fb999999999999a, 0x3fd3333333333334, 0x7fefffffffffffff, 0x7ff0000000000000,
        0xfff0000000000000, 0x7ff8000000000000, 0x4340000000000001, 0x44b52d02c7e14af6, 0x3ff0000000000001,
        0x3fefffffffffffff, 0x0000000000000057, 0x3ee4f8b588e368f1, 0xc3e0000000000000, 0x2b2bff2ee48e0530,
    };
    TestSuite suite{"sample/Calc", {}};
    for (auto bits : floats) {
        auto v = JavaValue::float_value(std::bit_cast<float>(bits));
        suite.tests.push_back(test("identityF", "(F)F", {v}, returns(v)));
    }
    for (auto bits : doubles) {
        auto v = JavaValue::double_value(std::bit_cast<double>(bits));
        suite.tests.push_back(test("identityD", "(D)D", {v}, returns(v)));
    }
    // Without coverage and without a work directory (a temporary one is used).
    options_.measure_coverage = false;
    options_.work_dir.clear();
    auto report = run(suite);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_FALSE(report->coverage);
    EXPECT_EQ(report->tests.size(), suite.tests.size());
    EXPECT_EQ(report->failed(), 0u) << report->output;
}

TEST_F(ValidatorTest, CompileErrorsQuoteJavac) {
    const fs::path broken = out_ / "Broken.java";
    std::ofstream(broken) << "class Broken {\n    int f() { return 1 +; }\n}\n";
    auto report = validate({broken}, "sample/OneIf", options_);
    ASSERT_FALSE(report);
    EXPECT_TRUE(contains(report.error().message, "javac failed to compile the tests")) << report.error().message;
    EXPECT_TRUE(contains(report.error().message, "Broken.java:2: error")) << report.error().message;

    auto missing = validate({out_ / "nothing-here"}, "sample/OneIf", options_);
    ASSERT_FALSE(missing);
    EXPECT_TRUE(contains(missing.error().message, "does not exist")) << missing.error().message;

    const fs::path empty = symcrete::testing::make_temp_dir("symcrete-empty");
    auto none = validate({empty}, "sample/OneIf", options_);
    ASSERT_FALSE(none);
    EXPECT_TRUE(contains(none.error().message, "no .java test sources")) << none.error().message;

    ValidatorOptions bad_cp = options_;
    bad_cp.class_path.push_back("/no/such/classes");
    auto cp = run(TestSuite{"sample/OneIf", {}});
    ASSERT_TRUE(cp) << cp.error().message;
    auto cp_error = validate({out_ / "sample"}, "sample/OneIf", bad_cp);
    ASSERT_FALSE(cp_error);
    EXPECT_TRUE(contains(cp_error.error().message, "/no/such/classes")) << cp_error.error().message;
}

TEST_F(ValidatorTest, MissingClassUnderTestIsAnError) {
    auto path = write_junit_file(TestSuite{"sample/OneIf", {}}, out_);
    ASSERT_TRUE(path);
    auto report = validate({*path}, "sample/NoSuchClass", options_);
    ASSERT_FALSE(report);
    EXPECT_TRUE(contains(report.error().message, "sample.NoSuchClass")) << report.error().message;
    EXPECT_TRUE(contains(report.error().message, "not found on the class path")) << report.error().message;
}

TEST(ValidatorToolsTest, MissingToolsNameTheirPackages) {
    EXPECT_TRUE(check_java_tools(JavaTools{}, true)) << check_java_tools(JavaTools{}, true).error().message;

    JavaTools tools;
    tools.junit_console_jar = "/nonexistent/junit-platform-console-standalone.jar";
    tools.jacoco_agent_jar = "/nonexistent/org.jacoco.agent.jar";
    auto status = check_java_tools(tools, true);
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.error().message, "Debian package junit5")) << status.error().message;
    EXPECT_TRUE(contains(status.error().message, "Debian package libjacoco-java")) << status.error().message;

    status = check_java_tools(tools, false);
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.error().message, "junit5"));
    EXPECT_FALSE(contains(status.error().message, "libjacoco-java"));

    JavaTools no_jdk;
    no_jdk.java = "symcrete-no-such-java";
    no_jdk.javac = "/nonexistent/javac";
    status = check_java_tools(no_jdk, false);
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.error().message, "symcrete-no-such-java")) << status.error().message;
    EXPECT_TRUE(contains(status.error().message, "/nonexistent/javac")) << status.error().message;
    EXPECT_TRUE(contains(status.error().message, "default-jdk-headless")) << status.error().message;

    // validate checks before it touches anything.
    ValidatorOptions options;
    options.tools = tools;
    auto report = validate({"/nonexistent/Test.java"}, "p/C", options);
    ASSERT_FALSE(report);
    EXPECT_TRUE(contains(report.error().message, "junit5")) << report.error().message;
}


}  // namespace
}  // namespace symcrete::testgen
