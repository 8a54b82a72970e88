// InputExamples (input_examples.h): objects a record's constructor accepted
// on one exploration's paths, offered ready-made to another's inputs ahead
// of a fresh symbolic object, never instead of it.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.h"
#include "engine/input_examples.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using engine::InputExample;
using engine::PathResult;

class InputExamplesTest : public symcrete::testing::EngineFixture {
protected:
    InputExamplesTest() : EngineFixture("eng/Codes$Code") {}

    // The Code objects the record's constructor accepted, gathered as a
    // class run gathers them: its construction, then its accessor.
    std::shared_ptr<engine::InputExamples> gathered() {
        auto examples = std::make_shared<engine::InputExamples>();
        const classfile::Method* constructor = cls_->find_method("<init>", "(Ljava/lang/String;)V");
        EXPECT_NE(constructor, nullptr);
        engine::Engine engine(program_, context_, *solver_, {});
        auto paths = engine.explore(*cls_, method("digits"), constructor);
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        if (paths)
            for (const PathResult& path : *paths) examples->harvest_receiver(path, nullptr);
        return examples;
    }
};

TEST_F(InputExamplesTest, AnAcceptedRecordIsOfferedReadyMadeBesideAFreshOne) {
    const std::shared_ptr<engine::InputExamples> examples = gathered();
    const engine::RuntimeClass* code = *program_.klass("eng/Codes$Code");
    const std::vector<InputExample>& known = examples->of(code);
    ASSERT_FALSE(known.empty());
    ASSERT_EQ(known.front().arguments.size(), 1u);
    ASSERT_EQ(known.front().arguments.front().kind, InputExample::Argument::Kind::Text);
    const std::u16string digits = known.front().arguments.front().text;
    ASSERT_EQ(digits.size(), 4u);

    use_class("eng/Codes");
    engine::EngineOptions options;
    options.examples = examples;
    engine::Engine engine(program_, context_, *solver_, options);
    auto paths = engine.explore(*cls_, method("first"));
    ASSERT_TRUE(paths) << paths.error().message;
    bool ready_made = false;
    bool fresh = false;
    for (const PathResult& path : *paths) {
        if (path.end != engine::PathEnd::Returned || !path.inputs) continue;
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.cls != code) continue;
            if (input.example == 0) {
                // Built by the constructor from the example's text: the path
                // returns its first digit, with no condition on its digits.
                ready_made = true;
                ASSERT_TRUE(path.return_value.has_value());
                ASSERT_TRUE(path.return_value->is_concrete());
                EXPECT_EQ(path.return_value->as_i32(), digits[0] - u'0');
            } else {
                fresh = input.example < 0;
            }
        }
    }
    EXPECT_TRUE(ready_made);
    EXPECT_TRUE(fresh) << "the fresh Code is still an alternative";
}

}  // namespace
