// The Interpreter's driver: run_path starts or resumes a path (inputs
// resolved first, then the entry's frame), runs the instruction loop until
// the path returns, throws, ends early or pauses, and packs the PathResult.
// The loop's work-budget bookkeeping lives here too, beside the loop that
// checks it. The rest of the Interpreter is split by concept: step.cpp (one
// instruction), concrete_fast_path.cpp, decisions.cpp (branching and
// forking), arrays_and_types.cpp, path_results.cpp, calls.cpp,
// invokedynamic.cpp, lazy_init.cpp, npe_message.cpp.
#include "interpreter.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <new>

#include "classfile/descriptor.h"
#include "opaque_math.h"
#include "symbolic_text.h"
#include "thread_model.h"

namespace symcrete::engine::detail {

namespace {
// Work units between two looks at the wall clock (about 2 ms at the
// reference rate; a decision or a solver query counts its whole charge).
constexpr std::uint64_t kClockCheckInterval = 1 << 16;
}  // namespace

Interpreter::Interpreter(Program& program, expr::ExprContext& context, solver::Solver& solver,
                         const EngineOptions& options, ExplorationStats& stats, const RuntimeClass* under_test,
                         bool symbolic)
    : program_(program), ctx_(context), solver_(solver), options_(options), stats_(stats), under_test_(under_test),
      symbolic_(symbolic) {
    opaque_math::install();  // before any Math call becomes an expression
}

// A replay of an instance method: what the receiver shows afterwards,
// whether the test made it or a construction did.
void Interpreter::observe_receiver_after(State& state, const MethodInfo* entry, const std::vector<Value>& arguments,
                                         PathResult& result) {
    if (symbolic_ || entry == nullptr || entry->is_static()) return;
    std::uint32_t receiver = state.constructed_receiver;
    if (receiver == 0 && !arguments.empty() && arguments[0].kind() == ValueKind::Ref &&
        (arguments[0].as_ref() & kLazyReferenceBit) == 0)
        receiver = arguments[0].as_ref();
    if (receiver == 0) return;
    result.receiver_getters = observe(state, receiver, entry->method->name, entry->method->descriptor,
                                      std::span<const Value>(arguments).subspan(arguments.empty() ? 0 : 1));
}

std::vector<HeapSnapshot::Slot> Interpreter::heap_roots(const State& state, const std::vector<Value>& arguments) const {
    std::vector<HeapSnapshot::Slot> roots;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const Value& argument = arguments[i];
        if (argument.kind() != ValueKind::Ref) continue;
        if (i == 0 && state.constructed_receiver != 0) {
            roots.push_back({"this", "", Value::ref(state.constructed_receiver)});
        } else if (is_lazy_reference(argument) && state.inputs &&
                   lazy_reference_id(argument) < state.inputs->references.size()) {
            roots.push_back({state.inputs->references[lazy_reference_id(argument)].origin, "", argument});
        } else if (argument.is_concrete() && argument.as_ref() != 0) {
            roots.push_back({fmt::format("argument {}", i), "", argument});
        }
    }
    return roots;
}

void Interpreter::record_heaps(const State& state, const std::vector<Value>& arguments, PathResult& result) const {
    std::vector<HeapSnapshot::Slot> roots = heap_roots(state, arguments);
    if (state.heap_at_entry)
        result.heap_before = state.heap_at_entry;
    else if (state.inputs)
        result.heap_before = std::make_shared<const HeapSnapshot>(snapshot_inputs(*state.inputs, roots));
    if (result.return_value && result.return_value->kind() == ValueKind::Ref)
        roots.push_back({"result", "", *result.return_value});
    result.heap_after = std::make_shared<const HeapSnapshot>(snapshot_heap(state.heap, std::move(roots), state.inputs.get()));
}

