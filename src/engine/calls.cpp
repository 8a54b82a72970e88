// Frames and calls: invocation with JVM resolution and selection, intrinsics,
// Java called back from C++, class initialisation in JVMS 5.5 order, and
// exception dispatch across frames.
#include <algorithm>
#include <limits>
#include <array>
#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "interpreter.h"
#include "thread_model.h"

namespace symcrete::engine::detail {

namespace {

// Java code called from intrinsics nests C++ frames; past this depth the
// Java program sees a StackOverflowError rather than the process crashing.
constexpr std::uint32_t kMaxHostDepth = 400;

// Frames (and C++ nesting levels) allowed beyond the limits while the
// StackOverflowError itself is constructed.
constexpr std::uint32_t kOverflowHeadroom = 64;

// An array that costs the engine this much (bytes) brings the next look at
// the memory ceiling forward (new_array).
constexpr std::uint64_t kLargeAllocation = std::uint64_t{1} << 20;

}  // namespace

// ---- frames -------------------------------------------------------------------------------

void Interpreter::push_frame(State& state, const MethodInfo& method, const Value* args, ir::Reg result,
                             Frame::Kind kind, std::uint32_t class_id) {
    if (state.frames.size() >= options_.max_call_depth + (run_.overflowing ? kOverflowHeadroom : 0)) {
        if (options_.stack_overflow_throws && !run_.overflowing) throw_stack_overflow(state);
        throw PathEnded{PathEnd::DepthExceeded,
                        fmt::format("call depth {} reached calling {}", state.frames.size(), method.key)};
    }
    charge_call(state, method);
    auto code = program_.code(method);
    if (!code) unsupported(code.error().message);
    // A synchronized method enters its monitor first (its receiver's, or
    // its class's), and waits here while another thread holds it.
    std::uint32_t monitor = 0;
    if (method.method->is_synchronized()) {
        monitor = method.is_static() ? mirror(state, method.owner) : args[0].as_ref();
        if (!thread_model::enter_monitor(state, monitor)) block_thread(state, ThreadWait::Monitor, monitor);
    }
    const ir::Function& fn = *(*code)->fn;
    Frame frame;
    frame.code = *code;
    frame.monitor = monitor;
    frame.base = static_cast<std::uint32_t>(state.registers.size());
    frame.result_register = result;
    frame.kind = kind;
    frame.class_id = class_id;
    frame.call = ++state.calls_made;
    frame.measured = (kind == Frame::Kind::Call || kind == Frame::Kind::HostCall) && !state.frames.empty() &&
                     state.frames.back().measured;
    frame.costed = frame.measured && frame.code->application;
    // `args` never points into the registers (callers copy them out), so
    // the resize cannot move it.
    std::size_t count = std::min<std::size_t>(fn.params.size(), method.arg_count);
    state.registers.resize(frame.base + fn.num_regs);
    for (std::size_t i = 0; i < count; ++i) state.registers[frame.base + fn.params[i]] = args[i];
    state.frames.push_back(frame);
    if (frame.costed) state.cost.instructions += fn.blocks[0].bytecodes;
    if (state.target != nullptr && !state.reached_target) state.note_target_block(state.frames.back(), 0);
}

void Interpreter::leave_frame_monitor(State& state, const Frame& finished) {
    if (finished.monitor != 0) thread_model::exit_monitor(state, finished.monitor);
}

void Interpreter::throw_stack_overflow(State& state) {
    // HotSpot's depth depends on its frames' sizes; ours is a count.
    lose_precision(state, PrecisionLossKind::StackDepth, fmt::format("StackOverflowError at the engine's depth of {} frames, which HotSpot's stack "
                                      "may exceed or not reach",
                                      state.frames.size()));
    run_.overflowing = true;
    struct Reset {
        bool& flag;
        ~Reset() { flag = false; }
    } reset{run_.overflowing};
    throw_new(state, "java/lang/StackOverflowError", std::nullopt);
}

// Completes the call in the caller: the result, then the next instruction.
void Interpreter::return_from(State& state, std::optional<Value> value) {
    state.confirm_target_in(state.frames.size());
    Frame finished = state.frames.back();
    state.frames.pop_back();
    state.registers.resize(finished.base);
    leave_frame_monitor(state, finished);
    switch (finished.kind) {
        case Frame::Kind::ClassInit:
            state.set_init_status(finished.class_id, InitStatus::Done);
            return;  // the triggering instruction runs again
        case Frame::Kind::HostCall:
            run_.host_result = value.value_or(Value());
            return;
        case Frame::Kind::Construction:
            after_setup_step(state, finished.constructed != 0 ? Value::ref(finished.constructed)
                                                              : value.value_or(Value::null()),
                             0);
            return;
        case Frame::Kind::SetupCall:
            if (run_.construction->calls[finished.setup_index].refused)
                throw PathEnded{PathEnd::Unsupported,
                                fmt::format("setup call {} returned where the path needs it refused",
                                            finished.code->method->name()),
                                0, true};
            after_setup_step(state, Value::ref(finished.constructed), finished.setup_index + 1);
            return;
        case Frame::Kind::InputConstruction:
            return;  // the frame below already went past the read
        case Frame::Kind::ThreadRun:
        case Frame::Kind::ThreadUncaught:
        case Frame::Kind::ThreadExit:
            end_thread_frame(state, finished, 0);
            return;
        case Frame::Kind::Call: break;
    }
    if (state.frames.empty()) {
        run_.returned_value = value;
        return;
    }
    Frame& caller = state.frames.back();
    if (finished.result_register != ir::kNoReg && value)
        state.registers[caller.base + finished.result_register] = *value;
    ++caller.index;
}

// ---- construction-first paths -------------------------------------------------------------

// As `new C(args)` or `C.factory(args)` at the bottom of the stack: for a
// constructor the object is allocated here and remembered in the frame. The
// class's initialiser runs first (its frames go on top), as for the method
// under test itself.
void Interpreter::start_construction(State& state, const Construction& construction) {
    const MethodInfo& method = *construction.method;
    std::vector<Value> args;
    std::uint32_t made = 0;
    if (construction.is_constructor()) {
        made = new_instance(state, method.owner);
        args.push_back(Value::ref(made));
    }
    args.insert(args.end(), construction.arguments.begin(), construction.arguments.end());
    push_frame(state, method, args.data(), ir::kNoReg, Frame::Kind::Construction);
    state.frames.back().constructed = made;
    ensure_initialized(state, method.owner);
}

// After the construction (next == 0) or a setup call: the next setup call
// on the receiver, or the method under test once none is left. Like the
// method under test, a call is selected by the receiver's class, and its
// reference arguments were chosen when the path started.
void Interpreter::after_setup_step(State& state, Value receiver, std::size_t next) {
    if (receiver.as_ref() == 0 || run_.construction == nullptr || next >= run_.construction->calls.size()) {
        call_entry_on(state, receiver);
        return;
    }
    const SetupCall& call = run_.construction->calls[next];
    std::vector<Value> args{receiver};
    for (const Value& argument : call.arguments) args.push_back(resolve_lazy(state, argument));
    const MethodInfo* target = program_.select(state.heap.get(receiver.as_ref()).cls, *call.method);
    if (target == nullptr) target = call.method;
    push_frame(state, *target, args.data(), ir::kNoReg, Frame::Kind::SetupCall);
    state.frames.back().constructed = receiver.as_ref();
    state.frames.back().setup_index = static_cast<std::uint32_t>(next);
    ensure_initialized(state, target->owner);
}

// The method under test on the constructed receiver, selected by the
// receiver's class as the test's virtual call selects it (a factory may
// return a subclass). Its other reference arguments were chosen when the
// path started, so resolving them again forks nothing.
bool Interpreter::call_entry_on(State& state, Value receiver) {
    if (receiver.as_ref() == 0) {
        run_.factory_returned_null = true;
        return false;
    }
    std::vector<Value> args = *run_.entry_arguments;
    args[0] = receiver;
    for (std::size_t i = 1; i < args.size(); ++i) args[i] = resolve_lazy(state, args[i]);
    const MethodInfo* target = program_.select(state.heap.get(receiver.as_ref()).cls, *run_.entry);
    if (target == nullptr) target = run_.entry;
    run_.entry_started = true;
    state.constructed_receiver = receiver.as_ref();
    if (options_.record_heaps && symbolic_)
        state.heap_at_entry = std::make_shared<const HeapSnapshot>(
            snapshot_heap(state.heap, heap_roots(state, *run_.entry_arguments), state.inputs.get()));
    state.setup_covered = state.covered;
    push_frame(state, *target, args.data(), ir::kNoReg, Frame::Kind::Call);
    mark_entry_frame(state);
    ensure_initialized(state, target->owner);
    return true;
}

// ---- invocation ----------------------------------------------------------------------------

const MethodInfo* Interpreter::resolve_call(const Code& code, std::uint32_t call_index) {
    CallSiteCache& cache = code.calls[call_index];
    if (cache.resolved == nullptr && !cache.var_handle) {
        const ir::Call& call = code.fn->calls[call_index];
        const ir::Member& member = code.fn->members[call.member];
        if (is_var_handle_access(member)) {
            cache.var_handle = true;
            return nullptr;
        }
        auto resolved = program_.resolve_method(klass(member.owner), member.name, member.descriptor);
        if (!resolved) unsupported(resolved.error().message);
        cache.resolved = *resolved;
    }
    return cache.resolved;
}

const MethodInfo& Interpreter::select_target(State& state, const Object& receiver, const MethodInfo& resolved,
                                             CallSiteCache& cache) {
    if (receiver.cls == cache.last_receiver) return *cache.last_target;
    const MethodInfo* target = program_.select(receiver.cls, resolved);
    if (target == nullptr) throw_new(state, "java/lang/AbstractMethodError", utf16(resolved.key));
    cache.last_receiver = receiver.cls;
    cache.last_target = target;
    return *target;
}

void Interpreter::invoke(State& state, Frame& frame, const ir::Instr& instr) {
    const Code& code = *frame.code;
    const ir::Call& call = code.fn->calls[instr.aux];
    const MethodInfo* resolved_or_null = resolve_call(code, instr.aux);
    // Arguments are copied out of the registers: a call's frame may move them.
    constexpr std::size_t kInline = 8;
    std::array<Value, kInline> inline_args;
    std::vector<Value> many_args;
    const std::size_t count = call.args.size();
    Value* args = inline_args.data();
    if (count > kInline) {
        many_args.resize(count);
        args = many_args.data();
    }
    for (std::size_t i = 0; i < count; ++i) args[i] = state.registers[frame.base + call.args[i]];
    if (resolved_or_null == nullptr) {  // signature polymorphic: the call site's descriptor says the types
        const Value result = invoke_var_handle(state, code.fn->members[call.member], args, count);
        if (instr.dst != ir::kNoReg) state.registers[state.frames.back().base + instr.dst] = result;
        ++state.frames.back().index;
        return;
    }
    const MethodInfo& resolved = *resolved_or_null;
    const MethodInfo* target = &resolved;
    switch (instr.invoke) {
        case ir::InvokeKind::Static: {
            const RuntimeClass* owner = resolved.owner;
            if (state.init_status(owner->id) != InitStatus::Done && ensure_initialized(state, owner)) return;
            break;
        }
        case ir::InvokeKind::Special:
            if (args[0].as_ref() == 0) throw_npe(state);
            break;
        case ir::InvokeKind::Virtual:
        case ir::InvokeKind::Interface: {
            if (args[0].as_ref() == 0) throw_npe(state);
            const Object& receiver = state.heap.get(args[0].as_ref());
            if (receiver.kind == Object::Kind::Lambda && invoke_lambda(state, receiver, resolved, args, instr.dst))
                return;
            target = &select_target(state, receiver, resolved, code.calls[instr.aux]);
            break;
        }
    }
    if (enter(state, *target, args, instr.dst)) ++state.frames.back().index;
}

bool Interpreter::enter(State& state, const MethodInfo& method, const Value* args, ir::Reg result) {
    if (!state.frames.empty() && state.frames.back().costed &&
        (options_.cost_calls_of.empty() || method.name() == options_.cost_calls_of ||
         method.owner->java_name() + "." + method.name() == options_.cost_calls_of))
        ++state.cost.calls;
    if (method.intrinsic != nullptr) {
        try {
            Value value = run_intrinsic(state, method, args);
            if (result != ir::kNoReg && method.return_type != 'V')
                state.registers[state.frames.back().base + result] = value;
            return true;
        } catch (const IntrinsicDeclined&) {
            // the bytecode below, as a call
        }
    }
    if (call_by_summary(state, method, args, result)) return true;
    if (method.method->is_native()) unsupported(method.key);
    if (method.method->is_abstract()) throw_new(state, "java/lang/AbstractMethodError", utf16(method.key));
    push_frame(state, method, args, result, Frame::Kind::Call);
    return false;
}

// ---- Java called from C++ ---------------------------------------------------------------------

Value Interpreter::call(State& state, const MethodInfo& method, const std::vector<Value>& args) {
    if (method.intrinsic != nullptr) {
        try {
            return run_intrinsic(state, method, args.data());
        } catch (const ThreadBlocked&) {
            // Only the bytecode's calls of a thread intrinsic can wait.
            unsupported("a thread had to wait in " + method.key + ", called from C++");
        } catch (const IntrinsicDeclined&) {
            // the bytecode below
        }
    }
    return call_bytecode(state, method, args);
}

Value Interpreter::call_bytecode(State& state, const MethodInfo& method, const std::vector<Value>& args) {
    if (method.method->is_native()) unsupported(method.key);
    if (method.method->is_abstract()) throw_new(state, "java/lang/AbstractMethodError", utf16(method.key));
    if (method.is_static() && state.init_status(method.owner->id) != InitStatus::Done) initialize(state, method.owner);
    if (run_.host_depth >= kMaxHostDepth + (run_.overflowing ? kOverflowHeadroom : 0)) {
        if (run_.overflowing) unsupported("stack overflow while constructing a StackOverflowError");
        throw_stack_overflow(state);
    }
    DepthCount nested(run_.host_depth);
    std::size_t floor = state.frames.size();
    push_frame(state, method, args.data(), ir::kNoReg, Frame::Kind::HostCall);
    run_until(state, floor);
    return run_.host_result;
}

Value Interpreter::call_virtual(State& state, std::string_view name, std::string_view descriptor,
                                const std::vector<Value>& args) {
    if (args[0].as_ref() == 0) throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& receiver = state.heap.get(args[0].as_ref());
    if (receiver.kind == Object::Kind::Lambda) {
        if (std::optional<Value> value = call_lambda(state, receiver, name, descriptor, args.data())) return *value;
    }
    const RuntimeClass* cls = state.heap.get(args[0].as_ref()).cls;
    auto resolved = program_.resolve_method(cls, name, descriptor);
    if (!resolved) unsupported(resolved.error().message);
    const MethodInfo* target = program_.select(cls, **resolved);
    if (target == nullptr) throw_new(state, "java/lang/AbstractMethodError", utf16((*resolved)->key));
    return call(state, *target, args);
}

Value Interpreter::call_static(State& state, std::string_view owner, std::string_view name,
                               std::string_view descriptor, const std::vector<Value>& args) {
    auto resolved = program_.resolve_method(klass(owner), name, descriptor);
    if (!resolved) unsupported(resolved.error().message);
    return call(state, **resolved, args);
}

// ---- class initialisation --------------------------------------------------------------------

// The classes to initialise before `cls` can be used, in the order their
// initialisers run: the superclass and the superinterfaces that declare
// default methods first, recursively (JVMS 5.5 step 7); interfaces do not
// initialise their superinterfaces.
void Interpreter::plan_initialization(State& state, const RuntimeClass* cls,
                                      std::vector<const RuntimeClass*>& order) {
    if (state.init_status(cls->id) != InitStatus::NotStarted) return;
    prepare_statics(state, cls);
    state.set_init_status(cls->id, InitStatus::InProgress);
    if (!state.threads.threads.empty()) state.threads.initializing[cls->id] = state.threads.current;
    if (!cls->is_interface()) {
        if (cls->super != nullptr) plan_initialization(state, cls->super, order);
        std::vector<const RuntimeClass*> pending(cls->interfaces.rbegin(), cls->interfaces.rend());
        while (!pending.empty()) {
            const RuntimeClass* i = pending.back();
            pending.pop_back();
            if (i->declares_defaults) plan_initialization(state, i, order);
            pending.insert(pending.end(), i->interfaces.rbegin(), i->interfaces.rend());
        }
    }
    order.push_back(cls);
}

void Interpreter::prepare_statics(State& state, const RuntimeClass* cls) {
    if (state.statics.size() <= cls->id) state.statics.resize(program_.class_count());
    auto values = std::make_shared<std::vector<Value>>(cls->static_template);
    state.statics[cls->id] = values;
    // Constant fields are set before any initialiser runs (JVMS 5.5 step 6).
    for (std::size_t i = 0; i < cls->static_constant_slots.size(); ++i)
        (*values)[cls->static_constant_slots[i].index] = constant_value(state, *cls, cls->static_constant_indices[i]);
}

bool Interpreter::ensure_initialized(State& state, const RuntimeClass* cls) {
    switch (state.init_status(cls->id)) {
        case InitStatus::Done: return false;
        case InitStatus::InProgress: {
            // In progress on this thread (a recursive request): go on, as
            // JVMS 5.5 step 3 says; on another: wait for it (step 2).
            // (Classes whose initialisation began before a second thread
            // existed are main's.)
            auto by = state.threads.initializing.find(cls->id);
            const std::uint32_t initializer = by != state.threads.initializing.end() ? by->second : 0;
            if (initializer != state.threads.current) block_thread(state, ThreadWait::ClassInit, cls->id);
            return false;
        }
        case InitStatus::Failed:
            throw_new(state, "java/lang/NoClassDefFoundError",
                      utf16("Could not initialize class " + cls->java_name()));
        case InitStatus::NotStarted: break;
    }
    if (cls->is_array() || cls->is_primitive()) {
        state.set_init_status(cls->id, InitStatus::Done);
        return false;
    }
    std::vector<const RuntimeClass*> order;
    plan_initialization(state, cls, order);
    // Push in reverse so the first in order runs first; classes without an
    // initialiser are done at once. An intrinsic initialiser runs now, in order.
    bool pushed = false;
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const RuntimeClass* c = *it;
        if (c->clinit == nullptr || c->clinit->intrinsic != nullptr) continue;
        push_frame(state, *c->clinit, nullptr, ir::kNoReg, Frame::Kind::ClassInit, c->id);
        pushed = true;
    }
    for (const RuntimeClass* c : order) {
        if (c->clinit == nullptr) {
            state.set_init_status(c->id, InitStatus::Done);
        } else if (c->clinit->intrinsic != nullptr) {
            c->clinit->intrinsic(*this, state, nullptr);
            state.set_init_status(c->id, InitStatus::Done);
        }
    }
    return pushed;
}

