// The `symcrete` command line: the only place that knows every library.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cstdio>
#include <exception>
#include <new>

#include "check_command.h"
#include "diff_command.h"
#include "grade_command.h"
#include "class_worker.h"
#include "common_options.h"
#include "exit_codes.h"
#include "gen_command.h"
#include "merge_command.h"
#include "inspect_command.h"
#include "reach_command.h"
#include "run_command.h"
#include "worst_command.h"
#include "svcomp_command.h"

#include <algorithm>
#include <string>
#include <vector>

#include "testgen/stop_reason.h"

namespace {

// gen --help's list of the reasons a method's exploration stops short, from
// the one list the report lines are made of.
std::string stop_reasons_help() {
    std::string text = "Each method's line ends with why its exploration stopped: \"explored completely\", or\n";
    for (symcrete::testgen::StopReason reason : symcrete::testgen::kStopReasons)
        text += fmt::format("  {}: {}\n", symcrete::testgen::label(reason), symcrete::testgen::meaning(reason));
    text.pop_back();
    return text;
}

// java's own spelling of `run`'s -ea (a single dash and two letters, which
// CLI11 does not parse) becomes --enable-assertions, up to the main class:
// what follows it is the program's.
std::vector<std::string> java_style_flags(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    bool in_run = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!in_run) {
            in_run = arg == "run";
            continue;
        }
        if (arg == "-ea" || arg == "-enableassertions") {
            args[i] = "--enable-assertions";
        } else if (arg == "--cp" || arg == "--class-path" || arg == "--max-steps" || arg == "--max-heap") {
            ++i;  // its value
        } else if (arg.empty() || arg[0] != '-') {
            break;  // the main class
        }
    }
    return args;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Symcrete: symbolic execution for the JVM that writes JUnit 5 tests.\n"
                 "It reads compiled classes (.class folders, .jar files) and the JDK they run on."};
    app.name("symcrete");
    app.set_version_flag("--version", "symcrete 0.1.0");
    app.require_subcommand(1);

    symcrete::app::InspectOptions inspect;
    CLI::App* inspect_cmd = app.add_subcommand(
        "inspect", "Show classes, their members and the IR their methods lift to.");
    inspect_cmd->footer(
        "Examples:\n"
        "  symcrete inspect --cp build/examples               list every class\n"
        "  symcrete inspect --cp app.jar --class com.acme.Calc  one class's members\n"
        "  symcrete inspect --cp app.jar --class com.acme.Calc --ir divide\n"
        "  symcrete inspect --jdk --lift-all                    lift every JDK method\n"
        "  symcrete inspect --jdk --package java.util --lift-all  lift java.util and its subpackages\n"
        "The JDK is found via JAVA_HOME or the java on PATH.");
    symcrete::app::add_class_path_option(*inspect_cmd, inspect.class_path,
                                         "Directories and .jar files, ':'-separated or repeated");
    inspect_cmd->add_flag("--jdk", inspect.jdk, "Inspect the JDK's runtime image (lib/modules)");
    inspect_cmd->add_option("--class", inspect.class_name, "Class to show, e.g. com.acme.Calc");
    inspect_cmd->add_option("--ir", inspect.method, "Print the IR of this method (name or name(descriptor))");
    inspect_cmd->add_flag("--lift-all", inspect.lift_all,
                          "Lift every method; ends with 'lifted <N> classes, <M> methods, <F> failures'");
    inspect_cmd->add_option("--package", inspect.package,
                            "Only classes in this package and its subpackages, e.g. com.acme");
    inspect_cmd->add_flag("!--no-progress", inspect.progress, "Do not show progress on stderr");

    symcrete::app::GenOptions gen;
    CLI::App* gen_cmd = app.add_subcommand(
        "gen", "Generate JUnit 5 test suites for classes by symbolic execution, validated on the JVM.");
    gen_cmd->footer(
        "Explores every method the tests can call, with primitive, String, array, List, Set, Map,\n"
        "Deque, Optional, BigInteger, BigDecimal, java.time (LocalDate.of(...)), functional interface (a lambda\n"
        "answering in call order), record (made by its canonical constructor, so only values it accepts)\n"
        "and object parameters; a receiver is built by a public constructor or factory when one reaches the\n"
        "branch (a construction that throws becomes a test of the constructor), or by one and\n"
        "then a call of another method (cart.add(...) before cart.total()), else field by\n"
        "field. Methods it cannot call are listed as skipped, with the reason. It then lists the\n"
        "source lines whose branches the tests miss.\n"
        "Writes <out>/<package>/<Name>SymcreteTest.java, compiles and runs it with JUnit 5 and\n"
        "measures branch coverage with JaCoCo, removing any test that does not pass.\n"
        "The tests run on a JDK new enough for the classes' class files (Java 1.1 to 25, pattern\n"
        "switches and record patterns included; JDK 17 preview classes with --enable-preview):\n"
        "--java-home, else JAVA_HOME or the java on PATH, else the oldest fitting JDK under\n"
        "/usr/lib/jvm, whose class library is also what is explored. Without one, the tests are\n"
        "written marked as not validated and gen exits 4. A class JaCoCo cannot read (Debian's\n"
        "0.8.6: Java 20 and later) runs its tests without coverage, and the summary says so.\n"
        "Progress goes to stderr. Ctrl-C stops exploring; the tests found so far are still validated\n"
        "and written. A second Ctrl-C writes them at once, without validation.\n"
        "Example:\n"
        "  javac -d classes src/com/acme/Calc.java\n"
        "  symcrete gen --cp classes --class com.acme.Calc --out src/test/java\n"
        "  symcrete gen --cp app.jar --package com.acme -j 4 --out src/test/java\n"
        "Several classes are explored in parallel, each exactly as it would be alone, and\n"
        "validated in batches; a summary table ends the run.\n"
        "Exit status: 0 done; 1 bad options or input (an --out or --report folder that cannot be\n"
        "written ends the run before exploring); 2 a class got no test, every path having stopped at\n"
        "something Symcrete does not model; 3 internal error (a replay mismatch or a\n"
        "crash; a test that failed on the JVM is taken out and named, and the run succeeds);\n"
        "4 validation could not run; 130 interrupted.\n" +
        stop_reasons_help());
    symcrete::app::add_class_path_option(*gen_cmd, gen.class_path,
                                         "Directories and .jar files, ':'-separated (required unless --project)");
    gen_cmd->add_option("--project", gen.project,
                        "A Maven (pom.xml) or Gradle (build.gradle[.kts]) project: its compiled classes are tested, "
                        "its dependencies are on the class path, tests go to its src/test/java. Maven, when "
                        "installed, compiles it and resolves the dependencies first");
    symcrete::app::add_class_selection_options(
        *gen_cmd, gen.classes, gen.packages, "Class to test, e.g. com.acme.Calc (repeat for more)",
        "Test every class of this package and its sub-packages, e.g. com.acme (repeatable). "
        "Without --class and --package: every class on --cp");
    symcrete::app::add_jobs_option(*gen_cmd, gen.jobs,
                                   "Classes explored at once, each in a process of its own (0: one per core, at most "
                                   "one per 4 GiB of memory). The output does not depend on it");
    gen_cmd->add_option("--report", gen.report_dir,
                        "Write reports into this directory: symcrete-report.json (per class and method: paths, "
                        "tests, coverage, skipped methods with reasons, timings; docs/report-schema.md), "
                        "index.html, and JaCoCo's HTML coverage pages under coverage/");
    gen_cmd->add_option("--junit", gen.junit,
                        "Write tests for JUnit 4 or 5 (with --project: the JUnit the project uses)")
        ->check(CLI::IsMember({4u, 5u}))
        ->capture_default_str();
    symcrete::app::add_java_tool_options(*gen_cmd, gen.java_tools);
    gen_cmd->add_option("--shard", gen.shard,
                        "Only the i-th of n shares of the classes, e.g. 2/4 (every 4th class from the 2nd, in name "
                        "order): run the n shards anywhere, then join their reports with `symcrete merge`");
    symcrete::app::add_sources_option(
        *gen_cmd, gen.source_dirs, "Source roots of the classes (repeatable), so the HTML report shows covered lines");
    gen_cmd->add_option("--method", gen.method,
                        "Only methods with this name, or one overload: name(descriptor), e.g. 'max(II)I'");
    symcrete::app::add_out_option(*gen_cmd, gen.out_dir, "Where to write the tests")->capture_default_str();
    symcrete::app::add_budget_option(*gen_cmd, gen.budget,
                                     "Seconds of exploration per class, shared fairly by its methods. Counted as work\n"
                                     "(instructions and solver effort), so results do not depend on machine load.\n"
                                     "With many classes, the average: each gets a share by the code it offers\n"
                                     "(a quarter to four times this)");
    symcrete::app::add_max_memory_option(*gen_cmd, gen.max_memory,
                                         "Memory a class's exploration may hold (512m, 2g): there it ends, keeping the\n"
                                         "tests found, and the class's report says so");
    gen_cmd->add_flag("--all-paths", gen.all_paths, "Keep a test for every path, not only those adding coverage");
    gen_cmd->add_option("--cost", gen.cost,
                        "Give each test its cost by this model, as a comment and in the report: instructions (JVM\n"
                        "instructions run), calls (or calls=<method>: calls of one method), allocations or bytes\n"
                        "(objects and arrays made, their shallow sizes); counted exactly in the class's own code while\n"
                        "the method runs, not in the JDK's");
    gen_cmd->add_option("--cost-above", gen.cost_above,
                        "Keep only tests costing more than this (by --cost, else instructions), among every path's")
        ->check(CLI::NonNegativeNumber);
    gen_cmd->add_option("--top", gen.top, "Keep only each method's N costliest tests (by --cost, else instructions)")
        ->check(CLI::PositiveNumber);
    gen_cmd->add_option("--assume", gen.assume,
                        "Heap assumptions for object inputs (seed 002's): acyclic (no input reference closes a\n"
                        "cycle) or no-aliasing (no input reference is another input object), each for every\n"
                        "reference or for named fields and parameters (no-aliasing=next,prev); paths they rule out\n"
                        "are not explored, and the report says what was assumed");
    gen_cmd->add_flag("--symbolic", gen.symbolic,
                      "The report (--report) shows each test as a symbolic test case: its inputs as a constraint,\n"
                      "its output as an expression of them, whether it throws, and the heap before and after the\n"
                      "call drawn as a graph");
    gen_cmd->add_option("--python", gen.python_file,
                        "A Python file (a subset of Python 3: docs/python.md) whose functions get pytest tests instead of\n"
                        "classes: each function is explored concolically, a parameter's type chosen on the path\n"
                        "(annotations restrict it); the tests are written to <out>/test_<module>.py and run with\n"
                        "pytest and coverage.py (Debian's python3-pytest, python3-coverage) in the sandbox");
    gen_cmd->add_option("--function", gen.python_function, "With --python: only this function");
    gen_cmd->add_option("--oracle", gen.oracle,
                        "Where each test's expected result comes from: current (what the code does today, the\n"
                        "default), ask (you say it, as --ask) or reference (what another implementation of the class,\n"
                        "--reference, does on the same inputs: a golden master). A test whose expectation the code\n"
                        "disagrees with is kept and fails; its comment says where the expectation came from")
        ->check(CLI::IsMember({"current", "ask", "reference"}));
    gen_cmd->add_option("--reference", gen.reference_class_path,
                        "With --oracle reference: class path of the reference implementation (same class names;\n"
                        "':'-separated directories and jars, repeatable)");
    gen_cmd->add_flag_callback(
        "--ask", [&gen] { gen.oracle = "ask"; },
        "Ask you the expected result of each test whose call returns a value: the method (its source with\n"
        "--sources) and the call are shown, and you answer with a Java value (3, \"abc\", null, {1, 2}), an\n"
        "expression, `throws <Exception>`, `same` (the code is right) or `skip`. An answer the code\n"
        "disagrees with is said at once and its test kept: it fails, showing the bug. Reads answers from\n"
        "a terminal or a pipe, one per line; an exception the code throws is asserted without a question");
    gen_cmd->add_option("--answers", gen.answers_file,
                        "With --ask: a JSON file that keeps your answers; a later run asks only what it has no answer\n"
                        "for, or whose method's code changed, and says which kept answers the code no longer agrees with");
    gen_cmd->add_flag("--summaries", gen.summaries,
                      "Calls of pure static methods (primitive parameters and result) take the callee's paths, "
                      "explored once, instead of running it again");
    gen_cmd->add_flag("--mutation", gen.mutation,
                      "Mutation analysis: plant small faults in the class (operators, conditions, constants, calls, "
                      "return values), run the tests on each in the engine, report the share they notice, and keep "
                      "extra tests that notice one no other test does");
    gen_cmd->add_flag("!--no-setup-calls", gen.setup_calls,
                      "Build receivers by a constructor alone, never followed by a call of another\n"
                      "method of the class (cart.add(...) before the method under test)");
    symcrete::app::add_validation_flags(
        *gen_cmd, gen.validate, gen.unsafe_validate, "Do not compile and run the tests on the JVM",
        "Run the tests on the JVM without the bubblewrap sandbox (they can then change your files)");
    symcrete::app::add_stats_flag(*gen_cmd, gen.stats, "Print paths, paths per second, solver queries and solver time");
    gen_cmd->add_option("--solver-layers", gen.solver_layers,
                        "The solver layers in front of Z3, comma-separated: independence, cache, ranges,\n"
                        "intervals, integers, walk, cvc5 ('z3' for none). Answers stay exact; only their cost changes")
        ->capture_default_str();
    gen_cmd->add_option("--block-bound", gen.block_bound,
                        "PET's block-k: a path may enter each block of your code at most this many times in the\n"
                        "method's call; longer paths are cut, as PET drops them (counted as 'call depth or path\n"
                        "budget'). 0: no such bound. --branch-bound bounds splits instead, and never cuts a path");
    gen_cmd->add_option("--loop-bound", gen.loop_bound,
                        "PET's loop-k: a path may iterate each loop of your code at most this many times each time\n"
                        "it enters the loop, in the method's call; longer paths are cut, as with --block-bound. 0: none");
    gen_cmd->add_option("--branch-bound", gen.branch_bound, "Times one path may split at one branch (loop unrolling)")
        ->capture_default_str()
        ->check(CLI::Range(1u, 1000u));
    symcrete::app::add_search_option(
        *gen_cmd, gen.search,
        "Which waiting path to explore next: dfs (newest fork first), bfs (oldest first) or\n"
        "covnew (a fork onto a branch edge no finished path covered yet, else dfs)");
    gen_cmd->add_option("--max-depth", gen.max_depth, "Fields followed from a parameter: a.next.next...")
        ->capture_default_str()
        ->check(CLI::Range(0u, 100u));
    gen_cmd->add_option("--max-objects", gen.max_objects, "Input objects made per path")
        ->capture_default_str()
        ->check(CLI::Range(0u, 1000u));
    gen_cmd->add_option("--max-array-length", gen.max_array_length, "Elements of an input array of primitives")
        ->capture_default_str()
        ->check(CLI::Range(0, 1 << 20));
    gen_cmd->add_option("--max-string-length", gen.max_string_length, "Chars of an input String")
        ->capture_default_str()
        ->check(CLI::Range(0, 1 << 16));

    symcrete::app::RunOptions run;
    CLI::App* run_cmd = app.add_subcommand(
        "run", "Run a program's main method in Symcrete's own interpreter, printing what it prints.");
    run_cmd->footer(
        "Usage: symcrete run --cp <path> <MainClass> [args...]\n"
        "Executes main(String[]) concretely on the engine that gen explores with, including\n"
        "the JDK's own bytecode. stdout, stderr and the exit status are those java would give,\n"
        "written when java would write them; System.in reads standard input;\n"
        "an uncaught exception prints 'Exception in thread \"main\" ...' and exits 1.\n"
        "Exit status 2 with a 'symcrete: unsupported: ...' line means the engine could not go on.\n"
        "With --python <file.py>, runs the file's top level as python3 would (exit 1 after an uncaught\n"
        "exception's traceback); --max-steps then counts statements.\n"
        "Example:\n"
        "  javac -d classes Hello.java && symcrete run --cp classes Hello world\n"
        "  symcrete run --python hello.py");
    symcrete::app::add_class_path_option(*run_cmd, run.class_path)->allow_extra_args(false);
    run_cmd->add_option("--max-steps", run.max_steps, "Stop after this many IR instructions (0: no limit)");
    run_cmd->add_option("--max-heap", run.max_heap,
                        "Java's heap, as java -Xmx takes it (512m, 2g); past it, OutOfMemoryError. "
                        "Default: java's, a quarter of physical memory");
    run_cmd->add_flag("--enable-assertions", run.enable_assertions,
                      "Run assert statements, as java -ea does (-ea is accepted too)");
    symcrete::app::add_stats_flag(*run_cmd, run.stats, "Print the run time on stderr");
    symcrete::app::add_java_home_option(*run_cmd, run.java_home, "whose class library the program runs on");
    run_cmd->add_option("--python", run.python_file,
                        "Run this Python file (a subset of Python 3: see docs/python.md) instead of a class");
    run_cmd->add_option("command", run.command, "The main class, then its arguments");
    run_cmd->positionals_at_end();

    symcrete::app::WorstOptions worst;
    CLI::App* worst_cmd = app.add_subcommand(
        "worst", "Find a method's inputs of greatest cost, size by size, and the growth of that cost.");
    worst_cmd->footer(
        "Each size is the length of every array-of-primitives parameter. At each size every path is\n"
        "explored while the budget allows (exhaustive: the worst input found is the worst); beyond\n"
        "those sizes, only the branch sides the costliest paths took at the largest exhaustive sizes,\n"
        "given the branch's last outcomes in the same call (a learned branch policy: the worst found\n"
        "is then a lower bound). The policy is also tried shaped like each kind of path the exhaustive\n"
        "sizes had (all elements equal, descending, ...); a shape whose cost grows faster than the\n"
        "costliest inputs is run at every size too, and when its growth is steeper it is the growth\n"
        "printed, with its input. --budget is the whole run's; larger sizes get larger shares. Prints a\n"
        "line per size (size, worst cost, how it was searched, paths, the input) and ends with the\n"
        "growth that fits: growth: 1, log n, n, n log n, n^2, n^3 or exponential. Costs are counted\n"
        "exactly in the class's own code (see gen --cost).\n"
        "Example:\n"
        "  symcrete worst --cp classes --method sort.Insertion.sort --sizes 1..32");
    symcrete::app::add_class_path_option(*worst_cmd, worst.class_path);
    worst_cmd->add_option("--method", worst.method, "Class.method or Class.method(descriptor): a static method")
        ->required();
    worst_cmd->add_option("--cost", worst.cost, "instructions, calls, calls=<method>, allocations or bytes")
        ->capture_default_str();
    worst_cmd->add_option("--sizes", worst.sizes, "FROM..TO: the input sizes")->capture_default_str();
    worst_cmd->add_option("--budget", worst.budget,
                          "Seconds of exploration for all sizes (counted as work; larger sizes get larger shares; "
                          "the run stops at 1.5 times this in CPU time)")
        ->capture_default_str();
    symcrete::app::add_java_home_option(*worst_cmd, worst.java_home, "whose class library the method runs on");
    symcrete::app::add_stats_flag(*worst_cmd, worst.stats, "Print each size's time, paths and solver queries on stderr");
    worst_cmd->add_option("--out", worst.out_dir,
                          "Write here a JUnit test per size that runs its worst input and asserts the result, and\n"
                          "worst.json and worst.html (the table and a plot of cost against size with the growth)");
    symcrete::app::add_validation_flags(
        *worst_cmd, worst.validate, worst.unsafe_validate, "Do not compile and run the tests of --out on the JVM",
        "Run the tests of --out on the JVM without the bubblewrap sandbox (they can then change your files)");

    symcrete::app::CheckCommandOptions check;
    CLI::App* check_cmd = app.add_subcommand(
        "check", "Find the ways classes or a program can fail, each with a JUnit reproducer run on the JVM.");
    check_cmd->footer(
        "Explores every public method and constructor of the classes (or main, with --main) with\n"
        "assertions enabled, and reports each way they fail: an assert that fails, or an exception\n"
        "that escapes, thrown by the code or raised by the JVM (null dereference, bad index or cast,\n"
        "division by zero, ...). One finding per exception and place, with the call chain, the\n"
        "inputs and a reproducer test that failed on the JVM with that exception (written to --out).\n"
        "Exceptions a method throws on purpose about its arguments or state (its own throw new\n"
        "IllegalArgumentException, Objects.requireNonNull, a checked exception it declares) are its\n"
        "contract: counted, and listed with --contracts.\n"
        "Examples:\n"
        "  symcrete check --cp classes --class com.acme.Calc\n"
        "  symcrete check --cp app.jar --class com.acme.Calc --format sarif --report calc.sarif\n"
        "Exit status: 0 no bugs; 5 bugs found; 1 bad options or input; 4 the reproducers could not run.");
    symcrete::app::add_class_path_option(*check_cmd, check.class_path)->required();
    symcrete::app::add_class_selection_options(
        *check_cmd, check.classes, check.packages, "A class to check, e.g. com.acme.Calc (repeatable)",
        "Check every class of this package and its sub-packages (repeatable); without --class, "
        "--package and --main, every class on --cp");
    check_cmd->add_option("--main", check.main_class, "A program: explore its main(String[]) only");
    check_cmd->add_option("--format", check.format, "text, json or sarif (SARIF 2.1.0)")->capture_default_str();
    symcrete::app::add_out_option(*check_cmd, check.out_dir, "Where the reproducer tests go")->capture_default_str();
    check_cmd->add_option("--report", check.report, "Write the report to this file instead of stdout");
    symcrete::app::add_budget_option(*check_cmd, check.budget, "Seconds of exploration per class (counted as work)");
    symcrete::app::add_max_memory_option(*check_cmd, check.max_memory,
                                         "Memory a class's exploration may hold (512m, 2g): there it ends, keeping the\n"
                                         "findings so far, and says so");
    symcrete::app::add_jobs_option(*check_cmd, check.jobs,
                                   "Classes explored at once (0: one per core, at most one per 4 GiB of memory). The "
                                   "report does not depend on it. Experimental above 1: the classes share one process "
                                   "(gen gives each a process of its own)");
    symcrete::app::add_search_option(*check_cmd, check.search,
                                     "Which waiting path to explore next: dfs, bfs or covnew (see gen --help)");
    check_cmd->add_flag("--contracts", check.contracts, "Also list the exceptions methods throw on purpose");
    symcrete::app::add_validation_flags(*check_cmd, check.validate, check.unsafe_validate,
                                        "Do not run the reproducers on the JVM (findings are then unconfirmed)",
                                        "Run the reproducers without the sandbox");
    symcrete::app::add_stats_flag(*check_cmd, check.stats, "Print exploration figures per class on stderr");
    symcrete::app::add_java_tool_options(*check_cmd, check.java_tools);

    symcrete::app::DiffCommandOptions diff;
    CLI::App* diff_cmd = app.add_subcommand(
        "diff", "Find inputs on which a candidate implementation behaves otherwise than a reference.");
    diff_cmd->footer(
        "Both programs have classes of the same names, each on its own class path (a reference\n"
        "solution and a student's submission). The entry's methods (a class: every public method and\n"
        "constructor, receivers built by constructors and calls as gen builds them; Class.method: that\n"
        "method) are explored in the programs --inputs names, and every input found is run on both,\n"
        "in the engine and then on the JVM. A difference is another return value (by the assertions\n"
        "gen writes), a value against an exception, another exception class, or a run that does not\n"
        "end. Each is shown by its smallest input and a JUnit 5 test (in --out) expecting the\n"
        "reference's outcome: it passed on the reference and failed on the candidate. Inputs resting\n"
        "on an object made field by field are not compared (no code may make that state).\n"
        "Examples:\n"
        "  symcrete diff --reference ref/classes --candidate alice/classes --entry bank.Account\n"
        "  symcrete diff --reference ref --candidate sub --cp /usr/share/scala/lib/scala-library.jar \\\n"
        "      --entry interp.Interp.interpEntry --inputs both --format json\n"
        "Exit status: 0 no difference; 5 differences found; 1 bad options or input; 4 the tests could\n"
        "not run on the JVM (or do not compile against the candidate).");
    diff_cmd->add_option("--reference", diff.reference, "The reference's classes: directories and .jar files, "
                                                        "':'-separated")->required();
    diff_cmd->add_option("--candidate", diff.candidate, "The candidate's classes, likewise")->required();
    symcrete::app::add_class_path_option(*diff_cmd, diff.shared,
                                         "Libraries both programs use (after their own classes), ':'-separated");
    diff_cmd->add_option("--entry", diff.entry, "A class (com.acme.Account) or a method (com.acme.Calc.add)")
        ->required();
    diff_cmd->add_option("--inputs", diff.inputs, "Whose paths give the inputs: reference, candidate or both")
        ->capture_default_str();
    symcrete::app::add_budget_option(*diff_cmd, diff.settings.budget,
                                     "Seconds of exploration per program (counted as work)");
    symcrete::app::add_path_budget_options(*diff_cmd, diff.settings.path_budget);
    symcrete::app::add_out_option(*diff_cmd, diff.settings.out_dir, "Where the difference tests go")
        ->capture_default_str();
    diff_cmd->add_option("--format", diff.format, "text or json")->capture_default_str();
    diff_cmd->add_option("--report", diff.report, "Write the report to this file instead of stdout");
    symcrete::app::add_validation_flags(*diff_cmd, diff.settings.validate, diff.settings.unsafe_validate,
                                        "Do not run the tests on the JVM (differences are then unconfirmed)",
                                        "Run the tests without the sandbox");
    symcrete::app::add_java_tool_options(*diff_cmd, diff.settings.java_tools);

    symcrete::app::GradeCommandOptions grade;
    CLI::App* grade_cmd = app.add_subcommand(
        "grade", "Grade submissions against a reference: one suite of tests, a matrix of submissions by tests.");
    grade_cmd->footer(
        "The suite's inputs come from the paths of the programs --mode names: reference (the\n"
        "reference's), self (each submission's own, in its suite only), ref+self (both), all (the\n"
        "reference's and every submission's, in every suite). Expected outcomes come from the\n"
        "reference; tests with the same inputs are kept once; every test passed on the reference.\n"
        "Each folder (or .jar) in --submissions is a submission: Java sources are compiled, a folder\n"
        "without them is read as compiled classes. A submission that does not compile, does not load\n"
        "or does not end costs only its own column, with the reason. The matrix (. passes, F fails,\n"
        "E error: an exception or a timeout) goes to stdout or --report; --html writes it as a page.\n"
        "Examples:\n"
        "  symcrete grade --reference ref --submissions subs --entry bank.Account --html grades.html\n"
        "  symcrete grade --reference ref --submissions subs --entry interp.Interp.interpEntry \\\n"
        "      --mode all --path-budget 5 --format json\n"
        "Exit status: 0 every submission passes its suite; 5 a submission fails a test or could not\n"
        "be graded; 1 bad options or input (the reference does not compile); 4 the tests could not\n"
        "run on the JVM.");
    grade_cmd->add_option("--reference", grade.reference, "The reference: Java sources, classes or a .jar")
        ->required();
    grade_cmd->add_option("--submissions", grade.submissions,
                          "A folder with one folder (Java sources or classes) or .jar per submission")
        ->required();
    symcrete::app::add_class_path_option(*grade_cmd, grade.shared,
                                         "Libraries every program uses (after its own classes), ':'-separated");
    grade_cmd->add_option("--entry", grade.entry, "A class (com.acme.Account) or a method (com.acme.Calc.add)")
        ->required();
    grade_cmd->add_option("--mode", grade.mode, "Whose paths give the tests: reference, self, ref+self or all")
        ->capture_default_str();
    symcrete::app::add_budget_option(*grade_cmd, grade.settings.budget,
                                     "Seconds of exploration per program (counted as work)");
    symcrete::app::add_path_budget_options(*grade_cmd, grade.settings.path_budget);
    symcrete::app::add_out_option(*grade_cmd, grade.settings.out_dir, "Where the suite goes")->capture_default_str();
    grade_cmd->add_option("--format", grade.format, "text or json")->capture_default_str();
    grade_cmd->add_option("--report", grade.report, "Write the report to this file instead of stdout");
    grade_cmd->add_option("--html", grade.html, "Write the matrix as an HTML page to this file");
    grade_cmd->add_option("--test-timeout", grade.test_timeout, "Seconds each test may run on the JVM")
        ->capture_default_str();
    symcrete::app::add_validation_flags(*grade_cmd, grade.settings.validate, grade.settings.unsafe_validate,
                                        "Do not run the suite on the JVM (the suite is written, nothing graded)",
                                        "Run the tests without the sandbox");
    symcrete::app::add_java_tool_options(*grade_cmd, grade.settings.java_tools);

    symcrete::app::SvcompOptions svcomp;
    CLI::App* svcomp_cmd = app.add_subcommand(
        "svcomp", "Answer an SV-COMP verification task: does the property hold for every execution?");
    svcomp_cmd->footer(
        "Reads the task (.yml), compiles its input_files with javac (unless --cp gives the classes),\n"
        "runs Main.main(new String[0]) with assertions enabled and Verifier.nondet*() standing for\n"
        "any value (Verifier.assume ends executions it rules out), and prints the verdict as the\n"
        "last line:\n"
        "  verdict: false    an execution violates the property; its inputs are printed, and\n"
        "                    they replay to the violation (with --out, as a JUnit test too)\n"
        "  verdict: true     every execution was explored to its end with exact semantics\n"
        "  verdict: unknown  neither; the lines before it say what was not explored exactly\n"
        "Example:\n"
        "  symcrete svcomp --timeout 10 ../sv-benchmarks/java/jbmc-regression/ArithmeticException1.yml\n"
        "Exit status: 0 with a verdict; 1 bad options or task; 4 the task did not compile.");
    svcomp_cmd->add_option("task", svcomp.task, "The task-definition file (.yml)")->required();
    symcrete::app::add_class_path_option(*svcomp_cmd, svcomp.class_path, "The task's compiled classes (skips javac)");
    svcomp_cmd->add_option("--property", svcomp.property,
                           "valid-assert or no-runtime-exception (default: the task's first of these)");
    svcomp_cmd->add_option("--timeout", svcomp.timeout,
                           "Seconds of CPU time for exploration, as SV-COMP counts them: a busy machine gives the "
                           "same verdict, later (exploration stops anyway at six times this in wall time)")
        ->capture_default_str()
        ->check(CLI::Range(0.01, 86400.0));
    symcrete::app::add_out_option(
        *svcomp_cmd, svcomp.out_dir,
        "For a violation, write a JUnit 5 reproducer here and check that it fails on the JVM");
    symcrete::app::add_unsafe_validate_flag(*svcomp_cmd, svcomp.unsafe_validate,
                                            "Run javac and the JVM without the sandbox");
    symcrete::app::add_stats_flag(*svcomp_cmd, svcomp.stats,
                                  "Print paths, rounds and the time javac and exploring took");
    symcrete::app::add_java_tool_options(*svcomp_cmd, svcomp.java_tools);

    symcrete::app::ReachCommandOptions reach;
    CLI::App* reach_cmd = app.add_subcommand(
        "reach", "Find inputs that reach a chosen line of the code, or show that none can.");
    reach_cmd->footer(
        "For each target, explores the public methods that may lead to it (the target's own class's,\n"
        "and those of every class whose calls lead there; --entry to choose), nearest first, with\n"
        "the states nearest the target run first and branch sides that cannot lead there dropped.\n"
        "A path that reaches it becomes a JUnit 5 test (receivers built by constructors and calls, as\n"
        "gen builds them), written to --out and run on the JVM; JaCoCo's line data must show the line\n"
        "run. A line holding an assert stands for the assert's failure. Each target gets one of:\n"
        "  reached      the entry, the call chain and the test, confirmed on the JVM\n"
        "  unreachable  dead code, no entry's calls lead there, or every path from the entries was\n"
        "               explored exactly (nothing pinned, bounded, unsupported or cut by the budget)\n"
        "  unknown      neither, with why\n"
        "The last line printed is `result: reached`, `result: unreachable` or `result: unknown`.\n"
        "Examples:\n"
        "  symcrete reach --cp classes --target com.acme.Calc:42\n"
        "  symcrete reach --cp app.jar --target-call com.acme.Marks.here --budget 30\n"
        "  symcrete reach --cp classes --target 'com.acme.Calc.total(II)I@17' --entry com.acme.Shop\n"
        "  symcrete reach --cp classes --lines com.acme.Calc --budget 5\n"
        "Exit status: 0 every target reached; 6 a target unreachable (none unknown); 7 a target\n"
        "unknown; 1 bad options or input; 4 the JVM's tools could not run; 130 interrupted.");
    symcrete::app::add_class_path_option(*reach_cmd, reach.class_path)->required();
    reach_cmd->add_option("--target", reach.targets,
                          "<Class>:<line>, or <Class>.<method>(<descriptor>)@<bytecode offset> (repeatable)");
    reach_cmd->add_option("--target-call", reach.target_calls,
                          "<Class>.<method>: every call of this (marker) method is a target (repeatable)");
    reach_cmd->add_option("--lines", reach.lines,
                          "<Class> or <Class>.<method>: every line of code of it is a target; a line a test\n"
                          "already ran is answered by that test, and the tests are written as one suite");
    reach_cmd->add_option("--entry", reach.entries,
                          "Explore from this class's public methods, or this method (<Class>.<method>[(<descriptor>)]);\n"
                          "repeatable. Default: the public methods whose calls may lead to the target");
    symcrete::app::add_budget_option(*reach_cmd, reach.budget, "Seconds of exploration per target (counted as work)");
    symcrete::app::add_out_option(*reach_cmd, reach.out_dir, "Where the tests go (one folder per target when several)")
        ->capture_default_str();
    reach_cmd->add_option("--format", reach.format, "text or json")->capture_default_str();
    reach_cmd->add_option("--search", reach.search,
                          "Which waiting path runs next: target (nearest the target first), dfs, bfs or covnew")
        ->capture_default_str()
        ->check(CLI::IsMember({"target", "dfs", "bfs", "covnew"}));
    reach_cmd->add_option("--branch-bound", reach.branch_bound, "Times one path may split at one branch (loop unrolling)")
        ->capture_default_str()
        ->check(CLI::Range(1u, 1000000u));
    reach_cmd->add_option("--direction", reach.direction,
                          "backward: only the proof from the target back to its method's start that no way in\n"
                          "can run; forward: only the search from the entries; both: backward first")
        ->capture_default_str()
        ->check(CLI::IsMember({"both", "forward", "backward"}));
    reach_cmd->add_flag("!--no-prune", reach.prune, "Explore branch sides that cannot lead to the target too");
    reach_cmd->add_flag("!--no-search", reach.search_phase,
                        "Where exploring stops short (a bound, the solver, a pinned value), do not search by\n"
                        "running the entries concretely on inputs moved towards the target");
    reach_cmd->add_flag("--enable-assertions,--ea", reach.enable_assertions,
                        "Run assert statements (on anyway for a target that is an assert's failure)");
    symcrete::app::add_validation_flags(*reach_cmd, reach.validate, reach.unsafe_validate,
                                        "Do not run the test on the JVM (the answer `reached` is then the engine's)",
                                        "Run the tests without the sandbox");
    symcrete::app::add_java_tool_options(*reach_cmd, reach.java_tools);

    symcrete::app::MergeOptions merge;
    CLI::App* merge_cmd = app.add_subcommand(
        "merge", "Join the reports of the shards of one gen run (gen --shard i/n --report DIR) into one.");
    merge_cmd->footer(
        "The merged report is what one run over all the classes would have written\n"
        "(symcrete-report.json, the same apart from timings; index.html; the coverage data).\n"
        "With --cp, JaCoCo's HTML pages of every class are made again from the shards' data.\n"
        "Example, two shards on two machines, then the merge:\n"
        "  symcrete gen --cp app.jar --package com.acme --shard 1/2 --report r1 --out tests\n"
        "  symcrete gen --cp app.jar --package com.acme --shard 2/2 --report r2 --out tests\n"
        "  symcrete merge r1 r2 --out report --cp app.jar --sources src/main/java");
    merge_cmd->add_option("reports", merge.reports, "The shards' report directories")->required();
    symcrete::app::add_out_option(*merge_cmd, merge.out_dir, "Where the merged report goes")->required();
    symcrete::app::add_class_path_option(*merge_cmd, merge.class_path,
                                         "The classes (as given to gen), for JaCoCo's HTML pages");
    symcrete::app::add_sources_option(*merge_cmd, merge.source_dirs, "Source roots, so the pages show covered lines");
    symcrete::app::add_unsafe_validate_flag(*merge_cmd, merge.unsafe_validate,
                                            "Run JaCoCo's report without the sandbox");
    symcrete::app::add_java_tool_options(*merge_cmd, merge.java_tools);

    // Not for users: `gen` runs one per class over many classes (class_worker.h).
    std::string worker_request, worker_class, worker_result;
    std::optional<double> worker_budget;
    CLI::App* worker_cmd = app.add_subcommand("explore-worker", "Explore one class for a gen run");
    worker_cmd->group("");
    worker_cmd->add_option("--request", worker_request)->required();
    worker_cmd->add_option("--class", worker_class)->required();
    worker_cmd->add_option("--result", worker_result)->required();
    worker_cmd->add_option("--budget", worker_budget);

    // Line-buffered, so a log of a run that is killed keeps every line printed.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    try {
        std::vector<std::string> args = java_style_flags(argc, argv);
        args.erase(args.begin());  // the program's name
        std::reverse(args.begin(), args.end());  // CLI11 takes the arguments last first
        app.parse(std::move(args));
    } catch (const CLI::ParseError& error) {
        // --help and --version exit 0; every usage error is status 1.
        int status = app.exit(error);
        return status == 0 ? symcrete::app::kExitOk : symcrete::app::kExitUsage;
    }
    try {
        if (inspect_cmd->parsed()) return symcrete::app::run_inspect(inspect);
        if (merge_cmd->parsed()) return symcrete::app::run_merge(merge);
        if (gen_cmd->parsed()) {
            gen.out_given = gen_cmd->get_option("--out")->count() > 0;
            gen.junit_given = gen_cmd->get_option("--junit")->count() > 0;
            return symcrete::app::run_gen(gen);
        }
        if (run_cmd->parsed()) return symcrete::app::run_run(run);
        if (worst_cmd->parsed()) return symcrete::app::run_worst(worst);
        if (svcomp_cmd->parsed()) return symcrete::app::run_svcomp(svcomp);
        if (check_cmd->parsed()) return symcrete::app::run_check(check);
        if (diff_cmd->parsed()) return symcrete::app::run_diff(diff);
        if (grade_cmd->parsed()) return symcrete::app::run_grade(grade);
        if (reach_cmd->parsed()) return symcrete::app::run_reach(reach);
        if (worker_cmd->parsed())
            return symcrete::app::run_explore_worker(worker_request, worker_class, worker_result, worker_budget);
    } catch (const std::bad_alloc&) {
        fmt::print(stderr, "symcrete: out of memory\n");
        return symcrete::app::kExitInternalError;
    } catch (const std::exception& error) {
        fmt::print(stderr, "symcrete: internal error: {}\n", error.what());
        return symcrete::app::kExitInternalError;
    }
    return symcrete::app::kExitOk;
}
