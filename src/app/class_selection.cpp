// Class selection for gen and check (class_selection.h). Candidates from
// packages or the whole class path are parsed without caching, because a jar
// can hold thousands of classes that must not all stay in memory. Whether a
// test can name a class is decided from its own class file alone (its flags,
// EnclosingMethod, and its InnerClasses entries, which describe its outer
// classes too), so no outer class has to be loaded.
#include "class_selection.h"

#include <algorithm>
#include <fmt/format.h>
#include <optional>

#include "classfile/descriptor.h"

namespace symcrete::app {
namespace {

// The InnerClasses entry that describes `name` itself, if any.
const classfile::InnerClass* own_entry(const classfile::ClassFile& cls, const std::string& name) {
    for (const classfile::InnerClass& inner : cls.inner_classes)
        if (inner.inner_class == name) return &inner;
    return nullptr;
}

bool in_package(const std::string& internal_name, const std::string& package_prefix) {
    return internal_name.rfind(package_prefix, 0) == 0;
}

}  // namespace

std::optional<std::string> not_testable_reason(const classfile::ClassFile& cls) {
    namespace access = classfile::access;
    if (cls.name == "module-info" || cls.name.ends_with("/module-info")) return "a module descriptor";
    if (cls.name == "package-info" || cls.name.ends_with("/package-info")) return "a package descriptor";
    if (cls.access_flags & access::Synthetic) return "synthetic (made by the compiler)";
    if (cls.access_flags & access::Annotation) return "an annotation type";
    if (cls.enclosing_method) return "a local or anonymous class (declared inside a method)";
    // A nested class: a test names it only if it and every class around it
    // are visible outside their outer class.
    if (const classfile::InnerClass* inner = own_entry(cls, cls.name)) {
        if (!inner->inner_name || !inner->outer_class) return "a local or anonymous class (declared inside a method)";
        if (inner->access_flags & access::Private) return "a private nested class";
        if (inner->access_flags & access::Synthetic) return "synthetic (made by the compiler)";
        // Outer classes are described by this class's InnerClasses entries too.
        for (std::optional<std::string> outer = inner->outer_class; outer;) {
            const classfile::InnerClass* entry = own_entry(cls, *outer);
            if (entry == nullptr) break;
            if (entry->access_flags & access::Private) return "nested inside a private class";
            if (!entry->inner_name || !entry->outer_class) return "nested inside a local or anonymous class";
            outer = entry->outer_class;
        }
    }
    return std::nullopt;
}

Result<ClassSelection> select_classes(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                      const std::vector<std::string>& packages, const std::vector<std::string>& targets) {
    ClassSelection selection;
    for (const std::string& java_name : classes) {
        const std::string internal = classfile::java_to_internal_name(java_name);
        auto cls = class_path.load(internal);
        if (!cls) return cls.error();
        selection.classes.push_back(internal);
    }
    std::vector<std::string> prefixes;
    for (const std::string& package : packages) {
        std::string prefix = classfile::java_to_internal_name(package);
        while (!prefix.empty() && prefix.back() == '/') prefix.pop_back();
        prefixes.push_back(prefix.empty() ? prefix : prefix + "/");
    }
    if (classes.empty() || !packages.empty()) {
        std::vector<std::size_t> found(prefixes.size(), 0);
        std::vector<std::string> candidates = class_path.list_application_classes();
        if (!targets.empty()) {
            classfile::ClassPath own;
            for (const std::string& entry : targets)
                if (Status added = own.add(entry); !added) return added.error();
            candidates = own.list_classes();
        }
        for (const std::string& name : candidates) {
            bool wanted = prefixes.empty();
            for (std::size_t i = 0; i < prefixes.size(); ++i) {
                if (!in_package(name, prefixes[i])) continue;
                wanted = true;
                ++found[i];
            }
            // Descriptors, not classes: nothing to test and nothing to report.
            if (!wanted || name.ends_with("module-info") || name.ends_with("package-info")) continue;
            // Parsed without caching: a jar can hold thousands of classes.
            auto cls = class_path.parse_uncached(name);
            if (!cls) {
                selection.left_out.emplace_back(name, cls.error().message);
                continue;
            }
            if (auto reason = not_testable_reason(*cls)) {
                selection.left_out.emplace_back(name, *reason);
                continue;
            }
            selection.classes.push_back(name);
        }
        for (std::size_t i = 0; i < prefixes.size(); ++i) {
            if (found[i] == 0)
                return Error{fmt::format("--package {}: no class of this package is on the class path", packages[i])};
        }
        if (prefixes.empty() && selection.classes.empty() && selection.left_out.empty())
            return Error{"the class path holds no classes"};
    }
    std::sort(selection.classes.begin(), selection.classes.end());
    selection.classes.erase(std::unique(selection.classes.begin(), selection.classes.end()), selection.classes.end());
    return selection;
}

}  // namespace symcrete::app
