// The application's call graph by class hierarchy analysis: a virtual call
// may run the method every application class assignable to the reference's
// type would select. Cheap (one pass over the lifted code) and sound for the
// application's own calls; calls through the JDK are summarised as
// `leaves_application` plus the set of methods the JDK may call back.
#include "engine/call_graph.h"

#include <algorithm>

#include <fmt/format.h>

namespace symcrete::engine {

namespace {

const std::vector<CallGraph::Site> kNoSites;
const std::vector<const MethodInfo*> kNoMethods;

bool is_application(const RuntimeClass* cls) { return cls != nullptr && cls->file != nullptr && !is_jdk_class(cls); }

// Does a supertype from the JDK declare this instance method (so the JDK's
// code may call it through that type)?
bool overrides_jdk_method(const RuntimeClass* cls, const MethodInfo& method) {
    std::vector<const RuntimeClass*> pending;
    if (cls->super) pending.push_back(cls->super);
    pending.insert(pending.end(), cls->interfaces.begin(), cls->interfaces.end());
    std::set<const RuntimeClass*> seen;
    while (!pending.empty()) {
        const RuntimeClass* super = pending.back();
        pending.pop_back();
        if (!seen.insert(super).second) continue;
        if (!is_application(super)) {
            if (const MethodInfo* declared = super->find_method(method.name(), method.descriptor());
                declared != nullptr && !declared->is_static())
                return true;
        }
        if (super->super) pending.push_back(super->super);
        pending.insert(pending.end(), super->interfaces.begin(), super->interfaces.end());
    }
    return false;
}

}  // namespace

CallGraph CallGraph::build(Program& program) {
    CallGraph graph;
    std::vector<const RuntimeClass*> classes;
    for (const std::string& name : program.class_path().list_application_classes()) {
        auto cls = program.klass(name);
        if (!cls) {
            graph.skipped_.push_back(fmt::format("{}: {}", name, cls.error().message));
            continue;
        }
        classes.push_back(*cls);
    }
    std::vector<const RuntimeClass*> concrete;
    for (const RuntimeClass* cls : classes)
        if (!cls->is_interface() && !cls->file->is_abstract()) concrete.push_back(cls);

    for (const RuntimeClass* cls : classes) {
        for (const MethodInfo& method : cls->methods) {
            graph.methods_.push_back(&method);
            const bool instance = !method.is_static() && method.name() != "<init>" &&
                                  (method.method->access_flags & classfile::access::Private) == 0;
            if (instance && overrides_jdk_method(cls, method)) graph.from_jdk_.insert(&method);
        }
        // Method handles (lambdas' bodies, method references) may be called
        // by the JDK's code that invokes them.
        const classfile::ConstantPool& pool = cls->file->constant_pool;
        for (std::size_t i = 1; i < pool.size(); ++i) {
            if (!pool.is(i, classfile::CpTag::MethodHandle) || !pool.is_member_ref(pool.at(i).ref1)) continue;
            const classfile::MemberRef ref = pool.member_ref(pool.at(i).ref1);
            auto owner = program.klass(ref.owner);
            if (!owner || !is_application(*owner)) continue;
            if (const MethodInfo* m = (*owner)->find_method(ref.name, ref.descriptor)) graph.from_jdk_.insert(m);
        }
    }

    for (const MethodInfo* method : graph.methods_) {
        if (method->method->is_abstract() || method->method->is_native()) continue;
        auto code = program.code(*method);
        if (!code) {
            graph.skipped_.push_back(fmt::format("{}: {}", method->key, code.error().message));
            continue;
        }
        graph.codes_[method] = *code;
        const ir::Function& fn = *(*code)->fn;
        std::vector<Site>& sites = graph.sites_[method];
        for (const ir::Block& block : fn.blocks) {
            for (std::uint32_t index = 0; index < block.instrs.size(); ++index) {
                const ir::Instr& instr = block.instrs[index];
                // The first use of a class runs its initialiser (and its
                // superclasses'): a call of each that has one.
                if (instr.op == ir::Op::New || instr.op == ir::Op::GetStatic || instr.op == ir::Op::PutStatic ||
                    (instr.op == ir::Op::Invoke && instr.invoke == ir::InvokeKind::Static)) {
                    const std::string& owner = instr.op == ir::Op::New ? fn.type_names[instr.aux]
                                               : instr.op == ir::Op::Invoke ? fn.members[fn.calls[instr.aux].member].owner
                                                                            : fn.members[instr.aux].owner;
                    Site init{block.id, index, {}, false};
                    if (auto used = program.klass(owner); used && is_application(*used))
                        for (const RuntimeClass* c = *used; c != nullptr && is_application(c); c = c->super)
                            if (c->clinit != nullptr) init.callees.push_back(c->clinit);
                    if (!init.callees.empty()) sites.push_back(std::move(init));
                }
                if (instr.op == ir::Op::InvokeDynamic) {
                    sites.push_back(Site{block.id, index, {}, true});
                    continue;
                }
                if (instr.op != ir::Op::Invoke) continue;
                const ir::Member& member = fn.members[fn.calls[instr.aux].member];
                Site site{block.id, index, {}, false};
                auto owner = program.klass(member.owner);
                if (!owner) {
                    site.leaves_application = true;  // it throws NoClassDefFoundError; counted as unknown
                    sites.push_back(std::move(site));
                    continue;
                }
                auto resolved = program.resolve_method(*owner, member.name, member.descriptor);
                if (!resolved) {
                    site.leaves_application = true;
                    sites.push_back(std::move(site));
                    continue;
                }
                const bool dispatches = (instr.invoke == ir::InvokeKind::Virtual || instr.invoke == ir::InvokeKind::Interface) &&
                                        !(*resolved)->is_static() &&
                                        ((*resolved)->method->access_flags & classfile::access::Private) == 0;
                if (!dispatches) {
                    if (is_application((*resolved)->owner)) site.callees.push_back(*resolved);
                    else site.leaves_application = true;
                } else {
                    for (const RuntimeClass* receiver : concrete) {
                        if (!program.is_assignable(receiver, *owner)) continue;
                        const MethodInfo* selected = program.select(receiver, **resolved);
                        if (selected == nullptr) continue;
                        if (is_application(selected->owner)) {
                            if (std::find(site.callees.begin(), site.callees.end(), selected) == site.callees.end())
                                site.callees.push_back(selected);
                        } else {
                            site.leaves_application = true;  // inherited from the JDK
                        }
                    }
                    // A receiver may be one of the JDK's classes, or a lambda
                    // (the JDK's class calling its body) for an interface.
                    if (!is_application(*owner) || (*owner)->is_interface()) site.leaves_application = true;
                }
                sites.push_back(std::move(site));
            }
        }
        for (const Site& site : sites) {
            if (site.leaves_application) graph.leaving_.insert(method);
            for (const MethodInfo* callee : site.callees) {
                std::vector<const MethodInfo*>& callers = graph.callers_[callee];
                if (std::find(callers.begin(), callers.end(), method) == callers.end()) callers.push_back(method);
            }
        }
    }
    return graph;
}

const std::vector<CallGraph::Site>& CallGraph::sites(const MethodInfo* method) const {
    auto it = sites_.find(method);
    return it == sites_.end() ? kNoSites : it->second;
}

const std::vector<const MethodInfo*>& CallGraph::callers(const MethodInfo* method) const {
    auto it = callers_.find(method);
    return it == callers_.end() ? kNoMethods : it->second;
}

const Code* CallGraph::code(const MethodInfo* method) const {
    auto it = codes_.find(method);
    return it == codes_.end() ? nullptr : it->second;
}

std::set<const MethodInfo*> CallGraph::leading_to(const std::set<const MethodInfo*>& targets) const {
    std::set<const MethodInfo*> leading;
    std::vector<const MethodInfo*> pending(targets.begin(), targets.end());
    bool through_jdk = false;
    while (!pending.empty()) {
        const MethodInfo* method = pending.back();
        pending.pop_back();
        if (!leading.insert(method).second) continue;
        for (const MethodInfo* caller : callers(method)) pending.push_back(caller);
        if (!through_jdk && called_from_jdk(method)) {
            // The JDK may call it from any call that leaves the application.
            through_jdk = true;
            for (const MethodInfo* leaving : leaving_) pending.push_back(leaving);
        }
    }
    return leading;
}

}  // namespace symcrete::engine
