// The backward proof of backward_proof.h. Ways are grown from the target's
// block backwards, breadth first: each candidate way (a predecessor put in
// front of a way still possible) is run from its first block with fresh
// registers, collecting the branch conditions its edges need, and dropped
// when they contradict each other. The proof holds when no way is left.
// Arithmetic follows the engine's own rules (ir_semantics.h); everything
// else a block computes is a fresh value.
#include "engine/backward_proof.h"

#include <algorithm>
#include <deque>
#include <fmt/format.h>
#include <map>
#include <optional>

#include "ir/analysis.h"
#include "ir_semantics.h"

namespace symcrete::engine {

namespace {

using expr::Value;
using expr::ValueKind;

// The conditions under which a way of blocks runs from its first block's
// start into its last block.
class WayConditions {
public:
    WayConditions(const ir::Function& fn, expr::ExprContext& context) : fn_(fn), ctx_(context) {}

    // Empty optional: some condition is false for every value.
    std::optional<std::vector<const expr::Expr*>> of(const std::vector<ir::BlockId>& way) {
        regs_.clear();
        conditions_.clear();
        fresh_ = 0;
        for (std::size_t i = 0; i + 1 < way.size(); ++i) {
            const ir::Block& block = fn_.blocks[way[i]];
            const ir::BlockId next = way[i + 1];
            // An exception may leave the block anywhere, so nothing it
            // computes or tests is known past the edge.
            const bool exceptional = std::any_of(block.handlers.begin(), block.handlers.end(),
                                                 [&](const ir::Handler& h) { return h.block == next; });
            if (exceptional) {
                regs_.clear();
                continue;
            }
            for (const ir::Instr& instr : block.instrs)
                if (!step(instr, block, next)) return std::nullopt;
        }
        return conditions_;
    }

private:
    Value fresh(ValueKind kind) {
        return Value::symbolic(ctx_.var(expr::sort_of(kind), fmt::format("backward{}", fresh_++)));
    }

    // The register's value as `kind` (a fresh one when the way has not set
    // it, or set it as another kind).
    Value read(ir::Reg reg, ValueKind kind) {
        auto it = regs_.find(reg);
        if (it != regs_.end() && it->second.kind() == kind) return it->second;
        Value value = fresh(kind);
        regs_[reg] = value;
        return value;
    }

    // Adds a condition the way needs; false when it cannot hold.
    bool require(Value condition) {
        if (condition.is_concrete()) return condition.as_bool();
        conditions_.push_back(condition.expr());
        return true;
    }

    Value compare(ir::Cond cond, Value a, Value b) {
        switch (cond) {
            case ir::Cond::Eq: return expr::binary(ctx_, expr::Kind::Eq, a, b);
            case ir::Cond::Ne: return expr::unary(ctx_, expr::Kind::Not, expr::binary(ctx_, expr::Kind::Eq, a, b));
            case ir::Cond::Lt: return expr::binary(ctx_, expr::Kind::Lt, a, b);
            case ir::Cond::Ge: return expr::binary(ctx_, expr::Kind::Le, b, a);
            case ir::Cond::Gt: return expr::binary(ctx_, expr::Kind::Lt, b, a);
            case ir::Cond::Le: return expr::binary(ctx_, expr::Kind::Le, a, b);
        }
        return Value::boolean(true);
    }

    static bool numeric(ValueKind kind) { return kind != ValueKind::Ref && kind != ValueKind::Bool; }