void Interpreter::run_input_constructions(State& state) {
    const std::size_t floor = state.frames.size();
    push_input_constructions(state);
    if (state.frames.size() == floor) return;
    DepthCount nested(run_.host_depth);
    run_until(state, floor);
}

void Interpreter::initialize(State& state, const RuntimeClass* cls) {
    if (state.init_status(cls->id) == InitStatus::Done) return;
    std::size_t floor = state.frames.size();
    if (!ensure_initialized(state, cls)) return;
    DepthCount nested(run_.host_depth);
    run_until(state, floor);
}

Value Interpreter::constant_value(State& state, const RuntimeClass& cls, std::uint16_t index) {
    const classfile::ConstantPool& pool = cls.file->constant_pool;
    const classfile::CpEntry& entry = pool.at(index);
    switch (entry.tag) {
        case classfile::CpTag::Integer: return Value::i32(static_cast<std::int32_t>(entry.integer));
        case classfile::CpTag::Long: return Value::i64(entry.integer);
        case classfile::CpTag::Float: return Value::f32(entry.float_value);
        case classfile::CpTag::Double: return Value::f64(entry.double_value);
        case classfile::CpTag::String: return Value::ref(intern(state, utf16(pool.string(index))));
        default: unsupported("constant value of kind " + std::string(classfile::to_string(entry.tag)));
    }
}

