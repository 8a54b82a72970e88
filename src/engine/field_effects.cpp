// Which receiver fields a method reads and changes (field_effects.h): one
// pass over its IR in block order, each register tagged with the fields its
// value was reached from, and the class's own methods called on `this`
// (directly, or as the body of a lambda or method reference capturing it)
// followed a few calls deep.
#include "engine/field_effects.h"

#include <map>
#include <string>

#include "engine/receiver_changes.h"
#include "ir/ir.h"

namespace symcrete::engine {

namespace {

constexpr unsigned kMaxDepth = 3;

using Fields = std::set<std::string>;

// What a call of `member` does to the object it is called on: nothing,
// when its name reads like a query (a call taking nothing and returning
// something is a getter, `student.transcript()`); takes something out
// (`history.poll()`, `clear()`); replaces what is there (`list.set(i, x)`,
// `replaceAll`, `sort`: nothing to replace in an empty collection); else adds
// or changes (`put`, `push`).
enum class CallEffect { None, TakesOut, Replaces, Changes };

CallEffect call_effect(const ir::Member& member) {
    if (member.name == "<init>") return CallEffect::None;
    // Streams, optionals, texts and times make new values; none changes the object it is called on.
    if (member.owner == "java/lang/String" || member.owner.starts_with("java/util/Optional") ||
        member.owner.starts_with("java/util/stream/") || member.owner.starts_with("java/time/"))
        return CallEffect::None;
    for (const char* taking : {"poll", "pop", "remove", "take", "clear", "retain"})
        if (member.name.starts_with(taking)) return CallEffect::TakesOut;
    if (member.owner.starts_with("java/util/"))
        for (const char* replacing : {"set", "replace", "sort"})
            if (member.name == replacing || member.name == std::string(replacing) + "All") return CallEffect::Replaces;
    if (looks_like_a_query(member.name)) return CallEffect::None;
    if (member.descriptor.starts_with("()") && !member.descriptor.ends_with(")V")) return CallEffect::None;
    return CallEffect::Changes;
}

// Whether a call of `member` goes over the entries of what it is called
// on (a for-each loop's iterator(), a stream, forEach, a map's views).
bool walks_entries(const ir::Member& member) {
    for (const char* name : {"iterator", "listIterator", "spliterator", "stream", "parallelStream", "forEach",
                             "values", "keySet", "entrySet", "toArray"})
        if (member.name == name) return true;
    return false;
}

// The method of `cls` a lambda or method reference made at `site` runs on
// the object it captures first (`c -> spendOf(c.id())`, `this::spendOf`):
// the implementation handle of a LambdaMetafactory call site, when it is an
// instance method of `cls`; else null.
const classfile::Method* lambda_body(const classfile::ClassFile& cls, const ir::Call& site) {
    if (site.bootstrap >= cls.bootstrap_methods.size()) return nullptr;
    const classfile::ConstantPool& pool = cls.constant_pool;
    const classfile::BootstrapMethod& bsm = cls.bootstrap_methods[site.bootstrap];
    if (!pool.is(bsm.method_handle, classfile::CpTag::MethodHandle) ||
        !pool.is_member_ref(pool.at(bsm.method_handle).ref1) || bsm.arguments.size() < 3)
        return nullptr;
    if (pool.member_ref(pool.at(bsm.method_handle).ref1).owner != "java/lang/invoke/LambdaMetafactory") return nullptr;
    if (!pool.is(bsm.arguments[1], classfile::CpTag::MethodHandle)) return nullptr;
    const classfile::CpEntry& handle = pool.at(bsm.arguments[1]);
    if (!pool.is_member_ref(handle.ref1)) return nullptr;
    using classfile::RefKind;
    if (handle.ref_kind != RefKind::InvokeVirtual && handle.ref_kind != RefKind::InvokeSpecial &&
        handle.ref_kind != RefKind::InvokeInterface)
        return nullptr;
    const classfile::MemberRef ref = pool.member_ref(handle.ref1);
    if (ref.owner != cls.name) return nullptr;
    const classfile::Method* body = cls.find_method(ref.name, ref.descriptor);
    return body != nullptr && !body->is_static() ? body : nullptr;
}

void collect(Program& program, const classfile::ClassFile& cls, const classfile::Method& method, unsigned depth,
             FieldEffects& effects, Fields* returned) {
    auto runtime = program.klass(cls.name);
    if (!runtime) return;
    const MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return;
    auto code = program.code(*info);
    if (!code) return;
    const ir::Function& fn = *(*code)->fn;
    if (fn.params.empty() || method.is_static()) return;
    const ir::Reg self = fn.params[0];
    // The fields each register's value was reached from, as last defined
    // in block order (registers are locals and stack slots, reused).
    std::map<ir::Reg, Fields> reached;
    std::map<ir::Reg, std::string> holds;  // registers holding a field's own value
    const auto held = [&](ir::Reg reg) -> const std::string* {
        auto it = holds.find(reg);
        return it == holds.end() || it->second.empty() ? nullptr : &it->second;
    };
    const auto of = [&](ir::Reg reg) -> const Fields* {
        auto it = reached.find(reg);
        return it == reached.end() || it->second.empty() ? nullptr : &it->second;
    };
    for (const ir::Block& block : fn.blocks) {
        for (const ir::Instr& instr : block.instrs) {
            Fields defined;
            std::string holding;
            switch (instr.op) {
                case ir::Op::GetField: {
                    const ir::Member& field = fn.members[instr.aux];
                    if (instr.a == self && field.owner == cls.name) {
                        if (effects.reads.insert(field.name).second) effects.read_order.push_back(field.name);
                        defined.insert(field.name);
                        holding = field.name;
                    } else if (const Fields* from = of(instr.a)) {
                        defined = *from;  // enrolment.section: still reached from enrolments
                    }
                    break;
                }
                case ir::Op::PutField: {
                    const ir::Member& field = fn.members[instr.aux];
                    if (instr.a == self && field.owner == cls.name) {
                        effects.changes.insert(field.name);
                        effects.fills.insert(field.name);
                    } else if (const Fields* from = of(instr.a)) effects.changes.insert(from->begin(), from->end());
                    break;
                }
                case ir::Op::ArrayStore:
                    if (const Fields* from = of(instr.a)) effects.changes.insert(from->begin(), from->end());
                    if (const std::string* field = held(instr.a)) effects.fills.insert(*field);
                    break;
                case ir::Op::Move:
                case ir::Op::CheckCast:
                    if (const std::string* field = held(instr.a)) holding = *field;
                    [[fallthrough]];
                case ir::Op::ArrayLoad:
                    if (const Fields* from = of(instr.a)) defined = *from;
                    break;
                case ir::Op::Return:
                    if (returned != nullptr && instr.a != ir::kNoReg)
                        if (const Fields* from = of(instr.a)) returned->insert(from->begin(), from->end());
                    break;
                case ir::Op::InvokeDynamic: {
                    // A lambda capturing `this`: what its body reads and
                    // changes, as if called here (it may run later, or
                    // never: an approximation on the side of reading).
                    const ir::Call& site = fn.calls[instr.aux];
                    if (site.args.empty() || site.args[0] != self || depth >= kMaxDepth) break;
                    if (const classfile::Method* body = lambda_body(cls, site); body != nullptr && body->code)
                        collect(program, cls, *body, depth + 1, effects, nullptr);
                    break;
                }
                case ir::Op::Invoke: {
                    const ir::Call& call = fn.calls[instr.aux];
                    const ir::Member& member = fn.members[call.member];
                    if (instr.invoke == ir::InvokeKind::Static || call.args.empty()) break;
                    const classfile::Method* own = call.args[0] == self && member.owner == cls.name
                                                       ? cls.find_method(member.name, member.descriptor)
                                                       : nullptr;
                    if (own != nullptr) {
                        // Another of its methods on itself: what that one
                        // reads and changes, its result reached from what it
                        // returns.
                        if (depth < kMaxDepth && own->code) collect(program, cls, *own, depth + 1, effects, &defined);
                    } else if (const Fields* from = of(call.args[0])) {
                        if (walks_entries(member)) effects.walks.insert(from->begin(), from->end());
                        const CallEffect effect = call_effect(member);
                        if (effect == CallEffect::None && !member.descriptor.starts_with("()"))
                            if (const std::string* field = held(call.args[0])) ++effects.lookups[*field];
                        if (effect != CallEffect::None) effects.changes.insert(from->begin(), from->end());
                        if (effect == CallEffect::Changes)
                            if (const std::string* field = held(call.args[0])) effects.fills.insert(*field);
                        defined = *from;  // what a lookup returns is still reached from the field
                    }
                    break;
                }
                default: break;
            }
            if (instr.dst != ir::kNoReg) {
                reached[instr.dst] = std::move(defined);
                holds[instr.dst] = std::move(holding);
            }
        }
    }
}

}  // namespace

FieldEffects field_effects(Program& program, const classfile::ClassFile& cls, const classfile::Method& method) {
    FieldEffects effects;
    collect(program, cls, method, 0, effects, nullptr);
    return effects;
}

}  // namespace symcrete::engine
