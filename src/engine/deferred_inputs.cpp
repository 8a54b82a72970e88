// Input references held in registers unresolved (State::deferred_inputs).
//
// A field of a data class input (a record, a Scala case class) is a lazy
// reference until the program reads it. Resolving it on the read would
// decide the object's class there: `case FdC(n, b) => ClosV(nv, n, b)`
// would fork on every class `b` may be, though nothing looks at `b` until
// the closure is applied, if ever. So a read of such a field leaves the
// reference as it is, and it is resolved by the first instruction that
// looks at its object: a field access, a type test or cast, a comparison,
// a throw, a monitor, an array access, a call on it or a call into code
// that is not the program's own bytecode. Moves, stores into fields,
// returns to a calling frame and arguments of the program's own methods
// pass it on as it is. This is what lets seed 000's path budget
// (path_budget.h) cut a path where the program first looks, not where a
// value was only handed over.
#include <algorithm>
#include <array>
#include <span>

#include "interpreter.h"

namespace symcrete::engine::detail {

using ir::Op;

bool Interpreter::defers_fields_of(const RuntimeClass* cls) {
    // Only data classes: their fields never change after construction, so
    // the reference in the field and the one in a register stay one input.
    return symbolic_ && cls != nullptr && canonical_constructor(cls) != nullptr;
}

bool Interpreter::defers_type_variable(const State& state, const Value& field) const {
    if (!symbolic_ || !state.inputs) return false;
    const std::uint32_t id = lazy_reference_id(field);
    if (id >= state.inputs->references.size()) return false;
    const LazyReference& ref = state.inputs->references[id];
    return ref.type_variable && ref.target == LazyReference::kUnresolved && ref.declared != nullptr &&
           ref.declared->name == "java/lang/Object";
}

bool Interpreter::resolve_deferred_operands(State& state) {
    const Frame& frame = state.frames.back();
    const Code& code = *frame.code;
    const ir::Instr& instr = code.fn->blocks[frame.block].instrs[frame.index];
    // The registers the instruction looks at, in operand order: one or two
    // of its operands, or a call's arguments. Held without allocating, as
    // this runs before every instruction of a path with deferred inputs.
    std::array<ir::Reg, 2> operands{ir::kNoReg, ir::kNoReg};
    std::span<const ir::Reg> looked_at;
    auto look_at = [&](ir::Reg first, ir::Reg second = ir::kNoReg) {
        operands = {first, second};
        looked_at = std::span<const ir::Reg>(operands.data(), second == ir::kNoReg ? 1 : 2);
    };
    switch (instr.op) {
        case Op::If:
            if (instr.type == ir::Type::Ref) look_at(instr.a, instr.b);
            break;
        case Op::Return:
            // To a calling frame of bytecode the value passes on; out of the
            // method under test, a path's bottom frame or to C++ it is looked at.
            if (frame.kind != Frame::Kind::Call || frame.entry || state.frames.size() < 2) look_at(instr.a);
            break;
        case Op::Throw:
        case Op::MonitorEnter:
        case Op::MonitorExit:
        case Op::GetField:
        case Op::ArrayLength:
        case Op::ArrayLoad:
        case Op::CheckCast:
        case Op::InstanceOf:
        case Op::PutStatic: look_at(instr.a); break;
        case Op::PutField: look_at(instr.a); break;  // the value stored passes on
        case Op::ArrayStore: look_at(instr.a, instr.c); break;
        case Op::InvokeDynamic: looked_at = code.fn->calls[instr.aux].args; break;
        case Op::Invoke: {
            const std::vector<ir::Reg>& args = code.fn->calls[instr.aux].args;
            const MethodInfo* resolved = resolve_call(code, instr.aux);
            // The program's own bytecode takes them as they are; the JDK's
            // (and intrinsics, natives, signature-polymorphic calls) look.
            const bool own = resolved != nullptr && resolved->intrinsic == nullptr && !resolved->method->is_native() &&
                             !is_jdk_class(resolved->owner);
            if (!own) {
                looked_at = args;
            } else if (instr.invoke != ir::InvokeKind::Static && !args.empty()) {
                look_at(args.front());  // the receiver: its class selects the method
            }
            break;
        }
        default: break;
    }
    // A cast of a type variable's value: the class the code takes it for
    // is what it may be (an object of another class would only make the
    // cast throw, which no caller of the generic code can make happen).
    if (instr.op == Op::CheckCast) {
        const Value value = state.registers[frame.base + instr.a];
        const RuntimeClass* cast = is_lazy_reference(value) && defers_type_variable(state, value)
                                       ? type_at(code, instr.aux)
                                       : nullptr;
        if (cast != nullptr) {
            LazyReference& ref = inputs_for_write(state).references[lazy_reference_id(value)];
            ref.declared = cast;
            ref.type_variable = false;
        }
    }
    for (const ir::Reg reg : looked_at) {
        if (reg == ir::kNoReg) continue;
        const Value value = state.registers[state.frames.back().base + reg];
        if (!is_lazy_reference(value)) continue;
        const Value resolved = resolve_lazy(state, value);
        // Resolving may have run Java (a map's put): frames and registers
        // may have moved.
        state.registers[state.frames.back().base + reg] = resolved;
    }
    return !state.queued_constructions.empty();
}

}  // namespace symcrete::engine::detail