// ---- exceptions --------------------------------------------------------------------------------

// Unwinds to the innermost matching handler above `floor`. An exception
// leaving a class initialiser marks the class failed and, unless it is an
// Error, becomes an ExceptionInInitializerError (JVMS 5.5 steps 10-11).
// Past the floor, or out of a host call's frame, it propagates to the C++
// caller (a call made at the bottom of the stack, such as a query observed
// after the method returned, has floor 0); at the bottom it ends the run
// uncaught.
void Interpreter::dispatch(State& state, std::uint32_t exception, std::size_t floor) {
    bool left_host_call = false;
    while (state.frames.size() > floor) {
        // An exception out of the target's block: the block did not run to
        // its end there (a frame above it, or itself).
        if (state.target_pending >= state.frames.size()) state.target_pending = 0;
        Frame& frame = state.frames.back();
        const ir::Block& block = frame.code->fn->blocks[frame.block];
        // The block's instructions after the one that threw (or called what
        // threw) do not run.
        if (frame.costed && frame.index < block.instrs.size())
            state.cost.instructions -= block.bytecodes - block.instrs[frame.index].bytecodes_through;
        const RuntimeClass* thrown = state.heap.get(exception).cls;
        for (const ir::Handler& handler : block.handlers) {
            if (handler.catch_type && !program_.is_assignable(thrown, klass(*handler.catch_type))) continue;
            frame.block = handler.block;
            frame.index = 0;
            state.enter_block(frame, handler.block);
            state.pending_exception = exception;
            return;
        }
        Frame finished = frame;
        state.frames.pop_back();
        state.registers.resize(finished.base);
        leave_frame_monitor(state, finished);
        left_host_call = finished.kind == Frame::Kind::HostCall;
        if (finished.kind == Frame::Kind::ThreadRun || finished.kind == Frame::Kind::ThreadUncaught ||
            finished.kind == Frame::Kind::ThreadExit) {
            end_thread_frame(state, finished, exception);  // another thread's end: never the path's
            return;
        }
        // A refused setup call threw, as its path needs: the sequence goes on.
        if (finished.kind == Frame::Kind::SetupCall && !thrown->is_error &&
            run_.construction->calls[finished.setup_index].refused) {
            state.refused_call_exception = thrown->name;
            after_setup_step(state, Value::ref(finished.constructed), finished.setup_index + 1);
            return;
        }
        if (finished.kind == Frame::Kind::InputConstruction)
            throw PathEnded{PathEnd::Unsupported,
                            fmt::format("the constructor of an input {} threw {}: no test can build it so",
                                        finished.code->method->owner->java_name(), thrown->java_name()),
                            0, true};
        if (finished.kind == Frame::Kind::ClassInit) {
            state.set_init_status(finished.class_id, InitStatus::Failed);
            if (!thrown->is_error) {
                try {
                    const RuntimeClass* error = klass("java/lang/ExceptionInInitializerError");
                    std::uint32_t wrapped = new_instance(state, error);
                    call(state, *error->find_method("<init>", "(Ljava/lang/Throwable;)V"),
                         {Value::ref(wrapped), Value::ref(exception)});
                    exception = wrapped;
                } catch (const JavaThrow& other) {
                    exception = other.exception;
                }
            }
        }
    }
    if (floor > 0 || left_host_call) throw JavaThrow{exception};
    run_.uncaught = exception;
}