    // One instruction of `block`, which the way runs through to `next`.
    bool step(const ir::Instr& instr, const ir::Block& block, ir::BlockId next) {
        const ValueKind kind = detail::value_kind(instr.type);
        switch (instr.op) {
            case ir::Op::Const: {
                const ir::Constant& c = fn_.constants[instr.aux];
                switch (c.kind) {
                    case ir::Constant::Kind::Int: regs_[instr.dst] = Value::i32(static_cast<std::int32_t>(c.integer)); break;
                    case ir::Constant::Kind::Long: regs_[instr.dst] = Value::i64(c.integer); break;
                    case ir::Constant::Kind::Float: regs_[instr.dst] = Value::f32(c.float_value); break;
                    case ir::Constant::Kind::Double: regs_[instr.dst] = Value::f64(c.double_value); break;
                    default: regs_.erase(instr.dst); break;
                }
                return true;
            }
            case ir::Op::Move:
                if (numeric(kind)) regs_[instr.dst] = read(instr.a, kind);
                else regs_.erase(instr.dst);
                return true;
            case ir::Op::Neg:
                regs_[instr.dst] = expr::unary(ctx_, expr::Kind::Neg, read(instr.a, kind));
                return true;
            case ir::Op::Div:
            case ir::Op::Rem: {
                const Value a = read(instr.a, kind), b = read(instr.b, kind);
                // The way runs on past it: the divisor was not 0.
                if (kind == ValueKind::Int || kind == ValueKind::Long) {
                    const Value zero = kind == ValueKind::Int ? Value::i32(0) : Value::i64(0);
                    if (!require(compare(ir::Cond::Ne, b, zero))) return false;
                }
                regs_[instr.dst] = expr::binary(ctx_, detail::arithmetic_kind(instr.op), a, b);
                return true;
            }
            case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul: case ir::Op::And: case ir::Op::Or:
            case ir::Op::Xor: case ir::Op::Cmp: case ir::Op::CmpL: case ir::Op::CmpG:
                regs_[instr.dst] =
                    expr::binary(ctx_, detail::arithmetic_kind(instr.op), read(instr.a, kind), read(instr.b, kind));
                return true;
            case ir::Op::Shl: case ir::Op::Shr: case ir::Op::Ushr:
                regs_[instr.dst] = expr::binary(ctx_, detail::arithmetic_kind(instr.op), read(instr.a, kind),
                                                read(instr.b, ValueKind::Int));
                return true;
            case ir::Op::Convert:
                if (!numeric(detail::value_kind(instr.from)) || !numeric(kind)) {
                    regs_.erase(instr.dst);
                    return true;
                }
                regs_[instr.dst] = detail::convert_to(ctx_, instr.type, read(instr.a, detail::value_kind(instr.from)));
                return true;
            case ir::Op::If: {
                if (block.successors.size() != 2 || block.successors[0] == block.successors[1] || !numeric(kind))
                    return true;
                const Value a = read(instr.a, kind);
                const Value b = instr.b == ir::kNoReg ? (kind == ValueKind::Long ? Value::i64(0) : Value::i32(0))
                                                      : read(instr.b, kind);
                const Value taken = compare(instr.cond, a, b);
                return require(next == block.successors[0] ? taken : expr::unary(ctx_, expr::Kind::Not, taken));
            }
            case ir::Op::Switch: {
                const ir::SwitchTable& table = fn_.switches[instr.aux];
                const Value key = read(instr.a, ValueKind::Int);
                Value goes = Value::boolean(false);  // some case of `next` matches
                Value none = Value::boolean(true);   // no case matches (the default)
                for (const auto& [match, target] : table.cases) {
                    const Value equal = expr::binary(ctx_, expr::Kind::Eq, key, Value::i32(match));
                    if (target == next) goes = expr::binary(ctx_, expr::Kind::BoolOr, goes, equal);
                    none = expr::binary(ctx_, expr::Kind::BoolAnd, none, expr::unary(ctx_, expr::Kind::Not, equal));
                }
                if (table.default_target == next) goes = expr::binary(ctx_, expr::Kind::BoolOr, goes, none);
                return require(goes);
            }
            default:
                // A field, a call, an array, an object: a fresh value.
                if (instr.dst != ir::kNoReg) regs_.erase(instr.dst);
                return true;
        }
    }

    const ir::Function& fn_;
    expr::ExprContext& ctx_;
    std::map<ir::Reg, Value> regs_;
    std::vector<const expr::Expr*> conditions_;
    std::uint64_t fresh_ = 0;
};

// Every way into `target` within `fn` is infeasible; `why_not` says
// otherwise what stopped the proof.
bool no_way_into(const ir::Function& fn, ir::BlockId target, expr::ExprContext& context, solver::Solver& solver,
                 const BackwardLimits& limits, std::uint64_t& segments, std::string& why_not) {
    if (target == 0) {
        why_not = "the target is in its method's first block";
        return false;
    }
    // Normal and exceptional edges, each predecessor once.
    const std::vector<std::vector<ir::BlockId>>& predecessors = fn.analyses().predecessors();
    WayConditions conditions(fn, context);
    std::deque<std::vector<ir::BlockId>> ways{{target}};
    while (!ways.empty()) {
        const std::vector<ir::BlockId> way = std::move(ways.front());
        ways.pop_front();
        for (ir::BlockId before : predecessors[way.front()]) {
            if (way.size() >= limits.max_blocks) {
                why_not = fmt::format("a way back longer than {} blocks (a loop)", limits.max_blocks);
                return false;
            }
            if (++segments > limits.max_segments) {
                why_not = fmt::format("more than {} ways back", limits.max_segments);
                return false;
            }
            if (limits.deadline && std::chrono::steady_clock::now() >= *limits.deadline) {
                why_not = fmt::format("its time ran out after {} ways back", segments - 1);
                return false;
            }
            std::vector<ir::BlockId> longer;
            longer.reserve(way.size() + 1);
            longer.push_back(before);
            longer.insert(longer.end(), way.begin(), way.end());
            const auto needed = conditions.of(longer);
            if (!needed) continue;
            if (!needed->empty() && solver.check(*needed, nullptr) == solver::SatResult::Unsat) continue;
            if (before == 0) {
                why_not = "a way from its method's start may run";
                return false;
            }
            ways.push_back(std::move(longer));
        }
    }
    return true;
}

}  // namespace

BackwardProof prove_unreachable_backward(const CallGraph& graph, const std::vector<TargetPlace>& places,
                                         expr::ExprContext& context, solver::Solver& solver,
                                         const BackwardLimits& limits) {
    BackwardProof proof;
    bool any = false;
    for (const TargetPlace& place : places) {
        const Code* code = graph.code(place.method);
        if (code == nullptr || code->fn == nullptr) {
            proof.why_not = "a target's method has no code to read";
            return proof;
        }
        const ir::Function& fn = *code->fn;
        for (const ir::Block& block : fn.blocks) {
            const bool holds = std::any_of(block.instrs.begin(), block.instrs.end(),
                                           [&](const ir::Instr& instr) { return place.pcs.count(instr.pc) != 0; });
            if (!holds) continue;
            any = true;
            if (!no_way_into(fn, block.id, context, solver, limits, proof.segments, proof.why_not)) return proof;
        }
    }
    proof.unreachable = any;
    if (!any) proof.why_not = "no target instruction found";
    return proof;
}

}  // namespace symcrete::engine
