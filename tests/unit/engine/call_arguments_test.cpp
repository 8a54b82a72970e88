// A setup call's arguments fixed to a list a path of that method returned
// with (InputExamples::harvest_call, Engine::begin's call_arguments): the
// sequence's paths take its texts and objects, and fork on those only in
// the method under test; numbers stay inputs.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/input_examples.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::InputExample;
using engine::PathResult;

class CallArgumentsTest : public symcrete::testing::EngineFixture {
protected:
    CallArgumentsTest() : EngineFixture("eng/Registry") {}

    const classfile::Method* constructor() { return cls_->find_method("<init>", "()V"); }

    // The argument lists of `add` its own returning paths harvest.
    engine::InputExamples harvested() {
        engine::InputExamples examples;
        engine::Engine engine(program_, context_, *solver_, {});
        auto paths = engine.explore(*cls_, method("add"), constructor());
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        if (paths)
            for (const PathResult& path : *paths) examples.harvest_call(path, method("add"));
        return examples;
    }

    std::vector<PathResult> explore_all(engine::Engine& engine) {
        std::vector<PathResult> all;
        while (!engine.finished())
            for (PathResult& path : engine.resume(engine::work_for_seconds(1))) all.push_back(std::move(path));
        return all;
    }
};

TEST_F(CallArgumentsTest, AReturningCallLeavesItsArguments) {
    const engine::InputExamples examples = harvested();
    const std::vector<engine::CallArguments>& known = examples.calls_of(method("add"));
    ASSERT_FALSE(known.empty());
    ASSERT_EQ(known.front().size(), 2u);
    EXPECT_EQ(known.front()[0].kind, InputExample::Argument::Kind::Text);
    EXPECT_EQ(known.front()[1].kind, InputExample::Argument::Kind::Value);
    EXPECT_TRUE(examples.calls_of(method("open")).empty());
}

TEST_F(CallArgumentsTest, ASequenceTakesTheFixedArgumentsConcrete) {
    const engine::InputExamples examples = harvested();
    ASSERT_FALSE(examples.calls_of(method("add")).empty());
    const engine::CallArguments& fixed = examples.calls_of(method("add")).front();
    engine::Engine engine(program_, context_, *solver_, {});
    const std::vector<const classfile::Method*> calls{&method("add")};
    ASSERT_TRUE(engine.begin(*cls_, method("open"), constructor(), calls, {&fixed}));
    const std::vector<PathResult> paths = explore_all(engine);
    bool opened = false;
    for (const PathResult& path : paths) {
        ASSERT_TRUE(path.construction.has_value());
        ASSERT_EQ(path.construction->calls.size(), 1u);
        const std::vector<engine::Value>& arguments = path.construction->calls[0].arguments;
        ASSERT_EQ(arguments.size(), 2u);
        // The name the text it was; the size stays an input (a number
        // forks cheaply, and a state at its edge needs it free).
        EXPECT_TRUE(arguments[1].is_symbolic());
        ASSERT_TRUE(path.inputs);
        const std::int32_t target = path.inputs->references.at(engine::lazy_reference_id(arguments[0])).target;
        ASSERT_GE(target, 0);
        const engine::InputObject& name = path.inputs->objects.at(static_cast<std::size_t>(target));
        ASSERT_TRUE(name.length.is_concrete());
        std::u16string text;
        for (std::int32_t i = 0; i < name.length.as_i32(); ++i) text.push_back(static_cast<char16_t>(name.slots.at(i).as_i32()));
        EXPECT_EQ(text, fixed[0].text);
        opened |= path.end == engine::PathEnd::Returned;
    }
    // open finds the item add put, for the name the solver gives it.
    EXPECT_TRUE(opened);
}

TEST_F(CallArgumentsTest, AListOfTheWrongShapeIsRefused) {
    const engine::InputExamples examples = harvested();
    ASSERT_FALSE(examples.calls_of(method("add")).empty());
    const engine::CallArguments& fixed = examples.calls_of(method("add")).front();
    const std::vector<const classfile::Method*> calls{&method("add")};
    engine::CallArguments short_list{fixed[0]};
    engine::CallArguments swapped{fixed[1], fixed[0]};  // an int for the name, a text for the size
    for (const engine::CallArguments* wrong : {&short_list, &swapped}) {
        engine::Engine engine(program_, context_, *solver_, {});
        EXPECT_FALSE(engine.begin(*cls_, method("open"), constructor(), calls, {wrong}));
    }
    engine::Engine engine(program_, context_, *solver_, {});
    EXPECT_FALSE(engine.begin(*cls_, method("open"), constructor(), calls, {&fixed, &fixed}))
        << "two lists for one call";
    EXPECT_TRUE(engine.begin(*cls_, method("open"), constructor(), calls, {nullptr})) << "none: fresh inputs";
}

TEST_F(CallArgumentsTest, ASetupCallLeavesItsArgumentsOnAPathThatWentOn) {
    // open after add, both with fresh inputs: a path that got to open
    // returned from add, whose arguments are then a list of add's, though
    // add's own paths were never harvested; and open's when it returned.
    engine::Engine engine(program_, context_, *solver_, {});
    const std::vector<const classfile::Method*> calls{&method("add")};
    ASSERT_TRUE(engine.begin(*cls_, method("open"), constructor(), calls));
    engine::InputExamples examples;
    for (const PathResult& path : explore_all(engine)) examples.harvest_call(path, method("open"));
    const std::vector<engine::CallArguments>& added = examples.calls_of(method("add"));
    ASSERT_FALSE(added.empty());
    ASSERT_EQ(added.front().size(), 2u);
    EXPECT_EQ(added.front()[0].kind, InputExample::Argument::Kind::Text);
    EXPECT_FALSE(examples.calls_of(method("open")).empty());
}

}  // namespace
