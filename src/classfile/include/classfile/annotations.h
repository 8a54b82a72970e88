// Which annotations a class, a field or a method, and each of a method's
// parameters, carry: their types, and of element values only the enum
// constants they name (JVMS 4.7.16-4.7.20; JSR 305's
// @TypeQualifierDefault({PARAMETER}) says what a nullness default covers that
// way). Both retentions count (Runtime{Visible,Invisible}),
// since nullness annotations such as javax.annotation.Nonnull are CLASS
// retention. A parameter's list also has the type annotations on the
// parameter's own type (target 0x16, empty type path), the form JSpecify's and
// the Checker Framework's @NonNull and @Nullable take.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "support/result.h"

namespace symcrete::classfile {

// An annotation: its type as an internal name (javax/annotation/Nonnull),
// and the names of the enum constants its element values hold, in order,
// at any depth ({PARAMETER, METHOD}).
struct Annotation {
    std::string type;
    std::vector<std::string> enum_constants;
};

// The annotations the attributes hold, in order. An Error names the
// attribute, the offset and what was expected there.
Result<std::vector<Annotation>> annotations(const ClassFile& file, const std::vector<RawAttribute>& attributes);

// Their types only.
Result<std::vector<std::string>> annotation_types(const ClassFile& file, const std::vector<RawAttribute>& attributes);

// One list per parameter of the method's descriptor. A
// Runtime*ParameterAnnotations attribute that lists fewer parameters than
// the descriptor (javac leaves out an inner class constructor's outer
// instance and an enum constructor's name and ordinal) covers the last ones.
Result<std::vector<std::vector<std::string>>> parameter_annotation_types(const ClassFile& file, const Method& method);

}  // namespace symcrete::classfile
