// Program (program.h): linking class files into RuntimeClasses, and the JVM's
// lookup rules. A class links after its supertypes, its instance slots laid out
// after its superclass's and each method bound to its intrinsic, if any; array,
// primitive and lambda classes are made on demand. A method body is lifted and
// copy-propagated on first use. Resolution, selection and assignability follow
// JVMS 5.4.3, 5.4.6 and 6.5; selection is cached per receiver and member,
// assignability per class pair, and link failures by name.
#include "engine/program.h"

#include <fmt/format.h>

#include <algorithm>

#include "classfile/annotations.h"
#include "classfile/descriptor.h"
#include "intrinsics.h"
#include "ir/copy_propagation.h"
#include "ir/lifter.h"
#include "support/java_type.h"

namespace symcrete::engine {

namespace {

std::string member_key(std::string_view name, std::string_view descriptor) {
    std::string key;
    key.reserve(name.size() + descriptor.size() + 1);
    key.append(name).push_back(':');
    key.append(descriptor);
    return key;
}

// Values passed for a descriptor's parameters (a long or double is one Value).
std::uint16_t count_arguments(std::string_view descriptor) {
    std::uint16_t count = 0;
    for (std::size_t i = 1; i < descriptor.size() && descriptor[i] != ')'; ++count) {
        while (descriptor[i] == '[') ++i;
        if (descriptor[i] == 'L') i = descriptor.find(';', i);
        ++i;
    }
    return count;
}

bool overridable(const classfile::Method& m) {
    return !m.is_static() && !(m.access_flags & classfile::access::Private);
}

// Whether the method is annotated @jdk.internal.vm.annotation.Hidden. A
// malformed annotation attribute hides nothing.
bool is_hidden(const classfile::ClassFile& file, const classfile::Method& m) {
    const bool annotated = std::any_of(m.other_attributes.begin(), m.other_attributes.end(),
                                       [](const classfile::RawAttribute& a) { return a.name == "RuntimeVisibleAnnotations"; });
    if (!annotated) return false;
    auto types = classfile::annotation_types(file, m.other_attributes);
    return types && std::find(types->begin(), types->end(), "jdk/internal/vm/annotation/Hidden") != types->end();
}

}  // namespace

const MethodInfo* RuntimeClass::find_method(std::string_view name, std::string_view descriptor) const {
    for (const MethodInfo& m : methods)
        if (m.method->name == name && m.method->descriptor == descriptor) return &m;
    return nullptr;
}

std::string RuntimeClass::java_name() const {
    if (kind == Kind::Array) {
        std::string result = name;
        std::replace(result.begin(), result.end(), '/', '.');
        return result;
    }
    return classfile::internal_to_java_name(name);
}

std::string RuntimeClass::simple_name() const {
    switch (kind) {
        case Kind::Array: return component->simple_name() + "[]";
        case Kind::Primitive: return name;
        default: break;
    }
    if (file == nullptr) return name.substr(name.rfind('/') + 1);  // a lambda's class
    for (const classfile::InnerClass& inner : file->inner_classes)
        if (inner.inner_class == name) return inner.inner_name.value_or("");
    std::size_t slash = name.rfind('/');
    return slash == std::string::npos ? name : name.substr(slash + 1);
}

Program::Program(classfile::ClassPath& class_path) : class_path_(class_path) {}
Program::~Program() = default;

void Program::add_class(std::unique_ptr<RuntimeClass> cls) {
    cls->id = static_cast<std::uint32_t>(classes_.size());
    by_name_.emplace(cls->name, cls.get());
    classes_.push_back(std::move(cls));
}

const RuntimeClass* Program::primitive(char descriptor_char) {
    auto it = primitives_.find(descriptor_char);
    if (it != primitives_.end()) return it->second;
    const char* name = java_type::keyword(descriptor_char);
    if (name == nullptr) return nullptr;
    auto cls = std::make_unique<RuntimeClass>();
    cls->kind = RuntimeClass::Kind::Primitive;
    cls->name = name;
    cls->element_type = descriptor_char;
    RuntimeClass* raw = cls.get();
    cls->id = static_cast<std::uint32_t>(classes_.size());
    classes_.push_back(std::move(cls));  // not by name: "int" is not a class name
    primitives_.emplace(descriptor_char, raw);
    return raw;
}

RuntimeClass* Program::make_array(const RuntimeClass* component) {
    auto cls = std::make_unique<RuntimeClass>();
    cls->kind = RuntimeClass::Kind::Array;
    cls->component = component;
    if (component->is_primitive()) {
        cls->element_type = component->element_type;
        cls->name = std::string("[") + component->element_type;
    } else if (component->is_array()) {
        cls->element_type = '[';
        cls->name = "[" + component->name;
    } else {
        cls->element_type = 'L';
        cls->name = "[L" + component->name + ";";
    }
    cls->element_kind = expr::value_kind_of(cls->element_type);
    RuntimeClass* raw = cls.get();
    add_class(std::move(cls));
    const_cast<RuntimeClass*>(component)->array_of = raw;
    return raw;
}

Result<const RuntimeClass*> Program::array_of(const RuntimeClass* component) {
    if (component->array_of != nullptr) return component->array_of;
    auto object = klass("java/lang/Object");
    if (!object) return object.error();
    auto cloneable = klass("java/lang/Cloneable");
    if (!cloneable) return cloneable.error();
    auto serializable = klass("java/io/Serializable");
    if (!serializable) return serializable.error();
    RuntimeClass* array = make_array(component);
    array->super = *object;
    array->interfaces = {*cloneable, *serializable};
    return static_cast<const RuntimeClass*>(array);
}

Result<const RuntimeClass*> Program::class_of_descriptor(std::string_view descriptor) {
    if (descriptor.empty()) return Error{"empty type descriptor"};
    switch (descriptor[0]) {
        case 'L':
            if (descriptor.size() < 3 || descriptor.back() != ';') return Error{fmt::format("bad descriptor {}", descriptor)};
            return klass(descriptor.substr(1, descriptor.size() - 2));
        case '[': return klass(descriptor);
        default: {
            const RuntimeClass* p = primitive(descriptor[0]);
            if (p == nullptr || descriptor.size() != 1) return Error{fmt::format("bad descriptor {}", descriptor)};
            return p;
        }
    }
}

Result<const RuntimeClass*> Program::klass(std::string_view name) {
    auto it = by_name_.find(std::string(name));
    if (it != by_name_.end()) return static_cast<const RuntimeClass*>(it->second);
    if (name.starts_with("[")) {
        auto component = class_of_descriptor(name.substr(1));
        if (!component) return component.error();
        return array_of(*component);
    }
    auto linked = link(name);
    if (!linked) return linked.error();
    return static_cast<const RuntimeClass*>(*linked);
}

Result<RuntimeClass*> Program::link(std::string_view name) {
    std::string key(name);
    if (auto failed = failed_.find(key); failed != failed_.end()) return failed->second;
    auto fail = [&](Error error) -> Result<RuntimeClass*> {
        failed_.emplace(key, error);
        return error;
    };
    auto file = class_path_.load(name);
    if (!file) return fail(file.error());
    const classfile::ClassFile& cf = **file;

    // Supertypes first, so layouts and flags can build on them. Class
    // circularity cannot occur in classes javac compiled.
    const RuntimeClass* super = nullptr;
    if (cf.super_name) {
        auto s = klass(*cf.super_name);
        if (!s) return fail(Error{fmt::format("linking {}: {}", name, s.error().message)});
        super = *s;
    }
    std::vector<const RuntimeClass*> interfaces;
    for (const std::string& iface : cf.interfaces) {
        auto i = klass(iface);
        if (!i) return fail(Error{fmt::format("linking {}: {}", name, i.error().message)});
        interfaces.push_back(*i);
    }
    if (auto again = by_name_.find(key); again != by_name_.end()) return again->second;

    auto cls = std::make_unique<RuntimeClass>();
    cls->name = key;
    cls->file = &cf;
    cls->kind = (cf.access_flags & classfile::access::Interface) ? RuntimeClass::Kind::Interface
                                                                 : RuntimeClass::Kind::Class;
    cls->super = cls->is_interface() ? nullptr : super;
    cls->interfaces = std::move(interfaces);
    if (key == "java/lang/String") cls->shape = ObjectShape::String;
    if (key == "java/lang/StringBuilder" || key == "java/lang/StringBuffer") cls->shape = ObjectShape::StringBuilder;
    cls->is_throwable = key == "java/lang/Throwable" || (super != nullptr && super->is_throwable);
    cls->is_error = key == "java/lang/Error" || (super != nullptr && super->is_error);
    if (super != nullptr && !cls->is_interface()) cls->instance_template = super->instance_template;

    for (const classfile::Field& field : cf.fields) {
        FieldSlot slot;
        slot.owner = cls.get();
        slot.is_static = field.is_static();
        slot.type = field.descriptor[0];
        if (slot.is_static) {
            slot.index = static_cast<std::uint32_t>(cls->static_template.size());
            cls->static_template.push_back(zero_value(slot.type));
            if (field.constant_value != 0) {
                cls->static_constant_slots.push_back(slot);
                cls->static_constant_indices.push_back(field.constant_value);
            }
        } else {
            slot.index = static_cast<std::uint32_t>(cls->instance_template.size());
            cls->instance_template.push_back(zero_value(slot.type));
        }
        cls->declared_fields.emplace(member_key(field.name, field.descriptor), slot);
    }
    cls->methods.reserve(cf.methods.size());
    for (const classfile::Method& m : cf.methods) {
        MethodInfo info;
        info.owner = cls.get();
        info.method = &m;
        info.key = key + "." + m.name + m.descriptor;
        info.intrinsic = find_intrinsic(info.key);
        if (info.intrinsic != nullptr) info.symbolic_string_intrinsic = find_symbolic_string_intrinsic(info.key);
        info.arg_count = static_cast<std::uint16_t>(count_arguments(m.descriptor) + (m.is_static() ? 0 : 1));
        info.return_type = m.descriptor[m.descriptor.find(')') + 1];
        info.hidden_from_traces = is_hidden(cf, m);
        cls->methods.push_back(std::move(info));
        if (cls->is_interface() && !m.is_static() && !m.is_abstract()) cls->declares_defaults = true;
    }
    for (const MethodInfo& m : cls->methods)
        if (m.method->name == "<clinit>") cls->clinit = &m;
    RuntimeClass* raw = cls.get();
    add_class(std::move(cls));
    return raw;
}

const RuntimeClass* Program::lambda_class(const RuntimeClass* outer, std::vector<const RuntimeClass*> interfaces) {
    auto cls = std::make_unique<RuntimeClass>();
    cls->name = fmt::format("{}$$Lambda${}", outer->name, ++lambda_count_);
    auto object = klass("java/lang/Object");
    cls->super = object ? *object : nullptr;
    cls->interfaces = std::move(interfaces);
    RuntimeClass* raw = cls.get();
    add_class(std::move(cls));
    return raw;
}

Result<const Code*> Program::code(const MethodInfo& method) {
    if (method.code != nullptr) return method.code;
    auto lifted = ir::lift(*method.owner->file, *method.method);
    if (!lifted) return Error{fmt::format("lifting {}: {}", method.key, lifted.error().message)};
    ir::propagate_copies(*lifted);
    functions_.push_back(std::move(*lifted));
    method.code = &codes_.emplace_back(make_code(method, functions_.back()));
    return method.code;
}

Code Program::make_code(const MethodInfo& method, const ir::Function& fn) {
    Code code;
    code.fn = &fn;
    code.method = &method;
    code.application = !is_jdk_class(method.owner);
    code.calls.resize(fn.calls.size());
    code.fields.resize(fn.members.size());
    code.types.resize(fn.type_names.size());
    code.call_sites.resize(fn.calls.size());
    return code;
}

const Code* Program::replace_code(const MethodInfo& method, const Code* code) {
    const Code* before = method.code;
    method.code = code;
    return before;
}

bool Program::is_subclass(const RuntimeClass* cls, const RuntimeClass* ancestor) const {
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super)
        if (c == ancestor) return true;
    return false;
}

