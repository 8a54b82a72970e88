// The grade suite as JUnit test classes (verify/grading.h): one class, or
// numbered parts when the suite would overflow a class file's constants.
#include <gtest/gtest.h>

#include "testgen/junit_writer.h"
#include "verify/grading.h"

namespace {

using symcrete::verify::GradeResult;
using symcrete::verify::GradeTest;
using symcrete::verify::grade_suites;
using symcrete::verify::kTestsPerClass;

GradeResult with_tests(std::size_t count, bool parts) {
    GradeResult grade;
    grade.class_name = "shop/Pricing";
    for (std::size_t i = 0; i < count; ++i) {
        GradeTest test;
        test.test.method = "band";
        test.test.descriptor = "(I)Ljava/lang/String;";
        test.part = parts ? static_cast<unsigned>(i / kTestsPerClass + 1) : 0;
        grade.tests.push_back(test);
    }
    return grade;
}

TEST(GradeSuites, ASmallSuiteIsOneClass) {
    const auto suites = grade_suites(with_tests(10, false));
    ASSERT_EQ(suites.size(), 1u);
    EXPECT_EQ(suites[0].part, 0u);
    EXPECT_EQ(suites[0].tests.size(), 10u);
    EXPECT_EQ(symcrete::testgen::junit_class_name(suites[0].class_name, false, "", suites[0].part),
              "shop.PricingSymcreteTest");
}

TEST(GradeSuites, ABigSuiteIsNumberedParts) {
    const auto suites = grade_suites(with_tests(2 * kTestsPerClass + 5, true));
    ASSERT_EQ(suites.size(), 3u);
    for (std::size_t i = 0; i < suites.size(); ++i) {
        EXPECT_EQ(suites[i].part, i + 1);
        EXPECT_EQ(suites[i].class_name, "shop/Pricing");
    }
    EXPECT_EQ(suites[0].tests.size(), kTestsPerClass);
    EXPECT_EQ(suites[2].tests.size(), 5u);
    EXPECT_EQ(symcrete::testgen::junit_class_name(suites[1].class_name, false, "", suites[1].part),
              "shop.PricingSymcreteTest2");
    EXPECT_EQ(symcrete::testgen::junit_relative_path(suites[2].class_name, false, "", suites[2].part),
              "shop/PricingSymcreteTest3.java");
}

}  // namespace
