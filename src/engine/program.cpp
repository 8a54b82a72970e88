#include "engine/program.h"

#include <fmt/format.h>

#include "ir/lifter.h"

namespace symcrete::engine {

Result<const ir::Function*> Program::function(const classfile::ClassFile& owner, const classfile::Method& method) {
    auto it = functions_.find(&method);
    if (it == functions_.end()) {
        auto lifted = ir::lift(owner, method);
        Result<std::unique_ptr<ir::Function>> stored =
            lifted ? Result<std::unique_ptr<ir::Function>>(std::make_unique<ir::Function>(std::move(lifted.value())))
                   : Result<std::unique_ptr<ir::Function>>(lifted.error());
        it = functions_.emplace(&method, std::move(stored)).first;
    }
    if (!it->second) return it->second.error();
    return static_cast<const ir::Function*>(it->second.value().get());
}

Result<ResolvedMethod> Program::resolve_method(std::string_view class_name, std::string_view name,
                                               std::string_view descriptor) {
    auto cls = load(class_name);
    if (!cls) return cls.error();
    for (const classfile::ClassFile* c = *cls; c != nullptr;) {
        if (const auto* m = c->find_method(name, descriptor)) return ResolvedMethod{c, m};
        if (!c->super_name) break;
        auto super = load(*c->super_name);
        if (!super) return super.error();
        c = *super;
    }
    auto interfaces = class_path_.interfaces(class_name);
    if (!interfaces) return interfaces.error();
    const classfile::ClassFile* abstract_owner = nullptr;
    const classfile::Method* abstract_method = nullptr;
    for (const classfile::ClassFile* iface : *interfaces) {
        const auto* m = iface->find_method(name, descriptor);
        if (m == nullptr || m->is_static() || (m->access_flags & classfile::access::Private)) continue;
        if (!m->is_abstract()) return ResolvedMethod{iface, m};
        if (abstract_method == nullptr) {
            abstract_owner = iface;
            abstract_method = m;
        }
    }
    if (abstract_method != nullptr) return ResolvedMethod{abstract_owner, abstract_method};
    return Error{fmt::format("no method {}{} in class {} or its supertypes", name, descriptor, class_name)};
}

Result<ResolvedMethod> Program::select_virtual(std::string_view receiver_class, std::string_view name,
                                               std::string_view descriptor) {
    // Arrays inherit Object's methods.
    if (receiver_class.starts_with("[")) return resolve_method("java/lang/Object", name, descriptor);
    return resolve_method(receiver_class, name, descriptor);
}

Result<const classfile::ClassFile*> Program::resolve_field(std::string_view class_name, std::string_view name,
                                                           std::string_view descriptor) {
    auto cls = load(class_name);
    if (!cls) return cls.error();
    for (const classfile::ClassFile* c = *cls; c != nullptr;) {
        if (c->find_field(name, descriptor) != nullptr) return c;
        for (const std::string& iface_name : c->interfaces) {
            auto found = resolve_field(iface_name, name, descriptor);
            if (found) return found;
        }
        if (!c->super_name) break;
        auto super = load(*c->super_name);
        if (!super) return super.error();
        c = *super;
    }
    return Error{fmt::format("no field {} {} in class {} or its supertypes", descriptor, name, class_name)};
}

Result<bool> Program::is_subtype(std::string_view sub, std::string_view super) {
    if (sub == super || super == "java/lang/Object") return true;
    if (sub.starts_with("[")) return false;  // arrays only reach Object, Cloneable, Serializable here
    return class_path_.is_subtype(sub, super);
}

}  // namespace symcrete::engine