namespace {

bool implements(const RuntimeClass* cls, const RuntimeClass* iface) {
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super) {
        for (const RuntimeClass* i : c->interfaces)
            if (i == iface || implements(i, iface)) return true;
    }
    return false;
}

void collect_superinterfaces(const RuntimeClass* cls, std::vector<const RuntimeClass*>& out) {
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super) {
        for (const RuntimeClass* i : c->interfaces) {
            if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
            collect_superinterfaces(i, out);
        }
    }
}

}  // namespace

bool Program::is_assignable(const RuntimeClass* from, const RuntimeClass* to) {
    if (from == to) return true;
    auto key = std::make_pair(from, to);
    if (auto it = assignable_.find(key); it != assignable_.end()) return it->second;
    bool result = false;
    if (from->is_array()) {
        if (to->is_array()) {
            const RuntimeClass* fc = from->component;
            const RuntimeClass* tc = to->component;
            result = fc->is_primitive() || tc->is_primitive() ? fc == tc : is_assignable(fc, tc);
        } else if (to->is_interface()) {
            result = to->name == "java/lang/Cloneable" || to->name == "java/io/Serializable";
        } else {
            result = to->name == "java/lang/Object";
        }
    } else if (from->is_primitive() || to->is_primitive()) {
        result = false;
    } else if (to->is_interface()) {
        result = implements(from, to);
    } else {
        result = !from->is_interface() ? is_subclass(from, to) : to->name == "java/lang/Object";
    }
    assignable_.emplace(key, result);
    return result;
}

