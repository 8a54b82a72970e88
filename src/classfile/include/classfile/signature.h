// Generic signatures (JVMS 4.7.9.1) parsed into trees: the Signature attribute
// of classes, methods, fields and record components.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::classfile {

struct TypeSignature;

struct TypeArgument {
    enum class Kind { Exact, Extends, Super, Wildcard };  // T, ? extends T, ? super T, *
    Kind kind = Kind::Exact;
    std::shared_ptr<const TypeSignature> type;  // null for Wildcard
};

// One segment of a class type: Outer<A>.Inner<B> has two.
struct ClassTypeSegment {
    std::string name;  // first segment: full internal name; later ones: simple name
    std::vector<TypeArgument> arguments;
};

struct TypeSignature {
    enum class Kind { Base, Class, TypeVariable, Array };
    Kind kind = Kind::Base;
    char base = 'I';                            // Base: one of BCDFIJSZ (or V for results)
    std::vector<ClassTypeSegment> segments;     // Class
    std::string variable;                       // TypeVariable
    std::shared_ptr<const TypeSignature> component;  // Array

    std::string to_string() const;  // Java-like rendering: java.util.List<? extends T>[]
};

struct TypeParameter {
    std::string name;
    std::shared_ptr<const TypeSignature> class_bound;  // may be null
    std::vector<std::shared_ptr<const TypeSignature>> interface_bounds;
};

struct ClassSignature {
    std::vector<TypeParameter> type_parameters;
    TypeSignature superclass;
    std::vector<TypeSignature> interfaces;
};

struct MethodSignature {
    std::vector<TypeParameter> type_parameters;
    std::vector<TypeSignature> parameters;
    TypeSignature result;  // Base 'V' for void
    std::vector<TypeSignature> throws;
};

// Errors name the signature, the character offset and what was expected.
Result<ClassSignature> parse_class_signature(std::string_view signature);
Result<MethodSignature> parse_method_signature(std::string_view signature);
Result<TypeSignature> parse_field_signature(std::string_view signature);

}  // namespace symcrete::classfile
