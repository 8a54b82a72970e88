// One execution state: the running thread's call stack (and the other
// threads', threads.h), the heap, static fields, class initialisation
// status, captured output, the path condition and per-branch counters. States fork at symbolic branches; the path condition is a
// persistent list, the heap a persistent trie of copy-on-write objects, and
// the statics, covered edges, model and string tables copy-on-write, so a
// fork shares what neither side has changed and costs the same whatever the
// heap's size.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/cost.h"
#include "engine/conjunct_set.h"
#include "engine/frame.h"
#include "engine/heap.h"
#include "engine/heap_snapshot.h"
#include "engine/inputs.h"
#include "engine/termination.h"
#include "engine/threads.h"
#include "expr/evaluator.h"
#include "ir/ir.h"

namespace symcrete::engine {

class HostSystem;  // host_system.h
class TargetGuide;  // target_guide.h

enum class InitStatus : std::uint8_t { NotStarted, InProgress, Done, Failed };

// A singly linked, shared list of conjuncts, newest first.
struct PathConditionNode {
    const expr::Expr* conjunct = nullptr;
    // Mutable so the destructor can unlink a list it alone holds.
    mutable std::shared_ptr<const PathConditionNode> next;
    // Added by the application's code in the method under test: not inside
    // the JDK, not while the path built its inputs (State::building_inputs).
    bool of_method = false;
    // Releases the nodes only this one holds a node at a time: a long loop's
    // path has hundreds of thousands, and releasing them recursively, one
    // destructor inside the next, overflowed the stack.
    ~PathConditionNode();
};

struct BranchKey {
    const ir::Function* function;
    ir::BlockId block;
    // The forks of enumerations (Interpreter::enumerate_within) in this
    // block, counted apart from its branches' against a bound of their own.
    bool enumeration = false;
    friend auto operator<=>(const BranchKey&, const BranchKey&) = default;
};

// A covered branch edge of the class under test or a class nested in it
// (Interpreter::covers): (method, from block, successor).
struct Edge {
    std::string method;  // name + descriptor; a nested class's prefixed with its name and a dot
    ir::BlockId from = 0;
    ir::BlockId to = 0;
    friend auto operator<=>(const Edge&, const Edge&) = default;
};

// A side a path took at a symbolic branch, in which call of the method
// (Frame::call): the record a branch policy learns from (branch_policy.h).
struct Decision {
    Edge edge;
    std::uint32_t call = 0;
    friend bool operator==(const Decision&, const Decision&) = default;
};

// Where a guided path pinned a symbolic array index (Interpreter::
// guided_index): the load or store, and the call site its method was
// called from, as one method's reads may want different indices in calls
// from different places (a union's find of an edge's first end, and of its
// second). Methods are named as in Edge::method.
struct PinSite {
    std::string method;
    ir::BlockId block = 0;
    std::uint32_t index = 0;  // of the instruction in its block
    std::string caller;       // empty when the method under test pinned it
    ir::BlockId caller_block = 0;
    std::uint32_t caller_index = 0;
    friend auto operator<=>(const PinSite&, const PinSite&) = default;
};

// A member forked states share until one of them changes it: copying it
// copies a pointer, and the first change in a state that shares the value
// copies the value, once. It reads as a const T& (so code written for a
// plain T reads it unchanged), is replaced whole by assigning a T, and
// forwards the few container operations State's users call; the ones that
// change it go through mutate().
template <typename T>
class CopyOnWrite {
public:
    CopyOnWrite() = default;
    CopyOnWrite& operator=(T value) {
        value_ = std::make_shared<T>(std::move(value));
        return *this;
    }
    const T& get() const { return value_ ? *value_ : no_value(); }
    operator const T&() const { return get(); }
    // The value to change in place: copied first if another state shares it.
    T& mutate() {
        if (!value_) {
            value_ = std::make_shared<T>();
        } else if (value_.use_count() > 1) {
            value_ = std::make_shared<T>(*value_);
        }
        return *value_;
    }
    // Sets (`covered`): copied only when `element` is new, so a state that
    // revisits what it shares copies nothing.
    template <typename Element>
    void insert(Element&& element) {
        if (get().count(element) == 0) mutate().insert(std::forward<Element>(element));
    }
    // Maps (`literals`, `interned`): look up, then add what was missing.
    template <typename Key>
    auto find(const Key& key) const {
        return get().find(key);
    }
    template <typename... Args>
    auto emplace(Args&&... args) {
        return mutate().emplace(std::forward<Args>(args)...);
    }
    // Vectors (`statics`). The non-const operator[] is for writing: it copies
    // a shared vector, so read through a const State or get().
    template <typename Index>
    decltype(auto) operator[](Index index) const {
        return get()[index];
    }
    template <typename Index>
    decltype(auto) operator[](Index index) {
        return mutate()[index];
    }
    void resize(std::size_t size) { mutate().resize(size); }
    template <typename Key>
    auto count(const Key& key) const {
        return get().count(key);
    }
    bool empty() const { return get().empty(); }
    auto size() const { return get().size(); }
    auto begin() const { return get().begin(); }
    auto end() const { return get().end(); }

private:
    static const T& no_value() {
        static const T value;
        return value;
    }
    std::shared_ptr<T> value_;  // null: an empty T, so a State starts without allocating
};

struct State {
    // The running thread's frames and registers (every frame's, the newest
    // frame's last); the other threads keep theirs in `threads`.
    std::vector<Frame> frames;
    std::vector<Value> registers;
    Heap heap;
    // Static fields by class id. Copy-on-write twice: the table, shared
    // between forks while neither initialises a class or writes a static,
    // and each class's values (static_slot).
    CopyOnWrite<std::vector<std::shared_ptr<std::vector<Value>>>> statics;
    std::vector<InitStatus> init;                              // by class id
    std::vector<std::uint32_t> mirrors;                        // java.lang.Class objects by class id
    // Shared between forks too: a fork adds to these only on a constant or
    // an intern() its path had not met.
    CopyOnWrite<std::unordered_map<const void*, std::uint32_t>> literals;  // ldc String constant -> its object
    CopyOnWrite<std::map<std::u16string, std::uint32_t>> interned;         // String.intern()
    std::string out, err;  // what System.out and System.err printed (captured: `system` is null)
    // The streams behind System.out and System.err ([0] and [1]): bytes
    // write(int) left in their BufferedOutputStream (128 bytes, flushed by
    // '\n', by any print and by flush(); lost at exit, as on HotSpot), and
    // whether the program closed them or a write failed (checkError()).
    struct Console {
        std::string buffered;
        bool closed = false;
        bool error = false;
    };
    Console console[2];
    // Files FileInputStreams opened (intrinsics_io.cpp): their bytes, read
    // whole once and shared between forks, and each stream's position.
    // File descriptor kFirstFileDescriptor + i is files[i].
    struct OpenFile {
        std::shared_ptr<const std::string> bytes;
        std::size_t position = 0;
    };
    static constexpr std::int32_t kFirstFileDescriptor = 3;
    std::vector<OpenFile> files;
    // A run of a program: the process's real descriptors, environment and
    // working directory (host_system.h). Null in exploration and replays.
    HostSystem* system = nullptr;
    // The program's threads (green threads: threads.h) and monitors.
    ThreadTable threads;