// Among the superinterface methods named so (JVMS 5.4.3.3 step 3), the one
// non-abstract maximally specific method, else any abstract one, else null.
const MethodInfo* Program::maximally_specific(const RuntimeClass* cls, std::string_view name,
                                              std::string_view descriptor) {
    std::vector<const RuntimeClass*> supers;
    if (cls->is_interface()) supers.push_back(cls);
    collect_superinterfaces(cls, supers);
    std::vector<const MethodInfo*> candidates;
    for (const RuntimeClass* i : supers) {
        const MethodInfo* m = i->find_method(name, descriptor);
        if (m != nullptr && overridable(*m->method)) candidates.push_back(m);
    }
    std::vector<const MethodInfo*> specific;
    for (const MethodInfo* m : candidates) {
        bool shadowed = false;
        for (const MethodInfo* other : candidates)
            if (other != m && other->owner != m->owner && implements(other->owner, m->owner)) shadowed = true;
        if (!shadowed) specific.push_back(m);
    }
    const MethodInfo* concrete = nullptr;
    int concrete_count = 0;
    for (const MethodInfo* m : specific) {
        if (!m->method->is_abstract()) {
            concrete = m;
            ++concrete_count;
        }
    }
    if (concrete_count == 1) return concrete;
    if (concrete_count > 1) return nullptr;
    return specific.empty() ? nullptr : specific.front();
}

