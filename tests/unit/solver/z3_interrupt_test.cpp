// A SIGINT during a Z3 query reaches the program's own handler: Z3 would
// otherwise catch it for the length of the check (its "ctrl_c" parameter),
// cancel that one query and swallow it, so Ctrl-C, and gen's stop forwarded
// to a worker, were lost whenever they landed inside a solver call.
#include <gtest/gtest.h>
#include <z3++.h>

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <chrono>
#include <thread>

#include "z3_limits.h"

namespace {

std::atomic<bool> g_interrupted{false};
extern "C" void on_interrupt(int) { g_interrupted.store(true); }

TEST(Z3Interrupt, ASigintDuringACheckReachesTheProgramsHandler) {
    struct sigaction ours {};
    ours.sa_handler = on_interrupt;
    struct sigaction before {};
    ASSERT_EQ(::sigaction(SIGINT, &ours, &before), 0);
    g_interrupted.store(false);

    // Factoring a 62-bit semiprime by bit-vector multiplication: long enough
    // for the signal to land inside the check.
    z3::context ctx;
    z3::solver solver(ctx);
    symcrete::solver::apply_work_limit(ctx, solver, symcrete::solver::QueryLimits{std::chrono::milliseconds(0), 0});
    const z3::expr x = ctx.bv_const("x", 64);
    const z3::expr y = ctx.bv_const("y", 64);
    const auto bv = [&](std::uint64_t value) { return ctx.bv_val(value, 64U); };
    const std::uint64_t p = 2147483647, q = 1073741827;
    solver.add(x * y == bv(p * q));
    solver.add(z3::ugt(x, bv(1)) && z3::ugt(y, bv(1)));
    solver.add(z3::ult(x, bv(std::uint64_t{1} << 32)) && z3::ult(y, bv(std::uint64_t{1} << 32)));
    solver.add(x != bv(p) && x != bv(q));

    // Z3's own catching would cancel the check as the signal arrives; the
    // timeout only bounds the test's wait otherwise.
    z3::params bounded(ctx);
    bounded.set("timeout", 3000U);
    solver.set(bounded);
    std::atomic<bool> sent{false};
    std::thread sender([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        sent.store(true);
        ::kill(::getpid(), SIGINT);
    });
    (void)solver.check();
    const bool ended_before_the_signal = !sent.load();
    sender.join();
    // The handler has run by the time kill() returns on this process's
    // threads, or soon after: wait for it briefly rather than race it.
    for (int i = 0; i < 100 && !g_interrupted.load(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ::sigaction(SIGINT, &before, nullptr);
    if (ended_before_the_signal) GTEST_SKIP() << "the check ended before the signal was sent";
    EXPECT_TRUE(g_interrupted.load());
}

}  // namespace