PathResult Interpreter::run_path(State& state, PendingStates& pending, const std::vector<Value>& arguments,
                                 const MethodInfo* entry, std::uint64_t work_limit, const Construction* construction) {
    PathResult result;
    result.arguments = arguments;
    if (construction != nullptr) result.construction = *construction;
    run_.entry = entry;
    run_.entry_arguments = &arguments;
    run_.construction = construction;
    run_.factory_returned_null = false;
    // Resumed mid-construction (a fork or a pause inside the constructor or
    // a setup call), its frame is at the bottom of the stack.
    const std::vector<Frame>& entry_frames = entry_thread_frames(state);
    run_.entry_started = construction == nullptr ||
                     (!entry_frames.empty() && entry_frames.front().kind != Frame::Kind::Construction &&
                      entry_frames.front().kind != Frame::Kind::SetupCall);
    run_.work_limit = work_limit;
    run_.steps_at_start = state.steps;
    run_.pause_at_steps = budget_step_limit(state);
    // Only exploration watches the clock, the stop request and the memory
    // ceiling; a concrete run (a replay) must end as Java would.
    const bool watch = symbolic_ && (options_.wall_clock_deadline || options_.cpu_deadline ||
                                     options_.stop_requested != nullptr || options_.max_resident_bytes != 0);
    run_.next_clock_check = watch ? state.steps + kClockCheckInterval : std::numeric_limits<std::uint64_t>::max();
    run_.paused = false;
    run_.uncaught = 0;
    run_.uncaught_reported = false;
    run_.returned_value.reset();
    run_.pending = &pending;
    run_.host_depth = 0;
    run_.intrinsic_depth = 0;
    state.fork_edge.reset();  // it has left the pending list; its forks record their own
    state.heap.set_limits(options_.max_heap_bytes, engine_bytes_limit());
    state.block_bound = symbolic_ ? options_.block_bound : 0;
    state.loop_bound = symbolic_ ? options_.loop_bound : 0;
    try {
        try {
            if (entry != nullptr && state.frames.empty()) {
                // Reference inputs are chosen before anything runs (a fork
                // per choice starts here again with its choice forced), the
                // construction's first. A fork re-running this skips the
                // choices of the references already resolved when it forked
                // (State::replayed_resolutions).
                run_.step_choices.clear();
                run_.step_resolutions.clear();
                start_argument_choices(state);
                std::vector<Value> constructing;
                if (construction != nullptr) constructing = construction->arguments;
                for (Value& argument : constructing) argument = resolve_lazy(state, argument);
                if (construction != nullptr) {
                    for (const SetupCall& call : construction->calls)
                        for (const Value& argument : call.arguments) resolve_lazy(state, argument);
                }
                std::vector<Value> resolved = arguments;
                for (std::size_t i = construction != nullptr ? 1 : 0; i < resolved.size(); ++i) {
                    // A choice point when made here, not replayed by a fork.
                    const bool replayed = !state.forced_choices.empty();
                    run_.choosing_argument = static_cast<std::uint32_t>(i);
                    run_.forked_for_argument = false;
                    resolved[i] = resolve_lazy(state, resolved[i]);
                    run_.choosing_argument.reset();
                    if (!replayed && run_.forked_for_argument) open_argument_point(state, static_cast<std::uint32_t>(i));
                }
                // As the JVM boots: System first, which installs System.out and
                // the JDK's internal access objects (streams and EnumSet need them).
                initialize(state, klass("java/lang/System"));
                if (construction != nullptr) {
                    start_construction(state, Construction{construction->method, std::move(constructing), {}});
                } else {
                    push_frame(state, *entry, resolved.data(), ir::kNoReg, Frame::Kind::Call);
                    mark_entry_frame(state);
                    ensure_initialized(state, entry->owner);  // <clinit> runs before the first instruction
                }
                // Record arguments are made first, as a test makes them.
                push_input_constructions(state);
            }
            run_until(state, 0);
        } catch (const JavaThrow& thrown) {
            // Thrown while starting (an entry class whose initialiser fails).
            state.frames.clear();
            run_.uncaught = thrown.exception;
        } catch (const HeapExhausted& exhausted) {
            run_.uncaught = out_of_memory(state, exhausted);
            state.frames.clear();
        }
        if (run_.uncaught != 0) {
            result.end = PathEnd::Threw;
            const Object& exception = state.heap.get(run_.uncaught);
            result.exception_class = exception.cls->name;
            result.exception_trace = stack_trace_of(state, run_.uncaught);
            result.exception_explicit =
                state.thrown_by_application == run_.uncaught || state.made_by_application == run_.uncaught;
            auto throwable = program_.klass("java/lang/Throwable");
            if (throwable) {
                auto slot = program_.resolve_field(*throwable, "detailMessage", "Ljava/lang/String;");
                if (slot && slot->index < exception.slots.size()) {
                    Value message = exception.slots[slot->index];
                    if (message.is_concrete() && message.as_ref() != 0 &&
                        state.heap.get(message.as_ref()).kind == Object::Kind::String)
                        result.exception_message = utf8(string_chars(state, message));
                }
            }
            if (options_.observe_after_throw) observe_receiver_after(state, entry, arguments, result);
        } else {
            result.end = PathEnd::Returned;
            result.return_value = run_.returned_value;
            if (!symbolic_ && run_.returned_value && run_.returned_value->kind() == ValueKind::Ref &&
                run_.returned_value->as_ref() != 0)
                result.returned_object = describe_returned(state, run_.returned_value->as_ref());
            observe_receiver_after(state, entry, arguments, result);
            if (!symbolic_) result.argument_arrays = argument_arrays(state, arguments);
        }
    } catch (const PathEnded& ended) {
        result.end = ended.end;
        result.detail = ended.detail;
        result.exit_status = ended.exit_status;
        result.input_refused = ended.input_refused;
        if (ended.end == PathEnd::Unsupported) result.detail += where(state);
    } catch (const Pause&) {
        run_.paused = true;
    }
    stats_.work += state.steps - run_.steps_at_start;
    if (!run_.paused) stats_.work += kWorkPerPath;
    run_.pending = nullptr;
    run_.choosing_argument.reset();  // a path that ended while choosing
    run_.choosing_record_component = false;
    run_.resolving.clear();
    if (run_.paused) return result;
    if (symbolic_) close_argument_points(state);
    result.setup_failed = !run_.entry_started;
    result.refused_call_exception = state.refused_call_exception;
    if (run_.factory_returned_null) result.detail = "the factory returned null";
    settle_model(state);
    result.path_condition = state.constraints();
    result.conditions_of_method = state.constraints_of_method();
    result.model = state.model;
    result.covered = state.covered;
    result.cost = state.cost;
    result.decisions = state.decisions;
    result.pin_sites = state.pin_sites;
    result.setup_covered = state.setup_covered;
    result.ways = state.ways;
    result.reached_target = state.reached_target;
    if (state.target_chain) result.target_chain = *state.target_chain;
    result.target_fitness = state.target_fitness;
    covered_so_far_.insert(state.covered.begin(), state.covered.end());
    result.inexact_math = state.inexact_math;
    if (state.inexact_math) lose_precision(state, PrecisionLossKind::InexactMath, "a Math result may differ from HotSpot's in the last place");
    if (state.inputs && state.inputs->bounded) lose_precision(state, PrecisionLossKind::InputBound, "input bound: " + state.inputs->bound_reason);
    result.precision_lost = describe_precision_lost(state);
    if (options_.nondet == NondetMode::Symbolic) result.nondet = nondet_witness(state);
    result.inputs = state.inputs;
    if (options_.record_heaps && symbolic_ && !result.setup_failed &&
        (result.end == PathEnd::Returned || result.end == PathEnd::Threw))
        record_heaps(state, arguments, result);
    result.out = state.out;
    result.err = state.err;
    return result;
}