void Interpreter::do_throw_new(State& state, std::string_view class_name, std::optional<std::u16string> message) {
    const RuntimeClass* cls = klass(class_name);
    initialize(state, cls);
    std::uint32_t exception = new_instance(state, cls);
    std::vector<Value> args{Value::ref(exception)};
    const MethodInfo* ctor = cls->find_method("<init>", "(Ljava/lang/String;)V");
    if (ctor != nullptr) {
        args.push_back(message ? Value::ref(new_string(state, std::move(*message))) : Value::null());
    } else {
        ctor = cls->find_method("<init>", "()V");
        if (ctor == nullptr) unsupported(fmt::format("no constructor to throw {}", class_name));
    }
    call(state, *ctor, args);
    throw JavaThrow{exception};
}

void Interpreter::throw_npe(State& state) {
    const Frame& frame = state.frames.back();
    std::optional<std::string> message =
        npe_message(*frame.code, frame.code->fn->blocks[frame.block], frame.index);
    const RuntimeClass* cls = klass("java/lang/NullPointerException");
    initialize(state, cls);
    std::uint32_t exception = new_instance(state, cls);
    call(state, *cls->find_method("<init>", "()V"), {Value::ref(exception)});
    if (message) {
        Object& npe = state.heap.mutate(exception);
        npe.note = utf16(*message);
        npe.has_note = true;
    }
    throw JavaThrow{exception};
}

