// Setup calls chosen by what a method reads (setup_plan.h): each field it
// reads that another call fills gets that call, after the calls that one
// needs in turn; a method that fills what it reads also runs after itself;
// another call that fills the same field ends a chain of its own; a method
// that goes over a field's entries gets its filler twice.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "setup_plan.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

using Sequences = std::vector<std::vector<std::string>>;

class DependencySequencesTest : public testing::EngineFixture {
protected:
    explicit DependencySequencesTest(const std::string& class_name = "eng/Registry") : EngineFixture(class_name) {}

    Sequences sequences(const std::string& method_name) {
        Sequences named;
        for (const auto& calls : generation_detail::dependency_sequences(program_, *cls_, method(method_name))) {
            named.emplace_back();
            for (const classfile::Method* call : calls) named.back().push_back(call->name);
        }
        return named;
    }
};

TEST_F(DependencySequencesTest, EachCallComesAfterTheCallsItNeeds) {
    // book looks up the slots open fills, and open the items add fills;
    // book fills the history it reads, so it also runs after itself.
    EXPECT_EQ(sequences("book"), (Sequences{{"add", "open"}, {"add", "open", "book"}}));
}

TEST_F(DependencySequencesTest, WhatAMethodTakesBackIsFilledFirstByEachCallThatFillsIt) {
    // undo polls the history, which book fills, and release too: a chain
    // ends in each (book first, declared first among equal levels).
    EXPECT_EQ(sequences("undo"), (Sequences{{"add", "open", "book"}, {"add", "open", "release"}}));
}

TEST_F(DependencySequencesTest, NoSequenceWhereOneCallDoes) {
    // open needs only the items: a single setup call (setup_calls) reaches it.
    EXPECT_TRUE(sequences("open").empty());
    EXPECT_TRUE(sequences("add").empty());
}

class RankingSequencesTest : public DependencySequencesTest {
protected:
    RankingSequencesTest() : DependencySequencesTest("eng/Standings") {}
};

TEST_F(RankingSequencesTest, AMethodGoingOverEntriesGetsTheirFillerTwice) {
    // leaders sorts the players join fills by the points score fills (read
    // in a lambda): join, score; then two players, one of whom scored.
    EXPECT_EQ(sequences("leaders"), (Sequences{{"join", "score"}, {"join", "join", "score"}}));
}

}  // namespace
}  // namespace symcrete::testgen

namespace symcrete::testgen {
namespace {

class TicketSequencesTest : public DependencySequencesTest {
protected:
    TicketSequencesTest() : DependencySequencesTest("eng/Tickets") {}

    // The plan's lists of calls, each with the index of the call it needs refused, or -1.
    std::vector<std::pair<std::vector<std::string>, int>> plan(const std::string& method_name) {
        std::vector<std::pair<std::vector<std::string>, int>> named;
        for (const auto& planned : generation_detail::setup_plan(program_, *cls_, method(method_name))) {
            named.emplace_back();
            for (const classfile::Method* call : planned.calls) named.back().first.push_back(call->name);
            named.back().second = planned.refused ? static_cast<int>(*planned.refused) : -1;
        }
        return named;
    }
};

TEST_F(TicketSequencesTest, AMethodLookingTwoEntriesUpGetsTheirFillerTwice) {
    // swap looks two tickets up and replaces their seats (not a filler).
    EXPECT_EQ(sequences("swap"), (Sequences{{"issue", "issue"}}));
}

TEST_F(TicketSequencesTest, AStateChangingMethodIsAlsoPlannedAfterItsOwnRefusal) {
    const auto issue = plan("issue");
    ASSERT_FALSE(issue.empty());
    EXPECT_EQ(issue.back(), (std::pair<std::vector<std::string>, int>{{"issue"}, 0}));
    // A query changes nothing: no refusal of it is planned.
    for (const auto& [calls, refused] : plan("seatOf")) EXPECT_EQ(refused, -1);
}

}  // namespace
}  // namespace symcrete::testgen
