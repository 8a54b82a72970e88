// Inputs that are objects and arrays (inputs.h): lazy initialisation with
// aliasing, symbolic array lengths and contents, and the receiver. Every
// path is replayed on the concrete input graph its model gives, which must
// end the same way.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "testgen/test_inputs.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

using testing::EngineFixture;

class InputsTest : public EngineFixture {
protected:
    InputsTest() : EngineFixture("eng/Inputs") {}

    std::vector<PathResult> explore(const std::string& name, std::uint64_t seconds = 20) {
        EngineOptions options;
        options.work_budget = work_for_seconds(seconds);
        Engine engine(program_, context_, *solver_, options);
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << (paths ? "" : paths.error().message);
        stats_ = engine.stats();
        return paths ? *paths : std::vector<PathResult>{};
    }

    // Each path's concrete inputs replayed: the same ending, the same value.
    void expect_replays(const std::string& name, const std::vector<PathResult>& paths) {
        const classfile::Method& m = method(name);
        auto type = classfile::parse_method_descriptor(m.descriptor);
        ASSERT_TRUE(type);
        for (const PathResult& path : paths) {
            auto inputs = testgen::concrete_inputs(context_, path, *type, m.is_static(), testgen::package_of(cls_->name));
            Engine engine(program_, context_, *solver_, EngineOptions{});
            PathResult concrete = engine.run(*cls_, m, inputs.replay);
            EXPECT_EQ(concrete.end, path.end) << name << " " << concrete.detail;
            EXPECT_EQ(concrete.exception_class, path.exception_class) << name;
            // A path that took an identity hash code as one value predicts
            // nothing of the hash the replay's objects get (their addresses
            // differ): its value is not compared.
            const bool took_identity_hash =
                std::any_of(path.precision_lost.begin(), path.precision_lost.end(), [](const engine::PrecisionLoss& loss) {
                    return loss.kind == engine::PrecisionLossKind::IdentityHash;
                });
            if (path.return_value && concrete.return_value && path.return_value->kind() != expr::ValueKind::Ref &&
                !took_identity_hash) {
                Value predicted = path.return_value->is_symbolic()
                                      ? expr::evaluate(path.return_value->expr(), path.model)
                                      : *path.return_value;
                EXPECT_EQ(predicted.bits(), concrete.return_value->bits()) << name;
            }
        }
    }

    static std::set<std::int32_t> returned(const std::vector<PathResult>& paths) {
        std::set<std::int32_t> values;
        for (const PathResult& path : paths) {
            if (path.end != PathEnd::Returned || !path.return_value) continue;
            Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                       : *path.return_value;
            values.insert(v.as_i32());
        }
        return values;
    }

    static std::size_t threw(const std::vector<PathResult>& paths, const std::string& exception) {
        return static_cast<std::size_t>(std::count_if(paths.begin(), paths.end(), [&](const PathResult& p) {
            return p.end == PathEnd::Threw && p.exception_class == exception;
        }));
    }

    ExplorationStats stats_;
};

TEST_F(InputsTest, ArrayParametersAreNullOrHaveSymbolicLengthAndElements) {
    auto paths = explore("find");
    EXPECT_EQ(threw(paths, "java/lang/NullPointerException"), 1u);
    // -1 (not found, any length) and a match at each index the branch bound allows.
    std::set<std::int32_t> values = returned(paths);
    EXPECT_TRUE(values.count(-1));
    EXPECT_TRUE(values.count(0));
    EXPECT_TRUE(values.count(1));
    EXPECT_TRUE(values.count(2));
    expect_replays("find", paths);
}

TEST_F(InputsTest, SymbolicIndicesCheckBoundsAgainstTheSymbolicLength) {
    auto paths = explore("at");
    EXPECT_EQ(threw(paths, "java/lang/ArrayIndexOutOfBoundsException"), 1u);
    EXPECT_EQ(threw(paths, "java/lang/NullPointerException"), 1u);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1}));
    expect_replays("at", paths);
}

TEST_F(InputsTest, WritesAtSymbolicIndicesAreSeenByLaterReads) {
    auto paths = explore("writeThenRead");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1}));
    expect_replays("writeThenRead", paths);
}

TEST_F(InputsTest, FieldsOfTheReceiverAreLazyAndMayAlias) {
    auto paths = explore("shape");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2, 3, 4}));
    EXPECT_GE(stats_.lazy_objects, 3u);
    EXPECT_GE(stats_.aliases, 1u);
    expect_replays("shape", paths);
}

TEST_F(InputsTest, ParametersOfOneTypeMayBeTheSameObject) {
    auto paths = explore("same");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1}));
    expect_replays("same", paths);
}

TEST_F(InputsTest, ElementsAnIntrinsicResolvesReplayInEveryFork) {
    auto paths = explore("allBlank", 2);
    EXPECT_GE(paths.size(), 6u);
    expect_replays("allBlank", paths);
}