void Interpreter::report_uncaught(State& state) {
    if (run_.uncaught == 0 || run_.uncaught_reported) return;
    Value exception = Value::ref(run_.uncaught);
    run_.pending = nullptr;
    // HotSpot would have collected the garbage of the frames the exception
    // unwound; the engine cannot, so a full heap does not stop the report.
    Heap::Unlimited unlimited(state.heap);
    Value err;
    try {
        const RuntimeClass* system = klass("java/lang/System");
        auto slot = program_.resolve_field(system, "err", "Ljava/io/PrintStream;");
        if (!slot) return;
        err = state.static_value(system->id, slot->index);
        if (err.as_ref() == 0) return;
        call_virtual(state, "print", "(Ljava/lang/String;)V",
                     {err, Value::ref(new_string(state, u"Exception in thread \"main\" "))});
        call_virtual(state, "printStackTrace", "(Ljava/io/PrintStream;)V", {exception, err});
        return;
    } catch (const JavaThrow&) {
    } catch (const PathEnded&) {
    }
    // printStackTrace failed: at least the class.
    try {
        if (err.as_ref() != 0)
            call_virtual(state, "println", "(Ljava/lang/String;)V",
                         {err, Value::ref(new_string(state, utf16(state.heap.get(exception.as_ref()).cls->java_name())))});
    } catch (const JavaThrow&) {
    } catch (const PathEnded&) {
    }
}

