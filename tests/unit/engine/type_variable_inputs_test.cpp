// An input field whose generic type is a type variable (`E element`,
// erased to Object): the class of object it holds is the one the code's
// cast names, so a node of pairs holds a Pair, not a String every cast
// refuses; where nothing casts it, one class (String) stands for all.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

class TypeVariableInputsTest : public testing::EngineFixture {
protected:
    TypeVariableInputsTest() : EngineFixture("eng/Generic") {}

    std::vector<PathResult> explore(const std::string& name) {
        EngineOptions options;
        options.work_budget = work_for_seconds(10);
        Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        return paths ? *paths : std::vector<PathResult>{};
    }
};

TEST_F(TypeVariableInputsTest, ACastNamesTheClassOfAnErasedElement) {
    const std::vector<PathResult> paths = explore("keyOf");
    // A null node, a null element, and an element that is a Pair: its key read.
    EXPECT_FALSE(std::any_of(paths.begin(), paths.end(), [](const PathResult& path) {
        return path.end == PathEnd::Threw && path.exception_class == "java/lang/ClassCastException";
    }));
    const auto returned = std::find_if(paths.begin(), paths.end(), [](const PathResult& path) {
        return path.end == PathEnd::Returned && path.return_value && path.return_value->is_symbolic();
    });
    ASSERT_NE(returned, paths.end());
    ASSERT_TRUE(returned->inputs);
    EXPECT_TRUE(std::any_of(returned->inputs->objects.begin(), returned->inputs->objects.end(),
                            [](const InputObject& object) { return object.cls->name == "eng/Generic$Pair"; }));
    EXPECT_EQ(std::count_if(paths.begin(), paths.end(),
                            [](const PathResult& path) { return path.end == PathEnd::Threw; }),
              2);  // the null node, the null element
}

TEST_F(TypeVariableInputsTest, AnUncastElementIsOneClassOfObject) {
    const std::vector<PathResult> paths = explore("hasElement");
    // Null, the node itself (an alias: a node is an Object too), or one
    // fresh object standing for every class: a String.
    std::vector<std::string> fresh;
    for (const PathResult& path : paths) {
        if (path.end != PathEnd::Returned || !path.inputs) continue;
        for (const InputObject& object : path.inputs->objects)
            if (object.origin == "node.element") fresh.push_back(object.cls->name);
    }
    EXPECT_EQ(fresh, (std::vector<std::string>{"java/lang/String"}));
}

}  // namespace
}  // namespace symcrete::engine
