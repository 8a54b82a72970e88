// The executor, private to the engine library: one Interpreter runs one
// exploration or concrete run over States. Its implementation is split by
// concept: interpreter.cpp (run_path, the instruction loop, the work
// budget), step.cpp (one instruction), concrete_fast_path.cpp (straight-line
// concrete code), decisions.cpp (branching, forking, the solver),
// arrays_and_types.cpp, path_results.cpp (what a finished path reports),
// calls.cpp (frames, invocation, class initialisation, exceptions),
// invokedynamic.cpp (lambdas, string concatenation, record methods),
// switch_bootstraps.cpp (pattern switches), lazy_init.cpp (inputs),
// npe_message.cpp (helpful NullPointerException messages), scheduler.cpp
// (which of the path's threads runs).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <unordered_map>
#include <string>
#include <vector>

#include "classfile/signature.h"
#include "engine/engine.h"
#include "intrinsics.h"
#include "memory_ceiling.h"
#include "method_summary.h"
#include "switch_bootstraps.h"

namespace symcrete::engine::detail {

// Ends the current path early (unsupported, budget, System.exit); caught in run_path.
struct PathEnded {
    PathEnd end;
    std::string detail;
    std::int32_t exit_status = 0;
    bool input_refused = false;  // PathResult::input_refused
};

// Thrown by step() to pause the path at the work budget; caught in run_path.
struct Pause {};

// Counts one level of nesting (Java run from C++, an intrinsic running)
// for as long as it lives.
class DepthCount {
public:
    explicit DepthCount(std::uint32_t& depth) : depth_(depth) { ++depth_; }
    ~DepthCount() { --depth_; }
    DepthCount(const DepthCount&) = delete;
    DepthCount& operator=(const DepthCount&) = delete;

private:
    std::uint32_t& depth_;
};

class Interpreter final : public IntrinsicHost {
public:
    Interpreter(Program& program, expr::ExprContext& context, solver::Solver& solver, const EngineOptions& options,
                ExplorationStats& stats, const RuntimeClass* under_test, bool symbolic);

    // Runs the state until its path ends; forks go to `pending`. `entry` is
    // the method under test: a state without frames is fresh and the call of
    // entry(arguments) starts it. With `construction`, that call waits for
    // the construction's (see Construction, inputs.h), whose result is the
    // receiver (arguments[0] is then ignored). The path pauses (paused() is then true and the result meaningless)
    // when the exploration's work (ExplorationStats::work) reaches
    // `work_limit` or the wall-clock deadline passes, between two
    // instructions of the method's own frames, so that running the state again
    // continues it. Java called from an intrinsic runs to its end first.
    PathResult run_path(State& state, PendingStates& pending, const std::vector<Value>& arguments,
                        const MethodInfo* entry, std::uint64_t work_limit,
                        const Construction* construction = nullptr);
    bool paused() const { return run_.paused; }
    // A state forked for another alternative of an argument's choice that
    // no path below the first alternative read (State::ArgumentPoint): it
    // would only repeat them. Counted as finished; the caller drops it.
    bool drop_unread_alternative(const State& state);
    // The entry is a program's main (run_main, begin_main): its path goes
    // on until every non-daemon thread has ended, as the JVM does. A
    // method's path ends when the method does, whatever its threads do.
    void set_whole_program() { whole_program_ = true; }
    // The process is over EngineOptions::max_resident_bytes (memory_ceiling.h).
    bool over_memory_ceiling() { return memory_ceiling_.exceeded(); }
    // What a test needs to know of a returned object.
    ReturnedObject describe_returned(State& state, std::uint32_t address);
    bool describe_optional(State& state, const Object& object, ReturnedObject& returned);
    // The getters of an application object (see Observation), called on the
    // state as the run left it; a getter that throws or cannot run is left out.
    // With a call's arguments (after its receiver), name and descriptor,
    // also the object's queries that take one of them; never the call itself
    // again (its result is asserted already).
    std::vector<Observation> observe(State& state, std::uint32_t address, const std::string& call_name = {},
                                     const std::string& call_descriptor = {}, std::span<const Value> call_arguments = {});
    // The arguments that are arrays of primitives, as the path left them.
    std::vector<PathResult::ArgumentArray> argument_arrays(const State& state,
                                                           const std::vector<Value>& arguments) const;