// A mix of the address and the salt.
std::int32_t Interpreter::identity_hash(std::uint32_t address) const {
    std::uint32_t h = (address ^ options_.identity_hash_salt) * 0x9E3779B1u;
    h ^= h >> 15;
    h &= 0x7fffffff;
    return static_cast<std::int32_t>(h == 0 ? 1 : h);
}

// " (in A.f line 3 <- B.g line 9 ...)": where the path stopped, newest frame
// first, so an unsupported feature can be traced to the code that needs it.
std::string Interpreter::where(const State& state) {
    auto describe = [&](const Frame& frame) {
        const ir::Function& fn = *frame.code->fn;
        const ir::Block& block = fn.blocks[frame.block];
        std::uint32_t line = frame.index < block.instrs.size() ? block.instrs[frame.index].line : 0;
        return fmt::format("{}.{} line {}", classfile::internal_to_java_name(fn.class_name), fn.name, line);
    };
    // The newest five frames, and the outermost one (where the program's own code usually is).
    constexpr std::size_t kShown = 5;
    const std::size_t n = state.frames.size();
    if (n == 0) return "";
    std::string text = " (in ";
    for (std::size_t i = 0; i < std::min(n, kShown); ++i)
        text += (i == 0 ? "" : " <- ") + describe(state.frames[n - 1 - i]);
    if (n > kShown + 1) text += " <- ...";
    if (n > kShown) text += " <- " + describe(state.frames.front());
    return text + ")";
}

