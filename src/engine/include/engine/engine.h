// Symbolic exploration of one method, and concrete runs of it. The Engine
// executes lifted IR over States; a branch on a symbolic condition forks the
// state when both sides are feasible (asked of the Solver). Exploration
// takes the waiting states in the order EngineOptions::search gives
// (searcher.h; depth-first by default) and is bounded by the budgets in
// EngineOptions; when a budget runs
// out the paths finished so far are returned. Exploration can be resumed
// with more budget (begin, then resume as often as wanted), so a class's
// methods can share one budget fairly.
#pragma once

#include <algorithm>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "support/cpu_clock.h"
#include "classfile/class_file.h"
#include "engine/heap_snapshot.h"
#include "engine/host_system.h"
#include "engine/input_examples.h"
#include "engine/nondet.h"
#include "engine/path_budget.h"
#include "engine/program.h"
#include "engine/searcher.h"
#include "engine/target_guide.h"
#include "engine/state.h"
#include "engine/termination.h"
#include "engine/work_budget.h"
#include "expr/expr.h"
#include "solver/solver.h"
#include "support/result.h"

namespace symcrete::engine {

class BranchPolicy;  // branch_policy.h

namespace detail {
class Interpreter;
}

// Frames a program's main thread may hold before StackOverflowError (runs of
// a program, verdicts): more than HotSpot's default 1 MiB stack holds even of
// its smallest compiled frames (about 19,400 of a recursive method with one
// int parameter; 9,000 interpreted), so that recursion that succeeds on
// HotSpot succeeds here.
inline constexpr unsigned kJavaStackDepth = 24000;

struct EngineOptions {
    // The whole exploration's budget in work units (work_budget.h): counted
    // inside paths as well as between them, so a long loop cannot overrun it.
    std::uint64_t work_budget = work_for_seconds(30);
    // Wall-clock safety net (none by default). It only fires when the machine
    // is far slower than the work rates assume; then the result depends on
    // the machine, and ExplorationStats::wall_clock_fired says so.
    std::optional<std::chrono::steady_clock::time_point> wall_clock_deadline;
    // A limit on the process's CPU time (verdicts: their time limit counts
    // CPU, as SV-COMP's does, so a loaded machine gives the same verdict,
    // later). It ends exploration as the wall-clock deadline does, and caps
    // each solver query's limit too.
    std::optional<ProcessCpuClock::time_point> cpu_deadline;
    // Set (by a signal handler, say) to end exploration early: paths stop as
    // when the budget runs out. Looked at between paths and every 65,536
    // work units.
    const std::atomic<bool>* stop_requested = nullptr;
    // The process's resident memory past which exploration ends, as when the
    // budget runs out, and ExplorationStats::memory_ceiling says so (gen
    // --max-memory); 0: none. Looked at between paths and with the clock.
    // One path's objects get at most half of it (max_engine_bytes binds
    // below that).
    std::uint64_t max_resident_bytes = 0;
    std::uint64_t max_paths = 100000;        // finished paths
    // Which waiting state runs next (searcher.h).
    SearchStrategy search = SearchStrategy::DepthFirst;
    unsigned max_call_depth = 64;            // frames on the stack
    // PET's block-k (seed 002): a symbolic path visits each block of the
    // program's own code, inside the method under test's call, at most this
    // many times; one that would visit it again is cut (PathEnd::
    // DepthExceeded, counted as such), as PET drops it. 0: no bound.
    std::uint32_t block_bound = 0;
    // PET's loop-k: on a symbolic path, each loop of the program's code in
    // the method under test's call iterates at most this many times per
    // entry into it; a path that would take its back edge once more is cut
    // (PathEnd::DepthExceeded), as PET drops it. Recursion is not bounded
    // by it. 0: no bound.
    std::uint32_t loop_bound = 0;
    unsigned branch_bound = 6;               // symbolic forks per branch per path (seed 004's B)
    std::uint64_t max_steps_per_path = 5'000'000;  // instructions, to stop runaway concrete loops
    // Exceeding max_call_depth: Java's StackOverflowError (a run of a
    // program), or the end of the path as DepthExceeded (exploration, where
    // the depth bounds symbolic recursion rather than modelling the JVM).
    bool stack_overflow_throws = false;
    // Replays: the receiver's getters are read after the method threw too
    // (PathResult::receiver_getters), so a test can assert that a refused
    // operation left the object as it was (diff and grade: a submission
    // whose failed transfer still debited the source).
    bool observe_after_throw = false;
    // Per solver query. The work limit (Z3 rlimit units; 20 million take
    // about 3 s on our 2-core machine) is what normally binds, so exploration
    // does not depend on the machine's load; the wall timeout only catches
    // queries that stall without counting work.
    solver::QueryLimits solver_limits{std::chrono::milliseconds(20000), 20'000'000};
    // Java's heap, counted per path (Heap::set_limits): an allocation past it
    // throws OutOfMemoryError("Java heap space"). java's default: a quarter
    // of physical memory. The engine collects no garbage, so every
    // allocation of the path counts.
    std::uint64_t max_heap_bytes = default_max_heap_bytes();
    // The engine's own memory for one path's objects (a Java byte[] costs it
    // 24 bytes an element): past it the path ends as Unsupported rather than
    // the process running out of memory. Default: half of physical memory.
    std::uint64_t max_engine_bytes = default_max_engine_bytes();
    // run_main only (`symcrete run`): System.out/err/in, System.getenv and
    // user.dir are the process's (host_system.h) instead of captured and
    // fixed. Exploration and replays always capture.
    HostSystem* system = nullptr;
    // How much of a reference input's graph exploration builds (inputs.h).
    InputBounds inputs;
    // `symcrete reach`: the target instructions paths should reach. Paths
    // entering one are marked (PathResult::reached_target), branch sides
    // that cannot lead to one are not explored when the guide prunes, and
    // SearchStrategy::TargetGuided runs the nearest state first.
    std::shared_ptr<const TargetGuide> target;
    // A path reaching the target ends this exploration only, not every one
    // sharing the guide: gen's lazily made receiver, whose field-by-field
    // state no constructor may leave, is the constructed ones' last resort.
    bool target_reach_provisional = false;
    // Constructed objects earlier paths accepted, offered as inputs beside
    // fresh ones (input_examples.h); shared by a class run's explorations.
    std::shared_ptr<const InputExamples> examples;
    // java -ea: Class.desiredAssertionStatus() is true for the application's
    // classes (the JDK's own keep theirs off, as -ea leaves them).
    bool enable_assertions = false;
    // Nothing reads what the program prints on System.out and System.err
    // (verdicts): printing a symbolic value shows one value the path allows
    // instead of pinning it, so the path still stands for all of them. (A
    // stream the program made itself, which it may read back, still pins.)
    bool output_unobserved = false;
    // `new` of an array of primitives with a symbolic length keeps the
    // length symbolic (its elements a filled SMT array, read and written
    // element-wise) instead of enumerating lengths and pinning one. Java's
    // heap counts such an array at its header only (whether a later
    // allocation fits is not decided by its length).
    bool symbolic_array_lengths = false;
    // Seed 000's path budget (path_budget.h): calls and input constructors
    // charged along a path, which ends past it. None by default.
    std::optional<PathBudget> path_budget;
    // A Math result stands for every value Java's specification allows
    // (within an ulp of the exact result, its special cases;
    // specified_math.h), not only the engine's correctly rounded one: a path
    // then holds whatever last place HotSpot computes, and is not marked
    // inexact. Verdicts set it; tests, which assert the value HotSpot
    // computes, do not.
    bool math_within_specification = false;
    // The values the JVM chooses freely (System.nanoTime and
    // currentTimeMillis, identity hash codes) are fresh values with what the
    // JVM guarantees (jvm_choices.cpp) instead of one value each, taken and
    // recorded as lost precision. Verdicts set it.
    bool jvm_choices_symbolic = false;
    // Mixed into the identity hash codes taken as one value (when
    // jvm_choices_symbolic is off): a second replay under another salt shows
    // whether an outcome depends on the hashes the JVM would choose.
    std::uint32_t identity_hash_salt = 0;
    // Where the engine would pin a symbolic value to one of the values it
    // can take, the path splits instead: a number put into text by + or
    // StringBuilder.append (by sign and digit count; String.valueOf and
    // Integer.toString split either way), a length or count beyond 3 (every
    // one up to inputs.max_array_length, by bisection), and an index into
    // an array of references inside the JDK (by distinct element; in the
    // program's own code it splits either way). Verdicts set it. Tests need
    // one representative: such text is mostly a message, and a path per
    // hash bucket of a HashMap would take the budget of the class under test.
    bool exact_values = false;
    // An `if` on a symbolic condition whose sides are straight-line
    // arithmetic on registers, joining at one block, runs both sides and
    // goes on once with ite(condition, then, else) in each register written
    // (branch_merging.cpp): exact, and one path where forking gave two.
    // Verdicts set it; tests need a path per side, whose coverage they are
    // chosen by. Merging trades paths for harder queries: a query on a path
    // that merged gets half of solver_limits' time, and when the solver
    // gives up there the path records MergedSolverGaveUp, which the verifier
    // answers by exploring again without merging.
    bool merge_pure_branches = false;
    // How Verifier.nondet*() run (nondet.h); Replay returns nondet_replay's
    // values in call order.
    NondetMode nondet = NondetMode::Program;
    std::vector<NondetValue> nondet_replay;
    // Straight-line concrete code runs on the interpreter's fast path before
    // step() takes over. Off only to check that the two agree
    // (tests/unit/engine/fast_path_test.cpp); results are the same either way.
    bool concrete_fast_path = true;
    // Calls of pure static methods of primitive parameters and result take
    // the callee's summary when their arguments are symbolic: its paths,
    // explored once with its parameters as inputs (method_summary.h). A
    // callee whose exploration is not complete (a bound, a pinned value, too
    // many paths) has none and runs as any call; the paths found are the
    // same either way. Not under a path budget or a target, which count and
    // steer by the callee's own steps.
    bool summaries = false;
    // The calls cost model counts calls of this method only: a name
    // ("sort") or a class and name ("com.acme.Util.sort"); empty, all calls.
    std::string cost_calls_of;
    // Each path counts the sides it took at symbolic branches of the class
    // under test (PathResult::decisions), for learning a branch policy.
    bool record_decisions = false;
    // At a symbolic branch of the class under test, the policy's side when
    // feasible, without forking the others (branch_policy.h).
    std::shared_ptr<const BranchPolicy> branch_policy;
    // Paths that return or throw keep their heap before and after the call
    // (PathResult::heap_before, heap_after): PET's view of a test case
    // (`gen --symbolic`).
    bool record_heaps = false;
};


// One frame of a Java stack trace (StackTraceElement).
struct TraceFrame {
    std::string class_name;  // binary name: com.acme.Calc
    std::string method;
    std::string file;        // the source file, empty if unknown
    std::int32_t line = -1;  // -1 if unknown
    bool in_jdk = false;     // a class of the JDK's runtime image (it names its module)
    friend bool operator==(const TraceFrame&, const TraceFrame&) = default;
};

struct PathResult {
    PathEnd end = PathEnd::Returned;
    std::optional<Value> return_value;  // concrete on concrete runs
    std::string exception_class;        // internal name
    std::string exception_message;      // detail message when it is a known string
    std::vector<TraceFrame> exception_trace;  // Threw: where it was made, newest frame first
    // Threw: by an athrow in the application's own code (`throw new ...`),
    // not raised by the JVM or thrown inside the JDK.
    bool exception_explicit = false;
    std::string detail;                 // Unsupported / budget: what happened where
    std::int32_t exit_status = 0;       // Exited
    std::string out, err;               // what System.out and System.err printed (UTF-8)
    std::vector<const expr::Expr*> path_condition;
    // For each conjunct of path_condition, whether the application's code
    // of the method under test added it, rather than the JDK's or the path
    // building its inputs (a construction, a setup call, an input record's
    // constructor).
    std::vector<bool> conditions_of_method;
    // A replay's (Engine::run): where each input object (ReplayInputs::
    // objects) was made, so a result holding one can be told to be it.
    std::vector<std::uint32_t> input_addresses;
    // The inputs: symbolic vars, lazy references (inputs.h) resolved in
    // `inputs`, or concrete values. The receiver first for instance methods.
    std::vector<Value> arguments;
    std::shared_ptr<const InputGraph> inputs;  // the input objects the path looked at
    // Construction-first paths (Engine::begin with a construction): how the
    // receiver was made; its slot in `arguments` is then null.
    std::optional<Construction> construction;
    // The path ended before the method under test started: the construction
    // threw (end Threw), exited, or a factory returned null (end Returned,
    // detail says so). Not an outcome of the method; budget and unsupported
    // endings keep their own `end`.
    bool setup_failed = false;
    // A record input's constructor refused the values the path gave it
    // (end Unsupported): not an input any test can build, so not a test,
    // and not a limit of the exploration either.
    bool input_refused = false;
    // The exception class (internal name) the construction's refused setup
    // call threw (SetupCall::refused); empty without one.
    std::string refused_call_exception;
    std::optional<ReturnedObject> returned_object;  // concrete runs returning an object
    std::vector<Observation> receiver_getters;      // replays of instance methods: the receiver afterwards
    // Replays that return: each argument that is an array of primitives, as
    // the method left it (`argument` indexes `arguments`, a receiver first).
    struct ArgumentArray {
        std::size_t argument = 0;
        std::vector<Value> elements;
    };
    std::vector<ArgumentArray> argument_arrays;
    expr::Assignment model;             // satisfies path_condition
    std::set<Edge> covered;             // branch edges of the class under test
    std::set<Edge> setup_covered;       // of those, the ones covered before the method under test started
    Cost cost;                          // State::cost: the method under test's (cost.h)
    std::vector<Decision> decisions;  // State::decisions (EngineOptions::record_decisions)
    std::vector<PinSite> pin_sites;   // State::pin_sites (a guided path's)
    std::uint64_t ways = 0;             // State::ways
    bool reached_target = false;        // State::reached_target (EngineOptions::target)
    std::vector<std::string> target_chain;  // State::target_chain
    double target_fitness = 0;              // State::target_fitness (concrete runs)
    // The path called Math.sin, cos, tan, exp, log, log10 or pow with a result
    // not guaranteed identical to HotSpot's (it may differ in the last place;
    // java_math.h), or a StrictMath native without the JDK's fdlibm.
    bool inexact_math = false;
    // Why this path stands for less than every execution its inputs allow:
    // a value pinned, a side the branch bound or the solver left out, a
    // length bound, a nondeterministic JDK value taken as one (State::
    // precision_lost), each with its kind. Empty: the path is exact.
    std::vector<PrecisionLoss> precision_lost;
    // What Verifier.nondet*() returned, in call order, concrete under `model`
    // (NondetMode::Symbolic): the input sequence that replays this path.
    std::vector<NondetValue> nondet;
    // EngineOptions::record_heaps, paths that returned or threw in the
    // method under test: the objects reachable from its reference inputs
    // before the call and, with its result, after it (heap_snapshot.h).
    std::shared_ptr<const HeapSnapshot> heap_before;
    std::shared_ptr<const HeapSnapshot> heap_after;
};

// The time to the nearer of the options' wall-clock and CPU deadlines (not
// positive once one has passed); none when neither is set.
std::optional<std::chrono::nanoseconds> time_to_deadline(const EngineOptions& options);
inline bool past_deadline(const EngineOptions& options) {
    const auto left = time_to_deadline(options);
    return left && left->count() <= 0;
}

struct ExplorationStats {
    std::uint64_t paths = 0;          // finished paths, any end
    std::uint64_t forks = 0;
    std::uint64_t infeasible = 0;     // branch sides the solver ruled out
    std::uint64_t solver_unknown = 0; // branch sides given up on
    std::uint64_t bounded = 0;        // forks not taken because of the branch bound
    std::uint64_t merged = 0;         // branches run on both sides at once (merge_pure_branches)
    std::uint64_t unsupported = 0;
    bool budget_exhausted = false;    // the work or path budget cut exploration short
    bool wall_clock_fired = false;    // ... or the wall-clock safety net did
    bool interrupted = false;         // ... or stop_requested did
    bool memory_ceiling = false;      // ... or the process reached max_resident_bytes
    bool target_reached = false;      // ... or a path reached EngineOptions::target (stop_at_target)
    std::uint64_t work = 0;           // work units spent (instructions + solver work)
    std::uint64_t solver_work = 0;    // of them, what the solver's queries cost (work_budget.h, solver_work)
    std::uint64_t depth_exceeded = 0; // paths ended by the call-depth bound
    std::uint64_t steps_exceeded = 0; // paths ended by the per-path instruction bound
    std::uint64_t lazy_objects = 0;   // input objects and arrays made by lazy initialisation
    std::uint64_t aliases = 0;        // reference inputs resolved to an earlier input object
    std::uint64_t concretized = 0;    // symbolic values pinned to one value (lengths, text, intrinsic arguments)
    // Forks for other choices of an argument that no path read, not run (State::ArgumentPoint).
    std::uint64_t unread_alternatives = 0;
    // Branch sides not explored because no target can be reached from them (EngineOptions::target).
    std::uint64_t pruned = 0;
    // Method summaries (EngineOptions::summaries): calls that took one,
    // summaries made, and methods that have none (not pure, or their
    // exploration was not complete).
    std::uint64_t summarized_calls = 0;
    std::uint64_t summaries_made = 0;
    std::uint64_t summaries_refused = 0;
    std::chrono::nanoseconds time{0};
    friend bool operator==(const ExplorationStats&, const ExplorationStats&) = default;
};

class Engine {
public:
    Engine(Program& program, expr::ExprContext& context, solver::Solver& solver, EngineOptions options);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Explores a method from symbolic inputs (primitives symbolic, references
    // lazy, inputs.h), within options.work_budget. Errors: the method cannot
    // be explored at all (no code, a constructor, lift failure).
    //
    // `construction` (instance methods only): a constructor of `cls` or a
    // static method of `cls` returning `cls`, whose parameters become inputs
    // too. Each path then first makes the receiver with it (a new object and
    // its <init>, or the factory's result) and calls the method on that,
    // one path from the constructor's first instruction to the method's
    // end; the constructor's branches fork like the method's own. A path
    // whose construction throws or yields null ends there (setup_failed).
    // `calls` (with a construction only): instance methods of `cls` called
    // in turn on the constructed receiver before the method (SetupCall,
    // inputs.h), their parameters inputs too; one that throws ends the
    // path there as well.
    Result<std::vector<PathResult>> explore(const classfile::ClassFile& cls, const classfile::Method& method,
                                            const classfile::Method* construction = nullptr,
                                            const std::vector<const classfile::Method*>& calls = {});

    // The same in steps: begin sets up the symbolic inputs (nothing runs
    // yet); each resume explores until every path has ended or `work` more
    // units are spent (the wall-clock limit and max_paths still apply), and
    // returns the paths that ended meanwhile. A path under way when the budget
    // runs out is paused, not lost: the next resume continues it.
    // `call_arguments` (one per call, or none): a call's arguments fixed to
    // a list an earlier path found (InputExamples::calls_of), or null for
    // fresh inputs; sequences of calls with fixed arguments leave their
    // budget to the method under test. `refused_call`: the index of a call
    // that must throw (SetupCall::refused), whose arguments are fresh.
    Status begin(const classfile::ClassFile& cls, const classfile::Method& method,
                 const classfile::Method* construction = nullptr,
                 const std::vector<const classfile::Method*>& calls = {},
                 const std::vector<const CallArguments*>& call_arguments = {},
                 std::optional<std::size_t> refused_call = std::nullopt);
    std::vector<PathResult> resume(std::uint64_t work);
    // begin for a program: `public static void main(String[])` of the class,
    // called with `args` (concrete), so what varies between paths is the
    // program's own nondeterminism (Verifier.nondet*() under
    // NondetMode::Symbolic, nondet.h).
    Status begin_main(const classfile::ClassFile& cls, const std::vector<std::string>& args);
    // No path is left to explore (or a hard limit ended exploration for good).
    bool finished() const { return pending_.empty() || stopped_; }
    // Whether some waiting path is a fork of the method's own (not another
    // way to build its inputs, nor another value of an enumeration: State::
    // deferred_fork): without one, what is left rarely covers more.
    bool has_method_forks() const {
        return std::any_of(pending_.begin(), pending_.end(), [](const State& s) { return !s.deferred_fork(); });
    }
    // Ends exploration for good because the process is over its memory
    // ceiling (another exploration of the same process found it so): the
    // waiting paths are dropped, which gives back what they held, and
    // stats().memory_ceiling is set.
    void stop_at_memory_ceiling();
    // Replaces options.wall_clock_deadline for later resumes (a caller
    // sharing one deadline among several explorations).
    void set_wall_clock_deadline(std::optional<std::chrono::steady_clock::time_point> deadline) {
        options_.wall_clock_deadline = deadline;
    }

    // Replaces options.identity_hash_salt for later runs.
    void set_identity_hash_salt(std::uint32_t salt) { options_.identity_hash_salt = salt; }

    // Runs a static method concretely on the given arguments (the replay).
    PathResult run(const classfile::ClassFile& cls, const classfile::Method& method,
                   const std::vector<Value>& arguments);
    // The same on an input graph (a receiver, objects and arrays as
    // arguments), or on a receiver made by inputs.construction first.
    PathResult run(const classfile::ClassFile& cls, const classfile::Method& method, const ReplayInputs& inputs);

    const ExplorationStats& stats() const { return stats_; }

    // The values the class's own static fields hold right after class
    // initialisation (System's first, as at the start of every path), run
    // concretely; keyed "name:descriptor". An AtomicInteger's or AtomicLong's
    // value is the number it holds. Error: the initialiser threw or reached
    // something the engine does not run.
    Result<std::map<std::string, Value>> initial_statics(const classfile::ClassFile& cls);

    // Runs `public static void main(String[])` of the class concretely, as
    // `java` would: an uncaught exception is reported on System.err as
    // HotSpot does ("Exception in thread "main" ..."), exit status 1 then.
    // Output is captured in out and err, or, with EngineOptions::system,
    // written to the process's descriptors as it happens (out and err empty).
    struct MainResult {
        PathEnd end = PathEnd::Returned;  // Returned, Threw, Exited, or why it stopped
        std::string detail;
        std::int32_t exit_status = 0;
        std::string out, err;
        std::string exception_class;  // Threw: the uncaught exception's (internal name)
        std::vector<PrecisionLoss> precision_lost;  // as PathResult's
    };
    MainResult run_main(const classfile::ClassFile& cls, const std::vector<std::string>& args);

    // Why a method cannot be explored by this slice, or nullopt if it can.
    static std::optional<std::string> unsupported_reason(const classfile::Method& method);

private:
    Result<const MethodInfo*> method_info(const classfile::ClassFile& cls, const classfile::Method& method);
    void add_parameter_inputs(State& initial, const classfile::Method& method, const std::string& prefix,
                              std::vector<Value>& inputs);
    // Exploration from this first state of `entry`'s paths (begin, begin_main).
    void start(State initial, const MethodInfo* entry);

    Program& program_;
    expr::ExprContext& context_;
    solver::Solver& solver_;
    EngineOptions options_;
    ExplorationStats stats_;

    // Exploration under way (begin/resume).
    std::unique_ptr<detail::Interpreter> interpreter_;
    PendingStates pending_;
    std::unique_ptr<Searcher> searcher_;
    bool paused_last_ = false;  // pending_.back() is a paused path: it runs next
    std::vector<Value> arguments_;
    const MethodInfo* start_ = nullptr;  // the method under test
    std::optional<Construction> construction_;  // how each path makes the receiver, if not lazily
    std::uint64_t paths_ = 0;
    bool stopped_ = false;  // max_paths, the wall clock or the memory ceiling ended exploration
};

}  // namespace symcrete::engine