    // ---- IntrinsicHost -------------------------------------------------------------
    using IntrinsicHost::exit;
    using IntrinsicHost::throw_new;
    using IntrinsicHost::unsupported;
    expr::ExprContext& context() override { return ctx_; }
    Program& program() override { return program_; }
    const RuntimeClass* klass(std::string_view name) override;
    void initialize(State& state, const RuntimeClass* cls) override;
    std::uint32_t new_instance(State& state, const RuntimeClass* cls) override;
    std::uint32_t new_array(State& state, const RuntimeClass* array_class, std::int32_t length) override;
    std::uint32_t new_string(State& state, std::u16string text) override;
    std::uint32_t intern(State& state, const std::u16string& text) override;
    std::uint32_t mirror(State& state, const RuntimeClass* cls) override;
    Value call(State& state, const MethodInfo& method, const std::vector<Value>& args) override;
    Value call_bytecode(State& state, const MethodInfo& method, const std::vector<Value>& args) override;
    Value call_virtual(State& state, std::string_view name, std::string_view descriptor,
                       const std::vector<Value>& args) override;
    Value call_static(State& state, std::string_view owner, std::string_view name, std::string_view descriptor,
                      const std::vector<Value>& args) override;
    Value concretize(State& state, Value value) override;
    std::pair<bool, int> number_width(State& state, Value value, bool wide) override;
    void note_text_hash(const expr::Expr* hash, const Object::SymbolicText& text) override {
        text_hashes_.emplace(hash, text);
    }
    std::u16string to_java_string(State& state, Value value, char type) override;
    std::u16string printed_text(State& state, Value value, char type) override;
    bool branch(State& state, Value condition) override { return decide(state, condition); }
    bool branch_preferring(State& state, Value condition) override;
    void pin_string(State& state, std::uint32_t address) override;
    std::int32_t enumerate_int(State& state, Value v) override;
    std::optional<std::int32_t> enumerate_within(State& state, Value v, std::int32_t low, std::int32_t high) override;
    void lose_precision(State& state, PrecisionLossKind kind, std::string_view what) override;
    bool assertions_enabled(const RuntimeClass* cls) override;
    Value nondet(State& state, char type, std::string_view method) override;
    Value math_result(State& state, std::uint32_t function, Value x, std::optional<Value> y, bool exact) override;
    std::optional<Value> jvm_choice(State& state, JvmChoice choice, std::uint32_t object) override;
    bool exact_values() const override { return options_.exact_values; }
    std::int32_t identity_hash(std::uint32_t address) const override;
    // The work Engine::resume gives this slice: a solver query may use up to
    // all of it, however much the path already took (Interpreter::solve).
    void set_resume_share(std::uint64_t work) { run_.resume_share = work; }

    // HotSpot's report of the exception that ended the last run_path
    // (ThreadGroup.uncaughtException): "Exception in thread "main" " and
    // printStackTrace on System.err, through System.err as the program left
    // it (its class name if printStackTrace fails). Once only: a program
    // whose other threads went on after main threw had it reported then.
    void report_uncaught(State& state);

