// The mutation operators of mutants.h on lifted IR: mutations_of lists what
// each instruction admits, in block and instruction order, and mutate applies
// one to a deep copy of the function, which the engine runs in place of the
// original body (no class file is rewritten). A removed call is erased, or
// becomes a load of 0 into its result register; a changed return value is
// computed into two fresh registers just before the return, its new constant
// appended to the function's table.
#include "ir/mutants.h"

#include <fmt/format.h>

#include <cassert>
#include <optional>

namespace symcrete::ir {

const char* to_string(MutationOperator op) {
    switch (op) {
        case MutationOperator::Arithmetic: return "arithmetic operator";
        case MutationOperator::NegatedCondition: return "negated condition";
        case MutationOperator::ConditionalBoundary: return "conditional boundary";
        case MutationOperator::Constant: return "constant";
        case MutationOperator::RemovedCall: return "removed call";
        case MutationOperator::ReturnValue: return "return value";
    }
    return "?";
}

namespace {

const char* symbol(Op op) {
    switch (op) {
        case Op::Add: return "+";
        case Op::Sub: return "-";
        case Op::Mul: return "*";
        case Op::Div: return "/";
        case Op::Rem: return "%";
        case Op::And: return "&";
        case Op::Or: return "|";
        case Op::Xor: return "^";
        case Op::Shl: return "<<";
        case Op::Shr: return ">>";
        case Op::Ushr: return ">>>";
        default: return "?";
    }
}

const char* symbol(Cond cond) {
    switch (cond) {
        case Cond::Eq: return "==";
        case Cond::Ne: return "!=";
        case Cond::Lt: return "<";
        case Cond::Ge: return ">=";
        case Cond::Gt: return ">";
        case Cond::Le: return "<=";
    }
    return "?";
}

std::optional<Op> replacement(Op op) {
    switch (op) {
        case Op::Add: return Op::Sub;
        case Op::Sub: return Op::Add;
        case Op::Mul: return Op::Div;
        case Op::Div: return Op::Mul;
        case Op::Rem: return Op::Mul;
        case Op::And: return Op::Or;
        case Op::Or: return Op::And;
        case Op::Xor: return Op::And;
        case Op::Shl: return Op::Shr;
        case Op::Shr: return Op::Shl;
        case Op::Ushr: return Op::Shl;
        default: return std::nullopt;
    }
}

Cond negated(Cond cond) {
    switch (cond) {
        case Cond::Eq: return Cond::Ne;
        case Cond::Ne: return Cond::Eq;
        case Cond::Lt: return Cond::Ge;
        case Cond::Ge: return Cond::Lt;
        case Cond::Gt: return Cond::Le;
        case Cond::Le: return Cond::Gt;
    }
    return cond;
}

std::optional<Cond> moved_boundary(Cond cond) {
    switch (cond) {
        case Cond::Lt: return Cond::Le;
        case Cond::Le: return Cond::Lt;
        case Cond::Gt: return Cond::Ge;
        case Cond::Ge: return Cond::Gt;
        default: return std::nullopt;
    }
}

bool is_numeric(Type type) { return type != Type::Void && type != Type::Ref; }
bool is_floating(Type type) { return type == Type::Float || type == Type::Double; }

// The constant a Constant mutation puts in place of `c`.
Constant changed_constant(const Constant& c) {
    Constant changed = c;
    switch (c.kind) {
        case Constant::Kind::Int:
            changed.integer = c.integer == 0 ? 1
                              : c.integer == 1 ? 0
                                               : static_cast<std::int32_t>(static_cast<std::uint32_t>(c.integer) + 1u);
            break;
        case Constant::Kind::Long:
            changed.integer = c.integer == 0 ? 1
                              : c.integer == 1 ? 0
                                               : static_cast<std::int64_t>(static_cast<std::uint64_t>(c.integer) + 1u);
            break;
        case Constant::Kind::Float: changed.float_value = c.float_value + 1.0f; break;
        case Constant::Kind::Double: changed.double_value = c.double_value + 1.0; break;
        default: break;
    }
    return changed;
}

bool mutable_constant(const Constant& c) {
    return c.kind == Constant::Kind::Int || c.kind == Constant::Kind::Long || c.kind == Constant::Kind::Float ||
           c.kind == Constant::Kind::Double;
}

std::string constant_text(const Constant& c) {
    switch (c.kind) {
        case Constant::Kind::Int: return fmt::format("{}", c.integer);
        case Constant::Kind::Long: return fmt::format("{}L", c.integer);
        case Constant::Kind::Float: return fmt::format("{}f", c.float_value);
        case Constant::Kind::Double: return fmt::format("{}", c.double_value);
        default: return "?";
    }
}

// A call the RemovedCall operator may drop: not a constructor (the object
// would stay uninitialised), and returning nothing or a primitive.
bool removable_call(const Function& fn, const Instr& instr) {
    if (instr.op != Op::Invoke) return false;
    const Member& member = fn.members[fn.calls[instr.aux].member];
    if (member.name == "<init>") return false;
    return instr.dst == kNoReg || is_numeric(instr.type);
}

Mutation at(const Instr& instr, BlockId block, std::uint32_t index, MutationOperator op, std::string description) {
    Mutation m;
    m.op = op;
    m.block = block;
    m.index = index;
    m.pc = instr.pc;
    m.line = instr.line;
    m.description = std::move(description);
    return m;
}

// A constant of `type` (zero, or one) in the function's side table.
std::uint32_t add_constant(Function& fn, Type type, bool one) {
    Constant c;
    switch (type) {
        case Type::Long: c.kind = Constant::Kind::Long; c.integer = one ? 1 : 0; break;
        case Type::Float: c.kind = Constant::Kind::Float; c.float_value = one ? 1.0f : 0.0f; break;
        case Type::Double: c.kind = Constant::Kind::Double; c.double_value = one ? 1.0 : 0.0; break;
        case Type::Ref: c.kind = Constant::Kind::Null; break;
        default: c.kind = Constant::Kind::Int; c.integer = one ? 1 : 0; break;
    }
    fn.constants.push_back(std::move(c));
    return static_cast<std::uint32_t>(fn.constants.size() - 1);
}

}  // namespace

std::vector<Mutation> mutations_of(const Function& fn) {
    std::vector<Mutation> out;
    for (const Block& block : fn.blocks) {
        for (std::uint32_t i = 0; i < block.instrs.size(); ++i) {
            const Instr& instr = block.instrs[i];
            if (auto op = replacement(instr.op); op && is_numeric(instr.type)) {
                Mutation m = at(instr, block.id, i, MutationOperator::Arithmetic,
                                fmt::format("replaced {} with {}", symbol(instr.op), symbol(*op)));
                m.new_op = *op;
                out.push_back(std::move(m));
            } else if (instr.op == Op::Neg) {
                Mutation m = at(instr, block.id, i, MutationOperator::Arithmetic, "removed a negation");
                m.new_op = Op::Move;
                out.push_back(std::move(m));
            } else if (instr.op == Op::If) {
                Mutation negate = at(instr, block.id, i, MutationOperator::NegatedCondition,
                                     fmt::format("negated a condition ({} to {})", symbol(instr.cond),
                                                 symbol(negated(instr.cond))));
                negate.new_cond = negated(instr.cond);
                out.push_back(std::move(negate));
                if (auto moved = moved_boundary(instr.cond)) {
                    Mutation m = at(instr, block.id, i, MutationOperator::ConditionalBoundary,
                                    fmt::format("moved a boundary ({} to {})", symbol(instr.cond), symbol(*moved)));
                    m.new_cond = *moved;
                    out.push_back(std::move(m));
                }
            } else if (instr.op == Op::Const && mutable_constant(fn.constants[instr.aux])) {
                const Constant& c = fn.constants[instr.aux];
                out.push_back(at(instr, block.id, i, MutationOperator::Constant,
                                 fmt::format("changed the constant {} to {}", constant_text(c),
                                             constant_text(changed_constant(c)))));
            } else if (removable_call(fn, instr)) {
                const Member& member = fn.members[fn.calls[instr.aux].member];
                out.push_back(at(instr, block.id, i, MutationOperator::RemovedCall,
                                 fmt::format("removed the call of {}", member.name)));
            } else if (instr.op == Op::Return && instr.a != kNoReg) {
                out.push_back(at(instr, block.id, i, MutationOperator::ReturnValue,
                                 instr.type == Type::Ref ? "returned null" : "changed the value returned"));
            }
        }
    }
    return out;
}

Function copy_function(const Function& fn) {
    Function copy;
    copy.class_name = fn.class_name;
    copy.name = fn.name;
    copy.descriptor = fn.descriptor;
    copy.is_static = fn.is_static;
    copy.num_regs = fn.num_regs;
    copy.num_locals = fn.num_locals;
    copy.params = fn.params;
    copy.param_types = fn.param_types;
    copy.blocks = fn.blocks;
    copy.constants = fn.constants;
    copy.members = fn.members;
    copy.calls = fn.calls;
    copy.switches = fn.switches;
    copy.type_names = fn.type_names;
    return copy;
}

Function mutate(const Function& fn, const Mutation& mutation) {
    Function mutant = copy_function(fn);
    assert(mutation.block < mutant.blocks.size() && mutant.blocks[mutation.block].id == mutation.block);
    Block& block = mutant.blocks[mutation.block];
    assert(mutation.index < block.instrs.size());
    Instr& instr = block.instrs[mutation.index];
    switch (mutation.op) {
        case MutationOperator::Arithmetic:
            instr.op = mutation.new_op;
            if (instr.op == Op::Move) instr.b = kNoReg;
            break;
        case MutationOperator::NegatedCondition:
        case MutationOperator::ConditionalBoundary: instr.cond = mutation.new_cond; break;
        case MutationOperator::Constant:
            mutant.constants.push_back(changed_constant(fn.constants[instr.aux]));
            instr.aux = static_cast<std::uint32_t>(mutant.constants.size() - 1);
            break;
        case MutationOperator::RemovedCall:
            if (instr.dst == kNoReg) {
                block.instrs.erase(block.instrs.begin() + mutation.index);
            } else {
                const Reg dst = instr.dst;
                const Type type = instr.type;
                instr = Instr{.op = Op::Const, .type = type, .dst = dst, .aux = add_constant(mutant, type, false),
                              .pc = instr.pc, .line = instr.line};
            }
            break;
        case MutationOperator::ReturnValue: {
            // return v  becomes  k = <1 or null>; t = v ^ k (v + k); return t
            const Instr ret = instr;
            if (ret.type == Type::Ref) {
                const Reg null = mutant.num_regs++;
                Instr load{.op = Op::Const, .type = Type::Ref, .dst = null, .aux = add_constant(mutant, Type::Ref, false),
                           .pc = ret.pc, .line = ret.line};
                instr.a = null;
                block.instrs.insert(block.instrs.begin() + mutation.index, load);
                break;
            }
            // Integral results are held as int (or long) in registers: x ^ 1
            // stays within boolean, byte, char and short.
            const Type type = ret.type == Type::Long || is_floating(ret.type) ? ret.type : Type::Int;
            const Reg one = mutant.num_regs++;
            const Reg changed = mutant.num_regs++;
            Instr load{.op = Op::Const, .type = type, .dst = one, .aux = add_constant(mutant, type, true),
                       .pc = ret.pc, .line = ret.line};
            Instr change{.op = is_floating(type) ? Op::Add : Op::Xor, .type = type, .dst = changed, .a = ret.a, .b = one,
                         .pc = ret.pc, .line = ret.line};
            instr.a = changed;
            block.instrs.insert(block.instrs.begin() + mutation.index, {load, change});
            break;
        }
    }
    return mutant;
}

}  // namespace symcrete::ir