Result<const MethodInfo*> Program::resolve_method(const RuntimeClass* cls, std::string_view name,
                                                  std::string_view descriptor) {
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super)
        if (const MethodInfo* m = c->find_method(name, descriptor)) return m;
    if (cls->is_interface()) {  // interfaces see Object's public methods
        auto object = klass("java/lang/Object");
        if (!object) return object.error();
        if (const MethodInfo* m = (*object)->find_method(name, descriptor);
            m != nullptr && (m->method->access_flags & classfile::access::Public) && !m->is_static())
            return m;
    }
    if (const MethodInfo* m = maximally_specific(cls, name, descriptor)) return m;
    return Error{fmt::format("no method {}{} in {} or its supertypes", name, descriptor, cls->java_name())};
}

const MethodInfo* Program::select(const RuntimeClass* receiver, const MethodInfo& resolved) {
    if (resolved.method->access_flags & classfile::access::Private) return &resolved;
    std::string key = member_key(resolved.name(), resolved.descriptor());
    if (auto it = receiver->selected.find(key); it != receiver->selected.end()) return it->second;
    const MethodInfo* found = nullptr;
    for (const RuntimeClass* c = receiver; c != nullptr && found == nullptr; c = c->super) {
        const MethodInfo* m = c->find_method(resolved.name(), resolved.descriptor());
        if (m != nullptr && overridable(*m->method)) found = m;
    }
    if (found == nullptr) {
        const MethodInfo* m = maximally_specific(receiver, resolved.name(), resolved.descriptor());
        if (m != nullptr && !m->method->is_abstract()) found = m;
    }
    receiver->selected.emplace(std::move(key), found);
    return found;
}