    std::shared_ptr<const PathConditionNode> path_condition;
    std::size_t path_condition_size = 0;
    // path_condition as an array, oldest first, for constraints(): shared
    // by the states whose path conditions are prefixes of it, extended in
    // place by the one that ends where it ends, copied by one that diverged.
    // Walking the list for each query cost 88% of an exploration whose
    // paths held tens of thousands of conjuncts (HeapPriorityQueue.insert).
    struct ConjunctArray {
        std::vector<const expr::Expr*> conjuncts;
        std::vector<const PathConditionNode*> nodes;
        // The newest node: it keeps every node above alive, so no address
        // in `nodes` can be reused by a node of another path.
        std::shared_ptr<const PathConditionNode> newest;
    };
    mutable std::shared_ptr<ConjunctArray> conjunct_array;
    // The conjuncts already in path_condition (hash-consed, so pointers
    // compare structurally), shared with forks.
    ConjunctSet conjunct_set;
    std::map<BranchKey, unsigned> branch_forks;  // symbolic forks taken per branch
    std::uint32_t merges = 0;  // branches this path ran on both sides at once (branch_merging.cpp)
    // Satisfies the path condition (from the last solver call). Shared: a
    // fork gets its own model at once (Interpreter::choose), so copying the
    // parent's would be wasted.
    CopyOnWrite<expr::Assignment> model;
    // Constraints added without a solver call (an input's domain: a
    // BigInteger's leading part is not 0, a printable char) that the model
    // does not satisfy yet. Interpreter::settle_model solves for them before
    // the model is next read, so the model satisfies the path condition
    // whenever it is used: the solver's partial models rely on that.
    std::vector<const expr::Expr*> unmet_facts;
    std::uint32_t pending_exception = 0;  // a thrown object being dispatched
    // Shared: a fork copies it only when it covers an edge its parent had not.
    CopyOnWrite<std::set<Edge>> covered;
    // The ways the method under test went at its symbolic decisions, its
    // own and the JDK's code's it called (a lookup's key comparison), as a
    // set of (method, block, side) hashed to one of 64 bits: two paths
    // whose results may differ in kind mostly differ here, where the
    // covered edges of the class under test alone are often equal.
    std::uint64_t ways = 0;
    // Seed 000's path budget spent so far (EngineOptions::path_budget,
    // path_budget.h): the calls and decided input classes of the path.
    std::uint32_t budget_spent = 0;
    // A register may hold an input reference not yet resolved: a data
    // class's field read and passed on before anything looked at it.
    bool deferred_inputs = false;
    // `symcrete reach` (EngineOptions::target): the guide, whether the path
    // entered a block holding a target instruction, and how far the state
    // was from one when it was forked (the TargetGuided searcher's key).
    const TargetGuide* target = nullptr;
    bool reached_target = false;
    std::uint32_t target_distance = 0;
    // The frames when it did, outermost first ("Calc.total line 12").
    std::shared_ptr<const std::vector<std::string>> target_chain;
    // Concrete runs with a target: how near the run came (TargetGuide::
    // fitness_of_branch), the least over its branches; 0 once it reached it.
    double target_fitness = std::numeric_limits<double>::infinity();
    // A target block entered by the frame at this depth (1 for frames[0]),
    // 0 for none: the path reaches the target once that frame leaves the
    // block by a normal edge, returns, or throws with athrow there; an
    // exception out of the block clears it. (JaCoCo's line coverage counts
    // a line run only up to a probe the same way, so `reach` confirms what
    // the engine claims.)
    std::uint32_t target_pending = 0;
    void note_target_block(const Frame& frame, ir::BlockId block);
    void confirm_target_in(std::size_t depth) {
        if (target_pending != 0 && target_pending == depth) {
            reached_target = true;
            target_fitness = 0;
            target_pending = 0;
        }
    }
    std::uint64_t steps = 0;
    Cost cost;  // of the method under test so far (cost.h)
    // The sides taken at symbolic branches of the class under test, in
    // order (EngineOptions::record_decisions).
    std::vector<Decision> decisions;
    // A guided path's index pins (Interpreter::guided_index): the sites, in
    // the order first met, and per array the indices read or pinned so far,
    // which a fresh pin avoids (kept only when the policy has fresh sites).
    std::vector<PinSite> pin_sites;
    std::map<std::uint32_t, std::set<std::int32_t>> guided_indices;
    std::uint32_t calls_made = 0;  // frames pushed so far (Frame::call)
    // A forked state re-runs the instruction that forked it; these are the
    // choices that instruction must make, in order.
    std::vector<std::size_t> forced_choices;
    // Lazy references the forking instruction had already resolved when it
    // forked (ids, with the choices each took): the re-run finds them
    // resolved and skips those choices (Interpreter::resolve_lazy).
    std::vector<std::pair<std::uint32_t, std::size_t>> replayed_resolutions;
    // The method's reference arguments are chosen when a path starts, each
    // a choice among alternatives (null, a fresh object, an alias...): the
    // path takes the first and forks the others. A choice point is the
    // argument's choice in one path's start (its run serial and argument
    // index). When no path below a point's first alternative read the
    // argument, its other alternatives would repeat those paths with an
    // input nothing looks at, and are dropped (unread_arguments.cpp).
    struct ArgumentPoint {
        std::uint32_t run = 0;
        std::uint32_t argument = 0;
        auto operator<=>(const ArgumentPoint&) const = default;
    };
    std::uint32_t run_serial = 0;              // this path's start (a fork made later keeps its parent's)
    std::vector<ArgumentPoint> first_alternative_of;  // the points whose first alternative this state explores
    std::optional<ArgumentPoint> other_alternative_of;  // a fork made at this point for another alternative
    // The blocks the method under test's frame entered (bit per block id) and its code.
    std::vector<std::uint64_t> entry_blocks;
    const ir::Function* entry_function = nullptr;
    void enter_block(Frame& frame, ir::BlockId block) {
        if (frame.costed) cost.instructions += frame.code->fn->blocks[block].bytecodes;
        if (block_bound != 0 && frame.costed) count_block_visit(frame, block);
        if (loop_bound != 0 && frame.costed) count_loop_iteration(frame, block);
        if (target != nullptr && !reached_target) note_target_block(frame, block);
        if (frame.entry) mark_entry_block(block);
    }
    // PET's block-k (EngineOptions::block_bound): on a symbolic path, the
    // visits of each block of the program's own code inside the method
    // under test's call, shared by forks until one counts. A visit past the
    // bound marks the state; the interpreter ends the path at its next step.
    std::uint32_t block_bound = 0;  // set by the interpreter for symbolic runs
    std::shared_ptr<std::map<std::pair<const ir::Function*, ir::BlockId>, std::uint32_t>> block_visits;
    std::optional<std::pair<const ir::Function*, ir::BlockId>> over_block_bound;
    void count_block_visit(const Frame& frame, ir::BlockId block);
    // PET's loop-k (EngineOptions::loop_bound), in the same frames: a back
    // edge to a loop's header past k since the loop was entered marks the
    // state, and the next step ends the path.
    std::uint32_t loop_bound = 0;  // set by the interpreter for symbolic runs
    std::optional<std::pair<const ir::Function*, ir::BlockId>> over_loop_bound;  // the loop's header
    void count_loop_iteration(Frame& frame, ir::BlockId block);
    // The entry frame's coverage only: the frame that is the method under
    // test was marked late, in a block it had entered already.
    void mark_entry_block(ir::BlockId block) {
        const std::size_t word = block / 64;
        if (word >= entry_blocks.size()) entry_blocks.resize(word + 1);
        entry_blocks[word] |= std::uint64_t{1} << (block % 64);
    }
    // Made while the receiver or a record input was being built (a
    // Construction, SetupCall or InputConstruction frame on the stack): one
    // more way to build the same inputs, which depth-first search takes
    // after the method's own forks (searcher.h).
    bool forked_building_inputs = false;
    // Made by an enumeration of an int's values (Interpreter::
    // enumerate_within): the same branches at another position, which
    // depth-first search also takes after forks at branches.
    bool forked_enumerating = false;
    // Whether depth-first search takes this fork after the others.
    bool deferred_fork() const { return forked_building_inputs || forked_enumerating; }
    // A fork made at a branch of the class under test: the edge its forced
    // choice takes (Interpreter::choose), which the coverage-guided searcher
    // looks at while the state waits (searcher.h). Empty for other forks.
    std::optional<Edge> fork_edge;
    std::uint32_t vm_out_of_memory_errors = 0;  // OutOfMemoryErrors the JVM threw (Interpreter::vm_out_of_memory)
    // Construction-first paths: the receiver the construction made, once the
    // method under test was called on it (what a replay observes afterwards).
    std::uint32_t constructed_receiver = 0;
    // ... and its heap then, reachable from the receiver and the arguments
    // (EngineOptions::record_heaps): the test case's input heap.
    std::shared_ptr<const HeapSnapshot> heap_at_entry;
    // The exception class a refused setup call threw (SetupCall::refused).
    std::string refused_call_exception;
    // Record inputs made this instruction whose constructors have yet to
    // run: the constructor and its arguments (the new object first), and the
    // host depth that made them. Pushed as InputConstruction frames once the
    // instruction is done (Interpreter::push_input_constructions).
    struct QueuedConstruction {
        const MethodInfo* constructor = nullptr;
        std::vector<Value> arguments;
        std::uint32_t host_depth = 0;
    };
    std::vector<QueuedConstruction> queued_constructions;
    // Paths with setup calls: the edges covered before the method under test
    // started (what the construction and the calls covered).
    CopyOnWrite<std::set<Edge>> setup_covered;
    // A Math method HotSpot computes with its own stubs (sin, cos, tan, exp,
    // log, log10, pow) returned a value that may differ from HotSpot's in the
    // last place (java_math.h), or StrictMath ran without the JDK's fdlibm.
    bool inexact_math = false;
    // Math results made fresh values (EngineOptions::math_within_specification),
    // numbering their names along the path.
    std::uint32_t math_values = 0;
    // Values the JVM chose (EngineOptions::jvm_choices_symbolic): the last
    // reading of each clock and each object's identity hash, so that later
    // ones keep the JVM's guarantees, and a count numbering their names.
    const expr::Expr* last_nano_time = nullptr;
    const expr::Expr* last_millis = nullptr;
    std::map<std::uint32_t, const expr::Expr*> identity_hashes;
    std::uint32_t jvm_choices = 0;
    // Why the path explored less than all its inputs allow (PathResult::
    // precision_lost, which says where in words), each reason and place
    // once; shared with forks until one adds.
    struct PrecisionLoss {
        PrecisionLossKind kind = PrecisionLossKind::ValuePinned;
        std::string what;
        const ir::Function* function = nullptr;  // the innermost frame's, if any
        std::uint32_t line = 0;
        friend bool operator==(const PrecisionLoss&, const PrecisionLoss&) = default;
    };
    CopyOnWrite<std::vector<PrecisionLoss>> precision_lost;
    // The last exception an athrow in the application's code threw (not the
    // JDK's, not one the JVM raised itself: a null dereference, a bad index).
    std::uint32_t thrown_by_application = 0;
    // The last Throwable the application's code made (`new`): one the JDK
    // throws for it, as Optional.orElseThrow(() -> new ...Exception(...))
    // does, is thrown on purpose too.
    std::uint32_t made_by_application = 0;
    // What Verifier.nondet*() returned so far, with its descriptor type ('L'
    // for a String), in call order (nondet.h).
    std::vector<std::pair<char, Value>> nondet;
    // The inputs the path has looked at (inputs.h); shared with forks until
    // one of them changes it.
    std::shared_ptr<InputGraph> inputs;

    void add_constraint(const expr::Expr* conjunct);
    std::vector<const expr::Expr*> constraints() const;  // oldest first
    // For each of constraints(), whether it is the method's own
    // (PathConditionNode::of_method).
    std::vector<bool> constraints_of_method() const;
    // Whether the path is building the receiver or an input (a construction,
    // its setup calls, a record input's constructor).
    bool building_inputs() const;

    InitStatus init_status(std::uint32_t class_id) const {
        return class_id < init.size() ? init[class_id] : InitStatus::NotStarted;
    }
    void set_init_status(std::uint32_t class_id, InitStatus status);
    const Value& static_value(std::uint32_t class_id, std::uint32_t slot) const { return (*statics[class_id])[slot]; }
    Value& static_slot(std::uint32_t class_id, std::uint32_t slot);  // copies the class's statics if shared
};

// The states waiting to run (forks, a paused path), oldest first. A deque: a
// searcher may take one from either end (searcher.h).
using PendingStates = std::deque<State>;

}  // namespace symcrete::engine
