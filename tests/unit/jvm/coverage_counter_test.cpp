// How a coverage counter reads in summaries and the HTML report: a share
// with its counts, and never 100% of nothing.
#include <gtest/gtest.h>

#include "jvm/coverage.h"

namespace symcrete::jvm {
namespace {

TEST(CoverageCounter, TextGivesTheShareAndItsCounts) {
    EXPECT_EQ((Counter{7, 8}.text()), "87.5% (7 of 8)");
    EXPECT_EQ((Counter{0, 4}.text()), "0.0% (0 of 4)");
    EXPECT_EQ((Counter{4, 4}.text()), "100.0% (4 of 4)");
}

TEST(CoverageCounter, NothingToCoverIsNotAHundredPercent) {
    EXPECT_EQ((Counter{0, 0}.text()), "none to cover");
}

}  // namespace
}  // namespace symcrete::jvm