Result<FieldSlot> Program::resolve_field(const RuntimeClass* cls, std::string_view name,
                                         std::string_view descriptor) {
    std::string key = member_key(name, descriptor);
    // JVMS 5.4.3.2: the class itself, then its superinterfaces, then its superclass.
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super) {
        if (auto it = c->declared_fields.find(key); it != c->declared_fields.end()) return it->second;
        std::vector<const RuntimeClass*> pending(c->interfaces.begin(), c->interfaces.end());
        while (!pending.empty()) {
            const RuntimeClass* i = pending.back();
            pending.pop_back();
            if (auto it = i->declared_fields.find(key); it != i->declared_fields.end()) return it->second;
            pending.insert(pending.end(), i->interfaces.begin(), i->interfaces.end());
        }
    }
    return Error{fmt::format("no field {} {} in {} or its supertypes", descriptor, name, cls->java_name())};
}

const std::vector<const RuntimeClass*>& Program::implementations(const RuntimeClass* type) {
    if (auto it = implementations_.find(type); it != implementations_.end()) return it->second;
    if (!application_classes_) {
        application_classes_.emplace();
        for (const std::string& name : class_path_.list_application_classes()) {
            auto cls = klass(name);
            if (cls) application_classes_->push_back(*cls);  // a class that does not load is no candidate
        }
    }
    std::vector<const RuntimeClass*>& found = implementations_[type];
    for (const RuntimeClass* cls : *application_classes_) {
        if (cls->is_interface() || cls->file == nullptr || cls->file->is_abstract()) continue;
        if (is_assignable(cls, type)) found.push_back(cls);
    }
    std::stable_partition(found.begin(), found.end(), [&](const RuntimeClass* cls) { return !may_hold(cls, type); });
    return found;
}

bool Program::may_hold(const RuntimeClass* cls, const RuntimeClass* type) {
    const std::string named = "L" + type->name + ";";
    for (const RuntimeClass* c = cls; c != nullptr && c->file != nullptr; c = c->super) {
        for (const classfile::Field& field : c->file->fields) {
            if (field.is_static()) continue;
            if (field.signature && field.signature->find(named) != std::string::npos) return true;
            auto field_type = classfile::parse_field_descriptor(field.descriptor);
            if (!field_type || field_type->element != classfile::BaseType::Object) continue;
            auto held = klass(field_type->class_name);
            if (held && is_assignable(type, *held)) return true;
        }
    }
    return false;
}

}  // namespace symcrete::engine
