// InputExamples (input_examples.h): objects a record's constructor accepted
// on one exploration's paths, offered ready-made to another's inputs ahead
// of a fresh symbolic object, never instead of it; their parts texts,
// constants, java.time values and collections of those.
#include <gtest/gtest.h>

#include <algorithm>
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

// The paths of a record's construction and its first accessor, as a class
// run gathers examples of it.
std::vector<PathResult> constructed(engine::Program& program,
                                    expr::ExprContext& context, solver::Solver& solver, const classfile::ClassFile& cls,
                                    const std::string& descriptor, const std::string& accessor) {
    const classfile::Method* constructor = cls.find_method("<init>", descriptor);
    EXPECT_NE(constructor, nullptr);
    const classfile::Method* then = nullptr;
    for (const classfile::Method& m : cls.methods)
        if (m.name == accessor) then = &m;
    EXPECT_NE(then, nullptr);
    // Depth first, on a budget, as a run gathers them: the sets of days alone are many.
    engine::EngineOptions options;
    options.search = engine::SearchStrategy::DepthFirst;
    options.work_budget = engine::work_for_seconds(2);
    engine::Engine engine(program, context, solver, options);
    auto paths = engine.explore(cls, *then, constructor);
    EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
    return paths ? std::move(*paths) : std::vector<PathResult>{};
}

class InputExamplePartsTest : public symcrete::testing::EngineFixture {
protected:
    InputExamplePartsTest() : EngineFixture("eng/Meetings$Meeting") {}
};

TEST_F(InputExamplePartsTest, ASetOfConstantsAndATimeOfDayArePartsOfAnExample) {
    auto examples = std::make_shared<engine::InputExamples>();
    for (const PathResult& path :
         constructed(program_, context_, *solver_, *cls_, "(Ljava/util/Set;Ljava/time/LocalTime;Ljava/lang/String;)V", "days"))
        examples->harvest_receiver(path, nullptr);
    const engine::RuntimeClass* meeting = *program_.klass("eng/Meetings$Meeting");
    const std::vector<InputExample>& known = examples->of(meeting);
    ASSERT_FALSE(known.empty());
    const std::vector<InputExample::Argument>& arguments = known.front().arguments;
    ASSERT_EQ(arguments.size(), 3u);
    ASSERT_EQ(arguments[0].kind, InputExample::Argument::Kind::Collection);
    ASSERT_FALSE(arguments[0].elements.empty()) << "the constructor refuses no day";
    for (const InputExample::Argument& day : arguments[0].elements) {
        EXPECT_EQ(day.kind, InputExample::Argument::Kind::Constant);
        EXPECT_EQ(day.cls->name, "java/time/DayOfWeek");
    }
    ASSERT_EQ(arguments[1].kind, InputExample::Argument::Kind::JdkValue);
    EXPECT_EQ(arguments[1].cls->name, "java/time/LocalTime");
    EXPECT_EQ(arguments[2].kind, InputExample::Argument::Kind::Text);
    const std::int32_t hour = arguments[1].parts.at(0).as_i32();
    EXPECT_GE(hour, 8);

    // Offered to a method taking one: built from those parts, its hour the example's.
    use_class("eng/Meetings");
    engine::EngineOptions options;
    options.examples = examples;
    options.work_budget = engine::work_for_seconds(2);
    engine::Engine engine(program_, context_, *solver_, options);
    auto paths = engine.explore(*cls_, method("hour"));
    ASSERT_TRUE(paths) << paths.error().message;
    bool ready_made = false;
    for (const PathResult& path : *paths)
        for (const engine::InputObject& input : path.inputs ? path.inputs->objects : std::vector<engine::InputObject>{})
            if (input.cls == meeting && input.example == 0 && path.end == engine::PathEnd::Returned) {
                ready_made = true;
                ASSERT_TRUE(path.return_value && path.return_value->is_concrete());
                EXPECT_EQ(path.return_value->as_i32(), hour);
            }
    EXPECT_TRUE(ready_made);
}

TEST_F(InputExamplePartsTest, ANullComponentOnlyWhenAskedFor) {
    use_class("eng/Meetings$Booking");
    const std::vector<PathResult> paths =
        constructed(program_, context_, *solver_, *cls_, "(Ljava/lang/String;Ljava/lang/String;)V", "room");
    const engine::RuntimeClass* booking = *program_.klass("eng/Meetings$Booking");
    const auto null_owners = [&](bool null_components) {
        engine::InputExamples examples;
        for (const PathResult& path : paths) examples.harvest_receiver(path, nullptr, false, null_components);
        std::size_t count = 0;
        for (const InputExample& example : examples.of(booking))
            count += example.arguments.at(1).kind == InputExample::Argument::Kind::Null ? 1 : 0;
        return count;
    };
    EXPECT_EQ(null_owners(false), 0u);
    EXPECT_GT(null_owners(true), 0u) << "the constructor made its own default of a null owner";
}

}  // namespace