void Interpreter::do_unsupported(const std::string& what) { throw PathEnded{PathEnd::Unsupported, what}; }

void Interpreter::do_exit(State&, std::int32_t status) {
    throw PathEnded{PathEnd::Exited, fmt::format("exit status {}", status), status};
}

void Interpreter::run_until(State& state, std::size_t floor) {
    // Only the outermost loop runs other threads (scheduler.cpp): Java
    // called from C++ runs to its end on the thread that called it.
    const bool outermost = floor == 0 && run_.host_depth == 0;
    for (;;) {
        while (state.frames.size() > floor) {
            try {
                if (outermost && thread_model::turn_over(state, state.frames.back().index == 0)) give_way(state);
                if (options_.concrete_fast_path) run_concrete(state);
                step(state);
                if (!state.queued_constructions.empty()) push_input_constructions(state);
            } catch (const ThreadBlocked&) {
                if (!outermost) unsupported("a thread had to wait inside Java that the engine called from C++");
                run_next_thread(state);
            } catch (const JavaThrow& thrown) {
                dispatch(state, thrown.exception, floor);
            } catch (const HeapExhausted& exhausted) {
                dispatch(state, out_of_memory(state, exhausted), floor);
            } catch (const std::bad_alloc&) {
                // The host refused memory the limits allowed (other processes
                // took it): the engine's limit, in effect.
                throw PathEnded{PathEnd::Unsupported, "the host has no memory left for this path's objects"};
            } catch (const TextTooLong& too_long) {
                throw PathEnded{PathEnd::Unsupported,
                                fmt::format("a String built from symbolic values would hold up to {} chars, past the "
                                            "engine's bound of {}",
                                            too_long.capacity, kMaxTextCapacity)};
            }
        }
        if (!outermost || !thread_ended(state)) return;
    }
}

std::uint32_t Interpreter::out_of_memory(State& state, const HeapExhausted& exhausted) {
    constexpr double kMiB = 1024.0 * 1024.0;
    if (exhausted.engine)
        throw PathEnded{PathEnd::Unsupported,
                        fmt::format("the engine's memory limit: this path's objects would take {:.0f} MiB of its "
                                    "memory, past the limit of {:.0f} MiB, though Java's heap has room ({:.0f} of "
                                    "{:.0f} MiB)",
                                    static_cast<double>(exhausted.used.engine + exhausted.wanted.engine) / kMiB,
                                    static_cast<double>(engine_bytes_limit()) / kMiB,
                                    static_cast<double>(exhausted.used.java + exhausted.wanted.java) / kMiB,
                                    static_cast<double>(options_.max_heap_bytes) / kMiB)};
    return vm_out_of_memory(state, "Java heap space");
}

