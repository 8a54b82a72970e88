// The worst-case search's branch policy (branch_policy.h): which side it
// learns, under which history, and how it falls back.
#include "engine/branch_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace symcrete::engine {
namespace {

// A decision at the branch ending block 3 of "merge" (sides 4 and 5), or of
// another branch, in call `call`.
Decision merge(ir::BlockId side, std::uint32_t call) { return Decision{Edge{"merge", 3, side}, call}; }
Decision other(ir::BlockId side, std::uint32_t call) { return Decision{Edge{"scan", 7, side}, call}; }

TEST(BranchPolicy, ABranchNeverSeenHasNoSide) {
    const std::vector<Decision> path{merge(4, 1)};
    const BranchPolicy policy = learn_policy({&path});
    EXPECT_EQ(policy.size(), 1u);
    EXPECT_EQ(policy.preferred("merge", 9, 1, {}), std::nullopt);
    EXPECT_EQ(policy.preferred("other", 3, 1, {}), std::nullopt);
}

// Alternation (the worst merge): no single side says it, the last outcome does.
TEST(BranchPolicy, AnAlternatingBranchIsLearnedByItsLastOutcome) {
    const std::vector<Decision> path{merge(5, 1), merge(4, 1), merge(5, 1), merge(4, 1), merge(5, 1)};
    const BranchPolicy policy = learn_policy({&path});
    std::vector<Decision> run;
    EXPECT_EQ(policy.preferred("merge", 3, 8, run), 5u);  // a call's first decision: how the learned calls began
    run.push_back(merge(5, 8));
    EXPECT_EQ(policy.preferred("merge", 3, 8, run), 4u);
    run.push_back(merge(4, 8));
    EXPECT_EQ(policy.preferred("merge", 3, 8, run), 5u);
    // Other branches between do not break the history.
    run.push_back(other(8, 8));
    run.push_back(merge(5, 8));
    EXPECT_EQ(policy.preferred("merge", 3, 8, run), 4u);
}

// The history is the branch's in the same call: a new call starts afresh,
// and an outer call's history is its own even after a callee decided.
TEST(BranchPolicy, EachCallHasItsOwnHistory) {
    // Every call starts with 4, then alternates.
    const std::vector<Decision> path{merge(4, 1), merge(5, 1), merge(4, 2), merge(5, 2), merge(4, 1)};
    const BranchPolicy policy = learn_policy({&path});
    const std::vector<Decision> run{merge(4, 1), merge(5, 1), merge(4, 1)};
    EXPECT_EQ(policy.preferred("merge", 3, 2, run), 4u);  // call 2 has decided nothing yet
    EXPECT_EQ(policy.preferred("merge", 3, 1, run), 5u);  // (5, 4) unseen; after 4 came 5
}

// A history never seen falls back to its most recent outcomes, then to none.
TEST(BranchPolicy, AnUnseenHistoryFallsBackToShorterOnes) {
    // Learned: after 4 comes 4 (twice); after 5, 5 once. Start: 4.
    const std::vector<Decision> path{merge(4, 1), merge(4, 1), merge(4, 1)};
    const std::vector<Decision> other_path{merge(5, 1), merge(5, 1)};
    const BranchPolicy policy = learn_policy({&path, &other_path});
    // The history (4, 5) was never seen; its last outcome 5 was followed by 5.
    const std::vector<Decision> run{merge(4, 1), merge(5, 1)};
    EXPECT_EQ(policy.preferred("merge", 3, 1, run), 5u);
    // With no history, the side most calls began with; a tie takes the lower block.
    const std::vector<Decision> tie_a{merge(5, 1)};
    const std::vector<Decision> tie_b{merge(4, 1)};
    EXPECT_EQ(learn_policy({&tie_a, &tie_b}).preferred("merge", 3, 1, {}), 4u);
}

// A call flip: the first decision of a branch in one call takes another
// side, in that call alone; later decisions there follow the learned
// histories, and other calls keep the learned start. The flips offered are
// the path's first decisions per call and branch, each with its other sides.
TEST(BranchPolicy, ACallFlipChangesOneCallsFirstDecision) {
    // Every call starts with 4, then alternates.
    const std::vector<Decision> path{merge(4, 1), merge(5, 1), merge(4, 2), merge(5, 2)};
    const BranchPolicy policy = learn_policy({&path});
    const std::vector<BranchPolicy::CallFlip> flips = policy.first_decision_flips(path);
    ASSERT_EQ(flips.size(), 2u);  // calls 1 and 2, side 5 each
    EXPECT_EQ(flips[0].call, 1u);
    EXPECT_EQ(flips[1].call, 2u);
    EXPECT_EQ(flips[1].side, 5u);
    const BranchPolicy flipped = policy.with(flips[1]);
    EXPECT_EQ(flipped.preferred("merge", 3, 2, {}), 5u);  // call 2 starts on the other side
    EXPECT_EQ(flipped.preferred("merge", 3, 1, {}), 4u);  // call 1 as learned
    EXPECT_EQ(flipped.preferred("merge", 3, 3, {}), 4u);  // and a call never flipped
    const std::vector<Decision> run{merge(5, 2)};
    EXPECT_EQ(flipped.preferred("merge", 3, 2, run), 4u);  // after 5 comes 4: the history again
}

// A fresh index pin is one site's, called from one place: the same read in
// a call from elsewhere, and the policy it was made from, keep the model's.
TEST(BranchPolicy, AFreshPinIsOneSitesFromOneCaller) {
    const BranchPolicy policy = learn_policy({});
    const PinSite second_end{"root([II)I", 1, 2, "components([I)I", 4, 7};
    PinSite first_end = second_end;
    first_end.caller_index = 3;
    const BranchPolicy fresh = policy.with_fresh(second_end);
    EXPECT_TRUE(fresh.pins_fresh(second_end));
    EXPECT_FALSE(fresh.pins_fresh(first_end));
    EXPECT_EQ(fresh.fresh_pins(), 1u);
    EXPECT_FALSE(policy.any_fresh_pins());
}

// The search for a better policy: every other known side of every learned
// history is a flip, and a flip takes effect in that history only.
TEST(BranchPolicy, AFlipChangesOneHistorysSide) {
    const std::vector<Decision> path{merge(4, 1), merge(4, 1)};
    BranchPolicy policy = learn_policy({&path});
    EXPECT_TRUE(policy.flips().empty());  // side 5 never seen
    policy.know_side("merge", 3, 5);
    const std::vector<BranchPolicy::Flip> flips = policy.flips();
    ASSERT_EQ(flips.size(), 2u);  // histories () and (4)
    for (const BranchPolicy::Flip& flip : flips) EXPECT_EQ(flip.side, 5u);
    const auto after_four = std::find_if(flips.begin(), flips.end(), [](const auto& f) { return !f.context.history.empty(); });
    ASSERT_NE(after_four, flips.end());
    const BranchPolicy flipped = policy.with(*after_four);
    EXPECT_EQ(flipped.flipped(), 1u);
    EXPECT_EQ(flipped.preferred("merge", 3, 1, {}), 4u);            // the call's start keeps 4
    EXPECT_EQ(flipped.preferred("merge", 3, 1, {merge(4, 1)}), 5u);  // after 4, now 5
    EXPECT_EQ(policy.preferred("merge", 3, 1, {merge(4, 1)}), 4u);   // the original is unchanged
    // The flipped policy offers the way back among its flips.
    const std::vector<BranchPolicy::Flip> again = flipped.flips();
    EXPECT_TRUE(std::any_of(again.begin(), again.end(), [](const auto& f) { return f.side == 4u; }));
}

// A path's policy laid over the learned one takes the path's side where
// the path decided, and the learned side at branches it never met.
TEST(BranchPolicy, AnOverlaidPathDecidesWhereItWentAndTheRestStays) {
    const std::vector<Decision> worst{merge(4, 1), merge(4, 1), other(8, 1), other(8, 1)};
    const std::vector<Decision> shape{merge(5, 1), merge(5, 1)};
    const BranchPolicy learned = learn_policy({&worst});
    const BranchPolicy overlaid = learned.overlaid(learn_policy({&shape}));
    EXPECT_EQ(overlaid.preferred("merge", 3, 1, {}), 5u);
    EXPECT_EQ(overlaid.preferred("merge", 3, 1, {merge(5, 1), merge(5, 1)}), 5u);
    // A history only the learned paths had keeps the learned side.
    EXPECT_EQ(overlaid.preferred("merge", 3, 1, {merge(4, 1), merge(4, 1)}), 4u);
    EXPECT_EQ(overlaid.preferred("scan", 7, 1, {}), 8u);
    EXPECT_EQ(learned.preferred("merge", 3, 1, {}), 4u);  // the learned policy itself is unchanged
}

// Paths group by the side each branch took most; each group's path is the
// one that kept to it most, and the groups come costliest first.
TEST(BranchPolicy, ShapesAreGroupedByTheMostTakenSides) {
    const std::vector<Decision> mixed{merge(4, 1), merge(4, 1), merge(5, 1), other(8, 1)};  // 4 mostly
    const std::vector<Decision> pure{merge(4, 1), merge(4, 1), merge(4, 1), other(8, 1)};   // 4 only
    const std::vector<Decision> fives{merge(5, 1), merge(5, 1), other(8, 1)};
    const std::vector<Decision> other_side{merge(5, 1), merge(5, 1), other(9, 1)};
    const std::vector<CostedPath> shapes =
        distinct_shapes({{900, &mixed}, {700, &pure}, {800, &fives}, {100, &other_side}});
    ASSERT_EQ(shapes.size(), 3u);
    EXPECT_EQ(shapes[0].decisions, &fives);  // 800
    EXPECT_EQ(shapes[1].decisions, &pure);   // 700: kept to "4" where the costlier mixed one did not
    EXPECT_EQ(shapes[1].cost, 700u);
    EXPECT_EQ(shapes[2].decisions, &other_side);
}

}  // namespace
}  // namespace symcrete::engine
