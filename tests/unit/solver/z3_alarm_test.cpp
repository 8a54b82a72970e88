// The wall-clock limit of Z3 checks (z3_alarm.h): a check past its deadline
// is interrupted, the next check on the context is not, and checks whose
// deadline falls as they finish (where Z3's own timer threads race) go on
// answering.
#include "z3_alarm.h"

#include <gtest/gtest.h>
#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <thread>

#include "support/cpu_clock.h"

namespace symcrete::solver {
namespace {

// Factoring the product of the two largest primes below 2^32: far longer
// than a second for Z3.
void add_factoring(z3::context& ctx, z3::solver& solver) {
    const z3::expr p = ctx.bv_const("p", 64);
    const z3::expr q = ctx.bv_const("q", 64);
    const std::uint64_t n = 4294967291ULL * 4294967279ULL;
    const z3::expr limit = ctx.bv_val(static_cast<std::uint64_t>(1) << 32, 64);
    solver.add(p * q == ctx.bv_val(n, 64) && z3::ugt(p, ctx.bv_val(1, 64)) && z3::ugt(q, ctx.bv_val(1, 64)) &&
               z3::ult(p, limit) && z3::ult(q, limit));
}

z3::check_result easy_check(Z3Alarm& alarm, z3::context& ctx, std::chrono::milliseconds timeout) {
    z3::solver solver(ctx);
    const z3::expr x = ctx.bv_const("x", 64);
    solver.add(x * ctx.bv_val(3, 64) == ctx.bv_val(21, 64));
    return alarm.check(ctx, solver, timeout);
}

TEST(Z3Alarm, ACheckPastItsDeadlineIsInterrupted) {
    z3::context ctx;
    Z3Alarm alarm;
    z3::solver solver(ctx);
    add_factoring(ctx, solver);
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(alarm.check(ctx, solver, std::chrono::milliseconds(100)), z3::unknown);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
    EXPECT_EQ(solver.reason_unknown(), "interrupted");
    EXPECT_EQ(alarm.interrupts(), 1U);
    // The interrupt ended that check only.
    EXPECT_EQ(easy_check(alarm, ctx, std::chrono::milliseconds(0)), z3::sat);
    EXPECT_EQ(easy_check(alarm, ctx, std::chrono::milliseconds(5000)), z3::sat);
    EXPECT_EQ(alarm.interrupts(), 1U);
}

TEST(Z3Alarm, ADeadlineAfterTheCheckEndedInterruptsNothing) {
    z3::context ctx;
    Z3Alarm alarm;
    // Far above the milliseconds the check takes, even on a loaded machine.
    EXPECT_EQ(easy_check(alarm, ctx, std::chrono::milliseconds(500)), z3::sat);
    std::this_thread::sleep_for(std::chrono::milliseconds(600));  // past that deadline
    EXPECT_EQ(easy_check(alarm, ctx, std::chrono::milliseconds(0)), z3::sat);
    EXPECT_EQ(alarm.interrupts(), 0U);
}

// Deadlines around the time each check takes (factoring numbers of 12 to 24
// bits, timed first without a limit, so a loaded machine or a sanitizer
// build scales both): some checks are interrupted, some answer. Every check
// returns (with Z3's "timeout" parameter, such a loop deadlocked inside Z3
// 4.8.12), and every answer is right.
TEST(Z3Alarm, DeadlinesAsChecksFinishNeverHang) {
    z3::context ctx;
    Z3Alarm alarm;
    // Deadline as a fraction of the check's own time, in percent: its CPU
    // time, as the alarm counts (on a loaded machine wall time is longer,
    // and fractions of it would rarely interrupt).
    constexpr int kPercent[] = {10, 25, 50, 75, 100, 150, 200, 300};
    int answered = 0;
    for (int round = 0; round < 160; ++round) {
        const unsigned width = 6 + static_cast<unsigned>(round % 7);
        const z3::expr x = ctx.bv_const("x", width);
        const z3::expr y = ctx.bv_const("y", width);
        const std::uint64_t a = (std::uint64_t{1} << (width - 1)) + 3;
        const std::uint64_t b = (std::uint64_t{1} << (width - 1)) + 7;
        const z3::expr factoring = z3::zext(x, width) * z3::zext(y, width) == ctx.bv_val(a * b, 2 * width) &&
                                   z3::ugt(x, ctx.bv_val(1, width)) && z3::ugt(y, ctx.bv_val(1, width));
        z3::solver timed(ctx);
        timed.add(factoring);
        const clockid_t cpu = this_thread_cpu_clock();
        const auto start = cpu_time(cpu);
        ASSERT_EQ(alarm.check(ctx, timed, std::chrono::milliseconds(0)), z3::sat);
        const auto took = std::chrono::duration_cast<std::chrono::microseconds>(cpu_time(cpu) - start);

        z3::solver solver(ctx);
        solver.add(factoring);
        const auto deadline =
            std::max(std::chrono::milliseconds(1),
                     std::chrono::duration_cast<std::chrono::milliseconds>(took * kPercent[round % 8] / 100));
        // An interrupt during Z3's preprocessing surfaces as a "canceled"
        // exception rather than unknown (z3_solver.cpp treats both alike).
        z3::check_result result = z3::unknown;
        try {
            result = alarm.check(ctx, solver, deadline);
        } catch (const z3::exception&) {
            EXPECT_NO_THROW((x + 1).simplify());
            continue;
        }
        // However the check ended, the context is usable afterwards (an
        // interrupt landing as Z3 returned left it cancelled).
        EXPECT_NO_THROW((x + 1).simplify());
        if (result == z3::unknown) continue;
        ++answered;
        ASSERT_EQ(result, z3::sat);
        const z3::model model = solver.get_model();
        EXPECT_EQ(model.eval(x, true).get_numeral_uint64() * model.eval(y, true).get_numeral_uint64(), a * b);
    }
    EXPECT_GT(answered, 0);
    EXPECT_GT(alarm.interrupts(), 0U);
}

}  // namespace
}  // namespace symcrete::solver
