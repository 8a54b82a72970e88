// The program under exploration: classes from the class path and their
// methods lifted to IR, each once, plus the JVM's resolution rules for
// methods and fields.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "classfile/class_path.h"
#include "ir/ir.h"
#include "support/result.h"

namespace symcrete::engine {

struct ResolvedMethod {
    const classfile::ClassFile* owner = nullptr;  // the class that declares it
    const classfile::Method* method = nullptr;
};

class Program {
public:
    explicit Program(classfile::ClassPath& class_path) : class_path_(class_path) {}

    classfile::ClassPath& class_path() { return class_path_; }
    Result<const classfile::ClassFile*> load(std::string_view internal_name) { return class_path_.load(internal_name); }

    // The lifted body of a method with code; cached.
    Result<const ir::Function*> function(const classfile::ClassFile& owner, const classfile::Method& method);

    // JVMS 5.4.3.3: the class, its superclasses, then superinterfaces
    // (maximally specific non-abstract default first).
    Result<ResolvedMethod> resolve_method(std::string_view class_name, std::string_view name,
                                          std::string_view descriptor);
    // Virtual dispatch from the receiver's class (JVMS invokevirtual selection).
    Result<ResolvedMethod> select_virtual(std::string_view receiver_class, std::string_view name,
                                          std::string_view descriptor);
    // The class that declares field `name` as seen from `class_name` (JVMS 5.4.3.2).
    Result<const classfile::ClassFile*> resolve_field(std::string_view class_name, std::string_view name,
                                                      std::string_view descriptor);
    Result<bool> is_subtype(std::string_view sub, std::string_view super);

private:
    classfile::ClassPath& class_path_;
    std::map<const classfile::Method*, Result<std::unique_ptr<ir::Function>>> functions_;
};

}  // namespace symcrete::engine
