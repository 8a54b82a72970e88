// `symcrete gen`: write a JUnit 5 suite for each class by symbolic
// execution, then validate them on the real JVM. Classes are explored in
// parallel (each as it would be alone, so the output does not depend on
// -j) and validated in batches: one javac and one JUnit run per batch.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "support/result.h"
#include "testgen/cost_policy.h"

#include "java_tool_options.h"

namespace symcrete::app {

struct GenOptions {
    JavaToolPaths java_tools;  // where the JDK, JUnit and JaCoCo are (app/java_tool_options.h)
    // The JDK chosen for the classes (app/jdk_option.h), set by run_gen: its
    // class library is what exploration runs, in the workers too.
    std::string jdk_home;
    std::vector<std::string> class_path;
    std::vector<std::string> classes;   // --class, repeated
    std::vector<std::string> packages;  // --package, repeated; neither: every class on the class path
    // Classes explored at once, each in a worker process (class_worker.h);
    // 0 (the default): one per core, at most one per 4 GiB of memory.
    unsigned jobs = 0;
    std::string report_dir;             // --report: JSON and HTML reports written there
    std::vector<std::string> source_dirs;  // --sources: source roots, for the HTML report's lines
    std::string project;                // --project: a Maven or Gradle project (app/project.h)
    bool out_given = false;             // --out was given (else a project's test directory)
    std::string shard;                  // --shard i/n: the i-th of n shares of the classes
    unsigned junit = 5;                 // --junit 4 or 5: the JUnit the tests are written for
    bool junit_given = false;           // --junit was given (else a project's own JUnit)
    std::string method;            // empty: every eligible method; name or name(descriptor)
    // --python: a Python file whose functions get pytest tests instead
    // (python_gen.h); --function: only that function of it.
    std::string python_file;
    std::string python_function;
    std::string out_dir = "symcrete-tests";
    std::string budget = "30";     // seconds of work per class, as typed (checked by run_gen)
    // --max-memory, as typed (java's -Xmx syntax: 2g, 512m): a class's
    // exploration ends at this much resident memory and says so.
    std::string max_memory = "2g";
    bool all_paths = false;
    // --cost, as typed: instructions, calls, calls=<method>, allocations or
    // bytes (engine/cost.h); empty: tests carry no cost comment. With
    // --cost-above (-1: none) or --top (0: none), only the tests that policy
    // keeps (testgen/cost_policy.h), chosen among every path's.
    std::string cost;
    std::int64_t cost_above = -1;
    std::size_t top = 0;
    // --symbolic: the report shows each test's path as PET does (inputs as a
    // constraint, the output, the exception flag, heaps as graphs).
    bool symbolic = false;
    // --assume: heap assumptions (engine/inputs.h, parse_heap_assumptions).
    std::vector<std::string> assume;
    // --oracle: where the tests' expected values come from: "current" (the
    // code's own results), "ask" (the person's answers, ask_oracle.h; --ask
    // is --oracle ask) or "reference" (what the classes of
    // reference_class_path, --reference, do on the same inputs).
    // --answers: the file the answers are kept in.
    std::string oracle = "current";
    std::string answers_file;
    std::vector<std::string> reference_class_path;
    bool summaries = false;  // method summaries (engine.h, EngineOptions::summaries)
    bool mutation = false;  // mutation analysis (testgen/mutation.h)
    bool setup_calls = true;  // also build receivers by a constructor and one more call
    bool validate = true;
    bool unsafe_validate = false;  // validate without the sandbox
    bool stats = false;
    // The solver chain's layers in front of Z3 (solver_chain.h), as typed;
    // for measuring what each is worth.
    std::string solver_layers = "independence,cache,ranges,intervals,integers,walk,cvc5";
    // Exploration bounds; a path cut by one says so in its method's report.
    unsigned branch_bound = 6;
    std::uint32_t block_bound = 0;  // --block-bound: PET's block-k (EngineOptions::block_bound); 0 none
    std::uint32_t loop_bound = 0;   // --loop-bound: PET's loop-k (EngineOptions::loop_bound); 0 none
    // Which waiting path runs next: dfs, bfs or covnew (engine/searcher.h).
    std::string search = "dfs";
    unsigned max_depth = 6;
    unsigned max_objects = 12;
    std::int32_t max_array_length = 64;
    std::int32_t max_string_length = 16;
};

int run_gen(const GenOptions& options);

// The cost model and selection policy the options ask for (--cost,
// --cost-above, --top; instructions when only a policy is given); none
// without them. The options are checked already (run_gen).
std::optional<testgen::CostPolicy> cost_policy(const GenOptions& options);

// The budget in seconds, or an error message for the user: a finite number
// greater than 0 and at most a week.
Result<double> parse_budget(const std::string& text);

// -j 0: a class per core, at most one per 4 GiB of memory.
unsigned default_jobs();

}  // namespace symcrete::app