// ---- allocation ----------------------------------------------------------------------------------

const RuntimeClass* Interpreter::klass(std::string_view name) {
    auto cls = program_.klass(name);
    if (!cls) unsupported(cls.error().message);
    return *cls;
}

std::uint32_t Interpreter::new_instance(State& state, const RuntimeClass* cls) {
    Object object;
    object.cls = cls;
    switch (cls->shape) {
        case ObjectShape::String: object.kind = Object::Kind::String; break;
        case ObjectShape::StringBuilder: object.kind = Object::Kind::StringBuilder; break;
        case ObjectShape::Instance:
            object.kind = Object::Kind::Instance;
            object.slots = cls->instance_template;
            break;
    }
    return state.heap.allocate(std::move(object));
}

std::uint32_t Interpreter::new_array(State& state, const RuntimeClass* array_class, std::int32_t length) {
    if (length < 0) throw_new(state, "java/lang/NegativeArraySizeException", utf16(std::to_string(length)));
    if (length > kMaxArrayLength)
        throw JavaThrow{vm_out_of_memory(state, "Requested array size exceeds VM limit")};
    // Before the engine builds it: an array can cost it gigabytes.
    const Footprint footprint = array_footprint(array_class->element_type, static_cast<std::uint64_t>(length));
    state.heap.check(footprint);
    Object array;
    array.kind = Object::Kind::Array;
    array.cls = array_class;
    array.slots.assign(static_cast<std::size_t>(length), zero_value(array_class->element_type));
    // A large array costs memory far faster than its few instructions cost
    // work: the memory ceiling is looked at before the next instruction,
    // not a clock interval later.
    if (footprint.engine >= kLargeAllocation && run_.next_clock_check != std::numeric_limits<std::uint64_t>::max())
        run_.next_clock_check = std::min(run_.next_clock_check, state.steps);
    return state.heap.allocate(std::move(array));
}