    // Throws NullPointerException with HotSpot's helpful message for the
    // instruction the top frame is executing.
    [[noreturn]] void throw_npe(State& state);

protected:
    void do_unsupported(const std::string& what) override;
    void do_exit(State& state, std::int32_t status) override;
    void do_throw_new(State& state, std::string_view class_name, std::optional<std::u16string> message) override;

private:
    // ---- interpreter.cpp, step.cpp, concrete_fast_path.cpp, decisions.cpp -----------
    void run_until(State& state, std::size_t floor);
    void step(State& state);
    // ---- deferred_inputs.cpp: input references a register holds unresolved ---------------
    // Whether a lazy reference read from a field of an object of `cls` (a
    // data class, whose fields never change) stays unresolved until an
    // instruction looks at its object.
    bool defers_fields_of(const RuntimeClass* cls);
    // Whether a lazy reference read from a field whose generic type is a
    // type variable erased to Object (`E element` of a node) stays
    // unresolved until an instruction looks at it: a cast there names the
    // class the code takes it for (an Entry of a tree's nodes), which the
    // field's erased type cannot.
    bool defers_type_variable(const State& state, const Value& field) const;
    // Resolves the deferred references the top frame's next instruction
    // looks at; true when a constructor was queued, which must run before
    // the instruction (step returns and runs it again after).
    bool resolve_deferred_operands(State& state);
    void observe_receiver_after(State& state, const MethodInfo* entry, const std::vector<Value>& arguments,
                                PathResult& result);
    // The method under test's reference arguments as snapshot roots
    // (heap_snapshot.h), named as their inputs are ("this", "list"); the
    // receiver a construction made as "this".
    std::vector<HeapSnapshot::Slot> heap_roots(const State& state, const std::vector<Value>& arguments) const;
    // PathResult::heap_before and heap_after (EngineOptions::record_heaps).
    void record_heaps(const State& state, const std::vector<Value>& arguments, PathResult& result) const;
    void run_concrete(State& state);
    // `targets`, when the choice is the current block's branch: the successor
    // each option leads to (a fork records its edge, State::fork_edge).
    // `bounded` false: an enumeration's split (enumerate_within), counted
    // against a bound of its own (BranchKey::enumeration), its forks
    // State::forked_enumerating.
    // `preferred`: an option the state follows instead of its model's when
    // feasible (IntrinsicHost::branch_preferring).
    std::size_t choose(State& state, const std::vector<const expr::Expr*>& options,
                       std::optional<std::size_t> exit_option = std::nullopt,
                       std::span<const ir::BlockId> targets = {}, bool bounded = true,
                       std::optional<std::size_t> preferred = std::nullopt);
    bool decide(State& state, Value condition, std::optional<std::size_t> exit_option = std::nullopt,
                std::span<const ir::BlockId> targets = {});
    // The one way a path splits, for branches and lazy initialisation alike:
    // a copy of the state queued for the searcher, which re-runs the current
    // instruction with the choices made so far and then `choice` forced
    // (the caller adds the copy's constraint and model).
    State& fork_off(const State& state, std::size_t choice);
    // A fork re-running its instruction: the next choice it must make, if any.
    std::optional<std::size_t> forced_choice(State& state);
    // Counts the side taken at a branch of the class under test (EngineOptions::record_decisions).
    void note_decision(State& state, std::span<const ir::BlockId> targets, std::size_t taken);
    void execute_if(State& state, Frame& frame, const ir::Block& block, const ir::Instr& instr, Value* regs);
    // branch_merging.cpp: runs both pure sides of the current block's `if`
    // and jumps to where they join; false (nothing changed) where it cannot.
    bool merge_pure_sides(State& state, Frame& frame, const ir::Block& block, Value condition);
    std::optional<std::size_t> preferred_side(const State& state, const Frame& frame, const ir::Block& block);
    void execute_switch(State& state, Frame& frame, const ir::Instr& instr, Value* regs);
    void jump(State& state, Frame& frame, ir::BlockId target);
    // Whether the branches of `code` count as the class under test's: its
    // own methods and those of the classes nested in it (an enum constant's
    // body overriding a method, an inner iterator), whose branches JaCoCo
    // counts in the package as well. A path through a constant's override
    // is worth a test of its own.
    bool covers(const Code& code) const;
    // The edge from block `from` to `to` of `code`, which covers(code).
    Edge edge_of(const Code& code, ir::BlockId from, ir::BlockId to) const;
    void note_target_fitness(State& state, const Frame& frame, const ir::Block& block, const ir::Instr& instr,
                             const Value* regs, bool taken);
    std::int32_t concrete_int(State& state, Value v);
    // Under a branch policy (`symcrete worst` beyond its exhaustive sizes),
    // a symbolic index into the class under test's array of numbers, pinned
    // to the model's value as it is (see arrays_and_types.cpp); nullopt
    // elsewhere.
    std::optional<std::size_t> guided_index(State& state, std::uint32_t array, Value index);
    // Notes a read at a concrete index of the class under test's array on a
    // guided path whose policy pins some indices fresh (State::guided_indices).
    void note_guided_read(State& state, std::uint32_t array, std::size_t index);
    std::optional<Value> fresh_index(State& state, std::uint32_t array, Value index,
                                     const std::set<std::int32_t>& taken);
    PinSite pin_site(const State& state) const;
    static std::string where(const State& state);
    // The solver, with its work charged to the budget.
    // `query.constraints` must be the state's path condition, which its
    // model satisfies: the model `model` receives is partial, to be merged.
    solver::SatResult solve(State& state, const solver::Query& query, expr::Assignment* model);
    // Work-budget bookkeeping: the instruction count (state.steps) at which
    // the path must pause, and the one at which it must stop (max_steps_per_path).
    std::uint64_t budget_step_limit(const State& state) const;
    void charge(const State& state, std::uint64_t work);  // work beyond instructions
    std::uint64_t step_limit(const State& state) const;
    bool should_pause(const State& state);
    // What one path's objects may cost the engine (Heap::set_limits).
    std::uint64_t engine_bytes_limit() const;

