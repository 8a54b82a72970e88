// Whether a method may change its receiver (receiver_changes.h): a look at
// its own IR, a few calls deep into its class's other methods.
#include "engine/receiver_changes.h"

#include <cstdint>
#include <vector>
#include <string>

#include "ir/ir.h"

namespace symcrete::engine {

bool looks_like_a_query(const std::string& name) {
    for (const char* prefix : {"get", "is", "has", "contains", "size", "length", "equals", "hashCode", "toString",
                               "compareTo", "valueOf", "parse", "charAt", "indexOf", "isEmpty", "iterator", "stream", "peek",
                               "first", "last", "floor", "ceiling", "higher", "lower", "keySet", "values", "entrySet",
                               "toArray", "count", "min", "max", "ordinal", "orElse", "intValue", "longValue",
                               "doubleValue", "floatValue", "booleanValue", "charValue", "shortValue", "byteValue"})
        if (name.starts_with(prefix)) return true;
    return false;
}

namespace {

// What a register may hold at a point of the method: `this` (kSelf), a
// value read from a field or an element of an array one holds (kField), or
// neither (0). Per point, not per register: javac reuses a stack slot's
// register for unrelated values (the `count` read at a method's start
// and, later, a StringBuilder of the method's own), so a register that
// once held a field's value says nothing of what it holds later.
constexpr std::uint8_t kSelf = 1;
constexpr std::uint8_t kField = 2;

struct RegisterOrigins {
    std::vector<std::uint8_t> held;

    std::uint8_t of(ir::Reg reg) const { return reg < held.size() ? held[reg] : 0; }
    void after(const ir::Instr& instr) {
        if (instr.dst == ir::kNoReg || instr.dst >= held.size()) return;
        std::uint8_t origin = 0;
        if (instr.op == ir::Op::Move) origin = of(instr.a);
        else if (instr.op == ir::Op::GetField) origin = kField;
        else if (instr.op == ir::Op::ArrayLoad && instr.type == ir::Type::Ref && of(instr.a) != 0) origin = kField;
        held[instr.dst] = origin;
    }
    bool join(const RegisterOrigins& other) {  // true if anything was added
        bool changed = false;
        for (std::size_t r = 0; r < held.size(); ++r) {
            const std::uint8_t joined = held[r] | other.held[r];
            changed |= joined != held[r];
            held[r] = joined;
        }
        return changed;
    }
};

// RegisterOrigins at each block's entry: a forward may-analysis to its
// fixed point (a handler's entry joins every point of the blocks it covers).
class ReceiverOrigins {
public:
    explicit ReceiverOrigins(const ir::Function& fn) : entry_(fn.blocks.size(), RegisterOrigins{std::vector<std::uint8_t>(fn.num_regs, 0)}) {
        if (fn.blocks.empty()) return;
        if (!fn.params.empty() && fn.params[0] < fn.num_regs) entry_[0].held[fn.params[0]] = kSelf;
        std::vector<bool> queued(fn.blocks.size(), false);
        std::vector<ir::BlockId> work{0};
        queued[0] = true;
        while (!work.empty()) {
            const ir::BlockId id = work.back();
            work.pop_back();
            queued[id] = false;
            const ir::Block& block = fn.blocks[id];
            RegisterOrigins state = entry_[id];
            RegisterOrigins anywhere = state;  // for the handlers
            for (const ir::Instr& instr : block.instrs) {
                state.after(instr);
                anywhere.join(state);
            }
            const auto flow = [&](ir::BlockId to, const RegisterOrigins& origins) {
                if (to < entry_.size() && entry_[to].join(origins) && !queued[to]) {
                    queued[to] = true;
                    work.push_back(to);
                }
            };
            for (ir::BlockId next : block.successors) flow(next, state);
            for (const ir::Handler& handler : block.handlers) flow(handler.block, anywhere);
        }
    }
    RegisterOrigins at_entry(ir::BlockId block) const { return entry_[block]; }

private:
    std::vector<RegisterOrigins> entry_;
};

}  // namespace

bool may_change_receiver(Program& program, const classfile::ClassFile& cls, const classfile::Method& method,
                         unsigned depth) {
    auto runtime = program.klass(cls.name);
    if (!runtime) return false;
    const MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return false;
    auto code = program.code(*info);
    if (!code) return false;
    const ir::Function& fn = *(*code)->fn;
    const ReceiverOrigins origins(fn);
    for (const ir::Block& block : fn.blocks) {
        RegisterOrigins held = origins.at_entry(block.id);
        for (const ir::Instr& instr : block.instrs) {
            if (instr.op == ir::Op::PutField) return true;
            // An element of an array a field holds (items[i] = x, a sort in place).
            if (instr.op == ir::Op::ArrayStore && held.of(instr.a) != 0) return true;
            if (instr.op == ir::Op::Invoke && instr.invoke != ir::InvokeKind::Static) {
                const ir::Call& call = fn.calls[instr.aux];
                const ir::Member& member = fn.members[call.member];
                if (member.name != "<init>" && !looks_like_a_query(member.name) && !call.args.empty() &&
                    held.of(call.args[0]) != 0) {
                    // Another method of its own class on itself: what that one
                    // does (a few calls deep), else assume a change.
                    const classfile::Method* own = member.owner == cls.name && held.of(call.args[0]) == kSelf
                                                       ? cls.find_method(member.name, member.descriptor)
                                                       : nullptr;
                    if (own == nullptr || !own->code || depth >= 3 ||
                        may_change_receiver(program, cls, *own, depth + 1))
                        return true;
                }
            }
            held.after(instr);
        }
    }
    return false;
}

}  // namespace symcrete::engine
