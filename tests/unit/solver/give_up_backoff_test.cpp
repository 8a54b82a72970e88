// GiveUpBackoff: which queries a layer that keeps giving up still tries.
#include "give_up_backoff.h"

#include <gtest/gtest.h>

namespace symcrete::solver {
namespace {

// How many of the next `count` queries of `nodes` nodes the layer tries,
// each one given up on when `gives_up`.
int tried_of(GiveUpBackoff& backoff, std::size_t nodes, int count, bool gives_up) {
    int tried = 0;
    for (int i = 0; i < count; ++i) {
        if (!backoff.should_try(nodes)) continue;
        ++tried;
        backoff.record(nodes, gives_up);
    }
    return tried;
}

TEST(GiveUpBackoff, ALayerThatAnswersTriesEveryQuery) {
    GiveUpBackoff backoff;
    EXPECT_EQ(tried_of(backoff, 5000, 100, false), 100);
    EXPECT_EQ(backoff.skipped(), 0u);
}

TEST(GiveUpBackoff, RepeatedGiveUpsSkipExponentiallyMoreQueriesOfTheirSize) {
    GiveUpBackoff backoff;
    // Tries 1, skips 1, tries 1, skips 3, tries 1, skips 7, tries 1, skips 15: 4 of 30.
    EXPECT_EQ(tried_of(backoff, 5000, 30, true), 4);
    EXPECT_EQ(backoff.skipped(), 26u);
    // Never more than kMaxSkipped in a row, so the layer gets another chance.
    GiveUpBackoff capped;
    EXPECT_GE(tried_of(capped, 5000, 1000, true), 1000 / int(GiveUpBackoff::kMaxSkipped + 1));
}

TEST(GiveUpBackoff, GiveUpsOnLargeQueriesLeaveSmallOnesTried) {
    GiveUpBackoff backoff;
    tried_of(backoff, 8000, 10, true);
    EXPECT_EQ(tried_of(backoff, 40, 10, false), 10);
    // ... and a give-up on small queries counts for larger ones too.
    GiveUpBackoff small_first;
    small_first.record(40, true);
    EXPECT_FALSE(small_first.should_try(8000));
}

TEST(GiveUpBackoff, AnAnswerEndsTheBackoffOfItsSizeAndSmaller) {
    GiveUpBackoff backoff;
    tried_of(backoff, 5000, 10, true);
    backoff.record(9000, false);
    EXPECT_TRUE(backoff.should_try(5000));
    EXPECT_TRUE(backoff.should_try(9000));
}

}  // namespace
}  // namespace symcrete::solver