    // arrays_and_types.cpp: fields, arrays and types.
    const FieldCache& field_at(const Code& code, std::uint32_t index);
    const RuntimeClass* type_at(const Code& code, std::uint32_t index);
    std::uint32_t new_multi_array(State& state, const RuntimeClass* cls, const std::vector<std::int32_t>& dims,
                                  std::size_t level);
    void check_length(State& state, Value length);
    std::uint32_t new_symbolic_array(State& state, const RuntimeClass* cls, Value length);
    void finish_load(State& state, ir::Reg dst, Value value);
    // The OutOfMemoryError for an allocation past Java's heap; past the
    // engine's own limit, ends the path instead.
    std::uint32_t out_of_memory(State& state, const HeapExhausted& exhausted);
    // An OutOfMemoryError the JVM throws, made outside the heap's limits as
    // HotSpot preallocates it: with a stack trace for the first four of the
    // path (PreallocatedOutOfMemoryErrorCount), without one after that.
    std::uint32_t vm_out_of_memory(State& state, std::string_view message);
    void check_index(State& state, Value index, Value length);
    // The length of an array: symbolic for an input array.
    static Value array_length(const Object& array);
    // `slot`, when given, is set to the one slot read when the path fixes it.
    Value load_element(State& state, std::uint32_t address, Value index, std::optional<std::size_t>* slot = nullptr);
    // For a hash table's symbolic bucket index computed from the hashCode
    // of symbolic text: per distinct bucket entry, "the text equals a key of
    // its chain" (nullopt when the index has no such hash or a key is not a
    // known String). arrays_and_types.cpp says why.
    std::optional<std::vector<const expr::Expr*>> key_options(const State& state, const expr::Expr* index,
                                                              const std::vector<Value>& entries);
    void store_element(State& state, std::uint32_t address, Value index, Value value);
    bool splits_index(const State& state) const;
    bool holds_enum_constants(const State& state, const Object& array);
    void string_field(State& state, const ir::Instr& instr, std::uint32_t string);
    [[noreturn]] void throw_class_cast(State& state, const RuntimeClass* from, const RuntimeClass* to);

    // ---- calls.cpp: frames, calls, class initialisation, exceptions -------------------
    void push_frame(State& state, const MethodInfo& method, const Value* args, ir::Reg result, Frame::Kind kind,
                    std::uint32_t class_id = 0);

    // ---- summaries.cpp: method summaries (method_summary.h) ---------------------------------
    // Takes `method`'s summary for this call when it has one and an
    // argument is symbolic: sets the result and returns true; false when the
    // call must run the callee (no summary, or the case taken throws).
    bool call_by_summary(State& state, const MethodInfo& method, const Value* args, ir::Reg result);
    // `method`'s summary, made on first use; null when it has none.
    const MethodSummary* summary_of(State& state, const MethodInfo& method);
    // Why `method` cannot be summarized, from its code and its callees'
    // (nullopt: it can be); `visiting` holds the methods being looked at.
    std::optional<std::string> summary_refusal(const MethodInfo& method, std::set<const MethodInfo*>& visiting);

    // ---- path_budget.cpp: seed 000's path budget (engine/path_budget.h) ------------------
    // Charges a call of `callee` from the top frame (none: the path's
    // bottom frame, not charged), and deciding an input of class `cls`;
    // either ends the path past the budget.
    void charge_call(State& state, const MethodInfo& callee);
    void charge_match(State& state, const RuntimeClass* cls);
    void return_from(State& state, std::optional<Value> value);
    // A construction-first path: the construction's frame, and the call of
    // the method under test once it has returned (false: a factory made null).
    void start_construction(State& state, const Construction& construction);
    bool call_entry_on(State& state, Value receiver);
    void after_setup_step(State& state, Value receiver, std::size_t next);
    [[noreturn]] void throw_stack_overflow(State& state);
    void invoke(State& state, Frame& frame, const ir::Instr& instr);
    // Runs `method` on args: pushes a frame for bytecode (then returns
    // false), or runs an intrinsic and stores its result (returns true).
    bool enter(State& state, const MethodInfo& method, const Value* args, ir::Reg result);
    // Null for a VarHandle access mode, which invoke_var_handle runs.
    const MethodInfo* resolve_call(const Code& code, std::uint32_t call_index);
    // var_handles.cpp: VarHandle.get/set/compareAndSet/getAndAdd/... on the
    // handle args[0] and the call site's other arguments.
    static bool is_var_handle_access(const ir::Member& member);
    Value invoke_var_handle(State& state, const ir::Member& member, const Value* args, std::size_t count);
    Value access_byte_view(State& state, char type, bool big_endian, const Value* args, std::size_t count, bool set);
    const MethodInfo& select_target(State& state, const Object& receiver, const MethodInfo& resolved,
                                    CallSiteCache& cache);
    // Class initialisation (JVMS 5.5). Returns true if initialiser frames
    // were pushed: the triggering instruction then runs again.
    bool ensure_initialized(State& state, const RuntimeClass* cls);
    void plan_initialization(State& state, const RuntimeClass* cls, std::vector<const RuntimeClass*>& order);
    void prepare_statics(State& state, const RuntimeClass* cls);
    Value constant_value(State& state, const RuntimeClass& cls, std::uint16_t index);
    void dispatch(State& state, std::uint32_t exception, std::size_t floor);
    std::uint32_t literal(State& state, const ir::Constant& constant);

    // ---- invokedynamic.cpp ----------------------------------------------------------------
    void invoke_dynamic(State& state, Frame& frame, const ir::Instr& instr);
    // Calls a lambda object's function; false if `name` is not its method.
    // A call of the lambda's functional method from C++ (call_virtual) or
    // with arguments to adapt: its result (a Value() for void), or nullopt
    // when `name` `descriptor` is not the lambda's method.
    std::optional<Value> call_lambda(State& state, const Object& lambda, std::string_view name,
                                     std::string_view descriptor, const Value* args);
    bool invoke_lambda(State& state, const Object& lambda, const MethodInfo& resolved, const Value* args,
                       ir::Reg result);