TEST_F(InputsTest, AnEnumImplementingTheDeclaredInterfaceIsOneOfItsConstants) {
    auto paths = explore("sides");
    std::set<std::int32_t> values = returned(paths);
    EXPECT_TRUE(values.count(-1));
    EXPECT_TRUE(values.count(3));  // TRIANGLE
    EXPECT_TRUE(values.count(4));  // SQUARE, or an Irregular with 4 corners
    EXPECT_TRUE(values.count(5));  // only an Irregular
    std::size_t constants = 0;
    for (const PathResult& path : paths)
        for (const InputObject& object : path.inputs->objects) constants += object.constant.empty() ? 0 : 1;
    EXPECT_EQ(constants, 2u);
    expect_replays("sides", paths);
}

TEST_F(InputsTest, SplitOnALiteralKeepsThePartsSymbolic) {
    auto paths = explore("fields", 10);
    std::set<std::int32_t> values = returned(paths);
    for (std::int32_t v : {-1, 0, 1, 2, 3}) EXPECT_TRUE(values.count(v)) << v;
    EXPECT_EQ(stats_.concretized, 0u);
    expect_replays("fields", paths);

    paths = explore("labels", 3);
    values = returned(paths);
    for (std::int32_t v : {1, 2, 3}) EXPECT_TRUE(values.count(v)) << v;
    expect_replays("labels", paths);
}

TEST_F(InputsTest, InputTextHoldsLineBreaks) {
    auto paths = explore("lines", 10);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2}));
    expect_replays("lines", paths);
}

TEST_F(InputsTest, TextCutAtAColonAndStrippedReachesEveryCaseOfASwitchOnTheKey) {
    auto paths = explore("keyValue", 20);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{-1, 0, 1, 2, 3}));
    EXPECT_EQ(stats_.concretized, 0u);  // toLowerCase(Locale.ROOT) no longer pins the key
    expect_replays("keyValue", paths);
}

TEST_F(InputsTest, ChoicesOfArgumentsNoPathReadAreNotExplored) {
    auto paths = explore("keyFirst", 10);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{-1, 1, 2, 3, 4}));
    // One path where `key` is null, whatever `a` and `b` might have been.
    const auto early = std::count_if(paths.begin(), paths.end(), [](const PathResult& path) {
        return path.end == PathEnd::Returned && path.return_value && !path.return_value->is_symbolic() &&
               path.return_value->as_i32() == -1;
    });
    EXPECT_EQ(early, 1);
    EXPECT_GT(stats_.unread_alternatives, 0u);
    EXPECT_FALSE(stats_.budget_exhausted);
    expect_replays("keyFirst", paths);
}

TEST_F(InputsTest, AnArgumentReadOnOneSideOfABranchKeepsItsChoices) {
    auto paths = explore("readOnOneSide", 10);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2}));
    expect_replays("readOnOneSide", paths);
}

TEST_F(InputsTest, IntegersTurnedToTextKeepSymbolicDigits) {
    auto paths = explore("decimal", 5);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2, 3}));
    EXPECT_EQ(stats_.concretized, 0u);
    expect_replays("decimal", paths);

    paths = explore("decimalLong", 3);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 2, 3}));
    EXPECT_EQ(stats_.concretized, 0u);
    expect_replays("decimalLong", paths);
}

TEST_F(InputsTest, AnObjectParameterMayBeOfTheClassUnderTest) {
    auto paths = explore("sameKind", 2);
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2}));
    expect_replays("sameKind", paths);
}

TEST_F(InputsTest, AtTheBranchBoundAPathKeepsToItsModelWhereNoFinishedPathWent) {
    auto paths = explore("indexOfPrime", 2);
    std::set<std::int32_t> values = returned(paths);
    EXPECT_TRUE(values.count(-1));
    EXPECT_TRUE(values.count(0));
    EXPECT_TRUE(values.count(5));
}

TEST_F(InputsTest, ChoicesMadeWhileAnEnumInitialisesReplayInForks) {
    auto paths = explore("quad", 2);
    std::set<std::int32_t> values = returned(paths);
    for (std::int32_t v : {0, -3, 3, 13, 14}) EXPECT_TRUE(values.count(v)) << v;
    expect_replays("quad", paths);
}

TEST_F(InputsTest, ArraysOfReferencesHaveLazyElements) {
    auto paths = explore("firstValue");
    std::set<std::int32_t> values = returned(paths);
    EXPECT_TRUE(values.count(-1));
    EXPECT_TRUE(values.count(-2));
    EXPECT_EQ(threw(paths, "java/lang/NullPointerException"), 1u);
    // The element lengths beyond the bound were not explored: the paths say so.
    for (const PathResult& path : paths) {
        if (path.inputs && path.inputs->objects.size() > 0 && path.inputs->objects[0].cls->is_array()) {
            EXPECT_TRUE(path.inputs->bounded);
        }
    }
    expect_replays("firstValue", paths);
}

TEST_F(InputsTest, IntrinsicsGetArraysWithAPinnedLength) {
    auto paths = explore("copyFirst");
    EXPECT_EQ(threw(paths, "java/lang/NullPointerException"), 1u);
    EXPECT_GE(stats_.concretized, 1u);
    expect_replays("copyFirst", paths);
}

