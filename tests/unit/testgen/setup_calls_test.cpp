// Which calls may bring a constructed receiver into the state a method needs
// (class_methods.h): the public methods that may change the receiver's
// state, seen in their own code and in that of the class's methods they
// call on the receiver; never one that only fills a list of its own.
#include <gtest/gtest.h>

#include <algorithm>

#include "class_methods.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::testgen {
namespace {

class SetupCallsTest : public testing::EngineFixture {
protected:
    SetupCallsTest() : EngineFixture("eng/Ledger") {}

    std::vector<std::string> setup_names(const std::string& method_name) {
        std::vector<std::string> names;
        for (const classfile::Method* call : generation_detail::setup_calls(program_, *cls_, method(method_name)))
            names.push_back(call->name);
        std::sort(names.begin(), names.end());
        return names;
    }
};

TEST_F(SetupCallsTest, OnlyMethodsThatMayChangeTheReceiverAreSetupCalls) {
    // note adds to a field's list; book changes the total through a private
    // method; shiftRecent stores into the array a field holds; parse and
    // spread only fill a list or an array of their own, twice only reads,
    // and describe appends to a builder of its own in a register that held
    // a field's value before.
    EXPECT_EQ(setup_names("total"), (std::vector<std::string>{"book", "note", "shiftRecent"}));
}

}  // namespace
}  // namespace symcrete::testgen
