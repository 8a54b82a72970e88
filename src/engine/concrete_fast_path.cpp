// The interpreter's fast path for straight-line concrete code, kept apart
// from step() because it is a second copy of the semantics of a dozen
// opcodes: tests/unit/engine/fast_path_test.cpp runs random programs with
// it on and off (EngineOptions::concrete_fast_path) and compares what every
// local holds, so the two cannot drift apart.
#include "interpreter.h"

#include "engine/branch_policy.h"
#include "engine/target_guide.h"

#include "ir_semantics.h"

namespace symcrete::engine::detail {

using expr::Kind;
using ir::Op;

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
    // Branches whose edges are recorded, or whose nearness to `reach`'s
    // target a concrete run measures, take the general path.
    const bool track_edges = covers(code) ||
                             (state.target != nullptr && state.target->guides(&fn));
    // A guided path that pins indices fresh notes the class under test's
    // reads (Interpreter::note_guided_read), which step() does.
    const bool notes_reads = options_.branch_policy && options_.branch_policy->any_fresh_pins() && covers(code);
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
                regs[in.dst] = convert_to(ctx_, in.type, a);
                continue;
            }
            case Op::Goto:
                block = &fn.blocks[block->successors[0]];
                index = static_cast<std::uint32_t>(-1);  // the loop's ++ makes it 0
                state.enter_block(frame, block->id);
                continue;
            case Op::If: {
                if (track_edges) goto stop;
                Value a = regs[in.a];
                bool taken;
                if (in.type == ir::Type::Ref) {
                    // A deferred input reference (deferred_inputs.cpp) is step()'s to resolve.
                    if (is_lazy_reference(a) || (in.b != ir::kNoReg && is_lazy_reference(regs[in.b]))) goto stop;
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
                state.enter_block(frame, block->id);
                continue;
            }
            case Op::ArrayLength: {
                std::uint32_t array = regs[in.a].as_ref();
                if (array == 0 || is_lazy_reference(regs[in.a]) || state.heap.get(array).symbolic) goto stop;
                regs[in.dst] = Value::i32(state.heap.get(array).length());
                continue;
            }
            case Op::ArrayLoad: {
                std::uint32_t array = regs[in.a].as_ref();
                Value i = regs[in.b];
                if (array == 0 || is_lazy_reference(regs[in.a]) || i.is_symbolic() || notes_reads) goto stop;
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
                if (array == 0 || is_lazy_reference(regs[in.a]) || i.is_symbolic() || v.is_symbolic()) goto stop;
                const Object& o = state.heap.get(array);
                if (o.symbolic || i.as_i32() < 0 || i.as_i32() >= o.length() || o.cls->element_kind == ValueKind::Ref)
                    goto stop;
                state.heap.mutate(array).slots[static_cast<std::size_t>(i.as_i32())] = narrow_to(ctx_, o.cls->element_type, v);
                continue;
            }
            case Op::GetField:
            case Op::PutField: {
                const FieldCache& cache = code.fields[in.aux];
                std::uint32_t object = regs[in.a].as_ref();
                if (!cache.resolved || object == 0 || is_lazy_reference(regs[in.a])) goto stop;
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

}  // namespace symcrete::engine::detail