// Several references resolved by one instruction, the fork of a later one
// re-running it: each keeps its own choice (this crashed before forks
// replayed resolutions).
TEST_F(InputsTest, ManyReferencesResolvedInOneInstructionKeepTheirChoices) {
    auto paths = explore("formatted", 30);
    std::size_t returned_ok = 0;
    for (const PathResult& path : paths) {
        EXPECT_NE(path.end, PathEnd::Unsupported) << path.detail;
        returned_ok += path.end == PathEnd::Returned ? 1 : 0;
    }
    EXPECT_GE(returned_ok, 10u);
    expect_replays("formatted", paths);
}

TEST_F(InputsTest, TheReceiversPrimitiveFieldsAreSymbolic) {
    auto paths = explore("bump");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1}));
    expect_replays("bump", paths);
}

// A symbolic array length is enumerated, not pinned to one model value.
TEST_F(InputsTest, ArrayLengthsAreEnumerated) {
    auto paths = explore("sized");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2}));
    EXPECT_EQ(threw(paths, "java/lang/NegativeArraySizeException"), 1u);
    expect_replays("sized", paths);
}

TEST_F(InputsTest, BuildersKeepSymbolicText) {
    auto paths = explore("shouted");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{0, 1, 2}));
    EXPECT_EQ(stats_.concretized, 0u);
    expect_replays("shouted", paths);
}

TEST_F(InputsTest, CharArraysOfTextKeepSymbolicChars) {
    auto paths = explore("palindrome");
    EXPECT_EQ(returned(paths), (std::set<std::int32_t>{-1, 0, 1}));
    expect_replays("palindrome", paths);
}

// The ASCII formulas for Character's methods (intrinsics_character.cpp)
// agree with the JDK's tables: for every ASCII char, the path whose
// condition holds predicts what the JDK's own bytecode returns.
class CharacterAgreementTest : public InputsTest {
protected:
    // `radices` empty: the method takes the char alone.
    void expect_agreement(const std::string& name, const std::vector<std::int32_t>& radices) {
        auto paths = explore(name);
        ASSERT_FALSE(paths.empty());
        std::vector<std::optional<std::int32_t>> seconds(radices.begin(), radices.end());
        if (seconds.empty()) seconds.push_back(std::nullopt);
        for (std::int32_t c = 0; c < 0x80; ++c) {
            for (const std::optional<std::int32_t>& second : seconds) {
                std::vector<Value> args{Value::i32(c)};
                if (second) args.push_back(Value::i32(*second));
                Engine concrete(program_, context_, *solver_, EngineOptions{});
                PathResult expected = concrete.run(*cls_, method(name), args);
                ASSERT_EQ(expected.end, PathEnd::Returned) << expected.detail;
                std::size_t matching = 0;
                for (const PathResult& path : paths) {
                    expr::Assignment model;
                    for (std::size_t i = 0; i < args.size(); ++i)
                        if (path.arguments[i].is_symbolic()) model.set(path.arguments[i].expr(), args[i].bits());
                    const bool holds = std::all_of(path.path_condition.begin(), path.path_condition.end(),
                                                   [&](const expr::Expr* e) { return expr::evaluate(e, model).as_bool(); });
                    if (!holds) continue;
                    ++matching;
                    ASSERT_TRUE(path.return_value);
                    const Value predicted = path.return_value->is_symbolic()
                                                ? expr::evaluate(path.return_value->expr(), model)
                                                : *path.return_value;
                    EXPECT_EQ(predicted.as_i32(), expected.return_value->as_i32()) << name << " of char " << c << ", " << second.value_or(0);
                }
                EXPECT_EQ(matching, 1u) << name << " of char " << c;
            }
        }
    }
};

TEST_F(CharacterAgreementTest, ClassificationsMatchTheJdk) { expect_agreement("classify", {}); }

TEST_F(CharacterAgreementTest, MappingsAndDigitsMatchTheJdk) {
    expect_agreement("mapped", {-1, 1, 2, 10, 16, 36, 37});
}

}  // namespace
}  // namespace symcrete::engine

namespace symcrete::engine {
namespace {

class ResourcesTest : public testing::EngineFixture {
protected:
    ResourcesTest() : EngineFixture("eng/Resources") {}
};

// The engine does not model resources: reading one ends the path as
// unsupported, never as an exception the JVM would not throw.
TEST_F(ResourcesTest, ReadingAResourceIsUnsupportedNotAnError) {
    Engine engine(program_, context_, *solver_, EngineOptions{});
    PathResult result = engine.run(*cls_, method("nfdLength"), std::vector<Value>{});
    EXPECT_EQ(result.end, PathEnd::Unsupported) << result.exception_class;
    EXPECT_NE(result.detail.find("resources are not modelled"), std::string::npos) << result.detail;
}

}  // namespace
}  // namespace symcrete::engine
