// Construction-first exploration (Engine::begin with a construction): the
// receiver is made by a constructor or static factory with symbolic
// arguments, then the method runs on it, one path from the constructor's
// first instruction to the method's end. Every path replays concretely on
// the construction and arguments its model gives, and ends the same way.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.h"
#include "expr/evaluator.h"
#include "testgen/test_inputs.h"
#include "unit/engine/engine_fixture.h"

namespace symcrete::engine {
namespace {

using testing::EngineFixture;

class ConstructionTest : public EngineFixture {
protected:
    ConstructionTest() : EngineFixture("eng/Wallet") {}

    const classfile::Method& member(const std::string& name, const std::string& descriptor) {
        const classfile::Method* m = cls_->find_method(name, descriptor);
        if (m == nullptr) throw std::runtime_error("no method " + name + descriptor);
        return *m;
    }

    std::vector<PathResult> explore(const std::string& name, const classfile::Method* construction,
                                    std::uint64_t slice = 0) {
        EngineOptions options;
        options.work_budget = work_for_seconds(20);
        Engine engine(program_, context_, *solver_, options);
        std::vector<PathResult> paths;
        if (slice == 0) {
            auto explored = engine.explore(*cls_, method(name), construction);
            EXPECT_TRUE(explored) << (explored ? "" : explored.error().message);
            if (explored) paths = std::move(*explored);
        } else {
            Status begun = engine.begin(*cls_, method(name), construction);
            EXPECT_TRUE(begun) << (begun ? "" : begun.error().message);
            while (begun && !engine.finished()) {
                auto more = engine.resume(slice);
                paths.insert(paths.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
            }
        }
        return paths;
    }

    static std::int32_t value_of(const PathResult& path) {
        Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                   : *path.return_value;
        return v.as_i32();
    }

    // The outcomes of the paths that reached the method: returned values as
    // "returns N", exceptions by class; setup failures as "setup: ...".
    static std::multiset<std::string> outcomes(const std::vector<PathResult>& paths) {
        std::multiset<std::string> all;
        for (const PathResult& path : paths) {
            std::string what = path.end == PathEnd::Threw ? "throws " + path.exception_class
                               : path.end == PathEnd::Returned && path.return_value
                                   ? "returns " + std::to_string(value_of(path))
                                   : std::string(to_string(path.end)) + " " + path.detail;
            all.insert((path.setup_failed ? "setup: " : "") + what);
        }
        return all;
    }

    // Each path's concrete construction and arguments, run again: the same
    // ending, the same value, and a setup failure exactly where it was one.
    void expect_replays(const std::string& name, const std::vector<PathResult>& paths) {
        const classfile::Method& m = method(name);
        auto type = classfile::parse_method_descriptor(m.descriptor);
        ASSERT_TRUE(type);
        for (const PathResult& path : paths) {
            auto inputs = testgen::concrete_inputs(context_, path, *type, m.is_static(), testgen::package_of(cls_->name));
            ASSERT_TRUE(inputs.replay.construction.has_value());
            EXPECT_FALSE(inputs.receiver.has_value());
            ASSERT_TRUE(inputs.construction.has_value());
            Engine engine(program_, context_, *solver_, EngineOptions{});
            PathResult concrete = engine.run(*cls_, m, inputs.replay);
            EXPECT_EQ(concrete.end, path.end) << name << " " << concrete.detail;
            EXPECT_EQ(concrete.exception_class, path.exception_class) << name;
            EXPECT_EQ(concrete.setup_failed, path.setup_failed) << name;
            EXPECT_EQ(concrete.detail, path.detail) << name;
            if (path.return_value && concrete.return_value) {
                EXPECT_EQ(value_of(path), concrete.return_value->as_i32()) << name;
            }
        }
    }
};

TEST_F(ConstructionTest, TheConstructorRunsFirstAndItsRefusalsAreSetupFailures) {
    const classfile::Method& init = member("<init>", "(J)V");
    auto paths = explore("withdraw", &init);
    const auto all = outcomes(paths);
    // A negative opening balance never reaches withdraw.
    EXPECT_EQ(all.count("setup: throws java/lang/IllegalArgumentException"), 1u);
    // withdraw's own branches, through the balance the constructor set.
    EXPECT_EQ(all.count("throws java/lang/IllegalArgumentException"), 1u);
    EXPECT_EQ(all.count("returns -1"), 1u);
    EXPECT_EQ(all.count("returns 0"), 1u);
    EXPECT_EQ(all.count("returns 1"), 1u);
    // A constructed wallet is never frozen and has no limit: those branches
    // need other calls first, which only a lazily made receiver skips.
    EXPECT_EQ(all.count("throws java/lang/IllegalStateException"), 0u);
    EXPECT_EQ(all.count("returns -2"), 0u);
    EXPECT_EQ(paths.size(), 5u) << ::testing::PrintToString(all);
    for (const PathResult& path : paths) {
        ASSERT_TRUE(path.construction.has_value());
        EXPECT_EQ(path.construction->method->name(), "<init>");
        ASSERT_EQ(path.construction->arguments.size(), 1u);
        EXPECT_TRUE(path.construction->arguments[0].is_symbolic());
        // The constructor's branch is an edge of the class under test like the method's.
        const bool constructor_edge = std::any_of(path.covered.begin(), path.covered.end(),
                                                  [](const Edge& e) { return e.method == "<init>(J)V"; });
        EXPECT_TRUE(constructor_edge);
    }
    expect_replays("withdraw", paths);
}

TEST_F(ConstructionTest, ConstructorReferenceArgumentsAreLazyInputs) {
    const classfile::Method& init = member("<init>", "(JLeng/Wallet$Limit;)V");
    auto paths = explore("withdraw", &init);
    const auto all = outcomes(paths);
    // The limit: null, or an object whose field the constructor checks. Each
    // refuses a negative opening balance; the object also a negative maximum.
    EXPECT_EQ(all.count("setup: throws java/lang/IllegalArgumentException"), 3u) << ::testing::PrintToString(all);
    EXPECT_EQ(paths.size(), 12u) << ::testing::PrintToString(all);
    EXPECT_EQ(all.count("returns -2"), 1u) << ::testing::PrintToString(all);
    EXPECT_GE(all.count("returns -1"), 1u);
    const bool made_limit = std::any_of(paths.begin(), paths.end(), [](const PathResult& p) {
        return p.inputs && std::any_of(p.inputs->objects.begin(), p.inputs->objects.end(),
                                       [](const InputObject& o) { return o.origin == "new.limit"; });
    });
    EXPECT_TRUE(made_limit);
    expect_replays("withdraw", paths);
}

TEST_F(ConstructionTest, AFactoryReturningNullEndsThePathBeforeTheMethod) {
    const classfile::Method& open = member("open", "(I)Leng/Wallet;");
    auto paths = explore("withdraw", &open);
    const auto all = outcomes(paths);
    EXPECT_EQ(all.count("setup: returned the factory returned null"), 1u) << ::testing::PrintToString(all);
    // Integer.MIN_VALUE stays negative when negated: the nested constructor refuses it.
    EXPECT_EQ(all.count("setup: throws java/lang/IllegalArgumentException"), 1u) << ::testing::PrintToString(all);
    EXPECT_GE(all.count("returns 1"), 1u);
    EXPECT_GE(all.count("returns 0"), 1u);
    expect_replays("withdraw", paths);
}

// Forks made inside the constructor, and pauses there, resume where they
// were: exploring in slices of any size finds the same paths.
TEST_F(ConstructionTest, SlicesExploreTheSamePathsAsOneRun) {
    const classfile::Method& init = member("<init>", "(JLeng/Wallet$Limit;)V");
    const auto whole = outcomes(explore("withdraw", &init));
    for (std::uint64_t slice : {std::uint64_t{1}, std::uint64_t{50}, std::uint64_t{5000}}) {
        auto sliced = explore("withdraw", &init, slice);
        EXPECT_EQ(outcomes(sliced), whole) << "slice " << slice;
        expect_replays("withdraw", sliced);
    }
}

TEST_F(ConstructionTest, OnlyConstructorsAndFactoriesOfTheClassConstruct) {
    EngineOptions options;
    Engine engine(program_, context_, *solver_, options);
    EXPECT_FALSE(engine.begin(*cls_, method("withdraw"), &method("freeze")));
    EXPECT_FALSE(engine.begin(*cls_, method("open"), &member("<init>", "(J)V")));  // static: no receiver
    EXPECT_TRUE(engine.begin(*cls_, method("withdraw"), &member("open", "(I)Leng/Wallet;")));
}

}  // namespace
// A constructor's arguments try null last, and its validations take the
// accepting side first: the first path reaches the method, where null
// first, then the model's way through each check, made every refusal a
// path before one receiver was built.
class ValidatedConstructionTest : public EngineFixture {
protected:
    ValidatedConstructionTest() : EngineFixture("eng/Named") {}
};

TEST_F(ValidatedConstructionTest, TheFirstPathBuildsAReceiverTheConstructorAccepts) {
    const classfile::Method* init = cls_->find_method("<init>", "(Ljava/lang/String;)V");
    ASSERT_NE(init, nullptr);
    Engine engine(program_, context_, *solver_, EngineOptions{});
    ASSERT_TRUE(engine.begin(*cls_, method("size"), init));
    std::vector<PathResult> paths;
    while (paths.empty() && !engine.finished()) paths = engine.resume(work_for_seconds(0.01));
    ASSERT_FALSE(paths.empty());
    EXPECT_FALSE(paths.front().setup_failed) << paths.front().exception_class;
    EXPECT_EQ(paths.front().end, PathEnd::Returned);
    // The refusals are still explored, after it.
    while (!engine.finished()) {
        auto more = engine.resume(work_for_seconds(1));
        paths.insert(paths.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    const auto refused = std::count_if(paths.begin(), paths.end(), [](const PathResult& p) { return p.setup_failed; });
    EXPECT_GE(refused, 3);  // null, blank, too long
}

}  // namespace symcrete::engine
