// Whether a method may change its receiver (receiver_changes.h): a look at
// its own IR, a few calls deep into its class's other methods.
#include "engine/receiver_changes.h"

#include <set>
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

bool may_change_receiver(Program& program, const classfile::ClassFile& cls, const classfile::Method& method,
                         unsigned depth) {
    auto runtime = program.klass(cls.name);
    if (!runtime) return false;
    const MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return false;
    auto code = program.code(*info);
    if (!code) return false;
    const ir::Function& fn = *(*code)->fn;
    // Registers a field read wrote, or a copy of one (`int[] a = items`),
    // and `this` (a call of another of its methods may change it).
    std::set<ir::Reg> field_values;
    if (!fn.params.empty()) field_values.insert(fn.params[0]);
    for (std::size_t before = SIZE_MAX; before != field_values.size();) {
        before = field_values.size();
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs)
                if (instr.op == ir::Op::GetField || (instr.op == ir::Op::Move && field_values.count(instr.a) != 0))
                    field_values.insert(instr.dst);
    }
    for (const ir::Block& block : fn.blocks) {
        for (const ir::Instr& instr : block.instrs) {
            if (instr.op == ir::Op::PutField) return true;
            // An element of an array a field holds (items[i] = x, a sort in place).
            if (instr.op == ir::Op::ArrayStore && field_values.count(instr.a) != 0) return true;
            if (instr.op == ir::Op::Invoke && instr.invoke != ir::InvokeKind::Static) {
                const ir::Call& call = fn.calls[instr.aux];
                const ir::Member& member = fn.members[call.member];
                if (member.name == "<init>" || looks_like_a_query(member.name) || call.args.empty() ||
                    field_values.count(call.args[0]) == 0)
                    continue;
                // Another method of its own class on itself: what that one does
                // (a few calls deep), else assume a change.
                const classfile::Method* own = member.owner == cls.name && call.args[0] == fn.params.front()
                                                   ? cls.find_method(member.name, member.descriptor)
                                                   : nullptr;
                if (own == nullptr || !own->code || depth >= 3 || may_change_receiver(program, cls, *own, depth + 1))
                    return true;
            }
        }
    }
    return false;
}

}  // namespace symcrete::engine
