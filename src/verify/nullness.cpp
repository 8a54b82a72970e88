// Nullness declarations (nullness.h). Scopes are looked at innermost first:
// the parameter's own annotations decide; else the method, the class, the
// classes enclosing it and the package, the first that declares a default
// (or lifts one, JSpecify's @NullUnmarked) deciding for every parameter;
// else the method's own null tests.
#include "nullness.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "classfile/annotations.h"
#include "classfile/descriptor.h"
#include "ir/ir.h"

namespace symcrete::verify {

namespace {

// How far enclosing classes are followed (a nest deeper than this is not
// written by people).
constexpr int kMaxEnclosing = 16;

const classfile::ClassFile* load(engine::Program& program, const std::string& name) {
    auto cls = program.klass(name);
    return cls && (*cls)->file != nullptr ? (*cls)->file : nullptr;
}

std::string_view simple_name(std::string_view type) {
    const std::size_t slash = type.rfind('/');
    return slash == std::string_view::npos ? type : type.substr(slash + 1);
}

// What an annotation type says of nullness: by its name (nullness_of), or,
// for a library's own annotation, by JSR 305's meta-annotations on it, as
// javax.annotation's own are defined: a non-null qualifier with
// @TypeQualifierDefault covering PARAMETER is a default for parameters
// (jsoup's @NonnullByDefault); a qualifier with @TypeQualifierNickname is
// that qualifier under another name. @Nonnull(when = MAYBE, UNKNOWN or
// NEVER) is not a non-null qualifier (CheckForNull is defined that way).
Nullness declared_nullness(engine::Program& program, const std::string& type) {
    if (const Nullness named = nullness_of(type); named != Nullness::None) return named;
    const classfile::ClassFile* annotation = load(program, type);
    if (annotation == nullptr || !annotation->is_interface()) return Nullness::None;
    auto metas = classfile::annotations(*annotation, annotation->other_attributes);
    if (!metas) return Nullness::None;
    std::optional<Nullness> qualifier;
    bool default_for_parameters = false;
    bool nickname = false;
    for (const classfile::Annotation& meta : *metas) {
        const std::string_view simple = simple_name(meta.type);
        if (simple == "TypeQualifierDefault") {
            for (const std::string& target : meta.enum_constants) default_for_parameters |= target == "PARAMETER";
        } else if (simple == "TypeQualifierNickname") {
            nickname = true;
        } else if (const Nullness n = nullness_of(meta.type); n == Nullness::NonNull || n == Nullness::Nullable) {
            const bool not_always = std::any_of(meta.enum_constants.begin(), meta.enum_constants.end(),
                                                [](const std::string& when) { return when != "ALWAYS"; });
            qualifier = n == Nullness::NonNull && !not_always ? Nullness::NonNull : Nullness::Nullable;
        }
    }
    if (!qualifier) return Nullness::None;
    if (default_for_parameters) return *qualifier == Nullness::NonNull ? Nullness::Default : Nullness::None;
    return nickname ? *qualifier : Nullness::None;
}

// The scope's own verdict: Default, Unmarked or None.
Nullness scope_default(engine::Program& program, const classfile::ClassFile& file,
                       const std::vector<classfile::RawAttribute>& attributes) {
    auto types = classfile::annotation_types(file, attributes);
    if (!types) return Nullness::None;
    for (const std::string& type : *types) {
        const Nullness nullness = declared_nullness(program, type);
        if (nullness == Nullness::Default || nullness == Nullness::Unmarked) return nullness;
    }
    return Nullness::None;
}

// The class that encloses `file` (an inner, local or anonymous class), if any.
std::optional<std::string> enclosing_class(const classfile::ClassFile& file) {
    for (const classfile::InnerClass& inner : file.inner_classes)
        if (inner.inner_class == file.name && inner.outer_class) return inner.outer_class;
    if (file.enclosing_method) return file.enclosing_method->class_name;
    return std::nullopt;
}

// Whether the method's scopes (the method, then outward) make parameters
// non-null by default.
bool non_null_by_default(engine::Program& program, const classfile::ClassFile& cls, const classfile::Method& method) {
    if (const Nullness own = scope_default(program, cls, method.other_attributes); own != Nullness::None)
        return own == Nullness::Default;
    const classfile::ClassFile* scope = &cls;
    for (int depth = 0; scope != nullptr && depth < kMaxEnclosing; ++depth) {
        if (const Nullness verdict = scope_default(program, *scope, scope->other_attributes); verdict != Nullness::None)
            return verdict == Nullness::Default;
        const std::optional<std::string> outer = enclosing_class(*scope);
        scope = outer ? load(program, *outer) : nullptr;
    }
    const std::size_t slash = cls.name.rfind('/');
    const std::string package_info = (slash == std::string::npos ? "" : cls.name.substr(0, slash + 1)) + "package-info";
    const classfile::ClassFile* package = load(program, package_info);
    return package != nullptr && scope_default(program, *package, package->other_attributes) == Nullness::Default;
}

}  // namespace

Nullness nullness_of(std::string_view annotation_type) {
    const std::size_t slash = annotation_type.rfind('/');
    std::string_view simple = slash == std::string_view::npos ? annotation_type : annotation_type.substr(slash + 1);
    if (const std::size_t dollar = simple.rfind('$'); dollar != std::string_view::npos)
        simple = simple.substr(dollar + 1);
    static constexpr std::array<std::string_view, 3> kNonNull = {"NonNull", "Nonnull", "NotNull"};
    static constexpr std::array<std::string_view, 3> kNullable = {"Nullable", "CheckForNull", "NullableDecl"};
    static constexpr std::array<std::string_view, 4> kDefault = {"ParametersAreNonnullByDefault", "NullMarked",
                                                                 "NonNullByDefault", "NonNullApi"};
    auto among = [&](const auto& names) {
        for (std::string_view name : names)
            if (simple == name) return true;
        return false;
    };
    if (among(kNonNull) || simple == "NonNullDecl") return Nullness::NonNull;
    if (among(kNullable)) return Nullness::Nullable;
    if (among(kDefault)) return Nullness::Default;
    if (simple == "NullUnmarked") return Nullness::Unmarked;
    return Nullness::None;
}

namespace {

// The parameters (by descriptor position) the method's own code compares
// with null: `if (text == null)`, where javac loads the parameter itself.
std::vector<bool> null_tested_parameters(engine::Program& program, const classfile::ClassFile& cls,
                                         const classfile::Method& method, std::size_t count) {
    std::vector<bool> tested(count, false);
    auto runtime = program.klass(cls.name);
    if (!runtime) return tested;
    const engine::MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return tested;
    auto code = program.code(*info);
    if (!code) return tested;
    const ir::Function& fn = *(*code)->fn;
    const std::size_t first = method.is_static() ? 0 : 1;
    for (const ir::Block& block : fn.blocks)
        for (const ir::Instr& instr : block.instrs) {
            if (instr.op != ir::Op::If || instr.type != ir::Type::Ref || instr.b != ir::kNoReg) continue;
            for (std::size_t i = 0; i < count && first + i < fn.params.size(); ++i)
                if (fn.params[first + i] == instr.a) tested[i] = true;
        }
    return tested;
}

}  // namespace

std::vector<bool> null_refusing_parameters(engine::Program& program, const classfile::ClassFile& cls,
                                           const classfile::Method& method) {
    auto descriptor = classfile::parse_method_descriptor(method.descriptor);
    if (!descriptor) return {};
    const std::size_t count = descriptor->parameters.size();
    std::vector<bool> refusing(count, false);
    auto annotations = classfile::parameter_annotation_types(cls, method);
    std::optional<bool> by_default;
    std::optional<std::vector<bool>> tested;  // looked at once, when a parameter needs it
    for (std::size_t i = 0; i < count; ++i) {
        if (!descriptor->parameters[i].is_reference()) continue;
        Nullness own = Nullness::None;
        if (annotations)
            for (const std::string& type : (*annotations)[i])
                if (const Nullness n = declared_nullness(program, type); n == Nullness::NonNull || n == Nullness::Nullable)
                    own = n;
        if (own != Nullness::None) {
            refusing[i] = own == Nullness::NonNull;
            continue;
        }
        if (!by_default) by_default = non_null_by_default(program, cls, method);
        if (*by_default) {
            refusing[i] = true;
            continue;
        }
        if (!tested) tested = null_tested_parameters(program, cls, method, count);
        refusing[i] = !(*tested)[i];
    }
    return refusing;
}

}  // namespace symcrete::verify
