// Path merging at an `if` (veritesting in its simplest form): when the
// sides of a branch on a symbolic condition are straight-line code
// (arithmetic on registers, numeric constants, and elements of arrays of
// primitives at known in-bounds indices: nothing that calls, allocates or
// throws) that joins at one block, both sides run and the path goes on
// once, each register and element they write holding ite(condition, then,
// else). The result is exact, so nothing is recorded as lost; a loop of
// such branches (counting matches, tracking a minimum's index, swapping
// two elements out of order) costs one path per trip count instead of one
// per combination of sides.
//
// Only branches inside loops merge (below). Verdicts use it
// (EngineOptions::merge_pure_branches); test generation
// does not, as a merged path covers both sides yet its one model runs only
// one of them, and tests are chosen by the branches their paths cover.
#include "interpreter.h"

#include <optional>
#include <utility>
#include <vector>

#include "ir/analysis.h"
#include "ir_semantics.h"

namespace symcrete::engine::detail {

namespace {

using ir::Op;

// More instructions than this on a side: fork as usual (a long side is
// rarely pure, and its ITEs would grow every later query).
constexpr std::size_t kMaxSideInstructions = 16;

// Can this instruction run on a side being merged: no call, no exception,
// no reference made (Const of a String or Class allocates)? Array accesses
// are checked when the side runs (run_side): a null array, a symbolic or
// out-of-bounds index, or an array of references makes the branch fork.
bool pure(const ir::Function& fn, const ir::Instr& instr) {
    switch (instr.op) {
        case Op::Const: {
            const ir::Constant::Kind kind = fn.constants[instr.aux].kind;
            return kind == ir::Constant::Kind::Int || kind == ir::Constant::Kind::Long ||
                   kind == ir::Constant::Kind::Float || kind == ir::Constant::Kind::Double;
        }
        case Op::Move: case Op::Neg: case Op::Add: case Op::Sub: case Op::Mul:
        case Op::Shl: case Op::Shr: case Op::Ushr: case Op::And: case Op::Or: case Op::Xor:
        case Op::Cmp: case Op::CmpL: case Op::CmpG: case Op::Convert:
        case Op::ArrayLoad: case Op::ArrayStore: case Op::ArrayLength:
            return true;
        case Op::Div:
        case Op::Rem:  // floating division never throws
            return instr.type == ir::Type::Float || instr.type == ir::Type::Double;
        default: return false;
    }
}

// A side block: pure instructions ending in a Goto, and no handler to
// leave it by. Returns where it goes.
std::optional<ir::BlockId> pure_side(const ir::Function& fn, ir::BlockId id) {
    const ir::Block& block = fn.blocks[id];
    if (block.instrs.empty() || block.instrs.size() > kMaxSideInstructions + 1) return std::nullopt;
    if (block.instrs.back().op != Op::Goto || !block.handlers.empty()) return std::nullopt;
    for (std::size_t i = 0; i + 1 < block.instrs.size(); ++i)
        if (!pure(fn, block.instrs[i])) return std::nullopt;
    return block.successors[0];
}

// What a side wrote, by place (a register, an array element), in order of
// first write: a few entries, so a vector searched from the front.
template <class Place>
class Writes {
public:
    const Value* find(const Place& place) const {
        for (const auto& [at, value] : entries_)
            if (at == place) return &value;
        return nullptr;
    }
    void set(const Place& place, Value value) {
        for (auto& [at, old] : entries_)
            if (at == place) {
                old = value;
                return;
            }
        entries_.emplace_back(place, value);
    }
    auto begin() const { return entries_.begin(); }
    auto end() const { return entries_.end(); }

private:
    std::vector<std::pair<Place, Value>> entries_;
};

// An array element a side wrote: the array's address and the index.
struct Element {
    std::uint32_t address;
    std::size_t index;
    friend bool operator==(const Element&, const Element&) = default;
};

struct SideEffects {
    Writes<ir::Reg> registers;
    Writes<Element> elements;
};

Value read(const Writes<ir::Reg>& writes, const Value* regs, ir::Reg r) {
    const Value* written = writes.find(r);
    return written != nullptr ? *written : regs[r];
}

// The element of a plain (not symbolic) array of primitives at a concrete
// index in bounds, as an access in a merged side needs; nothing otherwise.
std::optional<Element> element_at(const Heap& heap, Value array, Value index) {
    if (array.kind() != ValueKind::Ref || array.as_ref() == 0 || !index.is_concrete()) return std::nullopt;
    const Object& o = heap.get(array.as_ref());
    if (o.kind != Object::Kind::Array || o.symbolic || o.cls->element_kind == ValueKind::Ref) return std::nullopt;
    const std::int32_t i = index.as_i32();
    if (i < 0 || static_cast<std::size_t>(i) >= o.slots.size()) return std::nullopt;
    if (is_lazy_reference(o.slots[static_cast<std::size_t>(i)])) return std::nullopt;
    return Element{array.as_ref(), static_cast<std::size_t>(i)};
}

Value read_element(const Writes<Element>& writes, const Heap& heap, const Element& at) {
    const Value* written = writes.find(at);
    return written != nullptr ? *written : heap.get(at.address).slots[at.index];
}

// Runs a side's instructions on copies of the registers and elements it
// writes, with step()'s semantics; nothing where an array access could
// throw or is not of a plain array of primitives (element_at).
std::optional<SideEffects> run_side(expr::ExprContext& ctx, const ir::Function& fn, const ir::Block& block,
                                    const Value* regs, const Heap& heap) {
    SideEffects effects;
    Writes<ir::Reg>& writes = effects.registers;
    for (std::size_t i = 0; i + 1 < block.instrs.size(); ++i) {
        const ir::Instr& instr = block.instrs[i];
        Value v;
        switch (instr.op) {
            case Op::ArrayLength: {
                const Value array = read(writes, regs, instr.a);
                if (array.kind() != ValueKind::Ref || array.as_ref() == 0) return std::nullopt;
                const Object& o = heap.get(array.as_ref());
                if (o.kind != Object::Kind::Array || o.symbolic) return std::nullopt;
                v = Value::i32(static_cast<std::int32_t>(o.length()));
                break;
            }
            case Op::ArrayLoad: {
                const auto at = element_at(heap, read(writes, regs, instr.a), read(writes, regs, instr.b));
                if (!at) return std::nullopt;
                v = read_element(effects.elements, heap, *at);
                break;
            }
            case Op::ArrayStore: {
                const auto at = element_at(heap, read(writes, regs, instr.a), read(writes, regs, instr.b));
                if (!at) return std::nullopt;
                // bastore, castore and sastore narrow as store_element does.
                effects.elements.set(*at, narrow_to(ctx, heap.get(at->address).cls->element_type, read(writes, regs, instr.c)));
                continue;
            }
            case Op::Const: {
                const ir::Constant& c = fn.constants[instr.aux];
                switch (c.kind) {
                    case ir::Constant::Kind::Int: v = Value::i32(static_cast<std::int32_t>(c.integer)); break;
                    case ir::Constant::Kind::Long: v = Value::i64(c.integer); break;
                    case ir::Constant::Kind::Float: v = Value::f32(c.float_value); break;
                    default: v = Value::f64(c.double_value); break;
                }
                break;
            }
            case Op::Move: v = read(writes, regs, instr.a); break;
            case Op::Neg: v = expr::unary(ctx, expr::Kind::Neg, read(writes, regs, instr.a)); break;
            case Op::Convert: v = convert_to(ctx, instr.type, read(writes, regs, instr.a)); break;
            default:
                v = expr::binary(ctx, arithmetic_kind(instr.op), read(writes, regs, instr.a), read(writes, regs, instr.b));
                break;
        }
        writes.set(instr.dst, v);
    }
    return effects;
}

}  // namespace

bool Interpreter::merge_pure_sides(State& state, Frame& frame, const ir::Block& block, Value condition) {
    if (!options_.merge_pure_branches || !symbolic_ || run_.host_depth != 0) return false;
    const ir::Function& fn = *frame.code->fn;
    // Only inside loops, where sides multiply: outside one a branch splits
    // a path once, and merging it there only moves the case split into every
    // later query (a cube root corrected by one, merged, fed Z3 an ite over
    // an opaque call it could not refine in time).
    if (fn.analyses().innermost_loop(block.id) < 0) return false;
    const ir::BlockId then_block = block.successors[0];
    const ir::BlockId else_block = block.successors[1];
    const std::optional<ir::BlockId> then_to = pure_side(fn, then_block);
    const std::optional<ir::BlockId> else_to = pure_side(fn, else_block);
    // A triangle (one side falls through to the other's start) or a diamond.
    std::optional<ir::BlockId> join;
    bool run_then = false;
    bool run_else = false;
    if (then_to && *then_to == else_block) {
        join = else_block;
        run_then = true;
    } else if (else_to && *else_to == then_block) {
        join = then_block;
        run_else = true;
    } else if (then_to && else_to && *then_to == *else_to) {
        join = *then_to;
        run_then = run_else = true;
    }
    if (!join || *join == block.id || (run_then && *join == then_block) || (run_else && *join == else_block)) return false;
    Value* regs = state.registers.data() + frame.base;
    const std::optional<SideEffects> then_side =
        run_then ? run_side(ctx_, fn, fn.blocks[then_block], regs, state.heap) : SideEffects{};
    const std::optional<SideEffects> else_side =
        run_else ? run_side(ctx_, fn, fn.blocks[else_block], regs, state.heap) : SideEffects{};
    if (!then_side || !else_side) return false;
    const Writes<ir::Reg>& then_writes = then_side->registers;
    const Writes<ir::Reg>& else_writes = else_side->registers;
    // Each register either side wrote, as ite(condition, then, else). One
    // of another kind on the two sides is dead at the join: the class file
    // verifier merges such a register to an unusable type there (a stack
    // slot a side used for its arithmetic, a local reused for another
    // type), so either value will do. References cannot be one value
    // unless they are the same: fork instead.
    Writes<ir::Reg> merged;
    for (const Writes<ir::Reg>* side : {&then_writes, &else_writes}) {
        for (const auto& [r, unused] : *side) {
            if (merged.find(r) != nullptr) continue;
            const Value t = read(then_writes, regs, r);
            const Value e = read(else_writes, regs, r);
            if (t.kind() != e.kind() || t == e) {
                merged.set(r, side == &then_writes ? t : e);
                continue;
            }
            if (t.kind() == ValueKind::Ref || t.kind() == ValueKind::Bool) return false;
            merged.set(r, expr::ite(ctx_, condition, t, e));
        }
    }
    // Elements: the array's element type on both sides, so always one ite.
    Writes<Element> merged_elements;
    for (const Writes<Element>* side : {&then_side->elements, &else_side->elements}) {
        for (const auto& [at, unused] : *side) {
            if (merged_elements.find(at) != nullptr) continue;
            const Value t = read_element(then_side->elements, state.heap, at);
            const Value e = read_element(else_side->elements, state.heap, at);
            merged_elements.set(at, t == e ? t : expr::ite(ctx_, condition, t, e));
        }
    }
    for (const auto& [r, v] : merged) regs[r] = v;
    for (const auto& [at, v] : merged_elements) state.heap.mutate(at.address).slots[at.index] = v;
    charge(state, kWorkPerDecision + fn.blocks[then_block].instrs.size() + fn.blocks[else_block].instrs.size());
    ++stats_.merged;
    ++state.merges;
    frame.block = *join;
    frame.index = 0;
    // Both sides ran, then the join: the argument registers they read
    // count as read (State::entry_blocks, unread_arguments.cpp).
    state.enter_block(frame, then_block);
    state.enter_block(frame, else_block);
    state.enter_block(frame, *join);
    return true;
}

}  // namespace symcrete::engine::detail
