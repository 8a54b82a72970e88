// Java threads as green threads (threads.h, scheduler.cpp): a path that
// starts a thread runs it in one interleaving and says so; symbolic values
// cross threads and the worker's branches fork the whole path; a program
// whose threads all wait for ever ends as a deadlock naming what each waits
// for; sleeping threads wake in deadline order; a thread waits for a class
// another is initialising; a quantum ends a turn at a jump target.
#include <gtest/gtest.h>

#include <set>

#include "engine/engine.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
using expr::Value;

class Threads : public symcrete::testing::EngineFixture {
protected:
    Threads() : EngineFixture("eng/Threads") {}

    std::vector<engine::PathResult> explore(const std::string& name) {
        engine::Engine engine(program_, context_, *solver_, engine::EngineOptions{});
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        return paths ? *paths : std::vector<engine::PathResult>{};
    }

    engine::Engine::MainResult run_main(const std::string& nested) {
        auto cls = class_path_.load("eng/Threads$" + nested);
        EXPECT_TRUE(cls) << cls.error().message;
        engine::EngineOptions options;
        options.max_call_depth = engine::kJavaStackDepth;
        engine::Engine engine(program_, context_, *solver_, options);
        return engine.run_main(**cls, {});
    }

    // The program ends as a deadlock, nothing printed, saying what each thread waits for.
    void expect_deadlock(const std::string& nested, const std::string& waits) {
        const auto result = run_main(nested);
        EXPECT_EQ(result.end, engine::PathEnd::Deadlock) << nested;
        EXPECT_EQ(result.detail, "all threads blocked: " + waits);
        EXPECT_EQ(result.out, "") << nested;
    }

    static bool lost_interleavings(const engine::PathResult& path) {
        for (const engine::PrecisionLoss& loss : path.precision_lost)
            if (loss.kind == engine::PrecisionLossKind::ThreadInterleaving) return true;
        return false;
    }
};

TEST_F(Threads, EachPathSeesWhatTheWorkerWroteAndSaysItIsOneInterleaving) {
    std::set<bool> sides;  // x > 10 or not
    for (const engine::PathResult& path : explore("doubledByWorker")) {
        ASSERT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        const Value x = path.arguments[0].is_symbolic() ? expr::evaluate(path.arguments[0].expr(), path.model)
                                                        : path.arguments[0];
        const Value r = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                         : *path.return_value;
        EXPECT_EQ(r.as_i32(), x.as_i32() > 10 ? x.as_i32() * 2 : -x.as_i32()) << x.as_i32();
        sides.insert(x.as_i32() > 10);
        EXPECT_TRUE(lost_interleavings(path));
    }
    EXPECT_EQ(sides.size(), 2u);  // the worker's branch forked the path
}

TEST_F(Threads, APathWithOneThreadLosesNothing) {
    for (const engine::PathResult& path : explore("noThreads")) {
        EXPECT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        EXPECT_TRUE(path.precision_lost.empty());
    }
}

TEST_F(Threads, ADeadlockEndsThePathSayingWhatEachThreadWaitsFor) {
    expect_deadlock("LockOrder",
                    "\"main\" waits to lock a java.lang.Object held by \"Thread-0\"; "
                    "\"Thread-0\" waits to lock a java.lang.Object held by \"main\"");
    expect_deadlock("NeverCountedDown",
                    "\"main\" is parked (LockSupport.park) for a java.util.concurrent.CountDownLatch$Sync");
}

TEST_F(Threads, AThreadWaitsForTheClassAnotherIsInitialising) {
    expect_deadlock("InitialisedByMain",
                    "\"main\" waits for thread \"Thread-0\" to end (Thread.join); "
                    "\"Thread-0\" waits for the initialisation of eng.Threads$InitialisedByMain by \"main\"");
}

TEST_F(Threads, SleepersWakeInTheOrderOfTheirDeadlines) {
    const auto result = run_main("SleepOrder");
    EXPECT_EQ(result.end, engine::PathEnd::Returned) << result.detail;
    EXPECT_EQ(result.out, "a0\nb0\na1\nb1\na2\nb2\n");
}

// A thread's turn ends after a quantum, at a jump target: a spinning thread
// lets the others run, and straight-line code such as count++ is not cut
// in two, so racing threads lose no update, as they rarely do on HotSpot.
TEST_F(Threads, AQuantumEndsATurnButNotInTheMiddleOfStraightLineCode) {
    const auto spin = run_main("SpinUntilSet");
    EXPECT_EQ(spin.end, engine::PathEnd::Returned) << spin.detail;
    EXPECT_EQ(spin.out, "spun\n");
    const auto race = run_main("RacingCounter");
    EXPECT_EQ(race.end, engine::PathEnd::Returned) << race.detail;
    EXPECT_EQ(race.out, "300000\n");
}

TEST_F(Threads, AWorkersExceptionIsReportedAndTheProgramGoesOn) {
    const auto result = run_main("WorkerThrows");
    EXPECT_EQ(result.end, engine::PathEnd::Returned) << result.detail;
    EXPECT_EQ(result.exit_status, 0);
    EXPECT_EQ(result.out, "main goes on\n");
    EXPECT_EQ(result.err.substr(0, result.err.find('\n')),
              "Exception in thread \"Thread-0\" java.lang.IllegalArgumentException: worker failed");
}

}  // namespace
