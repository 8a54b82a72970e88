// Which of a method's parameters refuse null, by check's one rule: a
// parameter refuses null unless the API says it takes one. Declarations
// decide first: a non-null or nullable annotation on the parameter, else a
// non-null default on the method, its class, a class enclosing it or its
// package. Where none decides, the method's own code does: a parameter it
// compares with null takes null, any other refuses it. `check` calls an
// exception that follows a null passed where it is refused the caller's
// fault (a contract), wherever it is thrown.
//
// Annotations are known by simple name, so every vendor's count alike:
// javax.annotation (JSR 305), JSpecify, the Checker Framework, JetBrains,
// Android, Eclipse, Spring, Lombok, and a project's own of the same name;
// a library's own of another name by JSR 305's meta-annotations on it
// (@Nonnull with @TypeQualifierDefault covering PARAMETER, or with
// @TypeQualifierNickname), as jsoup's @NonnullByDefault is made. A null
// given to the receiver's constructor, factory or setup calls counts too.
// Private to src/verify.
#pragma once

#include <string_view>
#include <vector>

#include "classfile/class_file.h"
#include "engine/program.h"

namespace symcrete::verify {

enum class Nullness : std::uint8_t {
    NonNull,   // NonNull, Nonnull, NotNull
    Nullable,  // Nullable, CheckForNull
    Default,   // ParametersAreNonnullByDefault, NullMarked, NonNullByDefault, NonNullApi
    Unmarked,  // NullUnmarked: lifts a default from an enclosing scope
    None,
};

// What an annotation type (internal name) says of nullness.
Nullness nullness_of(std::string_view annotation_type);

// One flag per parameter of `method`, a method of `cls`; true: a null given
// there is the caller's fault (check's one rule for null arguments). A reference
// parameter refuses null unless the API says it takes one: a nullable
// annotation on it, or, where no declaration (the parameter's own or a
// default) decides, the method's own code comparing it with null. So an
// unannotated `greet(String name)` that calls name.trim() refuses null,
// and `lengthOrZero(String s)` that tests `s == null` before another use
// takes it. Classes that cannot be loaded (a package without package-info)
// and unreadable annotations count as saying nothing.
std::vector<bool> null_refusing_parameters(engine::Program& program, const classfile::ClassFile& cls,
                                           const classfile::Method& method);

}  // namespace symcrete::verify