    // ---- switch_bootstraps.cpp: SwitchBootstraps.typeSwitch and enumSwitch ------------------
    // The labels of a call site of `bootstrap` (typeSwitch or enumSwitch)
    // whose type is `descriptor`.
    SwitchLink link_switch(const classfile::ClassFile& file, const classfile::BootstrapMethod& bsm,
                           std::string_view bootstrap, std::string_view descriptor);
    // The case a call site selects for `target` from the label `restart` on,
    // forking where the match depends on symbolic values.
    std::int32_t run_switch(State& state, const SwitchLink& link, Value target, Value restart);
    Value switch_label_matches(State& state, const SwitchLabel& label, Value target);

    // ---- lazy_init.cpp: inputs (inputs.h) -------------------------------------------------
public:
    Value symbolic_input(State& state, char type, const std::string& name);
    // nondet.cpp: a Verifier.nondet*() result as a fresh input, and the
    // path's nondet results under its model.
    Value symbolic_nondet(State& state, char type, const std::string& name);
    std::vector<NondetValue> nondet_witness(const State& state);
    // A Throwable's stack trace as fillInStackTrace recorded it, newest first.
    std::vector<TraceFrame> stack_trace_of(const State& state, std::uint32_t throwable);
    // State::precision_lost in words: "<what> (<Class>.<method> line <n>)".
    std::vector<PrecisionLoss> describe_precision_lost(const State& state);
    // Symbolic text as the path's model has it (nothing pinned).
    std::u16string model_text(const State& state, const Object::SymbolicText& text);
    // `signature`: the generic type, if known (for a collection's element type).
    Value new_lazy_reference(State& state, const RuntimeClass* declared, std::string origin, unsigned depth,
                             bool non_null, const classfile::TypeSignature* signature = nullptr);
    // The receiver of `method`, an input never null. Its class is one on
    // which a call of the method selects that very method: a subclass that
    // overrides it would run other code on the JVM.
    Value new_receiver(State& state, const MethodInfo& method);
    // The object a lazy reference stands for, choosing it on first use (a
    // fork per alternative); any other value unchanged.
    Value resolve_lazy(State& state, Value value);
    // The lazy reference `id` stands for the object `argument` describes
    // (made on first use, as an example's part is): a setup call's argument
    // an earlier path found (InputExamples::harvest_call).
    void preset_reference(std::uint32_t id, InputExample::Argument argument) { presets_[id] = std::move(argument); }
    // Gives an array with symbolic contents concrete slots (elements stay
    // symbolic; the length is pinned to its value in the model).
    void flatten(State& state, std::uint32_t address) override;
    void flatten_to(State& state, std::uint32_t address, std::int32_t length);  // length already chosen
    // Constructs the set or map at `address` and adds its elements (a map's:
    // key, value, key, ...), as a test would; a replay builds its inputs so.
    void build_collection(State& state, std::uint32_t address, bool map, const std::vector<Value>& elements);
    // The String keys among `slots` (every `stride`-th) have distinct texts.
    void assume_distinct_texts(State& state, const std::vector<Value>& slots, std::size_t stride);
    // A BigInteger, BigDecimal or java.time value laid out from its parts
    // (InputObject::jdk_value).
    std::uint32_t new_jdk_value(State& state, const RuntimeClass* cls, const std::vector<Value>& parts);
    std::optional<std::vector<std::int64_t>> time_value_parts(const State& state, std::uint32_t address);
    // ---- function_inputs.cpp: functional-interface inputs as answer tables ----
    // A replay's table: `answers` in call order (AnswerTable).
    std::uint32_t new_answer_table(State& state, const RuntimeClass* cls, const MethodInfo& method,
                                   std::vector<Value> answers);
    // The next answer when `name` `descriptor` is the table's method (void
    // methods: null), else nothing.
    std::optional<Value> next_answer(State& state, std::uint32_t address, std::string_view name,
                                     std::string_view descriptor);
    const MethodInfo* functional_method(const RuntimeClass* interface);
    const RuntimeClass* answer_class(const RuntimeClass* interface);
    bool is_answer_class(const RuntimeClass* cls) const;