std::uint32_t Interpreter::vm_out_of_memory(State& state, std::string_view message) {
    constexpr std::uint32_t kPreallocatedWithTraces = 4;
    Heap::Unlimited unlimited(state.heap);
    std::uint32_t error = 0;
    try {
        throw_new(state, "java/lang/OutOfMemoryError", message);
    } catch (const JavaThrow& thrown) {
        error = thrown.exception;
    }
    if (++state.vm_out_of_memory_errors > kPreallocatedWithTraces) {
        // HotSpot's shared default error: an empty stack trace.
        auto throwable = program_.klass("java/lang/Throwable");
        if (!throwable) unsupported(throwable.error().message);
        auto backtrace = program_.resolve_field(*throwable, "backtrace", "Ljava/lang/Object;");
        auto depth = program_.resolve_field(*throwable, "depth", "I");
        if (!backtrace || !depth) unsupported("Throwable without backtrace and depth fields");
        std::uint32_t empty = new_array(state, klass("[Ljava/lang/StackTraceElement;"), 0);
        Object& object = state.heap.mutate(error);
        object.slots[backtrace->index] = Value::ref(empty);
        object.slots[depth->index] = Value::i32(0);
    }
    return error;
}

bool Interpreter::assertions_enabled(const RuntimeClass* cls) {
    // java -ea enables assertions in every class but the system classes.
    return options_.enable_assertions && cls != nullptr && cls->file != nullptr && !is_jdk_class(cls);
}

// The arguments that are arrays of primitives, as the path left them (a test
// asserts on what a method changed in place). An array with a symbolic
// element is left out: a replay's are all concrete.
std::vector<PathResult::ArgumentArray> Interpreter::argument_arrays(const State& state,
                                                                    const std::vector<Value>& arguments) const {
    std::vector<PathResult::ArgumentArray> arrays;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const Value& argument = arguments[i];
        if (argument.kind() != ValueKind::Ref || !argument.is_concrete() || argument.as_ref() == 0 ||
            (argument.as_ref() & kLazyReferenceBit) != 0)
            continue;
        const Object& object = state.heap.get(argument.as_ref());
        if (object.kind != Object::Kind::Array || object.cls->element_kind == ValueKind::Ref) continue;
        if (std::any_of(object.slots.begin(), object.slots.end(), [](const Value& v) { return !v.is_concrete(); }))
            continue;
        arrays.push_back({i, object.slots});
    }
    return arrays;
}

// One path's objects may take half the process's memory ceiling: a single
// huge array then ends its path (Heap::check, before the engine builds it)
// instead of lifting the whole process past the ceiling, which would end
// every method's exploration.
std::uint64_t Interpreter::engine_bytes_limit() const {
    if (options_.max_resident_bytes == 0) return options_.max_engine_bytes;
    return std::min(options_.max_engine_bytes, options_.max_resident_bytes / 2);
}

// ---- the work budget ----

void Interpreter::charge(const State& state, std::uint64_t work) {
    stats_.work += work;
    run_.pause_at_steps = budget_step_limit(state);
    // The clock is due sooner too: work that is not instructions counts.
    if (run_.next_clock_check != std::numeric_limits<std::uint64_t>::max())
        run_.next_clock_check = run_.next_clock_check - state.steps > work ? run_.next_clock_check - work : state.steps;
}

std::uint64_t Interpreter::budget_step_limit(const State& state) const {
    const std::uint64_t used = stats_.work + (state.steps - run_.steps_at_start);
    const std::uint64_t left = run_.work_limit > used ? run_.work_limit - used : 0;
    return left > std::numeric_limits<std::uint64_t>::max() - state.steps ? std::numeric_limits<std::uint64_t>::max()
                                                                           : state.steps + left;
}

// Where the fast path must stop: at the per-path bound, and in the method's
// own frames also where step() has to pause, look at the clock or let
// another thread run.
std::uint64_t Interpreter::step_limit(const State& state) const {
    if (run_.host_depth != 0) return std::min(options_.max_steps_per_path, run_.observation_step_limit);
    return std::min({options_.max_steps_per_path, run_.pause_at_steps, run_.next_clock_check, state.threads.switch_at});
}

bool Interpreter::should_pause(const State& state) {
    if (run_.host_depth != 0) return false;  // Java called from C++ cannot be paused midway
    if (state.steps >= run_.pause_at_steps) return true;
    if (state.steps < run_.next_clock_check) return false;
    run_.next_clock_check = state.steps + kClockCheckInterval;
    if (options_.stop_requested != nullptr && options_.stop_requested->load()) return true;
    if (memory_ceiling_.exceeded()) return true;
    return past_deadline(options_);
}

}  // namespace symcrete::engine::detail