std::uint32_t Interpreter::new_string(State& state, std::u16string text) {
    // A String's byte[] holds at most kMaxArrayLength bytes: one per char,
    // or two when some char is not Latin-1 (JDK 17's StringUTF16).
    if (text.size() > static_cast<std::size_t>(kMaxArrayLength) / 2) {
        bool latin1 = std::all_of(text.begin(), text.end(), [](char16_t c) { return c <= 0xff; });
        if (!latin1)
            throw_new(state, "java/lang/OutOfMemoryError",  // thrown by StringUTF16's Java code
                      fmt::format("UTF16 String size is {}, should be less than {}", text.size(), 0x7fffffff >> 1));
        if (text.size() > static_cast<std::size_t>(kMaxArrayLength))
            throw JavaThrow{vm_out_of_memory(state, "Requested array size exceeds VM limit")};
    }
    Object string;
    string.kind = Object::Kind::String;
    if (string_class_ == nullptr) string_class_ = klass("java/lang/String");  // strings are made often
    string.cls = string_class_;
    string.chars = std::move(text);
    return state.heap.allocate(std::move(string));
}

std::uint32_t Interpreter::intern(State& state, const std::u16string& text) {
    auto it = state.interned.find(text);
    if (it != state.interned.end()) return it->second;
    std::uint32_t address = new_string(state, text);
    state.interned.emplace(text, address);
    return address;
}

std::uint32_t Interpreter::literal(State& state, const ir::Constant& constant) {
    auto it = state.literals.find(&constant);
    if (it != state.literals.end()) return it->second;
    std::uint32_t address = intern(state, utf16(constant.text));
    state.literals.emplace(&constant, address);
    return address;
}

std::uint32_t Interpreter::mirror(State& state, const RuntimeClass* cls) {
    if (state.mirrors.size() <= cls->id) state.mirrors.resize(program_.class_count() + 16, 0);
    if (state.mirrors[cls->id] != 0) return state.mirrors[cls->id];
    const RuntimeClass* class_class = klass("java/lang/Class");
    Object object;
    object.kind = Object::Kind::ClassMirror;
    object.cls = class_class;
    object.slots = class_class->instance_template;
    object.mirror = cls;
    std::uint32_t address = state.heap.allocate(std::move(object));
    state.mirrors[cls->id] = address;
    return address;
}

}  // namespace symcrete::engine::detail
