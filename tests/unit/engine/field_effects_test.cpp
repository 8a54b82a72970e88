// Which receiver fields a method reads, changes and fills (field_effects.h):
// seen in its own code, through the private methods it calls on itself,
// and through what it finds in a field (a list a map holds).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/field_effects.h"
#include "unit/engine/engine_fixture.h"

namespace {

using Fields = std::set<std::string>;

class FieldEffectsTest : public symcrete::testing::EngineFixture {
protected:
    explicit FieldEffectsTest(const std::string& class_name = "eng/Registry") : EngineFixture(class_name) {}

    symcrete::engine::FieldEffects effects(const std::string& name) {
        return symcrete::engine::field_effects(program_, *cls_, method(name));
    }
};

TEST_F(FieldEffectsTest, AnAdderFillsTheFieldsItWrites) {
    const auto add = effects("add");
    EXPECT_EQ(add.reads, (Fields{"items", "count"}));
    EXPECT_EQ(add.fills, (Fields{"items", "count"}));
    EXPECT_EQ(add.changes, (Fields{"items", "count"}));
}

TEST_F(FieldEffectsTest, ReadsAreInTheOrderTheMethodFirstReadsThem) {
    EXPECT_EQ(effects("open").read_order, (std::vector<std::string>{"items", "slots"}));
    EXPECT_EQ(effects("open").fills, (Fields{"slots"}));
}

TEST_F(FieldEffectsTest, TakingFromWhatAFieldHoldsChangesItButDoesNotFillIt) {
    // book reads the slots through a private lookup and removes from the
    // list it finds there; it pushes onto the history.
    const auto book = effects("book");
    EXPECT_EQ(book.reads, (Fields{"slots", "history"}));
    EXPECT_EQ(book.changes, (Fields{"slots", "history"}));
    EXPECT_EQ(book.fills, (Fields{"history"}));
    // undo polls the history and adds to a list it finds in the slots.
    const auto undo = effects("undo");
    EXPECT_EQ(undo.changes, (Fields{"slots", "history"}));
    EXPECT_TRUE(undo.fills.empty());
}

TEST_F(FieldEffectsTest, AGetterOnlyReads) {
    const auto count = effects("count");
    EXPECT_EQ(count.reads, (Fields{"count"}));
    EXPECT_TRUE(count.changes.empty());
}

class LambdaFieldEffectsTest : public FieldEffectsTest {
protected:
    LambdaFieldEffectsTest() : FieldEffectsTest("eng/Standings") {}
};

TEST_F(LambdaFieldEffectsTest, ALambdaCapturingThisReadsForTheMethodThatMakesIt) {
    // leaders reads the points only in `p -> pointsOf(p.id())`, a body javac
    // makes an instance method of Standings.
    const auto leaders = effects("leaders");
    EXPECT_EQ(leaders.reads, (Fields{"players", "points"}));
    EXPECT_TRUE(leaders.changes.empty());
}

TEST_F(LambdaFieldEffectsTest, GoingOverAFieldsEntriesIsSeen) {
    EXPECT_EQ(effects("leaders").walks, (Fields{"players"}));
    // Looking one entry up does not go over them.
    EXPECT_TRUE(effects("score").walks.empty());
    EXPECT_TRUE(effects("pointsOf").walks.empty());
}

}  // namespace
