// `symcrete inspect`: a javap-like summary of classes, the lifted IR of a
// method, or a bulk lift of many classes that counts the methods the lifter
// rejects. Two class paths are kept: the user's entries alone, which are what
// gets listed, and the same entries plus the JDK, from which classes load so
// their references resolve. Bulk lifting parses each class without caching it,
// so a scan of the whole JDK does not keep every class in memory.
#include "inspect_command.h"

#include <chrono>
#include <cstdio>
#include <fmt/format.h>
#include <unistd.h>

#include "class_path_option.h"
#include "exit_codes.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "ir/lifter.h"
#include "ir/printer.h"

namespace symcrete::app {
namespace {

using classfile::AccessContext;
using classfile::ClassFile;
using classfile::ClassPath;

std::string java_signature(const classfile::Method& method) {
    auto type = classfile::parse_method_descriptor(method.descriptor);
    if (!type) return method.name + method.descriptor;
    std::string params;
    for (const auto& param : type->parameters) params += (params.empty() ? "" : ", ") + param.java_name();
    return fmt::format("{} {}({})", type->return_type.java_name(), method.name, params);
}

std::string java_field(const classfile::Field& field) {
    auto type = classfile::parse_field_descriptor(field.descriptor);
    return fmt::format("{} {}", type ? type->java_name() : field.descriptor, field.name);
}

std::string with_flags(std::uint16_t flags, AccessContext context, const std::string& rest) {
    std::string words = classfile::access_flags_to_string(flags, context);
    return words.empty() ? rest : words + " " + rest;
}

void print_class(const ClassFile& cls) {
    std::string kind = cls.is_interface() ? "interface" : cls.record ? "record" : "class";
    fmt::print("{}\n", with_flags(cls.access_flags, AccessContext::Class,
                                  kind + " " + classfile::internal_to_java_name(cls.name)));
    fmt::print("  class-file version: {}.{}\n", cls.major_version, cls.minor_version);
    if (cls.super_name) fmt::print("  extends: {}\n", classfile::internal_to_java_name(*cls.super_name));
    for (const auto& iface : cls.interfaces) fmt::print("  implements: {}\n", classfile::internal_to_java_name(iface));
    if (cls.source_file) fmt::print("  source file: {}\n", *cls.source_file);
    if (cls.signature) fmt::print("  signature: {}\n", *cls.signature);
    if (cls.nest_host) fmt::print("  nest host: {}\n", classfile::internal_to_java_name(*cls.nest_host));
    for (const auto& sub : cls.permitted_subclasses)
        fmt::print("  permits: {}\n", classfile::internal_to_java_name(sub));
    if (!cls.fields.empty()) fmt::print("  fields:\n");
    for (const auto& field : cls.fields)
        fmt::print("    {}\n", with_flags(field.access_flags, AccessContext::Field, java_field(field)));
    if (!cls.methods.empty()) fmt::print("  methods:\n");
    for (const auto& method : cls.methods) {
        std::string code = method.code ? fmt::format("  [{} bytes of code]", method.code->bytecode.size()) : "";
        fmt::print("    {}  {}{}{}\n", with_flags(method.access_flags, AccessContext::Method, java_signature(method)),
                   method.name, method.descriptor, code);
    }
}

// --ir accepts "name" (every overload) or "name(descriptor)".
bool method_matches(const classfile::Method& method, const std::string& wanted) {
    if (wanted.find('(') != std::string::npos) return method.name + method.descriptor == wanted;
    return method.name == wanted;
}

int print_ir(const ClassFile& cls, const std::string& wanted) {
    int matched = 0;
    int failed = 0;
    for (const auto& method : cls.methods) {
        if (!method_matches(method, wanted)) continue;
        ++matched;
        if (!method.code) {
            fmt::print("method {}.{}{}: no code ({})\n", cls.name, method.name, method.descriptor,
                       method.is_abstract() ? "abstract" : "native");
            continue;
        }
        auto function = ir::lift(cls, method);
        if (!function) {
            fmt::print(stderr, "symcrete: {}\n", function.error().message);
            ++failed;
            continue;
        }
        fmt::print("{}\n", ir::print(*function));
    }
    if (matched == 0) {
        fmt::print(stderr, "symcrete: class {} has no method named {}\n", classfile::internal_to_java_name(cls.name),
                   wanted);
        return 1;
    }
    return failed == 0 ? 0 : 1;
}

struct LiftTotals {
    std::size_t classes = 0;
    std::size_t methods = 0;
    std::size_t failures = 0;
};

void lift_class(const ClassFile& cls, LiftTotals& totals) {
    ++totals.classes;
    for (const auto& method : cls.methods) {
        if (!method.code) continue;
        ++totals.methods;
        auto function = ir::lift(cls, method);
        if (!function) {
            ++totals.failures;
            fmt::print(stderr, "symcrete: lift failed: {}\n", function.error().message);
        }
    }
}

int lift_all(ClassPath& class_path, const std::vector<std::string>& names, bool progress) {
    LiftTotals totals;
    bool show_progress = progress && isatty(STDERR_FILENO);
    auto started = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < names.size(); ++i) {
        auto cls = class_path.parse_uncached(names[i]);
        if (!cls) {
            ++totals.failures;
            fmt::print(stderr, "symcrete: parse failed: {}\n", cls.error().message);
        } else {
            lift_class(*cls, totals);
        }
        if (show_progress && (i % 500 == 0 || i + 1 == names.size())) {
            fmt::print(stderr, "\r[{}/{}] {} methods, {} failures", i + 1, names.size(), totals.methods,
                       totals.failures);
            if (i + 1 == names.size()) fmt::print(stderr, "\n");
        }
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (show_progress) fmt::print(stderr, "done in {:.1f} s\n", seconds);
    fmt::print("lifted {} classes, {} methods, {} failures\n", totals.classes, totals.methods, totals.failures);
    return totals.failures == 0 ? 0 : 1;
}

}  // namespace

int run_inspect(const InspectOptions& options) {
    // The user's entries are what we list; the JDK always comes last so that
    // references into it resolve.
    ClassPath user_path;
    ClassPath class_path;
    for (const auto& entry : options.class_path) {
        if (Status status = user_path.add_list(entry); !status) {
            return fail("symcrete", status.error());
        }
    }
    if (Status status = fill_class_path(class_path, options.class_path); !status) {
        return fail("symcrete", status.error());
    }
    if (options.jdk) (void)user_path.add_jdk();
    if (options.class_path.empty() && !options.jdk) {
        fmt::print(stderr, "symcrete: inspect needs --cp <path> or --jdk (see symcrete inspect --help)\n");
        return 2;
    }

    if (!options.class_name.empty()) {
        auto cls = class_path.load(classfile::java_to_internal_name(options.class_name));
        if (!cls) {
            return fail("symcrete", cls.error());
        }
        if (options.lift_all) {
            LiftTotals totals;
            lift_class(**cls, totals);
            fmt::print("lifted {} classes, {} methods, {} failures\n", totals.classes, totals.methods,
                       totals.failures);
            return totals.failures == 0 ? 0 : 1;
        }
        if (!options.method.empty()) return print_ir(**cls, options.method);
        print_class(**cls);
        return 0;
    }
    if (!options.method.empty()) {
        fmt::print(stderr, "symcrete: --ir needs --class <name>\n");
        return 2;
    }

    std::vector<std::string> names = user_path.list_classes();
    if (!options.package.empty()) {
        // "java.util" holds java/util/List and java/util/stream/Stream, not java/utilities/X.
        const std::string prefix = classfile::java_to_internal_name(options.package) + "/";
        std::erase_if(names, [&](const std::string& name) { return name.rfind(prefix, 0) != 0; });
        if (names.empty()) {
            fmt::print(stderr, "symcrete: no class in package {} on the class path\n", options.package);
            return 1;
        }
    }
    if (options.lift_all) return lift_all(class_path, names, options.progress);
    int status = 0;
    for (const auto& name : names) {
        auto cls = class_path.load(name);
        if (!cls) {
            fmt::print(stderr, "symcrete: {}\n", cls.error().message);
            status = 1;
            continue;
        }
        print_class(**cls);
    }
    return status;
}

}  // namespace symcrete::app