    // When exploration started, in milliseconds since the epoch: no
    // currentTimeMillis() reading is earlier (jvm_choices.cpp).
    const std::int64_t explored_since_ =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();

private:
    InputGraph& inputs_for_write(State& state);
    void roll_back_partial_inputs(State& fork);
    void limit_inputs(State& state, const std::string& reason);
    void add_domain_fact(State& state, const expr::Expr* fact);
    // Adds a constraint without asking the solver; the model catches up in
    // settle_model if it does not satisfy it.
    void assume(State& state, const expr::Expr* fact);
    // Brings the model up to the path condition (State::unmet_facts).
    void settle_model(State& state);
    std::vector<const RuntimeClass*> input_classes(State& state, const RuntimeClass* declared,
                                                   const RuntimeClass* element = nullptr);
    const RuntimeClass* collection_key_class(const RuntimeClass* element);
    static bool is_enum(const RuntimeClass* cls);
    std::vector<std::pair<std::string, std::uint32_t>> enum_constants(State& state, const RuntimeClass* cls);
    // An object a class keeps in a static final field, which a test reads
    // (`Mode.FAST`, `Limits.Companion`, `Grade$.MODULE$`) rather than makes.
    struct HeldConstant {
        std::string name;  // the field
        std::uint32_t address = 0;
        const RuntimeClass* owner = nullptr;  // the class declaring the field
    };
    // The objects of a class that it keeps in its own static final fields
    // (or its outer class's), as the initialised classes hold them: an
    // enum's constants; a singleton's instance (a Scala object's MODULE$, a
    // Kotlin object's INSTANCE or companion object, a Java INSTANCE); a
    // value class's constants (Fraction.ZERO). Only application classes
    // without a public constructor, and non-private fields, count.
    struct HeldConstants {
        std::vector<HeldConstant> constants;
        // No public static factory either: these are the only objects a
        // test can have (an enum, a singleton). Else they are offered beside
        // fresh objects.
        bool only = false;
    };
    // nullopt: the class keeps none, or tests can construct it.
    std::optional<HeldConstants> held_constants(State& state, const RuntimeClass* cls);
    std::int32_t make_input_object(State& state, const RuntimeClass* cls, const std::string& origin, unsigned depth);
    std::int32_t make_input_array(State& state, const RuntimeClass* cls, const std::string& origin, unsigned depth);
    std::size_t choose_alternative(State& state, std::size_t count);
    Value load_symbolic_element(const Object& array, Value index);
    void flatten_arguments(State& state, const Value* args, std::size_t count);
    // Runs an intrinsic: its symbolic-text version when it has one and an
    // argument is symbolic (find_symbolic_string_intrinsic), else the plain
    // one on flattened arrays and pinned Strings.
    Value run_intrinsic(State& state, const MethodInfo& method, const Value* args);
    std::int32_t make_input_string(State& state, const RuntimeClass* cls, const std::string& origin);
    // Symbolic text of up to `capacity` chars named after `name` (name.length(),
    // name.charAt(i)), printable ASCII and line breaks, or any UTF-16 unit; `constrain` takes
    // the facts that bound it.
    std::shared_ptr<Object::SymbolicText> fresh_text(const std::string& name, std::int32_t capacity, bool printable,
                                                     const std::function<void(const expr::Expr*)>& constrain);
    std::int32_t make_input_list(State& state, const RuntimeClass* list_class, const LazyReference& ref);
    std::int32_t make_input_collection(State& state, const RuntimeClass* cls, const LazyReference& ref);
    std::int32_t make_input_optional(State& state, const RuntimeClass* cls, const LazyReference& ref);
    std::int32_t make_input_jdk_value(State& state, const RuntimeClass* cls, const std::string& origin);
    std::int32_t make_input_function(State& state, const RuntimeClass* cls, const LazyReference& ref);
    std::string answer_descriptor(const MethodInfo& method, const LazyReference& ref);
    std::vector<Value> time_parts(State& state, const RuntimeClass* cls, const std::string& origin);
    // A data class's canonical constructor (a record's, a Scala case
    // class's, a Kotlin data class's: classfile/data_class.h), or null.
    const MethodInfo* canonical_constructor(const RuntimeClass* cls);
    // Does this constructor check its arguments: does its own code branch or
    // throw? (Objects.requireNonNull's checks are in its callee, and count.)
    bool constructor_checks(const MethodInfo& constructor);
    std::map<const MethodInfo*, bool> constructor_checks_;  // its answers, asked on every record input of a setup
    std::map<const MethodInfo*, std::uint32_t> call_costs_;  // charge_call's, per callee
    std::unordered_map<const RuntimeClass*, const MethodInfo*> canonical_constructors_;  // canonical_constructor's
    // Would resolving reference `reference` to input `target` close a cycle
    // through an object a constructor built (a record, an example)? Java
    // makes a constructor's arguments before the object, so nothing they
    // reach can be the object itself: an `AllOf` record whose rule list
    // holds that AllOf is a state no test can write.
    // References still being resolved (Run::resolving) close a cycle too:
    // the object made for one holds the reference resolved now.
    // `any_cycle`: any cycle at all, constructed or not (`--assume acyclic`).
    static bool closes_constructed_cycle(const InputGraph& graph, std::size_t target, std::size_t reference,
                                         const std::vector<std::uint32_t>& resolving, bool any_cycle = false);
    // Do the user's heap assumptions (InputBounds::assume) rule out
    // resolving `reference` to the earlier input `target`?
    bool assumed_away(const InputGraph& graph, std::size_t target, std::size_t reference) const;
    Value fresh_input(State& state, const std::string& descriptor, const std::optional<std::string>& signature,
                      const std::string& name, unsigned depth, bool non_null = false);
    // The reference fields ("name:descriptor") of `cls` that every one of its
    // constructors sets, before any branch, to a new object or to what
    // Objects.requireNonNull returned: a lazily made object never has them
    // null (a Catalog's maps), as no object a program makes does. Each with
    // the class every constructor makes for it (a HashMap, not any Map), or
    // "" when that is not one class.
    const std::map<std::string, std::string>& fields_never_null(const RuntimeClass* cls);
    // A record input: allocated now, its constructor queued with fresh
    // inputs for the components (State::queued_constructions).
    // An input built as an earlier path built one (InputExamples): its
    // constructor queued with the example's concrete values, its
    // components examples or constants in turn; named after `origin`.
    std::int32_t make_input_example(State& state, const RuntimeClass* cls, const InputExample& example,
                                    const std::string& origin, unsigned depth);
    // One reference argument of an example (a text, a constant, a nested
    // example, a java.time value, a collection of those) as an input
    // object named `name`: its index, or LazyReference::kNull.
    std::int32_t make_example_part(State& state, const InputExample::Argument& argument, const std::string& name,
                                   unsigned depth);
    // An ArrayList holding `elements` as the JDK lays one out (elementData, size).
    std::uint32_t lay_out_list(State& state, const RuntimeClass* list_class, const std::vector<Value>& elements);
    std::int32_t make_input_record(State& state, const RuntimeClass* cls, const MethodInfo& constructor,
                                   const LazyReference& ref);
    // A data class whose constructor only stores its arguments, made with
    // lazy fields (constructed_inputs.cpp).
    std::int32_t make_input_data(State& state, const RuntimeClass* cls, const MethodInfo& constructor,
                                 const LazyReference& ref);
    // Is a field of this descriptor an algebraic data type with a data
    // class among its implementations that holds none of it (a leaf)?
    bool has_base_case(const std::string& descriptor);
public:
    // Pushes the record constructions the last instruction queued at the
    // current host depth, so they run before the code that reads them goes
    // on (the first queued on top: it runs first).
    void push_input_constructions(State& state);
    // Runs them now, as Java called from C++ (their branches follow the
    // model): for code that needs the records complete before it goes on.
    void run_input_constructions(State& state);
private:

    // ---- scheduler.cpp: the path's green threads (threads.h) ------------------------------
    // The outermost instruction loop calls these: after the running thread
    // blocked (ThreadBlocked: the lowest runnable thread runs, or the path
    // ends as a deadlock), when its turn is over (ThreadTable::switch_at),
    // and when its last frame went (false: the path is over).
    void run_next_thread(State& state);
    void give_way(State& state);
    bool thread_ended(State& state);
    // A thread's bottom frame finished (`exception`: it threw): what HotSpot
    // runs next as the thread ends (Frame::Kind::ThreadRun).
    void end_thread_frame(State& state, const Frame& finished, std::uint32_t exception);
    // The running thread waits (a monitor, a class initialisation): the
    // current instruction runs again when it is scheduled.
    [[noreturn]] void block_thread(State& state, ThreadWait wait, std::uint32_t on);
    // Releases a finished frame's monitor (a synchronized method's).
    void leave_frame_monitor(State& state, const Frame& finished);
    void switch_to(State& state, std::uint32_t next);
    std::optional<std::uint32_t> next_runnable(const State& state, std::uint32_t first) const;
    [[noreturn]] void deadlock(State& state);
    std::string describe_wait(const State& state, std::uint32_t index);
    // The frames of the path's own thread, wherever they are now.
    static const std::vector<Frame>& entry_thread_frames(const State& state);

    // ---- npe_message.cpp --------------------------------------------------------------------
    std::optional<std::string> npe_message(const Code& code, const ir::Block& block, std::uint32_t index);

    Program& program_;
    expr::ExprContext& ctx_;
    solver::Solver& solver_;
    const EngineOptions& options_;
    ExplorationStats& stats_;
    const RuntimeClass* under_test_;
    MemoryCeiling memory_ceiling_{options_.max_resident_bytes};
    std::set<Edge> covered_so_far_;  // edges of the class under test that finished paths covered
    // covers()'s answer for the last class it was asked about other than
    // the class under test: a jump asks for every block, mostly in a row
    // of the same class.
    mutable const RuntimeClass* last_asked_ = nullptr;
    mutable bool last_covered_ = false;
    bool symbolic_;
    bool whole_program_ = false;

