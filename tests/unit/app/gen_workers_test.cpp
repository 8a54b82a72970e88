// `symcrete gen` over many classes explores each in a worker process
// (app/class_worker.h): the tests a worker finds are those of a run on the
// class alone; a worker that crashes costs only its class; an interrupt
// reaches the workers, which keep what they found.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "support/java_compiler.h"
#include "support/text.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

// The second copy of exploring a class (in a worker, its result through
// JSON) against the first (in the process itself, as for one class).
TEST(GenWorkers, AClassInAWorkerGetsTheTestsItGetsAlone) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-workers-same");
    const auto alone =
        run_command(symcrete_command(fmt::format("gen --cp {} --class many.Calc --no-validate --budget 5 --out {}",
                                                 shell_quote(classes), shell_quote(dir / "alone"))));
    ASSERT_EQ(alone.status, 0) << alone.output;
    const auto many =
        run_command(symcrete_command(fmt::format("gen --cp {} --package many --no-validate --budget 5 --out {}",
                                                 shell_quote(classes), shell_quote(dir / "many"))));
    ASSERT_EQ(many.status, 0) << many.output;
    const std::string test = read_file(dir / "alone" / "many" / "CalcSymcreteTest.java");
    EXPECT_TRUE(contains(test, "@Test")) << test;
    EXPECT_EQ(read_file(dir / "many" / "many" / "CalcSymcreteTest.java"), test);
}

TEST(GenWorkers, AWorkerThatCrashesCostsOnlyItsClass) {
    const fs::path classes = compile_java("gen_workers", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-workers-crash");
    // The worker for workers.Sign aborts as it starts (a fault injected for
    // this test).
    const auto result = run_command(
        "SYMCRETE_WORKER_ABORT_ON=workers/Sign " +
        symcrete_command(fmt::format("gen --cp {} --package workers --no-validate --budget 2 --out {} --report {}",
                                     shell_quote(classes), shell_quote(dir / "out"), shell_quote(dir / "report"))));
    EXPECT_EQ(result.status, 3) << "an internal error\n" << result.output;
    EXPECT_TRUE(contains(result.output, "not explored: the explorer crashed (signal 6")) << result.output;
    EXPECT_TRUE(fs::is_regular_file(dir / "out" / "workers" / "FlagsSymcreteTest.java")) << result.output;
    EXPECT_FALSE(fs::exists(dir / "out" / "workers" / "SignSymcreteTest.java"));
    const nlohmann::json report = nlohmann::json::parse(read_file(dir / "report" / "symcrete-report.json"));
    ASSERT_EQ(report["classes"].size(), 2U) << report.dump(2);
    for (const auto& cls : report["classes"]) {
        if (cls["class"] == "workers.Sign")
            EXPECT_TRUE(contains(cls["error"].get<std::string>(), "crashed")) << cls.dump(2);
        else
            EXPECT_TRUE(cls["error"].is_null()) << cls.dump(2);
    }
}

TEST(GenWorkers, AnInterruptReachesTheWorkers) {
    const fs::path classes = compile_java("gen_workers", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-workers-interrupt");
    // workers.Flags takes about two minutes (more under the sanitizers);
    // with -j 1, workers.Sign waits for it. Once its worker has run for two
    // seconds, gen gets one SIGINT (as from Ctrl-C; a second one would kill
    // it); `timeout` fails the test if the run does not end. The worker
    // looked for is this gen's (timeout's child's) child: tests running
    // beside this one start workers for workers.Flags too. The script says
    // when it saw the worker, and what gen's children were if it never did,
    // so that a failure on a loaded machine tells which step was late.
    const std::string gen =
        symcrete_command(fmt::format("gen --cp {} --package workers -j 1 --no-validate --budget 600 --out {}",
                                     shell_quote(classes), shell_quote(dir / "out")));
    const auto result = run_command(fmt::format(
        "timeout --foreground 150 {} >{} 2>&1 & pid=$!; started=$(date +%s); seen=; "
        "while [ $(( $(date +%s) - started )) -lt 60 ]; do "
        "for g in $(pgrep -P $pid); do pgrep -P $g -f 'explore-worker.*workers/Flags' >/dev/null && seen=$g; done; "
        "[ -n \"$seen\" ] && break; sleep 0.1; done; "
        "if [ -n \"$seen\" ]; then echo \"worker seen after $(( $(date +%s) - started )) s\"; "
        "else echo 'no worker for workers.Flags in 60 s; the processes:'; ps -eo pid,ppid,etimes,args; fi; "
        "sleep 2; "
        "kill -INT $pid; wait $pid",
        gen, shell_quote(dir / "log")));
    const std::string log = read_file(dir / "log") + "\n(the test's script)\n" + result.output;
    EXPECT_EQ(result.status, 130) << log;
    EXPECT_TRUE(contains(log, "symcrete: interrupted: the tests found before were written")) << log;
    EXPECT_TRUE(contains(log, "workers.Sign   not explored: interrupted before it started")) << log;
    // The worker stopped where it was and its report came back: how far
    // it got depends on the machine (under the sanitizers, maybe no path).
    EXPECT_TRUE(contains(log, "tests (interrupted)")) << log;
    EXPECT_TRUE(fs::is_regular_file(dir / "out" / "workers" / "FlagsSymcreteTest.java")) << log;
}

// A run killed outright (a second Ctrl-C, SIGKILL) takes its workers with
// it, instead of leaving them to run out a budget nobody waits for.
TEST(GenWorkers, AWorkerEndsWithItsParent) {
    const fs::path classes = compile_java("gen_workers", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-workers-kill");
    const std::string gen =
        symcrete_command(fmt::format("gen --cp {} --package workers --no-validate --budget 600 --out {}",
                                     shell_quote(classes), shell_quote(dir / "out")));
    // The worker is gen's child; once gen is killed, it must go too.
    const auto result = run_command(
        fmt::format("{} >{} 2>&1 & pid=$!; "
                    "for i in $(seq 1200); do w=$(pgrep -P $pid -f explore-worker) && break; sleep 0.05; done; "
                    "[ -n \"$w\" ] || {{ kill -KILL $pid; echo no worker started; exit 1; }}; "
                    "kill -KILL $pid; wait $pid; "
                    "for i in $(seq 200); do kill -0 $w 2>/dev/null || exit 0; sleep 0.05; done; "
                    "kill -KILL $w; echo the worker lived on; exit 1",
                    gen, shell_quote(dir / "log")));
    EXPECT_EQ(result.status, 0) << result.output << read_file(dir / "log");
}

}  // namespace
