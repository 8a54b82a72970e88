// The instruction loop: runs IR instructions over a State, decides symbolic
// branches (forking feasible alternatives), and implements the instructions
// that touch values, arrays and types. Calls, class initialisation and
// exception dispatch are in calls.cpp.
#include <algorithm>
#include <cassert>
#include <limits>
#include <new>
#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "interpreter.h"

#include "opaque_math.h"
#include "engine/jdk_value_classes.h"
#include "symbolic_text.h"
#include "ir/analysis.h"

namespace symcrete::engine::detail {

namespace {

using expr::Kind;
using ir::Op;

ValueKind value_kind(ir::Type type) {
    switch (type) {
        case ir::Type::Long: return ValueKind::Long;
        case ir::Type::Float: return ValueKind::Float;
        case ir::Type::Double: return ValueKind::Double;
        case ir::Type::Ref: return ValueKind::Ref;
        default: return ValueKind::Int;
    }
}

Kind arithmetic_kind(Op op) {
    switch (op) {
        case Op::Add: return Kind::Add;
        case Op::Sub: return Kind::Sub;
        case Op::Mul: return Kind::Mul;
        case Op::Div: return Kind::Div;
        case Op::Rem: return Kind::Rem;
        case Op::Shl: return Kind::Shl;
        case Op::Shr: return Kind::Shr;
        case Op::Ushr: return Kind::Ushr;
        case Op::And: return Kind::And;
        case Op::Or: return Kind::Or;
        case Op::Xor: return Kind::Xor;
        case Op::Cmp: return Kind::Cmp;
        case Op::CmpL: return Kind::CmpL;
        default: return Kind::CmpG;
    }
}

// An int comparison of an If on concrete operands.
bool holds(ir::Cond cond, std::int32_t x, std::int32_t y) {
    switch (cond) {
        case ir::Cond::Eq: return x == y;
        case ir::Cond::Ne: return x != y;
        case ir::Cond::Lt: return x < y;
        case ir::Cond::Ge: return x >= y;
        case ir::Cond::Gt: return x > y;
        case ir::Cond::Le: return x <= y;
    }
    return false;
}

// Which successor of a loop header's two-way branch leaves the loop. Only
// the header's test counts: an early exit inside the body (a search that
// returns when it finds) is not the loop's bound.
std::optional<std::size_t> loop_exit(const ir::Function& fn, const ir::Block& block) {
    const ir::Analyses& analyses = fn.analyses();
    int loop = analyses.innermost_loop(block.id);
    if (loop < 0) return std::nullopt;
    const ir::Loop& info = analyses.loops()[static_cast<std::size_t>(loop)];
    if (info.header != block.id) return std::nullopt;
    const auto& body = info.blocks;
    for (std::size_t i = 0; i < block.successors.size(); ++i)
        if (!std::binary_search(body.begin(), body.end(), block.successors[i])) return i;
    return std::nullopt;
}

}  // namespace

Interpreter::Interpreter(Program& program, expr::ExprContext& context, solver::Solver& solver,
                         const EngineOptions& options, ExplorationStats& stats, const RuntimeClass* under_test,
                         bool symbolic)
    : program_(program), ctx_(context), solver_(solver), options_(options), stats_(stats), under_test_(under_test),
      symbolic_(symbolic) {
    opaque_math::install();  // before any Math call becomes an expression
}

namespace {
// Thrown by step() to pause the path; caught in run_path.
struct Pause {};
// Work units between two looks at the wall clock (about 2 ms at the
// reference rate; a decision or a solver query counts its whole charge).
constexpr std::uint64_t kClockCheckInterval = 1 << 16;
}  // namespace

PathResult Interpreter::run_path(State& state, PendingStates& pending, const std::vector<Value>& arguments,
                                 const MethodInfo* entry, std::uint64_t work_limit, const Construction* construction) {
    PathResult result;
    result.arguments = arguments;
    if (construction != nullptr) result.construction = *construction;
    entry_ = entry;
    entry_arguments_ = &arguments;
    construction_ = construction;
    factory_returned_null_ = false;
    // Resumed mid-construction (a fork or a pause inside the constructor or
    // a setup call), its frame is at the bottom of the stack.
    entry_started_ = construction == nullptr ||
                     (!state.frames.empty() && state.frames.front().kind != Frame::Kind::Construction &&
                      state.frames.front().kind != Frame::Kind::SetupCall);
    work_limit_ = work_limit;
    steps_at_start_ = state.steps;
    pause_at_steps_ = budget_step_limit(state);
    // Only exploration watches the clock and the stop request; a concrete
    // run (a replay) must end as Java would.
    const bool watch = symbolic_ && (options_.wall_clock_deadline || options_.stop_requested != nullptr);
    next_clock_check_ = watch ? state.steps + kClockCheckInterval : std::numeric_limits<std::uint64_t>::max();
    paused_ = false;
    uncaught_ = 0;
    returned_value_.reset();
    pending_ = &pending;
    host_depth_ = 0;
    state.fork_edge.reset();  // it has left the pending list; its forks record their own
    state.heap.set_limits(options_.max_heap_bytes, options_.max_engine_bytes);
    try {
        try {
            if (entry != nullptr && state.frames.empty()) {
                // Reference inputs are chosen before anything runs (a fork
                // per choice starts here again with its choice forced), the
                // construction's first. A fork re-running this skips the
                // choices of the references already resolved when it forked
                // (State::replayed_resolutions).
                step_choices_.clear();
                step_resolutions_.clear();
                std::vector<Value> constructing;
                if (construction != nullptr) constructing = construction->arguments;
                for (Value& argument : constructing) argument = resolve_lazy(state, argument);
                if (construction != nullptr) {
                    for (const SetupCall& call : construction->calls)
                        for (const Value& argument : call.arguments) resolve_lazy(state, argument);
                }
                std::vector<Value> resolved = arguments;
                for (std::size_t i = construction != nullptr ? 1 : 0; i < resolved.size(); ++i)
                    resolved[i] = resolve_lazy(state, resolved[i]);
                // As the JVM boots: System first, which installs System.out and
                // the JDK's internal access objects (streams and EnumSet need them).
                initialize(state, klass("java/lang/System"));
                if (construction != nullptr) {
                    start_construction(state, Construction{construction->method, std::move(constructing), {}});
                } else {
                    push_frame(state, *entry, resolved.data(), ir::kNoReg, Frame::Kind::Call);
                    ensure_initialized(state, entry->owner);  // <clinit> runs before the first instruction
                }
            }
            run_until(state, 0);
        } catch (const JavaThrow& thrown) {
            // Thrown while starting (an entry class whose initialiser fails).
            state.frames.clear();
            uncaught_ = thrown.exception;
        } catch (const HeapExhausted& exhausted) {
            uncaught_ = out_of_memory(state, exhausted);
            state.frames.clear();
        }
        if (uncaught_ != 0) {
            result.end = PathEnd::Threw;
            const Object& exception = state.heap.get(uncaught_);
            result.exception_class = exception.cls->name;
            result.exception_trace = stack_trace_of(state, uncaught_);
            result.exception_explicit = state.thrown_by_application == uncaught_;
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
        } else {
            result.end = PathEnd::Returned;
            result.return_value = returned_value_;
            if (!symbolic_ && returned_value_ && returned_value_->kind() == ValueKind::Ref &&
                returned_value_->as_ref() != 0)
                result.returned_object = describe_returned(state, returned_value_->as_ref());
            // A replay of an instance method: what the receiver shows
            // afterwards, whether the test made it or a construction did.
            if (!symbolic_ && entry != nullptr && !entry->is_static()) {
                std::uint32_t receiver = state.constructed_receiver;
                if (receiver == 0 && !arguments.empty() && arguments[0].kind() == ValueKind::Ref &&
                    (arguments[0].as_ref() & kLazyReferenceBit) == 0)
                    receiver = arguments[0].as_ref();
                if (receiver != 0) result.receiver_getters = observe(state, receiver);
            }
        }
    } catch (const PathEnded& ended) {
        result.end = ended.end;
        result.detail = ended.detail;
        result.exit_status = ended.exit_status;
        if (ended.end == PathEnd::Unsupported) result.detail += where(state);
    } catch (const Pause&) {
        paused_ = true;
    }
    stats_.work += state.steps - steps_at_start_;
    pending_ = nullptr;
    if (paused_) return result;
    result.setup_failed = !entry_started_;
    if (factory_returned_null_) result.detail = "the factory returned null";
    settle_model(state);
    result.path_condition = state.constraints();
    result.model = state.model;
    result.covered = state.covered;
    result.setup_covered = state.setup_covered;
    covered_so_far_.insert(state.covered.begin(), state.covered.end());
    result.inexact_math = state.inexact_math;
    if (state.inexact_math) lose_precision(state, "a Math result may differ from HotSpot's in the last place");
    if (state.inputs && state.inputs->bounded) lose_precision(state, "input bound: " + state.inputs->bound_reason);
    result.precision_lost = describe_precision_lost(state);
    if (options_.nondet == NondetMode::Symbolic) result.nondet = nondet_witness(state);
    result.inputs = state.inputs;
    result.out = state.out;
    result.err = state.err;
    return result;
}

std::vector<Observation> Interpreter::observe(State& state, std::uint32_t address) {
    std::vector<Observation> observations;
    const RuntimeClass* cls = state.heap.get(address).cls;
    if (cls == nullptr || cls->file == nullptr || is_jdk_class(cls)) return observations;
    std::set<std::string> seen;
    const bool record = cls->file->record.has_value();
    for (const RuntimeClass* c = cls; c != nullptr && c->name != "java/lang/Object"; c = c->super) {
        for (const MethodInfo& info : c->methods) {
            const classfile::Method& m = *info.method;
            if (m.is_static() || !(m.access_flags & classfile::access::Public) || m.is_abstract()) continue;
            if (m.descriptor.size() < 3 || m.descriptor[0] != '(' || m.descriptor[1] != ')') continue;
            const std::string result = m.descriptor.substr(2);
            const bool primitive = result.size() == 1 && result != "V";
            if (!primitive && result != "Ljava/lang/String;") continue;
            const bool getter = (m.name.rfind("get", 0) == 0 && m.name.size() > 3) ||
                                (m.name.rfind("is", 0) == 0 && m.name.size() > 2 && result == "Z");
            bool accessor = false;
            if (record && c == cls) {
                for (const auto& component : *cls->file->record) accessor |= component.name == m.name;
            }
            if ((!getter && !accessor) || m.name == "getClass" || !seen.insert(m.name).second) continue;
            if (observations.size() >= 6) return observations;
            try {
                const Value value = call_virtual(state, m.name, m.descriptor, {Value::ref(address)});
                Observation observation{m.name, m.descriptor, value, std::nullopt};
                if (!primitive && value.as_ref() != 0) {
                    const Object& text = state.heap.get(value.as_ref());
                    if (text.kind != Object::Kind::String) continue;
                    observation.text = text.chars;
                }
                observations.push_back(std::move(observation));
            } catch (const JavaThrow&) {
                continue;  // a getter that throws says nothing a test should assert
            } catch (const PathEnded&) {
                continue;
            }
        }
    }
    return observations;
}

ReturnedObject Interpreter::describe_returned(State& state, std::uint32_t address) {
    const Object& object = state.heap.get(address);
    ReturnedObject returned;
    returned.cls = object.cls;
    const RuntimeClass* enum_type = is_enum(object.cls)                               ? object.cls
                                    : object.cls != nullptr && is_enum(object.cls->super) ? object.cls->super
                                                                                          : nullptr;
    if (enum_type != nullptr) {
        for (const auto& [name, constant] : enum_constants(state, enum_type)) {
            if (constant != address) continue;
            returned.enum_constant = name;
            returned.enum_type = enum_type;
            return returned;  // named, so its getters add nothing
        }
    }
    if (object.kind == Object::Kind::Instance) returned.getters = observe(state, address);
    // A List or Set: its elements, read through toArray() as a test would
    // see them (iteration order), each described in turn.
    const bool list = object.kind == Object::Kind::Instance && program_.is_assignable(object.cls, klass("java/util/List"));
    const bool set = object.kind == Object::Kind::Instance && program_.is_assignable(object.cls, klass("java/util/Set"));
    if (list || set) {
        try {
            const Value array = call_virtual(state, "toArray", "()[Ljava/lang/Object;", {Value::ref(address)});
            if (array.as_ref() != 0) {
                const std::vector<Value> elements = state.heap.get(array.as_ref()).slots;
                for (const Value& element : elements) {
                    ReturnedObject item;
                    if (element.as_ref() != 0) item = describe_returned(state, element.as_ref());
                    returned.items.push_back(std::move(item));
                }
                returned.is_list = list;
                returned.is_set = set;
            }
        } catch (const JavaThrow&) {  // no elements: the test asserts less, nothing wrong
        } catch (const PathEnded&) {
        }
        return returned;
    }
    if (object.kind == Object::Kind::String) {
        returned.text = object.chars;
    } else if (object.kind == Object::Kind::Array) {
        returned.elements = object.slots;
    } else if (object.kind == Object::Kind::Instance && is_big_number_class(object.cls->name)) {
        // Its text, which its String constructor reads back as an equal
        // number (scale included): what a test compares it with.
        try {
            const Value text = call_virtual(state, "toString", "()Ljava/lang/String;", {Value::ref(address)});
            if (text.as_ref() != 0) returned.text = string_chars(state, text);
        } catch (const JavaThrow&) {  // no text: the test asserts less, nothing wrong
        } catch (const PathEnded&) {
        }
    } else if (object.kind == Object::Kind::Instance && object.cls->file != nullptr &&
               object.cls->name.rfind("java/lang/", 0) == 0) {
        for (const auto& [key, slot] : object.cls->declared_fields) {
            if (!slot.is_static && key.rfind("value:", 0) == 0 && key.size() == 7) returned.boxed = object.slots[slot.index];
        }
    }
    return returned;
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

// ---- the loop ---------------------------------------------------------------------------

void Interpreter::run_until(State& state, std::size_t floor) {
    while (state.frames.size() > floor) {
        try {
            run_concrete(state);
            step(state);
        } catch (const JavaThrow& thrown) {
            dispatch(state, thrown.exception, floor);
        } catch (const HeapExhausted& exhausted) {
            dispatch(state, out_of_memory(state, exhausted), floor);
        } catch (const std::bad_alloc&) {
            // The host refused memory the limits allowed (other processes
            // took it): the engine's limit, in effect.
            throw PathEnded{PathEnd::Unsupported, "the host has no memory left for this path's objects"};
        }
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
                                    static_cast<double>(options_.max_engine_bytes) / kMiB,
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

// The fast path: runs the top frame's straight-line instructions on concrete
// operands with the frame's position and registers held in locals, and stops
// before the first instruction that needs more (a call, an allocation, a
// symbolic operand, an exception, a covered branch of the class under test),
// which step() then executes. Semantics are step()'s exactly; this only
// skips its per-instruction bookkeeping.
void Interpreter::run_concrete(State& state) {
    Frame& frame = state.frames.back();
    const Code& code = *frame.code;
    const ir::Function& fn = *code.fn;
    Value* regs = state.registers.data() + frame.base;
    const ir::Block* block = &fn.blocks[frame.block];
    std::uint32_t index = frame.index;
    std::uint64_t steps = state.steps;
    const std::uint64_t limit = step_limit(state);
    const bool track_edges = under_test_ != nullptr && code.method->owner == under_test_;
    auto int_of = [&](ir::Reg r) { return regs[r].as_i32(); };
    for (; steps < limit; ++steps, ++index) {
        const ir::Instr& in = block->instrs[index];
        switch (in.op) {
            case Op::Move: regs[in.dst] = regs[in.a]; continue;
            case Op::Const: {
                const ir::Constant& c = fn.constants[in.aux];
                switch (c.kind) {
                    case ir::Constant::Kind::Int: regs[in.dst] = Value::i32(static_cast<std::int32_t>(c.integer)); continue;
                    case ir::Constant::Kind::Long: regs[in.dst] = Value::i64(c.integer); continue;
                    case ir::Constant::Kind::Float: regs[in.dst] = Value::f32(c.float_value); continue;
                    case ir::Constant::Kind::Double: regs[in.dst] = Value::f64(c.double_value); continue;
                    case ir::Constant::Kind::Null: regs[in.dst] = Value::null(); continue;
                    default: break;
                }
                break;
            }
            case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Rem: case Op::Shl: case Op::Shr:
            case Op::Ushr: case Op::And: case Op::Or: case Op::Xor: case Op::Cmp: case Op::CmpL: case Op::CmpG: {
                Value a = regs[in.a];
                Value b = regs[in.b];
                if (a.is_symbolic() || b.is_symbolic()) break;
                if (in.type == ir::Type::Int) {
                    auto x = static_cast<std::uint32_t>(a.as_i32());
                    auto y = static_cast<std::uint32_t>(b.as_i32());
                    std::uint32_t r;
                    switch (in.op) {
                        case Op::Add: r = x + y; break;
                        case Op::Sub: r = x - y; break;
                        case Op::Mul: r = x * y; break;
                        case Op::And: r = x & y; break;
                        case Op::Or: r = x | y; break;
                        case Op::Xor: r = x ^ y; break;
                        case Op::Shl: r = x << (y & 31); break;
                        case Op::Shr: r = static_cast<std::uint32_t>(static_cast<std::int32_t>(x) >> (y & 31)); break;
                        case Op::Ushr: r = x >> (y & 31); break;
                        case Op::Div:
                        case Op::Rem:
                            if (y == 0) goto stop;  // step() throws ArithmeticException
                            r = static_cast<std::uint32_t>(in.op == Op::Div ? expr::java::idiv(a.as_i32(), b.as_i32())
                                                                             : expr::java::irem(a.as_i32(), b.as_i32()));
                            break;
                        default: goto stop;
                    }
                    regs[in.dst] = Value::i32(static_cast<std::int32_t>(r));
                    continue;
                }
                if ((in.op == Op::Div || in.op == Op::Rem) && in.type == ir::Type::Long && b.as_i64() == 0) goto stop;
                regs[in.dst] = expr::binary(ctx_, arithmetic_kind(in.op), a, b);
                continue;
            }
            case Op::Neg:
                if (regs[in.a].is_symbolic()) goto stop;
                regs[in.dst] = expr::unary(ctx_, Kind::Neg, regs[in.a]);
                continue;
            case Op::Convert: {
                Value a = regs[in.a];
                if (a.is_symbolic()) goto stop;
                switch (in.type) {
                    case ir::Type::Byte: regs[in.dst] = Value::i32(static_cast<std::int8_t>(a.as_i32())); break;
                    case ir::Type::Char: regs[in.dst] = Value::i32(static_cast<std::uint16_t>(a.as_i32())); break;
                    case ir::Type::Short: regs[in.dst] = Value::i32(static_cast<std::int16_t>(a.as_i32())); break;
                    default: regs[in.dst] = expr::convert(ctx_, value_kind(in.type), a); break;
                }
                continue;
            }
            case Op::Goto:
                block = &fn.blocks[block->successors[0]];
                index = static_cast<std::uint32_t>(-1);  // the loop's ++ makes it 0
                continue;
            case Op::If: {
                if (track_edges) goto stop;
                Value a = regs[in.a];
                bool taken;
                if (in.type == ir::Type::Ref) {
                    std::uint32_t b = in.b == ir::kNoReg ? 0 : regs[in.b].as_ref();
                    taken = (a.as_ref() == b) == (in.cond == ir::Cond::Eq);
                } else {
                    if (a.kind() != ValueKind::Int || a.is_symbolic()) goto stop;
                    std::int32_t x = a.as_i32();
                    std::int32_t y = 0;
                    if (in.b != ir::kNoReg) {
                        if (regs[in.b].is_symbolic()) goto stop;
                        y = int_of(in.b);
                    }
                    taken = holds(in.cond, x, y);
                }
                block = &fn.blocks[block->successors[taken ? 0 : 1]];
                index = static_cast<std::uint32_t>(-1);
                continue;
            }
            case Op::ArrayLength: {
                std::uint32_t array = regs[in.a].as_ref();
                if (array == 0 || state.heap.get(array).symbolic) goto stop;
                regs[in.dst] = Value::i32(state.heap.get(array).length());
                continue;
            }
            case Op::ArrayLoad: {
                std::uint32_t array = regs[in.a].as_ref();
                Value i = regs[in.b];
                if (array == 0 || i.is_symbolic()) goto stop;
                const Object& o = state.heap.get(array);
                if (o.symbolic || i.as_i32() < 0 || i.as_i32() >= o.length()) goto stop;
                const Value& element = o.slots[static_cast<std::size_t>(i.as_i32())];
                if (is_lazy_reference(element)) goto stop;
                regs[in.dst] = element;
                continue;
            }
            case Op::ArrayStore: {
                std::uint32_t array = regs[in.a].as_ref();
                Value i = regs[in.b];
                Value v = regs[in.c];
                if (array == 0 || i.is_symbolic() || v.is_symbolic()) goto stop;
                const Object& o = state.heap.get(array);
                if (o.symbolic || i.as_i32() < 0 || i.as_i32() >= o.length() || o.cls->element_kind == ValueKind::Ref)
                    goto stop;
                switch (o.cls->element_type) {
                    case 'B': v = Value::i32(static_cast<std::int8_t>(v.as_i32())); break;
                    case 'C': v = Value::i32(static_cast<std::uint16_t>(v.as_i32())); break;
                    case 'S': v = Value::i32(static_cast<std::int16_t>(v.as_i32())); break;
                    case 'Z': v = Value::i32(v.as_i32() & 1); break;
                    default: break;
                }
                state.heap.mutate(array).slots[static_cast<std::size_t>(i.as_i32())] = v;
                continue;
            }
            case Op::GetField:
            case Op::PutField: {
                const FieldCache& cache = code.fields[in.aux];
                std::uint32_t object = regs[in.a].as_ref();
                if (!cache.resolved || object == 0) goto stop;
                const Object& o = state.heap.get(object);
                if (o.kind != Object::Kind::Instance) goto stop;
                if (in.op == Op::GetField) {
                    if (is_lazy_reference(o.slots[cache.slot.index])) goto stop;
                    regs[in.dst] = o.slots[cache.slot.index];
                } else
                    state.heap.mutate(object).slots[cache.slot.index] = regs[in.b];
                continue;
            }
            default: break;
        }
        break;
    }
stop:
    frame.block = block->id;
    frame.index = index;
    state.steps = steps;
}

void Interpreter::jump(State& state, Frame& frame, ir::BlockId target) {
    if (under_test_ != nullptr && frame.code->method->owner == under_test_) {
        const ir::Function& fn = *frame.code->fn;
        state.covered.insert(Edge{fn.name + fn.descriptor, frame.block, target});
    }
    frame.block = target;
    frame.index = 0;
}

// ---- decisions ------------------------------------------------------------------------

// Chooses among mutually exclusive conditions. The current state follows the
// option its model satisfies; every other feasible option is forked off
// (while the branch bound allows). A fork re-executes the current
// instruction with its choices so far forced, so decisions stay in step. At
// the bound, the preferred option (`exit_option`: one leading to code no
// path has covered, or out of a loop, see preferred_side) is taken when
// feasible, so a loop with a symbolic bound ends instead of following a
// model whose bound may be huge. Inside Java code called from C++ (an
// intrinsic's callback) there is no instruction to re-run, so the state
// follows its model without forking.
std::size_t Interpreter::choose(State& state, const std::vector<const expr::Expr*>& options,
                                std::optional<std::size_t> exit_option, std::span<const ir::BlockId> targets) {
    if (auto forced = forced_choice(state)) return *forced;
    charge(state, kWorkPerDecision);
    settle_model(state);
    std::size_t taken = options.size();
    for (std::size_t i = 0; i < options.size() && taken == options.size(); ++i)
        if (expr::evaluate(options[i], state.model).as_bool()) taken = i;

    const Frame& frame = state.frames.back();
    unsigned& forks = state.branch_forks[BranchKey{frame.code->fn, frame.block}];
    // The bound counts the times this path split here, not the decisions
    // it met: a loop condition that a path meets many times with only one
    // side feasible (a scan over text already bounded) uses none of it.
    const bool may_fork = symbolic_ && host_depth_ == 0 && pending_ != nullptr && forks < options_.branch_bound;
    bool split = false;
    // A branch of the class under test: each fork records the edge it takes,
    // for the coverage-guided searcher.
    const bool records_edges = !targets.empty() && under_test_ != nullptr && frame.code->method->owner == under_test_;
    if (!may_fork && exit_option && *exit_option != taken && taken < options.size()) {
        expr::Assignment model;
        if (solve(state, solver::Query{state.constraints(), options[*exit_option]}, &model) == solver::SatResult::Sat) {
            taken = *exit_option;
            state.model.mutate().merge(model);  // inputs the query left out keep their values
        }
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (i == taken) continue;
        if (!may_fork && taken < options.size()) {
            ++stats_.bounded;
            if (symbolic_) lose_precision(state, host_depth_ != 0 ? "a branch inside Java called by the engine followed one side"
                                                                  : "the branch bound left a side unexplored");
            break;
        }
        expr::Assignment model;
        solver::SatResult sat = solve(state, solver::Query{state.constraints(), options[i]}, &model);
        if (sat != solver::SatResult::Sat) {
            ++(sat == solver::SatResult::Unsat ? stats_.infeasible : stats_.solver_unknown);
            if (sat != solver::SatResult::Unsat) lose_precision(state, "the solver gave up on a branch side");
            continue;
        }
        if (taken == options.size()) {  // no model choice yet: follow this one
            taken = i;
            state.model.mutate().merge(model);  // inputs the query left out keep their values
            continue;
        }
        if (!split) ++forks;  // before the copy: both sides of the split count it
        split = true;
        State fork = state;
        fork.add_constraint(options[i]);
        fork.model.mutate().merge(model);
        fork.forced_choices = step_choices_;
        fork.forced_choices.push_back(i);
        fork.replayed_resolutions = step_resolutions_;
        if (records_edges) {
            assert(targets.size() == options.size());
            fork.fork_edge = Edge{frame.code->fn->name + frame.code->fn->descriptor, frame.block, targets[i]};
        }
        pending_->push_back(std::move(fork));
        ++stats_.forks;
    }
    if (taken == options.size()) unsupported("no branch is feasible (solver gave up)");
    state.add_constraint(options[taken]);
    step_choices_.push_back(taken);
    return taken;
}

std::optional<std::size_t> Interpreter::forced_choice(State& state) {
    if (state.forced_choices.empty()) return std::nullopt;
    const std::size_t forced = state.forced_choices.front();
    state.forced_choices.erase(state.forced_choices.begin());
    step_choices_.push_back(forced);
    return forced;
}

bool Interpreter::decide(State& state, Value condition, std::optional<std::size_t> exit_option,
                         std::span<const ir::BlockId> targets) {
    if (condition.is_concrete()) return condition.as_bool();
    const expr::Expr* c = condition.expr();
    return choose(state, {c, ctx_.unary(Kind::Not, c)}, exit_option, targets) == 0;
}

solver::SatResult Interpreter::solve(State& state, const solver::Query& query, expr::Assignment* model) {
    // A query may use up to this resume's whole share (and at least a
    // floor), never more than the configured limit: one hard query must not
    // take the budget of the methods explored after it (ShapeStats: two
    // methods got 0 paths), and the overshoot past a share is at most one
    // share. Work counts are deterministic, so this is too.
    solver::QueryLimits limits = options_.solver_limits;
    if (options_.solver_limits.work > 0 && work_limit_ != std::numeric_limits<std::uint64_t>::max()) {
        const std::uint64_t used = stats_.work + (state.steps - steps_at_start_);
        const std::uint64_t left = work_limit_ > used ? work_limit_ - used : 0;
        limits.work = std::clamp(std::max(left, resume_share_) / kWorkPerSolverUnit,
                                 std::min(kMinSolverUnitsPerQuery, options_.solver_limits.work),
                                 options_.solver_limits.work);
    }
    // Nor past the wall-clock deadline, where one is set (a verdict's time limit).
    if (symbolic_ && options_.wall_clock_deadline) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*options_.wall_clock_deadline -
                                                                                std::chrono::steady_clock::now());
        limits.timeout = std::clamp(left, std::chrono::milliseconds(1), limits.timeout);
    }
    solver_.set_limits(limits);
    const std::uint64_t before = solver_.stats().work;
    const solver::SatResult result = solver_.check(query, model);
    solver_.set_limits(options_.solver_limits);  // other users of the solver get the configured limits
    charge(state, kWorkPerSolverQuery + (solver_.stats().work - before) * kWorkPerSolverUnit);
    return result;
}

void Interpreter::assume(State& state, const expr::Expr* fact) {
    state.add_constraint(fact);
    if (!expr::evaluate(fact, state.model).as_bool()) state.unmet_facts.push_back(fact);
}

void Interpreter::settle_model(State& state) {
    if (state.unmet_facts.empty()) return;
    const expr::Expr* unmet = ctx_.boolean(true);
    for (const expr::Expr* fact : state.unmet_facts) unmet = ctx_.binary(Kind::BoolAnd, unmet, fact);
    state.unmet_facts.clear();
    expr::Assignment model;
    const solver::SatResult result = solve(state, solver::Query{state.constraints(), unmet}, &model);
    if (result == solver::SatResult::Sat)
        state.model.mutate().merge(model);
    else
        lose_precision(state, "the solver found no values for an input's domain");
}

void Interpreter::charge(const State& state, std::uint64_t work) {
    stats_.work += work;
    pause_at_steps_ = budget_step_limit(state);
    // The clock is due sooner too: work that is not instructions counts.
    if (next_clock_check_ != std::numeric_limits<std::uint64_t>::max())
        next_clock_check_ = next_clock_check_ - state.steps > work ? next_clock_check_ - work : state.steps;
}

// ---- the work budget -------------------------------------------------------------------

std::uint64_t Interpreter::budget_step_limit(const State& state) const {
    const std::uint64_t used = stats_.work + (state.steps - steps_at_start_);
    const std::uint64_t left = work_limit_ > used ? work_limit_ - used : 0;
    return left > std::numeric_limits<std::uint64_t>::max() - state.steps ? std::numeric_limits<std::uint64_t>::max()
                                                                           : state.steps + left;
}

// Where the fast path must stop: at the per-path bound, and in the method's
// own frames also where step() has to pause or look at the clock.
std::uint64_t Interpreter::step_limit(const State&) const {
    if (host_depth_ != 0) return options_.max_steps_per_path;
    return std::min({options_.max_steps_per_path, pause_at_steps_, next_clock_check_});
}

bool Interpreter::should_pause(const State& state) {
    if (host_depth_ != 0) return false;  // Java called from C++ cannot be paused midway
    if (state.steps >= pause_at_steps_) return true;
    if (state.steps < next_clock_check_) return false;
    next_clock_check_ = state.steps + kClockCheckInterval;
    if (options_.stop_requested != nullptr && options_.stop_requested->load()) return true;
    return options_.wall_clock_deadline && std::chrono::steady_clock::now() >= *options_.wall_clock_deadline;
}

void Interpreter::lose_precision(State& state, std::string_view what) {
    constexpr std::size_t kKept = 16;  // enough to say why; a loop may lose precision many times
    if (state.precision_lost.size() >= kKept) return;
    // Where the program was when it happened: its innermost frame.
    State::PrecisionLoss loss;
    if (!state.frames.empty()) {
        const Frame& frame = state.frames.back();
        const ir::Block& block = frame.code->fn->blocks[frame.block];
        loss.function = frame.code->fn;
        loss.line = frame.index < block.instrs.size() ? block.instrs[frame.index].line : 0;
    }
    for (const State::PrecisionLoss& known : state.precision_lost)
        if (known.function == loss.function && known.line == loss.line && known.what == what) return;
    loss.what = what;
    state.precision_lost.mutate().push_back(std::move(loss));
}

std::vector<TraceFrame> Interpreter::stack_trace_of(const State& state, std::uint32_t throwable) {
    std::vector<TraceFrame> trace;
    auto slot = [&](std::string_view owner, std::string_view name, std::string_view descriptor) {
        auto cls = program_.klass(owner);
        if (!cls) return std::optional<std::uint32_t>();
        auto field = program_.resolve_field(*cls, name, descriptor);
        return field ? std::optional<std::uint32_t>(field->index) : std::nullopt;
    };
    const auto backtrace = slot("java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
    const auto declaring = slot("java/lang/StackTraceElement", "declaringClass", "Ljava/lang/String;");
    const auto method = slot("java/lang/StackTraceElement", "methodName", "Ljava/lang/String;");
    const auto file = slot("java/lang/StackTraceElement", "fileName", "Ljava/lang/String;");
    const auto line = slot("java/lang/StackTraceElement", "lineNumber", "I");
    const auto module = slot("java/lang/StackTraceElement", "moduleName", "Ljava/lang/String;");
    if (!backtrace || !declaring || !method || !file || !line || !module) return trace;
    const Value elements = state.heap.get(throwable).slots[*backtrace];
    if (!elements.is_concrete() || elements.as_ref() == 0) return trace;
    const Object& array = state.heap.get(elements.as_ref());
    if (array.kind != Object::Kind::Array) return trace;
    auto text = [&](const Value& v) {
        if (!v.is_concrete() || v.as_ref() == 0) return std::string();
        const Object& string = state.heap.get(v.as_ref());
        return string.kind == Object::Kind::String ? utf8(string.chars) : std::string();
    };
    for (const Value& element : array.slots) {
        if (!element.is_concrete() || element.as_ref() == 0) continue;
        const Object& frame = state.heap.get(element.as_ref());
        const Value number = frame.slots[*line];
        trace.push_back(TraceFrame{text(frame.slots[*declaring]), text(frame.slots[*method]), text(frame.slots[*file]),
                                   number.is_concrete() ? number.as_i32() : -1, !text(frame.slots[*module]).empty()});
    }
    return trace;
}

std::vector<std::string> Interpreter::describe_precision_lost(const State& state) {
    std::vector<std::string> reasons;
    for (const State::PrecisionLoss& loss : state.precision_lost) {
        if (loss.function == nullptr) {
            reasons.push_back(loss.what);
            continue;
        }
        reasons.push_back(fmt::format("{} ({}.{} line {})", loss.what,
                                      classfile::internal_to_java_name(loss.function->class_name),
                                      loss.function->name, loss.line));
    }
    return reasons;
}

bool Interpreter::assertions_enabled(const RuntimeClass* cls) {
    // java -ea enables assertions in every class but the system classes.
    return options_.enable_assertions && cls != nullptr && cls->file != nullptr && !is_jdk_class(cls);
}

Value Interpreter::concretize(State& state, Value v) {
    if (v.is_concrete()) return v;
    ++stats_.concretized;
    lose_precision(state, "a symbolic value was pinned to one value");
    charge(state, kWorkPerDecision);
    settle_model(state);
    Value chosen = expr::evaluate(v.expr(), state.model);
    state.add_constraint(ctx_.binary(Kind::Eq, v.expr(), chosen.to_expr(ctx_)));
    return chosen;
}

std::int32_t Interpreter::concrete_int(State& state, Value v) { return concretize(state, v).as_i32(); }

// Pinning a length to the model's value alone would hide every loop trip
// count but one. Here the lengths that matter most to loops (0, 1, 2, 3)
// are alternatives of their own, then one for the rest up to
// max_array_length and one beyond it: a fork per feasible alternative (one
// decision against the branch bound), each pinning a value in its range.
// Values beyond are not enumerated (each fork could hold an array that
// large, and a solver's arbitrary choice may be huge): that path takes the
// smallest, max_array_length + 1, when it can, and says its inputs were
// limited.
std::int32_t Interpreter::enumerate_int(State& state, Value v) {
    if (v.is_concrete()) return v.as_i32();
    if (state.frames.empty()) return concrete_int(state, v);  // no instruction to branch at
    constexpr std::int32_t kEach = 4;
    const std::int32_t max = options_.inputs.max_array_length;
    const expr::Expr* e = v.expr();
    std::vector<const expr::Expr*> options;
    for (std::int32_t k = 0; k < kEach; ++k) options.push_back(ctx_.binary(Kind::Eq, e, ctx_.i32(k)));
    const expr::Expr* rest = ctx_.binary(Kind::BoolAnd, ctx_.binary(Kind::Le, ctx_.i32(kEach), e),
                                         ctx_.binary(Kind::Le, e, ctx_.i32(max)));
    options.push_back(rest);
    options.push_back(ctx_.unary(Kind::Not, ctx_.binary(Kind::BoolAnd, ctx_.binary(Kind::Le, ctx_.i32(0), e),
                                                        ctx_.binary(Kind::Le, e, ctx_.i32(max)))));
    const std::size_t which = choose(state, options);
    if (which < static_cast<std::size_t>(kEach)) return static_cast<std::int32_t>(which);
    if (which == static_cast<std::size_t>(kEach)) return concrete_int(state, v);  // the model's value in the rest
    limit_inputs(state, fmt::format("lengths above {} are represented by one", max));
    const expr::Expr* next = ctx_.binary(Kind::Eq, e, ctx_.i32(max + 1));
    expr::Assignment model;
    if (solve(state, solver::Query{state.constraints(), next}, &model) != solver::SatResult::Sat)
        return concrete_int(state, v);
    state.model.mutate().merge(model);
    state.add_constraint(next);
    ++stats_.concretized;
    return max + 1;
}

// As new_array, for a length >= 0 that stays symbolic: the JVM's limit and
// Java's heap are decisions on it (the lengths that do not fit throw
// OutOfMemoryError), and the elements are zeros until written.
std::uint32_t Interpreter::new_symbolic_array(State& state, const RuntimeClass* cls, Value length) {
    if (decide(state, expr::binary(ctx_, Kind::Lt, Value::i32(kMaxArrayLength), length)))
        throw JavaThrow{vm_out_of_memory(state, "Requested array size exceeds VM limit")};
    // The longest array that fits: align8(16 + n * bytes) <= room.
    const std::uint64_t room = state.heap.java_room() & ~std::uint64_t{7};
    const std::uint64_t bytes = array_footprint(cls->element_type, 1).java - array_footprint(cls->element_type, 0).java;
    const std::uint64_t fits = room < 16 ? 0 : (room - 16) / std::max<std::uint64_t>(bytes, 1);
    if (fits < static_cast<std::uint64_t>(kMaxArrayLength) &&
        decide(state, expr::binary(ctx_, Kind::Lt, Value::i32(static_cast<std::int32_t>(fits)), length))) {
        throw HeapExhausted{false, array_footprint(cls->element_type, fits + 1), state.heap.used()};
    }
    Object array;
    array.kind = Object::Kind::Array;
    array.cls = cls;
    const expr::Sort element = expr::sort_of(cls->element_kind);
    array.symbolic = Object::SymbolicContents{length, ctx_.filled_array(expr::array_sort_of(element), 0)};
    return state.heap.allocate(std::move(array));
}

// The field a GetField/PutField/GetStatic/PutStatic names, resolved on first use.
const FieldCache& Interpreter::field_at(const Code& code, std::uint32_t index) {
    FieldCache& cache = code.fields[index];
    if (!cache.resolved) {
        const ir::Member& member = code.fn->members[index];
        auto slot = program_.resolve_field(klass(member.owner), member.name, member.descriptor);
        if (!slot) unsupported(slot.error().message);
        cache.slot = *slot;
        cache.resolved = true;
    }
    return cache;
}

// ---- arrays and types --------------------------------------------------------------------

const RuntimeClass* Interpreter::type_at(const Code& code, std::uint32_t index) {
    const RuntimeClass*& cached = code.types[index];
    if (cached == nullptr) cached = klass(code.fn->type_names[index]);
    return cached;
}

std::uint32_t Interpreter::new_multi_array(State& state, const RuntimeClass* cls,
                                           const std::vector<std::int32_t>& dims, std::size_t level) {
    std::uint32_t address = new_array(state, cls, dims[level]);
    if (level + 1 < dims.size()) {
        for (std::int32_t i = 0; i < dims[level]; ++i) {
            std::uint32_t inner = new_multi_array(state, cls->component, dims, level + 1);
            state.heap.mutate(address).slots[static_cast<std::size_t>(i)] = Value::ref(inner);
        }
    }
    return address;
}

// Ends a load whose value needed work that may have run Java code (and so
// grown, and moved, the frame and register stacks): writes the top frame's
// register afresh and moves past the instruction.
void Interpreter::finish_load(State& state, ir::Reg dst, Value value) {
    Frame& frame = state.frames.back();
    state.registers[frame.base + dst] = value;
    ++frame.index;
}

void Interpreter::check_length(State& state, Value length) {
    if (decide(state, expr::binary(ctx_, Kind::Lt, length, Value::i32(0))))
        throw_new(state, "java/lang/NegativeArraySizeException",
                  utf16(std::to_string(concrete_int(state, length))));
}

Value Interpreter::array_length(const Object& array) {
    return array.symbolic ? array.symbolic->length : Value::i32(array.length());
}

void Interpreter::check_index(State& state, Value index, Value length) {
    Value below = expr::binary(ctx_, Kind::Lt, index, Value::i32(0));
    Value above = expr::binary(ctx_, Kind::Le, length, index);
    if (decide(state, expr::binary(ctx_, Kind::BoolOr, below, above)))
        throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                  utf16(fmt::format("Index {} out of bounds for length {}", concrete_int(state, index),
                                    concrete_int(state, length))));
}

Value Interpreter::load_element(State& state, const Object& array, Value index) {
    if (index.is_concrete()) return array.slots[static_cast<std::size_t>(index.as_i32())];
    // A symbolic index in bounds: an if-then-else over the elements.
    // References cannot be symbolic yet, so their arrays pin the index.
    constexpr std::size_t kMaxIte = 64;
    if (array.slots.size() > kMaxIte || array.cls->element_kind == ValueKind::Ref)
        return array.slots[static_cast<std::size_t>(concrete_int(state, index))];
    Value result = array.slots.back();
    for (std::size_t i = array.slots.size() - 1; i-- > 0;) {
        Value hit = expr::binary(ctx_, Kind::Eq, index, Value::i32(static_cast<std::int32_t>(i)));
        result = expr::ite(ctx_, hit, array.slots[i], result);
    }
    return result;
}

void Interpreter::store_element(State& state, std::uint32_t address, Value index, Value value) {
    const RuntimeClass* cls = state.heap.get(address).cls;
    // bastore/castore/sastore truncate (JVMS); boolean arrays keep the low bit.
    switch (cls->element_type) {
        case 'B': value = expr::unary(ctx_, Kind::ToByte, value); break;
        case 'C': value = expr::unary(ctx_, Kind::ToChar, value); break;
        case 'S': value = expr::unary(ctx_, Kind::ToShort, value); break;
        case 'Z': value = expr::binary(ctx_, Kind::And, value, Value::i32(1)); break;
        default: break;
    }
    if (state.heap.get(address).symbolic) {
        Object& array = state.heap.mutate(address);
        array.symbolic->elements = ctx_.store(array.symbolic->elements, index.to_expr(ctx_), value.to_expr(ctx_));
        return;
    }
    if (index.is_concrete()) {
        state.heap.mutate(address).slots[static_cast<std::size_t>(index.as_i32())] = value;
        return;
    }
    if (cls->element_kind == ValueKind::Ref) {
        std::int32_t i = concrete_int(state, index);
        state.heap.mutate(address).slots[static_cast<std::size_t>(i)] = value;
        return;
    }
    Object& array = state.heap.mutate(address);
    for (std::size_t i = 0; i < array.slots.size(); ++i) {
        Value hit = expr::binary(ctx_, Kind::Eq, index, Value::i32(static_cast<std::int32_t>(i)));
        array.slots[i] = expr::ite(ctx_, hit, value, array.slots[i]);
    }
}

namespace {

// HotSpot's "X is in unnamed module of loader 'app'" part of a
// ClassCastException message: classes from the runtime image are in their
// module of the bootstrap loader, the rest in the application loader's
// unnamed module.
std::string module_of(const RuntimeClass* cls) {
    while (cls->is_array()) cls = cls->component;
    if (cls->is_primitive()) return "module java.base of loader 'bootstrap'";
    if (cls->file == nullptr) return "unnamed module of loader 'app'";
    // Classes from the runtime image have locations like ".../lib/modules!/java.base/java/lang/String.class".
    const std::string& source = cls->file->source;
    auto at = source.find("!/");
    if (at != std::string::npos) {
        auto start = at + 2;
        auto end = source.find('/', start);
        return fmt::format("module {} of loader 'bootstrap'", source.substr(start, end - start));
    }
    return "unnamed module of loader 'app'";
}

}  // namespace

void Interpreter::throw_class_cast(State& state, const RuntimeClass* from, const RuntimeClass* to) {
    std::string f = from->java_name();
    std::string t = to->java_name();
    std::string fm = module_of(from);
    std::string tm = module_of(to);
    std::string where = fm == tm ? fmt::format("{} and {} are in {}", f, t, fm)
                                 : fmt::format("{} is in {}; {} is in {}", f, fm, t, tm);
    throw_new(state, "java/lang/ClassCastException",
              utf16(fmt::format("class {} cannot be cast to class {} ({})", f, t, where)));
}

// JDK code that reads a String's private fields gets what JDK 17 would hold
// there, derived from the engine's UTF-16 text: `value` as LATIN1 bytes
// (coder 0) when every char fits, else as UTF16 bytes in little-endian
// order (coder 1), and the `hash` cache. Strings are immutable, so a copy of
// the bytes is faithful; writing the hash cache is a no-op, writing
// anything else is not modelled.
void Interpreter::string_field(State& state, const ir::Instr& instr, std::uint32_t string) {
    const Frame& frame = state.frames.back();
    const ir::Member& member = frame.code->fn->members[instr.aux];
    const std::u16string text = state.heap.get(string).chars;
    const bool latin1 = std::all_of(text.begin(), text.end(), [](char16_t c) { return c <= 0xFF; });
    std::uint32_t hash = 0;
    for (char16_t c : text) hash = 31 * hash + c;
    if (instr.op == Op::PutField) {
        if (member.name == "hash" || member.name == "hashIsZero") return;
        unsupported("writing field java/lang/String." + member.name);
    }
    Value result;
    if (member.name == "coder") {
        result = Value::i32(latin1 ? 0 : 1);
    } else if (member.name == "hash") {
        result = Value::i32(static_cast<std::int32_t>(hash));
    } else if (member.name == "hashIsZero") {
        result = Value::i32(hash == 0 ? 1 : 0);
    } else if (member.name == "value") {
        std::uint32_t bytes = new_array(state, klass("[B"), static_cast<std::int32_t>(text.size() * (latin1 ? 1 : 2)));
        Object& array = state.heap.mutate(bytes);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (latin1) {
                array.slots[i] = Value::i32(static_cast<std::int8_t>(text[i]));
            } else {
                array.slots[2 * i] = Value::i32(static_cast<std::int8_t>(text[i] & 0xFF));
                array.slots[2 * i + 1] = Value::i32(static_cast<std::int8_t>(text[i] >> 8));
            }
        }
        result = Value::ref(bytes);
    } else {
        unsupported("field java/lang/String." + member.name);
    }
    state.registers[state.frames.back().base + instr.dst] = result;
}

// ---- one instruction -----------------------------------------------------------------------

// The side a two-way branch takes at the branch bound when feasible: an
// edge of the class under test no finished path has covered yet, if only
// one side is; else the side leaving a loop. Following the model there
// would mostly repeat what earlier paths did. The path's own edges do not
// count: a search loop's first path has taken the "not found" side in every
// earlier iteration, and steering it to "found" at the bound lost the one
// path that runs to the end (LookupTable.indexOfPrime never returned -1).
std::optional<std::size_t> Interpreter::preferred_side(const State& state, const Frame& frame, const ir::Block& block) {
    const ir::Function& fn = *frame.code->fn;
    const std::optional<std::size_t> exit = loop_exit(fn, block);
    if (under_test_ == nullptr || frame.code->method->owner != under_test_ || block.successors.size() != 2) return exit;
    auto forks = state.branch_forks.find(BranchKey{&fn, frame.block});
    if (forks == state.branch_forks.end() || forks->second < options_.branch_bound) return exit;
    std::optional<std::size_t> uncovered;
    for (std::size_t side = 0; side < 2; ++side) {
        const Edge edge{fn.name + fn.descriptor, frame.block, block.successors[side]};
        if (covered_so_far_.count(edge) != 0) continue;
        if (uncovered) return exit;
        uncovered = side;
    }
    return uncovered ? uncovered : exit;
}

void Interpreter::execute_if(State& state, Frame& frame, const ir::Block& block, const ir::Instr& instr,
                             Value* regs) {
    Value a = regs[instr.a];
    bool taken;
    if (instr.type == ir::Type::Ref) {
        std::uint32_t b = instr.b == ir::kNoReg ? 0 : regs[instr.b].as_ref();
        bool equal = a.as_ref() == b;
        taken = instr.cond == ir::Cond::Eq ? equal : !equal;
    } else {
        Value b = instr.b == ir::kNoReg ? Value::i32(0) : regs[instr.b];
        if (a.is_concrete() && b.is_concrete() && a.kind() == ValueKind::Int) {
            std::int32_t x = a.as_i32();
            std::int32_t y = b.as_i32();
            taken = holds(instr.cond, x, y);
        } else {
            Value condition;
            switch (instr.cond) {
                case ir::Cond::Eq: condition = expr::binary(ctx_, Kind::Eq, a, b); break;
                case ir::Cond::Ne: condition = expr::unary(ctx_, Kind::Not, expr::binary(ctx_, Kind::Eq, a, b)); break;
                case ir::Cond::Lt: condition = expr::binary(ctx_, Kind::Lt, a, b); break;
                case ir::Cond::Ge: condition = expr::binary(ctx_, Kind::Le, b, a); break;
                case ir::Cond::Gt: condition = expr::binary(ctx_, Kind::Lt, b, a); break;
                case ir::Cond::Le: condition = expr::binary(ctx_, Kind::Le, a, b); break;
            }
            taken = condition.is_concrete() ? condition.as_bool()
                                            : decide(state, condition, preferred_side(state, frame, block),
                                                     block.successors);
        }
    }
    jump(state, frame, block.successors[taken ? 0 : 1]);
}

void Interpreter::execute_switch(State& state, Frame& frame, const ir::Instr& instr, Value* regs) {
    const ir::SwitchTable& table = frame.code->fn->switches[instr.aux];
    Value key = regs[instr.a];
    if (key.is_concrete()) {
        auto it = std::lower_bound(table.cases.begin(), table.cases.end(), key.as_i32(),
                                   [](const auto& entry, std::int32_t k) { return entry.first < k; });
        ir::BlockId target = it != table.cases.end() && it->first == key.as_i32() ? it->second : table.default_target;
        return jump(state, frame, target);
    }
    // A switch on a symbolic String's hashCode (how javac compiles a switch
    // on a String): a case whose value is the hash of some string literal
    // of the method's class is tried as that text, which the solver finds
    // at once, where inverting the hash of arbitrary text often gives up.
    // Other texts of the same hash fail the equals javac puts in the case
    // and go where the default goes; those paths are not explored, and the
    // path says so.
    std::vector<std::pair<std::int32_t, Object::SymbolicText>> labels;
    if (auto hashed = text_hashes_.find(key.expr()); hashed != text_hashes_.end()) {
        const classfile::ClassFile* file = frame.code->method->owner->file;
        for (std::size_t i = 1; file != nullptr && i < file->constant_pool.size(); ++i) {
            if (!file->constant_pool.is(i, classfile::CpTag::String)) continue;
            const std::u16string text = utf16(file->constant_pool.string(i));
            std::int32_t h = 0;
            for (char16_t c : text) h = static_cast<std::int32_t>(31u * static_cast<std::uint32_t>(h) + c);
            labels.emplace_back(h, TextAlgebra::lift(text));
        }
        if (!labels.empty()) limit_inputs(state, "a switch on a String tried its case labels, not other texts of the same hash");
    }
    auto label_hit = [&](std::int32_t value) -> const expr::Expr* {
        const expr::Expr* hit = nullptr;
        for (const auto& [h, text] : labels) {
            if (h != value) continue;
            const expr::Expr* same =
                TextAlgebra(ctx_).equals(text_hashes_.at(key.expr()), text).to_expr(ctx_);
            hit = hit == nullptr ? same : ctx_.binary(Kind::BoolOr, hit, same);
        }
        return hit;
    };
    // One option per distinct target, the default last.
    std::vector<ir::BlockId> targets;
    std::vector<const expr::Expr*> options;
    std::vector<const expr::Expr*> not_any;
    for (const auto& [value, block_id] : table.cases) {
        const expr::Expr* hit = ctx_.binary(Kind::Eq, key.expr(), ctx_.i32(value));
        not_any.push_back(ctx_.unary(Kind::Not, hit));
        if (const expr::Expr* label = label_hit(value)) hit = label;
        auto it = std::find(targets.begin(), targets.end(), block_id);
        if (it == targets.end()) {
            targets.push_back(block_id);
            options.push_back(hit);
        } else {
            auto& option = options[static_cast<std::size_t>(it - targets.begin())];
            option = ctx_.binary(Kind::BoolOr, option, hit);
        }
    }
    const expr::Expr* fallback = ctx_.boolean(true);
    for (const expr::Expr* e : not_any) fallback = ctx_.binary(Kind::BoolAnd, fallback, e);
    targets.push_back(table.default_target);
    options.push_back(fallback);
    std::size_t taken = choose(state, options, std::nullopt, targets);
    jump(state, frame, targets[taken]);
}

void Interpreter::step(State& state) {
    // Java run from C++ (a class initialiser started while resolving an
    // input, a host call) belongs to the instruction that started it: its
    // choices join that instruction's, in order, so a fork re-running the
    // instruction meets them again. Clearing them here made a resolution's
    // count of choices wrap around and replay loop for ever (Validate,
    // where an enum implementing Comparable was initialised mid-resolution).
    if (host_depth_ == 0) {
        step_choices_.clear();
        step_resolutions_.clear();
    }
    if (should_pause(state)) throw Pause{};
    if (++state.steps > options_.max_steps_per_path)
        throw PathEnded{PathEnd::StepsExceeded, fmt::format("{} instructions executed", state.steps - 1)};
    Frame& frame = state.frames.back();
    const Code& code = *frame.code;
    const ir::Function& fn = *code.fn;
    const ir::Block& block = fn.blocks[frame.block];
    const ir::Instr& instr = block.instrs[frame.index];
    Value* regs = state.registers.data() + frame.base;

    switch (instr.op) {
        case Op::Const: {
            const ir::Constant& c = fn.constants[instr.aux];
            Value v;
            switch (c.kind) {
                case ir::Constant::Kind::Null: v = Value::null(); break;
                case ir::Constant::Kind::Int: v = Value::i32(static_cast<std::int32_t>(c.integer)); break;
                case ir::Constant::Kind::Long: v = Value::i64(c.integer); break;
                case ir::Constant::Kind::Float: v = Value::f32(c.float_value); break;
                case ir::Constant::Kind::Double: v = Value::f64(c.double_value); break;
                case ir::Constant::Kind::String: v = Value::ref(literal(state, c)); break;
                case ir::Constant::Kind::Class: v = Value::ref(mirror(state, klass(c.text))); break;
                default: unsupported("ldc of a MethodType, MethodHandle or dynamic constant");
            }
            state.registers[frame.base + instr.dst] = v;
            ++frame.index;
            return;
        }
        case Op::Move: regs[instr.dst] = regs[instr.a]; ++frame.index; return;
        case Op::CaughtException:
            regs[instr.dst] = Value::ref(state.pending_exception);
            state.pending_exception = 0;
            ++frame.index;
            return;
        case Op::Neg: regs[instr.dst] = expr::unary(ctx_, Kind::Neg, regs[instr.a]); ++frame.index; return;
        case Op::Add:
            if (instr.type == ir::Type::Int && regs[instr.a].is_concrete() && regs[instr.b].is_concrete()) {
                regs[instr.dst] = Value::i32(static_cast<std::int32_t>(static_cast<std::uint32_t>(regs[instr.a].as_i32()) +
                                                                       static_cast<std::uint32_t>(regs[instr.b].as_i32())));
                ++frame.index;
                return;
            }
            [[fallthrough]];
        case Op::Sub: case Op::Mul: case Op::Shl: case Op::Shr: case Op::Ushr:
        case Op::And: case Op::Or: case Op::Xor: case Op::Cmp: case Op::CmpL: case Op::CmpG:
            regs[instr.dst] = expr::binary(ctx_, arithmetic_kind(instr.op), regs[instr.a], regs[instr.b]);
            ++frame.index;
            return;
        case Op::Div:
        case Op::Rem:
            if (instr.type == ir::Type::Int || instr.type == ir::Type::Long) {
                Value zero = instr.type == ir::Type::Int ? Value::i32(0) : Value::i64(0);
                if (decide(state, expr::binary(ctx_, Kind::Eq, regs[instr.b], zero)))
                    throw_new(state, "java/lang/ArithmeticException", "/ by zero");
            }
            regs[instr.dst] = expr::binary(ctx_, arithmetic_kind(instr.op), regs[instr.a], regs[instr.b]);
            ++frame.index;
            return;
        case Op::Convert: {
            Value a = regs[instr.a];
            switch (instr.type) {
                case ir::Type::Byte: regs[instr.dst] = expr::unary(ctx_, Kind::ToByte, a); break;
                case ir::Type::Char: regs[instr.dst] = expr::unary(ctx_, Kind::ToChar, a); break;
                case ir::Type::Short: regs[instr.dst] = expr::unary(ctx_, Kind::ToShort, a); break;
                default: regs[instr.dst] = expr::convert(ctx_, value_kind(instr.type), a); break;
            }
            ++frame.index;
            return;
        }
        case Op::If: return execute_if(state, frame, block, instr, regs);
        case Op::Goto: frame.block = block.successors[0]; frame.index = 0; return;
        case Op::Switch: return execute_switch(state, frame, instr, regs);
        case Op::Return:
            return_from(state, instr.a == ir::kNoReg ? std::nullopt : std::optional<Value>(regs[instr.a]));
            return;
        case Op::Throw: {
            Value exception = regs[instr.a];
            if (exception.as_ref() == 0) throw_npe(state);
            if (!is_jdk_class(frame.code->method->owner)) state.thrown_by_application = exception.as_ref();
            throw JavaThrow{exception.as_ref()};
        }
        case Op::GetStatic:
        case Op::PutStatic: {
            const FieldCache& cache = field_at(code, instr.aux);
            const RuntimeClass* owner = cache.slot.owner;
            if (state.init_status(owner->id) != InitStatus::Done && ensure_initialized(state, owner)) return;
            // An initialiser written in C++ may have called Java: frames and registers may have moved.
            Frame& current = state.frames.back();
            Value* r = state.registers.data() + current.base;
            if (instr.op == Op::GetStatic)
                r[instr.dst] = state.static_value(owner->id, cache.slot.index);
            else
                state.static_slot(owner->id, cache.slot.index) = r[instr.a];
            ++current.index;
            return;
        }
        case Op::GetField:
        case Op::PutField: {
            const FieldCache& cache = field_at(code, instr.aux);
            Value object = regs[instr.a];
            if (object.as_ref() == 0) throw_npe(state);
            const Object& o = state.heap.get(object.as_ref());
            if (o.kind == Object::Kind::String || o.kind == Object::Kind::SymbolicString) {
                // JDK code reading String's own fields gets the text's model value.
                if (o.kind == Object::Kind::SymbolicString) pin_string(state, object.as_ref());
                string_field(state, instr, object.as_ref());
                ++state.frames.back().index;
                return;
            }
            if (o.kind != Object::Kind::Instance && o.kind != Object::Kind::ClassMirror) {
                const ir::Member& member = fn.members[instr.aux];
                unsupported(fmt::format("field {}.{} of an engine-modelled object", member.owner, member.name));
            }
            if (instr.op == Op::GetField) {
                Value field = o.slots[cache.slot.index];
                if (is_lazy_reference(field)) {
                    field = resolve_lazy(state, field);
                    state.heap.mutate(object.as_ref()).slots[cache.slot.index] = field;
                    // Making the input may have run Java (a map's put), so
                    // the frame and registers may have moved.
                    finish_load(state, instr.dst, field);
                    return;
                }
                regs[instr.dst] = field;
            } else {
                state.heap.mutate(object.as_ref()).slots[cache.slot.index] = regs[instr.b];
            }
            ++frame.index;
            return;
        }
        case Op::Invoke: return invoke(state, frame, instr);
        case Op::InvokeDynamic: return invoke_dynamic(state, frame, instr);
        case Op::New: {
            const RuntimeClass* cls = type_at(code, instr.aux);
            if (state.init_status(cls->id) != InitStatus::Done && ensure_initialized(state, cls)) return;
            std::uint32_t address = new_instance(state, cls);
            Frame& current = state.frames.back();  // see GetStatic
            state.registers[current.base + instr.dst] = Value::ref(address);
            ++current.index;
            return;
        }
        case Op::NewArray: {
            Value length = regs[instr.a];
            check_length(state, length);
            const RuntimeClass* cls = type_at(code, instr.aux);
            std::uint32_t address = 0;
            if (!length.is_concrete() && symbolic_ && options_.symbolic_array_lengths &&
                cls->element_kind != ValueKind::Ref) {
                address = new_symbolic_array(state, cls, length);
            } else {
                address = new_array(state, cls, enumerate_int(state, length));
            }
            state.registers[frame.base + instr.dst] = Value::ref(address);
            ++frame.index;
            return;
        }
        case Op::MultiNewArray: {
            const ir::Call& call = fn.calls[instr.aux];
            std::vector<std::int32_t> dims;
            for (ir::Reg r : call.args) check_length(state, regs[r]);
            for (ir::Reg r : call.args) dims.push_back(enumerate_int(state, state.registers[frame.base + r]));
            std::uint32_t address = new_multi_array(state, klass(call.descriptor), dims, 0);
            state.registers[frame.base + instr.dst] = Value::ref(address);
            ++frame.index;
            return;
        }
        case Op::ArrayLength: {
            Value array = regs[instr.a];
            if (array.as_ref() == 0) throw_npe(state);
            regs[instr.dst] = array_length(state.heap.get(array.as_ref()));
            ++frame.index;
            return;
        }
        case Op::ArrayLoad: {
            Value array = regs[instr.a];
            if (array.as_ref() == 0) throw_npe(state);
            Value index = regs[instr.b];
            check_index(state, index, array_length(state.heap.get(array.as_ref())));
            const Object& o = state.heap.get(array.as_ref());
            if (o.symbolic) {
                regs[instr.dst] = load_symbolic_element(o, index);
            } else {
                Value element = load_element(state, o, index);
                if (is_lazy_reference(element)) {  // an input array's element, read for the first time
                    element = resolve_lazy(state, element);
                    state.heap.mutate(array.as_ref()).slots[static_cast<std::size_t>(concrete_int(state, index))] = element;
                    finish_load(state, instr.dst, element);  // as for a field: frames may have moved
                    return;
                }
                regs[instr.dst] = element;
            }
            ++frame.index;
            return;
        }
        case Op::ArrayStore: {
            Value array = regs[instr.a];
            if (array.as_ref() == 0) throw_npe(state);
            Value index = regs[instr.b];
            Value value = regs[instr.c];
            check_index(state, index, array_length(state.heap.get(array.as_ref())));
            const Object& target = state.heap.get(array.as_ref());
            if (target.cls->element_kind == ValueKind::Ref && value.as_ref() != 0) {
                const RuntimeClass* stored = state.heap.get(value.as_ref()).cls;
                if (!program_.is_assignable(stored, target.cls->component))
                    throw_new(state, "java/lang/ArrayStoreException", utf16(stored->java_name()));
            }
            store_element(state, array.as_ref(), index, value);
            ++frame.index;
            return;
        }
        case Op::CheckCast:
        case Op::InstanceOf: {
            Value object = regs[instr.a];
            const RuntimeClass* target = type_at(code, instr.aux);
            bool is_instance = false;
            const RuntimeClass* actual = nullptr;
            if (object.as_ref() != 0) {
                actual = state.heap.get(object.as_ref()).cls;
                is_instance = program_.is_assignable(actual, target);
            }
            if (instr.op == Op::InstanceOf) {
                regs[instr.dst] = Value::i32(is_instance ? 1 : 0);
            } else {
                if (object.as_ref() != 0 && !is_instance) throw_class_cast(state, actual, target);
                regs[instr.dst] = object;
            }
            ++frame.index;
            return;
        }
        case Op::MonitorEnter:
        case Op::MonitorExit:
            if (regs[instr.a].as_ref() == 0) throw_npe(state);
            ++frame.index;
            return;
    }
}

}  // namespace symcrete::engine::detail