    // String.hashCode results of symbolic texts (expressions are shared and
    // immutable, so one map serves every state of the exploration).
    std::unordered_map<const expr::Expr*, Object::SymbolicText> text_hashes_;
    // Functional interface -> the class of its answer tables (function_inputs.cpp).
    std::unordered_map<const RuntimeClass*, const RuntimeClass*> answer_classes_;
    std::unordered_map<const RuntimeClass*, std::map<std::string, std::string>> fields_never_null_;

    // What one run_path works with: set when it starts (resume_share per
    // resume), read by the loop, decisions and calls; nothing in it outlives
    // the path.
    struct Run {
        // The work budget (see run_path).
        std::uint64_t work_limit = 0;
        std::uint64_t resume_share = 0;     // the work the current resume was given (Engine::resume)
        std::uint64_t steps_at_start = 0;   // state.steps when run_path began
        std::uint64_t pause_at_steps = 0;   // budget_step_limit, refreshed after each solver call
        std::uint64_t next_clock_check = 0; // state.steps at which to look at the wall clock again
        bool paused = false;

        PendingStates* pending = nullptr;
        std::vector<std::size_t> step_choices;  // choices made by the current instruction
        // Lazy references the current instruction resolved, with how many of
        // step_choices each took (copied into forks: State::replayed_resolutions).
        std::vector<std::pair<std::uint32_t, std::size_t>> step_resolutions;
        Cost cost_at_step;  // the state's cost as the current instruction began: a fork's (it runs it again)

        std::uint32_t host_depth = 0;           // C++ frames of Java called from intrinsics
        // The step at which the query observe() runs now is given up
        // (Interpreter::observe): a receiver made field by field may be a
        // list closed into a cycle, whose toString() never ends.
        std::uint64_t observation_step_limit = std::numeric_limits<std::uint64_t>::max();
        std::uint32_t intrinsic_depth = 0;      // intrinsics running (run_intrinsic), nested
        bool uncaught_reported = false;         // report_uncaught has reported run_.uncaught
        Value host_result;
        std::uint32_t uncaught = 0;             // the exception that ended the run, if any
        std::optional<Value> returned_value;
        // The method under test and its arguments (with a construction,
        // called when the construction's frame returns).
        const MethodInfo* entry = nullptr;
        const std::vector<Value>* entry_arguments = nullptr;
        const Construction* construction = nullptr;  // its setup calls run before the method under test
        bool entry_started = false;  // the method under test has been called
        bool factory_returned_null = false;
        bool overflowing = false;  // constructing a StackOverflowError: a few frames of headroom
        // Choosing this argument of the method under test (its forks are
        // other alternatives of that point), and whether that forked.
        std::optional<std::uint32_t> choosing_argument;
        bool forked_for_argument = false;
        bool choosing_record_component = false;  // make_input_record: null is the last alternative
        // Lazy references being resolved, outermost first (a record's
        // components are chosen while the record is made: no alias may reach
        // one of them, closes_constructed_cycle), and what the inputs held
        // before the outermost began: a fork made inside is rolled back to
        // that (roll_back_partial_inputs).
        std::vector<std::uint32_t> resolving;
        std::size_t objects_before = 0;
        std::size_t references_before = 0;
        std::size_t queued_before = 0;
    };
    Run run_;
    // Method summaries by callee (null: none). A summary is made by an
    // engine of its own, which takes none, so making one never asks for
    // another of this interpreter.
    std::unordered_map<const MethodInfo*, std::unique_ptr<MethodSummary>> summaries_;
    std::map<std::uint32_t, InputExample::Argument> presets_;  // preset_reference
    const RuntimeClass* string_class_ = nullptr;

    // Argument choice points (unread_arguments.cpp): how many states below
    // each point's first alternative have yet to finish, and whether one
    // that finished read the argument.
    struct ArgumentPointStatus {
        std::uint32_t live = 0;
        bool read = false;
    };
    std::map<State::ArgumentPoint, ArgumentPointStatus> argument_points_;
    std::uint32_t run_serials_ = 0;
    // Per function, per block: bit i set when the block reads parameter i's register.
    std::unordered_map<const ir::Function*, std::vector<std::uint64_t>> parameter_reads_;
    void start_argument_choices(State& state);
    void open_argument_point(State& state, std::uint32_t argument);
    void mark_entry_frame(State& state);
    void count_fork(const State& fork);
    void close_argument_points(const State& state);
    std::uint64_t arguments_read(const State& state);
};

// A parameter's name from the method's LocalVariableTable (its local in
// `slot` from the start), else "p<index>".
std::string parameter_name(const classfile::Method& method, unsigned slot, std::size_t index);

}  // namespace symcrete::engine::detail
