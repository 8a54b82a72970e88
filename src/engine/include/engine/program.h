// The program under execution: classes from the class path, linked into
// RuntimeClasses on first use, their methods lifted to IR once, and the
// JVM's resolution, selection and assignability rules (JVMS 5.4.3, 6.5).
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "classfile/class_path.h"
#include "engine/runtime_class.h"
#include "ir/ir.h"
#include "support/result.h"

namespace symcrete::engine {

class Program {
public:
    explicit Program(classfile::ClassPath& class_path);
    ~Program();

    classfile::ClassPath& class_path() { return class_path_; }
    Result<const classfile::ClassFile*> load(std::string_view internal_name) { return class_path_.load(internal_name); }

    // A class, interface or array class ("[I", "[Ljava/lang/String;") by
    // name, loaded and linked with its supertypes.
    Result<const RuntimeClass*> klass(std::string_view name);
    const RuntimeClass* primitive(char descriptor_char);  // 'I' -> int.class; 'V' -> void
    Result<const RuntimeClass*> array_of(const RuntimeClass* component);
    // The class a field or array descriptor names ("I", "Ljava/lang/String;", "[J").
    Result<const RuntimeClass*> class_of_descriptor(std::string_view descriptor);
    // The class of a lambda's objects: Object's subclass implementing the
    // functional interface and any marker interfaces, as LambdaMetafactory
    // spins one per call site.
    const RuntimeClass* lambda_class(const RuntimeClass* outer, std::vector<const RuntimeClass*> interfaces);
    std::uint32_t class_count() const { return static_cast<std::uint32_t>(classes_.size()); }
    const RuntimeClass* class_at(std::uint32_t id) const { return classes_.at(id).get(); }

    // The method's lifted and linked body (not for intrinsics and natives).
    Result<const Code*> code(const MethodInfo& method);
    // Mutation analysis: `method` runs `code` (made by make_code from a
    // mutant of its body) from now on. Returns the code it ran before, which
    // the caller puts back the same way once no state runs the mutant.
    static const Code* replace_code(const MethodInfo& method, const Code* code);
    // A body for `method` from lifted code the caller keeps alive, its
    // link caches empty.
    static Code make_code(const MethodInfo& method, const ir::Function& fn);

    // Method resolution (JVMS 5.4.3.3 for classes, 5.4.3.4 for interfaces).
    Result<const MethodInfo*> resolve_method(const RuntimeClass* cls, std::string_view name,
                                             std::string_view descriptor);
    // invokevirtual / invokeinterface selection (JVMS 5.4.6) from the
    // receiver's class; null when nothing is selected (AbstractMethodError).
    const MethodInfo* select(const RuntimeClass* receiver, const MethodInfo& resolved);
    // Field resolution (JVMS 5.4.3.2).
    Result<FieldSlot> resolve_field(const RuntimeClass* cls, std::string_view name, std::string_view descriptor);
    // checkcast / instanceof / aastore: may a value of class `from` be stored
    // in a variable of type `to` (JVMS 6.5 checkcast).
    bool is_assignable(const RuntimeClass* from, const RuntimeClass* to);
    // The concrete application classes (not the JDK's) assignable to `type`,
    // by name: what an input of an interface or abstract type can be. Those
    // whose fields cannot hold another `type` come first (a leaf before a
    // node that holds rules): an input made of the first is finished, while
    // one of the others chooses again for each part, and a search taking
    // alternatives in order would nest them to the input bound first.
    const std::vector<const RuntimeClass*>& implementations(const RuntimeClass* type);
    // Can an instance field of `cls` (its own or inherited) hold a `type`:
    // one of the type or a supertype, an array of such, or a generic field
    // whose signature names it (List<Rule>).
    bool may_hold(const RuntimeClass* cls, const RuntimeClass* type);
    bool is_subclass(const RuntimeClass* cls, const RuntimeClass* ancestor) const;

private:
    Result<RuntimeClass*> link(std::string_view name);
    RuntimeClass* make_array(const RuntimeClass* component);
    void add_class(std::unique_ptr<RuntimeClass> cls);
    const MethodInfo* maximally_specific(const RuntimeClass* cls, std::string_view name,
                                         std::string_view descriptor);

    classfile::ClassPath& class_path_;
    std::vector<std::unique_ptr<RuntimeClass>> classes_;  // by id
    std::unordered_map<std::string, RuntimeClass*> by_name_;
    std::unordered_map<std::string, Error> failed_;  // names that did not link, with why
    std::map<char, RuntimeClass*> primitives_;
    std::deque<Code> codes_;
    std::deque<ir::Function> functions_;
    std::map<std::pair<const RuntimeClass*, const RuntimeClass*>, bool> assignable_;
    std::map<const RuntimeClass*, std::vector<const RuntimeClass*>> implementations_;
    std::optional<std::vector<const RuntimeClass*>> application_classes_;  // loaded on first need
    std::uint32_t lambda_count_ = 0;
};

}  // namespace symcrete::engine
