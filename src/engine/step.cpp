// One IR instruction, in full generality: symbolic operands, exceptions,
// allocation, calls, class initialisation, and the bookkeeping that lets a
// fork re-run its instruction with earlier choices forced. The fast path
// (concrete_fast_path.cpp) runs before it where nothing of this is needed.
#include "interpreter.h"

#include <fmt/format.h>

#include <algorithm>

#include "classfile/descriptor.h"
#include "engine/jdk_value_classes.h"
#include "ir_semantics.h"
#include "opaque_math.h"
#include "symbolic_text.h"
#include "thread_model.h"

namespace symcrete::engine::detail {

using expr::Kind;
using ir::Op;

namespace {

// `count` objects or arrays of `cls` (arrays of `length`), made in the
// program's code while the method under test runs (cost.h).
void count_allocation(State& state, const RuntimeClass& cls, std::int64_t length, std::uint64_t count = 1) {
    state.cost.allocations += count;
    state.cost.bytes += count * shallow_bytes(cls, length);
}

}  // namespace

void Interpreter::step(State& state) {
    // Java run from C++ (a class initialiser started while resolving an
    // input, a host call) belongs to the instruction that started it: its
    // choices join that instruction's, in order, so a fork re-running the
    // instruction meets them again. Clearing them here made a resolution's
    // count of choices wrap around and replay loop for ever (Validate,
    // where an enum implementing Comparable was initialised mid-resolution).
    if (run_.host_depth == 0) {
        run_.step_choices.clear();
        run_.step_resolutions.clear();
        run_.cost_at_step = state.cost;
    }
    if (should_pause(state)) throw Pause{};
    if (++state.steps > options_.max_steps_per_path || state.steps > run_.observation_step_limit)
        throw PathEnded{PathEnd::StepsExceeded, fmt::format("{} instructions executed", state.steps - 1)};
    if (state.over_block_bound) [[unlikely]]
        throw PathEnded{PathEnd::DepthExceeded,
                        fmt::format("block bound {}: block {} of {}.{} visited once more", state.block_bound,
                                    state.over_block_bound->second,
                                    classfile::internal_to_java_name(state.over_block_bound->first->class_name),
                                    state.over_block_bound->first->name)};
    if (state.over_loop_bound) [[unlikely]]
        throw PathEnded{PathEnd::DepthExceeded,
                        fmt::format("loop bound {}: the loop at block {} of {}.{} iterated once more", state.loop_bound,
                                    state.over_loop_bound->second,
                                    classfile::internal_to_java_name(state.over_loop_bound->first->class_name),
                                    state.over_loop_bound->first->name)};
    // An input reference a data class's field passed on unread (deferred
    // in a register, deferred_inputs.cpp) is resolved when an instruction
    // looks at its object; a constructor that resolving queued runs first,
    // and this instruction again after it.
    if (state.deferred_inputs && resolve_deferred_operands(state)) return;
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
            regs[instr.dst] = convert_to(ctx_, instr.type, a);
            ++frame.index;
            return;
        }
        case Op::If: return execute_if(state, frame, block, instr, regs);
        case Op::Goto:
            frame.block = block.successors[0];
            frame.index = 0;
            state.enter_block(frame, frame.block);
            return;
        case Op::Switch: return execute_switch(state, frame, instr, regs);
        case Op::Return:
            if (instr.a != ir::kNoReg && frame.entry && symbolic_ && regs[instr.a].is_symbolic() &&
                frame.code->method->descriptor().ends_with(")Z")) {
                // The method under test returns a symbolic boolean without
                // having branched on it (`return "CS".equals(dept);`): both
                // answers are paths of their own, so a test shows each (one
                // path would take the model's answer, mostly false).
                const expr::Expr* holds = ctx_.ne(regs[instr.a].to_expr(ctx_), ctx_.i32(0));
                const bool answer = choose(state, {holds, ctx_.unary(expr::Kind::Not, holds)}) == 0;
                state.registers[state.frames.back().base + instr.a] = Value::i32(answer ? 1 : 0);
                return_from(state, state.registers[state.frames.back().base + instr.a]);
                return;
            }
            return_from(state, instr.a == ir::kNoReg ? std::nullopt : std::optional<Value>(regs[instr.a]));
            return;
        case Op::Throw: {
            Value exception = regs[instr.a];
            if (exception.as_ref() == 0) throw_npe(state);
            if (!is_jdk_class(frame.code->method->owner)) state.thrown_by_application = exception.as_ref();
            state.confirm_target_in(state.frames.size());  // `throw` runs its line to the end
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
                if (is_lazy_reference(field) && (defers_fields_of(o.cls) || defers_type_variable(state, field))) {
                    state.deferred_inputs = true;
                    regs[instr.dst] = field;
                } else if (is_lazy_reference(field)) {
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
            if (current.costed) count_allocation(state, *cls, 0);
            if (cls->is_throwable && !is_jdk_class(current.code->method->owner)) state.made_by_application = address;
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
            if (frame.costed) {
                // The length made (a symbolic one enumerated is concrete
                // now); a symbolic one counts its header only (concrete
                // replays, whose costs tests report, have none).
                const Value made = array_length(state.heap.get(address));
                count_allocation(state, *cls, made.is_concrete() ? made.as_i32() : 0);
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
            if (frame.costed) {
                // Each array made: dims[0] elements at the top, and as many
                // arrays of the next dimension as the one above has elements.
                const RuntimeClass* level = klass(call.descriptor);
                std::uint64_t arrays = 1;
                for (std::size_t d = 0; d < dims.size() && level != nullptr && level->is_array() && arrays > 0; ++d) {
                    count_allocation(state, *level, dims[d], arrays);
                    arrays *= static_cast<std::uint64_t>(std::max(dims[d], 0));
                    level = level->component;
                }
            }
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
                std::optional<std::size_t> slot;
                Value element = load_element(state, array.as_ref(), index, &slot);
                if (is_lazy_reference(element)) {  // an input array's element, read for the first time
                    element = resolve_lazy(state, element);
                    if (!slot) slot = static_cast<std::size_t>(concrete_int(state, index));
                    state.heap.mutate(array.as_ref()).slots[*slot] = element;
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
        case Op::MonitorEnter: {
            const std::uint32_t object = regs[instr.a].as_ref();
            if (object == 0) throw_npe(state);
            // Held by another thread: this thread waits, and the
            // instruction runs again when it can have the monitor.
            if (!thread_model::enter_monitor(state, object)) block_thread(state, ThreadWait::Monitor, object);
            ++frame.index;
            return;
        }
        case Op::MonitorExit: {
            const std::uint32_t object = regs[instr.a].as_ref();
            if (object == 0) throw_npe(state);
            if (!thread_model::exit_monitor(state, object))
                throw_new(state, "java/lang/IllegalMonitorStateException", std::nullopt);
            ++frame.index;
            return;
        }
    }
}

}  // namespace symcrete::engine::detail
