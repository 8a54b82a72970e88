// A symbolic index into an array of references, or into a long primitive
// array, and a symbolic number put into text: each explored exactly (no
// value pinned), where the engine used to pin the index or the number to
// the model's value.
#include <gtest/gtest.h>

#include <set>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using expr::Value;

class SymbolicIndex : public symcrete::testing::EngineFixture {
protected:
    SymbolicIndex() : EngineFixture("eng/SymbolicIndex") {}

    struct Explored {
        std::set<std::int32_t> returned;
        std::size_t paths = 0;
        bool lost = false;
        std::set<std::string> losses;
    };

    Explored explore(const std::string& name, bool exact = false) {
        engine::EngineOptions options;
        options.exact_values = exact;
        options.branch_bound = 64;  // a conversion splits up to 5 times where it happens
        engine::Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        Explored out;
        for (const engine::PathResult& path : *paths) {
            EXPECT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
            if (!path.return_value) continue;
            const Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                             : *path.return_value;
            out.returned.insert(v.as_i32());
            ++out.paths;
            out.lost |= !path.precision_lost.empty();
            for (const auto& loss : path.precision_lost) out.losses.insert(loss.text);
        }
        return out;
    }
};

TEST_F(SymbolicIndex, AnEnumConstantPerIndexWithTheIndexKept) {
    const Explored e = explore("enumByIndex");
    EXPECT_EQ(e.returned, (std::set<std::int32_t>{0, 1, 2, 3}));
    EXPECT_EQ(e.paths, 4u);
    EXPECT_FALSE(e.lost);
}

TEST_F(SymbolicIndex, SlotsHoldingOneReferenceAreOneAlternative) {
    const Explored e = explore("repeated");
    EXPECT_EQ(e.returned, (std::set<std::int32_t>{1, 2}));
    EXPECT_EQ(e.paths, 2u);
    EXPECT_FALSE(e.lost);
}

// Inside the JDK an index that is an input moved by a constant splits the
// path though the elements hold symbolic values (a list's `get(id - 1)`).
TEST_F(SymbolicIndex, AListElementByAnInputIdIsAPathEach) {
    const Explored read = explore("listedById");
    EXPECT_EQ(read.returned, (std::set<std::int32_t>{-1, 0, 1, 4})) << "one path per element, the middle two alike";
    EXPECT_FALSE(read.lost);
    const Explored stored = explore("storedById");
    EXPECT_EQ(stored.returned, (std::set<std::int32_t>{-1, 1, 2}));
    EXPECT_FALSE(stored.lost);
}

TEST_F(SymbolicIndex, AReferenceStoredAtASymbolicIndexIsFoundWhereItWent) {
    const Explored e = explore("storeThenLoad");
    EXPECT_EQ(e.returned, (std::set<std::int32_t>{0, 1}));
    EXPECT_FALSE(e.lost);
}

TEST_F(SymbolicIndex, ALongArrayIsReadThroughItsRunsOfEqualValues) {
    const Explored e = explore("bigArray");
    EXPECT_EQ(e.returned, (std::set<std::int32_t>{-1, 0, 7}));
    EXPECT_FALSE(e.lost);
}

TEST_F(SymbolicIndex, NumbersInTextSplitByDigitCountWhenExact) {
    const Explored exact = explore("digits", true);
    // "k" + v: 2 to 12 chars (sign, 1-10 digits); v % 1000: 1 to 4 chars.
    for (std::int32_t r : exact.returned) {
        EXPECT_GE(r / 100, 2);
        EXPECT_LE(r / 100, 12);
        EXPECT_GE(r % 100, 1);
        EXPECT_LE(r % 100, 4);
    }
    EXPECT_TRUE(exact.returned.count(201));   // v = 0..9
    EXPECT_TRUE(exact.returned.count(1204));  // v = Integer.MIN_VALUE: "-2147483648", "-648"
    EXPECT_FALSE(exact.lost) << ::testing::PrintToString(exact.losses);
    // Otherwise the number is pinned: one path, which says so.
    const Explored pinned = explore("digits", false);
    EXPECT_EQ(pinned.paths, 1u);
    EXPECT_TRUE(pinned.lost);
}

TEST_F(SymbolicIndex, AValueThePathFixesLosesNothingWhenMadeConcrete) {
    const Explored fixed = explore("repeatFixed");
    EXPECT_EQ(fixed.returned, (std::set<std::int32_t>{0, 4}));
    EXPECT_FALSE(fixed.lost) << ::testing::PrintToString(fixed.losses);
    const Explored free = explore("repeatFree");
    EXPECT_TRUE(free.lost);  // k is 2 or 3 there: one of them is not explored
}

TEST_F(SymbolicIndex, ACharRangeKeepsItsBoundsSymbolic) {
    const Explored e = explore("charRange");
    EXPECT_EQ(e.returned, (std::set<std::int32_t>{1, 2, 9}));
    EXPECT_FALSE(e.lost) << ::testing::PrintToString(e.losses);
}

TEST_F(SymbolicIndex, EveryLengthIsAPathWhenExact) {
    const Explored exact = explore("lengths", true);
    EXPECT_EQ(exact.returned, (std::set<std::int32_t>{-1, 0, 1, 2, 3, 4, 5, 6, 7}));
    EXPECT_FALSE(exact.lost) << ::testing::PrintToString(exact.losses);
    // Otherwise 4 to 7 are one path, which says it stands for more.
    const Explored one = explore("lengths", false);
    EXPECT_EQ(one.paths, 7u);  // two return -1, one each for 0 to 3, one for 4 to 7
    EXPECT_TRUE(one.lost);
}

}  // namespace
