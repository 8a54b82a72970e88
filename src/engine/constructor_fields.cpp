// What the constructors of an application class always set
// (Interpreter::fields_never_null): the reference fields each constructor
// assigns, before any branch, a new object or what Objects.requireNonNull
// returned, with the class it made. An object made field by field gets them
// as such objects, never null, so no test stands on a state no constructor
// leaves (a Catalog whose maps are null).
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "interpreter.h"

namespace symcrete::engine::detail {

namespace {

// What one constructor sets (Interpreter::fields_never_null) in its entry
// block, before any branch, and the class of the new object it sets (""
// for what requireNonNull returned); `set_by(other)` gives what a
// constructor it delegates to (this(...)) sets.
using SetFields = std::map<std::string, std::string>;
SetFields fields_set_in_entry(const ir::Function& fn, const std::string& owner,
                              const std::function<SetFields(const ir::Member&)>& set_by) {
    SetFields set;
    if (fn.params.empty() || fn.blocks.empty()) return set;
    const ir::Reg self = fn.params[0];
    std::map<ir::Reg, std::string> non_null;  // registers known to hold an object here, and its class
    for (const ir::Instr& instr : fn.blocks[0].instrs) {
        if (instr.op == ir::Op::PutField && instr.a == self) {
            const ir::Member& member = fn.members[instr.aux];
            auto value = non_null.find(instr.b);
            if (member.owner == owner && value != non_null.end()) set[member.name + ":" + member.descriptor] = value->second;
        }
        std::optional<std::string> made;  // what instr.dst holds, when it is an object
        if (instr.op == ir::Op::New) made = fn.type_names[instr.aux];
        if (instr.op == ir::Op::Move && non_null.count(instr.a) != 0) made = non_null[instr.a];
        if (instr.op == ir::Op::Invoke) {
            const ir::Call& call = fn.calls[instr.aux];
            const ir::Member& member = fn.members[call.member];
            if (member.name == "<init>" && member.owner == owner && !call.args.empty() && call.args[0] == self) {
                SetFields delegated = set_by(member);
                set.insert(delegated.begin(), delegated.end());
            }
            if (member.owner == "java/util/Objects" && member.name == "requireNonNull") made = "";
        }
        if (instr.dst == ir::kNoReg) continue;
        if (made)
            non_null[instr.dst] = *made;
        else
            non_null.erase(instr.dst);
    }
    return set;
}

}  // namespace

const std::map<std::string, std::string>& Interpreter::fields_never_null(const RuntimeClass* cls) {
    if (auto known = fields_never_null_.find(cls); known != fields_never_null_.end()) return known->second;
    SetFields& result = fields_never_null_[cls];
    if (cls == nullptr || cls->file == nullptr || is_jdk_class(cls)) return result;
    // Each constructor's set, a delegation (this(...)) adding its target's.
    std::function<SetFields(const MethodInfo&, unsigned)> set_by = [&](const MethodInfo& info, unsigned depth) {
        auto code = program_.code(info);
        if (!code || depth > 4) return SetFields{};
        return fields_set_in_entry(*(*code)->fn, cls->name, [&](const ir::Member& member) {
            const MethodInfo* target = cls->find_method(member.name, member.descriptor);
            return target != nullptr ? set_by(*target, depth + 1) : SetFields{};
        });
    };
    bool first = true;
    for (const MethodInfo& info : cls->methods) {
        if (info.owner != cls || info.method->name != "<init>" || !info.method->code) continue;
        SetFields set = set_by(info, 0);
        if (first) {
            result = std::move(set);
            first = false;
            continue;
        }
        std::erase_if(result, [&](const auto& entry) { return set.count(entry.first) == 0; });
        for (auto& [key, made] : result)
            if (set[key] != made) made.clear();  // constructors make different classes
    }
    return result;
}

}  // namespace symcrete::engine::detail
